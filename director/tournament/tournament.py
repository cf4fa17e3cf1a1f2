"""The tournament a director runs: every action, checked, logged durably, undoable.

:class:`Tournament` is what the GUI, the command line and the reports call. For each action
``x`` there is a trio, as in the rest of the domain:

* ``verify_x(...)`` raises :class:`~director.tournament.errors.TournamentError` saying, in one
  line (English and Italian), why the action cannot be done now;
* ``can_x(...)`` is True when it can (to enable a button);
* ``x(...)`` does it: the action's record is written to the file in one committed transaction
  *before* the state changes and the call returns; the record is returned and sent to every
  subscriber (:meth:`Tournament.subscribe`).

A rejected action changes nothing, in memory or on disk.

Undo and redo (:meth:`Tournament.undo`, :meth:`Tournament.redo`) take back any action, bust-outs
included, without limit; they are records in the log too, so the log keeps what was undone.

The clock is not undone. :attr:`Tournament.clock` is a :class:`director.clock.Clock` running the
tournament's structure; each of its actions (start, pause, next level, add time, ...) stores the
clock's anchors in the log at once, so reopening after a crash shows the clock exactly where it
was, still running if it was running. Clock actions are not on the undo stack: a director who
presses Ctrl+Z after a bust expects the bust to come back, not the level to go back or the
time to jump; the clock has its own controls (previous level, add/remove time) to correct it.
When the last bust ends the tournament the clock is paused in the same transaction; undoing that
bust leaves the clock paused (start it again from the clock panel).
"""

from __future__ import annotations

import re
import secrets
import time as _time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, TypeVar

from director import icm, seating
from director.clock import Clock, ClockEvent, ClockState, TimeSource
from director.errors import DirectorError
from director.i18n import Msg, message, ordinal
from director.seating import Move, MoveReason, SeatingError
from director.structures import Structure, loads_structure
from director.tournament import events as ev
from director.tournament import prizes as pz
from director.tournament import seats as st
from director.tournament.errors import FileRefused, TournamentError
from director.tournament.history import History, HistoryError
from director.tournament.model import (
    Bust,
    Entry,
    EntryStatus,
    Player,
    TournamentState,
    clean_text,
    entry_of,
    name_key,
    seat_id,
)
from director.tournament.settings import MAX_SEATS, MAX_TEXT, MIN_SEATS, Settings
from director.tournament.stats import Stats, stats
from director.tournament.store import TITLE_KEYS, StaleError, Store

T = TypeVar("T")
EntryRef = int | str | Entry
Subscriber = Callable[[ev.Event], None]

#: Longest notes field accepted (names and nicknames: :data:`MAX_TEXT`).
MAX_NOTES = 2000


@dataclass(frozen=True, slots=True)
class DealProposal:
    """A deal worked out for the players left, to show them before recording it.

    Attributes:
        entries: The entries in the deal, in the order of ``deal``'s lists.
        deal: The calculator's result (amounts, stacks, prizes, explanation).
    """

    entries: tuple[int, ...]
    deal: icm.Deal

    @property
    def amounts(self) -> dict[int, int]:
        """What each entry takes now, in cents."""
        return dict(zip(self.entries, self.deal.amounts_cents, strict=True))


@dataclass(frozen=True, slots=True)
class BustSpec:
    """One player out in a hand, as the caller names them.

    Attributes:
        entry: The entry busted (id, ``#id`` or name).
        by: Who eliminated them (gets the bounty), if known.
        stack: Their stack at the start of the hand (places simultaneous busts).
    """

    entry: EntryRef
    by: EntryRef | None = None
    stack: int | None = None


