"""A league's points table: the points each finishing place is worth, read from YAML.

A league gives points either by a formula (:mod:`director.club.formula`) or by a table written
by hand, checked like the structure files: every problem is reported at ``FILE:LINE:COLUMN``
in English or Italian, all of them at once. The format::

    # Campionato 2027
    name: Campionato 2027      # optional
    points:                    # place (or a range "4-6") -> points; decimals allowed (12.5)
      1: 100
      2: 80
      3: 65
      4-6: 40                  # each of places 4, 5 and 6 is worth 40
      7-10: 20
    others: 5                  # optional: points for every place not listed (default 0)

Places are whole numbers from 1 to :data:`MAX_PLACE`, listed once each (in any order; a
range counts every place in it). Points are numbers from 0 to :data:`MAX_POINTS` with at most
two decimals, read from the text written (``12.5`` is exactly twelve and a half, never a
float). A table where a worse place is worth more than a better one is allowed but warned
about, and so is a place left out before a listed one when ``others`` gives it less.

Tied players share the places they tie for: each gets the average of what those places are
worth, as they share the prizes of those places (TDA: players busted in the same hand with
equal stacks tie), see :meth:`PointsTable.points`.
"""

from __future__ import annotations

import bisect
import decimal
import re
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import NamedTuple

import yaml

from director.errors import DirectorError
from director.i18n import Msg
from director.yamlread import (
    FLOAT,
    INT,
    NULL,
    STR,
    Diagnosed,
    Diagnostic,
    DiagnosticsError,
    KeyValue,
    NodeReader,
    Number,
    describe,
    kind,
    read_text,
    shown,
)
from director.yamlread.scalar import plain_or_quoted

TOP_KEYS = ("name", "points", "others")
#: The last place a table may list (a typo guard: no club tournament has more entries).
MAX_PLACE = 10_000
#: The most points a place may be worth (a typo guard).
MAX_POINTS = Decimal(1_000_000)
#: Points have at most this many decimals.
DECIMALS = 2

# Every sum here fits well within 40 digits (10,000 places of at most a million points with two
# decimals), so the only rounding is a tie's average that no decimal writes exactly (1/3).
_CONTEXT = decimal.Context(prec=40, rounding=decimal.ROUND_HALF_EVEN)
_CENT = Decimal(1).scaleb(-DECIMALS)
_PLACES = re.compile(r"^\s*(-?\d+)\s*(?:-\s*(-?\d+)\s*)?$")
_NUMBER = re.compile(r"^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$")
_NOT_FINITE = ("nan", "inf", "infinity")


def _canonical(value: Decimal) -> Decimal:
    """``value`` with no trailing zeros nor exponent: ``40.00`` -> ``40``, ``12.50`` -> ``12.5``."""
    if value == 0:
        return Decimal(0)
    for step in (Decimal(1), Decimal("0.1"), _CENT):
        exact = value.quantize(step, context=_CONTEXT)
        if exact == value:
            return exact
    return value


@dataclass(frozen=True, slots=True)
class Points:
    """Points as people write them: ``1,250.5`` in English, ``1.250,5`` in Italian."""

    value: Decimal

    def text(self, lang: str = "en") -> str:
        """The points with the grouping and decimal mark of ``lang``."""
        written = f"{_canonical(self.value):,f}"
        if lang == "it":
            return written.replace(",", "\0").replace(".", ",").replace("\0", ".")
        return written


def _span(first: int, last: int) -> Msg:
    """``place 3`` or ``places 4-6``."""
    if first == last:
        return Msg("club.points.what.place", place=first)
    return Msg("club.points.what.places", first=first, last=last)


def _valid_points(value: Decimal) -> bool:
    if not value.is_finite() or not 0 <= value <= MAX_POINTS:
        return False
    return value == value.quantize(_CENT, context=_CONTEXT)


