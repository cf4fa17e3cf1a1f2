"""Carrying out moves: checked against the room, made together, and the director's own moves."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from director.seating.button import sits_out
from director.seating.errors import SeatingError
from director.seating.moves import Move, MoveReason
from director.seating.room import check_room, seat_of, table_numbered
from director.seating.table import Table


class _Batch:
    """Moves made together, checked one by one against the room: who leaves, who arrives where.

    Everybody who moves stands up, then sits down: a seat may be taken by a player who leaves it
    in the same batch (players can swap seats).
    """

    def __init__(self, tables: Sequence[Table]) -> None:
        self.by_number = {t.number: t for t in tables}
        self.where = {p: (t.number, s) for t in tables for s, p in t.occupants.items()}
        self.leaving: dict[int, set[int]] = {}
        self.arriving: dict[int, dict[int, str]] = {}
        self.seen: set[str] = set()
        self.redrawn: set[int] = set()

    def add(self, move: object) -> None:
        """Take ``move`` into the batch, or raise SeatingError naming why it does not fit."""
        if not isinstance(move, Move):
            raise SeatingError("seating.err.not_move", value=move)
        player = move.player
        if player in self.seen:
            raise SeatingError("seating.err.moved_twice", player=player)
        self.seen.add(player)
        self._leave(move)
        target = self.by_number.get(move.to_table)
        if target is None:
            raise SeatingError("seating.err.no_table_for", table=move.to_table, player=player)
        self._arrive(move, target)

    def _leave(self, move: Move) -> None:
        """Check where the player of ``move`` sits now and stand them up."""
        player = move.player
        if move.from_table is None or move.from_seat is None:
            if player in self.where:
                at_table, at_seat = self.where[player]
                raise SeatingError(
                    "seating.err.already_at_seat", player=player, table=at_table, seat=at_seat
                )
            return
        origin = (move.from_table, move.from_seat)
        if self.where.get(player) != origin:
            raise SeatingError(
                "seating.err.moved_away", player=player, table=origin[0], seat=origin[1]
            )
        if player in self.by_number[origin[0]].fixed and origin != (move.to_table, move.to_seat):
            raise SeatingError("seating.err.fixed_seat", player=player, table=origin[0])
        self.leaving.setdefault(origin[0], set()).add(origin[1])

    def _arrive(self, move: Move, target: Table) -> None:
        """Check the seat ``move`` gives at ``target`` and sit the player down there."""
        seat: object = move.to_seat
        if type(seat) is not int or not 1 <= seat <= target.seats:
            raise SeatingError(
                "seating.err.no_seat", table=target.number, seat=seat, seats=target.seats
            )
        if seat in target.blocked:
            raise SeatingError("seating.err.seat_blocked", table=target.number, seat=seat)
        holder = target.reserved.get(seat)
        if holder is not None and holder != move.player:
            raise SeatingError(
                "seating.err.seat_reserved", table=target.number, seat=seat, player=holder
            )
        if seat in self.arriving.get(target.number, {}):
            raise SeatingError("seating.err.same_seat", table=target.number, seat=seat)
        self.arriving.setdefault(target.number, {})[seat] = move.player
        if move.reason is MoveReason.FINAL_TABLE:
            self.redrawn.add(target.number)

    def check_seats_free(self) -> None:
        """Refuse an arrival on a seat whose player does not leave it."""
        for number, seats in self.arriving.items():
            table = self.by_number[number]
            staying = self.leaving.get(number, set())
            for seat in seats:
                if seat in table.occupants and seat not in staying:
                    raise SeatingError(
                        "seating.err.seat_taken",
                        table=number,
                        seat=seat,
                        player=table.occupants[seat],
                    )

    def room_after(self, tables: Sequence[Table]) -> tuple[Table, ...]:
        """``tables`` with the batch made, in the same order."""
        result: list[Table] = []
        for table in tables:
            number = table.number
            if number not in self.leaving and number not in self.arriving:
                result.append(table)
                continue
            gone = self.leaving.get(number, set())
            occupants = {s: p for s, p in table.occupants.items() if s not in gone}
            occupants.update(self.arriving.get(number, {}))
            changed = replace(table, occupants=occupants)
            if number in self.redrawn:  # the final table's button is drawn anew (TDA RP-9)
                changed = changed.with_button(None)
            result.append(changed)
        return tuple(result)


def _apply(tables: Sequence[Table], moves: Sequence[Move]) -> tuple[Table, ...]:
    """The room after ``moves``; see :func:`apply_moves`."""
    check_room(tables)
    batch = _Batch(tables)
    for move in moves:
        batch.add(move)
    batch.check_seats_free()
    return batch.room_after(tables)


def manual_move(tables: Sequence[Table], player: str, to_table: int, to_seat: int) -> Move:
    """A move the director asks for by hand, checked against the room.

    Raises:
        SeatingError: The player is not seated or is fixed, or the seat cannot be taken.
    """
    check_room(tables)
    where = seat_of(tables, player)
    if where is None:
        raise SeatingError("seating.err.unseated", player=player)
    move = Move(player, where[0], where[1], to_table, to_seat, MoveReason.MANUAL)
    verify_moves(tables, [move])
    target = table_numbered(tables, to_table)
    return replace(move, waits=sits_out(target, to_seat))


def verify_moves(tables: Sequence[Table], moves: Sequence[Move]) -> None:
    """Raise SeatingError (one line, naming the move) if ``moves`` cannot be applied together."""
    _apply(tables, moves)


def can_apply(tables: Sequence[Table], moves: Sequence[Move]) -> bool:
    """Whether :func:`apply_moves` would succeed."""
    try:
        _apply(tables, moves)
    except SeatingError:
        return False
    return True


def apply_moves(tables: Sequence[Table], moves: Sequence[Move]) -> tuple[Table, ...]:
    """The room after ``moves``, made together: everybody who moves stands up, then sits down.

    Pure: ``tables`` are not changed. Tables come back in the order given; a broken table comes
    back empty. A :attr:`MoveReason.FINAL_TABLE` move also forgets its table's button and blinds
    (drawn anew after the redraw, TDA RP-9). Stored positions are otherwise kept: a player
    sitting down does not move the button.

    Raises:
        SeatingError: If any move does not fit the room (the player is not where the move says,
            moves twice or is fixed; the seat does not exist, is blocked, reserved for somebody
            else, or taken by a player who stays; two players get the same seat). Nothing is
            applied then.
    """
    return _apply(tables, moves)
