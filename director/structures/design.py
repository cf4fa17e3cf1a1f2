"""The structure designer: a blind structure for a field, a stack, a length and a chip case.

:func:`design` answers the director's question "with 38 players, 20,000 chips and the room
until midnight, what structure do I use?". It writes levels whose blinds are numbers a dealer
likes, each a smooth step over the previous one, every one postable with the chips in play, the
smallest chip coloured up at a break once no level needs it, and searches the ladder's pace
until the length estimate (:mod:`director.structures.estimate`) expects the night's length.

The ladder (card-room practice; the WSOP and TDA sample structures follow it):

* **Nice numbers.** A big blind is 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten
  (50, 100, 150, 200, 300, 400, 500, 600, 800, 1,000, 1,200, 1,500, 2,000, 2,500 ...) and the
  small blind is half of it (75-150 and 125-250 included), both made with the chips in play.
  An ante is 1, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5 or 8 times a power of ten (25, 75, 100, 250 ...).
* **A smooth step.** Level ``k`` aims at ``first × growth ** k`` and takes the nice big blind
  nearest it (in ratio) above the previous one and at most :data:`MAX_STEP` times it: the
  blinds never stay or drop, and never jump more than double.
* **The pace.** The first big blind (as a share of the stack) and the growth per level are one
  dial (:data:`DIAL_POINTS`), from the slowest ladder (the smallest postable blinds, every nice
  number in turn) to the fastest (ten big blinds deep, doubling); a shallower start comes
  before a growth above half again a level. The dial is searched until the estimate's median
  is within :data:`TOLERANCE` of the length asked for.
* **Antes.** ``bb``: a big blind ante equal to the big blind; ``classic``: an ante of about
  an eighth of the big blind (100-200 ante 25, 400-800 ante 100); either from level
  :data:`ANTE_LEVEL`, or sooner (from level 2) once the big blind is :data:`ANTE_SHARE` of
  the stack. Stud
  always antes, with a bring-in of about a quarter of the small bet.
* **Colour-ups** happen at the breaks only, of the smallest chip once the next
  :data:`LOOKAHEAD` levels, designed with it still in play, do not need it (TDA: chips no
  longer needed are raced off at a break).
* **To the end and past it.** Levels go on until the big blind is twice the chips in play and
  the schedule is twice the estimate's 90th percentile, so the clock never runs out.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from itertools import pairwise

from director.errors import DirectorError
from director.i18n import Msg
from director.limits import MAX_CHIPS, MAX_CLOCK_MINUTES, MAX_COUNT
from director.structures.estimate import RUNS, Estimate, estimate
from director.structures.games import Game
from director.structures.model import Break, Entry, Level, Structure
from director.structures.warnings import makeable
from director.yamlread import MAX_AMOUNT, Number, chip_list

#: The big blind's nice mantissas (times a power of ten).
BLIND_MANTISSAS = (1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0)
#: An ante's nice mantissas (times a power of ten): 25, 75, 100, 150 ...
ANTE_MANTISSAS = (1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 7.5, 8.0)
#: A level's big blind is at most this many times the previous one.
MAX_STEP = 2.0
#: The estimate's median must be within this share of the length asked for.
TOLERANCE = 0.10
#: Antes start at this level at the latest (never at level 1) ...
ANTE_LEVEL = 4
#: ... or sooner, at the first level whose big blind is this share of the starting stack.
ANTE_SHARE = 0.01
#: A classic ante is about this share of the big blind (12.5 %: 100-200 ante 25).
CLASSIC_ANTE = 0.125
#: A classic ante is at most this share of the big blind (else it waits for bigger blinds).
CLASSIC_ANTE_MOST = 0.2
#: Stud: the ante and the bring-in as shares of the small bet (WSOP stud: 100-200, 25 and 25).
STUD_ANTE, STUD_BRING_IN = 0.15, 0.25
#: Levels designed ahead, with a chip still in play, to see whether it is still needed.
LOOKAHEAD = 2
#: The pace dial's growths a level (slowest, usual, fastest) and first depths in big blinds.
SLOW_GROWTH, USUAL_GROWTH, FAST_GROWTH = 1.2, 1.5, 2.0
USUAL_DEPTH, SHORT_DEPTH, SHALLOW_DEPTH = 100.0, 25.0, 10.0
#: Simulated tournaments per estimate while searching (the final one uses the estimate's own).
SEARCH_RUNS = 11
#: Steps of the search at most (each halves the dial's interval).
SEARCH_STEPS = 16
#: While searching, stop once the median is this close to the length (the full estimate then).
SEARCH_CLOSE = 0.04
#: No structure needs more levels than this (a slowest ladder over a festival's chips).
MOST_LEVELS = 400
#: Chip values kept in play at least (to make change), whatever the blinds.
CHIPS_LEFT = 2
#: The antes a designer writes.
ANTES = ("none", "bb", "classic")


@dataclass(frozen=True)
class Design:
    """A designed structure, what the estimate expects of it, and its YAML.

    Attributes:
        structure: The structure (its chips are the ones given).
        estimate: The length estimate for the field on it.
        yaml: The structure as YAML, a comment header saying the inputs and the estimate.
        minutes: The length asked for, in minutes.
    """

    structure: Structure
    estimate: Estimate
    yaml: str
    minutes: float


@dataclass(frozen=True, slots=True)
class _Ask:
    """The inputs, checked."""

    players: int
    stack: int
    minutes: float
    level_seconds: int
    chips: tuple[int, ...]
    antes: str
    break_every: float | None
    break_seconds: int
    game: Game
    rebuys: int
    addons: int

    @property
    def total_chips(self) -> int:
        return self.stack * (self.players + self.rebuys + self.addons)


@dataclass(frozen=True, slots=True)
class _Pace:
    """Where the ladder starts (a big blind) and how fast it grows a level."""

    first: float
    growth: float


@dataclass(frozen=True, slots=True)
class _Step:
    """Where the ladder is: the next level's index, the last big blind and ante."""

    k: int = 0
    bb: int = 0
    ante: int = 0


