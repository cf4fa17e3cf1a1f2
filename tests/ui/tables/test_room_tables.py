"""The Tables tab and the room: unused tables, tables that break together, the proposal's code,
and the hand-for-hand hand's number."""

from PySide6.QtCore import Qt

from director.tournament import Tournament
from director.tournament.model import entry_of
from tests.helpers.tables import answer_hand_for_hand, room

LEFT = Qt.MouseButton.LeftButton


def open_tab(window):
    tab = window.tables_tab
    window.tabs.setCurrentWidget(tab)
    window.activateWindow()
    tab.room.setFocus()
    return tab


def test_the_draw_fills_the_fewest_tables_and_the_others_show_as_unused(main_window, tournament):
    room(tournament, players=14, tables=7)
    tab = open_tab(main_window)
    assert [c.count for c in tab.room.cards] == [7, 7, 0, 0, 0, 0, 0]
    assert [c.number for c in tab.room.cards if c.unused] == [3, 4, 5, 6, 7]
    assert tab.room.painter.count_text(tab.room.card(3)) == "unused, 9 seats"
    assert tab.room.painter.count_text(tab.room.card(1)) == "7 of 9 seats"
    assert tab.room_label.text() == "14 players at 2 tables, 7 at each."
    assert "5 tables unused, for late entries." in tab.room_box.status_label.text()
    assert tab.proposal_panel.isHidden()  # unused tables are neither short nor to break
    tab.room.select(3)
    assert tab.selection.selection_label.text() == (
        "Table 3 is unused: 9 usable seats of 9. It opens when late entries need it."
    )
    assert not tab.selection.break_button.isEnabled()


def _thin(t):
    """12 players left on 7 tables of 9, one or two at each."""
    room(t, players=63, tables=7)
    keep = {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 1, 7: 1}
    for number, left in keep.items():
        for pid in list(t.state.tables[number].occupants.values())[left:]:
            t.entrants.bust(entry_of(pid))


def test_every_table_that_can_break_is_one_proposal_one_click_one_undo(
    main_window, tournament, qtbot
):
    t = tournament
    _thin(t)
    tab = open_tab(main_window)
    panel = tab.proposal_panel
    assert panel.title.text().startswith("Tables 7, 6, 5, 4, 3 can break: their players fit")
    assert panel.apply_button.text() == "Break tables 7, 6, 5, 4, 3 (Ctrl+Enter)"
    assert panel.code_label.text() == (
        f"Proposal {tab.proposal.code}: Apply makes exactly these moves."
    )
    assert {n for n, note in tab.room.notes.items() if note[0] == "breaks"} == {3, 4, 5, 6, 7}
    shown = {(int(m.player), m.to_table, m.to_seat) for m in tab.proposal.moves}
    qtbot.mouseClick(panel.apply_button, LEFT)
    assert {(e, r.table, r.seat) for e, r in t.state.seat_of.items()} >= shown
    assert {n: x.count for n, x in t.state.tables.items()} == {1: 6, 2: 6}
    assert main_window.undo_action.iconText() == "Undo breaking tables 3, 4, 5, 6, 7"
    assert panel.isHidden()


def test_apply_makes_the_draw_shown_and_a_room_changed_meanwhile_refuses_it(
    main_window, tournament, qtbot
):
    t = tournament
    room(t, players=20, tables=3)
    for e in [e.id for e in t.state.playing][:11]:
        t.entrants.bust(e)
    tab = open_tab(main_window)
    shown = tab.proposal
    assert shown.code and len(shown.moves) == 9
    # Another program (the command line) busts a player in the same file meanwhile.
    with Tournament.open(t.path) as other:
        other.entrants.bust(other.state.playing[0].id)
    seats = dict(t.state.seat_of)
    qtbot.mouseClick(tab.proposal_panel.apply_button, LEFT)
    message = main_window.statusBar().currentMessage()
    assert "the tables changed since the proposal" in message and "propose again" in message
    assert {e: r for e, r in t.state.seat_of.items() if e in seats} == {
        e: r for e, r in seats.items() if t.state.entries[e].playing
    }
    fresh = tab.proposal  # the tab proposes again for the room as it is
    assert fresh.code != shown.code
    qtbot.mouseClick(tab.proposal_panel.apply_button, LEFT)
    drawn = {int(m.player): (m.to_table, m.to_seat) for m in fresh.moves}
    assert {e: (r.table, r.seat) for e, r in t.state.seat_of.items()} == drawn


def test_the_hand_number_of_next_is_the_one_the_tab_and_the_undo_menu_show(
    main_window, tournament, qtbot
):
    t = tournament
    room(t, players=16, tables=2)
    tab = open_tab(main_window)
    qtbot.keyClick(tab.room, Qt.Key.Key_H)
    answer_hand_for_hand(tab)  # 16 players left: not the bubble
    t.entrants.bust(t.state.playing[0].id)  # a lone bust: no stack needed (TDA)
    for number in (1, 2):
        t.seating.table_done(number)
    qtbot.mouseClick(tab.h4h_bar.next_hand_button, LEFT)
    assert t.state.hand_for_hand.hand == 2
    assert tab.h4h_bar.label.text().startswith("Hand for hand, hand 2: still playing at")
    assert main_window.undo_action.iconText() == "Undo hand-for-hand hand 2"
