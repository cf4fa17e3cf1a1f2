"""Why a dealer's error cannot be ruled on at the table now (club sheet 000 §04).

The engine rules on the hand (:func:`director.engine.irregularities.verify_ruling`); the table adds
that a hold'em hand is being dealt and, during an all-in run-out, that the flop reported is the
flop the table sees. A refusal carries the reason as a :class:`RulingProblem` (for code that
decides on it) and as a catalogue message (for the people at the table, in their language).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from director.engine.errors import IllegalActionError


class RulingProblem(StrEnum):
    """Why a dealer's error cannot be ruled on now."""

    NO_HAND = "no_hand"
    """No hand is being dealt."""
    HAND_OVER = "hand_over"
    """The hand is over."""
    NOT_HOLDEM = "not_holdem"
    """The rulings are for hold'em (the club sheet's §04)."""
    BETTING_BEGUN = "betting_begun"
    """Exposed hole cards and extra cards are ruled during the deal, before the first action."""
    NOT_A_HOLE_CARD = "not_a_hole_card"
    """A card reported exposed is nobody's hole card."""
    NO_FLOP = "no_flop"
    """There is no flop on the table yet."""
    FLOP_BETTING_BEGUN = "flop_betting_begun"
    """Somebody has acted on the flop."""
    TURN_DEALT = "turn_dealt"
    """All-in run-out: the turn is already on the table."""
    OTHER = "other"
    """Anything else the engine refuses (its message says what)."""


#: Why the table cannot rule, by the key of the engine's refusal; any other key is ``OTHER``.
ENGINE_REFUSALS = {
    "engine.err.ruling.not_holdem": RulingProblem.NOT_HOLDEM,
    "engine.err.ruling.no_flop": RulingProblem.NO_FLOP,
    "engine.err.ruling.flop_betting_begun": RulingProblem.FLOP_BETTING_BEGUN,
    "engine.err.ruling.betting_begun": RulingProblem.BETTING_BEGUN,
    "engine.err.ruling.not_a_hole_card": RulingProblem.NOT_A_HOLE_CARD,
}

#: The problems the table words itself (the others keep the engine's words).
_TABLE_WORDS = frozenset(
    {
        RulingProblem.NO_HAND,
        RulingProblem.HAND_OVER,
        RulingProblem.NOT_HOLDEM,
        RulingProblem.BETTING_BEGUN,
        RulingProblem.NO_FLOP,
        RulingProblem.FLOP_BETTING_BEGUN,
        RulingProblem.TURN_DEALT,
    }
)


class RulingRefused(IllegalActionError):
    """A dealer's error that cannot be ruled on now; the hand is unchanged.

    Args:
        problem: Why, for code that decides on it.
        key: The catalogue key of the message, when it is not the table's own wording of
            ``problem`` (the engine's refusal).
        **params: The message's fields.
    """

    def __init__(self, problem: RulingProblem, key: str | None = None, **params: Any) -> None:
        if key is None or problem in _TABLE_WORDS:
            key, params = f"table.ruling.{problem.value}", {}
        super().__init__(key, **params)
        self.problem = problem

    @classmethod
    def from_engine(cls, exc: IllegalActionError) -> RulingRefused:
        """The table's refusal for the engine's refusal ``exc``."""
        return cls(ENGINE_REFUSALS.get(exc.key, RulingProblem.OTHER), exc.key, **exc.params)
