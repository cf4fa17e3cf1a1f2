"""The seating sheet: who sits where, as a list and as cut-out seat cards.

The list goes table by table, seat by seat, in two columns a page; the table number is printed
on every row (a row read on its own, or after a page break, still says its table) and stands out
on the first row of each table. An optional second list by name lets players find their seat.
The seat cards follow, ten a page on A4 and Letter, in table and seat order so that the stack
comes out of the cutter ready to hand out table by table: each card has the player's name, the
table and the seat in large type, and crop marks at its corners. When the tournament has a chip
set, each card also says the player's starting chips (how many of each), so the stacks are
counted out at the seat.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    Flowable,
    NextPageTemplate,
    PageBreak,
    PageTemplate,
    Spacer,
)

from director.errors import DirectorError
from director.i18n import Lang, message
from director.reports.data import SeatingSheetData, SeatRow
from director.reports.format import check_lang, number
from director.reports.output import Output, deliver
from director.reports.page import (
    FOOTER_HEIGHT,
    HEADER_HEIGHT,
    MARGIN,
    Paper,
    SheetMeta,
    build_pdf,
    check_paper,
    first_page_width,
    frame,
    page_marker,
    sheet_meta,
    title_block,
)
from director.reports.styles import (
    ACCENT,
    BOLD,
    FONT,
    INK,
    MUTED,
    RULE,
    STRIPE,
    draw_text,
    para,
    style,
    text_width,
)
from director.reports.tables import Column, Command, column_widths, sheet_table

if TYPE_CHECKING:
    from director.reports.fromtournament import TournamentSource

#: Seat cards a page: columns and rows.
CARD_COLUMNS = 2
CARD_ROWS = 5
#: Length of a crop mark and its distance from the card.
MARK = 4 * mm
MARK_GAP = 1 * mm
COLUMN_GAP = 8 * mm
LIST_SIZE = 10


#: Letters that Unicode does not decompose into a base letter and an accent.
_PLAIN = str.maketrans(
    {
        "ł": "l",
        "Ł": "L",
        "ø": "o",
        "Ø": "O",
        "đ": "d",
        "Đ": "D",
        "ı": "i",
        "æ": "ae",
        "Æ": "AE",
        "œ": "oe",
        "Œ": "OE",
        "ß": "ss",
        "þ": "th",
        "Þ": "TH",
        "'": None,
        "’": None,
    }
)


def sort_key(name: str) -> tuple[str, str]:
    """Alphabetical order as people expect it, then as written.

    Accents, case and apostrophes are ignored: Łukasz goes with the L, D'Angelo with Dangelo.
    """
    decomposed = unicodedata.normalize("NFKD", name.translate(_PLAIN))
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return plain.casefold(), name


def _by_table(data: SeatingSheetData, lang: Lang, width: float) -> list[Flowable]:
    """The list by table and seat, each table's first row ruled off and its rows in one band."""
    widths = column_widths(width, [15 * mm, 13 * mm, None])
    columns = [
        Column(message("sheet.seating.table", lang), widths[0], "CENTER", bold=True),
        Column(message("sheet.seating.seat", lang), widths[1], "CENTER"),
        Column(message("sheet.seating.player", lang), widths[2], fit=True),
    ]
    rows = [[str(s.table), str(s.seat), s.name] for s in data.seats]
    extra = _table_rules(data.seats) + _table_bands(data.seats)
    return [sheet_table(columns, rows, size=LIST_SIZE, extra=extra, stripes=False)]


def _table_rules(seats: Sequence[SeatRow]) -> list[Command]:
    """A rule above each table's first row; the table number greyed on its other rows."""
    extra: list[Command] = []
    previous = None
    for r, s in enumerate(seats, 1):
        if s.table != previous and r > 1:
            extra.append(("LINEABOVE", (0, r), (-1, r), 1.2, ACCENT))
        elif s.table == previous:
            extra.append(("TEXTCOLOR", (0, r), (0, r), RULE))
        previous = s.table
    return extra


def _table_bands(seats: Sequence[SeatRow]) -> list[Command]:
    """Stripes by table, not by row: a table's players share one band."""
    extra: list[Command] = []
    shade = False
    previous = None
    start = 1
    for r, table in enumerate([*(s.table for s in seats), None], 1):
        if table != previous and previous is not None:
            if shade:
                extra.append(("BACKGROUND", (0, start), (-1, r - 1), STRIPE))
            shade = not shade
            start = r
        previous = table
    return extra


