"""The entrants: registrations, edits, withdrawals, busts and revivals, chip counts."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from director.i18n import Msg
from director.tournament import seats as st
from director.tournament.events.base import (
    HAND_FOR_HAND,
    Event,
    Pair,
    entry_with,
    register_event,
    seats_after,
)
from director.tournament.model import (
    Bust,
    Correction,
    Elimination,
    Entry,
    EntryStatus,
    Player,
    TournamentState,
    seat_id,
)
from director.tournament.pricing import entry_paid


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class Registered(Event):
    """A new entry: a new person, or a re-entry of a known one.

    Attributes:
        entry: The entry number given.
        player: The person's id (new or known: a re-entry, or a person whose entries were all
            withdrawn registering again).
        reentry: True when the person had entered before (and not withdrawn).
        name, nickname, email, phone, notes: The person's details (for a new person).
        seat: (table, seat) drawn for the entry, if seated at once.
        forced: Registered by the director's override after registration had closed.
        club: The club player's id when registered from the club's list (for a new person or
            one registering again; a re-entry keeps the person's own).
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
    club: int | None = None
    KIND: ClassVar[str] = "register"
    _SPARSE: ClassVar[tuple[str, ...]] = ("device", "club")

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        if self.entry != s.next_entry_id:
            raise ValueError(f"entry {self.entry} out of order (expected {s.next_entry_id})")
        changes: dict[str, Any] = {}
        person = None
        if self.reentry:
            if self.player not in s.players:
                raise ValueError(f"re-entry of unknown player {self.player}")
            number = len(s.entries_by_player.get(self.player, ())) + 1
        elif self.player in s.players:  # a withdrawn person registering again
            if any(s.entries[i].counts for i in s.entries_by_player.get(self.player, ())):
                raise ValueError(f"player {self.player} registered again while entered")
            players = s.editable("players")
            players[self.player] = _person(self)
            changes["players"] = players
            number = 1  # their first entry that counts
        else:
            if self.player != s.next_player_id:
                raise ValueError(f"player {self.player} out of order")
            players = s.editable("players")
            person = _person(self)
            players[self.player] = person
            changes["players"] = players
            number = 1
        # The entry keeps the price it was taken at (director.tournament.pricing).
        paid = (entry_paid(s.settings, s.structure.starting_stack),)
        entry = Entry(
            id=self.entry, player=self.player, number=number, registered_at=self.at, paid=paid
        )
        changes["indexes"] = s.indexes_with(entry, person)
        if self.seat is not None:
            table, seat = self.seat
            tables = s.editable("tables")
            tables[table] = st.sit(tables[table], seat, self.entry)
            changes["tables"] = tables
            changes["seat_of"] = seats_after(s, add=[(self.entry, table, seat)])
        return s.with_entry(entry, **changes)

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        if self.reentry:
            return Msg("action.reenter", name=s.players[self.player].label)
        label = f"{self.name} ({self.nickname})" if self.nickname else self.name
        return Msg("action.register", name=label)


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerEdited(Event):
    """A person's details were corrected.

    Attributes:
        club: The club player's id the person is linked to after the edit (records written
            before entrants were linked to the club have none, as their people had none).
    """

    player: int
    name: str
    nickname: str = ""
    email: str = ""
    phone: str = ""
    notes: str = ""
    club: int | None = None
    KIND: ClassVar[str] = "edit_player"
    _SPARSE: ClassVar[tuple[str, ...]] = ("device", "club")

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        if self.player not in s.players:
            raise ValueError(f"unknown player {self.player}")
        players = s.editable("players")
        players[self.player] = _person(self)
        return s.but(players=players)

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        return Msg("action.edit_player", name=s.players[self.player].label)


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class Withdrawn(Event):
    """An entry registered by mistake (or refunded before play) no longer counts."""

    entry: int
    KIND: ClassVar[str] = "withdraw"

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        e = s.entries[self.entry]
        tables = st.remove_entries(s.editable("tables"), s.seat_of, [e.id])
        return s.with_entry(
            entry_with(e, status=EntryStatus.WITHDRAWN),
            tables=tables,
            seat_of=seats_after(s, remove=[e.id]),
        )

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        return Msg("action.withdraw", name=s.label(self.entry))


def apply_busts(
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
    entries = s.editable("entries")
    for b in busts:
        e = entries[b.entry]
        if e.status is not EntryStatus.PLAYING:
            raise ValueError(f"entry {b.entry} busted but not playing")
        entries[b.entry] = entry_with(e, status=EntryStatus.BUSTED, busted_by=b.by, busted_at=at)
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
    tables = st.remove_entries(s.editable("tables"), s.seat_of, [b.entry for b in busts])
    groups = s.editable_eliminations()
    if hand and groups and groups[-1].hand == hand:
        last = groups[-1]
        groups[-1] = Elimination(last.hand, last.busts + busts, last.at)
    else:
        groups.append(Elimination(hand, busts, at))
    return s.but(
        entries=entries,
        tables=tables,
        seat_of=seats_after(s, remove=[b.entry for b in busts]),
        eliminations=groups,
        finished=s.finished or finished,
        hand_for_hand=hfh,
    )


def busts_label(s: TournamentState, busts: tuple[Bust, ...]) -> Msg:
    """The name of a bust action: the first player out, and how many more."""
    name = s.label(busts[0].entry)
    if len(busts) == 1:
        return Msg("action.bust", name=name)
    return Msg("action.bust_many", name=name, more=len(busts) - 1)


@register_event
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
        """The state once this record is folded in."""
        return apply_busts(s, self.busts, self.hand, self.at, self.finished)

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        return busts_label(s, self.busts)


@register_event
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
        """The state once this record is folded in."""
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
        revived = entry_with(
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
            tables = s.editable("tables")
            tables[self.seat[0]] = st.sit(tables[self.seat[0]], self.seat[1], e.id)
            seat_of = seats_after(s, add=[(e.id, *self.seat)])
        return s.with_entry(revived, eliminations=tuple(groups), tables=tables, seat_of=seat_of)

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        return Msg("action.revive", name=s.label(self.entry))


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class ChipsCounted(Event):
    """Stacks counted by the director: (entry, chips) pairs."""

    counts: tuple[Pair, ...]
    KIND: ClassVar[str] = "chips"

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        entries = s.editable("entries")
        for entry, chips in self.counts:
            entries[entry] = entry_with(entries[entry], chips=chips)
        return s.but(entries=entries)

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        if len(self.counts) == 1:
            return Msg("action.chips", name=s.label(self.counts[0][0]))
        return Msg("action.chips_many", count=len(self.counts))


def _person(r: Registered | PlayerEdited) -> Player:
    """The person a registration or a correction of details records."""
    return Player(r.player, r.name, r.nickname, r.email, r.phone, r.notes, club=r.club)
