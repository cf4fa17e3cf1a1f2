"""Seating: draws, late entries, balancing, breaking, the final table, buttons, hand for hand."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from director import seating
from director.errors import DirectorError
from director.seating import (
    BustGroup,
    HandForHand,
    Move,
    MoveReason,
    Positions,
    SeatingError,
    Table,
    advance_button,
    apply_moves,
    balance_moves,
    big_blind_order,
    break_table,
    can_apply,
    check_room,
    draw_seats,
    final_table_due,
    final_table_redraw,
    is_balanced,
    manual_move,
    next_big_blind_seat,
    next_positions,
    seat_entrant,
    seat_of,
    tables_needed,
    tables_to_break,
    verify_moves,
    waiting_seats,
    worst_seat,
)


def full(number: int, seats: dict[int, str] | list[int], prefix: str = "", **kw) -> Table:
    """A table whose occupants are ``{seat: prefix+seat}`` for the seats listed."""
    if isinstance(seats, dict):
        return Table(number, kw.pop("size", 10), seats, **kw)
    return Table(number, kw.pop("size", 10), {s: f"{prefix}{s}" for s in seats}, **kw)


def counts(tables) -> list[int]:
    return [t.count for t in tables]


def everyone(tables) -> list[str]:
    return [p for t in tables for p in t.occupants.values()]


def apply_one_by_one(tables, moves):
    tables = tuple(tables)
    for move in moves:
        tables = apply_moves(tables, [move])
    return tables


def balanced(tables, threshold: int = 1) -> bool:
    """No table with a movable player is more than ``threshold`` above a table with room."""
    sources = [t.count for t in tables if t.count > len(t.fixed)]
    targets = [t.count for t in tables if t.open_seats]
    return not sources or not targets or max(sources) - min(targets) <= threshold


# -- the model ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"number": 1, "seats": 1}, "2 to 10 seats"),
        ({"number": 1, "seats": 11}, "2 to 10 seats"),
        ({"number": 0, "seats": 9}, "table number"),
        ({"number": 1, "seats": 9, "occupants": {10: "a"}}, "no seat 10"),
        ({"number": 1, "seats": 9, "occupants": {0: "a"}}, "no seat 0"),
        ({"number": 1, "seats": 9, "occupants": {1: "a", 2: "a"}}, "a sits in two seats"),
        ({"number": 1, "seats": 9, "occupants": {1: " "}}, "non-empty"),
        ({"number": 1, "seats": 9, "occupants": {1: "a"}, "blocked": {1}}, "blocked but a"),
        ({"number": 1, "seats": 9, "blocked": {12}}, "no blocked seat 12"),
        ({"number": 1, "seats": 9, "fixed": {"a"}}, "a has a fixed seat here but is not seated"),
        ({"number": 1, "seats": 9, "occupants": {1: "b"}, "reserved": {1: "a"}}, "reserved for a"),
        ({"number": 1, "seats": 9, "blocked": {1}, "reserved": {1: "a"}}, "blocked and reserved"),
        ({"number": 1, "seats": 9, "small_blind": 1, "big_blind": 2}, "blinds without a button"),
        ({"number": 1, "seats": 9, "button": 1, "big_blind": 2}, "both blinds"),
        (
            {"number": 1, "seats": 9, "button": 1, "small_blind": 2, "big_blind": 2},
            "cannot also be the small blind",
        ),
        ({"number": 1, "seats": 9, "button": 10}, "no button seat 10"),
    ],
)
def test_a_table_that_makes_no_sense_is_refused_in_one_line(kwargs, words):
    with pytest.raises(SeatingError) as caught:
        Table(**kwargs)
    assert words in str(caught.value)
    assert "\n" not in str(caught.value)
    assert isinstance(caught.value, DirectorError)


def test_a_table_is_immutable_hashable_and_round_trips_through_plain_data():
    table = Table(
        3,
        9,
        {1: "a", 4: "b", 7: "c"},
        button=4,
        blocked=frozenset({2}),
        fixed=frozenset({"a"}),
        reserved={5: "d"},
    )
    assert Table.from_dict(table.to_dict()) == table
    assert hash(Table.from_dict(table.to_dict())) == hash(table)
    with pytest.raises(TypeError):
        table.occupants[2] = "x"  # type: ignore[index]
    assert table.open_seats == (3, 6, 8, 9)
    assert table.capacity == 7  # 9 seats, one blocked, one held for d
    with pytest.raises(SeatingError, match="damaged"):
        Table.from_dict({"seats": 9})


def test_a_move_round_trips_and_reads_well():
    move = Move("anna", 3, 5, 7, 2, MoveReason.BALANCE)
    assert Move.from_dict(move.to_dict()) == move
    assert move.description == "Balance: anna moves from table 3 seat 5 to table 7 seat 2"
    assert move.describe("Anna Rossi").startswith("Balance: Anna Rossi moves")
    assert (
        Move("a", None, None, 1, 4, MoveReason.DRAW).description == "Draw: a sits at table 1 seat 4"
    )
    late = Move("a", None, None, 1, 4, MoveReason.LATE_ENTRY, waits=True)
    assert late.description == (
        "Late entry: a sits at table 1 seat 4 (sits out until the button has passed)"
    )
    assert Move("a", 3, 1, 7, 2, "break_table").description.startswith("Table 3 breaks: a")
    assert "stays at" in Move("a", 1, 2, 1, 2, MoveReason.FINAL_TABLE).description
    with pytest.raises(SeatingError, match="both or neither"):
        Move("a", 3, None, 1, 1, MoveReason.MANUAL)
    with pytest.raises(SeatingError, match="damaged"):
        Move.from_dict({"player": "a"})


def test_a_room_with_a_player_twice_or_two_equal_numbers_is_refused():
    with pytest.raises(SeatingError, match="seated at both table 1 and table 2"):
        check_room([full(1, {1: "a"}), full(2, {3: "a"})])
    with pytest.raises(SeatingError, match="two tables numbered 1"):
        check_room([full(1, [1]), full(1, [2], "x")])
    with pytest.raises(SeatingError, match="reserved at both"):
        check_room([Table(1, 9, reserved={1: "a"}), Table(2, 9, reserved={1: "a"})])


def test_tables_needed():
    assert tables_needed(0) == 1
    assert tables_needed(10) == 1
    assert tables_needed(101) == 11
    assert tables_needed(18, 9) == 2


# -- the draw ----------------------------------------------------------------------------------


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

    monkeypatch.setattr(seating.secrets, "SystemRandom", Spy)
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


# -- late entries ------------------------------------------------------------------------------


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


# -- button and blinds -------------------------------------------------------------------------


def test_the_blinds_are_placed_after_the_button_and_the_big_blind_moves_one_player_a_hand():
    table = full(1, [1, 2, 4, 6, 9], button=9)
    assert table.positions == Positions(9, 1, 2)
    assert next_big_blind_seat(table) == 4
    seen = []
    for _ in range(10):
        table = advance_button(table)
        seen.append(table.big_blind)
    assert seen == [4, 6, 9, 1, 2, 4, 6, 9, 1, 2]


def test_dead_small_blind_when_the_big_blind_busts():
    table = full(1, [1, 2, 3, 4, 5, 6], button=1)  # small blind 2, big blind 3
    after = advance_button(table, busted_this_hand={"3"})
    assert after.positions == Positions(button=2, small_blind=3, big_blind=4)
    assert 3 not in after.occupants  # the small blind is dead


def test_dead_button_when_the_small_blind_busts():
    table = full(1, [1, 2, 3, 4, 5, 6], button=1)
    after = advance_button(table, busted_this_hand=["2"])
    assert after.positions == Positions(button=2, small_blind=3, big_blind=4)
    assert 2 not in after.occupants  # the button is dead


def test_nobody_posts_the_big_blind_twice_when_it_goes_heads_up():
    table = full(1, [1, 2, 3], button=1)  # small blind 2, big blind 3
    after = advance_button(table, busted_this_hand=["1"])
    assert after.positions == Positions(button=3, small_blind=3, big_blind=2)
    again = advance_button(after)
    assert again.positions == Positions(button=2, small_blind=2, big_blind=3)


def test_when_only_newcomers_are_left_the_blinds_restart_before_the_next_big_blind():
    # Heads-up last hand (button and small blind 5, big blind 3); three players arrived between
    # the blinds (seats 6, 1, 2) and the big blind busts. The big blind moves on to seat 5 and
    # the two players before it post the small blind and hold the button.
    table = Table(
        1, 8, {1: "n1", 2: "n2", 3: "bb", 5: "sb", 6: "n6"}, button=5, small_blind=5, big_blind=3
    )
    assert waiting_seats(table) == {1, 2, 6}
    assert advance_button(table).positions == Positions(3, 3, 5)  # newcomers wait a hand
    assert advance_button(table, ["bb"]).positions == Positions(
        button=1, small_blind=2, big_blind=5
    )


def test_heads_up_the_button_is_the_small_blind():
    assert full(1, [3, 7], button=7).positions == Positions(7, 7, 3)
    assert full(1, [3, 7], button=5).positions == Positions(7, 7, 3)


def test_an_unknown_button_stays_unknown_but_busts_are_removed():
    table = full(1, [1, 2, 3])
    after = advance_button(table, ["2", "nobody"])
    assert after.button is None and after.players == ("1", "3")
    assert next_big_blind_seat(after) is None


def test_a_table_with_fewer_than_two_players_has_no_next_hand():
    assert next_positions(full(1, [4], button=4)) is None
    assert next_big_blind_seat(Table(1, 9)) is None
    assert worst_seat(full(1, [4], button=4)) == 1


def test_a_button_set_with_one_player_moves_on_when_others_sit_down():
    table = full(1, [4], button=4)
    assert table.small_blind is None
    grown = apply_moves([table], [Move("x", None, None, 1, 8, MoveReason.LATE_ENTRY)])[0]
    assert grown.positions == Positions(4, 4, 8)  # heads-up: the button posts the small blind


def test_sitting_down_does_not_move_a_recorded_button_and_blinds():
    table = full(1, [1, 3, 4, 6], "p").with_button(1)
    assert (table.small_blind, table.big_blind) == (3, 4)
    after = apply_moves([table], [Move("x", None, None, 1, 2, MoveReason.LATE_ENTRY)])[0]
    assert after.positions == table.positions == Positions(1, 3, 4)
    assert after.to_dict()["small_blind"] == 3
    assert waiting_seats(after) == frozenset()  # seat 2 is behind the button: plays next hand
    assert next_big_blind_seat(after) == 6


def test_with_only_the_button_recorded_the_blinds_follow_whoever_sits_there():
    table = full(1, [1, 3, 4, 6], "p", button=1)
    assert table.positions == Positions(1, 3, 4) and table.small_blind is None
    after = apply_moves([table], [Move("x", None, None, 1, 2, MoveReason.LATE_ENTRY)])[0]
    assert after.positions == Positions(1, 2, 3)


def test_the_big_blind_order_starts_with_the_next_big_blind():
    table = full(1, [1, 3, 5, 7, 9], button=3)  # small blind 5, big blind 7
    assert big_blind_order(table) == (9, 1, 3, 5, 7)
    # With the button not recorded it is assumed at the highest occupied seat (WSOP).
    assert big_blind_order(full(1, [2, 4, 6, 8])) == (4, 6, 8, 2)


# -- balancing ---------------------------------------------------------------------------------


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


def test_the_worst_seat_is_never_the_small_blind():
    # Last hand: button 1, small blind 2, big blind 3; the big blind has left, so seat 3 is the
    # next small blind (dead). The open seats 3 and 6: the newcomer goes to 6.
    short = Table(2, 6, {1: "b1", 2: "b2", 4: "b4", 5: "b5"}, button=1, small_blind=2, big_blind=3)
    assert worst_seat(short) == 6
    # Only the small blind's seat open: it is taken (the player cannot be left standing).
    assert worst_seat(replace_occupants(short, {**short.occupants, 6: "b6"})) == 3


def replace_occupants(table: Table, occupants: dict[int, str]) -> Table:
    return Table(
        table.number,
        table.seats,
        occupants,
        button=table.button,
        small_blind=table.small_blind,
        big_blind=table.big_blind,
    )


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


# -- breaking tables and the final table -------------------------------------------------------


def test_a_table_breaks_when_its_players_fit_in_the_others_highest_number_first():
    def room(n_players: int) -> list[Table]:
        tables = [Table(n, 10) for n in (1, 2, 3, 4)]
        return list(
            apply_moves(
                tables, draw_seats([f"p{i}" for i in range(n_players)], tables, random.Random(0))
            )
        )

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


# -- carrying out moves ------------------------------------------------------------------------


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


# -- hand for hand -----------------------------------------------------------------------------


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


# -- properties --------------------------------------------------------------------------------


@st.composite
def tables_strategy(draw, number: int, first_id: int, uniform: bool = False) -> Table:
    seats = 10 if uniform else draw(st.integers(2, 10))
    blocked = (
        frozenset()
        if uniform
        else draw(st.frozensets(st.integers(1, seats), max_size=max(0, seats // 3)))
    )
    usable = [s for s in range(1, seats + 1) if s not in blocked]
    taken = draw(st.lists(st.sampled_from(usable), unique=True)) if usable else []
    occupants = {seat: f"p{first_id + i}" for i, seat in enumerate(taken)}
    fixed = frozenset()
    if occupants and not uniform and draw(st.integers(0, 4)) == 0:
        fixed = frozenset({draw(st.sampled_from(sorted(occupants.values())))})
    button = draw(st.none() | st.integers(1, seats))
    return Table(number, seats, occupants, button=button, blocked=blocked, fixed=fixed)


@st.composite
def rooms(draw, uniform: bool = False, max_tables: int = 7) -> list[Table]:
    numbers = draw(st.lists(st.integers(1, 40), min_size=1, max_size=max_tables, unique=True))
    result = []
    for i, number in enumerate(numbers):
        result.append(draw(tables_strategy(number, 100 * i, uniform)))
    return result


def fixed_places(tables) -> dict[str, tuple[int, int]]:
    return {p: (t.number, t.seat_of(p)) for t in tables for p in t.fixed}


def check_sound(tables) -> None:
    """The room invariants, counted independently of the Table validation."""
    players = everyone(tables)
    assert len(players) == len(set(players)), "nobody in two seats"
    for table in tables:
        assert all(1 <= s <= table.seats for s in table.occupants), "capacity respected"
        assert table.count <= table.seats - len(table.blocked)
        assert not table.blocked & set(table.occupants), "blocked seats stay empty"


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
    assert max(counts(after)) - min(counts(after)) <= 1


@given(rooms(), st.randoms(use_true_random=False))
def test_breaking_any_breakable_table_leaves_a_balanced_room(room, rng):
    for number in tables_to_break(room):
        moves = break_table(room, number, rng)
        room = [t for t in apply_one_by_one(room, moves) if t.number != number]
        check_sound(room)
        assert balanced(room)
    assert all(t.count == 0 or t.number not in tables_to_break(room) for t in room)


@given(st.integers(1, 100), st.integers(1, 12), st.randoms(use_true_random=False))
def test_the_draw_into_an_empty_room_differs_by_at_most_one(players, n_tables, rng):
    tables = [Table(n, 10) for n in range(1, n_tables + 1)]
    if players > 10 * n_tables:
        with pytest.raises(SeatingError):
            draw_seats([f"p{i}" for i in range(players)], tables, rng)
        return
    room = apply_moves(tables, draw_seats([f"p{i}" for i in range(players)], tables, rng))
    assert max(counts(room)) - min(counts(room)) <= 1
    assert sum(counts(room)) == players


def hands_until_big_blind(table: Table, seat: int) -> int | None:
    """Brute force: play hands (no busts) until ``seat`` posts the big blind."""
    for hand in range(3 * table.seats):
        upcoming = next_positions(table)
        if upcoming is None:
            return None
        if upcoming.big_blind == seat:
            return hand
        table = advance_button(table)
    return None


@st.composite
def tables_with_positions(draw) -> Table:
    table = draw(tables_strategy(1, 0))
    if table.count < 2:
        table = Table(1, 10, {1: "x", 5: "y", 6: "z"})
    button = draw(st.integers(1, table.seats))
    table = table.with_button(button)
    # Play a few hands with busts and arrivals so that dead buttons and waiting seats occur.
    for _ in range(draw(st.integers(0, 6))):
        players = sorted(table.players)
        busted = draw(st.lists(st.sampled_from(players), unique=True, max_size=len(players) - 2))
        table = advance_button(table, [p for p in busted if p not in table.fixed])
        if table.open_seats and draw(st.booleans()):
            seat = draw(st.sampled_from(table.open_seats))
            table = replace_keep(table, {**table.occupants, seat: f"n{seat}{_}"})
    return table


def replace_keep(table: Table, occupants) -> Table:
    return apply_moves(
        [table],
        [
            Move(p, None, None, table.number, s, MoveReason.LATE_ENTRY)
            for s, p in occupants.items()
            if s not in table.occupants
        ],
    )[0]


@given(tables_with_positions())
def test_the_worst_seat_is_the_open_seat_that_posts_the_big_blind_soonest(table):
    seat = worst_seat(table)
    if not table.open_seats:
        assert seat is None
        return
    upcoming_sb = table.big_blind  # the next small blind sits where the last big blind was
    waits = {}
    for candidate in table.open_seats:
        joined = replace_keep(table, {**table.occupants, candidate: "new"})
        waits[candidate] = hands_until_big_blind(joined, candidate)
    eligible = {s: n for s, n in waits.items() if s != upcoming_sb}
    if eligible:
        assert seat != upcoming_sb
        assert waits[seat] == min(eligible.values()), waits
    else:
        assert seat == upcoming_sb


@given(tables_with_positions())
def test_the_dead_button_keeps_the_big_blind_moving_one_player_at_a_time(table):
    last = table.positions
    upcoming = next_positions(table)
    if upcoming is None:
        return
    assert upcoming.big_blind in table.occupants
    assert upcoming.big_blind != upcoming.small_blind
    assert upcoming.big_blind != last.big_blind
    assert big_blind_order(table)[0] == upcoming.big_blind == next_big_blind_seat(table)
    # Without busts, over one orbit every player who plays posts the big blind exactly once.
    playing = len(table.occupants) - len(waiting_seats(table))
    posted = []
    for _ in range(playing):
        posted.append(next_big_blind_seat(table))
        table = advance_button(table)
    assert len(set(posted)) == playing


class RoomMachine(RuleBasedStateMachine):
    """Random sequences of draws, late entries, busts, hands, balances, breaks and bad moves."""

    def __init__(self):
        super().__init__()
        self.room: tuple[Table, ...] = ()
        self.fixed: dict[str, tuple[int, int]] = {}
        self.next_id = 0
        self.rng = random.Random(0)

    def new_ids(self, n: int) -> list[str]:
        ids = [f"e{self.next_id + i}" for i in range(n)]
        self.next_id += n
        return ids

    @initialize(
        n_tables=st.integers(1, 6),
        players=st.integers(0, 50),
        seed=st.integers(0, 2**32),
        with_director=st.booleans(),
    )
    def setup(self, n_tables, players, seed, with_director):
        self.rng = random.Random(seed)
        tables = [Table(n, self.rng.randint(6, 10)) for n in range(1, n_tables + 1)]
        if with_director:
            tables[0] = Table(1, tables[0].seats, {1: "director"}, fixed=frozenset({"director"}))
        capacity = sum(len(t.open_seats) for t in tables)
        moves = draw_seats(self.new_ids(min(players, capacity)), tables, self.rng)
        self.room = apply_moves(tables, moves)
        self.fixed = fixed_places(self.room)

    @rule()
    def late_entry(self):
        (player,) = self.new_ids(1)
        if not any(t.open_seats for t in self.room):
            with pytest.raises(SeatingError):
                seat_entrant(player, self.room, self.rng)
            return
        move = seat_entrant(player, self.room, self.rng)
        fewest = min(t.count for t in self.room if t.open_seats)
        assert next(t for t in self.room if t.number == move.to_table).count == fewest
        self.room = apply_moves(self.room, [move])

    @rule(data=st.data())
    def bust(self, data):
        players = sorted(p for p in everyone(self.room) if p not in self.fixed)
        if not players:
            return
        gone = set(data.draw(st.lists(st.sampled_from(players), max_size=6, unique=True)))
        self.room = tuple(t.without(gone) for t in self.room)

    @rule(data=st.data())
    def busts_at_one_table(self, data):
        table = data.draw(st.sampled_from(self.room))
        players = sorted(p for p in table.players if p not in self.fixed)
        if players:
            gone = set(data.draw(st.lists(st.sampled_from(players), min_size=1, unique=True)))
            self.room = tuple(t.without(gone) for t in self.room)

    @rule(data=st.data())
    def hand_played(self, data):
        table = data.draw(st.sampled_from(self.room))
        if table.button is None and table.count:
            table = table.with_button(self.rng.choice(sorted(table.occupants)))
        busted = [p for p in table.players if p not in table.fixed and self.rng.random() < 0.1]
        after = advance_button(table, busted)
        self.room = tuple(after if t.number == table.number else t for t in self.room)

    @rule(threshold=st.integers(1, 2))
    def balance(self, threshold):
        moves = balance_moves(self.room, threshold)
        self.room = apply_one_by_one(self.room, moves)
        assert balanced(self.room, threshold)

    @rule()
    def break_tables(self):
        for number in tables_to_break(self.room):
            moves = break_table(self.room, number, self.rng)
            self.room = tuple(t for t in apply_moves(self.room, moves) if t.number != number)
            assert balanced(self.room)

    @precondition(lambda self: final_table_due(self.room) is not None)
    @rule()
    def final_table(self):
        number = final_table_due(self.room)
        moves = final_table_redraw(self.room, number, self.rng)
        self.room = tuple(t for t in apply_moves(self.room, moves) if t.number == number)

    @rule(data=st.data())
    def random_move(self, data):
        players = [*everyone(self.room), "stranger"]
        player = data.draw(st.sampled_from(players))
        where = seat_of(self.room, player)
        target = data.draw(st.sampled_from(self.room))
        move = Move(
            player,
            None if where is None else where[0],
            None if where is None else where[1],
            target.number,
            data.draw(st.integers(1, 10)),
            MoveReason.MANUAL,
        )
        if can_apply(self.room, [move]):
            self.room = apply_moves(self.room, [move])
            if player in self.fixed:
                assert (move.to_table, move.to_seat) == self.fixed[player]
        else:
            before = self.room
            with pytest.raises(SeatingError):
                apply_moves(self.room, [move])
            assert self.room == before

    @invariant()
    def sound(self):
        check_room(self.room)
        check_sound(self.room)
        assert fixed_places(self.room) == self.fixed


TestRoomMachine = RoomMachine.TestCase
TestRoomMachine.settings = settings(max_examples=60, stateful_step_count=30)
