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
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TypeVar

from director.tournament import prizes as pz
from director.tournament.model import (
    Entry,
    EntryStatus,
    Place,
    Player,
    SeatRef,
    TournamentState,
    search_key,
)

K = TypeVar("K")
V = TypeVar("V")


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
        search: What search-as-you-type compares against (:func:`search_key` of name and
            nickname, plus the entry number: "nicolo" finds Nicolò, "dangelo" D'Angelo).
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
        return all(word in self.search for word in search_key(text).split())


@dataclass(frozen=True, slots=True)
class _Made:
    """What the rows of the last state were made from, and the rows."""

    entries: Mapping[int, Entry]
    players: Mapping[int, Player]
    places: Mapping[int, Place]
    seats: Mapping[int, SeatRef]
    won: Mapping[int, int]
    bounties: Mapping[int, int]
    rows: tuple[EntrantRow, ...]


_CACHE: weakref.WeakKeyDictionary[TournamentState, _Made] = weakref.WeakKeyDictionary()
#: The rows asked for last: the next state's are made from them.
_LAST: list[_Made] = []


def entrant_rows(s: TournamentState) -> tuple[EntrantRow, ...]:
    """One row per entry, in registration order (cached per state)."""
    made = _CACHE.get(s)
    if made is None:
        made = _Made(s.entries, s.players, s.places, s.seat_of, pz.prizes(s), s.bounties_won, ())
        rows = _rows_again(s, made, _LAST[0]) if _LAST else None
        if rows is None:
            rows = [_row(s, e, *_basis(made, e)) for e in s.entries.values()]
        made = _CACHE[s] = replace(made, rows=tuple(rows))
    _LAST[:] = [made]  # the next state's rows are made from these
    return made.rows


def _basis(m: _Made, e: Entry) -> tuple[Player, Place | None, SeatRef | None, int, int]:
    """What an entry's row shows besides the entry itself."""
    i = e.id
    return (
        m.players[e.player],
        m.places.get(i),
        m.seats.get(i),
        m.won.get(i, 0),
        m.bounties.get(i, 0),
    )


def _rows_again(s: TournamentState, m: _Made, last: _Made) -> list[EntrantRow] | None:
    """The rows of ``s``: those of the last state, made again where something differs.

    None when the last rows cannot serve (entries numbered otherwise than 1, 2, ...).
    """
    entries, count = m.entries, len(m.entries)
    if count < len(last.rows) or (last.rows and last.rows[0].entry != 1):
        return None
    changed = _changed(entries, last.entries) | _changed(m.seats, last.seats)
    changed |= _changed(m.places, last.places, by_value=True)
    changed |= _changed(m.won, last.won, by_value=True)
    changed |= _changed(m.bounties, last.bounties, by_value=True)
    for person in _changed(m.players, last.players):
        changed.update(s.entries_by_player.get(person, ()))
    changed.update(range(len(last.rows) + 1, count + 1))
    rows: list[EntrantRow | None] = [*last.rows, *([None] * (count - len(last.rows)))]
    for i in changed:
        e = entries.get(i)
        if e is None or not 1 <= i <= count:
            return None
        before = rows[i - 1]
        p, place, ref, prize, bounties = _basis(m, e)
        if before is not None and last.entries.get(i) is e and last.players.get(e.player) is p:
            rows[i - 1] = _moved(before, place, ref, prize, bounties)
        else:
            rows[i - 1] = _row(s, e, p, place, ref, prize, bounties)
    done = [r for r in rows if r is not None]
    if len(done) != count or (done and done[-1].entry != count):
        return None
    return done


def _changed(new: Mapping[K, V], old: Mapping[K, V], *, by_value: bool = False) -> set[K]:
    """The keys whose value is not the same (or, ``by_value``, not equal), added or dropped."""
    if new is old:
        return set()
    if by_value:
        out = {k for k, v in new.items() if k not in old or old[k] != v}
    else:
        out = {k for k, v in new.items() if old.get(k) is not v}
    out.update(k for k in old if k not in new)
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
        search=f"{search_key(name)} #{e.id}",
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
    return s.per_person(s.bounties_won)
