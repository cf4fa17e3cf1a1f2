"""Texas hold'em: blinds and antes, the deal, the board, and who opens each betting round.

The rules followed (club sheets 000 and 001; WSOP 2024 / TDA where they are silent; the club's own
choice where it says so):

- 2 to 10 players. The small blind is left of the button, the big blind next (sheet 000 §3).
  Heads-up the button is the small blind, acts first pre-flop and last afterwards (the TDA's
  heads-up rule).
- Blinds are posted before antes: with a big-blind ante, a short big blind posts the blind first
  and the ante with what is left (the club's choice over the TDA's "ante first": the blind is
  what the others must call); the same order is used for antes paid by every player. A short
  blind is posted all-in, and the others still call the full big blind to play (Robert's Rules
  of Poker, no-limit rule 2).
- Two hole cards each, dealt one at a time clockwise from the left of the button (sheet 000 §4).
  A card is burned before the flop (three cards), the turn and the river (sheet 000 §6, §8, §10).
- Pre-flop the first to act is left of the big blind (of the biggest blind or straddle); on later
  streets the first player still in with chips left of the button (sheet 001 "Pre-flop"; sheet
  000 §7).
- Fixed-limit: the small bet pre-flop and on the flop, the big bet on the turn and river.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from director.engine.cards import Card, Deck, format_cards, parse_cards
from director.engine.errors import HandHistoryError
from director.engine.evaluator import evaluate7
from director.engine.hand import Hand
from director.engine.records import (
    BoardDealt,
    ForcedBet,
    ForcedKind,
    HoleCardsDealt,
    Record,
    Street,
)
from director.engine.rules import AnteType, Rules

_STREETS = (Street.PREFLOP, Street.FLOP, Street.TURN, Street.RIVER)
_BOARD_COUNTS = (0, 3, 1, 1)
_new = tuple.__new__

_NO_ANTES = [(0,) * n for n in range(11)]

#: Version of the dictionary written by :meth:`HoldemHand.to_dict` (2 adds the dealer's errors
#: ruled during the hand; a hand without any is still written as version 1).
FORMAT_VERSION = 2

#: Applies a ruling saved by :meth:`HoldemHand.to_dict` to the hand being rebuilt.
RulingReplayer = Callable[["HoldemHand", dict[str, Any]], object]
_ruling_replayer: RulingReplayer | None = None


def register_ruling_replayer(replayer: RulingReplayer) -> None:
    """Tell :meth:`HoldemHand.from_dict` how to apply the saved rulings on the dealer's errors.

    :mod:`director.engine.irregularities` rules on hold'em hands, so it imports this module and
    registers its replayer when it is imported (the engine package always imports it); this
    module does not import it back.
    """
    global _ruling_replayer
    _ruling_replayer = replayer


class RulingState:
    """What a hold'em hand remembers of the dealer's errors ruled on it.

    The state outlives a deal: after a misdeal or a flop dealt again the hand takes the new
    deal (:meth:`HoldemHand.take_deal`) and keeps this.

    Args:
        original: The deck order the hand began with, as text (the rulings are replayed on it).
    """

    __slots__ = ("dead", "entries", "exposed", "extra", "original")

    def __init__(self, original: str) -> None:
        #: The deck order the hand began with.
        self.original = original
        #: The rulings as JSON-ready entries, for :meth:`HoldemHand.to_dict`.
        self.entries: list[dict[str, Any]] = []
        #: Hole cards exposed so far in this deal.
        self.exposed = 0
        #: Whether an extra card was already ruled in this deal.
        self.extra = False
        #: Cards put out of play at the bottom of the deck (never dealt, never reshuffled).
        self.dead: list[Card] = []

    def new_deal(self) -> None:
        """A misdeal: the cards are dealt again, nothing exposed or extra yet."""
        self.exposed = 0
        self.extra = False
        self.dead = []


def forced_bets(players: int, button: int, rules: Rules) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Per player, the blind and the ante the rules ask for (before checking stacks).

    Heads-up the button posts the small blind; otherwise the small blind is left of the button.
    """
    blinds = [0] * players
    if players == 2:
        sb, bb = button, (button + 1) % 2
    else:
        sb, bb = (button + 1) % players, (button + 2) % players
    blinds[sb] = rules.small_blind
    blinds[bb] = rules.big_blind
    if not rules.ante:
        return tuple(blinds), _NO_ANTES[players]
    antes = [0] * players
    match rules.ante_type:
        case AnteType.EVERY_PLAYER:
            antes = [rules.ante] * players
        case AnteType.BIG_BLIND:
            antes[bb] = rules.ante
        case AnteType.BUTTON:
            antes[button] = rules.ante
    return tuple(blinds), tuple(antes)


