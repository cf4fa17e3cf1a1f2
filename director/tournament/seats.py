"""The tournament's side of :mod:`director.seating`: tables in the state, seats of entries.

The seating engine works on immutable :class:`director.seating.Table` values with players known
by text ids; the tournament knows entries by number. This module is the only place that
converts between the two (see :func:`director.tournament.model.seat_id`), and it makes the
small one-seat changes the events need (sit down, stand up, block a seat).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from director.seating import Move, MoveReason, Table, apply_moves
from director.tournament.model import SeatRef, entry_of, seat_id

__all__ = ["Move", "MoveReason", "Table"]


def new_table(number: int, seats: int) -> Table:
    """An empty table."""
    return Table(number=number, seats=seats)


def sit(table: Table, seat: int, entry: int) -> Table:
    """``table`` with ``entry`` in ``seat``."""
    occupants = dict(table.occupants)
    occupants[seat] = seat_id(entry)
    return replace(table, occupants=occupants)


def stand(table: Table, entries: Iterable[int]) -> Table:
    """``table`` without ``entries`` (their fixed seats and reservations go too)."""
    return table.without(seat_id(e) for e in entries)


def with_blocked(table: Table, seat: int, blocked: bool) -> Table:
    """``table`` with ``seat`` blocked or open."""
    seats = set(table.blocked)
    if blocked:
        seats.add(seat)
    else:
        seats.discard(seat)
    return replace(table, blocked=frozenset(seats))


def with_fixed(table: Table, entry: int, fixed: bool) -> Table:
    """``table`` with ``entry``'s seat fixed (never moved) or not."""
    ids = set(table.fixed)
    if fixed:
        ids.add(seat_id(entry))
    else:
        ids.discard(seat_id(entry))
    return replace(table, fixed=frozenset(ids))


def with_reserved(table: Table, seat: int, entry: int | None) -> Table:
    """``table`` with ``seat`` held for ``entry`` (None: no longer held)."""
    held = dict(table.reserved)
    if entry is None:
        held.pop(seat, None)
    else:
        held[seat] = seat_id(entry)
    return replace(table, reserved=held)


def remove_entries(
    tables: dict[int, Table], seats: Mapping[int, SeatRef], entries: Iterable[int]
) -> dict[int, Table]:
    """The tables with ``entries`` stood up from their seats, changed in place; returns them.

    ``tables`` is a state's :meth:`~director.tournament.model.TournamentState.editable` mapping.
    """
    out = tables
    by_table: dict[int, list[int]] = {}
    for e in entries:
        ref = seats.get(e)
        if ref is not None:
            by_table.setdefault(ref.table, []).append(e)
    for number, gone in by_table.items():
        out[number] = stand(out[number], gone)
    return out


def apply(
    tables: dict[int, Table], seats: Mapping[int, SeatRef], moves: Sequence[Move]
) -> dict[int, Table]:
    """The tables after ``moves`` (:func:`director.seating.apply_moves`), changed in place.

    ``tables`` is a state's editable mapping and ``seats`` its seat index. Only the tables the
    moves concern go through the seating engine's checks (those left and joined, and where a
    player said to have no seat sits): the others do not change, and checking the whole room
    at every move made a replay of the log grow with the square of the tables.
    """
    concerned: set[int] = set()
    for move in moves:
        concerned.add(move.to_table)
        if move.from_table is not None:
            concerned.add(move.from_table)
        ref = seats.get(entry_of(move.player))
        if ref is not None:
            concerned.add(ref.table)
    for table in apply_moves([tables[n] for n in sorted(concerned) if n in tables], moves):
        tables[table.number] = table
    return tables


def move_data(move: Move) -> dict[str, Any]:
    """A move as plain data for the log."""
    return move.to_dict()


def move_from_data(data: Mapping[str, Any]) -> Move:
    """Read back :func:`move_data`."""
    return Move.from_dict(data)
