"""Payout tables and prize amounts: how the prize pool is shared among the places paid.

A payout table says, for each range of entries, how many places are paid and what percentage
of the prize pool each place gets. Tables are YAML files a director writes by hand; the app
ships a few in ``structures/payouts/`` (``club.yaml`` is the default) and a tournament keeps
its own, possibly customised, copy (:meth:`PayoutTable.to_yaml`).

The YAML format
---------------
::

    name: Club
    description: About one entry in eight paid; the club's default.
    brackets:
      - up_to: 6          # 1 to 6 entries: winner takes all
        pay: [100]
      - up_to: 10         # 7 to 10 entries: two places
        pay: [65, 35]
      - up_to: 20
        pay: [50, 30, 20]
      - up_to: 200        # long rows: places or ranges of places as keys
        pay:
          1: 30
          2: 18
          3: 12.5
          4-5: 8          # places 4 and 5 get 8% each
          6-9: 4
          10-12: 2.5
      - pay:              # the last bracket has no up_to: any number of entries above
          1: 20
          2-4: 10
          5-10: 4
          11-20: 2.6

* ``name`` (required) and ``description`` (optional) are text.
* ``brackets`` is a list, from the fewest entries to the most. Each bracket has ``up_to``, the
  largest number of entries it covers (it starts just above the bracket before, the first at 1
  entry), and ``pay``, the percentage of the pool for each place, first place first. Every
  bracket but the last needs ``up_to``; the last one leaves it out to cover any number of
  entries above (if it gives one, it is still used above it, with a warning).
* ``pay`` is either a list (``[50, 30, 20]``) or, for long rows, a mapping whose keys are a
  place (``3``) or a range of places (``10-18``, each place getting the percentage), covering
  places 1, 2, 3 ... with no gap.
* A percentage is a number (``12.5``), optionally written ``12.5%``, ``12,5`` or as a fraction
  ``100/3``. Each is more than zero, no place gets more than the place above it, and each row
  adds up to exactly 100.
* A bracket may pay more places than the fewest entries it covers (e.g. 2 places from 1
  entry): with fewer entries than places, only as many places as entries are paid, and the
  percentages of the places paid are scaled up to 100.

Every problem in a file is reported at once as ``FILE:LINE:COLUMN: error: ...`` (unknown or
duplicate keys, rows not adding up to 100, increasing percentages, brackets out of order, ...).

Amounts
-------
:func:`compute_payouts` turns a prize pool (integer cents), the number of entries and a table
into one amount per place, first place first:

1. The row of the bracket for the entries is used; ``places`` overrides the number of places
   (the table's row with that many places is used, else the next longer row cut to that many
   places and scaled to 100%). No more places are paid than there are entries.
2. Each place gets its percentage of the pool rounded down to the rounding unit (e.g. 500 cents
   to pay in 5-euro notes); what is left goes back to the top places, one unit each from first
   place down, and any odd amount smaller than the unit (a pool not divisible by it) goes to
   first place. So the amounts always add up exactly to the pool and never increase by place.
3. With a minimum cash, while the last prize would be below it (or zero after rounding), one
   place fewer is paid (using the table's row for that many places). A pool too small for even
   one minimum cash goes whole to the winner.
"""

from __future__ import annotations

import difflib
import functools
import itertools
import json
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

import yaml

from director.errors import DirectorError
from director.yamlread import (
    FLOAT,
    INT,
    STR,
    Diagnosed,
    Diagnostic,
    DiagnosticsError,
    NodeReader,
    Severity,
    describe,
    kind,
    read_text,
)

HUNDRED = Fraction(100)


class PayoutError(DirectorError, ValueError):
    """A payout request or table that cannot be used, explained in one line."""


class PayoutTableError(PayoutError, DiagnosticsError):
    """A payout table file has errors; ``diagnostics`` lists every one (and the warnings)."""


# --------------------------------------------------------------------------------------------
# The table
# --------------------------------------------------------------------------------------------


