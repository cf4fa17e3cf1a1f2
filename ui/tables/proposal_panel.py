"""The panel above the room that shows what the room needs now, applied with one click.

The final-table draw, a table to break or balancing moves (see
:func:`ui.tables.moves.current_proposal`), or the break the director asked for: a title that
says what and why (TDA), the moves one sentence each, and the button that makes them all.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from director.tournament.model import TournamentState
from ui.common.buttons import ReasonButton
from ui.tables.moves import MovesModel, Proposal, ProposalKind
from ui.tables.painting import ARRIVES_INK, LEAVES_INK

#: Panel colours per proposal: (background, border).
PANEL_COLOURS = {
    ProposalKind.BALANCE: ("#fff4e0", "#e0a040"),
    ProposalKind.BREAK: ("#e8f0fb", "#5b8fd6"),
    ProposalKind.FINAL: ("#e6f5e7", "#3f9a4a"),
}

#: The most moves the list shows without scrolling.
ROWS_SHOWN = 6


class ProposalPanel(QFrame):
    """What the room needs now: a title, the moves, Apply (and Cancel for a chosen break).

    Hidden while the room needs nothing.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("proposalPanel")
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 8, 10, 8)
        self.title = QLabel()
        self.title.setObjectName("proposalTitle")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.title.setFont(font)
        box.addWidget(self.title)
        self.code_label = QLabel()
        self.code_label.setObjectName("proposalCode")
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.addWidget(self.code_label)
        row = QHBoxLayout()
        row.addWidget(self._build_moves_view(), 1)
        row.addLayout(self._build_buttons())
        box.addLayout(row)
        self.hide()

    def _build_moves_view(self) -> QTableView:
        """The moves, one sentence a row, to read (not to select)."""
        self.moves_model = MovesModel(self)
        view = QTableView()
        view.setObjectName("proposedMoves")
        view.setModel(self.moves_model)
        view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        view.setShowGrid(False)
        view.horizontalHeader().hide()
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        view.setWordWrap(False)
        self.moves_view = view
        return view

    def _build_buttons(self) -> QVBoxLayout:
        """Apply (bold, tall) and Cancel."""
        self.apply_button = ReasonButton(
            self.tr("Apply moves"),
            "applyMoves",
            self.tr("Make every move listed, in one step (Ctrl+Enter)."),
        )
        font = self.apply_button.font()
        font.setBold(True)
        self.apply_button.setFont(font)
        self.apply_button.setMinimumHeight(36)
        self.cancel_button = ReasonButton(self.tr("Cancel"), "cancelBreak")
        buttons = QVBoxLayout()
        buttons.addWidget(self.apply_button)
        buttons.addWidget(self.cancel_button)
        buttons.addStretch(1)
        return buttons

    # -- showing a proposal ----------------------------------------------------------------------
    def show_proposal(self, state: TournamentState, proposal: Proposal, lang: str = "en") -> None:
        """Show ``proposal`` (names read from ``state``, moves said in ``lang``), or hide."""
        if not proposal:
            self.hide()
            self.moves_model.set_moves(state, ())
            return
        background, border = PANEL_COLOURS[proposal.kind]
        self.setStyleSheet(
            f"#proposalPanel {{ background: {background}; border: 1px solid {border};"
            f" border-radius: 6px; }} #proposalPanel QLabel {{ color: #1d1d1f; }}"
        )
        title, button = self._title(proposal)
        if proposal.problem:
            title = self.tr("{0}\nThe moves cannot be proposed: {1}").format(
                title, proposal.problem
            )
        self.title.setText(title)
        self.code_label.setText(
            self.tr("Proposal {0}: Apply makes exactly these moves.").format(proposal.code)
        )
        self.code_label.setVisible(bool(proposal.code))
        self.apply_button.setText(self.tr("{0} (Ctrl+Enter)").format(button))
        self.apply_button.allow(proposal.problem or None)
        self.cancel_button.setVisible(proposal.chosen)
        self.moves_model.set_moves(state, proposal.moves, lang)
        view = self.moves_view
        view.resizeRowsToContents()
        shown = sum(view.rowHeight(i) for i in range(min(len(proposal.moves), ROWS_SHOWN)))
        view.setFixedHeight(
            max(shown, view.verticalHeader().defaultSectionSize()) + 2 * view.frameWidth()
        )
        self.show()

    def _title(self, proposal: Proposal) -> tuple[str, str]:
        """What the proposal does and why (TDA), and what its button says."""
        n = len(proposal.moves)
        if proposal.kind is ProposalKind.FINAL:
            title = self.tr(
                "Final table: everybody left fits at table {0}. The draw below seats them at random."
            ).format(proposal.table)
            return title, self.tr("Final table draw")
        if proposal.kind is ProposalKind.BREAK and proposal.chosen:
            title = (
                self.tr("Breaking table {0} at your request: 1 move.").format(proposal.table)
                if n == 1
                else self.tr("Breaking table {0} at your request: {1} moves.").format(
                    proposal.table, n
                )
            )
            return title, self.tr("Break table {0}").format(proposal.table)
        if proposal.kind is ProposalKind.BREAK and len(proposal.tables) > 1:
            tables = ", ".join(str(t) for t in proposal.tables)
            title = self.tr(
                "Tables {0} can break: their players fit at the tables that stay ({1} moves, "
                "each player moves once)."
            ).format(tables, n)
            return title, self.tr("Break tables {0}").format(tables)
        if proposal.kind is ProposalKind.BREAK:
            title = (
                self.tr("Table {0} can break: its player fits at the other tables.")
                if n == 1
                else self.tr(
                    "Table {0} can break: its players fit at the other tables ({1} moves)."
                )
            ).format(proposal.table, n)
            return title, self.tr("Break table {0}").format(proposal.table)
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
        return title, self.tr("Apply moves")

    def room_notes(self, proposal: Proposal) -> dict[int, tuple[str, QColor]]:
        """The header notes of the tables a proposal breaks (or keeps as the final table)."""
        breaks = (self.tr("breaks"), LEAVES_INK)
        if proposal.kind is ProposalKind.BREAK and proposal.table is not None:
            return dict.fromkeys(proposal.tables or (proposal.table,), breaks)
        if proposal.kind is ProposalKind.FINAL and proposal.table is not None:
            notes = {m.from_table: breaks for m in proposal.moves if m.from_table is not None}
            notes[proposal.table] = (self.tr("final table"), ARRIVES_INK)
            return notes
        return {}
