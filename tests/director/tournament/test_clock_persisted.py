"""Undo and redo without limit; the clock in the document; the log keeps everything."""

from director.tournament import Tournament
from tests.helpers.tournament import register


def test_the_clock_is_part_of_the_document(make, clock):
    t = make()
    t.clock.start()
    clock.advance(250)
    t.clock.add_time(60)
    clock.advance(10)
    view = t.clock.view()
    # A crash: the process is gone; time goes on; the file is opened again.
    path = t.path
    clock.advance(100)
    t2 = Tournament.open(path, time=clock)
    again = t2.clock.view()
    assert again.running
    assert again.index == view.index
    assert again.remaining == view.remaining - 100
    t2.clock.pause()
    clock.advance(1000)
    t3 = Tournament.open(path, time=clock)
    assert not t3.clock.running
    assert t3.clock.view().remaining == again.remaining
    for x in (t2, t3):
        x.close()


def test_clock_actions_are_not_undone(make, clock):
    t = make()
    register(t, "Ada", "Bea", "Cid")
    t.clock.start()
    clock.advance(30)
    t.entrants.bust("Ada")
    t.clock.next_level()
    level = t.clock.view().level.number
    t.undo()  # takes back the bust, not the level change
    assert t.state.players_left == 3
    assert t.clock.view().level.number == level == 2
    assert t.clock.running
