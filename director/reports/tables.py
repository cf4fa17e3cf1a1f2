"""The sheets' tables: a header row repeated on every page, stripes, totals and fitted names.

Every sheet lays out its rows with :func:`sheet_table`: the values are short and sized to fit,
while the names (any length, any alphabet) shrink a little and then wrap, so that a name never
runs into the next column.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeAlias

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Paragraph, Table, TableStyle

from director.reports.bidi import has_rtl
from director.reports.styles import (
    BOLD,
    FONT,
    HEADER_FILL,
    INK,
    RULE,
    STRIPE,
    needs_fallback,
    para,
    text_width,
)

#: A ``TableStyle`` command: its name, the cells it covers, then its values.
Command: TypeAlias = tuple[object, ...]

#: Padding each side of a cell.
CELL_PAD = 4
#: Names shrink down to this fraction of the row's font size before they wrap.
MIN_SHRINK = 0.8
#: A name too long even at the smallest size wraps at this fraction of the row's size.
WRAP_SIZE = 0.85
#: Rows kept together at a page break: the header with the first ones, the last with the totals.
KEEP_ROWS = 3
#: Longer tables are laid out a page at a time (:class:`PagedTable`).
PAGED_ROWS = 150


@dataclass(frozen=True, slots=True)
class Column:
    """One column of a sheet's table.

    Attributes:
        title: The header text.
        width: The width in points.
        align: ``LEFT``, ``RIGHT`` or ``CENTER``.
        bold: Print the cells in bold.
        fit: Shrink (then wrap) text that does not fit, instead of letting it overflow; for
            names. Other columns hold short values sized to fit.
        indent: Extra space before the text (on top of the usual padding).
    """

    title: str
    width: float
    align: str = "LEFT"
    bold: bool = False
    fit: bool = False
    indent: float = 0


def column_widths(total: float, fixed: Sequence[float | None]) -> list[float]:
    """Widths for columns: the given ones, and the rest of ``total`` shared by the ``None``s."""
    free = [i for i, w in enumerate(fixed) if w is None]
    left = total - sum(w for w in fixed if w is not None)
    share = left / len(free) if free else 0
    return [share if w is None else w for w in fixed]


def fitted_cell(
    value: str, width: float, font: str, size: float, align: str, indent: float = 0
) -> tuple[str | Paragraph, float | None]:
    """A name that fits ``width``: as is, in a smaller size, or wrapped at the smallest size.

    Returns:
        The cell (text, or a paragraph when it wraps) and the font size to set for it (None
        when the row's size is kept).
    """
    room = width - 2 * CELL_PAD - indent
    w = text_width(value, font, size)
    alignment = {"LEFT": TA_LEFT, "RIGHT": TA_RIGHT, "CENTER": TA_CENTER}[align]
    # A cell of plain text is printed as stored, in the cell's one font; a name with CJK
    # characters (runs in another font) or in Hebrew or Arabic (drawn in visual order, letters
    # joined) is a paragraph, whose text goes through styles.runs.
    mixed = needs_fallback(value, font) or has_rtl(value)
    if w <= room:
        return (_line(value, font, size, alignment), None) if mixed else (value, None)
    smaller = size * room / w
    if smaller >= size * MIN_SHRINK:
        smaller = max(smaller - 0.05, 1.0)  # a hair under, against rounding
        return (_line(value, font, smaller, alignment), None) if mixed else (value, smaller)
    small = size * WRAP_SIZE
    st = ParagraphStyle("wrapped", fontName=font, fontSize=small, leading=small * 1.15)
    st.alignment = alignment
    st.splitLongWords = 1
    return para(value, st), None


def _line(value: str, font: str, size: float, alignment: int) -> Paragraph:
    """A one-line paragraph of ``value`` (its characters in the fonts that have them)."""
    st = ParagraphStyle("mixed", fontName=font, fontSize=size, leading=size * 1.2)
    st.alignment = alignment
    return para(value, st)


def sheet_table(
    columns: Sequence[Column],
    rows: Sequence[Sequence[str]],
    *,
    size: float = 10,
    padding: float = 2.5,
    extra: Sequence[Command] = (),
    footer_rows: int = 0,
    footer_rule_to: int = -1,
    stripes: bool = True,
) -> Flowable:
    """A table with a header row repeated on every page, stripes and fitted names.

    A table of more than :data:`PAGED_ROWS` rows is laid out a page at a time
    (:class:`PagedTable`), the same rows, looks and page breaks as one table.

    Args:
        columns: The columns.
        rows: The cells as text, one list per row (header excluded).
        size: The font size of the cells.
        padding: Space above and below the text of each row.
        extra: More ``TableStyle`` commands (row indexes count the header as row 0).
        footer_rows: The last rows are totals: bold, a rule above, no stripes.
        footer_rule_to: The last column the totals' rule spans.
        stripes: Shade every other row.
    """
    columns = _room_for_titles(columns, size * 0.9)
    body_end = len(rows) - footer_rows  # rows 1 .. body_end are the body
    commands = _look(size, padding)
    if stripes and body_end > 1:
        commands.append(("ROWBACKGROUNDS", (0, 1), (-1, body_end), [None, STRIPE]))
    commands += _column_looks(columns, size)
    cells, shrunk = _fitted_rows(columns, rows, size, body_end)
    commands += shrunk
    commands += _kept_together(len(rows), footer_rows)
    if footer_rows:
        commands += [
            ("FONT", (0, body_end + 1), (-1, -1), BOLD, size, size * 1.2),
            ("LINEABOVE", (0, body_end + 1), (footer_rule_to, body_end + 1), 1, INK),
        ]
    commands += extra
    rows_of = _Rows([c.title for c in columns], cells, [c.width for c in columns], commands)
    if len(rows) <= PAGED_ROWS or any(c[0] == "SPAN" for c in commands):
        return rows_of.table(0, len(rows))
    return PagedTable(rows_of, 0, size * 1.2 + 2 * padding)


class _Rows:
    """A table's header, rows, widths and style, from which any run of its rows is made."""

    def __init__(
        self,
        header: list[str],
        cells: list[list[str | Paragraph]],
        widths: list[float],
        commands: list[Command],
    ) -> None:
        self.header, self.cells, self.widths, self.commands = header, cells, widths, commands
        self.count = len(cells)
        # Commands on one body row (the seating's rules, the names shrunk to fit) are looked up
        # by row, so that a page's table reads only its own: the others concern many rows.
        nrows = self.count + 1
        self._wide: list[tuple[int, Command]] = []
        self._by_row: dict[int, list[tuple[int, Command]]] = {}
        for i, command in enumerate(commands):
            lo, hi = _rows_of(command, nrows)
            if lo == hi and lo > 0:
                self._by_row.setdefault(lo, []).append((i, command))
            else:
                self._wide.append((i, command))

    def table(self, start: int, stop: int) -> Table:
        """The table of rows ``start`` to ``stop`` (counted from 0, header excluded)."""
        whole = start == 0 and stop == self.count
        return Table(
            [self.header, *self.cells[start:stop]],
            colWidths=self.widths,
            repeatRows=1,
            hAlign="LEFT",
            style=TableStyle(self.commands if whole else self._commands(start, stop)),
        )

    def _commands(self, start: int, stop: int) -> list[Command]:
        """The style commands of the rows ``start`` to ``stop``, renumbered from 1 (0: header)."""
        nrows = self.count + 1
        chosen = list(self._wide)
        for r in range(start + 1, stop + 1):
            chosen += self._by_row.get(r, ())
        chosen.sort(key=lambda pair: pair[0])  # later commands win: keep their order
        out: list[Command] = []
        for _, command in chosen:
            out += _clipped(command, nrows, start, stop)
        return out


def _cells(command: Command) -> tuple[tuple[int, int], tuple[int, int]]:
    """The first and last cells (column, row) a command names."""
    start, stop = command[1], command[2]
    assert isinstance(start, tuple), command
    assert isinstance(stop, tuple), command
    return (int(start[0]), int(start[1])), (int(stop[0]), int(stop[1]))


def _rows_of(command: Command, nrows: int) -> tuple[int, int]:
    """The first and last row a command covers (negative indexes counted from the end)."""
    (_, r0), (_, r1) = _cells(command)
    lo, hi = (r0 + nrows if r0 < 0 else r0), (r1 + nrows if r1 < 0 else r1)
    return min(lo, hi), max(lo, hi)


def _clipped(command: Command, nrows: int, start: int, stop: int) -> list[Command]:
    """``command`` for the table of rows ``start`` to ``stop``: its header part, its body part.

    Every command the sheets use acts on each row of its range alone (fonts, colours, lines
    above or below each row, alignments), so it is cut at the page's rows; stripes start again
    on each page (as reportlab's own split of one table does), and a range kept together keeps
    only its rows on this page.
    """
    name, values = command[0], list(command[3:])
    (c0, _), (c1, _) = _cells(command)
    lo, hi = _rows_of(command, nrows)
    out: list[Command] = []
    if lo == 0 and name != "NOSPLIT":
        out.append((name, (c0, 0), (c1, 0), *values))
    first, last = max(lo, start + 1), min(hi, stop)
    if first > last:
        return out
    if name == "NOSPLIT" and lo == 0 and start == 0:
        return [(name, (c0, 0), (c1, last - start))]
    out.append((name, (c0, first - start), (c1, last - start), *values))
    return out


class PagedTable(Flowable):  # type: ignore[misc]  # reportlab ships no type stubs
    """A long table laid out a page at a time.

    reportlab splits one long table at each page by measuring and copying every row left:
    for 5,000 rows that grows with the square of the rows (seconds). Here each page gets a table
    of only the rows that can reach it, which reportlab splits as usual (the same page breaks,
    header repeated, rows kept together); the rows it leaves wait for the next page.

    Args:
        rows: The whole table.
        start: The first row still to lay out.
        least: The height of a row of plain text (no row is lower).
    """

    def __init__(self, rows: _Rows, start: int, least: float) -> None:
        super().__init__()
        self.rows, self.start, self.least = rows, start, least
        self._table: Table | None = None
        self._room: tuple[float, float] | None = None
        self._size = (0.0, 0.0)

    def _window(self, width: float, height: float) -> tuple[Table, float, float]:
        """A table of the next rows, enough to fill ``height`` (or the rest, if it fits)."""
        if self._table is not None and self._room == (width, height):
            w, h = self._size
            return self._table, w, h
        count = self.rows.count
        n = int(height / self.least) + 2
        while True:
            stop = min(count, self.start + n)
            table = self.rows.table(self.start, stop)
            w, h = table.wrap(width, height)
            if h > height or stop == count:
                self._table, self._room, self._size = table, (width, height), (w, h)
                return table, w, h
            n *= 2

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        """The size of the next rows: taller than the room while rows are left for later."""
        _, w, h = self._window(availWidth, availHeight)
        self.width, self.height = w, h
        return w, h

    def split(self, availWidth: float, availHeight: float) -> list[Flowable]:
        """This page's rows as a table, and the rows left for the next pages."""
        table, _, h = self._window(availWidth, availHeight)
        if h <= availHeight:
            return [table]
        parts = table.split(availWidth, availHeight)
        if not parts:
            return []
        done = parts[0]._nrows - 1  # its rows but the repeated header
        if done <= 0:
            return []
        return [parts[0], PagedTable(self.rows, self.start + done, self.least)]

    def drawOn(self, canvas: Canvas, x: float, y: float, _sW: float = 0) -> None:
        """Draw the rows measured last (all of them: this is the last page)."""
        assert self._table is not None, "wrap comes before drawOn"
        self._table.drawOn(canvas, x, y, _sW)


def _look(size: float, padding: float) -> list[Command]:
    """The look every table shares: fonts, the header's band, paddings, the closing rule."""
    return [
        ("FONT", (0, 0), (-1, -1), FONT, size, size * 1.2),
        ("TEXTCOLOR", (0, 0), (-1, -1), INK),
        ("FONT", (0, 0), (-1, 0), BOLD, size * 0.9, size * 1.1),
        ("TEXTCOLOR", (0, 0), (-1, 0), colors.white),
        ("BACKGROUND", (0, 0), (-1, 0), HEADER_FILL),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), padding),
        ("BOTTOMPADDING", (0, 0), (-1, -1), padding),
        ("TOPPADDING", (0, 0), (-1, 0), padding + 1),
        ("BOTTOMPADDING", (0, 0), (-1, 0), padding + 1),
        ("LEFTPADDING", (0, 0), (-1, -1), CELL_PAD),
        ("RIGHTPADDING", (0, 0), (-1, -1), CELL_PAD),
        ("LINEBELOW", (0, -1), (-1, -1), 0.6, RULE),
    ]


