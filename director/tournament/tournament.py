"""The tournament a director runs: one file, its parts, and the one path every action takes.

:class:`Tournament` is a facade, the way a collection hands work to its managers: the actions
live in its parts, each a small class over the same file and state:

* :attr:`Tournament.entrants` (:class:`~.entrants.Entrants`): registering, editing, withdrawing,
  busting and reviving entrants, chip counts, finding an entrant by name;
* :attr:`Tournament.money` (:class:`~.money.Money`): rebuys, add-ons, the prize pool, payouts,
  prizes, bounties and the results;
* :attr:`Tournament.seating` (:class:`~.seating.Seating`): tables, the seat draw, balancing,
  breaking tables, the final table, the button, seat properties, hand-for-hand;
* :attr:`Tournament.hands` (:class:`~.hands.Hands`): hands played at a table, their results and
  their full histories;
* :attr:`Tournament.deals` (:class:`~.deals.Deals`): deals among the players left;
* :attr:`Tournament.clock` (:class:`~.clock.TournamentClock`): the blind clock.

The facade itself keeps the file (create, open, close, copy, refresh), the state, undo and redo,
and what concerns the tournament as a whole (settings, structure, registration, the end).

Every action ``x`` has one path: ``verify_x(...)`` checks it and returns the record ``x`` would
store, raising :class:`~director.tournament.errors.TournamentError` (a catalogue key and its
fields) when it cannot be done now; ``x(...)`` takes in what another program wrote, verifies, and
commits the record to the file in one transaction *before* the state changes and the call
returns. The record is returned and sent to every subscriber (:meth:`Tournament.subscribe`). A
rejected action changes nothing, in memory or on disk. :meth:`Tournament.can` asks whether a
``verify_x`` would pass.

Undo and redo (:meth:`Tournament.undo`, :meth:`Tournament.redo`) take back any action, bust-outs
included, without limit; they are records in the log too, so the log keeps what was undone.

Two programs may write to one file (the window and the command line). An action that another
program's write overtook between its check and its write is checked again against the state
with that write taken in, and tried again, up to :data:`WRITE_TRIES` times; only then is it
refused as "changed meanwhile". Trying again is safe because nothing was written and the check
is redone.

Opening a big file reads the newest snapshot of the state kept in it and replays only the
records after it (:mod:`~director.tournament.snapshots`); snapshots are written with an action
every so many records and when the file is closed.

The clock is not undone. Each clock action (start, pause, next level, add time, ...) stores the
clock's anchors in the log at once, so reopening after a crash shows the clock exactly where it
was, still running if it was running. Clock actions are not on the undo stack: a director who
presses Ctrl+Z after a bust expects the bust to come back, not the level to go back or the time to
jump; the clock has its own controls (previous level, add/remove time) to correct it. When the
last bust ends the tournament the clock is paused in the same transaction; undoing that bust
leaves the clock paused (start it again from the clock panel). Hand-for-hand play pauses a
running clock with its start and runs it again with its stop, in the same transaction, and so do
undo and redo of those records (:func:`~director.tournament.seating.clock_for_hand_for_hand`):
what the clock does follows the state there, not the undo stack.
"""

from __future__ import annotations

import contextlib
import random
import secrets
import sqlite3
import time as _time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, ParamSpec, TypeVar, cast

from director.clock import Clock, ClockState, TimeSource
from director.errors import DirectorError
from director.i18n import Msg, message
from director.structures import Structure, loads_structure
from director.tournament import events as ev
from director.tournament import prizes as pz
from director.tournament import satellite
from director.tournament import snapshots as sn
from director.tournament.clock import TournamentClock
from director.tournament.deals import Deals
from director.tournament.entrants import Entrants
from director.tournament.errors import FileRefused, TournamentError
from director.tournament.hands import Hands
from director.tournament.history import History, HistoryError
from director.tournament.model import TournamentState
from director.tournament.money import Money
from director.tournament.mystery import Prizes
from director.tournament.mystery_part import Mysteries
from director.tournament.pricing import PriceChange, corrects_past
from director.tournament.seating import Seating, clock_for_hand_for_hand
from director.tournament.settings import Settings
from director.tournament.stats import Stats, stats
from director.tournament.store import (
    SNAPSHOT_STRETCH,
    TITLE_KEYS,
    SnapshotRow,
    StaleError,
    Store,
    remove_file,
)

