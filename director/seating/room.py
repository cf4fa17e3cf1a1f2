"""The room: the tables taken together, which of them are in play, and the random source.

The room is every table set up (what the director added). A table is *in play* while somebody
sits at it; the other tables are *unused*: the seat draw fills the fewest tables that seat
everybody, late entries open a new table only when the tables in play are full, and balancing,
breaking and the final table only ever look at the tables in play. Unused tables open in the
reverse of the preset break order (TDA Rule 10: tables break in a preset order, by default the
highest number first, so the lowest numbers open first and are the last to break).
"""

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


def in_play(tables: Sequence[Table]) -> list[Table]:
    """The tables somebody sits at, in the order given (the others are unused)."""
    return [t for t in tables if t.occupants]


def break_order(tables: Sequence[Table], order: Sequence[int] | None) -> list[int]:
    """The preset break order: the listed tables first, then the rest highest number first."""
    numbers = {t.number for t in tables}
    result: list[int] = []
    for number in order or ():
        if number in numbers and number not in result:
            result.append(number)
    result += sorted(numbers.difference(result), reverse=True)
    return result


def opening_order(tables: Sequence[Table], order: Sequence[int] | None) -> list[Table]:
    """The unused tables in the order they open: the reverse of the break order.

    The table that would break last opens first, so that a table opened for late entries is not
    the next one to break.
    """
    by_number = {t.number: t for t in tables if not t.occupants}
    return [by_number[n] for n in reversed(break_order(tables, order)) if n in by_number]


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
