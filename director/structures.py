"""Blind structures: the YAML files a director writes by hand, read into typed objects.

A structure is a name, a game, a starting stack, an optional chip set and an ordered list of
levels and breaks. The YAML is read safely (no tags, no object construction), straight from the
parsed node tree so that every problem carries ``FILE:LINE:COLUMN``. All problems are collected
and reported at once; suspicious but legal things are warnings in the same form.

Example (the compact form a director writes)::

    name: Club 50
    game: no-limit hold'em
    starting_stack: 10000
    level_minutes: 10
    chips: [10, 50, 100, 500, 1000, 5000]
    levels:
      - blinds: 10-20
      - blinds: 20-40
      - break: 15
        color_up: [10]
      - blinds: 100-200
        ante: 25
"""

from __future__ import annotations

import heapq
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from math import gcd
from pathlib import Path
from typing import Any

import yaml

from director.errors import DirectorError
from director.yamlread import (
    INT,
    NULL,
    STR,
    Diagnosed,
    Diagnostic,
    DiagnosticsError,
    NodeReader,
    Severity,
    describe,
    kind,
    read_text,
)


class Game(StrEnum):
    """The games a level can be played in."""

    NLHE = "nlhe"
    PLHE = "plhe"
    FLHE = "flhe"
    STUD = "stud"

    @property
    def label(self) -> str:
        """The English name."""
        return _GAME_LABELS[self][0]

    @property
    def label_it(self) -> str:
        """The Italian name."""
        return _GAME_LABELS[self][1]

    @property
    def short(self) -> str:
        """The usual abbreviation (NLHE, PLHE, FLHE, 7CS)."""
        return _GAME_LABELS[self][2]

    @property
    def is_fixed_limit(self) -> bool:
        """True for games bet in fixed small and big bets."""
        return self in (Game.FLHE, Game.STUD)

    @property
    def uses_blinds(self) -> bool:
        """True for the hold'em games (stud uses antes and a bring-in)."""
        return self is not Game.STUD


_GAME_LABELS = {
    Game.NLHE: ("No-limit Hold'em", "Texas Hold'em No Limit", "NLHE"),
    Game.PLHE: ("Pot-limit Hold'em", "Texas Hold'em Pot Limit", "PLHE"),
    Game.FLHE: ("Fixed-limit Hold'em", "Texas Hold'em Limit", "FLHE"),
    Game.STUD: ("Seven Card Stud", "Seven Card Stud", "7CS"),
}

#: Every spelling accepted for ``game:`` (compared after lower-casing and squeezing spaces).
GAME_ALIASES: dict[str, Game] = {
    "nlhe": Game.NLHE,
    "nlh": Game.NLHE,
    "nl": Game.NLHE,
    "no-limit": Game.NLHE,
    "no limit": Game.NLHE,
    "no-limit hold'em": Game.NLHE,
    "no limit hold'em": Game.NLHE,
    "no-limit holdem": Game.NLHE,
    "no-limit texas hold'em": Game.NLHE,
    "texas hold'em": Game.NLHE,
    "texas holdem": Game.NLHE,
    "hold'em": Game.NLHE,
    "holdem": Game.NLHE,
    "plhe": Game.PLHE,
    "plh": Game.PLHE,
    "pl": Game.PLHE,
    "pot-limit": Game.PLHE,
    "pot limit": Game.PLHE,
    "pot-limit hold'em": Game.PLHE,
    "pot limit hold'em": Game.PLHE,
    "pot-limit holdem": Game.PLHE,
    "flhe": Game.FLHE,
    "lhe": Game.FLHE,
    "fl": Game.FLHE,
    "fixed-limit": Game.FLHE,
    "fixed limit": Game.FLHE,
    "limit": Game.FLHE,
    "fixed-limit hold'em": Game.FLHE,
    "fixed limit hold'em": Game.FLHE,
    "limit hold'em": Game.FLHE,
    "fixed-limit holdem": Game.FLHE,
    "limit holdem": Game.FLHE,
    "stud": Game.STUD,
    "7cs": Game.STUD,
    "7-card stud": Game.STUD,
    "seven card stud": Game.STUD,
    "seven-card stud": Game.STUD,
    "7 card stud": Game.STUD,
    "fixed-limit seven card stud": Game.STUD,
    # The Italian names the app shows (Game.label_it).
    "texas hold'em no limit": Game.NLHE,
    "texas holdem no limit": Game.NLHE,
    "texas hold'em pot limit": Game.PLHE,
    "texas holdem pot limit": Game.PLHE,
    "texas hold'em limit": Game.FLHE,
    "texas holdem limit": Game.FLHE,
}