P = ParamSpec("P")
R = TypeVar("R", bound=ev.Event)
T = TypeVar("T")
Subscriber = Callable[[ev.Event], None]
#: The undo and redo stacks (seqs) once the records being stored are in the log.
Stacks = Callable[[list[ev.Event]], tuple[list[int], list[int]]]

#: How many times an action is checked and written when other programs keep writing first.
WRITE_TRIES = 4


class Tournament:
    """An open tournament file. Create with :meth:`create`, open with :meth:`open`.

    Args are internal; use the class methods. Close with :meth:`close` (or ``with``).
    """

    def __init__(
        self,
        store: Store,
        history: History,
        time: TimeSource,
        rng: random.Random | None,
        archive: sn.FileArchive | None = None,
        snapshot_at: int = 0,
    ) -> None:
        self._store = store
        self._history = history
        self._archive = archive if archive is not None else sn.FileArchive(store)
        #: The last record the newest snapshot written or read covers.
        self._snapshot_at = snapshot_at
        self._time = time
        #: The randomness of seat draws (cryptographically secure unless a test seeds one).
        self.rng: random.Random = rng if rng is not None else secrets.SystemRandom()
        self._subscribers: list[Subscriber] = []
        #: The paired device whose actions are being recorded (empty: the director's desk).
        self._device = ""
        clock_state = None
        if history.clock is not None:
            try:
                clock_state = ClockState.from_dict(history.clock)
            except DirectorError:
                clock_state = None
        self._clock = TournamentClock(self, history.state.structure, time, clock_state)
        self._persisted_clock = self._clock.state if history.clock is not None else None
        #: The entrants: registrations, busts, chip counts, finding a player.
        self.entrants = Entrants(self)
        #: Rebuys, add-ons, the prize pool, payouts, prizes, bounties, results.
        self.money = Money(self)
        #: Tables, the draw, balancing, breaking, the final table, hand-for-hand.
        self.seating = Seating(self)
        #: Hands played at a table: results and histories.
        self.hands = Hands(self)
        #: Deals among the players left.
        self.deals = Deals(self)
        #: Mystery bounties: the prizes, their committed draw, what is left.
        self.mystery = Mysteries(self)

    # ================================================================================================
    # Files
    # ================================================================================================
    @classmethod
    def create(
        cls,
        path: str | Path,
        structure: Structure | str,
        settings: Settings | None = None,
        *,
        time: TimeSource = _time.time,
        rng: random.Random | None = None,
        overwrite: bool = False,
        journal: str | None = None,
        tables: int = 0,
    ) -> Tournament:
        """Make a new tournament file.

        Args:
            path: Where (``.director`` or any name); refused if it exists, unless
                ``overwrite`` and it is a tournament file.
            structure: The blind structure (or its YAML text); stored in the file.
            settings: Prices and rules (defaults: a 20+5 freezeout). Mystery prizes in them are
                set with their committed draw, an action of their own (``t.mystery.set``).
            time: The time source (tests pass :class:`director.clock.ManualTime`).
            rng: Randomness for seat draws (default: cryptographically secure).
            overwrite: Replace an existing tournament file.
            journal: SQLite journal mode (default WAL; the benchmark compares).
            tables: Tables to add at once (an undoable action of its own).

        Raises:
            FileRefused: The file cannot be made; nothing is left behind.
            DirectorError: The tables are refused; the file just made is removed again.
        """
        if isinstance(structure, str):
            structure = loads_structure(structure)
        settings = settings or Settings()
        # Mystery prizes go in with their committed shuffle (t.mystery.set), a record of its own.
        mystery = (settings.mystery, settings.mystery_from) if settings.mystery else None
        if mystery is not None:
            settings = settings.changed(mystery=(), mystery_from=None)
        created = ev.Created(at=time(), settings=settings.to_dict(), structure=structure.to_yaml())
        store, stored = Store.create(path, created, overwrite=overwrite, journal=journal)
        try:
            assert isinstance(stored, ev.Created)
            archive = sn.FileArchive(store)
            t = cls(store, History(stored, archive), time, rng, archive)
            t._clock_changed()  # the clock's starting anchors
            if tables:
                t.seating.add_tables(tables)
            if mystery is not None:
                t.mystery.set(*mystery)
        except BaseException:
            store.close()
            remove_file(store.path)  # a tournament not made whole is not made at all
            raise
        return t

    @classmethod
    def open(
        cls,
        path: str | Path,
        *,
        time: TimeSource = _time.time,
        rng: random.Random | None = None,
        journal: str | None = None,
    ) -> Tournament:
        """Open a tournament file (migrating an older one); refuses anything else in one line.

        Hands played before they were kept in the file (a ``.hands.jsonl`` beside it) are read
        into it once (:meth:`~.hands.Hands.import_old_log`).
        """
        store = Store.open(path, journal=journal)
        try:
            history, archive, snapshot_at = cls._restore(store)
            t = cls(store, history, time, rng, archive, snapshot_at)
            t.hands.import_old_log()
        except BaseException:
            store.close()
            raise
        return t

    @classmethod
    def _restore(cls, store: Store) -> tuple[History, sn.FileArchive, int]:
        """The history from the newest usable snapshot and the records after it, else replayed."""
        found = sn.restore(store)
        if found is not None:
            history, archive = found
            snapshot_at = history.last_seq
            try:
                history.replay(store.events(snapshot_at))
                return history, archive, snapshot_at
            except (DirectorError, HistoryError, KeyError, ValueError, TypeError, AttributeError):
                pass  # the whole replay below says what is wrong with the log, if anything
        archive = sn.FileArchive(store)
        return cls._replay(store, archive), archive, 0

    @staticmethod
    def _replay(store: Store, archive: sn.FileArchive) -> History:
        history: History | None = None
        try:
            records = store.events()
            first = next(records, None)
            if first is not None:
                if not isinstance(first, ev.Created):
                    raise HistoryError("the log does not start with the creation")
                history = History(first, archive)
                history.replay(records)  # the rest of the log, in time linear in it
        except FileRefused:
            raise
        except (
            DirectorError,
            HistoryError,
            KeyError,
            ValueError,
            TypeError,
            AttributeError,
        ) as exc:
            raise FileRefused("file.err.damaged", path=str(store.path), reason=str(exc)) from None
        if history is None:
            raise FileRefused("file.err.empty_log", path=str(store.path))
        return history

    def close(self) -> None:
        """Close the file (everything is already saved; a snapshot may be left for next time)."""
        try:
            if self._store.last_seq - self._snapshot_at >= sn.ON_CLOSE_AFTER:
                self._snapshot_on_close()
        finally:
            self._store.close()

    def _snapshot_on_close(self) -> None:
        """Store a snapshot of the state now, if that can be done at once (never an error)."""
        history = self._history
        if history.last_seq != self._store.last_seq:
            return
        try:
            blob = sn.encode_state(history.state)
            done, undone, clock = history.done, history.undone, history.clock
            anchor = self._anchor()

            def make(log_hash: str) -> list[SnapshotRow]:
                row = sn.make_row(history.last_seq, log_hash, blob, done, undone, clock)
                self._archive.valid[row.seq] = log_hash
                return [*anchor, row]

            self._store.write_snapshot(make, wait=False)
        except (sn.SnapshotError, DirectorError, sqlite3.Error, OSError):
            return  # a snapshot is only a shortcut: the next opening replays a little more
        self._snapshot_at = history.last_seq

    def __enter__(self) -> Tournament:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def path(self) -> Path:
        """The tournament file."""
        return self._store.path

    @property
    def journal_mode(self) -> str:
        """The SQLite journal mode in use ("wal", or "delete" where WAL is not possible)."""
        return self._store.journal_mode

    @property
    def snapshot_at(self) -> int:
        """The last record the newest snapshot read at opening or written since covers (0: none)."""
        return self._snapshot_at

    @property
    def store(self) -> Store:
        """The file's log (for the parts that read records the state does not keep)."""
        return self._store

    def save_copy(self, path: str | Path) -> None:
        """Write a consistent copy of the tournament (with its whole log) to ``path``."""
        self._store.backup(path)

    def refresh(self) -> list[ev.Event]:
        """Take in what another program (e.g. ``director`` on the command line) wrote.

        Returns the records read; subscribers receive them too.
        """
        if not self._store.changed_elsewhere():
            return []
        new = self._store.refresh()
        old_structure = self.state.structure
        for record in new:
            self._history.feed(record)
        if self.state.structure is not old_structure:
            Clock.set_structure(self._clock, self.state.structure)
        if self._history.clock is not None:
            state = ClockState.from_dict(self._history.clock)
            if state != self._clock.state:
                Clock.restore(self._clock, state)
        self._persisted_clock = self._clock.state
        for record in new:
            self._notify(record)
        return new

    # ================================================================================================
    # Reading
    # ================================================================================================
    @property
    def state(self) -> TournamentState:
        """The current state (immutable: safe to keep and read from any thread)."""
        return self._history.state

    @property
    def settings(self) -> Settings:
        """The current settings."""
        return self.state.settings

    @property
    def structure(self) -> Structure:
        """The current blind structure."""
        return self.state.structure

    @property
    def clock(self) -> TournamentClock:
        """The clock (its actions are stored at once; see the module docstring)."""
        return self._clock

    def now(self) -> float:
        """The time source's current time."""
        return self._time()

    def level_number(self, now: float | None = None) -> int:
        """The number of the level being played (the last level before a break; 0 before it)."""
        view = self._clock.view(now)
        return view.level.number if view.level is not None else 0

    def history(self) -> list[ev.Event]:
        """Every record of the log, oldest first (undone actions and clock changes included)."""
        return list(self._store.events())

    def done_seqs(self) -> frozenset[int]:
        """The log numbers of the actions in effect now (neither undone nor dropped)."""
        return frozenset(self._history.done)

    def subscribe(self, callback: Subscriber) -> Callable[[], None]:
        """Call ``callback(record)`` after each committed change; returns an unsubscribe function.

        Records are the action records, :class:`~.events.Undone` / :class:`~.events.Redone`, and
        :class:`~.events.ClockSet` for clock actions. Read :attr:`state` for the new state.
        """
        self._subscribers.append(callback)

        def unsubscribe() -> None:
            if callback in self._subscribers:
                self._subscribers.remove(callback)

        return unsubscribe

    def _notify(self, record: ev.Event) -> None:
        for callback in list(self._subscribers):
            callback(record)

    def stats(self, now: float | None = None) -> Stats:
        """Players left, chips in play, average stack (also in big blinds), chip leader."""
        view = self._clock.view(now)
        return stats(self.state, view.level)

    # ================================================================================================
    # The one path of every action
    # ================================================================================================
    def can(self, verify: Callable[P, object], /, *args: P.args, **kwargs: P.kwargs) -> bool:
        """True if ``verify(*args, **kwargs)`` (a part's ``verify_x``) passes now."""
        try:
            verify(*args, **kwargs)
        except DirectorError:
            return False
        return True

    def act(self, verify: Callable[P, R], /, *args: P.args, **kwargs: P.kwargs) -> R:
        """Take in what others wrote, verify the action, then commit the record it returns.

        Every action of every part goes through here. A record that ends the tournament pauses
        the clock in the same transaction. When another program wrote between the check and the
        write, its records are taken in and the action is checked and written again (see the
        module docstring).
        """

        def attempt() -> R:
            self.sync()
            return self._commit_many([verify(*args, **kwargs)])[0]

        return self._retrying(attempt)

    def _retrying(self, attempt: Callable[[], T]) -> T:
        """``attempt()`` (which syncs and verifies first) until no other program wrote first."""
        for _ in range(WRITE_TRIES - 1):
            with contextlib.suppress(StaleError):
                return attempt()
        try:
            return attempt()
        except StaleError:
            raise TournamentError("err.changed_elsewhere") from None

    def commit(self, record: R) -> R:
        """Store an action record already verified, then change the state; returns it stored."""
        return self.commit_many([record])[0]

    def commit_many(self, records: Sequence[R]) -> list[R]:
        """Store several verified action records in one transaction (each its own undo step)."""
        try:
            return self._commit_many(records)
        except StaleError:
            raise TournamentError("err.changed_elsewhere") from None

    def _commit_many(self, records: Sequence[R]) -> list[R]:
        """:meth:`commit_many`, raising StaleError if another program wrote first."""
        now = self._time()
        batch = [self._signed(r if r.at else replace(r, at=now)) for r in records]
        state = self.state
        states = []
        for r in batch:
            state = r.apply(state)
            states.append(state)

        def finalize(stored: list[ev.Event]) -> None:
            for r, s in zip(stored, states, strict=True):
                self._history.push(r, s)

        def stacks(stored: list[ev.Event]) -> tuple[list[int], list[int]]:
            return self._history.done + [r.seq for r in stored[: len(batch)]], []

        finished = any(
            isinstance(r, ev.Finished) or bool(getattr(r, "finished", False)) for r in batch
        )
        stored = self._commit(batch, state, stacks, finalize=finalize, pause_clock=finished)
        # The store gives back each record as it was given, with its seq and time set.
        return cast(list[R], stored[: len(batch)])

    def sync(self) -> None:
        """Take in what another program wrote, if it wrote anything."""
        if self._store.changed_elsewhere():
            self.refresh()

    def _commit(
        self,
        records: Sequence[ev.Event],
        new_state: TournamentState,
        stacks: Stacks,
        *,
        finalize: Callable[[list[ev.Event]], None],
        pause_clock: bool = False,
    ) -> list[ev.Event]:
        """Store ``records`` (with any clock change they bring) and only then change the state.

        Every :data:`~director.tournament.store.SNAPSHOT_STRETCH` records a snapshot of
        ``new_state`` (with the ``stacks`` after the records) goes in the same transaction.

        Raises:
            StaleError: Another program wrote first; nothing was stored or changed.
        """
        clock_before = self._clock.state
        now = self._time()
        records = [self._signed(r if r.at else replace(r, at=now)) for r in records]
        extra: list[ev.Event] = []
        try:
            if new_state.structure is not self.state.structure:
                Clock.set_structure(self._clock, new_state.structure)
            held = clock_for_hand_for_hand(self.state, new_state)
            if (pause_clock or held) and self._clock.running:
                Clock.pause(self._clock)
            elif held is False and not self._clock.running and not new_state.finished:
                Clock.start(self._clock)  # hand-for-hand paused it: it runs again
            if self._clock.state != clock_before:
                extra.append(self._signed(ev.ClockSet(at=now, state=self._clock.state.to_dict())))
            meta = None
            if new_state.settings is not self.state.settings:
                meta = {k: str(getattr(new_state.settings, k)) for k in TITLE_KEYS}
            snapshot = self._snapshot_maker(new_state, stacks, len(records) + len(extra), extra)
            stored = self._store.append([*records, *extra], now=now, meta=meta, snapshot=snapshot)
        except BaseException:
            if self._clock.state != clock_before:
                Clock.restore(self._clock, clock_before)
            if new_state.structure is not self.state.structure:
                Clock.set_structure(self._clock, self.state.structure)
                Clock.restore(self._clock, clock_before)
            raise
        if extra:
            self._persisted_clock = self._clock.state
            self._history.clock = self._clock.state.to_dict()
        finalize(stored[: len(records)])
        self._history.last_seq = stored[-1].seq
        if snapshot is not None:
            self._snapshot_at = stored[-1].seq
        for record in stored:
            self._notify(record)
        return stored

    def _snapshot_maker(
        self, state: TournamentState, stacks: Stacks, adding: int, extra: list[ev.Event]
    ) -> Callable[[list[ev.Event], str], list[SnapshotRow]] | None:
        """What makes the snapshot of ``state`` in the append's transaction, when one is due."""
        if self._store.last_seq + adding - self._snapshot_at < SNAPSHOT_STRETCH:
            return None
        try:
            blob = sn.encode_state(state)
        except sn.SnapshotError:
            return None  # a value a snapshot cannot keep: opening replays the log instead
        anchor = self._anchor()
        clock = self._clock.state.to_dict() if extra else self._history.clock

        def make(stored: list[ev.Event], log_hash: str) -> list[SnapshotRow]:
            done, undone = stacks(stored)
            self._archive.valid[stored[-1].seq] = log_hash
            return [*anchor, sn.make_row(stored[-1].seq, log_hash, blob, done, undone, clock)]

        return make

    def _anchor(self) -> list[SnapshotRow]:
        """With the first snapshot after a whole replay, one of an earlier checkpoint too.

        Undo right after the next opening then starts from it, not from the beginning. The state
        after the first ``c`` actions of the undo stack is the state right after the last of
        them was recorded: nothing below an action on the stack changes while it stays there,
        and recording an action empties the redo stack.
        """
        found = None if self._snapshot_at else self._history.checkpoint()
        if found is None:
            return []
        count, state = found
        done = self._history.done[:count]
        try:
            clock = self._store.last_record(ev.ClockSet.KIND, done[-1])
            log_hash = self._store.log_hashes({done[-1]})[done[-1]]
            blob = sn.encode_state(state)
        except (sn.SnapshotError, DirectorError, sqlite3.Error, KeyError):
            return []  # only a shortcut for undo: never a reason to refuse the action
        self._archive.valid[done[-1]] = log_hash
        anchor_clock = dict(clock.state) if isinstance(clock, ev.ClockSet) else None
        return [sn.make_row(done[-1], log_hash, blob, done, [], anchor_clock)]

    @contextlib.contextmanager
    def acting_as(self, device: str) -> Iterator[None]:
        """Record the actions done inside the ``with`` as done by a paired ``device``.

        The network remote runs its actions so; the log (and ``director history``) then says
        which device did what, and the window can tell the floor's busts from its own.
        """
        before, self._device = self._device, device
        try:
            yield
        finally:
            self._device = before

    def _signed(self, record: R) -> R:
        """``record`` with the acting device, if one is acting."""
        return replace(record, device=self._device) if self._device else record

    def note(self, record: R) -> R:
        """Store a record that is no action (not undoable, no change of state); returns it."""
        assert not record.UNDOABLE
        record = self._signed(record)
        self.sync()
        try:
            stored = self._store.append([record], now=record.at or self._time())
        except StaleError:
            raise TournamentError("err.changed_elsewhere") from None
        self._history.last_seq = stored[-1].seq
        self._notify(stored[-1])
        return cast(R, stored[-1])  # the record given, with its seq and time set

    def _clock_changed(self) -> None:
        """Store the clock's anchors if a clock action changed them."""
        try:
            self._store_clock()
        except StaleError:
            raise TournamentError("err.changed_elsewhere") from None

    def _store_clock(self) -> None:
        """:meth:`_clock_changed`, raising StaleError if another program wrote first."""
        state = self._clock.state
        if self._persisted_clock is not None and state == self._persisted_clock:
            return
        record = self._signed(ev.ClockSet(at=self._time(), state=state.to_dict()))
        stored = self._store.append([record], now=record.at)
        self._persisted_clock = state
        self._history.clock = state.to_dict()
        self._history.last_seq = stored[-1].seq
        self._notify(stored[-1])

    # ================================================================================================
    # Undo and redo
    # ================================================================================================
    def can_undo(self) -> bool:
        """True when there is an action to undo."""
        return self._history.can_undo

    def can_redo(self) -> bool:
        """True when there is an undone action to redo."""
        return self._history.can_redo

    def verify_undo(self) -> ev.Undone:
        """The record of undoing the last action; TournamentError if there is nothing to undo."""
        if not self._history.can_undo:
            raise TournamentError("err.nothing_to_undo")
        return ev.Undone(target=self._history.last_done().seq)

    def verify_redo(self) -> ev.Redone:
        """The record of redoing the last undone action; TournamentError if there is none."""
        if not self._history.can_redo:
            raise TournamentError("err.nothing_to_redo")
        return ev.Redone(target=self._history.last_undone().seq)

    def undo_label(self, lang: str = "en") -> str:
        """The Undo menu item: "Undo bust of Mario Rossi" / "Annulla eliminazione di ..."."""
        if not self._history.can_undo:
            return message("undo.nothing", lang)
        action = self._history.last_done().label(self.state).text(lang)
        return message("undo", lang, action=action)

    def redo_label(self, lang: str = "en") -> str:
        """The Redo menu item: "Redo bust of Mario Rossi" / "Ripeti eliminazione di ..."."""
        if not self._history.can_redo:
            return message("redo.nothing", lang)
        action = self._history.last_undone().label(self.state).text(lang)
        return message("redo", lang, action=action)

    def undo(self) -> ev.Undone:
        """Take back the last action (any action, bust-outs included)."""

        def attempt() -> ev.Undone:
            self.sync()
            record = self.verify_undo()
            new_state = self._history.undo_state()
            done, undone = self._history.done, self._history.undone

            def finalize(_: list[ev.Event]) -> None:
                self._history.undo(new_state)

            def stacks(_: list[ev.Event]) -> tuple[list[int], list[int]]:
                return done[:-1], [*undone, done[-1]]

            stored = self._commit([record], new_state, stacks, finalize=finalize)
            assert isinstance(stored[0], ev.Undone)
            return stored[0]

        return self._retrying(attempt)

    def redo(self) -> ev.Redone:
        """Do again the last undone action."""

        def attempt() -> ev.Redone:
            self.sync()
            record = self.verify_redo()
            new_state = self._history.redo_state()
            done, undone = self._history.done, self._history.undone

            def finalize(_: list[ev.Event]) -> None:
                self._history.redo(new_state)

            def stacks(_: list[ev.Event]) -> tuple[list[int], list[int]]:
                return [*done, undone[-1]], undone[:-1]

            stored = self._commit([record], new_state, stacks, finalize=finalize)
            assert isinstance(stored[0], ev.Redone)
            return stored[0]

        return self._retrying(attempt)

    def undone_action(self, record: ev.Undone | ev.Redone) -> ev.Event:
        """The action an undo or redo record concerns."""
        for r in self._store.events(record.target - 1):
            return r
        raise TournamentError("err.unknown_entry", entry=record.target)

    # ================================================================================================
    # The tournament as a whole: settings, structure, registration, the end
    # ================================================================================================
    def not_finished(self) -> None:
        """Raise TournamentError once the tournament is over."""
        if self.state.finished:
            raise TournamentError("err.finished")

    def no_deal(self) -> None:
        """Raise TournamentError once a deal fixed the prizes (money and players cannot change)."""
        if self.state.deal is not None:
            raise TournamentError("err.deal_fixed")

    def verify_update_settings(
        self,
        prices: PriceChange | None = None,
        drawn: ev.MysterySet | None = None,
        **changes: Any,
    ) -> ev.SettingsChanged:
        """The record of changing settings; a DirectorError if they would not make sense.

        ``prices`` is the director's choice when a price changes after entries, rebuys or
        add-ons were taken at the old one (:func:`~.pricing.corrects_past`). ``drawn`` sets
        new mystery prizes in the same record (:meth:`update_settings`).
        """
        new = self.settings.changed(**changes)
        if (new.mystery, new.mystery_from) != (self.settings.mystery, self.settings.mystery_from):
            # The prizes go with their committed draw order (t.mystery.set), never alone.
            raise DirectorError("mystery.err.use_mystery")
        satellite.no_seat_change(self.state, new.satellite_seat_cents)
        if new.payout_table != self.settings.payout_table:
            pz.payout_table(new.payout_table)
        prizes: tuple[Any, ...] = ()
        if drawn is not None:  # checked again: another program may have drawn meanwhile
            m = self.mystery.verify_set(drawn.prizes, drawn.from_level, drawn.order, drawn.secret)
            prizes = (m.prizes, m.from_level, m.order, m.secret)
        record = ev.SettingsChanged(
            settings=new.to_dict(),
            correct_past=corrects_past(self.state, new, prices),
            mystery=prizes,
        )
        preview = record.apply(self.state)
        if pz.payouts(preview) != pz.payouts(self.state) or pz.money(preview) != pz.money(
            self.state
        ):
            self.no_deal()
        return record

    def update_settings(
        self,
        prices: PriceChange | None = None,
        mystery_prizes: tuple[str | Prizes, int | None] | None = None,
        rng: random.Random | None = None,
        **changes: Any,
    ) -> ev.SettingsChanged:
        """Change settings (name, venue, date, prices, rules, payouts ...) as one action.

        A price changed once something was taken at the old one needs ``prices``: correct the
        past (everything taken is re-priced, one record, one undo) or from now on.
        ``mystery_prizes`` (prizes, from level) sets new mystery prizes in the same action, the
        envelopes shuffled and committed as :meth:`Mysteries.set` does.
        """
        drawn = None if mystery_prizes is None else self.mystery.drawn(*mystery_prizes, rng=rng)
        return self.act(self.verify_update_settings, prices, drawn, **changes)

    def verify_change_structure(self, structure: Structure | str) -> ev.StructureChanged:
        """The record of a new blind structure; StructureError if its YAML has errors."""
        if isinstance(structure, str):
            structure = loads_structure(structure)
        return ev.StructureChanged(structure=structure.to_yaml())

    def change_structure(self, structure: Structure | str) -> ev.StructureChanged:
        """Replace the blind structure (undoable); the clock keeps its level and time left."""
        return self.act(self.verify_change_structure, structure)

    def registration_closed_because(self, now: float | None = None) -> Msg | None:
        """Why registration is closed now (None while open)."""
        s = self.state
        if s.registration_closed:
            return Msg("err.registration_closed.director")
        if not self._clock.view(now).started:
            return None
        last = s.settings.late_registration_level
        if last is None:
            return Msg("err.registration_closed.started")
        if self.level_number(now) > last:
            return Msg("err.registration_closed.level", level=last)
        return None

    def registration_open(self, now: float | None = None) -> bool:
        """True while entries (and re-entries) are taken."""
        return not self.state.finished and self.registration_closed_because(now) is None

    def finishes(self, busted: int) -> bool:
        """True if ``busted`` more busts leave one player and no entry can arrive.

        In a satellite, also when they leave no more players than seats (its bubble).
        """
        s = self.state
        ends = s.players_left - busted == 1 or satellite.bubble_reached(s, busted)
        return ends and self.registration_closed_because() is not None

    def verify_close_registration(self, closed: bool = True) -> ev.RegistrationSet:
        """The record of closing (or reopening) registration; TournamentError if already so."""
        s = self.state
        if s.registration_closed == closed:
            state = Msg("status.closed") if closed else Msg("status.open")
            raise TournamentError("err.registration_already", state=state)
        if not closed:
            self.not_finished()
        if closed:
            satellite.check(s)  # a seat value above the final pool is refused here
        ends = closed and not s.finished and s.players_left == 1 and s.entry_count > 1
        ends = ends or (closed and not s.finished and satellite.bubble_reached(s, 0))
        return ev.RegistrationSet(closed=closed, finished=ends)

    def close_registration(self, closed: bool = True) -> ev.RegistrationSet:
        """Close registration now (``closed=False`` reopens it).

        With one player left this finishes the tournament.
        """
        return self.act(self.verify_close_registration, closed)

    def verify_finish(self) -> ev.Finished:
        """The record of the end.

        Raises:
            TournamentError: Unless one player is left and registration is closed.
        """
        s = self.state
        self.not_finished()
        if s.players_left != 1 or s.entry_count < 2 or self.registration_closed_because() is None:
            raise TournamentError("err.not_finishable")
        return ev.Finished()

    def finish(self) -> ev.Finished:
        """Declare the tournament over: the last player wins; the clock is paused."""
        return self.act(self.verify_finish)
