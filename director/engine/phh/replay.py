"""Replaying a PHH hand history through the engine, every rule enforced.

Replaying rebuilds the deck from the recorded cards (hole cards in the dealing order, a burn card
before each street; unknown ``??`` cards and burns are filled with unused cards), plays the
recorded actions through :class:`~director.engine.holdem.HoldemHand` or
:class:`~director.engine.stud.StudHand` with every rule enforced, and checks that the engine dealt
exactly the recorded cards. A hand whose unknown cards would decide a pot cannot be replayed.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from director.engine.cards import CARDS, Card, Deck, format_cards, parse_cards
from director.engine.errors import (
    CardError,
    EngineError,
    HandHistoryError,
    IllegalActionError,
    UnsupportedVariantError,
)
from director.engine.hand import Hand
from director.engine.holdem import HoldemHand
from director.engine.phh.history import (
    HOLDEM_VARIANTS,
    OTHER_VARIANTS,
    PLANNED_VARIANTS,
    STUD_VARIANTS,
    HandHistory,
    load,
    whole_chips,
)
from director.engine.records import (
    HandShown,
    Phase,
    PotAwarded,
)
from director.engine.rules import BettingLimit, Rules
from director.engine.stud import StudHand


class Replay:
    """The outcome of replaying a hand history."""

    __slots__ = ("hand", "history")

    def __init__(self, history: HandHistory, hand: Hand) -> None:
        self.history = history
        self.hand = hand

    @property
    def finishing_stacks(self) -> tuple[int, ...]:
        """Each player's chips at the end, in the file's player order."""
        return self.hand.final_stacks

    @property
    def pots(self) -> tuple[PotAwarded, ...]:
        """How each pot was awarded (players in the file's order)."""
        return self.hand.awards

    def disagreements(self) -> tuple[tuple[int, float, int], ...]:
        """Where the file's ``finishing_stacks`` differ from the engine's.

        Returns:
            (player, recorded, engine) for each such player; none when the file records no
            finishing stacks or they agree.
        """
        recorded = self.history.finishing_stacks
        if recorded is None:
            return ()
        engine = self.finishing_stacks
        if len(recorded) != len(engine):
            return tuple(
                (p, recorded[p] if p < len(recorded) else float("nan"), engine[p])
                for p in range(len(engine))
            )
        return tuple(
            (p, r, e) for p, (r, e) in enumerate(zip(recorded, engine, strict=True)) if r != e
        )

    def as_json(self, file: str) -> dict[str, Any]:
        """The CLI's JSON object for this replay (``disagreements`` only when there are some)."""
        out: dict[str, Any] = {
            "file": file,
            "finishing_stacks": list(self.finishing_stacks),
            "pots": [
                {"amount": a.amount, "winners": [self.history.label(w) for w in a.winners]}
                for a in self.pots
            ],
        }
        wrong = self.disagreements()
        if wrong:
            out["disagreements"] = [
                {"player": self.history.label(p), "recorded": r, "engine": e} for p, r, e in wrong
            ]
        return out


# ---------------------------------------------------------------------- replaying

#: How to replay each supported variant code.
REPLAYERS: dict[str, Callable[[HandHistory], Replay]] = {}


def replay(history: HandHistory) -> Replay:
    """Play a recorded hand through the engine, enforcing every rule.

    Raises:
        UnsupportedVariantError: the variant is not one the engine plays.
        HandHistoryError: the record is inconsistent (cards, order, incomplete) or an action in
            it is illegal; the message names the action.
    """
    replayer = REPLAYERS.get(history.variant)
    if replayer is None:
        what = OTHER_VARIANTS.get(history.variant)
        if what is None:
            raise UnsupportedVariantError("engine.err.phh.unknown_variant", variant=history.variant)
        raise UnsupportedVariantError(
            "engine.err.phh.unsupported_yet"
            if history.variant in PLANNED_VARIANTS
            else "engine.err.phh.unsupported",
            variant=history.variant,
            name=what,
            supported=", ".join(sorted(REPLAYERS)),
        )
    return replayer(history)


def replay_file(path: str | Path) -> Replay:
    """Load and replay a PHH file (see :func:`replay`)."""
    return replay(load(path))


class _Parsed:
    """The recorded actions, split into words, with the cards they reveal (hold'em)."""

    __slots__ = ("board", "owned", "steps")

    def __init__(self, history: HandHistory) -> None:
        n = len(history.starting_stacks)
        self.steps: list[tuple[str, str, list[str]]] = []
        #: Per player, his cards in the order dealt (``None`` when unknown).
        self.owned: list[list[Card | None]] = [[] for _ in range(n)]
        #: The board (in stud, the common card dealt when the deck runs out).
        self.board: list[Card] = []
        shown: dict[int, list[Card | None]] = {}
        for text in history.actions:
            words = text.split("#", 1)[0].split()
            if not words:
                continue  # a no-op or a commentary
            actor, verb, args = words[0], (words[1] if len(words) > 1 else ""), words[2:]
            if actor == "d":
                if verb == "dh" and len(args) == 2:
                    self._deal_player(self._player(args[0], n, text), args[1], text)
                elif verb == "db" and len(args) == 1:
                    self._deal_board(args[0], text)
                else:
                    raise HandHistoryError("engine.err.phh.dealer", action=text)
            else:
                p = self._player(actor, n, text)
                if verb == "sm" and args and args[0] != "-":
                    shown[p] = _cards_or_unknown(args[0], text)
            self.steps.append((actor, verb, args))
        for p, cards in shown.items():  # cards first seen at the showdown
            known = self.owned[p]
            if len(known) != len(cards):
                raise HandHistoryError(
                    "engine.err.phh.shows_count",
                    player=f"p{p + 1}",
                    count=len(cards),
                    dealt=len(known),
                )
            for k, c in zip(known, cards, strict=True):
                if k is not None and c is not None and k != c:
                    raise HandHistoryError(
                        "engine.err.phh.shows_card", player=f"p{p + 1}", card=c, dealt=k
                    )
            self.owned[p] = [k if k is not None else c for k, c in zip(known, cards, strict=True)]

    def _deal_player(self, p: int, word: str, text: str) -> None:
        """``d dh``: player ``p`` is dealt the cards ``word`` (hold'em: his hole cards, once)."""
        if self.owned[p]:
            raise HandHistoryError("engine.err.phh.dealt_twice", action=text, player=f"p{p + 1}")
        self.owned[p] = _cards_or_unknown(word, text)

    def _deal_board(self, word: str, text: str) -> None:
        """``d db``: the cards ``word`` are dealt to the board."""
        cards = _cards_or_unknown(word, text)
        if None in cards:
            raise HandHistoryError("engine.err.phh.board_unknown", action=text)
        self.board.extend(c for c in cards if c is not None)

    @property
    def unknown(self) -> set[int]:
        """The players whose cards are not all known."""
        return {p for p, cards in enumerate(self.owned) if None in cards}

    @staticmethod
    def _player(word: str, n: int, text: str) -> int:
        if len(word) > 1 and word[0] == "p" and word[1:].isdigit() and 1 <= int(word[1:]) <= n:
            return int(word[1:]) - 1
        raise HandHistoryError("engine.err.phh.player", action=text, word=word, last=f"p{n}")


def _cards_or_unknown(text: str, action: str) -> list[Card | None]:
    if len(text) % 2:
        raise HandHistoryError("engine.err.phh.cards", action=action, text=text)
    out: list[Card | None] = []
    for k in range(0, len(text), 2):
        pair = text[k : k + 2]
        if pair == "??":
            out.append(None)
            continue
        try:
            out.extend(parse_cards(pair))
        except CardError as exc:
            raise HandHistoryError("engine.err.phh.card", action=action, error=exc) from exc
    return out


def _holdem_deck(parsed: _Parsed, n: int) -> tuple[Deck, set[int]]:
    """A deck that deals the recorded cards; also the players whose cards are not all known."""
    for p, cards in enumerate(parsed.owned):
        if len(cards) != 2:
            raise HandHistoryError(
                "engine.err.phh.hole_cards", player=f"p{p + 1}", count=len(cards)
            )
    if len(parsed.board) > 5:
        raise HandHistoryError("engine.err.phh.board_count", count=len(parsed.board))
    order: list[Card | None] = [None] * 52
    for p, cards in enumerate(parsed.owned):  # p1 is left of the button: dealt first
        order[p] = cards[0]
        order[n + p] = cards[1]
    spots = [2 * n + 1, 2 * n + 2, 2 * n + 3, 2 * n + 5, 2 * n + 7]  # burn, flop, burn, turn ...
    for spot, card in zip(spots, parsed.board, strict=False):
        order[spot] = card
    return Deck(order=_fill_unseen(order)), parsed.unknown


def _fill_unseen(order: list[Card | None]) -> list[Card]:
    """The deck order with the recorded cards in their places.

    The cards nobody saw fill the other places, in :data:`CARDS` order.

    Raises:
        HandHistoryError: a card is dealt twice in the record.
    """
    known = [c for c in order if c is not None]
    if len(set(known)) != len(known):
        dup = next(c for c in known if known.count(c) > 1)
        raise HandHistoryError("engine.err.phh.card_twice", card=dup)
    spare = iter(c for c in CARDS if c not in set(known))
    return [c if c is not None else next(spare) for c in order]


def _holdem_replay(history: HandHistory) -> Replay:
    limit = HOLDEM_VARIANTS[history.variant]
    n = len(history.starting_stacks)
    if not 2 <= n <= 10:
        raise HandHistoryError("engine.err.phh.holdem_players", count=n)
    parsed = _Parsed(history)
    deck, unknown = _holdem_deck(parsed, n)
    # PHH lists players from the left of the button; heads-up the forced bets are reversed.
    blinds = list(history.blinds_or_straddles)
    antes = list(history.antes)
    if n == 2:
        blinds.reverse()
        antes.reverse()
    positive = sorted(b for b in history.blinds_or_straddles if b)
    small = positive[0] if len(positive) > 1 else 0
    big = positive[1] if len(positive) > 1 else (positive[0] if positive else 0)
    try:
        if limit is BettingLimit.FIXED_LIMIT:
            if history.small_bet is None or history.big_bet is None:
                raise HandHistoryError("engine.err.phh.fixed_bets")
            rules = Rules(small, big, limit, small_bet=history.small_bet, big_bet=history.big_bet)
        else:
            if history.min_bet is None:
                raise HandHistoryError("engine.err.phh.min_bet", variant=history.variant)
            rules = Rules(small, big, limit, min_bet=history.min_bet)
        hand = HoldemHand(
            list(history.starting_stacks),
            n - 1,
            rules,
            deck=deck,
            names=list(history.players) if history.players else None,
            blinds=blinds,
            antes=antes,
            dead_antes=not history.ante_trimming_status,
            manual_showdown=True,
        )
    except EngineError as exc:
        if isinstance(exc, HandHistoryError):
            raise
        raise HandHistoryError("engine.err.phh.setup", error=exc) from exc
    board_seen = 0
    for actor, verb, args in parsed.steps:
        text = " ".join([actor, verb, *args])
        try:
            if actor == "d":
                if verb == "db":
                    count = len(args[0]) // 2
                    if len(hand.board) < board_seen + count:
                        raise HandHistoryError("engine.err.phh.board_early", action=text)
                    board_seen += count
                continue
            p = int(actor[1:]) - 1
            _holdem_step(hand, p, verb, args, text, unknown)
        except IllegalActionError as exc:
            raise HandHistoryError("engine.err.phh.illegal", action=text, error=exc) from exc
    return _replayed(history, hand, unknown)


def _replayed(history: HandHistory, hand: HoldemHand | StudHand, unknown: set[int]) -> Replay:
    """The replay once the recorded steps are applied.

    Raises:
        HandHistoryError: the record stops before the hand is over, or a player's unknown
            cards would decide a pot.
    """
    if hand.phase is Phase.SHOWDOWN:
        # The record stops at the showdown: cards speak for whoever has not shown yet.
        while hand.phase is Phase.SHOWDOWN:
            p = hand.actor
            if p in unknown:
                raise HandHistoryError("engine.err.phh.unknown_decides", player=f"p{p + 1}")
            hand.show(player=p)
    if hand.phase is not Phase.COMPLETE:
        raise HandHistoryError("engine.err.phh.incomplete")
    for record in hand.history:
        if isinstance(record, HandShown) and record.player in unknown:
            raise HandHistoryError("engine.err.phh.unknown_decides", player=f"p{record.player + 1}")
    return Replay(history, hand)


def _holdem_step(
    hand: HoldemHand | StudHand,
    p: int,
    verb: str,
    args: list[str],
    text: str,
    unknown: set[int],
) -> None:
    if verb == "f":
        hand.fold(player=p)
    elif verb == "cc":
        hand.check_or_call(player=p)
    elif verb == "cbr":
        if len(args) != 1:
            raise HandHistoryError("engine.err.phh.cbr", action=text)
        try:
            amount = whole_chips(float(args[0]), "the amount")
        except ValueError as exc:
            raise HandHistoryError("engine.err.phh.amount", action=text, word=args[0]) from exc
        hand.bet_or_raise_to(amount, player=p)
    elif verb == "sm":
        if hand.phase is Phase.SHOWDOWN:
            if args and p not in unknown:
                hand.show(player=p)
            elif args:
                raise HandHistoryError(
                    "engine.err.phh.hole_unknown", action=text, player=f"p{p + 1}"
                )
            else:
                hand.muck(player=p)
        elif not args:
            if hand.phase is not Phase.COMPLETE:
                raise HandHistoryError("engine.err.phh.muck_early", action=text)
        elif hand.phase is not Phase.COMPLETE and not any(
            isinstance(r, HandShown) and r.player == p for r in hand.history
        ):  # an all-in showdown turns the hands up by itself; a winner may show at the end
            raise HandHistoryError("engine.err.phh.no_showdown", action=text, player=f"p{p + 1}")
    elif verb == "sd" or (verb == "pb" and not isinstance(hand, StudHand)):
        raise HandHistoryError(
            "engine.err.phh.verb_stud"
            if isinstance(hand, StudHand)
            else "engine.err.phh.verb_holdem",
            action=text,
            verb=verb,
        )
    else:
        raise HandHistoryError("engine.err.phh.verb", action=text, verb=verb)


for _code in HOLDEM_VARIANTS:
    REPLAYERS[_code] = _holdem_replay


class _StudParsed(_Parsed):
    """The recorded actions of a stud hand, with every player's cards in the order dealt."""

    __slots__ = ()

    def _deal_player(self, p: int, word: str, text: str) -> None:
        cards = _cards_or_unknown(word, text)
        first = not self.owned[p]
        if len(cards) != (3 if first else 1):
            raise HandHistoryError("engine.err.phh.stud_deal", action=text)
        if len(self.owned[p]) + len(cards) > 7:
            raise HandHistoryError("engine.err.phh.stud_seven", action=text, player=f"p{p + 1}")
        self.owned[p] += cards

    def _deal_board(self, word: str, text: str) -> None:
        cards = _cards_or_unknown(word, text)
        if None in cards or len(cards) != 1 or self.board:
            raise HandHistoryError("engine.err.phh.stud_common", action=text)
        self.board += [c for c in cards if c is not None]


def _stud_deck(parsed: _StudParsed, n: int) -> tuple[Deck, set[int], tuple[Card, ...] | None]:
    """A deck that deals the recorded cards, and what else replaying the record needs.

    Also the players whose cards are not all known and, if the deck ran out (sheet 003), the
    order the gathered cards must take to deal the record.

    The engine deals third street one card at a time from the dealer's left (PHH's p1), then
    before each later street burns a card and deals one to every player still in, in seat order.
    When a burn and a card each no longer fit, the burned cards and the rest of the deck are
    gathered: the recorded cards (or the common card, ``d db``) are placed among them.
    """
    for p, cards in enumerate(parsed.owned):
        if len(cards) < 3:
            raise HandHistoryError("engine.err.phh.stud_third", player=f"p{p + 1}")
    order: list[Card | None] = [None] * 52
    for p, cards in enumerate(parsed.owned):
        order[p], order[n + p], order[2 * n + p] = cards[0], cards[1], cards[2]
    spot = 3 * n
    burns: list[int] = []
    gathered: list[int] | None = None
    first: list[Card | None] = []
    for street in range(1, 5):
        receivers = [p for p in range(n) if len(parsed.owned[p]) > street + 2]
        if not receivers:
            break
        if spot + 1 + len(receivers) > 52:  # the deck runs out here
            gathered = [*burns, *range(spot, 52)]
            if len(gathered) < len(receivers):
                raise HandHistoryError("engine.err.phh.stud_ran_out")
            first = [parsed.owned[p][street + 2] for p in receivers]
            break
        burns.append(spot)
        spot += 1
        for p in receivers:
            order[spot] = parsed.owned[p][street + 2]
            spot += 1
    if parsed.board:
        if gathered is not None:
            raise HandHistoryError("engine.err.phh.stud_common_early")
        gathered = [*burns, *range(spot, 52)]
        first = list(parsed.board)
    if gathered is not None:
        for k, c in zip(gathered, first, strict=False):
            order[k] = c
    full = _fill_unseen(order)
    unknown = parsed.unknown
    reshuffled = None
    if gathered is not None:
        reshuffled = tuple(full[k] for k in gathered)  # the recorded cards come first
    return Deck(order=full), unknown, reshuffled


def _stud_replay(history: HandHistory) -> Replay:
    n = len(history.starting_stacks)
    if not 2 <= n <= 8:
        raise HandHistoryError("engine.err.phh.stud_players", count=n)
    if any(history.blinds_or_straddles):
        raise HandHistoryError("engine.err.phh.stud_blinds")
    if history.small_bet is None or history.big_bet is None or not history.bring_in:
        raise HandHistoryError("engine.err.phh.stud_bets")
    parsed = _StudParsed(history)
    deck, unknown, reshuffled = _stud_deck(parsed, n)
    try:
        rules = Rules.stud(max(history.antes), history.bring_in, history.small_bet, history.big_bet)
        hand = StudHand(
            list(history.starting_stacks),
            n - 1,
            rules,
            deck=deck,
            names=list(history.players) if history.players else None,
            antes=list(history.antes),
            dead_antes=not history.ante_trimming_status,
            manual_showdown=True,
            reshuffled=reshuffled,
        )
    except EngineError as exc:
        if isinstance(exc, HandHistoryError):
            raise
        raise HandHistoryError("engine.err.phh.setup", error=exc) from exc
    seen = [0] * n
    for actor, verb, args in parsed.steps:
        text = " ".join([actor, verb, *args])
        try:
            if actor == "d":
                if verb == "dh":
                    p = int(args[0][1:]) - 1
                    recorded = _cards_or_unknown(args[1], text)
                    dealt = hand.cards_of(p)[seen[p] : seen[p] + len(recorded)]
                    if len(dealt) < len(recorded):
                        raise HandHistoryError("engine.err.phh.cards_early", action=text)
                    if any(r is not None and r != d for r, d in zip(recorded, dealt, strict=True)):
                        raise HandHistoryError(
                            "engine.err.phh.stud_dealt",
                            action=text,
                            player=f"p{p + 1}",
                            cards=format_cards(dealt),
                        )
                    seen[p] += len(recorded)
                elif tuple(hand.board) != tuple(_cards_or_unknown(args[0], text)):
                    raise HandHistoryError("engine.err.phh.no_common", action=text)
                continue
            p = int(actor[1:]) - 1
            if verb == "pb":
                hand.bring_in(player=p)
            else:
                _holdem_step(hand, p, verb, args, text, unknown)
        except IllegalActionError as exc:
            raise HandHistoryError("engine.err.phh.illegal", action=text, error=exc) from exc
    return _replayed(history, hand, unknown)


for _code in STUD_VARIANTS:
    REPLAYERS[_code] = _stud_replay
