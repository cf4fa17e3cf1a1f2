"""Balancing the room (TDA Rule 11): the next big blind moves to the short table's worst seat."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from director.seating.button import big_blind_order, worst_seat
from director.seating.errors import SeatingError
from director.seating.moves import Move, MoveReason
from director.seating.room import check_room
from director.seating.table import Table


def _movable(table: Table, keep: frozenset[str]) -> tuple[int, str] | None:
    """The player to take from ``table``: the next big blind, fixed players and ``keep`` aside.

    ``keep`` are players who already moved in the same proposal (a player moves once).
    """
    for seat in big_blind_order(table):
        player = table.occupants[seat]
        if player not in table.fixed and player not in keep:
            return seat, player
    return None


def _can_give(table: Table, keep: frozenset[str]) -> bool:
    """Whether ``table`` has a player balancing may move (not fixed, not in ``keep``)."""
    if not keep:
        return table.count > len(table.fixed)
    return any(p not in table.fixed and p not in keep for p in table.occupants.values())


def vacated(table: Table, seat: int) -> Table:
    """``table`` with ``seat`` emptied."""
    occupants = dict(table.occupants)
    del occupants[seat]
    return replace(table, occupants=occupants)


def seated(table: Table, seat: int, player: str) -> Table:
    """``table`` with ``seat`` given to ``player``."""
    occupants = dict(table.occupants)
    occupants[seat] = player
    return replace(table, occupants=occupants)


def check_threshold(threshold: int) -> None:
    """Refuse a balancing threshold that is not a whole number from 1 up."""
    if type(threshold) is not int or threshold < 1:
        raise SeatingError("seating.err.threshold", threshold=threshold)


def balance(
    work: dict[int, Table], threshold: int, keep: frozenset[str] = frozenset()
) -> list[Move]:
    """Balancing moves on ``work`` (changed in place), see :func:`balance_moves`.

    Args:
        work: The tables by number, in ascending number order (ties go to the lowest number).
        threshold: The largest difference allowed, already checked.
        keep: Players not to move (they moved already in the same proposal: a player moves once).
    """
    moves: list[Move] = []
    while True:
        source: Table | None = None
        target: Table | None = None
        for table in work.values():  # numbers ascending: ties go to the lowest number
            if (source is None or table.count > source.count) and _can_give(table, keep):
                source = table
            # Unused tables (nobody seated) stay unused: balancing evens out the tables in play.
            if (target is None or table.count < target.count) and table.open_seats and table.count:
                target = table
        if (
            source is None
            or target is None
            or source.number == target.number
            or source.count - target.count <= threshold
        ):
            return moves
        picked = _movable(source, keep)
        seat = worst_seat(target)
        if picked is None or seat is None:  # pragma: no cover - ruled out by the choice above
            return moves
        from_seat, player = picked
        moves.append(
            Move(player, source.number, from_seat, target.number, seat, MoveReason.BALANCE)
        )
        work[source.number] = vacated(source, from_seat)
        work[target.number] = seated(target, seat, player)


def balance_moves(tables: Sequence[Table], threshold: int = 1) -> list[Move]:
    """Every move needed to balance the room (TDA Rule 11), in the order to make them.

    Only the tables in play count: a table nobody sits at is unused, not short-handed, and
    receives nobody. While the largest table has more than ``threshold`` players more than the
    smallest table in play with an open seat, the player who will be big blind next at the largest table
    (:func:`~director.seating.big_blind_order`; a fixed player is skipped for the one after)
    moves to the worst seat of the smallest table (:func:`~director.seating.worst_seat`: the
    seat that posts the big blind soonest, never the small blind; TDA Rule 11A). Predetermined
    procedure (TDA Rule 11C): among equally large tables the one with the lowest number gives
    the player, and among equally small tables the one with the lowest number receives it (by
    default tables break highest number first, so players are not moved into a table that
    breaks soon). Moves are proposals for the director; applying them one at a time in this
    order, or all at once, gives the same room. Halting play on a short table (TDA Rule 11D) is
    the dealer's business and is not modelled.

    Afterwards no table with a movable player has more than ``threshold`` players more than any
    table with an open seat; with equal tables and no blocked seats the sizes differ by at most
    ``threshold``.

    Args:
        tables: The room.
        threshold: The largest difference allowed (default 1: "more than one player" triggers).

    Raises:
        SeatingError: ``threshold`` below 1 or an inconsistent room.
    """
    check_room(tables)
    check_threshold(threshold)
    work = {t.number: t for t in sorted(tables, key=lambda t: t.number)}
    return balance(work, threshold)


def is_balanced(tables: Sequence[Table], threshold: int = 1) -> bool:
    """True when :func:`balance_moves` has nothing to propose."""
    return not balance_moves(tables, threshold)
