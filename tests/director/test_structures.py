"""Blind structures: the shipped files, the YAML a director writes, the helpers, the warnings.

The malformed files in ``data/structures_bad/`` each carry their expected diagnostics in
first-line comments (``# expect: LINE:COLUMN: part of the message``); the few files that cannot
hold a comment (empty, binary, UTF-16) have theirs in ``UNCOMMENTABLE`` below.
"""

from __future__ import annotations

import ast
import re
import textwrap
from pathlib import Path

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from director.cli import main
from director.errors import DirectorError
from director.structures import (
    Break,
    Game,
    Level,
    Structure,
    StructureError,
    check_file,
    check_text,
    default_structure_path,
    load_structure,
    loads_structure,
    parse_game,
    shipped_structures,
)
from director.yamlread import MAX_AMOUNT, Severity

TOP = Path(__file__).resolve().parents[2]
SHIPPED = sorted((TOP / "structures").glob("*.yaml"))
BAD_DIR = Path(__file__).resolve().parent / "data" / "structures_bad"
BAD = sorted(BAD_DIR.glob("*.yaml"))

HEAD = "name: Test\nstarting_stack: 10000\nlevel_minutes: 10\n"


def structure(levels: str, head: str = HEAD) -> str:
    """A structure's YAML: ``head`` then ``levels:`` with the given (dedented) items."""
    return head + "levels:\n" + textwrap.indent(textwrap.dedent(levels).strip("\n"), "  ") + "\n"


def only_level(item: str, head: str = HEAD) -> Level:
    """The single level of a structure whose level list is ``- item``."""
    s = loads_structure(structure(f"- {item}", head))
    assert len(s) == 1
    return s.levels[0]


def diagnostics(text: str) -> list[tuple[int, int, Severity, str]]:
    result = check_text(text, "t.yaml")
    return [(d.line, d.column, d.severity, d.message) for d in result.diagnostics]


# ------------------------------------------------------------------------------------------
# Shipped structures
# ------------------------------------------------------------------------------------------

#: The only warnings a shipped file may have: club-50's 3000-5000, kept as the sheet prints it.
SHIPPED_WARNINGS = {
    "club-50.yaml": ["level 11: big blind 5,000 is not twice the small blind 3,000"],
}


