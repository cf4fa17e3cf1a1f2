"""The room at a glance: every table as a card with its seats, painted, never a widget per seat.

:class:`RoomView` shows the :class:`ui.tables.cards.TableCard` values of a room as a grid of
cards that fills the width and scrolls; only the cards in sight are painted (by
:class:`ui.tables.painting.CardPainter`), so 100 tables and 1,000 players stay quick. Clicks
become signals (a seat, the button spot beside a seat, a table's "Hand done" or "Draw button"
button); the tab decides what they mean.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QFontMetrics,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QToolTip, QWidget

from ui.common.fmt import num
from ui.tables.cards import HandState, Hit, Region, SeatMark, TableCard
from ui.tables.painting import CardPainter, RoomMetrics


class RoomView(QAbstractScrollArea):
    """Every table as a card in a grid that fills the width and scrolls.

    Signals:
        seat_pressed(int, int): a seat was clicked (table, seat).
        table_pressed(int): a table's header was clicked.
        button_spot_clicked(int, int): the button spot beside a seat was clicked.
        done_clicked(int): the "Hand done" button of a table was clicked.
        draw_clicked(int): the "Draw button" button of a table (its button not set) was clicked.
        seat_dropped(int, int, int, int): a player was dragged from (table, seat) to
            (table, seat).
        selection_changed(): another seat or table is selected (or none).
        menu_requested(int, int, QPoint): a context menu for (table, seat; 0 for the header),
            at a global position.
    """

    seat_pressed = Signal(int, int)
    table_pressed = Signal(int)
    button_spot_clicked = Signal(int, int)
    done_clicked = Signal(int)
    draw_clicked = Signal(int)
    seat_dropped = Signal(int, int, int, int)
    menu_requested = Signal(int, int, QPoint)
    selection_changed = Signal()

    MARGIN = 10
    GAP = 12

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roomView")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.viewport().setMouseTracking(True)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.cards: tuple[TableCard, ...] = ()
        self._position: dict[int, int] = {}
        self.marks: dict[tuple[int, int], SeatMark] = {}
        self.notes: dict[int, tuple[str, QColor]] = {}  # table -> what a proposal does to it
        self.selected: tuple[int, int] | None = None  # (table, seat); seat 0: the table
        self.picking = False  # choosing where a player goes: a crosshair over seats
        self.hand_number = 0
        self.done_reason: Callable[[int], str | None] = lambda _table: None
        self._hover: Hit | None = None
        self._press: tuple[QPoint, Hit] | None = None
        self._drag: tuple[int, int, str] | None = None  # table, seat, name
        self._drag_pos = QPoint()
        self._columns = 1
        self._card_width = 240
        self._card_height = 200
        self.metrics = RoomMetrics.measure(self.font())
        self.painter = CardPainter(self)

    # -- data ------------------------------------------------------------------------------------
    def set_cards(
        self,
        cards: tuple[TableCard, ...],
        marks: dict[tuple[int, int], SeatMark],
        notes: dict[int, tuple[str, QColor]] | None = None,
    ) -> None:
        """Show these tables, with the seats a proposal touches marked and its tables noted."""
        self.cards = cards
        self.marks = marks
        self.notes = notes or {}
        self._position = {card.number: i for i, card in enumerate(cards)}
        if self.selected is not None and self.selected[0] not in self._position:
            self.selected = None
            self.selection_changed.emit()
        self._relayout()
        self.viewport().update()

    def card(self, number: int) -> TableCard | None:
        """The card of table ``number``, if it is in the room."""
        i = self._position.get(number)
        return None if i is None else self.cards[i]

    def select(self, table: int, seat: int = 0, *, scroll: bool = True) -> None:
        """Select a seat (or a whole table with ``seat`` 0) and bring it into sight."""
        changed = self.selected != (table, seat)
        self.selected = (table, seat)
        if changed:
            self.selection_changed.emit()
        if scroll:
            self.ensure_visible(table, seat)
        self.viewport().update()

    @property
    def hover(self) -> Hit | None:
        """What is under the mouse."""
        return self._hover

    @property
    def dragging(self) -> bool:
        """A player is being dragged to another seat."""
        return self._drag is not None

    # -- geometry ----------------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        """Fonts changed: measure again."""
        if event.type() == QEvent.Type.FontChange:
            self.metrics = RoomMetrics.measure(self.font())
            self._relayout()
        super().changeEvent(event)

    def _relayout(self) -> None:
        m = self.metrics
        width = max(1, self.viewport().width())
        usable = width - 2 * self.MARGIN
        fit = max(1, (usable + self.GAP) // (m.min_width + self.GAP))
        self._columns = max(1, min(fit, len(self.cards)))
        # a few tables get wider cards (longer names), but not so wide that the eye gets lost
        widest = m.min_width * 3 // 2
        self._card_width = max(
            m.min_width,
            min(widest, (usable - (self._columns - 1) * self.GAP) // self._columns),
        )
        most = max((len(c.seats) for c in self.cards), default=9)
        self._card_height = m.header + most * m.row + 2 * m.pad
        rows = -(-len(self.cards) // self._columns)
        content = 2 * self.MARGIN + rows * self._card_height + max(0, rows - 1) * self.GAP
        bar = self.verticalScrollBar()
        bar.setRange(0, max(0, content - self.viewport().height()))
        bar.setPageStep(self.viewport().height())
        bar.setSingleStep(self.metrics.row * 2)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Reflow the cards to the new width."""
        super().resizeEvent(event)
        self._relayout()

    def sizeHint(self) -> QSize:
        """Room for three cards side by side."""
        return QSize(3 * self.metrics.min_width + 2 * self.GAP + 2 * self.MARGIN + 20, 600)

    def card_rect(self, number: int) -> QRect:
        """Where table ``number``'s card is, in viewport coordinates (after scrolling)."""
        i = self._position[number]
        col, row = i % self._columns, i // self._columns
        x = self.MARGIN + col * (self._card_width + self.GAP)
        y = self.MARGIN + row * (self._card_height + self.GAP) - self.verticalScrollBar().value()
        return QRect(x, y, self._card_width, self._card_height)

    def seat_rect(self, table: int, seat: int) -> QRect:
        """The row of ``seat`` in table ``table``'s card (viewport coordinates)."""
        m = self.metrics
        card = self.card_rect(table)
        top = card.top() + m.header + m.pad + (seat - 1) * m.row
        return QRect(card.left() + m.pad, top, card.width() - 2 * m.pad, m.row)

    def button_spot_rect(self, table: int, seat: int) -> QRect:
        """The spot beside ``seat`` where the dealer button is drawn; click it to move it there."""
        row = self.seat_rect(table, seat)
        return QRect(row.left(), row.top(), self.metrics.gutter, row.height())

    def header_rect(self, table: int) -> QRect:
        """The header of table ``table``'s card."""
        card = self.card_rect(table)
        return QRect(card.left(), card.top(), card.width(), self.metrics.header)

    def done_rect(self, table: int) -> QRect:
        """The "Hand done" button of table ``table`` (hand-for-hand; empty when not shown)."""
        card = self.card(table)
        if card is None or card.hand is HandState.NONE:
            return QRect()
        header = self.header_rect(table)
        text = self.done_text(card)
        width = QFontMetrics(self.font()).horizontalAdvance(text) + 20
        return QRect(header.right() - 6 - width, header.top() + 5, width, header.height() - 10)

    def draw_rect(self, table: int) -> QRect:
        """The "Draw button" button of table ``table`` (its button not set; empty otherwise).

        Not while the table plays hand for hand (its "Hand done" button is there) or a proposal
        says what happens to it.
        """
        card = self.card(table)
        if (
            card is None
            or not card.needs_button
            or card.hand is not HandState.NONE
            or table in self.notes
        ):
            return QRect()
        header = self.header_rect(table)
        width = QFontMetrics(self.metrics.small).horizontalAdvance(self.draw_text()) + 16
        return QRect(header.right() - 6 - width, header.top() + 6, width, header.height() - 12)

    def draw_text(self) -> str:
        """What a table's "Draw button" button says."""
        return self.tr("Draw button")

    def done_text(self, card: TableCard) -> str:
        """What a table's "Hand done" button says."""
        if card.hand is HandState.DONE:
            return self.tr("✓ Done")
        return self.tr("Hand done")

    def ensure_visible(self, table: int, seat: int = 0) -> None:
        """Scroll so that the seat (or the table's card) is in sight."""
        if table not in self._position:
            return
        rect = self.seat_rect(table, seat) if seat else self.card_rect(table)
        if seat:
            rect = rect.united(self.header_rect(table))
        bar = self.verticalScrollBar()
        height = self.viewport().height()
        if rect.top() < 0:
            bar.setValue(bar.value() + rect.top() - self.MARGIN)
        elif rect.bottom() > height:
            bar.setValue(bar.value() + rect.bottom() - height + self.MARGIN)

    def hit(self, pos: QPoint) -> Hit | None:
        """What is at ``pos`` (viewport coordinates)."""
        x = pos.x() - self.MARGIN
        y = pos.y() + self.verticalScrollBar().value() - self.MARGIN
        if x < 0 or y < 0:
            return None
        col, cx = divmod(x, self._card_width + self.GAP)
        row, cy = divmod(y, self._card_height + self.GAP)
        if col >= self._columns or cx >= self._card_width or cy >= self._card_height:
            return None
        i = row * self._columns + col
        if i >= len(self.cards):
            return None
        card = self.cards[i]
        m = self.metrics
        if cy < m.header:
            if self.done_rect(card.number).contains(pos):
                return Hit(card.number, 0, Region.DONE)
            if self.draw_rect(card.number).contains(pos):
                return Hit(card.number, 0, Region.DRAW)
            return Hit(card.number, 0, Region.HEADER)
        seat = (cy - m.header - m.pad) // m.row + 1
        if not 1 <= seat <= len(card.seats):
            return Hit(card.number, 0, Region.HEADER)
        if m.pad <= cx < m.pad + m.gutter:
            return Hit(card.number, seat, Region.BUTTON)
        return Hit(card.number, seat, Region.SEAT)

    # -- painting ----------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint only the cards that meet the damaged area."""
        painter = QPainter(self.viewport())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = event.rect()
        step = self._card_height + self.GAP
        scroll = self.verticalScrollBar().value()
        first = max(0, (area.top() + scroll - self.MARGIN) // step)
        last = (area.bottom() + scroll - self.MARGIN) // step
        for row in range(first, last + 1):
            for col in range(self._columns):
                i = row * self._columns + col
                if i >= len(self.cards):
                    break
                card = self.cards[i]
                if self.card_rect(card.number).intersects(area):
                    self.painter.paint_card(painter, card)
        if self._drag is not None:
            self.painter.paint_drag(painter, self._drag[2], self._drag_pos)
        if not self.cards:
            self.painter.paint_empty(painter)
        painter.end()

    # -- mouse and keys ----------------------------------------------------------------------------
    def _set_hover(self, hit: Hit | None) -> None:
        if hit == self._hover:
            return
        for old in (self._hover, hit):
            if old is not None and old.table in self._position:
                self.viewport().update(self.card_rect(old.table))
        self._hover = hit

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Select what was clicked; a press on a player may start a drag to another seat."""
        hit = self.hit(event.position().toPoint())
        if hit is None or event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self._press = (event.position().toPoint(), hit)
        if hit.region is Region.DONE:
            self.done_clicked.emit(hit.table)
        elif hit.region is Region.DRAW:
            self.select(hit.table, 0, scroll=False)
            self.draw_clicked.emit(hit.table)
        elif hit.region is Region.HEADER:
            self.select(hit.table, 0, scroll=False)
            self.table_pressed.emit(hit.table)
        elif hit.region is Region.BUTTON and not self.picking:
            self.select(hit.table, hit.seat, scroll=False)
            self.button_spot_clicked.emit(hit.table, hit.seat)
        else:
            if not self.picking:
                self.select(hit.table, hit.seat, scroll=False)
            self.seat_pressed.emit(hit.table, hit.seat)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """Hover feedback; dragging a player shows where they would go."""
        pos = event.position().toPoint()
        self._set_hover(self.hit(pos))
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            start, hit = self._press
            card = self.card(hit.table)
            if (
                self._drag is None
                and hit.region is Region.SEAT
                and card is not None
                and card.seat(hit.seat).entry is not None
                and (pos - start).manhattanLength() >= QApplication.startDragDistance()
            ):
                self._drag = (hit.table, hit.seat, card.seat(hit.seat).name)
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            if self._drag is not None:
                self._drag_pos = pos
                self.viewport().update()
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """Drop a dragged player on the seat under the mouse."""
        drag, self._drag, self._press = self._drag, None, None
        if drag is not None:
            self.viewport().unsetCursor()
            self.viewport().update()
            hit = self.hit(event.position().toPoint())
            if hit is not None and hit.seat and (hit.table, hit.seat) != drag[:2]:
                self.seat_dropped.emit(drag[0], drag[1], hit.table, hit.seat)
        super().mouseReleaseEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        """Forget the hover."""
        self._set_hover(None)
        super().leaveEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        """Ask the tab for the menu of the seat or table under the mouse."""
        hit = self.hit(event.pos())
        if hit is None:
            return
        self.select(hit.table, hit.seat, scroll=False)
        self.menu_requested.emit(hit.table, hit.seat, event.globalPos())

    def viewportEvent(self, event: QEvent) -> bool:
        """Tooltips for seats, button spots and "Hand done" buttons."""
        if event.type() == QEvent.Type.ToolTip:
            assert isinstance(event, QHelpEvent)
            text = self.tooltip_at(event.pos())
            if text:
                QToolTip.showText(event.globalPos(), text, self.viewport())
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().viewportEvent(event)

    def tooltip_at(self, pos: QPoint) -> str:
        """The tooltip for what is at ``pos``."""
        hit = self.hit(pos)
        if hit is None:
            return ""
        card = self.card(hit.table)
        assert card is not None
        if hit.region is Region.DONE:
            if card.hand is HandState.DONE:
                return self.tr("Table {0} has finished hand {1}.").format(
                    card.number, self.hand_number
                )
            reason = self.done_reason(card.number)
            if reason:
                return reason
            return self.tr("Click when table {0} has finished hand {1} (E).").format(
                card.number, self.hand_number
            )
        if hit.region is Region.DRAW:
            return self.tr(
                "The button is not set at table {0}: click to draw for it (high card), or click "
                "the spot left of a seat to put it there (B)."
            ).format(card.number)
        if hit.region is Region.HEADER:
            return self.tr("Table {0}: {1} players, {2} usable seats.").format(
                card.number, card.count, card.capacity
            )
        seat = card.seat(hit.seat)
        if hit.region is Region.BUTTON:
            if seat.button:
                return self.tr("The dealer button is at seat {0}.").format(seat.seat)
            return self.tr("Click to put the dealer button at seat {0} (B).").format(seat.seat)
        lines = [self.tr("Table {0}, seat {1}").format(card.number, seat.seat)]
        if seat.entry is not None:
            lines.append(seat.name)
            if seat.chips is not None:
                lines.append(self.tr("{0} chips").format(num(seat.chips)))
        elif seat.blocked:
            lines.append(self.tr("Blocked: nobody is seated here."))
        elif seat.held_for:
            lines.append(self.tr("Held for {0}.").format(seat.held_for))
        else:
            lines.append(self.tr("Open."))
        if seat.button:
            lines.append(self.tr("Dealer button."))
        if seat.small_blind:
            lines.append(self.tr("Small blind."))
        if seat.big_blind:
            lines.append(self.tr("Big blind."))
        if seat.next_big_blind:
            lines.append(self.tr("Posts the big blind next: the first to move when balancing."))
        if seat.waits:
            lines.append(self.tr("Sits out until the button has passed."))
        if seat.fixed:
            lines.append(self.tr("Fixed seat: never moved."))
        mark = self.marks.get((card.number, seat.seat))
        if mark is not None and mark.note:
            lines.append(self.tr("Proposed: {0}").format(mark.note))
        return "\n".join(lines)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Up and Down walk through the seats, table after table; Home and End jump."""
        key = event.key()
        seats = [(c.number, s.seat) for c in self.cards for s in c.seats]
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home, Qt.Key.Key_End) and seats:
            if key == Qt.Key.Key_Home:
                target = seats[0]
            elif key == Qt.Key.Key_End:
                target = seats[-1]
            else:
                current = self.selected if self.selected in seats else None
                if current is None:
                    base = (
                        seats.index((self.selected[0], 1))
                        if self.selected is not None and (self.selected[0], 1) in seats
                        else 0
                    )
                    target = seats[base]
                else:
                    step = 1 if key == Qt.Key.Key_Down else -1
                    target = seats[max(0, min(len(seats) - 1, seats.index(current) + step))]
            self.select(*target)
            return
        super().keyPressEvent(event)
