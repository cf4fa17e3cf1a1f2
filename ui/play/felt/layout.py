"""Where each seat's things go around the felt: its box, cards, bet, blinds and the dealer button.

The wall is read from across the room, so nothing may cover anything else: :func:`fit_seats` lays
every seat out at the size unit the view offers and, while two things would overlap (two boxes,
a box and someone's cards, the button on a box, a bet on the board), lays them out again a little
smaller. The texts that must be read from afar keep their size: on the wall a player's chances
are written at :func:`text_floor` whatever the unit.

Seats sit where they are on a real table: the dealer at the top, seat 1 on the dealer's left and
the others clockwise. A player's cards lie between his box and the centre of the table, what he
bet lies past them, on the felt; the dealer button lies on the felt in front of the player who
has it, in the first free place by his cards or his box, and a blind's tag on a corner of his box.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF

from ui.common.fmt import num
from ui.play.felt.look import font
from ui.play.felt.scene import SeatScene

#: A seat's box, in units of the board's card width.
BOX_WIDTH, BOX_HEIGHT = 3.0, 1.02
#: The share of the view's height that the wall's chances are written at, at least: 3 % is
#: 22 px at 1280x720, 33 px at 1920x1080 (the projector's floor for a room, about 10 m).
TEXT_FLOOR = 0.03
#: Each new try at fitting the seats is this much smaller, down to :data:`SMALLEST` of the first.
STEP, SMALLEST = 0.94, 0.45


def text_floor(h: float) -> int:
    """The size in pixels of a player's chances in a view ``h`` pixels high."""
    return math.ceil(h * TEXT_FLOOR)


def seat_centre(seat: int, oval: QRectF, seats: int) -> QPointF:
    """Where seat ``seat`` of ``seats`` sits around the oval."""
    n = max(2, seats)
    angle = math.radians(-90 + 360 * (seat - 0.5) / n)
    rx = oval.width() / 2 * 1.0
    ry = oval.height() / 2 * 1.08
    return QPointF(
        oval.center().x() + rx * math.cos(angle), oval.center().y() + ry * math.sin(angle)
    )


@dataclass
class SeatGeometry:
    """Where one seat's things are painted.

    Attributes:
        seat: The seat number.
        centre: Where the seat sits around the oval.
        box: The box with his name and stack (a small dotted one for an empty seat).
        cards: Each of his cards.
        bet: His bet (or what he won) on the felt; empty when there is none.
        bet_align: How the bet sits at its anchor: -1 right edge, 1 left edge, 0 centred.
        button: The dealer button; empty when he does not have it.
        pills: The blinds' tags (``SB``, ``BB``), with where they are.
        chances_top: Where the lines of his chances start in the box.
        beside: His cards lie beside his box (else in front of it).
    """

    seat: int
    centre: QPointF
    box: QRectF
    cards: list[QRectF] = field(default_factory=list)
    bet: QRectF = field(default_factory=QRectF)
    bet_align: int = 0
    button: QRectF = field(default_factory=QRectF)
    pills: list[tuple[str, QRectF]] = field(default_factory=list)
    chances_top: float = 0.0
    beside: bool = False

    def rects(self) -> Iterable[QRectF]:
        """Everything of this seat that takes room on the felt."""
        yield self.box
        yield from self.cards
        for rect in (self.bet, self.button):
            if not rect.isEmpty():
                yield rect
        for _mark, rect in self.pills:
            yield rect


@dataclass(frozen=True)
class Frame:
    """What every seat of one frame is laid out in.

    Attributes:
        oval: The felt's oval.
        seats: How many seats the table has.
        bounds: Where things may go (the view less its footer).
        floor: The size of a player's chances in pixels on the wall (:func:`text_floor`); 0 on
            the dealer's view, which is read from arm's length: there they go with the unit.
    """

    oval: QRectF
    seats: int
    bounds: QRectF
    floor: int


