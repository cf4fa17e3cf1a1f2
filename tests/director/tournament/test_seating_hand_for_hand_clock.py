"""Hand-for-hand and the clock: the start pauses a running clock, the stop and undo run it again.

TDA practice: the clock is paused while the tables play hand for hand. The pause travels with
the hand-for-hand record, so the window, the command line and undo agree.
"""

from __future__ import annotations

from director.tournament import parse_price
from tests.helpers.tournament import register, reopen


def _room(make, players=14, tables=2):
    t = make(buy_in=parse_price("20"))
    t.seating.add_tables(tables)
    register(t, *[f"P{i}" for i in range(players)])
    t.seating.draw_seats()
    return t


def test_starting_hand_for_hand_pauses_the_clock_and_stopping_it_runs_it_again(make, clock):
    t = _room(make)
    t.clock.start()
    clock.advance(100)
    record = t.seating.set_hand_for_hand(True)
    assert record.paused_clock and not t.clock.running
    assert t.state.hand_for_hand.paused_clock
    clock.advance(300)  # the hand-for-hand hands take five minutes: the level does not run
    assert t.clock.view().remaining == 500
    t.seating.table_done(1)
    t.seating.table_done(2)
    t.seating.next_hand()  # still paused from hand to hand
    assert not t.clock.running
    t.seating.set_hand_for_hand(False)
    assert t.clock.running
    clock.advance(20)
    assert t.clock.view().remaining == 480


def test_undo_of_the_start_runs_the_clock_where_it_was_and_redo_pauses_it_again(make, clock):
    t = _room(make)
    t.clock.start()
    clock.advance(100)
    t.seating.set_hand_for_hand(True)
    clock.advance(60)
    t.undo()
    assert t.state.hand_for_hand is None
    assert t.clock.running and t.clock.view().remaining == 500
    clock.advance(10)
    t.redo()
    assert not t.clock.running and t.clock.view().remaining == 490
    t.seating.set_hand_for_hand(False)
    assert t.clock.running
    t.undo()  # hand-for-hand is on again: so is its pause
    assert not t.clock.running
    # the pause is in the file with the records: reopening finds the clock paused
    t = reopen(t, clock)
    assert not t.clock.running and t.state.hand_for_hand.paused_clock
    t.seating.set_hand_for_hand(False)
    assert t.clock.running
    t.close()


def test_a_clock_the_director_paused_stays_paused_when_hand_for_hand_stops(make, clock):
    t = _room(make)
    t.clock.start()
    t.clock.pause()
    record = t.seating.set_hand_for_hand(True)
    assert not record.paused_clock
    t.seating.set_hand_for_hand(False)
    assert not t.clock.running
    t.undo()
    t.undo()
    assert not t.clock.running


def test_the_director_may_run_the_clock_during_hand_for_hand(make, clock):
    t = _room(make)
    t.clock.start()
    t.seating.set_hand_for_hand(True)
    t.clock.start()  # the director's choice: hand-for-hand does not stop it again
    clock.advance(30)
    t.seating.set_hand_for_hand(False)
    assert t.clock.running and t.clock.view().remaining == 570


def test_the_bubble_is_when_the_players_over_the_places_paid_are_no_more_than_the_tables(make):
    t = _room(make, players=14, tables=2)
    bubble = t.seating.bubble()
    assert (bubble.players_left, bubble.places_paid, bubble.tables) == (14, 3, 2)
    assert not bubble.at_bubble
    playing = [e.id for e in t.state.playing]
    for entry in playing[:9]:
        t.entrants.bust(entry)
    assert t.seating.bubble().away == 2
    assert t.seating.bubble().at_bubble  # two tables, two busts from the money
    t.entrants.bust(playing[9])
    assert t.seating.bubble().at_bubble
    t.entrants.bust(playing[10])
    bubble = t.seating.bubble()
    assert (bubble.players_left, bubble.places_paid, bubble.away) == (3, 3, 0)
    assert not bubble.at_bubble  # in the money already