def _column_looks(columns: Sequence[Column], size: float) -> list[Command]:
    """Each column's alignment, indent and weight."""
    commands: list[Command] = []
    for i, col in enumerate(columns):
        commands.append(("ALIGN", (i, 0), (i, -1), col.align))
        if col.indent:
            commands.append(("LEFTPADDING", (i, 0), (i, -1), CELL_PAD + col.indent))
        if col.bold:
            commands.append(("FONT", (i, 1), (i, -1), BOLD, size, size * 1.2))
    return commands


def _fitted_rows(
    columns: Sequence[Column], rows: Sequence[Sequence[str]], size: float, body_end: int
) -> tuple[list[list[str | Paragraph]], list[Command]]:
    """The rows with their names fitted, and the font sizes of the names shrunk to fit."""
    cells: list[list[str | Paragraph]] = []
    commands: list[Command] = []
    for r, row in enumerate(rows, 1):
        fitted: list[str | Paragraph] = list(row)
        for i, col in enumerate(columns):
            if not col.fit or not row[i]:
                continue
            font = BOLD if col.bold or r > body_end else FONT
            cell, shrunk = fitted_cell(row[i], col.width, font, size, col.align, col.indent)
            fitted[i] = cell
            if shrunk is not None:
                commands.append(("FONT", (i, r), (i, r), font, shrunk, size * 1.2))
        cells.append(fitted)
    return cells, commands


def _kept_together(last: int, footer_rows: int) -> list[Command]:
    """No page with a lone row: the header stays with the first rows, the totals with the last."""
    commands: list[Command] = [("NOSPLIT", (0, 0), (-1, min(KEEP_ROWS - 1, last)))]
    if footer_rows:
        commands.append(("NOSPLIT", (0, max(1, last - footer_rows - KEEP_ROWS + 2)), (-1, last)))
    return commands


def _room_for_titles(columns: Sequence[Column], size: float) -> list[Column]:
    """Columns widened to show their titles, the width taken from the name columns."""
    need = [text_width(c.title, BOLD, size) + 2 * CELL_PAD + c.indent + 1 for c in columns]
    short = sum(max(0.0, n - c.width) for n, c in zip(need, columns, strict=True))
    names = [c for c in columns if c.fit]
    if not short or not names:
        return list(columns)
    out = []
    for n, c in zip(need, columns, strict=True):
        width = max(c.width, n) - (short / len(names) if c.fit else 0)
        out.append(Column(c.title, width, c.align, c.bold, c.fit, c.indent))
    return out
