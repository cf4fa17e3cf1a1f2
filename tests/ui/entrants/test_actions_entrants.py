"""The Entrants tab's actions: the right-click menu and the toolbar."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.helpers.entrants import entrants_tab, seeded
from ui.entrants.dialogs import BustDialog, PersonDialog


def test_right_click_menu_lists_the_actions_with_their_reasons(main_window, tournament, qtbot):
    seeded(tournament, 3)
    tab = entrants_tab(main_window)
    tab.select_entries([1])
    menu = tab.build_menu()
    items = {a.objectName(): a for a in menu.actions()}
    assert "menu_rebuy" not in items  # not offered in a freezeout
    assert items["menu_bust"].isEnabled()
    assert items["menu_bust"].text() == "&Bust…\tB"
    assert not items["menu_revive"].isEnabled()
    assert items["menu_revive"].toolTip() == "Mario Rossi (entry #1) is not busted"
    items["menu_bust"].trigger()
    assert isinstance(tab.current_dialog, BustDialog)
    tab.current_dialog.reject()
    # the toolbar's buttons do the same
    button = tab.toolbar.widgetForAction(tab.buttons["edit"])
    assert button.text() == "Edit  (Enter)"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert isinstance(tab.current_dialog, PersonDialog)
    tab.current_dialog.reject()
