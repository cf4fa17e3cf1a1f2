"""Background jobs: the poll that delivers them runs only while one waits."""

import threading

import pytest

from ui.common.background import Background


def test_the_poll_stops_once_the_job_is_delivered(qtbot):
    jobs = Background(poll_ms=5)  # as the app's start-up loads the domain
    release = threading.Event()
    got = []
    jobs.submit(release.wait, got.append, pytest.fail)
    assert jobs.polling
    release.set()
    jobs.wait()
    assert got == [True]
    assert not jobs.polling


def test_a_callback_that_raises_loses_no_job_and_stops_the_poll(qtbot):
    jobs = Background(poll_ms=5)
    got = []

    def broken(_result):
        raise RuntimeError("a bug in a callback")

    jobs.submit(lambda: 1, broken, pytest.fail)
    jobs.submit(lambda: 2, got.append, pytest.fail)
    with pytest.raises(RuntimeError):
        jobs.wait()
    jobs.wait()
    assert got == [2]
    assert not jobs.polling


def test_a_file_never_waits_behind_a_simulation(qtbot):
    from ui.common.background import SIMULATIONS

    simulating = Background(executor=SIMULATIONS)
    files = Background()
    release = threading.Event()
    simulating.submit(release.wait, lambda _r: None, pytest.fail)  # a long estimate
    got = []
    files.submit(lambda: "printed", got.append, pytest.fail)
    files.wait(timeout=10)
    assert got == ["printed"]  # done while the estimate still runs
    release.set()
    simulating.wait()


def test_a_closed_windows_jobs_that_have_not_started_are_dropped(qtbot):
    from PySide6.QtWidgets import QWidget

    from ui.common.background import SIMULATIONS

    window = QWidget()
    jobs = Background(window, executor=SIMULATIONS)
    closed = jobs.closed
    release = threading.Event()
    ran = []
    running = jobs.submit(release.wait, lambda _r: None, pytest.fail)
    queued = jobs.submit(lambda: ran.append("estimate"), lambda _r: None, pytest.fail)
    window.deleteLater()
    qtbot.waitUntil(lambda: queued.cancelled())  # the window (and its jobs) went away
    assert closed.is_set()  # and a simulation already running is told to stop
    release.set()
    running.result(timeout=10)
    assert ran == []
