"""The progressive knockout's checkbox in the settings dialog and the new-tournament wizard."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from tests.helpers.forms import next_page, retype
from ui.setup.settings import SettingsDialog

NEEDS_BOUNTY = "A progressive knockout needs a bounty: give its amount."


def test_the_settings_dialog_makes_the_bounty_progressive_and_undo_reverts_it(
    qtbot, document, tournament
):
    dialog = SettingsDialog(document)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.tabs.setCurrentWidget(dialog.money)
    money = dialog.money
    assert not money.progressive_check.isChecked()
    money.progressive_check.setChecked(True)
    assert money.summary.text() == NEEDS_BOUNTY
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert dialog.isVisible() and not tournament.settings.progressive  # refused, nothing changed
    retype(qtbot, money.bounty_edit, "10")
    assert money.summary.text() == (
        "A player pays €35: €20 to the prize pool, €5 to the house, €10 progressive bounty."
    )
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert not dialog.isVisible()
    assert tournament.settings.progressive and tournament.settings.bounty_cents == 1000
    document.undo()
    assert not tournament.settings.progressive and tournament.settings.bounty_cents == 0
    again = SettingsDialog(document)
    qtbot.addWidget(again)
    assert not again.money.progressive_check.isChecked()


def test_the_wizard_refuses_a_progressive_knockout_without_a_bounty(wizard, qtbot):
    w = wizard

    retype(qtbot, w.event_section.name_edit, "PKO")
    next_page(qtbot, w)
    next_page(qtbot, w)
    assert w.currentPage() is w.money_page
    w.money.progressive_check.setChecked(True)
    next_page(qtbot, w)
    assert w.currentPage() is w.money_page
    assert w.money_page.message.text() == NEEDS_BOUNTY
    retype(qtbot, w.money.bounty_edit, "10")
    next_page(qtbot, w)
    assert w.currentPage() is w.rules_page
    assert w.money.read()["progressive"] is True


def test_the_wizards_summary_says_the_bounty_is_progressive(wizard):
    values = {"buy_in": wizard.money.read()["buy_in"], "bounty_cents": 1000}
    assert ("Bounty", "€10") in wizard._money_rows(values)
    values["progressive"] = True
    assert ("Bounty", "€10 (progressive knockout)") in wizard._money_rows(values)
