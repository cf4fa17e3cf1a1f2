"""The bust dialog: eliminators, several players out in one hand, the preview, the last bust."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.helpers.entrants import (
    COL,
    cell,
    entrants_tab,
    press,
    seeded,
    type_in_cell,
    type_text,
)
from ui.entrants.dialogs import BustDialog
from ui.entrants.model import GREY


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


def test_the_eliminator_is_found_without_accents_and_apostrophes(main_window, tournament, qtbot):
    seeded(tournament, 10)
    tab = entrants_tab(main_window)
    tab.select_entries([1])
    press(qtbot, tab, Qt.Key.Key_Delete)
    dialog = tab.current_dialog
    assert isinstance(dialog, BustDialog)

    def offered() -> list[str]:
        return [dialog.picker_model.row(i).name for i in range(dialog.picker_model.rowCount())]

    qtbot.keyClicks(dialog.search, "nicolo")
    assert offered() == ["Nicolò Ricci"]
    dialog.search.clear()
    qtbot.keyClicks(dialog.search, "dangelo")
    assert offered() == ["Francesca D'Angelo"]
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return)
    assert dialog.by[1] == 10


def seated_at_two_tables(tournament) -> None:
    """Ten players; eight seated by hand at two six-seat tables, Nicolò and Francesca not."""
    seeded(tournament, 10)
    tournament.seating.add_tables(2, seats=6)
    where = {1: (1, 5), 3: (1, 2), 6: (1, 6), 8: (1, 1), 2: (2, 3), 4: (2, 1), 5: (2, 4), 7: (2, 2)}
    for entry, (table, seat) in where.items():
        tournament.seating.seat(entry, table, seat)


def offered_names(dialog: BustDialog) -> list[str]:
    return [dialog.picker_model.row(i).name for i in range(dialog.picker_model.rowCount())]


def test_the_busted_players_tablemates_are_offered_first_in_seat_order(
    main_window, tournament, qtbot
):
    seated_at_two_tables(tournament)
    tab = entrants_tab(main_window)
    tab.select_entries([1])  # Mario Rossi, table 1 seat 5
    press(qtbot, tab, Qt.Key.Key_Delete)
    dialog = tab.current_dialog
    assert isinstance(dialog, BustDialog)
    assert offered_names(dialog) == [
        "Chiara Colombo",  # table 1: seats 1, 2, 6
        "Luigi Verdi",
        "Sara Esposito",
        "Giulia Russo",  # then table 2 in seat order: seats 1, 2, 3, 4
        "Paolo Romano",
        "Anna Bianchi",
        "Marco Ferrari",
        "Nicolò Ricci",  # no seat: last, in entry order
        "Francesca D'Angelo",
    ]
    assert dialog.picker.currentIndex().row() == 0  # Enter takes the first tablemate
    qtbot.keyClicks(dialog.search, "i")  # the search keeps the order
    assert offered_names(dialog)[:3] == ["Chiara Colombo", "Luigi Verdi", "Sara Esposito"]
    dialog.search.clear()
    # a player of table 2 also out in the hand: table 2 follows table 1
    qtbot.keyClicks(dialog.search, "giulia")
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert dialog.busted == [1, 4]
    assert offered_names(dialog)[:6] == [
        "Chiara Colombo",
        "Luigi Verdi",
        "Sara Esposito",
        "Paolo Romano",  # table 2: seats 2, 3, 4
        "Anna Bianchi",
        "Marco Ferrari",
    ]


def test_an_eliminator_from_another_table_is_warned_not_refused(main_window, tournament, qtbot):
    seated_at_two_tables(tournament)
    tab = entrants_tab(main_window)
    tab.select_entries([1])
    press(qtbot, tab, Qt.Key.Key_Delete)
    dialog = tab.current_dialog
    assert isinstance(dialog, BustDialog)
    assert not dialog.elsewhere.isVisible()
    qtbot.keyClicks(dialog.search, "anna")
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return)
    assert dialog.by[1] == 2
    assert dialog.elsewhere.isVisible()
    assert dialog.elsewhere.text() == (
        "Anna Bianchi sits at table 2, not at table 1: check the eliminator."
    )
    assert dialog.ok_button.isEnabled()  # a warning only: the chart may lag behind the room
    qtbot.keyClicks(dialog.search, "luigi")  # a tablemate: the warning goes
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return)
    assert dialog.by[1] == 3
    assert not dialog.elsewhere.isVisible()
    qtbot.keyClicks(dialog.search, "nicolo")  # not seated: nothing to compare
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return)
    assert dialog.by[1] == 9
    assert not dialog.elsewhere.isVisible()
    qtbot.keyClicks(dialog.search, "marco")
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return)
    assert dialog.elsewhere.isVisible()
    dialog.nobody_button.click()
    assert not dialog.elsewhere.isVisible()
    qtbot.keyClicks(dialog.search, "anna")
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return)
    dialog.accept()  # recorded as chosen
    assert tab.current_dialog is None
    assert cell(tab, 1, COL.STATUS, Qt.ItemDataRole.ToolTipRole) == "Busted by Anna Bianchi"


def test_the_other_table_warning_is_said_in_italian(qtbot, tournament):
    from ui import i18n
    from ui.document import Document

    seated_at_two_tables(tournament)
    i18n.install("it")
    try:
        dialog = BustDialog(Document(tournament, "it"), [1])
        qtbot.addWidget(dialog)
        dialog.set_eliminator(2)
        assert dialog.elsewhere.text() == (
            "Anna Bianchi siede al tavolo 2, non al tavolo 1: controlla chi l'ha eliminato."
        )
    finally:
        i18n.install("en")