def name_size(names: Iterable[str], width: float, unit: float) -> int:
    """The one size every name at the table is written in, in pixels.

    The largest from 0.28 down to 0.22 units at which every name fits ``width``; a name too long
    even at the smallest does not make the others smaller: it is cut with an ellipsis.
    """
    largest, smallest = unit * 0.28, unit * 0.22
    size = largest
    for name in names:
        fits = size
        while fits > smallest and _advance(name, fits) > width:
            fits = max(smallest, fits * 0.96)
        if _advance(name, fits) <= width:
            size = min(size, fits)
    return max(6, math.floor(size))


def _advance(text: str, size: float) -> float:
    return QFontMetricsF(font(size, bold=True)).horizontalAdvance(text)


def chance_size(frame: Frame, unit: float) -> int:
    """The size in pixels a player's chances are written in, at ``unit``."""
    return frame.floor or max(6, round(unit * 0.26))


def chance_width(lines: Sequence[str], floor: int) -> float:
    """How wide the widest of ``lines`` is, written at ``floor`` pixels."""
    metrics = QFontMetricsF(font(floor, bold=True))
    return max((metrics.horizontalAdvance(line) for line in lines), default=0.0)


def line_height(floor: int) -> float:
    """The height of one line of chances written at ``floor`` pixels."""
    return QFontMetricsF(font(floor, bold=True)).height() * 1.02


def layout_seat(
    s: SeatScene, frame: Frame, unit: float, beside: bool | None = None
) -> SeatGeometry:
    """One seat's box, cards and bet at ``unit`` (its marks are placed by :func:`place_marks`).

    His cards lie beside the box (``beside``) or in front of it; by default beside at the
    sides of the table and in front at its top and foot.
    """
    centre = seat_centre(s.seat, frame.oval, frame.seats)
    if not s.name:
        small = QRectF(centre.x() - unit * 0.45, centre.y() - unit * 0.3, unit * 0.9, unit * 0.6)
        return SeatGeometry(s.seat, centre, small)
    box_w, box_h = unit * BOX_WIDTH, unit * BOX_HEIGHT
    chances_top = box_h * 0.72
    if s.chances:
        size = chance_size(frame, unit)
        box_w = max(box_w, chance_width(s.chances, size) + unit * 0.3)
        box_h = chances_top + len(s.chances) * line_height(size) + unit * 0.08
    middle = frame.oval.center()
    toward = QPointF(middle.x() - centre.x(), middle.y() - centre.y())
    length = math.hypot(toward.x(), toward.y()) or 1.0
    ux, uy = toward.x() / length, toward.y() / length
    # A box made taller for the chances grows towards the middle of the table (at the top and
    # the foot there is no room past the rail: the header, the deck's commitment).
    grown = box_h - unit * BOX_HEIGHT
    top = centre.y() - unit * BOX_HEIGHT / 2 - grown * (0.5 if abs(uy) < 0.5 else uy < 0)
    box = _inside(QRectF(centre.x() - box_w / 2, top, box_w, box_h), frame.bounds)
    geo = SeatGeometry(s.seat, box.center(), box, chances_top=box.top() + chances_top)
    if s.cards:
        if beside is None:
            beside = abs(uy) < 0.5
        anchor, geo.bet_align = _cards(geo, len(s.cards), unit, (ux, uy), beside)
    else:
        anchor = QPointF(centre.x() + ux * box_h * 0.7, centre.y() + uy * box_h * 0.7)
        anchor += QPointF(0, math.copysign(unit * 0.5, uy))
    if s.bet or s.won:
        text = "+" + num(s.won) if not s.bet else num(s.bet)
        tw = QFontMetricsF(font(unit * 0.25, bold=True)).horizontalAdvance(text) + unit * 0.5
        align = geo.bet_align
        left = anchor.x() - (tw / 2 if align == 0 else (0 if align < 0 else tw))
        geo.bet = QRectF(left, anchor.y() - unit * 0.19, tw, unit * 0.38)
    return geo


def _inside(rect: QRectF, bounds: QRectF) -> QRectF:
    """``rect`` moved the least so that it lies within ``bounds`` (a box widened for its chances
    at a side of a narrow view)."""
    dx = max(0.0, bounds.left() - rect.left()) - max(0.0, rect.right() - bounds.right())
    dy = max(0.0, bounds.top() - rect.top()) - max(0.0, rect.bottom() - bounds.bottom())
    return rect.translated(dx, dy)


