"""The mystery bounties' tab of the settings dialog: set with their draw, refused, undone."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from tests.helpers.forms import retype
from ui.setup.settings import SettingsDialog


def _dialog(qtbot, document):
    dialog = SettingsDialog(document)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.tabs.setCurrentWidget(dialog.mystery)
    return dialog


def _ok(qtbot, dialog):
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )


def test_the_prizes_are_set_with_their_commitment_and_undo_takes_them_back(
    qtbot, document, tournament
):
    dialog = _dialog(qtbot, document)
    retype(qtbot, dialog.mystery.prizes_edit, "500x1, 100x2")
    dialog.mystery.level_box.setValue(3)
    _ok(qtbot, dialog)
    assert not dialog.isVisible()
    assert tournament.settings.mystery == ((50000, 1), (10000, 2))
    assert tournament.settings.mystery_from == 3
    assert tournament.mystery.deck is not None and tournament.mystery.deck.verifies()
    again = _dialog(qtbot, document)
    assert again.mystery.prizes_edit.text() == "500x1,100x2"
    assert again.mystery.level_box.value() == 3
    commitment = tournament.mystery.deck.commitment
    assert again.mystery.status.text() == (
        f"Commitment to the draw order: {commitment}. Opened: 0 of 3."
    )
    again.reject()
    document.undo()
    assert tournament.settings.mystery == () and tournament.mystery.deck is None


def test_a_malformed_list_is_said_in_one_line_and_nothing_changes(qtbot, document, tournament):
    n = len(tournament.history())
    dialog = _dialog(qtbot, document)
    retype(qtbot, dialog.mystery.prizes_edit, "500,100x2")
    _ok(qtbot, dialog)
    assert dialog.isVisible() and len(tournament.history()) == n
    assert dialog.message.text() == (
        "mystery prizes '500,100x2' not understood: write AMOUNTxCOUNT separated by commas, "
        "e.g. 500x1,100x2,20x10"
    )


def test_other_settings_and_the_prizes_change_together(qtbot, document, tournament):
    dialog = _dialog(qtbot, document)
    retype(qtbot, dialog.event_section.name_edit, "Mystery night")
    retype(qtbot, dialog.mystery.prizes_edit, "20x3")
    _ok(qtbot, dialog)
    assert tournament.settings.name == "Mystery night"
    assert tournament.settings.mystery == ((2000, 3),) and tournament.settings.mystery_from == 1
    # one OK is one change: one undo takes the name and the prizes back together
    assert tournament.history()[-1].label(tournament.state).text("en") == "change of settings"
    document.undo()
    assert tournament.settings.name != "Mystery night"
    assert tournament.settings.mystery == () and tournament.mystery.deck is None
    document.redo()
    assert tournament.settings.name == "Mystery night"
    assert tournament.mystery.deck is not None and tournament.mystery.deck.verifies()
