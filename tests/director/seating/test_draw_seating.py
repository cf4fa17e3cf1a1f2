"""The random seat draw and late entries."""

from __future__ import annotations

import random
import secrets
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from director.seating import (
    MoveReason,
    SeatingError,
    Table,
    apply_moves,
    draw_seats,
    next_big_blind_seat,
    seat_entrant,
    tables_needed,
    waiting_seats,
)
from tests.helpers.seating import counts, everyone, full


def test_the_draw_fills_the_fewest_tables_evenly_and_leaves_the_others_unused():
    tables = [Table(n, 9) for n in range(1, 8)]
    moves = draw_seats([f"p{i}" for i in range(14)], tables, random.Random(3))
    assert counts(apply_moves(tables, moves)) == [7, 7, 0, 0, 0, 0, 0]


def test_the_draw_opens_tables_in_the_reverse_of_the_break_order():
    tables = [Table(n, 9) for n in range(1, 5)]
    order = [1, 2, 3]  # table 1 breaks first, 4 last: 4 opens first
    room = apply_moves(tables, draw_seats(["a", "b", "c"], tables, random.Random(0), order))
    assert counts(room) == [0, 0, 0, 3]


def test_late_entries_open_a_new_table_only_when_the_tables_in_play_are_full():
    rng = random.Random(5)
    room = [full(1, range(1, 9), "a", size=9), Table(2, 9), Table(3, 9)]
    move = seat_entrant("late1", room, rng)
    assert (move.to_table, move.to_seat) == (1, 9)  # the last seat of the table in play
    room = list(apply_moves(room, [move]))
    move = seat_entrant("late2", room, rng)
    assert move.to_table == 2  # table 1 is full: the next table opens
    room = list(apply_moves(room, [move]))
    assert seat_entrant("late3", room, rng).to_table == 2  # the fewest players in play


def test_the_draw_seats_everybody_once_with_table_sizes_differing_by_at_most_one():
    tables = [Table(n, 10) for n in (1, 2, 3)]
    players = [f"p{i}" for i in range(25)]
    moves = draw_seats(players, tables, random.Random(7))
    assert {m.reason for m in moves} == {MoveReason.DRAW}
    assert sorted(m.player for m in moves) == sorted(players)
    room = apply_moves(tables, moves)
    assert sorted(counts(room)) == [8, 8, 9]
    assert sorted(everyone(room)) == sorted(players)
    assert moves == sorted(moves, key=lambda m: (m.to_table, m.to_seat))


def test_the_draw_is_random_and_reproducible_with_the_same_generator():
    tables = [Table(n, 9) for n in (1, 2)]
    players = [f"p{i}" for i in range(12)]
    first = draw_seats(players, tables, random.Random(1))
    assert draw_seats(players, tables, random.Random(1)) == first
    assert draw_seats(players, tables, random.Random(2)) != first


def test_the_draw_uses_a_cryptographically_secure_generator_by_default(monkeypatch):
    made = []

    class Spy(random.SystemRandom):
        def __init__(self):
            made.append(self)
            super().__init__()

    monkeypatch.setattr(secrets, "SystemRandom", Spy)
    draw_seats(["a", "b", "c"], [Table(1, 9)])
    seat_entrant("d", [Table(1, 9)])
    assert len(made) == 2


def test_every_seat_is_equally_likely_for_a_player():
    tables = [Table(1, 10), Table(2, 10)]
    players = [f"p{i}" for i in range(20)]
    where = Counter()
    for seed in range(2000):
        move = next(m for m in draw_seats(players, tables, random.Random(seed)) if m.player == "p0")
        where[(move.to_table, move.to_seat)] += 1
    assert len(where) == 20
    assert all(60 <= n <= 150 for n in where.values()), where  # expected 100 each


def test_the_draw_respects_blocked_seats_fixed_players_and_reservations():
    director = "director"
    tables = [
        Table(1, 9, {1: director}, fixed=frozenset({director}), blocked=frozenset({5})),
        Table(2, 9, reserved={9: "vip"}),
    ]
    players = ["vip", *[f"p{i}" for i in range(14)]]
    for seed in range(30):
        moves = draw_seats(players, tables, random.Random(seed))
        room = apply_moves(tables, moves)
        assert room[0].occupants[1] == director
        assert 5 not in room[0].occupants
        assert room[1].occupants[9] == "vip"
        assert sorted(counts(room)) == [8, 8]  # 16 players, the director counts


