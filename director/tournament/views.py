"""Read-only rows for lists: what the GUI's entrant table and ``director show`` display.

:func:`entrant_rows` turns a state into one immutable :class:`EntrantRow` per entry, computed once
per state (states never change, so the result is cached for as long as the state lives). A Qt
table model can keep the tuple and answer ``data()`` by index. An action changes a few entries:
the rows of the others are taken from the rows made last time (an entry's row is reused when its
entry, person, place, seat, prize and bounties are the ones it was made from), so the rows of a
5,000-entrant state after a bust cost a few milliseconds.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import Any

from director.tournament import prizes as pz
from director.tournament.model import (
    Entry,
    EntryStatus,
    Place,
    Player,
    SeatRef,
    TournamentState,
    name_key,
)

_CACHE: weakref.WeakKeyDictionary[TournamentState, tuple[EntrantRow, ...]] = (
    weakref.WeakKeyDictionary()
)


@dataclass(frozen=True, slots=True)
class EntrantRow:
    """One entry as a list shows it.

    Attributes:
        entry: The entry number.
        name: The name shown (with the nickname, and ``#2`` for a re-entry).
        person: The person's name alone.
        nickname: The nickname.
        status: Playing, busted or withdrawn.
        place: Best finishing place (None while playing).
        place_to: Worst place of a tie (equal to ``place`` otherwise).
        table, seat: Where the entry sits (None if not seated).
        chips: The counted stack (None if never counted).
        rebuys, addons: Purchases.
        prize_cents: Prize won so far (ties shared, deals included).
        bounties: Bounties collected.
        busted_by: Entry number of the eliminator.
        search: What search-as-you-type compares against (:func:`name_key` of name and
            nickname, plus the entry number).
    """

    entry: int
    name: str
    person: str
    nickname: str
    status: EntryStatus
    place: int | None
    place_to: int | None
    table: int | None
    seat: int | None
    chips: int | None
    rebuys: int
    addons: int
    prize_cents: int
    bounties: int
    busted_by: int | None
    search: str

    def matches(self, text: str) -> bool:
        """True if every word of ``text`` occurs in the name, nickname or entry number."""
        return all(word in self.search for word in name_key(text).split())


#: Entry -> (what its row was made from, the row), for the last state whose rows were made.
_LAST: dict[int, tuple[tuple[Any, ...], EntrantRow]] = {}


def entrant_rows(s: TournamentState) -> tuple[EntrantRow, ...]:
    """One row per entry, in registration order (cached per state)."""
    global _LAST
    cached = _CACHE.get(s)
    if cached is not None:
        return cached
    won = pz.prizes(s)
    places = s.places
    seats = s.seat_of
    bounties = s.bounties_won
    last, made = _LAST, {}
    rows = []
    for e in s.entries.values():
        p = s.players[e.player]
        basis = (e, p, places.get(e.id), seats.get(e.id), won.get(e.id, 0), bounties.get(e.id, 0))
        before = last.get(e.id)
        if before is None or before[0][:2] != basis[:2]:
            row = _row(s, *basis)
        elif before[0] == basis:
            row = before[1]
        else:  # the same entry and person: only its place, seat, prize or bounties moved
            row = _moved(before[1], *basis[2:])
        made[e.id] = (basis, row)
        rows.append(row)
    out = tuple(rows)
    _CACHE[s] = out
    _LAST = made
    return out


def _row(
    s: TournamentState,
    e: Entry,
    p: Player,
    place: Place | None,
    ref: SeatRef | None,
    prize: int,
    bounties: int,
) -> EntrantRow:
    """The row of one entry."""
    name = s.label(e)
    return EntrantRow(
        entry=e.id,
        name=name,
        person=p.name,
        nickname=p.nickname,
        status=e.status,
        place=place.best if place else None,
        place_to=place.worst if place else None,
        table=ref.table if ref else None,
        seat=ref.seat if ref else None,
        chips=e.chips,
        rebuys=e.rebuys,
        addons=e.addons,
        prize_cents=prize,
        bounties=bounties,
        busted_by=e.busted_by,
        search=f"{name_key(name)} #{e.id}",
    )


def _moved(
    row: EntrantRow, place: Place | None, ref: SeatRef | None, prize: int, bounties: int
) -> EntrantRow:
    """``row`` with a new place, seat, prize or bounties (its names need not be made again)."""
    return EntrantRow(
        row.entry,
        row.name,
        row.person,
        row.nickname,
        row.status,
        place.best if place else None,
        place.worst if place else None,
        ref.table if ref else None,
        ref.seat if ref else None,
        row.chips,
        row.rebuys,
        row.addons,
        prize,
        bounties,
        row.busted_by,
        row.search,
    )


def person_bounties(s: TournamentState) -> dict[int, int]:
    """Bounties the person of each placed entry collected over all their entries.

    A person finishes once, by their last entry (TDA, WSOP: re-entries); what their earlier
    entries knocked out is theirs too, so the results show it on their one line.
    """
    won = s.bounties_won
    out: dict[int, int] = {}
    for entry in s.places:
        person = s.entries[entry].player
        total = sum(won.get(i, 0) for i in s.entries_by_player.get(person, ()))
        if total:
            out[entry] = total
    return out
