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
from reportlab.platypus import Paragraph, Table, TableStyle

from director.reports.styles import BOLD, FONT, HEADER_FILL, INK, RULE, STRIPE, para, text_width

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
    if w <= room:
        return value, None
    smaller = size * room / w
    if smaller >= size * MIN_SHRINK:
        return value, max(smaller - 0.05, 1.0)  # a hair under, against rounding
    small = size * WRAP_SIZE
    alignment = {"LEFT": TA_LEFT, "RIGHT": TA_RIGHT, "CENTER": TA_CENTER}[align]
    st = ParagraphStyle("wrapped", fontName=font, fontSize=small, leading=small * 1.15)
    st.alignment = alignment
    st.splitLongWords = 1
    return para(value, st), None


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
) -> Table:
    """A table with a header row repeated on every page, stripes and fitted names.

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
    return Table(
        [[c.title for c in columns], *cells],
        colWidths=[c.width for c in columns],
        repeatRows=1,
        hAlign="LEFT",
        style=TableStyle(commands),
    )


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