def test_a_reserved_seat_is_never_given_to_anybody_else():
    tables = [Table(1, 2, reserved={2: "vip"})]
    assert draw_seats(["a"], tables, random.Random(0))[0].to_seat == 1
    with pytest.raises(SeatingError, match="2 players to seat but only 1 open seats"):
        draw_seats(["a", "b"], tables, random.Random(0))


def test_the_draw_evens_out_a_room_that_is_already_partly_seated():
    tables = [full(1, range(1, 8)), Table(2, 10), full(3, [1, 2], "c")]
    moves = draw_seats([f"n{i}" for i in range(12)], tables, random.Random(3))
    assert sorted(counts(apply_moves(tables, moves))) == [7, 7, 7]


@pytest.mark.parametrize(
    ("players", "words"),
    [
        (["a", "a"], "listed twice"),
        (["s1"], "already seated at table 1"),
        ([""], "non-empty"),
        ([f"p{i}" for i in range(20)], "add 1 table"),
    ],
)
def test_the_draw_refuses_impossible_requests(players, words):
    with pytest.raises(SeatingError, match=words):
        draw_seats(players, [full(1, [1], "s"), Table(2, 9)], random.Random(0))


def test_a_late_entrant_goes_to_a_random_seat_at_a_table_with_the_fewest_players():
    tables = [full(1, range(1, 8), "a"), full(2, range(1, 6), "b"), full(3, [2, 4, 6, 8, 10], "c")]
    seen = set()
    for seed in range(60):
        move = seat_entrant("late", tables, random.Random(seed))
        assert move.reason is MoveReason.LATE_ENTRY
        assert move.from_table is None
        assert move.to_table in (2, 3)
        assert move.to_seat in next(t for t in tables if t.number == move.to_table).open_seats
        seen.add((move.to_table, move.to_seat))
    assert {t for t, _ in seen} == {2, 3}
    assert len(seen) > 6


def test_a_late_entrant_between_the_small_blind_and_the_button_waits():
    # Last hand: button 2, small blind 3, big blind 5 (seat 4 was empty); a new player in seat 4
    # is between the next small blind (5) and button (3), so waits for the button to pass.
    table = Table(1, 5, {1: "a", 2: "b", 3: "c", 5: "e"}, button=2, small_blind=3, big_blind=5)
    move = seat_entrant("late", [table], random.Random(0))
    assert move.to_seat == 4 and move.waits
    room = apply_moves([table], [move])
    assert waiting_seats(room[0]) == {4}
    assert next_big_blind_seat(room[0]) == 1


def test_a_reentry_is_a_new_entry_and_the_full_room_refuses_it():
    with pytest.raises(SeatingError, match="already seated"):
        seat_entrant("a1", [full(1, [1], "a")])
    with pytest.raises(SeatingError, match="no open seat for x; add a table"):
        seat_entrant("x", [full(1, [1, 2], size=2)], random.Random(0))
    assert seat_entrant("vip", [Table(1, 3, reserved={3: "vip"})]).to_seat == 3


@given(st.integers(1, 100), st.integers(1, 12), st.randoms(use_true_random=False))
def test_the_draw_into_an_empty_room_differs_by_at_most_one(players, n_tables, rng):
    tables = [Table(n, 10) for n in range(1, n_tables + 1)]
    if players > 10 * n_tables:
        with pytest.raises(SeatingError):
            draw_seats([f"p{i}" for i in range(players)], tables, rng)
        return
    room = apply_moves(tables, draw_seats([f"p{i}" for i in range(players)], tables, rng))
    # the fewest tables that seat everybody, the lowest numbers (the last to break), evenly
    used = [t.count for t in room if t.count]
    assert [t.number for t in room if t.count] == list(range(1, tables_needed(players) + 1))
    assert max(used) - min(used) <= 1
    assert sum(counts(room)) == players