class TournamentClock(Clock):
    """The tournament's clock: every action stores the anchors in the tournament file.

    It is a plain :class:`director.clock.Clock` otherwise (events, views, ticks). If storing
    fails (a full disk), the clock goes back to where it was and the error is raised.
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
        self._owner._sync()  # another program may have moved the clock meanwhile
        before = self.state
        result = action()
        try:
            self._owner._clock_changed(before)
        except BaseException:
            Clock.restore(self, before)
            raise
        return result

    def start(self) -> list[ClockEvent]:
        return self._persisting(lambda: Clock.start(self))

    def resume(self) -> list[ClockEvent]:
        return self._persisting(lambda: Clock.start(self))

    def pause(self) -> list[ClockEvent]:
        return self._persisting(lambda: Clock.pause(self))

    def jump(self, index: int) -> list[ClockEvent]:
        return self._persisting(lambda: Clock.jump(self, index))

    def add_time(self, seconds: float) -> list[ClockEvent]:
        return self._persisting(lambda: Clock.add_time(self, seconds))

    def restore(self, state: ClockState) -> None:
        """Put the clock at saved anchors (stored like any clock action)."""
        self._persisting(lambda: Clock.restore(self, state))

    def set_structure(self, structure: Structure) -> None:
        """Structures change through :meth:`Tournament.change_structure` (an undoable action)."""
        self._owner.change_structure(structure)


class Tournament:
    """An open tournament file. Create with :meth:`create`, open with :meth:`open`.

    Args are internal; use the class methods. Close with :meth:`close` (or ``with``).
    """

    def __init__(
        self,
        store: Store,
        history: History,
        time: TimeSource,
        rng: Any,
    ) -> None:
        self._store = store
        self._history = history
        self._time = time
        self.rng = rng if rng is not None else secrets.SystemRandom()
        self._subscribers: list[Subscriber] = []
        clock_state = None
        if history.clock is not None:
            try:
                clock_state = ClockState.from_dict(history.clock)
            except DirectorError:
                clock_state = None
        self._clock = TournamentClock(self, history.state.structure, time, clock_state)
        self._persisted_clock = self._clock.state if history.clock is not None else None

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
        rng: Any = None,
        overwrite: bool = False,
        journal: str | None = None,
    ) -> Tournament:
        """Make a new tournament file.

        Args:
            path: Where (``.director`` or any name); refused if it exists, unless
                ``overwrite`` and it is a tournament file.
            structure: The blind structure (or its YAML text); stored in the file.
            settings: Prices and rules (defaults: a 20+5 freezeout).
            time: The time source (tests pass :class:`director.clock.ManualTime`).
            rng: Randomness for seat draws (default: cryptographically secure).
            overwrite: Replace an existing tournament file.
            journal: SQLite journal mode (default WAL; the benchmark compares).
        """
        if isinstance(structure, str):
            structure = loads_structure(structure)
        settings = settings or Settings()
        created = ev.Created(at=time(), settings=settings.to_dict(), structure=structure.to_yaml())
        store, created = Store.create(path, created, overwrite=overwrite, journal=journal)
        try:
            history = History(created)  # type: ignore[arg-type]
            t = cls(store, history, time, rng)
            t._clock_changed(None)  # the clock's starting anchors
        except BaseException:
            store.close()
            raise
        return t

    @classmethod
    def open(
        cls,
        path: str | Path,
        *,
        time: TimeSource = _time.time,
        rng: Any = None,
        journal: str | None = None,
    ) -> Tournament:
        """Open a tournament file (migrating an older one); refuses anything else in one line."""
        store = Store.open(path, journal=journal)
        try:
            history = cls._replay(store)
            return cls(store, history, time, rng)
        except BaseException:
            store.close()
            raise

    @staticmethod
    def _replay(store: Store) -> History:
        history: History | None = None
        try:
            for record in store.events():
                if history is None:
                    if not isinstance(record, ev.Created):
                        raise HistoryError("the log does not start with the creation")
                    history = History(record)
                else:
                    history.feed(record)
        except DirectorError as exc:
            if isinstance(exc, FileRefused):
                raise
            raise FileRefused(
                f"cannot open {store.path}: the file is damaged ({exc}); restore a backup copy"
            ) from None
        except (HistoryError, KeyError, ValueError, TypeError, AttributeError) as exc:
            raise FileRefused(
                f"cannot open {store.path}: the file is damaged ({exc}); restore a backup copy"
            ) from None
        if history is None:
            raise FileRefused(f"cannot open {store.path}: the file is damaged (empty log)")
        return history

    def close(self) -> None:
        """Close the file (everything is already saved)."""
        self._store.close()

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

    def history(self) -> list[ev.Event]:
        """Every record of the log, oldest first (undone actions and clock changes included)."""
        return list(self._store.events())

    def subscribe(self, callback: Subscriber) -> Callable[[], None]:
        """Call ``callback(record)`` after each committed change; returns an unsubscribe function.

        Records are the action records, :class:`~.events.Undone` / :class:`~.events.Redone`, and
        :class:`~.events.ClockSet` for clock actions. Read :attr:`state` for the new state.
        """
        self._subscribers.append(callback)
        return lambda: self._subscribers.remove(callback) if callback in self._subscribers else None

    def _notify(self, record: ev.Event) -> None:
        for callback in list(self._subscribers):
            callback(record)

    def stats(self, now: float | None = None) -> Stats:
        """Players left, chips in play, average stack (also in big blinds), chip leader."""
        view = self._clock.view(now)
        return stats(self.state, view.level)

    def money(self) -> pz.MoneySummary:
        """Money in: entries, rebuys, add-ons, fees, prize pool, guarantee and overlay."""
        return pz.money(self.state)

    def payouts(self) -> tuple[int, ...]:
        """The prize of each place paid, in cents, first place first."""
        return pz.payouts(self.state)

    def prizes(self) -> dict[int, int]:
        """Prize won by each placed entry, in cents (ties shared, deal amounts included)."""
        return pz.prizes(self.state)

    def bounties(self) -> dict[int, int]:
        """Bounty money won by each entry, in cents."""
        return pz.bounties(self.state)

    def results(self) -> list[Result]:
        """The finishing order (best first) with prizes and bounties: the results sheet."""
        s = self.state
        won = pz.prizes(s)
        bounty = pz.bounties(s)
        out = []
        for e in s.finishing_order():
            out.append(
                Result(
                    place=s.places[e.id].best,
                    place_to=s.places[e.id].worst,
                    entry=e.id,
                    name=s.label(e),
                    prize_cents=won.get(e.id, 0),
                    bounties=s.bounties_won.get(e.id, 0),
                    bounty_cents=bounty.get(e.id, 0),
                    busted_by=s.label(e.busted_by) if e.busted_by else "",
                )
            )
        return out

    def seating_chart(self) -> list[SeatRow]:
        """Every seat taken, by table and seat: the seating sheet and the seat cards."""
        s = self.state
        rows = []
        for number in sorted(s.tables):
            t = s.tables[number]
            for seat in sorted(t.occupants):
                e = entry_of(t.occupants[seat])
                rows.append(
                    SeatRow(
                        table=number,
                        seat=seat,
                        entry=e,
                        name=s.label(e),
                        button=t.button == seat,
                        fixed=t.occupants[seat] in t.fixed,
                        chips=s.entries[e].chips,
                    )
                )
        return rows

    def announce(self, record: ev.Event, lang: str = "en") -> list[str]:
        """What to tell the room about ``record``: the places of its busts, the winner.

        For the projector's announcement line: ``["Mario Rossi busted in 10th place by Anna
        Bianchi"]`` / ``["Mario Rossi eliminato al 10° posto da Anna Bianchi"]``. Empty for
        records with nothing to announce (or whose busts were undone since).
        """
        s = self.state
        busts = getattr(record, "busts", ())
        lines = []
        for b in busts:
            place = s.places.get(b.entry)
            if place is None or s.entries[b.entry].status is not EntryStatus.BUSTED:
                continue
            where = ordinal(place.best, lang)
            if b.by is not None:
                text = message(
                    "result.busted_by", lang, name=s.label(b.entry), place=where, by=s.label(b.by)
                )
            else:
                text = message("result.busted", lang, name=s.label(b.entry), place=where)
            lines.append(text)
        if getattr(record, "finished", False) and s.finished and s.playing:
            lines.append(message("result.winner", lang, name=s.label(s.playing[0])))
        return lines

    # -- finding entries ------------------------------------------------------------------------------
    def find(self, ref: EntryRef, *, prefer_playing: bool = True) -> Entry:
        """The entry meant by ``ref``: an Entry, an entry number, ``"#12"`` or a name.

        A name is the person's name or ``Name (Nickname)``; of a person's entries the one
        playing is taken, else the latest. Raises TournamentError naming the problem.
        """
        s = self.state
        if isinstance(ref, Entry):
            ref = ref.id
        if isinstance(ref, bool):
            raise TournamentError("err.unknown_player", name=str(ref))
        if isinstance(ref, int):
            if ref not in s.entries:
                raise TournamentError("err.unknown_entry", entry=ref)
            return s.entries[ref]
        text = clean_text(str(ref))
        key = name_key(text)
        if not key:
            raise TournamentError("err.name_empty")
        people = self._people_named(key)
        if not people:
            m = re.fullmatch(r"#?\s*(\d+)", text)
            if m:
                return self.find(int(m.group(1)))
            m = re.fullmatch(r"(.+?)\s*#\s*(\d+)", text)  # "Mario Rossi #2": a re-entry
            if m:
                person = self.find(m.group(1))
                for i in s.entries_by_player.get(person.player, ()):
                    if s.entries[i].number == int(m.group(2)):
                        return s.entries[i]
            raise TournamentError("err.unknown_player", name=text)
        if len(people) > 1:
            choices = ", ".join(p.label for p in people)
            raise TournamentError("err.ambiguous_player", name=text, choices=choices)
        ids = s.entries_by_player.get(people[0].id, ())
        entries = [s.entries[i] for i in ids]
        if prefer_playing:
            for e in entries:
                if e.playing:
                    return e
        return entries[-1]

    def _people_named(self, key: str) -> list[Player]:
        s = self.state
        exact = [s.players[i] for i in s.players_by_label.get(key, ())]
        if exact:
            return exact
        by_name = [s.players[i] for i in s.players_by_name.get(key, ())]
        if len(by_name) > 1:
            plain = [p for p in by_name if not p.nickname]
            if len(plain) == 1:
                return plain
        if by_name:
            return by_name
        nick = [s.players[i] for i in s.players_by_nickname.get(key, ())]
        if nick:
            return nick
        # A unique beginning of a name ("Anna" for "Anna Bianchi") is enough.
        return [
            p
            for p in s.players.values()
            if name_key(p.name).startswith(key + " ") or name_key(p.label).startswith(key + " ")
        ]

    def label(self, ref: EntryRef) -> str:
        """The name shown for an entry."""
        return self.state.label(self.find(ref))

    # -- windows that depend on the clock ---------------------------------------------------------------
    def _level_number(self, now: float | None = None) -> int:
        view = self._clock.view(now)
        return view.level.number if view.level is not None else 0

    def registration_closed_because(self, now: float | None = None) -> Msg | None:
        """Why registration is closed now (None while open)."""
        s = self.state
        if s.registration_closed:
            return Msg("err.registration_closed.director")
        view = self._clock.view(now)
        if not view.started:
            return None
        last = s.settings.late_registration_level
        if last is None:
            return Msg("err.registration_closed.started")
        if self._level_number(now) > last:
            return Msg("err.registration_closed.level", level=last)
        return None

    def registration_open(self, now: float | None = None) -> bool:
        """True while entries (and re-entries) are taken."""
        return not self.state.finished and self.registration_closed_because(now) is None

    def rebuys_open(self, now: float | None = None) -> bool:
        """True during the rebuy period."""
        rules = self.settings.rebuy
        return rules is not None and self._level_number(now) <= rules.until_level

    def addons_open(self, now: float | None = None) -> bool:
        """True during the add-on level and the break after it."""
        rules = self.settings.addon
        return rules is not None and self._level_number(now) == rules.level

    # ================================================================================================
    # Committing
    # ================================================================================================
    def _sync(self) -> None:
        if self._store.changed_elsewhere():
            self.refresh()

    def _commit(
        self,
        records: Sequence[ev.Event],
        new_state: TournamentState,
        *,
        finalize: Callable[[list[ev.Event]], None],
        pause_clock: bool = False,
    ) -> list[ev.Event]:
        """Store ``records`` (with any clock change they bring) and only then change the state."""
        clock_before = self._clock.state
        now = self._time()
        records = [r if r.at else replace(r, at=now) for r in records]
        extra: list[ev.Event] = []
        try:
            if new_state.structure is not self.state.structure:
                Clock.set_structure(self._clock, new_state.structure)
            if pause_clock and self._clock.running:
                Clock.pause(self._clock)
            if self._clock.state != clock_before:
                extra.append(ev.ClockSet(at=now, state=self._clock.state.to_dict()))
            meta = None
            if new_state.settings is not self.state.settings:
                meta = {k: str(getattr(new_state.settings, k)) for k in TITLE_KEYS}
            try:
                stored = self._store.append([*records, *extra], now=now, meta=meta)
            except StaleError:
                raise TournamentError("err.changed_elsewhere") from None
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
        for record in stored:
            self._notify(record)
        return stored

    def _act(self, records: ev.Event | Sequence[ev.Event], *, pause_clock: bool = False) -> Any:
        """Apply and commit action records; returns the (last) stored record."""
        batch = [records] if isinstance(records, ev.Event) else list(records)
        now = self._time()
        batch = [r if r.at else replace(r, at=now) for r in batch]
        state = self.state
        states = []
        for r in batch:
            state = r.apply(state)
            states.append(state)

        def finalize(stored: list[ev.Event]) -> None:
            for r, s in zip(stored, states, strict=True):
                self._history.push(r, s)

        stored = self._commit(batch, state, finalize=finalize, pause_clock=pause_clock)
        return stored[len(batch) - 1]

    def _clock_changed(self, before: ClockState | None) -> None:
        """Store the clock's anchors if a clock action changed them."""
        state = self._clock.state
        if self._persisted_clock is not None and state == self._persisted_clock:
            return
        record = ev.ClockSet(at=self._time(), state=state.to_dict())
        try:
            stored = self._store.append([record], now=record.at)
        except StaleError:
            raise TournamentError("err.changed_elsewhere") from None
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

    def verify_undo(self) -> None:
        """Raise TournamentError if there is nothing to undo."""
        if not self._history.can_undo:
            raise TournamentError("err.nothing_to_undo")

    def verify_redo(self) -> None:
        """Raise TournamentError if there is nothing to redo."""
        if not self._history.can_redo:
            raise TournamentError("err.nothing_to_redo")

    def undo_label(self, lang: str = "en") -> str:
        """The Undo menu item: "Undo bust of Mario Rossi" / "Annulla eliminazione di ..."."""
        if not self._history.done:
            return message("undo.nothing", lang)
        action = self._history.done[-1].label(self.state).text(lang)
        return message("undo", lang, action=action)

    def redo_label(self, lang: str = "en") -> str:
        """The Redo menu item: "Redo bust of Mario Rossi" / "Ripeti eliminazione di ..."."""
        if not self._history.undone:
            return message("redo.nothing", lang)
        action = self._history.undone[-1].label(self.state).text(lang)
        return message("redo", lang, action=action)

    def undo(self) -> ev.Undone:
        """Take back the last action (any action, bust-outs included)."""
        self._sync()
        self.verify_undo()
        target = self._history.done[-1]
        new_state = self._history.undo_state()
        record = ev.Undone(target=target.seq)
        stored = self._commit([record], new_state, finalize=lambda _: self._history.undo(new_state))
        return stored[0]  # type: ignore[return-value]

    def redo(self) -> ev.Redone:
        """Do again the last undone action."""
        self._sync()
        self.verify_redo()
        target = self._history.undone[-1]
        new_state = self._history.redo_state()
        record = ev.Redone(target=target.seq)
        stored = self._commit([record], new_state, finalize=lambda _: self._history.redo(new_state))
        return stored[0]  # type: ignore[return-value]

    def undone_action(self, record: ev.Undone | ev.Redone) -> ev.Event:
        """The action an undo or redo record concerns."""
        for r in self._store.events(record.target - 1):
            return r
        raise TournamentError("err.unknown_entry", entry=record.target)

    # ================================================================================================
    # Entrants
    # ================================================================================================
    def _not_finished(self) -> None:
        if self.state.finished:
            raise TournamentError("err.finished")

    def _no_deal(self) -> None:
        """A recorded deal fixed the prizes: the money and the players in it cannot change."""
        if self.state.deal is not None:
            raise TournamentError("err.deal_fixed")

    def _text(self, value: str | None, field: str, limit: int = MAX_TEXT) -> str:
        text = clean_text(value)
        if len(text) > limit:
            raise TournamentError("err.text_too_long", field=field, length=len(text), limit=limit)
        return text

    def _person(
        self,
        name: str,
        nickname: str | None,
        *,
        email: str | None,
        phone: str | None,
        notes: str | None,
        exclude: int | None = None,
    ) -> dict[str, str]:
        clean = clean_text(name)
        if not clean:
            raise TournamentError("err.name_empty")
        if len(clean) > MAX_TEXT:
            raise TournamentError("err.name_too_long", length=len(clean), limit=MAX_TEXT)
        nick = self._text(nickname, "nickname")
        same = [
            self.state.players[i]
            for i in self.state.players_by_name.get(name_key(clean), ())
            if i != exclude
        ]
        if same:
            if not nick:
                raise TournamentError("err.duplicate_name", name=clean)
            for p in same:
                if name_key(p.nickname) == name_key(nick):
                    raise TournamentError("err.duplicate_nickname", name=clean, nickname=nick)
        return {
            "name": clean,
            "nickname": nick,
            "email": self._text(email, "email"),
            "phone": self._text(phone, "phone"),
            "notes": self._text(notes, "notes", MAX_NOTES),
        }

    def _entrant_seat(self, entry: int, seat: bool) -> tuple[int, int] | None:
        """A random seat for a late entry, once the draw has been made; None otherwise."""
        s = self.state
        if not seat or not any(t.occupants for t in s.tables.values()):
            return None
        tables = list(s.tables.values())
        if not any(t.open_seats for t in tables) and not any(
            seat_id(entry) in t.reserved.values() for t in tables
        ):
            return None
        move = seating.seat_entrant(seat_id(entry), tables, self.rng)
        return (move.to_table, move.to_seat)

    def _check_registration(self, force: bool) -> None:
        self._not_finished()
        self._no_deal()
        if force:
            return
        why = self.registration_closed_because()
        if why is not None:
            raise TournamentError("err.registration_closed", why=why)

    def _prepare_register(
        self,
        name: str,
        nickname: str | None = None,
        *,
        email: str | None = None,
        phone: str | None = None,
        notes: str | None = None,
        seat: bool = True,
        force: bool = False,
    ) -> ev.Registered:
        person = self._person(name, nickname, email=email, phone=phone, notes=notes)
        self._check_registration(force)
        entry = self.state.next_entry_id
        return ev.Registered(
            entry=entry,
            player=self.state.next_player_id,
            seat=self._entrant_seat(entry, seat),
            forced=force and self.registration_closed_because() is not None,
            **person,
        )

    def verify_register(self, name: str, nickname: str | None = None, **kw: Any) -> None:
        """Raise TournamentError if ``name`` cannot be registered now."""
        self._prepare_register(name, nickname, **{**kw, "seat": False})

    def can_register(self, name: str, nickname: str | None = None, **kw: Any) -> bool:
        """True if :meth:`register` would succeed."""
        return _can(self.verify_register, name, nickname, **kw)

    def register(
        self,
        name: str,
        nickname: str | None = None,
        *,
        email: str | None = None,
        phone: str | None = None,
        notes: str | None = None,
        seat: bool = True,
        force: bool = False,
    ) -> ev.Registered:
        """Register a new person (a first entry).

        Args:
            name: The name (Unicode; spaces squeezed; must not be empty).
            nickname: Needed when another entrant has the same name.
            email, phone, notes: Optional details.
            seat: Give a random seat at once if the seat draw has been made (TDA: late entrants
                draw a seat among the tables with the fewest players).
            force: Register even though registration is closed (the director's decision).
        """
        self._sync()
        return self._act(
            self._prepare_register(
                name, nickname, email=email, phone=phone, notes=notes, seat=seat, force=force
            )
        )

    def _prepare_many(
        self, people: Sequence[Mapping[str, str]], force: bool
    ) -> list[ev.Registered]:
        self._check_registration(force)
        s = self.state
        names: dict[str, list[str]] = {}
        records = []
        for i, row in enumerate(people):
            person = self._person(
                row.get("name", ""),
                row.get("nickname"),
                email=row.get("email"),
                phone=row.get("phone"),
                notes=row.get("notes"),
            )
            name, nick = name_key(person["name"]), name_key(person["nickname"])
            nicks = names.setdefault(name, [])
            if nicks and not nick:  # the same rule as for one registration, within the file
                raise TournamentError("err.duplicate_name", name=person["name"])
            if nicks and nick in nicks:
                raise TournamentError(
                    "err.duplicate_nickname", name=person["name"], nickname=person["nickname"]
                )
            nicks.append(nick)
            records.append(
                ev.Registered(entry=s.next_entry_id + i, player=s.next_player_id + i, **person)
            )
        return records

    def verify_register_many(
        self, people: Sequence[Mapping[str, str]], *, force: bool = False
    ) -> None:
        """Raise TournamentError naming the first person who cannot be registered."""
        self._prepare_many(people, force)

    def register_many(
        self, people: Sequence[Mapping[str, str]], *, force: bool = False
    ) -> list[ev.Registered]:
        """Register many people at once (an import): all of them or, on any problem, none.

        Each is one action on the undo stack; they are committed in one transaction. Nobody is
        seated (make the seat draw afterwards).
        """
        self._sync()
        records = self._prepare_many(people, force)
        if not records:
            return []
        self._act(records)
        return list(self._history.done[-len(records) :])  # type: ignore[arg-type]

    def _prepare_reenter(self, ref: EntryRef, seat: bool, force: bool) -> ev.Registered:
        e = self.find(ref, prefer_playing=True)
        s = self.state
        player = s.players[e.player]
        if not s.settings.reentry and not force:
            raise TournamentError("err.no_reentry")
        for i in s.entries_by_player.get(player.id, ()):
            if s.entries[i].playing:
                raise TournamentError("err.already_playing", name=player.label, entry=i)
        counted = [i for i in s.entries_by_player.get(player.id, ()) if s.entries[i].counts]
        limit = s.settings.max_entries
        if limit and len(counted) >= limit and not force:
            raise TournamentError("err.max_entries", name=player.label, count=len(counted))
        self._check_registration(force)
        entry = s.next_entry_id
        return ev.Registered(
            entry=entry,
            player=player.id,
            reentry=True,
            seat=self._entrant_seat(entry, seat),
            forced=force,
        )

    def verify_reenter(self, ref: EntryRef, *, force: bool = False) -> None:
        """Raise TournamentError if the person cannot enter again now."""
        self._prepare_reenter(ref, False, force)

    def can_reenter(self, ref: EntryRef, *, force: bool = False) -> bool:
        """True if :meth:`reenter` would succeed."""
        return _can(self.verify_reenter, ref, force=force)

    def reenter(self, ref: EntryRef, *, seat: bool = True, force: bool = False) -> ev.Registered:
        """A new entry for a busted person, while registration is open (re-entry)."""
        self._sync()
        return self._act(self._prepare_reenter(ref, seat, force))

    def _prepare_edit(self, ref: EntryRef, changes: dict[str, Any]) -> ev.PlayerEdited:
        e = self.find(ref)
        p = self.state.players[e.player]
        merged = {**p.to_dict(), **{k: v for k, v in changes.items() if v is not None}}
        person = self._person(
            merged["name"],
            merged["nickname"],
            email=merged["email"],
            phone=merged["phone"],
            notes=merged["notes"],
            exclude=p.id,
        )
        return ev.PlayerEdited(player=p.id, **person)

    def verify_edit_player(self, ref: EntryRef, **changes: Any) -> None:
        """Raise TournamentError if the person's details cannot be changed so."""
        self._prepare_edit(ref, changes)

    def can_edit_player(self, ref: EntryRef, **changes: Any) -> bool:
        """True if :meth:`edit_player` would succeed."""
        return _can(self.verify_edit_player, ref, **changes)

    def edit_player(
        self,
        ref: EntryRef,
        *,
        name: str | None = None,
        nickname: str | None = None,
        email: str | None = None,
        phone: str | None = None,
        notes: str | None = None,
    ) -> ev.PlayerEdited:
        """Correct a person's details (None leaves a field as it is)."""
        self._sync()
        changes = {"name": name, "nickname": nickname, "email": email, "phone": phone}
        changes["notes"] = notes
        return self._act(self._prepare_edit(ref, changes))

    def _prepare_withdraw(self, ref: EntryRef) -> ev.Withdrawn:
        e = self.find(ref)
        self._not_finished()
        if not e.playing:
            raise TournamentError(
                "err.not_playing", name=self.state.label(e), entry=e.id, status=e.status.text()
            )
        if e.rebuys or e.addons:
            raise TournamentError("err.withdraw_played", name=self.state.label(e))
        self._no_deal()
        return ev.Withdrawn(entry=e.id)

    def verify_withdraw(self, ref: EntryRef) -> None:
        """Raise TournamentError if the entry cannot be withdrawn (refunded)."""
        self._prepare_withdraw(ref)

    def can_withdraw(self, ref: EntryRef) -> bool:
        """True if :meth:`withdraw` would succeed."""
        return _can(self.verify_withdraw, ref)

    def withdraw(self, ref: EntryRef) -> ev.Withdrawn:
        """Cancel an entry registered by mistake or refunded: it no longer counts anywhere."""
        self._sync()
        return self._act(self._prepare_withdraw(ref))

    # -- busts ---------------------------------------------------------------------------------------------
    def _playing(self, ref: EntryRef) -> Entry:
        e = self.find(ref)
        if not e.playing:
            raise TournamentError(
                "err.not_playing", name=self.state.label(e), entry=e.id, status=e.status.text()
            )
        return e

    def _hand_key(self) -> str:
        hfh = self.state.hand_for_hand
        return f"{ev.HAND_FOR_HAND}{hfh.hand}" if hfh is not None else ""

    def _busts(
        self,
        specs: Sequence[BustSpec],
        stacks: Mapping[EntryRef, int] | None,
        hand: str,
        *,
        at_table: int | None = None,
    ) -> tuple[Bust, ...]:
        """Checked busts for one hand; stacks from ``stacks``, the specs or the chip counts."""
        if not specs:
            raise TournamentError("err.bust_nobody")
        s = self.state
        given = {self.find(k).id: v for k, v in (stacks or {}).items()}
        out: list[Bust] = []
        seen: set[int] = set()
        for spec in specs:
            e = self._playing(spec.entry)
            if e.id in seen:
                raise TournamentError("err.bust_twice", name=s.label(e))
            seen.add(e.id)
            by = None
            if spec.by is not None:
                killer = self.find(spec.by)
                if killer.id == e.id:
                    raise TournamentError("err.bust_self", name=s.label(e))
                by = killer.id
            stack = spec.stack if spec.stack is not None else given.get(e.id, e.chips)
            if stack is not None and stack < 0:
                raise TournamentError("err.negative_chips", name=s.label(e), chips=stack)
            out.append(Bust(e.id, by, stack))
        for b in out:
            if b.by is not None and (b.by in seen or not s.entries[b.by].playing):
                raise TournamentError("err.eliminator_busted", name=s.label(b.by))
        if s.players_left - len(out) < 1:
            raise TournamentError("err.bust_all")
        joins = bool(hand) and bool(s.eliminations) and s.eliminations[-1].hand == hand
        if (len(out) > 1 or joins or hand.startswith(ev.HAND_FOR_HAND)) and any(
            b.stack is None for b in out
        ):
            raise TournamentError("err.need_stacks")
        hfh = s.hand_for_hand
        if hfh is not None and hand.startswith(ev.HAND_FOR_HAND):
            by_table: dict[int, list[str]] = {}
            for b in out:
                ref = s.seat_of.get(b.entry)
                number = ref.table if ref is not None else at_table
                if number is not None and number in hfh.tables:
                    by_table.setdefault(number, []).append(seat_id(b.entry))
            for number, pids in by_table.items():
                try:
                    hfh.verify_bust(number, pids)
                except SeatingError as exc:
                    raise TournamentError("err.settings", problem=str(exc)) from None
        return tuple(out)

    def _finishes(self, busted: int) -> bool:
        """True if ``busted`` more busts leave one player and no entry can arrive."""
        return (
            self.state.players_left - busted == 1 and self.registration_closed_because() is not None
        )

    def _prepare_bust(
        self, specs: Sequence[BustSpec], stacks: Mapping[EntryRef, int] | None
    ) -> ev.Busted:
        self._not_finished()
        hand = self._hand_key()
        busts = self._busts(specs, stacks, hand)
        return ev.Busted(busts=busts, hand=hand, finished=self._finishes(len(busts)))

    @staticmethod
    def _specs(
        entries: EntryRef | BustSpec | Sequence[EntryRef | BustSpec],
        by: EntryRef | None,
        stack: int | None,
    ) -> list[BustSpec]:
        if isinstance(entries, BustSpec):
            return [entries]
        if isinstance(entries, int | str | Entry):
            return [BustSpec(entries, by, stack)]
        return [x if isinstance(x, BustSpec) else BustSpec(x, by) for x in entries]

    def verify_bust(
        self,
        entries: EntryRef | BustSpec | Sequence[EntryRef | BustSpec],
        *,
        by: EntryRef | None = None,
        stack: int | None = None,
        stacks: Mapping[EntryRef, int] | None = None,
    ) -> None:
        """Raise TournamentError if these players cannot be busted (see :meth:`bust`)."""
        self._prepare_bust(self._specs(entries, by, stack), stacks)

    def can_bust(self, entries: Any, **kw: Any) -> bool:
        """True if :meth:`bust` would succeed."""
        return _can(self.verify_bust, entries, **kw)

    def bust(
        self,
        entries: EntryRef | BustSpec | Sequence[EntryRef | BustSpec],
        *,
        by: EntryRef | None = None,
        stack: int | None = None,
        stacks: Mapping[EntryRef, int] | None = None,
    ) -> ev.Busted:
        """Players out of the tournament in one hand.

        One player: ``bust("Mario Rossi", by="Anna")``. Several in the same hand:
        ``bust(["A", "B"], stacks={"A": 3000, "B": 2000})`` or a list of :class:`BustSpec`. They
        are placed by their stacks at the start of the hand (given, or the counted stacks), the
        bigger stack higher; equal stacks tie and share the prizes (TDA). In hand-for-hand play
        busts in the same hand at different tables join one group.

        When one player is left and registration is closed, the tournament finishes and the
        clock is paused, in the same transaction.
        """
        self._sync()
        record = self._prepare_bust(self._specs(entries, by, stack), stacks)
        return self._act(record, pause_clock=record.finished)

    def _prepare_revive(
        self, ref: EntryRef, reason: str, chips: int | None, seat: bool
    ) -> ev.Revived:
        e = self.find(ref, prefer_playing=False)
        s = self.state
        if s.finished:
            raise TournamentError("err.revive_finished")
        if e.status is not EntryStatus.BUSTED:
            raise TournamentError("err.not_busted", name=s.label(e), entry=e.id)
        self._no_deal()
        for i in s.entries_by_player.get(e.player, ()):
            if s.entries[i].playing:
                raise TournamentError("err.already_playing", name=s.label(i), entry=i)
        why = clean_text(reason)
        if not why:
            raise TournamentError("err.reason_empty", name=s.label(e))
        if chips is not None and chips < 0:
            raise TournamentError("err.negative_chips", name=s.label(e), chips=chips)
        return ev.Revived(
            entry=e.id, reason=why[:MAX_NOTES], chips=chips, seat=self._entrant_seat(e.id, seat)
        )

    def verify_revive(self, ref: EntryRef, reason: str, *, chips: int | None = None) -> None:
        """Raise TournamentError if the bust cannot be taken back."""
        self._prepare_revive(ref, reason, chips, False)

    def can_revive(self, ref: EntryRef, reason: str = "?", **kw: Any) -> bool:
        """True if :meth:`revive` would succeed."""
        return _can(self.verify_revive, ref, reason, **kw)

    def revive(
        self, ref: EntryRef, reason: str, *, chips: int | None = None, seat: bool = True
    ) -> ev.Revived:
        """Bring back a player busted by mistake, keeping a record of the correction.

        Use it when the mistake is found later (undo takes back the last action only). The entry
        plays again (with ``chips`` if counted), gets a random seat if ``seat``, loses its place;
        whoever was credited with the elimination loses the bounty.
        """
        self._sync()
        return self._act(self._prepare_revive(ref, reason, chips, seat))

    # -- rebuys and add-ons --------------------------------------------------------------------------------
    def _prepare_rebuy(
        self, ref: EntryRef, double: bool, force: bool, stack: int | None
    ) -> ev.Rebought:
        self._not_finished()
        rules = self.settings.rebuy
        if rules is None:
            raise TournamentError("err.no_rebuys")
        self._no_deal()
        e = self._playing(ref)
        name = self.state.label(e)
        if double and not rules.double:
            raise TournamentError("err.no_double_rebuy")
        count = 2 if double else 1
        if not force and not self.rebuys_open():
            raise TournamentError("err.rebuys_over", level=rules.until_level)
        if rules.max_per_entry and e.rebuys + count > rules.max_per_entry and not force:
            raise TournamentError("err.max_rebuys", name=name, count=e.rebuys)
        chips = stack if stack is not None else e.chips
        too_big = rules.max_stack is not None and chips is not None and chips > rules.max_stack
        if too_big and not force:
            raise TournamentError(
                "err.stack_too_big", name=name, chips=chips, limit=rules.max_stack
            )
        return ev.Rebought(entry=e.id, count=count, forced=force)

    def verify_rebuy(
        self, ref: EntryRef, *, double: bool = False, force: bool = False, stack: int | None = None
    ) -> None:
        """Raise TournamentError if the rebuy is not allowed now."""
        self._prepare_rebuy(ref, double, force, stack)

    def can_rebuy(self, ref: EntryRef, **kw: Any) -> bool:
        """True if :meth:`rebuy` would succeed."""
        return _can(self.verify_rebuy, ref, **kw)

    def rebuy(
        self, ref: EntryRef, *, double: bool = False, force: bool = False, stack: int | None = None
    ) -> ev.Rebought:
        """A rebuy (``double`` for a double rebuy).

        Checked: rebuys offered, the rebuy period (until the end of the set level and the break
        after it), the most per player, the stack threshold (``stack`` or the counted stack).
        ``force`` allows it outside the period or above the limits (the director's decision).
        """
        self._sync()
        return self._act(self._prepare_rebuy(ref, double, force, stack))

    def _prepare_addon(self, ref: EntryRef, force: bool) -> ev.AddedOn:
        self._not_finished()
        rules = self.settings.addon
        if rules is None:
            raise TournamentError("err.no_addon")
        self._no_deal()
        e = self._playing(ref)
        if e.addons >= rules.max_per_entry and not force:
            raise TournamentError("err.max_addons", name=self.state.label(e), count=e.addons)
        if not force and not self.addons_open():
            raise TournamentError("err.addon_not_now", level=rules.level)
        return ev.AddedOn(entry=e.id, forced=force)

    def verify_addon(self, ref: EntryRef, *, force: bool = False) -> None:
        """Raise TournamentError if the add-on is not allowed now."""
        self._prepare_addon(ref, force)

    def can_addon(self, ref: EntryRef, *, force: bool = False) -> bool:
        """True if :meth:`addon` would succeed."""
        return _can(self.verify_addon, ref, force=force)

    def addon(self, ref: EntryRef, *, force: bool = False) -> ev.AddedOn:
        """An add-on (during the add-on level and the break after it, unless ``force``)."""
        self._sync()
        return self._act(self._prepare_addon(ref, force))

    # -- chip counts ------------------------------------------------------------------------------------
    def _prepare_chips(self, counts: Mapping[EntryRef, int]) -> ev.ChipsCounted:
        self._not_finished()
        if not counts:
            raise TournamentError("err.bust_nobody")
        out: dict[int, int] = {}
        for ref, chips in counts.items():
            e = self._playing(ref)
            if isinstance(chips, bool) or not isinstance(chips, int) or chips < 0:
                raise TournamentError("err.negative_chips", name=self.state.label(e), chips=chips)
            if chips == 0:
                raise TournamentError("err.zero_not_busted", name=self.state.label(e))
            out[e.id] = chips
        return ev.ChipsCounted(counts=tuple(sorted(out.items())))

    def verify_set_chips(self, counts: Mapping[EntryRef, int]) -> None:
        """Raise TournamentError if the counts cannot be recorded."""
        self._prepare_chips(counts)

    def can_set_chips(self, counts: Mapping[EntryRef, int]) -> bool:
        """True if :meth:`set_chips` would succeed."""
        return _can(self.verify_set_chips, counts)

    def set_chips(self, counts: Mapping[EntryRef, int]) -> ev.ChipsCounted:
        """Record counted stacks (entry -> chips) as one action."""
        self._sync()
        return self._act(self._prepare_chips(counts))

    # -- a hand at a table (issue 9) -------------------------------------------------------------------
    def _prepare_hand(
        self,
        table: int,
        stacks_after: Mapping[EntryRef, int],
        busted: Sequence[EntryRef] | Mapping[EntryRef, EntryRef | None],
        button_seat: int | None,
        start_stacks: Mapping[EntryRef, int] | None,
    ) -> ev.HandRecorded:
        self._not_finished()
        s = self.state
        t = self._table(table)
        seated = {entry_of(p) for p in t.occupants.values()}
        after: dict[int, int] = {}
        for ref, chips in stacks_after.items():
            e = self._playing(ref)
            if e.id not in seated:
                raise TournamentError("err.not_at_table", name=s.label(e), table=table)
            if isinstance(chips, bool) or not isinstance(chips, int) or chips < 0:
                raise TournamentError("err.negative_chips", name=s.label(e), chips=chips)
            after[e.id] = chips
        pairs = busted.items() if isinstance(busted, Mapping) else ((b, None) for b in busted)
        specs: list[BustSpec] = []
        out_ids: set[int] = set()
        for ref, by in pairs:
            e = self._playing(ref)
            if e.id not in seated:
                raise TournamentError("err.not_at_table", name=s.label(e), table=table)
            if after.get(e.id, 0) > 0:
                raise TournamentError("err.busted_with_chips", name=s.label(e), chips=after[e.id])
            after.pop(e.id, None)
            out_ids.add(e.id)
            stack = None
            if start_stacks is not None:
                for k, v in start_stacks.items():
                    if self.find(k).id == e.id:
                        stack = v
            specs.append(BustSpec(e.id, by, stack if stack is not None else e.chips))
        for e_id, chips in after.items():
            if chips == 0:
                raise TournamentError("err.zero_not_busted", name=s.label(e_id))
        for e_id in sorted(seated - set(after) - out_ids):
            raise TournamentError("err.missing_stack", name=s.label(e_id))
        before = [s.entries[e].chips for e in seated]
        if all(c is not None for c in before):
            total_before = sum(c for c in before if c is not None)
            total_after = sum(after.values())
            if total_before != total_after:
                raise TournamentError("err.hand_chips", after=total_after, before=total_before)
        hand = self._hand_key()
        busts = self._busts(specs, None, hand, at_table=table) if specs else ()
        hfh = s.hand_for_hand
        if hfh is not None and table in hfh.tables and table not in hfh.waiting:
            try:
                hfh.verify_finish(table)
            except SeatingError as exc:
                raise TournamentError("err.settings", problem=str(exc)) from None
        gone = [seat_id(b.entry) for b in busts]
        if button_seat is not None:
            if not 1 <= button_seat <= t.seats:
                raise TournamentError("err.no_seat", table=table, seat=button_seat, seats=t.seats)
            moved = t.without(gone).with_button(button_seat)
        else:
            moved = seating.advance_button(t, gone)
        positions = None
        if moved.button is not None and moved.small_blind is not None and moved.big_blind:
            positions = (moved.button, moved.small_blind, moved.big_blind)
        return ev.HandRecorded(
            table=table,
            stacks=tuple(sorted(after.items())),
            busts=busts,
            hand=hand,
            positions=positions,
            finished=bool(busts) and self._finishes(len(busts)),
        )

    def verify_record_hand(
        self,
        table: int,
        stacks_after: Mapping[EntryRef, int],
        busted: Sequence[EntryRef] | Mapping[EntryRef, EntryRef | None] = (),
        *,
        button_seat: int | None = None,
        start_stacks: Mapping[EntryRef, int] | None = None,
    ) -> None:
        """Raise TournamentError if the hand's result cannot be recorded."""
        self._prepare_hand(table, stacks_after, busted, button_seat, start_stacks)

    def can_record_hand(
        self, table: int, stacks_after: Mapping[EntryRef, int], *a: Any, **kw: Any
    ) -> bool:
        """True if :meth:`record_hand` would succeed."""
        return _can(self.verify_record_hand, table, stacks_after, *a, **kw)

    def record_hand(
        self,
        table: int,
        stacks_after: Mapping[EntryRef, int],
        busted: Sequence[EntryRef] | Mapping[EntryRef, EntryRef | None] = (),
        *,
        button_seat: int | None = None,
        start_stacks: Mapping[EntryRef, int] | None = None,
    ) -> ev.HandRecorded:
        """Record a hand played at ``table`` as ONE undoable action.

        Args:
            table: The table number.
            stacks_after: Every player still at the table with their stack after the hand.
            busted: Players left with no chips (a mapping gives who eliminated each one).
            button_seat: Where the button goes for the next hand; default: moved by the dead
                button rule (:func:`director.seating.advance_button`).
            start_stacks: Stacks at the start of the hand of the busted players, if the
                recorded counts are not those (they place simultaneous busts, TDA).

        The chips must add up to what the table had (when every stack was counted). Busted
        players are eliminated with their places (same-hand busts ranked by starting stack; in
        hand-for-hand play with the busts of the same hand at the other tables); in hand-for-hand
        play the table is marked as done with the hand.
        """
        self._sync()
        record = self._prepare_hand(table, stacks_after, busted, button_seat, start_stacks)
        return self._act(record, pause_clock=record.finished)

    # ================================================================================================
    # Tables and seats
    # ================================================================================================
    def _table(self, number: int) -> st.Table:
        t = self.state.tables.get(number)
        if t is None:
            raise TournamentError("err.no_table", table=number)
        return t

    def _seat_ok(self, t: st.Table, seat: int) -> None:
        if not isinstance(seat, int) or not 1 <= seat <= t.seats:
            raise TournamentError("err.no_seat", table=t.number, seat=seat, seats=t.seats)

    def _prepare_add_tables(
        self, count: int, seats: int | None, numbers: Sequence[int] | None
    ) -> ev.TablesAdded:
        seats = self.settings.seats_per_table if seats is None else seats
        if not isinstance(seats, int) or not MIN_SEATS <= seats <= MAX_SEATS:
            raise TournamentError("err.table_size", seats=seats)
        existing = set(self.state.tables)
        if numbers is None:
            if count < 1:
                raise TournamentError("err.table_count", count=count)
            start = max(existing, default=0) + 1
            numbers = list(range(start, start + count))
        if not numbers:
            raise TournamentError("err.table_count", count=0)
        for n in numbers:
            if not isinstance(n, int) or n < 1:
                raise TournamentError("err.no_table", table=n)
            if n in existing or list(numbers).count(n) > 1:
                raise TournamentError("err.table_exists", table=n)
        return ev.TablesAdded(tables=tuple((n, seats) for n in numbers))

    def verify_add_tables(
        self, count: int = 1, *, seats: int | None = None, numbers: Sequence[int] | None = None
    ) -> None:
        """Raise TournamentError if the tables cannot be added."""
        self._prepare_add_tables(count, seats, numbers)

    def can_add_tables(self, count: int = 1, **kw: Any) -> bool:
        """True if :meth:`add_tables` would succeed."""
        return _can(self.verify_add_tables, count, **kw)

    def add_tables(
        self, count: int = 1, *, seats: int | None = None, numbers: Sequence[int] | None = None
    ) -> ev.TablesAdded:
        """Add ``count`` tables of ``seats`` seats (default: the settings'), numbered after the
        last one, or the given ``numbers``."""
        self._sync()
        return self._act(self._prepare_add_tables(count, seats, numbers))

    def _prepare_remove_table(self, number: int) -> ev.TableRemoved:
        t = self._table(number)
        if t.occupants:
            raise TournamentError("err.table_not_empty", table=number, count=t.count)
        return ev.TableRemoved(table=number)

    def verify_remove_table(self, number: int) -> None:
        """Raise TournamentError if the table cannot be removed (it has players)."""
        self._prepare_remove_table(number)

    def can_remove_table(self, number: int) -> bool:
        """True if :meth:`remove_table` would succeed."""
        return _can(self.verify_remove_table, number)

    def remove_table(self, number: int) -> ev.TableRemoved:
        """Take away an empty table."""
        self._sync()
        return self._act(self._prepare_remove_table(number))

    def _prepare_draw(self) -> ev.Seated:
        s = self.state
        if not s.tables:
            raise TournamentError("err.no_tables")
        waiting = [seat_id(e) for e in s.unseated]
        if not waiting:
            raise TournamentError("err.nobody_to_seat")
        tables = list(s.tables.values())
        reserved = {p for t in tables for p in t.reserved.values()}
        room = sum(len(t.open_seats) for t in tables)
        if len([p for p in waiting if p not in reserved]) > room:
            raise TournamentError("err.no_room", count=len(waiting) - room)
        moves = seating.draw_seats(waiting, tables, self.rng)
        return ev.Seated(
            seats=tuple((entry_of(m.player), m.to_table, m.to_seat) for m in moves), draw=True
        )

    def verify_draw_seats(self) -> None:
        """Raise TournamentError if there is nobody to seat or no room."""
        s = self.state
        if not s.tables:
            raise TournamentError("err.no_tables")
        if not s.unseated:
            raise TournamentError("err.nobody_to_seat")
        tables = list(s.tables.values())
        reserved = {p for t in tables for p in t.reserved.values()}
        room = sum(len(t.open_seats) for t in tables)
        need = len([e for e in s.unseated if seat_id(e) not in reserved])
        if need > room:
            raise TournamentError("err.no_room", count=need - room)

    def can_draw_seats(self) -> bool:
        """True if :meth:`draw_seats` would succeed."""
        return _can(self.verify_draw_seats)

    def draw_seats(self) -> ev.Seated:
        """The random seat draw for every player without a seat (TDA: random seating).

        Table sizes are evened out; uses the tournament's random source (cryptographically
        secure unless a test gave a seeded one).
        """
        self._sync()
        return self._act(self._prepare_draw())

    def _prepare_seat(self, ref: EntryRef, table: int | None, seat: int | None) -> ev.Seated:
        e = self._playing(ref)
        s = self.state
        where = s.seat_of.get(e.id)
        if where is not None:
            raise TournamentError(
                "err.already_seated", name=s.label(e), table=where.table, seat=where.seat
            )
        if not s.tables:
            raise TournamentError("err.no_tables")
        if table is None:
            tables = list(s.tables.values())
            if not any(t.open_seats for t in tables) and not any(
                seat_id(e.id) in t.reserved.values() for t in tables
            ):
                raise TournamentError("err.no_room", count=1)
            move = seating.seat_entrant(seat_id(e.id), tables, self.rng)
            return ev.Seated(seats=((e.id, move.to_table, move.to_seat),))
        t = self._table(table)
        if seat is None:
            free = t.open_seats
            if not free:
                raise TournamentError("err.no_room", count=1)
            seat = self.rng.choice(free)
        self._free_seat(t, seat, e.id)
        return ev.Seated(seats=((e.id, table, seat),))

    def _free_seat(self, t: st.Table, seat: int, entry: int) -> None:
        self._seat_ok(t, seat)
        if seat in t.occupants:
            raise TournamentError(
                "err.seat_taken",
                table=t.number,
                seat=seat,
                name=self.state.label(entry_of(t.occupants[seat])),
            )
        if seat in t.blocked:
            raise TournamentError("err.seat_blocked", table=t.number, seat=seat)
        holder = t.reserved.get(seat)
        if holder is not None and holder != seat_id(entry):
            raise TournamentError(
                "err.seat_taken", table=t.number, seat=seat, name=self.state.label(entry_of(holder))
            )

    def verify_seat(self, ref: EntryRef, table: int | None = None, seat: int | None = None) -> None:
        """Raise TournamentError if the player cannot be seated so."""
        self._prepare_seat(ref, table, seat)

    def can_seat(self, ref: EntryRef, table: int | None = None, seat: int | None = None) -> bool:
        """True if :meth:`seat` would succeed."""
        return _can(self.verify_seat, ref, table, seat)

    def seat(self, ref: EntryRef, table: int | None = None, seat: int | None = None) -> ev.Seated:
        """Seat one player: at a random seat (late entry rule), or at the table/seat given."""
        self._sync()
        return self._act(self._prepare_seat(ref, table, seat))

    # -- moves: proposals and confirmation ---------------------------------------------------------------
    def _room(self) -> list[st.Table]:
        return list(self.state.tables.values())

    def propose_balance(self) -> list[Move]:
        """The moves that balance the room (TDA): a proposal, not an action."""
        return seating.balance_moves(self._room(), self.settings.balance_threshold)

    def tables_to_break(self) -> list[int]:
        """Tables to break now, in the preset break order (their players fit elsewhere)."""
        return seating.tables_to_break(self._room(), self.settings.break_order)

    def final_table_due(self) -> int | None:
        """The final table's number when everybody left fits at one table, else None."""
        return seating.final_table_due(self._room(), self.settings.break_order)

    def propose_break(self, table: int | None = None) -> list[Move]:
        """The moves that break ``table`` (default: the next in the break order)."""
        if table is None:
            due = self.tables_to_break()
            if not due:
                return []
            table = due[0]
        self._table(table)
        try:
            return seating.break_table(
                self._room(), table, self.rng, self.settings.balance_threshold
            )
        except SeatingError as exc:
            raise TournamentError("err.settings", problem=str(exc)) from None

    def propose_final_table(self, table: int | None = None) -> list[Move]:
        """The random redraw of everybody left at the final table."""
        if table is None:
            table = self.final_table_due()
            if table is None:
                return []
        t = self._table(table)
        left = sum(x.count for x in self._room())
        if left > t.capacity:
            raise TournamentError(
                "err.final_table_too_many", count=left, table=table, seats=t.capacity
            )
        try:
            return seating.final_table_redraw(self._room(), table, self.rng)
        except SeatingError as exc:
            raise TournamentError("err.settings", problem=str(exc)) from None

    def propose_move(self, ref: EntryRef, table: int, seat: int) -> list[Move]:
        """A move the director asks for by hand, checked (a proposal to confirm)."""
        e = self._playing(ref)
        if e.id not in self.state.seat_of:
            raise TournamentError("err.not_seated", name=self.state.label(e))
        if self.state.is_fixed(e.id):
            raise TournamentError("err.fixed_player", name=self.state.label(e))
        t = self._table(table)
        self._free_seat(t, seat, e.id)
        try:
            return [seating.manual_move(self._room(), seat_id(e.id), table, seat)]
        except SeatingError as exc:
            raise TournamentError("err.settings", problem=str(exc)) from None

    def _prepare_moves(self, moves: Sequence[Move], purpose: str | None) -> ev.Moved:
        if not moves:
            raise TournamentError("err.no_moves")
        s = self.state
        for m in moves:
            e = entry_of(m.player)
            if e not in s.entries or not s.entries[e].playing:
                raise TournamentError("err.stale_move", name=m.player)
        try:
            after = seating.apply_moves(self._room(), moves)
        except SeatingError as exc:
            name = s.label(entry_of(moves[0].player)) if moves else ""
            raise TournamentError("err.stale_move", name=name) from exc
        reasons = {m.reason for m in moves}
        if purpose is None:
            if MoveReason.FINAL_TABLE in reasons:
                purpose = "final"
            elif MoveReason.BREAK_TABLE in reasons:
                purpose = "break"
            elif reasons == {MoveReason.BALANCE}:
                purpose = "balance"
            else:
                purpose = "manual"
        removed: tuple[int, ...] = ()
        broken: int | None = None
        if purpose == "break":
            sources = {m.from_table for m in moves if m.reason is MoveReason.BREAK_TABLE}
            emptied = {t.number for t in after if not t.occupants}
            removed = tuple(sorted(n for n in sources if n in emptied and n is not None))
            broken = removed[0] if len(removed) == 1 else None
        elif purpose == "final":
            final = {m.to_table for m in moves}
            removed = tuple(
                sorted(t.number for t in after if not t.occupants and t.number not in final)
            )
        return ev.Moved(
            moves=tuple(st.move_data(m) for m in moves),
            purpose=purpose,
            removed=removed,
            table=broken,
        )

    def verify_apply_moves(self, moves: Sequence[Move]) -> None:
        """Raise TournamentError if the proposed moves no longer fit the room."""
        self._prepare_moves(moves, None)

    def can_apply_moves(self, moves: Sequence[Move]) -> bool:
        """True if :meth:`apply_moves` would succeed."""
        return _can(self.verify_apply_moves, moves)

    def apply_moves(self, moves: Sequence[Move], *, purpose: str | None = None) -> ev.Moved:
        """Carry out moves the director confirmed (balance, break, final table, manual).

        A broken table is taken away once empty; after the final-table draw the other empty
        tables are too.
        """
        self._sync()
        return self._act(self._prepare_moves(moves, purpose))

    def move(self, ref: EntryRef, table: int, seat: int) -> ev.Moved:
        """Move a player by hand to ``table``/``seat`` (proposal and confirmation in one)."""
        return self.apply_moves(self.propose_move(ref, table, seat), purpose="manual")

    # -- seat properties -------------------------------------------------------------------------------
    def _prepare_button(self, table: int, seat: int) -> ev.ButtonSet:
        t = self._table(table)
        self._seat_ok(t, seat)
        return ev.ButtonSet(table=table, seat=seat)

    def verify_set_button(self, table: int, seat: int) -> None:
        """Raise TournamentError if there is no such seat."""
        self._prepare_button(table, seat)

    def can_set_button(self, table: int, seat: int) -> bool:
        """True if :meth:`set_button` would succeed."""
        return _can(self.verify_set_button, table, seat)

    def set_button(self, table: int, seat: int) -> ev.ButtonSet:
        """Put the dealer button at ``seat`` (the blinds follow it)."""
        self._sync()
        return self._act(self._prepare_button(table, seat))

    def _prepare_block(self, table: int, seat: int, blocked: bool) -> ev.SeatBlocked:
        t = self._table(table)
        self._seat_ok(t, seat)
        if blocked and seat in t.occupants:
            raise TournamentError(
                "err.seat_taken",
                table=table,
                seat=seat,
                name=self.state.label(entry_of(t.occupants[seat])),
            )
        if blocked and seat in t.reserved:
            raise TournamentError(
                "err.seat_taken",
                table=table,
                seat=seat,
                name=self.state.label(entry_of(t.reserved[seat])),
            )
        return ev.SeatBlocked(table=table, seat=seat, blocked=blocked)

    def verify_block_seat(self, table: int, seat: int, blocked: bool = True) -> None:
        """Raise TournamentError if the seat cannot be blocked (taken) or does not exist."""
        self._prepare_block(table, seat, blocked)

    def can_block_seat(self, table: int, seat: int, blocked: bool = True) -> bool:
        """True if :meth:`block_seat` would succeed."""
        return _can(self.verify_block_seat, table, seat, blocked)

    def block_seat(self, table: int, seat: int, blocked: bool = True) -> ev.SeatBlocked:
        """Block a seat (nobody is seated there) or open it again (``blocked=False``)."""
        self._sync()
        return self._act(self._prepare_block(table, seat, blocked))

    def _prepare_reserve(self, table: int, seat: int, ref: EntryRef | None) -> ev.SeatReserved:
        t = self._table(table)
        self._seat_ok(t, seat)
        if ref is None:
            return ev.SeatReserved(table=table, seat=seat, entry=None)
        e = self._playing(ref)
        if e.id in self.state.seat_of:
            where = self.state.seat_of[e.id]
            raise TournamentError(
                "err.already_seated", name=self.state.label(e), table=where.table, seat=where.seat
            )
        self._free_seat(t, seat, e.id)
        for other in self.state.tables.values():
            if seat_id(e.id) in other.reserved.values():
                raise TournamentError(
                    "err.seat_taken", table=other.number, seat=seat, name=self.state.label(e)
                )
        return ev.SeatReserved(table=table, seat=seat, entry=e.id)

    def verify_reserve_seat(self, table: int, seat: int, ref: EntryRef | None) -> None:
        """Raise TournamentError if the seat cannot be held for the player."""
        self._prepare_reserve(table, seat, ref)

    def can_reserve_seat(self, table: int, seat: int, ref: EntryRef | None) -> bool:
        """True if :meth:`reserve_seat` would succeed."""
        return _can(self.verify_reserve_seat, table, seat, ref)

    def reserve_seat(self, table: int, seat: int, ref: EntryRef | None) -> ev.SeatReserved:
        """Hold a seat for a registered player not yet seated (the draw puts them there);
        ``None`` releases it."""
        self._sync()
        return self._act(self._prepare_reserve(table, seat, ref))

    def _prepare_fix(self, ref: EntryRef, fixed: bool) -> ev.PlayerFixed:
        e = self._playing(ref)
        if e.id not in self.state.seat_of:
            raise TournamentError("err.not_seated", name=self.state.label(e))
        return ev.PlayerFixed(entry=e.id, fixed=fixed)

    def verify_fix_player(self, ref: EntryRef, fixed: bool = True) -> None:
        """Raise TournamentError if the player is not seated."""
        self._prepare_fix(ref, fixed)

    def can_fix_player(self, ref: EntryRef, fixed: bool = True) -> bool:
        """True if :meth:`fix_player` would succeed."""
        return _can(self.verify_fix_player, ref, fixed)

    def fix_player(self, ref: EntryRef, fixed: bool = True) -> ev.PlayerFixed:
        """Make a player's seat fixed (balancing never moves them, e.g. the playing director)."""
        self._sync()
        return self._act(self._prepare_fix(ref, fixed))

    # -- hand for hand ---------------------------------------------------------------------------------
    def _prepare_h4h(self, on: bool) -> ev.HandForHandSet:
        s = self.state
        if on:
            tables = tuple(sorted(t.number for t in s.tables.values() if t.occupants))
            if not tables:
                raise TournamentError("err.no_tables")
            return ev.HandForHandSet(on=True, tables=tables)
        if s.hand_for_hand is None:
            raise TournamentError("err.hand_for_hand_off")
        return ev.HandForHandSet(on=False)

    def verify_set_hand_for_hand(self, on: bool = True) -> None:
        """Raise TournamentError if hand-for-hand cannot be switched so."""
        self._prepare_h4h(on)

    def can_set_hand_for_hand(self, on: bool = True) -> bool:
        """True if :meth:`set_hand_for_hand` would succeed."""
        return _can(self.verify_set_hand_for_hand, on)

    def set_hand_for_hand(self, on: bool = True) -> ev.HandForHandSet:
        """Start hand-for-hand play (at hand 1, at every table with players) or stop it."""
        self._sync()
        return self._act(self._prepare_h4h(on))

    def _prepare_h4h_done(self, table: int) -> ev.HandForHandDone:
        hfh = self.state.hand_for_hand
        if hfh is None:
            raise TournamentError("err.hand_for_hand_off")
        try:
            hfh.verify_finish(table)
        except SeatingError as exc:
            raise TournamentError("err.settings", problem=str(exc)) from None
        return ev.HandForHandDone(table=table)

    def verify_table_done(self, table: int) -> None:
        """Raise TournamentError if the table cannot be marked done with the current hand."""
        self._prepare_h4h_done(table)

    def can_table_done(self, table: int) -> bool:
        """True if :meth:`table_done` would succeed."""
        return _can(self.verify_table_done, table)

    def table_done(self, table: int) -> ev.HandForHandDone:
        """In hand-for-hand play: ``table`` has finished the current hand."""
        self._sync()
        return self._act(self._prepare_h4h_done(table))

    def _prepare_h4h_next(self, force: bool) -> ev.HandForHandNext:
        hfh = self.state.hand_for_hand
        if hfh is None:
            raise TournamentError("err.hand_for_hand_off")
        if not force:
            try:
                hfh.verify_next_hand()
            except SeatingError as exc:
                raise TournamentError("err.settings", problem=str(exc)) from None
        tables = tuple(sorted(t.number for t in self.state.tables.values() if t.occupants))
        return ev.HandForHandNext(tables=tables)

    def verify_next_hand(self, *, force: bool = False) -> None:
        """Raise TournamentError if some table is still playing the hand-for-hand hand."""
        self._prepare_h4h_next(force)

    def can_next_hand(self, *, force: bool = False) -> bool:
        """True if :meth:`next_hand` would succeed."""
        return _can(self.verify_next_hand, force=force)

    def next_hand(self, *, force: bool = False) -> ev.HandForHandNext:
        """In hand-for-hand play: every table has finished; deal the next hand."""
        self._sync()
        return self._act(self._prepare_h4h_next(force))

    # ================================================================================================
    # Payouts and deals
    # ================================================================================================
    def deal_proposal(self, method: str = "icm", *, play_for_cents: int = 0) -> DealProposal:
        """Work out a deal (ICM or chip-chop) for the players left from their counted stacks."""
        s = self.state
        players = s.playing
        if len(players) < 2:
            raise TournamentError("err.deal_too_few")
        for e in players:
            if e.chips is None:
                raise TournamentError("err.deal_no_counts", name=s.label(e))
        prizes = pz.remaining_prizes(s)
        deal = icm.make_deal(
            [e.chips or 0 for e in players],
            prizes,
            method,
            play_for_cents=play_for_cents,
            names=[s.label(e) for e in players],
        )
        return DealProposal(tuple(e.id for e in players), deal)

    def _prepare_deal(
        self, deal: DealProposal | Mapping[EntryRef, int], play_for_cents: int
    ) -> ev.DealRecorded:
        s = self.state
        self._not_finished()
        if s.deal is not None:
            raise TournamentError("err.deal_exists")
        players = s.playing
        if len(players) < 2:
            raise TournamentError("err.deal_too_few")
        prizes = pz.remaining_prizes(s)
        if isinstance(deal, DealProposal):
            amounts = deal.amounts
            play_for_cents = deal.deal.play_for_cents
            if tuple(deal.deal.prizes_cents) != tuple(prizes):
                raise TournamentError(
                    "err.deal_sum", given=sum(deal.deal.prizes_cents), expected=sum(prizes)
                )
            calc = deal.deal
        else:
            amounts = {self.find(k).id: v for k, v in deal.items()}
            for v in amounts.values():
                if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                    raise TournamentError("err.deal_negative")
            calc = None
        if set(amounts) != {e.id for e in players}:
            raise TournamentError("err.deal_players", expected=len(players), count=len(amounts))
        expected = sum(prizes) - play_for_cents
        if play_for_cents < 0 or sum(amounts.values()) != expected:
            raise TournamentError("err.deal_sum", given=sum(amounts.values()), expected=expected)
        if calc is None:
            order = [e.id for e in players]
            try:
                calc = icm.custom_deal(
                    [s.entries[i].chips or 1 for i in order],
                    prizes,
                    [amounts[i] for i in order],
                    play_for_cents=play_for_cents,
                    names=[s.label(i) for i in order],
                )
            except DirectorError as exc:
                raise TournamentError("err.settings", problem=str(exc)) from None
        return ev.DealRecorded(
            amounts=tuple(sorted(amounts.items())),
            play_for_cents=play_for_cents,
            method=str(calc.method.value),
            details=calc.to_dict(),
        )

    def verify_record_deal(
        self, deal: DealProposal | Mapping[EntryRef, int], *, play_for_cents: int = 0
    ) -> None:
        """Raise TournamentError if the deal cannot be recorded (players, sums)."""
        self._prepare_deal(deal, play_for_cents)

    def can_record_deal(self, deal: Any, **kw: Any) -> bool:
        """True if :meth:`record_deal` would succeed."""
        return _can(self.verify_record_deal, deal, **kw)

    def record_deal(
        self, deal: DealProposal | Mapping[EntryRef, int], *, play_for_cents: int = 0
    ) -> ev.DealRecorded:
        """Record a deal (a proposal, or the amounts agreed): it fixes those players' prizes.

        The amounts plus ``play_for_cents`` must add up exactly to the prizes still to be paid;
        the eventual winner also takes what was left to play for.
        """
        self._sync()
        return self._act(self._prepare_deal(deal, play_for_cents))

    # ================================================================================================
    # Settings, structure, registration, the end
    # ================================================================================================
    def _prepare_settings(self, changes: dict[str, Any]) -> ev.SettingsChanged:
        new = self.settings.changed(**changes)
        if new.payout_table != self.settings.payout_table:
            pz.payout_table(new.payout_table)
        preview = self.state.but(settings=new)
        if pz.payouts(preview) != pz.payouts(self.state) or pz.money(preview) != pz.money(
            self.state
        ):
            self._no_deal()
        return ev.SettingsChanged(settings=new.to_dict())

    def verify_update_settings(self, **changes: Any) -> None:
        """Raise a DirectorError if the settings would not make sense."""
        self._prepare_settings(changes)

    def can_update_settings(self, **changes: Any) -> bool:
        """True if :meth:`update_settings` would succeed."""
        return _can(self.verify_update_settings, **changes)

    def update_settings(self, **changes: Any) -> ev.SettingsChanged:
        """Change settings (name, venue, date, prices, rules, payouts ...) as one action."""
        self._sync()
        return self._act(self._prepare_settings(changes))

    def _prepare_structure(self, structure: Structure | str) -> ev.StructureChanged:
        if isinstance(structure, str):
            structure = loads_structure(structure)
        return ev.StructureChanged(structure=structure.to_yaml())

    def verify_change_structure(self, structure: Structure | str) -> None:
        """Raise StructureError if the YAML has errors."""
        self._prepare_structure(structure)

    def can_change_structure(self, structure: Structure | str) -> bool:
        """True if :meth:`change_structure` would succeed."""
        return _can(self.verify_change_structure, structure)

    def change_structure(self, structure: Structure | str) -> ev.StructureChanged:
        """Replace the blind structure (undoable); the clock keeps its level and time left."""
        self._sync()
        return self._act(self._prepare_structure(structure))

    def _prepare_registration(self, closed: bool) -> ev.RegistrationSet:
        s = self.state
        if s.registration_closed == closed:
            state = Msg("status.closed") if closed else Msg("status.open")
            raise TournamentError("err.registration_already", state=state)
        if not closed:
            self._not_finished()
        ends = closed and not s.finished and s.players_left == 1 and s.entry_count > 1
        return ev.RegistrationSet(closed=closed, finished=ends)

    def verify_close_registration(self, closed: bool = True) -> None:
        """Raise TournamentError if registration is already so."""
        self._prepare_registration(closed)

    def can_close_registration(self, closed: bool = True) -> bool:
        """True if :meth:`close_registration` would succeed."""
        return _can(self.verify_close_registration, closed)

    def close_registration(self, closed: bool = True) -> ev.RegistrationSet:
        """Close registration now (``closed=False`` reopens it); with one player left this
        finishes the tournament."""
        self._sync()
        record = self._prepare_registration(closed)
        return self._act(record, pause_clock=record.finished)

    def _prepare_finish(self) -> ev.Finished:
        s = self.state
        self._not_finished()
        if s.players_left != 1 or s.entry_count < 2 or self.registration_closed_because() is None:
            raise TournamentError("err.not_finishable")
        return ev.Finished()

    def verify_finish(self) -> None:
        """Raise TournamentError unless one player is left and registration is closed."""
        self._prepare_finish()

    def can_finish(self) -> bool:
        """True when the tournament can be declared over (e.g. late registration ran out with
        one player left)."""
        return _can(self.verify_finish)

    def finish(self) -> ev.Finished:
        """Declare the tournament over: the last player wins; the clock is paused."""
        self._sync()
        return self._act(self._prepare_finish(), pause_clock=True)


