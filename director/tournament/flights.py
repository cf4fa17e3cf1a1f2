"""Day 2 from its flights: read the flights, check them, merge them, write the new file.

A festival plays several day-1 flights on one structure; their survivors meet on day 2 with the
stacks they bagged. :func:`merge_flights` makes the day-2 file: a new tournament whose log is
its creation, one :class:`~director.tournament.events.flights.FlightsMerged` record (the whole
field: every flight's people, entries, busts and money) and the tables and seat draw of the
seating part. The rules (also in the README, "Flights and day 2"):

- Flights must share the structure's levels and the currency; a survivor needs a counted stack
  (``Entry.chips``); day 2 is always a new file.
- The same person in two flights (same name and nickname, or the same club id when both
  entrants have one) is one player on day 2. A person who survived two flights keeps the bigger
  stack (equal stacks: the earlier flight's); the other stack is given up, its entry still
  counts and its money stays in the pool (TDA and festival practice: one stack per player).
- The flights' busted players finish below every day-2 survivor, interleaved by their place in
  their flight: the Nth of each flight tie on day 2 and share those places' prizes, as players
  out in the same hand do (TDA, simultaneous eliminations). A person out of two flights finishes
  once, at the better of the two places.
- Flights are taken in the order they were created (then by name and path), whatever order they
  are given in, so the merge does not depend on it.
"""

from __future__ import annotations

import contextlib
import math
import os
import random
import time as _time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from director.clock import TimeSource
from director.errors import DirectorError
from director.structures import Level
from director.tournament.events.flights import (
    EntryData,
    FlightLink,
    FlightsMerged,
    GroupData,
    PersonData,
    entry_data,
    person_data,
)
from director.tournament.knockouts import knockouts
from director.tournament.model import (
    FLIGHT_HAND,
    Entry,
    EntryStatus,
    Player,
    TournamentState,
    name_key,
)
from director.tournament.store import remove_file
from director.tournament.tournament import Tournament

#: A person of one flight: (flight's index in merge order, person id in that flight).
Node = tuple[int, int]


class FlightsError(DirectorError):
    """Flights that cannot make a day 2; nothing was written."""


@dataclass(frozen=True, slots=True)
class Flight:
    """A flight as read from its file.

    Attributes:
        path: Its file (resolved).
        state: Its state when read.
        last_seq: The last record of its log then (day 2 links the flight as it was).
        clock_index: The entry of the structure (level or break) its clock was at.
    """

    path: Path
    state: TournamentState
    last_seq: int
    clock_index: int = 0

    @property
    def title(self) -> str:
        """How a refusal names it: its name and file name."""
        return f"{self.state.settings.name} ({self.path.name})"


@dataclass(frozen=True, slots=True)
class GivenUp:
    """A person who survived two flights: the stack kept and the ones given up."""

    name: str
    kept: int
    dropped: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Plan:
    """What the merge makes: the record, and what to tell the director."""

    record: FlightsMerged
    flights: tuple[Flight, ...]
    given_up: tuple[GivenUp, ...] = field(default=())

    @property
    def survivors(self) -> int:
        """Players on day 2."""
        return sum(1 for e in self.record.entries if e[3] == EntryStatus.PLAYING.value)

    def day2_state(self) -> TournamentState:
        """Day 2 as the merge makes it, before its tables (the window previews its money)."""
        first = self.flights[0].state
        return self.record.apply(
            TournamentState(settings=first.settings, structure=first.structure)
        )


def read_flights(
    paths: Iterable[str | os.PathLike[str]], *, time: TimeSource = _time.time
) -> list[Flight]:
    """Open each flight's file, take its state, close it (refusals as opening any file)."""
    out: list[Flight] = []
    for p in paths:
        t = Tournament.open(Path(p), time=time)
        try:
            index = t.clock.view().index
            out.append(Flight(Path(p).resolve(), t.state, t.store.last_seq, index))
        finally:
            t.close()
    return out


def ordered(flights: Iterable[Flight]) -> tuple[Flight, ...]:
    """The flights in merge order: created first, then by name and path."""
    return tuple(
        sorted(flights, key=lambda f: (f.state.created_at, f.state.settings.name, str(f.path)))
    )


