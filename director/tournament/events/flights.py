"""The record that starts a day 2: the flights' people, entries, busts and money carried over.

A day 2 is a tournament of its own whose log starts with its creation and then one
:class:`FlightsMerged`. That record carries every counted entry of every flight (what each paid,
at its flight's prices, so the pool, the fees and the bounties are the flights' sums), the
survivors with their counted stacks, and the flights' busts as elimination groups placed below
everything day 2 will record: the results and payouts of day 2 are those of the whole field.
How the flights were read, checked and merged is :mod:`director.tournament.flights`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from director.i18n import Msg
from director.tournament.events.base import Event, register_event
from director.tournament.model import (
    Bust,
    CarriedBounties,
    Elimination,
    Entry,
    EntryStatus,
    Player,
    TournamentState,
)
from director.tournament.pricing import Paid

#: A flight as day 2 links it: (path, name, created_at, last record read, entries, survivors).
FlightLink = tuple[str, str, float, int, int, int]
#: A person: (id, name, nickname, email, phone, notes, club id or None).
PersonData = tuple[Any, ...]
#: An entry: (id, player, number, status, chips, rebuys, addons, busted_by, busted_at,
#: registered_at, paid as lists of :class:`Paid` fields).
EntryData = tuple[Any, ...]
#: A group of busts: (hand key, at, busts as (entry, by, stack)).
GroupData = tuple[Any, ...]


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class FlightsMerged(Event):
    """Day 2 made from its flights (the second record of a day-2 file).

    Undoable like any action (undo leaves the day 2 empty; redo brings the field back).

    Attributes:
        flights: The flights merged, in the order they were merged (see :data:`FlightLink`).
        players: Every person of every flight, once (see :data:`PersonData`).
        entries: Every counted entry of every flight (see :data:`EntryData`), survivors
            playing with their counted stacks.
        groups: The flights' busts, oldest (lowest places) first (see :data:`GroupData`).
        bounties: Progressive flights' bounties as they left them: (unclaimed cents, (entry,
            head) pairs of the survivors, (entry, cash won) pairs); empty otherwise. Day 2's
            knockouts start from them, not from the flights' busts, which it keeps as places.
    """

    flights: tuple[FlightLink, ...]
    players: tuple[PersonData, ...]
    entries: tuple[EntryData, ...]
    groups: tuple[GroupData, ...]
    bounties: tuple[Any, ...] = ()
    KIND: ClassVar[str] = "flights_merged"
    _SPARSE: ClassVar[tuple[str, ...]] = ("device", "bounties")

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in: the whole field, registration closed."""
        if s.entries:
            raise ValueError("flights merged into a tournament that has entries")
        players = {p[0]: _person(p) for p in self.players}
        entries = {e[0]: _entry(e) for e in self.entries}
        groups = tuple(
            Elimination(hand=str(g[0]), busts=tuple(Bust(*b) for b in g[2]), at=float(g[1]))
            for g in self.groups
        )
        carried = None
        if self.bounties:
            unclaimed, heads, won = self.bounties
            carried = CarriedBounties(heads=heads, won=won, unclaimed_cents=unclaimed)
        # Day 2 takes no new entries: the field is the flights' (registration closed).
        return s.but(
            players=players,
            entries=entries,
            eliminations=groups,
            registration_closed=True,
            bounties_carried=carried,
        )

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        return Msg("flights.action.merged", count=len(self.flights))


def _person(p: PersonData) -> Player:
    pid, name, nickname, email, phone, notes, club = p
    return Player(pid, name, nickname, email, phone, notes, club)


def _entry(e: EntryData) -> Entry:
    eid, player, number, status, chips, rebuys, addons, by, busted_at, registered_at, paid = e
    return Entry(
        id=eid,
        player=player,
        number=number,
        status=EntryStatus(status),
        chips=chips,
        rebuys=rebuys,
        addons=addons,
        busted_by=by,
        busted_at=busted_at,
        registered_at=registered_at,
        paid=tuple(Paid(*p) for p in paid),
    )


def person_data(p: Player, pid: int, club: int | None) -> PersonData:
    """``p`` as :class:`FlightsMerged` stores it, numbered ``pid`` in day 2."""
    return (pid, p.name, p.nickname, p.email, p.phone, p.notes, club)


def entry_data(
    e: Entry, eid: int, player: int, number: int, *, chips_leave: bool = False, **changes: Any
) -> EntryData:
    """``e`` as :class:`FlightsMerged` stores it, renumbered for day 2, with ``changes``.

    ``chips_leave``: its chips leave play (a stack given up) while its money stays.
    """
    d: dict[str, Any] = {
        "status": e.status.value,
        "chips": e.chips,
        "busted_by": e.busted_by,
        "busted_at": e.busted_at,
    }
    d.update(changes)
    # A stack given up leaves play: its money stays in the pool, its chips are no longer in play.
    paid = tuple(
        tuple(replace(p, chips=0).to_list() if chips_leave else p.to_list()) for p in e.paid
    )
    return (
        eid,
        player,
        number,
        d["status"],
        d["chips"],
        e.rebuys,
        e.addons,
        d["busted_by"],
        d["busted_at"],
        e.registered_at,
        paid,
    )
