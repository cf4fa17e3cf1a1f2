"""The tournament clock: runs a blind structure against an injected time source.

The clock never counts ticks. Its whole state is a handful of anchors in wall-clock time (see
:class:`ClockState`): which entry (level or break) was current at the anchor, how much of it was
left then, and whether it was running. Everything else (the current level, the time left, the
elapsed time, overtime) is computed from the anchors and the current time, so there is no drift
however long it runs, and a state saved to disk and read back after a crash shows the
tournament exactly where it is, still running if it was running.

Events (level started, one minute left, break started/ended, paused, resumed, ...) are produced
by :meth:`Clock.tick`, which the UI calls at each second boundary (:meth:`Clock.next_tick_in`
says when), and by the director's actions. Subscribers receive :class:`ClockEvent` records.
"""

from __future__ import annotations

import json
import math
import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from enum import StrEnum
from pathlib import Path
from typing import Any

from director.errors import DirectorError
from director.i18n import message
from director.structures import Break, Entry, Level, Structure

TimeSource = Callable[[], float]

#: Seconds before the end of an entry when the "one minute left" warning is given.
WARNING_SECONDS = 60
#: The clock warns when this many levels or fewer are left (counting the current one).
FINAL_LEVELS_WARNING = 2


class ClockError(DirectorError):
    """A clock action that cannot be done now (e.g. next level at the last level)."""


class ClockEventKind(StrEnum):
    """What happened."""

    STARTED = "started"
    LEVEL_STARTED = "level_started"
    BREAK_STARTED = "break_started"
    BREAK_ENDED = "break_ended"
    ONE_MINUTE_LEFT = "one_minute_left"
    PAUSED = "paused"
    RESUMED = "resumed"
    FINAL_LEVELS = "final_levels"
    OVERTIME = "overtime"
    TIME_CHANGED = "time_changed"


@dataclass(frozen=True, slots=True)
class ClockEvent:
    """One thing the clock did.

    Attributes:
        kind: What happened.
        index: The structure entry it concerns (the new one for starts).
        at: Wall-clock time when it happened; for automatic changes, the exact scheduled
            boundary, even when :meth:`Clock.tick` is called late.
        manual: True when a director's action caused it, False when time did.
    """

    kind: ClockEventKind
    index: int
    at: float
    manual: bool = False