def test_the_shipped_structures_are_found():
    assert [p.name for p in shipped_structures()] == [p.name for p in SHIPPED]
    assert "club-50.yaml" in [p.name for p in SHIPPED]
    assert len(SHIPPED) >= 4  # the club's own and at least three more


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_a_shipped_structure_loads(path):
    s = load_structure(path)
    assert s.name.strip() and s.starting_stack > 0
    assert [lv.number for lv in s.levels] == list(range(1, len(s.levels) + 1))
    assert s.total_seconds == sum(e.seconds for e in s)
    for lv in s.levels:
        if lv.game.uses_blinds:
            assert 0 < lv.small_blind <= lv.big_blind
        else:
            assert 0 < lv.bring_in <= lv.small_bet <= lv.big_bet


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_a_shipped_structure_passes_check(path, capsys):
    assert main(["structure", "check", str(path)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert out.splitlines()[-1].startswith(f"{path}: ok: ")


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_a_shipped_structure_has_no_surprises(path):
    result = check_file(path)
    assert result.errors == ()
    assert [d.message for d in result.warnings] == SHIPPED_WARNINGS.get(path.name, [])


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_a_shipped_structure_round_trips(path):
    s = load_structure(path)
    text = s.to_yaml()
    assert loads_structure(text) == s
    assert "blinds: " in text or "bets: " in text  # the compact form a director writes


# The club's rule sheet (rules/001: "aumentano ogni 10 minuti ... e così via").
CLUB_SHEET = [
    (10, 20),
    (20, 40),
    (30, 60),
    (50, 100),
    (100, 200),
    (200, 400),
    (300, 600),
    (500, 1000),
    (1000, 2000),
    (2000, 4000),
    (3000, 5000),
    (7500, 15000),
    (10000, 20000),
    (15000, 30000),
]


def test_club_50_is_the_default_structure():
    assert default_structure_path() == TOP / "structures" / "club-50.yaml"
    assert load_structure(default_structure_path()).name == "Club 50"


def test_club_50_is_the_rule_sheet_progression():
    s = load_structure(default_structure_path())
    assert [(lv.small_blind, lv.big_blind) for lv in s.levels[:14]] == CLUB_SHEET
    assert s.game is Game.NLHE
    assert all(lv.game is Game.NLHE and lv.seconds == 600 for lv in s.levels)
    assert all(lv.ante == 0 and lv.bb_ante == 0 for lv in s.levels)  # the sheet has no antes


def test_club_50_ends_the_first_hour_with_200_400_and_lasts_four_hours():
    s = load_structure(default_structure_path())
    six = s.index_of_level(6)
    assert (s[six].small_blind, s[six].big_blind) == (200, 400)
    assert s.end_second(six) == 3600
    assert s.total_seconds >= 4 * 3600
    # "and so on": the blinds keep going up after 15000-30000.
    bigs = [lv.big_blind for lv in s.levels]
    assert bigs == sorted(set(bigs))


def test_club_50_keeps_3000_5000_as_written_with_only_a_warning():
    result = check_file(default_structure_path())
    assert result.ok
    (warning,) = result.warnings
    assert warning.line == 22 and warning.severity is Severity.WARNING
    assert "level 11" in warning.message and "3,000" in warning.message


# ------------------------------------------------------------------------------------------
# The forms a director writes by hand
# ------------------------------------------------------------------------------------------

TEN_TWENTY = Level(number=1, game=Game.NLHE, seconds=600, small_blind=10, big_blind=20)


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


@pytest.mark.parametrize("game", list(Game))
def test_every_name_the_app_shows_for_a_game_is_accepted(game):
    for spelling in (game.value, game.label, game.label_it, game.short, game.label.upper()):
        assert parse_game(spelling) is game, spelling
    assert parse_game("  No  Limit   Hold’em ") is Game.NLHE


def test_an_unknown_game_lists_the_known_ones():
    with pytest.raises(ValueError, match="use one of: no-limit hold'em"):
        parse_game("omaha")


def test_breaks_with_colour_up():
    s = loads_structure(
        structure(
            """
            - blinds: 25-50
            - break: 15
              color_up: [25, 5]
              name: Cena
            - blinds: 50-100
            - break: "2:30"
              color_up: 100
            - blinds: 100-200
            """,
            HEAD + "chips: [5, 25, 100, 500, 1000]\n",
        )
    )
    assert s[1] == Break(seconds=900, color_up=(5, 25), name="Cena")
    assert s[3] == Break(seconds=150, color_up=(100,))
    assert [lv.number for lv in s.levels] == [1, 2, 3]  # breaks are not numbered
    assert s.chips == (5, 25, 100, 500, 1000)
    assert s[1].is_break and not s[0].is_break
    assert (s[1].kind, s[0].kind) == ("break", "level")


def test_a_byte_order_mark_is_ignored(tmp_path):
    path = tmp_path / "bom.yaml"
    path.write_bytes(b"\xef\xbb\xbf" + structure("- blinds: 10-20").encode())
    assert load_structure(path).levels[0] == TEN_TWENTY


# ------------------------------------------------------------------------------------------
# Round trips
# ------------------------------------------------------------------------------------------

AMOUNT = st.integers(1, MAX_AMOUNT)
TEXT = st.text(st.characters(codec="utf-8"), max_size=12)
STRIPPED = TEXT.map(str.strip)  # the loader strips the structure's name and description
CHIPS = st.lists(
    st.sampled_from([1, 5, 10, 25, 50, 100, 500, 1000, 5000, 25000]), unique=True, max_size=6
).map(lambda c: tuple(sorted(c)))


@st.composite
def levels(draw: st.DrawFn, number: int, game: Game) -> Level:
    seconds = draw(st.integers(1, 24 * 3600))
    name = draw(st.one_of(st.just(""), TEXT))
    if game is Game.STUD:
        small = draw(AMOUNT)
        amounts = {
            "small_bet": small,
            "big_bet": draw(st.integers(small, MAX_AMOUNT)),
            "bring_in": draw(st.integers(1, small)),
            "ante": draw(st.integers(0, MAX_AMOUNT)),
        }
    else:
        sb = draw(AMOUNT)
        amounts = {
            "small_blind": sb,
            "big_blind": draw(st.integers(sb, MAX_AMOUNT)),
            "ante": draw(st.integers(0, MAX_AMOUNT)),
            "bb_ante": draw(st.integers(0, MAX_AMOUNT)),
        }
        if game is Game.FLHE:
            small = draw(AMOUNT)
            amounts |= {"small_bet": small, "big_bet": draw(st.integers(small, MAX_AMOUNT))}
    return Level(number=number, game=game, seconds=seconds, name=name, **amounts)


@st.composite
def structures(draw: st.DrawFn) -> Structure:
    game = draw(st.sampled_from(Game))
    chips = draw(st.one_of(st.just(()), CHIPS))
    entries: list[Level | Break] = []
    number = 0
    for is_break in draw(st.lists(st.booleans(), min_size=1, max_size=8)):
        if is_break:
            color_up = draw(st.lists(AMOUNT, unique=True, max_size=3))
            entries.append(
                Break(
                    seconds=draw(st.integers(1, 24 * 3600)),
                    color_up=tuple(sorted(color_up)),
                    name=draw(st.one_of(st.just(""), TEXT)),
                )
            )
        else:
            number += 1
            level_game = draw(st.one_of(st.just(game), st.sampled_from(Game)))
            entries.append(draw(levels(number, level_game)))
    if number == 0:
        entries.append(draw(levels(1, game)))
    return Structure(
        name=draw(STRIPPED.filter(bool)),
        game=game,
        starting_stack=draw(AMOUNT),
        entries=tuple(entries),
        chips=chips,
        description=draw(st.one_of(st.just(""), STRIPPED)),
    )


@given(structures())
def test_any_structure_round_trips_through_yaml(s):
    text = s.to_yaml()
    result = check_text(text)
    assert result.errors == (), text
    assert loads_structure(text) == s


@given(structures(), st.data())
def test_index_at_finds_the_entry_being_played(s, data):
    second = data.draw(st.integers(0, s.total_seconds - 1))
    i = s.index_at(second)
    assert s.start_second(i) <= second < s.end_second(i)
    assert s.index_at(s.start_second(i)) == i


# ------------------------------------------------------------------------------------------
# Structure helpers
# ------------------------------------------------------------------------------------------

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


# ------------------------------------------------------------------------------------------
# Warnings: suspicious but legal
# ------------------------------------------------------------------------------------------

WARNINGS = {
    "big blind not twice the small blind": (
        structure("- blinds: 10-20\n- blinds: 20-50"),
        (6, 5, "level 2: big blind 50 is not twice the small blind 20"),
    ),
    "blinds that go down": (
        structure("- blinds: 20-40\n- blinds: 10-20\n- blinds: 30-60"),
        (6, 5, "level 2: the stakes go down from level 1 (20-40 to 10-20)"),
    ),
    "ante above the big blind": (
        structure("- blinds: 10-20\n  ante: 50"),
        (5, 5, "level 1: ante 50 is above the big blind 20"),
    ),
    "amounts the chip set cannot make": (
        structure("- blinds: 100-200\n- blinds: 10-20", HEAD + "chips: [25, 100, 500]\n"),
        (
            7,
            5,
            "level 2: small blind 10, big blind 20 cannot be made with the chips in play [25, 100, 500]",
        ),
    ),
    "a starting stack the chip set cannot make": (
        structure("- blinds: 100-200", HEAD.replace("10000", "10010") + "chips: [25, 100]\n"),
        (2, 17, "the starting stack 10,010 cannot be made with the chips [25, 100]"),
    ),
    "amounts made only with a chip raced off": (
        structure(
            "- blinds: 25-50\n- break: 10\n  color_up: [25]\n- blinds: 50-100\n  ante: 25",
            HEAD + "chips: [25, 100, 500]\n",
        ),
        (
            9,
            5,
            "level 2: small blind 50, ante 25 cannot be made with the chips in play [100, 500]",
        ),
    ),
    "a colour-up of a chip not in the set": (
        structure(
            "- blinds: 25-50\n- break: 10\n  color_up: [5]\n- blinds: 50-100",
            HEAD + "chips: [25, 100]\n",
        ),
        (7, 5, "break colours up chip 5, which is not in the chip set"),
    ),
    "a structure that ends with a break": (
        structure("- blinds: 10-20\n- blinds: 20-40\n- break: 10"),
        (7, 5, "the structure ends with a break"),
    ),
    "two breaks in a row": (
        structure("- blinds: 10-20\n- break: 10\n- break: 5\n- blinds: 20-40"),
        (7, 5, "two breaks in a row"),
    ),
    "a big blind ante above twice the big blind": (
        structure("- blinds: 10-20\n  bb_ante: 50"),
        (5, 5, "level 1: big blind ante 50 is more than twice the big blind"),
    ),
    "both an ante and a big blind ante": (
        structure("- blinds: 10-20\n  ante: 5\n  bb_ante: 20"),
        (5, 5, "level 1 has both an ante and a big blind ante"),
    ),
    "a stud ante above the small bet": (
        structure("- {ante: 50, bring_in: 10, bets: 20-40}", HEAD + "game: stud\n"),
        (6, 5, "level 1: ante 50 is above the small bet 20"),
    ),
    "stud bets not doubling": (
        structure("- {ante: 5, bring_in: 10, bets: 20-50}", HEAD + "game: stud\n"),
        (6, 5, "level 1: big bet 50 is not twice the small bet 20"),
    ),
    "stakes going down within one game of a mixed event": (
        structure(
            """
            - {game: stud, ante: 10, bring_in: 10, bets: 40-80}
            - blinds: 20-40
            - {game: stud, ante: 5, bring_in: 5, bets: 20-40}
            """
        ),
        (7, 5, "level 3: the stakes go down from level 1 (40-80 to 20-40)"),
    ),
    "a structure shorter than an hour": (
        structure("- blinds: 10-20\n- blinds: 20-40"),
        (5, 3, "the whole structure lasts less than an hour"),
    ),
}


@pytest.mark.parametrize(("text", "expected"), WARNINGS.values(), ids=WARNINGS.keys())
def test_a_suspicious_structure_warns_and_still_loads(text, expected):
    result = check_text(text, "t.yaml")
    assert result.ok, result.diagnostics
    assert expected in [(d.line, d.column, d.message) for d in result.warnings]
    assert all(d.severity is Severity.WARNING for d in result.diagnostics)
    assert isinstance(loads_structure(text), Structure)


@pytest.mark.parametrize(("text", "expected"), WARNINGS.values(), ids=WARNINGS.keys())
def test_a_warning_does_not_fail_the_check(text, expected, tmp_path, capsys):
    path = tmp_path / "suspicious.yaml"
    path.write_text(text, encoding="utf-8")
    assert main(["structure", "check", str(path)]) == 0
    out, err = capsys.readouterr()
    line, col, message = expected
    assert f"{path}:{line}:{col}: warning: {message}" in out.splitlines()
    assert out.splitlines()[-1].startswith(f"{path}: ok: ")
    assert err == ""


def test_a_normal_progression_has_no_warnings():
    text = structure(
        "- blinds: 25-50\n- blinds: 50-100\n- break: 10\n  color_up: [25]\n"
        "- blinds: 100-200\n  ante: 100\n- blinds: 200-400\n  bb_ante: 400\n- blinds: 300-600",
        HEAD + "chips: [25, 100, 500, 1000]\n",
    )
    assert check_text(text).diagnostics == ()


# ------------------------------------------------------------------------------------------
# Errors: all of them, at their place, never a traceback
# ------------------------------------------------------------------------------------------


def test_every_error_of_one_level_is_reported():
    found = diagnostics(structure("- blinds: 20-10\n  minutes: 0\n  ante: -1\n  bring_in: 5"))
    assert [(line, col, m.split(":")[0]) for line, col, _, m in found] == [
        (5, 13, "level 1"),
        (6, 14, "minutes must be more than zero, not 0"),
        (7, 11, "ante must be zero or more, not -1"),
        (8, 5, "level 1"),
    ]
    assert "below the small blind" in found[0][3] and "bring-in" in found[3][3]


def test_a_typo_is_reported_once_not_again_as_a_missing_key():
    found = diagnostics("name: T\nstarting_stak: 100\nlevels:\n  - blind: 10-20\n    minutes: 5\n")
    assert [m for *_, m in found] == [
        "unknown key 'starting_stak' in the structure; did you mean 'starting_stack'?",
        "unknown key 'blind' in level 1; did you mean 'blinds'?",
    ]


def test_an_unknown_game_does_not_make_every_level_wrong():
    text = structure(
        "- {ante: 5, bring_in: 5, bets: 10-20}\n- blinds: 20-10", HEAD + "game: 7 card studd\n"
    )
    found = diagnostics(text)
    assert [(line, m.split(";")[0]) for line, _, _, m in found] == [
        (4, "unknown game '7 card studd'"),
        (7, "level 2: big blind 10 is below the small blind 20"),
    ]


def test_a_level_typed_as_break_gets_a_suggestion():
    found = diagnostics(structure("- blinds: 10-20\n- brake: 10"))
    assert [m for *_, m in found] == ["unknown key 'brake' in level 2; did you mean 'break'?"]


def test_an_unquoted_time_is_minutes_and_seconds_not_base_sixty():
    # YAML 1.1 reads 7:30 as the number 450; a level of 450 minutes is never what is meant.
    assert only_level("{blinds: 10-20, minutes: 7:30}").seconds == 450
    found = diagnostics(structure("- {blinds: 10-20, ante: 1:30}"))
    assert found == [
        (5, 27, Severity.ERROR, "ante must be a whole number, not 1:30; write it without ':'")
    ]


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("1.000", "starting_stack 1.000 is ambiguous: write 1000 for 1,000 chips (no dot)"),
        ("1000.5", "starting_stack must be a whole number of chips, not 1000.5"),
        ("1e3", "starting_stack must be a whole number, not the text '1e3'"),
        ("0x3E8", "starting_stack must be a plain decimal number like 100, not 0x3E8"),
        (".inf", "starting_stack must be a whole number of chips, not .inf"),
        ("2024-05-01", "starting_stack must be a whole number, not the date 2024-05-01"),
        ("[10000]", "starting_stack must be a whole number, not a list"),
        ("~", "starting_stack must be a whole number, not an empty value"),
        ("!!int ten", "'ten' is not a valid !!int; remove the tag and write a plain value"),
        (
            "!!binary aGVsbG8=",
            "tags like !!binary are not allowed; remove the tag and write a plain value",
        ),
        (
            "1000000000001",
            "starting_stack 1,000,000,000,001 is too large (at most 1,000,000,000,000)",
        ),
    ],
)
def test_a_starting_stack_that_is_not_a_number_of_chips(value, message):
    found = diagnostics(HEAD.replace("10000", value) + "levels:\n  - blinds: 10-20\n")
    assert len(found) == 1, found
    assert found[0][:3] == (2, 17, Severity.ERROR)
    assert found[0][3].startswith(message)


