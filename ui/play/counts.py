"""The stacks at a table, corrected before the deal: recorded as a chip count."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QWidget

from director.table import TableSetup


class ChipCountsDialog(QDialog):
    """The stacks of the players at the table, to correct before the deal (a chip count)."""

    def __init__(self, setup: TableSetup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Chip counts at table {0}").format(setup.table))
        self.setObjectName("chipCountsDialog")
        form = QFormLayout(self)
        note = QLabel(
            self.tr(
                "Enter each player's stack as counted. Stacks marked * were never counted: they "
                "are what the entry bought."
            )
        )
        note.setWordWrap(True)
        form.addRow(note)
        self.spins: dict[int, QSpinBox] = {}
        self.original: dict[int, tuple[int, bool]] = {}
        for p in sorted((*setup.players, *setup.waiting), key=lambda p: p.seat):
            spin = QSpinBox()
            spin.setRange(1, 2_000_000_000)
            spin.setGroupSeparatorShown(True)
            spin.setValue(p.chips)
            spin.setObjectName(f"count{p.entry}")
            self.spins[p.entry] = spin
            self.original[p.entry] = (p.chips, p.counted)
            label = self.tr("Seat {0}: {1}").format(p.seat, p.name) + ("" if p.counted else " *")
            form.addRow(label, spin)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def counts(self) -> dict[int, int]:
        """The stacks that are new counts: changed, or confirmed where never counted."""
        out = {}
        for entry, spin in self.spins.items():
            chips, counted = self.original[entry]
            if spin.value() != chips or not counted:
                out[entry] = spin.value()
        return out
