"""How the projector sizes and places its lines: a floor on the size of any text, one layout
per shape of screen, rows when a line is too long, and pages when the rows are too many.

The floor. A line the room cannot read is no use, however much it says. ISO 9241-303 and
MIL-STD-1472 set the smallest character height at 16 minutes of arc for the farthest viewer;
at 10 m that is 46.5 mm of capital letter. On a 16:9 picture 2.5 m wide (1.41 m tall, a club's
projector) that is 3.3 % of the picture's shorter side: 24 px at 1280×720, 36 px at
1920×1080. The same fraction of the shorter side holds for a 4:3 picture and for a screen on
its side (stricter there, as such screens are smaller for the same number of pixels).

The layouts. Each shape (wide 16:9, about 4:3, portrait) has its own sizes: a portrait screen
stacks the blocks (clock, blinds, next level, figures one per row, payouts, announcement) down
its height; a 4:3 one keeps the figures at least as large as the payouts under them.

A line too long for the width first shrinks a little (never under the floor), then wraps onto
more rows, then, if a block still needs more rows than its layout gives it, is cut into pages
that the projector shows one after another (:data:`PAGE_SECONDS` each).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from ui.common.theme import DISPLAY_FAMILY

#: The capitals and digits whose height sets a line's size.
CAPS = "0123456789ABCDEFHLPVT"

#: The farthest viewer, in metres.
READ_FROM_M = 10.0
#: The smallest character height for the farthest viewer (ISO 9241-303, MIL-STD-1472).
FLOOR_ARC_MINUTES = 16.0
#: The shorter side of the picture the floor is worked out for: 16:9, 2.5 m wide.
PICTURE_SHORT_SIDE_M = 2.5 * 9 / 16
#: The floor as a fraction of the window's shorter side (0.0331).
FLOOR_FRACTION = READ_FROM_M * math.tan(math.radians(FLOOR_ARC_MINUTES / 60)) / PICTURE_SHORT_SIDE_M
#: How long each page of a block too long for the screen stays up.
PAGE_SECONDS = 6
#: A line may shrink this far (a fraction of its size) to stay on one row before it wraps.
SHRINK_BEFORE_WRAP = 0.85


def floor_px(w: int, h: int) -> int:
    """The smallest height of capitals, in pixels, of any text in a ``w`` × ``h`` window."""
    return math.ceil(FLOOR_FRACTION * min(w, h))


def margin_px(w: int, h: int) -> float:
    """The margin left and right of every line."""
    return 0.03 * min(w, h)


class Shape(Enum):
    """The shapes of screen the projector has a layout for."""

    WIDE = "16:9"
    SQUARE = "4:3"
    TALL = "portrait"


def shape_of(w: int, h: int) -> Shape:
    """16:10 and wider are wide; up to 3:2 is about 4:3; taller than wide is portrait."""
    ratio = w / max(1, h)
    if ratio < 1.0:
        return Shape.TALL
    return Shape.SQUARE if ratio < 1.55 else Shape.WIDE


@dataclass(frozen=True)
class Spec:
    """How one block is sized in a layout.

    Attributes:
        size: The capitals' height wanted, as a fraction of the window's height.
        least: Short of height, the block may be squeezed down to this fraction (0: never).
        pitch: A row's height, in heights of capitals.
        rows: The most rows the block shows at once (more: pages).
        bold: Bold type.
        align: ``left``, ``center`` or ``right``.
        shrink: How far the line may shrink to fit the width on one row (0: as far as the
            floor; then it wraps).
        one_per_row: Each part on a row of its own (a portrait screen's figures).
    """

    size: float
    least: float = 0.0
    pitch: float = 1.5
    rows: int = 1
    bold: bool = False
    align: str = "center"
    shrink: float = SHRINK_BEFORE_WRAP
    one_per_row: bool = False


def _specs(**specs: Spec) -> dict[str, Spec]:
    return specs


#: The blocks of each layout, top to bottom (a block without content is left out).
LAYOUTS: dict[Shape, dict[str, Spec]] = {
    Shape.WIDE: _specs(
        title=Spec(0.034, pitch=1.6, align="left"),
        level=Spec(0.052, least=0.04, pitch=1.45, rows=2, bold=True, shrink=0.0),
        hand=Spec(0.068, least=0.05, pitch=1.5, bold=True, shrink=0.0),
        time=Spec(0.285, least=0.255, pitch=1.12, bold=True, shrink=0.0),
        blinds=Spec(0.115, least=0.103, pitch=1.3, rows=2, bold=True, shrink=0.0),
        ante=Spec(0.045, least=0.036, pitch=1.45),
        next=Spec(0.036, pitch=1.6, rows=2),
        stats=Spec(0.036, pitch=1.55, rows=3),
        payouts=Spec(0.034, pitch=1.5, rows=2),
        bounties=Spec(0.03, pitch=1.5, rows=2),
        announcement=Spec(0.038, pitch=1.5, rows=2),
    ),
    Shape.SQUARE: _specs(
        title=Spec(0.034, pitch=1.6, align="left"),
        level=Spec(0.05, least=0.04, pitch=1.45, rows=2, bold=True, shrink=0.0),
        hand=Spec(0.064, least=0.05, pitch=1.5, bold=True, shrink=0.0),
        time=Spec(0.27, least=0.2, pitch=1.12, bold=True, shrink=0.0),
        blinds=Spec(0.105, least=0.08, pitch=1.3, rows=2, bold=True, shrink=0.0),
        ante=Spec(0.042, least=0.036, pitch=1.45),
        next=Spec(0.036, pitch=1.6, rows=2),
        stats=Spec(0.036, pitch=1.5, rows=3),
        payouts=Spec(0.034, pitch=1.5, rows=2),
        bounties=Spec(0.03, pitch=1.5, rows=2),
        announcement=Spec(0.038, pitch=1.5, rows=2),
    ),
    Shape.TALL: _specs(
        title=Spec(0.022, pitch=1.8, align="left"),
        level=Spec(0.04, least=0.03, pitch=1.5, rows=2, bold=True, shrink=0.0),
        hand=Spec(0.045, least=0.03, pitch=1.5, rows=2, bold=True, shrink=0.0),
        time=Spec(0.16, least=0.08, pitch=1.2, bold=True, shrink=0.0),
        blinds=Spec(0.075, least=0.04, pitch=1.35, rows=2, bold=True, shrink=0.0),
        ante=Spec(0.032, pitch=1.5, rows=2),
        next=Spec(0.028, pitch=1.6, rows=2),
        stats=Spec(0.03, pitch=1.6, rows=4, one_per_row=True),
        payouts=Spec(0.026, pitch=1.55, rows=3),
        bounties=Spec(0.024, pitch=1.55, rows=2),
        announcement=Spec(0.028, pitch=1.5, rows=4),
    ),
}

#: The blocks under the rule (the room's figures), and the order they give way in when even
#: the squeezed layout does not fit the height: the title first.
BAND = ("stats", "payouts", "bounties", "announcement")
GIVE_WAY = ("title", "next", "bounties", "ante")


@dataclass(frozen=True)
class Block:
    """One block's content: its parts (figures, places, announcements) and what goes between
    them on a row, and a ``lead`` that heads every page (followed by ``lead_sep``)."""

    key: str
    parts: tuple[str, ...]
    sep: str = "   "
    lead: str = ""
    lead_sep: str = "   "

    @property
    def text(self) -> str:
        """The whole block on one line."""
        body = self.sep.join(self.parts)
        return f"{self.lead}{self.lead_sep}{body}" if self.lead else body


@dataclass(frozen=True)
class Placed:
    """One row laid out: the key of its block, its text, its font, the box of its capitals and
    digits (``rect``, whose bottom is the baseline) and a box that holds all of its ink,
    descenders and overhangs (``ink``); and what it was laid out from (``source``)."""

    key: str
    text: str
    font: QFont
    rect: QRectF
    ink: QRect
    source: str

    @property
    def origin(self) -> QPointF:
        """Where the text's baseline starts."""
        return QPointF(self.rect.left(), self.rect.bottom())


@dataclass(frozen=True)
class Laid:
    """One block laid out: the text of the page shown, its rows, its box, how many pages."""

    key: str
    text: str
    rows: tuple[Placed, ...]
    box: QRectF
    pages: int


# -- measuring -------------------------------------------------------------------------------------
@lru_cache(maxsize=4)
def _cap_ratio(bold: bool) -> float:
    font = QFont(DISPLAY_FAMILY)
    font.setBold(bold)
    font.setPixelSize(100)
    return QFontMetricsF(font).tightBoundingRect(CAPS).height() / 100


def font_for(cap: float, bold: bool, least: int = 0) -> QFont:
    """The font whose capitals are about ``cap`` pixels tall, and at least ``least``."""
    font = QFont(DISPLAY_FAMILY)
    font.setBold(bold)
    font.setPixelSize(max(1, round(cap / _cap_ratio(bold))))
    while least and QFontMetricsF(font).tightBoundingRect(CAPS).height() < least:
        font.setPixelSize(font.pixelSize() + 1)
    return font


def advance(text: str, font: QFont) -> float:
    """The width of ``text`` in ``font``."""
    return QFontMetricsF(font).horizontalAdvance(text)


def cap_height(font: QFont) -> float:
    """The height of ``font``'s capitals and digits, in pixels (what the floor is about)."""
    return QFontMetricsF(font).tightBoundingRect(CAPS).height()


# -- rows and pages --------------------------------------------------------------------------------
def wrap(
    parts: tuple[str, ...], sep: str, font: QFont, width: float, one_per_row: bool
) -> list[str]:
    """``parts`` on as few rows of ``width`` as they go in ``font``, the rows as even as they
    can be (a part too wide for a row of its own wraps at its spaces)."""
    rows = _greedy(parts, sep, font, width, one_per_row)
    if len(rows) < 2 or one_per_row:
        return rows
    # the narrowest width that needs no more rows and breaks no part that fits whole
    whole = [w for w in (advance(part, font) for part in parts) if w <= width]
    low, high = max([width / len(rows), *whole]), width
    for _ in range(8):
        middle = (low + high) / 2
        if len(_greedy(parts, sep, font, middle, one_per_row)) > len(rows):
            low = middle
        else:
            high = middle
    return _greedy(parts, sep, font, high, one_per_row)


def _greedy(
    parts: tuple[str, ...], sep: str, font: QFont, width: float, one_per_row: bool
) -> list[str]:
    rows: list[str] = []
    row = ""
    for part in parts:
        if advance(part, font) > width:
            rows += [row] if row else []
            rows += _words(part, font, width)
            row = ""
            continue
        joined = f"{row}{sep}{part}" if row else part
        if row and (one_per_row or advance(joined, font) > width):
            rows.append(row)
            joined = part
        row = joined
    return rows + ([row] if row else [])


def _words(text: str, font: QFont, width: float) -> list[str]:
    rows: list[str] = []
    row = ""
    for word in text.split():
        joined = f"{row} {word}" if row else word
        if row and advance(joined, font) > width:
            rows.append(row)
            joined = word
        row = joined
    rows.append(row)
    return [_elide(r, font, width) for r in rows]


def _elide(text: str, font: QFont, width: float) -> str:
    """A single word wider than the screen: cut, with "…" (never seen with real names)."""
    while len(text) > 1 and advance(text, font) > width:
        text = text[:-2] + "…"
    return text


def pages(
    block: Block, font: QFont, width: float, spec: Spec
) -> list[tuple[tuple[str, ...], list[str]]]:
    """The block cut into pages of at most ``spec.rows`` rows: each page's parts and rows. A
    part is never split between pages, and the lead heads each page."""

    def rows(taken: tuple[str, ...]) -> list[str]:
        if block.lead:
            first = f"{block.lead}{block.lead_sep}{taken[0]}" if taken else block.lead
            taken = (first, *taken[1:])
        return wrap(taken, block.sep, font, width, spec.one_per_row)

    out: list[tuple[tuple[str, ...], list[str]]] = []
    taken: tuple[str, ...] = ()
    for part in block.parts:
        trial = (*taken, part)
        if taken and len(rows(trial)) > spec.rows:
            out.append((taken, rows(taken)))
            trial = (part,)
        taken = trial
    out.append((taken, rows(taken)))
    # a single part longer than a page (never seen): its last row says there is more
    last = spec.rows - 1
    return [
        (parts, r if len(r) <= spec.rows else [*r[:last], _elide(r[last] + " …", font, width)])
        for parts, r in out
    ]


@dataclass(frozen=True)
class Fitted:
    """A block sized for the width: its capitals' height and its pages of rows; ``source``
    says what it was sized from."""

    key: str
    spec: Spec
    cap: float
    #: Each page's text (lead and parts on one line), and its rows, one per line (flat
    #: tuples of strings: the collector stops tracking them, so hours of seconds keep the
    #: same number of objects).
    texts: tuple[str, ...]
    rows: tuple[str, ...]
    source: str

    def page(self, turn: int) -> tuple[str, list[str]]:
        """The text and the rows of page ``turn`` (counted round)."""
        i = turn % len(self.texts)
        return self.texts[i], self.rows[i].split("\n")


def fit(block: Block, spec: Spec, cap: float, floor: int, width: float, source: str = "") -> Fitted:
    """Size ``block`` for ``width``, starting at capitals ``cap`` tall (never under ``floor``):
    one row, shrunk at most ``spec.shrink``; else rows, smaller down to the floor if that
    saves pages; else pages."""
    key = block.key
    cap = max(cap, floor)
    font = font_for(cap, spec.bold, floor)
    whole = block.text
    wide = advance(whole, font)
    single = not (spec.one_per_row and len(block.parts) > 1)
    if wide <= width and single:
        return Fitted(key, spec, cap, (whole,), (whole,), source)
    shrunk = cap * width / wide * 0.995
    if single and shrunk >= max(floor, cap * spec.shrink):
        return Fitted(key, spec, shrunk, (whole,), (whole,), source)
    # a part (a figure, a bust) is better smaller, down to the floor, than broken over rows
    parts = list(block.parts) or [whole]
    if block.lead and block.parts:
        parts[0] = f"{block.lead}{block.lead_sep}{parts[0]}"
    widest = max(advance(part, font) for part in parts)
    start = size = max(float(floor), min(cap, cap * width / widest * 0.98))
    while True:
        cut = pages(block, font_for(size, spec.bold, floor), width, spec)
        if len(cut) == 1:
            break
        if size <= floor:  # pages anyway: as large as the parts allow
            size = start
            cut = pages(block, font_for(size, spec.bold, floor), width, spec)
            break
        size = max(float(floor), size * 0.92)
    texts = tuple(Block(key, p, block.sep, block.lead, block.lead_sep).text for p, _r in cut)
    return Fitted(key, spec, size, texts, tuple("\n".join(r) for _p, r in cut), source)


# -- the whole screen ------------------------------------------------------------------------------
class Composer:
    """Lays out the wall, keeping what the last layout measured: each second only the lines
    that changed (the time) are measured again, and nothing piles up over hours of seconds."""

    def __init__(self) -> None:
        # by key, and by key and row: the objects kept stay as many as the lines shown
        self._fits: dict[str, Fitted] = {}
        self._rows: dict[str, Placed] = {}
        self._fits_now: dict[str, Fitted] = {}
        self._rows_now: dict[str, Placed] = {}

    def _fit(self, block: Block, spec: Spec, cap: float, floor: int, width: float) -> Fitted:
        source = repr((block, spec, cap, floor, width))
        found = self._fits.get(block.key)
        if found is None or found.source != source:
            found = fit(block, spec, cap, floor, width, source)
        self._fits_now[block.key] = found
        return found

    def _place(
        self,
        key: str,
        i: int,
        row: str,
        top: float,
        bottom: float,
        cap: float,
        spec: Spec,
        w: int,
        h: int,
        floor: int,
    ) -> Placed:
        source = repr((row, top, bottom, cap, spec, w, h, floor))
        found = self._rows.get(f"{key}:{i}")
        if found is None or found.source != source:
            found = place_row(key, row, top, bottom, cap, spec, w, h, floor, source)
        self._rows_now[f"{key}:{i}"] = found
        return found

    def arrange(
        self, blocks: tuple[Block, ...], w: int, h: int, turns: dict[str, int]
    ) -> list[Laid]:
        """Lay out ``blocks`` in a ``w`` × ``h`` window with the layout of its shape: each
        block sized for the width, top to bottom, squeezed (the clock first, then the title
        and the next level give way) when short of height, spread over the height when there
        is room. ``turns[key]`` picks the page shown of a block that has several."""
        self._fits_now, self._rows_now = {}, {}
        laid = self._arrange(blocks, w, h, turns)
        self._fits, self._rows = self._fits_now, self._rows_now
        return laid

    def _arrange(
        self, blocks: tuple[Block, ...], w: int, h: int, turns: dict[str, int]
    ) -> list[Laid]:
        floor = floor_px(w, h)
        specs = LAYOUTS[shape_of(w, h)]
        width = w - 2 * margin_px(w, h)
        given = {b.key: b for b in blocks}
        fitted: list[Fitted] = []
        for key, spec in specs.items():
            if key not in given:
                continue
            cap = spec.size * h
            if key == "payouts" and fitted and fitted[-1].key == "stats":
                cap = min(cap, fitted[-1].cap)  # the figures are never smaller than the payouts
            fitted.append(self._fit(given[key], spec, cap, floor, width))
        shown = [f.page(turns.get(f.key, 0)) for f in fitted]
        caps = [f.cap for f in fitted]
        top, room = 0.01 * h, 0.97 * h

        def heights() -> list[float]:
            return [
                len(rows) * c * f.spec.pitch
                for (_t, rows), c, f in zip(shown, caps, fitted, strict=True)
            ]

        over = sum(heights()) - room
        if over > 0:  # squeeze what may be squeezed, each in proportion to what it can give
            least = [
                max(f.spec.least * h, floor) if f.spec.least else c
                for f, c in zip(fitted, caps, strict=True)
            ]
            give = [
                (c - lo) * f.spec.pitch * len(rows)
                for c, lo, f, (_t, rows) in zip(caps, least, fitted, shown, strict=True)
            ]
            share = min(1.0, over / sum(give)) if sum(give) > 0 else 0.0
            caps = [c - share * (c - lo) for c, lo in zip(caps, least, strict=True)]
        for key in GIVE_WAY:
            if sum(heights()) <= room:
                break
            at = next((i for i, f in enumerate(fitted) if f.key == key), None)
            if at is not None:
                del fitted[at], shown[at], caps[at]
        tall = heights()
        stretch = room / sum(tall) if tall else 1.0
        laid: list[Laid] = []
        y = top
        for f, (text, rows), cap, height in zip(fitted, shown, caps, tall, strict=True):
            box = QRectF(0, y, w, height * stretch)
            step = box.height() / len(rows)
            placed = tuple(
                self._place(
                    f.key, i, row, y + i * step, y + (i + 1) * step, cap, f.spec, w, h, floor
                )
                for i, row in enumerate(rows)
            )
            laid.append(Laid(f.key, text, placed, box, len(f.texts)))
            y += box.height()
        return laid


def place_row(
    key: str,
    text: str,
    top: float,
    bottom: float,
    cap: float,
    spec: Spec,
    w: int,
    h: int,
    floor: int,
    source: str = "",
) -> Placed:
    """One row between ``top`` and ``bottom``: capitals ``cap`` tall (less if the text would not
    fit the width, never under ``floor``), centred between them."""
    margin = margin_px(w, h)
    inner = w - 2 * margin
    font = font_for(cap, spec.bold, floor)
    while advance(text, font) > inner and cap_height(font) > floor + 1:
        font = QFont(font)
        font.setPixelSize(font.pixelSize() - 1)
    fm = QFontMetricsF(font)
    wide = fm.horizontalAdvance(text)
    capital = fm.tightBoundingRect(CAPS).height()
    baseline = (top + bottom) / 2 + capital / 2
    if spec.align == "left":
        x = margin
    elif spec.align == "right":
        x = w - margin - wide
    else:
        x = (w - wide) / 2
    # the glyphs' own outline, with room for antialiasing and hinting
    pad = fm.height() / 20 + 2
    ink = fm.tightBoundingRect(text).translated(x, baseline).adjusted(-pad, -pad, pad, pad)
    rect = QRectF(x, baseline - capital, wide, capital)
    return Placed(key, text, font, rect, outer(ink), source)


def outer(r: QRectF) -> QRect:
    """The whole pixels that cover ``r``."""
    left, top = math.floor(r.left()), math.floor(r.top())
    return QRect(left, top, math.ceil(r.right()) - left, math.ceil(r.bottom()) - top)