def test_explicit_plain_tags_are_fine():
    s = loads_structure(HEAD.replace("10000", "!!int 10000") + "levels:\n  - blinds: !!str 10-20\n")
    assert s.starting_stack == 10000 and s.levels[0].big_blind == 20


def test_a_load_error_is_one_line_and_carries_every_diagnostic():
    text = structure("- blinds: 20-10\n- blinds: ten", HEAD + "game: omaha\n")
    with pytest.raises(StructureError) as caught:
        loads_structure(text, "friday.yaml")
    error = caught.value
    assert "\n" not in str(error)
    assert str(error).startswith("friday.yaml:4:7: error: unknown game 'omaha'")
    assert str(error).endswith("(and 2 more)")
    assert [(d.line, d.column) for d in error.errors] == [(4, 7), (6, 13), (7, 13)]


def test_a_missing_file_is_a_diagnostic_not_an_exception(tmp_path):
    result = check_file(tmp_path / "nope.yaml")
    assert not result.ok
    (d,) = result.diagnostics
    assert (d.line, d.column, d.severity) == (1, 1, Severity.ERROR)
    assert d.message == "cannot read the file (No such file or directory); check the path"
    with pytest.raises(StructureError, match=r"nope\.yaml:1:1: error: cannot read the file"):
        load_structure(tmp_path / "nope.yaml")


