"""The page frame every sheet shares: paper, title block, running header, footer, the document.

A sheet is built as a list of reportlab flowables (a title block, then tables) and laid out by
:func:`build_pdf` on pages of the chosen paper with a running header from the second page on and
a footer with ``Pagina 2 di 7``.

Output is deterministic: the same input gives the same bytes (``invariant=1``, a creation date
taken from the data and never from the clock, no random subset tags).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import io
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum

from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    FrameBreak,
    PageTemplate,
    Spacer,
)

from director import __version__
from director.errors import DirectorError
from director.i18n import Lang, message
from director.reports.data import SheetData
from director.reports.format import check_lang, date_line, long_date
from director.reports.styles import (
    ACCENT,
    BOLD,
    FONT,
    INK,
    MUTED,
    RULE,
    draw_text,
    para,
    register_fonts,
    style,
    text_width,
)

MARGIN: float = 15 * mm
HEADER_HEIGHT: float = 9 * mm  # the running header on pages after the first
FOOTER_HEIGHT: float = 9 * mm

#: What reportlab calls on each page: draws on the canvas around the page's frames.
OnPage = Callable[[rl_canvas.Canvas, BaseDocTemplate], None]


class Paper(StrEnum):
    """The paper sizes the sheets are laid out for."""

    A4 = "a4"
    LETTER = "letter"

    @property
    def size(self) -> tuple[float, float]:
        """Width and height in points (portrait)."""
        width, height = A4 if self is Paper.A4 else LETTER
        return float(width), float(height)


def check_paper(paper: str | Paper) -> Paper:
    """``paper`` as a :class:`Paper`.

    Raises:
        DirectorError: ``sheet.err.paper``, a size the sheets are not laid out for.
    """
    try:
        return Paper(str(paper).lower())
    except ValueError:
        raise DirectorError("sheet.err.paper", paper=paper) from None


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


def sheet_meta(
    data: SheetData,
    title_key: str,
    lang: str,
    paper: str | Paper,
    *,
    page_titles: tuple[tuple[str, str], ...] = (),
) -> SheetMeta:
    """The page frame of a sheet printing ``data``, titled with the catalogue text ``title_key``.

    Raises:
        DirectorError: ``sheet.err.lang`` or ``sheet.err.paper``, a language or a paper size
            the sheets do not have.
    """
    lang_ = check_lang(lang)
    return SheetMeta(
        title=message(title_key, lang_),
        event=data.name,
        date=data.date,
        venue=data.venue,
        created=created_at(data.date, data.created),
        lang=lang_,
        paper=check_paper(paper),
        page_titles=page_titles,
    )


def created_at(date: dt.date | None, created: dt.datetime | None) -> dt.datetime | None:
    """The PDF's creation date: the one given (as UTC), else the tournament's day at midnight."""
    if created is not None:
        if created.tzinfo is not None:
            created = created.astimezone(dt.UTC).replace(tzinfo=None)
        return created
    if date is not None:
        return dt.datetime(date.year, date.month, date.day)
    return None


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


def first_page_width(paper: Paper) -> float:
    """The width the first page's title and body get."""
    return paper.size[0] - 2 * MARGIN


def first_body_height(paper: Paper, title: Sequence[Flowable]) -> float:
    """The height left for the body on the first page, under the title block."""
    width, height = paper.size
    return height - 2 * MARGIN - FOOTER_HEIGHT - block_height(title, width - 2 * MARGIN) - 2


def _height(f: Flowable, width: float) -> float:
    _, h = f.wrap(width, 10_000)
    height: float = h + f.getSpaceBefore() + f.getSpaceAfter()
    return height


# --------------------------------------------------------------------------------------------
# The running header and the footer
# --------------------------------------------------------------------------------------------