@dataclass(frozen=True, slots=True)
class ClockState:
    """The persisted anchors of a clock.

    Attributes:
        index: The entry that was current at the anchor.
        remaining: Seconds of that entry left at the anchor (may be fractional).
        anchor: Wall-clock time of the anchor (seconds since the epoch).
        running: Whether time was passing after the anchor.
        started: Whether the tournament clock was ever started.
        elapsed: Seconds the clock had been running in total, at the anchor.
    """

    index: int = 0
    remaining: float = 0.0
    anchor: float = 0.0
    running: bool = False
    started: bool = False
    elapsed: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON or the tournament file."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ClockState:
        """Read back what :meth:`to_dict` wrote; raises ClockError for damaged data."""
        try:
            state = cls(
                index=int(data["index"]),
                remaining=float(data["remaining"]),
                anchor=float(data["anchor"]),
                running=bool(data["running"]),
                started=bool(data.get("started", data["running"])),
                elapsed=float(data.get("elapsed", 0.0)),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise ClockError("clock.err.damaged_detail", detail=str(exc)) from None
        if state.index < 0 or not all(
            map(math.isfinite, (state.remaining, state.anchor, state.elapsed))
        ):
            raise ClockError("clock.err.damaged")
        return state


@dataclass(frozen=True, slots=True)
class ClockView:
    """A snapshot of the clock at one instant, for display.

    Attributes:
        now: The instant.
        index: Current entry index.
        entry: The current level or break.
        remaining: Seconds left in it (0 in overtime).
        overtime: Seconds past the end of the last entry (0 otherwise).
        running: Whether the clock is running.
        started: Whether it was ever started.
        elapsed: Total running time in seconds.
        level: The level being played (during a break: the one before it, if any).
        next_level: The next playing level, if any.
        next_entry: The entry after the current one (a level or a break), if any.
        next_break_in: Seconds until the next break starts, None if no break is ahead
            (0 during a break).
        levels_left: Levels not yet finished, counting the current one.
    """

    now: float
    index: int
    entry: Entry
    remaining: float
    overtime: float
    running: bool
    started: bool
    elapsed: float
    level: Level | None
    next_level: Level | None
    next_entry: Entry | None
    next_break_in: float | None
    levels_left: int

    @property
    def is_break(self) -> bool:
        """True during a break."""
        return isinstance(self.entry, Break)

    @property
    def in_overtime(self) -> bool:
        """True once the last entry's time has run out."""
        return self.overtime > 0

    @property
    def final_levels(self) -> bool:
        """True when two levels or fewer are left: time to extend the structure."""
        return self.levels_left <= FINAL_LEVELS_WARNING

    @property
    def last_minute(self) -> bool:
        """True in the last minute of the current entry."""
        return 0 < self.remaining <= WARNING_SECONDS

    @property
    def display_seconds(self) -> int:
        """The whole seconds shown: time left rounded up, or overtime rounded down."""
        if self.overtime > 0:
            return math.floor(self.overtime)
        return math.ceil(self.remaining - 1e-9)


def format_seconds(seconds: float) -> str:
    """``MM:SS`` below an hour, ``H:MM:SS`` above."""
    s = int(seconds)
    h, rest = divmod(s, 3600)
    m, sec = divmod(rest, 60)
    return f"{h}:{m:02d}:{sec:02d}" if h else f"{m:02d}:{sec:02d}"


class Clock:
    """Runs a structure. All times are wall-clock seconds from the injected ``time`` source.

    Args:
        structure: The blind structure to run.
        time: The time source (default :func:`time.time`); tests pass a fake one.
        state: Anchors saved earlier (e.g. read back after a crash); default: not started,
            at the start of the first entry.
    """

    def __init__(
        self,
        structure: Structure,
        time: TimeSource = time.time,
        state: ClockState | None = None,
    ) -> None:
        self._structure = structure
        self._time = time
        if state is None:
            state = ClockState(index=0, remaining=float(structure[0].seconds), anchor=self._time())
        if state.index >= len(structure):
            state = replace(state, index=len(structure) - 1, remaining=0.0)
        self._state = state
        self._subscribers: list[Callable[[ClockEvent], None]] = []
        self._observed: tuple[int, float, float] = (0, 0.0, 0.0)
        self._warned = False
        self._overtime_told = False
        self._resync(self._time())

    # -- reading -------------------------------------------------------------------------------
    @property
    def structure(self) -> Structure:
        """The structure being run."""
        return self._structure

    @property
    def state(self) -> ClockState:
        """The anchors to persist."""
        return self._state

    @property
    def running(self) -> bool:
        """Whether time is passing."""
        return self._state.running

    def now(self) -> float:
        """The time source's current time."""
        return self._time()

    def _position(self, now: float) -> tuple[int, float, float]:
        """(entry index, seconds left in it, overtime) at ``now``."""
        s = self._state
        remaining = s.remaining - (now - s.anchor if s.running else 0.0)
        index = s.index
        entries = self._structure.entries
        last = len(entries) - 1
        while remaining <= 0 and index < last:
            index += 1
            remaining += entries[index].seconds
        if remaining <= 0 and index == last:
            return index, 0.0, -remaining
        return index, remaining, 0.0

    def view(self, now: float | None = None) -> ClockView:
        """A snapshot at ``now`` (default: the time source's now)."""
        now = self._time() if now is None else now
        index, remaining, overtime = self._position(now)
        st = self._structure
        entry = st[index]
        next_break_in: float | None
        if isinstance(entry, Break):
            next_break_in = 0.0
        else:
            nb = st.next_break_after(index)
            next_break_in = (
                None if nb is None else remaining + st.start_second(nb) - st.end_second(index)
            )
        levels_left = sum(1 for e in st.entries[index:] if isinstance(e, Level))
        if isinstance(entry, Level) and overtime > 0:
            levels_left = 1
        s = self._state
        elapsed = s.elapsed + (now - s.anchor if s.running else 0.0)
        return ClockView(
            now=now,
            index=index,
            entry=entry,
            remaining=remaining,
            overtime=overtime,
            running=s.running,
            started=s.started,
            elapsed=elapsed,
            level=st.level_at_or_before(index),
            next_level=st.next_level_after(index),
            next_entry=st[index + 1] if index + 1 < len(st) else None,
            next_break_in=next_break_in,
            levels_left=levels_left,
        )

    def next_tick_in(self, now: float | None = None) -> float | None:
        """Seconds until the displayed second changes; None while paused.

        The display shows the time left rounded up (10:00 at the start of a level, 09:59 one
        second later) and overtime rounded down; the UI re-arms its timer with this value
        after each tick so the seconds change exactly on the second.
        """
        if not self._state.running:
            return None
        now = self._time() if now is None else now
        _, remaining, overtime = self._position(now)
        if overtime > 0:
            return math.floor(overtime) + 1 - overtime
        delay = remaining - (math.ceil(remaining) - 1)
        return delay if delay > 1e-9 else 1.0

    # -- events ----------------------------------------------------------------------------------
    def subscribe(self, callback: Callable[[ClockEvent], None]) -> Callable[[], None]:
        """Call ``callback`` with every event; returns a function that unsubscribes."""
        self._subscribers.append(callback)
        return lambda: self._subscribers.remove(callback) if callback in self._subscribers else None

    def _emit(self, kind: ClockEventKind, index: int, at: float, manual: bool) -> ClockEvent:
        event = ClockEvent(kind, index, at, manual)
        for callback in list(self._subscribers):
            callback(event)
        return event

    def tick(self, now: float | None = None) -> list[ClockEvent]:
        """Bring the clock up to ``now`` and emit what happened since the last tick.

        Returns the events, in order. Automatic changes carry their exact scheduled time, so
        a late tick (a busy or suspended machine) still reports when each thing happened.
        """
        now = self._time() if now is None else now
        events: list[ClockEvent] = []
        entries = self._structure.entries
        old = self._observed[0]
        index, remaining, overtime = self._position(now)
        # The scheduled end of each entry from the last observed one to the current one.
        ends = {index: now + remaining - overtime}
        for i in range(index, old, -1):
            ends[i - 1] = ends[i] - entries[i].seconds
        for i in range(old, index + 1):
            if i > old:
                events += self._entered(i, ends[i - 1], manual=False)
            if (
                not self._warned
                and entries[i].seconds > WARNING_SECONDS
                and ends[i] - WARNING_SECONDS <= now
            ):
                self._warned = True
                events.append(
                    self._emit(ClockEventKind.ONE_MINUTE_LEFT, i, ends[i] - WARNING_SECONDS, False)
                )
        if overtime > 0 and not self._overtime_told:
            self._overtime_told = True
            events.append(self._emit(ClockEventKind.OVERTIME, index, now - overtime, False))
        self._observed = (index, remaining, overtime)
        return events

    def _entered(self, index: int, at: float, manual: bool) -> list[ClockEvent]:
        """Events for entering entry ``index`` (from the one before it or by a jump)."""
        events = []
        st = self._structure
        prev = self._observed[0]
        if isinstance(st[prev], Break) and prev != index:
            events.append(self._emit(ClockEventKind.BREAK_ENDED, prev, at, manual))
        entry = st[index]
        if isinstance(entry, Break):
            events.append(self._emit(ClockEventKind.BREAK_STARTED, index, at, manual))
        else:
            events.append(self._emit(ClockEventKind.LEVEL_STARTED, index, at, manual))
            left = sum(1 for e in st.entries[index:] if isinstance(e, Level))
            if left <= FINAL_LEVELS_WARNING:
                events.append(self._emit(ClockEventKind.FINAL_LEVELS, index, at, manual))
        self._observed = (index, float(entry.seconds), 0.0)
        self._warned = entry.seconds <= WARNING_SECONDS
        self._overtime_told = False
        return events

    # -- director's actions ----------------------------------------------------------------------
    def _anchor(self, now: float, **changes: Any) -> None:
        """Re-anchor at ``now`` (keeping the current position), then apply ``changes``."""
        index, remaining, overtime = self._position(now)
        s = self._state
        elapsed = s.elapsed + (now - s.anchor if s.running else 0.0)
        self._state = replace(
            s, index=index, remaining=remaining - overtime, anchor=now, elapsed=elapsed, **changes
        )

    def start(self) -> list[ClockEvent]:
        """Start (the first time) or resume the clock; does nothing if running."""
        if self._state.running:
            return []
        now = self._time()
        events = self.tick(now)
        first = not self._state.started
        self._anchor(now, running=True, started=True)
        if first:
            events.append(self._emit(ClockEventKind.STARTED, self._state.index, now, True))
            events += self._entered(self._state.index, now, manual=True)
        else:
            events.append(self._emit(ClockEventKind.RESUMED, self._state.index, now, True))
        return events

    resume = start

    def pause(self) -> list[ClockEvent]:
        """Stop time; does nothing if already paused."""
        if not self._state.running:
            return []
        now = self._time()
        events = self.tick(now)
        self._anchor(now, running=False)
        events.append(self._emit(ClockEventKind.PAUSED, self._state.index, now, True))
        return events

    def toggle(self) -> list[ClockEvent]:
        """Pause if running, otherwise start or resume."""
        return self.pause() if self._state.running else self.start()

    def jump(self, index: int) -> list[ClockEvent]:
        """Go to the start of entry ``index`` (level or break), with its full duration."""
        if not 0 <= index < len(self._structure):
            raise ClockError("clock.err.no_entry", entry=index + 1, count=len(self._structure))
        now = self._time()
        events = self.tick(now)
        self._anchor(now)
        self._state = replace(
            self._state, index=index, remaining=float(self._structure[index].seconds)
        )
        return events + self._entered(index, now, manual=True)

    def jump_to_level(self, number: int) -> list[ClockEvent]:
        """Go to the start of level ``number`` (1-based)."""
        return self.jump(self._structure.index_of_level(number))

    def next_level(self) -> list[ClockEvent]:
        """Go to the start of the next entry."""
        index = self.view().index
        if index + 1 >= len(self._structure):
            raise ClockError("clock.err.last_level")
        return self.jump(index + 1)

    def previous_level(self) -> list[ClockEvent]:
        """Go to the start of the previous entry (at the first one: restart it)."""
        return self.jump(max(self.view().index - 1, 0))

    def restart_level(self) -> list[ClockEvent]:
        """Give the current entry its full duration again."""
        return self.jump(self.view().index)

    def jump_to_next_break(self) -> list[ClockEvent]:
        """Go to the start of the next break."""
        nb = self._structure.next_break_after(self.view().index)
        if nb is None:
            raise ClockError("clock.err.no_break")
        return self.jump(nb)

    def add_time(self, seconds: float) -> list[ClockEvent]:
        """Add (or with a negative number remove) time from the current entry.

        Removing at least what is left starts the next entry now. Adding time in overtime
        gives the last level that much time again.
        """
        if not math.isfinite(seconds) or seconds == 0:
            return []
        now = self._time()
        events = self.tick(now)
        index, remaining, _ = self._position(now)
        if remaining + seconds <= 0:
            if index + 1 < len(self._structure):
                return events + self.jump(index + 1)
            self._anchor(now)
            self._state = replace(self._state, remaining=0.0)
        else:
            self._anchor(now)
            self._state = replace(self._state, remaining=remaining + seconds)
        self._resync(now)
        events.append(self._emit(ClockEventKind.TIME_CHANGED, index, now, True))
        return events

    def set_structure(self, structure: Structure) -> None:
        """Run a changed structure from here on, keeping the current entry and its time left."""
        now = self._time()
        self._anchor(now)
        s = self._state
        if s.index >= len(structure):
            s = replace(s, index=len(structure) - 1, remaining=float(structure[-1].seconds))
        else:
            s = replace(s, remaining=min(s.remaining, float(structure[s.index].seconds)))
        self._structure = structure
        self._state = s
        self._resync(now)

    def _resync(self, now: float) -> None:
        """Take the current position as observed, without events (after a manual change)."""
        self._observed = self._position(now)
        self._warned = self._observed[1] <= WARNING_SECONDS
        self._overtime_told = self._observed[2] > 0

    def restore(self, state: ClockState) -> None:
        """Replace the anchors (e.g. undo in the tournament); emits nothing."""
        if state.index >= len(self._structure):
            state = replace(state, index=len(self._structure) - 1, remaining=0.0)
        self._state = state
        self._resync(self._time())


# -- a small JSON store for the clock alone (the tournament file keeps it once there is one) ------


def save_state(path: str | os.PathLike[str], state: ClockState, **extra: Any) -> None:
    """Write the clock state to ``path`` atomically (temporary file, fsync, rename)."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    data = {"clock": state.to_dict(), **extra}
    fd, tmp = tempfile.mkstemp(prefix=".clock-", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load_state(path: str | os.PathLike[str]) -> tuple[ClockState, dict[str, Any]] | None:
    """Read what :func:`save_state` wrote; None if there is nothing (or nothing readable)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        state = ClockState.from_dict(data["clock"])
    except (OSError, ValueError, KeyError, TypeError, ClockError):
        return None
    extra = {k: v for k, v in data.items() if k != "clock"}
    return state, extra


class ManualTime:
    """A time source that moves only when told to (for tests and simulations).

    Call it to read the time; :meth:`advance` (or ``jump``) moves it forward.
    """

    def __init__(self, start: float = 1_800_000_000.0) -> None:
        self._now = float(start)

    def __call__(self) -> float:
        """The time now."""
        return self._now

    def advance(self, seconds: float) -> float:
        """Move time forward by ``seconds``; returns the new time."""
        if seconds < 0:
            # A programming error in a test or a simulation: a plain ValueError, in the catalogue's words.
            raise ValueError(message("clock.err.time_backwards"))
        self._now += seconds
        return self._now

    jump = advance

    def set(self, now: float) -> None:
        """Set the time (it may go backwards: a wall clock can be adjusted)."""
        self._now = float(now)