@pytest.mark.parametrize(
    "text",
    ["[" * 5000, "- " * 3000 + "x", "a: &a [*a]\n", "levels: &l\n  - *l\n", "{" * 100 + "}" * 100],
)
def test_pathological_yaml_is_reported_not_raised(text):
    result = check_text(text, "t.yaml")
    assert not result.ok and result.errors


YAMLISH = st.lists(
    st.sampled_from([*"abn:-[]{},'\"#&*!|>%@`\t\n 0123456789.~_", "levels", "blinds", "- ", "  "]),
    max_size=40,
).map("".join)


@given(st.one_of(YAMLISH, st.text(max_size=80)))
def test_no_text_makes_the_reader_raise(text):
    result = check_text(text, "t.yaml")
    for d in result.diagnostics:
        assert d.line >= 1 and d.column >= 1
        assert "\n" not in d.message and d.message
    assert result.ok == (result.structure is not None) == (result.errors == ())


@given(st.data())
def test_no_edit_of_a_real_file_makes_the_reader_raise(data):
    text = SHIPPED[data.draw(st.integers(0, len(SHIPPED) - 1))].read_text(encoding="utf-8")
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(text)))
        cut = data.draw(st.integers(0, 5))
        insert = data.draw(
            st.sampled_from(["", ":", "-", " ", "\t", "[", "0", "\n", "  - ", "x", "."])
        )
        text = text[:at] + insert + text[at + cut :]
    result = check_text(text, "t.yaml")
    assert all("\n" not in d.message for d in result.diagnostics)