def check(flights: Sequence[Flight]) -> None:
    """Refuse flights that cannot make one day 2, in one line that says what to do.

    Raises:
        FlightsError: No flight, one given twice, different structures or currencies, a
            deal recorded, no survivors, survivors without a counted stack (all named).
    """
    if not flights:
        raise FlightsError("flights.err.none")
    first = flights[0]
    seen: dict[tuple[Path | float | str, ...], Flight] = {}
    for f in flights:
        for key in ((f.path,), (f.state.created_at, f.state.settings.name)):
            if key in seen:
                raise FlightsError("flights.err.twice", flight=f.title, other=seen[key].title)
            seen[key] = f
        s, s0 = f.state, first.state
        if s.settings.currency != s0.settings.currency:
            raise FlightsError(
                "flights.err.currency",
                first=first.title,
                first_currency=s0.settings.currency,
                other=f.title,
                other_currency=s.settings.currency,
            )
        if _level_rows(s) != _level_rows(s0) or s.structure.starting_stack != (
            s0.structure.starting_stack
        ):
            raise FlightsError("flights.err.structure", first=first.title, other=f.title)
        if s.deal is not None:
            raise FlightsError("flights.err.deal", flight=f.title)
        _same_bounties(first, f)
    uncounted = [
        f"{f.state.label(e)} ({f.state.settings.name})"
        for f in flights
        for e in f.state.playing
        if e.chips is None
    ]
    if uncounted:
        raise FlightsError("flights.err.uncounted", names=", ".join(uncounted))
    if not any(f.state.playing for f in flights):
        raise FlightsError("flights.err.no_survivors")


#: Settings whose bounties are in a draw: not carried to day 2.
_NOT_CARRIED = ("mystery",)


def _same_bounties(first: Flight, f: Flight) -> None:
    """The same bounty, fixed or progressive in every flight; mystery bounties are refused.

    Raises:
        FlightsError: ``flights.err.format``, ``flights.err.bounty`` or ``flights.err.progressive``.
    """
    data = f.state.settings.to_dict()  # read as data: formats are optional settings
    for name in _NOT_CARRIED:
        if data.get(name):
            raise FlightsError("flights.err.format", flight=f.title, format=name)
    if f.state.settings.bounty_cents != first.state.settings.bounty_cents:
        raise FlightsError("flights.err.bounty", first=first.title, other=f.title)
    if f.state.settings.progressive != first.state.settings.progressive:
        raise FlightsError("flights.err.progressive", first=first.title, other=f.title)


def _level_rows(s: TournamentState) -> list[object]:
    """The levels and breaks as compared: their blinds, antes and minutes (not the name)."""
    return list(s.structure.levels)


def people(flights: Sequence[Flight]) -> dict[Node, Node]:
    """Each flight's person -> the day-2 person they are (the first of them in merge order).

    Same name and nickname, or the same club id when both have one (two entrants with
    different club ids are two people even with one name).

    Raises:
        FlightsError: Two people of one flight would be one on day 2 (named).
    """
    parent: dict[Node, Node] = {}

    def root(n: Node) -> Node:
        while parent[n] != n:
            parent[n] = parent[parent[n]]
            n = parent[n]
        return n

    def join(a: Node, b: Node) -> None:
        ra, rb = root(a), root(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)

    by_name: dict[tuple[str, str], list[tuple[Node, Player]]] = {}
    by_club: dict[int, list[Node]] = {}
    for i, f in enumerate(flights):
        for p in f.state.players.values():
            if not any(e.counts for e in _entries_of(f.state, p.id)):
                continue
            node = (i, p.id)
            parent[node] = node
            by_name.setdefault((name_key(p.name), name_key(p.nickname)), []).append((node, p))
            if p.club is not None:
                by_club.setdefault(p.club, []).append(node)
    for nodes in by_club.values():
        for n in nodes[1:]:
            join(nodes[0], n)
    for same in by_name.values():
        for k, (a, pa) in enumerate(same):
            for b, pb in same[k + 1 :]:
                if pa.club is None or pb.club is None or pa.club == pb.club:
                    join(a, b)
    out = {n: root(n) for n in parent}
    members: dict[Node, list[Node]] = {}
    for n, r in out.items():
        members.setdefault(r, []).append(n)
    for group in members.values():
        flights_of = [n[0] for n in group]
        for i in set(flights_of):
            if flights_of.count(i) > 1:
                s = flights[i].state
                names = ", ".join(s.players[n[1]].label for n in sorted(group) if n[0] == i)
                raise FlightsError("flights.err.ambiguous", names=names, flight=flights[i].title)
    return out