def parse_game(text: str) -> Game:
    """Return the game named by ``text`` (any accepted spelling); raises ValueError."""
    key = " ".join(str(text).lower().replace("’", "'").split())
    try:
        return GAME_ALIASES[key]
    except KeyError:
        raise ValueError(
            f"unknown game {text!r}; use one of: no-limit hold'em, pot-limit hold'em, "
            "fixed-limit hold'em, seven card stud"
        ) from None


@dataclass(frozen=True, slots=True)
class Level:
    """A playing level. Amounts are whole chips; ``seconds`` is its duration."""

    number: int
    game: Game
    seconds: int
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    bb_ante: int = 0
    small_bet: int = 0
    big_bet: int = 0
    bring_in: int = 0
    name: str = ""

    kind = "level"

    def __post_init__(self) -> None:
        if self.number < 1:
            raise ValueError("level numbers start at 1")
        if self.seconds <= 0:
            raise ValueError("a level lasts more than zero seconds")
        amounts = (self.small_blind, self.big_blind, self.ante, self.bb_ante, self.small_bet)
        if min(*amounts, self.big_bet, self.bring_in) < 0:
            raise ValueError("amounts cannot be negative")

    @property
    def is_break(self) -> bool:
        """False: this is a playing level."""
        return False

    @property
    def minutes(self) -> float:
        """The duration in minutes (whole minutes are ints)."""
        return _minutes(self.seconds)

    @property
    def blinds_text(self) -> str:
        """How the level is written on the clock: ``100-200``, ``100-200 (25)``, stud bets."""
        if self.game is Game.STUD:
            text = f"{self.small_bet:,}-{self.big_bet:,}"
        else:
            text = f"{self.small_blind:,}-{self.big_blind:,}"
        return text

    @property
    def ante_text(self) -> str:
        """``ante 25``, ``BB ante 200`` or an empty string."""
        if self.bb_ante and self.ante:
            return f"ante {self.ante:,} + BB ante {self.bb_ante:,}"
        if self.bb_ante:
            return f"BB ante {self.bb_ante:,}"
        if self.ante:
            return f"ante {self.ante:,}"
        return ""

    def amounts(self) -> dict[str, int]:
        """The non-zero amounts by YAML key."""
        keys = ("small_blind", "big_blind", "ante", "bb_ante", "small_bet", "big_bet", "bring_in")
        return {k: getattr(self, k) for k in keys if getattr(self, k)}


@dataclass(frozen=True, slots=True)
class Break:
    """A pause in play; ``color_up`` lists the chip values raced off during it."""

    seconds: int
    color_up: tuple[int, ...] = ()
    name: str = ""

    kind = "break"

    def __post_init__(self) -> None:
        if self.seconds <= 0:
            raise ValueError("a break lasts more than zero seconds")

    @property
    def is_break(self) -> bool:
        """True: this is a break."""
        return True

    @property
    def minutes(self) -> float:
        """The duration in minutes (whole minutes are ints)."""
        return _minutes(self.seconds)


Entry = Level | Break


def _minutes(seconds: float) -> float:
    m = seconds / 60
    return int(m) if m == int(m) else m


