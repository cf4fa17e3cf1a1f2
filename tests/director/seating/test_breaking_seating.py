"""Breaking tables and the final-table redraw."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from director.seating import (
    MoveReason,
    SeatingError,
    Table,
    apply_moves,
    break_table,
    break_tables,
    final_table_due,
    final_table_redraw,
    tables_to_break,
)
from tests.helpers.seating import apply_one_by_one, balanced, check_sound, counts, full, rooms


def test_a_table_breaks_when_its_players_fit_in_the_others_highest_number_first():
    def room(n_players: int) -> list[Table]:
        """``n_players`` spread over all four tables of 10 (as after busts at each)."""
        seats: dict[int, dict[int, str]] = {n: {} for n in (1, 2, 3, 4)}
        for i in range(n_players):
            seats[i % 4 + 1][i // 4 + 1] = f"p{i}"
        return [Table(n, 10, seats[n]) for n in (1, 2, 3, 4)]

    assert tables_to_break(room(31)) == []
    assert tables_to_break(room(30)) == [4]
    assert tables_to_break(room(20)) == [4, 3]
    assert tables_to_break(room(20), order=[1, 99]) == [1, 4]
    assert tables_to_break(room(10)) == []  # everyone fits at one table: the final table
    assert final_table_due(room(10)) == 1


def test_a_table_with_a_fixed_player_never_breaks():
    tables = [
        full(1, range(1, 6), "a"),
        full(2, range(1, 6), "b"),
        full(3, range(1, 6), "c", fixed=frozenset({"c1"})),
    ]
    assert tables_to_break(tables) == [2]
    with pytest.raises(SeatingError, match="table 3 cannot break: c1 has a fixed seat"):
        break_table(tables, 3, random.Random(0))


def test_breaking_a_table_places_its_players_at_random_keeping_the_room_balanced():
    tables = [full(1, range(1, 8), "a"), full(2, range(1, 7), "b"), full(3, range(1, 6), "c")]
    destinations = set()
    for seed in range(40):
        moves = break_table(tables, 3, random.Random(seed))
        assert [m.reason for m in moves] == [MoveReason.BREAK_TABLE] * 5
        assert {m.player for m in moves} == {f"c{s}" for s in range(1, 6)}
        room = apply_one_by_one(tables, moves)
        assert counts(room) == [9, 9, 0]
        destinations.update((m.to_table, m.to_seat) for m in moves)
    assert len(destinations) == 7  # every open seat is drawn some time


def test_breaking_into_an_unbalanced_room_also_balances_it():
    tables = [full(1, range(1, 11), "a"), full(2, [1], "b"), full(3, [1, 2], "c")]
    moves = break_table(tables, 3, random.Random(1))
    reasons = [m.reason for m in moves]
    assert reasons[:2] == [MoveReason.BREAK_TABLE] * 2
    assert set(reasons[2:]) == {MoveReason.BALANCE}
    room = apply_moves(tables, moves)
    assert counts(room)[2] == 0
    assert abs(room[0].count - room[1].count) <= 1


def test_breaking_refuses_when_the_other_tables_have_no_room():
    with pytest.raises(SeatingError, match="3 players but 1 open seats"):
        break_table([full(1, range(1, 10)), full(2, [1, 2, 3], "b")], 2, random.Random(0))
    with pytest.raises(SeatingError, match="no table 7"):
        break_table([full(1, [1])], 7)


def test_the_final_table_redraw_seats_everybody_at_random_at_the_final_table():
    tables = [
        full(1, [2, 5, 7, 9], "a", button=2),
        full(2, [1, 3, 4, 6, 8], "b"),
    ]
    assert final_table_due(tables) == 1
    results = set()
    for seed in range(20):
        moves = final_table_redraw(tables, 1, random.Random(seed))
        assert {m.reason for m in moves} == {MoveReason.FINAL_TABLE}
        assert len(moves) == 9
        room = apply_moves(tables, moves)
        assert room[0].count == 9 and room[1].count == 0
        assert room[0].button is None  # the button is drawn anew
        results.add(tuple(sorted(room[0].occupants.items())))
    assert len(results) == 20


def test_the_final_table_keeps_fixed_players_and_blocked_seats():
    tables = [
        Table(1, 9, {1: "dir", 2: "a"}, fixed=frozenset({"dir"}), blocked=frozenset({9})),
        full(2, [1, 2, 3, 4, 5, 6], "b"),
    ]
    assert final_table_due(tables) == 1
    moves = final_table_redraw(tables, 1, random.Random(4))
    assert "dir" not in {m.player for m in moves}
    room = apply_moves(tables, moves)
    assert room[0].occupants[1] == "dir" and 9 not in room[0].occupants
    with pytest.raises(SeatingError, match="dir has a fixed seat at table 1"):
        final_table_redraw(tables, 2, random.Random(0))


def test_the_final_table_prefers_the_fixed_players_table_and_refuses_too_many_players():
    tables = [full(1, [1, 2], "a"), full(2, [1, 2], "b", fixed=frozenset({"b1"}))]
    assert final_table_due(tables) == 2
    assert final_table_due(tables, order=[2, 1]) == 2
    assert final_table_due([full(1, [1, 2], "a"), full(2, [1, 2], "b")], order=[1, 2]) == 2
    crowded = [full(1, range(1, 8), "a"), full(2, range(1, 6), "b")]
    assert final_table_due(crowded) is None
    with pytest.raises(SeatingError, match="12 players left"):
        final_table_redraw(crowded, 1, random.Random(0))


@given(rooms(), st.randoms(use_true_random=False))
def test_breaking_any_breakable_table_leaves_a_balanced_room(room, rng):
    due = tables_to_break(room)
    together = [t for t in apply_moves(room, break_tables(room, due, rng)) if t.number not in due]
    for number in due:  # one at a time, the tables due next receive nobody until they break
        moves = break_table(room, number, rng)
        room = [t for t in apply_one_by_one(room, moves) if t.number != number]
        check_sound(room)
    for after in (room, together):
        check_sound(after)
        assert balanced(after) or not due
        assert all(t.count == 0 or t.number not in tables_to_break(after) for t in after)


def test_every_table_that_can_break_breaks_in_one_proposal_and_nobody_moves_twice():
    # 12 players on 7 tables of 9 (1 or 2 each): they fit at 2 tables
    spread = {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 1, 7: 1}
    room = [full(n, range(1, k + 1), chr(96 + n), size=9) for n, k in spread.items()]
    due = tables_to_break(room)
    assert due == [7, 6, 5, 4, 3]  # TDA Rule 10: the preset order, highest number first
    moves = break_tables(room, due, random.Random(1))
    assert len({m.player for m in moves}) == len(moves)
    assert {m.to_table for m in moves} == {1, 2}  # only the tables that stay receive players
    after = apply_moves(room, moves)
    assert counts(after) == [6, 6, 0, 0, 0, 0, 0]


def test_a_break_sends_its_players_to_the_tables_that_stay_not_to_the_next_to_break():
    room = [full(n, range(1, 4), chr(96 + n), size=9) for n in (1, 2, 3, 4)]  # 12 at 4 tables
    assert tables_to_break(room) == [4, 3]
    for seed in range(20):
        moves = break_table(room, 4, random.Random(seed))
        assert {m.to_table for m in moves} <= {1, 2}  # table 3 breaks next: nobody goes there