@dataclass(frozen=True, slots=True)
class PointsTable:
    """A league's points table: what each finishing place is worth.

    Attributes:
        name: The table's name ("" if it has none).
        places: ``(first, last, points)`` for each place or range listed, sorted by place and
            not overlapping; every place from ``first`` to ``last`` is worth ``points``.
        others: What every place not listed is worth.

    Raises:
        DirectorError: ``places`` overlap, are out of order or outside 1 to
            :data:`MAX_PLACE`, or a number of points is not one a table can hold (the reader
            reports each of these at its place in the file first).
    """

    name: str
    places: tuple[tuple[int, int, Decimal], ...]
    others: Decimal = Decimal(0)

    def __post_init__(self) -> None:
        after = 0
        for first, last, points in self.places:
            if not after < first <= last <= MAX_PLACE:
                raise DirectorError(
                    "club.points.err.table_places", first=first, last=last, limit=Number(MAX_PLACE)
                )
            after = last
            if not _valid_points(points):
                raise DirectorError(
                    "club.points.err.table_points", value=points, limit=Points(MAX_POINTS)
                )
        if not _valid_points(self.others):
            raise DirectorError(
                "club.points.err.table_points", value=self.others, limit=Points(MAX_POINTS)
            )

    def _worth(self, place: int, place_to: int) -> Decimal:
        """The points of places ``place`` to ``place_to`` added up."""
        total = Decimal(0)
        listed = 0
        start = bisect.bisect_left(self.places, place, key=lambda row: row[1])
        for first, last, points in self.places[start:]:
            if first > place_to:
                break
            shared = min(last, place_to) - max(first, place) + 1
            if shared > 0:
                total = _CONTEXT.add(total, _CONTEXT.multiply(points, Decimal(shared)))
                listed += shared
        unlisted = place_to - place + 1 - listed
        return _CONTEXT.add(total, _CONTEXT.multiply(self.others, Decimal(unlisted)))

    def points(self, place: int, place_to: int | None = None) -> Decimal:
        """What finishing ``place`` is worth; for a tie over ``place``..``place_to``, its share.

        Tied players split what the places they share are worth (TDA: a tie shares the prizes
        of the places it covers, and points follow the same rule), so each gets
        the average of those places' points: a tie for 2nd and 3rd at 80 and 65 is worth 72.5
        each. The average is exact whenever a decimal can write it; otherwise (a three-way
        tie at 100, 80 and 65 is worth 81.666...) it is rounded at the 40th digit.

        Raises:
            DirectorError: ``place`` is below 1, or ``place_to`` comes before it.
        """
        last = place if place_to is None else place_to
        if place < 1:
            raise DirectorError("club.points.err.query_place", place=place)
        if last < place:
            raise DirectorError("club.points.err.query_tie", place=place, place_to=last)
        total = self._worth(place, last)
        if last == place:
            return _canonical(total)
        return _CONTEXT.divide(total, Decimal(last - place + 1))

    def to_yaml(self) -> str:
        """The table as canonical YAML: ``loads_points_table(table.to_yaml()) == table``."""
        lines: list[str] = []
        if self.name:
            lines.append(f"name: {plain_or_quoted(self.name)}\n")
        lines.append("points:\n")
        for first, last, points in self.places:
            key = f"{first}" if first == last else f"{first}-{last}"
            lines.append(f"  {key}: {_canonical(points):f}\n")
        lines.append(f"others: {_canonical(self.others):f}\n")
        return "".join(lines)


class _Row(NamedTuple):
    """A place or range read from the file, with the nodes it was written at."""

    first: int
    last: int
    points: Decimal
    key: yaml.Node
    value: yaml.Node


def _written_at(row: _Row) -> tuple[int, int]:
    """Where a row's place is written: line, then column."""
    return row.key.start_mark.line, row.key.start_mark.column


@dataclass(frozen=True)
class PointsTableCheck(Diagnosed):
    """What checking a points table found: the table (None if invalid) and every diagnostic."""

    table: PointsTable | None
    diagnostics: tuple[Diagnostic, ...]

    @property
    def ok(self) -> bool:
        """True when there are no errors (warnings allowed)."""
        return self.table is not None


