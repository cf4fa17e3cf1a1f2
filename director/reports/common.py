"""What every printed sheet shares: fonts, paper, number and money formats, the page frame.

A sheet is built as a list of reportlab flowables (a title block, then tables) and laid out by
:func:`build_pdf` on pages of the chosen paper with a running header from the second page on and
a footer with ``Pagina 2 di 7``. The fonts are the DejaVu fonts shipped in
``director/data/fonts`` and are embedded (subset) in every PDF, so accents, apostrophes, the
euro sign and names like Łukasz, Győző or Muñoz print everywhere.

Output is deterministic: the same input gives the same bytes (``invariant=1``, a creation date
taken from the data and never from the clock, no random subset tags).
"""

from __future__ import annotations

import datetime as dt
import io
import os
import tempfile
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, Decimal
from enum import StrEnum
from fractions import Fraction
from pathlib import Path
from typing import IO, Any, TypeAlias
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    FrameBreak,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from director import __version__
from director.errors import DirectorError
from director.paths import package_data
from director.reports.texts import Lang, check_lang, long_date, text

# --------------------------------------------------------------------------------------------
# Fonts
# --------------------------------------------------------------------------------------------

FONT = "DirectorSans"
BOLD = "DirectorSans-Bold"
CONDENSED_BOLD = "DirectorSansCondensed-Bold"
_FONT_FILES = {
    FONT: "DejaVuSans.ttf",
    BOLD: "DejaVuSans-Bold.ttf",
    CONDENSED_BOLD: "DejaVuSansCondensed-Bold.ttf",
}
_font_lock = threading.Lock()
_fonts_ready = False


def register_fonts() -> None:
    """Register the shipped DejaVu fonts with reportlab (once; safe from any thread).

    Raises:
        DirectorError: a font file is missing or damaged (a broken installation).
    """
    global _fonts_ready
    if _fonts_ready:
        return
    with _font_lock:
        if _fonts_ready:
            return
        for name, filename in _FONT_FILES.items():
            path = package_data("fonts", filename)
            try:
                pdfmetrics.registerFont(TTFont(name, str(path)))
            except Exception as exc:  # reportlab raises TTFError, OSError, struct errors
                raise DirectorError(
                    f"cannot load the font {path}: {exc}; reinstall Director"
                ) from None
        pdfmetrics.registerFontFamily(FONT, normal=FONT, bold=BOLD, italic=FONT, boldItalic=BOLD)
        _fonts_ready = True


def text_width(value: str, font: str, size: float) -> float:
    """The printed width of ``value`` in points."""
    register_fonts()
    return pdfmetrics.stringWidth(value, font, size)


# --------------------------------------------------------------------------------------------
# Paper
# --------------------------------------------------------------------------------------------


class Paper(StrEnum):
    """The paper sizes the sheets are laid out for."""

    A4 = "a4"
    LETTER = "letter"

    @property
    def size(self) -> tuple[float, float]:
        """Width and height in points (portrait)."""
        return A4 if self is Paper.A4 else LETTER


def check_paper(paper: str | Paper) -> Paper:
    """``paper`` as a :class:`Paper`; raises DirectorError for an unknown size."""
    try:
        return Paper(str(paper).lower())
    except ValueError:
        raise DirectorError(f"unknown paper size {paper!r}; use a4 or letter") from None


# --------------------------------------------------------------------------------------------
# Numbers, money, percentages, times
# --------------------------------------------------------------------------------------------

#: Symbols printed before amounts; other currencies print their ISO code.
CURRENCY_SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£"}


def number(value: int, lang: Lang) -> str:
    """A whole number with thousands separators: ``12.500`` (it), ``12,500`` (en)."""
    digits = f"{value:,}"
    return digits.replace(",", ".") if lang == "it" else digits


def money(
    cents: int,
    currency: str = "EUR",
    lang: Lang = "it",
    *,
    decimals: bool | None = None,
    symbol: bool = True,
) -> str:
    """An amount as people read it: ``€ 1.234,50`` in Italian, ``€1,234.50`` in English.

    Args:
        cents: The amount in hundredths.
        currency: ISO code; EUR, USD and GBP print their symbol, others their code.
        lang: The language (separators and the space after the symbol).
        decimals: True always prints cents, False never (the amount must be whole), None
            prints them only when there are some. A column uses one choice for every row
            (see :func:`money_decimals`) so that its amounts line up.
        symbol: Print the currency (False for the fee of ``€ 20 + 5``).
    """
    sign = "-" if cents < 0 else ""
    whole, frac = divmod(abs(cents), 100)
    text_ = number(whole, lang)
    if decimals or (decimals is None and frac):
        text_ += ("," if lang == "it" else ".") + f"{frac:02d}"
    elif frac:
        raise ValueError(f"{cents} cents is not a whole amount")
    if not symbol:
        return sign + text_
    mark = CURRENCY_SYMBOLS.get(currency, currency)
    space = " " if lang == "it" or len(mark) > 1 else ""
    return f"{sign}{mark}{space}{text_}"


