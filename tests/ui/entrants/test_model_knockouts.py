"""The entrants list of a progressive knockout: the Bounties column shows each bounty on a head."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.helpers.entrants import COL, cell, entrants_tab, seeded


def test_the_bounty_column_follows_the_heads_and_undo(main_window, tournament):
    t = tournament
    t.update_settings(bounty_cents=1000)
    seeded(t, 4)
    tab = entrants_tab(main_window)
    assert cell(tab, 2, COL.BOUNTIES) == ""  # a fixed bounty: the knockouts, none yet
    main_window.document.act(t.update_settings, progressive=True)
    ten, fifteen = tab.document.money(1000), tab.document.money(1500)
    assert cell(tab, 2, COL.BOUNTIES) == ten
    main_window.document.act(t.entrants.bust, 1, by=2)
    assert cell(tab, 2, COL.BOUNTIES) == fifteen and cell(tab, 1, COL.BOUNTIES) == ""
    tip = cell(tab, 2, COL.BOUNTIES, Qt.ItemDataRole.ToolTipRole)
    assert tip == (
        f"Bounty on their head now; bounty cash won: {tab.document.money(500)}, knockouts: 1"
    )
    tab.model.sort(COL.BOUNTIES, Qt.SortOrder.DescendingOrder)
    assert tab.model.entries()[0] == 2
    main_window.document.undo()
    assert cell(tab, 2, COL.BOUNTIES) == ten
