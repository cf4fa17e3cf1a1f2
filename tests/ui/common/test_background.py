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
