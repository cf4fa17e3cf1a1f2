"""The dealer's mistakes at a hold'em table, ruled as the club's sheet states them.

The table tells the engine what the physical dealer did wrong; the engine answers with the
ruling, applies it to the :class:`~director.engine.holdem.HoldemHand` in place (the same object
goes on, so a view holding it stays valid) and logs it in the hand's history as an immutable
:class:`~director.engine.records.Ruling` that carries the rule's text in Italian (the club's
words) and English, and what happens now, ready to show to the table.

What the dealer did is one of three events, each a frozen value:

- :class:`HoleCardsExposed` ``(cards)``: while dealing, the dealer exposed these hole cards.
- :class:`ExtraCardsDealt` ``(count)``: after everyone had his cards, the dealer dealt the first
  player ``count`` extra cards.
- :class:`FlopTooManyCards` ``(extra)``: the flop came with ``extra`` cards too many.

Each comes as a trio: :func:`verify_ruling` (raises
:class:`~director.engine.errors.IllegalActionError` with a one-line reason, changes nothing),
:func:`can_rule` (for enabling a button) and :func:`rule` (applies it, returns the record).

The rules (club sheet 000 §04 "Distribuzione delle carte"; issue 8; where the sheet is silent on
the procedure, WSOP 2024 / TDA and Robert's Rules of Poker, named where used):

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
- A misdeal returns every blind and ante and keeps the button where it was (issue 8; WSOP 2024
  and TDA: the button does not move on a misdeal); the hand is dealt again from a new shuffle.

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
    _RANK_NAMES,
    CARDS,
    SYSTEM_RANDOM,
    Card,
    Deck,
    DeckReveal,
    format_cards,
    parse_cards,
)
from director.engine.errors import ConfigurationError, HandHistoryError, IllegalActionError
from director.engine.hand import Hand
from director.engine.holdem import HoldemHand
from director.engine.records import (
    Action,
    BoardDealt,
    DealerError,
    Decision,
    HoleCardsDealt,
    Ruling,
    Street,
)

SHEET = "club sheet 000 §04"
ROBERTS = "Robert's Rules of Poker (a redealt flop)"

#: For each error: where the rule is written, its text in Italian (the club's sheet) and English.
RULES: dict[DealerError, tuple[str, str, str]] = {
    DealerError.FIRST_CARD_EXPOSED: (
        SHEET,
        "Se la prima carta coperta distribuita viene scoperta, ne deriva un errore. Il mazziere "
        "recupererà la carta, rimescolerà, e taglierà di nuovo le carte.",
        "If the first hole card dealt is exposed, it is a misdeal. The dealer gathers the cards, "
        "reshuffles and cuts again.",
    ),
    DealerError.HOLE_CARD_EXPOSED: (
        SHEET,
        "Se un'altra carta coperta viene scoperta per un errore del mazziere, il gioco continua. "
        "La carta scoperta non può essere tenuta. Dopo aver completato la mano, il mazziere "
        "sostituisce la carta con la carta in cima al deck, e la carta scoperta viene poi usata "
        "come carta bruciata.",
        "If another hole card is exposed by the dealer's error, play continues. The exposed card "
        "cannot be kept: once the deal is complete the dealer replaces it with the top card of "
        "the deck, and the exposed card is then used as the burn card.",
    ),
    DealerError.HOLE_CARDS_EXPOSED: (
        SHEET,
        "Se viene scoperta più di una carta coperta, questo è un errore e ci deve essere una "
        "ridistribuzione.",
        "If more than one hole card is exposed, it is a misdeal and the cards must be dealt again.",
    ),
    DealerError.FLOP_TOO_MANY_CARDS: (
        SHEET,
        "Se il flop contiene troppe carte, deve essere ridistribuito. (Questo si applica anche se "
        "fosse possibile sapere quale carta era quella extra.)",
        "If the flop contains too many cards, it must be dealt again (even if it is possible to "
        "know which card was the extra one).",
    ),
    DealerError.EXTRA_CARD: (
        SHEET,
        "Se il mazziere per errore distribuisce al primo giocatore una carta extra (dopo che tutti "
        "i giocatori hanno ricevuto le loro mani iniziali), la carta sarà restituita al deck e "
        "usata come carta bruciata.",
        "If the dealer mistakenly deals the first player an extra card (after every player has "
        "received his starting hand), the card goes back to the deck and is used as the burn "
        "card.",
    ),
    DealerError.EXTRA_CARDS: (
        SHEET,
        "Se il mazziere per errore distribuisce più di una carta extra, è un errore.",
        "If the dealer mistakenly deals more than one extra card, it is a misdeal.",
    ),
}

_MISDEAL_IT = (
    "Smazzata nulla: i bui e gli ante tornano ai giocatori e il bottone resta a {button}; le "
    "carte vengono raccolte, rimescolate, tagliate e distribuite di nuovo."
)
_MISDEAL_EN = (
    "Misdeal: the blinds and antes go back to the players and the button stays with {button}; "
    "the cards are gathered, reshuffled, cut and dealt again."
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
            raise ConfigurationError(f"name the exposed cards, e.g. ('Ah',), not {raw!r}") from exc
        if not cards:
            raise ConfigurationError("name at least one exposed card")
        if len(set(cards)) != len(cards):
            raise ConfigurationError("each exposed card is named once")
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
            raise ConfigurationError(f"the extra cards are 1 or more, not {self.count!r}")


@dataclass(frozen=True, slots=True)
class FlopTooManyCards:
    """The dealer turned ``extra`` cards too many on the flop.

    Raises:
        ConfigurationError: a count below one.
    """

    extra: int = 1

    def __post_init__(self) -> None:
        if isinstance(self.extra, bool) or not isinstance(self.extra, int) or self.extra < 1:
            raise ConfigurationError(f"the extra flop cards are 1 or more, not {self.extra!r}")


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


class _State:
    """What the hand remembers of the rulings (kept across the hand being rebuilt)."""

    __slots__ = ("dead", "entries", "exposed", "extra", "original")

    def __init__(self, original: str) -> None:
        #: The deck order the hand began with (rulings are replayed on it).
        self.original = original
        #: The rulings as JSON-ready entries, for ``HoldemHand.to_dict``.
        self.entries: list[dict[str, Any]] = []
        #: Hole cards exposed so far in this deal.
        self.exposed = 0
        #: Whether an extra card was already ruled in this deal.
        self.extra = False
        #: Cards put out of play at the bottom of the deck (never dealt, never reshuffled).
        self.dead: list[Card] = []

    def new_deal(self) -> None:
        self.exposed = 0
        self.extra = False
        self.dead = []


# ---------------------------------------------------------------------- the trio


def verify_ruling(hand: HoldemHand, event: DealerMistake) -> None:
    """Raise :class:`IllegalActionError` if the error cannot be ruled on now; changes nothing."""
    if not isinstance(hand, HoldemHand):
        raise IllegalActionError("the dealer's errors are ruled for hold'em hands")
    if isinstance(event, FlopTooManyCards):
        if _flop_record(hand) is None:
            raise IllegalActionError("there is no flop yet: a flop error comes after the flop")
        if any(type(r) is Action and r.street is not Street.PREFLOP for r in _this_deal(hand)):
            raise IllegalActionError(
                "the betting on the flop has begun: a flop with too many cards must be "
                "reported before anybody acts on it"
            )
        return
    if not isinstance(event, HoleCardsExposed | ExtraCardsDealt):
        raise IllegalActionError(f"{event!r} is not a dealer's error the engine knows")
    if any(type(r) is Action for r in _this_deal(hand)):
        raise IllegalActionError(
            "the betting has begun: exposed hole cards and extra cards are ruled during the deal"
        )
    if isinstance(event, HoleCardsExposed):
        holes = {c for p in range(hand.players) for c in hand.hole_cards(p)}
        for c in event.cards:
            if c not in holes:
                raise IllegalActionError(
                    f"{c} is not anybody's hole card now; hole cards: "
                    + " ".join(format_cards(hand.hole_cards(p)) for p in range(hand.players))
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
    state: _State = hand._irregular or _State(format_cards(hand.deck.order))
    at = sum(1 for r in hand._log if type(r) is Action)
    if isinstance(event, FlopTooManyCards):
        record = _redeal_flop(hand, state, event, rng, reshuffled)
    elif isinstance(event, HoleCardsExposed):
        record = _exposed(hand, state, event, rng, reshuffled)
    else:
        record = _extra(hand, state, event, rng, reshuffled)
    entry: dict[str, Any] = {"at": at, "event": event_to_dict(event)}
    if record.reshuffled:
        entry["reshuffled"] = format_cards(record.reshuffled)
    state.entries.append(entry)
    hand._irregular = state
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
        raise HandHistoryError(f"a saved ruling does not replay: {exc}") from exc


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
    raise ConfigurationError(f"unknown dealer's error {kind!r}")


# ---------------------------------------------------------------------- the rulings


def _exposed(
    hand: HoldemHand,
    state: _State,
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
    _rebuild(hand, state, order, replay=False)
    who = hand.names[player]
    if burn is not None:
        fate_it = f"{_the_it(card).capitalize()} diventa la carta bruciata del flop."
        fate_en = f"The {card.name()} becomes the flop's burn card."
    else:
        fate_it = f"{_the_it(card).capitalize()} resta fuori dal gioco (la carta bruciata c'è già)."
        fate_en = f"The {card.name()} stays out of play (the burn card is already set aside)."
    record = _ruling(
        hand,
        DealerError.HOLE_CARD_EXPOSED,
        Decision.CARD_REPLACED,
        f"Il gioco continua: {who} non può tenere {_the_it(card)} e riceve la prima carta del "
        f"mazzo. {fate_it}",
        f"Play continues: {who} cannot keep the {card.name()} and gets the top card of the deck. "
        f"{fate_en}",
        (card,),
        replaced=((player, card, replacement),),
        burn=burn,
    )
    hand._log.append(record)
    return record


def _extra(
    hand: HoldemHand,
    state: _State,
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
    _rebuild(hand, state, order, replay=False)
    record = _ruling(
        hand,
        DealerError.EXTRA_CARD,
        Decision.EXTRA_CARD_BURNED,
        f"La carta in più data a {hand.names[first]} ({_the_it(extra)}) torna nel mazzo come "
        "carta bruciata del flop; il gioco continua.",
        f"The extra card dealt to {hand.names[first]} (the {extra.name()}) goes back as the "
        "flop's burn card; play continues.",
        (extra,),
        burn=extra,
    )
    hand._log.append(record)
    return record


def _redeal_flop(
    hand: HoldemHand,
    state: _State,
    event: FlopTooManyCards,
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
    before = list(hand._log)
    cut = max(k for k, r in enumerate(before) if r is flop)
    new = _rebuild(hand, state, order, replay=True)
    record = _ruling(
        hand,
        DealerError.FLOP_TOO_MANY_CARDS,
        Decision.FLOP_REDEALT,
        "Il flop va ridistribuito: la carta bruciata resta bruciata, le carte del flop tornano "
        "nel mazzo, che viene rimescolato e tagliato; il nuovo flop si distribuisce senza bruciare "
        "un'altra carta.",
        "The flop is dealt again: the burn card stays burned, the flop cards go back into the "
        "deck, which is reshuffled and cut; the new flop is dealt without burning another card.",
        flop.cards,
        burn=flop.burn,
        reshuffled=shuffled,
        also=ROBERTS,
    )
    start = next(k for k, r in enumerate(new) if type(r) is BoardDealt)
    hand._log = [*before[: cut + 1], record, *new[start:]]
    return record


def _misdeal(
    hand: HoldemHand,
    state: _State,
    error: DealerError,
    cards: Sequence[Card],
    rng: random.Random | None,
    reshuffled: Sequence[Card] | None,
) -> Ruling:
    returned = tuple(b + a for b, a in zip(hand.blinds_posted, hand.antes_posted, strict=True))
    shuffled = _shuffle(CARDS, rng, reshuffled)
    before = list(hand._log)
    state.new_deal()
    new = _rebuild(hand, state, shuffled, replay=False)
    button = hand.names[hand.button]
    record = _ruling(
        hand,
        error,
        Decision.MISDEAL,
        _MISDEAL_IT.format(button=button),
        _MISDEAL_EN.format(button=button),
        cards,
        returned=returned,
        reshuffled=shuffled,
    )
    hand._log = [*before, record, *new]
    return record


# ---------------------------------------------------------------------- helpers


def _ruling(
    hand: HoldemHand,
    error: DealerError,
    decision: Decision,
    action_it: str,
    action_en: str,
    cards: Sequence[Card],
    *,
    replaced: tuple[tuple[int, Card, Card], ...] = (),
    burn: Card | None = None,
    returned: tuple[int, ...] | None = None,
    reshuffled: Sequence[Card] = (),
    also: str | None = None,
) -> Ruling:
    """The record of a ruling on ``error``, with the rule's source and texts from :data:`RULES`.

    ``returned`` defaults to nothing given back; ``also`` names a second source after the sheet.
    """
    source, rule_it, rule_en = RULES[error]
    return Ruling(
        error,
        decision,
        source if also is None else f"{source}; {also}",
        rule_it,
        rule_en,
        action_it,
        action_en,
        tuple(cards),
        replaced,
        burn,
        (0,) * hand.players if returned is None else returned,
        tuple(reshuffled),
    )


def _this_deal(hand: HoldemHand) -> list[Any]:
    """The records since the current hole cards were dealt (a misdeal deals them again)."""
    log = hand._log
    start = max(k for k, r in enumerate(log) if type(r) is HoleCardsDealt)
    return log[start:]


def _flop_record(hand: HoldemHand) -> BoardDealt | None:
    """The flop as last dealt in the current deal, or ``None``."""
    flops = [r for r in _this_deal(hand) if type(r) is BoardDealt and r.street is Street.FLOP]
    return flops[-1] if flops else None


def _shuffle(
    cards: Sequence[Card], rng: random.Random | None, given: Sequence[Card] | None
) -> list[Card]:
    if given is not None:
        if sorted(given) != sorted(cards) or len(given) != len(cards):
            raise ConfigurationError(
                f"the reshuffled order must list exactly these {len(cards)} cards: "
                + format_cards(sorted(cards, key=lambda c: c.index))
            )
        return list(given)
    return (rng or SYSTEM_RANDOM).sample(list(cards), len(cards))


_SLOTS = tuple(name for cls in (Hand, HoldemHand) for name in cls.__slots__ if name != "_irregular")


def _rebuild(hand: HoldemHand, state: _State, order: Sequence[Card], *, replay: bool) -> list[Any]:
    """Deal the hand again from ``order`` (replaying its actions if asked) into the same object.

    The history is left as it was; returns the new deal's records for the caller to splice in.
    """
    blinds, antes, dead = hand.forced
    first = hand.deck.original if isinstance(hand.deck, RuledDeck) else hand.deck
    new = HoldemHand(
        hand.starting_stacks,
        hand.button,
        hand.rules,
        deck=RuledDeck(order, first),
        names=hand.names,
        blinds=blinds,
        antes=antes,
        dead_antes=dead,
        manual_showdown=hand._manual_showdown,
        muck_losers=hand._muck_losers,
    )
    if replay:
        for r in _this_deal(hand):
            if type(r) is Action:
                new.act(r.kind, r.to, player=r.player)
    log = hand._log
    for name in _SLOTS:
        setattr(hand, name, getattr(new, name))
    hand._log = log
    hand._bounds_cache = (-1, None)
    hand._irregular = state
    return new._log


def _the_it(card: Card) -> str:
    """The card in Italian with its article: ``l'asso di cuori``, ``il re di picche``."""
    word = _RANK_NAMES["it"][card.rank]
    if word[0] in "aeiou":
        return "l'" + card.name("it")
    return ("la " if word == "donna" else "il ") + card.name("it")
