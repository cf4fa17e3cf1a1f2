"""The column beside the room: the room's state and actions, the selected seat or table, a legend.

:class:`RoomBox` says how the players are spread and holds the seat draw, adding tables and
hand for hand. :class:`SelectionBox` shows the seat or table clicked in the room and what can be
done with it; a button that cannot be used says why in its tooltip (the domain's reason).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from director import seating
from director.tournament.model import TournamentState
from director.tournament.settings import MAX_SEATS, MIN_SEATS
from ui.common.buttons import ReasonButton
from ui.common.fmt import num
from ui.document import Document
from ui.tables.cards import HandState, SeatCard, TableCard

#: The width of the column.
SIDE_WIDTH = 310


def heading(text: str) -> QLabel:
    """A bold heading of the column."""
    label = QLabel(text)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    return label


def _column(widget: QWidget) -> QVBoxLayout:
    box = QVBoxLayout(widget)
    box.setContentsMargins(0, 0, 0, 0)
    return box


def side_panel(*boxes: QWidget) -> QScrollArea:
    """The column: ``boxes`` one under the other, scrolling when the window is short."""
    side = QWidget()
    side.setObjectName("tablesSide")
    column = QVBoxLayout(side)
    column.setContentsMargins(4, 0, 4, 0)
    for i, box in enumerate(boxes):
        if i:
            column.addSpacing(10)
        column.addWidget(box)
    column.addStretch(1)
    scroll = QScrollArea()
    scroll.setObjectName("tablesSideScroll")
    scroll.setWidget(side)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setFixedWidth(SIDE_WIDTH)
    return scroll


class RoomBox(QWidget):
    """How the players are spread; draw the seats, add tables, hand for hand on or off.

    Args:
        seats: The seats per table the tournament uses (new tables get as many).
    """

    def __init__(self, seats: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        box = _column(self)
        box.addWidget(heading(self.tr("Room")))
        self.status_label = QLabel()
        self.status_label.setObjectName("roomStatus")
        self.status_label.setWordWrap(True)
        box.addWidget(self.status_label)
        self.draw_button = ReasonButton(
            self.tr("Draw seats (D)"),
            "drawSeats",
            self.tr("Give every player without a seat a random seat (TDA: random seating)."),
        )
        box.addWidget(self.draw_button)
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("Tables to add:")), 0, 0)
        self.add_count = QSpinBox()
        self.add_count.setObjectName("addTableCount")
        self.add_count.setRange(1, 200)
        grid.addWidget(self.add_count, 0, 1)
        grid.addWidget(QLabel(self.tr("Seats at each:")), 1, 0)
        self.add_seats = QSpinBox()
        self.add_seats.setObjectName("addTableSeats")
        self.add_seats.setRange(MIN_SEATS, MAX_SEATS)
        self.add_seats.setValue(seats)
        grid.addWidget(self.add_seats, 1, 1)
        box.addLayout(grid)
        self.add_button = ReasonButton(
            self.tr("Add tables (A)"),
            "addTables",
            self.tr("Add the tables, numbered after the last one."),
        )
        box.addWidget(self.add_button)
        self.h4h_button = ReasonButton(
            self.tr("Hand for hand (H)"),
            "handForHand",
            self.tr(
                "Every table plays one hand, then waits for the others (at the bubble). "
                "Busts in the same hand finish together. The clock pauses while it is on; "
                "away from the bubble it asks first."
            ),
        )
        self.h4h_button.setCheckable(True)
        box.addWidget(self.h4h_button)

    def show_room(self, s: TournamentState, draw_reason: str | None) -> str:
        """Show the room of ``s``; returns its one-line summary ("30 players at 4 tables…")."""
        tables = list(s.tables.values())
        in_play = [t.count for t in tables if t.count]
        unseated = len(s.unseated)
        text = self.summary(len(tables), in_play)
        lines = [text]
        unused = len(tables) - len(in_play)
        if tables and in_play and unused:  # not short tables: they open as late entries need
            lines.append(
                self.tr("1 table unused, for late entries.")
                if unused == 1
                else self.tr("{0} tables unused, for late entries.").format(unused)
            )
        if unseated:
            lines.append(
                self.tr("1 player without a seat.")
                if unseated == 1
                else self.tr("{0} players without a seat.").format(unseated)
            )
        self.status_label.setText("\n".join(lines))
        self.draw_button.allow(draw_reason)
        if not self.add_count.hasFocus():  # suggest the tables the players without a seat need
            free = sum(len(t.open_seats) for t in tables)
            need = seating.tables_needed(max(0, unseated - free), self.add_seats.value())
            self.add_count.setValue(need)
        return text

    def summary(self, tables: int, in_play: list[int]) -> str:
        """How many players sit at how many tables (``in_play``: the players at each)."""
        seated = sum(in_play)
        if not tables:
            return self.tr("No tables yet.")
        if not in_play:
            return self.tr("{0} tables, nobody seated yet.").format(tables)
        if len(in_play) == 1:
            return self.tr("{0} players at 1 table.").format(seated)
        if min(in_play) == max(in_play):
            return self.tr("{0} players at {1} tables, {2} at each.").format(
                seated, len(in_play), in_play[0]
            )
        return self.tr("{0} players at {1} tables, {2} to {3} at each.").format(
            seated, len(in_play), min(in_play), max(in_play)
        )

    def show_hand_for_hand(self, on: bool) -> None:
        """The hand-for-hand button says whether it is on."""
        self.h4h_button.setChecked(on)
        self.h4h_button.setText(
            self.tr("Hand for hand is on: stop (H)") if on else self.tr("Hand for hand (H)")
        )


class SelectionBox(QWidget):
    """The seat or table selected in the room, and what can be done with it.

    Args:
        document: The open tournament (each button asks it whether its action is allowed).
    """

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._move_source: tuple[int, int] | None = None
        self._unseated: tuple[int, ...] | None = None
        self._shown: tuple[tuple[int, int], TableCard] | None = None
        box = _column(self)
        box.addWidget(heading(self.tr("Selected")))
        self.selection_label = QLabel()
        self.selection_label.setObjectName("selectionLabel")
        self.selection_label.setWordWrap(True)
        self.selection_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.addWidget(self.selection_label)
        box.addWidget(self._build_seat_box())
        box.addWidget(self._build_table_box())

    # -- building ------------------------------------------------------------------------------
    def _build_seat_box(self) -> QWidget:
        """The selected seat: the button, block, fix, move; seat or hold a player; release."""
        self.seat_box = QWidget()
        seat_layout = _column(self.seat_box)
        self.button_here = ReasonButton(
            self.tr("Put the button here (B)"),
            "buttonHere",
            self.tr("The dealer button is at this seat; the blinds follow it."),
        )
        seat_layout.addWidget(self.button_here)
        self.block_button = ReasonButton(self.tr("Block this seat (X)"), "blockSeat")
        seat_layout.addWidget(self.block_button)
        self.fix_button = ReasonButton(
            self.tr("Fix this player's seat (F)"),
            "fixPlayer",
            self.tr(
                "Balancing never moves a player with a fixed seat (e.g. the playing director)."
            ),
        )
        seat_layout.addWidget(self.fix_button)
        seat_layout.addWidget(self._build_move_box())
        seat_layout.addWidget(self._build_empty_box())
        self.release_button = ReasonButton(self.tr("Release the held seat"), "releaseSeat")
        seat_layout.addWidget(self.release_button)
        return self.seat_box

    def _build_move_box(self) -> QWidget:
        """Move the selected player: to the table and seat in the spin boxes, or by a click."""
        self.move_box = QWidget()
        grid = QGridLayout(self.move_box)
        grid.setContentsMargins(0, 4, 0, 0)
        grid.addWidget(QLabel(self.tr("Move to table:")), 0, 0)
        self.move_table = QSpinBox()
        self.move_table.setObjectName("moveTable")
        self.move_table.setRange(1, 999)
        grid.addWidget(self.move_table, 0, 1)
        grid.addWidget(QLabel(self.tr("Seat:")), 1, 0)
        self.move_seat = QSpinBox()
        self.move_seat.setObjectName("moveSeat")
        self.move_seat.setRange(1, MAX_SEATS)
        grid.addWidget(self.move_seat, 1, 1)
        self.move_table.valueChanged.connect(lambda _v: self._update_move_button())
        self.move_seat.valueChanged.connect(lambda _v: self._update_move_button())
        self.move_button = ReasonButton(
            self.tr("Move"), "moveButton", self.tr("Move the player there.")
        )
        grid.addWidget(self.move_button, 2, 0)
        self.pick_button = ReasonButton(
            self.tr("Click a seat… (M)"),
            "pickSeat",
            self.tr("Then click the seat the player moves to (or drag the player there)."),
        )
        grid.addWidget(self.pick_button, 2, 1)
        return self.move_box

    def _build_empty_box(self) -> QWidget:
        """An open seat: seat a player without a seat here, or hold it for them."""
        self.empty_box = QWidget()
        grid = QGridLayout(self.empty_box)
        grid.setContentsMargins(0, 4, 0, 0)
        grid.addWidget(QLabel(self.tr("Player without a seat:")), 0, 0, 1, 2)
        self.unseated_combo = QComboBox()
        self.unseated_combo.setObjectName("unseatedPlayers")
        self.unseated_combo.setMinimumContentsLength(14)
        self.unseated_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.unseated_combo.currentIndexChanged.connect(lambda _i: self._show_again())
        grid.addWidget(self.unseated_combo, 1, 0, 1, 2)
        self.seat_here_button = ReasonButton(
            self.tr("Seat here"), "seatHere", self.tr("Seat the player here now.")
        )
        grid.addWidget(self.seat_here_button, 2, 0)
        self.hold_button = ReasonButton(
            self.tr("Hold this seat"),
            "holdSeat",
            self.tr("Keep this seat for the player: the draw puts them here, nobody else."),
        )
        grid.addWidget(self.hold_button, 2, 1)
        return self.empty_box

    def _build_table_box(self) -> QWidget:
        """The selected table: break it now, or take it away when empty."""
        self.table_box = QWidget()
        row = QHBoxLayout(self.table_box)
        row.setContentsMargins(0, 4, 0, 0)
        self.break_button = ReasonButton(
            self.tr("Break this table"),
            "breakTable",
            self.tr("Propose the moves that break this table now (TDA: random seats)."),
        )
        row.addWidget(self.break_button)
        self.remove_button = ReasonButton(
            self.tr("Remove table (Del)"), "removeTable", self.tr("Take away this empty table.")
        )
        row.addWidget(self.remove_button)
        return self.table_box

    # -- showing the selection -------------------------------------------------------------------
    def show_selection(self, selected: tuple[int, int] | None, card: TableCard | None) -> None:
        """Show ``selected`` (table, seat; seat 0: the whole table) of ``card``, or nothing."""
        self.seat_box.setVisible(selected is not None and selected[1] > 0)
        self.table_box.setVisible(selected is not None)
        if selected is None or card is None:
            self._shown = None
            self.selection_label.setText(self.tr("Click a seat or a table's title."))
            return
        self._shown = (selected, card)
        number, seat_number = selected
        seating_part = self.document.tournament.seating
        self.break_button.allow(
            self.tr("Table {0} has nobody to move.").format(number) if not card.count else None
        )
        self.remove_button.allow(self.document.why_not(seating_part.verify_remove_table, number))
        if not seat_number:
            if card.unused:
                text = self.tr(
                    "Table {0} is unused: {1} usable seats of {2}. It opens when late entries "
                    "need it."
                ).format(number, card.capacity, len(card.seats))
            else:
                text = self.tr("Table {0}: {1} players, {2} usable seats of {3}.").format(
                    number, card.count, card.capacity, len(card.seats)
                )
            if card.hand is HandState.PLAYING:
                text += "\n" + self.tr("Still playing the hand-for-hand hand (E when done).")
            self.selection_label.setText(text)
            return
        seat = card.seat(seat_number)
        self.selection_label.setText(self._seat_text(number, seat))
        self._show_seat(number, seat)

    def _show_again(self) -> None:
        if self._shown is not None:
            self.show_selection(*self._shown)

    def _seat_text(self, number: int, seat: SeatCard) -> str:
        """Who sits at the seat (and their chips), or why it is empty."""
        lines = [self.tr("Table {0}, seat {1}").format(number, seat.seat)]
        if seat.entry is not None:
            lines.append(seat.name)
            if seat.chips is not None:
                lines.append(self.tr("{0} chips").format(num(seat.chips)))
            if seat.fixed:
                lines.append(self.tr("Fixed seat: never moved."))
        elif seat.blocked:
            lines.append(self.tr("Blocked: nobody is seated here."))
        elif seat.held_for:
            lines.append(self.tr("Held for {0}.").format(seat.held_for))
        else:
            lines.append(self.tr("Open seat."))
        return "\n".join(lines)

    def _show_seat(self, number: int, seat: SeatCard) -> None:
        """The seat's buttons: those that fit an occupied, open, blocked or held seat."""
        why = self.document.why_not
        seating_part = self.document.tournament.seating
        self.button_here.allow(why(seating_part.verify_set_button, number, seat.seat))
        self.block_button.setText(
            self.tr("Open this seat again (X)") if seat.blocked else self.tr("Block this seat (X)")
        )
        self.block_button.allow(
            why(seating_part.verify_block_seat, number, seat.seat, not seat.blocked)
        )
        occupied = seat.entry is not None
        self.block_button.setVisible(not occupied)
        self.fix_button.setVisible(occupied)
        self.move_box.setVisible(occupied)
        self.empty_box.setVisible(not occupied and not seat.blocked and not seat.held_for)
        self.release_button.setVisible(bool(seat.held_for))
        if seat.entry is not None:
            self._show_player(number, seat, seat.entry)
        elif not seat.blocked and not seat.held_for:
            self._show_open(number, seat)

    def _show_player(self, number: int, seat: SeatCard, entry: int) -> None:
        """An occupied seat: fix or free the player, move them."""
        seating_part = self.document.tournament.seating
        self.fix_button.setText(
            self.tr("Let this player move (F)")
            if seat.fixed
            else self.tr("Fix this player's seat (F)")
        )
        self.fix_button.allow(
            self.document.why_not(seating_part.verify_fix_player, entry, not seat.fixed)
        )
        if self._move_source != (number, seat.seat):
            # a newly selected player: the spin boxes start at their own seat
            self._move_source = (number, seat.seat)
            self.move_table.blockSignals(True)
            self.move_seat.blockSignals(True)
            self.move_table.setValue(number)
            self.move_seat.setValue(seat.seat)
            self.move_table.blockSignals(False)
            self.move_seat.blockSignals(False)
        self._update_move_button()
        self.pick_button.allow(
            self.tr("{0} has a fixed seat; free it first.").format(seat.name)
            if seat.fixed
            else None
        )

    def _show_open(self, number: int, seat: SeatCard) -> None:
        """An open seat: seat the chosen player without a seat here, or hold it for them."""
        seating_part = self.document.tournament.seating
        self._fill_unseated(self.document.state)
        entry = self.unseated_combo.currentData()
        nobody = self.tr("Every player has a seat.")
        why = self.document.why_not
        self.seat_here_button.allow(
            nobody if entry is None else why(seating_part.verify_seat, entry, number, seat.seat)
        )
        self.hold_button.allow(
            nobody
            if entry is None
            else why(seating_part.verify_reserve_seat, number, seat.seat, entry)
        )

    def _update_move_button(self) -> None:
        if self._shown is None or not self._shown[0][1]:
            return
        selected, card = self._shown
        entry = card.seat(selected[1]).entry
        if entry is None:
            return
        target = (self.move_table.value(), self.move_seat.value())
        if target == selected:
            reason: str | None = self.tr("Choose another table or seat.")
        else:
            seating_part = self.document.tournament.seating
            reason = self.document.why_not(seating_part.propose_move, entry, *target)
        self.move_button.allow(reason)

    def _fill_unseated(self, s: TournamentState) -> None:
        if self._unseated == s.unseated:
            return
        self._unseated = s.unseated
        current = self.unseated_combo.currentData()
        self.unseated_combo.blockSignals(True)
        self.unseated_combo.clear()
        for entry in s.unseated:
            self.unseated_combo.addItem(s.label(entry), entry)
        index = self.unseated_combo.findData(current)
        self.unseated_combo.setCurrentIndex(max(0, index) if s.unseated else -1)
        self.unseated_combo.blockSignals(False)


