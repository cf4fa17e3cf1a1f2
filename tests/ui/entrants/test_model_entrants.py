"""The entrants list model: search as you type, sorting, 1,000 entrants, the Qt model tester."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.helpers.entrants import COL, NAMES, cell, entrants_tab, seeded, shown_names, type_text


def test_search_narrows_the_list_as_you_type(main_window, tournament, qtbot):
    seeded(tournament, 30)
    tournament.entrants.register("Nicola Verdi")
    tournament.entrants.register("Mario Rossi", "Junior")
    tab = entrants_tab(main_window)
    assert tab.search.hasFocus()  # coming to the tab, typing searches
    counts = []
    for ch in "nicol":
        type_text(qtbot, tab.search, ch)
        counts.append(tab.model.rowCount())
    assert counts[0] > counts[1] >= counts[-1] == 2  # each key narrows the list
    assert shown_names(tab) == ["Nicolò Ricci", "Nicola Verdi"]
    assert tab.shown_label.text() == "2 of 32 shown"
    type_text(qtbot, tab.search, "ò")
    assert shown_names(tab) == ["Nicolò Ricci"]
    # accents and apostrophes do not count: typed without them, the names are found
    tab.search.clear()
    qtbot.keyClicks(tab.search, "NICOLO")
    assert shown_names(tab) == ["Nicolò Ricci"]
    tab.search.clear()
    qtbot.keyClicks(tab.search, "dangelo")
    assert shown_names(tab) == ["Francesca D'Angelo"]
    # every word must match, in any order; apostrophes of either kind; nicknames
    tab.search.clear()
    type_text(qtbot, tab.search, "d’angelo fran")
    assert shown_names(tab) == ["Francesca D'Angelo"]
    tab.search.clear()
    qtbot.keyClicks(tab.search, "junior")
    assert shown_names(tab) == ["Mario Rossi (Junior)"]
    tab.search.clear()
    qtbot.keyClicks(tab.search, "#12")
    assert shown_names(tab) == ["Elena Greco"]
    # Escape clears; the whole list is back
    qtbot.keyClick(tab.search, Qt.Key.Key_Escape)
    assert tab.model.rowCount() == 32
    assert tab.shown_label.text() == ""


def test_a_thousand_entrants_are_listed_and_searched(main_window, tournament, qtbot):
    tournament.entrants.register_many(
        [{"name": f"{first} {last}"} for last in NAMES for first in ("Anna", "Bruno")]
        + [{"name": f"Player {i:03d}"} for i in range(940)]
    )
    tab = entrants_tab(main_window)
    assert tab.model.rowCount() == 1000
    assert tab.footer.text().startswith("1,000 entries  ·  1,000 playing")
    type_text(qtbot, tab.search, "bruno ross")
    assert shown_names(tab) == ["Bruno Mario Rossi"]
    tab.search.clear()
    type_text(qtbot, tab.search, "player 123")  # every word, in the name or the number
    assert shown_names(tab) == ["Player 062", "Player 123"]
    assert tab.model.entries() == [123, 184]
    assert tab.shown_label.text() == "2 of 1,000 shown"


def test_sorting_keeps_the_selection_and_puts_missing_values_last(main_window, tournament, qtbot):
    t = tournament
    seeded(t, 8)
    t.entrants.set_chips({1: 5000, 2: 20000, 3: 12000})
    t.entrants.bust(8, by=1)
    t.entrants.bust(7, by=1)
    tab = entrants_tab(main_window)
    tab.select_entries([3])
    tab.table.sortByColumn(COL.CHIPS, Qt.SortOrder.DescendingOrder)
    assert tab.model.entries()[:3] == [2, 3, 1]  # counted stacks, biggest first
    assert tab.model.entries()[-2:] == [7, 8]  # no count (and busted) last
    assert tab.selected_entries() == [3]
    tab.table.sortByColumn(COL.STATUS, Qt.SortOrder.AscendingOrder)
    assert tab.model.entries()[-2:] == [7, 8]  # 7th, then 8th
    assert cell(tab, 7, COL.STATUS) == "out 7th"
    tab.table.sortByColumn(COL.NAME, Qt.SortOrder.AscendingOrder)
    assert shown_names(tab)[:2] == ["Anna Bianchi", "Chiara Colombo"]
    assert tab.selected_entries() == [3]


def test_model_passes_the_qt_model_tester(main_window, rebuy_tournament, qtmodeltester, qtbot):
    t = rebuy_tournament
    seeded(t, 30)
    t.entrants.bust(30, by=1)
    t.money.rebuy(2)
    tab = entrants_tab(main_window)
    qtmodeltester.check(tab.model)
    tab.search.setText("ri")
    tab.table.sortByColumn(COL.STATUS, Qt.SortOrder.DescendingOrder)
    t.entrants.bust(29, by=2)
    qtmodeltester.check(tab.model)


def test_a_player_who_re_entered_has_one_place_on_their_last_entry(main_window, tournament):
    tournament.update_settings(reentry=True, late_registration_level=3)
    seeded(tournament, 4)
    first = NAMES[3]
    tournament.entrants.bust(first)
    second = tournament.entrants.reenter(first, seat=False).entry
    tournament.entrants.bust(NAMES[2])
    tournament.entrants.bust(f"{first} #2")
    tab = entrants_tab(main_window)
    # Five entries, four people: the places run 1..4, the first entry has none.
    assert cell(tab, 4, COL.STATUS) == "out"
    assert cell(tab, second, COL.STATUS) == "out 3rd"
    assert cell(tab, 3, COL.STATUS) == "out 4th"
