"""The club's chip set: what the case holds, the starting stacks it makes, and the colour-ups.

A :class:`ChipSet` is each chip's value and how many of it the case holds (``25:400,100:600``).
From it:

- :func:`breakdown` hands out a starting stack the way card rooms do, and says how many players
  the set seats with it;
- :func:`unpostable` finds the levels whose blinds, antes or bring-in cannot be made with the
  chips still in play (a chip coloured up at a break is gone after it);
- :func:`colour_up` says, for a break that colours up, which chips leave, roughly how many are
  in play, how many chips of the next value the bank brings, and the chip race (TDA).

The breakdown rule (common card-room practice; the TDA leaves the breakdown to the house):

1. Only chips the set holds for every player count: ``count // players`` of each value at
   most, and no chip worth more than the stack.
2. The bulk of the stack is in the *top* chip: the largest value of which the stack holds at
   least four (rooms keep the chips above it in the rack for the colour-ups; a stack of one
   5,000 chip and change cannot post anything).
3. Each chip below the top makes change for two of the next chip up (eight 25s for two 100s,
   ten 100s for two 500s), and the smallest chip comes at least eight to a stack, since the
   first levels' blinds are posted with it. These targets stop at half the stack, so that a
   small stack is not all small chips.
4. The stack adds up exactly: the counts nearest these targets that make the stack exactly,
   the top chip taking the rest; only if that cannot be done are chips above the top used.

The search is complete: whenever some breakdown of the stack fits in the set for the players,
one is found.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise
from math import gcd

from director.errors import DirectorError
from director.i18n import Msg
from director.limits import MAX_CHIPS, MAX_COUNT
from director.structures.levels import amount_name
from director.structures.model import Break, Entry, Level, Structure
from director.structures.warnings import makeable
from director.yamlread import Listing, Number, chip_list

#: Fewest players a starting stack is handed out to (a tournament needs two).
MIN_PLAYERS = 2
#: A stack holds at least this many of its top chip (rule 2 of the module's docstring).
TOP_CHIP_SHARE = 4
#: The smallest chip comes at least this many to a stack (rule 3).
SMALLEST_CHIPS = 8
#: Each chip below the top makes change for this many of the next chip up (rule 3).
CHANGE_FOR = 2


@dataclass(frozen=True, slots=True)
class ChipSet:
    """Each chip's value and how many of it the case holds, smallest value first.

    Attributes:
        counts: ``(value, count)`` pairs; every value and count above 0, each value once.

    Raises:
        DirectorError: No chips, a value or count of 0 or less, a value listed twice.
    """

    counts: tuple[tuple[int, int], ...]

    def __post_init__(self) -> None:
        what = Msg("structures.chips.what.setting")
        pairs = tuple(self.counts)
        _check_pairs(pairs, what)
        object.__setattr__(self, "counts", tuple(sorted(pairs)))

    @classmethod
    def parse(cls, text: str, what: str | Msg = "--chipset") -> ChipSet:
        """A chip set as a director types it: ``25:400,100:600,500:200`` (spaces allowed).

        Args:
            text: What was typed; items separated by commas, semicolons or spaces.
            what: The option or field named in an error (``--chipset``, the settings' field).

        Raises:
            DirectorError: One line naming ``what``: no chips, an item that is not
                ``VALUE:COUNT``, a value or count of 0 or less, a value listed twice.
        """
        items = [i for i in re.split(r"[,;\s]+", re.sub(r"\s*:\s*", ":", text)) if i]
        if not items:
            raise DirectorError("structures.chips.err.empty", what=what)
        pairs: list[tuple[int, int]] = []
        for item in items:
            m = re.fullmatch(r"([+-]?\d{1,12}):([+-]?\d{1,12})", item)
            if m is None:
                raise DirectorError("structures.chips.err.item", what=what, item=item)
            pairs.append((int(m.group(1)), int(m.group(2))))
        _check_pairs(tuple(pairs), what)
        return cls(tuple(pairs))

    @classmethod
    def of(cls, counts: Mapping[int, int]) -> ChipSet:
        """A chip set from ``{value: count}``."""
        return cls(tuple(counts.items()))

    @property
    def values(self) -> tuple[int, ...]:
        """The chip values, smallest first."""
        return tuple(v for v, _ in self.counts)

    def __getitem__(self, value: int) -> int:
        """How many chips of ``value`` the case holds (0 for a value not in it)."""
        return dict(self.counts).get(value, 0)

    def __iter__(self) -> Iterator[tuple[int, int]]:
        return iter(self.counts)

    @property
    def total(self) -> int:
        """What the whole case is worth in chips."""
        return sum(v * n for v, n in self.counts)

    def text(self) -> str:
        """The set as it is typed: ``25:400,100:600`` (what :meth:`parse` reads back)."""
        return ",".join(f"{v}:{n}" for v, n in self.counts)

    def to_list(self) -> list[list[int]]:
        """Plain data for the log: ``[[value, count], ...]``."""
        return [[v, n] for v, n in self.counts]

    @classmethod
    def from_list(cls, data: Sequence[Sequence[int]]) -> ChipSet:
        """Read back :meth:`to_list`."""
        return cls(tuple((int(v), int(n)) for v, n in data))


def _check_pairs(pairs: tuple[tuple[int, int], ...], what: str | Msg) -> None:
    """Refuse an empty set, values or counts of 0 or less or beyond the ceilings, repeats."""
    if not pairs:
        raise DirectorError("structures.chips.err.empty", what=what)
    seen: set[int] = set()
    for value, count in pairs:
        if value <= 0:
            raise DirectorError("structures.chips.err.value", what=what, value=value)
        if count <= 0:
            raise DirectorError("structures.chips.err.count", what=what, value=value, count=count)
        for number, most in ((value, MAX_CHIPS), (count, MAX_COUNT)):
            if number > most:
                raise DirectorError(
                    "structures.chips.err.too_big", what=what, value=number, most=Number(most)
                )
        if value in seen:
            raise DirectorError("structures.chips.err.twice", what=what, value=value)
        seen.add(value)


def tournament_chipset(settings_chipset: ChipSet | None, structure: Structure) -> ChipSet | None:
    """The tournament's chip set: its settings', else the structure's ``chips:`` with counts."""
    if settings_chipset is not None:
        return settings_chipset
    if structure.chip_counts:
        return ChipSet(structure.chip_counts)
    return None


# -- the starting stack ----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Breakdown:
    """A starting stack handed out from a chip set.

    Attributes:
        stack: The starting stack.
        players: How many stacks were asked for.
        counts: ``(value, count)`` of one player's stack, smallest value first, no zero count.
        max_players: The most players the set seats with this same breakdown.
    """

    stack: int
    players: int
    counts: tuple[tuple[int, int], ...]
    max_players: int

    @property
    def per_player(self) -> dict[int, int]:
        """``{value: count}`` of one player's stack; the values times counts add up to it."""
        return dict(self.counts)

    @property
    def chips(self) -> int:
        """How many chips one player's stack is."""
        return sum(n for _, n in self.counts)

    def items(self, lang: str = "en") -> str:
        """``8 × 25, 8 × 100, 4 × 500, 7 × 1,000``, as a seat card prints it."""
        return ", ".join(
            Msg("structures.chips.item", count=n, value=Number(v)).text(lang)
            for v, n in self.counts
        )


def breakdown(stack: int, players: int, chipset: ChipSet) -> Breakdown:
    """One player's starting stack from ``chipset`` for ``players`` players.

    The rule is the module's (card-room practice): the bulk in the largest chip of which the
    stack holds four, enough of each smaller chip to change two of the next, at least eight of
    the smallest; exactly the stack, and never more of a chip than the set holds for everyone.

    Args:
        stack: The starting stack.
        players: How many players are handed one.
        chipset: The chips the case holds.

    Raises:
        DirectorError: A stack of 0 or less, fewer than two players; a set that cannot make
            the stack for everyone (the line says how many players it can seat, or why no
            stack can be made).
    """
    if stack <= 0:
        raise DirectorError("structures.chips.err.stack", stack=stack)
    if players < MIN_PLAYERS:
        raise DirectorError("structures.chips.err.players", players=players)
    counts = _hand_out(stack, players, chipset)
    if counts is None:
        raise _cannot(stack, players, chipset)
    most = min(chipset[v] // n for v, n in counts.items())
    return Breakdown(stack, players, tuple(sorted(counts.items())), most)


def largest_field(stack: int, chipset: ChipSet) -> Breakdown | None:
    """The breakdown for the most players the set can hand ``stack`` to (None: not even two).

    The settings show it beside the chip set: how big a field the case serves, and how.
    """
    if stack <= 0:
        return None
    lo = _most_seated(stack, chipset, chipset.total // stack + 1)
    return breakdown(stack, lo, chipset) if lo >= MIN_PLAYERS else None


def _most_seated(stack: int, chipset: ChipSet, never: int) -> int:
    """The most players (below ``never``) the set hands ``stack`` to; 1 when not even one.

    Whether a field can be served only gets harder with more players, so a binary search finds
    the edge.
    """
    lo, hi = 1, never  # seats lo players (1: none), never hi
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if _hand_out(stack, mid, chipset) is None:
            hi = mid
        else:
            lo = mid
    return lo


def _cannot(stack: int, players: int, chipset: ChipSet) -> DirectorError:
    """Why the set cannot hand out ``players`` stacks: the most it seats, or what is missing."""
    chips = chip_list(chipset.values)
    if not makeable(stack, [v for v in chipset.values if v <= stack]):
        return DirectorError("structures.chips.err.sum", chips=chips, stack=Number(stack))
    lo = _most_seated(stack, chipset, players)
    if lo >= MIN_PLAYERS:
        return DirectorError(
            "structures.chips.err.seats",
            stack=Number(stack),
            most=lo,
            players=players,
        )
    if chipset.total < MIN_PLAYERS * stack:
        return DirectorError(
            "structures.chips.err.short",
            total=Number(chipset.total),
            players=MIN_PLAYERS,
            stack=Number(stack),
            needed=Number(MIN_PLAYERS * stack),
        )
    return DirectorError("structures.chips.err.few", stack=Number(stack), chips=chips)


def _targets(stack: int, values: Sequence[int]) -> dict[int, int]:
    """How many of each chip below the top a stack should hold (rule 3), within half the stack."""
    targets: dict[int, int] = {}
    budget = stack // 2
    for i, (small, bigger) in enumerate(pairwise(values)):
        want = -(-CHANGE_FOR * bigger // small)
        if i == 0:
            want = max(want, SMALLEST_CHIPS)
        want = min(want, budget // small)
        targets[small] = want
        budget -= want * small
    return targets


def _hand_out(stack: int, players: int, chipset: ChipSet) -> dict[int, int] | None:
    """The counts of one stack (rules 1 to 4), or None if the set cannot make it for all."""
    avail = {v: n // players for v, n in chipset if v <= stack and n // players}
    if not avail:
        return None
    usable = sorted(avail)
    top = max((v for v in usable if TOP_CHIP_SHARE * v <= stack), default=usable[0])
    body = [v for v in usable if v <= top]
    targets = _targets(stack, body)
    # Small chips first (each nearest its target), then the top chip (as many as fit), then
    # the chips above the top (as few as possible).
    order = [(v, targets[v]) for v in body[:-1]]
    order.append((top, avail[top]))
    order.extend((v, 0) for v in usable if v > top)
    found = _search(stack, order, avail)
    if found is None:
        return None
    return {v: n for v, n in found.items() if n}


def _nearest(target: int, most: int) -> Iterator[int]:
    """0..most, nearest ``target`` first (one more before one fewer: change is never short)."""
    target = min(max(target, 0), most)
    yield target
    for step in range(1, most + 1):
        up, down = target + step, target - step
        if up > most and down < 0:
            return
        if up <= most:
            yield up
        if down >= 0:
            yield down


def _search(
    stack: int, order: Sequence[tuple[int, int]], avail: Mapping[int, int]
) -> dict[int, int] | None:
    """Counts for each chip of ``order`` (value, preferred count) that add up to ``stack``.

    Depth first in ``order``, trying each chip's counts nearest its preferred one; what cannot
    be made from a chip on (the rest too big for what is left, not a multiple of what is left)
    is cut, and each (chip, rest) found impossible is remembered, so the search is complete and
    visits each state once.
    """
    values = [v for v, _ in order]
    size = len(values)
    room = [0] * (size + 1)  # what the chips from i on can make at most
    step = [0] * (size + 1)  # the gcd of the chips from i on
    for i in range(size - 1, -1, -1):
        room[i] = room[i + 1] + values[i] * avail[values[i]]
        step[i] = gcd(step[i + 1], values[i])
    dead: set[tuple[int, int]] = set()

    def go(i: int, rest: int) -> list[int] | None:
        if rest == 0:
            return [0] * (size - i)
        if i == size or rest > room[i] or rest % step[i] or (i, rest) in dead:
            return None
        value, preferred = order[i]
        low = max(0, -(-(rest - room[i + 1]) // value))
        high = min(avail[value], rest // value)
        for n in _nearest(preferred, high):
            if n < low:
                continue
            tail = go(i + 1, rest - n * value)
            if tail is not None:
                return [n, *tail]
        dead.add((i, rest))
        return None

    counts = go(0, stack)
    return None if counts is None else dict(zip(values, counts, strict=True))


# -- posting the blinds ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Unpostable:
    """A level some of whose amounts cannot be made with the chips in play then.

    Attributes:
        index: The level's entry index in the structure.
        level: The level.
        amounts: ``(key, amount)`` of each amount that cannot be made (``big_blind``, ``ante``).
        chips: The chip values in play during the level.
    """

    index: int
    level: Level
    amounts: tuple[tuple[str, int], ...]
    chips: tuple[int, ...]

    def msg(self) -> Msg:
        """The problem in words (``level 4: ante 30 cannot be made with the chips [25, 100]``)."""
        return Msg(
            "structures.chips.err.unpostable",
            what=Msg("structures.what.level", number=self.level.number),
            amounts=Listing(
                tuple(
                    Msg("structures.amount", name=_amount_word(k), value=Number(v))
                    for k, v in self.amounts
                )
            ),
            chips=chip_list(self.chips),
        )


def _amount_word(key: str) -> Msg:
    return Msg("structures.what.bb_ante_short") if key == "bb_ante" else amount_name(key)


def in_play(
    entries: Iterable[Entry], chips: Iterable[int]
) -> Iterator[tuple[int, tuple[int, ...]]]:
    """Each entry's index and the chip values in play during it (colour-ups take chips away).

    A break's colour-up takes effect after the break: during the break the chips it races off
    are still on the tables.
    """
    now = set(chips)
    for i, e in enumerate(entries):
        yield i, tuple(sorted(now))
        if isinstance(e, Break):
            now -= set(e.color_up)


def unpostable(entries: Iterable[Entry], chips: Iterable[int]) -> list[Unpostable]:
    """The levels whose blinds, antes, bets or bring-in the chips in play then cannot make.

    Args:
        entries: The structure's levels and breaks, in order.
        chips: The chip values in play at the start (the set's values).
    """
    entries = tuple(entries)
    out = []
    for i, now in in_play(entries, chips):
        e = entries[i]
        if not isinstance(e, Level):
            continue
        bad = tuple((k, v) for k, v in e.amounts().items() if not makeable(v, now or (1,)))
        if bad or not now:
            out.append(Unpostable(i, e, bad or tuple(e.amounts().items()), now))
    return out


# -- the colour-up ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ColourUp:
    """What a break's colour-up asks of the bank, and how the odd chips are raced (TDA).

    Each player changes the chips that leave for chips of ``to`` at their value; the odd ones
    (worth less than one ``to`` chip) are raced off: starting in seat 1, one card per odd chip,
    at most one ``to`` chip to a player, and nobody is raced out (a player losing their last
    chips gets one chip of the smallest value still in play).

    Attributes:
        chips: The values that leave play.
        to: The smallest value still in play after the break (None: none is left).
        count: About how many of the leaving chips are in play (stacks handed out × the
            breakdown's count of each): chips change hands, never numbers.
        value: What those chips are worth.
        bank: How many ``to`` chips the bank brings: ``value / to``, the odd part that the
            race hands out rounded half up (a race worth half a chip or more gets one more).
    """

    chips: tuple[int, ...]
    to: int | None
    count: int
    value: int
    bank: int

    def text(self, lang: str = "en") -> str:
        """The whole colour-up in ``lang``: the chips, the bank, the race."""
        chips = _values_text(self.chips, lang)
        if self.to is None:
            return Msg("structures.chips.colour_up_last", chips=chips).text(lang)
        return Msg(
            "structures.chips.colour_up",
            chips=chips,
            count=Number(self.count),
            value=Number(self.value),
            bank=Number(self.bank),
            to=Number(self.to),
        ).text(lang)

    def short(self, lang: str = "en") -> str:
        """What the projector adds to its break line: the bank's chips and the race's rule."""
        if self.to is None:
            return ""
        return Msg(
            "structures.chips.colour_up_short", bank=Number(self.bank), to=Number(self.to)
        ).text(lang)


def _values_text(values: Iterable[int], lang: str) -> str:
    return ", ".join(Number(v).text(lang) for v in values)


def colour_up(
    structure: Structure,
    index: int,
    chips: Iterable[int],
    per_player: Mapping[int, int],
    stacks: int,
) -> ColourUp | None:
    """The colour-up of the break at ``index``, or None if that entry colours nothing up.

    Args:
        structure: The structure.
        index: The break's entry index.
        chips: The chip values in play at the start (the set's values).
        per_player: One starting stack's ``{value: count}`` (:attr:`Breakdown.per_player`).
        stacks: How many starting stacks were handed out (the entries).
    """
    entry = structure[index]
    if not isinstance(entry, Break) or not entry.color_up:
        return None
    before = dict(in_play(structure.entries, chips))[index]
    leaving = tuple(v for v in entry.color_up if v in before) or entry.color_up
    after = [v for v in before if v not in entry.color_up]
    count = sum(per_player.get(v, 0) for v in leaving) * stacks
    value = sum(per_player.get(v, 0) * v for v in leaving) * stacks
    if not after:
        return ColourUp(leaving, None, count, value, 0)
    to = min(after)
    whole, odd = divmod(value, to)
    return ColourUp(leaving, to, count, value, whole + (1 if 2 * odd >= to else 0))
