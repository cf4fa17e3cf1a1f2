"""Chip counts: one player's, and every player's left in one table."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.helpers.entrants import COL, cell, entrants_tab, press, seeded, type_in_cell
from ui.entrants.dialogs import ChipCountsDialog, ChipsDialog


def test_chip_count_for_one_player_and_for_everyone(main_window, tournament, qtbot):
    t = tournament
    seeded(t, 5)
    t.entrants.bust(5)
    tab = entrants_tab(main_window)
    tab.select_entries([2])
    press(qtbot, tab, Qt.Key.Key_C)
    dialog = tab.current_dialog
    assert isinstance(dialog, ChipsDialog)
    qtbot.keyClicks(dialog.chips_edit, "0")
    qtbot.keyClick(dialog.chips_edit, Qt.Key.Key_Return)
    assert tab.current_dialog is dialog
    assert dialog.message.isVisible()  # zero chips: bust the player instead
    dialog.chips_edit.clear()
    qtbot.keyClicks(dialog.chips_edit, "12,500")
    qtbot.keyClick(dialog.chips_edit, Qt.Key.Key_Return)
    assert tab.current_dialog is None
    assert cell(tab, 2, COL.CHIPS) == "12,500"
    assert tab.notice.text() == "Anna Bianchi has 12,500 chips."

    press(qtbot, tab, Qt.Key.Key_C, Qt.KeyboardModifier.ShiftModifier)
    counts = tab.current_dialog
    assert isinstance(counts, ChipCountsDialog)
    assert counts.model.rowCount() == 4  # the players left, not the busted one
    assert not counts.ok_button.isEnabled()
    # type the first count in the table; Enter moves on to the next player
    view = counts.view
    type_in_cell(qtbot, view, "9000")
    qtbot.waitUntil(lambda: counts.model.typed.get(1) == "9000")
    first_next = counts.model.index(1, 3)
    qtbot.waitUntil(lambda: view.currentIndex() == first_next)
    counts.type_count(3, "15 000")
    counts.type_count(4, "lots")
    assert not counts.ok_button.isEnabled()
    assert counts.message.text() == "One count is not a number of chips (in red)."
    counts.type_count(4, "")
    assert counts.ok_button.isEnabled()
    qtbot.keyClick(view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert tab.current_dialog is None
    assert [cell(tab, e, COL.CHIPS) for e in (1, 2, 3, 4, 5)] == [
        "9,000",
        "12,500",
        "15,000",
        "",
        "",
    ]
    assert tab.notice.text() == "Chip counts saved for 2 players."
    assert main_window.undo_action.iconText() == "Undo chip counts of 2 players"


def test_a_count_above_the_chips_in_play_is_refused_with_the_total(main_window, tournament, qtbot):
    seeded(tournament, 2)
    in_play = tournament.state.chips_in_play
    tab = entrants_tab(main_window)
    tab.select_entries([2])
    press(qtbot, tab, Qt.Key.Key_C)
    dialog = tab.current_dialog
    assert isinstance(dialog, ChipsDialog)
    qtbot.keyClicks(dialog.chips_edit, str(in_play + 1))
    qtbot.keyClick(dialog.chips_edit, Qt.Key.Key_Return)
    assert tab.current_dialog is dialog  # refused: stays open, nothing recorded
    assert dialog.message.text() == (
        f"Anna Bianchi: {in_play + 1} chips is more than the {in_play} chips in play"
    )
    assert tournament.state.entries[2].chips is None
