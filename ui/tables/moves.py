"""Seat moves the director confirms: what is proposed now, read as sentences.

:func:`current_proposal` asks the domain what the room needs, in the order a tournament director
deals with it (TDA: a table that can break is broken rather than balanced, Rule 10 before Rule
11; RP-9: once everybody fits at one table, the final-table draw): the final table, else the next
table to break, else the balancing moves. :class:`MovesModel` lists a proposal's moves, one
sentence each ("Balance: Anna Bianchi moves from table 3 seat 5 to table 7 seat 2").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from director.errors import DirectorError
from director.seating import Move
from director.tournament import Tournament
from director.tournament.model import TournamentState, entry_of
from ui.document import error_text
from ui.tables.cards import Mark, SeatMark

_Index = QModelIndex | QPersistentModelIndex


class ProposalKind(StrEnum):
    """What a proposal does."""

    NONE = ""
    BALANCE = "balance"
    BREAK = "break"
    FINAL = "final"


@dataclass(frozen=True)
class Proposal:
    """The moves the room needs now, to be applied together with one click.

    Attributes:
        kind: Balance, break a table or the final-table draw (NONE: nothing to do).
        table: The table that breaks, or the final table.
        moves: The moves, in the order to make them.
        problem: Why the moves cannot be proposed (e.g. the final table lacks seats), "" if they
            can.
        chosen: The director asked for this break (it was not due).
    """

    kind: ProposalKind = ProposalKind.NONE
    table: int | None = None
    moves: tuple[Move, ...] = field(default_factory=tuple)
    problem: str = ""
    chosen: bool = False

    def __bool__(self) -> bool:
        return self.kind is not ProposalKind.NONE


def current_proposal(tournament: Tournament, lang: str) -> Proposal:
    """What the room needs now: the final-table draw, a table to break, or balancing moves.

    The break and final-table proposals are random draws (TDA Rule 10 and RP-9) made with the
    tournament's random source; call this once per state and keep the result.
    """
    kind = ProposalKind.FINAL
    try:
        final = tournament.seating.final_table_due()
        if final is not None:
            return Proposal(kind, final, tuple(tournament.seating.propose_final_table(final)))
        kind = ProposalKind.BREAK
        due = tournament.seating.tables_to_break()
        if due:
            return Proposal(kind, due[0], tuple(tournament.seating.propose_break(due[0])))
        kind = ProposalKind.BALANCE
        balance = tournament.seating.propose_balance()
        if balance:
            return Proposal(kind, None, tuple(balance))
    except DirectorError as exc:
        return Proposal(kind, None, (), error_text(exc, lang))
    return Proposal()


def chosen_break(tournament: Tournament, table: int) -> Proposal:
    """The moves that break ``table`` now, at the director's choice (raises DirectorError)."""
    moves = tuple(tournament.seating.propose_break(table))
    return Proposal(ProposalKind.BREAK, table, moves, chosen=True)


def seat_marks(state: TournamentState, moves: tuple[Move, ...]) -> dict[tuple[int, int], SeatMark]:
    """How the room marks the seats ``moves`` touch: who leaves, who arrives where."""
    marks: dict[tuple[int, int], SeatMark] = {}
    for m in moves:
        if m.from_table is not None and m.from_seat is not None:
            if (m.from_table, m.from_seat) == (m.to_table, m.to_seat):
                marks[(m.to_table, m.to_seat)] = SeatMark(Mark.STAYS, "=")
                continue
            marks.setdefault(
                (m.from_table, m.from_seat),
                SeatMark(Mark.LEAVES, f"→ {m.to_table}·{m.to_seat}"),
            )
        note = "" if m.from_table is None else f"← {m.from_table}·{m.from_seat}"
        # an arrival wins over a departure from the same seat (final-table draw)
        marks[(m.to_table, m.to_seat)] = SeatMark(
            Mark.ARRIVES, note, state.label(entry_of(m.player))
        )
    return marks


class MovesModel(QAbstractTableModel):
    """The moves of a proposal, one sentence each; read only."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.moves: tuple[Move, ...] = ()
        self.texts: tuple[str, ...] = ()

    def set_moves(self, state: TournamentState, moves: tuple[Move, ...], lang: str = "en") -> None:
        """Show ``moves`` (names read from ``state``) as the domain says them in ``lang``."""
        self.beginResetModel()
        self.moves = moves
        self.texts = tuple(m.describe(state.label(entry_of(m.player)), lang) for m in moves)
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """One row per move."""
        return 0 if parent.isValid() else len(self.moves)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """One column: the sentence."""
        return 0 if parent.isValid() else 1

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ):
        """The column title, and move numbers down the side."""
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.tr("Move") if section == 0 else None
        return str(section + 1) if 0 <= section < len(self.moves) else None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        """The sentence; the waiting moves say so in their tooltip too."""
        if not index.isValid() or index.row() >= len(self.moves) or index.column() != 0:
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            text = self.texts[index.row()]
            if role == Qt.ItemDataRole.ToolTipRole and self.moves[index.row()].waits:
                text += "\n" + self.tr(
                    "The seat is between the small blind and the button: the player is dealt in "
                    "once the button has passed."
                )
            return text
        return None
