"""The embedded poker engine: cards, hand evaluation, hold'em and stud hands, pots, PHH.

Pure Python, no Qt. The modules, one per concept:

- :mod:`~director.engine.cards`: :class:`Card`, :class:`Deck` (secure shuffle or a seeded
  ``random.Random``; commitment published before the hand, revealed after).
- :mod:`~director.engine.evaluator`: :func:`evaluate7` (the hot path), :func:`evaluate`,
  categories and hand names (:func:`describe`, :func:`hand_words`) from the catalogue
  (``director.i18n``, keys ``engine.*``).
- :mod:`~director.engine.pots`: main and side pots from what each player put in, awarding with
  the odd-chip rule; usable on its own.
- :mod:`~director.engine.rules`: :class:`Rules` (blinds, antes, limit, cap, odd chips).
- :mod:`~director.engine.hand`: :class:`Hand`, what every game shares, saved and rebuilt; built
  from :mod:`~director.engine.handstate` (the state), :mod:`~director.engine.betting` (the
  betting rounds, refusals) and :mod:`~director.engine.showdown` (showdown, pots awarded).
- :mod:`~director.engine.holdem`: :class:`HoldemHand`, the hand you drive one action at a time.
- :mod:`~director.engine.stud`: :class:`StudHand`, fixed-limit seven card stud, driven the same
  way; its betting (bring-in, completion, big bet) in :mod:`~director.engine.studbetting`.
- :mod:`~director.engine.irregularities`: the dealer's mistakes at a hold'em table, ruled by the
  club's sheet (:func:`rule` returns a :class:`Ruling` whose texts are catalogue messages).
- :mod:`~director.engine.equity`: exact win/tie chances of all-in players over the cards to come.
- :mod:`~director.engine.floor`: the floor tool: pots and winners from what each player put in.
- :mod:`~director.engine.records`: the immutable records every step produces.
- :mod:`~director.engine.phh`: PHH read and written (``phh.history``), replayed
  (``phh.replay``), made from a hand (``phh.writing``).
- :mod:`~director.engine.words`: pieces of messages (a list, a capitalised message).
- :mod:`~director.engine.errors`: the errors, all :class:`~director.errors.DirectorError`; each
  carries a catalogue key (its code) and fields.
"""

from director.engine.cards import Card, Deck, DeckReveal, format_cards, parse_cards
from director.engine.equity import equity
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
    hand_words,
)
from director.engine.hand import Hand
from director.engine.holdem import HoldemHand
from director.engine.irregularities import (
    DealerMistake,
    ExtraCardsDealt,
    FlopTooManyCards,
    HoleCardsExposed,
    can_rule,
    rule,
    verify_ruling,
)
from director.engine.pots import OddChipRule, Pot, PotAward, award_pots, build_pots
from director.engine.records import (
    ActionKind,
    CommonCardDealt,
    DeckRanOut,
    LegalActions,
    Phase,
    RaiseRefusal,
    RuleSource,
    Ruling,
    Street,
    StudCardsDealt,
)
from director.engine.rules import AnteType, BettingLimit, BoardTie, Rules
from director.engine.stud import StudHand

__all__ = [
    "ActionKind",
    "AnteType",
    "BettingLimit",
    "BoardTie",
    "Card",
    "CardError",
    "CommonCardDealt",
    "ConfigurationError",
    "DealerMistake",
    "Deck",
    "DeckRanOut",
    "DeckReveal",
    "EngineError",
    "ExtraCardsDealt",
    "FlopTooManyCards",
    "Hand",
    "HandCategory",
    "HandHistoryError",
    "HoldemHand",
    "HoleCardsExposed",
    "IllegalActionError",
    "LegalActions",
    "OddChipRule",
    "Phase",
    "Pot",
    "PotAward",
    "RaiseRefusal",
    "RuleSource",
    "Rules",
    "Ruling",
    "Street",
    "StudCardsDealt",
    "StudHand",
    "UnsupportedVariantError",
    "award_pots",
    "build_pots",
    "can_rule",
    "category_of",
    "describe",
    "equity",
    "evaluate",
    "evaluate5",
    "evaluate7",
    "format_cards",
    "hand_name",
    "hand_words",
    "parse_cards",
    "rule",
    "verify_ruling",
]
