"""Qt adapter for the domain clock: a timer re-armed on each second boundary, and signals.

The domain :class:`director.clock.Clock` computes everything from wall-clock anchors; this
adapter only decides *when* to look. After every tick it asks the clock how long until the
displayed second changes and arms a single-shot precise timer for exactly that long, so the
seconds change on the second, never skipping or repeating one (a fixed 1000 ms interval would
drift and, now and then, show a second twice or jump one).

The views that show the seconds (the clock panel, the projector) register as *viewers*. While
none of them can be seen (the windows minimised, the clock tab hidden and no projector) there
is nothing to redraw each second, so the timer only wakes for what happens even unseen: the
one-minute warning and the end of the level or break (their sounds, the voice, the announcement
line and the figures that change with the level). Paused, the timer does not run at all.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import ClassVar

import shiboken6
from PySide6.QtCore import QObject, Qt, QTimer, Signal

from director.clock import (
    WARNING_SECONDS,
    Clock,
    ClockEvent,
    ClockEventKind,
    ClockState,
    ClockView,
)
from director.errors import DirectorError


class ClockController(QObject):
    """Drives a :class:`Clock` from the Qt event loop and tells the views what changed.

    Args:
        clock: The domain clock.
        persist: Called with the new anchors after every director action (the tournament file
            or a state file stores them durably).
        lang: ``it`` or ``en``: the language of the ``failed`` messages.

    Signals:
        changed(object): a fresh :class:`ClockView` (every second while running, and after
            every action).
        clock_event(object): each :class:`ClockEvent`, in order.
        level_started, one_minute_left, break_started, break_ended, paused, resumed (object):
            the same events, by kind.
        failed(str): an action could not be done; the message says why.
    """

    changed = Signal(object)
    # not "event": that is QObject's own event handler
    clock_event = Signal(object)
    level_started = Signal(object)
    one_minute_left = Signal(object)
    break_started = Signal(object)
    break_ended = Signal(object)
    paused = Signal(object)
    resumed = Signal(object)
    failed = Signal(str)

    _BY_KIND: ClassVar[dict[ClockEventKind, str]] = {
        ClockEventKind.LEVEL_STARTED: "level_started",
        ClockEventKind.ONE_MINUTE_LEFT: "one_minute_left",
        ClockEventKind.BREAK_STARTED: "break_started",
        ClockEventKind.BREAK_ENDED: "break_ended",
        ClockEventKind.PAUSED: "paused",
        ClockEventKind.RESUMED: "resumed",
        ClockEventKind.STARTED: "resumed",
    }

    def __init__(
        self,
        clock: Clock,
        persist: Callable[[ClockState], None] | None = None,
        parent: QObject | None = None,
        *,
        lang: str = "en",
    ) -> None:
        super().__init__(parent)
        self.lang = lang
        self._clock = clock
        self._persist = persist
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self.poll)
        self._shown: tuple[int, int] | None = None
        self._may_start: Callable[[], bool] | None = None
        self._viewers: list[Callable[[], bool]] = []
        self._unsubscribe = clock.subscribe(self._forward)
        self._arm()

    @property
    def clock(self) -> Clock:
        """The domain clock."""
        return self._clock

    def set_clock(self, clock: Clock) -> None:
        """Drive another clock (a different tournament was opened)."""
        self._unsubscribe()
        self._clock = clock
        self._unsubscribe = clock.subscribe(self._forward)
        self.refresh()

    def set_persist(self, persist: Callable[[ClockState], None] | None) -> None:
        """Where to save the anchors after each action."""
        self._persist = persist

    def set_start_check(self, may_start: Callable[[], bool] | None) -> None:
        """Asked before the clock first starts: False leaves it as it is (e.g. to ask first)."""
        self._may_start = may_start

    def _first_start_allowed(self) -> bool:
        """True unless the clock has never run and the start check says not now."""
        if self._may_start is None or self._clock.view().started:
            return True
        return self._may_start()

    def add_viewer(self, watching: Callable[[], bool]) -> None:
        """A view that shows the seconds; ``watching()`` says whether it can be seen now.

        The view calls :meth:`viewers_changed` when it is shown, hidden, minimised or restored.
        """
        self._viewers.append(watching)
        self.viewers_changed()

    def viewers_changed(self) -> None:
        """A view was shown or hidden: redraw at once if one is seen, and re-arm the timer."""
        if not shiboken6.isValid(self):
            return  # a view hidden as the window closes, after this controller went with it
        if self.watched:
            self.refresh()
        else:
            self._arm()

    @property
    def watched(self) -> bool:
        """True if a view shows the seconds now (or no view said either way)."""
        return not self._viewers or any(watching() for watching in self._viewers)

    def view(self) -> ClockView:
        """The clock now."""
        return self._clock.view()

    @property
    def timer_interval_ms(self) -> int | None:
        """The armed timer's interval (None when stopped); for tests and diagnostics."""
        return self._timer.interval() if self._timer.isActive() else None

    # -- ticking ---------------------------------------------------------------------------------
    def _forward(self, event: ClockEvent) -> None:
        self.clock_event.emit(event)
        name = self._BY_KIND.get(event.kind)
        if name:
            getattr(self, name).emit(event)

    def _arm(self) -> None:
        delay = self._clock.next_tick_in()
        if delay is None:  # paused: nothing changes until the director acts
            self._timer.stop()
            return
        if not self.watched:
            delay = self._unseen_delay(delay)
        # Round up to the millisecond so the timer fires at, not just before, the boundary.
        self._timer.start(max(1, math.ceil(delay * 1000)))

    def _unseen_delay(self, tick: float) -> float:
        """Seconds until something must happen with no view seen: the one-minute warning or
        the end of the entry (never less than the next second's ``tick``)."""
        v = self._clock.view()
        if v.in_overtime:
            return max(tick, float(WARNING_SECONDS))  # nothing is scheduled after the last level
        marks = [m for m in (v.remaining - WARNING_SECONDS, v.remaining) if m > 0]
        return max(tick, min(marks, default=tick))

    def poll(self) -> None:
        """What the timer does at each second boundary: tick the clock, publish, re-arm."""
        self._clock.tick()
        view = self._clock.view()
        key = (view.index, view.display_seconds)
        if key == self._shown and view.running:
            # Woken a hair early: the second has not changed yet; wait for it.
            self._arm()
            return
        self._publish(view)
        self._arm()

    def _publish(self, view: ClockView) -> None:
        self._shown = (view.index, view.display_seconds)
        self.changed.emit(view)

    def refresh(self) -> None:
        """Tick now and redraw (after a change made elsewhere, e.g. undo or a reopened file)."""
        self._clock.tick()
        self._publish(self._clock.view())
        self._arm()

    # -- actions ---------------------------------------------------------------------------------
    def _act(self, action: Callable[[], object]) -> bool:
        try:
            action()
        except DirectorError as exc:
            self.failed.emit(exc.text(self.lang))
            return False
        if self._persist is not None:
            self._persist(self._clock.state)
        self.refresh()
        return True

    def start(self) -> bool:
        """Start or resume (the first start only if the start check allows it)."""
        if not self._first_start_allowed():
            return False
        return self._act(self._clock.start)

    def pause(self) -> bool:
        """Pause."""
        return self._act(self._clock.pause)

    def toggle(self) -> bool:
        """Pause if running, else start (the first start only if the start check allows it)."""
        if not self._first_start_allowed():
            return False
        return self._act(self._clock.toggle)

    def next_level(self) -> bool:
        """Go to the next level or break."""
        return self._act(self._clock.next_level)

    def previous_level(self) -> bool:
        """Go back to the previous level or break."""
        return self._act(self._clock.previous_level)

    def restart_level(self) -> bool:
        """Give the current level its full time again."""
        return self._act(self._clock.restart_level)

    def jump(self, index: int) -> bool:
        """Go to entry ``index``."""
        return self._act(lambda: self._clock.jump(index))

    def jump_to_next_break(self) -> bool:
        """Go to the next break."""
        return self._act(self._clock.jump_to_next_break)

    def add_time(self, seconds: float) -> bool:
        """Add (or remove, if negative) time."""
        return self._act(lambda: self._clock.add_time(seconds))
