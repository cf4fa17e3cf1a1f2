"""The Tables tab: the room at a glance, the seat draw, balancing, breaking tables, hand for hand.

Every table is a card listing its seats (who sits where, the dealer button, the blinds, the next
big blind, blocked, held and fixed seats), painted by :class:`ui.tables.room.RoomView`. Whatever
the room needs next (the final-table draw, a table to break, balancing moves: see
:func:`ui.tables.moves.current_proposal`) is shown above it as a list of moves the director
applies with one click; the main window then announces the moves on the projector.

Every action is a call on :class:`director.tournament.Tournament` through the document: a refused
action shows its one-line reason in the status bar and changes nothing; a disabled button says
why in its tooltip.

Keys while the tab has focus: D draw seats, A add tables, Ctrl+Enter apply the proposed moves,
H hand for hand on/off, E the selected table has finished the hand, N next hand, B button at the
selected seat, X block/open the selected seat, F fix/free the selected player, M choose the seat
the selected player moves to, Del remove the selected (empty) table, Ctrl+F find a player,
Up/Down walk through the seats, Esc cancel.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QColor, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from director import seating
from director.errors import DirectorError
from director.tournament import Tournament
from director.tournament.model import TournamentState, entry_of
from director.tournament.settings import MAX_SEATS, MIN_SEATS
from director.tournament.views import entrant_rows
from ui.common.fmt import num
from ui.document import Document, error_text
from ui.tables.moves import (
    MovesModel,
    Proposal,
    ProposalKind,
    chosen_break,
    current_proposal,
    seat_marks,
)
from ui.tables.room import ARRIVES_INK, LEAVES_INK, HandState, RoomView, room_snapshot

#: Panel colours per proposal: (background, border).
PANEL_COLOURS = {
    ProposalKind.BALANCE: ("#fff4e0", "#e0a040"),
    ProposalKind.BREAK: ("#e8f0fb", "#5b8fd6"),
    ProposalKind.FINAL: ("#e6f5e7", "#3f9a4a"),
}


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
        self._proposal_key: object = None
        self.proposal = Proposal()
        self._chosen: Proposal | None = None
        self._picking: tuple[int, int] | None = None  # the seat whose player is moving
        self._unseated: tuple[int, ...] | None = None
        self._defaults: dict[QWidget, str] = {}
        self._move_source: tuple[int, int] | None = None

        self.room = RoomView()
        self.room.done_reason = self._done_reason
        self.room.seat_pressed.connect(self._seat_pressed)
        self.room.table_pressed.connect(lambda _n: self._cancel_pick())
        self.room.button_spot_clicked.connect(self.set_button)
        self.room.done_clicked.connect(self.table_done)
        self.room.seat_dropped.connect(self._dropped)
        self.room.menu_requested.connect(self._menu)
        self.room.selection_changed.connect(self._update_selection)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(6)
        layout.addWidget(self._build_proposal_panel())
        layout.addWidget(self._build_h4h_bar())
        layout.addWidget(self._build_pick_bar())
        body = QHBoxLayout()
        body.setSpacing(6)
        left = QVBoxLayout()
        left.setSpacing(4)
        top = QHBoxLayout()
        self.find_edit = QLineEdit()
        self.find_edit.setObjectName("findPlayer")
        self.find_edit.setPlaceholderText(self.tr("Find a player (Ctrl+F)"))
        self.find_edit.setClearButtonEnabled(True)
        self.find_edit.setMinimumWidth(240)
        self.find_edit.setMaximumWidth(320)
        self.find_edit.textEdited.connect(lambda _t: self.find_player())
        self.find_edit.returnPressed.connect(self._find_done)
        top.addWidget(self.find_edit)
        self.find_result = QLabel()
        self.find_result.setObjectName("findResult")
        top.addWidget(self.find_result, 1)
        self.room_label = QLabel()
        self.room_label.setObjectName("roomLabel")
        top.addWidget(self.room_label)
        left.addLayout(top)
        left.addWidget(self.room, 1)
        body.addLayout(left, 1)
        body.addWidget(self._build_side_panel())
        layout.addLayout(body, 1)
        self._build_actions()

        document.changed.connect(self._changed)
        self.refresh()

    @property
    def tournament(self) -> Tournament:
        """The open tournament."""
        return self.document.tournament

    # -- building ------------------------------------------------------------------------------------
    def _button(
        self, text: str, slot: Callable[[], object], name: str, tip: str = ""
    ) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.clicked.connect(lambda _checked=False: slot())
        if tip:
            button.setToolTip(tip)
        self._defaults[button] = tip
        return button

    def _enable(self, widget: QWidget, reason: str | None) -> None:
        """Enable ``widget``, or disable it with the reason as its tooltip."""
        widget.setEnabled(reason is None)
        widget.setToolTip(self._defaults.get(widget, "") if reason is None else reason)

    def _build_proposal_panel(self) -> QFrame:
        panel = QFrame()
        panel.setObjectName("proposalPanel")
        self.proposal_panel = panel
        box = QVBoxLayout(panel)
        box.setContentsMargins(10, 8, 10, 8)
        self.proposal_title = QLabel()
        self.proposal_title.setObjectName("proposalTitle")
        self.proposal_title.setWordWrap(True)
        font = self.proposal_title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.proposal_title.setFont(font)
        box.addWidget(self.proposal_title)
        row = QHBoxLayout()
        self.moves_model = MovesModel(self)
        self.moves_view = QTableView()
        self.moves_view.setObjectName("proposedMoves")
        self.moves_view.setModel(self.moves_model)
        self.moves_view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.moves_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.moves_view.setShowGrid(False)
        self.moves_view.horizontalHeader().hide()
        self.moves_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.moves_view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.moves_view.setWordWrap(False)
        row.addWidget(self.moves_view, 1)
        buttons = QVBoxLayout()
        self.apply_button = self._button(
            self.tr("Apply moves"),
            self.apply_proposal,
            "applyMoves",
            self.tr("Make every move listed, in one step (Ctrl+Enter)."),
        )
        font = self.apply_button.font()
        font.setBold(True)
        self.apply_button.setFont(font)
        self.apply_button.setMinimumHeight(36)
        buttons.addWidget(self.apply_button)
        self.cancel_button = self._button(self.tr("Cancel"), self.cancel_chosen, "cancelBreak")
        buttons.addWidget(self.cancel_button)
        buttons.addStretch(1)
        row.addLayout(buttons)
        box.addLayout(row)
        panel.hide()
        return panel

    def _build_h4h_bar(self) -> QFrame:
        bar = QFrame()
        bar.setObjectName("handForHandBar")
        bar.setStyleSheet(
            "#handForHandBar { background: #fff1c4; border: 1px solid #d9a400; border-radius: 6px; }"
            " #handForHandBar QLabel { color: #1d1d1f; }"
        )
        self.h4h_bar = bar
        row = QHBoxLayout(bar)
        row.setContentsMargins(10, 6, 10, 6)
        self.h4h_label = QLabel()
        self.h4h_label.setObjectName("handForHandLabel")
        self.h4h_label.setWordWrap(True)
        row.addWidget(self.h4h_label, 1)
        self.next_hand_button = self._button(
            self.tr("Next hand"),
            self.next_hand,
            "nextHand",
            self.tr("Every table has finished: deal the next hand (N)."),
        )
        self.next_hand_button.setMinimumHeight(32)
        row.addWidget(self.next_hand_button)
        bar.hide()
        return bar

    def _build_pick_bar(self) -> QFrame:
        bar = QFrame()
        bar.setObjectName("pickBar")
        bar.setStyleSheet(
            "#pickBar { background: #cdeccf; border: 1px solid #3f9a4a; border-radius: 6px; }"
            " #pickBar QLabel { color: #1d1d1f; }"
        )
        self.pick_bar = bar
        row = QHBoxLayout(bar)
        row.setContentsMargins(10, 4, 10, 4)
        self.pick_label = QLabel()
        self.pick_label.setObjectName("pickLabel")
        row.addWidget(self.pick_label, 1)
        row.addWidget(self._button(self.tr("Cancel (Esc)"), self._cancel_pick, "cancelPick"))
        bar.hide()
        return bar

    def _heading(self, text: str) -> QLabel:
        label = QLabel(text)
        font = label.font()
        font.setBold(True)
        label.setFont(font)
        return label

    def _build_side_panel(self) -> QScrollArea:
        side = QWidget()
        side.setObjectName("tablesSide")
        box = QVBoxLayout(side)
        box.setContentsMargins(4, 0, 4, 0)

        box.addWidget(self._heading(self.tr("Room")))
        self.status_label = QLabel()
        self.status_label.setObjectName("roomStatus")
        self.status_label.setWordWrap(True)
        box.addWidget(self.status_label)
        self.draw_button = self._button(
            self.tr("Draw seats (D)"),
            self.draw_seats,
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
        self.add_seats.setValue(self.tournament.settings.seats_per_table)
        grid.addWidget(self.add_seats, 1, 1)
        box.addLayout(grid)
        self.add_button = self._button(
            self.tr("Add tables (A)"),
            self.add_tables,
            "addTables",
            self.tr("Add the tables, numbered after the last one."),
        )
        box.addWidget(self.add_button)
        self.h4h_button = self._button(
            self.tr("Hand for hand (H)"),
            self.toggle_hand_for_hand,
            "handForHand",
            self.tr(
                "Every table plays one hand, then waits for the others (near the money). "
                "Busts in the same hand finish together."
            ),
        )
        self.h4h_button.setCheckable(True)
        box.addWidget(self.h4h_button)

        box.addSpacing(10)
        box.addWidget(self._heading(self.tr("Selected")))
        self.selection_label = QLabel()
        self.selection_label.setObjectName("selectionLabel")
        self.selection_label.setWordWrap(True)
        self.selection_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.addWidget(self.selection_label)
        self.seat_box = QWidget()
        seat_layout = QVBoxLayout(self.seat_box)
        seat_layout.setContentsMargins(0, 0, 0, 0)
        self.button_here = self._button(
            self.tr("Put the button here (B)"),
            self.button_at_selection,
            "buttonHere",
            self.tr("The dealer button is at this seat; the blinds follow it."),
        )
        seat_layout.addWidget(self.button_here)
        self.block_button = self._button(
            self.tr("Block this seat (X)"), self.toggle_block, "blockSeat"
        )
        seat_layout.addWidget(self.block_button)
        self.fix_button = self._button(
            self.tr("Fix this player's seat (F)"),
            self.toggle_fixed,
            "fixPlayer",
            self.tr(
                "Balancing never moves a player with a fixed seat (e.g. the playing director)."
            ),
        )
        seat_layout.addWidget(self.fix_button)
        self.move_box = QWidget()
        move_grid = QGridLayout(self.move_box)
        move_grid.setContentsMargins(0, 4, 0, 0)
        move_grid.addWidget(QLabel(self.tr("Move to table:")), 0, 0)
        self.move_table = QSpinBox()
        self.move_table.setObjectName("moveTable")
        self.move_table.setRange(1, 999)
        move_grid.addWidget(self.move_table, 0, 1)
        move_grid.addWidget(QLabel(self.tr("Seat:")), 1, 0)
        self.move_seat = QSpinBox()
        self.move_seat.setObjectName("moveSeat")
        self.move_seat.setRange(1, MAX_SEATS)
        move_grid.addWidget(self.move_seat, 1, 1)
        self.move_table.valueChanged.connect(lambda _v: self._update_move_button())
        self.move_seat.valueChanged.connect(lambda _v: self._update_move_button())
        self.move_button = self._button(
            self.tr("Move"), self.move_to_chosen, "moveButton", self.tr("Move the player there.")
        )
        move_grid.addWidget(self.move_button, 2, 0)
        self.pick_button = self._button(
            self.tr("Click a seat… (M)"),
            self.start_pick,
            "pickSeat",
            self.tr("Then click the seat the player moves to (or drag the player there)."),
        )
        move_grid.addWidget(self.pick_button, 2, 1)
        seat_layout.addWidget(self.move_box)
        self.empty_box = QWidget()
        empty_layout = QGridLayout(self.empty_box)
        empty_layout.setContentsMargins(0, 4, 0, 0)
        empty_layout.addWidget(QLabel(self.tr("Player without a seat:")), 0, 0, 1, 2)
        self.unseated_combo = QComboBox()
        self.unseated_combo.setObjectName("unseatedPlayers")
        self.unseated_combo.setMinimumContentsLength(14)
        self.unseated_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.unseated_combo.currentIndexChanged.connect(lambda _i: self._update_selection())
        empty_layout.addWidget(self.unseated_combo, 1, 0, 1, 2)
        self.seat_here_button = self._button(
            self.tr("Seat here"), self.seat_here, "seatHere", self.tr("Seat the player here now.")
        )
        empty_layout.addWidget(self.seat_here_button, 2, 0)
        self.hold_button = self._button(
            self.tr("Hold this seat"),
            self.hold_seat,
            "holdSeat",
            self.tr("Keep this seat for the player: the draw puts them here, nobody else."),
        )
        empty_layout.addWidget(self.hold_button, 2, 1)
        seat_layout.addWidget(self.empty_box)
        self.release_button = self._button(
            self.tr("Release the held seat"), self.release_seat, "releaseSeat"
        )
        seat_layout.addWidget(self.release_button)
        box.addWidget(self.seat_box)
        self.table_box = QWidget()
        table_row = QHBoxLayout(self.table_box)
        table_row.setContentsMargins(0, 4, 0, 0)
        self.break_button = self._button(
            self.tr("Break this table"),
            self.break_selected,
            "breakTable",
            self.tr("Propose the moves that break this table now (TDA: random seats)."),
        )
        table_row.addWidget(self.break_button)
        self.remove_button = self._button(
            self.tr("Remove table (Del)"),
            self.remove_selected,
            "removeTable",
            self.tr("Take away this empty table."),
        )
        table_row.addWidget(self.remove_button)
        box.addWidget(self.table_box)

        box.addSpacing(10)
        box.addWidget(self._heading(self.tr("Legend")))
        legend = QLabel(self._legend_html())
        legend.setTextFormat(Qt.TextFormat.RichText)
        legend.setObjectName("legend")
        legend.setWordWrap(True)
        box.addWidget(legend)
        box.addStretch(1)

        scroll = QScrollArea()
        scroll.setObjectName("tablesSideScroll")
        scroll.setWidget(side)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFixedWidth(310)
        return scroll

    def _legend_html(self) -> str:
        def tag(text: str, background: str, colour: str = "#ffffff") -> str:
            return (
                f'<span style="background-color:{background}; color:{colour};">'
                f"&nbsp;{text}&nbsp;</span>"
            )

        rows = (
            (tag("D", "#ffffff", "#1d1d1f"), self.tr("the dealer button")),
            (
                tag(self.tr("SB"), "#5b8fd6") + " " + tag(self.tr("BB"), "#1f4e8c"),
                self.tr("the blinds"),
            ),
            (
                tag(self.tr("next BB"), "#ffffff", "#d9822b"),
                self.tr("posts the big blind next: balancing moves this player first"),
            ),
            (tag(self.tr("fixed"), "#6b5b95"), self.tr("never moved")),
            (
                tag(self.tr("waits"), "#ffffff", "#808080"),
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

    def _build_actions(self) -> None:
        self.actions_by_name: dict[str, QAction] = {}
        keys: tuple[tuple[str, str, list, Callable[[], object]], ...] = (
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
            ("findPlayer", self.tr("Find a player"), ["Ctrl+F"], self._focus_find),
            ("cancel", self.tr("Cancel"), ["Escape"], self._escape),
        )
        for name, text, shortcuts, slot in keys:
            action = QAction(text, self)
            action.setObjectName(f"{name}Action")
            action.setShortcuts([QKeySequence(k) for k in shortcuts])
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(lambda _checked=False, slot=slot: slot())
            self.addAction(action)
            self.actions_by_name[name] = action

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
        t = self.tournament
        # The break and final-table proposals are random draws: make them once per room.
        key = (s.tables, s.hand_for_hand)
        if self._proposal_key is None or key[0] is not self._proposal_key[0]:
            self._chosen = None
            self._picking = None
            self.proposal = current_proposal(t, self.document.lang)
        self._proposal_key = key
        shown = self._chosen or self.proposal
        self.room.hand_number = s.hand_for_hand.hand if s.hand_for_hand else 0
        self.room.set_cards(room_snapshot(s), seat_marks(s, shown.moves), self._notes(shown))
        self._show_proposal(shown)
        self._update_room_status(s)
        self._update_h4h(s)
        self._update_pick()
        self._update_selection()

    def _notes(self, proposal: Proposal) -> dict[int, tuple[str, QColor]]:
        """The header notes of the tables a proposal breaks (or keeps as the final table)."""
        breaks = (self.tr("breaks"), LEAVES_INK)
        if proposal.kind is ProposalKind.BREAK and proposal.table is not None:
            return {proposal.table: breaks}
        if proposal.kind is ProposalKind.FINAL and proposal.table is not None:
            notes = {m.from_table: breaks for m in proposal.moves if m.from_table is not None}
            notes[proposal.table] = (self.tr("final table"), ARRIVES_INK)
            return notes
        return {}

    def _update_room_status(self, s: TournamentState) -> None:
        tables = list(s.tables.values())
        in_play = [t.count for t in tables if t.count]
        seated = sum(in_play)
        unseated = len(s.unseated)
        if not tables:
            text = self.tr("No tables yet.")
        elif not in_play:
            text = self.tr("{0} tables, nobody seated yet.").format(len(tables))
        elif len(in_play) == 1:
            text = self.tr("{0} players at 1 table.").format(seated)
        elif min(in_play) == max(in_play):
            text = self.tr("{0} players at {1} tables, {2} at each.").format(
                seated, len(in_play), in_play[0]
            )
        else:
            text = self.tr("{0} players at {1} tables, {2} to {3} at each.").format(
                seated, len(in_play), min(in_play), max(in_play)
            )
        self.room_label.setText(text)
        lines = [text]
        empty = len(tables) - len(in_play)
        if tables and in_play and empty:
            lines.append(
                self.tr("1 empty table.")
                if empty == 1
                else self.tr("{0} empty tables.").format(empty)
            )
        if unseated:
            lines.append(
                self.tr("1 player without a seat.")
                if unseated == 1
                else self.tr("{0} players without a seat.").format(unseated)
            )
        self.status_label.setText("\n".join(lines))
        self._enable(
            self.draw_button, self.document.why_not(self.tournament.seating.verify_draw_seats)
        )
        if not self.add_count.hasFocus():
            free = sum(len(t.open_seats) for t in tables)
            need = seating.tables_needed(max(0, unseated - free), self.add_seats.value())
            self.add_count.setValue(need)

    def _update_h4h(self, s: TournamentState) -> None:
        hfh = s.hand_for_hand
        self.h4h_button.setChecked(hfh is not None)
        self.h4h_button.setText(
            self.tr("Hand for hand is on: stop (H)")
            if hfh is not None
            else self.tr("Hand for hand (H)")
        )
        self.h4h_bar.setVisible(hfh is not None)
        if hfh is None:
            return
        waiting = sorted(self._still_playing(s))
        if len(waiting) > 12:
            text = self.tr("Hand for hand, hand {0}: still playing at {1} tables ({2}, …).").format(
                hfh.hand, len(waiting), ", ".join(str(n) for n in waiting[:10])
            )
        elif len(waiting) > 1:
            text = self.tr("Hand for hand, hand {0}: still playing at tables {1}.").format(
                hfh.hand, ", ".join(str(n) for n in waiting)
            )
        elif waiting:
            text = self.tr("Hand for hand, hand {0}: still playing at table {1}.").format(
                hfh.hand, waiting[0]
            )
        else:
            text = self.tr(
                "Hand for hand, hand {0}: every table has finished. Deal the next hand (N)."
            ).format(hfh.hand)
        if hfh.busted:
            names = ", ".join(s.label(entry_of(p)) for p in hfh.busted)
            text += "\n" + self.tr(
                "Busted in this hand: {0}. They finish together, placed by their stacks at the "
                "start of the hand."
            ).format(names)
        self.h4h_label.setText(text)
        self._enable(self.next_hand_button, None if not waiting else self._next_hand_reason())

    def _still_playing(self, s: TournamentState) -> set[int]:
        """Tables still playing the hand-for-hand hand; a table that broke since plays no more."""
        hfh = s.hand_for_hand
        if hfh is None:
            return set()
        return {n for n in hfh.waiting if n in s.tables and s.tables[n].occupants}

    def _next_hand_reason(self) -> str | None:
        return self.document.why_not(self.tournament.seating.verify_next_hand)

    def _done_reason(self, table: int) -> str | None:
        return self.document.why_not(self.tournament.seating.verify_table_done, table)

    def _show_proposal(self, proposal: Proposal) -> None:
        panel = self.proposal_panel
        if not proposal:
            panel.hide()
            self.moves_model.set_moves(self.document.state, ())
            return
        background, border = PANEL_COLOURS[proposal.kind]
        panel.setStyleSheet(
            f"#proposalPanel {{ background: {background}; border: 1px solid {border};"
            f" border-radius: 6px; }} #proposalPanel QLabel {{ color: #1d1d1f; }}"
        )
        s = self.document.state
        n = len(proposal.moves)
        if proposal.kind is ProposalKind.FINAL:
            title = self.tr(
                "Final table: everybody left fits at table {0}. The draw below seats them at random."
            ).format(proposal.table)
            button = self.tr("Final table draw")
        elif proposal.kind is ProposalKind.BREAK and proposal.chosen:
            title = (
                self.tr("Breaking table {0} at your request: 1 move.").format(proposal.table)
                if n == 1
                else self.tr("Breaking table {0} at your request: {1} moves.").format(
                    proposal.table, n
                )
            )
            button = self.tr("Break table {0}").format(proposal.table)
        elif proposal.kind is ProposalKind.BREAK:
            title = (
                self.tr("Table {0} can break: its player fits at the other tables.")
                if n == 1
                else self.tr(
                    "Table {0} can break: its players fit at the other tables ({1} moves)."
                )
            ).format(proposal.table, n)
            button = self.tr("Break table {0}").format(proposal.table)
        else:
            title = (
                self.tr(
                    "The tables are unbalanced: one move balances them (TDA: the next big blind "
                    "moves to the worst seat)."
                )
                if n == 1
                else self.tr(
                    "The tables are unbalanced: {0} moves balance them (TDA: the next big blind "
                    "moves to the worst seat)."
                ).format(n)
            )
            button = self.tr("Apply moves")
        if proposal.problem:
            title = self.tr("{0}\nThe moves cannot be proposed: {1}").format(
                title, proposal.problem
            )
        self.proposal_title.setText(title)
        self.apply_button.setText(self.tr("{0} (Ctrl+Enter)").format(button))
        self._enable(self.apply_button, proposal.problem or None)
        self.cancel_button.setVisible(proposal.chosen)
        self.moves_model.set_moves(s, proposal.moves)
        view = self.moves_view
        view.resizeRowsToContents()
        shown = sum(view.rowHeight(i) for i in range(min(n, 6)))
        view.setFixedHeight(
            max(shown, view.verticalHeader().defaultSectionSize()) + 2 * view.frameWidth()
        )
        panel.show()

    # -- selection -----------------------------------------------------------------------------------
    def _selection(self) -> tuple[int, int] | None:
        selected = self.room.selected
        if selected is None or self.room.card(selected[0]) is None:
            return None
        return selected

    def _update_selection(self) -> None:
        s = self.document.state
        t = self.tournament
        why = self.document.why_not
        selected = self._selection()
        self.seat_box.setVisible(selected is not None and selected[1] > 0)
        self.table_box.setVisible(selected is not None)
        if selected is None:
            self.selection_label.setText(self.tr("Click a seat or a table's title."))
            return
        number, seat_number = selected
        card = self.room.card(number)
        assert card is not None
        self._enable(
            self.break_button,
            self.tr("Table {0} has nobody to move.").format(number) if not card.count else None,
        )
        self._enable(self.remove_button, why(t.seating.verify_remove_table, number))
        if not seat_number:
            text = self.tr("Table {0}: {1} players, {2} usable seats of {3}.").format(
                number, card.count, card.capacity, len(card.seats)
            )
            if card.hand is HandState.PLAYING:
                text += "\n" + self.tr("Still playing the hand-for-hand hand (E when done).")
            self.selection_label.setText(text)
            return
        seat = card.seat(seat_number)
        lines = [self.tr("Table {0}, seat {1}").format(number, seat_number)]
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
        self.selection_label.setText("\n".join(lines))

        self._enable(self.button_here, why(t.seating.verify_set_button, number, seat_number))
        self.block_button.setText(
            self.tr("Open this seat again (X)") if seat.blocked else self.tr("Block this seat (X)")
        )
        self._enable(
            self.block_button,
            why(t.seating.verify_block_seat, number, seat_number, not seat.blocked),
        )
        occupied = seat.entry is not None
        self.block_button.setVisible(not occupied)
        self.fix_button.setVisible(occupied)
        self.move_box.setVisible(occupied)
        self.empty_box.setVisible(not occupied and not seat.blocked and not seat.held_for)
        self.release_button.setVisible(bool(seat.held_for))
        if occupied:
            assert seat.entry is not None
            self.fix_button.setText(
                self.tr("Let this player move (F)")
                if seat.fixed
                else self.tr("Fix this player's seat (F)")
            )
            self._enable(
                self.fix_button, why(t.seating.verify_fix_player, seat.entry, not seat.fixed)
            )
            if self._move_source != selected:
                self._move_source = selected
                self.move_table.blockSignals(True)
                self.move_seat.blockSignals(True)
                self.move_table.setValue(number)
                self.move_seat.setValue(seat_number)
                self.move_table.blockSignals(False)
                self.move_seat.blockSignals(False)
            self._update_move_button()
            self._enable(
                self.pick_button,
                self.tr("{0} has a fixed seat; free it first.").format(seat.name)
                if seat.fixed
                else None,
            )
        elif not seat.blocked and not seat.held_for:
            self._fill_unseated(s)
            entry = self.unseated_combo.currentData()
            nobody = self.tr("Every player has a seat.")
            self._enable(
                self.seat_here_button,
                nobody if entry is None else why(t.seating.verify_seat, entry, number, seat_number),
            )
            self._enable(
                self.hold_button,
                nobody
                if entry is None
                else why(t.seating.verify_reserve_seat, number, seat_number, entry),
            )

    def _update_move_button(self) -> None:
        selected = self._selection()
        if selected is None or not selected[1]:
            return
        card = self.room.card(selected[0])
        assert card is not None
        entry = card.seat(selected[1]).entry
        if entry is None:
            return
        target = (self.move_table.value(), self.move_seat.value())
        if target == selected:
            reason: str | None = self.tr("Choose another table or seat.")
        else:
            reason = self.document.why_not(self.tournament.seating.propose_move, entry, *target)
        self._enable(self.move_button, reason)

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
        card = self.room.card(selected[0])
        assert card is not None
        entry = card.seat(selected[1]).entry
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

    # -- actions ---------------------------------------------------------------------------------------
    def add_tables(self) -> None:
        """Add the tables the spin boxes say."""
        self.document.act(
            self.tournament.seating.add_tables, self.add_count.value(), seats=self.add_seats.value()
        )

    def draw_seats(self) -> None:
        """The random seat draw for everybody without a seat."""
        self.document.act(self.tournament.seating.draw_seats)

    def apply_proposal(self) -> None:
        """Make every proposed move in one step (the projector announces them)."""
        proposal = self._chosen or self.proposal
        if not proposal.moves:
            self.document.failed.emit(proposal.problem or self.tr("There are no moves to apply."))
            return
        self.document.act(self.tournament.seating.apply_moves, list(proposal.moves))

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
        s = self.document.state
        chosen = self._chosen
        self.room.set_cards(self.room.cards, seat_marks(s, chosen.moves), self._notes(chosen))
        self._show_proposal(chosen)

    def cancel_chosen(self) -> None:
        """Forget the break the director asked for."""
        self._chosen = None
        s = self.document.state
        proposal = self.proposal
        self.room.set_cards(self.room.cards, seat_marks(s, proposal.moves), self._notes(proposal))
        self._show_proposal(proposal)

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
        if selected is None:
            return
        card = self.room.card(selected[0])
        assert card is not None
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
            self.move_player(who[2], self.move_table.value(), self.move_seat.value())

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
        if picking is not None:
            card = self.room.card(picking[0])
            if card is None or card.seat(picking[1]).entry is None:
                picking = self._picking = None
        self.room.picking = picking is not None
        self.pick_bar.setVisible(picking is not None)
        if picking is None:
            self.room.viewport().unsetCursor()
            return
        card = self.room.card(picking[0])
        assert card is not None
        self.pick_label.setText(
            self.tr("Click the seat {0} moves to (from table {1} seat {2}).").format(
                card.seat(picking[1]).name, *picking
            )
        )
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
        card = self.room.card(origin[0])
        assert card is not None
        entry = card.seat(origin[1]).entry
        if entry is not None:
            self.move_player(entry, table, seat)

    def _dropped(self, from_table: int, from_seat: int, to_table: int, to_seat: int) -> None:
        card = self.room.card(from_table)
        entry = None if card is None else card.seat(from_seat).entry
        if entry is not None:
            self.move_player(entry, to_table, to_seat)

    def seat_here(self) -> None:
        """Seat the player chosen in the list at the selected open seat."""
        selected = self._selected_seat()
        entry = self.unseated_combo.currentData()
        if selected is not None and entry is not None:
            self.document.act(self.tournament.seating.seat, entry, *selected)

    def hold_seat(self) -> None:
        """Hold the selected seat for the player chosen in the list."""
        selected = self._selected_seat()
        entry = self.unseated_combo.currentData()
        if selected is not None and entry is not None:
            self.document.act(self.tournament.seating.reserve_seat, *selected, entry)

    def release_seat(self) -> None:
        """The selected seat is no longer held."""
        selected = self._selected_seat()
        if selected is not None:
            self.document.act(self.tournament.seating.reserve_seat, *selected, None)

    def remove_selected(self) -> None:
        """Take away the selected table (it must be empty)."""
        number = self._selected_table()
        if number is not None:
            self.document.act(self.tournament.seating.remove_table, number)

    def toggle_hand_for_hand(self) -> None:
        """Hand-for-hand play on, or off."""
        on = self.document.state.hand_for_hand is None
        if self.document.act(self.tournament.seating.set_hand_for_hand, on) is None:
            self.h4h_button.setChecked(not on)

    def table_done(self, table: int) -> None:
        """Table ``table`` has finished the hand-for-hand hand."""
        self.document.act(self.tournament.seating.table_done, table)

    def done_selected(self) -> None:
        """The selected table has finished the hand-for-hand hand (or the one table left)."""
        s = self.document.state
        playing = self._still_playing(s)
        if self._selection() is None and len(playing) == 1:
            self.table_done(next(iter(playing)))
            return
        number = self._selected_table()
        if number is not None:
            self.table_done(number)

    def next_hand(self) -> None:
        """Every table has finished: the next hand-for-hand hand.

        A table that broke during the hand never reports it; once every table still playing has
        finished, the next hand starts anyway (the domain's ``force``).
        """
        s = self.document.state
        force = s.hand_for_hand is not None and not self._still_playing(s)
        self.document.act(self.tournament.seating.next_hand, force=force)

    def find_player(self) -> None:
        """Select the seat of the first player whose name matches the search box."""
        text = self.find_edit.text().strip()
        if not text:
            self.find_result.clear()
            return
        s = self.document.state
        seats = s.seat_of
        matches = [r for r in entrant_rows(s) if r.entry in seats and r.matches(text)]
        if not matches:
            self.find_result.setText(self.tr("No seated player matches."))
            return
        ref = seats[matches[0].entry]
        self.room.select(ref.table, ref.seat)
        if len(matches) == 1:
            self.find_result.setText(
                self.tr("{0}: table {1} seat {2}").format(matches[0].name, ref.table, ref.seat)
            )
        else:
            self.find_result.setText(
                self.tr("{0}: table {1} seat {2} ({3} players match)").format(
                    matches[0].name, ref.table, ref.seat, len(matches)
                )
            )

    def _find_done(self) -> None:
        self.find_player()
        self.room.setFocus()

    def _focus_find(self) -> None:
        self.find_edit.setFocus()
        self.find_edit.selectAll()

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
        buttons = (
            [self.button_here, self.block_button, self.fix_button, self.pick_button] if seat else []
        ) + [self.break_button, self.remove_button]
        for button in buttons:
            if button.isHidden():
                continue
            action = menu.addAction(button.text())
            action.setEnabled(button.isEnabled())
            action.setToolTip(button.toolTip())
            action.triggered.connect(button.click)
        if self.document.state.hand_for_hand is not None:
            done = menu.addAction(self.tr("Table {0} has finished the hand (E)").format(table))
            done.triggered.connect(lambda _c=False: self.table_done(table))
        self.menu = menu
        menu.popup(pos)