def _fraction(value: Any) -> Fraction:
    """A percentage as an exact fraction (floats by their shortest decimal text)."""
    if isinstance(value, bool):
        raise PayoutError(f"a percentage must be a number, not {value!r}")
    if isinstance(value, Fraction):
        return value
    if isinstance(value, int):
        return Fraction(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise PayoutError(f"a percentage must be a number, not {value}")
        return Fraction(repr(value))
    if isinstance(value, Decimal | str):
        try:
            return Fraction(value)
        except (ValueError, ZeroDivisionError):
            pass
    raise PayoutError(f"a percentage must be a number, not {value!r}")


def _pct(value: Fraction) -> str:
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
        pcts = tuple(_fraction(p) for p in self.percentages)
        object.__setattr__(self, "percentages", pcts)
        if self.max_entries is not None and (
            isinstance(self.max_entries, bool)
            or not isinstance(self.max_entries, int)
            or self.max_entries < 1
        ):
            raise PayoutError(f"a bracket covers at least 1 entry, not {self.max_entries!r}")
        if not pcts:
            raise PayoutError("a bracket pays at least one place")
        for i, p in enumerate(pcts):
            if p <= 0:
                raise PayoutError(f"place {i + 1} gets {_pct(p)}%; each place gets more than 0%")
            if i and p > pcts[i - 1]:
                raise PayoutError(
                    f"place {i + 1} gets {_pct(p)}%, more than place {i} ({_pct(pcts[i - 1])}%)"
                )
        if sum(pcts) != HUNDRED:
            raise PayoutError(f"the percentages add up to {_pct(sum(pcts))}, not 100")
        if self.max_entries is not None and len(pcts) > self.max_entries:
            raise PayoutError(
                f"a bracket of up to {self.max_entries} entries cannot pay {len(pcts)} places"
            )

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
            raise PayoutError("a payout table needs a name")
        if not self.brackets:
            raise PayoutError("a payout table needs at least one bracket")
        previous = 0
        for i, b in enumerate(self.brackets):
            if not isinstance(b, PayoutBracket):
                raise PayoutError("a payout table's brackets must be PayoutBracket rows")
            if b.max_entries is None:
                if i != len(self.brackets) - 1:
                    raise PayoutError("only the last bracket can cover any number of entries")
                continue
            if b.max_entries <= previous:
                raise PayoutError(
                    f"bracket {i + 1} (up to {b.max_entries} entries) does not cover more "
                    f"entries than the one before (up to {previous})"
                )
            previous = b.max_entries

    def bracket_for(self, entries: int) -> PayoutBracket:
        """The row used for ``entries`` (>= 1) entries."""
        entries = _count(entries, "entries")
        for b in self.brackets:
            if b.max_entries is None or entries <= b.max_entries:
                return b
        return self.brackets[-1]

    def percentages(self, entries: int) -> tuple[Fraction, ...]:
        """The percentage of each place paid for ``entries`` entries (empty for 0 entries).

        With fewer entries than the row has places, only as many places as entries are paid,
        scaled up to add to 100.
        """
        entries = _count(entries, "entries")
        if entries == 0:
            return ()
        row = self.bracket_for(entries).percentages
        return _cut(row, entries) if len(row) > entries else row

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
        places = _count(places, "places")
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
                f"the payout table '{self.name}' pays at most {self.max_places} places, "
                f"not {places}; add a row that pays {places} places"
            )
        return _cut(min(longer, key=lambda b: b.places).percentages, places)

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
                lines.append(f"{first}pay: [{', '.join(_pct(p) for p in b.percentages)}]")
                continue
            lines.append(f"{first}pay:")
            for start, end, value in _runs(b.percentages):
                key = str(start) if start == end else f"{start}-{end}"
                lines.append(f"      {key}: {_pct(value)}")
        return "\n".join(lines) + "\n"


def _cut(row: Sequence[Fraction], places: int) -> tuple[Fraction, ...]:
    """The first ``places`` percentages of ``row``, scaled to add up to 100."""
    head = row[:places]
    total = sum(head)
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