class _SheetCanvas(rl_canvas.Canvas):  # type: ignore[misc]  # reportlab ships no type stubs
    """A canvas that keeps every page until the end, to print ``Pagina 2 di 7`` on each."""

    def __init__(self, *args: object, meta: SheetMeta, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self._meta = meta
        self._pages: list[dict[str, object]] = []
        if meta.created is not None:
            stamp = meta.created.strftime("D:%Y%m%d%H%M%S+00'00'")
            self.setDateFormatter(lambda *_: stamp)

    def showPage(self) -> None:
        """Keep the finished page; it is drawn out once the number of pages is known."""
        self._pages.append(dict(self.__dict__))
        self._startPage()

    def save(self) -> None:
        """Put the footer on every kept page, then write the document."""
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
    draw_text(c, left, y, label, BOLD, size)
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
    c.drawString(left, y, message("sheet.printed_by", meta.lang))
    if pages > 1:
        c.setFont(BOLD, 9)
        c.setFillColor(INK)
        c.drawRightString(right, y, message("sheet.page", meta.lang, page=page, pages=pages))
    c.restoreState()


def page_marker(kind: str, meta: SheetMeta) -> OnPage:
    """The ``onPage`` of a page template of ``kind``.

    Pages other than the first get the running header, titled from ``meta.page_titles``
    (the sheet's own title for a kind not listed there).
    """

    def on_page(canv: rl_canvas.Canvas, _doc: BaseDocTemplate) -> None:
        if kind != "first":
            _running_header(canv, meta, kind)

    return on_page


# --------------------------------------------------------------------------------------------
# The document
# --------------------------------------------------------------------------------------------


def frame(x: float, y: float, width: float, height: float, name: str) -> Frame:
    """A frame without padding (the tables and the cards bring their own)."""
    return Frame(
        x,
        y,
        width,
        height,
        id=name,
        leftPadding=0,
        rightPadding=0,
        topPadding=0,
        bottomPadding=0,
    )


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
    # The title frame is exactly as tall as the title block.
    title_height = block_height(title, first_page_width(meta.paper)) + 2
    templates = [*_sheet_templates(meta, title_height, columns, gap), *extra_templates]
    if first_template != "first":
        templates.sort(key=lambda t: t.id != first_template)
        title = []
    story: list[Flowable] = [*title, FrameBreak(), *body] if title else list(body)
    buf = io.BytesIO()

    def maker(*args: object, **kwargs: object) -> _SheetCanvas:
        return _SheetCanvas(*args, meta=meta, **kwargs)

    doc = _document(buf, meta, templates, subject)
    on_page = getattr(_reporting, "on_page", None)
    if on_page is not None:
        doc.setProgressCallBack(lambda kind, value: on_page(value) if kind == "PAGE" else None)
    doc.build(story, canvasmaker=maker)
    return buf.getvalue()


#: The page callback of the sheets built in this thread (:func:`reporting_pages`).
_reporting = threading.local()


@contextlib.contextmanager
def reporting_pages(on_page: Callable[[int], object]) -> Iterator[None]:
    """Call ``on_page(number)`` as each page of a sheet built in this block is laid out.

    Only for sheets built in the calling thread (the window's worker). An exception raised by
    ``on_page`` stops the sheet before anything is written: how a print is cancelled.
    """
    previous = getattr(_reporting, "on_page", None)
    _reporting.on_page = on_page
    try:
        yield
    finally:
        _reporting.on_page = previous


def _sheet_templates(
    meta: SheetMeta, title_height: float, columns: int, gap: float
) -> list[PageTemplate]:
    """The first page (the title frame over the body's columns) and the pages after it."""
    width, height = meta.paper.size
    inner = width - 2 * MARGIN
    top = height - MARGIN
    title = frame(MARGIN, top - title_height, inner, title_height, "title")
    first = [title, *_body_frames(meta.paper, top - title_height, "first", columns, gap)]
    later = _body_frames(meta.paper, top - HEADER_HEIGHT, "later", columns, gap)
    return [
        PageTemplate(
            "first", first, onPage=page_marker("first", meta), autoNextPageTemplate="later"
        ),
        PageTemplate("later", later, onPage=page_marker("later", meta)),
    ]


def _body_frames(paper: Paper, upper: float, prefix: str, columns: int, gap: float) -> list[Frame]:
    """``columns`` side by side from the footer up to ``upper``."""
    inner = paper.size[0] - 2 * MARGIN
    col_width = (inner - gap * (columns - 1)) / columns
    bottom = MARGIN + FOOTER_HEIGHT
    return [
        frame(MARGIN + i * (col_width + gap), bottom, col_width, upper - bottom, f"{prefix}{i}")
        for i in range(columns)
    ]


def _document(
    buf: io.BytesIO, meta: SheetMeta, templates: Sequence[PageTemplate], subject: str
) -> BaseDocTemplate:
    """The document: its page templates and metadata, deterministic (``invariant=1``)."""
    return BaseDocTemplate(
        buf,
        pagesize=meta.paper.size,
        pageTemplates=list(templates),
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