@dataclass(frozen=True)
class Structure:
    """A whole blind structure: levels and breaks in order."""

    name: str
    game: Game
    starting_stack: int
    entries: tuple[Entry, ...]
    chips: tuple[int, ...] = ()
    description: str = ""
    #: Where the structure was read from; not part of its value (two equal tables are equal).
    source: str = field(default="", compare=False)
    _starts: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise ValueError("a structure needs a name")
        if self.starting_stack <= 0:
            raise ValueError("the starting stack must be more than zero")
        if not any(isinstance(e, Level) for e in self.entries):
            raise ValueError("a structure needs at least one level")
        starts, t = [], 0
        for entry in self.entries:
            starts.append(t)
            t += entry.seconds
        object.__setattr__(self, "_starts", (*starts, t))

    def __len__(self) -> int:
        return len(self.entries)

    def __getitem__(self, index: int) -> Entry:
        return self.entries[index]

    def __iter__(self) -> Iterator[Entry]:
        return iter(self.entries)

    @property
    def levels(self) -> tuple[Level, ...]:
        """The playing levels only, in order."""
        return tuple(e for e in self.entries if isinstance(e, Level))

    @property
    def total_seconds(self) -> int:
        """The scheduled length of the whole structure."""
        return self._starts[-1]

    def start_second(self, index: int) -> int:
        """Seconds from the start of the tournament to the start of entry ``index``."""
        return self._starts[index]

    def end_second(self, index: int) -> int:
        """Seconds from the start of the tournament to the end of entry ``index``."""
        return self._starts[index + 1]

    def index_at(self, second: float) -> int:
        """The index of the entry being played ``second`` seconds into the schedule.

        Past the end the last entry is returned (the clock stays there, in overtime).
        """
        starts = self._starts
        lo, hi = 0, len(self.entries) - 1
        if second >= starts[-1]:
            return hi
        while lo < hi:  # last start <= second
            mid = (lo + hi + 1) // 2
            if starts[mid] <= second:
                lo = mid
            else:
                hi = mid - 1
        return lo

    def index_of_level(self, number: int) -> int:
        """The entry index of level ``number`` (1-based); raises DirectorError."""
        for i, e in enumerate(self.entries):
            if isinstance(e, Level) and e.number == number:
                return i
        raise DirectorError(f"there is no level {number}; levels go from 1 to {len(self.levels)}")

    def level_at_or_before(self, index: int) -> Level | None:
        """The level at ``index``, or the last one before it (during a break)."""
        for e in reversed(self.entries[: index + 1]):
            if isinstance(e, Level):
                return e
        return None

    def next_level_after(self, index: int) -> Level | None:
        """The first playing level after entry ``index``."""
        for e in self.entries[index + 1 :]:
            if isinstance(e, Level):
                return e
        return None

    def next_break_after(self, index: int) -> int | None:
        """The index of the first break after entry ``index``, if any."""
        for i in range(index + 1, len(self.entries)):
            if isinstance(self.entries[i], Break):
                return i
        return None

    def rows(self) -> list[dict[str, Any]]:
        """The level table as plain data (what ``director structure show --json`` prints)."""
        out = []
        for i, e in enumerate(self.entries):
            row: dict[str, Any] = {
                "index": i,
                "kind": e.kind,
                "level": e.number if isinstance(e, Level) else None,
                "game": (e.game.value if isinstance(e, Level) else None),
                "small_blind": getattr(e, "small_blind", 0),
                "big_blind": getattr(e, "big_blind", 0),
                "ante": getattr(e, "ante", 0),
                "bb_ante": getattr(e, "bb_ante", 0),
                "small_bet": getattr(e, "small_bet", 0),
                "big_bet": getattr(e, "big_bet", 0),
                "bring_in": getattr(e, "bring_in", 0),
                "minutes": e.minutes,
                "start_minute": _minutes(self.start_second(i)),
                "color_up": list(getattr(e, "color_up", ())),
                "name": e.name,
            }
            out.append(row)
        return out

    def to_yaml(self) -> str:
        """Write the structure back as YAML in the compact hand-written form."""
        return dump_structure(self)


# --------------------------------------------------------------------------------------------
# Diagnostics
# --------------------------------------------------------------------------------------------


class StructureError(DiagnosticsError):
    """A structure file has errors; ``diagnostics`` lists every one (and the warnings)."""


@dataclass(frozen=True)
class CheckResult(Diagnosed):
    """What checking a structure file found: the structure (None if invalid) and diagnostics."""

    structure: Structure | None
    diagnostics: tuple[Diagnostic, ...]

    @property
    def ok(self) -> bool:
        """True when there are no errors (warnings allowed)."""
        return self.structure is not None


# --------------------------------------------------------------------------------------------
# Reading
# --------------------------------------------------------------------------------------------

TOP_KEYS = ("name", "game", "starting_stack", "level_minutes", "chips", "levels", "description")
LEVEL_KEYS = (
    "blinds",
    "small_blind",
    "big_blind",
    "ante",
    "bb_ante",
    "bets",
    "small_bet",
    "big_bet",
    "bring_in",
    "minutes",
    "game",
    "name",
)
BREAK_KEYS = ("break", "color_up", "name")

_PAIR = re.compile(r"^\s*([0-9][0-9_,.]*)\s*[-/]\s*([0-9][0-9_,.]*)\s*$")
_BLIND_KEYS = ("blinds", "small_blind", "big_blind")
_BET_KEYS = ("bets", "small_bet", "big_bet")