def _entries_of(s: TournamentState, player: int) -> list[Entry]:
    return [s.entries[e] for e in s.entries_by_player.get(player, ())]


def plan(flights: Iterable[Flight]) -> Plan:
    """The day-2 record of ``flights`` (checked first; the order given does not matter).

    Raises:
        FlightsError: See :func:`check` and :func:`people`.
    """
    fl = ordered(flights)
    check(fl)
    who = people(fl)
    persons = sorted(set(who.values()))
    pid = {r: k for k, r in enumerate(persons, 1)}
    # Every counted entry of each day-2 person, in merge order.
    of: dict[Node, list[tuple[int, Entry]]] = {r: [] for r in persons}
    for i, f in enumerate(fl):
        for e in f.state.entries.values():
            if e.counts:
                of[who[(i, e.player)]].append((i, e))
    earlier: list[tuple[int, Entry]] = []  # entries that finish nowhere (see the module)
    final: list[tuple[int, Entry, int]] = []  # busted entries that place: (flight, entry, place)
    kept: list[tuple[int, Entry]] = []
    given_up: list[GivenUp] = []
    for r in persons:
        playing = [(i, e) for i, e in of[r] if e.playing]
        if playing:
            # The bigger stack is kept; equal stacks, the earlier flight's (the rule above).
            best = max(playing, key=lambda ie: (ie[1].chips or 0, -ie[0]))
            kept.append(best)
            earlier.extend(ie for ie in of[r] if _key(ie) != _key(best))
            if len(playing) > 1:
                dropped = tuple(ie[1].chips or 0 for ie in playing if _key(ie) != _key(best))
                label = fl[best[0]].state.players[best[1].player].label
                given_up.append(GivenUp(label, best[1].chips or 0, dropped))
            continue
        placed = [
            (i, e, fl[i].state.places[e.id].best) for i, e in of[r] if e.id in fl[i].state.places
        ]
        if not placed:  # out without a place (cannot happen in a consistent flight)
            placed = [(i, e, 1 << 30) for i, e in of[r][-1:]]
        best_place = min(placed, key=lambda iep: (iep[2], iep[0]))
        final.append(best_place)
        earlier.extend((i, e) for i, e in of[r] if (i, e.id) != (best_place[0], best_place[1].id))
    order = [(i, e) for i, e in sorted(earlier, key=_key)]
    order += [(i, e) for i, e, _ in sorted(final, key=lambda iep: _key(iep[:2]))]
    order += sorted(kept, key=_key)
    new_id = {(i, e.id): k for k, (i, e) in enumerate(order, 1)}
    place_of = {(i, e.id): p for i, e, p in final}
    entries = _entries(order, new_id, who, pid, kept)
    groups = _groups(fl, order, new_id, place_of, kept)
    players = [_person(fl, r, [n for n, root in who.items() if root == r], pid[r]) for r in persons]
    links: list[FlightLink] = [
        (
            str(f.path),
            f.state.settings.name,
            f.state.created_at,
            f.last_seq,
            f.state.entry_count,
            f.state.players_left,
        )
        for f in fl
    ]
    record = FlightsMerged(
        flights=tuple(links),
        players=tuple(players),
        entries=tuple(entries),
        groups=tuple(groups),
        bounties=_bounties(fl, new_id, kept) if fl[0].state.settings.progressive else (),
    )
    return Plan(record, fl, tuple(given_up))


