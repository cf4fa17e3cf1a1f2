"""The Entrants tab, driven as a director would: registering, rebuys, refusals, the footer."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from director.tournament import EntryStatus, Price, PriceChange, RebuyRules
from tests.helpers.entrants import (
    COL,
    NAMES,
    answer_next_question,
    cell,
    entrants_tab,
    press,
    register_by_typing,
    seeded,
)
from ui.document import Document
from ui.entrants.dialogs import PersonDialog
from ui.entrants.tab import EntrantsTab


def test_register_thirty_players_by_typing(main_window, tournament, qtbot):
    tab = entrants_tab(main_window)
    for name in NAMES[:20]:
        dialog = register_by_typing(qtbot, tab, name)
        assert tab.current_dialog is None, dialog.message.text()
    assert tab.model.rowCount() == 20
    # what to take at the desk and the chips to hand over: the buy-in as it was taken
    collect = f" Collect {tab.document.money(2500)}, hand over 10,000 chips."
    assert tab.notice.text() == "Alessia Rizzo is registered (entry #20)." + collect
    # the seat draw is made; late entrants are told their seat at once
    tournament.seating.add_tables(4)
    tournament.seating.draw_seats()
    for name in NAMES[20:]:
        register_by_typing(qtbot, tab, name)
    last = tournament.state.seat_of[30]
    assert tab.notice.text() == (
        f"Aurora Galli is registered (entry #30). Table {last.table}, seat {last.seat}." + collect
    )
    assert cell(tab, 30, COL.SEAT) == f"{last.table} / {last.seat}"
    assert tab.selected_entries() == [30]
    assert tab.model.rowCount() == 30
    assert [p.name for p in tournament.state.players.values()] == NAMES
    pool = tab.document.money(30 * 2000)
    assert tab.footer.text() == f"30 entries  ·  30 playing  ·  prize pool {pool}"
    assert main_window.undo_action.iconText() == "Undo registration of Aurora Galli"


def test_a_late_entrant_without_a_free_seat_is_told_so(main_window, tournament, qtbot):
    seeded(tournament, 9)
    tournament.seating.add_tables(1)  # nine seats, all taken by the draw
    tournament.seating.draw_seats()
    tab = entrants_tab(main_window)
    register_by_typing(qtbot, tab, "Late Comer")
    assert tab.notice.text() == (
        "Late Comer is registered (entry #10). "
        "There is no free seat: add a table, then seat the player."
        f" Collect {tab.document.money(2500)}, hand over 10,000 chips."
    )
    assert cell(tab, 10, COL.SEAT) == ""


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
    money = tab.document.money  # the record's own price and chips: what to take and hand over
    assert tab.notice.text() == (
        f"Rebuy for Mario Rossi (1 so far). Collect {money(2000)}, hand over 10,000 chips."
    )
    press(qtbot, tab, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert tab.notice.text() == (
        f"Double rebuy for Mario Rossi (3 rebuys so far). Collect {money(4000)},"
        " hand over 20,000 chips."
    )
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
    assert tab.notice.text() == (
        f"Add-on for Mario Rossi. Collect {money(1000)}, hand over 5,000 chips."
    )
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


def test_undo_a_bust_from_the_main_window(main_window, tournament, qtbot):
    seeded(tournament, 6)
    tab = entrants_tab(main_window)
    tab.select_entries([5])
    press(qtbot, tab, Qt.Key.Key_B)
    tab.current_dialog.accept()
    assert cell(tab, 5, COL.STATUS) == "out 6th"
    assert main_window.undo_action.iconText() == "Undo bust of Marco Ferrari"
    qtbot.keyClick(tab.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert cell(tab, 5, COL.STATUS) == "playing"
    assert cell(tab, 5, COL.NAME, Qt.ItemDataRole.ForegroundRole) is None
    assert tab.selected_entries() == [5]
    assert "6 playing" in tab.footer.text()
    qtbot.keyClick(tab.table, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert cell(tab, 5, COL.STATUS) == "out 6th"


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
        f" Collect {tab.document.money(3000)}, hand over 10,000 chips."
    )
    assert tab.selected_entries() == [7]
    press(qtbot, tab, Qt.Key.Key_E)  # already playing again
    assert tab.notice.text().startswith("Giulia Russo is still playing (entry #7)")
    assert len(t.state.entries) == 7


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


def test_columns_follow_the_tournament_settings(main_window, tournament, qtbot):
    seeded(tournament, 3)
    tab = entrants_tab(main_window)
    assert tab.table.isColumnHidden(COL.REBUYS)
    assert tab.table.isColumnHidden(COL.BOUNTIES)
    assert not tab.table.isColumnHidden(COL.CHIPS)
    tournament.update_settings(
        PriceChange.FROM_NOW,  # entries were taken: a new bounty says whom it concerns
        rebuy=RebuyRules(Price(2000), 10000, until_level=2),
        bounty_cents=1000,
    )
    assert not tab.table.isColumnHidden(COL.REBUYS)
    assert not tab.table.isColumnHidden(COL.BOUNTIES)
    assert tab.buttons["rebuy"].isVisible()
    assert not tab.buttons["double_rebuy"].isVisible()


def test_domain_messages_follow_the_window_language(qtbot, tournament):

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


def test_a_level_ending_on_time_opens_the_add_on(main_window, rebuy_tournament, fake_time, qtbot):
    t = rebuy_tournament  # the add-on is at level 2
    seeded(t, 4)
    tab = entrants_tab(main_window)
    t.clock.start()
    tab.select_entries([1])
    assert not tab.buttons["addon"].isEnabled()
    history = len(t.history())
    fake_time.advance(t.clock.view().remaining + 1)
    main_window.controller.poll()  # the clock's timer: no action, only time passed
    assert t.clock.view().level.number == 2
    assert tab.buttons["addon"].isEnabled()
    assert len(t.history()) == history


def test_the_tab_takes_the_clock_controller_it_follows(rebuy_tournament, fake_time, qtbot):
    from ui.clock.controller import ClockController

    t = rebuy_tournament
    seeded(t, 4)
    controller = ClockController(t.clock)
    tab = EntrantsTab(Document(t), controller)
    qtbot.addWidget(tab)
    t.clock.start()
    tab.select_entries([1])
    assert not tab.buttons["addon"].isEnabled()
    fake_time.advance(t.clock.view().remaining + 1)
    controller.poll()
    assert tab.buttons["addon"].isEnabled()


def test_an_italian_rebuy_says_what_to_collect_at_the_price_it_was_taken(
    qtbot, rebuy_tournament
) -> None:
    from ui import i18n

    t = rebuy_tournament
    seeded(t, 4)
    i18n.install("it")
    try:
        tab = EntrantsTab(Document(t, "it"))
        qtbot.addWidget(tab)
        t.clock.start()
        tab.select_entries([2])
        tab.rebuy()
        assert tab.notice.text() == (
            "Rebuy per Anna Bianchi (1 finora). Incassare € 20, consegnare 10.000 chip."
        )
        t.update_settings(  # a new price from now on: the next rebuy is taken at it
            PriceChange.FROM_NOW,
            rebuy=RebuyRules(Price(3000, 500), 15000, until_level=2, double=True),
        )
        tab.rebuy(double=True)
        assert tab.notice.text().endswith("Incassare € 70, consegnare 30.000 chip.")
    finally:
        i18n.install("en")


def test_a_registration_says_what_to_collect_at_the_price_it_was_taken(
    main_window, tournament, qtbot
) -> None:
    t = tournament
    seeded(t, 4)
    t.update_settings(  # a new price from now on, a bounty on top and a bigger stack
        PriceChange.FROM_NOW, buy_in=Price(3000, 500), bounty_cents=1000, starting_chips=20000
    )
    tab = entrants_tab(main_window)
    register_by_typing(qtbot, tab, "Zoe Neri")
    assert tab.notice.text() == (
        f"Zoe Neri is registered (entry #5). Collect {tab.document.money(4500)},"
        " hand over 20,000 chips."
    )
    t.update_settings(PriceChange.FROM_NOW, buy_in=Price(0, 0), bounty_cents=0)
    register_by_typing(qtbot, tab, "Ugo Free")  # a freeroll: nothing to collect
    assert tab.notice.text() == "Ugo Free is registered (entry #6). Hand over 20,000 chips."


def test_an_italian_registration_says_what_to_collect(qtbot, tournament) -> None:
    from ui import i18n

    i18n.install("it")
    try:
        tab = EntrantsTab(Document(tournament, "it"))
        qtbot.addWidget(tab)
        tab.show()
        register_by_typing(qtbot, tab, "Mario Rossi")
        assert tab.notice.text() == (
            "Nuova iscrizione: Mario Rossi (ingresso #1). Incassare € 25, consegnare 10.000 chip."
        )
        tournament.update_settings(PriceChange.FROM_NOW, buy_in=Price(0, 0))
        register_by_typing(qtbot, tab, "Anna Bianchi")
        assert tab.notice.text() == (
            "Nuova iscrizione: Anna Bianchi (ingresso #2). Consegnare 10.000 chip."
        )
    finally:
        i18n.install("en")


def test_the_player_just_registered_stays_in_sight_when_the_notice_appears(
    main_window, tournament, qtbot
) -> None:
    seeded(tournament, 30)
    main_window.resize(1200, 700)  # the list is longer than the window
    tab = entrants_tab(main_window)
    assert not tab.notice.isVisible()
    register_by_typing(qtbot, tab, "Zoe Neri")
    assert tab.notice.isVisible()  # it took its height from the list...
    for _ in range(3):
        QApplication.processEvents()  # the layout makes room for the notice
    row = tab.model.row_of(31)
    seen = tab.table.visualRect(tab.model.index(row, COL.NAME))
    assert tab.table.viewport().rect().contains(seen)  # ...and the new row is still in sight
