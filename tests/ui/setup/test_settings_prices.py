"""A new price in the settings dialog once entries were taken: the window asks what it does."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from director.tournament import Price
from tests.helpers.forms import retype
from tests.helpers.settings_dialog import answer_prices
from ui.setup.settings import SettingsDialog


def ok(qtbot, dialog):
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def dialog_with_buy_in(qtbot, document, text):
    dialog = SettingsDialog(document)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.tabs.setCurrentWidget(dialog.money)
    retype(qtbot, dialog.money.buy_in_edit, text)
    return dialog


def four_entries(tournament):
    for name in ("Ada", "Bea", "Cid", "Dan"):
        tournament.entrants.register(name)
    assert tournament.money.summary().prize_pool_cents == 8000  # 20+5 each


def test_cancel_changes_nothing_and_keeps_the_dialog_open(qtbot, document, tournament):
    four_entries(tournament)
    dialog = dialog_with_buy_in(qtbot, document, "50+10")
    seen = []
    answer_prices("cancel", seen)
    ok(qtbot, dialog)
    assert seen == ["Entries already taken at the old prices: 4."]
    assert dialog.isVisible()
    assert tournament.settings.buy_in == Price(2000, 500)


def test_from_now_on_keeps_what_was_collected(qtbot, document, tournament):
    four_entries(tournament)
    dialog = dialog_with_buy_in(qtbot, document, "50+10")
    answer_prices("fromNow", [])
    ok(qtbot, dialog)
    assert not dialog.isVisible()
    assert tournament.settings.buy_in == Price(5000, 1000)
    assert tournament.money.summary().prize_pool_cents == 8000
    tournament.entrants.register("Eva")
    assert tournament.money.summary().prize_pool_cents == 13_000


def test_correct_the_past_reprices_every_entry_and_one_undo_takes_it_back(
    qtbot, document, tournament
):
    four_entries(tournament)
    dialog = dialog_with_buy_in(qtbot, document, "50+10")
    answer_prices("correctPast", [])
    ok(qtbot, dialog)
    assert not dialog.isVisible()
    assert tournament.money.summary().prize_pool_cents == 20_000
    assert document.undo_text() == "Undo correction of the prices already collected"
    document.undo()
    assert tournament.money.summary().prize_pool_cents == 8000
    assert tournament.settings.buy_in == Price(2000, 500)


def test_no_entries_no_question(qtbot, document, tournament):
    dialog = dialog_with_buy_in(qtbot, document, "50+10")
    ok(qtbot, dialog)  # a question would wait for an answer here
    assert not dialog.isVisible()
    assert tournament.settings.buy_in == Price(5000, 1000)