class PointsTableReader(NodeReader):
    """Walks the composed YAML nodes, building a PointsTable and collecting diagnostics."""

    def read(self, text: str) -> PointsTable | None:
        """The table in ``text``, or None with every error recorded."""
        root = self.compose(text, "club.points.err.empty_file")
        if root is None:
            return None
        if not isinstance(root, yaml.MappingNode):
            if self.tag_ok(root):
                self.error(root, "club.points.err.not_table", kind=kind(root))
            return None
        top = self.mapping(root, Msg("club.points.what.table"), TOP_KEYS)
        name = self._name(top["name"][1]) if "name" in top else ""
        others: Decimal | None = Decimal(0)
        if "others" in top:
            others = self.value(top["others"][1], Msg("club.points.what.others"))
        rows: list[_Row] = []
        if "points" in top:
            rows = self._rows(top["points"][1])
        elif "points" not in self.unknown_keys(root):  # "pionts" was reported as a typo
            self.error(root, "club.points.err.missing_points")
        if self.has_errors or name is None or others is None:
            return None
        self._warn_order(rows, others, top.get("others"))
        places = tuple((r.first, r.last, r.points) for r in rows)
        return PointsTable(name=name, places=places, others=others)

    def _name(self, node: yaml.Node) -> str | None:
        name = self.text(node, "name")
        if name is not None and not name.strip():
            self.error(node, "club.points.err.empty_name")
            return None
        return None if name is None else name.strip()

    def _rows(self, node: yaml.Node) -> list[_Row]:
        """Each place or range and its points, sorted by place; overlaps are errors."""
        if not self.tag_ok(node):
            return []
        empty = isinstance(node, yaml.MappingNode) and not node.value
        if empty or (isinstance(node, yaml.ScalarNode) and node.tag == NULL):
            self.error(node, "club.points.err.no_places")
            return []
        if not isinstance(node, yaml.MappingNode):
            self.error(node, "club.points.err.points_not_mapping", kind=kind(node))
            return []
        if len(node.value) > MAX_PLACE:  # before reading them: a generated file may hold millions
            count, limit = Number(len(node.value)), Number(MAX_PLACE)
            self.error(node, "club.points.err.too_many", count=count, limit=limit)
            return []
        rows: list[_Row] = []
        for knode, vnode in node.value:
            span = self.span(knode)
            if span is None:
                written = knode.value if isinstance(knode, yaml.ScalarNode) else "?"
                self.value(vnode, Msg("yaml.value.plain", value=shown(str(written))))
                continue
            points = self.value(vnode, _span(*span))
            if points is not None:
                rows.append(_Row(*span, points, knode, vnode))
        return self._apart(rows)

    def _apart(self, rows: list[_Row]) -> list[_Row]:
        """The rows sorted by place, without those that overlap another (each an error)."""
        kept: list[_Row] = []
        for row in sorted(rows, key=lambda r: (r.first, r.last, _written_at(r))):
            if kept and row.first <= kept[-1].last:
                first, later = sorted((kept[-1], row), key=_written_at)
                self._overlap(later, first)
                kept[-1] = first  # the one written first stays; the later one is the mistake
                continue
            kept.append(row)
        return kept

    def _overlap(self, later: _Row, first: _Row) -> None:
        """Report the overlap at the row written later, naming the one written first."""
        this, other = _span(later.first, later.last), _span(first.first, first.last)
        line = first.key.start_mark.line + 1
        if (later.first, later.last) == (first.first, first.last):
            self.error(later.key, "club.points.err.twice", this=this, line=line)
        else:
            self.error(later.key, "club.points.err.overlap", this=this, other=other, line=line)

    def span(self, node: yaml.Node) -> tuple[int, int] | None:
        """A key of ``points``: a place (``3``) or a range of places (``4-6``)."""
        if isinstance(node, yaml.ScalarNode) and node.tag in (INT, STR) and self.tag_ok(node):
            m = _PLACES.match(node.value)
            if m:
                first = int(m.group(1))
                last = int(m.group(2)) if m.group(2) else first
                written = shown(node.value.strip())
                if min(first, last) < 1:
                    self.error(node, "club.points.err.place_from_one", written=written)
                elif last < first:
                    fix = f"{last}-{first}"
                    self.error(node, "club.points.err.range_backwards", written=written, fix=fix)
                elif last > MAX_PLACE:
                    limit = Number(MAX_PLACE)
                    self.error(node, "club.points.err.place_too_far", written=written, limit=limit)
                else:
                    return first, last
                return None
        if isinstance(node, yaml.ScalarNode) and not self.tag_ok(node):
            return None
        value = describe(node) if isinstance(node, yaml.ScalarNode) else kind(node)
        self.error(node, "club.points.err.place_key", value=value)
        return None

    def value(self, node: yaml.Node, what: Msg) -> Decimal | None:
        """Points: a number from 0 to :data:`MAX_POINTS` with at most two decimals.

        The number is read from the text written, so ``12.1`` is exactly 12.1.
        """
        if not self.tag_ok(node):
            return None
        if not isinstance(node, yaml.ScalarNode) or node.tag not in (INT, FLOAT, STR):
            shown_as = describe(node) if isinstance(node, yaml.ScalarNode) else kind(node)
            self.error(node, "club.points.err.not_number", what=what, value=shown_as)
            return None
        text = node.value.strip()
        if text.lstrip("+-.").lower() in _NOT_FINITE:
            self.error(node, "club.points.err.not_finite", what=what, value=shown(text))
            return None
        if not _NUMBER.match(text):
            self.error(node, "club.points.err.not_number", what=what, value=describe(node))
            return None
        value = Decimal(text)
        if value < 0:
            self.error(node, "club.points.err.negative", what=what, value=shown(text))
        elif value > MAX_POINTS:
            limit = Points(MAX_POINTS)
            written = shown(text)
            self.error(node, "club.points.err.too_large", what=what, value=written, limit=limit)
        elif value != value.quantize(_CENT, context=_CONTEXT):
            fix = Points(value.quantize(_CENT, rounding=decimal.ROUND_HALF_UP, context=_CONTEXT))
            self.error(node, "club.points.err.decimals", what=what, value=text, fix=fix)
        else:
            return _canonical(value)
        return None

    def _warn_order(self, rows: list[_Row], others: Decimal, others_kv: KeyValue | None) -> None:
        """Warn where a worse place is worth more than a better one (legal, seldom meant)."""
        expected = 1
        for before, row in zip([None, *rows], rows, strict=False):
            this = _span(row.first, row.last)
            if row.first > expected and others < row.points:
                gap = _span(expected, row.first - 1)
                self.warn(
                    row.key,
                    "club.points.warn.gap",
                    missing=gap,
                    others=Points(others),
                    this=this,
                    points=Points(row.points),
                )
            if before is not None and row.points > before.points:
                earlier = _span(before.first, before.last)
                self.warn(
                    row.value,
                    "club.points.warn.up",
                    this=this,
                    points=Points(row.points),
                    before=earlier,
                    earlier=Points(before.points),
                )
            expected = row.last + 1
        if others_kv is None:
            return
        followed = [
            r
            for r, n in zip(rows, [*rows[1:], None], strict=True)
            if n is None or n.first > r.last + 1
        ]
        lower = next((r for r in followed if others > r.points), None)
        if lower is not None:
            self.warn(
                others_kv[1],
                "club.points.warn.others_up",
                others=Points(others),
                this=_span(lower.first, lower.last),
                points=Points(lower.points),
            )


def check_points_table_text(text: str, file: str = "<points table>") -> PointsTableCheck:
    """Check points-table YAML given as text; never raises for bad input."""
    reader = PointsTableReader(file)
    return PointsTableCheck(*reader.result(reader.read(text)))


def check_points_table_file(path: str | Path) -> PointsTableCheck:
    """Check a points-table file; an unreadable file is reported as a diagnostic too."""
    text, problems = read_text(path)
    if text is None:
        return PointsTableCheck(None, tuple(problems))
    return check_points_table_text(text, str(path))


def loads_points_table(text: str, file: str = "<points table>") -> PointsTable:
    """Load a points table from YAML text (``file`` names it in the messages).

    Raises:
        DiagnosticsError: The table has errors; ``diagnostics`` lists every one.
    """
    result = check_points_table_text(text, file)
    if result.table is None:
        raise DiagnosticsError(result.diagnostics)
    return result.table


def load_points_table(path: str | Path) -> PointsTable:
    """Load a points-table file; the file's own path is the one its messages name.

    Raises:
        DiagnosticsError: The file cannot be read or has errors; ``diagnostics`` lists each.
    """
    result = check_points_table_file(path)
    if result.table is None:
        raise DiagnosticsError(result.diagnostics)
    return result.table