def design(
    *,
    players: int,
    stack: int,
    hours: float,
    level_minutes: float,
    chips: Sequence[int],
    antes: str = "bb",
    break_every: float | None = None,
    break_minutes: float = 10,
    game: Game = Game.NLHE,
    rebuys: int = 0,
    addons: int = 0,
    lang: str = "en",
) -> Design:
    """Design a structure that the estimate expects to last about ``hours``.

    Args:
        players: Entrants expected.
        stack: The starting stack.
        hours: How long the tournament should last.
        level_minutes: Each level's length.
        chips: The chip values in the case.
        antes: ``none``, ``bb`` (a big blind ante) or ``classic`` (every player antes).
        break_every: Minutes of play between breaks; no breaks (and no colour-ups) if None.
        break_minutes: Each break's length.
        game: The game (stud always antes, whatever ``antes`` says).
        rebuys: Rebuys expected in all (each the starting stack).
        addons: Add-ons expected in all (each the starting stack).
        lang: The language of the YAML's comment header and the structure's name.

    Returns:
        The structure, its estimate (median within 10 % of ``hours``) and its YAML.

    Raises:
        DirectorError: One line for each bad input (``structures.design.err.*``), or a length
            the chips and levels cannot reach (``structures.design.err.too_long`` or
            ``too_short``, with the length the slowest or the fastest ladder reaches).
    """
    ask = _check(
        players, stack, hours, level_minutes, chips, antes, break_every, break_minutes, game
    )
    ask = replace(ask, rebuys=_count(rebuys), addons=_count(addons))
    pace, found = _search(ask)
    structure = _structure(ask, pace, lang, 2 * found.high)
    # Levels added past the end of every run change nothing of the runs (the same seeds draw
    # the same hands): the estimate found stands unless some run outlasted its levels.
    final = found if not found.overrun else _estimate(ask, structure, RUNS)
    text = _header(ask, structure, final, lang) + structure.to_yaml()
    return Design(structure, final, text, ask.minutes)


