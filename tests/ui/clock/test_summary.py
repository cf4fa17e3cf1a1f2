"""The Clock tab's figures: places paid and the first prize follow busts, deals and undo."""

from __future__ import annotations

from tests.helpers.payouts import euros, seated, three_left_with_a_deal


def rows(w) -> dict[str, str]:
    """The rows of places paid and first prize as the director reads them (title: value)."""
    s = w.summary
    return {s.titles[k].text(): s.labels[k].text() for k in ("paid", "first")}


def test_places_paid_say_how_many_are_still_to_be_paid(main_window, tournament):
    t, w = tournament, main_window
    seated(t, 30)
    prizes = t.money.payouts()
    assert rows(w) == {"Places paid": str(len(prizes)), "First prize": euros(prizes[0])}
    for i in range(30, 3, -1):
        w.document.act(t.entrants.bust, f"Player {i:02d}", by="Player 01")
    assert rows(w) == {
        "Places paid": f"{len(prizes)} (3 still to be paid)",
        "First prize": euros(prizes[0]),
    }
    w.document.undo()
    assert rows(w)["Places paid"] == f"{len(prizes)} (4 still to be paid)"


def test_a_recorded_deal_replaces_the_first_prize_and_undo_brings_it_back(main_window, tournament):
    t, w = tournament, main_window
    seated(t, 30)
    for i in range(30, 3, -1):
        t.entrants.bust(f"Player {i:02d}", by="Player 01")
    prizes = t.money.payouts()
    before = rows(w)
    assert before == {
        "Places paid": f"{len(prizes)} (3 still to be paid)",
        "First prize": euros(prizes[0]),
    }
    left = sum(prizes[:3])
    play_for = 1000
    amounts = {"Player 01": 2000, "Player 02": left - play_for - 3000, "Player 03": 1000}
    w.document.act(t.deals.record, amounts, play_for_cents=play_for)
    assert rows(w) == {
        "Places paid": f"{len(prizes)} (deal among 3)",
        # the table's first prize no longer applies: every share, largest first, and the rest
        "Deal": (
            f"Player 02: {euros(amounts['Player 02'])}\n"
            f"Player 01: {euros(2000)}\n"
            f"Player 03: {euros(1000)}\n"
            f"+ {euros(play_for)} left to play for"
        ),
    }
    w.document.undo()
    assert rows(w) == before


def test_the_deal_row_in_italian(qtbot, tournament, speaker):
    from ui import i18n
    from ui.document import Document
    from ui.main_window import MainWindow

    t = tournament
    left = three_left_with_a_deal(t)
    i18n.install("it")
    try:
        document = Document(t, "it")
        w = MainWindow(document, speaker, speech_engine="mock")
        qtbot.addWidget(w)
        qtbot.addWidget(w.projector)
        first = (w.summary.titles["first"].text(), w.summary.labels["first"].text())
        assert first == (
            "Accordo",
            f"Player 01: {document.money(left - 3000)}\n"
            f"Player 02: {document.money(1000)}\n"
            f"Player 03: {document.money(1000)}\n"
            f"+ {document.money(1000)} ancora in palio",
        )
        assert w.summary.labels["paid"].text().endswith("(accordo fra 3)")
    finally:
        i18n.install("en")
