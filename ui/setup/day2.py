"""File ▸ New day 2 from flights…: choose the flights' files and the new file, see the merge.

The dialog shows, as the files are chosen, either the one-line refusal of the merge (in the
window's language, from the domain) or what day 2 will hold; OK makes the file with
:func:`director.tournament.flights.merge_flights` (the rules are that module's and the README's).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from director.errors import DirectorError
from director.i18n import Msg
from director.tournament import format_money
from director.tournament.flights import Plan, merge_flights, plan, read_flights
from director.tournament.prizes import money
from ui.common.fmt import num

_FILTER = "Director (*.director);;*"


class DayTwoDialog(QDialog):
    """The flights' files, the day-2 file, and the refusal or the summary of the merge.

    Attributes:
        made: The day-2 file once made (None until OK succeeded).
    """

    def __init__(self, lang: str = "en", parent: QWidget | None = None, folder: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New day 2 from flights"))
        self.lang = lang
        self.folder = folder
        self.made: Path | None = None
        self.flights = QListWidget()
        self.flights.setObjectName("flightFiles")
        add = QPushButton(self.tr("&Add flights…"))
        add.setObjectName("addFlights")
        add.clicked.connect(self._choose_flights)
        remove = QPushButton(self.tr("&Remove"))
        remove.setObjectName("removeFlight")
        remove.clicked.connect(self._remove_selected)
        self.day2 = QLineEdit()
        self.day2.setObjectName("day2File")
        self.day2.textChanged.connect(self.refresh)
        choose = QPushButton(self.tr("C&hoose…"))
        choose.setObjectName("chooseDay2")
        choose.clicked.connect(self._choose_day2)
        self.summary = QLabel()
        self.summary.setObjectName("day2Summary")
        self.summary.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(self.tr("&Make day 2"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("Flights:")), 0, 0, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.flights, 0, 1)
        side = QVBoxLayout()
        side.addWidget(add)
        side.addWidget(remove)
        side.addStretch(1)
        grid.addLayout(side, 0, 2)
        grid.addWidget(QLabel(self.tr("Day 2 file:")), 1, 0)
        grid.addWidget(self.day2, 1, 1)
        grid.addWidget(choose, 1, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(self.summary)
        layout.addWidget(self.buttons)
        self.refresh()

    # -- choosing ---------------------------------------------------------------------------------
    def add_flights(self, paths: list[str]) -> None:
        """Add flights' files (once each) and show what the merge would be."""
        have = set(self.paths())
        for p in paths:
            if p and p not in have:
                self.flights.addItem(p)
                have.add(p)
        self.refresh()

    def paths(self) -> list[str]:
        """The flights' files chosen."""
        return [self.flights.item(i).text() for i in range(self.flights.count())]

    def _choose_flights(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self, self.tr("The flights' files"), self.folder, _FILTER
        )
        self.add_flights(paths)

    def _remove_selected(self) -> None:
        for item in self.flights.selectedItems():
            self.flights.takeItem(self.flights.row(item))
        self.refresh()

    def _choose_day2(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Day 2 file"), self.folder, _FILTER)
        if path:
            self.day2.setText(path if Path(path).suffix else f"{path}.director")

    # -- the merge --------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Show the refusal or the summary; OK only when the merge can be made."""
        if not self.paths():
            self._show(self.tr("Choose the flights' files."), ok=False)
            return
        try:
            merged = plan(read_flights(self.paths()))
        except DirectorError as exc:
            self._show(exc.text(self.lang), ok=False)
            return
        text = self._summary(merged)
        day2 = self.day2.text().strip()
        if not day2:
            self._show(text + "\n" + self.tr("Choose the day 2 file."), ok=False)
        elif Path(day2).exists():
            self._show(Msg("flights.err.exists", path=day2).text(self.lang), ok=False)
        else:
            self._show(text, ok=True)

    def _summary(self, merged: Plan) -> str:
        s = merged.day2_state()
        pool = format_money(money(s).prize_pool_cents, s.settings.currency, self.lang)
        summary = self.tr("Flights: %1. Entries: %2, players: %3, pool %4. To day 2: %5 players.")
        for i, value in enumerate(
            (len(merged.flights), num(s.entry_count), num(s.unique_players), pool, s.players_left),
            1,
        ):
            summary = summary.replace(f"%{i}", str(value))
        lines = [summary]
        for g in merged.given_up:
            dropped = ", ".join(num(c) for c in g.dropped)
            msg = Msg("flights.cli.given_up", name=g.name, kept=num(g.kept), dropped=dropped)
            lines.append(msg.text(self.lang))
        return "\n".join(lines)

    def _show(self, text: str, *, ok: bool) -> None:
        self.summary.setText(text)
        self.ok.setEnabled(ok)

    def accept(self) -> None:
        """Make day 2; a refusal stays in the dialog, nothing written."""
        day2 = self.day2.text().strip()
        try:
            first = plan(read_flights(self.paths())).flights[0].state.settings.name
            name = Msg("flights.day2_name", name=first).text(self.lang)
            merge_flights(day2, self.paths(), name=name)
        except DirectorError as exc:
            self._show(exc.text(self.lang), ok=False)
            return
        self.made = Path(day2)
        super().accept()
