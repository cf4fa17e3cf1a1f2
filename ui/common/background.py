"""Work off the GUI thread (PDFs, CSV files), results delivered back on the GUI thread.

One worker thread runs the jobs one at a time (reportlab is not promised to be thread-safe);
a timer on the GUI thread collects what has finished and calls the job's callbacks there, so
the clock never waits for a file to be written and widgets are only touched by their own thread.

Work that may take more than about a second (importing a long CSV, opening a big file,
printing a big sheet) is a :class:`LongJob`: its progress dialog appears after a second, and
Cancel stops it where that is safe (nothing imported, nothing opened, no PDF written).
"""

from __future__ import annotations

import concurrent.futures
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

_EXECUTOR = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="director")
#: The simulations (the length estimate, the designer) run on a worker of their own: a sheet to
#: print or a list to import never waits behind them, and they never wait behind a big file.
SIMULATIONS = concurrent.futures.ThreadPoolExecutor(
    max_workers=1, thread_name_prefix="director-simulation"
)


class Background(QObject):
    """Runs callables in the worker and reports back on the GUI thread."""

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        poll_ms: int = 30,
        executor: concurrent.futures.Executor | None = None,
    ) -> None:
        super().__init__(parent)
        self._executor = executor if executor is not None else _EXECUTOR
        self._pending: list[tuple[concurrent.futures.Future, Callable, Callable]] = []
        self._poll = QTimer(self)
        self._poll.setInterval(poll_ms)
        self._poll.timeout.connect(self._collect)
        # Jobs of a window that is gone are dropped if they have not started: nobody would see
        # their result, and the worker serves the windows still open.
        unstarted: set[concurrent.futures.Future] = set()
        self._unstarted = unstarted
        #: Set once the owner is gone: long work (a simulation) asks it and stops early.
        self.closed = threading.Event()
        closed = self.closed

        def gone(*_: object) -> None:
            closed.set()
            for future in tuple(unstarted):
                future.cancel()

        self.destroyed.connect(gone)

    def submit(
        self,
        work: Callable[[], Any],
        done: Callable[[Any], object],
        failed: Callable[[BaseException], object],
    ) -> concurrent.futures.Future:
        """Run ``work`` in the worker; then ``done(result)`` or ``failed(exception)`` here."""
        future = self._executor.submit(work)
        self._unstarted.add(future)
        future.add_done_callback(self._unstarted.discard)
        self._pending.append((future, done, failed))
        self._poll.start()
        return future

    def wait(self, timeout: float = 30.0) -> None:
        """Finish every pending job now (tests; the app never blocks on them)."""
        concurrent.futures.wait([f for f, _d, _e in self._pending], timeout)
        self._collect()

    @property
    def polling(self) -> bool:
        """True while the poll timer runs (a job is waiting to be delivered)."""
        return self._poll.isActive()

    def _collect(self) -> None:
        pending, self._pending = self._pending, []
        try:
            while pending:
                future, done, failed = pending.pop(0)
                if not future.done():
                    self._pending.append((future, done, failed))
                    continue
                try:
                    result = future.result()
                except Exception as exc:  # handed to the job's own handler, which re-raises bugs
                    failed(exc)
                    continue
                done(result)
        finally:
            # A callback that raises (a bug, shown) leaves the jobs after it waiting, not lost;
            # and the poll stops as soon as nothing waits: the app's start-up polls every 5 ms
            # while the domain loads, which must not go on through the evening.
            self._pending[:0] = pending
            if not self._pending:
                self._poll.stop()


class Cancelled(Exception):
    """The director pressed Cancel: the work stopped before it changed anything."""


class Progress:
    """How far a job in the worker has got, and whether the director asked to stop it.

    The worker writes (:meth:`step`) and the GUI thread reads: plain attributes, each write
    whole. :meth:`step` and :meth:`check` raise :class:`Cancelled` once :meth:`cancel` was
    called, so the work stops at the next safe point.
    """

    def __init__(self) -> None:
        self.done = 0
        self.total = 0  # 0: not known (the dialog shows a busy bar)
        self._cancel = threading.Event()

    def step(self, done: int, total: int = 0) -> None:
        """``done`` of ``total`` units finished (total 0: not known); stops a cancelled job."""
        self.check()
        self.done, self.total = done, total

    def check(self) -> None:
        """Stop here (raise :class:`Cancelled`) if the director cancelled."""
        if self._cancel.is_set():
            raise Cancelled

    def cancel(self) -> None:
        """Ask the work to stop at its next safe point."""
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        """True once :meth:`cancel` was called."""
        return self._cancel.is_set()


