"""Seats around a table, and where the button and the blinds are for one hand.

Seats are numbered from 1 clockwise, starting on the dealer's left.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from functools import cache


@cache
def clockwise(start: int, seats: int) -> tuple[int, ...]:
    """The seats after ``start`` going clockwise, ``start`` itself excluded."""
    return tuple((start + i - 1) % seats + 1 for i in range(1, seats))


def between(first: int, last: int, seats: int) -> tuple[int, ...]:
    """The seats strictly between ``first`` and ``last`` going clockwise (empty if equal)."""
    if first == last:
        return ()
    ring = clockwise(first, seats)
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


def standard_positions(button: int, occupied: Collection[int], seats: int) -> Positions | None:
    """Blinds as a dealer places them around a button: the next two players after it.

    The player on the button's left posts the small blind and the next one the big blind (club
    sheet 001, "Turni"). Heads-up, the button posts the small blind (TDA Rule 34B); if the button
    is on an empty seat then, it goes to the first player after it.

    Returns:
        None with fewer than two players.
    """
    if len(occupied) < 2:
        return None
    after = [s for s in clockwise(button, seats) if s in occupied]
    if len(occupied) == 2:
        if button in occupied:
            return Positions(button, button, after[0])
        return Positions(after[0], after[0], after[1])
    return Positions(button, after[0], after[1])
