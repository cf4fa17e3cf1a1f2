"""The settings fields refuse what the command line refuses, with the same ceilings and words."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from director.tournament import Price
from tests.helpers.forms import retype
from ui.setup.settings import SettingsDialog

HUGE = "1" + "0" * 30


def _ok(qtbot, dialog):
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize(
    ("field", "text", "said"),
    [
        ("buy_in_edit", "10.000", "the buy-in 10.000 is ambiguous: write 10000 for 10,000 (no dot)"),
        ("buy_in_edit", HUGE, "the buy-in can be at most 1,000,000; check the zeros"),
        ("guarantee_edit", HUGE, "the guarantee can be at most 1,000,000,000; check the zeros"),
        ("buy_in_edit", "nan", "'nan' is not an amount"),
    ],
)  # fmt: skip
def test_money_beyond_its_ceiling_is_refused(qtbot, document, tournament, field, text, said):
    dialog = SettingsDialog(document)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.tabs.setCurrentWidget(dialog.money)
    retype(qtbot, getattr(dialog.money, field), text)
    _ok(qtbot, dialog)
    assert dialog.isVisible()
    assert said in dialog.money.summary.text() + dialog.message.text()
    assert tournament.settings.buy_in == Price(2000, 500)


def test_chips_beyond_the_ceiling_are_refused_in_the_windows_language(qtbot, document, tournament):
    document.lang = "it"
    dialog = SettingsDialog(document)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.tabs.setCurrentWidget(dialog.rules)
    dialog.rules.rebuy_box.setChecked(True)
    retype(qtbot, dialog.rules.rebuy_price, "20")
    retype(qtbot, dialog.rules.rebuy_chips, HUGE)
    _ok(qtbot, dialog)
    assert dialog.isVisible()
    assert "al massimo 1.000.000.000" in dialog.message.text()
    assert tournament.settings.rebuy is None
