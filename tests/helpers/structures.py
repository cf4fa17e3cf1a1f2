"""Builders of structure YAML for the structure tests, and where the shipped and bad files are."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

from hypothesis import strategies as st

from director import payouts
from director.structures import (
    BREAK_KEYS,
    LEVEL_KEYS,
    TOP_KEYS,
    Break,
    Game,
    Level,
    Structure,
    check_text,
    loads_structure,
)
from director.yamlread import MAX_AMOUNT, Severity

TOP = Path(__file__).resolve().parents[2]
SHIPPED = sorted((TOP / "structures").glob("*.yaml"))
DATA = TOP / "tests" / "director" / "data"
BAD_DIR = DATA / "structures_bad"
BAD = sorted(BAD_DIR.glob("*.yaml"))
PAYOUTS_BAD = sorted((DATA / "payouts_bad").glob("*.yaml"))

HEAD = "name: Test\nstarting_stack: 10000\nlevel_minutes: 10\n"
#: What ``blinds: 10-20`` gives as the first level under ``HEAD``.
TEN_TWENTY = Level(number=1, game=Game.NLHE, seconds=600, small_blind=10, big_blind=20)


def structure(levels: str, head: str = HEAD) -> str:
    """A structure's YAML: ``head`` then ``levels:`` with the given (dedented) items."""
    return head + "levels:\n" + textwrap.indent(textwrap.dedent(levels).strip("\n"), "  ") + "\n"


def only_level(item: str, head: str = HEAD) -> Level:
    """The single level of a structure whose level list is ``- item``."""
    s = loads_structure(structure(f"- {item}", head))
    assert len(s) == 1
    return s.levels[0]


def diagnostics(text: str) -> list[tuple[int, int, Severity, str]]:
    """(line, column, severity, English message) of every diagnostic of ``text``."""
    result = check_text(text, "t.yaml")
    return [(d.line, d.column, d.severity, d.message) for d in result.diagnostics]


# -- any structure, for property tests ----------------------------------------------------------

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


# -- Italian ------------------------------------------------------------------------------------

#: The keys a file may have, which a message quotes as they are written in any language.
YAML_KEYS = sorted({*TOP_KEYS, *LEVEL_KEYS, *BREAK_KEYS, *payouts.TOP_KEYS, *payouts.BRACKET_KEYS})
#: English words that never belong in an Italian message once the values quoted from the file
#: and the YAML keys are taken out ("file", "chip", "a" and "big blind ante" are Italian too).
ENGLISH = re.compile(
    r"\b(must|the|is|are|not|and|or|with|of|to|an|than|give|write|keys?|levels?|bracket|"
    r"places?|entries|empty|missing|unknown|list|value|number|cannot|only|line|error|"
    r"warning)\b",
    re.IGNORECASE,
)


def english_left(italian: str) -> list[str]:
    """The English words left in an Italian message, besides quoted values and YAML keys."""
    text = re.sub(r"'[^']*'|\"[^\"]*\"", "", italian)
    text = re.sub(r"\b(" + "|".join(YAML_KEYS) + r")\b", "", text)
    return ENGLISH.findall(text)
