"""The table value: checks, plain data, and the button and blinds it records."""

from __future__ import annotations

import pytest

from director.errors import DirectorError
from director.seating import (
    Move,
    MoveReason,
    Positions,
    SeatingError,
    Table,
    apply_moves,
    next_big_blind_seat,
    waiting_seats,
)
from tests.helpers.seating import full


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