def _cards(
    geo: SeatGeometry, count: int, unit: float, toward: tuple[float, float], beside: bool
) -> tuple[QPointF, int]:
    """Lay his cards between the box and the centre; returns where his bet goes and its side.

    Hold'em's two cards lie side by side, apart; stud's are smaller and fanned so that their
    corners show.
    """
    centre, box = geo.centre, geo.box
    ux, uy = toward
    geo.beside = beside
    many = count > 2
    cw = unit * (0.64 if many else 0.74)
    ch = cw * 1.4
    step = cw * 0.5 if many else cw + unit * 0.06
    total = step * (count - 1) + cw
    gap = unit * 0.1
    if beside:
        cx = centre.x() + math.copysign(box.width() * 0.5 + total * 0.5 + gap, ux or 1.0)
        cy = centre.y() + uy * ch * 0.3  # a little towards the middle
    else:  # above or below the box, a little towards the middle
        cx = centre.x() + ux * box.width() * 0.45
        cy = centre.y() + math.copysign(box.height() * 0.5 + ch * 0.5 + gap, uy or 1.0)
    geo.cards = [QRectF(cx - total / 2 + k * step, cy - ch / 2, cw, ch) for k in range(count)]
    # What he bet goes on the felt past his cards, towards the middle.
    anchor = QPointF(cx, cy + math.copysign(ch * 0.5 + unit * 0.32, uy or 1.0))
    if not beside:
        return anchor, 0
    # Keep it off the board: its inner edge where the cards' is.
    inner = cx + math.copysign(total / 2, ux or 1.0)
    return QPointF(inner, anchor.y()), -1 if ux < 0 else 1


def _spots(geo: SeatGeometry, w: float, h: float, gap: float) -> list[QRectF]:
    """Where a mark ``w`` by ``h`` may go: eight places around his cards, then around his box."""
    out = []
    for whole in ([_union(geo.cards)] if geo.cards else []) + [geo.box]:
        for fx in (-1, 0, 1):
            for fy in (-1, 0, 1):
                if fx == fy == 0:
                    continue
                x = whole.center().x() + fx * (whole.width() / 2 + gap + w / 2)
                y = whole.center().y() + fy * (whole.height() / 2 + gap + h / 2)
                if fx and fy:  # by a corner: beside it, level with the edge
                    y = whole.center().y() + fy * (whole.height() / 2 - h / 2)
                out.append(QRectF(x - w / 2, y - h / 2, w, h))
    return out


def _union(rects: Sequence[QRectF]) -> QRectF:
    out = QRectF(rects[0])
    for r in rects[1:]:
        out = out.united(r)
    return out


def overlaps(geos: Sequence[SeatGeometry], fixed: Sequence[QRectF], bounds: QRectF) -> bool:
    """Whether anything of one seat covers anything else, or leaves the bounds.

    ``fixed`` is what the header and the middle of the table take. A stud hand's own cards
    overlap on purpose (fanned), and nothing else may.
    """
    rects: list[tuple[int, bool, QRectF]] = [(-1, False, r) for r in fixed]
    for geo in geos:
        card_ids = {id(c) for c in geo.cards}
        rects += [(geo.seat, id(r) in card_ids, r) for r in geo.rects()]
    for k, (owner, card, rect) in enumerate(rects):
        if owner >= 0 and not bounds.contains(rect):
            return True
        for other, other_card, rect2 in rects[k + 1 :]:
            if owner == other and (owner < 0 or (card and other_card)):
                continue  # the middle's own things, or a stud hand fanned
            if rect.intersects(rect2):
                return True
    return False


