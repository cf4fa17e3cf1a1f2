"""The Tables tab, driven for real: draw, balance, break, final table, hand for hand, seats."""

import itertools

import pytest
from PySide6.QtCore import QPoint, Qt

from director import seating
from director.tournament.model import entry_of, seat_id
from tests.helpers.tables import answer_hand_for_hand, register, room
from ui.tables.cards import HandState, Mark
from ui.tables.tab import TablesTab

LEFT = Qt.MouseButton.LeftButton


def open_tab(window) -> TablesTab:
    tab = window.tables_tab
    window.tabs.setCurrentWidget(tab)
    window.activateWindow()
    tab.room.setFocus()
    return tab


def click(qtbot, tab, rect, button=LEFT):
    qtbot.mouseClick(tab.room.viewport(), button, pos=rect.center())


def click_seat(qtbot, tab, table, seat):
    tab.room.ensure_visible(table, seat)
    click(qtbot, tab, tab.room.seat_rect(table, seat))


def key(qtbot, tab, k, modifier=Qt.KeyboardModifier.NoModifier):
    qtbot.keyClick(tab.room, k, modifier)


def status(window):
    return window.statusBar().currentMessage()


def where(t, entry):
    ref = t.state.seat_of[entry]
    return ref.table, ref.seat


def buttons_everywhere(qtbot, tab, t):
    """The director clicks the button spot of the lowest occupied seat at each table."""
    for number, table in t.state.tables.items():
        seat = min(table.occupants)
        tab.room.ensure_visible(number, seat)
        click(qtbot, tab, tab.room.button_spot_rect(number, seat))
        assert t.state.tables[number].button == seat


# -- the draw -----------------------------------------------------------------------------------


def test_add_tables_and_draw_show_every_player_at_a_seat(main_window, tournament, qtbot):
    t = tournament
    tab = open_tab(main_window)
    assert tab.room_label.text() == "No tables yet."
    register(t, 30)
    # 30 players without a seat: the tab suggests 4 tables of the club's 9 seats
    assert tab.room_box.add_count.value() == 4
    assert tab.room_box.add_seats.value() == 9
    assert not tab.room_box.draw_button.isEnabled()
    assert tab.room_box.draw_button.toolTip() == "there are no tables; add tables first"
    qtbot.mouseClick(tab.room_box.add_button, LEFT)
    assert [(n, x.seats) for n, x in t.state.tables.items()] == [(n, 9) for n in (1, 2, 3, 4)]
    assert "30 players without a seat." in tab.room_box.status_label.text()

    key(qtbot, tab, Qt.Key.Key_D)  # the draw
    s = t.state
    assert not s.unseated
    for entry in (e.id for e in s.playing):
        table, seat = where(t, entry)
        card = tab.room.card(table).seat(seat)
        assert (card.entry, card.name) == (entry, s.label(entry))
    assert sorted(c.count for c in tab.room.cards) == [7, 7, 8, 8]
    assert tab.room_label.text() == "30 players at 4 tables, 7 to 8 at each."
    assert tab.proposal_panel.isHidden()  # a fresh draw is balanced
    assert not tab.room_box.draw_button.isEnabled()
    assert tab.room_box.draw_button.toolTip() == "every player is already seated"
    key(qtbot, tab, Qt.Key.Key_D)  # again: refused, with the reason
    assert status(main_window) == "every player is already seated"


def test_hidden_tab_catches_up_when_shown_and_takes_the_keys(main_window, tournament, qtbot):
    t = tournament
    tab = main_window.tables_tab
    assert not tab.isVisible()
    t.seating.add_tables(3, seats=8)
    register(t, 20)
    assert tab.room.cards == ()  # hidden: not refreshed yet
    main_window.activateWindow()
    main_window.tabs.setCurrentWidget(tab)
    assert [c.number for c in tab.room.cards] == [1, 2, 3]
    assert tab.room.hasFocus()
    qtbot.keyClick(tab.room, Qt.Key.Key_D)
    assert not t.state.unseated


