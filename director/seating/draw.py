"""The random seat draw and late entries (TDA Rules 7 and 8)."""

from __future__ import annotations

import heapq
import random
from collections.abc import Iterable, Mapping, Sequence

from director.seating.button import sits_out
from director.seating.errors import SeatingError
from director.seating.moves import Move, MoveReason
from director.seating.room import check_room, random_source, table_numbered, tables_needed
from director.seating.table import Table


def _check_new(players: Sequence[str], tables: Sequence[Table]) -> None:
    """Refuse a player id that is empty, listed twice or already seated."""
    seen: set[str] = set()
    seated = {p: t.number for t in tables for p in t.occupants.values()}
    for player in players:
        if not isinstance(player, str) or not player.strip():
            raise SeatingError("seating.err.player_id", player=player)
        if player in seen:
            raise SeatingError("seating.err.listed_twice", player=player)
        seen.add(player)
        if player in seated:
            raise SeatingError("seating.err.already_seated", player=player, table=seated[player])


def reservation(tables: Iterable[Table], player: str) -> tuple[int, int] | None:
    """The empty seat held for ``player``: ``(table number, seat)``, None if there is none."""
    for table in tables:
        for seat, who in table.reserved.items():
            if who == player and seat not in table.occupants:
                return table.number, seat
    return None


def fill(
    tables: Sequence[Table], count: int, rng: random.Random, extra: Mapping[int, int]
) -> dict[int, int]:
    """How many of ``count`` new players go to each table, evening out the table sizes.

    Each player goes to a table with the fewest players (``extra`` counts players already
    promised to a table) among those with an open seat; ties are drawn at random.

    Raises:
        SeatingError: Fewer open seats than ``count`` (callers check it first).
    """
    room = {t.number: len(t.open_seats) for t in tables}  # reserved seats are not open seats
    heap = [
        (t.count + extra.get(t.number, 0), rng.random(), t.number)
        for t in tables
        if room[t.number] > 0
    ]
    heapq.heapify(heap)
    result: dict[int, int] = {}
    for _ in range(count):
        if not heap:
            raise SeatingError("seating.err.no_open_seats")
        size, _key, number = heapq.heappop(heap)
        result[number] = result.get(number, 0) + 1
        room[number] -= 1
        if room[number] > 0:
            heapq.heappush(heap, (size + 1, rng.random(), number))
    return result


def _reserved_draws(
    players: Sequence[str], tables: Sequence[Table]
) -> tuple[list[Move], list[str]]:
    """The draw moves of the players with a reserved seat, and the players left to draw."""
    by_number = {t.number: t for t in tables}
    assigned: list[Move] = []
    rest: list[str] = []
    for player in players:
        held = reservation(tables, player)
        if held is None:
            rest.append(player)
            continue
        number, seat = held
        waits = sits_out(by_number[number], seat)
        assigned.append(Move(player, None, None, number, seat, MoveReason.DRAW, waits))
    return assigned, rest


def draw_seats(
    players: Sequence[str], tables: Sequence[Table], rng: random.Random | None = None
) -> list[Move]:
    """The random seat draw for players who have no seat yet (TDA Rule 7).

    Table sizes are evened out: every player goes to a table with the fewest players among those
    with an open seat, so when the room starts empty (or even) sizes differ by at most one; which
    tables get one more is drawn at random, and so are the seats at each table and which player
    gets which seat. Players already seated (fixed players included) stay put; blocked seats stay
    empty; a player with a reserved seat gets it and nobody else does.

    Args:
        players: Player ids to seat, none of them seated.
        tables: The room (pass only the tables in play).
        rng: Random source; default a cryptographically secure one.

    Returns:
        One :attr:`MoveReason.DRAW` move per player, ordered by table and seat.

    Raises:
        SeatingError: A player listed twice or already seated, or not enough open seats.
    """
    check_room(tables)
    _check_new(players, tables)
    rng = random_source(rng)
    if not players:
        return []
    assigned, rest = _reserved_draws(players, tables)
    free = sum(len(t.open_seats) for t in tables)
    if len(rest) > free:
        raise SeatingError(
            "seating.err.draw_no_room",
            players=len(rest),
            free=free,
            tables=tables_needed(len(rest) - free),
        )
    promised: dict[int, int] = {}
    for move in assigned:
        promised[move.to_table] = promised.get(move.to_table, 0) + 1
    counts = fill(tables, len(rest), rng, promised)
    by_number = {t.number: t for t in tables}
    slots: list[tuple[int, int]] = []
    for number in sorted(counts):
        for seat in rng.sample(by_number[number].open_seats, counts[number]):
            slots.append((number, seat))
    rng.shuffle(rest)
    for player, (number, seat) in zip(rest, slots, strict=True):
        waits = sits_out(by_number[number], seat)
        assigned.append(Move(player, None, None, number, seat, MoveReason.DRAW, waits))
    assigned.sort(key=lambda m: (m.to_table, m.to_seat))
    return assigned


def seat_entrant(player: str, tables: Sequence[Table], rng: random.Random | None = None) -> Move:
    """A random seat for a late entrant or a re-entry (TDA Rule 8).

    The seat is drawn at random among the open seats of the tables with the fewest players (the
    table first, at random among those, then the seat): the room's own choice within Rule 8, so
    that late entries keep the tables even. A player with a reserved seat gets it. The seat may
    be a blind or the button; between the small blind and the button the player waits for the
    button to pass (:attr:`Move.waits`).

    Raises:
        SeatingError: The player is already seated, or every table is full.
    """
    check_room(tables)
    _check_new([player], tables)
    rng = random_source(rng)
    held = reservation(tables, player)
    if held is not None:
        number, seat = held
        waits = sits_out(table_numbered(tables, number), seat)
        return Move(player, None, None, number, seat, MoveReason.LATE_ENTRY, waits)
    candidates = [t for t in tables if t.open_seats]
    if not candidates:
        raise SeatingError("seating.err.no_seat_for", player=player)
    fewest = min(t.count for t in candidates)
    table = rng.choice([t for t in candidates if t.count == fewest])
    seat = rng.choice(table.open_seats)
    return Move(
        player, None, None, table.number, seat, MoveReason.LATE_ENTRY, sits_out(table, seat)
    )
