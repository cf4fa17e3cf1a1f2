"""Hand-for-hand play."""

from __future__ import annotations

import pytest

from director.seating import BustGroup, HandForHand, SeatingError


def test_hand_for_hand_waits_for_every_table_and_groups_the_busts_of_each_hand():
    h4h = HandForHand.start([1, 2, 3])
    assert h4h.hand == 1 and h4h.waiting == {1, 2, 3}
    h4h = h4h.finish(2, busted=["x"])
    h4h = h4h.bust(1, ["y"])
    assert not h4h.can_next_hand()
    with pytest.raises(SeatingError, match="still being played at table\\(s\\) 1, 3"):
        h4h.next_hand()
    assert not h4h.can_finish(2)
    with pytest.raises(SeatingError, match="already finished hand 1"):
        h4h.finish(2)
    h4h = h4h.finish(1).finish(3, ["z"])
    assert h4h.complete
    following, group = h4h.next_hand()
    assert group == BustGroup(1, ("x", "y", "z"))
    assert following == HandForHand(frozenset({1, 2, 3}), hand=2)
    following, group = following.finish(1).finish(2).finish(3).next_hand(tables=[1, 2])
    assert group == BustGroup(2, ())
    assert following.tables == {1, 2} and following.hand == 3


def test_hand_for_hand_refuses_nonsense():
    h4h = HandForHand.start([1, 2])
    with pytest.raises(SeatingError, match="table 5 is not playing"):
        h4h.finish(5)
    h4h = h4h.bust(1, ["x"])
    assert not h4h.can_bust(2, ["x"])
    with pytest.raises(SeatingError, match="x is already busted in hand 1"):
        h4h.finish(2, ["x"])
    with pytest.raises(SeatingError, match="at least one table"):
        HandForHand.start([])


def test_the_clock_hand_for_hand_paused_stays_so_from_hand_to_hand():
    hfh = HandForHand.start({1, 2}, paused_clock=True).finish(1).finish(2)
    following, _ = hfh.next_hand()
    assert following.hand == 2
    assert following.paused_clock
    assert not HandForHand.start({1}).paused_clock