# -- balancing ----------------------------------------------------------------------------------


def unbalance(t):
    """Bust players at the smallest table until the room needs a move; returns (from, to)."""
    small = min(t.state.tables.values(), key=lambda x: (x.count, x.number)).number
    while not t.seating.propose_balance():
        t.entrants.bust(entry_of(next(iter(t.state.tables[small].occupants.values()))))
    return small


def test_unbalanced_room_shows_the_move_and_one_click_applies_it(main_window, tournament, qtbot):
    t = tournament
    room(t)
    tab = open_tab(main_window)
    buttons_everywhere(qtbot, tab, t)
    assert tab.proposal_panel.isHidden()
    small = unbalance(t)

    # TDA 11: the next big blind at the largest table goes to the worst seat at the smallest
    tables = t.state.tables
    largest = min(tables.values(), key=lambda x: (-x.count, x.number))
    from_seat = seating.next_big_blind_seat(largest)
    to_seat = seating.worst_seat(tables[small])
    mover = entry_of(largest.occupants[from_seat])
    name = t.state.label(mover)
    assert tab.proposal_panel.isVisible()
    assert tab.proposal_panel.moves_model.rowCount() == 1
    assert tab.proposal_panel.moves_model.index(0, 0).data() == (
        f"Balance: {name} moves from table {largest.number} seat {from_seat} "
        f"to table {small} seat {to_seat}"
    )
    assert "unbalanced" in tab.proposal_panel.title.text()
    # the room marks who leaves and where they arrive; the mover is the table's next big blind
    assert tab.room.card(largest.number).seat(from_seat).next_big_blind
    assert tab.room.marks[(largest.number, from_seat)].mark is Mark.LEAVES
    assert tab.room.marks[(small, to_seat)].mark is Mark.ARRIVES
    assert tab.room.marks[(small, to_seat)].name == name

    qtbot.mouseClick(tab.proposal_panel.apply_button, LEFT)
    assert where(t, mover) == (small, to_seat)
    assert t.seating.propose_balance() == []
    assert tab.proposal_panel.isHidden()
    assert tab.room.card(small).seat(to_seat).name == name
    assert not tab.room.marks
    # the main window announces the move on the projector (once, its own way)
    assert main_window.announcement == f"{name}: table {small} seat {to_seat}"

    qtbot.keyClick(main_window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo
    assert where(t, mover) == (largest.number, from_seat)
    assert tab.proposal_panel.isVisible()
    assert tab.room.card(largest.number).seat(from_seat).name == name
    assert tab.proposal_panel.moves_model.index(0, 0).data().startswith(f"Balance: {name} moves")


def test_ctrl_enter_applies_the_moves(main_window, tournament, qtbot):
    t = tournament
    room(t)
    tab = open_tab(main_window)
    unbalance(t)
    assert tab.proposal_panel.isVisible()
    assert tab.proposal_panel.apply_button.text() == "Apply moves (Ctrl+Enter)"
    key(qtbot, tab, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert t.seating.propose_balance() == []
    assert tab.proposal_panel.isHidden()
    key(qtbot, tab, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # nothing left
    assert status(main_window) == "There are no moves to apply."


# -- breaking tables and the final table --------------------------------------------------------


def test_break_a_table_when_its_players_fit_elsewhere(main_window, tournament, qtbot):
    t = tournament
    room(t)
    tab = open_tab(main_window)
    while t.state.players_left > 27:  # 27 fit at three tables of 9
        t.entrants.bust(entry_of(next(iter(t.state.tables[1].occupants.values()))))
    assert t.seating.tables_to_break() == [4]  # highest number breaks first
    leaving = {entry_of(p) for p in t.state.tables[4].occupants.values()}
    assert tab.proposal_panel.isVisible()
    assert tab.proposal_panel.title.text().startswith("Table 4 can break")
    assert tab.proposal_panel.apply_button.text() == "Break table 4 (Ctrl+Enter)"
    texts = [
        tab.proposal_panel.moves_model.index(i, 0).data()
        for i in range(tab.proposal_panel.moves_model.rowCount())
    ]
    assert sum(x.startswith("Table 4 breaks: ") for x in texts) == len(leaving)

    assert tab.room.notes[4][0] == "breaks"
    qtbot.mouseClick(tab.proposal_panel.apply_button, LEFT)
    s = t.state
    assert sorted(s.tables) == [1, 2, 3]  # the broken table is taken away
    assert all(where(t, e)[0] != 4 for e in leaving)
    assert not s.unseated and [x.count for x in s.tables.values()] == [9, 9, 9]
    assert tab.room.card(4) is None
    assert tab.proposal_panel.isHidden()
    assert main_window.announcement.startswith("Table 4 breaks:")


def test_final_table_draw(main_window, tournament, qtbot):
    t = tournament
    room(t, players=14, tables=2)
    tab = open_tab(main_window)
    while t.state.players_left > 9:
        biggest = max(t.state.tables.values(), key=lambda x: x.count)
        t.entrants.bust(entry_of(next(iter(biggest.occupants.values()))))
    assert t.seating.final_table_due() == 1
    assert tab.proposal_panel.isVisible()
    assert tab.proposal_panel.title.text().startswith(
        "Final table: everybody left fits at table 1."
    )
    assert tab.proposal_panel.apply_button.text() == "Final table draw (Ctrl+Enter)"
    assert tab.proposal_panel.moves_model.rowCount() == 9
    texts = [tab.proposal_panel.moves_model.index(i, 0).data() for i in range(9)]
    assert all(x.startswith("Final table: ") for x in texts)
    players = {e.id for e in t.state.playing}
    assert tab.room.notes[1][0] == "final table"
    assert tab.room.notes[2][0] == "breaks"

    qtbot.mouseClick(tab.proposal_panel.apply_button, LEFT)
    s = t.state
    assert sorted(s.tables) == [1]
    assert {where(t, e)[0] for e in players} == {1}
    assert tab.proposal_panel.isHidden()
    assert main_window.announcement == "Final table!"
    assert tab.room_label.text() == "9 players at 1 table."
    assert tab.room.card(1).button_set is False  # drawn anew after the final-table draw


def test_breaking_a_chosen_table_and_cancelling(main_window, tournament, qtbot):
    t = tournament
    room(t)
    tab = open_tab(main_window)
    click(qtbot, tab, tab.room.header_rect(2))
    qtbot.mouseClick(tab.selection.break_button, LEFT)  # 30 players do not fit at three tables
    assert status(main_window).startswith("table 2 cannot break:")
    assert tab.proposal_panel.isHidden()
    while t.state.players_left > 20:
        biggest = max(t.state.tables.values(), key=lambda x: x.count)
        t.entrants.bust(entry_of(next(iter(biggest.occupants.values()))))
    assert tab.proposal_panel.title.text().startswith("Table 4 can break")
    qtbot.mouseClick(tab.selection.break_button, LEFT)  # the director prefers to break table 2
    assert tab.proposal_panel.title.text().startswith("Breaking table 2 at your request")
    assert tab.proposal_panel.apply_button.text() == "Break table 2 (Ctrl+Enter)"
    assert tab.proposal_panel.cancel_button.isVisible()
    key(qtbot, tab, Qt.Key.Key_Escape)
    assert tab.proposal_panel.title.text().startswith("Table 4 can break")
    assert tab.proposal_panel.cancel_button.isHidden()
    qtbot.mouseClick(tab.selection.break_button, LEFT)
    qtbot.mouseClick(tab.proposal_panel.apply_button, LEFT)
    assert sorted(t.state.tables) == [1, 3, 4]
    assert not t.state.unseated


# -- hand for hand ------------------------------------------------------------------------------


def test_hand_for_hand_flow(main_window, tournament, qtbot):
    t = tournament
    room(t)
    tab = open_tab(main_window)
    assert tab.h4h_bar.isHidden()
    key(qtbot, tab, Qt.Key.Key_H)
    answer_hand_for_hand(tab)  # 30 players left: not the bubble
    assert t.state.hand_for_hand is not None
    assert tab.h4h_bar.isVisible()
    assert tab.room_box.h4h_button.isChecked()
    assert tab.h4h_bar.label.text() == "Hand for hand, hand 1: still playing at tables 1, 2, 3, 4."
    assert [c.hand for c in tab.room.cards] == [HandState.PLAYING] * 4
    assert not tab.h4h_bar.next_hand_button.isEnabled()
    assert tab.h4h_bar.next_hand_button.toolTip() == (
        "hand 1 is still being played at table(s) 1, 2, 3, 4"
    )

    click(qtbot, tab, tab.room.done_rect(1))  # one click: table 1 has finished the hand
    assert t.state.hand_for_hand.finished == {1}
    assert tab.room.card(1).hand is HandState.DONE
    click(qtbot, tab, tab.room.done_rect(1))  # again: refused, nothing changes
    assert status(main_window) == "table 1 has already finished hand 1; wait for the other tables"

    # two players bust in the same hand at different tables: one group, placed by their stacks
    a = entry_of(next(iter(t.state.tables[2].occupants.values())))
    b = entry_of(next(iter(t.state.tables[3].occupants.values())))
    t.entrants.bust(a, stack=5000)
    t.entrants.bust(b, stack=2000)
    names = f"{t.state.label(a)}, {t.state.label(b)}"
    assert f"Busted in this hand: {names}." in tab.h4h_bar.label.text()
    assert t.state.places[a].best == 29 and t.state.places[b].best == 30

    click(qtbot, tab, tab.room.header_rect(2))
    key(qtbot, tab, Qt.Key.Key_E)  # the selected table has finished
    click(qtbot, tab, tab.room.done_rect(3))
    assert tab.h4h_bar.label.text() == "Hand for hand, hand 1: still playing at table 4.\n" + (
        f"Busted in this hand: {names}. They finish together, placed by their stacks at the "
        "start of the hand."
    )
    click(qtbot, tab, tab.room.done_rect(4))
    assert tab.h4h_bar.next_hand_button.isEnabled()
    assert "every table has finished" in tab.h4h_bar.label.text()
    key(qtbot, tab, Qt.Key.Key_N)
    assert t.state.hand_for_hand.hand == 2
    assert tab.h4h_bar.label.text().startswith("Hand for hand, hand 2: still playing at tables")
    assert [c.hand for c in tab.room.cards] == [HandState.PLAYING] * 4

    qtbot.mouseClick(tab.room_box.h4h_button, LEFT)  # off
    assert t.state.hand_for_hand is None
    assert tab.h4h_bar.isHidden()
    assert not tab.room_box.h4h_button.isChecked()
    assert [c.hand for c in tab.room.cards] == [HandState.NONE] * 4


def test_a_table_broken_during_hand_for_hand_does_not_hold_up_the_next_hand(
    main_window, tournament, qtbot
):
    t = tournament
    room(t, players=28)  # 7 at each of four tables
    t.entrants.bust(entry_of(next(iter(t.state.tables[1].occupants.values()))))
    tab = open_tab(main_window)  # 27 players fit at three tables: table 4 can break
    key(qtbot, tab, Qt.Key.Key_H)
    answer_hand_for_hand(tab)
    for number in (1, 2, 3):
        click(qtbot, tab, tab.room.done_rect(number))
    assert tab.h4h_bar.label.text().startswith("Hand for hand, hand 1: still playing at table 4.")
    qtbot.mouseClick(tab.proposal_panel.apply_button, LEFT)  # break table 4
    assert 4 not in t.state.tables
    assert tab.h4h_bar.next_hand_button.isEnabled()
    assert "every table has finished" in tab.h4h_bar.label.text()
    key(qtbot, tab, Qt.Key.Key_N)
    assert t.state.hand_for_hand.hand == 2
    assert t.state.hand_for_hand.tables == {1, 2, 3}


# -- seats: the button, blocking, fixing, moving by hand ----------------------------------------


def test_set_the_button_by_clicking_the_spot_beside_a_seat(main_window, tournament, qtbot):
    t = tournament
    room(t)
    tab = open_tab(main_window)
    table = t.state.tables[2]
    seats = sorted(table.occupants)
    assert "Click to put the dealer button at seat" in tab.room.tooltip_at(
        tab.room.button_spot_rect(2, seats[0]).center()
    )
    click(qtbot, tab, tab.room.button_spot_rect(2, seats[0]))
    table = t.state.tables[2]
    assert table.button == seats[0]
    card = tab.room.card(2)
    assert card.seat(seats[0]).button
    assert card.seat(seats[1]).small_blind and card.seat(seats[2]).big_blind
    assert card.seat(seats[3]).next_big_blind
    assert "Posts the big blind next" in tab.room.tooltip_at(
        tab.room.seat_rect(2, seats[3]).center()
    )
    # with the keyboard: select a seat, B
    click_seat(qtbot, tab, 2, seats[4])
    key(qtbot, tab, Qt.Key.Key_B)
    assert t.state.tables[2].button == seats[4]
    assert tab.room.card(2).seat(seats[4]).button
    # nothing selected: the key says what to do
    tab.room.selected = None
    key(qtbot, tab, Qt.Key.Key_B)
    assert status(main_window) == "Select a seat first: click it in the room."


def test_moving_into_a_taken_seat_is_refused_with_the_reason(main_window, tournament, qtbot):
    t = tournament
    room(t)
    tab = open_tab(main_window)
    before = dict(t.state.tables)
    mover_seat = min(t.state.tables[1].occupants)
    mover = t.state.occupant(1, mover_seat)
    taken = min(t.state.tables[2].occupants)
    holder = t.state.label(t.state.occupant(2, taken))

    click_seat(qtbot, tab, 1, mover_seat)
    key(qtbot, tab, Qt.Key.Key_M)
    assert tab.pick_bar.isVisible()
    assert tab.pick_bar.label.text().startswith(f"Click the seat {t.state.label(mover)} moves to")
    click_seat(qtbot, tab, 2, taken)
    assert status(main_window) == f"table 2 seat {taken} is taken by {holder}"
    assert dict(t.state.tables) == before
    assert tab.pick_bar.isHidden()

    # the spin boxes: a taken seat disables Move, with the reason
    tab.selection.move_table.setValue(2)
    tab.selection.move_seat.setValue(taken)
    assert not tab.selection.move_button.isEnabled()
    assert tab.selection.move_button.toolTip() == f"table 2 seat {taken} is taken by {holder}"
    free = next(s for s in range(1, 10) if s not in t.state.tables[2].occupants)
    tab.selection.move_seat.setValue(free)
    assert tab.selection.move_button.isEnabled()
    qtbot.mouseClick(tab.selection.move_button, LEFT)
    assert where(t, mover) == (2, free)
    assert main_window.announcement == f"{t.state.label(mover)}: table 2 seat {free}"


def test_drag_a_player_to_an_open_seat(main_window, tournament, qtbot):
    t = tournament
    room(t)
    tab = open_tab(main_window)
    seat = min(t.state.tables[1].occupants)
    mover = t.state.occupant(1, seat)
    free = next(s for s in range(1, 10) if s not in t.state.tables[3].occupants)
    view = tab.room.viewport()
    start = tab.room.seat_rect(1, seat).center()
    end = tab.room.seat_rect(3, free).center()
    qtbot.mousePress(view, LEFT, pos=start)
    qtbot.mouseMove(view, start + QPoint(20, 5))
    qtbot.mouseMove(view, end)
    qtbot.mouseRelease(view, LEFT, pos=end)
    assert where(t, mover) == (3, free)


def test_block_a_seat_fix_a_player_and_the_draw_respects_them(main_window, tournament, qtbot):
    t = tournament
    t.seating.add_tables(2, seats=9)
    register(t, 12)
    tab = open_tab(main_window)
    click_seat(qtbot, tab, 1, 9)
    assert tab.selection.selection_label.text() == "Table 1, seat 9\nOpen seat."
    key(qtbot, tab, Qt.Key.Key_X)
    assert 9 in t.state.tables[1].blocked
    assert tab.room.card(1).seat(9).blocked
    assert tab.selection.block_button.text() == "Open this seat again (X)"
    qtbot.mouseClick(tab.room_box.draw_button, LEFT)
    assert 9 not in t.state.tables[1].occupants
    assert tab.room.card(1).capacity == 8

    player = t.state.occupant(1, min(t.state.tables[1].occupants))
    click_seat(qtbot, tab, 1, min(t.state.tables[1].occupants))
    assert not tab.selection.block_button.isVisible()  # an occupied seat is not blocked
    key(qtbot, tab, Qt.Key.Key_F)
    assert t.state.is_fixed(player)
    assert tab.room.card(1).seat(min(t.state.tables[1].occupants)).fixed
    assert tab.selection.fix_button.text() == "Let this player move (F)"
    assert not tab.selection.pick_button.isEnabled()
    name = t.state.label(player)
    assert tab.selection.pick_button.toolTip() == f"{name} has a fixed seat; free it first."
    key(qtbot, tab, Qt.Key.Key_M)
    assert status(main_window) == f"{name} has a fixed seat; free it first"
    key(qtbot, tab, Qt.Key.Key_F)
    assert not t.state.is_fixed(player)

    click_seat(qtbot, tab, 1, 9)
    key(qtbot, tab, Qt.Key.Key_X)  # open again
    assert 9 not in t.state.tables[1].blocked


def test_seat_a_late_player_here_or_hold_a_seat(main_window, tournament, qtbot):
    t = tournament
    room(t, players=10, tables=2)
    t.entrants.register("Late Larry", seat=False)
    t.entrants.register("Held Hanna", seat=False)
    larry = t.entrants.find("Late Larry").id
    hanna = t.entrants.find("Held Hanna").id
    tab = open_tab(main_window)
    free = [s for s in range(1, 10) if s not in t.state.tables[2].occupants]
    click_seat(qtbot, tab, 2, free[0])
    combo = tab.selection.unseated_combo
    assert [combo.itemText(i) for i in range(combo.count())] == ["Late Larry", "Held Hanna"]
    qtbot.mouseClick(tab.selection.seat_here_button, LEFT)
    assert where(t, larry) == (2, free[0])

    click_seat(qtbot, tab, 2, free[1])
    assert combo.currentText() == "Held Hanna"
    qtbot.mouseClick(tab.selection.hold_button, LEFT)
    assert t.state.tables[2].reserved == {free[1]: seat_id(hanna)}
    assert tab.room.card(2).seat(free[1]).held_for == "Held Hanna"
    assert tab.selection.release_button.isVisible()
    key(qtbot, tab, Qt.Key.Key_D)  # the draw puts her in the held seat
    assert where(t, hanna) == (2, free[1])


def test_remove_an_empty_table_only(main_window, tournament, qtbot):
    t = tournament
    room(t, players=12, tables=2)
    tab = open_tab(main_window)
    tab.room_box.add_count.setValue(1)
    qtbot.mouseClick(tab.room_box.add_button, LEFT)
    assert sorted(t.state.tables) == [1, 2, 3]
    click(qtbot, tab, tab.room.header_rect(1))
    assert not tab.selection.remove_button.isEnabled()
    count = t.state.tables[1].count
    assert tab.selection.remove_button.toolTip() == (
        f"table 1 still has {count} player(s); move them or break the table"
    )
    key(qtbot, tab, Qt.Key.Key_Delete)
    assert status(main_window) == tab.selection.remove_button.toolTip()
    click(qtbot, tab, tab.room.header_rect(3))
    assert tab.selection.remove_button.isEnabled()
    key(qtbot, tab, Qt.Key.Key_Delete)
    assert sorted(t.state.tables) == [1, 2]
    assert tab.room.card(3) is None and tab.room.selected is None


def test_context_menu_offers_the_seat_actions(main_window, tournament, qtbot):
    t = tournament
    room(t)
    tab = open_tab(main_window)
    seat = min(t.state.tables[1].occupants)
    rect = tab.room.seat_rect(1, seat)
    tab.room.menu_requested.emit(1, seat, tab.room.viewport().mapToGlobal(rect.center()))
    texts = [a.text() for a in tab.menu.actions()]
    # each item has a letter of its own (its key's when the key starts a word), and its key
    # in the shortcut column
    assert texts == [
        "Put the &button here\tB",
        "&Fix this player's seat\tF",
        "&Click a seat…\tM",
        "Break &this table",
        "&Remove table\tDel",
    ]
    tab.menu.actions()[0].trigger()
    assert t.state.tables[1].button == seat
    tab.menu.close()


# -- a big room ---------------------------------------------------------------------------------


def test_find_a_player_among_a_thousand_and_set_the_button_there(main_window, tournament, qtbot):
    t = tournament
    t.seating.add_tables(100, seats=10)
    t.entrants.register_many([{"name": f"Player {i:04d}"} for i in range(1, 1001)])
    t.seating.draw_seats()
    tab = open_tab(main_window)
    assert len(tab.room.cards) == 100
    assert tab.room_label.text() == "1000 players at 100 tables, 10 at each."
    entry = t.entrants.find("Player 0777").id
    table, seat = where(t, entry)
    qtbot.keyClick(tab.room, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert tab.finder.edit.hasFocus()
    qtbot.keyClicks(tab.finder.edit, "player 0777")
    assert tab.finder.result.text() == f"Player 0777: table {table} seat {seat}"
    assert tab.room.selected == (table, seat)
    spot = tab.room.button_spot_rect(table, seat)
    assert tab.room.viewport().rect().contains(spot)  # scrolled into sight
    qtbot.keyClick(tab.finder.edit, Qt.Key.Key_Return)
    assert tab.room.hasFocus()
    click(qtbot, tab, spot)
    assert t.state.tables[table].button == seat
    key(qtbot, tab, Qt.Key.Key_Down)
    assert tab.room.selected == ((table, seat + 1) if seat < 10 else (table + 1, 1))


@pytest.mark.parametrize("width", [700, 1400])
def test_cards_fill_the_width(main_window, tournament, qtbot, width):
    t = tournament
    room(t)
    tab = open_tab(main_window)
    main_window.resize(width + 400, 800)
    qtbot.waitUntil(lambda: tab.room.viewport().width() > 0)
    viewport = tab.room.viewport().rect()
    rects = [tab.room.card_rect(n) for n in (1, 2, 3, 4)]
    assert all(viewport.left() <= r.left() and r.right() <= viewport.right() for r in rects)
    for a, b in itertools.pairwise(rects):
        assert not a.intersects(b)
    rows = len({r.top() for r in rects})
    assert rows == (1 if width == 1400 else 2)


def test_a_seating_refusal_reaches_the_italian_window_in_italian(qtbot, tournament):
    """The tables tab of an Italian window says the seating rules' refusal in Italian."""
    from ui.document import Document

    t = tournament
    room(t)
    document = Document(t, "it")
    tab = TablesTab(document)
    qtbot.addWidget(tab)
    t.seating.set_hand_for_hand(True)
    tab.refresh()
    tip = tab.h4h_bar.next_hand_button.toolTip()
    assert tip == "la mano 1 è ancora in gioco (tavoli: 1, 2, 3, 4)"
    failed = []
    document.failed.connect(failed.append)
    tab.next_hand()
    assert failed == [tip] and t.state.hand_for_hand.hand == 1
