"""The Entrants tab, driven as a director would: keys, typing in dialogs, the list's contents."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox

from director.tournament import AddonRules, EntryStatus, Price, RebuyRules
from ui.entrants.dialogs import (
    BustDialog,
    ChipCountsDialog,
    ChipsDialog,
    PersonDialog,
    ReviveDialog,
    parse_chips,
)
from ui.entrants.tab import GREY, EntrantsModel, EntrantsTab

NAMES = [
    "Mario Rossi",
    "Anna Bianchi",
    "Luigi Verdi",
    "Giulia Russo",
    "Marco Ferrari",
    "Sara Esposito",
    "Paolo Romano",
    "Chiara Colombo",
    "Nicolò Ricci",
    "Francesca D'Angelo",
    "Davide Marino",
    "Elena Greco",
    "Luca Bruno",
    "Martina Gallo",
    "Andrea Conti",
    "Silvia De Luca",
    "Giuseppe Mancini",
    "Federica Costa",
    "Matteo Giordano",
    "Alessia Rizzo",
    "Simone Lombardi",
    "Ilaria Moretti",
    "Fabio Barbieri",
    "Noemi Fontana",
    "Riccardo Santoro",
    "Lucia Mariani",
    "Stefano Rinaldi",
    "Gaia Caruso",
    "Roberto Ferrara",
    "Aurora Galli",
]

COL = EntrantsModel


# -- helpers -------------------------------------------------------------------------------------
def entrants_tab(window) -> EntrantsTab:
    """Show the Entrants tab of the main window (as Alt+2 does)."""
    tab = window.extra_tabs["entrantsTab"]
    window.tabs.setCurrentWidget(tab)
    window.activateWindow()
    return tab


def cell(tab: EntrantsTab, entry: int, column: int, role=Qt.ItemDataRole.DisplayRole):
    """What the list shows for ``entry`` in ``column``."""
    row = tab.model.row_of(entry)
    assert row is not None, f"entry {entry} is not shown"
    return tab.model.index(row, column).data(role)


def shown_names(tab: EntrantsTab) -> list[str]:
    """The names in the list, top to bottom."""
    return [tab.model.index(r, COL.NAME).data() for r in range(tab.model.rowCount())]


def type_text(qtbot, widget, text: str) -> None:
    """Type ``text`` key by key, accents and typographic apostrophes included."""
    for ch in text:
        if ch.isascii():
            qtbot.keyClicks(widget, ch)
        else:  # QTest's key names are ASCII only: send the character as the key's text
            QTest.sendKeyEvent(
                QTest.KeyAction.Click,
                widget,
                Qt.Key.Key_unknown,
                ch,
                Qt.KeyboardModifier.NoModifier,
            )


def type_in_cell(qtbot, view, text: str) -> None:
    """Type into the current cell of ``view`` (the first key opens its editor) and press Enter.

    The item delegate commits on Enter through a queued call: wait for the data to arrive.
    """
    qtbot.keyClick(view, text[0])
    editors = [e for e in view.viewport().findChildren(QLineEdit) if e.isVisible()]
    assert len(editors) == 1, "no editor opened"
    editor = editors[0]
    qtbot.keyClicks(editor, text[1:])
    qtbot.keyClick(editor, Qt.Key.Key_Return)


def press(qtbot, tab: EntrantsTab, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed with the focus in the list (of the active window, as after a click)."""
    window = tab.window()
    if QApplication.activeWindow() is not window:  # e.g. just after a question box closed
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    tab.table.setFocus()
    qtbot.keyClick(tab.table, key, modifier)