def _by_name(data: SeatingSheetData, lang: Lang, width: float) -> list[Flowable]:
    """The list by name, for players looking for their seat."""
    widths = column_widths(width, [None, 15 * mm, 13 * mm])
    columns = [
        Column(message("sheet.seating.player", lang), widths[0], fit=True),
        Column(message("sheet.seating.table", lang), widths[1], "CENTER", bold=True),
        Column(message("sheet.seating.seat", lang), widths[2], "CENTER", bold=True),
    ]
    ordered = sorted(data.seats, key=lambda s: (*sort_key(s.name), s.table, s.seat))
    rows = [[s.name, str(s.table), str(s.seat)] for s in ordered]
    return [sheet_table(columns, rows, size=LIST_SIZE)]


def _heading(label: str) -> Flowable:
    """A list's heading."""
    return para(label, style("section", 12, bold=True, color=ACCENT, space_after=4))


# --------------------------------------------------------------------------------------------
# Seat cards
# --------------------------------------------------------------------------------------------


def card_area(paper: Paper) -> tuple[float, float, float, float]:
    """Left, bottom, width and height of the cards' area on a page."""
    width, height = paper.size
    top = height - MARGIN - HEADER_HEIGHT - 6 * mm  # room for the cutting note
    bottom = MARGIN + FOOTER_HEIGHT + MARK + MARK_GAP + 1 * mm  # the marks clear the footer
    return MARGIN + MARK + MARK_GAP, bottom, width - 2 * (MARGIN + MARK + MARK_GAP), top - bottom


class CardPage(Flowable):  # type: ignore[misc]  # reportlab ships no type stubs
    """One page of seat cards, drawn straight on the canvas.

    Args:
        cards: The page's cards (up to ``CARD_COLUMNS * CARD_ROWS``), in table and seat order.
        meta: The sheet (its paper and language).
        event: The tournament's name, printed on each card.
        chips: The starting chips line printed on each card (empty: none).
    """

    def __init__(
        self, cards: Sequence[SeatRow], meta: SheetMeta, event: str, chips: str = ""
    ) -> None:
        super().__init__()
        self.cards = list(cards)
        self.meta = meta
        self.event = event
        self.chips = chips

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        """Take the whole frame (a hair less, so that reportlab never calls it too tall)."""
        return avail_width, avail_height - 1

    def draw(self) -> None:
        """Draw the cutting note, the cards and the crop marks."""
        c: Canvas = self.canv
        c.saveState()
        # Drawn in page coordinates: the frame already sits where the cards go.
        c.translate(-self._frame_x, -self._frame_y)
        left, bottom, width, height = card_area(self.meta.paper)
        cw, ch = width / CARD_COLUMNS, height / CARD_ROWS
        c.setFont(FONT, 8.5)
        c.setFillColor(MUTED)
        # Beside the top-left mark, not on it.
        cut = message("sheet.seating.cut", self.meta.lang)
        c.drawString(left + 3 * mm, bottom + height + 2.5 * mm, cut)
        for i, card in enumerate(self.cards):
            col, row = i % CARD_COLUMNS, i // CARD_COLUMNS
            x = left + col * cw
            y = bottom + height - (row + 1) * ch
            _card(c, card, x, y, cw, ch, self.meta.lang, self.event, self.chips)
        rows_used = (len(self.cards) + CARD_COLUMNS - 1) // CARD_COLUMNS
        _crop_marks(c, left, bottom + height - rows_used * ch, cw, ch, rows_used)
        c.restoreState()

    def drawOn(self, canvas: Canvas, x: float, y: float, _sW: float = 0) -> None:
        """Note where the frame is (the cards are drawn in page coordinates), then draw."""
        self._frame_x, self._frame_y = x, y
        super().drawOn(canvas, x, y, _sW)


