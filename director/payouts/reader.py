"""Reading a payout table from the YAML a director writes, every problem at its place.

The format is described in :mod:`director.payouts`. Every rule of :class:`PayoutTable` is
checked here first with the position of the mistake, and everything wrong is reported at once.
"""

from __future__ import annotations

import difflib
import itertools
import math
import re
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import yaml

from director.i18n import Msg
from director.payouts.errors import PayoutError, PayoutTableError
from director.payouts.table import HUNDRED, PayoutBracket, PayoutTable, Percent
from director.yamlread import (
    FLOAT,
    INT,
    STR,
    Diagnosed,
    Diagnostic,
    KeyValue,
    NodeReader,
    describe,
    kind,
    read_text,
)

TOP_KEYS = ("name", "description", "brackets")
BRACKET_KEYS = ("up_to", "pay")

_RANGE = re.compile(r"^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$")
_COMMA_DECIMAL = re.compile(r"^\d+,\d+$")

#: A percentage as read, with the node it was written at and the place it is for.
_Share = tuple[yaml.Node, int, Fraction]


@dataclass(frozen=True)
class PayoutCheck(Diagnosed):
    """What checking a payout table found: the table (None if invalid) and every diagnostic."""

    table: PayoutTable | None
    diagnostics: tuple[Diagnostic, ...]

    @property
    def ok(self) -> bool:
        """True when there are no errors (warnings allowed)."""
        return self.table is not None


def _bracket(index: int) -> Msg:
    return Msg("payouts.what.bracket", index=index)


