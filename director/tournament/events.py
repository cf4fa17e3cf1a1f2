"""The records of what happened: one frozen record per director action, stored in the log.

Every action the director takes becomes one of these records. The same record is what the
action returns to its caller, what is written to the SQLite log, what undo takes back and what
subscribers (the GUI, the projector) receive. A record holds the *outcome* of the action, never
an intention to be worked out again: a seat draw stores the seats drawn, a bust stores the stacks
that place it. Replaying the records is therefore deterministic and needs no randomness, no clock
and no checks.

:meth:`Event.apply` folds a record into a :class:`~director.tournament.model.TournamentState`;
:meth:`Event.label` names it for the Undo/Redo menu in either language.

Clock changes, undo and redo are records too but are not undoable themselves (see
:mod:`director.tournament.tournament` for why the clock is not rewound by Ctrl+Z).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields, replace
from typing import Any, ClassVar

from director.i18n import Msg
from director.seating import HandForHand
from director.structures import Structure, loads_structure
from director.tournament import seats as st
from director.tournament.model import (
    Bust,
    Correction,
    Deal,
    Elimination,
    Entry,
    EntryStatus,
    Player,
    SeatRef,
    TournamentState,
    entry_of,
    seat_id,
)
from director.tournament.settings import Settings

Pair = tuple[int, int]

#: Prefix of the group key of busts in hand-for-hand play ("h4h:3" for hand 3).
HAND_FOR_HAND = "h4h:"


@dataclass(frozen=True, slots=True, kw_only=True)
class Event:
    """One record in the log.

    Attributes:
        seq: Its number in the log (1 for the creation), given when it is stored.
        at: Wall-clock time it was recorded (seconds since the epoch).
    """

    seq: int = 0
    at: float = 0.0

    KIND: ClassVar[str] = ""
    #: False for records that Ctrl+Z does not take back (creation, clock, undo, redo).
    UNDOABLE: ClassVar[bool] = True
    #: Fields holding a tuple of :class:`Bust`.
    _BUSTS: ClassVar[tuple[str, ...]] = ()

    def apply(self, s: TournamentState) -> TournamentState:
        """The state after this record."""
        raise NotImplementedError

    def label(self, s: TournamentState) -> Msg:
        """The action's name (for "Undo bust of Mario Rossi"), given a state that knows it."""
        raise NotImplementedError

    # -- the log -------------------------------------------------------------------------------
    def to_data(self) -> dict[str, Any]:
        """The fields (but seq and at) as plain JSON data."""
        out: dict[str, Any] = {}
        for f in fields(self):
            if f.name in ("seq", "at"):
                continue
            out[f.name] = _plain(getattr(self, f.name))
        return out

    def to_json(self) -> str:
        """:meth:`to_data` as compact JSON text."""
        return json.dumps(self.to_data(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_data(cls, data: dict[str, Any], seq: int = 0, at: float = 0.0) -> Event:
        """Read back :meth:`to_data`."""
        kw: dict[str, Any] = {}
        for f in fields(cls):
            if f.name in ("seq", "at") or f.name not in data:
                continue
            value = data[f.name]
            if f.name in cls._BUSTS:
                value = tuple(Bust(*b) for b in value)
            elif f.name in ("settings", "state", "details"):
                pass  # plain mappings stay mappings
            else:
                value = _tuples(value)
            kw[f.name] = value
        return cls(seq=seq, at=at, **kw)


def _plain(value: Any) -> Any:
    if isinstance(value, Bust):
        return value.to_list()
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value


EVENT_TYPES: dict[str, type[Event]] = {}


def _event(cls: type[Event]) -> type[Event]:
    if not cls.KIND or cls.KIND in EVENT_TYPES:
        raise TypeError(f"{cls.__name__} needs a KIND of its own")
    EVENT_TYPES[cls.KIND] = cls
    return cls


def decode(kind: str, data: str, seq: int, at: float) -> Event:
    """The record stored as ``kind`` with JSON ``data``; KeyError/ValueError if damaged."""
    return EVENT_TYPES[kind].from_data(json.loads(data), seq, at)


# ------------------------------------------------------------------------------------------------
# Creation, settings, structure
# ------------------------------------------------------------------------------------------------


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class Created(Event):
    """The tournament was created with these settings and this structure (YAML)."""

    settings: dict[str, Any]
    structure: str
    KIND: ClassVar[str] = "created"
    UNDOABLE: ClassVar[bool] = False

    def initial_state(self) -> TournamentState:
        """The state of a new tournament."""
        return TournamentState(
            settings=Settings.from_dict(self.settings),
            structure=loads_structure(self.structure, "<tournament structure>"),
            created_at=self.at,
        )

    def apply(self, s: TournamentState) -> TournamentState:
        return self.initial_state()

    def label(self, s: TournamentState) -> Msg:
        return Msg("action.created")


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class SettingsChanged(Event):
    """The settings were replaced by these."""

    settings: dict[str, Any]
    KIND: ClassVar[str] = "settings"

    def apply(self, s: TournamentState) -> TournamentState:
        return s.but(settings=Settings.from_dict(self.settings))

    def label(self, s: TournamentState) -> Msg:
        return Msg("action.settings")


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class StructureChanged(Event):
    """The blind structure was replaced (YAML text)."""

    structure: str
    KIND: ClassVar[str] = "structure"

    def parsed(self) -> Structure:
        """The structure."""
        return loads_structure(self.structure, "<tournament structure>")

    def apply(self, s: TournamentState) -> TournamentState:
        return s.but(structure=self.parsed())

    def label(self, s: TournamentState) -> Msg:
        return Msg("action.structure")


# ------------------------------------------------------------------------------------------------
# Entrants
# ------------------------------------------------------------------------------------------------


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class Registered(Event):
    """A new entry: a new person, or a re-entry of a known one.

    Attributes:
        entry: The entry number given.
        player: The person's id (new or known).
        reentry: True when the person had entered before.
        name, nickname, email, phone, notes: The person's details (for a new person).
        seat: (table, seat) drawn for the entry, if seated at once.
        forced: Registered by the director's override after registration had closed.
    """

    entry: int
    player: int
    reentry: bool = False
    name: str = ""
    nickname: str = ""
    email: str = ""
    phone: str = ""
    notes: str = ""
    seat: Pair | None = None
    forced: bool = False
    KIND: ClassVar[str] = "register"

    def apply(self, s: TournamentState) -> TournamentState:
        if self.entry != s.next_entry_id:
            raise ValueError(f"entry {self.entry} out of order (expected {s.next_entry_id})")
        changes: dict[str, Any] = {}
        person = None
        if self.reentry:
            if self.player not in s.players:
                raise ValueError(f"re-entry of unknown player {self.player}")
            number = len(s.entries_by_player.get(self.player, ())) + 1
        else:
            if self.player != s.next_player_id:
                raise ValueError(f"player {self.player} out of order")
            players = dict(s.players)
            person = Player(
                self.player, self.name, self.nickname, self.email, self.phone, self.notes
            )
            players[self.player] = person
            changes["players"] = players
            number = 1
        entry = Entry(id=self.entry, player=self.player, number=number, registered_at=self.at)
        changes["indexes"] = s.indexes_with(entry, person)
        if self.seat is not None:
            table, seat = self.seat
            tables = dict(s.tables)
            tables[table] = st.sit(tables[table], seat, self.entry)
            changes["tables"] = tables
            changes["seat_of"] = _seats(s, add=[(self.entry, table, seat)])
        return s.with_entry(entry, **changes)

    def label(self, s: TournamentState) -> Msg:
        if self.reentry:
            return Msg("action.reenter", name=s.players[self.player].label)
        label = f"{self.name} ({self.nickname})" if self.nickname else self.name
        return Msg("action.register", name=label)


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerEdited(Event):
    """A person's details were corrected."""

    player: int
    name: str
    nickname: str = ""
    email: str = ""
    phone: str = ""
    notes: str = ""
    KIND: ClassVar[str] = "edit_player"

    def apply(self, s: TournamentState) -> TournamentState:
        if self.player not in s.players:
            raise ValueError(f"unknown player {self.player}")
        players = dict(s.players)
        players[self.player] = Player(
            self.player, self.name, self.nickname, self.email, self.phone, self.notes
        )
        return s.but(players=players)

    def label(self, s: TournamentState) -> Msg:
        return Msg("action.edit_player", name=s.players[self.player].label)


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class Withdrawn(Event):
    """An entry registered by mistake (or refunded before play) no longer counts."""

    entry: int
    KIND: ClassVar[str] = "withdraw"

    def apply(self, s: TournamentState) -> TournamentState:
        e = s.entries[self.entry]
        tables = st.remove_entries(s.tables, s.seat_of, [e.id])
        return s.with_entry(
            _replace(e, status=EntryStatus.WITHDRAWN),
            tables=tables,
            seat_of=_seats(s, remove=[e.id]),
        )

    def label(self, s: TournamentState) -> Msg:
        return Msg("action.withdraw", name=s.label(self.entry))


def _seats(
    s: TournamentState,
    *,
    remove: list[int] | tuple[int, ...] = (),
    add: list[tuple[int, int, int]] | tuple[tuple[int, int, int], ...] = (),
) -> dict[int, SeatRef]:
    """The seat index after standing up ``remove`` and seating ``add`` (entry, table, seat)."""
    out = dict(s.seat_of)
    for e in remove:
        out.pop(e, None)
    for e, table, seat in add:
        out[e] = SeatRef(table, seat)
    return out


def _replace(entry: Entry, **changes: Any) -> Entry:
    d = {f.name: getattr(entry, f.name) for f in fields(entry)}
    d.update(changes)
    return Entry(**d)


def _bust(
    s: TournamentState,
    busts: tuple[Bust, ...],
    hand: str,
    at: float,
    finished: bool,
    *,
    table: int | None = None,
) -> TournamentState:
    """Busts applied: entries out, seats freed, the elimination group recorded.

    In hand-for-hand play the busts are also reported to the hand being played (at the table
    each busted player sat at), so the hand's group covers every table.
    """
    entries = dict(s.entries)
    for b in busts:
        e = entries[b.entry]
        if e.status is not EntryStatus.PLAYING:
            raise ValueError(f"entry {b.entry} busted but not playing")
        entries[b.entry] = _replace(e, status=EntryStatus.BUSTED, busted_by=b.by, busted_at=at)
    hfh = s.hand_for_hand
    if hfh is not None and hand.startswith(HAND_FOR_HAND):
        by_table: dict[int, list[str]] = {}
        for b in busts:
            ref = s.seat_of.get(b.entry)
            number = ref.table if ref is not None else table
            if number is not None and number in hfh.tables:
                by_table.setdefault(number, []).append(seat_id(b.entry))
        for number, pids in sorted(by_table.items()):
            if number in hfh.waiting:
                hfh = hfh.bust(number, pids)
            else:
                hfh = replace(hfh, busted=hfh.busted + tuple(pids))
    tables = st.remove_entries(s.tables, s.seat_of, [b.entry for b in busts])
    groups = list(s.eliminations)
    if hand and groups and groups[-1].hand == hand:
        last = groups[-1]
        groups[-1] = Elimination(last.hand, last.busts + busts, last.at)
    else:
        groups.append(Elimination(hand, busts, at))
    return s.but(
        entries=entries,
        tables=tables,
        seat_of=_seats(s, remove=[b.entry for b in busts]),
        eliminations=tuple(groups),
        finished=s.finished or finished,
        hand_for_hand=hfh,
    )


def _bust_label(s: TournamentState, busts: tuple[Bust, ...]) -> Msg:
    name = s.label(busts[0].entry)
    if len(busts) == 1:
        return Msg("action.bust", name=name)
    return Msg("action.bust_many", name=name, more=len(busts) - 1)


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class Busted(Event):
    """Entries out of the tournament in one hand.

    Attributes:
        busts: Who is out, who eliminated them, their stacks at the start of the hand.
        hand: Busts with the same non-empty key (a hand-for-hand hand) form one group with
            the busts recorded just before under that key; empty: a group of its own.
        finished: The tournament ended with these busts.
    """

    busts: tuple[Bust, ...]
    hand: str = ""
    finished: bool = False
    KIND: ClassVar[str] = "bust"
    _BUSTS: ClassVar[tuple[str, ...]] = ("busts",)

    def apply(self, s: TournamentState) -> TournamentState:
        return _bust(s, self.busts, self.hand, self.at, self.finished)

    def label(self, s: TournamentState) -> Msg:
        return _bust_label(s, self.busts)


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class Revived(Event):
    """A bust found to be a mistake later: the entry is back in, with a record of why.

    Attributes:
        entry: The entry brought back.
        reason: Why (kept in the entry's corrections).
        chips: Its stack now, if counted.
        seat: (table, seat) where it sits again, if seated.
    """

    entry: int
    reason: str
    chips: int | None = None
    seat: Pair | None = None
    KIND: ClassVar[str] = "revive"

    def apply(self, s: TournamentState) -> TournamentState:
        e = s.entries[self.entry]
        if e.status is not EntryStatus.BUSTED:
            raise ValueError(f"entry {self.entry} revived but not busted")
        place = s.places.get(e.id)
        correction = Correction(
            at=self.at,
            reason=self.reason,
            busted_at=e.busted_at,
            busted_by=e.busted_by,
            place=place.best if place else None,
        )
        revived = _replace(
            e,
            status=EntryStatus.PLAYING,
            busted_by=None,
            busted_at=None,
            chips=self.chips,
            corrections=(*e.corrections, correction),
        )
        groups = []
        for g in s.eliminations:
            left = tuple(b for b in g.busts if b.entry != e.id)
            if left:
                groups.append(g if len(left) == len(g.busts) else Elimination(g.hand, left, g.at))
        tables = s.tables
        seat_of = s.seat_of
        if self.seat is not None:
            tables = dict(tables)
            tables[self.seat[0]] = st.sit(tables[self.seat[0]], self.seat[1], e.id)
            seat_of = _seats(s, add=[(e.id, *self.seat)])
        return s.with_entry(revived, eliminations=tuple(groups), tables=tables, seat_of=seat_of)

    def label(self, s: TournamentState) -> Msg:
        return Msg("action.revive", name=s.label(self.entry))


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class Rebought(Event):
    """A rebuy (``count`` 2 for a double rebuy)."""

    entry: int
    count: int = 1
    forced: bool = False
    KIND: ClassVar[str] = "rebuy"

    def apply(self, s: TournamentState) -> TournamentState:
        e = s.entries[self.entry]
        rules = s.settings.rebuy
        chips = e.chips
        if chips is not None and rules is not None:
            chips += rules.chips * self.count
        return s.with_entry(_replace(e, rebuys=e.rebuys + self.count, chips=chips))

    def label(self, s: TournamentState) -> Msg:
        key = "action.double_rebuy" if self.count == 2 else "action.rebuy"
        return Msg(key, name=s.label(self.entry))


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class AddedOn(Event):
    """An add-on."""

    entry: int
    forced: bool = False
    KIND: ClassVar[str] = "addon"

    def apply(self, s: TournamentState) -> TournamentState:
        e = s.entries[self.entry]
        rules = s.settings.addon
        chips = e.chips
        if chips is not None and rules is not None:
            chips += rules.chips
        return s.with_entry(_replace(e, addons=e.addons + 1, chips=chips))

    def label(self, s: TournamentState) -> Msg:
        return Msg("action.addon", name=s.label(self.entry))


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class ChipsCounted(Event):
    """Stacks counted by the director: (entry, chips) pairs."""

    counts: tuple[Pair, ...]
    KIND: ClassVar[str] = "chips"

    def apply(self, s: TournamentState) -> TournamentState:
        entries = dict(s.entries)
        for entry, chips in self.counts:
            entries[entry] = _replace(entries[entry], chips=chips)
        return s.but(entries=entries)

    def label(self, s: TournamentState) -> Msg:
        if len(self.counts) == 1:
            return Msg("action.chips", name=s.label(self.counts[0][0]))
        return Msg("action.chips_many", count=len(self.counts))


# ------------------------------------------------------------------------------------------------
# Tables and seats
# ------------------------------------------------------------------------------------------------


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class TablesAdded(Event):
    """New tables: (number, seats) pairs."""

    tables: tuple[Pair, ...]
    KIND: ClassVar[str] = "add_tables"

    def apply(self, s: TournamentState) -> TournamentState:
        tables = dict(s.tables)
        for number, seats in self.tables:
            if number in tables:
                raise ValueError(f"table {number} added twice")
            tables[number] = st.new_table(number, seats)
        return s.but(tables=dict(sorted(tables.items())), seat_of=s.seat_of)

    def label(self, s: TournamentState) -> Msg:
        return Msg("action.tables_added", count=len(self.tables))


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class TableRemoved(Event):
    """An empty table taken away."""

    table: int
    KIND: ClassVar[str] = "remove_table"

    def apply(self, s: TournamentState) -> TournamentState:
        tables = dict(s.tables)
        if tables.pop(self.table).occupants:
            raise ValueError(f"table {self.table} removed with players")
        return s.but(tables=tables, seat_of=s.seat_of)

    def label(self, s: TournamentState) -> Msg:
        return Msg("action.table_removed", table=self.table)


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class Seated(Event):
    """Entries given seats: (entry, table, seat) triples; ``draw`` for the random draw."""

    seats: tuple[tuple[int, int, int], ...]
    draw: bool = False
    KIND: ClassVar[str] = "seat"

    def apply(self, s: TournamentState) -> TournamentState:
        tables = dict(s.tables)
        for entry, table, seat in self.seats:
            if seat in tables[table].occupants:
                raise ValueError(f"table {table} seat {seat} taken twice")
            tables[table] = st.sit(tables[table], seat, entry)
        return s.but(tables=tables, seat_of=_seats(s, add=self.seats))

    def label(self, s: TournamentState) -> Msg:
        if self.draw or len(self.seats) != 1:
            return Msg("action.draw")
        return Msg("action.seat", name=s.label(self.seats[0][0]))


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class Moved(Event):
    """Players moved between seats, confirmed by the director.

    Attributes:
        moves: The moves (:meth:`director.seating.Move.to_dict`), applied together.
        purpose: "balance", "break", "final" or "manual".
        removed: Tables taken away once emptied (a broken table, the tables left after the
            final-table draw).
        table: The table broken (for the label), if any.
    """

    moves: tuple[dict[str, Any], ...]
    purpose: str = "manual"
    removed: tuple[int, ...] = ()
    table: int | None = None
    KIND: ClassVar[str] = "move"

    def seating_moves(self) -> tuple[st.Move, ...]:
        """The moves as :class:`director.seating.Move` values."""
        return tuple(st.move_from_data(m) for m in self.moves)

    def apply(self, s: TournamentState) -> TournamentState:
        moves = self.seating_moves()
        tables = st.apply(s.tables, moves)
        for number in self.removed:
            if tables.pop(number).occupants:
                raise ValueError(f"table {number} removed with players")
        moved = [(entry_of(m.player), m.to_table, m.to_seat) for m in moves]
        hfh = s.hand_for_hand
        if hfh is not None and set(self.removed) & hfh.tables and hfh.tables - set(self.removed):
            # A table that broke during hand-for-hand play no longer plays the hand.
            gone = set(self.removed)
            hfh = replace(hfh, tables=hfh.tables - gone, finished=hfh.finished - gone)
        return s.but(tables=tables, seat_of=_seats(s, add=moved), hand_for_hand=hfh)

    def label(self, s: TournamentState) -> Msg:
        if self.purpose == "break" and self.table is not None:
            return Msg("action.break_table", table=self.table)
        if self.purpose == "final":
            return Msg("action.final_table")
        if len(self.moves) == 1:
            return Msg("action.move", name=s.label(entry_of(self.moves[0]["player"])))
        return Msg("action.moves", count=len(self.moves))


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class ButtonSet(Event):
    """The button placed at a seat of a table (the blinds follow it)."""

    table: int
    seat: int
    KIND: ClassVar[str] = "button"

    def apply(self, s: TournamentState) -> TournamentState:
        tables = dict(s.tables)
        tables[self.table] = tables[self.table].with_button(self.seat)
        return s.but(tables=tables, seat_of=s.seat_of)

    def label(self, s: TournamentState) -> Msg:
        return Msg("action.button", table=self.table)


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class SeatBlocked(Event):
    """A seat blocked (nobody is seated there) or opened again."""

    table: int
    seat: int
    blocked: bool = True
    KIND: ClassVar[str] = "block_seat"

    def apply(self, s: TournamentState) -> TournamentState:
        tables = dict(s.tables)
        tables[self.table] = st.with_blocked(tables[self.table], self.seat, self.blocked)
        return s.but(tables=tables, seat_of=s.seat_of)

    def label(self, s: TournamentState) -> Msg:
        key = "action.block_seat" if self.blocked else "action.unblock_seat"
        return Msg(key, table=self.table, seat=self.seat)


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class SeatReserved(Event):
    """A seat held for one entry (the draws put it there and nobody else), or released."""

    table: int
    seat: int
    entry: int | None = None
    KIND: ClassVar[str] = "reserve_seat"

    def apply(self, s: TournamentState) -> TournamentState:
        tables = dict(s.tables)
        tables[self.table] = st.with_reserved(tables[self.table], self.seat, self.entry)
        return s.but(tables=tables, seat_of=s.seat_of)

    def label(self, s: TournamentState) -> Msg:
        if self.entry is None:
            return Msg("action.unreserve_seat", table=self.table, seat=self.seat)
        return Msg(
            "action.reserve_seat", table=self.table, seat=self.seat, name=s.label(self.entry)
        )


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerFixed(Event):
    """An entry's seat made fixed (never moved by balancing) or free again."""

    entry: int
    fixed: bool = True
    KIND: ClassVar[str] = "fix"

    def apply(self, s: TournamentState) -> TournamentState:
        ref = s.seat_of[self.entry]
        tables = dict(s.tables)
        tables[ref.table] = st.with_fixed(tables[ref.table], self.entry, self.fixed)
        return s.but(tables=tables, seat_of=s.seat_of)

    def label(self, s: TournamentState) -> Msg:
        return Msg("action.fix" if self.fixed else "action.unfix", name=s.label(self.entry))


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class HandForHandSet(Event):
    """Hand-for-hand play switched on at ``tables`` (starting at hand 1) or off."""

    on: bool
    tables: tuple[int, ...] = ()
    KIND: ClassVar[str] = "hand_for_hand"

    def apply(self, s: TournamentState) -> TournamentState:
        hfh = HandForHand.start(self.tables) if self.on else None
        return s.but(hand_for_hand=hfh)

    def label(self, s: TournamentState) -> Msg:
        return Msg("action.hand_for_hand_on" if self.on else "action.hand_for_hand_off")


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class HandForHandDone(Event):
    """A table finished the current hand-for-hand hand (its busts are recorded separately)."""

    table: int
    KIND: ClassVar[str] = "hand_for_hand_done"

    def apply(self, s: TournamentState) -> TournamentState:
        assert s.hand_for_hand is not None
        return s.but(hand_for_hand=s.hand_for_hand.finish(self.table))

    def label(self, s: TournamentState) -> Msg:
        hand = s.hand_for_hand.hand if s.hand_for_hand else 0
        return Msg("action.hand_for_hand_done", table=self.table, hand=hand)


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class HandForHandNext(Event):
    """Every table finished the hand-for-hand hand; the next one is dealt at ``tables``."""

    tables: tuple[int, ...]
    KIND: ClassVar[str] = "hand_for_hand_next"

    def apply(self, s: TournamentState) -> TournamentState:
        assert s.hand_for_hand is not None
        h = s.hand_for_hand
        nxt = HandForHand(frozenset(self.tables), h.hand + 1)
        return s.but(hand_for_hand=nxt)

    def label(self, s: TournamentState) -> Msg:
        hand = s.hand_for_hand.hand + 1 if s.hand_for_hand else 0
        return Msg("action.hand_for_hand_next", hand=hand)


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class HandRecorded(Event):
    """The result of a hand at one table, as one action.

    Attributes:
        table: The table.
        stacks: (entry, chips) after the hand for every player left at the table.
        busts: The players out in the hand with their stacks at its start.
        hand: The group key for the busts (see :class:`Busted`).
        positions: (button, small blind, big blind) seats for the next hand, if known.
        finished: The tournament ended with this hand.
    """

    table: int
    stacks: tuple[Pair, ...]
    busts: tuple[Bust, ...] = ()
    hand: str = ""
    positions: tuple[int, int, int] | None = None
    finished: bool = False
    KIND: ClassVar[str] = "hand"
    _BUSTS: ClassVar[tuple[str, ...]] = ("busts",)

    def apply(self, s: TournamentState) -> TournamentState:
        entries = dict(s.entries)
        for entry, chips in self.stacks:
            entries[entry] = _replace(entries[entry], chips=chips)
        for b in self.busts:
            entries[b.entry] = _replace(entries[b.entry], chips=0)
        s = s.but(entries=entries)
        if self.busts:
            s = _bust(s, self.busts, self.hand, self.at, self.finished, table=self.table)
        if s.hand_for_hand is not None and self.table in s.hand_for_hand.waiting:
            s = s.but(hand_for_hand=s.hand_for_hand.finish(self.table))
        if self.positions is not None:
            button, small, big = self.positions
            tables = dict(s.tables)
            tables[self.table] = replace(
                tables[self.table], button=button, small_blind=small, big_blind=big
            )
            s = s.but(tables=tables, seat_of=s.seat_of)
        return s

    def label(self, s: TournamentState) -> Msg:
        return Msg("action.hand", table=self.table)


# ------------------------------------------------------------------------------------------------
# The end: deals, registration, finishing
# ------------------------------------------------------------------------------------------------


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class DealRecorded(Event):
    """A deal: (entry, cents) each player left takes, and what is left to play for."""

    amounts: tuple[Pair, ...]
    play_for_cents: int = 0
    method: str = "custom"
    details: dict[str, Any] | None = None
    KIND: ClassVar[str] = "deal"

    def apply(self, s: TournamentState) -> TournamentState:
        deal = Deal(self.amounts, self.play_for_cents, self.method, self.at, self.details or {})
        return s.but(deal=deal)

    def label(self, s: TournamentState) -> Msg:
        return Msg("action.deal", count=len(self.amounts))


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class RegistrationSet(Event):
    """Registration closed (or reopened) by the director; ``finished`` if that ended it."""

    closed: bool
    finished: bool = False
    KIND: ClassVar[str] = "registration"

    def apply(self, s: TournamentState) -> TournamentState:
        return s.but(registration_closed=self.closed, finished=s.finished or self.finished)

    def label(self, s: TournamentState) -> Msg:
        return Msg("action.close_registration" if self.closed else "action.open_registration")


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class Finished(Event):
    """The tournament declared over: one player left and no entry can arrive."""

    KIND: ClassVar[str] = "finish"

    def apply(self, s: TournamentState) -> TournamentState:
        return s.but(finished=True)

    def label(self, s: TournamentState) -> Msg:
        return Msg("action.finish")


# ------------------------------------------------------------------------------------------------
# Not undoable: the clock, undo and redo
# ------------------------------------------------------------------------------------------------


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class ClockSet(Event):
    """The clock's anchors after a clock action (:meth:`director.clock.ClockState.to_dict`)."""

    state: dict[str, Any]
    KIND: ClassVar[str] = "clock"
    UNDOABLE: ClassVar[bool] = False

    def apply(self, s: TournamentState) -> TournamentState:
        return s

    def label(self, s: TournamentState) -> Msg:  # pragma: no cover - never in the undo menu
        return Msg("action.settings")


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class Undone(Event):
    """The action recorded as ``target`` was undone."""

    target: int
    KIND: ClassVar[str] = "undo"
    UNDOABLE: ClassVar[bool] = False

    def apply(self, s: TournamentState) -> TournamentState:  # pragma: no cover - handled by History
        raise TypeError("undo is applied by the history")

    def label(self, s: TournamentState) -> Msg:  # pragma: no cover
        return Msg("undo.nothing")


@_event
@dataclass(frozen=True, slots=True, kw_only=True)
class Redone(Event):
    """The action recorded as ``target`` was redone."""

    target: int
    KIND: ClassVar[str] = "redo"
    UNDOABLE: ClassVar[bool] = False

    def apply(self, s: TournamentState) -> TournamentState:  # pragma: no cover - handled by History
        raise TypeError("redo is applied by the history")

    def label(self, s: TournamentState) -> Msg:  # pragma: no cover
        return Msg("redo.nothing")
