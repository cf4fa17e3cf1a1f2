"""The random seat draw and late entries (TDA Rules 7 and 8).

Both fill the fewest tables: the draw uses the tables in play and opens unused ones (in the
order of :func:`~director.seating.room.opening_order`) only as far as the players need, then
evens the players out over them; a late entry opens a new table only when every table in play
is full. Balancing (TDA Rule 11) then evens the room out with the new table.
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Iterable, Mapping, Sequence

from director.seating.button import sits_out
from director.seating.errors import SeatingError
from director.seating.moves import Move, MoveReason
from director.seating.room import (
    check_room,
    in_play,
    opening_order,
    random_source,
    table_numbered,
    tables_needed,
)
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


def tables_to_fill(
    tables: Sequence[Table], need: int, held: Iterable[int], order: Sequence[int] | None = None
) -> list[Table]:
    """The fewest tables that give ``need`` more players a seat: the tables in play first.

    The tables in play and those holding a seat for a player drawn now (``held``: their
    numbers) are used; unused tables open in :func:`~director.seating.room.opening_order` until
    their open seats are enough (all of them if they never are).
    """
    numbers = set(held)
    chosen = [t for t in tables if t.occupants or t.number in numbers]
    free = sum(len(t.open_seats) for t in chosen)
    taken = {t.number for t in chosen}
    for table in opening_order(tables, order):
        if free >= need:
            break
        if table.number not in taken and table.open_seats:
            chosen.append(table)
            free += len(table.open_seats)
    return chosen


def draw_seats(
    players: Sequence[str],
    tables: Sequence[Table],
    rng: random.Random | None = None,
    order: Sequence[int] | None = None,
) -> list[Move]:
    """The random seat draw for players who have no seat yet (TDA Rule 7).

    The fewest tables that seat everybody are used (:func:`tables_to_fill`: the tables in play,
    then unused tables in the reverse of the break order ``order``), the other tables stay
    unused: 14 players at 7 tables of 9 sit at 2 tables of 7. Table sizes are evened out: every
    player goes to a table with the fewest players among those used with an open seat, so when
    the room starts empty (or even) sizes differ by at most one; which tables get one more is
    drawn at random, and so are the seats at each table and which player gets which seat. Players already seated (fixed players included) stay put; blocked seats stay
    empty; a player with a reserved seat gets it and nobody else does.

    Args:
        players: Player ids to seat, none of them seated.
        tables: The room, unused tables included.
        rng: Random source; default a cryptographically secure one.
        order: The preset break order (default: highest number first).

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
    used = tables_to_fill(tables, len(rest), promised, order)
    counts = fill(used, len(rest), rng, promised)
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


def seat_entrant(
    player: str,
    tables: Sequence[Table],
    rng: random.Random | None = None,
    order: Sequence[int] | None = None,
) -> Move:
    """A random seat for a late entrant or a re-entry (TDA Rule 8).

    The seat is drawn at random among the open seats of the tables in play with the fewest
    players (the table first, at random among those, then the seat): the room's own choice
    within Rule 8, so that late entries keep the tables even. Only when every table in play is
    full does a new table open (the first of :func:`~director.seating.room.opening_order` for
    the break order ``order``); balancing then evens the room out. A player with a reserved seat gets it. The seat may
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
    candidates = [t for t in in_play(tables) if t.open_seats]
    if not candidates:
        candidates = [t for t in opening_order(tables, order) if t.open_seats][:1]
    if not candidates:
        raise SeatingError("seating.err.no_seat_for", player=player)
    fewest = min(t.count for t in candidates)
    table = rng.choice([t for t in candidates if t.count == fewest])
    seat = rng.choice(table.open_seats)
    return Move(
        player, None, None, table.number, seat, MoveReason.LATE_ENTRY, sits_out(table, seat)
    )
