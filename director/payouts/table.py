"""A payout table: for each range of entries, the percentage of the pool each place gets.

The rows are exact fractions, so a table read back from its YAML (:meth:`PayoutTable.to_yaml`)
is equal to the one written, and a row adds up to exactly 100.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any

from director.i18n import Msg
from director.payouts.errors import PayoutError

HUNDRED = Fraction(100)


def fraction(value: Any) -> Fraction:
    """A percentage as an exact fraction (floats by their shortest decimal text)."""
    if isinstance(value, bool):
        raise PayoutError("payouts.err.percent_type", value=value)
    if isinstance(value, Fraction):
        return value
    if isinstance(value, int):
        return Fraction(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise PayoutError("payouts.err.percent_type", value=value)
        return Fraction(repr(value))
    if isinstance(value, Decimal | str):
        try:
            return Fraction(value)
        except (ValueError, ZeroDivisionError):
            pass
    raise PayoutError("payouts.err.percent_type", value=value)


def pct_text(value: Fraction) -> str:
    """A percentage as text: ``12.5``, ``20``, or ``100/3`` when no decimal is exact."""
    den = value.denominator
    while den % 2 == 0:
        den //= 2
    while den % 5 == 0:
        den //= 5
    if den != 1:
        return f"{value.numerator}/{value.denominator}"
    text = format(Decimal(value.numerator) / Decimal(value.denominator), "f")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return text


@dataclass(frozen=True, slots=True)
class Percent:
    """A percentage in a message: ``12.5`` in English, ``12,5`` in Italian (``100/3`` in both)."""

    value: Fraction

    def text(self, lang: str = "en") -> str:
        """The percentage written the way ``lang`` writes decimals."""
        written = pct_text(self.value)
        return written.replace(".", ",") if lang == "it" else written


def count(value: Any, what: str) -> int:
    """``value`` if it is a whole number, 0 or more; ``what`` is the key naming it in messages.

    Raises:
        PayoutError: ``value`` is not an int, or is negative.
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise PayoutError("payouts.err.not_count", what=Msg(what), value=value)
    if value < 0:
        raise PayoutError("payouts.err.negative", what=Msg(what), value=value)
    return value


def _check_row(pcts: tuple[Fraction, ...], max_entries: int | None) -> None:
    """Each place more than 0%, none more than the one above, 100 in all, not too many places."""
    if not pcts:
        raise PayoutError("payouts.err.bracket_empty")
    for i, p in enumerate(pcts):
        if p <= 0:
            raise PayoutError("payouts.err.place_zero", place=i + 1, pct=Percent(p))
        if i and p > pcts[i - 1]:
            raise PayoutError(
                "payouts.err.place_more",
                place=i + 1,
                pct=Percent(p),
                above=i,
                above_pct=Percent(pcts[i - 1]),
            )
    if sum(pcts) != HUNDRED:
        raise PayoutError("payouts.err.sum", total=Percent(sum(pcts, Fraction(0))))
    if max_entries is not None and len(pcts) > max_entries:
        raise PayoutError("payouts.err.too_many_places", entries=max_entries, places=len(pcts))


@dataclass(frozen=True)
class PayoutBracket:
    """One row of a payout table.

    Attributes:
        max_entries: The most entries this row covers (None: any number, the last row only).
        percentages: The share of the prize pool of each place, first place first, in percent,
            as exact fractions adding up to 100.
    """

    max_entries: int | None
    percentages: tuple[Fraction, ...]

    def __post_init__(self) -> None:
        pcts = tuple(fraction(p) for p in self.percentages)
        object.__setattr__(self, "percentages", pcts)
        if self.max_entries is not None and (
            isinstance(self.max_entries, bool)
            or not isinstance(self.max_entries, int)
            or self.max_entries < 1
        ):
            raise PayoutError("payouts.err.bracket_entries", value=self.max_entries)
        _check_row(pcts, self.max_entries)

    @property
    def places(self) -> int:
        """How many places this row pays."""
        return len(self.percentages)


