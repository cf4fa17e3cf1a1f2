"""The button and blinds from hand to hand: the dead button, the big blind order, the worst seat."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from director.seating import (
    Move,
    MoveReason,
    Positions,
    Table,
    advance_button,
    apply_moves,
    big_blind_order,
    draw_button,
    next_big_blind_seat,
    next_positions,
    waiting_seats,
    worst_seat,
)
from tests.helpers.seating import full, tables_strategy


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


def test_an_unknown_button_stays_unknown_but_busts_are_removed():
    table = full(1, [1, 2, 3])
    after = advance_button(table, ["2", "nobody"])
    assert after.button is None and after.players == ("1", "3")
    assert next_big_blind_seat(after) is None


def test_a_table_with_fewer_than_two_players_has_no_next_hand():
    assert next_positions(full(1, [4], button=4)) is None
    assert next_big_blind_seat(Table(1, 9)) is None
    assert worst_seat(full(1, [4], button=4)) == 1


def test_the_big_blind_order_starts_with_the_next_big_blind():
    table = full(1, [1, 3, 5, 7, 9], button=3)  # small blind 5, big blind 7
    assert big_blind_order(table) == (9, 1, 3, 5, 7)
    # With the button not recorded it is assumed at the highest occupied seat (WSOP).
    assert big_blind_order(full(1, [2, 4, 6, 8])) == (4, 6, 8, 2)


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


def test_the_draw_for_the_button_gives_it_to_a_player_seated_each_as_likely():
    table = full(1, [2, 3, 5, 8])
    rng = random.Random(3)
    won = [draw_button(table, rng) for _ in range(4000)]
    assert set(won) == {2, 3, 5, 8}  # never an empty seat
    assert all(850 < won.count(seat) < 1150 for seat in (2, 3, 5, 8))
    assert draw_button(full(2, [4]), rng) is None  # one player: no blinds, no button yet
    assert draw_button(full(3, []), rng) is None
