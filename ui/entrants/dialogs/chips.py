"""Chip counts: one player's stack, or every player left, table by table."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from director.tournament import EntrantRow, EntryStatus, entrant_rows
from ui.common.fmt import num
from ui.document import Document
from ui.entrants.forms import ActionDialog, parse_chips, seat_text

_Index = QModelIndex | QPersistentModelIndex


class ChipsDialog(ActionDialog):
    """The counted stack of one player.

    Args:
        document: The open tournament.
        entry: The player's entry.
        parent: The tab.

    Attributes:
        record: The ChipsCounted record once stored, else None.
    """

    def __init__(self, document: Document, entry: int, parent: QWidget | None = None) -> None:
        super().__init__(document, parent)
        self.setObjectName("chipsDialog")
        self.entry = entry
        s = document.state
        e = s.entries[entry]
        self.setWindowTitle(self.tr("Chips of {0}").format(s.label(e)))
        self.chips_edit = QLineEdit()
        self.chips_edit.setObjectName("chipsEdit")
        if e.chips is not None:
            self.chips_edit.setText(str(e.chips))
            self.chips_edit.selectAll()
        self.chips_edit.setPlaceholderText(self.tr("e.g. 12500"))
        form = QFormLayout()
        form.addRow(self.tr("Chips of {0}").format(s.label(e)), self.chips_edit)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(380)
        self.chips_edit.setFocus()

    def accept(self) -> None:
        """Store the count, or say why not and stay open."""
        chips = parse_chips(self.chips_edit.text())
        if chips is None:
            self.message.say(self.tr("Type the chips as a number, e.g. 12500."))
            return
        entrants = self.document.tournament.entrants
        reason = self.document.why_not(entrants.verify_set_chips, {self.entry: chips})
        if reason is not None:
            self.message.say(reason)
            return
        self.perform(entrants.set_chips, {self.entry: chips})


class ChipCountModel(QAbstractTableModel):
    """Players left by table and seat, with a column to type each count into.

    Attributes:
        typed: What was typed for each entry (kept while the list is filtered).
    """

    COL_SEAT, COL_NAME, COL_LAST, COL_NEW = range(4)

    def __init__(self, rows: list[EntrantRow], parent: QObject | None = None) -> None:
        super().__init__(parent)
        big = 1 << 30
        self._all = sorted(rows, key=lambda r: (r.table or big, r.seat or big, r.entry))
        self._rows = list(self._all)
        self.typed: dict[int, str] = {}

    def set_filter(self, text: str) -> None:
        """Show only the players matching ``text``."""
        self.beginResetModel()
        self._rows = [r for r in self._all if not text or r.matches(text)]
        self.endResetModel()

    def counts(self) -> dict[int, int] | None:
        """The counts typed (None if one is not a number)."""
        out = {}
        for entry, text in self.typed.items():
            if not text.strip():
                continue
            chips = parse_chips(text)
            if chips is None:
                return None
            out[entry] = chips
        return out

    def bad(self) -> list[int]:
        """Entries whose typed count is not a number."""
        return [e for e, t in self.typed.items() if t.strip() and parse_chips(t) is None]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Players shown."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Seat, name, last count, new count."""
        return 0 if parent.isValid() else 4

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        """Column titles."""
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return (
            self.tr("Table / seat"),
            self.tr("Player"),
            self.tr("Last count"),
            self.tr("Count now"),
        )[section]

    def flags(self, index: _Index) -> Qt.ItemFlag:
        """Only the new count is typed into."""
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.isValid() and index.column() == self.COL_NEW:
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Cell text; a count that is not a number in red."""
        if not index.isValid():
            return None
        r = self._rows[index.row()]
        col = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self._text(r, col, edit=role == Qt.ItemDataRole.EditRole)
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (self.COL_LAST, self.COL_NEW):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if col != self.COL_NEW or not self._is_bad(r.entry):
            return None
        if role == Qt.ItemDataRole.BackgroundRole:
            return QColor("#fde2e1")
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tr("Not a number of chips")
        return None

    def _text(self, r: EntrantRow, col: int, *, edit: bool) -> str:
        """A cell's text: the count typed as it was typed while editing, else as a number."""
        if col == self.COL_SEAT:
            return seat_text(r)
        if col == self.COL_NAME:
            return r.name
        if col == self.COL_LAST:
            return num(r.chips) if r.chips is not None else ""
        text = self.typed.get(r.entry, "")
        chips = parse_chips(text)
        return num(chips) if not edit and chips is not None else text

    def _is_bad(self, entry: int) -> bool:
        text = self.typed.get(entry, "")
        return bool(text.strip()) and parse_chips(text) is None

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """Keep what was typed for the player on that row."""
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        if index.column() != self.COL_NEW:
            return False
        entry = self._rows[index.row()].entry
        self.typed[entry] = "" if value is None else str(value)
        self.dataChanged.emit(index, index)
        return True

    def row_of(self, entry: int) -> int | None:
        """The row showing ``entry``, if shown."""
        for i, r in enumerate(self._rows):
            if r.entry == entry:
                return i
        return None


