"""ICM equities and the deal calculator for the players left in a tournament.

Two questions are answered here:

* **What is each stack worth?** :func:`icm_equities` gives every player's expected prize under the
  Independent Chip Model of Malmuth and Harville: a player wins with probability proportional to
  their chips; given who finished above them, the others take the next place in proportion to
  their chips among those left. The value is computed exactly (no simulation) for up to 20
  players, and for more players when few places are paid.
* **How do the players split the money now?** :func:`make_deal` (and the short forms
  :func:`icm_deal`, :func:`chip_chop`, :func:`custom_deal`) turns the prizes still to be paid,
  in integer cents, into a :class:`Deal`: what each player takes now, to the cent, adding up
  exactly to those prizes, optionally leaving an amount to play for that goes to the eventual
  winner.

How a deal is worked out
------------------------
1. **The prizes still to be paid** are the prizes of the places not yet decided, first place
   first (for 3 players left: the prizes for 1st, 2nd and 3rd). There may be fewer prizes than
   players (a deal on the bubble): the places without a prize are worth 0. There may not be more
   prizes than players, since nobody could win them.
2. **An amount to play for** (``play_for_cents``) is taken off the top before the split: it comes
   off first place, and if it is larger than the gap to second place, the top prizes are lowered
   together (first and second to the level of third, and so on), so the prizes split stay in
   order. The eventual winner gets it on top of their share (:meth:`Deal.final_amounts`).
3. **Players with no chips** (busted in the hand that led to the deal) take the prize of their
   place: with one such player, the last prize; with several, they tie and share the last prizes
   equally (TDA: players busted in the same hand with the same starting stack share).
4. **The split** of what is left among the players with chips:

   * ICM: each player gets their ICM equity of the prizes split.
   * Chip-chop: every player is first guaranteed the smallest prize split (what the next player
     out would get anyway); what is left above those guarantees is shared in proportion to chips::

         share_i = smallest + (total - n * smallest) * chips_i / all_chips

     capped at the largest prize split (the first prize, less any amount to play for): nobody
     can take more from a deal than they could win by playing on. Whatever a capped player
     cannot take is shared by the others, again in proportion to chips, until nobody is above
     the cap. (A pure chip-proportional split, the other common "chip chop", gives a short stack
     less than the prize they are already sure of, which is why clubs use the guaranteed
     minimum.)
5. **Rounding to the cent** uses the largest remainder: everyone gets their share rounded down
   and the cents left over go, one each, to the largest fractions (ties: the bigger stack, then
   the earlier player). The amounts therefore add up exactly to the prizes still to be paid,
   and a bigger stack never gets less than a smaller one.

Speed: the exact ICM runs a dynamic programme over subsets of players (``n * 2**n`` steps,
vectorised over Python lists), not over the ``n!`` finishing orders: 20 players with 20 prizes
take well under two seconds in pure Python (see ``bench/icm.py``). When fewer places are paid it
walks only the subsets that can still finish in the money, which is much faster and allows more
than 20 players.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from operator import add
from typing import Any

from director.errors import DirectorError

#: Exact ICM is promised for this many players, whatever the number of prizes.
MAX_EXACT_PLAYERS = 20

# The work allowed for one ICM computation, in subset steps: what 20 players with 20 prizes need.
_WORK_LIMIT = MAX_EXACT_PLAYERS << (MAX_EXACT_PLAYERS - 1)
# A layered (dictionary) step costs about this many vectorised (list) steps; see bench/icm.py.
_LAYERED_COST = 3
# Blocks of at most 2**_BASE subsets are solved by a plain loop, larger ones split in two.
_BASE = 9


class IcmError(DirectorError):
    """Stacks, prizes or a deal that cannot be used, explained in one line."""


class DealMethod(StrEnum):
    """How a deal splits the money."""

    ICM = "icm"
    CHIP_CHOP = "chip-chop"
    CUSTOM = "custom"

    @property
    def label(self) -> str:
        """The name shown to people."""
        return {
            DealMethod.ICM: "ICM (Malmuth-Harville)",
            DealMethod.CHIP_CHOP: "chip-chop",
            DealMethod.CUSTOM: "custom",
        }[self]


# --------------------------------------------------------------------------------------------
# Checking the input
# --------------------------------------------------------------------------------------------


def _check_stacks(stacks: Sequence[int]) -> list[int]:
    try:
        values = list(stacks)
    except TypeError:
        raise IcmError("the stacks must be a list of chip counts, like 5000,3000,2000") from None
    if not values:
        raise IcmError("no players: give the chip count of each player left")
    for i, s in enumerate(values, 1):
        if isinstance(s, bool) or not isinstance(s, int):
            raise IcmError(f"player {i}'s stack must be a whole number of chips, not {s!r}")
        if s < 0:
            raise IcmError(f"player {i}'s stack is {s:,}: chip counts cannot be negative")
    if not any(values):
        raise IcmError("nobody has any chips: enter the chip counts of the players left")
    return values


def _check_prizes(prizes: Sequence[Any], players: int, *, cents: bool) -> list[Any]:
    try:
        values = list(prizes)
    except TypeError:
        raise IcmError("the prizes must be a list of amounts, first place first") from None
    what = "whole number of cents" if cents else "number"
    for i, p in enumerate(values, 1):
        ok = isinstance(p, int) if cents else isinstance(p, int | float | Fraction)
        if isinstance(p, bool) or not ok:
            raise IcmError(f"the prize for place {i} must be a {what}, not {p!r}")
        if isinstance(p, float) and not math.isfinite(p):
            raise IcmError(f"the prize for place {i} must be a number, not {p}")
        if p < 0:
            raise IcmError(f"the prize for place {i} is negative ({p}); prizes are 0 or more")
        if i > 1 and p > values[i - 2]:
            raise IcmError(
                f"the prize for place {i} ({p}) is more than for place {i - 1} "
                f"({values[i - 2]}); list the prizes from first place down"
            )
    if len(values) > players:
        raise IcmError(
            f"{len(values)} prizes for {players} player{'s' if players != 1 else ''}: give only "
            f"the prizes of the places still to be decided (1st to {_ordinal(players)})"
        )
    return values


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


# --------------------------------------------------------------------------------------------
# ICM
# --------------------------------------------------------------------------------------------


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
    chips = _check_stacks(stacks)
    paid = _check_prizes(prizes, len(chips), cents=False)
    n = len(chips)
    table = [float(p) for p in paid] + [0.0] * (n - len(paid))
    live = [i for i in range(n) if chips[i] > 0]
    dead = [i for i in range(n) if chips[i] == 0]
    out = [0.0] * n
    if dead:
        share = math.fsum(table[len(live) :]) / len(dead)
        for i in dead:
            out[i] = share
    for i, value in zip(live, _harville([chips[i] for i in live], table[: len(live)]), strict=True):
        out[i] = value
    return out


def icm_work(players: int, paid_places: int) -> int:
    """The subset steps an exact ICM needs (what :func:`icm_equities` may spend at most)."""
    return min(_layered_work(players, paid_places) * _LAYERED_COST, _array_work(players))


def _array_work(n: int) -> int:
    return n << max(n - 1, 0) if n <= MAX_EXACT_PLAYERS else _WORK_LIMIT * 1024


def _layered_work(n: int, m: int) -> int:
    return sum(math.comb(n, k) * (n - k) for k in range(min(m, n)))


def _harville(stacks: list[int], prizes: list[float]) -> list[float]:
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
    if min(layered, array) > _WORK_LIMIT:
        raise IcmError(
            f"exact ICM for {n} players with {m} paid places is too big to compute; it is "
            f"limited to {MAX_EXACT_PLAYERS} players (more when only a few places are paid)"
        )
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


# --------------------------------------------------------------------------------------------
# Deals
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Deal:
    """A deal among the players left: what each takes now, in cents.

    Attributes:
        method: How the split was worked out.
        stacks: The chip counts, one per player, in the order the deal lists them.
        prizes_cents: The prizes still to be paid, first place first (as given).
        play_for_cents: The amount left to play for; the eventual winner gets it.
        amounts_cents: What each player takes now, in the order of ``stacks``. Together with
            ``play_for_cents`` they add up exactly to the sum of ``prizes_cents``.
        split_prizes_cents: The prizes that were split: ``prizes_cents`` with the amount to play
            for taken off the top, one per player (0 for places without a prize).
        shares_cents: The unrounded amounts the method gave, before rounding to the cent.
        names: The players' names, if given (same order as ``stacks``).
    """

    method: DealMethod
    stacks: tuple[int, ...]
    prizes_cents: tuple[int, ...]
    play_for_cents: int
    amounts_cents: tuple[int, ...]
    split_prizes_cents: tuple[int, ...]
    shares_cents: tuple[float, ...]
    names: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "method", DealMethod(self.method))
        for name in (
            "stacks",
            "prizes_cents",
            "amounts_cents",
            "split_prizes_cents",
            "shares_cents",
            "names",
        ):
            object.__setattr__(self, name, tuple(getattr(self, name)))
        n = len(self.stacks)
        if n == 0:
            raise IcmError("a deal needs at least one player")
        lengths = {len(self.amounts_cents), len(self.split_prizes_cents), len(self.shares_cents)}
        if lengths != {n} or (self.names and len(self.names) != n):
            raise IcmError("a deal needs one stack, amount and share per player")
        if any(a < 0 for a in self.amounts_cents):
            raise IcmError("a deal cannot give a player a negative amount")
        if not 0 <= self.play_for_cents <= sum(self.prizes_cents):
            raise IcmError("the amount to play for must be between 0 and the prizes left")
        if sum(self.amounts_cents) + self.play_for_cents != sum(self.prizes_cents):
            raise IcmError(
                f"the deal pays {_money(sum(self.amounts_cents) + self.play_for_cents)} but "
                f"{_money(sum(self.prizes_cents))} is left to pay; the amounts must add up"
            )

    @property
    def players(self) -> int:
        """How many players are in the deal."""
        return len(self.stacks)

    @property
    def total_cents(self) -> int:
        """All the money still to be paid (the prizes)."""
        return sum(self.prizes_cents)

    @property
    def split_cents(self) -> int:
        """The money split now (the prizes less the amount to play for)."""
        return self.total_cents - self.play_for_cents

    def final_amounts(self, winner: int) -> tuple[int, ...]:
        """What each player gets in the end, once ``winner`` (an index) has won what is left."""
        if not 0 <= winner < self.players:
            raise IcmError(f"there is no player {winner + 1} in this deal of {self.players}")
        return tuple(
            a + (self.play_for_cents if i == winner else 0)
            for i, a in enumerate(self.amounts_cents)
        )

    def player_name(self, index: int) -> str:
        """The name of player ``index`` or "Player N"."""
        return self.names[index] if self.names else f"Player {index + 1}"

    def explain(self, currency: str = "€") -> str:
        """A few lines a director can read out: the method, the money and each player's take."""
        money = lambda cents: _money(cents, currency)  # noqa: E731
        n = self.players
        lines = [
            f"{self.method.label[0].upper()}{self.method.label[1:]} deal among {n} player{'s' if n != 1 else ''} "
            f"for the {money(self.total_cents)} still to be paid."
        ]
        if self.play_for_cents:
            lines.append(
                f"{money(self.play_for_cents)} is left to play for and goes to the winner; "
                f"{money(self.split_cents)} is split now."
            )
        lines.append(
            "Prizes split: "
            + ", ".join(
                f"{_ordinal(i + 1)} {money(p)}" for i, p in enumerate(self.split_prizes_cents)
            )
            + "."
        )
        if self.method is DealMethod.ICM:
            lines.append(
                "Each player takes their ICM value: their expected prize if the places were "
                "drawn one by one in proportion to the chips of those still in."
            )
        elif self.method is DealMethod.CHIP_CHOP:
            floor = min(self.split_prizes_cents)
            lines.append(
                f"Each player is guaranteed {money(floor)} (the smallest prize split); the rest "
                f"is shared in proportion to chips, nobody taking more than "
                f"{money(max(self.split_prizes_cents))}."
            )
        else:
            lines.append("The players agreed these amounts.")
        if any(s == 0 for s in self.stacks):
            lines.append("Players with no chips take the prize of their place.")
        chips = sum(self.stacks)
        width = max(len(self.player_name(i)) for i in range(n))
        for i in range(n):
            pct = 100 * self.stacks[i] / chips if chips else 0.0
            lines.append(
                f"  {self.player_name(i):<{width}}  {self.stacks[i]:>12,} chips ({pct:5.1f}%)"
                f"  {money(self.amounts_cents[i]):>14}"
            )
        return "\n".join(lines)

    def to_dict(self) -> dict[str, Any]:
        """Plain data for the tournament's event log (JSON-safe)."""
        return {
            "method": self.method.value,
            "stacks": list(self.stacks),
            "prizes_cents": list(self.prizes_cents),
            "play_for_cents": self.play_for_cents,
            "amounts_cents": list(self.amounts_cents),
            "split_prizes_cents": list(self.split_prizes_cents),
            "shares_cents": list(self.shares_cents),
            "names": list(self.names),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Deal:
        """The deal recorded by :meth:`to_dict`, exactly as it was (not recomputed)."""
        try:
            return cls(
                method=DealMethod(data["method"]),
                stacks=tuple(int(x) for x in data["stacks"]),
                prizes_cents=tuple(int(x) for x in data["prizes_cents"]),
                play_for_cents=int(data["play_for_cents"]),
                amounts_cents=tuple(int(x) for x in data["amounts_cents"]),
                split_prizes_cents=tuple(int(x) for x in data["split_prizes_cents"]),
                shares_cents=tuple(float(x) for x in data["shares_cents"]),
                names=tuple(str(x) for x in data.get("names", ())),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise IcmError(f"the recorded deal is damaged ({exc})") from None


def _money(cents: int, currency: str = "€") -> str:
    sign = "-" if cents < 0 else ""
    whole, frac = divmod(abs(cents), 100)
    return f"{sign}{currency}{whole:,}.{frac:02d}"


def remove_from_top(prizes_cents: Sequence[int], amount_cents: int) -> list[int]:
    """The prizes with ``amount_cents`` taken off the top, keeping them in order.

    The amount comes off first place; past the gap to second place, first and second are
    lowered together, and so on ("water level" from the top). Odd cents come off the lower
    places of a group so the result never increases by place.

    >>> remove_from_top([1000, 600, 300], 100)
    [900, 600, 300]
    >>> remove_from_top([1000, 600, 300], 501)
    [550, 549, 300]
    """
    p = list(prizes_cents)
    n = len(p)
    left = amount_cents
    if not 0 <= left <= sum(p):
        raise IcmError(
            f"the amount to play for ({_money(left)}) must be between {_money(0)} and the "
            f"prizes left ({_money(sum(p))})"
        )
    k = 1
    while left > 0:
        while k < n and p[k] == p[0]:
            k += 1
        lower = p[k] if k < n else 0
        room = (p[0] - lower) * k
        if left <= room:
            q, r = divmod(left, k)
            for i in range(k):
                p[i] -= q + (1 if i >= k - r else 0)
            break
        for i in range(k):
            p[i] = lower
        left -= room
    return p


def _apportion(shares: Sequence[Fraction], total: int, stacks: Sequence[int]) -> list[int]:
    """Whole cents adding up to ``total``, by largest remainder (ties: bigger stack, earlier)."""
    exact = sum(shares)
    if exact != total and exact > 0:  # float equities: make them add up exactly first
        shares = [s * total / exact for s in shares]
    base = [math.floor(s) for s in shares]
    left = total - sum(base)
    order = sorted(
        range(len(shares)),
        key=lambda i: (-round(shares[i] - base[i], 6), -stacks[i], i),
    )
    for i in order[:left]:
        base[i] += 1
    return base


def _chip_chop_shares(stacks: list[int], prizes: list[int]) -> list[Fraction]:
    """The chip-chop formula (see the module docstring), exactly; every stack is > 0."""
    floor = prizes[-1]
    cap = prizes[0]
    shares: dict[int, Fraction] = {}
    active = list(range(len(stacks)))
    remaining = Fraction(sum(prizes))
    while active:
        chips = sum(stacks[i] for i in active)
        extra = remaining - floor * len(active)
        trial = {i: floor + extra * stacks[i] / chips for i in active}
        over = [i for i in active if trial[i] > cap]
        if not over:
            shares.update(trial)
            break
        for i in over:
            shares[i] = Fraction(cap)
            remaining -= cap
            active.remove(i)
    return [shares[i] for i in range(len(stacks))]


def verify_deal(
    stacks: Sequence[int],
    prizes_cents: Sequence[int],
    *,
    play_for_cents: int = 0,
    method: DealMethod | str = DealMethod.ICM,
) -> None:
    """Raise :class:`IcmError` saying why this deal cannot be worked out; None if it can."""
    chips = _check_stacks(stacks)
    prizes = _check_prizes(prizes_cents, len(chips), cents=True)
    try:
        DealMethod(method)
    except ValueError:
        raise IcmError(f"unknown deal method {method!r}; use icm or chip-chop") from None
    if isinstance(play_for_cents, bool) or not isinstance(play_for_cents, int):
        raise IcmError(f"the amount to play for must be whole cents, not {play_for_cents!r}")
    remove_from_top(prizes, play_for_cents)
    if DealMethod(method) is DealMethod.ICM:
        live = sum(1 for s in chips if s > 0)
        paid = sum(1 for p in prizes[:live] if p > 0)
        if icm_work(live, paid) > _WORK_LIMIT:
            raise IcmError(
                f"exact ICM for {live} players with {paid} paid places is too big to compute; "
                "use a chip-chop deal"
            )


def can_deal(
    stacks: Sequence[int],
    prizes_cents: Sequence[int],
    *,
    play_for_cents: int = 0,
    method: DealMethod | str = DealMethod.ICM,
) -> bool:
    """True when :func:`make_deal` would work out this deal."""
    try:
        verify_deal(stacks, prizes_cents, play_for_cents=play_for_cents, method=method)
    except IcmError:
        return False
    return True


def make_deal(
    stacks: Sequence[int],
    prizes_cents: Sequence[int],
    method: DealMethod | str = DealMethod.ICM,
    *,
    play_for_cents: int = 0,
    names: Sequence[str] | None = None,
) -> Deal:
    """Work out a deal among the players left (see the module docstring for the rules).

    Args:
        stacks: Chip counts of the players in the deal (0 for a player just busted).
        prizes_cents: The prizes of the places still to be decided, first place first.
        method: ``icm`` or ``chip-chop``.
        play_for_cents: An amount taken off the top that the players keep playing for.
        names: The players' names, for :meth:`Deal.explain`.

    Returns:
        The deal; its amounts add up, to the cent, to the prizes less the amount to play for.

    Raises:
        IcmError: for input that cannot make a deal (one line saying why).
    """
    verify_deal(stacks, prizes_cents, play_for_cents=play_for_cents, method=method)
    method = DealMethod(method)
    if method is DealMethod.CUSTOM:
        raise IcmError("a custom deal needs its amounts: use custom_deal()")
    chips = list(stacks)
    n = len(chips)
    names_t = _check_names(names, n)
    given = list(prizes_cents)
    split = remove_from_top([*given, *[0] * (n - len(given))], play_for_cents)
    live = [i for i in range(n) if chips[i] > 0]
    dead = [i for i in range(n) if chips[i] == 0]
    shares: list[Fraction] = [Fraction(0)] * n
    if dead:
        each = Fraction(sum(split[len(live) :]), len(dead))
        for i in dead:
            shares[i] = each
    top = split[: len(live)]
    live_chips = [chips[i] for i in live]
    if method is DealMethod.ICM:
        values = [Fraction(v) for v in _harville(live_chips, [float(p) for p in top])]
        exact = sum(values)
        if exact > 0:  # the float equities add up to sum(top) only up to rounding
            values = [v * sum(top) / exact for v in values]
    else:
        values = _chip_chop_shares(live_chips, top)
    for i, v in zip(live, values, strict=True):
        shares[i] = v
    amounts = _apportion(shares, sum(split), chips)
    return Deal(
        method=method,
        stacks=tuple(chips),
        prizes_cents=tuple(given),
        play_for_cents=play_for_cents,
        amounts_cents=tuple(amounts),
        split_prizes_cents=tuple(split),
        shares_cents=tuple(float(s) for s in shares),
        names=names_t,
    )


def custom_deal(
    stacks: Sequence[int],
    prizes_cents: Sequence[int],
    amounts_cents: Sequence[int],
    *,
    play_for_cents: int = 0,
    names: Sequence[str] | None = None,
) -> Deal:
    """Record amounts the players agreed themselves; they must add up to the prizes left."""
    verify_deal(stacks, prizes_cents, play_for_cents=play_for_cents, method=DealMethod.CHIP_CHOP)
    n = len(stacks)
    amounts = list(amounts_cents)
    if len(amounts) != n:
        raise IcmError(f"give one amount per player: {len(amounts)} amounts for {n} players")
    for i, a in enumerate(amounts, 1):
        if isinstance(a, bool) or not isinstance(a, int) or a < 0:
            raise IcmError(f"player {i}'s amount must be whole cents, 0 or more, not {a!r}")
    given = list(prizes_cents)
    split = remove_from_top([*given, *[0] * (n - len(given))], play_for_cents)
    if sum(amounts) != sum(split):
        raise IcmError(
            f"the amounts add up to {_money(sum(amounts))} but {_money(sum(split))} is to be "
            "split; change them so they add up"
        )
    return Deal(
        method=DealMethod.CUSTOM,
        stacks=tuple(stacks),
        prizes_cents=tuple(given),
        play_for_cents=play_for_cents,
        amounts_cents=tuple(amounts),
        split_prizes_cents=tuple(split),
        shares_cents=tuple(float(a) for a in amounts),
        names=_check_names(names, n),
    )


def _check_names(names: Sequence[str] | None, n: int) -> tuple[str, ...]:
    if names is None:
        return ()
    out = tuple(str(x) for x in names)
    if len(out) != n:
        raise IcmError(f"give one name per player: {len(out)} names for {n} players")
    return out


def icm_deal(
    stacks: Sequence[int], prizes_cents: Sequence[int], *, play_for_cents: int = 0
) -> list[int]:
    """What each player takes now in an ICM deal, in cents (see :func:`make_deal`)."""
    return list(
        make_deal(stacks, prizes_cents, DealMethod.ICM, play_for_cents=play_for_cents).amounts_cents
    )


def chip_chop(
    stacks: Sequence[int], prizes_cents: Sequence[int], *, play_for_cents: int = 0
) -> list[int]:
    """What each player takes now in a chip-chop deal, in cents (see :func:`make_deal`)."""
    return list(
        make_deal(
            stacks, prizes_cents, DealMethod.CHIP_CHOP, play_for_cents=play_for_cents
        ).amounts_cents
    )
