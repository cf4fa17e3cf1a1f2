"""The tournament clock: levels change on time, with no drift, and survive a restart."""

import math

import pytest

from director.clock import (
    Clock,
    ClockError,
    ClockEventKind,
    ClockState,
    ManualTime,
    format_seconds,
    load_state,
    save_state,
)
from director.structures import default_structure_path, load_structure, loads_structure

K = ClockEventKind


@pytest.fixture
def club():
    return load_structure(default_structure_path())


SMALL = loads_structure(
    """
name: Small
starting_stack: 1000
level_minutes: 10
levels:
  - blinds: 10-20
  - blinds: 20-40
  - break: 5
    color_up: [5]
  - blinds: 50-100
  - blinds: 100-200
"""
)


def make(structure, start=1_000_000.0):
    t = ManualTime(start)
    clock = Clock(structure, t)
    events = []
    clock.subscribe(events.append)
    return t, clock, events


def kinds(events):
    return [(e.kind, e.index) for e in events]


def test_four_hour_tournament_changes_levels_exactly_on_time(club):
    t, clock, events = make(club)
    start = t()
    clock.start()
    # Tick at irregular steps for four hours, like a display timer that is sometimes late.
    steps = [0.37, 0.5, 1.0, 0.999, 1.001, 2.3, 0.01]
    i = 0
    while t() - start < 4 * 3600:
        t.advance(steps[i % len(steps)])
        i += 1
        clock.tick()
    level_starts = [e for e in events if e.kind is K.LEVEL_STARTED]
    # Every level started exactly on its 10-minute boundary: zero accumulated drift.
    assert [e.at - start for e in level_starts] == [600.0 * n for n in range(len(level_starts))]
    assert len(level_starts) == 25  # 24 levels in 4 hours, then the 25th at 4:00

    # Precisely around the end of the first hour.
    clock2 = Clock(club, ManualTime(start), state=None)
    t2 = ManualTime(start)
    clock2 = Clock(club, t2)
    clock2.start()
    t2.set(start + 59 * 60 + 59)
    clock2.tick()
    v = clock2.view()
    assert (v.entry.small_blind, v.entry.big_blind) == (200, 400)
    assert v.display_seconds == 1
    assert format_seconds(v.display_seconds) == "00:01"
    t2.set(start + 60 * 60)
    changes = clock2.tick()
    v = clock2.view()
    assert (v.entry.small_blind, v.entry.big_blind) == (300, 600)
    assert v.remaining == 600
    assert format_seconds(v.display_seconds) == "10:00"
    assert [e.kind for e in changes] == [K.LEVEL_STARTED]
    assert changes[0].at == start + 3600


def test_a_long_run_at_wall_clock_scale_has_no_drift(club):
    """Four hours of one-second ticks (14,400) at a realistic epoch, where a float's last digits
    are whole microseconds: the elapsed time is exact and every level starts exactly 600 s after
    the one before."""
    t, clock, events = make(club, start=1_767_225_600.123)
    start = t()
    clock.start()
    for _ in range(4 * 3600):
        t.advance(1.0)
        clock.tick()
    v = clock.view()
    assert v.elapsed == pytest.approx(4 * 3600, abs=1e-6)
    starts = [e.at - start for e in events if e.kind is K.LEVEL_STARTED]
    assert all(abs(s - 600 * n) < 1e-6 for n, s in enumerate(starts))


def test_display_changes_exactly_on_each_second(club):
    t, clock, _ = make(club)
    clock.start()
    shown = []
    for _ in range(125):
        shown.append(clock.view().display_seconds)
        delay = clock.next_tick_in()
        assert 0 < delay <= 1.0
        t.advance(delay)
        clock.tick()
    # Every second from 10:00 down, none skipped and none repeated.
    assert shown == list(range(600, 475, -1))


def test_next_tick_follows_a_fractional_pause(club):
    t, clock, _ = make(club)
    clock.start()
    t.advance(12.4)
    clock.pause()
    assert clock.next_tick_in() is None
    t.advance(100)  # paused: nothing moves
    assert clock.view().remaining == pytest.approx(587.6)
    clock.start()
    assert clock.next_tick_in() == pytest.approx(0.6)
    t.advance(0.6)
    assert clock.view().display_seconds == 587


