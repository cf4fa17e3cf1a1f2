"""Prize amounts: the pool shared among the places paid, to the cent (see :mod:`director.payouts`)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from director.payouts.errors import PayoutError
from director.payouts.shipped import default_payout_table
from director.payouts.table import HUNDRED, PayoutTable, count


@dataclass(frozen=True, slots=True)
class Cents:
    """An amount of money in a message: ``1,234.50`` in English, ``1.234,50`` in Italian."""

    cents: int

    def text(self, lang: str = "en") -> str:
        """The amount written the way ``lang`` writes money (without a currency)."""
        whole, frac = divmod(self.cents, 100)
        if lang == "it":
            return f"{whole:,}".replace(",", ".") + f",{frac:02d}"
        return f"{whole:,}.{frac:02d}"


def _split(pool: int, row: Sequence[Fraction], unit: int) -> list[int]:
    """The pool shared by ``row``: rounded down to ``unit``, leftovers to the top places."""
    amounts = [math.floor(pool * p / (HUNDRED * unit)) * unit for p in row]
    left = pool - sum(amounts)
    units, odd = divmod(left, unit)
    for i in range(units):  # fewer than len(row): each amount lost less than one unit
        amounts[i] += unit
    amounts[0] += odd
    return amounts


def compute_payouts(
    prize_pool_cents: int,
    entries: int,
    table: PayoutTable | None = None,
    *,
    rounding_cents: int = 100,
    minimum_cash_cents: int = 0,
    places: int | None = None,
) -> tuple[int, ...]:
    """The prize of each place paid, in cents, first place first.

    Args:
        prize_pool_cents: The whole prize pool.
        entries: The number of entries (re-entries count), which picks the table's row.
        table: The payout table; the club's default when None.
        rounding_cents: Prizes are multiples of this (100 = whole euros, 500 = 5-euro notes),
            except first place, which also takes whatever the unit cannot divide.
        minimum_cash_cents: Pay fewer places while the last prize would be below this.
        places: Pay this many places instead of what the table says.

    Returns:
        The amounts, never increasing by place and adding up exactly to the pool; empty when
        the pool is 0 (nothing to pay).

    Raises:
        PayoutError: negative or non-integer arguments, a pool with no entries to pay it to, or
            more places than any row of the table pays.
    """
    pool = count(prize_pool_cents, "payouts.what.pool")
    entries = count(entries, "payouts.what.entry_count")
    unit = count(rounding_cents, "payouts.what.rounding")
    minimum = count(minimum_cash_cents, "payouts.what.minimum_cash")
    if unit == 0:
        raise PayoutError("payouts.err.unit")
    if places is not None and count(places, "payouts.what.places_paid") == 0:
        raise PayoutError("payouts.err.no_place")
    if pool == 0:
        return ()
    if entries == 0:
        raise PayoutError("payouts.err.no_entries", pool=Cents(pool))
    table = table or default_payout_table()
    wanted = places if places is not None else table.places_paid(entries)
    number = min(wanted, entries)
    while number > 1:
        if places is None and number == len(table.percentages(entries)):
            row = table.percentages(entries)
        else:
            row = table.row_for_places(number, entries)
        amounts = _split(pool, row, unit)
        if amounts[-1] > 0 and amounts[-1] >= minimum:
            return tuple(amounts)
        number -= 1
    return (pool,)


def payout_rows(amounts: Sequence[int]) -> list[dict[str, int]]:
    """``[{"place": 1, "amount_cents": ...}, ...]``, the shape ``director payouts --json`` uses."""
    return [{"place": i, "amount_cents": a} for i, a in enumerate(amounts, 1)]


def split_tied_places(payouts: Sequence[int], first_place: int, players: int) -> tuple[int, ...]:
    """What each of ``players`` tied for ``first_place`` and the places below gets.

    Players busted in the same hand with the same starting stack tie and share the prizes of
    the places they cover equally (TDA rules; the club's sheets are silent). Places beyond the
    paid ones count as 0. Cents that do not divide go one each to the first players in the
    order the caller gives them.

    >>> split_tied_places([5000, 3000, 2000], 2, 2)
    (2500, 2500)
    >>> split_tied_places([5000, 3001, 2000], 2, 2)
    (2501, 2500)
    """
    first_place = count(first_place, "payouts.what.place_number")
    players = count(players, "payouts.what.players")
    if first_place < 1 or players < 1:
        raise PayoutError("payouts.err.tie")
    total = sum(payouts[first_place - 1 : first_place - 1 + players])
    each, odd = divmod(total, players)
    return tuple(each + (1 if i < odd else 0) for i in range(players))
