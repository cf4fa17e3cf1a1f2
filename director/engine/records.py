"""The immutable records a hand produces, one per thing that happened, in order.

Every applied action returns its record; the automatic steps that follow (a street dealt, hands
shown, pots awarded) are appended to :attr:`director.engine.hand.Hand.history` too. The same
records feed the table view, the hand history list and the tournament's event log. They are
``NamedTuple`` values: cheap to make, immutable, and easy to turn into JSON with ``_asdict()``.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from director.engine.cards import Card
from director.i18n import Msg


class Street(StrEnum):
    """A betting round: hold'em's four, then seven card stud's five (third to seventh street)."""

    PREFLOP = "preflop"
    FLOP = "flop"
    TURN = "turn"
    RIVER = "river"
    THIRD = "third"
    """Stud: two cards down and the door card up, then the bring-in."""
    FOURTH = "fourth"
    FIFTH = "fifth"
    SIXTH = "sixth"
    SEVENTH = "seventh"
    """Stud: the last card, dealt down (the river)."""


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
    BRING_IN = "bring_in"
    """Stud, third street: the low door card posts the bring-in (less than the small bet)."""
    COMPLETE = "complete"
    """Stud, third street: raise the bring-in to the full small bet (the first bet of the round)."""


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


class StudCardsDealt(NamedTuple):
    """Stud: the cards of one street, dealt one at a time clockwise from the dealer's left."""

    street: Street
    cards: tuple[tuple[Card, ...], ...]
    """Per player, the cards he received on this street (empty for a player who folded)."""
    face_up: tuple[bool, ...]
    """For each card of the street, whether it is dealt up: third street ``(False, False,
    True)`` (two down, the door card up), fourth to sixth ``(True,)``, seventh ``(False,)``."""
    burn: Card | None
    """The card burned first (``None`` on third street and when the deck ran out)."""


class DeckRanOut(NamedTuple):
    """Stud: the deck cannot give every player his card (club sheet 003, "Eccezione!").

    The burned cards and the rest of the deck are gathered and shuffled; folded (mucked) cards
    are never reused. If they are enough for everyone they are dealt (``common`` is false, a
    :class:`StudCardsDealt` follows); otherwise one common card is turned up in the middle for
    all (a :class:`CommonCardDealt` follows).
    """

    street: Street
    gathered: tuple[Card, ...]
    """The gathered cards in the order the shuffle left them, top card first."""
    common: bool


class CommonCardDealt(NamedTuple):
    """Stud: one card face up in the middle that every player still in uses as his own."""

    street: Street
    card: Card


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

    pot: int
    """0 for the main pot, then side pots in order."""
    amount: int
    eligible: tuple[int, ...]
    winners: tuple[int, ...]
    shares: tuple[int, ...]
    strength: int | None
    """The winning strength, ``None`` when nobody had to show (everyone else folded)."""


class DealerError(StrEnum):
    """What a physical dealer did wrong while dealing hold'em (club sheet 000 §04)."""

    FIRST_CARD_EXPOSED = "first_card_exposed"
    """The first hole card dealt was exposed."""
    HOLE_CARD_EXPOSED = "hole_card_exposed"
    """Another single hole card was exposed by the dealer."""
    HOLE_CARDS_EXPOSED = "hole_cards_exposed"
    """Two or more hole cards were exposed."""
    FLOP_TOO_MANY_CARDS = "flop_too_many_cards"
    """The flop was dealt with too many cards."""
    EXTRA_CARD = "extra_card"
    """One extra card was dealt to the first player after everyone had his cards."""
    EXTRA_CARDS = "extra_cards"
    """More than one extra card was dealt."""


class Decision(StrEnum):
    """What the rules make of a dealer's error."""

    MISDEAL = "misdeal"
    """The deal is void: blinds and antes back, same button, gather, reshuffle, cut, redeal."""
    CARD_REPLACED = "card_replaced"
    """Play goes on; the exposed card is replaced by the top card and becomes the burn card."""
    FLOP_REDEALT = "flop_redealt"
    """The flop is dealt again from the reshuffled rest of the deck."""
    EXTRA_CARD_BURNED = "extra_card_burned"
    """The extra card goes back as the burn card; play goes on."""


