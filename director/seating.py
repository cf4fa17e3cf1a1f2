"""Seating: the seat draw, late entrants, balancing, breaking tables, the final table, hand for hand.

Everything here is a pure function over a small immutable model: a room is a sequence of
:class:`Table` values, and every proposal is a list of :class:`Move` records that the director
confirms and :func:`apply_moves` carries out. Nothing is stored and nothing is printed; the
tournament core keeps the tables in its event log and stores the confirmed moves as events.

Randomness is an argument: every draw takes a ``random.Random`` and uses a cryptographically
secure generator (``secrets.SystemRandom()``) when none is given.

Rules followed. The club's rule sheets (``shared/rules``) say nothing about seating, so this module
follows the Poker TDA Rules, 2024 edition (numbers as in that edition), and the WSOP tournament
rules where the TDA is silent:

- TDA Rule 7 (random correct seating): every seat is drawn at random.
- TDA Rule 8 (alternates, late registrants and re-entries): late entrants draw a random seat; the
  issue asks for a table with the fewest players, so the draw is among those tables.
- TDA Rule 10 (breaking tables): players of a broken table are placed by a two-step random
  process (first a table, then a seat). They may get any seat, blinds and button included, and are
  dealt in except between the small blind and the button (:attr:`Move.waits`).
- TDA Rule 11 (balancing tables): 11A, the player who will be big blind next moves to the worst
  position at the short table, the seat that will post the big blind soonest, never the small
  blind; 11C, the table a player is taken from is chosen by a predetermined procedure (here: the
  largest table, ties to the lowest table number; the smallest table, ties to the lowest table
  number). Halting play on a short table (11D) is the dealer's business and is not modelled.
- TDA Rule 32 (dead button): the big blind moves forward one player every hand; the small blind
  and the button follow it and may fall on empty seats (see :func:`next_positions`). TDA Rule 34B:
  heads-up, the button posts the small blind.
- TDA RP-8 (hand for hand) and the TDA rule on players busting in the same hand: see
  :class:`HandForHand`.
- TDA RP-9: the final table has as many players as a full table; the final table is formed by a
  random redraw of everyone left.
- WSOP rules, start of an event: the button starts at the first stack to the dealer's right, that
  is the highest-numbered occupied seat. Used when a table's button has not been recorded.

Seats are numbered from 1 clockwise, starting on the dealer's left.
"""

from __future__ import annotations

import heapq
import random
import secrets
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from functools import cache
from types import MappingProxyType
from typing import Any

from director.errors import DirectorError

#: Seats a table may have.
MIN_SEATS = 2
MAX_SEATS = 10


class SeatingError(DirectorError):
    """A seating request that cannot be carried out (full room, stale move, fixed player, ...)."""


class MoveReason(StrEnum):
    """Why a player takes a seat."""

    DRAW = "draw"
    LATE_ENTRY = "late_entry"
    BALANCE = "balance"
    BREAK_TABLE = "break_table"
    FINAL_TABLE = "final_table"
    MANUAL = "manual"


# -- the model ---------------------------------------------------------------------------------


@cache
def _clockwise(start: int, seats: int) -> tuple[int, ...]:
    """The seats after ``start`` going clockwise, ``start`` itself excluded."""
    return tuple((start + i - 1) % seats + 1 for i in range(1, seats))


def _between(first: int, last: int, seats: int) -> tuple[int, ...]:
    """The seats strictly between ``first`` and ``last`` going clockwise (empty if equal)."""
    if first == last:
        return ()
    ring = _clockwise(first, seats)
    return ring[: ring.index(last)]


@dataclass(frozen=True, slots=True)
class Positions:
    """Where the button and the blinds are for one hand.

    Any of the seats may be empty: with the dead button (TDA Rule 32) the button and the small
    blind can fall on a seat whose player has left. Heads-up the button is the small blind.

    Attributes:
        button: Seat of the dealer button.
        small_blind: Seat of the small blind.
        big_blind: Seat of the big blind.
    """

    button: int
    small_blind: int
    big_blind: int


def _standard_positions(button: int, occupied: Collection[int], seats: int) -> Positions | None:
    """Blinds as a dealer places them around a button: the next two players after it.

    Heads-up, the button posts the small blind (TDA Rule 34B); if the button is on an empty seat
    then, it goes to the first player after it.
    """
    if len(occupied) < 2:
        return None
    after = [s for s in _clockwise(button, seats) if s in occupied]
    if len(occupied) == 2:
        if button in occupied:
            return Positions(button, button, after[0])
        return Positions(after[0], after[0], after[1])
    return Positions(button, after[0], after[1])


