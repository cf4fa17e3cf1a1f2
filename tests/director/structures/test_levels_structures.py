"""A level as a director writes it: blinds, bets, antes, durations, and what each game needs."""

from __future__ import annotations

import pytest

from director.structures import Game, Level, loads_structure
from director.yamlread import Severity
from tests.helpers.structures import HEAD, TEN_TWENTY, diagnostics, only_level, structure


@pytest.mark.parametrize(
    "item",
    [
        "blinds: 10-20",
        "blinds: 10/20",
        "blinds: 10 - 20",
        "blinds: [10, 20]",
        "blinds: '10-20'",
        "{small_blind: 10, big_blind: 20}",
        "small_blind: 010\n  big_blind: 20",
    ],
)
def test_every_way_of_writing_the_blinds_gives_the_same_level(item):
    assert only_level(item) == TEN_TWENTY


def test_block_and_flow_levels_are_the_same():
    block = loads_structure(structure("- blinds: 100-200\n  ante: 25\n  minutes: 15"))
    flow = loads_structure(structure("- {blinds: 100-200, ante: 25, minutes: 15}"))
    assert block == flow
    assert block.levels[0].ante == 25 and block.levels[0].seconds == 900


def test_thousands_may_be_written_with_commas():
    s = loads_structure(structure("- blinds: 1,000-2,000", HEAD.replace("10000", "10,000")))
    assert s.starting_stack == 10000
    assert (s.levels[0].small_blind, s.levels[0].big_blind) == (1000, 2000)


def test_a_leading_zero_is_decimal_not_octal():
    # YAML 1.1 reads 025 as octal 21; a director means twenty-five.
    assert only_level("{blinds: 50-100, ante: 025}").ante == 25


def test_ante_and_big_blind_ante_may_be_zero():
    lv = only_level("{blinds: 100-200, ante: 0, bb_ante: 200}")
    assert (lv.ante, lv.bb_ante) == (0, 200)
    assert lv.ante_text == "BB ante 200"


@pytest.mark.parametrize(
    ("written", "seconds"),
    [
        ("10", 600),
        ("7.5", 450),
        ('"7:30"', 450),
        ("'0:45'", 45),
        ("7:30", 450),  # unquoted: YAML 1.1 would read 450 minutes
        ('"1:30:00"', 5400),
        ("90", 5400),
    ],
)
def test_level_durations(written, seconds):
    assert only_level(f"{{blinds: 10-20, minutes: {written}}}").seconds == seconds


def test_level_minutes_is_the_default_and_a_level_may_override_it():
    s = loads_structure(
        structure(
            """
            - blinds: 10-20
            - blinds: 20-40
              minutes: 20
            - blinds: 30-60
            """,
            HEAD.replace("level_minutes: 10", 'level_minutes: "12:30"'),
        )
    )
    assert [lv.seconds for lv in s.levels] == [750, 1200, 750]


def test_minutes_with_a_decimal_comma_as_an_italian_writes_them():
    s = loads_structure(
        structure(
            """
            - blinds: 10-20
            - blinds: 20-40
              minutes: 7,5
            - break: 2,5
            - blinds: 30-60
            """,
            HEAD.replace("level_minutes: 10", "level_minutes: 12,5"),
        )
    )
    assert [e.seconds for e in s.entries] == [750, 450, 150, 750]


def test_without_level_minutes_every_level_gives_its_own():
    head = "name: Test\nstarting_stack: 10000\n"
    s = loads_structure(
        structure("- {blinds: 10-20, minutes: 15}\n- {blinds: 20-40, minutes: 5}", head)
    )
    assert [lv.seconds for lv in s.levels] == [900, 300]


def test_fixed_limit_bets_default_to_the_big_blind_and_twice_it():
    head = HEAD + "game: fixed-limit hold'em\n"
    assert only_level("blinds: 10-20", head) == Level(
        1, Game.FLHE, 600, small_blind=10, big_blind=20, small_bet=20, big_bet=40
    )
    lv = only_level("{blinds: 10-20, bets: 20-40}", head)
    assert (lv.small_bet, lv.big_bet) == (20, 40)
    lv = only_level("{blinds: 15-30, bets: 30/60}", head)
    assert (lv.small_bet, lv.big_bet) == (30, 60)


def test_a_stud_level():
    lv = only_level("{ante: 5, bring_in: 10, bets: 20-40}", HEAD + "game: seven card stud\n")
    assert lv == Level(1, Game.STUD, 600, ante=5, bring_in=10, small_bet=20, big_bet=40)
    assert lv.blinds_text == "20-40"
    assert lv.amounts() == {"ante": 5, "bring_in": 10, "small_bet": 20, "big_bet": 40}


def test_a_mixed_event_names_the_game_per_level():
    s = loads_structure(
        structure(
            """
            - blinds: 50-100
            - {game: stud, ante: 25, bring_in: 25, bets: 100-200}
            - {game: pot-limit hold'em, blinds: 100-200}
            - {game: limit, blinds: 100-200}
            - blinds: 150-300
            """
        )
    )
    assert s.game is Game.NLHE
    assert [lv.game for lv in s.levels] == [Game.NLHE, Game.STUD, Game.PLHE, Game.FLHE, Game.NLHE]
    assert [lv.number for lv in s.levels] == [1, 2, 3, 4, 5]
    assert (s.levels[3].small_bet, s.levels[3].big_bet) == (200, 400)


def test_every_error_of_one_level_is_reported():
    found = diagnostics(structure("- blinds: 20-10\n  minutes: 0\n  ante: -1\n  bring_in: 5"))
    assert [(line, col, m.split(":")[0]) for line, col, _, m in found] == [
        (5, 13, "level 1"),
        (6, 14, "minutes must be more than zero, not 0"),
        (7, 11, "ante must be zero or more, not -1"),
        (8, 5, "level 1"),
    ]
    assert "below the small blind" in found[0][3] and "bring-in" in found[3][3]


def test_an_unknown_game_does_not_make_every_level_wrong():
    text = structure(
        "- {ante: 5, bring_in: 5, bets: 10-20}\n- blinds: 20-10", HEAD + "game: 7 card studd\n"
    )
    found = diagnostics(text)
    assert [(line, m.split(";")[0]) for line, _, _, m in found] == [
        (4, "unknown game '7 card studd'"),
        (7, "level 2: big blind 10 is below the small blind 20"),
    ]


def test_an_unquoted_time_is_minutes_and_seconds_not_base_sixty():
    # YAML 1.1 reads 7:30 as the number 450; a level of 450 minutes is never what is meant.
    assert only_level("{blinds: 10-20, minutes: 7:30}").seconds == 450
    found = diagnostics(structure("- {blinds: 10-20, ante: 1:30}"))
    assert found == [
        (5, 27, Severity.ERROR, "ante must be a whole number, not 1:30; write it without ':'")
    ]
