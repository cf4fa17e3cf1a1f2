"""The button and the blinds from hand to hand: the dead button, who posts the big blind next.

Balancing takes the player who will be big blind next (TDA Rule 11A) and gives the moved player
the seat that posts the big blind soonest, so both are read from here.
"""

from __future__ import annotations

import random
from collections.abc import Collection
from dataclasses import replace

from director.seating.positions import Positions, between, clockwise, standard_positions
from director.seating.table import Table


def _seats_between_blinds(table: Table) -> tuple[int, ...]:
    """Seats strictly between the last small blind and the last big blind.

    Nobody sat there when the last hand was dealt (the blinds passed over them), so whoever
    sits there now arrived since and is between the small blind and the button of the next hand.
    """
    last = table.positions
    if last is None:
        return ()
    return between(last.small_blind, last.big_blind, table.seats)


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
    if len(occupied) < 2:
        return None
    dealt = occupied.difference(_seats_between_blinds(table))
    if len(dealt) < 2:
        return _restarted_positions(table, last.big_blind)
    big = next(s for s in clockwise(last.big_blind, table.seats) if s in dealt)
    if len(dealt) == 2:
        other = next(s for s in dealt if s != big)
        return Positions(other, other, big)
    return Positions(last.small_blind, last.big_blind, big)


def _restarted_positions(table: Table, last_big_blind: int) -> Positions:
    """The next positions when at most one player is left of those the blinds went round.

    The others all arrived since. The big blind still moves on (TDA Rule 32), and the small
    blind and the button are placed on the players before it, as at a new table (heads-up the
    button posts the small blind, TDA Rule 34B).
    """
    occupied = table.occupants
    big = next(s for s in clockwise(last_big_blind, table.seats) if s in occupied)
    if len(occupied) == 2:
        other = next(s for s in occupied if s != big)
        return Positions(other, other, big)
    before = [s for s in reversed(clockwise(big, table.seats)) if s in occupied]
    return Positions(before[1], before[0], big)


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
    return frozenset(s for s in _seats_between_blinds(table) if s in table.occupants)


def sits_out(table: Table, seat: int) -> bool:
    """Whether a player put in ``seat`` now sits out the next hand (TDA Rules 8 and 10).

    True for a seat between the small blind and the button of the next hand: the player is dealt
    in once the button has passed.
    """
    return next_positions(table) is not None and seat in _seats_between_blinds(table)


def advance_button(table: Table, busted_this_hand: Collection[str] = ()) -> Table:
    """The table after a hand: busted players gone, button and blinds moved for the next hand.

    The dead button rule of :func:`next_positions` (TDA Rule 32). Players in
    ``busted_this_hand`` who are not (or no longer) at the table are ignored, so it does not
    matter whether the core removed them first. A table whose button is not recorded keeps it
    unrecorded; a table left with fewer than two players keeps its last positions.
    """
    after = table.pinned().without(busted_this_hand)
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
    start of an event (the first stack to the dealer's right: the highest occupied seat) and the
    anchor is the small blind of that first hand.
    """
    last = table.positions
    if last is not None:
        return last.big_blind
    if table.button is not None or len(table.occupants) < 2:
        return None
    first = standard_positions(max(table.occupants), table.occupants, table.seats)
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
    order = [s for s in clockwise(anchor, table.seats) if s in table.occupants]
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
    for seat in clockwise(anchor, table.seats):
        if seat in open_set:
            return seat
    return anchor  # the only open seat is the next small blind's


def draw_button(table: Table, rng: random.Random) -> int | None:
    """The seat that wins the draw for the button at a new table.

    Many rooms deal each player one card and give the button to the high card (TDA: high card
    by suit, spades highest). Every player is as likely to win that draw, so one draw from the
    tournament's random source among the players seated stands for it.

    Returns:
        None with fewer than two players (there are no blinds to place yet).
    """
    players = sorted(table.occupants)
    if len(players) < 2:
        return None
    return rng.choice(players)
