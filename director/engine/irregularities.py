"""The dealer's mistakes at a hold'em table, ruled as the club's sheet states them.

The table tells the engine what the physical dealer did wrong; the engine answers with the
ruling, applies it to the :class:`~director.engine.holdem.HoldemHand` in place (the same object
goes on, so a view holding it stays valid) and logs it in the hand's history as an immutable
:class:`~director.engine.records.Ruling` that carries the rule as written (a catalogue message:
the Italian is the club's sheet word for word) and what happens now, ready to show to the table
in either language.

What the dealer did is one of three events, each a frozen value:

- :class:`HoleCardsExposed` ``(cards)``: while dealing, the dealer exposed these hole cards.
- :class:`ExtraCardsDealt` ``(count)``: after everyone had his cards, the dealer dealt the first
  player ``count`` extra cards.
- :class:`FlopTooManyCards` ``(extra)``: the flop came with ``extra`` cards too many.

Each comes as a trio: :func:`verify_ruling` (raises
:class:`~director.engine.errors.IllegalActionError` with a one-line reason, changes nothing; its
``key`` says which reason, see :data:`REFUSALS`), :func:`can_rule` (for enabling a button) and
:func:`rule` (applies it, returns the record). The hand is changed only through its public API
(:meth:`~director.engine.holdem.HoldemHand.redealt`,
:meth:`~director.engine.holdem.HoldemHand.take_deal`,
:attr:`~director.engine.holdem.HoldemHand.ruling_state`); :func:`replay_ruling` is registered
with :mod:`director.engine.holdem` so that a saved hand replays its rulings.

The rules (club sheet 000 §04 "Distribuzione delle carte"; where the sheet is silent on the
procedure, WSOP 2024 / TDA and Robert's Rules of Poker, named where used):

- The first hole card dealt is exposed: misdeal (gather, reshuffle, cut, deal again).
- Another single hole card is exposed by the dealer: play continues; the player cannot keep it;
  once the deal is complete it is replaced by the top card of the deck, and the exposed card
  becomes the burn card (of the flop). Exposures add up over the deal: a second one is the
  "more than one" of the next rule.
- Two or more hole cards exposed: misdeal.
- The flop with too many cards: the flop is dealt again, even if the extra card is known. The
  procedure is Robert's Rules of Poker's for a redealt flop (the sheet gives none): the burn card
  stays burned, the flop cards are shuffled back into the rest of the deck, which is cut, and the
  new flop is dealt without burning another card.
- One extra card dealt to the first player after everyone has his cards: it goes back as the
  burn card (of the flop). More than one extra card (at once, or a second one): misdeal. If a
  card exposed earlier was already set aside as the burn card, the extra card is burned instead
  and the exposed card stays out of play.
- A misdeal returns every blind and ante and keeps the button where it was (WSOP 2024 and TDA:
  the button does not move on a misdeal); the hand is dealt again from a new shuffle.

Deal errors (exposed hole cards, extra cards) are ruled only during the deal, before the first
betting action; a flop with too many cards only before anybody has acted on the flop (when the
betting is over because players are all-in, the rest of the board is dealt again from the new
deck and the pots awarded again). A physical deck does what the engine's deck order says: a
reshuffle uses ``rng`` (the secure generator by default), or ``reshuffled`` when the order is
known (a replay). After a ruling the hand deals from a :class:`RuledDeck`, whose commitment and
reveal stay those of the deck the hand began with (so the commitment published before the hand
still checks out); how the order changed is in the :class:`~director.engine.records.Ruling`
records (each reshuffle with its order).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from director.engine.cards import (
    CARDS,
    SYSTEM_RANDOM,
    Card,
    Deck,
    DeckReveal,
    format_cards,
    parse_cards,
)
from director.engine.errors import ConfigurationError, HandHistoryError, IllegalActionError
from director.engine.holdem import HoldemHand, RulingState, register_ruling_replayer
from director.engine.records import (
    Action,
    BoardDealt,
    DealerError,
    Decision,
    HoleCardsDealt,
    Record,
    RuleSource,
    Ruling,
    Street,
)
from director.engine.words import Capitalized
from director.i18n import Msg

#: The keys of :func:`verify_ruling`'s refusals (the error's ``key``), one per reason.
REFUSALS = (
    "engine.err.ruling.not_holdem",
    "engine.err.ruling.no_flop",
    "engine.err.ruling.flop_betting_begun",
    "engine.err.ruling.unknown",
    "engine.err.ruling.betting_begun",
    "engine.err.ruling.not_a_hole_card",
)


# ---------------------------------------------------------------------- what the dealer did


@dataclass(frozen=True, slots=True)
class HoleCardsExposed:
    """While dealing, the dealer exposed these hole cards (``"Ah"`` or :class:`Card` values).

    Raises:
        ConfigurationError: no card, a text that is not a card, or a card named twice.
    """

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        raw: Any = self.cards
        if isinstance(raw, str):
            raw = (raw,)
        try:
            cards = tuple(c if isinstance(c, Card) else parse_cards(c)[0] for c in raw)
        except (IndexError, TypeError) as exc:
            raise ConfigurationError("engine.err.event.cards", given=raw) from exc
        if not cards:
            raise ConfigurationError("engine.err.event.no_card")
        if len(set(cards)) != len(cards):
            raise ConfigurationError("engine.err.event.card_twice")
        object.__setattr__(self, "cards", cards)


@dataclass(frozen=True, slots=True)
class ExtraCardsDealt:
    """After everyone had his cards, the dealer dealt ``count`` extra cards to the first player.

    Raises:
        ConfigurationError: a count below one.
    """

    count: int = 1

    def __post_init__(self) -> None:
        if isinstance(self.count, bool) or not isinstance(self.count, int) or self.count < 1:
            raise ConfigurationError("engine.err.event.extra_cards", count=self.count)


@dataclass(frozen=True, slots=True)
class FlopTooManyCards:
    """The dealer turned ``extra`` cards too many on the flop.

    Raises:
        ConfigurationError: a count below one.
    """

    extra: int = 1

    def __post_init__(self) -> None:
        if isinstance(self.extra, bool) or not isinstance(self.extra, int) or self.extra < 1:
            raise ConfigurationError("engine.err.event.extra_flop", count=self.extra)


DealerMistake = HoleCardsExposed | ExtraCardsDealt | FlopTooManyCards
"""What the dealer did wrong."""


class RuledDeck(Deck):
    """The deck after a ruling changed its order.

    It deals the new order; its :attr:`commitment` and :meth:`reveal` stay those of the deck the
    hand began with (:attr:`original`), whose commitment was published before the hand, so the
    check still works after the hand. The rulings in the hand's history say how the order was
    changed (a replacement, a reshuffle with its order).
    """

    __slots__ = ("original",)

    def __init__(self, order: Sequence[Card], original: Deck) -> None:
        super().__init__(order=order)
        #: The deck the hand began with.
        self.original = original

    @property
    def commitment(self) -> str:
        """The commitment published for the deck the hand began with."""
        return self.original.commitment

    def reveal(self) -> DeckReveal:
        """The order and secret of the deck the hand began with (see the class docstring)."""
        return self.original.reveal()


# ---------------------------------------------------------------------- the trio


def verify_ruling(hand: HoldemHand, event: DealerMistake) -> None:
    """Raise :class:`IllegalActionError` if the error cannot be ruled on now; changes nothing.

    The error's ``key`` is one of :data:`REFUSALS`: the hand is not hold'em, there is no flop
    yet, the betting on the flop has begun, the event is not one the engine knows, the betting
    has begun (deal errors), a card reported exposed is nobody's hole card.
    """
    if not isinstance(hand, HoldemHand):
        raise IllegalActionError("engine.err.ruling.not_holdem")
    if isinstance(event, FlopTooManyCards):
        if _flop_record(hand) is None:
            raise IllegalActionError("engine.err.ruling.no_flop")
        if any(type(r) is Action and r.street is not Street.PREFLOP for r in _this_deal(hand)):
            raise IllegalActionError("engine.err.ruling.flop_betting_begun")
        return
    if not isinstance(event, HoleCardsExposed | ExtraCardsDealt):
        raise IllegalActionError("engine.err.ruling.unknown", event=repr(event))
    if any(type(r) is Action for r in _this_deal(hand)):
        raise IllegalActionError("engine.err.ruling.betting_begun")
    if isinstance(event, HoleCardsExposed):
        holes = {c for p in range(hand.players) for c in hand.hole_cards(p)}
        for c in event.cards:
            if c not in holes:
                raise IllegalActionError(
                    "engine.err.ruling.not_a_hole_card",
                    card=c,
                    holes=" ".join(format_cards(hand.hole_cards(p)) for p in range(hand.players)),
                )


def can_rule(hand: HoldemHand, event: DealerMistake) -> bool:
    """Whether the error can be ruled on now (for enabling a button)."""
    try:
        verify_ruling(hand, event)
    except IllegalActionError:
        return False
    return True


def rule(
    hand: HoldemHand,
    event: DealerMistake,
    *,
    rng: random.Random | None = None,
    reshuffled: Sequence[Card] | None = None,
) -> Ruling:
    """Rule on the dealer's error, apply the ruling to ``hand`` and return its record.

    Args:
        hand: the hand being dealt; it is changed in place (and keeps the record in its history).
        event: what the dealer did.
        rng: the generator for a reshuffle (default: the system's secure generator).
        reshuffled: the order a reshuffle produced, top card first, when it is known (replays):
            the whole deck after a misdeal, the cards from the new flop down after a flop redeal.

    Raises:
        IllegalActionError: the error cannot be ruled on now (see :func:`verify_ruling`); the
            hand is unchanged.
        ConfigurationError: ``reshuffled`` does not list exactly the reshuffled cards.
    """
    verify_ruling(hand, event)
    state = hand.ruling_state or RulingState(format_cards(hand.deck.order))
    at = sum(1 for r in hand.history if type(r) is Action)
    if isinstance(event, FlopTooManyCards):
        record = _redeal_flop(hand, state, rng, reshuffled)
    elif isinstance(event, HoleCardsExposed):
        record = _exposed(hand, state, event, rng, reshuffled)
    else:
        record = _extra(hand, state, event, rng, reshuffled)
    entry: dict[str, Any] = {"at": at, "event": event_to_dict(event)}
    if record.reshuffled:
        entry["reshuffled"] = format_cards(record.reshuffled)
    state.entries.append(entry)
    return record


def replay_ruling(hand: HoldemHand, entry: dict[str, Any]) -> Ruling:
    """Apply a ruling saved by ``HoldemHand.to_dict`` again (used by ``from_dict``).

    Raises:
        HandHistoryError: the entry is malformed or does not apply to the hand.
    """
    try:
        event = event_from_dict(entry["event"])
        order = entry.get("reshuffled")
        return rule(hand, event, reshuffled=parse_cards(order) if order else None)
    except (KeyError, TypeError, ValueError, ConfigurationError, IllegalActionError) as exc:
        raise HandHistoryError("engine.err.saved.ruling", error=exc) from exc


register_ruling_replayer(replay_ruling)


def event_to_dict(event: DealerMistake) -> dict[str, Any]:
    """The event as JSON-ready values."""
    if isinstance(event, HoleCardsExposed):
        return {"type": "hole_cards_exposed", "cards": format_cards(event.cards)}
    if isinstance(event, ExtraCardsDealt):
        return {"type": "extra_cards_dealt", "count": event.count}
    return {"type": "flop_too_many_cards", "extra": event.extra}


def event_from_dict(data: dict[str, Any]) -> DealerMistake:
    """The inverse of :func:`event_to_dict`.

    Raises:
        ConfigurationError: an unknown event or a bad value.
    """
    kind = data.get("type")
    if kind == "hole_cards_exposed":
        return HoleCardsExposed(parse_cards(data["cards"]))
    if kind == "extra_cards_dealt":
        return ExtraCardsDealt(data["count"])
    if kind == "flop_too_many_cards":
        return FlopTooManyCards(data["extra"])
    raise ConfigurationError("engine.err.event.unknown", kind=kind)


# ---------------------------------------------------------------------- the rulings


def _exposed(
    hand: HoldemHand,
    state: RulingState,
    event: HoleCardsExposed,
    rng: random.Random | None,
    reshuffled: Sequence[Card] | None,
) -> Ruling:
    order = list(hand.deck.order)
    if order[0] in event.cards:
        return _misdeal(hand, state, DealerError.FIRST_CARD_EXPOSED, event.cards, rng, reshuffled)
    if state.exposed + len(event.cards) > 1:
        return _misdeal(hand, state, DealerError.HOLE_CARDS_EXPOSED, event.cards, rng, reshuffled)
    (card,) = event.cards
    player = next(p for p in range(hand.players) if card in hand.hole_cards(p))
    n = hand.players
    top = 2 * n + (1 if state.extra else 0)  # the top card once the deal is complete
    replacement = order[top]
    at = order.index(card)
    if state.extra:  # the extra card is the burn already: the exposed card goes out of play
        order[at] = replacement
        del order[top]
        order.append(card)
        state.dead.append(card)
        burn = None
    else:  # the exposed card takes the top card's place: the burn card of the flop
        order[at], order[top] = replacement, card
        burn = card
    state.exposed += 1
    new = _redealt(hand, order, replay=False)
    the_card = card.words(article=True)
    fate = "engine.ruling.fate.burn" if burn is not None else "engine.ruling.fate.out"
    record = _ruling(
        hand,
        DealerError.HOLE_CARD_EXPOSED,
        Decision.CARD_REPLACED,
        Msg(
            "engine.ruling.card_replaced",
            player=hand.names[player],
            card=the_card,
            fate=Msg(fate, card=Capitalized(the_card)),
        ),
        (card,),
        replaced=((player, card, replacement),),
        burn=burn,
    )
    hand.take_deal(new, [*hand.history, record], state)
    return record


def _extra(
    hand: HoldemHand,
    state: RulingState,
    event: ExtraCardsDealt,
    rng: random.Random | None,
    reshuffled: Sequence[Card] | None,
) -> Ruling:
    n = hand.players
    order = list(hand.deck.order)
    top = 2 * n
    if event.count > 1 or state.extra:
        dealt = tuple(order[top : top + event.count]) if not state.extra else ()
        return _misdeal(hand, state, DealerError.EXTRA_CARDS, dealt, rng, reshuffled)
    first = (hand.button + 1) % n
    if state.exposed:  # the exposed card is the burn card: it leaves play, the extra card burns
        extra = order[top + 1]
        exposed = order.pop(top)
        order.append(exposed)
        state.dead.append(exposed)
    else:
        extra = order[top]
    state.extra = True
    new = _redealt(hand, order, replay=False)
    record = _ruling(
        hand,
        DealerError.EXTRA_CARD,
        Decision.EXTRA_CARD_BURNED,
        Msg(
            "engine.ruling.extra_card_burned",
            player=hand.names[first],
            card=extra.words(article=True),
        ),
        (extra,),
        burn=extra,
    )
    hand.take_deal(new, [*hand.history, record], state)
    return record


def _redeal_flop(
    hand: HoldemHand,
    state: RulingState,
    rng: random.Random | None,
    reshuffled: Sequence[Card] | None,
) -> Ruling:
    flop = _flop_record(hand)
    assert flop is not None
    order = list(hand.deck.order)
    burn_at = order.index(flop.burn)
    end = 52 - len(state.dead)
    stub = order[burn_at + 1 : end]
    shuffled = _shuffle(stub, rng, reshuffled)
    order[burn_at + 1 : end] = shuffled
    before = hand.history
    cut = max(k for k, r in enumerate(before) if r is flop)
    new = _redealt(hand, order, replay=True)
    record = _ruling(
        hand,
        DealerError.FLOP_TOO_MANY_CARDS,
        Decision.FLOP_REDEALT,
        Msg("engine.ruling.flop_redealt"),
        flop.cards,
        burn=flop.burn,
        reshuffled=shuffled,
        also=RuleSource.ROBERTS_REDEALT_FLOP,
    )
    dealt = new.history
    start = next(k for k, r in enumerate(dealt) if type(r) is BoardDealt)
    hand.take_deal(new, [*before[: cut + 1], record, *dealt[start:]], state)
    return record


def _misdeal(
    hand: HoldemHand,
    state: RulingState,
    error: DealerError,
    cards: Sequence[Card],
    rng: random.Random | None,
    reshuffled: Sequence[Card] | None,
) -> Ruling:
    returned = tuple(b + a for b, a in zip(hand.blinds_posted, hand.antes_posted, strict=True))
    shuffled = _shuffle(CARDS, rng, reshuffled)
    state.new_deal()
    new = _redealt(hand, shuffled, replay=False)
    record = _ruling(
        hand,
        error,
        Decision.MISDEAL,
        Msg("engine.ruling.misdeal", button=hand.names[hand.button]),
        cards,
        returned=returned,
        reshuffled=shuffled,
    )
    hand.take_deal(new, [*hand.history, record, *new.history], state)
    return record


# ---------------------------------------------------------------------- helpers


def _ruling(
    hand: HoldemHand,
    error: DealerError,
    decision: Decision,
    action: Msg,
    cards: Sequence[Card],
    *,
    replaced: tuple[tuple[int, Card, Card], ...] = (),
    burn: Card | None = None,
    returned: tuple[int, ...] | None = None,
    reshuffled: Sequence[Card] = (),
    also: RuleSource | None = None,
) -> Ruling:
    """The record of a ruling on ``error``: the rule as the club's sheet 000 §04 writes it.

    ``returned`` defaults to nothing given back; ``also`` names a second source after the sheet.
    """
    sources = (RuleSource.SHEET_000_04,) if also is None else (RuleSource.SHEET_000_04, also)
    return Ruling(
        error,
        decision,
        sources,
        Msg(f"engine.rule.{error}"),
        action,
        tuple(cards),
        replaced,
        burn,
        (0,) * hand.players if returned is None else returned,
        tuple(reshuffled),
    )


def _this_deal(hand: HoldemHand) -> tuple[Record, ...]:
    """The records since the current hole cards were dealt (a misdeal deals them again)."""
    log = hand.history
    start = max(k for k, r in enumerate(log) if type(r) is HoleCardsDealt)
    return log[start:]


def _flop_record(hand: HoldemHand) -> BoardDealt | None:
    """The flop as last dealt in the current deal, or ``None``."""
    flops = [r for r in _this_deal(hand) if isinstance(r, BoardDealt) and r.street is Street.FLOP]
    return flops[-1] if flops else None


def _shuffle(
    cards: Sequence[Card], rng: random.Random | None, given: Sequence[Card] | None
) -> list[Card]:
    if given is not None:
        if sorted(given) != sorted(cards) or len(given) != len(cards):
            raise ConfigurationError(
                "engine.err.event.reshuffled",
                count=len(cards),
                cards=format_cards(sorted(cards, key=lambda c: c.index)),
            )
        return list(given)
    return (rng or SYSTEM_RANDOM).sample(list(cards), len(cards))


def _redealt(hand: HoldemHand, order: Sequence[Card], *, replay: bool) -> HoldemHand:
    """The hand dealt again from ``order`` (its actions of this deal replayed if asked).

    The deck keeps the commitment of the deck the hand began with (:class:`RuledDeck`); the
    caller splices the new deal's records into the history (:meth:`HoldemHand.take_deal`).
    """
    first = hand.deck.original if isinstance(hand.deck, RuledDeck) else hand.deck
    new = hand.redealt(RuledDeck(order, first))
    if replay:
        for r in _this_deal(hand):
            if isinstance(r, Action):
                new.act(r.kind, r.to, player=r.player)
    return new
