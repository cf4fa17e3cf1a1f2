"""The prize pool box of a progressive knockout: the bounty money apart, paid and on heads."""

from __future__ import annotations

from tests.helpers.payouts import register


def test_the_bounty_line_says_taken_in_paid_and_on_heads(tab, tournament):
    t = tournament
    t.update_settings(bounty_cents=1000, progressive=True)
    register(t, 4)
    line = tab.pool.labels["bounties"]
    assert line.text() == "€40: €0 paid, €40 on heads"
    t.entrants.bust("Player 04", by="Player 01")  # €5 cash, €5 onto Player 01's head
    assert line.text() == "€40: €5 paid, €35 on heads"
    t.entrants.bust("Player 03")  # no eliminator: €10 unclaimed
    assert line.text() == "€40: €5 paid, €25 on heads, €10 unclaimed"
    assert tab.pool.labels["pool"].text() == "€80"  # the prize pool leaves the bounties out
