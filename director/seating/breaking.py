"""Breaking tables (TDA Rule 10) and the final table (TDA RP-9).

Only the tables in play count (:func:`~director.seating.room.in_play`): an unused table is
neither broken nor kept as the final table. When the players fit at fewer tables, every table
that can break breaks in one proposal (:func:`break_tables`), its players placed at the tables
that stay, so that nobody moved by a break is moved again by the next one.
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Iterable, Sequence

from director.seating.balance import balance, check_threshold, seated
from director.seating.button import sits_out
from director.seating.draw import reservation, tables_to_fill
from director.seating.errors import SeatingError
from director.seating.moves import Move, MoveReason
from director.seating.room import (
    break_order,
    check_room,
    in_play,
    random_source,
    table_numbered,
)
from director.seating.table import Table


def _final_candidate(tables: Sequence[Table], order: Sequence[int] | None) -> Table:
    """The table that would remain: a fixed player's, else the last in play of the break order."""
    with_fixed = [t for t in tables if t.fixed]
    if with_fixed:
        return min(with_fixed, key=lambda t: t.number)
    return table_numbered(tables, break_order(in_play(tables), order)[-1])


def final_table_due(tables: Sequence[Table], order: Sequence[int] | None = None) -> int | None:
    """The number of the final table if the players left now fit at one table, else None.

    Due when players sit at two tables or more and all of them fit at the table that would
    remain: the table of a fixed player if there is one, otherwise the last table in play of the
    break order (by default the lowest number). Then :func:`final_table_redraw` seats everyone there
    (TDA RP-9: a final table has as many players as a full table).
    """
    check_room(tables)
    if len([t for t in tables if t.count]) < 2:
        return None
    final = _final_candidate(tables, order)
    players = sum(t.count for t in tables)
    return final.number if players <= final.capacity else None


def tables_to_break(tables: Sequence[Table], order: Sequence[int] | None = None) -> list[int]:
    """The tables in play to break now because their players fit in the other tables.

    Unused tables (nobody seated) are not broken: they are left out. Tables are taken in the
    preset break order (``order``: the listed tables first, numbers not in
    the room ignored, then the rest highest number first) as long as every player fits in the
    open seats of the tables that remain. A table with a fixed player never breaks and is passed
    over; the order is otherwise kept (a table that cannot break yet stops the list). At least two
    tables remain: when everybody fits at one table this returns ``[]`` and
    :func:`final_table_due` names the final table instead.
    """
    check_room(tables)
    if final_table_due(tables, order) is not None:
        return []
    playing = in_play(tables)
    players = sum(t.count for t in playing)
    remaining = {t.number: t.capacity for t in playing}
    fixed = {t.number for t in playing if t.fixed}
    result: list[int] = []
    for number in break_order(playing, order):
        if number in fixed:
            continue
        if len(remaining) <= 2 or players > sum(remaining.values()) - remaining[number]:
            break
        result.append(number)
        del remaining[number]
    return result


def break_table(
    tables: Sequence[Table],
    number: int,
    rng: random.Random | None = None,
    threshold: int = 1,
    order: Sequence[int] | None = None,
) -> list[Move]:
    """The moves that break table ``number`` alone (TDA Rule 10), then any balancing still needed.

    As :func:`break_tables` for one table; its players prefer the tables that are not due to
    break after it (:func:`tables_to_break`), so that they are not moved again by the next break.
    """
    check_room(tables)
    due = set(tables_to_break(tables, order)) - {number}
    return break_tables(tables, [number], rng, threshold, order, avoid=due)


def break_tables(
    tables: Sequence[Table],
    numbers: Sequence[int],
    rng: random.Random | None = None,
    threshold: int = 1,
    order: Sequence[int] | None = None,
    *,
    avoid: Iterable[int] = (),
) -> list[Move]:
    """The moves that break every table of ``numbers`` together (TDA Rule 10), then balancing.

    One proposal for all the tables that break (the director confirms it once). Every player of
    the broken tables (in random order) goes to a table that stays, one with the fewest players
    among those with an open seat, drawn at random among them, and there to a random open seat:
    the two-step random process of TDA Rule 10. The tables that stay are the tables in play;
    unused tables open (as for the draw) only if those lack seats; tables in ``avoid`` (due to
    break next) are used only when the others are full. A player with a reserved seat at
    another table gets it. Players can get any seat, blinds and button included; between the
    small blind and the button they wait for the button to pass (:attr:`Move.waits`). If the
    tables that stay were not balanced, :attr:`MoveReason.BALANCE` moves follow (TDA Rule 11,
    as :func:`~director.seating.balance_moves`, among the tables not in ``avoid``), never of a
    player who just arrived: nobody moves twice.

    Raises:
        SeatingError: No such table, one is unused (nobody sits there), a fixed player sits at
            one, or the others lack seats.
    """
    check_room(tables)
    check_threshold(threshold)
    if not numbers:
        return []
    broken = [table_numbered(tables, n) for n in dict.fromkeys(numbers)]
    for table in broken:
        if not table.occupants:  # an unused table has nobody to move: it is not broken
            raise SeatingError("seating.err.break_unused", table=table.number)
        if table.fixed:
            raise SeatingError(
                "seating.err.break_fixed", table=table.number, player=sorted(table.fixed)[0]
            )
    rng = random_source(rng)
    gone = {t.number for t in broken}
    others = sorted((t for t in tables if t.number not in gone), key=lambda t: t.number)
    movers = [p for t in broken for p in t.players]
    held = {p: reservation(others, p) for p in movers}
    need = sum(1 for p in movers if held[p] is None)
    used = tables_to_fill(others, need, {h[0] for h in held.values() if h is not None}, order)
    free = sum(len(t.open_seats) for t in used)
    if need > free:
        numbers_text = ", ".join(str(t.number) for t in broken)
        raise SeatingError(
            "seating.err.break_no_room", table=numbers_text, players=len(movers), free=free
        )
    work = {t.number: t for t in used}
    avoided = frozenset(avoid)
    moves = _place_broken(broken, work, rng, avoided)
    # The tables due to break next receive no balancing move either: they break next.
    staying = {n: t for n, t in work.items() if n not in avoided}
    moves += balance(staying, threshold, keep=frozenset(movers))
    return moves


