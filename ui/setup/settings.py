"""The running tournament's settings dialog (Settings ▸ Tournament settings…).

Its tabs are the sections of :mod:`ui.setup.sections`; OK applies the changes with
``Tournament.update_settings(...)``: one undoable action, refused by the domain (and nothing
changed) when it does not make sense, for instance a price change after a deal. A new price once
entries were taken asks first whether it corrects the past or applies from now on.

Open it from the main window with :func:`open_settings_dialog`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from director.errors import DirectorError
from director.tournament.pricing import PriceChange, taken_at_other_prices
from director.tournament.prizes import payout_table as cached_payout_table
from ui.common.sizes import SETTINGS, resize_to_fit
from ui.common.theme import caption_style
from ui.document import error_text
from ui.setup.fields import (
    ERROR_COLOR,
    OK_COLOR,
    FieldProblem,
    amount_text,
    focus_problem,
    message_label,
    parse_chips,
    show_message,
)
from ui.setup.mystery import MysterySection, split_mystery
from ui.setup.payout_choice import PayoutTableChooser, RoundingBox, same_table
from ui.setup.sections import (
    EventSection,
    MoneySection,
    PayoutsSection,
    RulesSection,
    Section,
    TablesSection,
)

if TYPE_CHECKING:
    from ui.document import Document

#: What the Payouts tab takes from here (its home modules: ui.setup.fields, ui.setup.payout_choice).
__all__ = [
    "ERROR_COLOR",
    "OK_COLOR",
    "PayoutTableChooser",
    "RoundingBox",
    "SettingsDialog",
    "amount_text",
    "error_text",
    "open_settings_dialog",
    "parse_chips",
]


class SettingsDialog(QDialog):
    """The running tournament's settings; OK applies the changes as one undoable action.

    Args:
        document: The open tournament (:class:`ui.document.Document`).
        parent: The main window.
    """

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("Tournament settings"))
        self.document = document
        lang = document.lang
        t = document.tournament
        # not "event": that is QObject's own event handler
        self.event_section = EventSection(lang)
        self.money = MoneySection(lang)
        self.rules = RulesSection(lang)
        self.rules.set_structure(t.structure)
        self.tables = TablesSection(lang)
        self.payouts = PayoutsSection(lang)
        self.mystery = MysterySection(lang, len(t.structure.levels), t.mystery.deck)
        self.sections: tuple[Section, ...] = (
            self.event_section,
            self.money,
            self.rules,
            self.tables,
            self.payouts,
            self.mystery,
        )
        self.message = message_label()
        #: The question about the prices of what was taken, while it is open.
        self.prices_question: QMessageBox | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(self._build_tabs())
        layout.addWidget(self.message)
        layout.addLayout(self._build_buttons())
        for section in self.sections:
            section.load(t.settings)
        self.money.currency_box.currentIndexChanged.connect(
            lambda _i: self.payouts.set_currency(self.money.currency())
        )
        resize_to_fit(self, SETTINGS)

    def _build_tabs(self) -> QTabWidget:
        """One tab per section; the tables and the payouts share the last one."""
        tables_page = QWidget()
        column = QVBoxLayout(tables_page)
        for title, section in (
            (self.tr("Tables"), self.tables),
            (self.tr("Payouts"), self.payouts),
        ):
            box = QGroupBox(title)
            QVBoxLayout(box).addWidget(section)
            column.addWidget(box)
        column.addStretch(1)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.event_section, self.tr("Event"))
        self.tabs.addTab(self.money, self.tr("Money"))
        self.tabs.addTab(self.rules, self.tr("Entries, rebuys, add-on"))
        self.tabs.addTab(tables_page, self.tr("Tables and payouts"))
        self.tabs.addTab(self.mystery, self.tr("Mystery bounties"))
        return self.tabs

    def _build_buttons(self) -> QHBoxLayout:
        """OK and Cancel, and a note that the changes can be undone."""
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        note = QLabel(self.tr("Changes are one action: Edit ▸ Undo takes them back."))
        note.setObjectName("undoNote")
        note.setStyleSheet(caption_style(self.palette()))
        bottom = QHBoxLayout()
        bottom.addWidget(note, 1)
        bottom.addWidget(self.buttons)
        return bottom

    def changes(self) -> dict[str, Any]:
        """The settings that differ from the tournament's (raises FieldProblem)."""
        values: dict[str, Any] = {}
        for section in self.sections:
            values.update(section.read())
        current = self.document.tournament.settings
        changes = {k: v for k, v in values.items() if getattr(current, k) != v}
        if "payout_table" in changes:
            try:  # the same table written differently is no change
                same = same_table(
                    cached_payout_table(changes["payout_table"]),
                    cached_payout_table(current.payout_table),
                )
            except DirectorError:
                same = False
            if same:
                del changes["payout_table"]
        return changes

    def accept(self) -> None:
        """Apply the changes (one undoable action) or say what is wrong and stay open."""
        try:
            changes = self.changes()
        except FieldProblem as problem:
            # the money tab already says it under the amounts; do not say it twice
            shown = self.money.summary.isVisible() and self.money.summary.text() == str(problem)
            show_message(self.message, "" if shown else str(problem))
            focus_problem(problem)
            return
        t = self.document.tournament
        # The mystery prizes are set with their committed draw (t.mystery.set), apart.
        mystery = split_mystery(changes, t.settings)
        if mystery is not None:
            refused = self.document.why_not(t.mystery.checked, *mystery)
            if refused is not None:
                show_message(self.message, refused)
                return
        if changes:
            prices = None
            try:
                taken = taken_at_other_prices(t.state, t.settings.changed(**changes))
            except DirectorError:
                taken = 0  # the domain's refusal below says what is wrong
            if taken:
                prices = self.ask_prices(taken)
                if prices is None:
                    return  # cancelled: the dialog stays open, nothing changed
            refused = self.document.why_not(t.verify_update_settings, prices, **changes)
            if refused is not None:
                show_message(self.message, refused)
                return
            # the prizes go in the same record: one OK, one undo
            if self.document.act(t.update_settings, prices, mystery, **changes) is None:
                return
        elif mystery is not None and self.document.act(t.mystery.set, *mystery) is None:
            return
        super().accept()

    def ask_prices(self, taken: int) -> PriceChange | None:
        """Ask what new prices do to the ``taken`` entries already paid; None: cancelled.

        Nothing collected is rewritten unless the director says so: the old prices were a
        mistake (correct the past, one undoable action), or the new ones apply from now on.
        """
        box = QMessageBox(self)
        box.setObjectName("pricesQuestion")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("New prices"))
        box.setText(self.tr("Entries already taken at the old prices: {0}.").format(taken))
        box.setInformativeText(
            self.tr(
                "Correct the past: the old prices were a mistake; everything taken so far is"
                " re-priced (Edit ▸ Undo takes it back).\n\n"
                "From now on: what was taken keeps its price; the new prices apply to what is"
                " taken next."
            )
        )
        past = box.addButton(self.tr("Correct the past"), QMessageBox.ButtonRole.AcceptRole)
        past.setObjectName("correctPast")
        now = box.addButton(self.tr("From now on"), QMessageBox.ButtonRole.AcceptRole)
        now.setObjectName("fromNow")
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(now)
        self.prices_question = box
        try:
            box.exec()
            clicked = box.clickedButton()
        finally:
            self.prices_question = None
            box.deleteLater()
        if clicked is past:
            return PriceChange.CORRECT_PAST
        return PriceChange.FROM_NOW if clicked is now else None


def open_settings_dialog(document: Document, parent: QWidget) -> SettingsDialog:
    """Open the settings of ``document``'s tournament over ``parent`` (applies on OK)."""
    dialog = SettingsDialog(document, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
