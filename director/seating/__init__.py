"""Seating: the seat draw, late entrants, balancing, breaking tables, the final table, hand for hand.

Everything here is a pure function over a small immutable model: a room is a sequence of
:class:`Table` values, and every proposal is a list of :class:`Move` records that the director
confirms and :func:`apply_moves` carries out. Nothing is stored and nothing is printed; the
tournament core keeps the tables in its event log and stores the confirmed moves as events.
Every refusal is a :class:`SeatingError` carrying a catalogue key and its fields
(:mod:`director.i18n.seating`), so it reads in the director's language.

Randomness is an argument: every draw takes a ``random.Random`` and uses a cryptographically
secure generator (``secrets.SystemRandom()``) when none is given.

The modules, one concept each:

- :mod:`~director.seating.positions`: seats around a table, the button and blinds of one hand.
- :mod:`~director.seating.table`: the :class:`Table` value.
- :mod:`~director.seating.moves`: the :class:`Move` record and how it reads.
- :mod:`~director.seating.room`: the tables taken together; tables in play and unused tables.
- :mod:`~director.seating.button`: the button and blinds from hand to hand (dead button), and the
  draw for the button at a new table.
- :mod:`~director.seating.draw`: the seat draw and late entries.
- :mod:`~director.seating.balance`: balancing.
- :mod:`~director.seating.breaking`: breaking tables and the final table.
- :mod:`~director.seating.apply`: carrying out moves.
- :mod:`~director.seating.drawcode`: the code of a proposal, which draws the same seats again.
- :mod:`~director.seating.hand_for_hand`: hand-for-hand play.
- :mod:`~director.seating.errors`: :class:`SeatingError`.

Rules followed. The club's rule sheets (``shared/rules``) say nothing about seating beyond where
the blinds sit (sheet 001, "Turni": the small blind on the button's left, then the big blind), so
this package follows the Poker TDA Rules, 2024 edition (numbers as in that edition), and the WSOP
tournament rules where the TDA is silent:

- TDA Rule 7 (random correct seating): every seat is drawn at random, at the fewest tables that
  seat everybody (the other tables stay unused, see :mod:`~director.seating.room`).
- TDA Rule 8 (alternates, late registrants and re-entries): late entrants draw a random seat;
  the draw is among the tables in play with the fewest players, so late entries keep the room
  even; a new table opens only when those are full.
- TDA Rule 10 (breaking tables): tables break in a preset order (default highest number first);
  every table that can break breaks in one proposal. Players of a broken table are placed by a
  two-step random process (first a table that stays, then a seat). They may get any seat, blinds and button included, and are
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
- A random proposal (a break, the final table) is shown before it is made: its code draws the
  same seats again, and a room changed meanwhile refuses it (:mod:`~director.seating.drawcode`).
- WSOP rules, start of an event: the button starts at the first stack to the dealer's right, that
  is the highest-numbered occupied seat. Used when a table's button has not been recorded.

Seats are numbered from 1 clockwise, starting on the dealer's left.
"""

from __future__ import annotations

from director.seating.apply import apply_moves, can_apply, manual_move, verify_moves
from director.seating.balance import balance_moves, is_balanced
from director.seating.breaking import (
    break_table,
    break_tables,
    final_table_due,
    final_table_redraw,
    tables_to_break,
)
from director.seating.button import (
    advance_button,
    big_blind_order,
    draw_button,
    next_big_blind_seat,
    next_positions,
    waiting_seats,
    worst_seat,
)
from director.seating.draw import draw_seats, seat_entrant
from director.seating.errors import SeatingError
from director.seating.hand_for_hand import BustGroup, HandForHand
from director.seating.moves import Move, MoveReason
from director.seating.positions import Positions
from director.seating.room import (
    break_order,
    check_room,
    in_play,
    opening_order,
    seat_of,
    tables_needed,
)
from director.seating.table import MAX_SEATS, MIN_SEATS, Table

__all__ = [
    "MAX_SEATS",
    "MIN_SEATS",
    "BustGroup",
    "HandForHand",
    "Move",
    "MoveReason",
    "Positions",
    "SeatingError",
    "Table",
    "advance_button",
    "apply_moves",
    "balance_moves",
    "big_blind_order",
    "break_order",
    "break_table",
    "break_tables",
    "can_apply",
    "check_room",
    "draw_button",
    "draw_seats",
    "final_table_due",
    "final_table_redraw",
    "in_play",
    "is_balanced",
    "manual_move",
    "next_big_blind_seat",
    "next_positions",
    "opening_order",
    "seat_entrant",
    "seat_of",
    "tables_needed",
    "tables_to_break",
    "verify_moves",
    "waiting_seats",
    "worst_seat",
]
