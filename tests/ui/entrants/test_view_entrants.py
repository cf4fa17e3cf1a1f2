"""The entrants list on screen: keys between the search box and the list."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.helpers.entrants import entrants_tab, press, seeded, shown_names


def test_keyboard_from_the_search_box_to_the_list(main_window, rebuy_tournament, qtbot):
    t = rebuy_tournament
    seeded(t, 10)
    tab = entrants_tab(main_window)
    qtbot.keyClicks(tab.search, "rab")  # letters type in the search box, they do not act
    assert tab.search.text() == "rab"
    assert t.state.rebuy_count == 0
    tab.search.clear()
    qtbot.keyClicks(tab.search, "bianchi")
    assert tab.selected_entries() == [2]  # the first match is selected as you type
    qtbot.keyClick(tab.search, Qt.Key.Key_Return)
    assert tab.table.hasFocus()
    qtbot.keyClick(tab.table, Qt.Key.Key_R)  # now R is a rebuy for Anna Bianchi
    assert t.state.entries[2].rebuys == 1
    qtbot.keyClick(tab.table, Qt.Key.Key_Escape)
    assert tab.search.hasFocus()
    qtbot.keyClick(tab.table.window(), Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert tab.search.hasFocus()
    assert tab.search.selectedText() == "bianchi"


def test_a_letter_typed_in_the_list_starts_a_search(main_window, tournament, qtbot):
    seeded(tournament, 10)
    tab = entrants_tab(main_window)
    tab.select_entries([1])
    press(qtbot, tab, Qt.Key.Key_M)  # not an action's key: it searches instead of jumping
    assert tab.search.text() == "m"
    qtbot.keyClicks(tab.search, "arco")
    assert shown_names(tab) == ["Marco Ferrari"]
    assert tab.selected_entries() == [5]