class HoldemHand(Hand):
    """A hand of Texas hold'em, dealt from its own deck as the betting goes.

    Args:
        stacks: each player's chips, clockwise around the table.
        button: the player with the dealer button.
        rules: blinds, antes, limit, raise cap, odd-chip rule.
        deck: the deck to deal from (default: a new deck shuffled with ``rng``).
        rng: generator for the new deck (default: the system's secure generator).
        names: the players' names (default ``p1``, ``p2`` ...).
        blinds: per player, the blind to post, instead of the usual small and big blind
            (a dead small blind, a straddle, a recorded hand).
        antes: per player, the ante to post, instead of what ``rules`` says.
        dead_antes: whether the antes are dead money in the main pot (default: yes for
            big-blind and button antes, no when every player antes).
        manual_showdown: wait for each player to show or muck at the showdown (a live table)
            instead of showing every hand that can win and mucking the others.
        muck_losers: in an automatic showdown, muck the hands that cannot win anything.

    Raises:
        ConfigurationError: fewer than 2 or more than 10 players, a stack that is not a positive
            whole number, a button off the table, blinds or antes of the wrong length.
    """

    __slots__ = (
        "_blinds",
        "_hole",
        "_ruling_state",
        "_units",
        "antes_posted",
        "blinds_posted",
        "board",
        "forced",
    )

    STREETS = _STREETS
    _LAST = len(_STREETS) - 1
    _GAME = "engine.game.holdem"
    _GAME_KEY = "holdem"
    _MAX_PLAYERS = 10
    _FORMAT_VERSION = FORMAT_VERSION

    def __init__(
        self,
        stacks: Sequence[int],
        button: int,
        rules: Rules,
        *,
        deck: Deck | None = None,
        rng: random.Random | None = None,
        names: Sequence[str] | None = None,
        blinds: Sequence[int] | None = None,
        antes: Sequence[int] | None = None,
        dead_antes: bool | None = None,
        manual_showdown: bool = False,
        muck_losers: bool = True,
    ) -> None:
        self._check_table(stacks, button, names)
        n = len(stacks)
        if blinds is not None or antes is not None:
            for what, values in (("blinds", blinds), ("antes", antes)):
                if values is not None:
                    self._check_per_player(what, values, n)
        if blinds is None or antes is None:
            default_blinds, default_antes = forced_bets(n, button, rules)
            blinds = default_blinds if blinds is None else tuple(blinds)
            antes = default_antes if antes is None else tuple(antes)
        else:
            blinds, antes = tuple(blinds), tuple(antes)
        if dead_antes is None:
            dead_antes = rules.ante_type is not AnteType.EVERY_PLAYER
        super().__init__(
            stacks,
            button,
            rules,
            deck if deck is not None else Deck(rng),
            names,
            manual_showdown,
            muck_losers,
        )
        self._blinds = blinds
        small, big = rules.bet_sizes
        self._units = (small, small, big, big)
        #: The blinds and antes the hand was set up with (before checking stacks).
        self.forced = (blinds, antes, dead_antes)
        self.board: list[Card] = []
        self._hole: list[tuple[Card, ...]] = []
        # Dealer's errors ruled so far (director.engine.irregularities), None if there were none.
        self._ruling_state: RulingState | None = None
        self._post(blinds, antes, dead_antes)
        self._deal_hole()
        self._start_round()

    # ------------------------------------------------------------------ set-up

    def _post(self, blinds: Sequence[int], antes: Sequence[int], dead: bool) -> None:
        n = self.players
        stacks = self.stacks
        bets = self.bets
        total = self.total
        log = self._log
        b = self.button
        order = [(b + 1 + k) % n for k in range(n)]
        if n == 2:
            order.reverse()  # heads-up the button's small blind comes first
        big = max(blinds)
        small_seen = big_seen = False
        pot = 0
        for p in order:  # blinds first, then antes (the club's order; see the module docstring)
            amount = blinds[p]
            if not amount:
                continue
            if amount == big and not big_seen:
                kind = ForcedKind.BIG_BLIND
                big_seen = True
            elif not small_seen and amount < big:
                kind = ForcedKind.SMALL_BLIND
                small_seen = True
            else:
                kind = ForcedKind.BLIND
            stack = stacks[p]
            paid = amount if amount < stack else stack
            stacks[p] = stack - paid
            bets[p] = total[p] = paid
            pot += paid
            if paid == stack:
                self.with_chips -= 1
            log.append(_new(ForcedBet, (p, kind, paid, paid == stack)))
        self.pot = pot
        #: What each player actually posted as blind and as ante (less if his stack was short).
        self.blinds_posted = tuple(bets)
        self.antes_posted = self._post_antes(order, antes, dead) if any(antes) else _NO_ANTES[n]
        # Pre-flop everyone must reach the biggest blind, even if its poster was short.
        self.bet_to = big
        self.raises = 1 if big else 0  # in fixed-limit the big blind is the first bet

    def _deal_hole(self) -> None:
        n = self.players
        cards = self.deck.deal(2 * n)
        b = self.button
        hole: list[tuple[Card, ...]] = [()] * n
        for pos in range(n):  # one at a time, from the left of the button (sheet 000 §4)
            hole[(b + 1 + pos) % n] = (cards[pos], cards[n + pos])
        self._hole = hole
        self._log.append(_new(HoleCardsDealt, (tuple(hole),)))

    # ------------------------------------------------------------------ game hooks

    def _deal_street(self, street: int) -> None:
        count = _BOARD_COUNTS[street]
        cards = self.deck.deal(count + 1)
        self.board.extend(cards[1:])
        self._log.append(_new(BoardDealt, (_STREETS[street], cards[1:], cards[0])))

    def _opener(self, street: int) -> int:
        n = self.players
        if street:
            return (self.button + 1) % n
        # Pre-flop: left of the last of the biggest blinds, counting from the left of the button.
        blinds = self._blinds
        big = max(blinds)
        last = self.button
        if big:
            for k in range(n):
                p = (self.button + 1 + k) % n
                if blinds[p] == big:
                    last = p
        return (last + 1) % n

    def _bet_unit(self, street: int) -> int:
        return self._units[street]

    def _strength(self, player: int) -> int:
        h = self._hole[player]
        b = self.board
        return evaluate7(h[0], h[1], b[0], b[1], b[2], b[3], b[4])

    def _cards_of(self, player: int) -> tuple[Card, ...]:
        return self._hole[player]

    # ------------------------------------------------------------------ reading

    def hole_cards(self, player: int) -> tuple[Card, ...]:
        """The player's two hole cards (the dealer's view; the projected view hides them)."""
        return self._hole[player]

    # ------------------------------------------------------------------ the dealer's errors

    @property
    def ruling_state(self) -> RulingState | None:
        """What the hand remembers of the dealer's errors ruled on it, ``None`` if there were none."""
        return self._ruling_state

    def redealt(self, deck: Deck) -> HoldemHand:
        """A new hand like this one, dealt from ``deck``, before anybody acts.

        The same players, stacks, button, rules, forced bets and showdown settings.
        """
        blinds, antes, dead = self.forced
        return HoldemHand(
            self.starting_stacks,
            self.button,
            self.rules,
            deck=deck,
            names=self.names,
            blinds=blinds,
            antes=antes,
            dead_antes=dead,
            manual_showdown=self._manual_showdown,
            muck_losers=self._muck_losers,
        )

    def take_deal(self, other: HoldemHand, history: Sequence[Record], state: RulingState) -> None:
        """Go on as ``other``: a deal of this same hand made after a ruling.

        This object takes ``other``'s deck, cards, chips and betting (so a view holding it stays
        valid), ``history`` as its history (what happened before the ruling, the ruling, and
        the new deal), and ``state`` as what it remembers of the rulings.
        """
        for cls in type(self).__mro__:
            for name in getattr(cls, "__slots__", ()):
                if name not in ("_log", "_ruling_state", "_bounds_cache"):
                    setattr(self, name, getattr(other, name))
        self._log = list(history)
        self._bounds_cache = (-1, None)
        self._ruling_state = state

    # ------------------------------------------------------------------ serialisation

    def to_dict(self) -> dict[str, Any]:
        """Everything needed to replay the hand exactly, as JSON-ready values.

        The deck order is included, so keep the dictionary from the players until the hand is
        over (the deck's commitment can be published instead).
        """
        blinds, antes, dead = self.forced
        state = self._ruling_state
        data = self._saved_dict(
            FORMAT_VERSION if state is not None else 1,
            {
                "blinds": list(blinds),
                "antes": list(antes),
                "dead_antes": dead,
                # The deck the hand began with: the dealer's errors are replayed on it.
                "deck": state.original if state is not None else format_cards(self.deck.order),
            },
        )
        if state is not None:
            data["irregularities"] = [dict(e) for e in state.entries]
        return data

    @classmethod
    def _from_saved(cls, data: dict[str, Any]) -> HoldemHand:
        return cls(
            data["stacks"],
            data["button"],
            Rules.from_dict(data["rules"]),
            deck=Deck(order=parse_cards(data["deck"])),
            names=data["names"],
            blinds=data["blinds"],
            antes=data["antes"],
            dead_antes=data["dead_antes"],
            manual_showdown=data["manual_showdown"],
            muck_losers=data["muck_losers"],
        )

    def _replay_actions(self, data: dict[str, Any]) -> None:
        rulings = list(data.get("irregularities", ()))
        if not rulings:
            Hand._replay_actions(self, data)
            return
        replay = _ruling_replayer
        if replay is None:  # only if director.engine.irregularities was never imported
            raise HandHistoryError("engine.err.saved.rulings")
        for k, entry in enumerate(data["actions"]):
            while rulings and rulings[0]["at"] == k:
                replay(self, rulings.pop(0))
            self.act(entry[1], entry[2] if len(entry) > 2 else None, player=entry[0])
        while rulings:
            replay(self, rulings.pop(0))
