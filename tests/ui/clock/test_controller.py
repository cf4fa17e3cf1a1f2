"""The clock's controller: a timer re-armed on each second, every action stored at once."""

import pytest

from tests.helpers.main_window import advance, answer_start_question


def test_display_timer_is_rearmed_to_the_next_second(main_window, fake_time):
    w = main_window
    w.controller.start()
    answer_start_question(w)  # nobody is seated: the window asks first
    # fake time starts at .25 past a whole second; the level has exactly 600 s left
    assert w.controller.timer_interval_ms == 1000
    fake_time.advance(0.3)
    w.controller.poll()  # woken early: nothing to show yet, re-armed for the rest
    assert 700 <= w.controller.timer_interval_ms <= 701  # rounded up to the millisecond
    shown = []
    w.controller.changed.connect(lambda v: shown.append(v.display_seconds))
    for _ in range(90):
        fake_time.advance(w.controller.timer_interval_ms / 1000)
        w.controller.poll()
    assert shown == list(range(599, 509, -1))  # every second once, none skipped


def test_clock_is_saved_and_restored_after_a_restart(main_window, fake_time, tournament):
    from director.tournament import Tournament

    w = main_window
    w.controller.start()
    answer_start_question(w)  # nobody is seated: the window asks first
    advance(w, fake_time, 125)
    w.controller.next_level()  # every action is stored in the tournament file
    fake_time.advance(30)
    # the app is killed here; the file is opened again
    again = Tournament.open(tournament.path, time=fake_time)
    v = again.clock.view()
    assert v.running
    assert v.index == 1
    assert v.remaining == pytest.approx(570)
    again.close()
