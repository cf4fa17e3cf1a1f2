"""The table felt: seats around an oval, cards, bets, the board and the pots, painted by hand.

:class:`FeltView` paints a :class:`FeltScene` (plain data made by the table window from its
session), so the same widget is the dealer's view (every hole card face up) and the projected view
(dark, large, hole cards face down until they are turned up). Everything is laid out from the
widget's size, so the wall view scales to any screen.

Seats sit where they are on a real table: the dealer at the top, seat 1 on the dealer's left and
the others clockwise. Cards use a four-colour deck (spades black, hearts red, diamonds blue, clubs
green), which reads best from a distance.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from director.engine.cards import Card
from ui.common.fmt import num
from ui.common.theme import DISPLAY_FAMILY

#: Suit colours of a four-colour deck: clubs, diamonds, hearts, spades.
SUIT_COLOURS = ("#13863a", "#1d5fd1", "#d4141c", "#101010")
SUIT_SYMBOLS = ("♣", "♦", "♥", "♠")
RANK_TEXT = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


@dataclass
class SeatScene:
    """One seat as a view shows it.

    Attributes:
        seat: The seat number.
        name: The player's name ("" for an empty seat).
        stack: Chips behind.
        bet: Chips in front of him on this street.
        cards: His cards, if he has any in this hand.
        face_up: Whether this view shows their faces.
        folded: He folded (his cards are dimmed or gone).
        all_in: He has no chips behind.
        acting: It is his turn.
        marks: ``D``, ``SB``, ``BB``.
        note: A line under the name: the all-in equity, the hand at showdown, "sits out".
        winner: He won chips at the end of the hand.
        won: The chips he won (shown where his bet was).
        estimated: His stack is not a recorded count.
        faces: Per card, whether this view shows its face (default: ``face_up`` for all).
        hidden: Per card, whether it is down for the table (the dealer's view shades it).
    """

    seat: int
    name: str = ""
    stack: int = 0
    bet: int = 0
    cards: tuple[Card, ...] = ()
    face_up: bool = True
    folded: bool = False
    all_in: bool = False
    acting: bool = False
    marks: tuple[str, ...] = ()
    note: str = ""
    winner: bool = False
    won: int = 0
    estimated: bool = False
    faces: tuple[bool, ...] = ()
    hidden: tuple[bool, ...] = ()


@dataclass
class Banner:
    """A ruling announced to the table, across the foot of the felt until the next action.

    Attributes:
        title: What was decided, in a few words (``Misdeal: the first hole card was exposed``).
        text: What happens now at this table.
        note: The rule as written, with where it comes from.
    """

    title: str
    text: str
    note: str = ""


@dataclass
class FeltScene:
    """Everything a view of the table shows."""

    seats: int = 9
    seat_scenes: list[SeatScene] = field(default_factory=list)
    board: tuple[Card, ...] = ()
    pots: list[str] = field(default_factory=list)
    title: str = ""
    subtitle: str = ""
    message: str = ""
    shot: float | None = None
    shot_total: int = 0
    footer: str = ""
    all_in_label: str = "ALL IN"
    folded_label: str = ""
    board_slots: int = 5
    banner: Banner | None = None


@dataclass(frozen=True)
class Palette:
    """Colours of one look (the dealer's laptop or the wall)."""

    background: str
    felt: str
    felt_edge: str
    rail: str
    text: str
    dim: str
    seat: str
    seat_text: str
    accent: str
    danger: str


LIGHT = Palette(
    background="#eef1f4",
    felt="#1f7a4d",
    felt_edge="#155c39",
    rail="#5b3a22",
    text="#1b2430",
    dim="#6b7785",
    seat="#ffffff",
    seat_text="#1b2430",
    accent="#f2b705",
    danger="#d23c2a",
)
DARK = Palette(
    background="#0a0e14",
    felt="#17603d",
    felt_edge="#0f4a2e",
    rail="#3d2816",
    text="#f4f6f8",
    dim="#9aa5b1",
    seat="#1c2530",
    seat_text="#f4f6f8",
    accent="#ffc53d",
    danger="#ff5a36",
)


def _font(size: float, bold: bool = False) -> QFont:
    font = QFont(DISPLAY_FAMILY)
    font.setPixelSize(max(6, round(size)))
    font.setBold(bold)
    return font


def _fit(text: str, width: float, size: float, smallest: float, bold: bool = False) -> QFont:
    """The font of ``size`` pixels, made smaller (down to ``smallest``) until ``text`` fits."""
    font = _font(size, bold)
    while size > smallest and QFontMetricsF(font).horizontalAdvance(text) > width:
        size = max(smallest, size * 0.94)
        font = _font(size, bold)
    return font


def paint_card(
    p: QPainter,
    rect: QRectF,
    card: Card | None,
    face_up: bool,
    dim: bool = False,
    shade: bool = False,
) -> None:
    """A playing card in ``rect``: rank and suit in the corner and a big suit, or its back."""
    radius = rect.width() * 0.09
    p.save()
    if dim:
        p.setOpacity(0.35)
    shadow = QRectF(rect).translated(rect.width() * 0.03, rect.width() * 0.04)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 70))
    p.drawRoundedRect(shadow, radius, radius)
    if card is None or not face_up:
        p.setBrush(QColor("#f7f7f7"))
        p.setPen(QPen(QColor("#9aa0a6"), max(1.0, rect.width() * 0.02)))
        p.drawRoundedRect(rect, radius, radius)
        inner = rect.adjusted(
            rect.width() * 0.1, rect.width() * 0.1, -rect.width() * 0.1, -rect.width() * 0.1
        )
        gradient = QLinearGradient(inner.topLeft(), inner.bottomRight())
        gradient.setColorAt(0, QColor("#b3202a"))
        gradient.setColorAt(1, QColor("#7a1018"))
        p.setBrush(QBrush(gradient))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        p.setPen(QPen(QColor(255, 255, 255, 60), max(1.0, rect.width() * 0.015)))
        step = inner.width() / 5
        p.setClipRect(inner)
        x = inner.left() - inner.height()
        while x < inner.right():
            p.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
            x += step
        p.restore()
        return
    p.setBrush(QColor("#d9e2ef" if shade else "#ffffff"))
    p.setPen(QPen(QColor("#8d949b"), max(1.0, rect.width() * 0.02)))
    p.drawRoundedRect(rect, radius, radius)
    colour = QColor(SUIT_COLOURS[card.suit])
    p.setPen(colour)
    rank = RANK_TEXT[card.rank]
    w, h = rect.width(), rect.height()
    rank_font = _font(h * (0.34 if len(rank) == 1 else 0.28), bold=True)
    if len(rank) > 1:
        rank_font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 82)
    p.setFont(rank_font)
    corner = QRectF(rect.left() + w * 0.06, rect.top() + h * 0.03, w * 0.88, h * 0.4)
    p.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, rank)
    p.setFont(_font(h * 0.2))  # the corner index: readable when the next card covers the rest
    index = QRectF(rect.left() + w * 0.08, rect.top() + h * 0.36, w * 0.5, h * 0.24)
    p.drawText(
        index, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, SUIT_SYMBOLS[card.suit]
    )
    p.setFont(_font(h * 0.5))
    big = QRectF(rect.left(), rect.top() + h * 0.38, w * 0.94, h * 0.6)
    p.drawText(
        big, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, SUIT_SYMBOLS[card.suit]
    )
    p.restore()


