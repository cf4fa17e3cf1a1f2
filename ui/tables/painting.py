"""How the room is drawn: the cards' fonts and sizes, their colours, and the painter.

:class:`CardPainter` paints one table's card of :class:`ui.tables.room.RoomView`: the header
(the table number, how many seats are taken, the "Hand done" button of hand-for-hand play, the
"Draw button" button of a table whose button is not set, what a proposal does to the table)
and one row per seat (the dealer button spot, the seat number, the player, the blinds, the next
big blind, fixed and waiting players, the proposal's marks).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter, QPen

from ui.common.theme import caption_colour
from ui.tables.cards import HandState, Hit, Mark, Region, SeatCard, SeatMark, TableCard

if TYPE_CHECKING:
    from ui.tables.room import RoomView

# -- colours (fixed where a pastel background needs dark text on any theme) ------------------------

INK = QColor("#1d1d1f")
LEAVES_BG = QColor("#ffdca8")
LEAVES_INK = QColor("#8a4b00")
ARRIVES_BG = QColor("#cdeccf")
ARRIVES_INK = QColor("#1e6b2a")
DONE_BG = QColor("#cdeccf")
PLAYING_BG = QColor("#fff1c4")
SB_COLOUR = QColor("#3f74c4")  # white on it: 4.7:1 (WCAG AA)
BB_COLOUR = QColor("#1f4e8c")
NEXT_COLOUR = QColor("#a65a14")  # on the white card: 5.1:1 (WCAG AA)
FIXED_COLOUR = QColor("#6b5b95")
SELECTED = QColor("#2f6fde")


@dataclass(frozen=True)
class RoomMetrics:
    """The room's fonts and sizes, measured from the view's font.

    Attributes:
        font, bold, title, small: The fonts of names, seat numbers, table titles and tags.
        row: The height of a seat's row.
        header: The height of a card's header.
        pad: The space inside a card around its rows.
        gutter: The width of the dealer button spot left of each seat.
        number_width: The width of the seat numbers.
        min_width: The narrowest a card gets (names of about 30 characters fit).
    """

    font: QFont
    bold: QFont
    title: QFont
    small: QFont
    row: int
    header: int
    pad: int
    gutter: int
    number_width: int
    min_width: int

    @classmethod
    def measure(cls, font: QFont) -> RoomMetrics:
        """The metrics of a room drawn in ``font``."""
        fm = QFontMetrics(font)
        bold = QFont(font)
        bold.setBold(True)
        title = QFont(bold)
        title.setPointSizeF(font.pointSizeF() * 1.15)
        small = QFont(font)
        small.setPointSizeF(max(6.5, font.pointSizeF() * 0.8))
        row = fm.height() + 8
        number_width = fm.horizontalAdvance("10") + 10
        return cls(
            font=QFont(font),
            bold=bold,
            title=title,
            small=small,
            row=row,
            header=QFontMetrics(title).height() + 14,
            pad=6,
            gutter=row,  # the button spot is square
            number_width=number_width,
            min_width=fm.averageCharWidth() * 30 + row + number_width,
        )


class CardPainter(QObject):
    """Paints the cards of a room view (their texts are translated in this class's context).

    Args:
        view: The room it paints.
    """

    def __init__(self, view: RoomView) -> None:
        super().__init__(view)
        self.view = view

    # -- the card and its header -----------------------------------------------------------------
    def paint_card(self, p: QPainter, card: TableCard) -> None:
        """The card of one table: its frame, its header and every seat."""
        view = self.view
        pal = view.palette()
        rect = view.card_rect(card.number)
        selected_table = view.selected is not None and view.selected[0] == card.number
        p.setPen(
            QPen(
                SELECTED if selected_table else pal.color(pal.ColorRole.Mid),
                2 if selected_table else 1,
            )
        )
        p.setBrush(pal.color(pal.ColorRole.Base))
        p.drawRoundedRect(rect.adjusted(0, 0, -1, -1), 6, 6)
        self._paint_header(p, card)
        for seat in card.seats:
            self.paint_seat(p, card, seat)

    def _paint_header(self, p: QPainter, card: TableCard) -> None:
        """The table's title, how many seats are taken, and at the right what concerns it now."""
        view, m = self.view, self.view.metrics
        pal = view.palette()
        header = view.header_rect(card.number)
        if card.hand is HandState.DONE:
            head_bg = DONE_BG
        elif card.hand is HandState.PLAYING:
            head_bg = PLAYING_BG
        else:
            head_bg = pal.color(pal.ColorRole.AlternateBase)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(head_bg)
        p.drawRoundedRect(header.adjusted(1, 1, -1, 0), 5, 5)
        p.drawRect(header.adjusted(1, header.height() // 2, -1, 0))
        head_ink = INK if card.hand is not HandState.NONE else pal.color(pal.ColorRole.Text)
        p.setPen(head_ink)
        p.setFont(m.title)
        title = self.tr("Table {0}").format(card.number)
        title_rect = header.adjusted(10, 0, -6, 0)
        p.drawText(title_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, title)
        x = title_rect.left() + QFontMetrics(m.title).horizontalAdvance(title) + 12
        right = self._paint_header_end(p, card, header)
        p.setFont(m.font)
        p.setPen(head_ink if not card.unused else pal.color(pal.ColorRole.PlaceholderText))
        count = self.count_text(card)
        if p.fontMetrics().horizontalAdvance(count) > right - x:
            count = f"{card.count}/{card.capacity}"
        p.drawText(
            QRect(x, header.top(), max(0, right - x), header.height()),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            count,
        )

    def count_text(self, card: TableCard) -> str:
        """What the header says of the seats: how many are taken, or that the table is unused.

        A table nobody sits at is unused (the draw fills the fewest tables; it opens when late
        entries need it), not a short table.
        """
        if card.unused:
            return self.tr("unused, {0} seats").format(card.capacity)
        return self.tr("{0} of {1} seats").format(card.count, card.capacity)

    def _paint_header_end(self, p: QPainter, card: TableCard, header: QRect) -> int:
        """The "Hand done" button, what a proposal does, or a missing button; returns where the
        header's free space ends."""
        view, m = self.view, self.view.metrics
        done = view.done_rect(card.number)
        note = view.notes.get(card.number)
        right = header.right() - 10
        draw = view.draw_rect(card.number)
        if not done.isNull():
            self.paint_done(p, card, done)
            right = done.left() - 8
        elif not draw.isNull():
            self.paint_draw(p, card, draw)
            right = draw.left() - 8
        elif note or card.needs_button:
            text, colour = note or (self.tr("button not set"), LEAVES_INK)
            p.setFont(m.bold if note else m.small)
            p.setPen(colour)
            p.drawText(
                header.adjusted(0, 0, -10, 0),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                text,
            )
            right -= p.fontMetrics().horizontalAdvance(text) + 8
        return right

    def paint_draw(self, p: QPainter, card: TableCard, rect: QRect) -> None:
        """The "Draw button" button of a table whose button is not set (the blinds, and so the
        next big blind balancing moves, are not known until it is)."""
        view = self.view
        hover = view.hover == Hit(card.number, 0, Region.DRAW)
        p.setPen(QPen(LEAVES_INK, 1))
        p.setBrush(QColor("#ffffff") if not hover else LEAVES_BG)
        p.drawRoundedRect(rect, 4, 4)
        p.setFont(view.metrics.small)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, view.draw_text())

    def paint_done(self, p: QPainter, card: TableCard, rect: QRect) -> None:
        """The "Hand done" button of a table playing hand for hand (a tick once it is done)."""
        view = self.view
        p.setFont(view.metrics.font)
        if card.hand is HandState.DONE:
            p.setPen(ARRIVES_INK)
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, view.done_text(card))
            return
        hover = view.hover == Hit(card.number, 0, Region.DONE)
        p.setPen(QPen(BB_COLOUR, 1))
        p.setBrush(QColor("#ffffff") if not hover else QColor("#e4ecf9"))
        p.drawRoundedRect(rect, 4, 4)
        p.setPen(BB_COLOUR)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, view.done_text(card))

    # -- a seat ------------------------------------------------------------------------------------
    def paint_seat(self, p: QPainter, card: TableCard, seat: SeatCard) -> None:
        """One seat's row: its background, the button spot, the number, tags and the name."""
        view, m = self.view, self.view.metrics
        row = view.seat_rect(card.number, seat.seat)
        mark = view.marks.get((card.number, seat.seat))
        body = row.adjusted(m.gutter, 1, 0, -1)
        ink = self._paint_seat_background(p, card, seat, mark, body)
        self._paint_button_spot(p, card, seat, row)
        number = QRect(body.left(), row.top(), m.number_width - 6, row.height())
        p.setFont(m.bold)
        p.setPen(ink)
        p.drawText(
            number, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, str(seat.seat)
        )
        right = self._paint_tags(p, seat, mark, row, body.right() - 4)
        name_rect = QRect(number.right() + 8, row.top(), right - number.right() - 10, row.height())
        self._paint_name(p, seat, mark, name_rect, ink)

    def _paint_seat_background(
        self, p: QPainter, card: TableCard, seat: SeatCard, mark: SeatMark | None, body: QRect
    ) -> QColor:
        """The row's background (marked, blocked, striped), hover and selection; returns the ink
        the row is written in."""
        view = self.view
        pal = view.palette()
        ink = pal.color(pal.ColorRole.Text)
        if mark is not None and mark.mark is Mark.LEAVES:
            p.fillRect(body, LEAVES_BG)
            ink = INK
        elif mark is not None and mark.mark in (Mark.ARRIVES, Mark.STAYS):
            p.fillRect(body, ARRIVES_BG)
            ink = INK
        elif seat.blocked:
            p.fillRect(body, QBrush(pal.color(pal.ColorRole.Mid), Qt.BrushStyle.BDiagPattern))
        elif seat.seat % 2 == 0:
            p.fillRect(body, pal.color(pal.ColorRole.AlternateBase))
        hover = view.hover is not None and (view.hover.table, view.hover.seat) == (
            card.number,
            seat.seat,
        )
        if (view.picking or view.dragging) and hover:
            p.setPen(QPen(ARRIVES_INK, 2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(body.adjusted(1, 1, -1, -1))
        if view.selected == (card.number, seat.seat):
            p.setPen(QPen(SELECTED, 2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(body.adjusted(1, 1, -1, -1), 3, 3)
        return ink

    def _paint_button_spot(self, p: QPainter, card: TableCard, seat: SeatCard, row: QRect) -> None:
        """The dealer button, or a faint one under the mouse (click to move the button there)."""
        view, m = self.view, self.view.metrics
        pal = view.palette()
        spot = QRect(row.left(), row.top(), m.gutter, row.height())
        disc = spot.adjusted(3, 3, -3, -3)
        side = min(disc.width(), disc.height())
        disc = QRect(disc.center().x() - side // 2, disc.center().y() - side // 2, side, side)
        if seat.button:
            p.setPen(QPen(INK, 1.5))
            p.setBrush(QColor("#ffffff"))
        elif view.hover == Hit(card.number, seat.seat, Region.BUTTON):
            p.setPen(QPen(pal.color(pal.ColorRole.Mid), 1, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
        else:
            return
        p.drawEllipse(disc)
        p.setFont(m.bold)
        p.drawText(disc, Qt.AlignmentFlag.AlignCenter, "D")

    def _paint_tags(
        self, p: QPainter, seat: SeatCard, mark: SeatMark | None, row: QRect, right: int
    ) -> int:
        """The tags at the right (SB / BB, next big blind, fixed, waits, the proposal's note),
        right to left from ``right``; returns where they start."""
        pal = self.view.palette()
        small = self.view.metrics.small
        p.setFont(small)
        tags: list[tuple[str, QColor, bool]] = []
        if mark is not None and mark.note:
            colour = LEAVES_INK if mark.mark is Mark.LEAVES else ARRIVES_INK
            tags.append((mark.note, colour, False))
        if seat.fixed:
            tags.append((self.tr("fixed"), FIXED_COLOUR, True))
        if seat.waits:
            tags.append((self.tr("waits"), caption_colour(pal), False))
        if seat.next_big_blind:
            tags.append((self.tr("next BB"), NEXT_COLOUR, False))
        if seat.big_blind:
            tags.append((self.tr("BB"), BB_COLOUR, True))
        if seat.small_blind:
            tags.append((self.tr("SB"), SB_COLOUR, True))
        metrics = QFontMetrics(small)
        for text, colour, filled in tags:
            width = metrics.horizontalAdvance(text) + 10
            tag = QRect(right - width, row.top() + 4, width, row.height() - 8)
            p.setPen(QPen(colour, 1))
            p.setBrush(colour if filled else Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(tag, 3, 3)
            p.setPen(QColor("#ffffff") if filled else colour)
            p.drawText(tag, Qt.AlignmentFlag.AlignCenter, text)
            right = tag.left() - 4
        return right

    def _paint_name(
        self, p: QPainter, seat: SeatCard, mark: SeatMark | None, rect: QRect, ink: QColor
    ) -> None:
        """Who sits there, who arrives (italic), or why the seat is empty."""
        m = self.view.metrics
        pal = self.view.palette()
        if mark is not None and mark.mark is Mark.ARRIVES and mark.name:
            font = QFont(m.bold)
            font.setItalic(True)
            p.setFont(font)
            p.setPen(ARRIVES_INK)
            text = mark.name
        elif seat.entry is not None:
            p.setFont(m.font)
            p.setPen(ink)
            text = seat.name
        else:
            font = QFont(m.font)
            font.setItalic(True)
            p.setFont(font)
            p.setPen(pal.color(pal.ColorRole.PlaceholderText))
            if seat.blocked:
                text = self.tr("blocked")
            elif seat.held_for:
                text = self.tr("held for {0}").format(seat.held_for)
            else:
                text = self.tr("open")
        p.drawText(
            rect,
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, rect.width()),
        )

    # -- the rest of the view --------------------------------------------------------------------
    def paint_drag(self, p: QPainter, name: str, pos: QPoint) -> None:
        """The name of the player being dragged, beside the mouse."""
        m = self.view.metrics
        fm = QFontMetrics(m.bold)
        rect = QRect(pos + QPoint(12, 8), QSize(fm.horizontalAdvance(name) + 16, m.row))
        p.setPen(QPen(ARRIVES_INK, 1))
        p.setBrush(ARRIVES_BG)
        p.drawRoundedRect(rect, 4, 4)
        p.setFont(m.bold)
        p.setPen(INK)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, name)

    def paint_empty(self, p: QPainter) -> None:
        """What the room says before there are tables."""
        view = self.view
        p.setPen(view.palette().color(view.palette().ColorRole.PlaceholderText))
        p.drawText(
            view.viewport().rect(),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self.tr("No tables yet. Add tables, then draw the seats."),
        )
