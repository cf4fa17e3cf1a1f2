"""A read-only table of rows under translated column titles (the Payouts tab's places and deal,
the wizard's structure preview)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

_Index = QModelIndex | QPersistentModelIndex


class TitledTableModel(QAbstractTableModel):
    """One table row per item of ``rows``, one column per item of ``titles``.

    A subclass sets ``rows`` and ``titles`` (translated with its own ``tr``) and gives ``data``.
    """

    rows: list[Any]
    titles: tuple[str, ...]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Rows shown."""
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """One column per title."""
        return 0 if parent.isValid() else len(self.titles)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        """Column titles."""
        if (
            orientation == Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.DisplayRole
            and 0 <= section < len(self.titles)
        ):
            return self.titles[section]
        return None

    def cells_changed(self) -> None:
        """Tell the views every cell changed, the rows being the same ones (an open editor and
        the selection stay, where a reset would drop them)."""
        if self.rows:
            last = self.index(len(self.rows) - 1, len(self.titles) - 1)
            self.dataChanged.emit(self.index(0, 0), last)
