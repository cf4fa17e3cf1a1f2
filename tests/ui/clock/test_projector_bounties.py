"""The projector's line of a progressive knockout's biggest bounties."""

from __future__ import annotations

from tests.helpers.payouts import seated
from tests.helpers.projector import projector_at, settle


def shown(w) -> str:
    settle()
    w.projector.compose()
    return w.projector.texts.get("bounties", "")


def test_the_biggest_bounties_are_on_the_wall_and_follow_undo(main_window, tournament, qtbot):
    t, w = tournament, main_window
    t.update_settings(bounty_cents=1000, progressive=True)
    seated(t, 12)
    projector_at(w, qtbot, 1920, 1080)
    # Everyone's €10 at first: the first five by entry number.
    assert shown(w) == "Biggest bounties: " + " · ".join(f"Player {i:02d} €10" for i in range(1, 6))
    # Player 03 takes half of Player 12's €10 onto their head: €15; then half of that bust's
    # €15 onto Player 07's (Player 03 out): €17.50.
    w.document.act(t.entrants.bust, "Player 12", by="Player 03")
    assert shown(w).startswith("Biggest bounties: Player 03 €15 · Player 01 €10")
    w.document.act(t.entrants.bust, "Player 03", by="Player 07")
    assert shown(w).startswith("Biggest bounties: Player 07 €17.50 · Player 01 €10")
    assert "Player 03" not in shown(w)
    w.document.undo()
    assert shown(w).startswith("Biggest bounties: Player 03 €15")


def test_no_bounties_line_without_a_progressive_knockout(main_window, tournament, qtbot):
    t, w = tournament, main_window
    t.update_settings(bounty_cents=1000)
    seated(t, 12)
    w.show_projector(fullscreen=False)
    qtbot.waitExposed(w.projector)
    assert shown(w) == ""
