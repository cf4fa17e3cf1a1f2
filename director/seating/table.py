"""The table value: its seats, who sits where, and the button and blinds of the hand at it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from director.seating.errors import SeatingError
from director.seating.positions import Positions, standard_positions

#: Seats a table may have.
MIN_SEATS = 2
MAX_SEATS = 10


@dataclass(frozen=True, slots=True)
class Table:
    """One table of the room and who sits where.

    The positions (``button``, ``small_blind``, ``big_blind``) describe the hand being played at
    the table, or between hands the hand just finished: what the director sees on the felt.
    :meth:`with_button` records the button and places the blinds after it as a dealer does;
    :func:`director.seating.advance_button` moves all three after each hand by the dead button
    rule. Store all three to keep the dead button exact across hands. A table given only a
    button (blinds None) has its blinds placed after the button for whoever sits there at the
    time (:attr:`positions`).

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
            raise SeatingError("seating.err.table_number", number=number)
        if type(seats) is not int or not MIN_SEATS <= seats <= MAX_SEATS:
            raise SeatingError(
                "seating.err.table_seats", table=number, low=MIN_SEATS, high=MAX_SEATS, seats=seats
            )
        occupants = self._seat_map(self.occupants, "seating.err.no_seat")
        if len(set(occupants.values())) != len(occupants):
            twice = sorted({p for p in occupants.values() if list(occupants.values()).count(p) > 1})
            raise SeatingError("seating.err.two_seats", table=number, player=twice[0])
        blocked = frozenset(self.blocked)
        for seat in blocked:
            self._check_seat(seat, "seating.err.no_blocked_seat")
            if seat in occupants:
                raise SeatingError(
                    "seating.err.blocked_taken", table=number, seat=seat, player=occupants[seat]
                )
        reserved = self._seat_map(self.reserved, "seating.err.no_reserved_seat")
        self._check_reserved(reserved, blocked, occupants)
        fixed = frozenset(self.fixed)
        seated = set(occupants.values())
        for player in sorted(fixed):
            if player not in seated:
                raise SeatingError("seating.err.fixed_not_seated", table=number, player=player)
        object.__setattr__(self, "occupants", MappingProxyType(occupants))
        object.__setattr__(self, "reserved", MappingProxyType(reserved))
        object.__setattr__(self, "blocked", blocked)
        object.__setattr__(self, "fixed", fixed)
        self._check_positions()

    def _check_seat(self, seat: object, key: str) -> None:
        """Refuse ``seat`` unless it is a seat of this table; ``key`` names what it was for."""
        if type(seat) is not int or not 1 <= seat <= self.seats:
            raise SeatingError(key, table=self.number, seat=seat, seats=self.seats)

    def _seat_map(self, mapping: Mapping[int, str], key: str) -> dict[int, str]:
        """``mapping`` (seat -> player id) checked, in seat order; ``key`` as for a bad seat."""
        result: dict[int, str] = {}
        for seat in sorted(mapping, key=lambda s: (type(s) is not int, str(s))):
            self._check_seat(seat, key)
            player = mapping[seat]
            if not isinstance(player, str) or not player.strip():
                raise SeatingError(
                    "seating.err.seat_player_id", table=self.number, seat=seat, player=player
                )
            result[seat] = player
        return result

    def _check_reserved(
        self, reserved: Mapping[int, str], blocked: frozenset[int], occupants: Mapping[int, str]
    ) -> None:
        """Refuse a reserved seat that is blocked, taken by another player, or a second one."""
        for seat, player in reserved.items():
            if seat in blocked:
                raise SeatingError("seating.err.blocked_reserved", table=self.number, seat=seat)
            if seat in occupants and occupants[seat] != player:
                raise SeatingError(
                    "seating.err.reserved_taken",
                    table=self.number,
                    seat=seat,
                    player=player,
                    other=occupants[seat],
                )
        if len(set(reserved.values())) != len(reserved):
            raise SeatingError("seating.err.two_reserved", table=self.number)

    def _check_positions(self) -> None:
        """Refuse blinds without a button, one blind without the other, or a doubled big blind."""
        button, small, big = self.button, self.small_blind, self.big_blind
        if button is None:
            if small is not None or big is not None:
                raise SeatingError("seating.err.blinds_without_button", table=self.number)
            return
        self._check_seat(button, "seating.err.no_button_seat")
        if (small is None) != (big is None):
            raise SeatingError("seating.err.one_blind", table=self.number)
        if small is None:
            return
        self._check_seat(small, "seating.err.no_small_blind_seat")
        self._check_seat(big, "seating.err.no_big_blind_seat")
        if big in (small, button):
            raise SeatingError("seating.err.big_blind_twice", table=self.number, seat=big)

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

    # -- reading ---------------------------------------------------------------------------------

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
            return standard_positions(self.button, self.occupants, self.seats)
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
            self.pinned(),
            occupants={s: p for s, p in self.occupants.items() if p not in gone},
            fixed=self.fixed - gone,
            reserved={s: p for s, p in self.reserved.items() if p not in gone},
        )

    def pinned(self) -> Table:
        """This table with the blinds recorded where they are placed now after a lone button.

        A table with its blinds recorded, or with no button, comes back unchanged.
        """
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
        self._check_seat(seat, "seating.err.no_button_seat")
        placed = standard_positions(seat, self.occupants, self.seats)
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
        """Plain JSON-ready data; :meth:`from_dict` reads it back.

        Typed ``Any`` because it is JSON for the event log, whose readers take it apart.
        """
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
        """Read back what :meth:`to_dict` wrote (any JSON: it is checked here).

        Raises:
            SeatingError: The data is damaged.
        """
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
            raise SeatingError("seating.err.table_damaged", problem=repr(exc)) from None