class Legend(QWidget):
    """What the room's marks mean, and how to use the mouse."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        box = _column(self)
        box.addWidget(heading(self.tr("Legend")))
        legend = QLabel(self.html())
        legend.setTextFormat(Qt.TextFormat.RichText)
        legend.setObjectName("legend")
        legend.setWordWrap(True)
        box.addWidget(legend)

    def html(self) -> str:
        """The legend as a small table, and a hint about clicking and dragging."""

        def tag(text: str, background: str, colour: str = "#ffffff") -> str:
            return (
                f'<span style="background-color:{background}; color:{colour};">'
                f"&nbsp;{text}&nbsp;</span>"
            )

        rows = (
            (tag("D", "#ffffff", "#1d1d1f"), self.tr("the dealer button")),
            (
                tag(self.tr("SB"), "#3f74c4") + " " + tag(self.tr("BB"), "#1f4e8c"),
                self.tr("the blinds"),
            ),
            (
                tag(self.tr("next BB"), "#ffffff", "#a65a14"),
                self.tr("posts the big blind next: balancing moves this player first"),
            ),
            (tag(self.tr("fixed"), "#6b5b95"), self.tr("never moved")),
            (
                tag(self.tr("waits"), "#ffffff", "#6c6c6c"),
                self.tr("sits out until the button has passed"),
            ),
            (tag("→ 7·2", "#ffdca8", "#8a4b00"), self.tr("moves to table 7 seat 2 (proposed)")),
            (tag("← 3·5", "#cdeccf", "#1e6b2a"), self.tr("arrives from table 3 seat 5 (proposed)")),
        )
        lines = "".join(f"<tr><td>{a}</td><td>&nbsp;{b}</td></tr>" for a, b in rows)
        hint = self.tr(
            "Click the spot left of a seat number to put the button there. Drag a player to "
            "another seat to move them. Right-click for more."
        )
        return f"<table cellspacing=2>{lines}</table><p>{hint}</p>"
