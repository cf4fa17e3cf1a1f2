"""The room: the tables in play taken together, and the random source of every draw."""

from __future__ import annotations

import random
import secrets
from collections.abc import Sequence

from director.seating.errors import SeatingError
from director.seating.table import MAX_SEATS, MIN_SEATS, Table


def check_room(tables: Sequence[Table]) -> None:
    """Check that the tables make one room: distinct numbers, nobody seated or reserved twice.

    Raises:
        SeatingError: Naming the first problem found.
    """
    numbers: set[int] = set()
    where: dict[str, int] = {}
    held: dict[str, int] = {}
    for table in tables:
        if not isinstance(table, Table):
            raise SeatingError("seating.err.not_table", value=table)
        if table.number in numbers:
            raise SeatingError("seating.err.two_tables", table=table.number)
        numbers.add(table.number)
        for player in table.occupants.values():
            if player in where:
                raise SeatingError(
                    "seating.err.seated_twice",
                    player=player,
                    first=where[player],
                    second=table.number,
                )
            where[player] = table.number
        for player in table.reserved.values():
            if player in held:
                raise SeatingError(
                    "seating.err.reserved_twice",
                    player=player,
                    first=held[player],
                    second=table.number,
                )
            held[player] = table.number


def seat_of(tables: Sequence[Table], player: str) -> tuple[int, int] | None:
    """Where ``player`` sits: ``(table number, seat)``, or None if not seated."""
    for table in tables:
        seat = table.seat_of(player)
        if seat is not None:
            return table.number, seat
    return None


def tables_needed(players: int, seats: int = MAX_SEATS) -> int:
    """How many tables of ``seats`` seats ``players`` players need (at least one).

    Raises:
        SeatingError: ``seats`` is not a size a table may have.
    """
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise SeatingError("seating.err.seats_range", low=MIN_SEATS, high=MAX_SEATS, seats=seats)
    return max(1, -(-players // seats))


def table_numbered(tables: Sequence[Table], number: int) -> Table:
    """The table numbered ``number``.

    Raises:
        SeatingError: There is no such table.
    """
    for table in tables:
        if table.number == number:
            return table
    raise SeatingError("seating.err.no_table", table=number)


def random_source(rng: random.Random | None) -> random.Random:
    """``rng``, or a cryptographically secure generator when None (TDA Rule 7: random seats)."""
    return rng if rng is not None else secrets.SystemRandom()
