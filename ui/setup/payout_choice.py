"""The payout table chooser and the rounding of prizes (the settings forms and the Payouts tab)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QFileDialog, QHBoxLayout, QMessageBox, QPushButton, QWidget

from director.errors import DirectorError
from director.payouts import (
    PayoutTable,
    check_payout_table_file,
    default_payout_table_path,
    load_payout_table,
    shipped_payout_tables,
)
from director.tournament import format_money
from director.tournament.prizes import payout_table as cached_payout_table
from ui import i18n


def same_table(a: PayoutTable, b: PayoutTable) -> bool:
    """The same payout table, however its YAML is written."""
    return a.name == b.name and a.brackets == b.brackets


@dataclass(frozen=True)
class _Choice:
    text: str  # the YAML to store ("" for the shipped default)
    table: PayoutTable


class PayoutTableChooser(QWidget):
    """The payout table: one of the shipped tables, or a YAML file the director wrote.

    The value is the table's YAML text as :class:`Settings` keeps it (``""`` for the shipped
    default). A file is checked before it is used; its problems (every one, at
    FILE:LINE:COLUMN) are shown and nothing changes.

    Signals:
        changed(str): the director chose another table (its YAML text).
    """

    changed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.combo = QComboBox()
        self.combo.setObjectName("payoutTable")
        self.combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.combo.setMinimumContentsLength(14)
        self.browse = QPushButton(self.tr("From a file…"))
        self.browse.setObjectName("payoutTableFile")
        self.browse.setToolTip(self.tr("Use a payout table written as YAML (see the manual)."))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.combo, 1)
        row.addWidget(self.browse)
        self._choices: list[_Choice] = []
        self._default_index = 0
        self.last_problems: list[str] = []
        self.problem_box: QMessageBox | None = None
        default = default_payout_table_path()
        for path in shipped_payout_tables():
            try:
                table = load_payout_table(path)
            except DirectorError:
                continue  # a broken shipped file is caught by the tests, not shown here
            text = "" if path == default else path.read_text(encoding="utf-8-sig")
            index = self._add(_Choice(text, table), default=path == default)
            if path == default:
                self._default_index = index
        self.combo.setCurrentIndex(self._default_index)
        self.combo.activated.connect(self._picked)
        self.browse.clicked.connect(self._browse)

    def _add(self, choice: _Choice, *, default: bool = False, note: str = "") -> int:
        label = choice.table.name
        if default:
            label = self.tr("{0} (default)").format(label)
        elif note:
            label = f"{label} ({note})"
        self._choices.append(choice)
        self.combo.addItem(label)
        index = self.combo.count() - 1
        if choice.table.description:
            self.combo.setItemData(index, choice.table.description, Qt.ItemDataRole.ToolTipRole)
        return index

    def _picked(self, index: int) -> None:
        if 0 <= index < len(self._choices):
            self.changed.emit(self._choices[index].text)

    def text(self) -> str:
        """The chosen table's YAML ("" for the shipped default)."""
        index = self.combo.currentIndex()
        return self._choices[index].text if 0 <= index < len(self._choices) else ""

    def table(self) -> PayoutTable:
        """The chosen table."""
        return self._choices[max(self.combo.currentIndex(), 0)].table

    def set_text(self, text: str) -> None:
        """Show ``text`` (a tournament's payout table) as the current choice."""
        if not text.strip():
            self.combo.setCurrentIndex(self._default_index)
            return
        try:
            table = cached_payout_table(text)  # read once, however often the tab refreshes
        except DirectorError:
            return
        for i, c in enumerate(self._choices):
            if c.text == text or same_table(c.table, table):
                self.combo.setCurrentIndex(i)
                return
        self.combo.setCurrentIndex(self._add(_Choice(text, table), note=self.tr("own table")))

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Payout table"),
            str(shipped_payout_tables()[0].parent) if shipped_payout_tables() else "",
            self.tr("Payout tables (*.yaml *.yml);;All files (*)"),
        )
        if path:
            self.load_file(Path(path))

    def load_file(self, path: Path) -> bool:
        """Check ``path`` and choose it; its problems are shown and nothing changes."""
        result = check_payout_table_file(path)
        if result.table is None:
            lang = i18n.current()  # the file's lines, in the window's language
            self.problems(path, [d.text(lang) for d in result.diagnostics])
            return False
        text = path.read_text(encoding="utf-8-sig")
        for i, c in enumerate(self._choices):
            if same_table(c.table, result.table):
                self.combo.setCurrentIndex(i)
                self.changed.emit(c.text)
                return True
        self.combo.setCurrentIndex(self._add(_Choice(text, result.table), note=path.name))
        self.changed.emit(text)
        return True

    def problems(self, path: Path, lines: list[str]) -> None:
        """Show what is wrong with a payout-table file (every problem, one per line)."""
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Payout table not used"))
        box.setText(
            self.tr("{0} has mistakes; the payout table was not changed.").format(path.name)
        )
        box.setDetailedText("\n".join(lines))
        box.setInformativeText(lines[0] if lines else "")
        box.open()
        self.last_problems = lines
        self.problem_box = box


#: Rounding units offered (cents): a cent, 50 cents, and the notes clubs pay with.
ROUNDINGS = (1, 50, 100, 500, 1000, 2000, 5000, 10000)


class RoundingBox(QComboBox):
    """Prizes are rounded to: €0.01, €1, €5 (notes), ... ``cents()`` is the unit."""

    def __init__(self, currency: str = "EUR", lang: str = "en", parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("rounding")
        self.setMaximumWidth(160)
        self.lang = lang
        self.currency = currency
        self._units = set(ROUNDINGS)
        self._fill(100)

    def _fill(self, current: int) -> None:
        self.blockSignals(True)
        self.clear()
        for cents in sorted(self._units):
            self.addItem(format_money(cents, self.currency, self.lang), cents)
        self.setCurrentIndex(self.findData(current))
        self.blockSignals(False)

    def set_currency(self, currency: str) -> None:
        """Show the units in another currency."""
        if currency != self.currency:
            self.currency = currency
            self._fill(self.cents())

    def cents(self) -> int:
        """The rounding unit in cents."""
        data = self.currentData()
        return int(data) if data is not None else 100

    def set_cents(self, cents: int) -> None:
        """Show ``cents`` as the current unit (added to the list if unusual)."""
        if cents not in self._units:
            self._units.add(cents)
            self._fill(cents)
            return
        self.blockSignals(True)
        self.setCurrentIndex(self.findData(cents))
        self.blockSignals(False)