class _Reader(NodeReader):
    """Walks the composed YAML node tree, building a Structure and collecting diagnostics.

    Every problem is reported, not only the first: a bad value is recorded and reading goes on,
    and a consequence of an earlier error (a key reported as unknown, a game that is not known)
    is not reported a second time as something missing.
    """

    def pair(self, node: yaml.Node, what: str, names: tuple[str, str]) -> tuple[int, int] | None:
        """``10-20`` or ``10/20`` (also ``[10, 20]``) as two amounts."""
        if not self.tag_ok(node):
            return None
        if isinstance(node, yaml.SequenceNode):
            if len(node.value) != 2:
                self.error(node, f"{what} needs two amounts, like {what}: 10-20 or [10, 20]")
                return None
            a = self.amount(node.value[0], names[0])
            b = self.amount(node.value[1], names[1])
            return (a, b) if a is not None and b is not None else None
        if isinstance(node, yaml.ScalarNode) and node.tag == STR:
            m = _PAIR.match(node.value)
            if m:
                a = self._side(node, m.group(1), names[0])
                b = self._side(node, m.group(2), names[1])
                return (a, b) if a is not None and b is not None else None
        if isinstance(node, yaml.ScalarNode) and node.tag == INT:
            # YAML reads 10_20 (and 10:20) as one number; anything numeric is one amount, not two.
            self.error(
                node,
                f"{what} needs two amounts separated by '-', like {what}: 10-20, not {node.value}",
            )
            return None
        self.error(node, f"{what} must look like 10-20 (small-big), not {describe(node)}")
        return None

    def _side(self, node: yaml.ScalarNode, text: str, what: str) -> int | None:
        """One side of ``10-20``, read with the same rules as a single amount."""
        tag = self._constructor.resolve(yaml.ScalarNode, text, (True, False))
        side = yaml.ScalarNode(tag, text, node.start_mark, node.end_mark)
        return self.amount(side, what)

    def game(self, node: yaml.Node) -> Game | None:
        """The game named at ``node``, or None (with an error)."""
        value = self.text(node, "game")
        if value is None:
            return None
        try:
            return parse_game(value)
        except ValueError as exc:
            self.error(node, str(exc))
            return None

    # -- the document --------------------------------------------------------------------------
    def read(self, text: str) -> Structure | None:
        """Read a whole structure; None if there were errors (all of them are recorded)."""
        root = self.compose(
            text, "the file is empty; a structure needs name, starting_stack and levels"
        )
        if root is None:
            return None
        if not isinstance(root, yaml.MappingNode):
            if self.tag_ok(root):
                self.error(
                    root,
                    f"the file must be a structure (name:, starting_stack:, levels:), "
                    f"not {kind(root)}",
                )
            return None
        top = self.mapping(root, "the structure", TOP_KEYS)
        if not root.value:
            self.error(root, "the structure is empty; it needs name, starting_stack and levels")
            return None
        guessed = set(self.unknown_keys(root))

        def missing(key: str, message: str) -> None:
            if key not in guessed:  # "starting_stak" was already reported as a typo
                self.error(root, message)

        name = None
        if "name" in top:
            name = self.text(top["name"][1], "name")
            if name is not None and not name.strip():
                self.error(top["name"][1], "name is empty; give the structure a name")
                name = None
        else:
            missing("name", "missing 'name': give the structure a name, like name: Club 50")

        game: Game | None = Game.NLHE
        if "game" in top:
            game = self.game(top["game"][1])

        stack = None
        stack_node = None
        if "starting_stack" in top:
            stack_node = top["starting_stack"][1]
            stack = self.amount(stack_node, "starting_stack")
        else:
            missing(
                "starting_stack",
                "missing 'starting_stack': the chips each player starts with, "
                "like starting_stack: 10000",
            )

        default_seconds = None
        if "level_minutes" in top:
            default_seconds = self.duration(top["level_minutes"][1], "level_minutes")

        chips: tuple[int, ...] = ()
        if "chips" in top:
            chips = self._chips(top["chips"][1])

        description = ""
        if "description" in top:
            description = self.text(top["description"][1], "description") or ""

        entries: list[Entry] = []
        levels_node = None
        if "levels" in top:
            levels_node = top["levels"][1]
            entries = self._entries(levels_node, game, default_seconds, "level_minutes" in top)
        else:
            missing(
                "levels",
                "missing 'levels': list the levels and breaks in order under levels:, "
                "like - blinds: 10-20",
            )

        if self.has_errors or name is None or stack is None or game is None:
            return None
        self._warnings(levels_node, entries, chips, stack, stack_node)
        return Structure(
            name=name.strip(),
            game=game,
            starting_stack=stack,
            entries=tuple(entries),
            chips=chips,
            description=description.strip(),
            source=self.file,
        )

    def _chips(self, node: yaml.Node) -> tuple[int, ...]:
        if not self.tag_ok(node):
            return ()
        if not isinstance(node, yaml.SequenceNode):
            self.error(
                node, f"chips must be a list of chip values like [25, 100, 500], not {kind(node)}"
            )
            return ()
        values: list[int] = []
        for item in node.value:
            v = self.amount(item, "a chip value")
            if v is None:
                continue
            if v in values:
                self.error(item, f"chip value {v} is listed twice; list each value once")
                continue
            values.append(v)
        if not node.value:
            self.error(node, "chips is an empty list; list the chip values or leave chips out")
        return tuple(sorted(values))

    def _entries(
        self, node: yaml.Node, game: Game | None, default_seconds: int | None, has_default: bool
    ) -> list[Entry]:
        if not self.tag_ok(node):
            return []
        if isinstance(node, yaml.ScalarNode) and node.tag == NULL:
            self.error(
                node,
                "levels is empty; list the levels under it, one per line starting with '- '",
            )
            return []
        if not isinstance(node, yaml.SequenceNode):
            self.error(
                node, f"levels must be a list (each item starting with '- '), not {kind(node)}"
            )
            return []
        if not node.value:
            self.error(
                node, "the level list is empty; add at least one level, like - blinds: 10-20"
            )
            return []
        entries: list[Entry] = []
        number = 0
        for item in node.value:
            if isinstance(item, yaml.MappingNode) and any(
                isinstance(k, yaml.ScalarNode) and k.value == "break" for k, _ in item.value
            ):
                brk = self._break(item)
                if brk is not None:
                    entries.append(brk)
                continue
            number += 1
            level = self._level(item, number, game, default_seconds, has_default)
            if level is not None:
                entries.append(level)
        if not any(isinstance(e, Level) for e in entries) and not self.has_errors:
            self.error(node, "the list has only breaks; add at least one level")
        return entries

    def _break(self, node: yaml.MappingNode) -> Break | None:
        names = {k.value: k for k, _ in node.value if isinstance(k, yaml.ScalarNode)}
        mixed = [k for k in LEVEL_KEYS if k in names and k not in BREAK_KEYS]
        if mixed:  # "- blinds: 20-40 / break: 10": the break written inside a level
            self.error(
                names["break"],
                f"a break inside a level (with {mixed[0]}); give the break its own item, "
                "like - break: 10",
            )
            return None
        keys = self.mapping(node, "a break", BREAK_KEYS)
        if "break" not in keys:
            return None
        seconds = self.duration(keys["break"][1], "break")
        color_up: list[int] = []
        ok = True
        if "color_up" in keys:
            cu = keys["color_up"][1]
            if not self.tag_ok(cu):
                ok = False
            elif isinstance(cu, yaml.ScalarNode) and cu.tag == NULL:
                self.error(cu, "color_up is empty; list the chips to race off, like color_up: [25]")
                ok = False
            else:
                items = cu.value if isinstance(cu, yaml.SequenceNode) else [cu]
                for item in items:
                    v = self.amount(item, "a colour-up chip value")
                    if v is None:
                        ok = False
                    else:
                        color_up.append(v)
        name = ""
        if "name" in keys:
            name = self.text(keys["name"][1], "name") or ""
        if seconds is None or not ok:
            return None
        return Break(seconds=seconds, color_up=tuple(sorted(set(color_up))), name=name)

    def _level(
        self,
        node: yaml.Node,
        number: int,
        default_game: Game | None,
        default_seconds: int | None,
        has_default: bool,
    ) -> Level | None:
        what = f"level {number}"
        if not isinstance(node, yaml.MappingNode):
            if self.tag_ok(node):
                self.error(
                    node, f"{what} must be keys and values, like - blinds: 10-20, not {kind(node)}"
                )
            return None
        keys = self.mapping(node, what, LEVEL_KEYS, suggest=("break", "color_up"))
        if not node.value:
            self.error(node, f"{what} is empty; write its blinds, like - blinds: 10-20")
            return None
        errors_before = self.error_count
        # A key reported as unknown is most likely the one that looks missing: say it once.
        typo = bool(self.unknown_keys(node))
        game = default_game
        if "game" in keys:
            game = self.game(keys["game"][1])

        amounts: dict[str, int] = {}
        if "blinds" in keys:
            if "small_blind" in keys or "big_blind" in keys:
                self.error(
                    keys["blinds"][0],
                    f"{what} gives both 'blinds' and small_blind/big_blind; keep only blinds: 10-20",
                )
            p = self.pair(keys["blinds"][1], "blinds", ("small blind", "big blind"))
            if p:
                amounts["small_blind"], amounts["big_blind"] = p
        if "bets" in keys:
            if "small_bet" in keys or "big_bet" in keys:
                self.error(
                    keys["bets"][0],
                    f"{what} gives both 'bets' and small_bet/big_bet; keep only bets: 20-40",
                )
            p = self.pair(keys["bets"][1], "bets", ("small bet", "big bet"))
            if p:
                amounts["small_bet"], amounts["big_bet"] = p
        for key in ("small_blind", "big_blind", "small_bet", "big_bet", "bring_in"):
            if key in keys:
                v = self.amount(keys[key][1], key.replace("_", " "))
                if v is not None:
                    amounts[key] = v
        for key in ("ante", "bb_ante"):
            if key in keys:
                label = "big blind ante" if key == "bb_ante" else key
                v = self.amount(keys[key][1], label, allow_zero=True)
                if v is not None:
                    amounts[key] = v

        seconds = default_seconds
        if "minutes" in keys:
            seconds = self.duration(keys["minutes"][1], "minutes")
        elif not has_default and not typo:
            self.error(
                node,
                f"{what} has no duration: add 'minutes: 10' to it, or 'level_minutes: 10' "
                "at the top for every level",
            )
        name = ""
        if "name" in keys:
            name = self.text(keys["name"][1], "name") or ""

        self._order(what, keys, amounts)
        if game is not None:
            self._game_rules(what, game, keys, amounts, node, typo)
        if self.error_count > errors_before or seconds is None or game is None:
            return None
        return Level(number=number, game=game, seconds=seconds, name=name, **amounts)

    def _order(self, what: str, keys: dict[str, tuple], amounts: dict[str, int]) -> None:
        """Big blind below the small blind, big bet below the small bet: wrong in any game."""
        for small_key, big_key, pair_key, label in (
            ("small_blind", "big_blind", "blinds", "blind"),
            ("small_bet", "big_bet", "bets", "bet"),
        ):
            small, big = amounts.get(small_key), amounts.get(big_key)
            if small is None or big is None or big >= small:
                continue
            at = keys.get(pair_key) or keys.get(big_key) or keys[small_key]
            self.error(
                at[1],
                f"{what}: big {label} {big:,} is below the small {label} {small:,}; "
                f"write the small {label} first, like {pair_key}: {big}-{small}",
            )

    def _game_rules(
        self,
        what: str,
        game: Game,
        keys: dict[str, tuple],
        amounts: dict[str, int],
        node: yaml.Node,
        typo: bool,
    ) -> None:
        """Check which amounts a level of ``game`` needs and allows; fills fixed-limit bets."""

        def first_key(names: tuple[str, ...]) -> yaml.Node:
            return next(keys[k][0] for k in names if k in keys)

        has_blinds = any(k in keys for k in _BLIND_KEYS)
        has_bets = any(k in keys for k in _BET_KEYS)
        if game.uses_blinds:
            if not has_blinds:
                if not typo:
                    self.error(node, f"{what} has no blinds; write blinds: 10-20")
            elif "blinds" not in keys and ("small_blind" in keys) != ("big_blind" in keys):
                lack = "big blind" if "small_blind" in keys else "small blind"
                self.error(node, f"{what} has no {lack}; write both as blinds: 10-20 (small-big)")
            if "bring_in" in keys:
                self.error(
                    keys["bring_in"][0],
                    f"{what}: a bring-in is only used in stud, not in {game.label}; "
                    "remove bring_in (or add game: stud to the level)",
                )
            if game is Game.FLHE:
                if "big_blind" in amounts and not has_bets:
                    # TDA/WSOP limit structures: small bet = big blind, big bet = twice that.
                    amounts["small_bet"] = amounts["big_blind"]
                    amounts["big_bet"] = 2 * amounts["small_bet"]
                elif "small_bet" in amounts and "big_bet" not in keys and "bets" not in keys:
                    amounts["big_bet"] = 2 * amounts["small_bet"]
                elif "big_bet" in amounts and "small_bet" not in keys and "bets" not in keys:
                    self.error(
                        keys["big_bet"][0],
                        f"{what} has a big bet but no small bet; write bets: 20-40",
                    )
            elif has_bets:
                self.error(
                    first_key(_BET_KEYS),
                    f"{what}: small and big bets are only used in fixed-limit games, not in "
                    f"{game.label}; remove them (or set the level's game)",
                )
        else:
            if has_blinds:
                self.error(
                    first_key(_BLIND_KEYS),
                    f"{what}: stud has no blinds; give ante, bring_in and bets instead",
                )
            if "bb_ante" in keys:
                self.error(
                    keys["bb_ante"][0], f"{what}: stud has no big blind ante; write ante instead"
                )
            if not has_bets:
                if not typo:
                    self.error(node, f"{what} (stud) has no bets; write bets: 20-40")
            elif "bets" not in keys and ("small_bet" in keys) != ("big_bet" in keys):
                lack = "big bet" if "small_bet" in keys else "small bet"
                self.error(node, f"{what} (stud) has no {lack}; write both as bets: 20-40")
            if "bring_in" not in keys and not typo:
                self.error(
                    node,
                    f"{what} (stud) has no bring-in; add the amount the lowest door card must "
                    "bet, like bring_in: 10",
                )
        if game is Game.STUD:
            small = amounts.get("small_bet")
            bring_in = amounts.get("bring_in")
            if small is not None and bring_in is not None and bring_in > small:
                self.error(
                    keys["bring_in"][1],
                    f"{what}: bring-in {bring_in:,} is above the small bet {small:,}; "
                    "the bring-in is at most the small bet",
                )

    def _warnings(
        self,
        levels_node: yaml.Node | None,
        entries: list[Entry],
        chips: tuple[int, ...],
        stack: int,
        stack_node: yaml.Node | None = None,
    ) -> None:
        items = levels_node.value if isinstance(levels_node, yaml.SequenceNode) else []
        nodes = dict(zip(range(len(entries)), items, strict=False))
        in_play = set(chips)
        if chips and not _makeable(stack, in_play):
            self.warn(
                stack_node,
                f"the starting stack {stack:,} cannot be made with the chips {_chip_list(in_play)}",
            )
        last_of_game: dict[Game, Level] = {}
        for i, e in enumerate(entries):
            node = nodes.get(i)
            if isinstance(e, Break):
                for chip in e.color_up:
                    if chips and chip not in chips:
                        self.warn(
                            node, f"break colours up chip {chip}, which is not in the chip set"
                        )
                    elif chips and chip not in in_play:
                        self.warn(
                            node,
                            f"break colours up chip {chip}, already raced off at an earlier break",
                        )
                    in_play.discard(chip)
                if chips and e.color_up and not in_play:
                    self.warn(node, "after this colour-up no chips are left in play")
                if i == len(entries) - 1:
                    self.warn(node, "the structure ends with a break")
                elif isinstance(entries[i + 1], Break):
                    self.warn(nodes.get(i + 1), "two breaks in a row")
                continue
            what = f"level {e.number}"
            if e.game.uses_blinds:
                if e.big_blind != 2 * e.small_blind:
                    self.warn(
                        node,
                        f"{what}: big blind {e.big_blind:,} is not twice the small blind {e.small_blind:,}",
                    )
                if e.ante > e.big_blind:
                    self.warn(
                        node, f"{what}: ante {e.ante:,} is above the big blind {e.big_blind:,}"
                    )
                if e.bb_ante > 2 * e.big_blind:
                    self.warn(
                        node,
                        f"{what}: big blind ante {e.bb_ante:,} is more than twice the big blind",
                    )
                if e.ante and e.bb_ante:
                    self.warn(node, f"{what} has both an ante and a big blind ante")
            else:
                if e.ante > e.small_bet:
                    self.warn(
                        node, f"{what}: ante {e.ante:,} is above the small bet {e.small_bet:,}"
                    )
                if e.big_bet != 2 * e.small_bet:
                    self.warn(
                        node,
                        f"{what}: big bet {e.big_bet:,} is not twice the small bet {e.small_bet:,}",
                    )
            # In a mixed event the stakes are compared with the last level of the same game.
            previous = last_of_game.get(e.game)
            if previous is not None and _stakes(e) < _stakes(previous):
                self.warn(
                    node,
                    f"{what}: the stakes go down from level {previous.number} "
                    f"({previous.blinds_text} to {e.blinds_text})",
                )
            last_of_game[e.game] = e
            if in_play:
                bad = [
                    f"{k.replace('_', ' ')} {v:,}"
                    for k, v in e.amounts().items()
                    if not _makeable(v, in_play)
                ]
                if bad:
                    self.warn(
                        node,
                        f"{what}: {', '.join(bad)} cannot be made with the chips in play {_chip_list(in_play)}",
                    )
        levels = [e for e in entries if isinstance(e, Level)]
        if (
            levels
            and levels_node is not None
            and sum(e.seconds for e in entries) < 3600
            and len(levels) > 1
        ):
            self.warn(levels_node, "the whole structure lasts less than an hour")


