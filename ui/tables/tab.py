"""The Tables tab: the room at a glance, the seat draw, balancing, breaking tables, hand for hand.

Every table is a card listing its seats (who sits where, the dealer button, the blinds, the next
big blind, blocked, held and fixed seats), painted by :class:`ui.tables.room.RoomView`. Whatever
the room needs next (the final-table draw, a table to break, balancing moves: see
:func:`ui.tables.moves.current_proposal`) is shown above it as a list of moves the director
applies with one click (:class:`ui.tables.proposal_panel.ProposalPanel`); the main window then
announces the moves on the projector. Until the tables in play have their button, a bar asks for
it (the draw for the button, or a click on the seat that has it) and each such table's card has
a "Draw button" button. Beside the room, :mod:`ui.tables.side` shows the room's
state and the selected seat or table with their actions.

Every action is a call on :class:`director.tournament.Tournament` through the document: a refused
action shows its one-line reason in the status bar and changes nothing; a disabled button says
why in its tooltip.

Hand for hand (H) away from the bubble (:class:`director.tournament.seating.Bubble`) asks first;
at the bubble, and to stop it, it asks nothing. Its start pauses a running clock and its stop
runs it again (the domain does it, in the same record).

Keys while the tab has focus: D draw seats, A add tables, Ctrl+Enter apply the proposed moves,
H hand for hand on/off, E the selected table has finished the hand, N next hand, B button at the
selected seat, X block/open the selected seat, F fix/free the selected player, M choose the seat
the selected player moves to, Del remove the selected (empty) table, Ctrl+F find a player,
Up/Down walk through the seats, Esc cancel.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QHBoxLayout,
    QLabel,
    QMenu,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from director.errors import DirectorError
from director.tournament import Tournament
from director.tournament.model import TournamentState
from director.tournament.seating import Bubble
from ui.common.actions import lettered, make_action, split_key
from ui.document import Document, error_text
from ui.tables.bars import ButtonBar, HandForHandBar, PickBar
from ui.tables.cards import TableCard, room_snapshot
from ui.tables.find import PlayerFinder
from ui.tables.moves import Proposal, chosen_break, current_proposal, seat_marks
from ui.tables.proposal_panel import ProposalPanel
from ui.tables.room import RoomView
from ui.tables.side import Legend, RoomBox, SelectionBox, side_panel


class TablesTab(QWidget):
    """The room: tables and seats, the draw, balancing, breaking tables, hand for hand.

    Args:
        document: The open tournament.
        parent: The main window (or None).
    """

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tablesTab")
        self.document = document
        self._state: TournamentState | None = None
        self._proposal_key: tuple[object, object] | None = None
        self.proposal = Proposal()
        self._chosen: Proposal | None = None
        self._picking: tuple[int, int] | None = None  # the seat whose player is moving
        self.room = RoomView()
        self.proposal_panel = ProposalPanel()
        self.h4h_bar = HandForHandBar()
        self.button_bar = ButtonBar()
        #: The question hand-for-hand away from the bubble asks (open while it waits).
        self.h4h_question: QMessageBox | None = None
        self.pick_bar = PickBar()
        self.finder = PlayerFinder(document)
        self.room_label = QLabel()
        self.room_label.setObjectName("roomLabel")
        self.room_box = RoomBox(document.tournament.settings.seats_per_table)
        self.selection = SelectionBox(document)
        self._lay_out()
        self._connect_room()
        self._connect_buttons()
        self._build_actions()
        document.changed.connect(self._changed)
        self.refresh()

    @property
    def tournament(self) -> Tournament:
        """The open tournament."""
        return self.document.tournament

    # -- building ------------------------------------------------------------------------------------
    def _lay_out(self) -> None:
        """The bars above; the search and the room on the left, the column on the right."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(6)
        layout.addWidget(self.proposal_panel)
        layout.addWidget(self.button_bar)
        layout.addWidget(self.h4h_bar)
        layout.addWidget(self.pick_bar)
        body = QHBoxLayout()
        body.setSpacing(6)
        left = QVBoxLayout()
        left.setSpacing(4)
        top = QHBoxLayout()
        top.addWidget(self.finder, 1)
        top.addWidget(self.room_label)
        left.addLayout(top)
        left.addWidget(self.room, 1)
        body.addLayout(left, 1)
        body.addWidget(side_panel(self.room_box, self.selection, Legend()))
        layout.addLayout(body, 1)

    def _connect_room(self) -> None:
        room = self.room
        room.done_reason = self._done_reason
        room.seat_pressed.connect(self._seat_pressed)
        room.table_pressed.connect(lambda _n: self._cancel_pick())
        room.button_spot_clicked.connect(self.set_button)
        room.done_clicked.connect(self.table_done)
        room.draw_clicked.connect(self.draw_button_at)
        room.seat_dropped.connect(self._dropped)
        room.menu_requested.connect(self._menu)
        room.selection_changed.connect(self._update_selection)
        self.finder.found.connect(lambda table, seat: room.select(table, seat))
        self.finder.finished.connect(room.setFocus)

    def _connect_buttons(self) -> None:
        clicks: tuple[tuple[QAbstractButton, Callable[[], object]], ...] = (
            (self.proposal_panel.apply_button, self.apply_proposal),
            (self.proposal_panel.cancel_button, self.cancel_chosen),
            (self.h4h_bar.next_hand_button, self.next_hand),
            (self.button_bar.draw_button, self.draw_buttons),
            (self.pick_bar.cancel_button, self._cancel_pick),
            (self.room_box.draw_button, self.draw_seats),
            (self.room_box.add_button, self.add_tables),
            (self.room_box.h4h_button, self.toggle_hand_for_hand),
            (self.selection.button_here, self.button_at_selection),
            (self.selection.block_button, self.toggle_block),
            (self.selection.fix_button, self.toggle_fixed),
            (self.selection.move_button, self.move_to_chosen),
            (self.selection.pick_button, self.start_pick),
            (self.selection.seat_here_button, self.seat_here),
            (self.selection.hold_button, self.hold_seat),
            (self.selection.release_button, self.release_seat),
            (self.selection.break_button, self.break_selected),
            (self.selection.remove_button, self.remove_selected),
        )
        for button, slot in clicks:
            button.clicked.connect(lambda _checked=False, slot=slot: slot())

    def _build_actions(self) -> None:
        """The tab's keys (they work while the tab or one of its children has the focus)."""
        self.actions_by_name: dict[str, QAction] = {}
        keys: tuple[tuple[str, str, list[str], Callable[[], object]], ...] = (
            ("drawSeats", self.tr("Draw seats"), ["D"], self.draw_seats),
            ("addTables", self.tr("Add tables"), ["A"], self.add_tables),
            (
                "applyMoves",
                self.tr("Apply the proposed moves"),
                ["Ctrl+Return", "Ctrl+Enter"],
                self.apply_proposal,
            ),
            ("handForHand", self.tr("Hand for hand on or off"), ["H"], self.toggle_hand_for_hand),
            (
                "handDone",
                self.tr("The selected table has finished the hand"),
                ["E"],
                self.done_selected,
            ),
            ("nextHand", self.tr("Next hand"), ["N"], self.next_hand),
            (
                "buttonHere",
                self.tr("Put the button at the selected seat"),
                ["B"],
                self.button_at_selection,
            ),
            ("blockSeat", self.tr("Block or open the selected seat"), ["X"], self.toggle_block),
            ("fixPlayer", self.tr("Fix or free the selected player"), ["F"], self.toggle_fixed),
            ("pickSeat", self.tr("Move the selected player: click a seat"), ["M"], self.start_pick),
            ("removeTable", self.tr("Remove the selected table"), ["Delete"], self.remove_selected),
            ("findPlayer", self.tr("Find a player"), ["Ctrl+F"], self.finder.start),
            ("cancel", self.tr("Cancel"), ["Escape"], self._escape),
        )
        for name, text, shortcuts, slot in keys:
            self.actions_by_name[name] = make_action(
                self,
                text,
                slot,
                shortcuts,
                f"{name}Action",
                Qt.ShortcutContext.WidgetWithChildrenShortcut,
            )

    # -- reading the state ---------------------------------------------------------------------------
    def _changed(self, _record: object) -> None:
        # Hidden, the tab catches up when it is shown (1,000 entrants: a few ms per change saved).
        if self.isVisible():
            self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        """Catch up with the tournament; keys go to the room unless a field of the tab has them."""
        super().showEvent(event)
        self.refresh()
        focus = QApplication.focusWidget()
        if focus is None or not self.isAncestorOf(focus):
            self.room.setFocus()

    def refresh(self) -> None:
        """Show the current state: the room, what it needs, the selection."""
        s = self.document.state
        if s is self._state:
            return
        self._state = s
        # The break and final-table proposals are random draws: make them once per room.
        key = (s.tables, s.hand_for_hand)
        if self._proposal_key is None or key[0] is not self._proposal_key[0]:
            self._chosen = None
            self._picking = None
            self.proposal = current_proposal(self.tournament, self.document.lang)
        self._proposal_key = key
        self.room.hand_number = s.hand_for_hand.hand if s.hand_for_hand else 0
        cards = room_snapshot(s)
        self._show_proposal(cards)
        self.button_bar.show_tables([c.number for c in cards if c.needs_button])
        draw_reason = self.document.why_not(self.tournament.seating.verify_draw_seats)
        self.room_label.setText(self.room_box.show_room(s, draw_reason))
        self.room_box.show_hand_for_hand(s.hand_for_hand is not None)
        waiting = self.tournament.seating.still_playing()
        self.h4h_bar.show_hand(s, waiting, None if not waiting else self._next_hand_reason())
        self._update_pick()
        self._update_selection()

    def _show_proposal(self, cards: tuple[TableCard, ...] | None = None) -> None:
        """Show the proposal on show (the one chosen, else the room's) and mark the room with it
        (``cards``: the room anew, None: the room as it is)."""
        s = self.document.state
        shown = self._chosen or self.proposal
        self.room.set_cards(
            self.room.cards if cards is None else cards,
            seat_marks(s, shown.moves),
            self.proposal_panel.room_notes(shown),
        )
        self.proposal_panel.show_proposal(s, shown, self.document.lang)

    def _next_hand_reason(self) -> str | None:
        return self.document.why_not(self.tournament.seating.verify_next_hand)

    def _done_reason(self, table: int) -> str | None:
        return self.document.why_not(self.tournament.seating.verify_table_done, table)

    # -- selection -----------------------------------------------------------------------------------
    def _selection(self) -> tuple[int, int] | None:
        selected = self.room.selected
        if selected is None or self.room.card(selected[0]) is None:
            return None
        return selected

    def _update_selection(self) -> None:
        selected = self._selection()
        card = None if selected is None else self.room.card(selected[0])
        self.selection.show_selection(selected, card)

    def _occupant(self, table: int, seat: int) -> int | None:
        """Who sits at ``table`` ``seat`` as the room shows it."""
        card = self.room.card(table)
        return None if card is None else card.seat(seat).entry

    def _selected_seat(self) -> tuple[int, int] | None:
        selected = self._selection()
        if selected is None or not selected[1]:
            self.document.failed.emit(self.tr("Select a seat first: click it in the room."))
            return None
        return selected

    def _selected_player(self) -> tuple[int, int, int] | None:
        selected = self._selected_seat()
        if selected is None:
            return None
        entry = self._occupant(*selected)
        if entry is None:
            self.document.failed.emit(
                self.tr("Nobody sits at table {0} seat {1}.").format(*selected)
            )
            return None
        return selected[0], selected[1], entry

    def _selected_table(self) -> int | None:
        selected = self._selection()
        if selected is None:
            self.document.failed.emit(self.tr("Select a table first: click its title."))
            return None
        return selected[0]

    # -- actions on the room -------------------------------------------------------------------------
    def add_tables(self) -> None:
        """Add the tables the spin boxes say."""
        box = self.room_box
        self.document.act(
            self.tournament.seating.add_tables, box.add_count.value(), seats=box.add_seats.value()
        )

    def draw_seats(self) -> None:
        """The random seat draw for everybody without a seat (then the bar asks for the buttons)."""
        self.document.act(self.tournament.seating.draw_seats)

    def draw_buttons(self) -> None:
        """Draw for the button at every table in play without one."""
        self.document.act(self.tournament.seating.draw_buttons)

    def draw_button_at(self, table: int) -> None:
        """Draw for the button at ``table``."""
        self.document.act(self.tournament.seating.draw_buttons, [table])

    def apply_proposal(self) -> None:
        """Make every proposed move in one step (the projector announces them)."""
        proposal = self._chosen or self.proposal
        if not proposal.moves or proposal.made is None:
            self.document.failed.emit(proposal.problem or self.tr("There are no moves to apply."))
            return
        # Exactly the moves shown, drawn again from the proposal's code: refused if the room
        # changed since (another program wrote to the file), with the domain's one line.
        self.document.act(self.tournament.seating.apply_proposal, proposal.made)

    def break_selected(self) -> None:
        """Propose the moves that break the selected table now."""
        number = self._selected_table()
        if number is None:
            return
        try:
            self._chosen = chosen_break(self.tournament, number)
        except DirectorError as exc:
            self.document.failed.emit(error_text(exc, self.document.lang))
            return
        self._show_proposal()

    def cancel_chosen(self) -> None:
        """Forget the break the director asked for."""
        self._chosen = None
        self._show_proposal()

    def toggle_hand_for_hand(self) -> None:
        """Hand-for-hand play on, or off; on away from the bubble once the director confirms.

        The question is window-modal but does not block: Start starts it, Cancel leaves it off.
        """
        on = self.document.state.hand_for_hand is None
        self.room_box.h4h_button.setChecked(not on)  # until it is done
        if on and self.h4h_question is not None:
            return
        bubble = self.tournament.seating.bubble()
        if (
            on
            and not bubble.at_bubble
            and self.document.why_not(self.tournament.seating.verify_set_hand_for_hand, True)
            is None
        ):
            self._ask_hand_for_hand(bubble)
            return
        self._set_hand_for_hand(on)

    def _set_hand_for_hand(self, on: bool) -> None:
        if self.document.act(self.tournament.seating.set_hand_for_hand, on) is not None:
            self.room_box.h4h_button.setChecked(on)

    def _ask_hand_for_hand(self, bubble: Bubble) -> None:
        """Ask before starting hand-for-hand away from the bubble (a slip of H costs a pause)."""
        if bubble.away == 0:
            where = self.tr(
                "Every player left is in the money ({0} left, {1} places paid)."
            ).format(bubble.players_left, bubble.places_paid)
        else:
            where = self.tr(
                "{0} players left and {1} places paid: {2} busts before the money, more than "
                "the {3} tables in play."
            ).format(bubble.players_left, bubble.places_paid, bubble.away, bubble.tables)
        text = (
            where
            + "\n\n"
            + self.tr(
                "This is not the bubble (the players left exceed the places paid by no more "
                "than the tables in play). Start hand-for-hand anyway? The clock pauses until "
                "it stops."
            )
        )
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Hand for hand"),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setObjectName("handForHandQuestion")
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("Start hand-for-hand"))
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.finished.connect(self._hand_for_hand_answered)
        self.h4h_question = box
        box.open()

    def _hand_for_hand_answered(self, _result: int) -> None:
        box, self.h4h_question = self.h4h_question, None
        if box is None:
            return
        box.deleteLater()
        if box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Yes:
            self._set_hand_for_hand(True)

    def table_done(self, table: int) -> None:
        """Table ``table`` has finished the hand-for-hand hand."""
        self.document.act(self.tournament.seating.table_done, table)

    def done_selected(self) -> None:
        """The selected table has finished the hand-for-hand hand (or the one table left)."""
        playing = self.tournament.seating.still_playing()
        if self._selection() is None and len(playing) == 1:
            self.table_done(playing[0])
            return
        number = self._selected_table()
        if number is not None:
            self.table_done(number)

    def next_hand(self) -> None:
        """Every table still playing has finished: the next hand-for-hand hand."""
        self.document.act(self.tournament.seating.next_hand)

    def remove_selected(self) -> None:
        """Take away the selected table (it must be empty)."""
        number = self._selected_table()
        if number is not None:
            self.document.act(self.tournament.seating.remove_table, number)

    # -- actions on a seat ---------------------------------------------------------------------------
    def set_button(self, table: int, seat: int) -> None:
        """Put the dealer button at ``seat`` of ``table``."""
        self.document.act(self.tournament.seating.set_button, table, seat)

    def button_at_selection(self) -> None:
        """Put the button at the selected seat."""
        selected = self._selected_seat()
        if selected is not None:
            self.set_button(*selected)

    def toggle_block(self) -> None:
        """Block the selected seat, or open it again."""
        selected = self._selected_seat()
        card = None if selected is None else self.room.card(selected[0])
        if selected is None or card is None:
            return
        blocked = card.seat(selected[1]).blocked
        self.document.act(self.tournament.seating.block_seat, *selected, not blocked)

    def toggle_fixed(self) -> None:
        """Fix the selected player's seat, or let them move again."""
        who = self._selected_player()
        if who is None:
            return
        fixed = self.document.state.is_fixed(who[2])
        self.document.act(self.tournament.seating.fix_player, who[2], not fixed)

    def move_player(self, entry: int, table: int, seat: int) -> None:
        """Move a player by hand to ``table``/``seat``."""
        self.document.act(self.tournament.seating.move, entry, table, seat)

    def move_to_chosen(self) -> None:
        """Move the selected player to the table and seat in the spin boxes."""
        who = self._selected_player()
        if who is not None:
            box = self.selection
            self.move_player(who[2], box.move_table.value(), box.move_seat.value())

    def seat_here(self) -> None:
        """Seat the player chosen in the list at the selected open seat."""
        selected = self._selected_seat()
        entry = self.selection.unseated_combo.currentData()
        if selected is not None and entry is not None:
            self.document.act(self.tournament.seating.seat, entry, *selected)

    def hold_seat(self) -> None:
        """Hold the selected seat for the player chosen in the list."""
        selected = self._selected_seat()
        entry = self.selection.unseated_combo.currentData()
        if selected is not None and entry is not None:
            self.document.act(self.tournament.seating.reserve_seat, *selected, entry)

    def release_seat(self) -> None:
        """The selected seat is no longer held."""
        selected = self._selected_seat()
        if selected is not None:
            self.document.act(self.tournament.seating.reserve_seat, *selected, None)

    # -- moving a player by clicking or dragging -----------------------------------------------------
    def start_pick(self) -> None:
        """Choose where the selected player goes by clicking a seat."""
        who = self._selected_player()
        if who is None:
            return
        reason = self.document.why_not(self.tournament.seating.verify_fix_player, who[2], False)
        if self.document.state.is_fixed(who[2]):
            reason = self.document.why_not(
                self.tournament.seating.propose_move, who[2], who[0], who[1]
            )
        if reason is not None:
            self.document.failed.emit(reason)
            return
        self._picking = (who[0], who[1])
        self._update_pick()

    def _update_pick(self) -> None:
        picking = self._picking
        if picking is not None and self._occupant(*picking) is None:
            picking = self._picking = None
        self.room.picking = picking is not None
        if picking is None:
            self.pick_bar.hide()
            self.room.viewport().unsetCursor()
            return
        card = self.room.card(picking[0])
        assert card is not None
        self.pick_bar.show_pick(card.seat(picking[1]).name, *picking)
        self.room.viewport().setCursor(Qt.CursorShape.CrossCursor)
        self.room.setFocus()

    def _cancel_pick(self) -> None:
        if self._picking is not None:
            self._picking = None
            self._update_pick()

    def _seat_pressed(self, table: int, seat: int) -> None:
        if self._picking is None:
            return
        origin = self._picking
        self._picking = None
        self._update_pick()
        if (table, seat) == origin:
            return
        entry = self._occupant(*origin)
        if entry is not None:
            self.move_player(entry, table, seat)

    def _dropped(self, from_table: int, from_seat: int, to_table: int, to_seat: int) -> None:
        entry = self._occupant(from_table, from_seat)
        if entry is not None:
            self.move_player(entry, to_table, to_seat)

    # -- keys and the context menu -------------------------------------------------------------------
    def _escape(self) -> None:
        if self._picking is not None:
            self._cancel_pick()
        elif self._chosen is not None:
            self.cancel_chosen()

    def _menu(self, table: int, seat: int, pos: QPoint) -> None:
        self.room.select(table, seat, scroll=False)
        self._update_selection()
        menu = QMenu(self)
        menu.setObjectName("seatMenu")
        box = self.selection
        buttons = (
            [box.button_here, box.block_button, box.fix_button, box.pick_button] if seat else []
        ) + [box.break_button, box.remove_button]
        shown = [b for b in buttons if not b.isHidden()]
        texts = [b.text() for b in shown]
        if self.document.state.hand_for_hand is not None:
            texts.append(self.tr("Table {0} has finished the hand (E)").format(table))
        # each item with a letter of its own, its key in the shortcut column
        for i, text in enumerate(lettered([split_key(t) for t in texts])):
            action = menu.addAction(text)
            if i < len(shown):
                action.setEnabled(shown[i].isEnabled())
                action.setToolTip(shown[i].toolTip())
                action.triggered.connect(shown[i].click)
            else:
                action.triggered.connect(lambda _c=False: self.table_done(table))
        self.menu = menu
        menu.popup(pos)