def _crop_marks(c: Canvas, left: float, bottom: float, cw: float, ch: float, rows: int) -> None:
    """Marks outside the grid along every cutting line, and small crosses where lines meet."""
    c.setStrokeColor(INK)
    c.setLineWidth(0.4)
    right = left + CARD_COLUMNS * cw
    top = bottom + rows * ch
    xs = [left + i * cw for i in range(CARD_COLUMNS + 1)]
    ys = [bottom + j * ch for j in range(rows + 1)]
    for x in xs:
        c.line(x, top + MARK_GAP, x, top + MARK_GAP + MARK)
        c.line(x, bottom - MARK_GAP, x, bottom - MARK_GAP - MARK)
    for y in ys:
        c.line(left - MARK_GAP, y, left - MARK_GAP - MARK, y)
        c.line(right + MARK_GAP, y, right + MARK_GAP + MARK, y)
    arm = 2 * mm
    for x in xs[1:-1]:
        for y in ys[1:-1]:
            c.line(x - arm, y, x + arm, y)
            c.line(x, y - arm, x, y + arm)
    for x in xs[1:-1]:  # where inner lines meet the outer edge
        for y in (bottom, top):
            c.line(x, y - arm, x, y + arm)
    for y in ys[1:-1]:
        for x in (left, right):
            c.line(x - arm, y, x + arm, y)


def _fit_size(value: str, font: str, size: float, room: float, smallest: float) -> float:
    w = text_width(value, font, size)
    return size if w <= room else max(smallest, size * room / w - 0.05)


def _lines(value: str, font: str, size: float, room: float) -> list[str]:
    """``value`` broken into lines no wider than ``room`` (long words cut)."""
    lines: list[str] = []
    current = ""
    for word in value.split():
        candidate = f"{current} {word}".strip()
        if text_width(candidate, font, size) <= room:
            current = candidate
            continue
        if current:
            lines.append(current)
        while text_width(word, font, size) > room:
            cut = len(word)
            while cut > 1 and text_width(word[:cut], font, size) > room:
                cut -= 1
            lines.append(word[:cut])
            word = word[cut:]
        current = word
    if current:
        lines.append(current)
    return lines


def _card(
    c: Canvas,
    card: SeatRow,
    x: float,
    y: float,
    w: float,
    h: float,
    lang: Lang,
    event: str,
    chips: str = "",
) -> None:
    pad = 5 * mm
    room = w - 2 * pad
    # The tournament, small, at the top.
    size = _fit_size(event, FONT, 8, room, 5.5)
    label = event
    while text_width(label, FONT, size) > room and len(label) > 1:
        label = label[:-2] + "…"
    c.setFillColor(MUTED)
    draw_text(c, x + pad, y + h - pad - 6, label, FONT, size)
    # The name: one line as large as fits (16 pt down to 11), else two lines, else smaller.
    name = card.name
    size = _fit_size(name, BOLD, 16, room, 11)
    lines = [name]
    if text_width(name, BOLD, size) > room:
        size = 11.0
        lines = _lines(name, BOLD, size, room)
        while len(lines) > 2 and size > 7:
            size -= 0.5
            lines = _lines(name, BOLD, size, room)
        if len(lines) > 2:
            lines = [*lines[:1], lines[1].rstrip() + "…"]
    c.setFillColor(INK)
    top = y + h - pad - 10 - size
    for i, line in enumerate(lines[:2]):
        draw_text(c, x + pad, top - i * size * 1.15, line, BOLD, size)
    if chips:
        _chips(c, chips, x, y, w)
    # Table and seat, large, at the bottom.
    half = room / 2
    for i, (key, value) in enumerate(
        (("sheet.seating.table", card.table), ("sheet.seating.seat", card.seat))
    ):
        bx = x + pad + i * half
        c.setFont(FONT, 8.5)
        c.setFillColor(MUTED)
        c.drawString(bx, y + pad + 30, message(key, lang).upper())
        c.setFont(BOLD, 30)
        c.setFillColor(ACCENT if i == 0 else INK)
        c.drawString(bx, y + pad + 2, number(value, lang))


def _chips_line(data: SeatingSheetData, lang: Lang) -> str:
    """``Starting chips: 8 × 25, 8 × 100, ...`` or an empty string without a chip set."""
    if not data.starting_chips:
        return ""
    chips = ", ".join(
        message("sheet.seating.chip", lang, count=number(n, lang), value=number(v, lang))
        for v, n in data.starting_chips
    )
    return message("sheet.seating.chips", lang, chips=chips)


def _chips(c: Canvas, text: str, x: float, y: float, w: float) -> None:
    """The starting chips above the table and seat, in small type: two lines at most.

    Lines break between the chips (after a comma), never inside ``2 × 5,000``.
    """
    pad = 5 * mm
    room = w - 2 * pad
    size = 8.0
    lines = _chip_lines(text, size, room)
    while len(lines) > 2 and size > 6:
        size -= 0.5
        lines = _chip_lines(text, size, room)
    c.setFillColor(INK)
    shown = lines[:2]
    for i, line in enumerate(shown):  # the last line just above the labels
        draw_text(c, x + pad, y + pad + 45 + (len(shown) - 1 - i) * size * 1.25, line, FONT, size)


