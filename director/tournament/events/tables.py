"""Tables and seats: tables added and removed, the draw, moves, the button (and its draw), seats.

Also hand-for-hand play at the bubble (TDA): on, a table done with the hand, the next hand.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from director.i18n import Msg
from director.seating import HandForHand
from director.tournament import seats as st
from director.tournament.events.base import (
    Event,
    Pair,
    register_event,
    seats_after,
)
from director.tournament.model import (
    TournamentState,
    entry_of,
)


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class TablesAdded(Event):
    """New tables: (number, seats) pairs."""

    tables: tuple[Pair, ...]
    KIND: ClassVar[str] = "add_tables"

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        tables = s.editable("tables")
        for number, seats in self.tables:
            if number in tables:
                raise ValueError(f"table {number} added twice")
            tables[number] = st.new_table(number, seats)
        return s.but(tables=dict(sorted(tables.items())), seat_of=s.seat_of)

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        return Msg("action.tables_added", count=len(self.tables))


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class TableRemoved(Event):
    """An empty table taken away."""

    table: int
    KIND: ClassVar[str] = "remove_table"

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        tables = s.editable("tables")
        if tables.pop(self.table).occupants:
            raise ValueError(f"table {self.table} removed with players")
        return s.but(tables=tables, seat_of=s.seat_of)

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        return Msg("action.table_removed", table=self.table)


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class Seated(Event):
    """Entries given seats: (entry, table, seat) triples; ``draw`` for the random draw."""

    seats: tuple[tuple[int, int, int], ...]
    draw: bool = False
    KIND: ClassVar[str] = "seat"

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        tables = s.editable("tables")
        for entry, table, seat in self.seats:
            if seat in tables[table].occupants:
                raise ValueError(f"table {table} seat {seat} taken twice")
            tables[table] = st.sit(tables[table], seat, entry)
        return s.but(tables=tables, seat_of=seats_after(s, add=self.seats))

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        if self.draw or len(self.seats) != 1:
            return Msg("action.draw")
        return Msg("action.seat", name=s.label(self.seats[0][0]))


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class Moved(Event):
    """Players moved between seats, confirmed by the director.

    Attributes:
        moves: The moves (:meth:`director.seating.Move.to_dict`), applied together.
        purpose: "balance", "break", "final" or "manual".
        removed: Tables taken away once emptied (a broken table, the tables left after the
            final-table draw).
        table: The table broken (for the label), if only one is.
        draw: The code of the proposal the moves come from (:mod:`director.seating.drawcode`):
            the random draw can be made again from it and the room before; "" if none.
    """

    moves: tuple[dict[str, Any], ...]
    purpose: str = "manual"
    removed: tuple[int, ...] = ()
    table: int | None = None
    draw: str = ""
    KIND: ClassVar[str] = "move"

    def seating_moves(self) -> tuple[st.Move, ...]:
        """The moves as :class:`director.seating.Move` values."""
        return tuple(st.move_from_data(m) for m in self.moves)

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        moves = self.seating_moves()
        tables = st.apply(s.editable("tables"), s.seat_of, moves)
        for number in self.removed:
            if tables.pop(number).occupants:
                raise ValueError(f"table {number} removed with players")
        moved = [(entry_of(m.player), m.to_table, m.to_seat) for m in moves]
        hfh = s.hand_for_hand
        if hfh is not None and set(self.removed) & hfh.tables and hfh.tables - set(self.removed):
            # A table that broke during hand-for-hand play no longer plays the hand.
            gone = set(self.removed)
            hfh = replace(hfh, tables=hfh.tables - gone, finished=hfh.finished - gone)
        return s.but(tables=tables, seat_of=seats_after(s, add=moved), hand_for_hand=hfh)

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        if self.purpose == "break" and self.table is not None:
            return Msg("action.break_table", table=self.table)
        if self.purpose == "break" and len(self.removed) > 1:
            return Msg("action.break_tables", tables=", ".join(map(str, self.removed)))
        if self.purpose == "final":
            return Msg("action.final_table")
        if len(self.moves) == 1:
            return Msg("action.move", name=s.label(entry_of(self.moves[0]["player"])))
        return Msg("action.moves", count=len(self.moves))


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class ButtonSet(Event):
    """The button placed at a seat of a table (the blinds follow it)."""

    table: int
    seat: int
    KIND: ClassVar[str] = "button"

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        tables = s.editable("tables")
        tables[self.table] = tables[self.table].with_button(self.seat)
        return s.but(tables=tables, seat_of=s.seat_of)

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        return Msg("action.button", table=self.table)


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class SeatBlocked(Event):
    """A seat blocked (nobody is seated there) or opened again."""

    table: int
    seat: int
    blocked: bool = True
    KIND: ClassVar[str] = "block_seat"

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        tables = s.editable("tables")
        tables[self.table] = st.with_blocked(tables[self.table], self.seat, self.blocked)
        return s.but(tables=tables, seat_of=s.seat_of)

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        key = "action.block_seat" if self.blocked else "action.unblock_seat"
        return Msg(key, table=self.table, seat=self.seat)


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class SeatReserved(Event):
    """A seat held for one entry (the draws put it there and nobody else), or released."""

    table: int
    seat: int
    entry: int | None = None
    KIND: ClassVar[str] = "reserve_seat"

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        tables = s.editable("tables")
        tables[self.table] = st.with_reserved(tables[self.table], self.seat, self.entry)
        return s.but(tables=tables, seat_of=s.seat_of)

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        if self.entry is None:
            return Msg("action.unreserve_seat", table=self.table, seat=self.seat)
        return Msg(
            "action.reserve_seat", table=self.table, seat=self.seat, name=s.label(self.entry)
        )


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerFixed(Event):
    """An entry's seat made fixed (never moved by balancing) or free again."""

    entry: int
    fixed: bool = True
    KIND: ClassVar[str] = "fix"

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        ref = s.seat_of[self.entry]
        tables = s.editable("tables")
        tables[ref.table] = st.with_fixed(tables[ref.table], self.entry, self.fixed)
        return s.but(tables=tables, seat_of=s.seat_of)

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        return Msg("action.fix" if self.fixed else "action.unfix", name=s.label(self.entry))


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class ButtonsDrawn(Event):
    """The draw for the button at new tables: (table, seat of the button) pairs."""

    buttons: tuple[Pair, ...]
    KIND: ClassVar[str] = "buttons_drawn"

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        tables = s.editable("tables")
        for number, seat in self.buttons:
            tables[number] = tables[number].with_button(seat)
        return s.but(tables=tables, seat_of=s.seat_of)

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        if len(self.buttons) == 1:
            return Msg("action.button_drawn", table=self.buttons[0][0])
        return Msg("action.buttons_drawn", count=len(self.buttons))


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class HandForHandSet(Event):
    """Hand-for-hand play switched on at ``tables`` (starting at hand 1) or off.

    Attributes:
        on: Switched on (True) or off.
        tables: The tables that play hand for hand (when switched on).
        paused_clock: Switched on while the clock ran, so the clock pauses with it (TDA
            practice); the clock runs again when it is switched off, or when this record is
            undone. False in records written before the clock paused.
    """

    on: bool
    tables: tuple[int, ...] = ()
    paused_clock: bool = False
    KIND: ClassVar[str] = "hand_for_hand"

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        hfh = HandForHand.start(self.tables, paused_clock=self.paused_clock) if self.on else None
        return s.but(hand_for_hand=hfh)

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        return Msg("action.hand_for_hand_on" if self.on else "action.hand_for_hand_off")


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class HandForHandDone(Event):
    """A table finished the current hand-for-hand hand (its busts are recorded separately)."""

    table: int
    KIND: ClassVar[str] = "hand_for_hand_done"

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        assert s.hand_for_hand is not None
        return s.but(hand_for_hand=s.hand_for_hand.finish(self.table))

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        hand = s.hand_for_hand.hand if s.hand_for_hand else 0
        return Msg("action.hand_for_hand_done", table=self.table, hand=hand)


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class HandForHandNext(Event):
    """Every table finished the hand-for-hand hand; the next one is dealt at ``tables``.

    Attributes:
        tables: The tables dealt the next hand.
        hand: The number of the hand dealt (0 in records written before it was kept).
    """

    tables: tuple[int, ...]
    hand: int = 0
    KIND: ClassVar[str] = "hand_for_hand_next"

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        assert s.hand_for_hand is not None
        h = s.hand_for_hand
        nxt = HandForHand(frozenset(self.tables), h.hand + 1, paused_clock=h.paused_clock)
        return s.but(hand_for_hand=nxt)

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items.

        The hand's number is the record's own: the label reads the same whether ``s`` is the
        state before the record (Redo) or after it (Undo, the command line's report).
        """
        hand = self.hand or (s.hand_for_hand.hand if s.hand_for_hand else 0)
        return Msg("action.hand_for_hand_next", hand=hand)