def _stakes(level: Level) -> tuple[int, int]:
    if level.game.uses_blinds:
        return (level.big_blind, level.small_blind)
    return (level.big_bet, level.small_bet)


def _makeable(amount: int, chips: Iterable[int]) -> bool:
    """True if ``amount`` is a sum of the given chip values (any number of each)."""
    values = sorted(set(chips))
    if not values:
        return True
    g = 0
    for v in values:
        g = gcd(g, v)
    if amount % g:
        return False
    if values[0] == g:  # the smallest chip divides every other: any multiple of it can be made
        return True
    # The smallest sum in each residue class modulo the smallest chip (Dijkstra over the
    # residues): an amount can be made exactly when it is at least the smallest sum in its class.
    target = amount // g
    vs = [v // g for v in values]
    base = vs[0]
    if base > 10_000:  # no real chip set is like this; do not guess (and do not spend seconds)
        return True
    best = [target + 1] * base
    best[0] = 0
    heap = [(0, 0)]
    while heap:
        d, r = heapq.heappop(heap)
        if d > best[r]:
            continue
        for v in vs[1:]:
            nd = d + v
            if nd < best[nd % base]:
                best[nd % base] = nd
                heapq.heappush(heap, (nd, nd % base))
    return best[target % base] <= target


def _chip_list(chips: Iterable[int]) -> str:
    return "[" + ", ".join(f"{c:,}" for c in sorted(chips)) + "]"


def check_text(text: str, filename: str = "<structure>") -> CheckResult:
    """Check structure YAML given as text; never raises for bad input."""
    reader = _Reader(filename)
    structure = reader.read(text)
    diags = reader.sorted_diagnostics()
    if any(d.severity is Severity.ERROR for d in diags):
        structure = None
    return CheckResult(structure, diags)


def check_file(path: str | Path) -> CheckResult:
    """Check a structure file; unreadable files are reported as diagnostics too."""
    text, problems = read_text(path)
    if text is None:
        return CheckResult(None, tuple(problems))
    return check_text(text, str(path))


def load_structure(path: str | Path) -> Structure:
    """Load a structure file; raises StructureError (with every diagnostic) if it has errors."""
    result = check_file(path)
    if result.structure is None:
        raise StructureError(result.diagnostics)
    return result.structure


def loads_structure(text: str, filename: str = "<structure>") -> Structure:
    """Load a structure from YAML text; raises StructureError if it has errors."""
    result = check_text(text, filename)
    if result.structure is None:
        raise StructureError(result.diagnostics)
    return result.structure


# --------------------------------------------------------------------------------------------
# Writing
# --------------------------------------------------------------------------------------------


def _printable(char: str) -> bool:
    """True for characters YAML lets stand as they are inside a double-quoted scalar."""
    c = ord(char)
    if char in '"\\' or c in (0x85, 0x2028, 0x2029, 0xFEFF):  # quotes and line breaks
        return False
    return 0x20 <= c <= 0x7E or 0xA0 <= c <= 0xD7FF or 0xE000 <= c <= 0xFFFD or c >= 0x10000


def _scalar(value: Any) -> str:
    """``value`` as YAML: text in double quotes, escaping whatever YAML would not keep as is."""
    if not isinstance(value, str):
        return str(value)
    out = []
    for char in value:
        c = ord(char)
        if _printable(char):
            out.append(char)
        elif char in '"\\':
            out.append("\\" + char)
        elif c <= 0xFF:
            out.append(f"\\x{c:02x}")
        elif c <= 0xFFFF:
            out.append(f"\\u{c:04x}")
        else:
            out.append(f"\\U{c:08x}")
    return '"' + "".join(out) + '"'


def _minutes_text(seconds: int) -> str:
    if seconds % 60 == 0:
        return str(seconds // 60)
    return f'"{seconds // 60}:{seconds % 60:02d}"'


def dump_structure(structure: Structure) -> str:
    """The structure as YAML in the compact form; loading it gives back an equal structure."""
    durations = [e.seconds for e in structure.levels]
    default = max(set(durations), key=durations.count)
    lines = [f"name: {_scalar(structure.name)}"]
    if structure.description:
        lines.append(f"description: {_scalar(structure.description)}")
    lines.append(f"game: {structure.game.value}")
    lines.append(f"starting_stack: {structure.starting_stack}")
    lines.append(f"level_minutes: {_minutes_text(default)}")
    if structure.chips:
        lines.append("chips: [" + ", ".join(str(c) for c in structure.chips) + "]")
    lines.append("levels:")
    for e in structure.entries:
        if isinstance(e, Break):
            lines.append(f"  - break: {_minutes_text(e.seconds)}")
            if e.color_up:
                lines.append("    color_up: [" + ", ".join(str(c) for c in e.color_up) + "]")
            if e.name:
                lines.append(f"    name: {_scalar(e.name)}")
            continue
        parts = []
        if e.game is not structure.game:
            parts.append(f"game: {e.game.value}")
        if e.game.uses_blinds:
            parts.append(f"blinds: {e.small_blind}-{e.big_blind}")
        if e.ante:
            parts.append(f"ante: {e.ante}")
        if e.bb_ante:
            parts.append(f"bb_ante: {e.bb_ante}")
        if e.game.is_fixed_limit:
            parts.append(f"bets: {e.small_bet}-{e.big_bet}")
        if e.bring_in:
            parts.append(f"bring_in: {e.bring_in}")
        if e.seconds != default:
            parts.append(f"minutes: {_minutes_text(e.seconds)}")
        if e.name:
            parts.append(f"name: {_scalar(e.name)}")
        lines.append("  - " + parts[0])
        lines.extend("    " + p for p in parts[1:])
    return "\n".join(lines) + "\n"


def shipped_structures_dir() -> Path:
    """The folder of structures shipped with the app."""
    from director.paths import data_dir

    return data_dir() / "structures"


def default_structure_path() -> Path:
    """The structure the app opens with when there is nothing else: the club's own."""
    return shipped_structures_dir() / "club-50.yaml"


def shipped_structures() -> list[Path]:
    """Every shipped structure file, sorted by name."""
    return sorted(shipped_structures_dir().glob("*.yaml"))
