"""The Club and League tabs' tables: read-only rows, sorted by the column clicked.

Each row is made once from the club's plain values (texts and the values they sort by), so
sorting and typing in the search field touch only Python tuples.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor

from director.club.model import ClubPlayer, fold
from ui.common.titled_model import TitledTableModel

_Index = QModelIndex | QPersistentModelIndex
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
#: Greyed rows on white: 5.3:1 (WCAG AA), as the entrants list greys those out.
GREY = QColor("#6c6c6c")
#: Sorts after every real value (a best finish of none, an ROI with nothing paid in).
LAST = float("inf")


@dataclass(frozen=True, slots=True)
class Row:
    """One table row: what each cell says, what each cell sorts by, and what it is about.

    Attributes:
        texts: The cells' texts.
        keys: The values the columns sort by.
        key: What the row stands for (a player's id, a tournament's key).
        grey: Shown greyed (a player short of the league's minimum, an inactive member).
        search: The folded text the search field matches.
    """

    texts: tuple[str, ...]
    keys: tuple[Any, ...]
    key: Any
    grey: bool = False
    search: str = ""


class RowsModel(TitledTableModel):
    """Rows under column titles; numbers right-aligned; sorted by any column; filtered by words.

    A subclass sets ``titles`` and ``numeric`` (the columns aligned right).
    """

    numeric: frozenset[int] = frozenset()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.all: list[Row] = []
        self.rows: list[Row] = []
        self._words: list[str] = []
        self._column = -1
        self._order = Qt.SortOrder.AscendingOrder

    def set_rows(self, rows: Sequence[Row]) -> None:
        """Show ``rows`` (in the current sort order and filter)."""
        self.beginResetModel()
        self.all = list(rows)
        self.rows = self._shown()
        self.endResetModel()

    def set_filter(self, text: str) -> None:
        """Show only the rows with every word of ``text`` (case and accents aside)."""
        self.beginResetModel()
        self._words = fold(text).split()
        self.rows = self._shown()
        self.endResetModel()

    def _shown(self) -> list[Row]:
        rows = [r for r in self.all if all(w in r.search for w in self._words)]
        if self._column >= 0:
            rows.sort(
                key=lambda r: r.keys[self._column],
                reverse=self._order == Qt.SortOrder.DescendingOrder,
            )
        return rows

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort by ``column`` (the view's header asks)."""
        self.layoutAboutToBeChanged.emit()
        self._column, self._order = column, order
        self.rows = self._shown()
        self.layoutChanged.emit()

    def row_key(self, row: int) -> Any:
        """What row ``row`` stands for (None outside the table)."""
        return self.rows[row].key if 0 <= row < len(self.rows) else None

    def row_of(self, key: Any) -> int:
        """The row showing ``key`` (-1 if none)."""
        return next((i for i, r in enumerate(self.rows) if r.key == key), -1)

    def texts(self) -> list[tuple[str, ...]]:
        """Every shown row's texts, top to bottom (what the director reads)."""
        return [r.texts for r in self.rows]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """A cell's text; numbers right-aligned; greyed rows grey."""
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        row = self.rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return row.texts[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in self.numeric:
            return RIGHT
        if role == Qt.ItemDataRole.ForegroundRole and row.grey:
            return GREY
        return None


class PlayersModel(RowsModel):
    """The club's players with their statistics (:meth:`ui.club.tab.ClubTab.player_rows`)."""

    NAME, NICKNAME, MEMBER, ACTIVE, EVENTS, CASHES, ITM, WINS, BEST = range(9)
    BUY_INS, PRIZES, NET, ROI, BOUNTIES, LAST_PLAYED = range(9, 15)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.titles = (
            self.tr("Name"),
            self.tr("Nickname"),
            self.tr("Member no."),
            self.tr("Active"),
            self.tr("Events"),
            self.tr("Cashes"),
            self.tr("ITM %"),
            self.tr("Wins"),
            self.tr("Best"),
            self.tr("Buy-ins"),
            self.tr("Prizes"),
            self.tr("Net"),
            self.tr("ROI"),
            self.tr("Bounties"),
            self.tr("Last played"),
        )
        self.numeric = frozenset(range(self.EVENTS, self.LAST_PLAYED))


def player_search(player: ClubPlayer) -> str:
    """What the search field matches for a player: name, nickname, membership number."""
    d = player.details
    return fold(f"{d.name} {d.nickname} {d.member}")


class HistoryModel(RowsModel):
    """A player's tournaments: date, name, place, prize, bounties, points in each league."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.titles = (
            self.tr("Date"),
            self.tr("Tournament"),
            self.tr("Place"),
            self.tr("Prize"),
            self.tr("Bounties"),
            self.tr("League points"),
        )
        self.numeric = frozenset({2, 3, 4})


class StandingsModel(RowsModel):
    """A league's standings: rank, name, events, counted, wins, best, points."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.titles = (
            self.tr("Rank"),
            self.tr("Player"),
            self.tr("Events"),
            self.tr("Counted"),
            self.tr("Wins"),
            self.tr("Best"),
            self.tr("Points"),
        )
        self.numeric = frozenset({0, 2, 3, 4, 5, 6})


class CountedModel(RowsModel):
    """The tournaments a league counts: date, name, entries."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.titles = (self.tr("Date"), self.tr("Tournament"), self.tr("Entries"))
        self.numeric = frozenset({2})
