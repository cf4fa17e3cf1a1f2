"""Carrying out moves: refusals that change nothing, swaps, manual moves."""

from __future__ import annotations

import pytest

from director.seating import (
    Move,
    MoveReason,
    SeatingError,
    Table,
    apply_moves,
    can_apply,
    manual_move,
    seat_of,
    verify_moves,
)
from tests.helpers.seating import full

ROOM = (
    full(1, [1, 2, 3], "a", fixed=frozenset({"a3"}), blocked=frozenset({9})),
    Table(2, 9, {1: "b1", 2: "b2"}, reserved={8: "vip"}),
)


@pytest.mark.parametrize(
    ("moves", "words"),
    [
        ([Move("a1", 1, 2, 2, 3, "manual")], "not at table 1 seat 2 any more"),
        ([Move("a1", 1, 1, 2, 2, "manual")], "seat 2 is taken by b2"),
        ([Move("a1", 1, 1, 1, 9, "manual")], "seat 9 is blocked"),
        ([Move("a1", 1, 1, 2, 8, "manual")], "reserved for vip"),
        ([Move("a1", 1, 1, 2, 12, "manual")], "has no seat 12"),
        ([Move("a1", 1, 1, 5, 1, "manual")], "no table 5"),
        ([Move("a3", 1, 3, 2, 3, "manual")], "a3 has a fixed seat at table 1"),
        ([Move("b1", None, None, 2, 3, "draw")], "already seated at table 2 seat 1"),
        (
            [Move("a1", 1, 1, 2, 3, "balance"), Move("a1", 1, 1, 2, 4, "balance")],
            "moved twice",
        ),
        (
            [Move("a1", 1, 1, 2, 3, "balance"), Move("a2", 1, 2, 2, 3, "balance")],
            "two players are moved to table 2 seat 3",
        ),
    ],
)
def test_a_move_that_does_not_fit_is_refused_and_changes_nothing(moves, words):
    before = tuple(Table.from_dict(t.to_dict()) for t in ROOM)
    assert not can_apply(ROOM, moves)
    with pytest.raises(SeatingError, match=words):
        apply_moves(ROOM, moves)
    with pytest.raises(SeatingError, match=words):
        verify_moves(ROOM, moves)
    assert before == ROOM


def test_players_can_swap_seats_in_one_batch():
    swap = [Move("b1", 2, 1, 2, 2, "manual"), Move("b2", 2, 2, 2, 1, "manual")]
    assert can_apply(ROOM, swap)
    assert apply_moves(ROOM, swap)[1].occupants == {1: "b2", 2: "b1"}
    assert not can_apply(ROOM, swap[:1])


def test_a_manual_move_is_checked_and_recorded_as_manual():
    move = manual_move(ROOM, "a1", 2, 5)
    assert move == Move("a1", 1, 1, 2, 5, MoveReason.MANUAL)
    assert seat_of(apply_moves(ROOM, [move]), "a1") == (2, 5)
    with pytest.raises(SeatingError, match="fixed seat"):
        manual_move(ROOM, "a3", 2, 5)
    with pytest.raises(SeatingError, match="nobody has no seat"):
        manual_move(ROOM, "nobody", 2, 5)