@dataclass(frozen=True, slots=True)
class Table:
    """One table of the room and who sits where.

    The positions (``button``, ``small_blind``, ``big_blind``) describe the hand being played at
    the table, or between hands the hand just finished: what the director sees on the felt.
    :meth:`with_button` records the button and places the blinds after it as a dealer does;
    :func:`advance_button` moves all three after each hand by the dead button rule. Store all
    three to keep the dead button exact across hands. A table given only a button (blinds None)
    has its blinds placed after the button for whoever sits there at the time (:attr:`positions`).

    Attributes:
        number: The table number as the room labels it (1 or more).
        seats: How many seats the table has, 2 to 10.
        occupants: Seat number (1-based) -> player id (an entry id).
        button: Seat of the dealer button, None if not recorded.
        blocked: Seats not to be used.
        fixed: Players who never move (e.g. the playing director); they must sit at this table.
        reserved: Seat -> player id of seats held for one player: nobody else gets them and the
            draws put that player there.
        small_blind: Seat of the small blind in the same hand as ``button``, None to place it
            after the button.
        big_blind: Seat of the big blind in the same hand as ``button``, None to place it after
            the small blind.

    Raises:
        SeatingError: If the table does not make sense (see the messages).
    """

    number: int
    seats: int
    occupants: Mapping[int, str] = field(default_factory=dict)
    button: int | None = None
    blocked: frozenset[int] = frozenset()
    fixed: frozenset[str] = frozenset()
    reserved: Mapping[int, str] = field(default_factory=dict)
    small_blind: int | None = None
    big_blind: int | None = None

    def __post_init__(self) -> None:
        number, seats = self.number, self.seats
        if type(number) is not int or number < 1:
            raise SeatingError(f"a table number is a whole number from 1 up, not {number!r}")
        if type(seats) is not int or not MIN_SEATS <= seats <= MAX_SEATS:
            raise SeatingError(
                f"table {number}: a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats!r}"
            )
        occupants = self._seat_map(self.occupants, "seat")
        if len(set(occupants.values())) != len(occupants):
            twice = sorted({p for p in occupants.values() if list(occupants.values()).count(p) > 1})
            raise SeatingError(f"table {number}: {twice[0]} sits in two seats; keep one")
        blocked = frozenset(self.blocked)
        for seat in blocked:
            self._check_seat(seat, "blocked seat")
            if seat in occupants:
                raise SeatingError(
                    f"table {number} seat {seat} is blocked but {occupants[seat]} sits there; "
                    "move the player first"
                )
        reserved = self._seat_map(self.reserved, "reserved seat")
        for seat, player in reserved.items():
            if seat in blocked:
                raise SeatingError(f"table {number} seat {seat} is both blocked and reserved")
            if seat in occupants and occupants[seat] != player:
                raise SeatingError(
                    f"table {number} seat {seat} is reserved for {player} but {occupants[seat]} "
                    "sits there"
                )
        if len(set(reserved.values())) != len(reserved):
            raise SeatingError(f"table {number}: a player has two reserved seats; keep one")
        fixed = frozenset(self.fixed)
        seated = set(occupants.values())
        for player in sorted(fixed):
            if player not in seated:
                raise SeatingError(
                    f"table {number}: {player} has a fixed seat here but is not seated at it"
                )
        object.__setattr__(self, "occupants", MappingProxyType(occupants))
        object.__setattr__(self, "reserved", MappingProxyType(reserved))
        object.__setattr__(self, "blocked", blocked)
        object.__setattr__(self, "fixed", fixed)
        self._check_positions()

    def _check_seat(self, seat: object, what: str) -> None:
        if type(seat) is not int or not 1 <= seat <= self.seats:
            raise SeatingError(
                f"table {self.number} has no {what} {seat!r} (seats 1 to {self.seats})"
            )

    def _seat_map(self, mapping: Mapping[int, str], what: str) -> dict[int, str]:
        result: dict[int, str] = {}
        for seat in sorted(mapping, key=lambda s: (type(s) is not int, str(s))):
            self._check_seat(seat, what)
            player = mapping[seat]
            if not isinstance(player, str) or not player.strip():
                raise SeatingError(
                    f"table {self.number} seat {seat}: a player id is a non-empty text, "
                    f"not {player!r}"
                )
            result[seat] = player
        return result

    def _check_positions(self) -> None:
        button, small, big = self.button, self.small_blind, self.big_blind
        if button is None:
            if small is not None or big is not None:
                raise SeatingError(
                    f"table {self.number}: blinds without a button; give the button seat too"
                )
            return
        self._check_seat(button, "button seat")
        if (small is None) != (big is None):
            raise SeatingError(
                f"table {self.number}: give both blinds' seats or neither (they are then placed "
                "after the button)"
            )
        if small is None:
            return
        self._check_seat(small, "small blind seat")
        self._check_seat(big, "big blind seat")
        if big in (small, button):
            raise SeatingError(
                f"table {self.number}: the big blind (seat {big}) cannot also be the small blind "
                "or the button"
            )

    def __hash__(self) -> int:
        return hash(
            (
                self.number,
                self.seats,
                tuple(self.occupants.items()),
                self.button,
                self.blocked,
                self.fixed,
                tuple(self.reserved.items()),
                self.small_blind,
                self.big_blind,
            )
        )

    # -- reading ---------------------------------------------------------------------------

    @property
    def count(self) -> int:
        """How many players sit at the table."""
        return len(self.occupants)

    @property
    def players(self) -> tuple[str, ...]:
        """The players in seat order."""
        return tuple(self.occupants.values())

    @property
    def capacity(self) -> int:
        """Seats players can use: not blocked, and not held for a player who is not sitting."""
        held = sum(1 for seat in self.reserved if seat not in self.occupants)
        return self.seats - len(self.blocked) - held

    @property
    def open_seats(self) -> tuple[int, ...]:
        """Empty seats anybody may be given: not blocked and not reserved."""
        return tuple(
            seat
            for seat in range(1, self.seats + 1)
            if seat not in self.occupants and seat not in self.blocked and seat not in self.reserved
        )

    @property
    def positions(self) -> Positions | None:
        """The button and blinds of the hand being played (or just finished).

        The recorded seats; with only the button recorded, the blinds placed after it for the
        players sitting now. None if the button is not recorded, or only the button is and fewer
        than two players sit.
        """
        if self.button is None:
            return None
        if self.small_blind is None or self.big_blind is None:
            return _standard_positions(self.button, self.occupants, self.seats)
        return Positions(self.button, self.small_blind, self.big_blind)

    def seat_of(self, player: str) -> int | None:
        """The seat ``player`` sits in at this table, None if not here."""
        for seat, who in self.occupants.items():
            if who == player:
                return seat
        return None

    # -- changing (every change returns a new table) ---------------------------------------------

    def without(self, players: Iterable[str]) -> Table:
        """This table with ``players`` gone (busted); also drops their fixed seats and reservations.

        Players not at the table are ignored. The blinds of the hand being played stay where they
        were (recorded first if only the button was), so a bust never moves them.
        """
        gone = set(players).intersection(self.occupants.values())
        if not gone:
            return self
        return replace(
            self._pinned(),
            occupants={s: p for s, p in self.occupants.items() if p not in gone},
            fixed=self.fixed - gone,
            reserved={s: p for s, p in self.reserved.items() if p not in gone},
        )

    def _pinned(self) -> Table:
        """This table with the blinds placed after a lone button recorded."""
        if self.button is None or self.small_blind is not None:
            return self
        placed = self.positions
        if placed is None:
            return self
        return replace(
            self,
            button=placed.button,
            small_blind=placed.small_blind,
            big_blind=placed.big_blind,
        )

    def with_button(self, seat: int | None) -> Table:
        """This table with the button at ``seat`` for the hand being dealt, blinds placed after it.

        The blinds are recorded as placed now (heads-up the button posts the small blind, TDA Rule
        34B), so players sitting down later do not move them; with fewer than two players only
        the button is recorded. ``None`` forgets the positions (e.g. before the high-card draw
        for the button).
        """
        if seat is None:
            return replace(self, button=None, small_blind=None, big_blind=None)
        self._check_seat(seat, "button seat")
        placed = _standard_positions(seat, self.occupants, self.seats)
        if placed is None:
            return replace(self, button=seat, small_blind=None, big_blind=None)
        return replace(
            self,
            button=placed.button,
            small_blind=placed.small_blind,
            big_blind=placed.big_blind,
        )

    # -- plain data for the event log ------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data; :meth:`from_dict` reads it back."""
        return {
            "number": self.number,
            "seats": self.seats,
            "occupants": {str(s): p for s, p in self.occupants.items()},
            "button": self.button,
            "small_blind": self.small_blind,
            "big_blind": self.big_blind,
            "blocked": sorted(self.blocked),
            "fixed": sorted(self.fixed),
            "reserved": {str(s): p for s, p in self.reserved.items()},
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Table:
        """Read back what :meth:`to_dict` wrote; raises SeatingError for damaged data."""
        try:
            return cls(
                number=data["number"],
                seats=data["seats"],
                occupants={int(s): p for s, p in data.get("occupants", {}).items()},
                button=data.get("button"),
                small_blind=data.get("small_blind"),
                big_blind=data.get("big_blind"),
                blocked=frozenset(data.get("blocked", ())),
                fixed=frozenset(data.get("fixed", ())),
                reserved={int(s): p for s, p in data.get("reserved", {}).items()},
            )
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise SeatingError(f"the saved table is damaged ({exc!r})") from None


@dataclass(frozen=True, slots=True)
class Move:
    """One player taking a seat: a proposal until the director confirms it.

    Attributes:
        player: The player id (entry id).
        from_table: The table the player leaves, None for a player not seated yet.
        from_seat: The seat the player leaves, None for a player not seated yet.
        to_table: The table the player goes to.
        to_seat: The seat the player takes.
        reason: Why.
        waits: True when the seat is between the small blind and the button of the next hand:
            the player is dealt in once the button has passed (TDA Rules 8 and 10).
    """

    player: str
    from_table: int | None
    from_seat: int | None
    to_table: int
    to_seat: int
    reason: MoveReason
    waits: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.player, str) or not self.player.strip():
            raise SeatingError(f"a move needs a player id, not {self.player!r}")
        if (self.from_table is None) != (self.from_seat is None):
            raise SeatingError(
                f"the move of {self.player} gives a table without a seat; give both or neither"
            )
        object.__setattr__(self, "reason", MoveReason(self.reason))

    @property
    def is_new_seat(self) -> bool:
        """True for a player who had no seat (draw, late entry)."""
        return self.from_table is None

    @property
    def description(self) -> str:
        """One readable line, naming the player by id (see :meth:`describe`)."""
        return self.describe()

    def describe(self, name: str | None = None) -> str:
        """One readable line for the director, e.g. "Balance: Anna moves from table 3 seat 5 to
        table 7 seat 2".

        Args:
            name: How to call the player (default: the player id).
        """
        who = name or self.player
        to = f"table {self.to_table} seat {self.to_seat}"
        origin = f"table {self.from_table} seat {self.from_seat}"
        if self.reason is MoveReason.DRAW:
            text = f"Draw: {who} sits at {to}"
        elif self.reason is MoveReason.LATE_ENTRY:
            text = f"Late entry: {who} sits at {to}"
        elif self.from_table is None:
            text = f"{who} sits at {to}"
        elif self.reason is MoveReason.FINAL_TABLE:
            if (self.from_table, self.from_seat) == (self.to_table, self.to_seat):
                text = f"Final table: {who} stays at {to}"
            else:
                text = f"Final table: {who} moves from {origin} to {to}"
        else:
            label = {
                MoveReason.BALANCE: "Balance",
                MoveReason.BREAK_TABLE: f"Table {self.from_table} breaks",
                MoveReason.MANUAL: "Move",
            }[self.reason]
            text = f"{label}: {who} moves from {origin} to {to}"
        if self.waits:
            text += " (sits out until the button has passed)"
        return text

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data for the event log; :meth:`from_dict` reads it back."""
        return {
            "player": self.player,
            "from_table": self.from_table,
            "from_seat": self.from_seat,
            "to_table": self.to_table,
            "to_seat": self.to_seat,
            "reason": str(self.reason),
            "waits": self.waits,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Move:
        """Read back what :meth:`to_dict` wrote; raises SeatingError for damaged data."""
        try:
            return cls(
                player=data["player"],
                from_table=data["from_table"],
                from_seat=data["from_seat"],
                to_table=data["to_table"],
                to_seat=data["to_seat"],
                reason=MoveReason(data["reason"]),
                waits=bool(data.get("waits", False)),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise SeatingError(f"the saved move is damaged ({exc!r})") from None


# -- the room ----------------------------------------------------------------------------------


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
            raise SeatingError(f"not a table: {table!r}")
        if table.number in numbers:
            raise SeatingError(f"there are two tables numbered {table.number}; renumber one")
        numbers.add(table.number)
        for player in table.occupants.values():
            if player in where:
                raise SeatingError(
                    f"{player} is seated at both table {where[player]} and table {table.number}"
                )
            where[player] = table.number
        for player in table.reserved.values():
            if player in held:
                raise SeatingError(
                    f"{player} has seats reserved at both table {held[player]} and table "
                    f"{table.number}; keep one"
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
    """How many tables of ``seats`` seats ``players`` players need (at least one)."""
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise SeatingError(f"a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats}")
    return max(1, -(-players // seats))


def _rng(rng: random.Random | None) -> random.Random:
    return rng if rng is not None else secrets.SystemRandom()


def _table(tables: Sequence[Table], number: int) -> Table:
    for table in tables:
        if table.number == number:
            return table
    raise SeatingError(f"there is no table {number}")


# -- button and blinds -------------------------------------------------------------------------


def _waiting_seats(table: Table) -> tuple[int, ...]:
    """Seats strictly between the last small blind and the last big blind.

    Nobody sat there when the last hand was dealt (the blinds passed over them), so whoever
    sits there now arrived since and is between the small blind and the button of the next hand.
    """
    last = table.positions
    if last is None:
        return ()
    return _between(last.small_blind, last.big_blind, table.seats)


def next_positions(table: Table) -> Positions | None:
    """The button and blinds of the next hand at ``table``, by the dead button rule.

    TDA Rule 32 (dead button): the big blind moves to the next player after the last big blind;
    the small blind goes to the seat of the last big blind and the button to the seat of the last
    small blind, even if those seats are now empty (dead small blind, dead button). A player who
    arrived between the last small blind and the last big blind is between the small blind and
    the button and sits out this hand (TDA Rules 8 and 10). Heads-up, the button posts the small
    blind and the big blind still goes to the other player (TDA Rule 34B).

    Returns:
        None if the positions are not recorded or fewer than two players could play.
    """
    last = table.positions
    if last is None:
        return None
    occupied = set(table.occupants)
    last_sb, last_bb = last.small_blind, last.big_blind
    if len(occupied) < 2:
        return None
    dealt = occupied.difference(_waiting_seats(table))
    if len(dealt) < 2:
        # At most one player is left of those the blinds went round; the others all arrived
        # since. The big blind still moves on, and the small blind and the button are placed on
        # the players before it, as at a new table.
        big = next(s for s in _clockwise(last_bb, table.seats) if s in occupied)
        if len(occupied) == 2:
            other = next(s for s in occupied if s != big)
            return Positions(other, other, big)
        before = [s for s in reversed(_clockwise(big, table.seats)) if s in occupied]
        return Positions(before[1], before[0], big)
    big = next(s for s in _clockwise(last_bb, table.seats) if s in dealt)
    if len(dealt) == 2:
        other = next(s for s in dealt if s != big)
        return Positions(other, other, big)
    return Positions(last_sb, last_bb, big)


def next_big_blind_seat(table: Table) -> int | None:
    """The seat that will post the big blind in the next hand (see :func:`next_positions`).

    The player to move when balancing is ``table.occupants[next_big_blind_seat(table)]``.

    Returns:
        None when the button is not recorded or fewer than two players can play.
    """
    positions = next_positions(table)
    return None if positions is None else positions.big_blind


def waiting_seats(table: Table) -> frozenset[int]:
    """Occupied seats whose players sit out the next hand (between small blind and button)."""
    if next_positions(table) is None:
        return frozenset()
    return frozenset(s for s in _waiting_seats(table) if s in table.occupants)


def advance_button(table: Table, busted_this_hand: Collection[str] = ()) -> Table:
    """The table after a hand: busted players gone, button and blinds moved for the next hand.

    The dead button rule of :func:`next_positions` (TDA Rule 32). Players in
    ``busted_this_hand`` who are not (or no longer) at the table are ignored, so it does not
    matter whether the core removed them first. A table whose button is not recorded keeps it
    unrecorded; a table left with fewer than two players keeps its last positions.
    """
    after = table._pinned().without(busted_this_hand)
    upcoming = next_positions(after)
    if upcoming is None:
        return after
    return replace(
        after,
        button=upcoming.button,
        small_blind=upcoming.small_blind,
        big_blind=upcoming.big_blind,
    )


def _anchor(table: Table) -> int | None:
    """The seat after which the big blind goes round: the last big blind.

    When the button is not recorded, the button is assumed where the WSOP rules put it at the
    start (the highest occupied seat) and the anchor is the small blind of that first hand.
    """
    last = table.positions
    if last is not None:
        return last.big_blind
    if table.button is not None or len(table.occupants) < 2:
        return None
    first = _standard_positions(max(table.occupants), table.occupants, table.seats)
    return None if first is None else first.small_blind


def big_blind_order(table: Table) -> tuple[int, ...]:
    """Occupied seats in the order they will post the big blind, the next big blind first.

    The order goes clockwise from the last big blind, who comes last; players who sit out the
    next hand come just before. With the button not recorded, the button is assumed at the
    highest occupied seat (WSOP rules, start of an event); with only one player, seat order.
    """
    anchor = _anchor(table)
    if anchor is None:
        return tuple(table.occupants)
    # Players between the last blinds sit out one hand, but they come just before the last big
    # blind going clockwise, so the plain clockwise order is already the big blind order.
    order = [s for s in _clockwise(anchor, table.seats) if s in table.occupants]
    if anchor in table.occupants:
        order.append(anchor)
    return tuple(order)


def worst_seat(table: Table) -> int | None:
    """The worst open seat for a player moved in to balance (TDA Rule 11A).

    The seat that will post the big blind soonest, which is the first open seat after the last
    big blind going clockwise; never the seat of the next small blind (the last big blind's seat)
    unless it is the only open seat. A table with fewer than two players has no blinds yet: its
    lowest open seat. Blocked and reserved seats are never given.

    Returns:
        None if the table has no open seat.
    """
    free = table.open_seats
    if not free:
        return None
    anchor = _anchor(table)
    if anchor is None:
        return free[0]
    open_set = set(free)
    for seat in _clockwise(anchor, table.seats):
        if seat in open_set:
            return seat
    return anchor  # the only open seat is the next small blind's


def _waits(table: Table, seat: int) -> bool:
    """Whether a player put in ``seat`` now sits out the next hand (between SB and button)."""
    return next_positions(table) is not None and seat in _waiting_seats(table)


# -- placing new players -----------------------------------------------------------------------


def _check_new(players: Sequence[str], tables: Sequence[Table]) -> None:
    seen: set[str] = set()
    seated = {p: t.number for t in tables for p in t.occupants.values()}
    for player in players:
        if not isinstance(player, str) or not player.strip():
            raise SeatingError(f"a player id is a non-empty text, not {player!r}")
        if player in seen:
            raise SeatingError(f"{player} is listed twice for the draw")
        seen.add(player)
        if player in seated:
            raise SeatingError(f"{player} is already seated at table {seated[player]}")


def _reservation(tables: Iterable[Table], player: str) -> tuple[int, int] | None:
    for table in tables:
        for seat, who in table.reserved.items():
            if who == player and seat not in table.occupants:
                return table.number, seat
    return None


def _fill(
    tables: Sequence[Table], count: int, rng: random.Random, extra: Mapping[int, int]
) -> dict[int, int]:
    """How many of ``count`` new players go to each table, evening out the table sizes.

    Each player goes to a table with the fewest players (``extra`` counts players already
    promised to a table) among those with an open seat; ties are drawn at random.
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
            raise SeatingError("not enough open seats; add a table")  # checked before
        size, _key, number = heapq.heappop(heap)
        result[number] = result.get(number, 0) + 1
        room[number] -= 1
        if room[number] > 0:
            heapq.heappush(heap, (size + 1, rng.random(), number))
    return result


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
    rng = _rng(rng)
    if not players:
        return []
    by_number = {t.number: t for t in tables}
    slots: list[tuple[int, int]] = []
    assigned: list[Move] = []
    rest: list[str] = []
    for player in players:
        held = _reservation(tables, player)
        if held is None:
            rest.append(player)
        else:
            number, seat = held
            assigned.append(
                Move(
                    player,
                    None,
                    None,
                    number,
                    seat,
                    MoveReason.DRAW,
                    _waits(by_number[number], seat),
                )
            )
    free = sum(len(t.open_seats) for t in tables)
    if len(rest) > free:
        raise SeatingError(
            f"{len(rest)} players to seat but only {free} open seats; add "
            f"{tables_needed(len(rest) - free)} table(s)"
        )
    promised: dict[int, int] = {}
    for move in assigned:
        promised[move.to_table] = promised.get(move.to_table, 0) + 1
    counts = _fill(tables, len(rest), rng, promised)
    for number in sorted(counts):
        for seat in rng.sample(by_number[number].open_seats, counts[number]):
            slots.append((number, seat))
    rng.shuffle(rest)
    for player, (number, seat) in zip(rest, slots, strict=True):
        assigned.append(
            Move(player, None, None, number, seat, MoveReason.DRAW, _waits(by_number[number], seat))
        )
    assigned.sort(key=lambda m: (m.to_table, m.to_seat))
    return assigned


def seat_entrant(player: str, tables: Sequence[Table], rng: random.Random | None = None) -> Move:
    """A random seat for a late entrant or a re-entry (TDA Rule 8).

    The seat is drawn at random among the open seats of the tables with the fewest players (the
    table first, at random among those, then the seat). A player with a reserved seat gets it.
    The seat may be a blind or the button; between the small blind and the button the player
    waits for the button to pass (:attr:`Move.waits`).

    Raises:
        SeatingError: The player is already seated, or every table is full.
    """
    check_room(tables)
    _check_new([player], tables)
    rng = _rng(rng)
    held = _reservation(tables, player)
    if held is not None:
        number, seat = held
        return Move(
            player,
            None,
            None,
            number,
            seat,
            MoveReason.LATE_ENTRY,
            _waits(_table(tables, number), seat),
        )
    candidates = [t for t in tables if t.open_seats]
    if not candidates:
        raise SeatingError(f"there is no open seat for {player}; add a table")
    fewest = min(t.count for t in candidates)
    table = rng.choice([t for t in candidates if t.count == fewest])
    seat = rng.choice(table.open_seats)
    return Move(player, None, None, table.number, seat, MoveReason.LATE_ENTRY, _waits(table, seat))


# -- balancing ---------------------------------------------------------------------------------


def _movable(table: Table) -> tuple[int, str] | None:
    """The player to take from ``table``: the next big blind, or the next after a fixed player."""
    for seat in big_blind_order(table):
        player = table.occupants[seat]
        if player not in table.fixed:
            return seat, player
    return None


def _moved(table: Table, seat: int | None, player: str | None) -> Table:
    """``table`` with ``seat`` emptied (player None) or given to ``player``."""
    occupants = dict(table.occupants)
    if player is None:
        del occupants[seat]  # type: ignore[arg-type]
    else:
        occupants[seat] = player  # type: ignore[index]
    return replace(table, occupants=occupants)


def _check_threshold(threshold: int) -> None:
    if type(threshold) is not int or threshold < 1:
        raise SeatingError(
            f"the balancing threshold is a whole number from 1 up, not {threshold!r}"
        )


def _balance(work: dict[int, Table], threshold: int) -> list[Move]:
    """Balancing moves on ``work`` (changed in place), see :func:`balance_moves`."""
    moves: list[Move] = []
    while True:
        source: Table | None = None
        target: Table | None = None
        for table in work.values():  # numbers ascending: ties go to the lowest number
            if (source is None or table.count > source.count) and table.count > len(table.fixed):
                source = table
            if (target is None or table.count < target.count) and table.open_seats:
                target = table
        if (
            source is None
            or target is None
            or source.number == target.number
            or source.count - target.count <= threshold
        ):
            return moves
        picked = _movable(source)
        seat = worst_seat(target)
        if picked is None or seat is None:  # pragma: no cover - ruled out by the choice above
            return moves
        from_seat, player = picked
        moves.append(
            Move(player, source.number, from_seat, target.number, seat, MoveReason.BALANCE)
        )
        work[source.number] = _moved(source, from_seat, None)
        work[target.number] = _moved(target, seat, player)


def balance_moves(tables: Sequence[Table], threshold: int = 1) -> list[Move]:
    """Every move needed to balance the room (TDA Rule 11), in the order to make them.

    While the largest table has more than ``threshold`` players more than the smallest table
    with an open seat, the player who will be big blind next at the largest table
    (:func:`big_blind_order`; a fixed player is skipped for the one after) moves to the worst
    seat of the smallest table (:func:`worst_seat`: the seat that posts the big blind soonest,
    never the small blind). Predetermined procedure (TDA Rule 11C): among equally large tables
    the one with the lowest number gives the player, and among equally small tables the one with
    the lowest number receives it (by default tables break highest number first, so players are
    not moved into a table that breaks soon). Moves are proposals for the director; applying them
    one at a time in this order, or all at once, gives the same room.

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
    _check_threshold(threshold)
    work = {t.number: t for t in sorted(tables, key=lambda t: t.number)}
    return _balance(work, threshold)


def is_balanced(tables: Sequence[Table], threshold: int = 1) -> bool:
    """True when :func:`balance_moves` has nothing to propose."""
    return not balance_moves(tables, threshold)


# -- breaking tables and the final table -------------------------------------------------------


def _break_order(tables: Sequence[Table], order: Sequence[int] | None) -> list[int]:
    """The preset break order: the listed tables first, then the rest highest number first."""
    numbers = {t.number for t in tables}
    result: list[int] = []
    for number in order or ():
        if number in numbers and number not in result:
            result.append(number)
    result += sorted(numbers.difference(result), reverse=True)
    return result


def _final_candidate(tables: Sequence[Table], order: Sequence[int] | None) -> Table:
    with_fixed = [t for t in tables if t.fixed]
    if with_fixed:
        return min(with_fixed, key=lambda t: t.number)
    return _table(tables, _break_order(tables, order)[-1])


def final_table_due(tables: Sequence[Table], order: Sequence[int] | None = None) -> int | None:
    """The number of the final table if the players left now fit at one table, else None.

    Due when players sit at two tables or more and all of them fit at the table that would
    remain: the table of a fixed player if there is one, otherwise the last table of the break
    order (by default the lowest number). Then :func:`final_table_redraw` seats everyone there
    (TDA RP-9: a final table has as many players as a full table).
    """
    check_room(tables)
    if len([t for t in tables if t.count]) < 2:
        return None
    final = _final_candidate(tables, order)
    players = sum(t.count for t in tables)
    return final.number if players <= final.capacity else None


def tables_to_break(tables: Sequence[Table], order: Sequence[int] | None = None) -> list[int]:
    """The tables to break now because their players fit in the other tables.

    Tables are taken in the preset break order (``order``: the listed tables first, numbers not in
    the room ignored, then the rest highest number first) as long as every player fits in the
    open seats of the tables that remain. A table with a fixed player never breaks and is passed
    over; the order is otherwise kept (a table that cannot break yet stops the list). At least two
    tables remain: when everybody fits at one table this returns ``[]`` and
    :func:`final_table_due` names the final table instead.
    """
    check_room(tables)
    if final_table_due(tables, order) is not None:
        return []
    players = sum(t.count for t in tables)
    remaining = {t.number: t.capacity for t in tables}
    fixed = {t.number for t in tables if t.fixed}
    result: list[int] = []
    for number in _break_order(tables, order):
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
) -> list[Move]:
    """The moves that break table ``number`` (TDA Rule 10), then any balancing still needed.

    Each player of the broken table (in random order) goes to a table with the fewest players
    among those with an open seat, drawn at random among them, and there to a random open seat:
    the two-step random process of TDA Rule 10. A player with a reserved seat at another table
    gets it. Players can get any seat, blinds and button included; between the small blind and
    the button they wait for the button to pass (:attr:`Move.waits`). If the other tables were
    not balanced, :attr:`MoveReason.BALANCE` moves follow (:func:`balance_moves` over the tables
    that remain), so that afterwards the room is balanced.

    Raises:
        SeatingError: No such table, a fixed player sits there, or the others lack seats.
    """
    check_room(tables)
    _check_threshold(threshold)
    broken = _table(tables, number)
    if broken.fixed:
        raise SeatingError(
            f"table {number} cannot break: {sorted(broken.fixed)[0]} has a fixed seat there"
        )
    rng = _rng(rng)
    others = sorted((t for t in tables if t.number != number), key=lambda t: t.number)
    free = sum(len(t.open_seats) for t in others)
    held = {p for p in broken.players if _reservation(others, p) is not None}
    if broken.count - len(held) > free:
        raise SeatingError(
            f"table {number} cannot break: {broken.count} players but {free} open seats at the "
            "other tables"
        )
    work = {t.number: t for t in others}
    movers = [(seat, player) for seat, player in broken.occupants.items()]
    rng.shuffle(movers)
    moves: list[Move] = []
    for from_seat, player in movers:
        reserved = _reservation(work.values(), player)
        if reserved is not None:
            to_number, to_seat = reserved
        else:
            candidates = [t for t in work.values() if t.open_seats]
            fewest = min(t.count for t in candidates)
            target = rng.choice([t for t in candidates if t.count == fewest])
            to_number, to_seat = target.number, rng.choice(target.open_seats)
        target = work[to_number]
        moves.append(
            Move(
                player,
                number,
                from_seat,
                to_number,
                to_seat,
                MoveReason.BREAK_TABLE,
                _waits(target, to_seat),
            )
        )
        work[to_number] = _moved(target, to_seat, player)
    moves += _balance(work, threshold)
    return moves


def final_table_redraw(
    tables: Sequence[Table], final_table: int, rng: random.Random | None = None
) -> list[Move]:
    """A random redraw of every player left for seats at ``final_table`` (TDA RP-9).

    Every player, those already at the final table included, draws a seat at random; fixed
    players at the final table keep theirs, blocked seats stay empty, a reserved seat goes to its
    player. Moves of players who draw their own seat are included (the director reads out the
    whole draw). The moves must be applied together in one :func:`apply_moves` call (seats are
    exchanged); that call also forgets the final table's button, which is drawn anew.

    Raises:
        SeatingError: No such table, a fixed player sits at another table, or too many players.
    """
    check_room(tables)
    final = _table(tables, final_table)
    for table in tables:
        if table.number != final_table and table.fixed:
            raise SeatingError(
                f"{sorted(table.fixed)[0]} has a fixed seat at table {table.number}; make that "
                "the final table or free the seat"
            )
    rng = _rng(rng)
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
            f"{len(drawing) + len(kept)} players left but table {final_table} has "
            f"{final.capacity} usable seats; break tables first"
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


# -- carrying out moves ------------------------------------------------------------------------


def manual_move(tables: Sequence[Table], player: str, to_table: int, to_seat: int) -> Move:
    """A move the director asks for by hand, checked against the room.

    Raises:
        SeatingError: The player is not seated or is fixed, or the seat cannot be taken.
    """
    check_room(tables)
    where = seat_of(tables, player)
    if where is None:
        raise SeatingError(f"{player} has no seat; use the draw or a late entry")
    move = Move(player, where[0], where[1], to_table, to_seat, MoveReason.MANUAL)
    verify_moves(tables, [move])
    target = _table(tables, to_table)
    return replace(move, waits=_waits(target, to_seat))


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
    (drawn anew after the redraw). Stored positions are otherwise kept: a player sitting down
    does not move the button.

    Raises:
        SeatingError: If any move does not fit the room (the player is not where the move says,
            moves twice or is fixed; the seat does not exist, is blocked, reserved for somebody
            else, or taken by a player who stays; two players get the same seat). Nothing is
            applied then.
    """
    return _apply(tables, moves)


def _apply(tables: Sequence[Table], moves: Sequence[Move]) -> tuple[Table, ...]:
    check_room(tables)
    by_number = {t.number: t for t in tables}
    where = {p: (t.number, s) for t in tables for s, p in t.occupants.items()}
    leaving: dict[int, set[int]] = {}
    arriving: dict[int, dict[int, str]] = {}
    seen: set[str] = set()
    redrawn: set[int] = set()
    for move in moves:
        if not isinstance(move, Move):
            raise SeatingError(f"not a move: {move!r}")
        player = move.player
        if player in seen:
            raise SeatingError(f"{player} is moved twice in the same batch; keep one move")
        seen.add(player)
        if move.from_table is None:
            if player in where:
                table, seat = where[player]
                raise SeatingError(f"{player} is already seated at table {table} seat {seat}")
        else:
            if where.get(player) != (move.from_table, move.from_seat):
                raise SeatingError(
                    f"{player} is not at table {move.from_table} seat {move.from_seat} any more; "
                    "ask for a new proposal"
                )
            origin = by_number[move.from_table]
            if player in origin.fixed and (move.from_table, move.from_seat) != (
                move.to_table,
                move.to_seat,
            ):
                raise SeatingError(
                    f"{player} has a fixed seat at table {move.from_table}; free it first"
                )
            leaving.setdefault(move.from_table, set()).add(move.from_seat)  # type: ignore[arg-type]
        target = by_number.get(move.to_table)
        if target is None:
            raise SeatingError(f"there is no table {move.to_table} for the move of {player}")
        seat = move.to_seat
        if type(seat) is not int or not 1 <= seat <= target.seats:
            raise SeatingError(
                f"table {target.number} has no seat {seat!r} (seats 1 to {target.seats})"
            )
        if seat in target.blocked:
            raise SeatingError(f"table {target.number} seat {seat} is blocked")
        holder = target.reserved.get(seat)
        if holder is not None and holder != player:
            raise SeatingError(f"table {target.number} seat {seat} is reserved for {holder}")
        if seat in arriving.get(target.number, {}):
            raise SeatingError(
                f"two players are moved to table {target.number} seat {seat}; keep one"
            )
        arriving.setdefault(target.number, {})[seat] = player
        if move.reason is MoveReason.FINAL_TABLE:
            redrawn.add(target.number)
    for number, seats in arriving.items():
        table = by_number[number]
        staying = leaving.get(number, set())
        for seat in seats:
            if seat in table.occupants and seat not in staying:
                raise SeatingError(
                    f"table {number} seat {seat} is taken by {table.occupants[seat]}"
                )
    result: list[Table] = []
    for table in tables:
        number = table.number
        if number not in leaving and number not in arriving:
            result.append(table)
            continue
        occupants = {s: p for s, p in table.occupants.items() if s not in leaving.get(number, ())}
        occupants.update(arriving.get(number, {}))
        changed = replace(table, occupants=occupants)
        if number in redrawn:
            changed = changed.with_button(None)
        result.append(changed)
    return tuple(result)


# -- hand for hand -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BustGroup:
    """The players who busted in one hand-for-hand hand, to be placed together.

    TDA (players busting on the same hand, and RP-8 for hand for hand): players who bust in the
    same hand-for-hand hand, at any table, finish in the same group; the core places them by
    their stacks at the start of the hand (equal stacks tie and share the prizes).

    Attributes:
        hand: The number of the hand-for-hand hand.
        players: The busted players, in the order they were reported.
    """

    hand: int
    players: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class HandForHand:
    """Hand-for-hand play: every table plays one hand, then waits until all have finished it.

    Immutable: every action returns a new value. Use :meth:`start`, then for each table
    :meth:`finish` (with the players who busted in that hand, or report busts earlier with
    :meth:`bust`); when :attr:`complete`, :meth:`next_hand` starts the next hand and hands back
    the :class:`BustGroup` of the hand just played.

    Attributes:
        tables: The tables playing hand for hand.
        hand: The number of the current hand (1 for the first).
        finished: Tables that have finished the current hand.
        busted: Players busted in the current hand so far.
    """

    tables: frozenset[int]
    hand: int = 1
    finished: frozenset[int] = frozenset()
    busted: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "tables", frozenset(self.tables))
        object.__setattr__(self, "finished", frozenset(self.finished))
        object.__setattr__(self, "busted", tuple(self.busted))
        if not self.tables:
            raise SeatingError("hand for hand needs at least one table")
        if type(self.hand) is not int or self.hand < 1:
            raise SeatingError(f"the hand number is a whole number from 1 up, not {self.hand!r}")
        if not self.finished <= self.tables:
            extra = sorted(self.finished - self.tables)[0]
            raise SeatingError(f"table {extra} is not playing hand for hand")
        if len(set(self.busted)) != len(self.busted):
            raise SeatingError("a player is reported busted twice in the same hand")

    @classmethod
    def start(cls, tables: Iterable[int]) -> HandForHand:
        """Hand for hand at ``tables``, starting with hand 1."""
        return cls(frozenset(tables))

    @property
    def waiting(self) -> frozenset[int]:
        """Tables still playing the current hand."""
        return self.tables - self.finished

    @property
    def complete(self) -> bool:
        """True when every table has finished the current hand."""
        return self.finished == self.tables

    def verify_bust(self, table: int, players: Iterable[str]) -> None:
        """Raise SeatingError if ``players`` cannot be reported busted at ``table`` now."""
        self._verify_open(table)
        for player in players:
            if player in self.busted:
                raise SeatingError(f"{player} is already busted in hand {self.hand}")

    def can_bust(self, table: int, players: Iterable[str]) -> bool:
        """Whether :meth:`bust` would succeed."""
        try:
            self.verify_bust(table, players)
        except SeatingError:
            return False
        return True

    def bust(self, table: int, players: Iterable[str]) -> HandForHand:
        """Report players busted in the current hand at ``table`` (still playing it)."""
        players = tuple(players)
        self.verify_bust(table, players)
        return replace(self, busted=self.busted + players)

    def verify_finish(self, table: int, busted: Iterable[str] = ()) -> None:
        """Raise SeatingError if ``table`` cannot finish the current hand now."""
        self.verify_bust(table, busted)

    def can_finish(self, table: int, busted: Iterable[str] = ()) -> bool:
        """Whether :meth:`finish` would succeed."""
        try:
            self.verify_finish(table, busted)
        except SeatingError:
            return False
        return True

    def finish(self, table: int, busted: Iterable[str] = ()) -> HandForHand:
        """``table`` has finished the current hand; ``busted`` are its players out in that hand."""
        busted = tuple(busted)
        self.verify_finish(table, busted)
        return replace(self, finished=self.finished | {table}, busted=self.busted + busted)

    def _verify_open(self, table: int) -> None:
        if table not in self.tables:
            raise SeatingError(f"table {table} is not playing hand for hand")
        if table in self.finished:
            raise SeatingError(
                f"table {table} has already finished hand {self.hand}; wait for the other tables"
            )

    def verify_next_hand(self) -> None:
        """Raise SeatingError if the next hand cannot start yet."""
        if not self.complete:
            waiting = ", ".join(str(n) for n in sorted(self.waiting))
            raise SeatingError(f"hand {self.hand} is still being played at table(s) {waiting}")

    def can_next_hand(self) -> bool:
        """Whether :meth:`next_hand` would succeed."""
        return self.complete

    def next_hand(self, tables: Iterable[int] | None = None) -> tuple[HandForHand, BustGroup]:
        """Start the next hand once every table has finished the current one.

        Args:
            tables: The tables playing the next hand, if they changed (a table broke); by
                default the same tables.

        Returns:
            The new state and the :class:`BustGroup` of the hand just finished.
        """
        self.verify_next_hand()
        group = BustGroup(self.hand, self.busted)
        following = HandForHand(frozenset(self.tables if tables is None else tables), self.hand + 1)
        return following, group