class FeltView(QWidget):
    """The table painted from a :class:`FeltScene`.

    Args:
        dark: The wall's dark look (default: the laptop's light one).
        parent: The parent widget.
    """

    def __init__(self, *, dark: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.palette_ = DARK if dark else LIGHT
        self.scene = FeltScene()
        self.setMinimumSize(560, 380)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        #: Where each seat's box was painted (tests and clicks).
        self.seat_rects: dict[int, QRectF] = {}
        #: Where the board cards were painted.
        self.board_rects: list[QRectF] = []
        #: Where the banner was painted (empty without one).
        self.banner_rect = QRectF()

    def set_scene(self, scene: FeltScene) -> None:
        """Show a new scene."""
        self.scene = scene
        self.update()

    # -- geometry ------------------------------------------------------------------------------------
    def _layout(self) -> tuple[QRectF, float]:
        """The felt's oval and the size unit (the board card width); a banner takes the foot."""
        w, h = float(self.width()), float(self.height())
        top = h * 0.11
        bottom = h * 0.055
        if self.scene.banner is not None:
            bottom += self._banner_lines(w, h)[0] + h * 0.015
        side = w * 0.11
        oval = QRectF(side, top + h * 0.07, w - 2 * side, h - top - bottom - h * 0.16)
        unit = min(oval.width() * 0.078, oval.height() * 0.17)
        return oval, unit

    def seat_centre(self, seat: int, oval: QRectF) -> QPointF:
        """Where seat ``seat`` sits around the oval."""
        n = max(2, self.scene.seats)
        angle = math.radians(-90 + 360 * (seat - 0.5) / n)
        rx = oval.width() / 2 * 1.0
        ry = oval.height() / 2 * 1.08
        return QPointF(
            oval.center().x() + rx * math.cos(angle), oval.center().y() + ry * math.sin(angle)
        )

    # -- painting ------------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint the whole table."""
        pal = self.palette_
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.fillRect(self.rect(), QColor(pal.background))
        oval, unit = self._layout()
        self._paint_table(p, oval)
        self._paint_header(p)
        self._paint_centre(p, oval, unit)
        self.seat_rects = {}
        for s in self.scene.seat_scenes:
            self._paint_seat(p, s, oval, unit)
        self._paint_shot_clock(p)
        self._paint_banner(p)
        self._paint_footer(p)
        p.end()

    def _paint_table(self, p: QPainter, oval: QRectF) -> None:
        pal = self.palette_
        rail = oval.adjusted(
            -oval.width() * 0.025, -oval.width() * 0.025, oval.width() * 0.025, oval.width() * 0.025
        )
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(pal.rail))
        p.drawRoundedRect(rail, rail.height() / 2, rail.height() / 2)
        gradient = QRadialGradient(oval.center(), oval.width() / 2)
        gradient.setColorAt(0, QColor(pal.felt).lighter(118))
        gradient.setColorAt(1, QColor(pal.felt))
        p.setBrush(QBrush(gradient))
        p.setPen(QPen(QColor(pal.felt_edge), max(2.0, oval.height() * 0.012)))
        p.drawRoundedRect(oval, oval.height() / 2, oval.height() / 2)

    def _paint_header(self, p: QPainter) -> None:
        pal = self.palette_
        w, h = float(self.width()), float(self.height())
        margin = w * 0.015
        p.setPen(QColor(pal.text))
        p.setFont(_font(h * 0.042, bold=True))
        title_rect = QRectF(margin, h * 0.005, w * 0.75, h * 0.06)
        p.drawText(
            title_rect,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self._elide(p, self.scene.title, title_rect.width()),
        )
        p.setPen(QColor(pal.dim))
        p.setFont(_fit(self.scene.subtitle, w * 0.75, h * 0.03, h * 0.022))
        sub_rect = QRectF(margin, h * 0.062, w * 0.75, h * 0.045)
        p.drawText(
            sub_rect,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self._elide(p, self.scene.subtitle, sub_rect.width()),
        )

    @staticmethod
    def _elide(p: QPainter, text: str, width: float) -> str:
        return QFontMetricsF(p.font()).elidedText(text, Qt.TextElideMode.ElideRight, width)

    def _paint_centre(self, p: QPainter, oval: QRectF, unit: float) -> None:
        pal = self.palette_
        card_w, card_h = unit, unit * 1.4
        gap = unit * 0.14
        total = 5 * card_w + 4 * gap
        left = oval.center().x() - total / 2
        top = oval.center().y() - card_h * 0.72
        self.board_rects = []
        slots = max(self.scene.board_slots, len(self.scene.board))
        left = oval.center().x() - (slots * card_w + (slots - 1) * gap) / 2
        for k in range(slots):
            rect = QRectF(left + k * (card_w + gap), top, card_w, card_h)
            self.board_rects.append(rect)
            if k < len(self.scene.board):
                paint_card(p, rect, self.scene.board[k], True)
            else:
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(
                    QPen(QColor(255, 255, 255, 70), max(1.0, unit * 0.03), Qt.PenStyle.DashLine)
                )
                p.drawRoundedRect(rect, unit * 0.09, unit * 0.09)
        # The pots under the board, then the message.
        y = top + card_h + unit * 0.1
        width = total + 2 * unit
        lines = self.scene.pots
        if lines:
            p.setPen(QColor("#ffffff"))
            size = unit * 0.27 if len(lines) <= 2 else unit * 0.21
            p.setFont(_font(size, bold=True))
            line_h = QFontMetricsF(p.font()).height() * 1.02
            for line in lines:
                rect = QRectF(oval.center().x() - width / 2, y, width, line_h)
                p.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._elide(p, line, width))
                y += line_h
        if self.scene.message:
            p.setPen(QColor(pal.accent))
            p.setFont(_font(unit * 0.28, bold=True))
            p.drawText(
                QRectF(oval.center().x() - width / 2, y + unit * 0.04, width, unit * 0.8),
                Qt.AlignmentFlag.AlignHCenter
                | Qt.AlignmentFlag.AlignTop
                | Qt.TextFlag.TextWordWrap,
                self.scene.message,
            )

    def _paint_seat(self, p: QPainter, s: SeatScene, oval: QRectF, unit: float) -> None:
        pal = self.palette_
        centre = self.seat_centre(s.seat, oval)
        box_w, box_h = unit * 2.55, unit * 1.02
        box = QRectF(centre.x() - box_w / 2, centre.y() - box_h / 2, box_w, box_h)
        self.seat_rects[s.seat] = box
        toward = QPointF(oval.center().x() - centre.x(), oval.center().y() - centre.y())
        length = math.hypot(toward.x(), toward.y()) or 1.0
        ux, uy = toward.x() / length, toward.y() / length
        if not s.name:
            p.setPen(QPen(QColor(pal.dim), 1, Qt.PenStyle.DotLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            small = QRectF(
                centre.x() - unit * 0.45, centre.y() - unit * 0.3, unit * 0.9, unit * 0.6
            )
            p.drawRoundedRect(small, unit * 0.15, unit * 0.15)
            p.setFont(_font(unit * 0.25))
            p.drawText(small, Qt.AlignmentFlag.AlignCenter, str(s.seat))
            return
        # Cards, between the seat and the centre of the table.
        if s.cards:
            many = len(s.cards) > 2  # stud: smaller cards fanned so that their corners show
            cw = unit * (0.64 if many else 0.78)
            ch = cw * 1.4
            overlap = cw * (0.5 if many else 0.82)
            total = overlap * (len(s.cards) - 1) + cw
            gap = unit * 0.08
            if abs(uy) < 0.5:  # seats at the sides: cards beside the box
                cx = centre.x() + math.copysign(box_w * 0.5 + total * 0.5 + gap, ux)
                cy = centre.y() + uy * ch * 0.3  # a little towards the middle
            else:  # above or below the box, a little towards the middle
                cx = centre.x() + ux * box_w * (0.45 if many else 0.3)
                cy = centre.y() + math.copysign(box_h * 0.5 + ch * 0.5 + gap, uy)
            for k, card in enumerate(s.cards):
                rect = QRectF(cx - total / 2 + k * overlap, cy - ch / 2, cw, ch)
                face = s.faces[k] if k < len(s.faces) else s.face_up
                hidden = k < len(s.hidden) and s.hidden[k]
                paint_card(p, rect, card, face, dim=s.folded, shade=face and hidden)
            # What he bet goes on the felt past his cards, towards the middle.
            bet_anchor = QPointF(cx, cy + math.copysign(ch * 0.5 + unit * 0.3, uy))
            if abs(uy) < 0.5:  # keep it off the board: its inner edge where the cards' is
                inner = cx + math.copysign(total / 2, ux)
                bet_align = -1 if ux < 0 else 1
                bet_anchor = QPointF(inner, bet_anchor.y())
        else:
            bet_anchor = QPointF(centre.x() + ux * box_h * 1.2, centre.y() + uy * box_h * 1.2)
        if not s.cards or abs(uy) >= 0.5:
            bet_align = 0
        # The box.
        border = QColor(pal.accent) if s.acting else QColor(pal.dim)
        if s.winner:
            border = QColor("#ffd84d")
        p.setPen(QPen(border, unit * (0.09 if s.acting or s.winner else 0.03)))
        fill = QColor(pal.seat)
        if s.folded:
            fill = fill.darker(115) if pal is LIGHT else fill.lighter(80)
        p.setBrush(fill)
        p.drawRoundedRect(box, unit * 0.18, unit * 0.18)
        text_colour = QColor(pal.seat_text if not s.folded else pal.dim)
        p.setPen(text_colour)
        pad = unit * 0.12
        name_rect = QRectF(
            box.left() + pad, box.top() + unit * 0.04, box.width() - 2 * pad, box_h * 0.42
        )
        size = unit * 0.3
        name_font = _font(size, bold=True)
        while QFontMetricsF(name_font).horizontalAdvance(s.name) > name_rect.width():
            if size <= unit * 0.22:
                break
            size *= 0.94
            name_font = _font(size, bold=True)
        p.setFont(name_font)
        name = QFontMetricsF(name_font).elidedText(
            s.name, Qt.TextElideMode.ElideRight, name_rect.width()
        )
        p.drawText(name_rect, Qt.AlignmentFlag.AlignCenter, name)
        stack_rect = QRectF(
            box.left() + pad, box.top() + box_h * 0.42, box.width() - 2 * pad, box_h * 0.3
        )
        p.setFont(_font(unit * 0.27))
        stack = num(s.stack) + ("*" if s.estimated else "") if s.stack else ""
        if s.all_in and not s.stack:
            p.setPen(QColor(pal.danger))
            p.setFont(_font(unit * 0.27, bold=True))
            stack = self.scene.all_in_label
        p.drawText(stack_rect, Qt.AlignmentFlag.AlignCenter, stack)
        if s.note:
            p.setPen(QColor(pal.accent) if s.winner else text_colour)
            note_rect = QRectF(
                box.left() + pad * 0.5, box.top() + box_h * 0.7, box.width() - pad, box_h * 0.28
            )
            size = unit * 0.21
            note_font = _font(size, bold=s.winner)
            while QFontMetricsF(note_font).horizontalAdvance(s.note) > note_rect.width():
                if size <= unit * 0.15:
                    break
                size *= 0.93
                note_font = _font(size, bold=s.winner)
            p.setFont(note_font)
            note = QFontMetricsF(note_font).elidedText(
                s.note, Qt.TextElideMode.ElideRight, note_rect.width()
            )
            p.drawText(note_rect, Qt.AlignmentFlag.AlignCenter, note)
        # Seat number, button and blinds.
        tag = _font(unit * 0.2, bold=True)
        p.setFont(tag)
        p.setPen(QColor(pal.dim))
        p.drawText(
            QRectF(box.left() + unit * 0.12, box.top() + box_h * 0.42, unit, box_h * 0.3),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            str(s.seat),
        )
        x = box.right() - unit * 0.05
        for mark in reversed(s.marks):
            if mark == "D":
                d = unit * 0.42
                disc = QRectF(x - d, box.top() - d * 0.7, d, d)
                p.setBrush(QColor("#ffffff"))
                p.setPen(QPen(QColor("#222222"), max(1.0, unit * 0.03)))
                p.drawEllipse(disc)
                p.setPen(QColor("#111111"))
                p.setFont(_font(d * 0.55, bold=True))
                p.drawText(disc, Qt.AlignmentFlag.AlignCenter, "D")
                x -= d + unit * 0.06
            else:
                fm = QFontMetricsF(tag)
                tw = fm.horizontalAdvance(mark) + unit * 0.16
                pill = QRectF(x - tw, box.top() - unit * 0.3, tw, unit * 0.3)
                p.setBrush(QColor("#3b6fd6" if mark == "BB" else "#6c8fd9"))
                p.setPen(Qt.PenStyle.NoPen)
                p.drawRoundedRect(pill, unit * 0.1, unit * 0.1)
                p.setPen(QColor("#ffffff"))
                p.setFont(tag)
                p.drawText(pill, Qt.AlignmentFlag.AlignCenter, mark)
                x -= tw + unit * 0.06
        # The bet in front of him (at the end of the hand: what he won, in gold).
        if s.bet or s.won:
            winnings = not s.bet
            text = "+" + num(s.won) if winnings else num(s.bet)
            font = _font(unit * 0.25, bold=True)
            fm = QFontMetricsF(font)
            tw = fm.horizontalAdvance(text) + unit * 0.5
            left = bet_anchor.x() - (tw / 2 if bet_align == 0 else (0 if bet_align < 0 else tw))
            chip = QRectF(left, bet_anchor.y() - unit * 0.19, tw, unit * 0.38)
            p.setBrush(QColor(pal.accent) if winnings else QColor(0, 0, 0, 110))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(chip, unit * 0.19, unit * 0.19)
            dot = QRectF(
                chip.left() + unit * 0.07, chip.top() + unit * 0.07, unit * 0.24, unit * 0.24
            )
            p.setBrush(QColor("#e8c040"))
            p.setPen(QPen(QColor("#ffffff"), max(1.0, unit * 0.03), Qt.PenStyle.DashLine))
            p.drawEllipse(dot)
            p.setPen(QColor("#111111" if winnings else "#ffffff"))
            p.setFont(font)
            p.drawText(chip.adjusted(unit * 0.3, 0, 0, 0), Qt.AlignmentFlag.AlignCenter, text)

    def _paint_shot_clock(self, p: QPainter) -> None:
        left = self.scene.shot
        if left is None:
            return
        pal = self.palette_
        w, h = float(self.width()), float(self.height())
        d = h * 0.11
        rect = QRectF(w - d - w * 0.015, h * 0.01, d, d)
        total = max(1, self.scene.shot_total)
        fraction = max(0.0, min(1.0, left / total))
        urgent = left <= min(10, total / 3)
        p.setPen(QPen(QColor(pal.dim), d * 0.08))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(rect.adjusted(d * 0.06, d * 0.06, -d * 0.06, -d * 0.06))
        p.setPen(
            QPen(
                QColor(pal.danger if urgent else pal.accent),
                d * 0.08,
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
            )
        )
        path = QPainterPath()
        arc = rect.adjusted(d * 0.06, d * 0.06, -d * 0.06, -d * 0.06)
        path.arcMoveTo(arc, 90)
        path.arcTo(arc, 90, -360 * fraction)
        p.drawPath(path)
        p.setPen(QColor(pal.danger if urgent else pal.text))
        p.setFont(_font(d * 0.4, bold=True))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(math.ceil(left)))

    def _banner_lines(
        self, w: float, h: float
    ) -> tuple[float, list[tuple[QFont, str, float, int]]]:
        """The banner's height and its blocks of text: (font, text, wrapped height, role: 0 the
        title, 1 what happens now, 2 the rule).

        The title, what happens now and the rule, in fonts made smaller together until the
        banner takes at most a third of the view.
        """
        banner = self.scene.banner
        if banner is None:
            return 0.0, []
        width = self._banner_text_width(w, h)
        base = min(h, w * 0.56)  # a narrow view (the dealer's, beside the panel) writes smaller
        flags = int(Qt.TextFlag.TextWordWrap)
        scale = 1.0
        while True:
            blocks = []
            for role, (text, size, bold, italic) in enumerate(
                (
                    (banner.title, 0.04, True, False),
                    (banner.text, 0.03, True, False),
                    (banner.note, 0.024, False, True),
                )
            ):
                if not text:
                    continue
                font = _font(base * size * scale, bold)
                font.setItalic(italic)
                rect = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1e6), flags, text)
                blocks.append((font, text, rect.height(), role))
            pad = self._banner_pad(h)
            total = 2 * pad + sum(b[2] for b in blocks) + pad * 0.4 * (len(blocks) - 1)
            if total <= h * 0.34 or scale < 0.55:
                return total, blocks
            scale *= 0.92

    @staticmethod
    def _banner_pad(h: float) -> float:
        return h * 0.016

    def _banner_text_width(self, w: float, h: float) -> float:
        return w * 0.94 - 2.4 * self._banner_pad(h)

    def _paint_banner(self, p: QPainter) -> None:
        self.banner_rect = QRectF()
        if self.scene.banner is None:
            return
        pal = self.palette_
        w, h = float(self.width()), float(self.height())
        total, blocks = self._banner_lines(w, h)
        pad = self._banner_pad(h)
        rect = QRectF(w * 0.03, h - h * 0.05 - total, w * 0.94, total)
        self.banner_rect = rect
        p.save()
        p.setPen(QPen(QColor(pal.accent), max(2.0, h * 0.004)))
        p.setBrush(QColor(18, 22, 30, 240))
        p.drawRoundedRect(rect, pad * 0.8, pad * 0.8)
        bar = QRectF(rect.left(), rect.top(), pad * 0.6, rect.height())
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(pal.accent))
        p.drawRoundedRect(bar, pad * 0.3, pad * 0.3)
        colours = (QColor(pal.accent), QColor("#ffffff"), QColor("#c3cad3"))
        y = rect.top() + pad
        for font, text, height, role in blocks:
            p.setFont(font)
            p.setPen(colours[role])
            area = QRectF(rect.left() + pad * 1.4, y, self._banner_text_width(w, h), height)
            p.drawText(area, Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, text)
            y += height + pad * 0.4
        p.restore()

    def _paint_footer(self, p: QPainter) -> None:
        if not self.scene.footer:
            return
        pal = self.palette_
        w, h = float(self.width()), float(self.height())
        p.setPen(QColor(pal.dim))
        font = _font(h * 0.022)
        p.setFont(font)
        rect = QRectF(w * 0.015, h - h * 0.045, w * 0.97, h * 0.04)
        text = QFontMetricsF(font).elidedText(
            self.scene.footer, Qt.TextElideMode.ElideMiddle, rect.width()
        )
        p.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