def _place_broken(
    broken: Sequence[Table], work: dict[int, Table], rng: random.Random, avoid: frozenset[int]
) -> list[Move]:
    """The players of ``broken`` placed by TDA Rule 10's two-step draw on ``work`` (in place).

    In random order, each player draws first a table among those with the fewest players and an
    open seat (tables in ``avoid`` only when no other has one), then a seat there; a player with
    a reserved seat gets it. The tables wait in a heap keyed by (avoided, players, a random
    number): the smallest key is a table with the fewest players, drawn at random among them,
    so breaking many tables at a 5,000-player room stays quick.
    """
    movers = [(t.number, seat, player) for t in broken for seat, player in t.occupants.items()]
    rng.shuffle(movers)
    held = {p: (t.number, s) for t in work.values() for s, p in t.reserved.items()}
    moves: list[Move] = []

    def place(mover: tuple[int, int, str], to_number: int, to_seat: int) -> None:
        from_table, from_seat, player = mover
        target = work[to_number]
        waits = sits_out(target, to_seat)
        moves.append(
            Move(player, from_table, from_seat, to_number, to_seat, MoveReason.BREAK_TABLE, waits)
        )
        work[to_number] = seated(target, to_seat, player)

    drawing = []
    for mover in movers:  # reserved seats first: they count before the draw of the others
        if mover[2] in held:
            place(mover, *held[mover[2]])
        else:
            drawing.append(mover)
    open_seats = {n: list(t.open_seats) for n, t in work.items()}
    heap = [(n in avoid, t.count, rng.random(), n) for n, t in work.items() if open_seats[n]]
    heapq.heapify(heap)
    for mover in drawing:
        avoided, count, _key, number = heapq.heappop(heap)
        seats = open_seats[number]
        place(mover, number, seats.pop(rng.randrange(len(seats))))
        if seats:
            heapq.heappush(heap, (avoided, count + 1, rng.random(), number))
    return moves


def final_table_redraw(
    tables: Sequence[Table], final_table: int, rng: random.Random | None = None
) -> list[Move]:
    """A random redraw of every player left for seats at ``final_table`` (TDA RP-9).

    Every player, those already at the final table included, draws a seat at random; fixed
    players at the final table keep theirs, blocked seats stay empty, a reserved seat goes to its
    player. Moves of players who draw their own seat are included (the director reads out the
    whole draw). The moves must be applied together in one
    :func:`~director.seating.apply_moves` call (seats are exchanged); that call also forgets the
    final table's button, which is drawn anew.

    Raises:
        SeatingError: No such table, a fixed player sits at another table, or too many players.
    """
    check_room(tables)
    final = table_numbered(tables, final_table)
    for table in tables:
        if table.number != final_table and table.fixed:
            raise SeatingError(
                "seating.err.final_fixed", player=sorted(table.fixed)[0], table=table.number
            )
    rng = random_source(rng)
    drawing = [
        (t.number, seat, player)
        for t in sorted(tables, key=lambda t: t.number)
        for seat, player in t.occupants.items()
        if player not in final.fixed
    ]
    kept = {seat for seat, player in final.occupants.items() if player in final.fixed}
    reserved_for = {player: seat for seat, player in final.reserved.items()}
    taken = kept | {reserved_for[p] for _, _, p in drawing if p in reserved_for}
    free = [
        seat
        for seat in range(1, final.seats + 1)
        if seat not in final.blocked and seat not in taken and seat not in final.reserved
    ]
    random_players = [d for d in drawing if d[2] not in reserved_for]
    if len(random_players) > len(free):
        raise SeatingError(
            "seating.err.final_no_room",
            players=len(drawing) + len(kept),
            table=final_table,
            capacity=final.capacity,
        )
    seats = rng.sample(free, len(random_players))
    moves = [
        Move(player, number, seat, final_table, reserved_for[player], MoveReason.FINAL_TABLE)
        for number, seat, player in drawing
        if player in reserved_for
    ]
    moves += [
        Move(player, number, seat, final_table, to_seat, MoveReason.FINAL_TABLE)
        for (number, seat, player), to_seat in zip(random_players, seats, strict=True)
    ]
    moves.sort(key=lambda m: m.to_seat)
    return moves
