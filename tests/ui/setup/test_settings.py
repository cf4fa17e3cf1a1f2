"""The settings dialog of a running tournament: one undoable action, the domain's refusals."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from director.payouts import loads_payout_table, shipped_payout_tables
from director.tournament import Price
from tests.helpers.forms import retype
from tests.helpers.settings_dialog import answer_prices
from ui.setup.settings import SettingsDialog, open_settings_dialog


def ok(qtbot, dialog):
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_settings_dialog_changes_the_buy_in_and_undo_reverts_it(qtbot, document, tournament):
    dialog = SettingsDialog(document)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    assert dialog.event_section.name_edit.text() == "Club 50"
    assert dialog.money.buy_in_edit.text() == "20+5"
    dialog.tabs.setCurrentWidget(dialog.money)
    retype(qtbot, dialog.money.buy_in_edit, "abc")
    ok(qtbot, dialog)
    assert dialog.isVisible()  # refused: says why (under the amounts), changes nothing
    assert dialog.money.summary.text() == "'abc' is not an amount; write it like 20 or 20,50"
    assert dialog.focusWidget() is dialog.money.buy_in_edit
    retype(qtbot, dialog.event_section.name_edit, "")
    ok(qtbot, dialog)
    assert dialog.tabs.currentWidget() is dialog.event_section  # the tab with the problem is shown
    assert dialog.message.text() == "Give the tournament a name; it is printed on every sheet."
    retype(qtbot, dialog.event_section.name_edit, "Club 50")
    assert tournament.settings.buy_in == Price(2000, 500)
    retype(qtbot, dialog.money.buy_in_edit, "30+5")
    dialog.tabs.setCurrentWidget(dialog.event_section)
    retype(qtbot, dialog.event_section.venue_edit, "Circolo Aurora")
    ok(qtbot, dialog)
    assert not dialog.isVisible()
    assert tournament.settings.buy_in == Price(3000, 500)
    assert tournament.settings.venue == "Circolo Aurora"
    assert tournament.settings.name == "Club 50"  # untouched
    assert document.undo_text() == "Undo change of settings"
    document.undo()
    assert tournament.settings.buy_in == Price(2000, 500)
    assert tournament.settings.venue == ""


def test_the_settings_dialog_shows_the_domains_refusal(qtbot, document, tournament):
    # after a deal the prices are fixed: the dialog says so and stays open
    for i in range(4):
        tournament.entrants.register(f"P{i}")
    tournament.seating.add_tables(1)
    tournament.seating.draw_seats()
    tournament.entrants.bust("P3")
    tournament.entrants.set_chips({"P0": 3000, "P1": 2000, "P2": 1000})
    tournament.deals.record(tournament.deals.propose("chip-chop"))
    dialog = SettingsDialog(document)
    qtbot.addWidget(dialog)
    dialog.show()
    retype(qtbot, dialog.money.buy_in_edit, "30+5")
    answer_prices("correctPast", [])  # entries were taken: the window asks first
    ok(qtbot, dialog)
    assert dialog.isVisible()
    assert "a deal has fixed the prizes" in dialog.message.text()
    assert tournament.settings.buy_in == Price(2000, 500)


def test_open_settings_dialog_from_the_main_window(main_window, qtbot, tournament):
    dialog = open_settings_dialog(main_window.document, main_window)
    assert dialog.isVisible()
    assert dialog.parent() is main_window
    retype(qtbot, dialog.tables.seats_spin.lineEdit(), "6")
    ok(qtbot, dialog)
    assert tournament.settings.seats_per_table == 6


def test_ok_without_changes_records_nothing(qtbot, document, tournament):
    flat = next(p for p in shipped_payout_tables() if p.name == "flat.yaml")
    # the table as another program wrote it: the same table, other text
    text = loads_payout_table(flat.read_text(encoding="utf-8")).to_yaml()
    tournament.update_settings(payout_table=text, rounding_cents=300)
    before = document.undo_text()
    dialog = SettingsDialog(document)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.payouts.chooser.combo.currentText() == "Flat"
    assert dialog.payouts.rounding.currentText() == "€3"
    assert dialog.changes() == {}
    ok(qtbot, dialog)
    assert not dialog.isVisible()
    assert document.undo_text() == before
    assert tournament.settings.payout_table == text
