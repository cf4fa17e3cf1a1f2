"""The embedded poker engine: cards, hand evaluation, hands of hold'em, pots, PHH.

Pure Python, no Qt. The modules, one per concept:

- :mod:`~director.engine.cards`: :class:`Card`, :class:`Deck` (secure shuffle or a seeded
  ``random.Random``; commitment published before the hand, revealed after).
- :mod:`~director.engine.evaluator`: :func:`evaluate7` (the hot path), :func:`evaluate`,
  categories and hand names in English and Italian.
- :mod:`~director.engine.pots`: main and side pots from what each player put in, awarding with
  the odd-chip rule; usable on its own.
- :mod:`~director.engine.rules`: :class:`Rules` (blinds, antes, limit, cap, odd chips).
- :mod:`~director.engine.hand`: the betting core shared by every game (:class:`Hand`).
- :mod:`~director.engine.holdem`: :class:`HoldemHand`, the hand you drive one action at a time.
- :mod:`~director.engine.records`: the immutable records every step produces.
- :mod:`~director.engine.phh`: PHH read, replay and write.
- :mod:`~director.engine.errors`: the errors, all :class:`~director.errors.DirectorError`.
"""

from director.engine.cards import Card, Deck, DeckReveal, format_cards, parse_cards
from director.engine.errors import (
    CardError,
    ConfigurationError,
    EngineError,
    HandHistoryError,
    IllegalActionError,
    UnsupportedVariantError,
)
from director.engine.evaluator import (
    HandCategory,
    category_of,
    describe,
    evaluate,
    evaluate5,
    evaluate7,
    hand_name,
)
from director.engine.hand import Hand
from director.engine.holdem import HoldemHand
from director.engine.pots import OddChipRule, Pot, PotAward, award_pots, build_pots
from director.engine.records import ActionKind, LegalActions, Phase, Street
from director.engine.rules import AnteType, BettingLimit, Rules

__all__ = [
    "ActionKind",
    "AnteType",
    "BettingLimit",
    "Card",
    "CardError",
    "ConfigurationError",
    "Deck",
    "DeckReveal",
    "EngineError",
    "Hand",
    "HandCategory",
    "HandHistoryError",
    "HoldemHand",
    "IllegalActionError",
    "LegalActions",
    "OddChipRule",
    "Phase",
    "Pot",
    "PotAward",
    "Rules",
    "Street",
    "UnsupportedVariantError",
    "award_pots",
    "build_pots",
    "category_of",
    "describe",
    "evaluate",
    "evaluate5",
    "evaluate7",
    "format_cards",
    "hand_name",
    "parse_cards",
]