class PayoutReader(NodeReader):
    """Walks the composed YAML nodes, building a PayoutTable and collecting diagnostics."""

    def percent(self, node: yaml.Node, what: Msg) -> Fraction | None:
        """A percentage (> 0): ``12.5``, ``12.5%``, ``12,5`` or ``100/3``."""
        if not isinstance(node, yaml.ScalarNode):
            self.error(node, "payouts.err.percent_form", what=what, value=kind(node))
            return None
        if not self.tag_ok(node):
            return None
        value: Fraction | None = None
        text = node.value.strip().replace("_", "")
        if node.tag in (INT, FLOAT):
            number = self.scalar(node)
            if isinstance(number, float) and not math.isfinite(number):
                self.error(node, "payouts.err.percent_form", what=what, value=node.value)
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
            self.error(node, "payouts.err.percent_form", what=what, value=describe(node))
        elif value <= 0:
            self.error(node, "payouts.err.percent_zero", what=what, value=node.value)
        elif value > 100:
            self.error(node, "payouts.err.percent_over", what=what, pct=Percent(value))
        else:
            return value
        return None

    def read(self, text: str) -> PayoutTable | None:
        """The table in ``text``, or None with the errors recorded."""
        root = self.compose(text, "payouts.err.empty_file")
        if root is None:
            return None
        top = self.mapping(root, Msg("payouts.what.table"), TOP_KEYS)
        if not isinstance(root, yaml.MappingNode):
            return None
        name = None
        if "name" in top:
            name = self.text(top["name"][1], "name")
            if name is not None and not name.strip():
                self.error(top["name"][1], "payouts.err.empty_name")
                name = None
        else:
            self.missing(root, "name", "payouts.err.missing_name")
        description = ""
        if "description" in top:
            description = self.text(top["description"][1], "description") or ""
        brackets: list[PayoutBracket] = []
        if "brackets" in top:
            brackets = self.brackets(top["brackets"][1])
        else:
            self.missing(root, "brackets", "payouts.err.missing_brackets")
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
            self.error(root, exc.key, **exc.params)
            return None

    def missing(self, node: yaml.MappingNode, key: str, message: str, **params: object) -> None:
        """Report a missing ``key`` (error ``message``), unless its misspelling was reported."""
        for knode, _ in node.value:
            if (
                isinstance(knode, yaml.ScalarNode)
                and knode.value != key
                and difflib.get_close_matches(str(knode.value), [key], n=1)
            ):
                return
        self.error(node, message, **params)

    def brackets(self, node: yaml.Node) -> list[PayoutBracket]:
        """The rows of the table, each checked against the one before."""
        if not isinstance(node, yaml.SequenceNode):
            self.error(node, "payouts.err.brackets_not_list", kind=kind(node))
            return []
        if not self.tag_ok(node):
            return []
        if not node.value:
            self.error(node, "payouts.err.brackets_empty")
            return []
        out: list[PayoutBracket] = []
        previous: int | None = 0  # the up_to of the bracket before (None: not known)
        previous_places = 0
        last = len(node.value) - 1
        for index, item in enumerate(node.value):
            keys = self.mapping(item, _bracket(index + 1), BRACKET_KEYS)
            if not isinstance(item, yaml.MappingNode):
                previous = None
                continue
            errors_before = self.error_count
            up_to = self._up_to(item, keys, index, index == last, previous)
            row: list[Fraction] | None = None
            if "pay" in keys:
                row = self.pay(keys["pay"][1], index + 1)
            else:
                self.missing(item, "pay", "payouts.err.no_pay", what=_bracket(index + 1))
            start = previous
            previous = up_to
            if self.error_count > errors_before or row is None:
                previous_places = 0
                continue
            bracket = self._row(keys, index, index == last, up_to, start, previous_places, row)
            if bracket is not None:
                out.append(bracket)
                previous_places = bracket.places
        return out

    def _up_to(
        self,
        item: yaml.MappingNode,
        keys: dict[str, KeyValue],
        index: int,
        is_last: bool,
        previous: int | None,
    ) -> int | None:
        """The bracket's ``up_to``, checked against the bracket before (None if not known)."""
        what = _bracket(index + 1)
        if "up_to" not in keys:
            if not is_last:  # (the next bracket's order cannot be checked)
                self.missing(item, "up_to", "payouts.err.no_up_to", what=what)
            return None
        up_to = self.amount(keys["up_to"][1], "up_to")
        if up_to is not None and previous is not None and up_to <= previous:
            self.error(
                keys["up_to"][1],
                "payouts.err.up_to_order",
                what=what,
                up_to=up_to,
                previous=previous,
            )
            return None
        return up_to

    def _row(
        self,
        keys: dict[str, KeyValue],
        index: int,
        is_last: bool,
        up_to: int | None,
        start: int | None,
        previous_places: int,
        row: list[Fraction],
    ) -> PayoutBracket | None:
        """The bracket of a valid ``row``, with warnings for what is odd about it.

        None (with an error) if it pays more places than the entries it covers.
        """
        what = _bracket(index + 1)
        places = len(row)
        pay = keys["pay"][1]
        if up_to is not None and places > up_to:
            self.error(
                pay, "payouts.err.places_over_entries", what=what, places=places, up_to=up_to
            )
            return None
        if up_to is not None and is_last:
            self.warn(keys["up_to"][0], "payouts.warn.last_up_to", up_to=up_to)
        if index and start is not None and places > start + 1:
            self.warn(pay, "payouts.warn.starts_below", what=what, places=places, start=start + 1)
        if places < previous_places:
            self.warn(
                pay, "payouts.warn.fewer_places", what=what, places=places, previous=previous_places
            )
        return PayoutBracket(max_entries=up_to, percentages=tuple(row))

    def pay(self, node: yaml.Node, index: int) -> list[Fraction] | None:
        """Bracket ``index``'s row of percentages: a list, a mapping of places, or one number."""
        what = _bracket(index)
        shares: list[_Share] | None
        if isinstance(node, yaml.SequenceNode | yaml.MappingNode):
            if not self.tag_ok(node):
                return None
            if not node.value:
                listed = isinstance(node, yaml.SequenceNode)
                empty = "payouts.err.pay_empty_list" if listed else "payouts.err.pay_empty_mapping"
                self.error(node, empty, what=what)
                return None
            if isinstance(node, yaml.SequenceNode):
                shares = self._listed(node, index)
            else:
                shares = self._by_place(node, index)
        elif isinstance(node, yaml.ScalarNode) and node.tag in (INT, FLOAT, STR):
            p = self.percent(node, Msg("payouts.what.place", bracket=index, place=1))
            shares = None if p is None else [(node, 1, p)]
        else:
            self.error(node, "payouts.err.pay_form", what=what, kind=kind(node))
            return None
        if shares is None or not self._adds_up(node, what, shares):
            return None
        return [p for _, _, p in shares]

    def _listed(self, node: yaml.SequenceNode, index: int) -> list[_Share] | None:
        """``pay: [50, 30, 20]``: one percentage per place, first place first."""
        shares: list[_Share] = []
        ok = True
        for place, item in enumerate(node.value, 1):
            p = self.percent(item, Msg("payouts.what.place", bracket=index, place=place))
            if p is None:
                ok = False
            else:
                shares.append((item, place, p))
        return shares if ok else None

    def _by_place(self, node: yaml.MappingNode, index: int) -> list[_Share] | None:
        """``pay: {1: 30, 2: 18, 4-5: 8}``: places and ranges of places, with no gap."""
        what = _bracket(index)
        shares: list[_Share] = []
        ok = True
        expected = 1
        for knode, vnode in node.value:
            span = self.places_key(knode, what)
            if span is None:
                ok = False
                continue
            first, last = span
            if first != expected:
                self._out_of_order(knode, what, first, last, expected)
                ok = False
                expected = max(expected, last + 1)
                continue
            expected = last + 1
            if first == last:
                label = Msg("payouts.what.place", bracket=index, place=first)
            else:
                label = Msg("payouts.what.places_range", bracket=index, first=first, last=last)
            p = self.percent(vnode, label)
            if p is None:
                ok = False
                continue
            shares.extend((vnode, place, p) for place in range(first, last + 1))
        return shares if ok else None

    def _out_of_order(
        self, knode: yaml.Node, what: Msg, first: int, last: int, expected: int
    ) -> None:
        """Places given twice, overlapping, or with a gap before them."""
        if first < expected:
            if first == last:
                self.error(knode, "payouts.err.place_twice", what=what, place=first)
            else:
                self.error(knode, "payouts.err.places_overlap", what=what, first=first, last=last)
        elif first == expected + 1:
            self.error(knode, "payouts.err.place_missing", what=what, missing=expected, place=first)
        else:
            self.error(
                knode,
                "payouts.err.places_missing",
                what=what,
                first=expected,
                last=first - 1,
                place=first,
            )

    def _adds_up(self, node: yaml.Node, what: Msg, shares: list[_Share]) -> bool:
        """No place above the one before it, and 100 in all (an error for each that is not)."""
        ok = True
        for (_, _, before), (item, place, p) in itertools.pairwise(shares):
            if p > before:
                self.error(
                    item,
                    "payouts.err.pay_increases",
                    what=what,
                    place=place,
                    pct=Percent(p),
                    above=place - 1,
                    above_pct=Percent(before),
                )
                ok = False
        total = sum((p for _, _, p in shares), Fraction(0))
        if total != HUNDRED:
            gap = HUNDRED - total
            key = "payouts.err.pay_sum_missing" if gap > 0 else "payouts.err.pay_sum_over"
            self.error(node, key, what=what, total=Percent(total), gap=Percent(abs(gap)))
            ok = False
        return ok

    def places_key(self, node: yaml.Node, what: Msg) -> tuple[int, int] | None:
        """A key of a ``pay`` mapping: a place (``3``) or a range of places (``10-18``)."""
        if isinstance(node, yaml.ScalarNode) and node.tag in (INT, STR) and self.tag_ok(node):
            m = _RANGE.match(node.value)
            if m:
                first = int(m.group(1))
                last = int(m.group(2)) if m.group(2) else first
                if first < 1:
                    self.error(node, "payouts.err.place_from_one", what=what, first=first)
                elif last < first:
                    fix = f"{last}-{first}"
                    self.error(
                        node, "payouts.err.range_backwards", what=what, written=node.value, fix=fix
                    )
                elif last - first > 100_000:
                    self.error(node, "payouts.err.range_long", what=what, written=node.value)
                else:
                    return first, last
                return None
        if isinstance(node, yaml.ScalarNode) and not self.tag_ok(node):
            return None
        value = describe(node) if isinstance(node, yaml.ScalarNode) else kind(node)
        self.error(node, "payouts.err.pay_key", what=what, value=value)
        return None


def check_payout_table_text(text: str, filename: str = "<payouts>") -> PayoutCheck:
    """Check payout-table YAML given as text; never raises for bad input."""
    reader = PayoutReader(filename)
    return PayoutCheck(*reader.result(reader.read(text)))


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