def _bounties(
    fl: Sequence[Flight], new_id: dict[tuple[int, int], int], kept: list[tuple[int, Entry]]
) -> tuple[object, ...]:
    """Progressive flights' bounties as :class:`FlightsMerged` carries them to day 2.

    Each survivor keeps the bounty on their head and each entry the cash it won; a stack given
    up (the player kept another flight's) leaves its bounty unclaimed, with what each flight
    left unclaimed: nobody knocked that stack out.
    """
    kept_ids = {(i, e.id) for i, e in kept}
    heads: list[tuple[int, int]] = []
    won: list[tuple[int, int]] = []
    unclaimed = 0
    for i, f in enumerate(fl):
        k = knockouts(f.state)
        unclaimed += k.unclaimed_cents
        for entry, cents in k.heads.items():
            if (i, entry) in kept_ids:
                heads.append((new_id[(i, entry)], cents))
            else:
                unclaimed += cents  # a stack given up (a busted entry's head is empty)
        won += [(new_id[(i, entry)], cents) for entry, cents in k.won.items()]
    return (unclaimed, tuple(sorted(heads)), tuple(sorted(won)))


def _key(ie: tuple[int, Entry]) -> tuple[int, int]:
    return ie[0], ie[1].id


def _person(fl: Sequence[Flight], r: Node, nodes: list[Node], pid: int) -> PersonData:
    """The day-2 person: the details of their first flight, a club id from any flight."""
    first = fl[r[0]].state.players[r[1]]
    clubs = [fl[i].state.players[p].club for i, p in sorted(nodes)]
    club = next((c for c in clubs if c is not None), None)
    return person_data(first, pid, club)


def _entries(
    order: list[tuple[int, Entry]],
    new_id: dict[tuple[int, int], int],
    who: dict[Node, Node],
    pid: dict[Node, int],
    kept: list[tuple[int, Entry]],
) -> list[EntryData]:
    kept_ids = {(i, e.id) for i, e in kept}
    # The entry a person plays on (or finishes with) is their last one and shows as theirs
    # ("Anna", not "Anna #2"); their other entries are #2, #3, ... in order.
    last = {pid[who[(i, e.player)]]: (i, e.id) for i, e in order}
    numbers: dict[int, int] = {}
    out: list[EntryData] = []
    for i, e in order:
        person = pid[who[(i, e.player)]]
        if last[person] == (i, e.id):
            numbers[person] = 1
        else:
            numbers[person] = max(numbers.get(person, 1), 1) + 1
        by = new_id.get((i, e.busted_by)) if e.busted_by is not None else None
        eid, number = new_id[(i, e.id)], numbers[person]
        if (i, e.id) in kept_ids:
            out.append(entry_data(e, eid, person, number))
        elif e.playing:  # a stack given up: out, with no place and nobody's bounty
            busted = EntryStatus.BUSTED.value
            given_up = entry_data(
                e, eid, person, number, chips_leave=True, status=busted, chips=None, busted_by=None
            )
            out.append(given_up)
        else:
            out.append(entry_data(e, eid, person, number, chips=None, busted_by=by))
    return out


def _groups(
    fl: Sequence[Flight],
    order: list[tuple[int, Entry]],
    new_id: dict[tuple[int, int], int],
    place_of: dict[tuple[int, int], int],
    kept: list[tuple[int, Entry]],
) -> list[GroupData]:
    """The flights' busts as day 2's oldest elimination groups: worst flight place first.

    The entries that finish nowhere come first, in one group; then one group per flight
    place, its busts without stacks so that they tie (the places are shared).
    """
    kept_ids = {(i, e.id) for i, e in kept}
    earlier = [(i, e) for i, e in order if (i, e.id) not in kept_ids and (i, e.id) not in place_of]
    groups: list[GroupData] = []
    if earlier:
        busts = tuple((new_id[(i, e.id)], _by(new_id, i, e), None) for i, e in earlier)
        groups.append((f"{FLIGHT_HAND}earlier", 0.0, busts))
    by_place: dict[int, list[tuple[int, Entry]]] = {}
    for i, e in order:
        if (i, e.id) in place_of:
            by_place.setdefault(place_of[(i, e.id)], []).append((i, e))
    for place in sorted(by_place, reverse=True):
        members = by_place[place]
        at = max((e.busted_at or 0.0) for _, e in members)
        busts = tuple((new_id[(i, e.id)], _by(new_id, i, e), None) for i, e in members)
        groups.append((f"{FLIGHT_HAND}{place}", at, busts))
    return groups