@dataclass(frozen=True)
class PayoutTable:
    """Places paid and percentages by number of entries.

    Attributes:
        name: What the director calls it.
        brackets: The rows, from the fewest entries to the most; only the last may have
            ``max_entries`` None (any number), and a last row with a limit is used above it too.
        description: Optional text shown with the name.
        source: The file it was read from, if any.
    """

    name: str
    brackets: tuple[PayoutBracket, ...]
    description: str = ""
    source: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "brackets", tuple(self.brackets))
        if not self.name.strip():
            raise PayoutError("payouts.err.no_name")
        if not self.brackets:
            raise PayoutError("payouts.err.no_brackets")
        previous = 0
        for i, b in enumerate(self.brackets):
            if not isinstance(b, PayoutBracket):
                raise PayoutError("payouts.err.not_bracket")
            if b.max_entries is None:
                if i != len(self.brackets) - 1:
                    raise PayoutError("payouts.err.open_not_last")
                continue
            if b.max_entries <= previous:
                raise PayoutError(
                    "payouts.err.not_increasing",
                    index=i + 1,
                    entries=b.max_entries,
                    previous=previous,
                )
            previous = b.max_entries

    def bracket_for(self, entries: int) -> PayoutBracket:
        """The row used for ``entries`` (>= 1) entries."""
        entries = count(entries, "payouts.what.entries")
        for b in self.brackets:
            if b.max_entries is None or entries <= b.max_entries:
                return b
        return self.brackets[-1]

    def percentages(self, entries: int) -> tuple[Fraction, ...]:
        """The percentage of each place paid for ``entries`` entries (empty for 0 entries).

        With fewer entries than the row has places, only as many places as entries are paid,
        scaled up to add to 100.
        """
        entries = count(entries, "payouts.what.entries")
        if entries == 0:
            return ()
        row = self.bracket_for(entries).percentages
        return cut(row, entries) if len(row) > entries else row

    def places_paid(self, entries: int) -> int:
        """How many places the table pays for ``entries`` entries (before any minimum cash)."""
        return len(self.percentages(entries))

    @property
    def max_places(self) -> int:
        """The most places any row pays."""
        return max(b.places for b in self.brackets)

    def row_for_places(self, places: int, entries: int | None = None) -> tuple[Fraction, ...]:
        """Percentages for paying exactly ``places`` places.

        The table's own row with that many places is used (the one nearest the bracket for
        ``entries``, if several); else the next longer row cut to ``places`` and scaled to 100.

        Raises:
            PayoutError: if no row pays that many places.
        """
        places = count(places, "payouts.what.places")
        if places == 0:
            return ()
        index = self.brackets.index(self.bracket_for(entries)) if entries else 0
        same = [i for i, b in enumerate(self.brackets) if b.places == places]
        if same:
            below = [i for i in same if i <= index]
            return self.brackets[below[-1] if below else same[0]].percentages
        longer = [b for b in self.brackets if b.places > places]
        if not longer:
            raise PayoutError(
                "payouts.err.max_places", name=self.name, most=self.max_places, places=places
            )
        return cut(min(longer, key=lambda b: b.places).percentages, places)

    def to_yaml(self) -> str:
        """The table as YAML in the hand-written form; loading it gives an equal table."""
        lines = [f"name: {_quote(self.name)}"]
        if self.description:
            lines.append(f"description: {_quote(self.description)}")
        lines.append("brackets:")
        for b in self.brackets:
            first = "  - "
            if b.max_entries is not None:
                lines.append(f"{first}up_to: {b.max_entries}")
                first = "    "
            if b.places <= 10:
                lines.append(f"{first}pay: [{', '.join(pct_text(p) for p in b.percentages)}]")
                continue
            lines.append(f"{first}pay:")
            for start, end, value in _runs(b.percentages):
                key = str(start) if start == end else f"{start}-{end}"
                lines.append(f"      {key}: {pct_text(value)}")
        return "\n".join(lines) + "\n"


def cut(row: Sequence[Fraction], places: int) -> tuple[Fraction, ...]:
    """The first ``places`` percentages of ``row``, scaled to add up to 100."""
    head = row[:places]
    total = sum(head, Fraction(0))
    return tuple(p * HUNDRED / total for p in head)


def _runs(row: Sequence[Fraction]) -> list[tuple[int, int, Fraction]]:
    """(first place, last place, percentage) for each run of equal percentages."""
    out: list[tuple[int, int, Fraction]] = []
    for place, value in enumerate(row, 1):
        if out and out[-1][2] == value:
            out[-1] = (out[-1][0], place, value)
        else:
            out.append((place, place, value))
    return out


def _quote(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)