def money_decimals(amounts: Sequence[int]) -> bool:
    """Whether a column of ``amounts`` needs cents (any amount has some)."""
    return any(a % 100 for a in amounts)


def percent(value: Fraction | Decimal | float, lang: Lang, places: int) -> str:
    """``25,5%`` / ``25.5%`` with exactly ``places`` decimals (rounded half to even)."""
    quantum = Decimal(1).scaleb(-places)
    if isinstance(value, Fraction):
        d = Decimal(value.numerator) / Decimal(value.denominator)
    else:
        d = Decimal(str(value))
    digits = f"{d.quantize(quantum, rounding=ROUND_HALF_EVEN):f}"
    if lang == "it":
        digits = digits.replace(".", ",")
    return f"{digits}%"


def percent_places(values: Sequence[Fraction | Decimal | float], most: int = 2) -> int:
    """The fewest decimals (up to ``most``) that show every value of a column exactly."""
    for places in range(most + 1):
        scale = 10**places
        if all(Fraction(str(v)) * scale == int(Fraction(str(v)) * scale) for v in values):
            return places
    return most


def clock_time(minutes: int) -> str:
    """A time of day from minutes after midnight (wrapping past midnight): ``20:30``."""
    minutes %= 24 * 60
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def elapsed(minutes: int) -> str:
    """Time from the start as ``h:mm``: ``0:00``, ``2:40``."""
    return f"{minutes // 60}:{minutes % 60:02d}"


def date_line(date: dt.date | None, venue: str, lang: Lang) -> str:
    """``sabato 14 giugno 2025 · Circolo Il Faro`` (either part may be missing)."""
    parts = [long_date(date, lang)] if date else []
    if venue:
        parts.append(venue)
    return " · ".join(parts)


# --------------------------------------------------------------------------------------------
# Styles
# --------------------------------------------------------------------------------------------

INK = colors.HexColor("#1a1a1a")
MUTED = colors.HexColor("#5a5a5a")
ACCENT = colors.HexColor("#1f4e79")
RULE = colors.HexColor("#9aa5b1")
HEADER_FILL = colors.HexColor("#1f4e79")
STRIPE = colors.HexColor("#eef2f6")
BREAK_FILL = colors.HexColor("#fff1cc")

MARGIN = 15 * mm
HEADER_HEIGHT = 9 * mm  # the running header on pages after the first
FOOTER_HEIGHT = 9 * mm


def style(
    name: str,
    size: float,
    *,
    bold: bool = False,
    color: Any = INK,
    align: int = TA_LEFT,
    leading: float | None = None,
    space_after: float = 0,
) -> ParagraphStyle:
    """A paragraph style in the sheets' fonts."""
    register_fonts()
    return ParagraphStyle(
        name,
        fontName=BOLD if bold else FONT,
        fontSize=size,
        leading=leading or size * 1.22,
        textColor=color,
        alignment=align,
        spaceAfter=space_after,
        splitLongWords=1,
    )


def para(value: str, st: ParagraphStyle) -> Paragraph:
    """A paragraph of plain text (``<``, ``&`` and the like printed as they are)."""
    return Paragraph(escape(value), st)


# --------------------------------------------------------------------------------------------
# Sheet metadata and the title block
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SheetMeta:
    """What the page frame prints around a sheet.

    Attributes:
        title: The sheet's title (``Montepremi``).
        event: The tournament's name.
        date: The day of the tournament.
        venue: Where it is played.
        created: The PDF's creation date (from the tournament, never the clock).
        lang: The language.
        paper: The paper size.
        page_titles: The running header's title for pages of other kinds (``cards``) than
            the sheet's own, as (kind, title) pairs.
    """

    title: str
    event: str
    date: dt.date | None
    venue: str
    created: dt.datetime | None
    lang: Lang
    paper: Paper
    page_titles: tuple[tuple[str, str], ...] = ()


