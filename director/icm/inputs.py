"""Checking what ICM and a deal are given: the stacks of the players left and the prizes."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from director.i18n import ordinal
from director.icm.errors import IcmError
from director.yamlread import Number


@dataclass(frozen=True, slots=True)
class Ordinal:
    """A place in a message: ``3rd`` in English, ``3°`` in Italian."""

    place: int

    def text(self, lang: str = "en") -> str:
        """The place as ``lang`` writes it."""
        return ordinal(self.place, lang)


def check_stacks(stacks: Sequence[int]) -> list[int]:
    """The chip counts as a list: whole numbers, none negative, someone with chips.

    Raises:
        IcmError: saying which stack is wrong and why.
    """
    try:
        values = list(stacks)
    except TypeError:
        raise IcmError("icm.err.stacks_type") from None
    if not values:
        raise IcmError("icm.err.no_players")
    for i, s in enumerate(values, 1):
        if isinstance(s, bool) or not isinstance(s, int):
            raise IcmError("icm.err.stack_type", player=i, value=s)
        if s < 0:
            raise IcmError("icm.err.stack_negative", player=i, chips=Number(s))
    if not any(values):
        raise IcmError("icm.err.no_chips")
    return values


def check_prizes(prizes: Sequence[Any], players: int, *, cents: bool) -> list[Any]:
    """The prizes as a list, first place first: never increasing, at most one per player.

    Args:
        prizes: The prizes still to be paid.
        players: How many players are left.
        cents: True if each prize must be whole cents (a deal), False for any number (ICM).

    Raises:
        IcmError: saying which prize is wrong and why.
    """
    try:
        values = list(prizes)
    except TypeError:
        raise IcmError("icm.err.prizes_type") from None
    kind = "icm.err.prize_cents_type" if cents else "icm.err.prize_number_type"
    for i, p in enumerate(values, 1):
        ok = isinstance(p, int) if cents else isinstance(p, int | float | Fraction)
        if isinstance(p, bool) or not ok:
            raise IcmError(kind, place=i, value=p)
        if isinstance(p, float) and not math.isfinite(p):
            raise IcmError("icm.err.prize_number_type", place=i, value=p)
        if p < 0:
            raise IcmError("icm.err.prize_negative", place=i, value=p)
        if i > 1 and p > values[i - 2]:
            raise IcmError(
                "icm.err.prize_order", place=i, value=p, above=i - 1, above_value=values[i - 2]
            )
    if len(values) > players:
        key = "icm.err.too_many_prizes" if players != 1 else "icm.err.too_many_prizes_one"
        raise IcmError(key, prizes=len(values), players=players, last=Ordinal(players))
    return values