class RuleSource(StrEnum):
    """Where a rule on a dealer's error is written."""

    SHEET_000_04 = "sheet_000_04"
    """The club's sheet 000, §04 "Distribuzione delle carte" (the rule itself)."""
    ROBERTS_REDEALT_FLOP = "roberts_redealt_flop"
    """Robert's Rules of Poker, for how a flop is dealt again (the sheet gives no procedure)."""

    def text(self, lang: str = "en") -> str:
        """The source in words: ``club sheet 000 §04``."""
        return Msg(f"engine.source.{self.value}").text(lang)


class Ruling(NamedTuple):
    """The ruling on a dealer's error, applied to the hand (see :mod:`director.engine.irregularities`).

    The texts are catalogue messages, ready to show to the table in either language: the rule as
    the club's sheet states it (the Italian is the sheet's own words) and what happens now at
    this table.
    """

    error: DealerError
    decision: Decision
    sources: tuple[RuleSource, ...]
    """Where the rule comes from: the club's sheet first, then any source of the procedure."""
    rule: Msg
    """The rule as written."""
    action: Msg
    """What happens now at this table."""
    cards: tuple[Card, ...]
    """The exposed cards, the extra cards, or the flop that was dealt wrong."""
    replaced: tuple[tuple[int, Card, Card], ...]
    """For each exposed card a player may not keep: (player, exposed card, replacement)."""
    burn: Card | None
    """The card that becomes the flop's burn card, if the ruling says so."""
    returned: tuple[int, ...]
    """After a misdeal, per player, the blinds and antes given back (all zero otherwise)."""
    reshuffled: tuple[Card, ...]
    """The order the shuffle left the gathered cards in, top first: after a misdeal the whole
    new deck, after a flop redeal the cards from the new flop down; empty otherwise."""

    def rule_text(self, lang: str = "en") -> str:
        """The rule as written, in ``lang`` (Italian: the club's sheet word for word)."""
        return self.rule.text(lang)

    def action_text(self, lang: str = "en") -> str:
        """What happens now at this table, in ``lang``."""
        return self.action.text(lang)

    def source_text(self, lang: str = "en") -> str:
        """Where the rule comes from, in ``lang``: ``club sheet 000 §04; Robert's Rules ...``."""
        return "; ".join(source.text(lang) for source in self.sources)


class RaiseRefusal(StrEnum):
    """Why the player to act may not bet or raise, or not put every chip in.

    See :meth:`director.engine.hand.Hand.raise_refusal` and
    :meth:`~director.engine.hand.Hand.all_in_refusal`.
    """

    CALL_ONLY = "call_only"
    """His chips do not cover more than a call: he may only call, all-in."""
    NOT_REOPENED = "not_reopened"
    """He already acted and the betting was not reopened: an all-in for less than a full raise
    does not let him raise again (TDA Rule 47; WSOP 2024 Rules 96 and 96a)."""
    CAPPED = "capped"
    """Fixed-limit: the round has its most bets and raises (``Rules.raise_cap``)."""
    NOBODY_LEFT = "nobody_left"
    """Every other player still in is all-in: there is nobody to bet against."""
    BRING_IN_ONLY = "bring_in_only"
    """Stud, third street: the low card's chips cover only the bring-in."""
    FIXED_LIMIT = "fixed_limit"
    """All-in only: the limit fixes the amounts, and all his chips are not one of them."""
    POT_LIMIT = "pot_limit"
    """All-in only: all his chips are more than the pot allows."""


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
    """``BET`` when nobody has bet this street, ``RAISE`` otherwise, ``COMPLETE`` in stud while
    the third-street betting is not yet completed to the small bet, ``None`` if not allowed."""
    bring_in: int | None = None
    """Stud, the bring-in player before he acts: the bring-in he may post instead of
    completing (he may not fold or check). ``None`` otherwise."""
    amounts: tuple[int, ...] | None = None
    """Fixed-limit when only some totals between ``min_to`` and ``max_to`` are allowed: the
    two of them (stud, fourth street with an open pair: the small or the big bet). ``None`` when
    every total from ``min_to`` to ``max_to`` is allowed."""
    all_in_to: int = 0
    """The player's total on this street if he puts every chip in."""
    all_in_allowed: bool = False
    """Whether putting every chip in is one of the actions allowed now (a call, the bring-in, a
    bet, a raise or a completion); if not, :meth:`~director.engine.hand.Hand.all_in_refusal`
    says why."""


Record = (
    ForcedBet
    | HoleCardsDealt
    | BoardDealt
    | StudCardsDealt
    | DeckRanOut
    | CommonCardDealt
    | Action
    | UncalledBetReturned
    | HandShown
    | HandMucked
    | PotAwarded
    | Ruling
)