def sheet_meta(data: Any, title_key: str, lang: str, paper: str, **extra: Any) -> SheetMeta:
    """The page frame of a sheet printing ``data`` (any sheet data: name, date, venue, created).

    Checks the language and the paper (a one-line DirectorError for anything else).
    """
    lang_ = check_lang(lang)
    return SheetMeta(
        title=text(title_key, lang_),
        event=data.name,
        date=data.date,
        venue=data.venue,
        created=created_at(data.date, data.created),
        lang=lang_,
        paper=check_paper(paper),
        **extra,
    )


def title_block(meta: SheetMeta, width: float, *subtitles: str) -> list[Flowable]:
    """The top of the first page: the sheet's title, the tournament, its date and venue.

    Args:
        meta: The sheet.
        width: The page's inner width.
        subtitles: More lines under the date (totals, the structure's game).
    """
    out: list[Flowable] = [
        para(meta.title.upper(), style("title", 20, bold=True, color=ACCENT, space_after=2)),
        para(meta.event, style("event", 15, bold=True, space_after=1)),
    ]
    line = date_line(meta.date, meta.venue, meta.lang)
    if line:
        out.append(para(line, style("dateline", 10.5, color=MUTED)))
    for i, line in enumerate(subtitles):
        if i == 0:
            out.append(Spacer(width, 2))
        out.append(para(line, style("subtitle", 10.5, color=MUTED)))
    out.append(Spacer(width, 4 * mm))
    return out


def block_height(flowables: Sequence[Flowable], width: float) -> float:
    """How tall ``flowables`` are, stacked in a frame ``width`` wide."""
    return sum(_height(f, width) for f in flowables)


def first_body_height(paper: Paper, title: Sequence[Flowable]) -> float:
    """The height left for the body on the first page, under the title block."""
    width, height = paper.size
    return height - 2 * MARGIN - FOOTER_HEIGHT - block_height(title, width - 2 * MARGIN) - 2


# --------------------------------------------------------------------------------------------
# Tables
# --------------------------------------------------------------------------------------------


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


