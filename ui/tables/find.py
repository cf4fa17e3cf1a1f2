"""Find a seated player by name, as the director types: the room selects their seat."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QWidget

from director.tournament.views import entrant_rows
from ui.document import Document


class PlayerFinder(QWidget):
    """A search box and what it found ("Anna Bianchi: table 3 seat 5").

    Args:
        document: The open tournament.
        parent: The tab it is in.

    Signals:
        found(int, int): the first matching player sits at (table, seat).
        finished(): the director pressed Return (back to the room).
    """

    found = Signal(int, int)
    finished = Signal()

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.edit = QLineEdit()
        self.edit.setObjectName("findPlayer")
        self.edit.setPlaceholderText(self.tr("Find a player (Ctrl+F)"))
        self.edit.setClearButtonEnabled(True)
        self.edit.setMinimumWidth(240)
        self.edit.setMaximumWidth(320)
        self.edit.textEdited.connect(lambda _t: self.search())
        self.edit.returnPressed.connect(self._done)
        self.result = QLabel()
        self.result.setObjectName("findResult")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.edit)
        row.addWidget(self.result, 1)

    def search(self) -> None:
        """Find the first seated player whose name matches the box, and say where they sit."""
        text = self.edit.text().strip()
        if not text:
            self.result.clear()
            return
        s = self.document.state
        seats = s.seat_of
        matches = [r for r in entrant_rows(s) if r.entry in seats and r.matches(text)]
        if not matches:
            self.result.setText(self.tr("No seated player matches."))
            return
        ref = seats[matches[0].entry]
        self.found.emit(ref.table, ref.seat)
        if len(matches) == 1:
            self.result.setText(
                self.tr("{0}: table {1} seat {2}").format(matches[0].name, ref.table, ref.seat)
            )
        else:
            self.result.setText(
                self.tr("{0}: table {1} seat {2} ({3} players match)").format(
                    matches[0].name, ref.table, ref.seat, len(matches)
                )
            )

    def start(self) -> None:
        """Put the cursor in the box, its text selected (Ctrl+F)."""
        self.edit.setFocus()
        self.edit.selectAll()

    def _done(self) -> None:
        self.search()
        self.finished.emit()
