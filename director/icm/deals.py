"""Deals: how the players left split the prizes still to be paid, to the cent.

The rules are in :mod:`director.icm`: the amount to play for comes off the top prizes, players
with no chips take the prize of their place, the rest is split by ICM or by chip-chop, and the
cents are apportioned by largest remainder.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from typing import Any

from director.i18n import Msg, message
from director.icm.errors import IcmError
from director.icm.harville import WORK_LIMIT, harville, icm_work
from director.icm.inputs import Ordinal, check_prizes, check_stacks
from director.yamlread import Listing, Number


@dataclass(frozen=True, slots=True)
class Money:
    """An amount in a message: ``€1,234.50`` in English, ``€1.234,50`` in Italian."""

    cents: int
    currency: str = "€"

    def text(self, lang: str = "en") -> str:
        """The amount as ``lang`` writes money, after the currency symbol."""
        sign = "-" if self.cents < 0 else ""
        whole, frac = divmod(abs(self.cents), 100)
        if lang == "it":
            return f"{sign}{self.currency}" + f"{whole:,}".replace(",", ".") + f",{frac:02d}"
        return f"{sign}{self.currency}{whole:,}.{frac:02d}"


class DealMethod(StrEnum):
    """How a deal splits the money."""

    ICM = "icm"
    CHIP_CHOP = "chip-chop"
    CUSTOM = "custom"

    def text(self, lang: str = "en") -> str:
        """The method's name in ``lang``."""
        return message(f"icm.method.{self.value}", lang)

    @property
    def label(self) -> str:
        """The name shown to people, in English."""
        return self.text("en")


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
            raise IcmError("icm.err.deal_empty")
        lengths = {len(self.amounts_cents), len(self.split_prizes_cents), len(self.shares_cents)}
        if lengths != {n} or (self.names and len(self.names) != n):
            raise IcmError("icm.err.deal_lengths")
        if any(a < 0 for a in self.amounts_cents):
            raise IcmError("icm.err.deal_negative")
        if not 0 <= self.play_for_cents <= sum(self.prizes_cents):
            raise IcmError("icm.err.play_for_range")
        if sum(self.amounts_cents) + self.play_for_cents != sum(self.prizes_cents):
            raise IcmError(
                "icm.err.deal_sum",
                paid=Money(sum(self.amounts_cents) + self.play_for_cents),
                left=Money(sum(self.prizes_cents)),
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
            raise IcmError("icm.err.no_player", player=winner + 1, players=self.players)
        return tuple(
            a + (self.play_for_cents if i == winner else 0)
            for i, a in enumerate(self.amounts_cents)
        )

    def player_name(self, index: int, lang: str = "en") -> str:
        """The name of player ``index`` or "Player N" (in ``lang``)."""
        return self.names[index] if self.names else message("icm.player", lang, number=index + 1)

    def explain(self, currency: str = "€", lang: str = "en") -> str:
        """A few lines a director can read out: the method, the money and each player's take."""
        n = self.players

        def money(cents: int) -> Money:
            return Money(cents, currency)

        title = "icm.explain.title" if n != 1 else "icm.explain.title_one"
        method = Msg(f"icm.method_title.{self.method.value}")
        lines = [message(title, lang, method=method, players=n, total=money(self.total_cents))]
        if self.play_for_cents:
            play_for, split = money(self.play_for_cents), money(self.split_cents)
            lines.append(message("icm.explain.play_for", lang, play_for=play_for, split=split))
        prizes = Listing(
            tuple(
                Msg("icm.explain.prize", place=Ordinal(i + 1), amount=money(p))
                for i, p in enumerate(self.split_prizes_cents)
            )
        )
        lines.append(message("icm.explain.prizes", lang, prizes=prizes))
        if self.method is DealMethod.CHIP_CHOP:
            floor, cap = money(min(self.split_prizes_cents)), money(max(self.split_prizes_cents))
            lines.append(message("icm.explain.chip-chop", lang, floor=floor, cap=cap))
        else:
            lines.append(message(f"icm.explain.{self.method.value}", lang))
        if any(s == 0 for s in self.stacks):
            lines.append(message("icm.explain.busted", lang))
        return "\n".join(lines + self._player_lines(currency, lang))

    def _player_lines(self, currency: str, lang: str) -> list[str]:
        """One line per player: name, chips and their share, and what they take now."""
        chips = sum(self.stacks)
        names = [self.player_name(i, lang) for i in range(self.players)]
        width = max(len(name) for name in names)
        lines = []
        for i, name in enumerate(names):
            pct = f"{100 * self.stacks[i] / chips if chips else 0.0:5.1f}"
            lines.append(
                message(
                    "icm.explain.player",
                    lang,
                    name=f"{name:<{width}}",
                    chips=f"{Number(self.stacks[i]).text(lang):>12}",
                    pct=pct.replace(".", ",") if lang == "it" else pct,
                    amount=f"{Money(self.amounts_cents[i], currency).text(lang):>14}",
                )
            )
        return lines

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
            raise IcmError("icm.err.damaged", detail=str(exc)) from None


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
            "icm.err.play_for_between", amount=Money(left), zero=Money(0), prizes=Money(sum(p))
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


def _apportion(
    shares: Sequence[Fraction], total: int, stacks: Sequence[int], unit: int = 1
) -> list[int]:
    """Multiples of ``unit`` adding up to ``total``, by largest remainder.

    Everyone gets their share rounded down to ``unit``; the units left over go, one each, to
    the largest remainders (ties: bigger stack, earlier). Cents that ``unit`` cannot divide go
    to the biggest stack, as the cents the rounding unit cannot divide go to first place in
    the payouts (:func:`director.payouts.compute_payouts`). A club paying cash pays in notes:
    the deal is rounded like the prizes it replaces.
    """
    exact = sum(shares)
    if exact != total and exact > 0:  # float equities: make them add up exactly first
        shares = [s * total / exact for s in shares]
    base = [math.floor(s / unit) * unit for s in shares]
    units, odd = divmod(total - sum(base), unit)
    order = sorted(
        range(len(shares)),
        key=lambda i: (-round((shares[i] - base[i]) / unit, 6), -stacks[i], i),
    )
    for i in order[:units]:  # fewer than len(shares): each lost less than one unit
        base[i] += unit
    base[min(range(len(stacks)), key=lambda i: (-stacks[i], i))] += odd
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
    chips = check_stacks(stacks)
    prizes = check_prizes(prizes_cents, len(chips), cents=True)
    try:
        DealMethod(method)
    except ValueError:
        raise IcmError("icm.err.method", method=method) from None
    if isinstance(play_for_cents, bool) or not isinstance(play_for_cents, int):
        raise IcmError("icm.err.play_for_type", value=play_for_cents)
    remove_from_top(prizes, play_for_cents)
    if DealMethod(method) is DealMethod.ICM:
        live = sum(1 for s in chips if s > 0)
        paid = sum(1 for p in prizes[:live] if p > 0)
        if icm_work(live, paid) > WORK_LIMIT:
            raise IcmError("icm.err.too_big_deal", players=live, paid=paid)


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
    rounding_cents: int = 1,
) -> Deal:
    """Work out a deal among the players left (see the module docstring for the rules).

    Args:
        stacks: Chip counts of the players in the deal (0 for a player just busted).
        prizes_cents: The prizes of the places still to be decided, first place first.
        method: ``icm`` or ``chip-chop``.
        play_for_cents: An amount taken off the top that the players keep playing for.
        names: The players' names, for :meth:`Deal.explain`.
        rounding_cents: The amounts are multiples of this (500 = 5-euro notes), like the
            tournament's prizes, except that the biggest stack also takes the cents it cannot
            divide. The unrounded amounts stay in :attr:`Deal.shares_cents`.

    Returns:
        The deal; its amounts add up, to the cent, to the prizes less the amount to play for.

    Raises:
        IcmError: for input that cannot make a deal (one line saying why).
    """
    verify_deal(stacks, prizes_cents, play_for_cents=play_for_cents, method=method)
    if (
        isinstance(rounding_cents, bool)
        or not isinstance(rounding_cents, int)
        or rounding_cents < 1
    ):
        raise IcmError("icm.err.rounding", value=rounding_cents)
    method = DealMethod(method)
    if method is DealMethod.CUSTOM:
        raise IcmError("icm.err.custom_needs_amounts")
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
        values = [Fraction(v) for v in harville(live_chips, [float(p) for p in top])]
        exact = sum(values)
        if exact > 0:  # the float equities add up to sum(top) only up to rounding
            values = [v * sum(top) / exact for v in values]
    else:
        values = _chip_chop_shares(live_chips, top)
    for i, v in zip(live, values, strict=True):
        shares[i] = v
    amounts = _apportion(shares, sum(split), chips, rounding_cents)
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
        raise IcmError("icm.err.amount_count", amounts=len(amounts), players=n)
    for i, a in enumerate(amounts, 1):
        if isinstance(a, bool) or not isinstance(a, int) or a < 0:
            raise IcmError("icm.err.amount_type", player=i, value=a)
    given = list(prizes_cents)
    split = remove_from_top([*given, *[0] * (n - len(given))], play_for_cents)
    if sum(amounts) != sum(split):
        raise IcmError("icm.err.amounts_sum", total=Money(sum(amounts)), split=Money(sum(split)))
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
        raise IcmError("icm.err.name_count", names=len(out), players=n)
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
