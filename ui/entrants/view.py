"""The entrants list on screen: a table whose selection is a list of entries, and its search keys."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QItemSelection, QItemSelectionModel, QObject, Qt
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLineEdit, QTableView, QWidget

from ui.entrants.model import EntrantsModel


class EntrantsTable(QTableView):
    """The entrants list: rows selected as entries, columns as wide as their contents.

    The selection is kept across a model reset (a bust, an undo, a search): the entries selected
    before are selected again if still shown, else the first match of the search.

    Args:
        model: The entrants model.
        parent: The tab.
    """

    def __init__(self, model: EntrantsModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("entrantsTable")
        self.entrants_model = model
        self._kept: list[int] = []
        self.setModel(model)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.setTabKeyNavigation(False)
        self.verticalHeader().hide()
        vh = self.verticalHeader()
        vh.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        vh.setDefaultSectionSize(self.fontMetrics().height() + 10)
        header = self.horizontalHeader()
        header.setHighlightSections(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(EntrantsModel.NAME, QHeaderView.ResizeMode.Stretch)
        self._size_columns()
        self.setSortingEnabled(True)
        self.sortByColumn(EntrantsModel.ENTRY, Qt.SortOrder.AscendingOrder)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        model.modelAboutToBeReset.connect(self._remember_selection)
        model.modelReset.connect(self._restore_selection)

    def _size_columns(self) -> None:
        fm = self.fontMetrics()
        pad = 22
        samples = {
            EntrantsModel.ENTRY: "0000",
            EntrantsModel.STATUS: "out 1000th–1000th",
            EntrantsModel.SEAT: "Table / seat",
            EntrantsModel.CHIPS: "1,000,000",
            EntrantsModel.REBUYS: "Rebuys",
            EntrantsModel.ADDONS: "Add-ons",
            EntrantsModel.PRIZE: "€ 10,000.00",
            EntrantsModel.BOUNTIES: "Bounties",
        }
        headers = self.entrants_model.headers()
        for col, sample in samples.items():
            width = max(fm.horizontalAdvance(sample), fm.horizontalAdvance(headers[col]))
            self.setColumnWidth(col, width + pad)

    # -- the selection, as entries ---------------------------------------------------------------
    def selected_entries(self) -> list[int]:
        """The selected entries, top to bottom."""
        rows = sorted(i.row() for i in self.selectionModel().selectedRows())
        return [self.entrants_model.row(r).entry for r in rows]

    def select_entries(self, entries: Sequence[int]) -> None:
        """Select ``entries`` (those shown) and show the first."""
        model = self.entrants_model
        selection = QItemSelection()
        first = None
        for entry in entries:
            row = model.row_of(entry)
            if row is None:
                continue
            if first is None:
                first = row
            selection.select(model.index(row, 0), model.index(row, model.COLUMN_COUNT - 1))
        flags = (
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows
        )
        sm = self.selectionModel()
        sm.select(selection, flags)
        if first is not None:
            current = model.index(first, EntrantsModel.NAME)
            sm.setCurrentIndex(current, QItemSelectionModel.SelectionFlag.NoUpdate)
            self.scrollTo(current)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the row just acted on in sight when the list gets shorter.

        The notice that says what was done appears above the list and takes its height from
        the bottom: a player just registered at the end of a full list would slip out of sight.
        """
        super().resizeEvent(event)
        current = self.currentIndex()
        if (
            0 <= event.size().height() < event.oldSize().height()
            and current.isValid()
            and self.selectionModel().isRowSelected(current.row(), current.parent())
        ):
            self.scrollTo(current)

    def _remember_selection(self) -> None:
        self._kept = self.selected_entries()

    def _restore_selection(self) -> None:
        model = self.entrants_model
        kept = [e for e in self._kept if model.row_of(e) is not None]
        if kept:
            self.select_entries(kept)
        elif model.filter_text.strip() and model.rowCount():
            self.select_entries([model.row(0).entry])

    def go_to(self, step: int) -> None:
        """Select the entry ``step`` rows from the selected one (the first if none) and focus."""
        model = self.entrants_model
        if not model.rowCount():
            return
        rows = sorted(i.row() for i in self.selectionModel().selectedRows())
        row = rows[0] + step if rows else 0
        row = max(0, min(model.rowCount() - 1, row))
        self.select_entries([model.row(row).entry])
        self.setFocus()


class SearchKeys(QObject):
    """Between the search box and the list: Down/Up/Return go to the list, Escape clears.

    In the list, Escape goes back to the search box and a letter that is not an action's key
    starts a search.

    Args:
        search: The search box.
        table: The entrants list.
    """

    def __init__(self, search: QLineEdit, table: EntrantsTable) -> None:
        super().__init__(table)
        self.search = search
        self.table = table
        search.installEventFilter(self)
        table.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Move between the search box and the list with the keyboard."""
        if event.type() != QEvent.Type.KeyPress:
            return False
        assert isinstance(event, QKeyEvent)
        if watched is self.search:
            return self._in_search(event)
        if watched is self.table:
            return self._in_list(event)
        return False

    def _in_search(self, event: QKeyEvent) -> bool:
        key = event.key()
        if key in (Qt.Key.Key_Down, Qt.Key.Key_Up, Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):
            self.table.go_to(1 if key in (Qt.Key.Key_Down, Qt.Key.Key_PageDown) else -1)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers():
            self.table.go_to(0)
            return True
        if key == Qt.Key.Key_Escape and self.search.text():
            self.search.clear()
            return True
        return False

    def _in_list(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape:
            self.search.setFocus()
            self.search.selectAll()
            return True
        # a letter that is not an action's key starts a search (instead of the view's
        # jump-to-first-letter, which would move the selection under the director's feet)
        text = event.text()
        plain = not event.modifiers() & ~(
            Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier
        )
        if plain and text and text.isprintable() and not text.isspace():
            self.search.setFocus()
            self.search.setText(text)
            return True
        return False