def answer_next_question(button: QMessageBox.StandardButton, seen: list[str]) -> None:
    """Click ``button`` in the next question box when it opens (it runs its own event loop)."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox), box
        seen.append(box.text())
        box.button(button).click()

    QTimer.singleShot(0, click)


def register_by_typing(qtbot, tab: EntrantsTab, name: str, nickname: str = "") -> PersonDialog:
    """Insert, type the name (and nickname), Enter: as at the registration desk."""
    press(qtbot, tab, Qt.Key.Key_Insert)
    dialog = tab.current_dialog
    assert isinstance(dialog, PersonDialog)
    type_text(qtbot, dialog.name_edit, name)
    if nickname:
        type_text(qtbot, dialog.nickname_edit, nickname)
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    return dialog


@pytest.fixture
def rebuy_tournament(tournament):
    """The club tournament with rebuys (double allowed) until level 2 and the add-on at level 2,
    re-entry and a bounty of 5 euro."""
    tournament.update_settings(
        rebuy=RebuyRules(Price(2000), 10000, until_level=2, max_per_entry=3, double=True),
        addon=AddonRules(Price(1000), 5000, level=2),
        reentry=True,
        bounty_cents=500,
        late_registration_level=3,
    )
    return tournament


def seeded(tournament, n: int) -> None:
    tournament.entrants.register_many([{"name": name} for name in NAMES[:n]])


# -- registering -----------------------------------------------------------------------------------
def test_register_thirty_players_by_typing(main_window, tournament, qtbot):
    tab = entrants_tab(main_window)
    for name in NAMES[:20]:
        dialog = register_by_typing(qtbot, tab, name)
        assert tab.current_dialog is None, dialog.message.text()
    assert tab.model.rowCount() == 20
    assert tab.notice.text() == "Alessia Rizzo is registered (entry #20)."
    # the seat draw is made; late entrants are told their seat at once
    tournament.seating.add_tables(4)
    tournament.seating.draw_seats()
    for name in NAMES[20:]:
        register_by_typing(qtbot, tab, name)
    last = tournament.state.seat_of[30]
    assert tab.notice.text() == (
        f"Aurora Galli is registered (entry #30). Table {last.table}, seat {last.seat}."
    )
    assert cell(tab, 30, COL.SEAT) == f"{last.table} / {last.seat}"
    assert tab.selected_entries() == [30]
    assert tab.model.rowCount() == 30
    assert [p.name for p in tournament.state.players.values()] == NAMES
    pool = tab.document.money(30 * 2000)
    assert tab.footer.text() == f"30 entries  ·  30 playing  ·  prize pool {pool}"
    assert main_window.undo_action.text() == "Undo registration of Aurora Galli"


def test_a_duplicate_name_asks_for_a_nickname(main_window, tournament, qtbot):
    tab = entrants_tab(main_window)
    register_by_typing(qtbot, tab, "Mario Rossi")
    dialog = register_by_typing(qtbot, tab, "mario  rossi")
    assert tab.current_dialog is dialog  # still open: nothing registered
    assert dialog.message.isVisible()
    assert "already registered" in dialog.message.text()
    assert "nickname" in dialog.message.text()
    assert dialog.focusWidget() is dialog.nickname_edit
    assert len(tournament.state.entries) == 1
    qtbot.keyClicks(dialog.nickname_edit, "Il Giovane")
    qtbot.keyClick(dialog.nickname_edit, Qt.Key.Key_Return)
    assert tab.current_dialog is None
    assert shown_names(tab) == ["Mario Rossi", "mario rossi (Il Giovane)"]


def test_an_empty_name_is_refused_with_a_clear_message(main_window, tournament, qtbot):
    tab = entrants_tab(main_window)
    for typed in ("", "   "):
        dialog = register_by_typing(qtbot, tab, typed)
        assert tab.current_dialog is dialog
        assert dialog.message.isVisible()
        assert dialog.message.text() == "The name is empty; type the player's name"
        assert dialog.focusWidget() is dialog.name_edit
        dialog.reject()
    assert tournament.state.entries == {}
    assert tab.model.rowCount() == 0


def test_a_late_entrant_without_a_free_seat_is_told_so(main_window, tournament, qtbot):
    seeded(tournament, 9)
    tournament.seating.add_tables(1)  # nine seats, all taken by the draw
    tournament.seating.draw_seats()
    tab = entrants_tab(main_window)
    register_by_typing(qtbot, tab, "Late Comer")
    assert tab.notice.text() == (
        "Late Comer is registered (entry #10). "
        "There is no free seat: add a table, then seat the player."
    )
    assert cell(tab, 10, COL.SEAT) == ""


def test_registration_closed_needs_the_directors_decision(main_window, tournament, qtbot):
    seeded(tournament, 3)
    tournament.clock.start()  # no late registration: closed once the clock runs
    tab = entrants_tab(main_window)
    assert tab.buttons["register"].isEnabled()
    assert "Registration is closed" in tab.buttons["register"].toolTip()
    dialog = register_by_typing(qtbot, tab, "Late Comer")
    assert tab.current_dialog is dialog
    assert dialog.force_box.isVisible()
    assert "registration is closed" in dialog.message.text().lower()
    assert len(tournament.state.entries) == 3
    dialog.force_box.setChecked(True)
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    assert tab.current_dialog is None
    assert cell(tab, 4, COL.NAME) == "Late Comer"


def test_the_search_text_becomes_the_name_when_nobody_matches(main_window, tournament, qtbot):
    seeded(tournament, 5)
    tab = entrants_tab(main_window)
    qtbot.keyClicks(tab.search, "Zoe Neri")
    assert tab.model.rowCount() == 0
    qtbot.keyClick(tab.search, Qt.Key.Key_Insert)
    dialog = tab.current_dialog
    assert isinstance(dialog, PersonDialog)
    assert dialog.name_edit.text() == "Zoe Neri"
    dialog.accept()
    assert tab.search.text() == ""  # the whole list again, with the new entrant selected
    assert tab.model.rowCount() == 6
    assert tab.selected_entries() == [6]


# -- searching -------------------------------------------------------------------------------------
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
    # accents count, as in EntrantRow.matches: "nicolo" is not "nicolò"
    tab.search.clear()
    qtbot.keyClicks(tab.search, "NICOLO")
    assert shown_names(tab) == []
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


# -- rebuys, add-ons -------------------------------------------------------------------------------
def test_rebuy_double_rebuy_and_addon(main_window, rebuy_tournament, qtbot):
    t = rebuy_tournament
    seeded(t, 6)
    tab = entrants_tab(main_window)
    t.clock.start()
    tab.select_entries([1])
    assert tab.buttons["rebuy"].isEnabled()
    assert tab.buttons["double_rebuy"].isVisible()
    press(qtbot, tab, Qt.Key.Key_R)
    assert cell(tab, 1, COL.REBUYS) == "1"
    assert tab.notice.text() == "Rebuy for Mario Rossi (1 so far)."
    press(qtbot, tab, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert cell(tab, 1, COL.REBUYS) == "3"
    assert t.state.entries[1].rebuys == 3
    assert tab.selected_entries() == [1]  # the selection stays on the player
    # three is the most: the button says why, the key says it and changes nothing
    assert not tab.buttons["rebuy"].isEnabled()
    assert tab.buttons["rebuy"].toolTip() == "Mario Rossi has had 3 rebuys, the most allowed"
    before = len(t.history())
    seen: list[str] = []
    answer_next_question(QMessageBox.StandardButton.No, seen)
    press(qtbot, tab, Qt.Key.Key_R)
    assert seen and "the most allowed" in seen[0]  # the director may allow it: asked, said no
    assert len(t.history()) == before
    assert tab.notice.text() == "Mario Rossi has had 3 rebuys, the most allowed"
    assert main_window.statusBar().currentMessage() == tab.notice.text()
    # the add-on is at level 2: not yet
    assert not tab.buttons["addon"].isEnabled()
    assert "level 2" in tab.buttons["addon"].toolTip()
    main_window.controller.next_level()
    assert tab.buttons["addon"].isEnabled()
    press(qtbot, tab, Qt.Key.Key_A)
    assert tab.notice.text() == "Add-on for Mario Rossi."
    assert cell(tab, 1, COL.ADDONS) == "1"
    pool = tab.document.money(6 * 2000 + 3 * 2000 + 1000)
    assert tab.footer.text() == (
        f"6 entries  ·  6 playing  ·  3 rebuys  ·  1 add-on  ·  prize pool {pool}"
    )


def test_a_rebuy_after_the_period_can_be_allowed_by_the_director(
    main_window, rebuy_tournament, qtbot
):
    t = rebuy_tournament
    seeded(t, 4)
    t.clock.start()
    t.clock.jump_to_level(3)
    tab = entrants_tab(main_window)
    tab.select_entries([2])
    assert not tab.buttons["rebuy"].isEnabled()
    assert "The rebuy period ended with level 2" in tab.buttons["rebuy"].toolTip()
    seen: list[str] = []
    answer_next_question(QMessageBox.StandardButton.Yes, seen)
    press(qtbot, tab, Qt.Key.Key_R)
    assert "Allow it anyway?" in seen[0]
    assert t.state.entries[2].rebuys == 1
    assert t.history()[-1].forced


# -- busts -----------------------------------------------------------------------------------------
def test_bust_with_eliminator_shows_place_and_bounty(main_window, rebuy_tournament, qtbot):
    t = rebuy_tournament
    seeded(t, 10)
    tab = entrants_tab(main_window)
    tab.select_entries([1])
    press(qtbot, tab, Qt.Key.Key_B)
    dialog = tab.current_dialog
    assert isinstance(dialog, BustDialog)
    assert dialog.focusWidget() is dialog.search
    qtbot.keyClicks(dialog.search, "anna")
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return)  # Anna Bianchi eliminated him
    assert dialog.search.text() == ""
    assert dialog.table.item(0, BustDialog.COL_BY).text() == "Anna Bianchi"
    five = tab.document.money(500)
    assert dialog.preview.text() == (
        f"Mario Rossi finishes 10th. Anna Bianchi collects {five} in bounties."
    )
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return)  # nothing typed: Enter busts
    assert tab.current_dialog is None
    assert cell(tab, 1, COL.STATUS) == "out 10th"
    assert cell(tab, 1, COL.STATUS, Qt.ItemDataRole.ToolTipRole) == "Busted by Anna Bianchi"
    assert cell(tab, 1, COL.NAME, Qt.ItemDataRole.ForegroundRole) == GREY
    assert cell(tab, 2, COL.BOUNTIES) == "1"
    assert cell(tab, 2, COL.STATUS) == "playing"
    assert tab.notice.text() == "Mario Rossi busted in 10th place by Anna Bianchi."
    assert "9 playing" in tab.footer.text()
    # the busted player cannot be busted again: the button says why
    tab.select_entries([1])
    assert not tab.buttons["bust"].isEnabled()
    assert tab.buttons["bust"].toolTip() == ("Mario Rossi (entry #1) is not playing: busted")


def test_delete_busts_too_and_the_eliminator_list_searches(main_window, tournament, qtbot):
    seeded(tournament, 8)
    tab = entrants_tab(main_window)
    tab.select_entries([3])
    press(qtbot, tab, Qt.Key.Key_Delete)
    dialog = tab.current_dialog
    assert isinstance(dialog, BustDialog)
    # the busted player is not offered as eliminator; every other player still in is
    assert dialog.picker_model.rowCount() == 7
    qtbot.keyClicks(dialog.search, "r")
    names = [dialog.picker_model.row(i).name for i in range(dialog.picker_model.rowCount())]
    assert "Luigi Verdi" not in names
    assert names[0] == "Mario Rossi"
    qtbot.keyClick(dialog.search, Qt.Key.Key_Down)  # the next match
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return)
    assert dialog.by[3] == 4  # Giulia Russo, the second name with an r
    dialog.nobody_button.click()  # changed his mind: eliminator unknown
    assert dialog.by[3] is None
    assert dialog.preview.text() == "Luigi Verdi finishes 8th."
    dialog.accept()
    assert cell(tab, 3, COL.STATUS) == "out 8th"
    assert cell(tab, 3, COL.STATUS, Qt.ItemDataRole.ToolTipRole) is None


def test_two_busted_in_one_hand_are_placed_by_their_starting_stacks(main_window, tournament, qtbot):
    seeded(tournament, 10)
    tab = entrants_tab(main_window)
    tab.select_entries([4, 6])  # Giulia Russo and Sara Esposito, all in against Anna
    press(qtbot, tab, Qt.Key.Key_B)
    dialog = tab.current_dialog
    assert isinstance(dialog, BustDialog)
    assert dialog.busted == [4, 6]
    # without the stacks the places cannot be decided (TDA): the dialog says so
    assert not dialog.ok_button.isEnabled()
    assert "stack at the start of the hand" in dialog.message.text()
    qtbot.keyClicks(dialog.search, "anna")
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return)
    assert dialog.by == {4: 2, 6: 2}
    # type the stacks into the table, as the director would
    dialog.table.setCurrentCell(0, BustDialog.COL_STACK)
    type_in_cell(qtbot, dialog.table, "3000")
    qtbot.waitUntil(lambda: dialog.table.item(0, BustDialog.COL_STACK).text() == "3000")
    dialog.set_stack(6, "8,000")
    assert dialog.ok_button.isEnabled()
    # a side pot: Sara Esposito's chips went to Luigi Verdi (select her row, pick him)
    dialog.table.selectRow(1)
    type_text(qtbot, dialog.search, "verdi")
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return)
    assert dialog.by == {4: 2, 6: 3}
    assert dialog.table.item(1, BustDialog.COL_BY).text() == "Luigi Verdi"
    assert dialog.preview.text() == "Giulia Russo finishes 10th. Sara Esposito finishes 9th."
    dialog.accept()
    assert cell(tab, 6, COL.STATUS) == "out 9th"  # the bigger stack finishes higher
    assert cell(tab, 4, COL.STATUS) == "out 10th"
    assert tab.selected_entries() == [4, 6]
    assert cell(tab, 6, COL.STATUS, Qt.ItemDataRole.ToolTipRole) == "Busted by Luigi Verdi"
    assert cell(tab, 4, COL.STATUS, Qt.ItemDataRole.ToolTipRole) == "Busted by Anna Bianchi"


def test_equal_stacks_tie_and_a_third_player_can_join_the_bust(main_window, tournament, qtbot):
    seeded(tournament, 10)
    tab = entrants_tab(main_window)
    tab.select_entries([7])
    press(qtbot, tab, Qt.Key.Key_B)
    dialog = tab.current_dialog
    assert isinstance(dialog, BustDialog)
    qtbot.keyClicks(dialog.search, "colombo")
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert dialog.busted == [7, 8]  # Chiara Colombo was out in the same hand
    dialog.set_stack(7, 5000)
    dialog.set_stack(8, "5k")
    assert dialog.preview.text() == (
        "Paolo Romano finishes 9th (tied to 10th). Chiara Colombo finishes 9th (tied to 10th)."
    )
    dialog.accept()
    assert cell(tab, 7, COL.STATUS) == "out 9th–10th"
    assert cell(tab, 8, COL.STATUS) == "out 9th–10th"


def test_undo_a_bust_from_the_main_window(main_window, tournament, qtbot):
    seeded(tournament, 6)
    tab = entrants_tab(main_window)
    tab.select_entries([5])
    press(qtbot, tab, Qt.Key.Key_B)
    tab.current_dialog.accept()
    assert cell(tab, 5, COL.STATUS) == "out 6th"
    assert main_window.undo_action.text() == "Undo bust of Marco Ferrari"
    qtbot.keyClick(tab.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert cell(tab, 5, COL.STATUS) == "playing"
    assert cell(tab, 5, COL.NAME, Qt.ItemDataRole.ForegroundRole) is None
    assert tab.selected_entries() == [5]
    assert "6 playing" in tab.footer.text()
    qtbot.keyClick(tab.table, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert cell(tab, 5, COL.STATUS) == "out 6th"


# -- refusals --------------------------------------------------------------------------------------
def test_refused_actions_show_the_reason_and_change_nothing(main_window, tournament, qtbot):
    t = tournament  # a freezeout: no rebuys, no add-on, no re-entry
    seeded(t, 5)
    tab = entrants_tab(main_window)
    before = t.state.to_data()
    history = len(t.history())
    press(qtbot, tab, Qt.Key.Key_B)  # nothing selected
    assert tab.notice.text() == "Select one entrant in the list first."
    tab.select_entries([2])
    # rebuy and add-on are not offered: no buttons, and the keys say so
    assert not tab.buttons["rebuy"].isVisible()
    assert not tab.buttons["addon"].isVisible()
    for key, reason in (
        (Qt.Key.Key_R, "This tournament has no rebuys"),
        (Qt.Key.Key_A, "This tournament has no add-on"),
        (Qt.Key.Key_E, "Re-entry is not allowed in this tournament"),
        (Qt.Key.Key_V, "Anna Bianchi (entry #2) is not busted"),
    ):
        press(qtbot, tab, key)
        assert tab.notice.text() == reason
        assert main_window.statusBar().currentMessage() == reason
        assert tab.current_dialog is None
    assert not tab.buttons["revive"].isEnabled()
    assert tab.buttons["revive"].toolTip() == "Anna Bianchi (entry #2) is not busted"
    tab.select_entries([2, 3])
    press(qtbot, tab, Qt.Key.Key_C)
    assert tab.notice.text() == "Select only one entrant for this."
    assert t.state.to_data() == before
    assert len(t.history()) == history


def test_a_bust_in_the_money_says_the_prize_to_pay(main_window, tournament, qtbot):
    t = tournament
    seeded(t, 10)  # two places paid: 130 and 70 euro
    for e in range(10, 3, -1):
        t.entrants.bust(e, by=1)
    tab = entrants_tab(main_window)
    tab.select_entries([3])
    press(qtbot, tab, Qt.Key.Key_B)
    tab.current_dialog.set_eliminator(2)
    tab.current_dialog.accept()
    seventy = tab.document.money(7000)
    assert cell(tab, 3, COL.STATUS) == "out 3rd"
    assert cell(tab, 3, COL.PRIZE) == ""
    tab.select_entries([2])
    press(qtbot, tab, Qt.Key.Key_B)
    tab.current_dialog.set_eliminator(1)
    tab.current_dialog.accept()
    assert tab.notice.text() == (
        f"Anna Bianchi busted in 2nd place by Mario Rossi.  Prize for Anna Bianchi: {seventy}."
    )
    assert cell(tab, 2, COL.PRIZE) == seventy


def test_the_last_bust_ends_the_tournament_and_then_nothing_else(main_window, tournament, qtbot):
    seeded(tournament, 2)
    tournament.clock.start()
    tab = entrants_tab(main_window)
    tab.select_entries([2])
    press(qtbot, tab, Qt.Key.Key_B)
    dialog = tab.current_dialog
    qtbot.keyClicks(dialog.search, "mario")
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return)
    assert dialog.preview.text().endswith("Mario Rossi wins the tournament.")
    dialog.accept()
    assert cell(tab, 1, COL.STATUS) == "winner"
    assert cell(tab, 2, COL.STATUS) == "out 2nd"
    assert not tab.buttons["register"].isEnabled()
    assert tab.buttons["register"].toolTip().startswith("The tournament is over")
    press(qtbot, tab, Qt.Key.Key_Insert)
    assert tab.current_dialog is None
    assert tab.notice.text().startswith("The tournament is over")


# -- revive, re-entry, chips, edit, withdraw ------------------------------------------------------------
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


def test_reentry_of_a_busted_player(main_window, rebuy_tournament, qtbot):
    t = rebuy_tournament
    seeded(t, 6)
    t.seating.add_tables(1)
    t.seating.draw_seats()
    t.entrants.bust(4, by=2)
    tab = entrants_tab(main_window)
    tab.select_entries([4])
    press(qtbot, tab, Qt.Key.Key_E)
    assert cell(tab, 7, COL.NAME) == "Giulia Russo #2"
    assert cell(tab, 7, COL.STATUS) == "playing"
    seat = t.state.seat_of[7]
    assert tab.notice.text() == (
        f"Giulia Russo #2 enters again (entry #7). Table {seat.table}, seat {seat.seat}."
    )
    assert tab.selected_entries() == [7]
    press(qtbot, tab, Qt.Key.Key_E)  # already playing again
    assert tab.notice.text().startswith("Giulia Russo is still playing (entry #7)")
    assert len(t.state.entries) == 7


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
    assert main_window.undo_action.text() == "Undo chip counts of 2 players"


def test_edit_a_players_details_with_enter(main_window, tournament, qtbot):
    seeded(tournament, 4)
    tab = entrants_tab(main_window)
    tab.select_entries([3])
    tab.table.setFocus()
    qtbot.keyClick(tab.table, Qt.Key.Key_Return)
    dialog = tab.current_dialog
    assert isinstance(dialog, PersonDialog)
    assert dialog.name_edit.text() == "Luigi Verdi"
    assert "Entry #3" in dialog.info_label.text()
    qtbot.keyClicks(dialog.nickname_edit, "Gigi")
    qtbot.keyClicks(dialog.phone_edit, "+39 333 1234567")
    dialog.name_edit.setText("Mario Rossi")  # another Mario Rossi: the nickname tells them apart
    dialog.accept()
    assert tab.current_dialog is None
    assert cell(tab, 3, COL.NAME) == "Mario Rossi (Gigi)"
    assert "Phone: +39 333 1234567" in cell(tab, 3, COL.NAME, Qt.ItemDataRole.ToolTipRole)
    tab.select_entries([3])
    press(qtbot, tab, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    dialog = tab.current_dialog
    dialog.nickname_edit.clear()
    dialog.accept()  # now two plain Mario Rossi: refused, the dialog says why
    assert tab.current_dialog is dialog
    assert "already registered" in dialog.message.text()
    dialog.reject()
    assert cell(tab, 3, COL.NAME) == "Mario Rossi (Gigi)"


def test_withdraw_an_entry_made_by_mistake(main_window, tournament, qtbot):
    seeded(tournament, 4)
    tab = entrants_tab(main_window)
    tab.select_entries([4])
    seen: list[str] = []
    answer_next_question(QMessageBox.StandardButton.Yes, seen)
    press(qtbot, tab, Qt.Key.Key_W)
    assert seen[0].startswith("Withdraw Giulia Russo?")
    assert cell(tab, 4, COL.STATUS) == "withdrawn"
    assert tab.document.state.entries[4].status is EntryStatus.WITHDRAWN
    assert tab.footer.text().startswith("3 entries  ·  3 playing")


def test_right_click_menu_lists_the_actions_with_their_reasons(main_window, tournament, qtbot):
    seeded(tournament, 3)
    tab = entrants_tab(main_window)
    tab.select_entries([1])
    menu = tab.build_menu()
    items = {a.objectName(): a for a in menu.actions()}
    assert "menu_rebuy" not in items  # not offered in a freezeout
    assert items["menu_bust"].isEnabled()
    assert items["menu_bust"].text() == "Bust…\tB"
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


# -- the list --------------------------------------------------------------------------------------
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


def test_columns_follow_the_tournament_settings(main_window, tournament, qtbot):
    seeded(tournament, 3)
    tab = entrants_tab(main_window)
    assert tab.table.isColumnHidden(COL.REBUYS)
    assert tab.table.isColumnHidden(COL.BOUNTIES)
    assert not tab.table.isColumnHidden(COL.CHIPS)
    tournament.update_settings(
        rebuy=RebuyRules(Price(2000), 10000, until_level=2), bounty_cents=1000
    )
    assert not tab.table.isColumnHidden(COL.REBUYS)
    assert not tab.table.isColumnHidden(COL.BOUNTIES)
    assert tab.buttons["rebuy"].isVisible()
    assert not tab.buttons["double_rebuy"].isVisible()


def test_chip_counts_are_read_as_directors_type_them():
    assert parse_chips("12500") == 12500
    assert parse_chips("12,500") == 12500
    assert parse_chips("12.500") == 12500
    assert parse_chips(" 12 500 ") == 12500
    assert parse_chips("12k") == 12000
    assert parse_chips("") is None
    assert parse_chips("-5") is None
    assert parse_chips("a lot") is None


def test_domain_messages_follow_the_window_language(qtbot, tournament):
    from ui.document import Document

    seeded(tournament, 4)
    tournament.entrants.bust(4, by=1)
    tab = EntrantsTab(Document(tournament, "it"))
    qtbot.addWidget(tab)
    tab.show()
    assert cell(tab, 4, COL.STATUS) == "out 4°"  # the window's own words come from Qt's .qm
    tab.select_entries([2])
    tab.rebuy()
    assert tab.notice.text() == "Questo torneo non prevede rebuy"
    assert tab.buttons["revive"].toolTip() == "Anna Bianchi (ingresso n. 2) non è eliminato"