@dataclass(frozen=True, slots=True)
class Result:
    """One line of the results sheet.

    Attributes:
        place: Finishing place (the best of a tie).
        place_to: The worst place of a tie (equal to ``place`` otherwise).
        entry: The entry.
        name: The name shown.
        prize_cents: Prize won (shared in a tie; the deal's amount after a deal).
        bounties: Bounties collected.
        bounty_cents: Bounty money won.
        busted_by: Who eliminated them.
    """

    place: int
    place_to: int
    entry: int
    name: str
    prize_cents: int
    bounties: int
    bounty_cents: int
    busted_by: str

    @property
    def place_text(self) -> str:
        """``5`` or ``5-6`` for a tie."""
        return str(self.place) if self.place_to == self.place else f"{self.place}-{self.place_to}"


@dataclass(frozen=True, slots=True)
class SeatRow:
    """One seat taken: the seating sheet and a seat card.

    Attributes:
        table, seat: Where.
        entry: Who (entry id).
        name: The name shown.
        button: The dealer button is there.
        fixed: The seat never moves.
        chips: The counted stack, if any.
    """

    table: int
    seat: int
    entry: int
    name: str
    button: bool
    fixed: bool
    chips: int | None


def _can(verify: Callable[..., Any], *args: Any, **kw: Any) -> bool:
    try:
        verify(*args, **kw)
    except DirectorError:
        return False
    return True
