"""A structure's value: its schedule, the levels and breaks around an entry, its rows and texts."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from director.errors import DirectorError
from director.structures import (
    Break,
    Game,
    Level,
    Structure,
    StructureValueError,
    default_structure_path,
    load_structure,
    loads_structure,
)
from tests.helpers.structures import TEN_TWENTY, only_level, structure, structures

SMALL = loads_structure(
    structure(
        """
        - blinds: 10-20
        - blinds: 20-40
        - break: 15
          name: Dinner
        - blinds: 30-60
          minutes: 5
        - break: 5
        - blinds: 50-100
          minutes: "7:30"
        """
    )
)


def test_the_schedule_of_a_structure():
    assert len(SMALL) == 6 and list(SMALL) == list(SMALL.entries)
    assert [SMALL.start_second(i) for i in range(6)] == [0, 600, 1200, 2100, 2400, 2700]
    assert [SMALL.end_second(i) for i in range(6)] == [600, 1200, 2100, 2400, 2700, 3150]
    assert SMALL.total_seconds == 3150
    assert [lv.number for lv in SMALL.levels] == [1, 2, 3, 4]
    assert SMALL[5].minutes == 7.5 and SMALL[0].minutes == 10
    assert isinstance(SMALL[0].minutes, int)


@pytest.mark.parametrize(
    ("second", "index"),
    [(-5, 0), (0, 0), (599.9, 0), (600, 1), (1200, 2), (2099, 2), (2100, 3), (3149, 5)],
)
def test_index_at(second, index):
    assert SMALL.index_at(second) == index


def test_past_the_end_the_clock_stays_on_the_last_entry():
    assert SMALL.index_at(3150) == 5
    assert SMALL.index_at(10**9) == 5


def test_levels_and_breaks_around_an_entry():
    assert SMALL.index_of_level(1) == 0
    assert SMALL.index_of_level(3) == 3
    assert SMALL.index_of_level(4) == 5
    assert SMALL.level_at_or_before(2).number == 2  # during the break: the level before it
    assert SMALL.level_at_or_before(0).number == 1
    assert SMALL.next_level_after(1).number == 3  # the break is skipped
    assert SMALL.next_level_after(5) is None
    assert SMALL.next_break_after(0) == 2
    assert SMALL.next_break_after(2) == 4
    assert SMALL.next_break_after(4) is None


def test_a_structure_may_open_with_a_break():
    s = loads_structure(structure("- break: 5\n- blinds: 10-20"))
    assert s.level_at_or_before(0) is None
    assert s.next_level_after(0).number == 1


@pytest.mark.parametrize("number", [0, 5, -1])
def test_a_level_that_does_not_exist_is_a_clear_error(number):
    with pytest.raises(DirectorError, match=rf"there is no level {number}; levels go from 1 to 4"):
        SMALL.index_of_level(number)


def test_rows_are_the_level_table_as_data():
    rows = SMALL.rows()
    assert [r["kind"] for r in rows] == ["level", "level", "break", "level", "break", "level"]
    assert [r["start_minute"] for r in rows] == [0, 10, 20, 35, 40, 45]
    assert rows[2]["name"] == "Dinner" and rows[2]["level"] is None
    assert rows[5]["minutes"] == 7.5
    assert {"index", "kind", "small_blind", "big_blind", "ante", "minutes", "start_minute"} <= set(
        rows[0]
    )


def test_texts_for_the_clock():
    lv = only_level("{blinds: 1000-2000, ante: 200, bb_ante: 2000}")
    assert lv.blinds_text == "1,000-2,000"
    assert lv.ante_text == "ante 200 + BB ante 2,000"
    assert only_level("{blinds: 10-20, ante: 5}").ante_text == "ante 5"
    assert only_level("blinds: 10-20").ante_text == ""


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: Level(0, Game.NLHE, 600, 10, 20), "level numbers start at 1"),
        (lambda: Level(1, Game.NLHE, 0, 10, 20), "more than zero seconds"),
        (lambda: Level(1, Game.NLHE, 600, -10, 20), "cannot be negative"),
        (lambda: Break(0), "more than zero seconds"),
        (lambda: Structure(" ", Game.NLHE, 100, (TEN_TWENTY,)), "needs a name"),
        (lambda: Structure("X", Game.NLHE, 0, (TEN_TWENTY,)), "starting stack"),
        (lambda: Structure("X", Game.NLHE, 100, (Break(60),)), "at least one level"),
    ],
)
def test_value_objects_refuse_impossible_values(make, message):
    with pytest.raises(ValueError, match=message):
        make()


def test_where_a_structure_came_from_is_not_part_of_its_value():
    path = default_structure_path()
    s = load_structure(path)
    assert s.source == str(path)
    assert loads_structure(path.read_text(encoding="utf-8")) == s


@given(structures(), st.data())
def test_index_at_finds_the_entry_being_played(s, data):
    second = data.draw(st.integers(0, s.total_seconds - 1))
    i = s.index_at(second)
    assert s.start_second(i) <= second < s.end_second(i)
    assert s.index_at(s.start_second(i)) == i


def test_a_level_that_does_not_exist_is_said_in_italian_too():
    with pytest.raises(DirectorError) as caught:
        SMALL.index_of_level(9)
    assert caught.value.key == "structures.err.no_level"
    assert caught.value.text("it") == "non c'è il livello 9; i livelli vanno da 1 a 4"


def test_an_impossible_value_is_a_value_error_in_both_languages():
    with pytest.raises(StructureValueError) as caught:
        Level(0, Game.NLHE, 600, 10, 20)
    assert isinstance(caught.value, ValueError)
    assert (str(caught.value), caught.value.text("it")) == (
        "level numbers start at 1",
        "i livelli si numerano a partire da 1",
    )
    with pytest.raises(StructureValueError) as caught:
        Structure("X", Game.NLHE, 100, (Break(60),))
    assert caught.value.text("it") == "una struttura ha bisogno di almeno un livello"


def test_the_stakes_and_antes_in_either_language():
    lv = only_level("{blinds: 1000-2000, ante: 200, bb_ante: 2000}")
    assert lv.stakes().text("en") == lv.blinds_text == "1,000-2,000"
    assert lv.stakes().text("it") == "1.000-2.000"
    assert lv.antes() == lv.ante_text == "ante 200 + BB ante 2,000"
    assert lv.antes("it") == "ante 200 + BB ante 2.000"
    assert only_level("{blinds: 10-20, bb_ante: 1000}").antes("it") == "BB ante 1.000"
    assert only_level("blinds: 10-20").antes("it") == ""
