"""The felt widget: the table, its header, the board and the pots, the seats, the shot clock,
the ruling's banner and the deck's commitment, painted from a :class:`FeltScene`."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
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
from ui.play.felt.layout import (
    BOX_WIDTH,
    Frame,
    SeatGeometry,
    chance_size,
    fit_seats,
    name_size,
    seat_centre,
    text_floor,
)
from ui.play.felt.look import DARK, LIGHT, elided, fit, font
from ui.play.felt.scene import FeltScene
from ui.play.felt.seat import SeatPainter

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
        #: Where each seat's box, cards, bet, blinds and button were painted (tests).
        self.seat_parts: dict[int, SeatGeometry] = {}
        #: The size every name was written in, in pixels, and the players' chances' size.
        self.name_size = 0
        self.chances_size = 0
        #: Per seat, the size its name was written in (pixels) and the name as written.
        self.names_drawn: dict[int, tuple[int, str]] = {}
        #: Where the board cards were painted.
        self.board_rects: list[QRectF] = []
        #: Where the banner was painted (empty without one).
        self.banner_rect = QRectF()

    def set_scene(self, scene: FeltScene) -> None:
        """Show a new scene."""
        self.scene = scene
        self.update()

    # -- geometry ------------------------------------------------------------------------------------
    def _layout(self) -> tuple[QRectF, float, float]:
        """The felt's oval, the size unit (the board card width) and the foot of the seats' room.

        A banner takes the foot of the view.
        """
        w, h = float(self.width()), float(self.height())
        top = h * 0.11
        bottom = h * 0.055
        if self.scene.banner is not None:
            bottom += banner_blocks(self.scene.banner, w, h)[0] + h * 0.015
        side = w * 0.11
        oval = QRectF(side, top + h * 0.07, w - 2 * side, h - top - bottom - h * 0.16)
        unit = min(oval.width() * 0.078, oval.height() * 0.17)
        return oval, unit, h - bottom + h * 0.01

    def seat_centre(self, seat: int, oval: QRectF) -> QPointF:
        """Where seat ``seat`` sits around the oval."""
        return seat_centre(seat, oval, self.scene.seats)

    def _centre(self, oval: QRectF, unit: float) -> tuple[list[QRectF], list[QRectF], QRectF]:
        """The board's cards, the pots' lines and the message under them, at ``unit``."""
        card_w, card_h = unit, unit * 1.4
        gap = unit * 0.14
        top = oval.center().y() - card_h * 0.72
        slots = max(self.scene.board_slots, len(self.scene.board))
        left = oval.center().x() - (slots * card_w + (slots - 1) * gap) / 2
        board = [QRectF(left + k * (card_w + gap), top, card_w, card_h) for k in range(slots)]
        y = top + card_h + unit * 0.1
        metrics = QFontMetricsF(self._pots_font(unit))
        line_h = metrics.height() * 1.02
        pots = []
        for line in self.scene.pots:
            width = metrics.horizontalAdvance(line)
            pots.append(QRectF(oval.center().x() - width / 2, y, width, line_h))
            y += line_h
        message = QRectF()
        if self.scene.message:
            width = QFontMetricsF(font(unit * 0.28, bold=True)).horizontalAdvance(
                self.scene.message
            )
            width = min(width, 5 * card_w + 6 * gap + 2 * unit)
            message = QRectF(oval.center().x() - width / 2, y + unit * 0.04, width, unit * 0.8)
        return board, pots, message

    def _pots_font(self, unit: float) -> QFont:
        """The pots' lines: on the wall no smaller than 0.8 of a player's chances (they are read
        together)."""
        floor = text_floor(float(self.height())) * 0.8 if self.palette_ is DARK else 0
        return font(max(unit * (0.27 if len(self.scene.pots) <= 2 else 0.21), floor), bold=True)

    # -- painting ------------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint the whole table."""
        pal = self.palette_
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.fillRect(self.rect(), QColor(pal.background))
        oval, unit, foot = self._layout()
        w, h = float(self.width()), float(self.height())
        floor = text_floor(h) if self.palette_ is DARK else 0
        frame = Frame(oval, self.scene.seats, QRectF(0, 0, w, foot), floor)
        header = self._header_rects()

        def centre(u: float) -> list[QRectF]:
            board, pots, message = self._centre(oval, u)
            return [*header, *board, *pots, *([message] if not message.isEmpty() else [])]

        unit, geos = fit_seats(self.scene.seat_scenes, frame, unit, centre)
        self.seat_parts = {geo.seat: geo for geo in geos}
        self.seat_rects = {geo.seat: geo.box for geo in geos}
        self._paint_table(p, oval)
        self._paint_header(p)
        self._paint_centre(p, oval, unit)
        names = (s.name for s in self.scene.seat_scenes if s.name)
        width = unit * (BOX_WIDTH - 0.24)  # the box less its padding
        self.name_size = name_size(names, width, unit)
        self.chances_size = chance_size(frame, unit)
        sizes = (self.chances_size, self.name_size)
        seats = SeatPainter(p, pal, unit, sizes, self.scene.all_in_label)
        for s, geo in zip(self.scene.seat_scenes, geos, strict=True):
            seats.paint(s, geo)
        self.names_drawn = seats.names
        self._paint_shot_clock(p)
        self.banner_rect = QRectF()
        if self.scene.banner is not None:
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

    def _header_rects(self) -> list[QRectF]:
        """Where the title, the stakes and the shot clock are (the seats keep off them)."""
        w, h = float(self.width()), float(self.height())
        margin = w * 0.015
        title = QFontMetricsF(font(h * 0.042, bold=True)).horizontalAdvance(self.scene.title)
        sub_font = fit(self.scene.subtitle, w * 0.75, h * 0.03, h * 0.022)
        sub = QFontMetricsF(sub_font).horizontalAdvance(self.scene.subtitle)
        out = [
            QRectF(margin, h * 0.005, min(title, w * 0.75), h * 0.06),
            QRectF(margin, h * 0.062, min(sub, w * 0.75), h * 0.045),
        ]
        if self.scene.shot is not None:
            d = h * 0.11
            out.append(QRectF(w - d - w * 0.015, h * 0.01, d, d))
        return out

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
        board, pots, message = self._centre(oval, unit)
        self.board_rects = board
        for k, rect in enumerate(board):
            if k < len(self.scene.board):
                paint_card(p, rect, self.scene.board[k], True)
            else:  # dashed places for the cards still to come
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(
                    QPen(QColor(255, 255, 255, 70), max(1.0, unit * 0.03), Qt.PenStyle.DashLine)
                )
                p.drawRoundedRect(rect, unit * 0.09, unit * 0.09)
        p.setPen(QColor("#ffffff"))
        p.setFont(self._pots_font(unit))
        for line, rect in zip(self.scene.pots, pots, strict=True):
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, line)
        if not message.isEmpty():
            p.setPen(QColor(self.palette_.accent))
            p.setFont(font(unit * 0.28, bold=True))
            p.drawText(
                message,
                Qt.AlignmentFlag.AlignHCenter
                | Qt.AlignmentFlag.AlignTop
                | Qt.TextFlag.TextWordWrap,
                self.scene.message,
            )

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
