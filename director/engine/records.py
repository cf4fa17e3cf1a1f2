"""The immutable records a hand produces, one per thing that happened, in order.

Every applied action returns its record; the automatic steps that follow (a street dealt, hands
shown, pots awarded) are appended to :attr:`director.engine.hand.Hand.history` too. The same
records feed the table view, the hand history list and the tournament's event log. They are
``NamedTuple``\\s: cheap to make, immutable, and easy to turn into JSON with ``_asdict()``.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from director.engine.cards import Card


class Street(StrEnum):
    """A betting round (hold'em; seven card stud adds third to seventh street in issue 8)."""

    PREFLOP = "preflop"
    FLOP = "flop"
    TURN = "turn"
    RIVER = "river"


class Phase(StrEnum):
    """Where a hand is."""

    BETTING = "betting"
    """A player must act (see ``to_act``)."""
    SHOWDOWN = "showdown"
    """Manual showdown: a player must show or muck (see ``to_act``)."""
    COMPLETE = "complete"
    """All pots awarded; the hand is over."""


class ActionKind(StrEnum):
    """A player's betting decision."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"


class ForcedKind(StrEnum):
    """A forced bet posted before the cards are dealt."""

    SMALL_BLIND = "small_blind"
    BIG_BLIND = "big_blind"
    BLIND = "blind"
    """Any other blind or straddle given explicitly per player."""
    ANTE = "ante"


class ForcedBet(NamedTuple):
    """A blind or ante posted (possibly all-in for less than the full amount)."""

    player: int
    kind: ForcedKind
    amount: int
    all_in: bool


class HoleCardsDealt(NamedTuple):
    """Hole cards dealt to every player, one card at a time from the left of the button."""

    cards: tuple[tuple[Card, ...], ...]
    """Per player, the cards in the order he received them."""


class BoardDealt(NamedTuple):
    """A burn card, then community cards (flop, turn or river)."""

    street: Street
    cards: tuple[Card, ...]
    burn: Card


class Action(NamedTuple):
    """A player's betting action as applied."""

    player: int
    kind: ActionKind
    amount: int
    """Chips the player added to the pot with this action."""
    to: int
    """The player's total bet on this street after the action (a raise *to* this amount)."""
    all_in: bool
    street: Street


class UncalledBetReturned(NamedTuple):
    """The part of a bet nobody called, given back (club sheet 000 §12)."""

    player: int
    amount: int


class HandShown(NamedTuple):
    """A player showed his hole cards at showdown."""

    player: int
    cards: tuple[Card, ...]
    strength: int | None
    """Evaluator strength of his best five cards (see :mod:`director.engine.evaluator`);
    ``None`` when the hand is turned up in an all-in before the board is complete (it is
    shown again, with its strength, at the showdown)."""


class HandMucked(NamedTuple):
    """A player gave up his claim at showdown without showing."""

    player: int


class PotAwarded(NamedTuple):
    """One pot given to its winner(s)."""

    index: int
    """0 for the main pot, then side pots in order."""
    amount: int
    eligible: tuple[int, ...]
    winners: tuple[int, ...]
    shares: tuple[int, ...]
    strength: int | None
    """The winning strength, ``None`` when nobody had to show (everyone else folded)."""


class LegalActions(NamedTuple):
    """What the player to act may do, with the amounts the rules allow."""

    player: int
    fold: bool
    """Folding is offered only when facing a bet (with nothing to call, check instead)."""
    check: bool
    call: int
    """Chips a call adds (0 when there is nothing to call; less than the bet if all-in)."""
    min_to: int | None
    """Smallest total a bet or raise may go to (an all-in for less is this amount), or ``None``
    when betting or raising is not allowed."""
    max_to: int | None
    """Largest total a bet or raise may go to (the pot-limit maximum, all-in in no-limit)."""
    raise_kind: ActionKind | None
    """``BET`` when nobody has bet this street, ``RAISE`` otherwise, ``None`` if not allowed."""


Record = (
    ForcedBet
    | HoleCardsDealt
    | BoardDealt
    | Action
    | UncalledBetReturned
    | HandShown
    | HandMucked
    | PotAwarded
)
