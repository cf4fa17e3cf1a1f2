"""The payout options: the payout table, rounding, the minimum prize and the places paid.

Each change is one ``update_settings`` action of the tournament (undoable from the Edit menu);
a refusal is said under the options and the options show the settings again.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QLineEdit, QSpinBox, QWidget

from director.tournament import parse_amount
from ui.common.theme import legible
from ui.document import Document
from ui.setup.settings import ERROR_COLOR, PayoutTableChooser, RoundingBox, amount_text


class OptionsBox(QGroupBox):
    """The payout options, each one a settings change of the tournament.

    Args:
        document: The open tournament.
        parent: The tab.
    """

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Payout options"))
        self.document = document
        form = QFormLayout(self)
        self.table_chooser = PayoutTableChooser()
        self.table_chooser.changed.connect(lambda text: self._apply(payout_table=text))
        self.rounding = RoundingBox(document.tournament.settings.currency, document.lang)
        self.rounding.setToolTip(self.tr("Prizes are multiples of this (pay in notes)."))
        self.rounding.activated.connect(
            lambda _i: self._apply(rounding_cents=self.rounding.cents())
        )
        self.min_cash = QLineEdit()
        self.min_cash.setObjectName("minimumCash")
        self.min_cash.setPlaceholderText(self.tr("none"))
        self.min_cash.setToolTip(
            self.tr("Fewer places are paid when the last prize would be less than this.")
        )
        self.min_cash.editingFinished.connect(self._min_cash_edited)
        self.places_spin = QSpinBox()
        self.places_spin.setObjectName("placesPaid")
        self.places_spin.setRange(0, 9999)
        self.places_spin.setSpecialValueText(self.tr("as the table says"))
        self.places_spin.setKeyboardTracking(False)
        self.places_spin.valueChanged.connect(lambda v: self._apply(places_paid=v or None))
        form.addRow(self.tr("Payout table:"), self.table_chooser)
        form.addRow(self.tr("Round prizes to:"), self.rounding)
        form.addRow(self.tr("Minimum prize:"), self.min_cash)
        form.addRow(self.tr("Places paid:"), self.places_spin)
        self.message = QLabel()
        self.message.setObjectName("optionsMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(f"color: {legible(ERROR_COLOR, self.palette()).name()};")
        self.message.setVisible(False)
        form.addRow(self.message)

    def load(self) -> None:
        """Show the tournament's payout settings (without applying them again)."""
        s = self.document.tournament.settings
        for w in (self.table_chooser, self.rounding, self.places_spin):
            w.blockSignals(True)
        self.table_chooser.set_text(s.payout_table)
        self.rounding.set_currency(s.currency)
        self.rounding.set_cents(s.rounding_cents)
        if not self.min_cash.hasFocus():
            self.min_cash.setText(
                amount_text(s.minimum_cash_cents, self.document.lang)
                if s.minimum_cash_cents
                else ""
            )
        self.places_spin.setValue(s.places_paid or 0)
        for w in (self.table_chooser, self.rounding, self.places_spin):
            w.blockSignals(False)
        # A satellite pays seats of its value and the remainder to the cent: these do not apply.
        for widget in (self.table_chooser, self.rounding, self.min_cash, self.places_spin):
            widget.setEnabled(not s.satellite_seat_cents)

    def _say(self, reason: str) -> None:
        self.message.setText(reason)
        self.message.setVisible(True)

    def _apply(self, **changes: Any) -> bool:
        """Change payout settings (one undoable action); a refusal is said by the options."""
        t = self.document.tournament
        # the same settings again (a value typed twice) would be an empty action to undo
        current = t.settings.to_dict()
        if all(current[name] == value for name, value in changes.items()):
            return True
        reason = self.document.why_not(t.verify_update_settings, **changes)
        if reason:
            self._say(reason)
            self.load()
            return False
        self.message.setVisible(False)
        return self.document.act(t.update_settings, **changes) is not None

    def _min_cash_edited(self) -> None:
        text = self.min_cash.text().strip()
        reason = self.document.why_not(parse_amount, text, "minimum cash") if text else None
        if reason:
            self._say(reason)
            return
        self._apply(minimum_cash_cents=parse_amount(text, "minimum cash") if text else 0)
