"""The room at a glance: every table as a card with its seats, painted, never a widget per seat.

:func:`room_snapshot` turns a tournament state into small immutable :class:`TableCard` values
(who sits where, the button and blinds, the next big blind, blocked, held and fixed seats, where
each table is in a hand-for-hand hand). :class:`RoomView` paints them as a grid of cards that
fills the width and scrolls; only the cards in sight are painted, so 100 tables and 1,000
players stay quick. Clicks become signals (a seat, the button spot beside a seat, a table's
"Hand done" button); the tab decides what they mean.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QToolTip, QWidget

from director import seating
from director.tournament.model import TournamentState, entry_of
from ui.common.fmt import num

# -- what is shown -------------------------------------------------------------------------------


class HandState(StrEnum):
    """Where a table is in the current hand-for-hand hand."""

    NONE = ""  # hand-for-hand is off, or the table does not play this hand
    PLAYING = "playing"
    DONE = "done"


@dataclass(frozen=True, slots=True)
class SeatCard:
    """One seat as the room shows it.

    Attributes:
        seat: The seat number.
        entry: Who sits there (entry id), None if empty.
        name: The name shown ("" if empty).
        chips: The counted stack, if any.
        button, small_blind, big_blind: The positions of the hand being played (or just played).
        next_big_blind: This player posts the big blind next (and is the one balancing moves).
        waits: The player sits out the next hand (arrived between the small blind and button).
        blocked: Nobody may sit here.
        held_for: The name of the player the seat is held for ("" if not held).
        fixed: The player never moves (e.g. the playing director).
    """

    seat: int
    entry: int | None = None
    name: str = ""
    chips: int | None = None
    button: bool = False
    small_blind: bool = False
    big_blind: bool = False
    next_big_blind: bool = False
    waits: bool = False
    blocked: bool = False
    held_for: str = ""
    fixed: bool = False


@dataclass(frozen=True, slots=True)
class TableCard:
    """One table as the room shows it.

    Attributes:
        number: The table number.
        seats: Every seat, 1 to N.
        count: Players seated.
        capacity: Seats players can use (not blocked, not held).
        button_set: The button has been recorded.
        hand: Where the table is in the hand-for-hand hand.
    """

    number: int
    seats: tuple[SeatCard, ...]
    count: int
    capacity: int
    button_set: bool
    hand: HandState = HandState.NONE

    def seat(self, number: int) -> SeatCard:
        """Seat ``number`` (1-based)."""
        return self.seats[number - 1]


def room_snapshot(state: TournamentState) -> tuple[TableCard, ...]:
    """Every table of ``state`` as a :class:`TableCard`, by table number.

    The next big blind is the domain's (:func:`director.seating.next_big_blind_seat`), shown
    only once the button is recorded (before that the card says the button is not set).
    """
    hfh = state.hand_for_hand
    entries = state.entries
    cards = []
    for number in sorted(state.tables):
        table = state.tables[number]
        positions = table.positions
        next_bb = seating.next_big_blind_seat(table)
        waiting = seating.waiting_seats(table) if positions is not None else frozenset()
        seats = []
        for seat in range(1, table.seats + 1):
            pid = table.occupants.get(seat)
            held = table.reserved.get(seat)
            entry = None if pid is None else entry_of(pid)
            seats.append(
                SeatCard(
                    seat=seat,
                    entry=entry,
                    name="" if entry is None else state.label(entry),
                    chips=None if entry is None else entries[entry].chips,
                    button=positions is not None and positions.button == seat,
                    small_blind=positions is not None and positions.small_blind == seat,
                    big_blind=positions is not None and positions.big_blind == seat,
                    next_big_blind=entry is not None and seat == next_bb,
                    waits=seat in waiting,
                    blocked=seat in table.blocked,
                    held_for=state.label(entry_of(held))
                    if held is not None and pid is None
                    else "",
                    fixed=pid is not None and pid in table.fixed,
                )
            )
        if hfh is None or number not in hfh.tables:
            hand = HandState.NONE
        else:
            hand = HandState.DONE if number in hfh.finished else HandState.PLAYING
        cards.append(
            TableCard(
                number=number,
                seats=tuple(seats),
                count=table.count,
                capacity=table.capacity,
                button_set=table.button is not None,
                hand=hand,
            )
        )
    return tuple(cards)


class Mark(StrEnum):
    """How a proposed move marks a seat."""

    LEAVES = "leaves"  # the player sitting here moves away
    ARRIVES = "arrives"  # a player comes to sit here
    STAYS = "stays"  # final-table draw: the player draws the seat they have


@dataclass(frozen=True, slots=True)
class SeatMark:
    """A seat marked by the proposal on show.

    Attributes:
        mark: What happens there.
        note: The short tag drawn at the right ("to 7·2", "from 3·5", "stays").
        name: The player who arrives (drawn in the seat, "" otherwise).
    """

    mark: Mark
    note: str
    name: str = ""


class Region(StrEnum):
    """Parts of a card that answer a click."""

    HEADER = "header"
    DONE = "done"
    BUTTON = "button"  # the spot beside a seat where the dealer button is drawn
    SEAT = "seat"


@dataclass(frozen=True, slots=True)
class Hit:
    """What is under the mouse: a table, a seat (0 for the header) and which part."""

    table: int
    seat: int
    region: Region


# -- colours (fixed where a pastel background needs dark text on any theme) ------------------------

INK = QColor("#1d1d1f")
LEAVES_BG = QColor("#ffdca8")
LEAVES_INK = QColor("#8a4b00")
ARRIVES_BG = QColor("#cdeccf")
ARRIVES_INK = QColor("#1e6b2a")
DONE_BG = QColor("#cdeccf")
PLAYING_BG = QColor("#fff1c4")
SB_COLOUR = QColor("#5b8fd6")
BB_COLOUR = QColor("#1f4e8c")
NEXT_COLOUR = QColor("#d9822b")
FIXED_COLOUR = QColor("#6b5b95")
SELECTED = QColor("#2f6fde")


class RoomView(QAbstractScrollArea):
    """Every table as a card in a grid that fills the width and scrolls.

    Signals:
        seat_pressed(int, int): a seat was clicked (table, seat).
        table_pressed(int): a table's header was clicked.
        button_spot_clicked(int, int): the button spot beside a seat was clicked.
        done_clicked(int): the "Hand done" button of a table was clicked.
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
        self._metrics()

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

    # -- geometry ----------------------------------------------------------------------------------
    def _metrics(self) -> None:
        fm = QFontMetrics(self.font())
        self._fm = fm
        self._bold = QFont(self.font())
        self._bold.setBold(True)
        self._title_font = QFont(self._bold)
        self._title_font.setPointSizeF(self.font().pointSizeF() * 1.15)
        self._small = QFont(self.font())
        self._small.setPointSizeF(max(6.5, self.font().pointSizeF() * 0.8))
        self._row = fm.height() + 8
        self._header = QFontMetrics(self._title_font).height() + 14
        self._pad = 6
        self._gutter = self._row  # the button spot
        self._number_width = fm.horizontalAdvance("10") + 10
        self._min_width = fm.averageCharWidth() * 30 + self._gutter + self._number_width

    def changeEvent(self, event: QEvent) -> None:
        """Fonts changed: measure again."""
        if event.type() == QEvent.Type.FontChange:
            self._metrics()
            self._relayout()
        super().changeEvent(event)

    def _relayout(self) -> None:
        width = max(1, self.viewport().width())
        usable = width - 2 * self.MARGIN
        fit = max(1, (usable + self.GAP) // (self._min_width + self.GAP))
        self._columns = max(1, min(fit, len(self.cards)))
        # a few tables get wider cards (longer names), but not so wide that the eye gets lost
        widest = self._min_width * 3 // 2
        self._card_width = max(
            self._min_width,
            min(widest, (usable - (self._columns - 1) * self.GAP) // self._columns),
        )
        most = max((len(c.seats) for c in self.cards), default=9)
        self._card_height = self._header + most * self._row + 2 * self._pad
        rows = -(-len(self.cards) // self._columns)
        content = 2 * self.MARGIN + rows * self._card_height + max(0, rows - 1) * self.GAP
        bar = self.verticalScrollBar()
        bar.setRange(0, max(0, content - self.viewport().height()))
        bar.setPageStep(self.viewport().height())
        bar.setSingleStep(self._row * 2)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Reflow the cards to the new width."""
        super().resizeEvent(event)
        self._relayout()

    def sizeHint(self) -> QSize:
        """Room for three cards side by side."""
        return QSize(3 * self._min_width + 2 * self.GAP + 2 * self.MARGIN + 20, 600)

    def card_rect(self, number: int) -> QRect:
        """Where table ``number``'s card is, in viewport coordinates (after scrolling)."""
        i = self._position[number]
        col, row = i % self._columns, i // self._columns
        x = self.MARGIN + col * (self._card_width + self.GAP)
        y = self.MARGIN + row * (self._card_height + self.GAP) - self.verticalScrollBar().value()
        return QRect(x, y, self._card_width, self._card_height)

    def seat_rect(self, table: int, seat: int) -> QRect:
        """The row of ``seat`` in table ``table``'s card (viewport coordinates)."""
        card = self.card_rect(table)
        top = card.top() + self._header + self._pad + (seat - 1) * self._row
        return QRect(card.left() + self._pad, top, card.width() - 2 * self._pad, self._row)

    def button_spot_rect(self, table: int, seat: int) -> QRect:
        """The spot beside ``seat`` where the dealer button is drawn; click it to move it there."""
        row = self.seat_rect(table, seat)
        return QRect(row.left(), row.top(), self._gutter, row.height())

    def header_rect(self, table: int) -> QRect:
        """The header of table ``table``'s card."""
        card = self.card_rect(table)
        return QRect(card.left(), card.top(), card.width(), self._header)

    def done_rect(self, table: int) -> QRect:
        """The "Hand done" button of table ``table`` (hand-for-hand; empty when not shown)."""
        card = self.card(table)
        if card is None or card.hand is HandState.NONE:
            return QRect()
        header = self.header_rect(table)
        text = self._done_text(card)
        width = QFontMetrics(self.font()).horizontalAdvance(text) + 20
        return QRect(header.right() - 6 - width, header.top() + 5, width, header.height() - 10)

    def _done_text(self, card: TableCard) -> str:
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
        if cy < self._header:
            if self.done_rect(card.number).contains(pos):
                return Hit(card.number, 0, Region.DONE)
            return Hit(card.number, 0, Region.HEADER)
        seat = (cy - self._header - self._pad) // self._row + 1
        if not 1 <= seat <= len(card.seats):
            return Hit(card.number, 0, Region.HEADER)
        if self._pad <= cx < self._pad + self._gutter:
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
                    self._paint_card(painter, card)
        if self._drag is not None:
            self._paint_drag(painter)
        if not self.cards:
            painter.setPen(self.palette().color(self.palette().ColorRole.PlaceholderText))
            painter.drawText(
                self.viewport().rect(),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self.tr("No tables yet. Add tables, then draw the seats."),
            )
        painter.end()

    def _paint_card(self, p: QPainter, card: TableCard) -> None:
        pal = self.palette()
        rect = self.card_rect(card.number)
        selected_table = self.selected is not None and self.selected[0] == card.number
        p.setPen(
            QPen(
                SELECTED if selected_table else pal.color(pal.ColorRole.Mid),
                2 if selected_table else 1,
            )
        )
        p.setBrush(pal.color(pal.ColorRole.Base))
        p.drawRoundedRect(rect.adjusted(0, 0, -1, -1), 6, 6)

        header = self.header_rect(card.number)
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
        p.setFont(self._title_font)
        title = self.tr("Table {0}").format(card.number)
        title_rect = header.adjusted(10, 0, -6, 0)
        p.drawText(title_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, title)
        x = title_rect.left() + QFontMetrics(self._title_font).horizontalAdvance(title) + 12
        # the right end: the "Hand done" button, what a proposal does, or a missing button
        done = self.done_rect(card.number)
        note = self.notes.get(card.number)
        right = header.right() - 10
        if not done.isNull():
            self._paint_done(p, card, done)
            right = done.left() - 8
        elif note or (not card.button_set and card.count >= 2):
            text, colour = note or (self.tr("button not set"), LEAVES_INK)
            p.setFont(self._bold if note else self._small)
            p.setPen(colour)
            p.drawText(
                header.adjusted(0, 0, -10, 0),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                text,
            )
            right -= p.fontMetrics().horizontalAdvance(text) + 8
        p.setFont(self.font())
        p.setPen(head_ink)
        count = self.tr("{0} of {1} seats").format(card.count, card.capacity)
        if p.fontMetrics().horizontalAdvance(count) > right - x:
            count = f"{card.count}/{card.capacity}"
        p.drawText(
            QRect(x, header.top(), max(0, right - x), header.height()),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            count,
        )
        for seat in card.seats:
            self._paint_seat(p, card, seat)

    def _paint_done(self, p: QPainter, card: TableCard, rect: QRect) -> None:
        p.setFont(self.font())
        if card.hand is HandState.DONE:
            p.setPen(ARRIVES_INK)
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._done_text(card))
            return
        hover = self._hover == Hit(card.number, 0, Region.DONE)
        p.setPen(QPen(BB_COLOUR, 1))
        p.setBrush(QColor("#ffffff") if not hover else QColor("#e4ecf9"))
        p.drawRoundedRect(rect, 4, 4)
        p.setPen(BB_COLOUR)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._done_text(card))

    def _paint_seat(self, p: QPainter, card: TableCard, seat: SeatCard) -> None:
        pal = self.palette()
        row = self.seat_rect(card.number, seat.seat)
        mark = self.marks.get((card.number, seat.seat))
        selected = self.selected == (card.number, seat.seat)
        hover = self._hover is not None and (self._hover.table, self._hover.seat) == (
            card.number,
            seat.seat,
        )
        ink = pal.color(pal.ColorRole.Text)
        body = row.adjusted(self._gutter, 1, 0, -1)
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
        if (self.picking or self._drag is not None) and hover:
            p.setPen(QPen(ARRIVES_INK, 2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(body.adjusted(1, 1, -1, -1))
        if selected:
            p.setPen(QPen(SELECTED, 2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(body.adjusted(1, 1, -1, -1), 3, 3)

        # the dealer button, or a faint one under the mouse (click to move the button there)
        spot = QRect(row.left(), row.top(), self._gutter, row.height())
        disc = spot.adjusted(3, 3, -3, -3)
        side = min(disc.width(), disc.height())
        disc = QRect(disc.center().x() - side // 2, disc.center().y() - side // 2, side, side)
        if seat.button:
            p.setPen(QPen(INK, 1.5))
            p.setBrush(QColor("#ffffff"))
            p.drawEllipse(disc)
            p.setFont(self._bold)
            p.drawText(disc, Qt.AlignmentFlag.AlignCenter, "D")
        elif self._hover == Hit(card.number, seat.seat, Region.BUTTON):
            p.setPen(QPen(pal.color(pal.ColorRole.Mid), 1, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(disc)
            p.setFont(self._bold)
            p.drawText(disc, Qt.AlignmentFlag.AlignCenter, "D")

        number = QRect(body.left(), row.top(), self._number_width - 6, row.height())
        p.setFont(self._bold)
        p.setPen(ink)
        p.drawText(
            number, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, str(seat.seat)
        )

        # tags at the right: SB / BB, next big blind, fixed, waits, the proposal's note
        right = body.right() - 4
        p.setFont(self._small)
        tags: list[tuple[str, QColor, bool]] = []
        if mark is not None and mark.note:
            colour = LEAVES_INK if mark.mark is Mark.LEAVES else ARRIVES_INK
            tags.append((mark.note, colour, False))
        if seat.fixed:
            tags.append((self.tr("fixed"), FIXED_COLOUR, True))
        if seat.waits:
            tags.append((self.tr("waits"), pal.color(pal.ColorRole.Mid), False))
        if seat.next_big_blind:
            tags.append((self.tr("next BB"), NEXT_COLOUR, False))
        if seat.big_blind:
            tags.append((self.tr("BB"), BB_COLOUR, True))
        if seat.small_blind:
            tags.append((self.tr("SB"), SB_COLOUR, True))
        small = QFontMetrics(self._small)
        for text, colour, filled in tags:
            width = small.horizontalAdvance(text) + 10
            tag = QRect(right - width, row.top() + 4, width, row.height() - 8)
            p.setPen(QPen(colour, 1))
            p.setBrush(colour if filled else Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(tag, 3, 3)
            p.setPen(QColor("#ffffff") if filled else colour)
            p.drawText(tag, Qt.AlignmentFlag.AlignCenter, text)
            right = tag.left() - 4

        name_rect = QRect(number.right() + 8, row.top(), right - number.right() - 10, row.height())
        align = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        if mark is not None and mark.mark is Mark.ARRIVES and mark.name:
            font = QFont(self._bold)
            font.setItalic(True)
            p.setFont(font)
            p.setPen(ARRIVES_INK)
            text = mark.name
        elif seat.entry is not None:
            p.setFont(self.font())
            p.setPen(ink)
            text = seat.name
        else:
            font = QFont(self.font())
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
            name_rect,
            align,
            p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, name_rect.width()),
        )

    def _paint_drag(self, p: QPainter) -> None:
        assert self._drag is not None
        name = self._drag[2]
        fm = QFontMetrics(self._bold)
        rect = QRect(
            self._drag_pos + QPoint(12, 8), QSize(fm.horizontalAdvance(name) + 16, self._row)
        )
        p.setPen(QPen(ARRIVES_INK, 1))
        p.setBrush(ARRIVES_BG)
        p.drawRoundedRect(rect, 4, 4)
        p.setFont(self._bold)
        p.setPen(INK)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, name)

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

    def contextMenuEvent(self, event) -> None:
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
