"""The hands played at the table: a read-only model of the finished ones and the box that lists
them, with the export of the selected hand to a PHH file."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import QAbstractItemView, QGroupBox, QHeaderView, QTableView, QVBoxLayout

from director.table import PlayedHand, TableSession
from ui.common.fmt import num
from ui.play.rulings import decision_text, ruling_texts, ruling_title
from ui.play.widgets import enable, push_button

_Index = QModelIndex | QPersistentModelIndex


class HistoryModel(QAbstractTableModel):
    """The table's finished hands, newest last: number, level, winners, pot, whether recorded,
    and the rulings on the dealer's errors (their texts in the tooltip)."""

    def __init__(
        self, session: TableSession, parent: QObject | None = None, lang: str = "en"
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.lang = lang
        self.rows: list[PlayedHand] = []
        self.refresh()

    def refresh(self) -> None:
        """Read the session's history again."""
        self.beginResetModel()
        s = self.session
        self.rows = [
            h for h in s.history if h.hand.is_complete and not (h is s.current and s.running_out)
        ]
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Finished hands."""
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Hand, level, winners, pot, status, dealer's errors."""
        return 0 if parent.isValid() else 6

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        """Column titles."""
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (
                self.tr("Hand"),
                self.tr("Level"),
                self.tr("Won by"),
                self.tr("Pot"),
                self.tr("Result"),
                self.tr("Rulings"),
            )[section]
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """One cell."""
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        played = self.rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(played, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (0, 1, 3):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            rulings = played.rulings()
            if column == 5 and rulings:
                return "\n\n".join(
                    "\n".join((ruling_title(r), *ruling_texts(r, self.lang))) for r in rulings
                )
            return self.tr("Deck commitment {0}").format(played.commitment)
        return None

    def _text(self, played: PlayedHand, column: int) -> str:
        """What a cell shows."""
        winners, total = played.summary()
        if column == 0:
            return str(played.number)
        if column == 1:
            level = played.setup.level
            return str(level.number) if level is not None else ""
        if column == 2:
            return ", ".join(winners)
        if column == 3:
            return num(total)
        if column == 5:
            return ", ".join(decision_text(r.decision) for r in played.rulings())
        if played.undone:
            return self.tr("Undone")
        return self.tr("Recorded") if played.recorded else self.tr("Not recorded")


class HistoryBox(QGroupBox):
    """The hands at this table, the last one selected, and the button that exports one to PHH.

    Args:
        session: The table's session.
        lang: The window's language (the rulings' texts).

    Signals:
        export_chosen(): the director asks to export the selected hand.
    """

    export_chosen = Signal()

    def __init__(self, session: TableSession, lang: str) -> None:
        super().__init__()
        self.setTitle(self.tr("Hands at this table"))
        box = QVBoxLayout(self)
        self.model = HistoryModel(session, self, lang)
        self.view = QTableView()
        self.view.setObjectName("handHistory")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.verticalHeader().hide()
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for stretch in (2, 5):  # the winners and the rulings share what the numbers leave
            header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        self.view.setWordWrap(False)
        self.view.setMinimumHeight(60)  # a few hands; more scroll (the panel fits 1366x768)
        box.addWidget(self.view)
        self.export_button = push_button(
            self.tr("Export to PHH… (E)"), "exportPhh", self.export_chosen.emit
        )
        box.addWidget(self.export_button)

    def refresh(self) -> None:
        """Read the hands again and select the last one."""
        self.model.refresh()
        rows = self.model.rowCount()
        if rows:
            self.view.selectRow(rows - 1)
        enable(self.export_button, None if rows else self.tr("No finished hand yet."))

    def selected_hand(self) -> PlayedHand | None:
        """The hand selected in the list (the last one if none is)."""
        rows = self.view.selectionModel().selectedRows()
        if rows:
            return self.model.rows[rows[0].row()]
        return self.model.rows[-1] if self.model.rows else None
