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
from director.tournament.seating import BREAK
from director.tournament.seating import Proposal as SeatingProposal
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
        kind: Balance, break tables or the final-table draw (NONE: nothing to do).
        table: The (first) table that breaks, or the final table.
        moves: The moves, in the order to make them.
        problem: Why the moves cannot be proposed (e.g. the final table lacks seats), "" if they
            can.
        chosen: The director asked for this break (it was not due).
        tables: Every table that breaks (they break together), or the final table.
        made: The domain's proposal: Apply makes exactly its moves, drawn again from its code
            (:mod:`director.seating.drawcode`), and is refused if the room changed.
    """

    kind: ProposalKind = ProposalKind.NONE
    table: int | None = None
    moves: tuple[Move, ...] = field(default_factory=tuple)
    problem: str = ""
    chosen: bool = False
    tables: tuple[int, ...] = ()
    made: SeatingProposal | None = None

    def __bool__(self) -> bool:
        return self.kind is not ProposalKind.NONE

    @property
    def code(self) -> str:
        """The proposal's code ("" if there is none)."""
        return self.made.code if self.made is not None else ""


#: The window's kind of a domain proposal, by its purpose.
_KINDS = {
    "final": ProposalKind.FINAL,
    "break": ProposalKind.BREAK,
    "balance": ProposalKind.BALANCE,
}


def _shown(made: SeatingProposal, chosen: bool = False) -> Proposal:
    """The domain's proposal as the tab shows it (nothing to show when it has no moves)."""
    if not made:
        return Proposal()
    table = made.tables[0] if made.tables else None
    kind = _KINDS[made.purpose]
    return Proposal(kind, table, made.moves, chosen=chosen, tables=made.tables, made=made)


def current_proposal(tournament: Tournament, lang: str) -> Proposal:
    """What the room needs now: the final-table draw, the tables to break, or balancing moves.

    The domain's proposal (:meth:`director.tournament.seating.Seating.proposal`): every table
    that can break breaks in one proposal, with the balancing the tables that stay need. Its
    draws are random (TDA Rule 10 and RP-9) with a code that makes them again: call this once
    per state and keep the result; Apply makes exactly its moves.
    """
    try:
        return _shown(tournament.seating.proposal())
    except DirectorError as exc:
        return Proposal(_refused_kind(tournament), None, (), error_text(exc, lang))


def _refused_kind(tournament: Tournament) -> ProposalKind:
    """What the room needed when its proposal was refused (the panel's colour)."""
    seating = tournament.seating
    try:
        if seating.final_table_due() is not None:
            return ProposalKind.FINAL
        return ProposalKind.BREAK if seating.tables_to_break() else ProposalKind.BALANCE
    except DirectorError:
        return ProposalKind.FINAL


def chosen_break(tournament: Tournament, table: int) -> Proposal:
    """The moves that break ``table`` now, at the director's choice (raises DirectorError)."""
    made = tournament.seating.proposal(BREAK, table)
    if not made:
        return Proposal(ProposalKind.BREAK, table, (), chosen=True, tables=(table,))
    return _shown(made, chosen=True)


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