class _CountView(QTableView):
    """After a count is typed and Return pressed, the next player's count is edited."""

    def closeEditor(self, editor: QWidget, hint: QAbstractItemDelegate.EndEditHint) -> None:
        """Move down to the next player's count after Return."""
        super().closeEditor(editor, hint)
        if hint == QAbstractItemDelegate.EndEditHint.SubmitModelCache:
            current = self.currentIndex()
            below = current.sibling(current.row() + 1, current.column())
            if below.isValid():
                self.setCurrentIndex(below)
                self.edit(below)


class ChipCountsDialog(ActionDialog):
    """Counts for all the players left: type each stack, table by table; blanks are skipped.

    Args:
        document: The open tournament.
        parent: The tab.

    Attributes:
        record: The ChipsCounted record once stored, else None.
    """

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(document, parent)
        self.setObjectName("chipCountsDialog")
        self.setWindowTitle(self.tr("Chip counts"))
        playing = [r for r in entrant_rows(document.state) if r.status is EntryStatus.PLAYING]
        self.model = ChipCountModel(playing, self)
        self._build_view()
        self.search = QLineEdit()
        self.search.setObjectName("countSearch")
        self.search.setPlaceholderText(self.tr("Find a player"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self._build_buttons()
        hint = QLabel(
            self.tr(
                "Type each stack and press Enter to go to the next player. "
                "Players left blank keep their last count."
            )
        )
        hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addWidget(self.search)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.resize(620, 640)
        self._check()
        if self.model.rowCount():
            self.view.setCurrentIndex(self.model.index(0, ChipCountModel.COL_NEW))
        self.view.setFocus()

    def _build_view(self) -> None:
        self.view = _CountView()
        self.view.setObjectName("chipCountsTable")
        self.view.setModel(self.model)
        self.view.verticalHeader().hide()
        self.view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(ChipCountModel.COL_NAME, QHeaderView.ResizeMode.Stretch)
        fm = self.fontMetrics()
        for col, sample in (
            (ChipCountModel.COL_SEAT, "Table / seat"),
            (ChipCountModel.COL_LAST, "Last count  "),
            (ChipCountModel.COL_NEW, "Count now 000,000"),
        ):
            # as wide as the sample or the title in the window's language, whichever is wider
            title = str(self.model.headerData(col, Qt.Orientation.Horizontal))
            width = max(fm.horizontalAdvance(sample), fm.horizontalAdvance(title + "  "))
            self.view.setColumnWidth(col, width + 24)

    def _build_buttons(self) -> None:
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Save the counts (Ctrl+Enter)"))
        self.ok_button.setAutoDefault(False)
        self.ok_button.setDefault(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.model.dataChanged.connect(lambda *_a: self._check())
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            QShortcut(QKeySequence(keys), self, self.accept)

    def _filter(self, text: str) -> None:
        self.model.set_filter(text)
        if self.model.rowCount():
            self.view.setCurrentIndex(self.model.index(0, ChipCountModel.COL_NEW))

    def type_count(self, entry: int, text: str) -> None:
        """Type ``text`` as ``entry``'s count (as the director would in the table)."""
        row = self.model.row_of(entry)
        if row is None:
            self.search.clear()
            row = self.model.row_of(entry)
        assert row is not None
        self.model.setData(self.model.index(row, ChipCountModel.COL_NEW), text)

    def problem(self) -> str | None:
        """Why the counts cannot be saved as typed, or None."""
        counts = self.model.counts()
        if counts is None:
            n = len(self.model.bad())
            return (
                self.tr("One count is not a number of chips (in red).")
                if n == 1
                else self.tr("{0} counts are not numbers of chips (in red).").format(n)
            )
        if not counts:
            return self.tr("Type at least one count.")
        return self.document.why_not(self.document.tournament.entrants.verify_set_chips, counts)

    def _check(self) -> None:
        reason = self.problem()
        # nothing typed yet is not a mistake: the button is off, the line stays quiet
        self.message.say(None if self.model.counts() == {} else reason)
        self.ok_button.setEnabled(reason is None)

    def accept(self) -> None:
        """Save the counts typed (one action), or say why not and stay open."""
        self._finish_editing()
        reason = self.problem()
        if reason is not None:
            self.message.say(reason)
            return
        counts = self.model.counts()
        assert counts
        self.perform(self.document.tournament.entrants.set_chips, counts)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Return belongs to the table (type the current player's count), not to a button."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.view.currentIndex().isValid():
                self.view.setFocus()
                self.view.edit(self.view.currentIndex())
            event.accept()
            return
        super().keyPressEvent(event)

    def _finish_editing(self) -> None:
        """Keep what is being typed in the open cell, if any."""
        if self.view.state() != QAbstractItemView.State.EditingState:
            return
        # closed editors linger (hidden) until deleted: the open one is the visible one
        open_editors = [e for e in self.view.viewport().findChildren(QLineEdit) if e.isVisible()]
        for editor in open_editors[:1]:
            self.view.commitData(editor)
            self.view.closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)
