"""The chip set in the settings dialog: typed as a line, checked, kept, undone."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from director.structures.chipset import ChipSet
from tests.helpers.forms import retype
from ui.setup.settings import SettingsDialog


def ok(qtbot, dialog):
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def open_dialog(qtbot, document):
    dialog = SettingsDialog(document)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.tabs.setCurrentWidget(dialog.rules)
    return dialog


def test_the_chip_set_is_typed_shown_with_its_stack_kept_and_undone(qtbot, document, tournament):
    dialog = open_dialog(qtbot, document)
    rules = dialog.rules
    assert rules.chipset_edit.text() == ""
    assert not rules.chipset_note.isVisible()
    retype(qtbot, rules.chipset_edit, "25:400, 100:600, 500:200, 1000:400")
    # The note under it: one player's stack and the largest field the case serves.
    stack = tournament.structure.starting_stack
    assert rules.chipset_note.isVisible()
    assert rules.chipset_note.text().startswith("Each player: ")
    assert rules.chipset_note.text().endswith(" players.")
    ok(qtbot, dialog)
    assert not dialog.isVisible()
    assert tournament.settings.chipset == ChipSet.parse("25:400,100:600,500:200,1000:400")
    assert stack == tournament.settings.chips_for_entry(stack)
    again = open_dialog(qtbot, document)
    assert again.rules.chipset_edit.text() == "25:400, 100:600, 500:200, 1000:400"
    again.reject()
    assert document.undo_text() == "Undo change of settings"
    document.undo()
    assert tournament.settings.chipset is None


def test_a_bad_chip_set_is_said_under_it_and_changes_nothing(qtbot, document, tournament):
    dialog = open_dialog(qtbot, document)
    rules = dialog.rules
    retype(qtbot, rules.chipset_edit, "25:400, 25:10")
    assert rules.chipset_note.text() == "chip set: chip 25 is listed twice; list each value once"
    dialog.tabs.setCurrentWidget(dialog.event_section)
    ok(qtbot, dialog)
    assert dialog.isVisible()
    assert dialog.tabs.currentWidget() is rules  # the tab with the problem is shown
    assert dialog.focusWidget() is rules.chipset_edit
    assert tournament.settings.chipset is None
    retype(qtbot, rules.chipset_edit, "1000:3")
    assert rules.chipset_note.text().startswith("The set cannot make a stack of ")
    retype(qtbot, rules.chipset_edit, "")
    ok(qtbot, dialog)
    assert not dialog.isVisible()
    assert tournament.settings.chipset is None