# -- the inputs ------------------------------------------------------------------------------------
def _check(
    players: int,
    stack: int,
    hours: float,
    level_minutes: float,
    chips: Sequence[int],
    antes: str,
    break_every: float | None,
    break_minutes: float,
    game: Game,
) -> _Ask:
    """The inputs as an :class:`_Ask`, or the first one that is wrong, in one line."""
    values = tuple(sorted(set(chips)))
    if not values:
        raise DirectorError("structures.design.err.no_chips")
    for v in values:
        if not 0 < v <= MAX_CHIPS:
            raise DirectorError("structures.design.err.chip", chip=v, most=Number(MAX_CHIPS))
    if not 2 <= players <= MAX_COUNT:
        raise DirectorError("structures.design.err.players", players=players)
    if not 0 < stack <= MAX_CHIPS:
        raise DirectorError("structures.design.err.stack", stack=stack, most=Number(MAX_CHIPS))
    if not makeable(stack, values):
        raise DirectorError(
            "structures.design.err.stack_chips", stack=Number(stack), chips=chip_list(values)
        )
    day = MAX_CLOCK_MINUTES
    if not (math.isfinite(hours) and 0 < hours * 60 <= day):
        raise DirectorError("structures.design.err.hours", hours=_said(hours), most=day // 60)
    for key, minutes in (
        ("structures.design.err.level_minutes", level_minutes),
        ("structures.design.err.break_minutes", break_minutes),
    ):
        if not (math.isfinite(minutes) and 1 / 60 <= minutes <= day):
            raise DirectorError(key, minutes=_said(minutes), most=day)
    if break_every is not None and not (math.isfinite(break_every) and 0 < break_every <= day):
        raise DirectorError(
            "structures.design.err.break_every", minutes=_said(break_every), most=day
        )
    if antes not in ANTES:
        raise DirectorError("structures.design.err.antes", antes=antes)
    return _Ask(
        players=players,
        stack=stack,
        minutes=hours * 60,
        level_seconds=round(level_minutes * 60),
        chips=values,
        antes=antes,
        break_every=break_every,
        break_seconds=round(break_minutes * 60),
        game=game,
        rebuys=0,
        addons=0,
    )


def _count(n: int) -> int:
    if n < 0:
        raise DirectorError("structures.err.estimate_rebuys")
    return n


def _said(value: float) -> str:
    """A number as typed: ``0``, ``2.5``, ``-1``."""
    return f"{value:g}"


# -- the ladder ------------------------------------------------------------------------------------
def nice_numbers(mantissas: Sequence[float], most: float) -> list[int]:
    """The whole numbers ``mantissa × 10 ** k`` up to ``most``, smallest first."""
    out: set[int] = set()
    power = 1
    while power <= most:
        for m in mantissas:
            v = m * power
            if v == int(v) and v <= most:
                out.add(int(v))
        power *= 10
    return sorted(out)


@dataclass(frozen=True)
class _Ladder:
    """The amounts of each level for a pace: blinds (or bets), antes and bring-in."""

    ask: _Ask
    pace: _Pace
    blinds: tuple[int, ...]
    antes: tuple[int, ...]

    @classmethod
    def of(cls, ask: _Ask, pace: _Pace) -> _Ladder:
        blinds = nice_numbers(BLIND_MANTISSAS, MAX_AMOUNT)
        return cls(ask, pace, tuple(blinds), tuple(nice_numbers(ANTE_MANTISSAS, MAX_AMOUNT)))

    def level(self, step: _Step, in_play: Sequence[int]) -> tuple[dict[str, int], _Step]:
        """The amounts of the level at ``step`` with the chips ``in_play``, and the next step."""
        bb = self._big(step, in_play)
        stud = self.ask.game is Game.STUD
        if stud:
            ante = self._share(bb * STUD_ANTE, step.ante, bb, in_play)
            bring_in = self._share(bb * STUD_BRING_IN, ante, bb, in_play)
            amounts = {"ante": ante, "bring_in": bring_in, "small_bet": bb, "big_bet": 2 * bb}
            return amounts, _Step(step.k + 1, bb, ante)
        amounts = {"small_blind": bb // 2, "big_blind": bb}
        if self.ask.game is Game.FLHE:
            amounts |= {"small_bet": bb, "big_bet": 2 * bb}
        ante = 0
        number = step.k + 1
        starts = number >= ANTE_LEVEL or (number > 1 and bb >= ANTE_SHARE * self.ask.stack)
        if self.ask.antes == "bb" and (starts or step.ante):
            amounts["bb_ante"] = ante = bb
        elif self.ask.antes == "classic" and (starts or step.ante):
            ante = self._share(bb * CLASSIC_ANTE, step.ante, bb, in_play)
            if ante > CLASSIC_ANTE_MOST * bb and not step.ante:
                ante = 0  # the smallest chip is still too big for an ante at these blinds
            if ante:
                amounts["ante"] = ante
        return amounts, _Step(step.k + 1, bb, ante)

    def _big(self, step: _Step, in_play: Sequence[int]) -> int:
        """The big blind (the small bet in stud) of level ``step.k``: nice, postable, smooth."""
        target = self.pace.first * self.pace.growth**step.k
        stud = self.ask.game is Game.STUD

        def postable(v: int) -> bool:
            if stud:
                return makeable(v, in_play)
            return v % 2 == 0 and makeable(v // 2, in_play)

        above = [v for v in self.blinds if v > step.bb and postable(v)]
        if not above:
            above = [max(2 * step.bb, 2 * in_play[0])]  # past the nice numbers: double
        near = [v for v in above if not step.bb or v <= MAX_STEP * step.bb] or above[:1]
        if not step.bb:
            return min(near, key=lambda v: abs(math.log(v / target)))
        # Near the pace's own blind, and a step near the pace's growth: the ladder keeps to
        # the pace without the nice numbers' rounding making one step double and the next small.
        step_to = step.bb * self.pace.growth
        return min(near, key=lambda v: abs(math.log(v / target)) + abs(math.log(v / step_to)))

    def _share(self, want: float, least: int, bb: int, in_play: Sequence[int]) -> int:
        """The nice amount nearest ``want``, postable, at least ``least`` and at most ``bb``."""
        fits = [v for v in self.antes if least <= v <= bb and makeable(v, in_play)]
        if not fits:
            return max(least, in_play[0]) if makeable(least, in_play) else in_play[0]
        return min(fits, key=lambda v: abs(math.log(v / max(want, 1e-9))))


def _entries(ladder: _Ladder, until_minutes: float) -> tuple[Entry, ...]:
    """The levels and breaks, until the big blind is twice the chips and past ``until_minutes``."""
    ask = ladder.ask
    in_play = list(ask.chips)
    entries: list[Entry] = []
    step, played, since_break, clock = _Step(), 0.0, 0.0, 0.0
    level_minutes = ask.level_seconds / 60
    while True:
        amounts, step = ladder.level(step, in_play)
        entries.append(_level(step.k, ask, amounts))
        played += level_minutes
        since_break += level_minutes
        clock += level_minutes
        big = amounts.get("big_blind") or amounts["small_bet"]
        done = big >= 2 * ask.total_chips and clock >= until_minutes
        # The next level's big bet is at most four times this big blind: it must stay an
        # amount a structure file may hold.
        if done or step.k >= MOST_LEVELS or 2 * MAX_STEP * big > MAX_AMOUNT:
            return tuple(entries)
        if ask.break_every is not None and since_break >= ask.break_every - 1e-9:
            since_break = 0.0
            clock += ask.break_seconds / 60
            gone = _colour_up(ladder, step, in_play)
            in_play = [c for c in in_play if c not in gone]
            entries.append(Break(ask.break_seconds, color_up=gone))


def _level(number: int, ask: _Ask, amounts: dict[str, int]) -> Level:
    """Level ``number`` with ``amounts`` (by YAML key)."""
    return Level(
        number,
        ask.game,
        ask.level_seconds,
        small_blind=amounts.get("small_blind", 0),
        big_blind=amounts.get("big_blind", 0),
        ante=amounts.get("ante", 0),
        bb_ante=amounts.get("bb_ante", 0),
        small_bet=amounts.get("small_bet", 0),
        big_bet=amounts.get("big_bet", 0),
        bring_in=amounts.get("bring_in", 0),
    )


def _colour_up(ladder: _Ladder, step: _Step, in_play: Sequence[int]) -> tuple[int, ...]:
    """The smallest chips no level ahead needs (the next LOOKAHEAD, designed with them)."""
    gone: list[int] = []
    left = list(in_play)
    while len(left) > CHIPS_LEFT:
        smallest, rest = left[0], left[1:]
        ahead: list[int] = []
        s = step
        for _ in range(LOOKAHEAD):
            amounts, s = ladder.level(s, left)
            ahead.extend(amounts.values())
        if not all(makeable(v, rest) for v in ahead):
            break
        gone.append(smallest)
        left = rest
    return tuple(gone)


# -- the pace and the search -----------------------------------------------------------------------
#: The pace dial: (position, depth in big blinds of the first level, growth a level), from the
#: slowest (as deep as the smallest blind allows, every nice number in turn) to the fastest.
#: Depth gives way before growth passes half again a level, so that steps stay smooth
#: (a level half again the previous one, as most published structures climb).
DIAL_POINTS: tuple[tuple[float, float, float], ...] = (
    (0.0, math.inf, SLOW_GROWTH),
    (1.0, USUAL_DEPTH, SLOW_GROWTH),
    (2.0, USUAL_DEPTH, USUAL_GROWTH),
    (3.0, SHORT_DEPTH, USUAL_GROWTH),
    (4.0, SHORT_DEPTH, FAST_GROWTH),
    (5.0, SHALLOW_DEPTH, FAST_GROWTH),
)
#: The dial runs from 0 (the slowest ladder) to this (the fastest).
DIAL = DIAL_POINTS[-1][0]


def _pace(ask: _Ask, x: float) -> _Pace:
    """The pace at ``x`` on the dial: between two of its points, depth and growth interpolated."""
    smallest = ask.chips[0] if ask.game is Game.STUD else 2 * ask.chips[0]
    deepest = max(ask.stack / smallest, 1.0)
    points = [(p, min(depth, deepest), growth) for p, depth, growth in DIAL_POINTS]
    for (x0, d0, g0), (x1, d1, g1) in pairwise(points):
        if x <= x1 or x1 == DIAL:
            t = min(max((x - x0) / (x1 - x0), 0.0), 1.0)
            depth = math.exp(math.log(d0) * (1 - t) + math.log(d1) * t)
            return _Pace(ask.stack / depth, g0 + (g1 - g0) * t)
    raise AssertionError(x)  # the last point's segment takes every x


def _structure(ask: _Ask, pace: _Pace, lang: str, until_minutes: float) -> Structure:
    """The structure of ``pace``, its schedule at least ``until_minutes`` long."""
    name = Msg(
        "structures.design.name",
        players=ask.players,
        stack=Number(ask.stack),
        hours=_clock(ask.minutes),
    ).text(lang)
    entries = _entries(_Ladder.of(ask, pace), until_minutes)
    return Structure(name, ask.game, ask.stack, entries, chips=ask.chips)


def _estimate(ask: _Ask, structure: Structure, runs: int) -> Estimate:
    return estimate(
        structure,
        ask.players,
        stack=ask.stack,
        rebuys=ask.rebuys,
        addons=ask.addons,
        runs=runs,
        seed=0,
    )


class _Trials:
    """The estimates made while searching, by ladder: nearby paces often make the same one."""

    def __init__(self, ask: _Ask) -> None:
        self.ask = ask
        self._made: dict[tuple[tuple[Entry, ...], int], Estimate | None] = {}

    def estimate(self, x: float, runs: int) -> tuple[_Pace, Estimate | None]:
        """The pace at ``x`` and its estimate (None if the field outlasts the levels)."""
        pace = _pace(self.ask, x)
        return pace, self.at(pace, runs)

    def at(self, pace: _Pace, runs: int) -> Estimate | None:
        """The estimate of ``pace`` (None if the field outlasts the levels)."""
        structure = _structure(self.ask, pace, "en", 0.0)
        key = (structure.entries, runs)
        if key not in self._made:
            try:
                self._made[key] = _estimate(self.ask, structure, runs)
            except DirectorError:
                self._made[key] = None
        return self._made[key]

    def length(self, x: float, runs: int = SEARCH_RUNS) -> float:
        """The median length at ``x`` (infinite if the field outlasts the levels)."""
        found = self.estimate(x, runs)[1]
        return math.inf if found is None else found.minutes


def _search(ask: _Ask) -> tuple[_Pace, Estimate]:
    """The pace whose full estimate is within TOLERANCE of the length asked for, and that estimate.

    Bisection on the dial (the length falls as the dial turns), with a quick estimate
    (SEARCH_RUNS, a fixed seed); a quick median close enough is confirmed with the full
    estimate, which then steers the search if it disagrees. The ends of the dial are
    estimated only when the search runs into one, to say how far the chips and levels reach.

    Raises:
        DirectorError: The length is beyond the slowest or the fastest ladder.
    """
    target = ask.minutes
    trials = _Trials(ask)
    lo, hi = 0.0, DIAL  # the length at lo is above the target, at hi below
    best: tuple[float, _Pace, Estimate] | None = None
    for _ in range(SEARCH_STEPS):
        mid = (lo + hi) / 2
        length = trials.length(mid)
        if abs(length / target - 1) <= SEARCH_CLOSE:
            pace, full = trials.estimate(mid, RUNS)
            if full is not None:
                length = full.minutes
                off = abs(length / target - 1)
                if best is None or off < best[0]:
                    best = (off, pace, full)
                if off <= TOLERANCE / 2:
                    break
        if length > target:
            lo = mid
        else:
            hi = mid
    if best is not None and best[0] <= TOLERANCE:
        return best[1], best[2]
    # The search ran into an end of the dial, or the length jumps over the target between two
    # nearby paces: the nearest of the ends and the two sides, if it is near enough; else a
    # pace off the dial.
    found = [] if best is None else [best]
    for x in (lo, hi, 0.0, DIAL):
        pace, e = trials.estimate(x, RUNS)
        if e is not None:
            found.append((abs(e.minutes / target - 1), pace, e))
    near = min(found, key=lambda f: f[0], default=None)
    if near is not None and near[0] <= TOLERANCE:
        return near[1], near[2]
    nudged = _off_dial(trials, lo, hi)
    if nudged is not None:
        return nudged
    slowest = trials.length(0.0, RUNS)
    if slowest < target or near is None:
        raise DirectorError("structures.design.err.too_long", most=_clock(slowest))
    fastest = trials.length(DIAL, RUNS)
    if fastest > target:
        raise DirectorError("structures.design.err.too_short", least=_clock(fastest))
    # Never a structure outside the promise: say how near the chips and levels come.
    raise DirectorError(
        "structures.design.err.gap", hours=_clock(target), nearest=_clock(near[2].minutes)
    )


#: Growths a level tried off the dial: every nice number in turn up to doubling.
OFF_DIAL_GROWTHS = (1.2, 1.25, 1.3, 1.33, 1.36, 1.4, 1.45, 1.5, 1.6, 1.75, 2.0)
#: First big blinds tried off the dial, as shares of the two sides' (half to one and a half).
OFF_DIAL_FIRSTS = (0.5, 0.6, 0.8, 1.0, 1.25, 1.5)
#: Paces off the dial confirmed with the full estimate at most, nearest first.
OFF_DIAL_CONFIRMED = 4


def _off_dial(trials: _Trials, lo: float, hi: float) -> tuple[_Pace, Estimate] | None:
    """A pace off the dial within TOLERANCE of the length, when the dial jumps over it.

    Between two nearby paces the first blind can round to the next nice number, which shifts
    every level: 50-100 lasts 4:25 and 60-120 3:36, with nothing in between on the dial. A
    ladder that starts at a neighbouring blind and climbs a little faster or slower often
    lands in the gap (50-100 climbing by 1.4 a level: 3:56).
    """
    target = trials.ask.minutes
    sides = (_pace(trials.ask, lo), _pace(trials.ask, hi))
    quick: list[tuple[float, _Pace]] = []
    for side in sides:
        for share in OFF_DIAL_FIRSTS:
            for growth in OFF_DIAL_GROWTHS:
                pace = _Pace(side.first * share, growth)
                e = trials.at(pace, SEARCH_RUNS)
                if e is not None:
                    quick.append((abs(e.minutes / target - 1), pace))
    quick.sort(key=lambda q: q[0])
    for _off, pace in quick[:OFF_DIAL_CONFIRMED]:
        full = trials.at(pace, RUNS)
        if full is not None and abs(full.minutes / target - 1) <= TOLERANCE:
            return pace, full
    return None


# -- the YAML's header -----------------------------------------------------------------------------
def _clock(minutes: float) -> str:
    """``3:28`` for a length in minutes."""
    m = round(minutes) if math.isfinite(minutes) else 0
    return f"{m // 60}:{m % 60:02d}"


def _header(ask: _Ask, s: Structure, e: Estimate, lang: str) -> str:
    """The YAML's comment: what was asked, and what the estimate expects."""
    levels = s.levels
    ante_from = next((lv.number for lv in levels if lv.ante or lv.bb_ante), None)
    if ask.game is Game.STUD:
        antes = Msg("structures.design.antes.stud")
    elif ask.antes == "none" or ante_from is None:
        antes = Msg("structures.design.antes.none")
    else:
        key = "structures.design.antes.bb" if ask.antes == "bb" else "structures.design.antes.ante"
        antes = Msg(key, level=ante_from)
    if ask.break_every is None:
        breaks = Msg("structures.design.breaks.none")
    else:
        breaks = Msg(
            "structures.design.breaks.every",
            minutes=_said(ask.break_seconds / 60),
            every=_said(ask.break_every),
        )
    end = levels[e.end_level - 1]
    lines = [
        Msg(
            "structures.design.header.field",
            players=ask.players,
            stack=Number(ask.stack),
            hours=_clock(ask.minutes),
        ),
        Msg(
            "structures.design.header.levels",
            minutes=_said(ask.level_seconds / 60),
            breaks=breaks,
            antes=antes,
            chips=chip_list(ask.chips),
        ),
    ]
    if ask.rebuys or ask.addons:
        lines.append(Msg("structures.design.header.extra", rebuys=ask.rebuys, addons=ask.addons))
    lines.append(
        Msg(
            "structures.design.header.estimate",
            minutes=_clock(e.minutes),
            low=_clock(e.low),
            high=_clock(e.high),
            level=e.end_level,
            blinds=end.stakes(),
        )
    )
    return "".join(f"# {m.text(lang)}\n" for m in lines)
