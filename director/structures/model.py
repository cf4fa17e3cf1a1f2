"""The value of a blind structure: its levels and breaks in order, and their schedule.

A structure is a name, a game, a starting stack, an optional chip set and an ordered list of
levels and breaks (:data:`Entry`). Every value here is checked when it is made; reading one
from YAML, with every mistake at its place in the file, is :mod:`director.structures.reader`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from director.errors import DirectorError
from director.i18n import Msg
from director.structures.errors import StructureValueError
from director.structures.games import Game
from director.yamlread import Listing, Number


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
            raise StructureValueError("structures.err.level_number")
        if self.seconds <= 0:
            raise StructureValueError("structures.err.level_seconds")
        amounts = (self.small_blind, self.big_blind, self.ante, self.bb_ante, self.small_bet)
        if min(*amounts, self.big_bet, self.bring_in) < 0:
            raise StructureValueError("structures.err.negative_amount")

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
        """How the level is written on the clock: ``100-200``, or the bets ``20-40`` in stud."""
        return self.stakes().text("en")

    def stakes(self) -> Listing:
        """The blinds (the bets in stud) as ``small-big``, said in any language."""
        if self.game is Game.STUD:
            return Listing((Number(self.small_bet), Number(self.big_bet)), separator="-")
        return Listing((Number(self.small_blind), Number(self.big_blind)), separator="-")

    @property
    def ante_text(self) -> str:
        """``ante 25``, ``BB ante 200`` or an empty string (English; see :meth:`antes`)."""
        return self.antes("en")

    def antes(self, lang: str = "en") -> str:
        """The antes as the clock writes them in ``lang``, or an empty string."""
        ante, bb_ante = Number(self.ante), Number(self.bb_ante)
        if self.bb_ante and self.ante:
            return Msg("structures.ante.both", ante=ante, bb_ante=bb_ante).text(lang)
        if self.bb_ante:
            return Msg("structures.ante.bb", bb_ante=bb_ante).text(lang)
        if self.ante:
            return Msg("structures.ante.ante", ante=ante).text(lang)
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
            raise StructureValueError("structures.err.break_seconds")

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
    #: How many of each chip the case holds, ``(value, count)`` smallest first, when ``chips:``
    #: is written as a chip set (``{25: 400, 100: 600}``); ``chips`` then holds its values.
    chip_counts: tuple[tuple[int, int], ...] = ()
    _starts: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise StructureValueError("structures.err.no_name")
        if self.starting_stack <= 0:
            raise StructureValueError("structures.err.no_stack")
        if not any(isinstance(e, Level) for e in self.entries):
            raise StructureValueError("structures.err.no_levels")
        if self.chip_counts:
            object.__setattr__(self, "chip_counts", tuple(sorted(self.chip_counts)))
            object.__setattr__(self, "chips", tuple(v for v, _ in self.chip_counts))
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
    def path(self) -> Path | None:
        """The file the structure was read from; None if it was not read from a file.

        A text read without a file has a name in angle brackets (``<tournament structure>``,
        as Python writes ``<string>``): that is not a file a director could open.
        """
        source = self.source.strip()
        if not source or (source.startswith("<") and source.endswith(">")):
            return None
        return Path(source)

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
        raise DirectorError("structures.err.no_level", number=number, count=len(self.levels))

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
        from director.structures.dump import dump_structure  # dump imports this module

        return dump_structure(self)
