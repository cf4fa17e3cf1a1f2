"""The projector's payouts line: the places still to be paid, the deal once recorded."""

from __future__ import annotations

from tests.helpers.main_window import advance
from tests.helpers.payouts import euros, seated, three_left_with_a_deal
from tests.helpers.projector import looks_as_repainted, settle


def shown(w) -> str:
    """The payouts line as the projector last painted it."""
    settle()
    return w.projector.texts.get("payouts", "")


def test_places_paid_leave_the_list_and_undo_brings_them_back(main_window, tournament, qtbot):
    t, w = tournament, main_window
    seated(t, 30)
    w.show_projector(fullscreen=False)
    qtbot.waitExposed(w.projector)
    prizes = t.money.payouts()
    assert len(prizes) >= 4
    before = shown(w)
    assert before.startswith(f"1° {euros(prizes[0])}")
    assert f"{len(prizes)}° {euros(prizes[-1])}" in before  # the next place to be paid
    # bust down to three players: 4th place and below are paid and leave the line
    for i in range(30, 3, -1):
        w.document.act(t.entrants.bust, f"Player {i:02d}", by="Player 01")
    line = shown(w)
    assert line == "    ".join(f"{p}° {euros(prizes[p - 1])}" for p in (1, 2, 3))
    assert "4°" not in line
    w.document.undo()
    assert shown(w) == "    ".join(f"{p}° {euros(prizes[p - 1])}" for p in (1, 2, 3, 4))


def test_a_recorded_deal_is_shown_with_what_is_left_to_play_for(main_window, tournament, qtbot):
    t, w = tournament, main_window
    seated(t, 30)
    for i in range(30, 3, -1):
        t.entrants.bust(f"Player {i:02d}", by="Player 01")
    w.show_projector(fullscreen=False)
    qtbot.waitExposed(w.projector)
    left = t.money.payouts()[:3]
    play_for = 1000
    share = (sum(left) - play_for) // 3
    amounts = {"Player 01": sum(left) - play_for - 2 * share, "Player 02": share}
    amounts["Player 03"] = share
    assert shown(w).startswith("1° ")
    w.document.act(t.deals.record, amounts, play_for_cents=play_for)
    line = shown(w)
    by_id = {t.state.label(e): c for e, c in t.state.deal.amounts}
    deal = " · ".join(f"{name} {euros(c)}" for name, c in by_id.items())
    assert line == f"Deal: {deal} · left to play for: {euros(play_for)}"
    assert "1°" not in line  # the old prizes are gone
    w.document.undo()
    assert shown(w) == "    ".join(f"{p}° {euros(left[p - 1])}" for p in (1, 2, 3))


def test_a_bust_repaints_the_payouts_while_the_seconds_repaint_only_the_time(
    main_window, tournament, qtbot, fake_time
):
    t, w = tournament, main_window
    seated(t, 30)
    w.controller.start()  # the clock runs: each second repaints only what changed
    w.show_projector(fullscreen=False)
    qtbot.waitExposed(w.projector)
    w.projector.resize(960, 540)
    for i in range(30, 5, -1):
        t.entrants.bust(f"Player {i:02d}", by="Player 01")
    w.document.act(t.entrants.bust, "Player 05", by="Player 01")
    prizes = t.money.payouts()
    assert shown(w) == "    ".join(f"{p}° {euros(prizes[p - 1])}" for p in (1, 2, 3, 4))
    assert looks_as_repainted(w.projector)
    for _ in range(3):
        advance(w, fake_time, 1.0)
        settle()
        assert looks_as_repainted(w.projector)
    w.document.act(t.entrants.bust, "Player 04", by="Player 01")
    assert "4°" not in shown(w)
    assert looks_as_repainted(w.projector)


def test_with_many_places_left_the_line_shows_the_top_ones_and_the_next_paid(
    main_window, tournament, qtbot
):
    t, w = tournament, main_window
    seated(t, 80)
    w.show_projector(fullscreen=False)
    qtbot.waitExposed(w.projector)
    prizes = t.money.payouts()
    assert len(prizes) > 6
    places = (1, 2, 3, 4)
    top = "    ".join(f"{p}° {euros(prizes[p - 1])}" for p in places)
    last = len(prizes)
    assert shown(w) == f"{top}    …    {last}° {euros(prizes[-1])}"
    for i in range(80, last, -1):
        t.entrants.bust(f"Player {i:02d}", by="Player 01")
    w.document.act(t.entrants.bust, f"Player {last:02d}", by="Player 01")
    assert shown(w).endswith(f"…    {last - 1}° {euros(prizes[last - 2])}")


def test_the_deal_line_in_italian(qtbot, tournament, speaker):
    from ui import i18n
    from ui.document import Document
    from ui.main_window import MainWindow

    t = tournament
    three_left_with_a_deal(t)
    i18n.install("it")
    try:
        w = MainWindow(Document(t, "it"), speaker, speech_engine="mock")
        qtbot.addWidget(w)
        qtbot.addWidget(w.projector)
        w.show_projector(fullscreen=False)
        qtbot.waitExposed(w.projector)
        line = shown(w)
        assert line.startswith("Accordo: Player 01 € ")
        assert line.endswith("ancora in palio: € 10")
    finally:
        i18n.install("en")