def _count(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise PayoutError(f"{what} must be a whole number, not {value!r}")
    if value < 0:
        raise PayoutError(f"{what} cannot be negative ({value})")
    return value


# --------------------------------------------------------------------------------------------
# Reading the YAML
# --------------------------------------------------------------------------------------------

TOP_KEYS = ("name", "description", "brackets")
BRACKET_KEYS = ("up_to", "pay")

_RANGE = re.compile(r"^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$")
_COMMA_DECIMAL = re.compile(r"^\d+,\d+$")


@dataclass(frozen=True)
class PayoutCheck(Diagnosed):
    """What checking a payout table found: the table (None if invalid) and every diagnostic."""

    table: PayoutTable | None
    diagnostics: tuple[Diagnostic, ...]

    @property
    def ok(self) -> bool:
        """True when there are no errors (warnings allowed)."""
        return self.table is not None


class _Reader(NodeReader):
    """Walks the composed YAML nodes, building a PayoutTable and collecting diagnostics."""

    def percent(self, node: yaml.Node, what: str) -> Fraction | None:
        """A percentage (> 0): ``12.5``, ``12.5%``, ``12,5`` or ``100/3``."""
        if not isinstance(node, yaml.ScalarNode):
            self.error(node, f"{what} must be a percentage like 12.5, not {kind(node)}")
            return None
        if not self.tag_ok(node):
            return None
        value: Fraction | None = None
        text = node.value.strip().replace("_", "")
        if node.tag in (INT, FLOAT):
            number = self.scalar(node)
            if isinstance(number, float) and not math.isfinite(number):
                self.error(node, f"{what} must be a percentage like 12.5, not {node.value}")
                return None
            try:
                value = Fraction(text)
            except (ValueError, ZeroDivisionError):
                value = Fraction(number)
        elif node.tag == STR:
            text = text.removesuffix("%").strip()
            if _COMMA_DECIMAL.match(text):
                text = text.replace(",", ".")
            try:
                value = Fraction(text)
            except (ValueError, ZeroDivisionError):
                value = None
        if value is None:
            self.error(node, f"{what} must be a percentage like 12.5, not {describe(node)}")
            return None
        if value <= 0:
            self.error(node, f"{what} must be more than 0%, not {node.value}")
            return None
        if value > 100:
            self.error(node, f"{what} is {_pct(value)}%, more than the whole pool (100%)")
            return None
        return value

    def read(self, text: str) -> PayoutTable | None:
        """The table in ``text``, or None with the errors recorded."""
        root = self.compose(text, "the file is empty; a payout table needs a name and brackets")
        if root is None:
            return None
        top = self.mapping(root, "the payout table", TOP_KEYS)
        if not isinstance(root, yaml.MappingNode):
            return None
        name = None
        if "name" in top:
            name = self.text(top["name"][1], "name")
            if name is not None and not name.strip():
                self.error(top["name"][1], "name is empty; give the payout table a name")
                name = None
        else:
            self.missing(root, "name", "missing 'name': give the payout table a name")
        description = ""
        if "description" in top:
            description = self.text(top["description"][1], "description") or ""
        brackets: list[PayoutBracket] = []
        if "brackets" in top:
            brackets = self.brackets(top["brackets"][1])
        else:
            self.missing(
                root, "brackets", "missing 'brackets': list the places paid by number of entries"
            )
        if self.has_errors or name is None:
            return None
        try:
            return PayoutTable(
                name=name.strip(),
                brackets=tuple(brackets),
                description=description.strip(),
                source=self.file,
            )
        except PayoutError as exc:  # every rule is checked above with a position; a backstop
            self.error(root, str(exc))
            return None

    def missing(self, node: yaml.MappingNode, key: str, message: str) -> None:
        """Report a missing ``key``, unless a misspelling of it was already reported."""
        for knode, _ in node.value:
            if (
                isinstance(knode, yaml.ScalarNode)
                and knode.value != key
                and difflib.get_close_matches(str(knode.value), [key], n=1)
            ):
                return
        self.error(node, message)

    def brackets(self, node: yaml.Node) -> list[PayoutBracket]:
        if not isinstance(node, yaml.SequenceNode):
            self.error(
                node, f"brackets must be a list (each item starting with '- '), not {kind(node)}"
            )
            return []
        if not self.tag_ok(node):
            return []
        if not node.value:
            self.error(node, "the bracket list is empty; add at least one bracket")
            return []
        out: list[PayoutBracket] = []
        previous: int | None = 0  # the up_to of the bracket before (None: not known)
        previous_places = 0
        last = len(node.value) - 1
        for index, item in enumerate(node.value):
            what = f"bracket {index + 1}"
            keys = self.mapping(item, what, BRACKET_KEYS)
            if not isinstance(item, yaml.MappingNode):
                previous = None
                continue
            errors_before = self.error_count
            up_to: int | None = None
            if "up_to" in keys:
                up_to = self.amount(keys["up_to"][1], "up_to")
                if up_to is not None and previous is not None and up_to <= previous:
                    self.error(
                        keys["up_to"][1],
                        f"{what}: up_to {up_to} is not more than the bracket before (up to "
                        f"{previous} entries); list the brackets from fewest entries to most",
                    )
                    up_to = None
            elif index != last:
                self.missing(  # (the next bracket's order cannot be checked)
                    item,
                    "up_to",
                    f"{what} has no up_to: write the most entries it covers "
                    "(only the last bracket leaves it out)",
                )
            row: list[Fraction] | None = None
            if "pay" in keys:
                row = self.pay(keys["pay"][1], what)
            else:
                self.missing(item, "pay", f"{what} has no 'pay': list the percentage of each place")
            start = previous
            previous = up_to
            if self.error_count > errors_before or row is None:
                previous_places = 0
                continue
            places = len(row)
            if up_to is not None and places > up_to:
                self.error(
                    keys["pay"][1],
                    f"{what} pays {places} places but covers at most {up_to} entries",
                )
                continue
            if up_to is not None and index == last:
                self.warn(
                    keys["up_to"][0],
                    f"the last bracket is also used above {up_to} entries; leave out "
                    "up_to in the last bracket to say it covers any number",
                )
            if index and start is not None and places > start + 1:
                self.warn(
                    keys["pay"][1],
                    f"{what} pays {places} places but starts at {start + 1} entries; with "
                    "fewer entries than places only as many places as entries are paid",
                )
            if places < previous_places:
                self.warn(
                    keys["pay"][1],
                    f"{what} pays {places} places, fewer than the bracket before "
                    f"({previous_places}) although it covers more entries",
                )
            out.append(PayoutBracket(max_entries=up_to, percentages=tuple(row)))
            previous_places = places
        return out

    def pay(self, node: yaml.Node, what: str) -> list[Fraction] | None:
        """A row of percentages from a list, a mapping of places, or one number."""
        entries: list[tuple[yaml.Node, int, Fraction]] = []  # (node, place, percentage)
        ok = True
        if isinstance(node, yaml.SequenceNode):
            if not self.tag_ok(node):
                return None
            if not node.value:
                self.error(node, f"{what}: pay is an empty list; give each place's percentage")
                return None
            for place, item in enumerate(node.value, 1):
                p = self.percent(item, f"{what}, place {place}")
                if p is None:
                    ok = False
                    continue
                entries.append((item, place, p))
        elif isinstance(node, yaml.MappingNode):
            if not self.tag_ok(node):
                return None
            if not node.value:
                self.error(node, f"{what}: pay is empty; give each place's percentage")
                return None
            expected = 1
            for knode, vnode in node.value:
                span = self.places_key(knode, what)
                if span is None:
                    ok = False
                    continue
                first, last = span
                if first != expected:
                    if first < expected:
                        message = (
                            f"{what}: place {first} is given twice"
                            if first == last
                            else f"{what}: places {first}-{last} overlap places given before"
                        )
                    elif first == expected + 1:
                        message = f"{what}: place {expected} is missing before place {first}"
                    else:
                        message = (
                            f"{what}: places {expected}-{first - 1} are missing before "
                            f"place {first}"
                        )
                    self.error(knode, message)
                    ok = False
                    expected = max(expected, last + 1)
                    continue
                expected = last + 1
                label = f"place {first}" if first == last else f"places {first}-{last}"
                p = self.percent(vnode, f"{what}, {label}")
                if p is None:
                    ok = False
                    continue
                entries.extend((vnode, place, p) for place in range(first, last + 1))
        elif isinstance(node, yaml.ScalarNode) and node.tag in (INT, FLOAT, STR):
            p = self.percent(node, f"{what}, place 1")
            if p is None:
                return None
            entries.append((node, 1, p))
        else:
            self.error(
                node,
                f"{what}: pay must be a list of percentages like [50, 30, 20], not {kind(node)}",
            )
            return None
        if not ok:
            return None
        for (_, _, before), (item, place, p) in itertools.pairwise(entries):
            if p > before:
                self.error(
                    item,
                    f"{what}: place {place} gets {_pct(p)}%, more than place {place - 1} "
                    f"({_pct(before)}%); a place never gets more than the one above it",
                )
                ok = False
        total = sum(p for _, _, p in entries)
        if total != HUNDRED:
            gap = HUNDRED - total
            hint = f"{_pct(gap)} missing" if gap > 0 else f"{_pct(-gap)} too many"
            self.error(node, f"{what}: the percentages add up to {_pct(total)}, not 100 ({hint})")
            ok = False
        return [p for _, _, p in entries] if ok else None

    def places_key(self, node: yaml.Node, what: str) -> tuple[int, int] | None:
        """A key of a ``pay`` mapping: a place (``3``) or a range of places (``10-18``)."""
        if isinstance(node, yaml.ScalarNode) and node.tag in (INT, STR) and self.tag_ok(node):
            m = _RANGE.match(node.value)
            if m:
                first = int(m.group(1))
                last = int(m.group(2)) if m.group(2) else first
                if first < 1:
                    self.error(node, f"{what}: places start at 1, not {first}")
                    return None
                if last < first:
                    self.error(
                        node,
                        f"{what}: the range {node.value} goes backwards; write {last}-{first}",
                    )
                    return None
                if last - first > 100_000:
                    self.error(node, f"{what}: the range {node.value} is too long")
                    return None
                return first, last
        if isinstance(node, yaml.ScalarNode) and not self.tag_ok(node):
            return None
        self.error(
            node,
            f"{what}: the keys of pay must be places like 3 or ranges like 10-18, "
            f"not {describe(node) if isinstance(node, yaml.ScalarNode) else kind(node)}",
        )
        return None


def check_payout_table_text(text: str, filename: str = "<payouts>") -> PayoutCheck:
    """Check payout-table YAML given as text; never raises for bad input."""
    reader = _Reader(filename)
    table = reader.read(text)
    diags = reader.sorted_diagnostics()
    if any(d.severity is Severity.ERROR for d in diags):
        table = None
    return PayoutCheck(table, diags)


def check_payout_table_file(path: str | Path) -> PayoutCheck:
    """Check a payout-table file; an unreadable file is reported as a diagnostic too."""
    text, problems = read_text(path)
    if text is None:
        return PayoutCheck(None, tuple(problems))
    return check_payout_table_text(text, str(path))


def load_payout_table(path: str | Path) -> PayoutTable:
    """Load a payout-table file; raises PayoutTableError (with every diagnostic) on errors."""
    result = check_payout_table_file(path)
    if result.table is None:
        raise PayoutTableError(result.diagnostics)
    return result.table


def loads_payout_table(text: str, filename: str = "<payouts>") -> PayoutTable:
    """Load a payout table from YAML text; raises PayoutTableError on errors."""
    result = check_payout_table_text(text, filename)
    if result.table is None:
        raise PayoutTableError(result.diagnostics)
    return result.table


def shipped_payout_tables_dir() -> Path:
    """The folder of payout tables shipped with the app."""
    from director.paths import data_dir

    return data_dir() / "structures" / "payouts"


def shipped_payout_tables() -> list[Path]:
    """Every shipped payout-table file, sorted by name."""
    return sorted(shipped_payout_tables_dir().glob("*.yaml"))


def default_payout_table_path() -> Path:
    """The table used when a tournament names none: the club's default."""
    return shipped_payout_tables_dir() / "club.yaml"


@functools.cache
def default_payout_table() -> PayoutTable:
    """The club's default payout table (``structures/payouts/club.yaml``)."""
    return load_payout_table(default_payout_table_path())


# --------------------------------------------------------------------------------------------
# Amounts
# --------------------------------------------------------------------------------------------


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
    pool = _count(prize_pool_cents, "the prize pool")
    entries = _count(entries, "the number of entries")
    unit = _count(rounding_cents, "the rounding unit")
    minimum = _count(minimum_cash_cents, "the minimum cash")
    if unit == 0:
        raise PayoutError("the rounding unit must be at least 1 cent")
    if places is not None and _count(places, "the number of places paid") == 0:
        raise PayoutError("at least 1 place must be paid")
    if pool == 0:
        return ()
    if entries == 0:
        raise PayoutError(
            f"a prize pool of {_money(pool)} but no entries: there is nobody to pay yet"
        )
    table = table or default_payout_table()
    wanted = places if places is not None else table.places_paid(entries)
    count = min(wanted, entries)
    while count > 1:
        if places is None and count == len(table.percentages(entries)):
            row = table.percentages(entries)
        else:
            row = table.row_for_places(count, entries)
        amounts = _split(pool, row, unit)
        if amounts[-1] > 0 and amounts[-1] >= minimum:
            return tuple(amounts)
        count -= 1
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
    first_place = _count(first_place, "the place")
    players = _count(players, "the number of players")
    if first_place < 1 or players < 1:
        raise PayoutError("a tie is between at least 1 player from place 1 down")
    total = sum(payouts[first_place - 1 : first_place - 1 + players])
    each, odd = divmod(total, players)
    return tuple(each + (1 if i < odd else 0) for i in range(players))


def _money(cents: int) -> str:
    whole, frac = divmod(cents, 100)
    return f"{whole:,}.{frac:02d}"