# ------------------------------------------------------------------------------------------
# YAML is loaded safely
# ------------------------------------------------------------------------------------------


def test_a_python_tag_is_reported_and_never_run(tmp_path, monkeypatch, capsys):
    source = BAD_DIR / "python-object-tag.yaml"
    monkeypatch.chdir(tmp_path)
    marker = tmp_path / "pwned-by-yaml"

    assert main(["structure", "check", str(source)]) == 1
    assert (
        "tags like !!python/object/apply:builtins.open are not allowed" in capsys.readouterr().out
    )
    with pytest.raises(StructureError):
        load_structure(source)
    assert not marker.exists()

    # The control: an unsafe loader does run the tag, so the assertion above could fail.
    data = yaml.unsafe_load(source.read_text(encoding="utf-8"))
    data["name"].close()
    assert marker.exists()


def test_the_readers_never_call_an_unsafe_yaml_loader():
    unsafe = {
        "load",
        "load_all",
        "unsafe_load",
        "full_load",
        "UnsafeLoader",
        "FullLoader",
        "Loader",
    }
    for module in ("structures.py", "yamlread.py"):
        tree = ast.parse((TOP / "director" / module).read_text(encoding="utf-8"))
        used = {
            node.attr
            for node in ast.walk(tree)
            if isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id == "yaml"
        }
        assert not used & unsafe, (module, used & unsafe)


