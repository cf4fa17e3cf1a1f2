"""How long a tournament on a structure lasts: a Monte Carlo simulation of the field.

The model (the README's "How long will it last?" gives its calibration and figures):

* **Tables of nine**, balanced as players bust (TDA: a table breaks as soon as the others can
  take its players; otherwise the largest table gives a player to the smallest).
* **Time**: a full table deals ``hands_per_hour`` hands an hour (live, about 30: dealers and
  room managers quote 25 to 40); a short table deals faster, a hand taking ``(n + 3) / 12`` of
  a full table's (heads-up about 72 an hour at 30). Breaks stop play; the clock's schedule is
  the structure's.
* **Each hand** the small and big blind, the antes (or the big blind ante) are posted. The
  players then act in turn from the one after the big blind: a player moves all in with a
  probability that depends on Harrington's M, his stack over the cost of an orbit (blinds and
  every ante). Below :data:`PUSH_M` he is in push-or-fold mode and moves in with probability
  ``PUSH_RATE / M`` (every hand once M is that low); above it, deep, he gets all in only in a
  cooler, :data:`DEEP_RATE` a hand up to :data:`DEEP_M` and less often the deeper he is
  (``DEEP_RATE * DEEP_M / M``: a stack gets all in only once the pot has grown to it).
* **A push** is called by at least one of the ``n - 1`` others with probability
  ``1 - (1 - f) ** (n - 1)``, each calling with ``f = CALL_K / (the push in big blinds)`` (a
  short push is called more often), at most :data:`CALL_MAX`. Called, the pusher wins with
  :data:`PUSH_EQUITY` (a wide pushing range against a narrower calling one); a cooler is
  even. Uncalled, the pusher takes the blinds. A hand with no all in goes to one player
  at random (the chips of ordinary pots move about but none leave the table).
* **Rebuys and add-ons** join at the end of the rebuy period (the first break, else the first
  hour): a player busting before then rebuys while rebuys remain; the rest, and the add-ons,
  go to random players then.

Every run draws from its own :class:`random.Random` seeded by ``(seed, run)``, so an estimate is
the same every time for a seed, and two estimates with the same seed share their luck (common
random numbers: more players, a deeper stack, faster levels compare like with like).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from director.errors import DirectorError
from director.structures.games import Game
from director.structures.model import Level, Structure

#: Hands a full live table deals in an hour (dealers quote 28-32 nine-handed, 30-40 at the WSOP).
HANDS_PER_HOUR = 30.0
#: Simulated tournaments per estimate: the median moves by about 1 % between seeds (README).
RUNS = 41
#: Seats at a table.
SEATS = 9
#: Below this M a player pushes or folds (Harrington's orange and red zones, M under 10).
PUSH_M = 10.0
#: A push-or-fold player moves in with probability PUSH_RATE / M a hand.
PUSH_RATE = 1.5
#: A deep player (M at least PUSH_M) gets all in, called, with this probability a hand ...
DEEP_RATE = 0.004
#: ... up to this M (100 big blinds nine-handed without antes); deeper, less often in proportion.
DEEP_M = 67.0
#: Each of the others calls a push of B big blinds with probability CALL_K / B ...
CALL_K = 1.5
#: ... at most this much.
CALL_MAX = 0.5
#: Fixed-limit games: the big bets a player loses in the hands he plays in an orbit (not
#: calibrated: no published figure was found for limit and stud events' lengths).
LIMIT_BETS = 3.0
#: The pusher's chance to win when called (push ranges are wider than calling ranges).
PUSH_EQUITY = 0.42
#: The players-left and average-stack curves are sampled this often (minutes of the schedule).
SAMPLE_MINUTES = 5.0
#: Minutes of play before the rebuy period ends when the structure has no break.
REBUY_MINUTES = 60.0

#: (minute, median, low, high): a point of a curve over the runs.
CurvePoint = tuple[float, float, float, float]


@dataclass(frozen=True)
class Estimate:
    """What the simulation expects of a tournament on a structure.

    Attributes:
        minutes: The median length, in minutes of the schedule from the start (breaks counted).
        low: The 10th percentile of the length (one tournament in ten is over sooner).
        high: The 90th percentile (one in ten lasts longer); the structure's end if more than
            one run in ten outlasts it (see ``overrun``).
        end_level: The number of the level in play at the median end.
        runs: How many tournaments were simulated.
        overrun: The share of runs still going when the structure ran out of levels.
        players_left_curve: Players left over time, ``(minute, median, low, high)``.
        average_bb_curve: The average stack in big blinds over time, the same way.
    """

    minutes: float
    low: float
    high: float
    end_level: int
    runs: int
    overrun: float = 0.0
    players_left_curve: tuple[CurvePoint, ...] = ()
    average_bb_curve: tuple[CurvePoint, ...] = ()

    def as_dict(self) -> dict[str, object]:
        """The estimate as plain data (what ``director structure estimate --json`` prints)."""
        return {
            "minutes": round(self.minutes, 1),
            "low": round(self.low, 1),
            "high": round(self.high, 1),
            "end_level": self.end_level,
            "runs": self.runs,
            "overrun": round(self.overrun, 3),
            "players_left": [[round(v, 1) for v in p] for p in self.players_left_curve],
            "average_bb": [[round(v, 1) for v in p] for p in self.average_bb_curve],
        }


@dataclass(frozen=True, slots=True)
class _Stakes:
    """What a level costs a hand: the posts, and the unit a push is measured in."""

    sb: float
    bb: float
    ante: float
    bb_ante: float
    unit: float
    #: What a fixed-limit orbit costs beyond the posts: the bets of the hands a player plays.
    bets: float = 0.0


@dataclass(frozen=True, slots=True)
class _Field:
    """Where a run starts: the clock, the stacks, and the chips still to join."""

    start: float
    stacks: tuple[float, ...]
    rebuys: int
    rebuy_chips: float
    addons: int
    addon_chips: float
    rebuy_end: float


class EstimateStopped(Exception):
    """An estimate ended early because its caller no longer wants it."""


def estimate(
    structure: Structure,
    players: int,
    *,
    stack: int | None = None,
    rebuys: int = 0,
    addons: int = 0,
    hands_per_hour: float = HANDS_PER_HOUR,
    runs: int = RUNS,
    seed: int = 0,
    start_minute: float = 0.0,
    players_left: int | None = None,
    chips_in_play: int | None = None,
    rebuy_chips: int | None = None,
    addon_chips: int | None = None,
    stop: Callable[[], bool] | None = None,
) -> Estimate:
    """Simulate ``runs`` tournaments of ``players`` on ``structure`` and say how long they last.

    Args:
        structure: The blind structure (its schedule and, unless ``stack``, its stack).
        players: Entrants.
        stack: The starting stack; the structure's if None.
        rebuys: Rebuys expected in all (each ``rebuy_chips``, the starting stack if None).
        addons: Add-ons expected in all (each ``addon_chips``, the starting stack if None).
        hands_per_hour: Hands a full table deals in an hour.
        runs: Tournaments simulated.
        seed: The seed of the runs' randomness (the same seed, the same estimate).
        start_minute: Minutes of the schedule already played (a live tournament's clock).
        players_left: Players still in, for a live tournament; ``players`` if None.
        chips_in_play: Chips in play, for a live tournament; from the stacks if None.
        rebuy_chips: Chips a rebuy gives.
        addon_chips: Chips an add-on gives.
        stop: Asked before each run; True ends the estimate there (its window was closed: the
            work would be for nobody).

    Returns:
        The median length, its 10-90 % range, the level at the end and the curves.

    Raises:
        DirectorError: Fewer than 2 players, no stack, a negative count, no hands, or a
            structure that runs out of levels before the median end.
        EstimateStopped: ``stop()`` said so.
    """
    stack = structure.starting_stack if stack is None else stack
    left = players if players_left is None else players_left
    _check(structure, players, left, stack, rebuys, addons, hands_per_hour, runs, start_minute)
    r_chips = float(stack if rebuy_chips is None else rebuy_chips)
    a_chips = float(stack if addon_chips is None else addon_chips)
    if chips_in_play is None:
        chips = float(players * stack)
    else:
        if chips_in_play <= 0:
            raise DirectorError("structures.err.estimate_chips")
        chips = float(chips_in_play)
    stakes = _stakes(structure)
    bounds = [structure.start_second(i) / 60 for i in range(len(structure) + 1)]
    rebuy_end = _rebuy_end(structure)
    if start_minute >= rebuy_end:
        rebuys = addons = 0  # already in the chips in play
    field = _Field(
        start_minute, (chips / left,) * left, rebuys, r_chips, addons, a_chips, rebuy_end
    )
    step = 60.0 / hands_per_hour
    ends: list[float] = []
    samples: list[list[tuple[int, float]]] = []
    for run in range(runs):
        if stop is not None and stop():
            raise EstimateStopped
        rng = random.Random(seed * 1_000_003 + run)
        end, sampled = _run(rng, field, structure, stakes, bounds, step)
        ends.append(end)
        samples.append(sampled)
    return _summarise(structure, ends, samples, start_minute)


def _check(
    structure: Structure,
    players: int,
    left: int,
    stack: int,
    rebuys: int,
    addons: int,
    hands_per_hour: float,
    runs: int,
    start_minute: float,
) -> None:
    if players < 2 or left < 2:
        raise DirectorError("structures.err.estimate_players", players=min(players, left))
    if stack <= 0:
        raise DirectorError("structures.err.estimate_stack", stack=stack)
    if rebuys < 0 or addons < 0:
        raise DirectorError("structures.err.estimate_rebuys")
    if not hands_per_hour > 0 or not math.isfinite(hands_per_hour):
        raise DirectorError("structures.err.estimate_hands")
    if runs < 1:
        raise DirectorError("structures.err.estimate_runs")
    if start_minute < 0 or start_minute >= structure.total_seconds / 60:
        _too_short(structure)


def _too_short(structure: Structure) -> None:
    raise DirectorError(
        "structures.err.estimate_too_short",
        level=structure.levels[-1].number,
        duration=_hours(structure.total_seconds),
    )


def _hours(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 3600}:{s % 3600 // 60:02d}"


def _stakes(structure: Structure) -> list[_Stakes | None]:
    """Each entry's posts (None for a break)."""
    out: list[_Stakes | None] = []
    for e in structure:
        if not isinstance(e, Level):
            out.append(None)
        elif e.game.is_fixed_limit:
            # Stud antes and brings in; limit hold'em posts blinds. Either way a stack is
            # lost in bets, not posts: an orbit costs LIMIT_BETS big bets more, and a
            # player all in is called like a push of that many big bets.
            bets = LIMIT_BETS * e.big_bet
            sb, bb = (0, e.bring_in) if e.game is Game.STUD else (e.small_blind, e.big_blind)
            out.append(_Stakes(sb, bb, e.ante, e.bb_ante, max(e.big_bet, 1), bets))
        else:
            unit = e.big_blind or e.small_bet
            out.append(_Stakes(e.small_blind, e.big_blind, e.ante, e.bb_ante, max(unit, 1)))
    return out


def _rebuy_end(structure: Structure) -> float:
    """Minutes from the start to the end of the rebuy period: the first break, else an hour."""
    for i, e in enumerate(structure):
        if e.is_break:
            return structure.start_second(i) / 60
    return REBUY_MINUTES


def _run(
    rng: random.Random,
    field: _Field,
    structure: Structure,
    stakes: Sequence[_Stakes | None],
    bounds: Sequence[float],
    step: float,
) -> tuple[float, list[tuple[int, float]]]:
    """One tournament: its end (``inf`` past the last level) and its samples.

    A sample is (players left, total chips) every :data:`SAMPLE_MINUTES` from the start.
    """
    tables = _seat(field.stacks)
    buttons = [0] * len(tables)
    credit = [0.0] * len(tables)
    left = len(field.stacks)
    total = sum(field.stacks)
    rebuys, pending = field.rebuys, True
    t = field.start
    idx = structure.index_at(t * 60)
    end_of_all = bounds[-1]
    sampled: list[tuple[int, float]] = []
    next_sample = 0.0
    while True:
        while next_sample <= t:
            sampled.append((left, total))
            next_sample += SAMPLE_MINUTES
        if pending and t >= field.rebuy_end:
            pending = False
            total += _join(rng, tables, rebuys, field.rebuy_chips, field.addons, field.addon_chips)
        while idx < len(stakes) - 1 and t >= bounds[idx + 1]:
            idx += 1
        if t >= end_of_all:
            return math.inf, sampled
        level = stakes[idx]
        if level is None:  # a break: nobody plays until it ends
            t = bounds[idx + 1]
            continue
        orbit_fixed = level.sb + level.bb + level.bb_ante + level.bets
        for k in range(len(tables)):
            table = tables[k]
            n = len(table)
            speed = 12.0 / (n + 3)  # hands this table deals while a full one deals one
            credit[k] += speed
            played = 0
            while credit[k] >= 1.0 and len(table) >= 2:
                credit[k] -= 1.0
                played += 1
                n = len(table)
                orbit = max(orbit_fixed + level.ante * n, 1.0)
                busted = _hand(rng, table, buttons[k] % n, level, orbit)
                buttons[k] = (buttons[k] + 1) % n
                if busted:
                    for j in sorted(busted, reverse=True):
                        if pending and rebuys and t < field.rebuy_end:
                            rebuys -= 1
                            table[j] = field.rebuy_chips
                            total += field.rebuy_chips
                            continue
                        del table[j]
                        if j < buttons[k]:
                            buttons[k] -= 1
                        left -= 1
                    if left <= 1:
                        sampled.append((1, total))
                        return t + step * min(1.0, played / speed), sampled
        _balance(tables, buttons, credit, left)
        t += step


def _seat(stacks: Sequence[float]) -> list[list[float]]:
    """The field at as few tables of nine as hold it, as even as can be."""
    count = max(1, math.ceil(len(stacks) / SEATS))
    tables: list[list[float]] = [[] for _ in range(count)]
    for i, s in enumerate(stacks):
        tables[i % count].append(s)
    return tables


def _join(
    rng: random.Random,
    tables: list[list[float]],
    rebuys: int,
    rebuy_chips: float,
    addons: int,
    addon_chips: float,
) -> float:
    """The rebuys not taken yet and the add-ons join random players; return the chips added."""
    seats = [(k, j) for k, table in enumerate(tables) for j in range(len(table))]
    for chips, count in ((rebuy_chips, rebuys), (addon_chips, addons)):
        for _ in range(count):
            k, j = seats[rng.randrange(len(seats))]
            tables[k][j] += chips
    return rebuys * rebuy_chips + addons * addon_chips


def _balance(tables: list[list[float]], buttons: list[int], credit: list[float], left: int) -> bool:
    """Break a table the others can take, else even out the largest and smallest (TDA)."""
    changed = False
    while len(tables) > 1 and left <= SEATS * (len(tables) - 1):
        k = min(range(len(tables)), key=lambda i: len(tables[i]))
        moved = tables.pop(k)
        buttons.pop(k)
        credit.pop(k)
        for s in moved:
            min(tables, key=len).append(s)
        changed = True
    while True:
        big = max(range(len(tables)), key=lambda i: len(tables[i]))
        small = min(range(len(tables)), key=lambda i: len(tables[i]))
        if len(tables[big]) - len(tables[small]) <= 1:
            return changed
        tables[small].append(tables[big].pop())
        changed = True


def _hand(
    rng: random.Random, s: list[float], button: int, level: _Stakes, orbit: float
) -> list[int]:
    """Play one hand at a table of stacks ``s``; return the seats left with no chips."""
    n = len(s)
    rand = rng.random
    pot = 0.0
    if level.ante:
        for j in range(n):
            a = min(level.ante, s[j])
            s[j] -= a
            pot += a
    sbi = button if n == 2 else (button + 1) % n  # heads-up the button posts the small blind
    bbi = (sbi + 1) % n
    a = min(level.sb, s[sbi])
    s[sbi] -= a
    pot += a
    a = min(level.bb + level.bb_ante, s[bbi])
    s[bbi] -= a
    pot += a
    pusher, forced, deep = -1, False, False
    for k in range(n):
        j = (bbi + 1 + k) % n
        st = s[j]
        if st <= 0:  # all in from the posts: the hand is played out
            pusher, forced = j, True
            break
        m = st / orbit
        if m < PUSH_M:
            if rand() * m < PUSH_RATE:
                pusher = j
                break
        elif rand() * max(m, DEEP_M) < DEEP_RATE * DEEP_M:
            pusher, deep = j, True
            break
    if pusher < 0:
        s[int(rand() * n)] += pot
        return []
    if not (forced or deep):
        f = min(CALL_MAX, CALL_K * level.unit / s[pusher])
        if rand() >= 1.0 - (1.0 - f) ** (n - 1):
            s[pusher] += pot
            return []
    caller = int(rand() * (n - 1))
    if caller >= pusher:
        caller += 1
    risk = min(s[pusher], s[caller])
    win = 0.5 if deep or forced else PUSH_EQUITY
    winner, loser = (pusher, caller) if rand() < win else (caller, pusher)
    s[loser] -= risk
    s[winner] += risk + pot
    return [j for j in range(n) if s[j] <= 0]


def _summarise(
    structure: Structure,
    ends: list[float],
    samples: list[list[tuple[int, float]]],
    start: float,
) -> Estimate:
    """The percentiles of the runs' ends, the level at the median and the curves."""
    ordered = sorted(ends)
    median = _percentile(ordered, 0.5)
    if math.isinf(median):
        _too_short(structure)
    last = structure.total_seconds / 60
    high = _percentile(ordered, 0.9)
    overrun = sum(1 for e in ends if math.isinf(e)) / len(ends)
    level = structure.level_at_or_before(structure.index_at(median * 60))
    assert level is not None  # a structure has levels, and the first entry played is one
    players, average = _curves(structure, samples, min(high, last), start)
    return Estimate(
        minutes=median,
        low=_percentile(ordered, 0.1),
        high=last if math.isinf(high) else high,
        end_level=level.number,
        runs=len(ends),
        overrun=overrun,
        players_left_curve=players,
        average_bb_curve=average,
    )


def _curves(
    structure: Structure, samples: list[list[tuple[int, float]]], until: float, start: float
) -> tuple[tuple[CurvePoint, ...], tuple[CurvePoint, ...]]:
    """Players left and the average stack in big blinds, every sample up to ``until``."""
    players: list[CurvePoint] = []
    average: list[CurvePoint] = []
    k = 0
    while k * SAMPLE_MINUTES <= until:
        minute = k * SAMPLE_MINUTES
        if minute >= start:
            rows = [run[k] if k < len(run) else run[-1] for run in samples]
            level = structure.level_at_or_before(structure.index_at(minute * 60))
            bb = max((level.big_blind or level.small_bet) if level else 1, 1)
            left = sorted(float(r[0]) for r in rows)
            avg = sorted(r[1] / r[0] / bb for r in rows)
            players.append((minute, *_three(left)))
            average.append((minute, *_three(avg)))
        k += 1
    return tuple(players), tuple(average)


def _three(ordered: Sequence[float]) -> tuple[float, float, float]:
    return _percentile(ordered, 0.5), _percentile(ordered, 0.1), _percentile(ordered, 0.9)


def _percentile(ordered: Sequence[float], q: float) -> float:
    """The ``q`` quantile of sorted values, interpolated between neighbours."""
    pos = q * (len(ordered) - 1)
    lo = int(pos)
    hi = min(lo + 1, len(ordered) - 1)
    a, b = ordered[lo], ordered[hi]
    if math.isinf(a) or math.isinf(b):
        return b if pos > lo else a
    return a + (b - a) * (pos - lo)
