"""Balancing: the next big blind moves to the worst seat of the short table."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from director.seating import (
    Move,
    MoveReason,
    SeatingError,
    apply_moves,
    balance_moves,
    is_balanced,
    next_big_blind_seat,
    worst_seat,
)
from tests.helpers.seating import (
    apply_one_by_one,
    balanced,
    check_sound,
    counts,
    everyone,
    fixed_places,
    full,
    rooms,
)


def test_the_player_who_will_be_big_blind_next_moves_to_the_worst_seat_of_the_short_table():
    big = full(1, range(1, 10), "a", button=4)  # small blind 5, big blind 6: next is seat 7
    short = full(2, [1, 2, 4, 6, 8, 9], "b", button=1)  # small blind 2, big blind 4
    moves = balance_moves([big, short])
    assert moves == [Move("a7", 1, 7, 2, 5, MoveReason.BALANCE)]
    room = apply_moves([big, short], moves)
    assert counts(room) == [8, 7]
    assert next_big_blind_seat(room[1]) == 5  # the moved player posts the big blind first
    # Seat 3 is between the blinds (it would sit out a hand): after 4, seat 7 is the next worst.
    assert worst_seat(room[1]) == 7


def test_a_fixed_player_never_moves_the_next_player_in_big_blind_order_does():
    big = full(1, range(1, 10), "a", button=4, fixed=frozenset({"a7"}))
    short = full(2, range(1, 7), "b", button=1)
    moves = balance_moves([big, short])
    assert [(m.player, m.from_seat) for m in moves] == [("a8", 8)]


def test_several_moves_fill_the_worst_seats_in_turn():
    big = full(1, range(1, 11), "a", button=10)  # small blind 1, big blind 2
    short = full(2, [1, 2, 3, 4, 5, 6], "b", button=1)  # small blind 2, big blind 3
    other = full(3, [1, 2, 3, 4, 5, 6, 7, 8, 9], "c", button=1)
    moves = balance_moves([big, short, other])
    assert [(m.player, m.to_table, m.to_seat) for m in moves] == [
        ("a3", 2, 7),
        ("a4", 2, 8),
    ]
    assert counts(apply_moves([big, short, other], moves)) == [8, 8, 9]


def test_ties_go_to_the_lowest_numbered_tables():
    room = [
        full(4, range(1, 10), "d"),
        full(2, range(1, 10), "b"),
        full(3, range(1, 7), "c"),
        full(1, range(1, 7), "a"),
    ]
    moves = balance_moves(room)
    assert [(m.from_table, m.to_table) for m in moves] == [(2, 1), (4, 3)]
    assert sorted(counts(apply_moves(room, moves))) == [7, 7, 8, 8]


def test_the_threshold_sets_how_uneven_the_room_may_be():
    room = [full(1, range(1, 10)), full(2, range(1, 8), "b")]
    assert balance_moves(room) == balance_moves(room, threshold=1)
    assert len(balance_moves(room)) == 1
    assert balance_moves(room, threshold=2) == []
    assert is_balanced(room, threshold=2) and not is_balanced(room)
    with pytest.raises(SeatingError, match="threshold"):
        balance_moves(room, threshold=0)


def test_a_balanced_room_needs_no_move():
    assert balance_moves([full(1, range(1, 9)), full(2, range(1, 8), "b")]) == []


def test_with_no_button_recorded_the_button_is_assumed_at_the_highest_occupied_seat():
    big = full(1, range(1, 10), "a")  # assumed button 9, small blind 1, big blind 2
    short = full(2, [2, 4, 6, 7, 8, 9, 10], "b", size=10)  # assumed button 10, sb 2, bb 4
    short = full(2, [2, 4, 6], "b")  # assumed button 6, small blind 2, big blind 4
    assert balance_moves([big, short])[0] == Move("a2", 1, 2, 2, 3, MoveReason.BALANCE)


def test_balancing_moves_can_be_made_one_at_a_time_or_together():
    room = [full(1, range(1, 11), "a", button=3), full(2, [1, 2], "b"), full(3, [5], "c")]
    moves = balance_moves(room)
    assert apply_one_by_one(room, moves) == apply_moves(room, moves)
    assert sorted(counts(apply_moves(room, moves))) == [4, 4, 5]


@given(rooms(), st.integers(1, 3))
def test_balancing_any_room_leaves_it_within_the_threshold_and_moves_no_fixed_player(
    room, threshold
):
    moves = balance_moves(room, threshold)
    together = apply_moves(room, moves)
    assert apply_one_by_one(room, moves) == together
    check_sound(together)
    assert balanced(together, threshold)
    assert fixed_places(together) == fixed_places(room)
    assert sorted(everyone(together)) == sorted(everyone(room))
    assert all(m.reason is MoveReason.BALANCE for m in moves)
    assert balance_moves(together, threshold) == []


@given(rooms(uniform=True))
def test_equal_tables_end_within_one_player_of_each_other(room):
    after = apply_moves(room, balance_moves(room))
    playing = [t.count for t in after if t.count]  # unused tables stay unused
    assert not playing or max(playing) - min(playing) <= 1
    assert [t.number for t in after if not t.count] == [t.number for t in room if not t.count]