# ------------------------------------------------------------------------------------------
# The corpus of malformed files
# ------------------------------------------------------------------------------------------

EXPECT = re.compile(r"^# expect: (\d+):(\d+): (.+)$", re.MULTILINE)

#: Expected diagnostics of the files that cannot hold a comment.
UNCOMMENTABLE = {
    "empty.yaml": [(1, 1, "the file is empty; a structure needs name, starting_stack and levels")],
    "image-saved-as-yaml.yaml": [(3, 1, "the file is not a text file")],
    "utf16-from-notepad.yaml": [
        (1, 1, "the file is saved as UTF-16 ('Unicode'); save it as UTF-8")
    ],
}


def expected_diagnostics(path: Path) -> list[tuple[int, int, str]]:
    if path.name in UNCOMMENTABLE:
        return UNCOMMENTABLE[path.name]
    text = path.read_bytes().decode("utf-8", "replace")
    return [(int(line), int(col), message) for line, col, message in EXPECT.findall(text)]


def test_the_corpus_has_at_least_thirty_files_and_each_says_what_to_expect():
    assert len(BAD) >= 30
    assert all(expected_diagnostics(p) for p in BAD), [
        p.name for p in BAD if not expected_diagnostics(p)
    ]
    assert sum(len(expected_diagnostics(p)) > 1 for p in BAD) >= 10  # files with several mistakes
    assert set(UNCOMMENTABLE) <= {p.name for p in BAD}


@pytest.mark.parametrize("path", BAD, ids=lambda p: p.name)
def test_a_malformed_file_is_reported_at_every_mistake(path, capsys):
    assert main(["structure", "check", str(path)]) == 1
    out, err = capsys.readouterr()
    assert err == ""
    line_re = re.compile(rf"^{re.escape(str(path))}:(\d+):(\d+): (error|warning): (\S.*)$")
    found = []
    for line in out.splitlines():
        m = line_re.match(line)
        assert m, f"not a FILE:LINE:COLUMN diagnostic: {line!r}"
        found.append((int(m[1]), int(m[2]), m[3], m[4]))
    errors = [f for f in found if f[2] == "error"]
    for line, col, part in expected_diagnostics(path):
        assert any(
            (fl, fc) == (line, col) and part.lower() in message.lower()
            for fl, fc, _, message in errors
        ), f"expected {line}:{col}: {part}\nfound:\n{out}"
    assert len(errors) == len(expected_diagnostics(path)), out