def test_pause_and_resume(club):
    t, clock, events = make(club)
    assert not clock.view().started
    clock.start()
    t.advance(120)
    clock.pause()
    t.advance(3600)
    assert clock.view().remaining == 480
    assert clock.view().elapsed == 120
    clock.resume()
    t.advance(30)
    assert clock.view().remaining == 450
    assert kinds(events) == [(K.STARTED, 0), (K.LEVEL_STARTED, 0), (K.PAUSED, 0), (K.RESUMED, 0)]
    assert clock.pause()[-1].kind is K.PAUSED
    assert clock.pause() == []  # already paused: nothing happens


def test_one_minute_warning_once_per_level(club):
    t, clock, events = make(club)
    clock.start()
    t.advance(539)
    clock.tick()
    assert K.ONE_MINUTE_LEFT not in [e.kind for e in events]
    t.advance(1)
    clock.tick()
    t.advance(10)
    clock.tick()
    assert [e.kind for e in events].count(K.ONE_MINUTE_LEFT) == 1
    # adding time gives the level more than a minute again: the warning comes back
    clock.add_time(120)
    t.advance(120)
    clock.tick()
    assert [e.kind for e in events].count(K.ONE_MINUTE_LEFT) == 2


def test_navigation():
    _t, clock, events = make(SMALL)
    clock.start()
    clock.next_level()
    assert clock.view().entry.big_blind == 40
    clock.next_level()
    v = clock.view()
    assert v.is_break and v.remaining == 300 and v.next_break_in == 0
    assert v.level.big_blind == 40  # the level before the break
    assert v.next_level.big_blind == 100
    clock.next_level()
    assert kinds(events)[-3:] == [(K.BREAK_ENDED, 2), (K.LEVEL_STARTED, 3), (K.FINAL_LEVELS, 3)]
    clock.previous_level()
    assert clock.view().is_break
    clock.jump_to_level(1)
    assert clock.view().index == 0
    clock.jump_to_next_break()
    assert clock.view().index == 2
    clock.jump_to_level(4)
    with pytest.raises(ClockError, match="last level"):
        clock.next_level()
    with pytest.raises(ClockError, match="no break"):
        clock.jump_to_next_break()
    with pytest.raises(Exception, match="no level 9"):
        clock.jump_to_level(9)
    clock.jump(0)
    clock.previous_level()  # at the first level: restarts it
    assert clock.view().index == 0 and clock.view().remaining == 600


def test_add_and_remove_time():
    t, clock, events = make(SMALL)
    clock.start()
    t.advance(100)
    clock.add_time(60)
    assert clock.view().remaining == 560
    clock.add_time(-60)
    assert clock.view().remaining == 500
    # removing more than is left starts the next level now
    clock.add_time(-600)
    v = clock.view()
    assert v.index == 1 and v.remaining == 600
    assert (K.LEVEL_STARTED, 1) in kinds(events)
    t.advance(250)
    clock.restart_level()
    assert clock.view().remaining == 600


def test_time_to_next_break():
    t, clock, _ = make(SMALL)
    clock.start()
    t.advance(100)
    assert clock.view().next_break_in == 1100  # 500 left in level 1 + 600 of level 2
    clock.jump(3)
    assert clock.view().next_break_in is None


def test_last_level_stays_and_counts_overtime():
    t, clock, events = make(SMALL)
    clock.start()
    t.advance(SMALL.total_seconds + 95)
    clock.tick()
    v = clock.view()
    assert v.index == len(SMALL) - 1
    assert v.entry.big_blind == 200  # never changes the blinds by itself
    assert v.remaining == 0
    assert v.overtime == 95
    assert v.in_overtime and v.display_seconds == 95
    assert [e.kind for e in events].count(K.OVERTIME) == 1
    assert clock.next_tick_in() == pytest.approx(1.0)
    clock.add_time(300)  # the director gives the last level more time
    assert clock.view().remaining == 300 and clock.view().overtime == 0


def test_warns_when_two_levels_or_fewer_are_left():
    _t, clock, events = make(SMALL)
    clock.start()
    assert not clock.view().final_levels
    clock.jump(3)
    assert clock.view().levels_left == 2 and clock.view().final_levels
    assert (K.FINAL_LEVELS, 3) in kinds(events)


