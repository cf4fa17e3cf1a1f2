"""Work off the GUI thread (PDFs, CSV files), results delivered back on the GUI thread.

One worker thread runs the jobs one at a time (reportlab is not promised to be thread-safe);
a timer on the GUI thread collects what has finished and calls the job's callbacks there, so
the clock never waits for a file to be written and widgets are only touched by their own thread.
"""

from __future__ import annotations

import concurrent.futures
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer

_EXECUTOR = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="director")


class Background(QObject):
    """Runs callables in the worker and reports back on the GUI thread."""

    def __init__(self, parent: QObject | None = None, *, poll_ms: int = 30) -> None:
        super().__init__(parent)
        self._pending: list[tuple[concurrent.futures.Future, Callable, Callable]] = []
        self._poll = QTimer(self)
        self._poll.setInterval(poll_ms)
        self._poll.timeout.connect(self._collect)

    def submit(
        self,
        work: Callable[[], Any],
        done: Callable[[Any], object],
        failed: Callable[[BaseException], object],
    ) -> concurrent.futures.Future:
        """Run ``work`` in the worker; then ``done(result)`` or ``failed(exception)`` here."""
        future = _EXECUTOR.submit(work)
        self._pending.append((future, done, failed))
        self._poll.start()
        return future

    def wait(self, timeout: float = 30.0) -> None:
        """Finish every pending job now (tests; the app never blocks on them)."""
        concurrent.futures.wait([f for f, _d, _e in self._pending], timeout)
        self._collect()

    def _collect(self) -> None:
        pending, self._pending = self._pending, []
        for future, done, failed in pending:
            if not future.done():
                self._pending.append((future, done, failed))
                continue
            try:
                result = future.result()
            except Exception as exc:  # handed to the job's own handler, which re-raises bugs
                failed(exc)
                continue
            done(result)
        if not self._pending:
            self._poll.stop()
