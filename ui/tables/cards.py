"""The room as the Tables tab shows it: small immutable cards of every table and its seats.

:func:`room_snapshot` turns a tournament state into :class:`TableCard` values (who sits where,
the button and blinds, the next big blind, blocked, held and fixed seats, where each table is
in a hand-for-hand hand). A proposal on show marks the seats it touches with a
:class:`SeatMark` (who leaves, who arrives). :class:`ui.tables.room.RoomView` paints them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from director import seating
from director.tournament.model import TournamentState, entry_of


class HandState(StrEnum):
    """Where a table is in the current hand-for-hand hand."""

    NONE = ""  # hand-for-hand is off, or the table does not play this hand
    PLAYING = "playing"
    DONE = "done"


@dataclass(frozen=True, slots=True)
class SeatCard:
    """One seat as the room shows it.

    Attributes:
        seat: The seat number.
        entry: Who sits there (entry id), None if empty.
        name: The name shown ("" if empty).
        chips: The counted stack, if any.
        button, small_blind, big_blind: The positions of the hand being played (or just played).
        next_big_blind: This player posts the big blind next (and is the one balancing moves).
        waits: The player sits out the next hand (arrived between the small blind and button).
        blocked: Nobody may sit here.
        held_for: The name of the player the seat is held for ("" if not held).
        fixed: The player never moves (e.g. the playing director).
    """

    seat: int
    entry: int | None = None
    name: str = ""
    chips: int | None = None
    button: bool = False
    small_blind: bool = False
    big_blind: bool = False
    next_big_blind: bool = False
    waits: bool = False
    blocked: bool = False
    held_for: str = ""
    fixed: bool = False


@dataclass(frozen=True, slots=True)
class TableCard:
    """One table as the room shows it.

    Attributes:
        number: The table number.
        seats: Every seat, 1 to N.
        count: Players seated.
        capacity: Seats players can use (not blocked, not held).
        button_set: The button has been recorded.
        hand: Where the table is in the hand-for-hand hand.
    """

    number: int
    seats: tuple[SeatCard, ...]
    count: int
    capacity: int
    button_set: bool
    hand: HandState = HandState.NONE

    def seat(self, number: int) -> SeatCard:
        """Seat ``number`` (1-based)."""
        return self.seats[number - 1]

    @property
    def needs_button(self) -> bool:
        """Two players or more and no button yet: the next big blind is not known."""
        return not self.button_set and self.count >= 2

    @property
    def unused(self) -> bool:
        """Nobody sits here: the table is not in play (see :mod:`director.seating.room`)."""
        return self.count == 0


def room_snapshot(state: TournamentState) -> tuple[TableCard, ...]:
    """Every table of ``state`` as a :class:`TableCard`, by table number.

    The next big blind is the domain's (:func:`director.seating.next_big_blind_seat`), shown
    only once the button is recorded (before that the card says the button is not set).
    """
    hfh = state.hand_for_hand
    entries = state.entries
    cards = []
    for number in sorted(state.tables):
        table = state.tables[number]
        positions = table.positions
        next_bb = seating.next_big_blind_seat(table)
        waiting = seating.waiting_seats(table) if positions is not None else frozenset()
        seats = []
        for seat in range(1, table.seats + 1):
            pid = table.occupants.get(seat)
            held = table.reserved.get(seat)
            entry = None if pid is None else entry_of(pid)
            seats.append(
                SeatCard(
                    seat=seat,
                    entry=entry,
                    name="" if entry is None else state.label(entry),
                    chips=None if entry is None else entries[entry].chips,
                    button=positions is not None and positions.button == seat,
                    small_blind=positions is not None and positions.small_blind == seat,
                    big_blind=positions is not None and positions.big_blind == seat,
                    next_big_blind=entry is not None and seat == next_bb,
                    waits=seat in waiting,
                    blocked=seat in table.blocked,
                    held_for=state.label(entry_of(held))
                    if held is not None and pid is None
                    else "",
                    fixed=pid is not None and pid in table.fixed,
                )
            )
        if hfh is None or number not in hfh.tables:
            hand = HandState.NONE
        else:
            hand = HandState.DONE if number in hfh.finished else HandState.PLAYING
        cards.append(
            TableCard(
                number=number,
                seats=tuple(seats),
                count=table.count,
                capacity=table.capacity,
                button_set=table.button is not None,
                hand=hand,
            )
        )
    return tuple(cards)


class Mark(StrEnum):
    """How a proposed move marks a seat."""

    LEAVES = "leaves"  # the player sitting here moves away
    ARRIVES = "arrives"  # a player comes to sit here
    STAYS = "stays"  # final-table draw: the player draws the seat they have


@dataclass(frozen=True, slots=True)
class SeatMark:
    """A seat marked by the proposal on show.

    Attributes:
        mark: What happens there.
        note: The short tag drawn at the right ("to 7·2", "from 3·5", "stays").
        name: The player who arrives (drawn in the seat, "" otherwise).
    """

    mark: Mark
    note: str
    name: str = ""


class Region(StrEnum):
    """Parts of a card that answer a click."""

    HEADER = "header"
    DONE = "done"
    DRAW = "draw"  # the "Draw button" of a table whose button is not set
    BUTTON = "button"  # the spot beside a seat where the dealer button is drawn
    SEAT = "seat"


@dataclass(frozen=True, slots=True)
class Hit:
    """What is under the mouse: a table, a seat (0 for the header) and which part."""

    table: int
    seat: int
    region: Region