def _chip_lines(text: str, size: float, room: float) -> list[str]:
    lines: list[str] = []
    current = ""
    for item in text.split(", "):
        candidate = f"{current}, {item}" if current else item
        if current and text_width(candidate, FONT, size) > room:
            lines.append(current + ",")
            current = item
        else:
            current = candidate
    return [*lines, current]


def _card_template(meta: SheetMeta) -> PageTemplate:
    page_w, page_h = meta.paper.size
    cards = frame(
        MARGIN,
        MARGIN + FOOTER_HEIGHT,
        page_w - 2 * MARGIN,
        page_h - 2 * MARGIN - FOOTER_HEIGHT - HEADER_HEIGHT,
        "cards",
    )
    return PageTemplate("cards", [cards], onPage=page_marker("cards", meta))


# --------------------------------------------------------------------------------------------
# The sheet
# --------------------------------------------------------------------------------------------


def seating_story(
    data: SeatingSheetData, meta: SheetMeta, *, by_table: bool, by_name: bool, cards: bool
) -> tuple[list[Flowable], list[Flowable]]:
    """The title block and the body of a seating sheet."""
    lang = meta.lang
    width = first_page_width(meta.paper)
    summary = message(
        "sheet.seating.summary_one" if len(data.tables) == 1 else "sheet.seating.summary",
        lang,
        players=number(len(data.seats), lang),
        tables=number(len(data.tables), lang),
    )
    title = title_block(meta, width, summary)
    if not data.seats:
        return title, [para(message("sheet.seating.none", lang), style("none", 12))]
    col_width = (width - COLUMN_GAP) / 2
    body: list[Flowable] = []
    if by_table:
        body += [
            _heading(message("sheet.seating.by_table", lang)),
            *_by_table(data, lang, col_width),
        ]
    if by_name:
        if body:
            body.append(Spacer(col_width, 6 * mm))
        body += [_heading(message("sheet.seating.by_name", lang)), *_by_name(data, lang, col_width)]
    if cards:
        per_page = CARD_COLUMNS * CARD_ROWS
        if body:
            body += [NextPageTemplate("cards"), PageBreak()]
        for start in range(0, len(data.seats), per_page):
            chunk = data.seats[start : start + per_page]
            if start:
                body.append(PageBreak())
            body.append(CardPage(chunk, meta, data.name, _chips_line(data, lang)))
    return title, body


def render_seating(
    source: SeatingSheetData | TournamentSource,
    out: Output = None,
    *,
    lang: str = "it",
    paper: str = "a4",
    by_table: bool = True,
    by_name: bool = False,
    cards: bool = True,
) -> Path | bytes:
    """Print the seating: the list by table and seat, and the seat cards to cut out.

    Args:
        source: The sheet's data, or a tournament (its state or an open tournament).
        out: Where the PDF goes: a path, a binary file object, or None to get the bytes.
        lang: ``it`` or ``en``.
        paper: ``a4`` or ``letter``.
        by_table: Print the list by table and seat.
        by_name: Print a list by name too (players look for their seat by name).
        cards: Print the seat cards, one per player, after the lists.

    Returns:
        The path written, or the PDF's bytes (``out`` a file object or None).

    Raises:
        DirectorError: unknown language or paper, nothing chosen to print, or the file
            cannot be written.
    """
    lang_ = check_lang(lang)
    paper_ = check_paper(paper)
    if not (by_table or by_name or cards):
        raise DirectorError("sheet.err.nothing")
    if isinstance(source, SeatingSheetData):
        data = source
    else:
        from director.reports.fromtournament import seating_data

        data = seating_data(source)
    only_cards = cards and not (by_table or by_name)
    meta = sheet_meta(
        data,
        "sheet.seating.cards" if only_cards else "sheet.seating.title",
        lang_,
        paper_,
        page_titles=(("cards", message("sheet.seating.cards", lang_)),),
    )
    title, body = seating_story(data, meta, by_table=by_table, by_name=by_name, cards=cards)
    pdf = build_pdf(
        meta,
        title,
        body,
        columns=2,
        gap=COLUMN_GAP,
        extra_templates=[_card_template(meta)],
        first_template="cards" if only_cards else "first",
    )
    return deliver(pdf, out)
