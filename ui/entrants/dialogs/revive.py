"""Bring back a player busted by mistake."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from director.i18n import ordinal
from ui.document import Document
from ui.entrants.forms import ActionDialog, parse_chips


class ReviveDialog(ActionDialog):
    """Bring back a player busted by mistake, with the reason (kept in the record).

    Args:
        document: The open tournament.
        entry: The busted entry.
        parent: The tab.

    Attributes:
        record: The Revived record once stored, else None.
    """

    def __init__(self, document: Document, entry: int, parent: QWidget | None = None) -> None:
        super().__init__(document, parent)
        self.setObjectName("reviveDialog")
        self.entry = entry
        s = document.state
        self.setWindowTitle(self.tr("Bring back {0}").format(s.label(s.entries[entry])))
        intro = QLabel(
            self._what_happened()
            + " "
            + self.tr(
                "Bringing them back takes the place (and any bounty) away; the reason is kept."
            )
        )
        intro.setWordWrap(True)
        self.reason_edit = QLineEdit()
        self.reason_edit.setObjectName("reasonEdit")
        self.reason_edit.setPlaceholderText(self.tr("e.g. the wrong player was busted"))
        self.chips_edit = QLineEdit()
        self.chips_edit.setObjectName("chipsEdit")
        self.chips_edit.setPlaceholderText(self.tr("Optional"))
        self.seat_box = QCheckBox(self.tr("Give a seat at once"))
        self.seat_box.setChecked(True)
        form = QFormLayout()
        form.addRow(self.tr("Reason"), self.reason_edit)
        form.addRow(self.tr("Chips now"), self.chips_edit)
        form.addRow("", self.seat_box)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Bring back"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(440)
        self.reason_edit.setFocus()

    def _what_happened(self) -> str:
        """``Mario Rossi was busted in 10th place by Anna Bianchi.``"""
        s = self.document.state
        e = s.entries[self.entry]
        place = s.places.get(self.entry)
        if place is not None and e.busted_by is not None:
            return self.tr("{0} was busted in {1} place by {2}.").format(
                s.label(e), ordinal(place.best, self.document.lang), s.label(e.busted_by)
            )
        if place is not None:
            return self.tr("{0} was busted in {1} place.").format(
                s.label(e), ordinal(place.best, self.document.lang)
            )
        return s.label(e)

    def problem(self) -> str | None:
        """Why it cannot be done as typed, or None."""
        chips = None
        if self.chips_edit.text().strip():
            chips = parse_chips(self.chips_edit.text())
            if chips is None:
                return self.tr("Type the chips as a number, e.g. 12500, or leave it empty.")
        return self.document.why_not(
            self.document.tournament.entrants.verify_revive,
            self.entry,
            self.reason_edit.text(),
            chips=chips,
        )

    def accept(self) -> None:
        """Bring the player back, or say why not and stay open."""
        reason = self.problem()
        if reason is not None:
            self.message.say(reason)
            self.reason_edit.setFocus()
            return
        chips = parse_chips(self.chips_edit.text()) if self.chips_edit.text().strip() else None
        self.perform(
            self.document.tournament.entrants.revive,
            self.entry,
            self.reason_edit.text(),
            chips=chips,
            seat=self.seat_box.isChecked(),
        )
