"""A satellite's prizes: seats of a set value to the top places, the remainder in cash.

The pool is cut into ``k = pool // seat`` seats won by places 1..k; what is left, to the cent
and never rounded, is paid in cash to place k+1 (none when it is 0). The tournament's rules
around it (the bubble, the refusals) are :mod:`director.tournament.satellite`'s.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SatellitePrizes:
    """A satellite's prizes: ``seats`` seats of ``seat_cents``, then ``remainder_cents`` in cash.

    Attributes:
        seat_cents: The value of one seat.
        seats: How many seats the pool buys (places 1..seats).
        remainder_cents: The cash left over, paid to place ``seats + 1`` (0: no cash place).
    """

    seat_cents: int
    seats: int
    remainder_cents: int

    @property
    def places(self) -> int:
        """How many places win something: the seats, and the cash place if there is a remainder."""
        return self.seats + (1 if self.remainder_cents else 0)

    def amounts(self, most: int) -> tuple[int, ...]:
        """What places 1..``most`` (at most) win, first place first (a seat at its value)."""
        seats = min(self.seats, most)
        cash = (self.remainder_cents,) if self.remainder_cents and seats < most else ()
        return (self.seat_cents,) * seats + cash

    @property
    def pool_cents(self) -> int:
        """The pool these prizes share out."""
        return self.seats * self.seat_cents + self.remainder_cents

    def is_seat(self, place: int) -> bool:
        """Whether ``place`` (1 = first) wins a seat rather than cash."""
        return 1 <= place <= self.seats


def split(pool_cents: int, seat_cents: int) -> SatellitePrizes:
    """The seats ``pool_cents`` buys at ``seat_cents`` each and the cash left over.

    >>> split(150_000, 25_000)
    SatellitePrizes(seat_cents=25000, seats=6, remainder_cents=0)
    >>> split(165_000, 25_000)
    SatellitePrizes(seat_cents=25000, seats=6, remainder_cents=15000)
    """
    if seat_cents <= 0:
        raise ValueError("a satellite's seat value is positive")
    seats, remainder = divmod(max(pool_cents, 0), seat_cents)
    return SatellitePrizes(seat_cents, seats, remainder)


def satellite_payouts(pool_cents: int, seat_cents: int, people: int) -> tuple[int, ...]:
    """What each place paid is worth: the seats, then the cash remainder if any.

    Empty when the pool does not reach one seat: nothing can be paid. At most ``people``
    places, as places are per person: prizes beyond them cannot be won, and a tiny seat value
    never makes a list of billions. Both are refused when the payouts are asked for
    (:func:`director.tournament.satellite.check`).
    """
    prizes = split(pool_cents, seat_cents)
    return prizes.amounts(max(people, 1)) if prizes.seats else ()
