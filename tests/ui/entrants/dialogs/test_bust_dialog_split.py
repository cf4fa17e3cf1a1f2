"""The bust dialog's split pot: several eliminators share a progressive knockout's bounty."""

from __future__ import annotations

from PySide6.QtCore import Qt

from director.tournament.knockouts import knockouts
from tests.helpers.entrants import entrants_tab, press, seeded
from ui.entrants.dialogs import BustDialog


def test_a_split_pot_names_both_eliminators_and_they_share_the_bounty(
    main_window, tournament, qtbot
):
    t = tournament
    t.update_settings(bounty_cents=1000, progressive=True)
    seeded(t, 6)
    tab = entrants_tab(main_window)
    tab.select_entries([1])
    press(qtbot, tab, Qt.Key.Key_B)
    dialog = tab.current_dialog
    assert isinstance(dialog, BustDialog)
    names = {r.entry: r.name for r in dialog.rows.values()}
    qtbot.keyClicks(dialog.search, "#3")
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return)
    qtbot.keyClicks(dialog.search, "#2")
    qtbot.mouseClick(dialog.split_button, Qt.MouseButton.LeftButton)
    assert dialog.table.item(0, BustDialog.COL_BY).text() == f"{names[3]} + {names[2]}"
    # €10 in two: €5 each, €2.50 cash and €2.50 onto the head.
    cash = tab.document.money(250)
    assert f"{names[3]} collects {cash} in bounties." in dialog.preview.text()
    assert f"{names[2]} collects {cash} in bounties." in dialog.preview.text()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert tab.current_dialog is None
    bust = t.state.eliminations[-1].busts[0]
    assert (bust.entry, bust.by, bust.also) == (1, 3, (2,))
    k = knockouts(t.state)
    assert k.won == {2: 250, 3: 250} and k.heads[2] == k.heads[3] == 1250
    # Naming a new eliminator forgets the split.
    dialog = BustDialog(tab.document, [4])
    qtbot.addWidget(dialog)
    dialog.split_with(5)
    dialog.split_with(6)
    assert [s.also for s in dialog.specs() or []] == [(6,)]
    dialog.set_eliminator(5)
    assert [s.also for s in dialog.specs() or []] == [()]
