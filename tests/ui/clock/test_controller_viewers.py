"""The clock's timer wakes each second only while someone can see the seconds: paused it stops,
minimised or hidden it wakes only for the one-minute warning and the end of the level, whose
sounds still play on time."""

from PySide6.QtCore import QCoreApplication

from tests.helpers.main_window import answer_start_question


def settle() -> None:
    for _ in range(5):
        QCoreApplication.processEvents()


def started(w):
    w.controller.start()
    answer_start_question(w)  # nobody is seated: the window asks first
    settle()
    return w.controller


def wait_for_timer(w, fake_time) -> None:
    """Let the armed timer fire: time passes by its interval, then the controller polls."""
    fake_time.advance(w.controller.timer_interval_ms / 1000)
    w.controller.poll()


def test_paused_the_timer_stops(main_window):
    c = started(main_window)
    assert c.timer_interval_ms == 1000
    c.pause()
    assert c.timer_interval_ms is None
    c.start()
    assert c.timer_interval_ms is not None


def test_minimised_it_wakes_only_for_the_minute_warning_and_the_level_end(
    main_window, fake_time, speaker
):
    w = main_window
    c = started(w)
    w.showMinimized()  # the projector was never opened
    settle()
    assert not c.watched
    assert c.timer_interval_ms == 540_000  # ten minutes a level: the warning at 1:00 left
    shown = []
    c.changed.connect(lambda v: shown.append(v.display_seconds))
    wait_for_timer(w, fake_time)
    assert speaker.played[-1] == "minute"  # on time, unseen
    assert c.timer_interval_ms == 60_000
    wait_for_timer(w, fake_time)
    assert speaker.played[-1] == "level"
    assert c.view().index == 1
    assert shown == [60, 600]  # two wake-ups in ten minutes, not six hundred
    w.showNormal()
    settle()
    assert c.watched
    assert c.timer_interval_ms <= 1000


def test_the_projector_keeps_the_seconds_going_while_the_window_is_minimised(main_window, qtbot):
    w = main_window
    c = started(w)
    w.show_projector(fullscreen=False)
    qtbot.waitExposed(w.projector)
    w.showMinimized()
    settle()
    assert c.watched
    assert c.timer_interval_ms <= 1000
    w.projector.showMinimized()
    settle()
    assert not c.watched
    assert c.timer_interval_ms > 1000
    w.projector.showNormal()
    settle()
    assert c.timer_interval_ms <= 1000


def test_on_another_tab_with_no_projector_nothing_ticks_each_second(main_window):
    w = main_window
    c = started(w)
    w.tabs.setCurrentWidget(w.entrants_tab)
    settle()
    assert c.timer_interval_ms > 1000
    w.tabs.setCurrentWidget(w.clock_tab)
    settle()
    assert c.timer_interval_ms <= 1000
    assert w.clock_panel.time_label.text() == "10:00"