#: Padding each side of a cell.
CELL_PAD = 4
#: Names shrink down to this fraction of the row's font size before they wrap.
MIN_SHRINK = 0.8
#: A name too long even at the smallest size wraps at this fraction of the row's size.
WRAP_SIZE = 0.85
#: Rows kept together at a page break: the header with the first ones, the last with the totals.
KEEP_ROWS = 3


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
    extra: Sequence[tuple[Any, ...]] = (),
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
    header = [c.title for c in columns]
    data: list[list[Any]] = [header]
    commands: list[tuple[Any, ...]] = [
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
    body_end = len(rows) - footer_rows  # rows 1 .. body_end are the body
    if stripes and body_end > 1:
        commands.append(("ROWBACKGROUNDS", (0, 1), (-1, body_end), [None, STRIPE]))
    for i, col in enumerate(columns):
        commands.append(("ALIGN", (i, 0), (i, -1), col.align))
        if col.indent:
            commands.append(("LEFTPADDING", (i, 0), (i, -1), CELL_PAD + col.indent))
        if col.bold:
            commands.append(("FONT", (i, 1), (i, -1), BOLD, size, size * 1.2))
    for r, row in enumerate(rows, 1):
        cells: list[Any] = list(row)
        for i, col in enumerate(columns):
            if not col.fit or not cells[i]:
                continue
            font = BOLD if col.bold or r > body_end else FONT
            cell, shrunk = fitted_cell(cells[i], col.width, font, size, col.align, col.indent)
            cells[i] = cell
            if shrunk is not None:
                commands.append(("FONT", (i, r), (i, r), font, shrunk, size * 1.2))
        data.append(cells)
    # No page with a lone row: the header stays with the first rows, the totals with the last.
    last = len(rows)
    commands.append(("NOSPLIT", (0, 0), (-1, min(KEEP_ROWS - 1, last))))
    if footer_rows:
        commands.append(("NOSPLIT", (0, max(1, last - footer_rows - KEEP_ROWS + 2)), (-1, last)))
    if footer_rows:
        commands += [
            ("FONT", (0, body_end + 1), (-1, -1), BOLD, size, size * 1.2),
            ("LINEABOVE", (0, body_end + 1), (footer_rule_to, body_end + 1), 1, INK),
        ]
    commands += extra
    table = Table(
        data,
        colWidths=[c.width for c in columns],
        repeatRows=1,
        hAlign="LEFT",
        style=TableStyle(commands),
    )
    return table


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


def column_widths(total: float, fixed: Sequence[float | None]) -> list[float]:
    """Widths for columns: the given ones, and the rest of ``total`` shared by the ``None``s."""
    free = [i for i, w in enumerate(fixed) if w is None]
    left = total - sum(w for w in fixed if w is not None)
    share = left / len(free) if free else 0
    return [share if w is None else w for w in fixed]


# --------------------------------------------------------------------------------------------
# The page frame and the document
# --------------------------------------------------------------------------------------------


class _SheetCanvas(rl_canvas.Canvas):
    """A canvas that keeps every page until the end, to print ``Pagina 2 di 7`` on each."""

    def __init__(self, *args: Any, meta: SheetMeta, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._meta = meta
        self._pages: list[dict[str, Any]] = []
        if meta.created is not None:
            stamp = meta.created.strftime("D:%Y%m%d%H%M%S+00'00'")
            self.setDateFormatter(lambda *_: stamp)

    def showPage(self) -> None:
        self._pages.append(dict(self.__dict__))
        self._startPage()

    def save(self) -> None:
        total = len(self._pages)
        for number, state in enumerate(self._pages, 1):
            self.__dict__.update(state)
            _footer(self, self._meta, number, total)
            super().showPage()
        super().save()


def _running_header(c: rl_canvas.Canvas, meta: SheetMeta, kind: str) -> None:
    """The sheet, the tournament and the date at the top of the pages after the first."""
    width, height = meta.paper.size
    left, right = MARGIN, width - MARGIN
    c.saveState()
    y = height - MARGIN - 4.5 * mm
    c.setFillColor(INK)
    label = f"{dict(meta.page_titles).get(kind, meta.title)} — {meta.event}"
    date = long_date(meta.date, meta.lang) if meta.date else ""
    room = right - left - (text_width(date, FONT, 9) + 6 * mm if date else 0)
    size = 9.0
    while text_width(label, BOLD, size) > room and size > 6:
        size -= 0.25
    if text_width(label, BOLD, size) > room:
        while label and text_width(label + "…", BOLD, size) > room:
            label = label[:-1]
        label += "…"
    c.setFont(BOLD, size)
    c.drawString(left, y, label)
    if date:
        c.setFont(FONT, 9)
        c.setFillColor(MUTED)
        c.drawRightString(right, y, date)
    c.setStrokeColor(RULE)
    c.setLineWidth(0.6)
    c.line(left, y - 2.2 * mm, right, y - 2.2 * mm)
    c.restoreState()


def _footer(c: rl_canvas.Canvas, meta: SheetMeta, page: int, pages: int) -> None:
    """A rule, ``Stampato con Director`` and, on sheets of several pages, ``Pagina 2 di 7``."""
    width, _ = meta.paper.size
    left, right = MARGIN, width - MARGIN
    c.saveState()
    y = MARGIN + 1.5 * mm
    c.setStrokeColor(RULE)
    c.setLineWidth(0.6)
    c.line(left, y + 4 * mm, right, y + 4 * mm)
    c.setFont(FONT, 8)
    c.setFillColor(MUTED)
    c.drawString(left, y, text("printed_by", meta.lang))
    if pages > 1:
        c.setFont(BOLD, 9)
        c.setFillColor(INK)
        c.drawRightString(right, y, text("page", meta.lang, page=page, pages=pages))
    c.restoreState()


def _mark(kind: str, meta: SheetMeta) -> Callable[[rl_canvas.Canvas, BaseDocTemplate], None]:
    def on_page(canv: rl_canvas.Canvas, _doc: BaseDocTemplate) -> None:
        if kind != "first":
            _running_header(canv, meta, kind)

    return on_page


def first_page_width(paper: Paper) -> float:
    """The width the first page's title and body get."""
    return paper.size[0] - 2 * MARGIN


def build_pdf(
    meta: SheetMeta,
    title: Sequence[Flowable],
    body: Sequence[Flowable],
    *,
    columns: int = 1,
    gap: float = 8 * mm,
    extra_templates: Sequence[PageTemplate] = (),
    subject: str = "",
    first_template: str = "first",
) -> bytes:
    """Lay out a sheet and return the PDF.

    Args:
        meta: The page frame's texts, language and paper.
        title: The flowables of the title block (first page, full width).
        body: The rest; flows in ``columns`` columns below the title, then page after page.
        columns: Columns of the body (1 or more).
        gap: Space between the columns.
        extra_templates: More page templates the body can switch to (``NextPageTemplate``);
            their ``onPage`` should be made with :func:`page_marker`.
        subject: The PDF's subject (metadata).
        first_template: The template of the first page: ``first`` (the title block, then
            the body), or one of ``extra_templates`` (``title`` is then left out).
    """
    register_fonts()
    width, height = meta.paper.size
    inner = width - 2 * MARGIN
    # The title frame is exactly as tall as the title block.
    title_height = block_height(title, inner) + 2
    col_width = (inner - gap * (columns - 1)) / columns
    top = height - MARGIN
    bottom = MARGIN + FOOTER_HEIGHT

    def body_frames(upper: float, prefix: str) -> list[Frame]:
        return [
            Frame(
                MARGIN + i * (col_width + gap),
                bottom,
                col_width,
                upper - bottom,
                id=f"{prefix}{i}",
                leftPadding=0,
                rightPadding=0,
                topPadding=0,
                bottomPadding=0,
            )
            for i in range(columns)
        ]

    first_frames = [
        Frame(
            MARGIN,
            top - title_height,
            inner,
            title_height,
            id="title",
            leftPadding=0,
            rightPadding=0,
            topPadding=0,
            bottomPadding=0,
        ),
        *body_frames(top - title_height, "first"),
    ]
    templates = [
        PageTemplate(
            "first", first_frames, onPage=_mark("first", meta), autoNextPageTemplate="later"
        ),
        PageTemplate(
            "later", body_frames(top - HEADER_HEIGHT, "later"), onPage=_mark("later", meta)
        ),
        *extra_templates,
    ]
    if first_template != "first":
        templates.sort(key=lambda t: t.id != first_template)
        title = []
    buf = io.BytesIO()
    doc = BaseDocTemplate(
        buf,
        pagesize=meta.paper.size,
        pageTemplates=templates,
        invariant=1,
        title=f"{meta.title} — {meta.event}",
        author="Director",
        subject=subject or meta.title,
        creator=f"Director {__version__}",
        producer=f"Director {__version__} (ReportLab)",
        lang="it-IT" if meta.lang == "it" else "en",
        initialFontName=FONT,  # no Helvetica (a font not embedded) declared on any page
        initialFontSize=10,
        initialLeading=12,
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN,
        bottomMargin=MARGIN,
    )
    story: list[Flowable] = [*title, FrameBreak(), *body] if title else list(body)

    def maker(*args: Any, **kwargs: Any) -> _SheetCanvas:
        return _SheetCanvas(*args, meta=meta, **kwargs)

    doc.build(story, canvasmaker=maker)
    return buf.getvalue()


def page_marker(kind: str, meta: SheetMeta) -> Callable[[rl_canvas.Canvas, BaseDocTemplate], None]:
    """The ``onPage`` of an extra page template: its pages get the running header, titled
    from ``meta.page_titles``."""
    return _mark(kind, meta)


def _height(f: Flowable, width: float) -> float:
    _, h = f.wrap(width, 10_000)
    return h + f.getSpaceBefore() + f.getSpaceAfter()


# --------------------------------------------------------------------------------------------
# Where the PDF goes
# --------------------------------------------------------------------------------------------

Output: TypeAlias = "str | os.PathLike[str] | IO[bytes] | None"


def deliver(pdf: bytes, out: Output) -> Path | bytes:
    """Send the PDF where the caller asked.

    Args:
        pdf: The document.
        out: A path (written whole or not at all: a temporary file renamed over it), a binary
            file object (written to, not closed), or None.

    Returns:
        The path written, or the bytes (for a file object or None).

    Raises:
        DirectorError: the file cannot be written (missing folder, no permission).
    """
    if out is None:
        return pdf
    if hasattr(out, "write"):
        out.write(pdf)  # type: ignore[union-attr]
        return pdf
    path = Path(out)  # type: ignore[arg-type]
    folder = path.parent
    if not folder.is_dir():
        raise DirectorError(f"cannot write {path}: the folder {folder} does not exist")
    if path.is_dir():
        raise DirectorError(f"cannot write {path}: it is a folder; give a file name like sheet.pdf")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        raise DirectorError(f"cannot write {path}: {exc.strerror or exc}") from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(pdf)
        os.replace(tmp, path)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise DirectorError(f"cannot write {path}: {exc.strerror or exc}") from None
    return path


def created_at(date: dt.date | None, created: dt.datetime | None) -> dt.datetime | None:
    """The PDF's creation date: the one given (as UTC), else the tournament's day at midnight."""
    if created is not None:
        if created.tzinfo is not None:
            created = created.astimezone(dt.UTC).replace(tzinfo=None)
        return created
    if date is not None:
        return dt.datetime(date.year, date.month, date.day)
    return None