def _by(new_id: dict[tuple[int, int], int], i: int, e: Entry) -> int | None:
    if e.playing or e.busted_by is None:
        return None
    return new_id.get((i, e.busted_by))


@dataclass(frozen=True, slots=True)
class FlightLinkInfo:
    """A flight as its day 2 links it (``show`` lists them)."""

    path: str
    name: str
    created_at: float
    last_seq: int
    entries: int
    survivors: int

    def to_dict(self) -> dict[str, object]:
        """Plain data for ``show --json``."""
        return {
            "path": self.path,
            "name": self.name,
            "created_at": self.created_at,
            "last_record": self.last_seq,
            "entries": self.entries,
            "survivors": self.survivors,
        }


def flight_links(t: Tournament) -> list[FlightLinkInfo]:
    """The flights ``t`` was made from, if it is a day 2 whose merge is in effect (not undone)."""
    record = t.store.last_record(FlightsMerged.KIND, t.store.last_seq)
    if not isinstance(record, FlightsMerged) or record.seq not in t.done_seqs():
        return []
    return [FlightLinkInfo(*link) for link in record.flights]


def start_index(flights: Sequence[Flight]) -> int:
    """The entry of the structure day 2's clock starts at, with its full time.

    The furthest level any flight's clock reached (the flights play the same levels; day 2
    resumes where the day-1 play went furthest); a break there is over: the level after it.
    """
    structure = flights[0].state.structure
    index = max(f.clock_index for f in flights)
    while index + 1 < len(structure) and not isinstance(structure[index], Level):
        index += 1
    return index


def tables_needed(survivors: int, seats: int) -> int:
    """The tables day 2 starts with: the fewest that seat every survivor."""
    return max(1, math.ceil(survivors / seats))


def merge_flights(
    day2: str | os.PathLike[str],
    flight_paths: Sequence[str | os.PathLike[str]],
    *,
    name: str | None = None,
    time: TimeSource = _time.time,
    rng: random.Random | None = None,
) -> Plan:
    """Make the day-2 file ``day2`` from the flights' files, seats drawn; returns the plan.

    The file is written whole beside its place and only then given its name, so a failure or
    a kill at any moment leaves either no day 2 or the whole of it.

    Raises:
        FlightsError: ``day2`` exists, or the flights are refused (nothing is written).
        FileRefused: A flight cannot be opened, or the file cannot be made.
    """
    target = Path(day2)
    if target.exists():
        raise FlightsError("flights.err.exists", path=str(target))
    merged = plan(read_flights(flight_paths, time=time))
    first = merged.flights[0].state
    settings = first.settings.changed(name=name) if name else first.settings
    partial = target.with_name(f".{target.name}.{os.getpid()}.merging")
    t = Tournament.create(partial, first.structure, settings, time=time, rng=rng, overwrite=True)
    try:
        t.commit(merged.record)
        seats = settings.seats_per_table
        t.seating.add_tables(tables_needed(merged.survivors, seats))
        t.seating.draw_seats()
        index = start_index(merged.flights)
        if index:
            t.clock.jump(index)
    except BaseException:
        t.close()
        remove_file(partial)
        raise
    t.close()
    _publish(partial, target)
    return merged


def _publish(partial: Path, target: Path) -> None:
    """Give the finished file its name, never replacing a file made meanwhile."""
    try:
        os.link(partial, target)
    except FileExistsError:
        remove_file(partial)
        raise FlightsError("flights.err.exists", path=str(target)) from None
    except OSError:  # no hard links on this disk: a rename, after looking once more
        if target.exists():
            remove_file(partial)
            raise FlightsError("flights.err.exists", path=str(target)) from None
        os.replace(partial, target)
    else:
        remove_file(partial)
    with contextlib.suppress(OSError):  # the new name itself on disk (POSIX)
        fd = os.open(target.parent, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
