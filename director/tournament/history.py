"""Undo and redo over the event log.

The log only grows. An action record goes on the undo stack; an :class:`~.events.Undone` record
takes the top action off it (onto the redo stack) and a :class:`~.events.Redone` record puts it
back; a new action empties the redo stack (what was undone stays in the log, only no longer
redoable). The current state is the fold of the undo stack, so replaying the whole log, undo and
redo records included, gives back exactly the state that was there.

The stacks hold the records' numbers (seq); the records themselves are kept once read and
otherwise read from the file when needed (:class:`Archive`), so a tournament opened from a
snapshot (:mod:`director.tournament.snapshots`) does not read its whole log to be able to undo.

Undoing rebuilds the state from the nearest checkpoint and replays the actions after it: the
in-memory checkpoints (one every :data:`CHECKPOINT_EVERY` actions, also made while rebuilding),
else a snapshot stored in the file whose undo stack is the start of ours.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Protocol

from director.tournament.events import ClockSet, Created, Event, Redone, Undone
from director.tournament.model import TournamentState

#: Actions between two in-memory checkpoints of the state.
CHECKPOINT_EVERY = 32


class HistoryError(ValueError):
    """The log does not make sense (an undo of something that was not done): a damaged file."""


class Archive(Protocol):
    """Where a history opened from a snapshot finds what it did not read."""

    def records(self, seqs: Sequence[int]) -> list[Event]:
        """The records numbered ``seqs``, in that order."""
        ...  # pragma: no cover - a protocol

    def state_after(self, done: Sequence[int], low: int) -> tuple[int, TournamentState] | None:
        """A stored state after the first ``m`` actions of ``done`` (``low < m``, ``m`` largest)."""
        ...  # pragma: no cover - a protocol


class History:
    """The undo and redo stacks and the state they give.

    Args:
        created: The first record of the log.
        archive: Where records and stored states are read from when they are not in memory.
    """

    def __init__(self, created: Created, archive: Archive | None = None) -> None:
        self.created = created
        self.archive = archive
        self.clock: dict[str, Any] | None = None
        self.last_seq = created.seq
        self._done: list[int] = []
        self._undone: list[int] = []
        self._records: dict[int, Event] = {}
        self._checkpoints: dict[int, TournamentState] = {}
        self.state = self._base()

    @classmethod
    def restored(
        cls,
        created: Created,
        state: TournamentState,
        done: Sequence[int],
        undone: Sequence[int],
        archive: Archive,
    ) -> History:
        """The history as a snapshot left it: ``state`` with these stacks (records by seq)."""
        history = cls.__new__(cls)
        history.created = created
        history.archive = archive
        history.clock = None
        history.last_seq = created.seq
        history._done = list(done)
        history._undone = list(undone)
        history._records = {}
        history._checkpoints = {len(history._done): state}
        history.state = state
        return history

    def _base(self) -> TournamentState:
        """The state before any action (made when first needed: it reads the structure)."""
        if 0 not in self._checkpoints:
            self._checkpoints[0] = self.created.initial_state()
        return self._checkpoints[0]

    # -- replaying stored records ------------------------------------------------------------------
    def feed(self, ev: Event) -> None:
        """Take in a record read from the log."""
        if isinstance(ev, Undone):
            self.undo(self.undo_state(ev.target))
        elif isinstance(ev, Redone):
            self.redo(self.redo_state(ev.target))
        elif isinstance(ev, ClockSet):
            self.clock = dict(ev.state)
        elif isinstance(ev, Created):
            raise HistoryError(f"record {ev.seq} creates the tournament a second time")
        elif not ev.UNDOABLE:
            pass  # a note in the log that changes no state (hands read from an old log)
        else:
            self.push(ev, ev.apply(self.state))
        self.last_seq = max(self.last_seq, ev.seq)

    def replay(self, records: Iterable[Event]) -> None:
        """Take in many records read from the log (opening a file): :meth:`feed` of each, faster.

        The same stacks, state and checks as feeding the records one by one, in time linear in
        the log: undo and redo records only move record numbers between the stacks, so the stacks
        are worked out first, then the state is folded once from the actions left in effect,
        transiently (:meth:`_fold`). Feeding one record at a time copied every mapping an action
        changes (all the entrants) at each record, and rebuilt the state at each undo: a replay
        grew with the square of the log.

        An action undone and then replaced by another is no longer applied (it changes nothing
        any more); the undone actions that can be redone are applied once on a throwaway state,
        so that one that does not apply refuses the file when it is opened, as before.
        """
        before = list(self._done)
        for ev in records:
            if isinstance(ev, Undone):
                self._check_undo(ev.target)
                self._undone.append(self._done.pop())
            elif isinstance(ev, Redone):
                self._check_redo(ev.target)
                self._done.append(self._undone.pop())
            elif isinstance(ev, ClockSet):
                self.clock = dict(ev.state)
            elif isinstance(ev, Created):
                raise HistoryError(f"record {ev.seq} creates the tournament a second time")
            elif ev.UNDOABLE:
                self._done.append(ev.seq)
                self._records[ev.seq] = ev
                self._undone.clear()
            self.last_seq = max(self.last_seq, ev.seq)
        kept = 0  # the actions in effect before and after: the state after them is unchanged
        while kept < min(len(before), len(self._done)) and before[kept] == self._done[kept]:
            kept += 1
        for k in [k for k in self._checkpoints if k > kept]:
            del self._checkpoints[k]
        state = self.state if kept == len(before) else self._rebuilt(kept)
        self.state = self._fold(state, kept, len(self._done))
        if self._undone:
            self._fetch(self._undone)
            redone = self.state.transient()  # copies what it changes: self.state stays as it is
            for seq in reversed(self._undone):
                redone = self._records[seq].apply(redone)

    # -- the stacks ------------------------------------------------------------------------------
    @property
    def done(self) -> list[int]:
        """The seqs of the actions in effect, oldest first (a copy)."""
        return list(self._done)

    @property
    def undone(self) -> list[int]:
        """The seqs of the undone actions that can be redone, the next to redo last (a copy)."""
        return list(self._undone)

    def last_done(self) -> Event:
        """The action an undo would take back (HistoryError if none)."""
        if not self._done:
            raise HistoryError("an undo with nothing to undo")
        return self._record(self._done[-1])

    def last_undone(self) -> Event:
        """The action a redo would do again (HistoryError if none)."""
        if not self._undone:
            raise HistoryError("a redo with nothing to redo")
        return self._record(self._undone[-1])

    def push(self, ev: Event, state: TournamentState) -> None:
        """A new action ``ev`` that gave ``state``."""
        self._done.append(ev.seq)
        self._records[ev.seq] = ev
        self._undone.clear()
        self.state = state
        if len(self._done) % CHECKPOINT_EVERY == 0:
            self._checkpoints[len(self._done)] = state

    def undo_state(self, target: int | None = None) -> TournamentState:
        """The state once the last action is undone (nothing changes yet).

        Args:
            target: The seq the undo must concern (checked when replaying).
        """
        self._check_undo(target)
        return self._rebuilt(len(self._done) - 1)

    def _check_undo(self, target: int | None) -> None:
        if not self._done:
            raise HistoryError("an undo with nothing to undo")
        if target is not None and self._done[-1] != target:
            raise HistoryError(
                f"an undo of record {target} when the last action is {self._done[-1]}"
            )

    def undo(self, state: TournamentState) -> int:
        """Take the last action off (``state`` from :meth:`undo_state`); returns its seq."""
        seq = self._done.pop()
        for k in [k for k in self._checkpoints if k > len(self._done)]:
            del self._checkpoints[k]
        self._undone.append(seq)
        self.state = state
        return seq

    def redo_state(self, target: int | None = None) -> TournamentState:
        """The state once the last undone action is redone (nothing changes yet)."""
        self._check_redo(target)
        return self._record(self._undone[-1]).apply(self.state)

    def _check_redo(self, target: int | None) -> None:
        if not self._undone:
            raise HistoryError("a redo with nothing to redo")
        if target is not None and self._undone[-1] != target:
            raise HistoryError(
                f"a redo of record {target} when the last undone action is {self._undone[-1]}"
            )

    def redo(self, state: TournamentState) -> int:
        """Put the last undone action back (``state`` from :meth:`redo_state`); returns its seq."""
        seq = self._undone.pop()
        self._done.append(seq)
        self.state = state
        if len(self._done) % CHECKPOINT_EVERY == 0:
            self._checkpoints[len(self._done)] = state
        return seq

    # -- rebuilding ------------------------------------------------------------------------------
    def _record(self, seq: int) -> Event:
        if seq not in self._records:
            self._fetch([seq])
        return self._records[seq]

    def _fetch(self, seqs: Sequence[int]) -> None:
        """Read the records ``seqs`` that are not in memory from the archive."""
        missing = [s for s in seqs if s not in self._records]
        if not missing:
            return
        if self.archive is None:
            raise HistoryError(f"record {missing[0]} is not known")
        for ev in self.archive.records(missing):
            self._records[ev.seq] = ev

    def _rebuilt(self, n: int) -> TournamentState:
        """The state after the first ``n`` actions of the undo stack."""
        k = max((c for c in self._checkpoints if c <= n), default=0)
        if n - k > CHECKPOINT_EVERY and self.archive is not None:
            stored = self.archive.state_after(self._done[:n], k)
            if stored is not None and k < stored[0] <= n:
                k = stored[0]
                self._checkpoints[k] = stored[1]
        state = self._checkpoints[k] if k in self._checkpoints else self._base()
        return self._fold(state, k, n)

    def _fold(self, state: TournamentState, k: int, n: int) -> TournamentState:
        """The state after the first ``n`` actions, from ``state``, the state after ``k``.

        The states in between are thrown away, so the fold is transient
        (:meth:`TournamentState.transient`): each mapping is copied once, then changed in place,
        and ``state`` stays as it is. What is kept is sealed: the state returned and the
        checkpoints, only the last two below ``n`` (where the next undos start): each one kept
        makes the next records copy what they change again, and one every
        :data:`CHECKPOINT_EVERY` actions made a replay grow with the square of the log again.
        """
        if k == n:
            return state
        self._fetch(self._done[k:n])
        keep = n - 2 * CHECKPOINT_EVERY
        state = state.transient()
        for i in range(k, n):
            state = self._records[self._done[i]].apply(state)
            if (i + 1) % CHECKPOINT_EVERY == 0 and i + 1 > keep:
                self._checkpoints[i + 1] = state.seal()  # the next undo starts here
                if i + 1 < n:
                    state = state.transient()
        return state.seal()

    def checkpoint(self) -> tuple[int, TournamentState] | None:
        """The newest checkpoint in memory before the current state: (actions, state)."""
        below = [c for c in self._checkpoints if 0 < c < len(self._done)]
        return (max(below), self._checkpoints[max(below)]) if below else None

    @property
    def can_undo(self) -> bool:
        """True when there is an action to undo."""
        return bool(self._done)

    @property
    def can_redo(self) -> bool:
        """True when there is an undone action to redo."""
        return bool(self._undone)
