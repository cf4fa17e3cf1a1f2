"""The tournament's clock: a :class:`director.clock.Clock` whose every action is stored at once."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from director.clock import Clock, ClockEvent, ClockState, TimeSource
from director.structures import Structure

if TYPE_CHECKING:
    from director.tournament.tournament import Tournament

T = TypeVar("T")


class TournamentClock(Clock):
    """The tournament's clock: every action stores the anchors in the tournament file.

    It is a plain :class:`director.clock.Clock` otherwise (events, views, ticks). If storing
    fails (a full disk), the clock goes back to where it was and the error is raised. Clock
    actions are not undone by Ctrl+Z (see :mod:`director.tournament.tournament`).

    Args:
        owner: The tournament whose file keeps the anchors.
        structure: The blind structure it runs.
        time: The time source.
        state: The anchors read back from the file (None: a new clock).
    """

    def __init__(
        self,
        owner: Tournament,
        structure: Structure,
        time: TimeSource,
        state: ClockState | None,
    ) -> None:
        self._owner = owner
        super().__init__(structure, time, state)

    def _persisting(self, action: Callable[[], T]) -> T:
        def attempt() -> T:
            self._owner.sync()  # another program may have moved the clock meanwhile
            before = self.state
            result = action()
            try:
                self._owner._store_clock()
            except BaseException:
                Clock.restore(self, before)
                raise
            return result

        # Overtaken by another program's write: done again on the clock as it now is.
        return self._owner._retrying(attempt)

    def start(self) -> list[ClockEvent]:
        """Start (or resume) the clock; stored at once."""
        return self._persisting(lambda: Clock.start(self))

    def resume(self) -> list[ClockEvent]:
        """Resume a paused clock; stored at once."""
        return self._persisting(lambda: Clock.start(self))

    def pause(self) -> list[ClockEvent]:
        """Pause the clock; stored at once."""
        return self._persisting(lambda: Clock.pause(self))

    def jump(self, index: int) -> list[ClockEvent]:
        """Go to level or break ``index``; stored at once."""
        return self._persisting(lambda: Clock.jump(self, index))

    def add_time(self, seconds: float) -> list[ClockEvent]:
        """Add (or, negative, remove) time from the current level; stored at once."""
        return self._persisting(lambda: Clock.add_time(self, seconds))

    def restore(self, state: ClockState) -> None:
        """Put the clock at saved anchors (stored like any clock action)."""
        self._persisting(lambda: Clock.restore(self, state))

    def set_structure(self, structure: Structure) -> None:
        """Structures change through :meth:`Tournament.change_structure` (an undoable action)."""
        self._owner.change_structure(structure)