def test_break_events_in_order_when_ticks_are_late():
    t, clock, events = make(SMALL)
    start = t()
    clock.start()
    events.clear()
    t.advance(1500)  # the machine slept through level 2 and the break
    clock.tick()
    assert kinds(events) == [
        (K.ONE_MINUTE_LEFT, 0),
        (K.LEVEL_STARTED, 1),
        (K.ONE_MINUTE_LEFT, 1),
        (K.BREAK_STARTED, 2),
        (K.ONE_MINUTE_LEFT, 2),
        (K.BREAK_ENDED, 2),
        (K.LEVEL_STARTED, 3),
        (K.FINAL_LEVELS, 3),  # levels 3 and 4 are the last two
    ]
    assert [e.at - start for e in events] == [540, 600, 1140, 1200, 1440, 1500, 1500, 1500]
    assert not any(e.manual for e in events)


def test_state_survives_a_restart_still_running(tmp_path, club):
    t, clock, _ = make(club)
    clock.start()
    t.advance(1234.5)
    clock.tick()
    path = tmp_path / "clock.json"
    save_state(path, clock.state, structure="club-50.yaml")
    # the app is killed; an hour later it is opened again
    t.advance(3600)
    state, extra = load_state(path)
    assert extra == {"structure": "club-50.yaml"}
    reopened = Clock(club, t, state)
    v = reopened.view()
    assert v.running
    assert v.elapsed == pytest.approx(1234.5 + 3600)
    assert v.index == math.floor((1234.5 + 3600) / 600)
    assert v.remaining == pytest.approx(600 - (1234.5 + 3600) % 600)
    # reopening emits no stale events
    events = []
    reopened.subscribe(events.append)
    reopened.tick()
    assert events == []


def test_paused_state_survives_a_restart(tmp_path, club):
    t, clock, _ = make(club)
    clock.start()
    t.advance(90)
    clock.pause()
    save_state(tmp_path / "c.json", clock.state)
    t.advance(10_000)
    state, _ = load_state(tmp_path / "c.json")
    v = Clock(club, t, state).view()
    assert not v.running and v.remaining == 510 and v.index == 0


def test_damaged_state_is_refused_cleanly(tmp_path):
    (tmp_path / "c.json").write_text("{not json")
    assert load_state(tmp_path / "c.json") is None
    assert load_state(tmp_path / "missing.json") is None
    with pytest.raises(ClockError, match="damaged"):
        ClockState.from_dict({"index": "x"})
    with pytest.raises(ClockError, match="damaged"):
        ClockState.from_dict({"index": 0, "remaining": float("nan"), "anchor": 0, "running": True})


def test_state_beyond_a_shorter_structure_is_clamped(club):
    t = ManualTime()
    clock = Clock(SMALL, t, ClockState(index=20, remaining=100, anchor=t(), running=False))
    assert clock.view().index == len(SMALL) - 1


def test_changing_the_structure_keeps_the_current_level(club):
    t, clock, _ = make(club)
    clock.start()
    t.advance(700)
    clock.set_structure(SMALL)
    v = clock.view()
    assert v.index == 1 and v.remaining == pytest.approx(500)


def test_unsubscribe():
    _t, clock, _events = make(SMALL)
    seen = []
    stop = clock.subscribe(seen.append)
    clock.start()
    stop()
    clock.pause()
    assert [e.kind for e in seen] == [K.STARTED, K.LEVEL_STARTED]


def test_a_refused_action_is_said_in_italian_too():
    t, clock, _ = make(SMALL)
    clock.jump(len(SMALL) - 1)
    with pytest.raises(ClockError) as caught:
        clock.next_level()
    assert caught.value.key == "clock.err.last_level"
    assert caught.value.text("it") == (
        "questo è l'ultimo livello; aggiungi livelli alla struttura per andare avanti"
    )
    with pytest.raises(ClockError) as caught:
        clock.jump_to_next_break()
    assert caught.value.text("it") == "non ci sono pause dopo questo livello"
    with pytest.raises(ClockError) as caught:
        clock.jump(99)
    assert str(caught.value) == "there is no entry 100; the structure has 5"
    assert caught.value.text("it") == "non c'è la voce 100; la struttura ne ha 5"
    with pytest.raises(ClockError) as caught:
        ClockState.from_dict({"index": 0})
    assert str(caught.value) == (
        "the saved clock state is damaged ('remaining'); the clock was reset"
    )
    assert caught.value.text("it") == (
        "lo stato salvato dell'orologio è danneggiato ('remaining'); l'orologio è stato azzerato"
    )
    with pytest.raises(ValueError, match="time does not go backwards"):
        t.advance(-1)