def _mark_spots(
    geo: SeatGeometry, mark: str, size: tuple[float, float], unit: float, middle: QPointF
) -> list[QRectF]:
    """Where a mark of ``size`` may go, best first.

    The button: around his cards before around his box, each time the place nearest the middle
    of the table first (where a dealer pushes it). A blind's tag: on a corner of his box first,
    as on a seating chart, then as the button.
    """
    w, h = size
    spots = _spots(geo, w, h, unit * 0.08)
    around_box = 8 if geo.cards else 0

    def rank(k: int) -> tuple[bool, float]:
        c = spots[k].center()
        return (k >= around_box, math.hypot(c.x() - middle.x(), c.y() - middle.y()))

    ordered = [spots[k] for k in sorted(range(len(spots)), key=rank)]
    if mark == "D":
        return ordered
    box = geo.box
    corners = [
        QRectF(x, y, w, h)
        for y in (box.top() - h - unit * 0.04, box.bottom() + unit * 0.04)
        for x in (box.right() - unit * 0.05 - w, box.left() + unit * 0.05)
    ]
    return corners + ordered


def place_marks(
    geos: Sequence[SeatGeometry],
    scenes: Sequence[SeatScene],
    fixed: Sequence[QRectF],
    unit: float,
    frame: Frame,
) -> None:
    """Put the dealer button and the blinds' tags by their players, each in the first free
    place (see :func:`_mark_spots`); where none is free, in the first place."""
    taken = [*fixed, *(r for geo in geos for r in geo.rects())]
    metrics = QFontMetricsF(font(unit * 0.2, bold=True))
    for geo, s in zip(geos, scenes, strict=True):
        if not s.name:
            continue
        for mark in s.marks:
            if mark == "D":
                size = (unit * 0.46, unit * 0.46)
            else:
                size = (metrics.horizontalAdvance(mark) + unit * 0.16, unit * 0.3)
            spots = _mark_spots(geo, mark, size, unit, frame.oval.center())
            free = (
                spot
                for spot in spots
                if frame.bounds.contains(spot) and not any(spot.intersects(r) for r in taken)
            )
            spot = next(free, spots[0])
            if mark == "D":
                geo.button = spot
            else:
                geo.pills.append((mark, spot))
            taken.append(spot)


def _seats(
    scenes: Sequence[SeatScene], frame: Frame, unit: float, fixed: Sequence[QRectF]
) -> list[SeatGeometry]:
    """Every seat at ``unit``; a seat whose cards or bet would cover another's box, cards or
    bet, or the middle, has them on the other side of his box if they are clear there."""
    geos = [layout_seat(s, frame, unit) for s in scenes]
    for k, s in enumerate(scenes):
        if not s.cards:
            continue
        others = [*fixed, *(g.box for j, g in enumerate(geos) if j != k)]
        others += [r for g in geos[:k] for r in g.rects() if r is not g.box]
        if not _covers(geos[k], others, frame.bounds):
            continue
        other_side = layout_seat(s, frame, unit, beside=not geos[k].beside)
        if not _covers(other_side, others, frame.bounds):
            geos[k] = other_side
    return geos


def _covers(geo: SeatGeometry, others: Sequence[QRectF], bounds: QRectF) -> bool:
    """Whether his cards or bet cover any of ``others`` or leave the bounds."""
    mine = [*geo.cards, *([geo.bet] if not geo.bet.isEmpty() else [])]
    return any(not bounds.contains(r) or any(r.intersects(o) for o in others) for r in mine)


def fit_seats(
    scenes: Sequence[SeatScene],
    frame: Frame,
    unit: float,
    centre: Callable[[float], list[QRectF]],
) -> tuple[float, list[SeatGeometry]]:
    """The unit and the seats laid out so that nothing overlaps (if nothing fits, at ``unit``).

    ``centre`` gives, for a unit, what the middle of the table takes (the board, the pots).
    """
    tries = []
    size = unit
    while size >= unit * SMALLEST:
        fixed = centre(size)
        geos = _seats(scenes, frame, size, fixed)
        place_marks(geos, scenes, fixed, size, frame)
        if not overlaps(geos, fixed, frame.bounds):
            return size, geos
        tries.append((size, geos))
        size *= STEP
    return tries[0]  # nothing fits: the largest, where at least everything is readable
