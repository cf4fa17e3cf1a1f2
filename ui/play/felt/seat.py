"""A seat around the felt: where it sits, and its box, cards, position marks and bet, painted.

Seats sit where they are on a real table: the dealer at the top, seat 1 on the dealer's left and
the others clockwise. A player's cards lie between his box and the centre of the table, and what
he bet lies past them, on the felt.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from ui.common.fmt import num
from ui.play.felt.cards import paint_card
from ui.play.felt.look import LIGHT, Palette, elided, font, shrink
from ui.play.felt.scene import SeatScene

#: A seat's box, in units of the board's card width.
BOX_WIDTH, BOX_HEIGHT = 2.55, 1.02


def seat_centre(seat: int, oval: QRectF, seats: int) -> QPointF:
    """Where seat ``seat`` of ``seats`` sits around the oval."""
    n = max(2, seats)
    angle = math.radians(-90 + 360 * (seat - 0.5) / n)
    rx = oval.width() / 2 * 1.0
    ry = oval.height() / 2 * 1.08
    return QPointF(
        oval.center().x() + rx * math.cos(angle), oval.center().y() + ry * math.sin(angle)
    )


class SeatPainter:
    """Paints the seats of one frame of the felt.

    Args:
        p: The painter of the frame.
        palette: The look (the dealer's or the wall's).
        oval: The felt's oval.
        unit: The size unit (the board card width).
        seats: How many seats the table has.
        all_in_label: What a player with no chips behind shows instead of his stack.
    """

    def __init__(
        self,
        p: QPainter,
        palette: Palette,
        oval: QRectF,
        unit: float,
        seats: int,
        all_in_label: str,
    ) -> None:
        self.p = p
        self.pal = palette
        self.oval = oval
        self.unit = unit
        self.seats = seats
        self.all_in_label = all_in_label

    def paint(self, s: SeatScene) -> QRectF:
        """Paint one seat; returns where its box is."""
        unit = self.unit
        centre = seat_centre(s.seat, self.oval, self.seats)
        box_w, box_h = unit * BOX_WIDTH, unit * BOX_HEIGHT
        box = QRectF(centre.x() - box_w / 2, centre.y() - box_h / 2, box_w, box_h)
        if not s.name:
            self._paint_empty(s, centre)
            return box
        middle = self.oval.center()
        toward = QPointF(middle.x() - centre.x(), middle.y() - centre.y())
        length = math.hypot(toward.x(), toward.y()) or 1.0
        ux, uy = toward.x() / length, toward.y() / length
        if s.cards:
            bet_anchor, bet_align = self._paint_cards(s, centre, box, ux, uy)
        else:
            bet_anchor = QPointF(centre.x() + ux * box_h * 1.2, centre.y() + uy * box_h * 1.2)
            bet_align = 0
        self._paint_box(s, box)
        self._paint_marks(s, box)
        if s.bet or s.won:
            self._paint_bet(s, bet_anchor, bet_align)
        return box

    def _paint_empty(self, s: SeatScene, centre: QPointF) -> None:
        """An empty seat: its number in a small dotted box."""
        p, unit = self.p, self.unit
        p.setPen(QPen(QColor(self.pal.dim), 1, Qt.PenStyle.DotLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        small = QRectF(centre.x() - unit * 0.45, centre.y() - unit * 0.3, unit * 0.9, unit * 0.6)
        p.drawRoundedRect(small, unit * 0.15, unit * 0.15)
        p.setFont(font(unit * 0.25))
        p.drawText(small, Qt.AlignmentFlag.AlignCenter, str(s.seat))

    def _paint_cards(
        self, s: SeatScene, centre: QPointF, box: QRectF, ux: float, uy: float
    ) -> tuple[QPointF, int]:
        """His cards between the seat and the centre; returns where his bet goes and its side.

        The side is -1 (the bet's right edge at the anchor), 1 (its left edge) or 0 (centred).
        """
        unit = self.unit
        many = len(s.cards) > 2  # stud: smaller cards fanned so that their corners show
        cw = unit * (0.64 if many else 0.78)
        ch = cw * 1.4
        overlap = cw * (0.5 if many else 0.82)
        total = overlap * (len(s.cards) - 1) + cw
        gap = unit * 0.08
        beside = abs(uy) < 0.5  # seats at the sides: cards beside the box
        if beside:
            cx = centre.x() + math.copysign(box.width() * 0.5 + total * 0.5 + gap, ux)
            cy = centre.y() + uy * ch * 0.3  # a little towards the middle
        else:  # above or below the box, a little towards the middle
            cx = centre.x() + ux * box.width() * (0.45 if many else 0.3)
            cy = centre.y() + math.copysign(box.height() * 0.5 + ch * 0.5 + gap, uy)
        for k, card in enumerate(s.cards):
            rect = QRectF(cx - total / 2 + k * overlap, cy - ch / 2, cw, ch)
            face = s.faces[k] if k < len(s.faces) else s.face_up
            hidden = k < len(s.hidden) and s.hidden[k]
            paint_card(self.p, rect, card, face, dim=s.folded, shade=face and hidden)
        # What he bet goes on the felt past his cards, towards the middle.
        anchor = QPointF(cx, cy + math.copysign(ch * 0.5 + unit * 0.3, uy))
        if not beside:
            return anchor, 0
        # Keep it off the board: its inner edge where the cards' is.
        inner = cx + math.copysign(total / 2, ux)
        return QPointF(inner, anchor.y()), -1 if ux < 0 else 1

    def _paint_box(self, s: SeatScene, box: QRectF) -> None:
        """The seat's box: his name, his stack (or all-in) and the note under them."""
        p, pal, unit = self.p, self.pal, self.unit
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
            box.left() + pad, box.top() + unit * 0.04, box.width() - 2 * pad, box.height() * 0.42
        )
        name_font = shrink(s.name, name_rect.width(), unit * 0.3, unit * 0.22, 0.94, bold=True)
        p.setFont(name_font)
        name = elided(s.name, name_font, name_rect.width(), Qt.TextElideMode.ElideRight)
        p.drawText(name_rect, Qt.AlignmentFlag.AlignCenter, name)
        self._paint_stack(s, box, pad)
        if s.note:
            p.setPen(QColor(pal.accent) if s.winner else text_colour)
            note_rect = QRectF(
                box.left() + pad * 0.5,
                box.top() + box.height() * 0.7,
                box.width() - pad,
                box.height() * 0.28,
            )
            note_font = shrink(s.note, note_rect.width(), unit * 0.21, unit * 0.15, 0.93, s.winner)
            p.setFont(note_font)
            note = elided(s.note, note_font, note_rect.width(), Qt.TextElideMode.ElideRight)
            p.drawText(note_rect, Qt.AlignmentFlag.AlignCenter, note)

    def _paint_stack(self, s: SeatScene, box: QRectF, pad: float) -> None:
        """His chips behind (``*``: never counted), or the all-in label when he has none."""
        p, unit = self.p, self.unit
        stack_rect = QRectF(
            box.left() + pad,
            box.top() + box.height() * 0.42,
            box.width() - 2 * pad,
            box.height() * 0.3,
        )
        p.setFont(font(unit * 0.27))
        stack = num(s.stack) + ("*" if s.estimated else "") if s.stack else ""
        if s.all_in and not s.stack:
            p.setPen(QColor(self.pal.danger))
            p.setFont(font(unit * 0.27, bold=True))
            stack = self.all_in_label
        p.drawText(stack_rect, Qt.AlignmentFlag.AlignCenter, stack)

    def _paint_marks(self, s: SeatScene, box: QRectF) -> None:
        """The seat number in the box, the dealer button and the blinds above its corner."""
        p, unit = self.p, self.unit
        tag = font(unit * 0.2, bold=True)
        p.setFont(tag)
        p.setPen(QColor(self.pal.dim))
        p.drawText(
            QRectF(
                box.left() + unit * 0.12, box.top() + box.height() * 0.42, unit, box.height() * 0.3
            ),
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
                p.setFont(font(d * 0.55, bold=True))
                p.drawText(disc, Qt.AlignmentFlag.AlignCenter, "D")
                x -= d + unit * 0.06
            else:
                tw = QFontMetricsF(tag).horizontalAdvance(mark) + unit * 0.16
                pill = QRectF(x - tw, box.top() - unit * 0.3, tw, unit * 0.3)
                p.setBrush(QColor("#3b6fd6" if mark == "BB" else "#6c8fd9"))
                p.setPen(Qt.PenStyle.NoPen)
                p.drawRoundedRect(pill, unit * 0.1, unit * 0.1)
                p.setPen(QColor("#ffffff"))
                p.setFont(tag)
                p.drawText(pill, Qt.AlignmentFlag.AlignCenter, mark)
                x -= tw + unit * 0.06

    def _paint_bet(self, s: SeatScene, anchor: QPointF, align: int) -> None:
        """The bet in front of him (at the end of the hand: what he won, in gold)."""
        p, unit = self.p, self.unit
        winnings = not s.bet
        text = "+" + num(s.won) if winnings else num(s.bet)
        chip_font = font(unit * 0.25, bold=True)
        tw = QFontMetricsF(chip_font).horizontalAdvance(text) + unit * 0.5
        left = anchor.x() - (tw / 2 if align == 0 else (0 if align < 0 else tw))
        chip = QRectF(left, anchor.y() - unit * 0.19, tw, unit * 0.38)
        p.setBrush(QColor(self.pal.accent) if winnings else QColor(0, 0, 0, 110))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(chip, unit * 0.19, unit * 0.19)
        dot = QRectF(chip.left() + unit * 0.07, chip.top() + unit * 0.07, unit * 0.24, unit * 0.24)
        p.setBrush(QColor("#e8c040"))
        p.setPen(QPen(QColor("#ffffff"), max(1.0, unit * 0.03), Qt.PenStyle.DashLine))
        p.drawEllipse(dot)
        p.setPen(QColor("#111111" if winnings else "#ffffff"))
        p.setFont(chip_font)
        p.drawText(chip.adjusted(unit * 0.3, 0, 0, 0), Qt.AlignmentFlag.AlignCenter, text)
