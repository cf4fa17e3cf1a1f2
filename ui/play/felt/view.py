"""The felt widget: the table, its header, the board and the pots, the seats, the shot clock,
the ruling's banner and the deck's commitment, painted from a :class:`FeltScene`."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from ui.play.felt.banner import banner_blocks, paint_banner
from ui.play.felt.cards import paint_card
from ui.play.felt.look import DARK, LIGHT, elided, fit, font
from ui.play.felt.scene import FeltScene
from ui.play.felt.seat import SeatPainter, seat_centre

_LEFT_MIDDLE = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


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
            bottom += banner_blocks(self.scene.banner, w, h)[0] + h * 0.015
        side = w * 0.11
        oval = QRectF(side, top + h * 0.07, w - 2 * side, h - top - bottom - h * 0.16)
        unit = min(oval.width() * 0.078, oval.height() * 0.17)
        return oval, unit

    def seat_centre(self, seat: int, oval: QRectF) -> QPointF:
        """Where seat ``seat`` sits around the oval."""
        return seat_centre(seat, oval, self.scene.seats)

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
        seats = SeatPainter(p, pal, oval, unit, self.scene.seats, self.scene.all_in_label)
        self.seat_rects = {s.seat: seats.paint(s) for s in self.scene.seat_scenes}
        self._paint_shot_clock(p)
        self.banner_rect = QRectF()
        if self.scene.banner is not None:
            w, h = float(self.width()), float(self.height())
            self.banner_rect = paint_banner(p, self.scene.banner, pal, w, h)
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
        p.setFont(font(h * 0.042, bold=True))
        title_rect = QRectF(margin, h * 0.005, w * 0.75, h * 0.06)
        p.drawText(title_rect, _LEFT_MIDDLE, self._elide(p, self.scene.title, title_rect.width()))
        p.setPen(QColor(pal.dim))
        p.setFont(fit(self.scene.subtitle, w * 0.75, h * 0.03, h * 0.022))
        sub_rect = QRectF(margin, h * 0.062, w * 0.75, h * 0.045)
        p.drawText(sub_rect, _LEFT_MIDDLE, self._elide(p, self.scene.subtitle, sub_rect.width()))

    @staticmethod
    def _elide(p: QPainter, text: str, width: float) -> str:
        return elided(text, p.font(), width, Qt.TextElideMode.ElideRight)

    def _paint_centre(self, p: QPainter, oval: QRectF, unit: float) -> None:
        """The board, then the pots under it, then the message."""
        card_w, card_h = unit, unit * 1.4
        gap = unit * 0.14
        total = 5 * card_w + 4 * gap
        top = oval.center().y() - card_h * 0.72
        self._paint_board(p, oval, unit, top)
        y = top + card_h + unit * 0.1
        width = total + 2 * unit
        lines = self.scene.pots
        if lines:
            p.setPen(QColor("#ffffff"))
            size = unit * 0.27 if len(lines) <= 2 else unit * 0.21
            p.setFont(font(size, bold=True))
            line_h = QFontMetricsF(p.font()).height() * 1.02
            for line in lines:
                rect = QRectF(oval.center().x() - width / 2, y, width, line_h)
                p.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._elide(p, line, width))
                y += line_h
        if self.scene.message:
            p.setPen(QColor(self.palette_.accent))
            p.setFont(font(unit * 0.28, bold=True))
            p.drawText(
                QRectF(oval.center().x() - width / 2, y + unit * 0.04, width, unit * 0.8),
                Qt.AlignmentFlag.AlignHCenter
                | Qt.AlignmentFlag.AlignTop
                | Qt.TextFlag.TextWordWrap,
                self.scene.message,
            )

    def _paint_board(self, p: QPainter, oval: QRectF, unit: float, top: float) -> None:
        """The board's cards, and dashed places for those still to come."""
        card_w, card_h = unit, unit * 1.4
        gap = unit * 0.14
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
        p.setFont(font(d * 0.4, bold=True))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(math.ceil(left)))

    def _paint_footer(self, p: QPainter) -> None:
        if not self.scene.footer:
            return
        w, h = float(self.width()), float(self.height())
        p.setPen(QColor(self.palette_.dim))
        footer_font = font(h * 0.022)
        p.setFont(footer_font)
        rect = QRectF(w * 0.015, h - h * 0.045, w * 0.97, h * 0.04)
        text = elided(self.scene.footer, footer_font, rect.width(), Qt.TextElideMode.ElideMiddle)
        p.drawText(rect, _LEFT_MIDDLE, text)
