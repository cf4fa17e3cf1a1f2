"""A seat around the felt, painted where :mod:`~ui.play.felt.layout` put its things: its box,
cards, blinds, the dealer button and its bet."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ui.common.fmt import num
from ui.play.felt.cards import paint_card
from ui.play.felt.layout import BOX_HEIGHT, SeatGeometry, line_height
from ui.play.felt.look import LIGHT, Palette, elided, font, shrink
from ui.play.felt.scene import SeatScene


class SeatPainter:
    """Paints the seats of one frame of the felt.

    Args:
        p: The painter of the frame.
        palette: The look (the dealer's or the wall's).
        unit: The size unit (the board card width).
        sizes: The size of a player's chances and of every name, in pixels (see
            :func:`~ui.play.felt.layout.chance_size` and :func:`~ui.play.felt.layout.name_size`).
        all_in_label: What a player with no chips behind shows instead of his stack.
    """

    def __init__(
        self,
        p: QPainter,
        palette: Palette,
        unit: float,
        sizes: tuple[int, int],
        all_in_label: str,
    ) -> None:
        self.p = p
        self.pal = palette
        self.unit = unit
        self.floor, self.name_size = sizes
        self.all_in_label = all_in_label
        #: Per seat, the size its name was written in (pixels) and the name as written.
        self.names: dict[int, tuple[int, str]] = {}

    def paint(self, s: SeatScene, geo: SeatGeometry) -> None:
        """Paint one seat where ``geo`` says."""
        if not s.name:
            self._paint_empty(s, geo.box)
            return
        for k, (card, rect) in enumerate(zip(s.cards, geo.cards, strict=True)):
            face = s.faces[k] if k < len(s.faces) else s.face_up
            hidden = k < len(s.hidden) and s.hidden[k]
            paint_card(self.p, rect, card, face, dim=s.folded, shade=face and hidden)
        self._paint_box(s, geo)
        self._paint_marks(s, geo)
        if not geo.bet.isEmpty():
            self._paint_bet(s, geo.bet)

    def _paint_empty(self, s: SeatScene, small: QRectF) -> None:
        """An empty seat: its number in a small dotted box."""
        p, unit = self.p, self.unit
        p.setPen(QPen(QColor(self.pal.dim), 1, Qt.PenStyle.DotLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(small, unit * 0.15, unit * 0.15)
        p.setFont(font(unit * 0.25))
        p.drawText(small, Qt.AlignmentFlag.AlignCenter, str(s.seat))

    def _paint_box(self, s: SeatScene, geo: SeatGeometry) -> None:
        """The seat's box: his name, his stack (or all-in), and his chances or the note."""
        p, pal, unit, box = self.p, self.pal, self.unit, geo.box
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
        row = unit * BOX_HEIGHT  # the rows of a box without chances
        name_rect = QRectF(
            box.left() + pad, box.top() + unit * 0.04, box.width() - 2 * pad, row * 0.42
        )
        name_font = font(self.name_size, bold=True)
        p.setFont(name_font)
        name = elided(s.name, name_font, name_rect.width(), Qt.TextElideMode.ElideRight)
        p.drawText(name_rect, Qt.AlignmentFlag.AlignCenter, name)
        self.names[s.seat] = (name_font.pixelSize(), name)
        stack_rect = QRectF(
            box.left() + pad, box.top() + row * 0.42, box.width() - 2 * pad, row * 0.3
        )
        self._paint_stack(s, stack_rect)
        if s.chances:
            self._paint_chances(s, geo)
        elif s.note:
            p.setPen(QColor(pal.accent) if s.winner else text_colour)
            note_rect = QRectF(
                box.left() + pad * 0.5, box.top() + row * 0.7, box.width() - pad, row * 0.28
            )
            note_font = shrink(s.note, note_rect.width(), unit * 0.21, unit * 0.15, 0.93, s.winner)
            p.setFont(note_font)
            note = elided(s.note, note_font, note_rect.width(), Qt.TextElideMode.ElideRight)
            p.drawText(note_rect, Qt.AlignmentFlag.AlignCenter, note)

    def _paint_chances(self, s: SeatScene, geo: SeatGeometry) -> None:
        """His chances, one line each, at their size (the box was made to fit them)."""
        p, box = self.p, geo.box
        p.setPen(QColor(self.pal.chances))
        p.setFont(font(self.floor, bold=True))
        height = line_height(self.floor)
        y = geo.chances_top
        for line in s.chances:
            rect = QRectF(box.left(), y, box.width(), height)
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, line)
            y += height

    def _paint_stack(self, s: SeatScene, rect: QRectF) -> None:
        """His chips behind (``*``: never counted), or the all-in label when he has none."""
        p, unit = self.p, self.unit
        p.setFont(font(unit * 0.27))
        stack = num(s.stack) + ("*" if s.estimated else "") if s.stack else ""
        if s.all_in and not s.stack:
            p.setPen(QColor(self.pal.danger))
            p.setFont(font(unit * 0.27, bold=True))
            stack = self.all_in_label
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, stack)

    def _paint_marks(self, s: SeatScene, geo: SeatGeometry) -> None:
        """The seat number in the box, the blinds above its corner, and the dealer button."""
        p, unit, box = self.p, self.unit, geo.box
        tag = font(unit * 0.2, bold=True)
        p.setFont(tag)
        p.setPen(QColor(self.pal.dim))
        row = unit * BOX_HEIGHT
        p.drawText(
            QRectF(box.left() + unit * 0.12, box.top() + row * 0.42, unit, row * 0.3),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            str(s.seat),
        )
        for mark, pill in geo.pills:
            p.setBrush(QColor("#2f5fc0" if mark == "BB" else "#3f74c4"))  # white on both: AA
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(pill, unit * 0.1, unit * 0.1)
            p.setPen(QColor("#ffffff"))
            p.setFont(tag)
            p.drawText(pill, Qt.AlignmentFlag.AlignCenter, mark)
        disc = geo.button
        if not disc.isEmpty():
            p.setBrush(QColor("#ffffff"))
            p.setPen(QPen(QColor("#222222"), max(1.0, unit * 0.03)))
            p.drawEllipse(disc)
            p.setPen(QColor("#111111"))
            p.setFont(font(disc.height() * 0.55, bold=True))
            p.drawText(disc, Qt.AlignmentFlag.AlignCenter, "D")

    def _paint_bet(self, s: SeatScene, chip: QRectF) -> None:
        """The bet in front of him (at the end of the hand: what he won, in gold)."""
        p, unit = self.p, self.unit
        winnings = not s.bet
        text = "+" + num(s.won) if winnings else num(s.bet)
        p.setBrush(QColor(self.pal.accent) if winnings else QColor(0, 0, 0, 110))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(chip, unit * 0.19, unit * 0.19)
        dot = QRectF(chip.left() + unit * 0.07, chip.top() + unit * 0.07, unit * 0.24, unit * 0.24)
        p.setBrush(QColor("#e8c040"))
        p.setPen(QPen(QColor("#ffffff"), max(1.0, unit * 0.03), Qt.PenStyle.DashLine))
        p.drawEllipse(dot)
        p.setPen(QColor("#111111" if winnings else "#ffffff"))
        p.setFont(font(unit * 0.25, bold=True))
        p.drawText(chip.adjusted(unit * 0.3, 0, 0, 0), Qt.AlignmentFlag.AlignCenter, text)
