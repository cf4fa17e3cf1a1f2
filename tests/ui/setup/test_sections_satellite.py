"""The settings dialog's "Satellite: seat value" field: set, shown again, undone, refused."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from tests.helpers.forms import retype
from ui.setup.settings import SettingsDialog


def ok(qtbot, dialog):
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )


def test_the_settings_dialog_makes_a_satellite_and_undo_reverts_it(qtbot, document, tournament):
    dialog = SettingsDialog(document)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    edit = dialog.payouts.satellite_edit
    assert edit.text() == "" and edit.placeholderText() == "none"
    retype(qtbot, edit, "250")
    ok(qtbot, dialog)
    assert not dialog.isVisible()
    assert tournament.settings.satellite_seat_cents == 25_000
    again = SettingsDialog(document)
    qtbot.addWidget(again)
    assert again.payouts.satellite_edit.text() == "250"
    document.undo()
    assert tournament.settings.satellite_seat_cents == 0


def test_a_seat_value_that_is_not_an_amount_is_refused(qtbot, document, tournament):
    dialog = SettingsDialog(document)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    retype(qtbot, dialog.payouts.satellite_edit, "-5")
    ok(qtbot, dialog)
    assert dialog.isVisible() and tournament.settings.satellite_seat_cents == 0
