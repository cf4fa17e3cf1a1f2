"""Bringing back a player busted by mistake."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.helpers.entrants import COL, cell, entrants_tab, press, seeded
from ui.entrants.dialogs import ReviveDialog


def test_revive_a_mistaken_bust_with_a_reason(main_window, rebuy_tournament, qtbot):
    t = rebuy_tournament
    seeded(t, 6)
    t.entrants.bust(3, by=1)
    tab = entrants_tab(main_window)
    assert cell(tab, 1, COL.BOUNTIES) == "1"
    tab.select_entries([3])
    press(qtbot, tab, Qt.Key.Key_V)
    dialog = tab.current_dialog
    assert isinstance(dialog, ReviveDialog)
    qtbot.keyClick(dialog.reason_edit, Qt.Key.Key_Return)  # no reason: refused
    assert tab.current_dialog is dialog
    assert dialog.message.text() == (
        "Say why Luigi Verdi is brought back (the reason is kept in the record)"
    )
    qtbot.keyClicks(dialog.reason_edit, "wrong player busted")
    qtbot.keyClicks(dialog.chips_edit, "abc")
    qtbot.keyClick(dialog.reason_edit, Qt.Key.Key_Return)
    assert tab.current_dialog is dialog
    assert "number" in dialog.message.text()
    dialog.chips_edit.clear()
    qtbot.keyClicks(dialog.chips_edit, "12 000")
    qtbot.keyClick(dialog.reason_edit, Qt.Key.Key_Return)
    assert tab.current_dialog is None
    assert cell(tab, 3, COL.STATUS) == "playing"
    assert cell(tab, 3, COL.CHIPS) == "12,000"
    assert cell(tab, 1, COL.BOUNTIES) == ""  # the bounty goes back
    tip = cell(tab, 3, COL.NAME, Qt.ItemDataRole.ToolTipRole)
    assert "Brought back: wrong player busted" in tip
    assert tab.notice.text() == "Luigi Verdi is back in the tournament."
