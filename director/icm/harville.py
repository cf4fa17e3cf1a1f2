"""Exact ICM: every player's expected prize under the Malmuth-Harville model.

A player wins with probability proportional to their chips; given who finished above them, the
others take the next place in proportion to their chips among those left. The value is worked
out exactly by a dynamic programme over subsets of players (``n * 2**n`` steps, vectorised over
Python lists), not over the ``n!`` finishing orders; when few places are paid only the subsets
that can still finish in the money are walked, layer by layer (see ``bench/icm.py``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from operator import add

from director.icm.errors import IcmError
from director.icm.inputs import check_prizes, check_stacks

#: Exact ICM is promised for this many players, whatever the number of prizes.
MAX_EXACT_PLAYERS = 20

# The work allowed for one ICM computation, in subset steps: what 20 players with 20 prizes need.
WORK_LIMIT = MAX_EXACT_PLAYERS << (MAX_EXACT_PLAYERS - 1)
# A layered (dictionary) step costs about this many vectorised (list) steps; see bench/icm.py.
_LAYERED_COST = 3
# Blocks of at most 2**_BASE subsets are solved by a plain loop, larger ones split in two.
_BASE = 9


def icm_equities(stacks: Sequence[int], prizes: Sequence[float | int]) -> list[float]:
    """Every player's expected prize under the Malmuth-Harville model, exactly.

    Args:
        stacks: Chip counts of the players left, in any order (0 for a player just busted).
        prizes: The prizes of the places still to be decided, first place first, in any unit;
            fewer prizes than players means the other places pay nothing.

    Returns:
        The equities in the prizes' unit, in the order of ``stacks``; they add up to the sum of
        the prizes (up to float rounding). Players with no chips share the last prizes.

    Raises:
        IcmError: negative or non-integer stacks, nobody with chips, prizes not in order or
            more prizes than players, or too many players for an exact answer.
    """
    chips = check_stacks(stacks)
    paid = check_prizes(prizes, len(chips), cents=False)
    n = len(chips)
    table = [float(p) for p in paid] + [0.0] * (n - len(paid))
    live = [i for i in range(n) if chips[i] > 0]
    dead = [i for i in range(n) if chips[i] == 0]
    out = [0.0] * n
    if dead:
        share = math.fsum(table[len(live) :]) / len(dead)
        for i in dead:
            out[i] = share
    for i, value in zip(live, harville([chips[i] for i in live], table[: len(live)]), strict=True):
        out[i] = value
    return out


def icm_work(players: int, paid_places: int) -> int:
    """The subset steps an exact ICM needs (what :func:`icm_equities` may spend at most)."""
    return min(_layered_work(players, paid_places) * _LAYERED_COST, _array_work(players))


def _array_work(n: int) -> int:
    return n << max(n - 1, 0) if n <= MAX_EXACT_PLAYERS else WORK_LIMIT * 1024


def _layered_work(n: int, m: int) -> int:
    return sum(math.comb(n, k) * (n - k) for k in range(min(m, n)))


def harville(stacks: list[int], prizes: list[float]) -> list[float]:
    """ICM for players who all have chips; ``prizes`` has one entry per player."""
    n = len(stacks)
    m = len(prizes)
    while m and prizes[m - 1] == 0:
        m -= 1
    if m == 0:
        return [0.0] * n
    if n == 1:
        return [prizes[0]]
    layered = _layered_work(n, m) * _LAYERED_COST
    array = _array_work(n)
    if min(layered, array) > WORK_LIMIT:
        raise IcmError("icm.err.too_big", players=n, paid=m, limit=MAX_EXACT_PLAYERS)
    if layered <= array:
        return _harville_layered(stacks, prizes, m)
    return _harville_subsets(stacks, prizes)


def _harville_layered(stacks: list[int], prizes: list[float], m: int) -> list[float]:
    """Walk the sets of players finishing in the top k places, k < m, one layer at a time.

    ``f[S]`` is the probability that the players in ``S`` (in some order) take the first
    ``|S|`` places; the next place goes to ``j`` not in ``S`` with probability
    ``s_j / (total - chips(S))``. So player ``j``'s equity is ``s_j`` times the sum, over the
    sets ``S`` without ``j``, of ``f[S] / (total - chips(S)) * prize[|S|]``.
    """
    n = len(stacks)
    total = float(sum(stacks))
    bits = [(1 << j, float(s)) for j, s in enumerate(stacks)]
    weight = [0.0] * n
    layer: dict[int, float] = {0: 1.0}
    chips: dict[int, float] = {0: 0.0}
    for k in range(m):
        prize = prizes[k]
        nf: dict[int, float] = {}
        nc: dict[int, float] = {}
        last = k == m - 1
        for mask, f in layer.items():
            c = chips[mask]
            h = f / (total - c)
            w = h * prize
            for j, (bit, s) in enumerate(bits):
                if mask & bit:
                    continue
                weight[j] += w
                if not last:
                    key = mask | bit
                    nf[key] = nf.get(key, 0.0) + h * s
                    nc[key] = c + s
        layer, chips = nf, nc
    return [s * w for s, w in zip(stacks, weight, strict=True)]


def _pairs(m: int, s: list[float]) -> list[list[tuple[int, float]]]:
    """For each subset S of the first m players: (S without j, s[j]) for every j in S."""
    return [[(x ^ (1 << j), s[j]) for j in range(m) if x >> j & 1] for x in range(1 << m)]


def _solve(
    seed: list[float],
    rest: list[float],
    off: int,
    s: list[float],
    m: int,
    pairs: list[list[tuple[int, float]]],
) -> list[float]:
    """``h[S] = f[S] / rest[S]`` over one block of subsets of the first ``m`` players.

    ``f[S] = seed[S] + sum(h[S - j] * s[j] for j in S)``. The block of subsets holding player
    ``m - 1`` depends on the block without it only through ``h[S] * s[m - 1]``, which is folded
    into its seed, so each half is the same problem one player smaller; the seed update is one
    vectorised pass over the half, so the whole costs ``m * 2**m`` list steps. Blocks of
    ``2**_BASE`` subsets are solved by a plain loop over ``pairs`` (the same for every block).
    """
    if m <= _BASE:
        h = [0.0] * len(seed)
        for subset, smaller in enumerate(pairs):
            acc = seed[subset]
            for below, sj in smaller:
                acc += h[below] * sj
            d = rest[off + subset]
            h[subset] = acc / d if d > 0 else 0.0
        return h
    half = 1 << (m - 1)
    low = _solve(seed[:half], rest, off, s, m - 1, pairs)
    seed_high = list(map(add, seed[half:], map(s[m - 1].__mul__, low)))
    low += _solve(seed_high, rest, off + half, s, m - 1, pairs)
    return low


def _harville_subsets(stacks: list[int], prizes: list[float]) -> list[float]:
    """Exact ICM over all ``2**n`` subsets of players (see :func:`_harville_layered`)."""
    n = len(stacks)
    total = sum(stacks)
    # Chips not yet placed for each subset S of finishers: exact, since the stacks are ints.
    rest = [float(total)]
    count = [0]
    for s in stacks:
        rest += [r - s for r in rest]
        count += [c + 1 for c in count]
    seed = [0.0] * (1 << n)
    seed[0] = 1.0
    floats = [float(s) for s in stacks]
    h = _solve(seed, rest, 0, floats, n, _pairs(min(n, _BASE), floats))
    by_count = [*prizes, 0.0]
    w = [x * by_count[c] for x, c in zip(h, count, strict=True)]
    without = [0.0] * n
    for j in reversed(range(n)):  # sum of w over subsets without player j, folding j out
        half = len(w) // 2
        low, high = w[:half], w[half:]
        without[j] = math.fsum(low)
        w = list(map(add, low, high))
    return [s * x for s, x in zip(stacks, without, strict=True)]
