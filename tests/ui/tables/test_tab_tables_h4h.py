"""Hand for hand on the Tables tab: a question away from the bubble, none at it; the clock."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.helpers.tables import answer_hand_for_hand, room
from ui.tables.tab import TablesTab


def open_tab(window) -> TablesTab:
    tab = window.tables_tab
    window.tabs.setCurrentWidget(tab)
    window.activateWindow()
    tab.room.setFocus()
    return tab


def test_hand_for_hand_away_from_the_bubble_asks_first_and_pauses_the_clock(
    main_window, tournament, fake_time, qtbot
):
    t = tournament
    room(t)  # 30 players at four tables
    t.clock.start()
    fake_time.advance(120)
    tab = open_tab(main_window)
    places = len(t.money.payouts())
    qtbot.keyClick(tab.room, Qt.Key.Key_H)
    text = answer_hand_for_hand(tab, yes=False)  # a slip of the finger: nothing happens
    assert text.startswith(
        f"30 players left and {places} places paid: {30 - places} busts before the money, "
        "more than the 4 tables in play.\n\nThis is not the bubble"
    )
    assert text.endswith("Start hand-for-hand anyway? The clock pauses until it stops.")
    assert t.state.hand_for_hand is None
    assert not tab.room_box.h4h_button.isChecked()
    assert t.clock.running
    qtbot.mouseClick(tab.room_box.h4h_button, Qt.MouseButton.LeftButton)  # the button asks too
    answer_hand_for_hand(tab, yes=True)
    assert t.state.hand_for_hand is not None
    assert tab.room_box.h4h_button.isChecked()
    assert not t.clock.running  # TDA practice: the clock stops during hand-for-hand
    assert tab.h4h_bar.label.text().endswith(
        "The clock was paused for hand-for-hand; stopping hand-for-hand (H) runs it again."
    )
    remaining = t.clock.view().remaining
    fake_time.advance(300)
    assert t.clock.view().remaining == remaining
    qtbot.keyClick(tab.room, Qt.Key.Key_H)  # stopping asks nothing and runs the clock again
    assert tab.h4h_question is None
    assert t.state.hand_for_hand is None and t.clock.running
    main_window.undo_action.trigger()  # undo the stop: hand-for-hand and its pause are back
    assert t.state.hand_for_hand is not None and not t.clock.running
    main_window.undo_action.trigger()  # undo the start: the clock runs on from where it was
    assert t.state.hand_for_hand is None and t.clock.running
    assert t.clock.view().remaining == remaining


def test_hand_for_hand_at_the_bubble_asks_nothing(main_window, tournament, qtbot):
    t = tournament
    room(t, players=16, tables=2)
    playing = [e.id for e in t.state.playing]
    while not t.seating.bubble().at_bubble:
        t.entrants.bust(playing.pop())
    bubble = t.seating.bubble()
    assert 1 <= bubble.away <= 2  # two tables: within two busts of the money
    tab = open_tab(main_window)
    qtbot.keyClick(tab.room, Qt.Key.Key_H)
    assert tab.h4h_question is None
    assert t.state.hand_for_hand is not None
    assert tab.room_box.h4h_button.isChecked()
    assert not t.clock.running and not t.state.hand_for_hand.paused_clock  # never started


def test_hand_for_hand_in_the_money_asks_and_says_so(main_window, tournament, qtbot):
    t = tournament
    room(t, players=16, tables=2)
    playing = [e.id for e in t.state.playing]
    while t.seating.bubble().away:
        t.entrants.bust(playing.pop())
    tab = open_tab(main_window)
    qtbot.keyClick(tab.room, Qt.Key.Key_H)
    left = t.state.players_left
    assert answer_hand_for_hand(tab, yes=False).startswith(
        f"Every player left is in the money ({left} left, {left} places paid)."
    )
    assert t.state.hand_for_hand is None