#: A job shows its progress dialog once it has run this long (milliseconds).
REVEAL_MS = 1000


class LongJob(QObject):
    """Work in the worker that shows a progress dialog if it lasts more than about a second.

    The dialog is window-modal (the clock and the projector go on) and has Cancel when
    ``can_cancel``: the work gets a :class:`Progress` to report to and to stop at, and what
    it returns is handed to ``done`` on the GUI thread only if the director did not cancel
    meanwhile, so a cancelled job changes nothing.

    Args:
        parent: The window the dialog belongs to.
        label: What the dialog says is going on.
        can_cancel: Whether the dialog has a Cancel button.
        counted: What the dialog says when the work has done ``n`` units of a total not
            known in advance (the pages of a sheet as they are laid out).

    Signals:
        cancelled(): the director cancelled; nothing was changed.
    """

    cancelled = Signal()

    def __init__(
        self,
        parent: QWidget,
        label: str,
        *,
        can_cancel: bool = True,
        counted: Callable[[int], str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.label = label
        self.counted = counted
        self.can_cancel = can_cancel
        self.progress = Progress()
        self.dialog: QProgressDialog | None = None
        self._jobs = Background(self)
        self._reveal = QTimer(self)
        self._reveal.setSingleShot(True)
        self._reveal.setInterval(REVEAL_MS)
        self._reveal.timeout.connect(self.reveal)
        self._update = QTimer(self)
        self._update.setInterval(100)
        self._update.timeout.connect(self.update)
        self._running = False
        self._discard: Callable[[Any], object] | None = None

    @property
    def running(self) -> bool:
        """True until the work's outcome was delivered (or it was cancelled)."""
        return self._running

    def start(
        self,
        work: Callable[[Progress], Any],
        done: Callable[[Any], object],
        failed: Callable[[BaseException], object],
        discard: Callable[[Any], object] | None = None,
    ) -> None:
        """Run ``work(progress)`` in the worker; then ``done(result)`` or ``failed(exc)`` here.

        ``discard(result)`` gets a result that arrives after Cancel (a file opened meanwhile,
        to close), instead of ``done``.
        """
        self._running = True
        self._discard = discard
        self._jobs.submit(lambda: work(self.progress), self._wrap(done), self._wrap_failed(failed))
        self._reveal.start()

    def reveal(self) -> None:
        """Show the progress dialog (after :data:`REVEAL_MS`, if the work still runs)."""
        if not self._running or self.dialog is not None:
            return
        parent = self.parent()
        assert isinstance(parent, QWidget)
        cancel = QCoreApplication.translate("LongJob", "Cancel") if self.can_cancel else ""
        dialog = QProgressDialog(self.label, cancel, 0, 0, parent)
        dialog.setObjectName("longJobProgress")
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        dialog.setMinimumDuration(0)
        if not self.can_cancel:
            dialog.setCancelButton(None)
        dialog.canceled.connect(self.cancel)
        self.dialog = dialog
        self.update()
        dialog.show()
        self._update.start()

    def update(self) -> None:
        """Show in the dialog how far the work has got."""
        if self.dialog is None:
            return
        total, done = self.progress.total, self.progress.done
        if total > 0:
            self.dialog.setMaximum(total)
            self.dialog.setValue(min(done, total))
        else:
            self.dialog.setMaximum(0)  # a busy bar: the size of the work is not known
            if done and self.counted is not None:
                self.dialog.setLabelText(self.counted(done))

    def cancel(self) -> None:
        """Stop the work at its next safe point; its outcome, if it comes, is dropped."""
        if not self._running or self.progress.cancelled:
            return
        self.progress.cancel()
        self._finish()
        self.cancelled.emit()

    def wait(self, timeout: float = 30.0) -> None:
        """Finish now (tests; the app never blocks on it)."""
        self._jobs.wait(timeout)

    def _finish(self) -> None:
        self._running = False
        self._reveal.stop()
        self._update.stop()
        if self.dialog is not None:
            self.dialog.hide()
            self.dialog.deleteLater()
            self.dialog = None

    def _wrap(self, done: Callable[[Any], object]) -> Callable[[Any], None]:
        def delivered(result: Any) -> None:
            if self.progress.cancelled:  # cancelled meanwhile: nothing changes
                if self._discard is not None:
                    self._discard(result)
                return
            self._finish()
            done(result)

        return delivered

    def _wrap_failed(
        self, failed: Callable[[BaseException], object]
    ) -> Callable[[BaseException], None]:
        def delivered(exc: BaseException) -> None:
            if isinstance(exc, Cancelled) or self.progress.cancelled:
                return
            self._finish()
            failed(exc)

        return delivered
