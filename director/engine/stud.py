"""Seven card stud, fixed limit: antes, the bring-in, cards up and down, the best board first.

Drive a :class:`StudHand` exactly like a :class:`~director.engine.holdem.HoldemHand`:
:attr:`~StudHand.to_act`, :meth:`~StudHand.legal_actions`, :meth:`~StudHand.act` (and the
shortcuts), :meth:`~StudHand.pots`, :attr:`~StudHand.awards`, :attr:`~StudHand.final_stacks`,
:meth:`~StudHand.to_dict` / :meth:`~StudHand.from_dict`, :attr:`~StudHand.history`. What stud
adds:

- Two more action kinds, :attr:`ActionKind.BRING_IN <director.engine.records.ActionKind>` and
  ``COMPLETE``, with the shortcuts :meth:`StudHand.bring_in` and :meth:`StudHand.complete`. The
  bring-in player's :class:`~director.engine.records.LegalActions` has ``bring_in`` (the amount
  he may post) and ``raise_kind = COMPLETE`` with ``min_to = max_to =`` the small bet (he may not
  fold or check). Until somebody completes, the others' ``raise_kind`` is ``COMPLETE`` too.
  :meth:`StudHand.bet_or_raise_to` (PHH's ``cbr``) completes when that is what a bet means.
- Fourth street with an open pair: ``LegalActions.amounts`` is ``(small, big)``, the only two
  totals a bet or raise may go to (``min_to`` and ``max_to``); any other total is refused.
- The cards: :meth:`StudHand.up_cards` (what everybody sees, the projected view included, while
  the player is in), :meth:`StudHand.down_cards` (his alone; :meth:`StudHand.hole_cards` is the
  same, as in hold'em), :meth:`StudHand.cards_of` (all of them in the order dealt),
  :attr:`StudHand.board` (empty, or the one common card when the deck ran out). The deal is
  logged as :class:`~director.engine.records.StudCardsDealt` (per player the cards of a street
  and which are up), :class:`~director.engine.records.DeckRanOut` and
  :class:`~director.engine.records.CommonCardDealt`.

The rules followed (club sheet 003 "Seven Card Stud"; the club's own choice where it says so;
WSOP 2024, TDA and Robert's Rules of Poker where both are silent):

- 2 to 8 players (eight is the most the deck serves; sheet 003, "Eccezione!"). Every player
  antes; an ante is his own contribution, so a player all-in for the ante can win only the antes
  he matched (as with every-player antes in hold'em).
- Third street: two cards down and the door card up, dealt one at a time clockwise from the
  dealer's left (sheet 003, "Distribuzione di apertura"). No burn before third street: the
  sheet's count (8 x 6 = 48 cards and three burns on fourth, fifth and sixth street = 51) has none.
- The lowest door card brings in; equal ranks are decided by suit, lowest first: clubs, diamonds,
  hearts, spades (sheet 003). He posts the bring-in or completes to the small bet (sheet
  003, "può scegliere se puntare l'importo minimo o un importo più alto"); he may not fold or check.
  If he is all-in for the ante, the next player to his left with chips acts (the club's choice) as the
  bring-in: he posts it or completes (the sheet is silent on how; PokerKit does the same).
- Facing the bring-in a player folds, calls it, or completes to the small bet. The completion is
  the round's first bet (it counts toward the cap and reopens the betting for everyone); after it
  raises are of the small bet. When everyone only calls the bring-in the round is over: unlike a
  big blind, the bring-in has no option. A bring-in equal to the small bet is itself the bet. A
  completion all-in for less than the small bet is treated as an all-in bet in fixed-limit
  hold'em: the next raise is a small bet on top of it, and it counts as the round's bet (toward
  the cap, and reopening the betting for those who already acted) only if it adds half the small
  bet or more (TDA Rule 47B).
- Fourth to sixth street: one card up, seventh street one card down, each after a burn (sheet
  003). The best hand showing acts first (four, three of a kind, two pair, a pair, high cards;
  straights and flushes do not count while showing); tied boards follow ``Rules.board_tie``:
  by default the player nearest the dealer's left, as the club's sheet says ("In caso di
  pareggio tra giocatori, avrà l'azione il giocatore all'immediata sinistra del dealer"); the
  WSOP's high card by suit is the other setting. If that player is all-in, the next player
  clockwise with chips acts (as with the bring-in).
- Fourth street is played at the small bet; if a player still in shows an open pair, any bet or
  raise may be the small or the big bet, and once somebody bets or raises the big bet every later
  bet and raise is big (sheet 003, "4th Street"). An all-in bet or raise of more than the
  small bet counts as the big bet (nobody could mean a small one). Big bets from fifth street on
  (sheet 003, "5th Street").
- Raises are capped as in fixed-limit hold'em (``Rules.raise_cap``: a bet and three raises, the
  completion being the bet; no cap heads-up, as in hold'em); the bring-in is not a bet. Check-raise is
  allowed (sheet 003, "check & raise").
- Running out of cards (sheet 003, "Eccezione!"): when the deck cannot give a burn and then one
  card to every player still in, the burned cards and the rest of the deck are gathered and
  shuffled; if they are enough for everyone they are dealt (without another burn), otherwise one
  common card from them is turned face up in the middle and every player uses it as his own.
  Folded (mucked) cards are never reused. With at most eight players this can only happen on
  seventh street.
- Showdown: the last player who bet or raised on seventh street shows first; if everyone
  checked, the player who had the first choice to bet (sheet 003, "A chi tocca?"), then clockwise;
  a hand that cannot win may be mucked; cards speak (sheet 003 "Chi vince?", as in hold'em). An
  uncalled bet is returned and a player everyone folded to wins without showing (sheet 003).
- Split pots: the odd chip goes to the tied winner with the highest card by suit among all his
  cards, not only the five that play (the club's choice; Robert's Rules of Poker on ties and odd
  chips); with
  several odd chips, one each in that order (``Rules.odd_chip``). The common card, being
  everybody's, is not counted.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from director.engine.cards import SYSTEM_RANDOM, Card, Deck, format_cards, parse_cards
from director.engine.errors import ConfigurationError, HandHistoryError
from director.engine.evaluator import evaluate7
from director.engine.hand import Hand
from director.engine.records import (
    ActionKind,
    CommonCardDealt,
    DeckRanOut,
    Phase,
    Street,
    StudCardsDealt,
)
from director.engine.rules import AnteType, BettingLimit, BoardTie, Rules
from director.engine.studbetting import StudBetting

_STREETS = (Street.THIRD, Street.FOURTH, Street.FIFTH, Street.SIXTH, Street.SEVENTH)
_FACES = ((False, False, True), (True,), (True,), (True,), (False,))
_BRING_IN = ActionKind.BRING_IN
_COMPLETE = ActionKind.COMPLETE
_BET = ActionKind.BET
_RAISE = ActionKind.RAISE
_CALL = ActionKind.CALL
_CHECK = ActionKind.CHECK
_BETTING = Phase.BETTING
_new = tuple.__new__

#: The most players the deck serves (sheet 003, "Eccezione!").
MAX_PLAYERS = 8
#: Version of the dictionary written by :meth:`StudHand.to_dict`.
FORMAT_VERSION = 1


def board_rank(cards: Sequence[Card]) -> tuple[int, tuple[int, ...]]:
    """How strong the cards a player shows are, for who acts first (higher acts first).

    ``(category, ranks)``: category 4 four of a kind, 3 three of a kind, 2 two pair, 1 a pair,
    0 high cards; ranks are the deciding ranks, the biggest group first, then the kickers from the
    highest. Straights and flushes do not count while showing (four cards make neither).
    """
    counts: dict[int, int] = {}
    for c in cards:
        r = c.rank
        counts[r] = counts.get(r, 0) + 1
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    top = groups[0][1] if groups else 0
    if top == 4:
        category = 4
    elif top == 3:
        category = 3
    elif top == 2:
        category = 2 if len(groups) > 1 and groups[1][1] == 2 else 1
    else:
        category = 0
    return category, tuple(r for r, _ in groups)


class StudHand(StudBetting):
    """A hand of fixed-limit seven card stud, dealt from its own deck as the betting goes.

    Args:
        stacks: each player's chips, clockwise around the table.
        button: the dealer's position: the deal starts at his left, and with
            ``BoardTie.DEALER_LEFT`` ties go to the player nearest his left.
        rules: the stakes (:meth:`Rules.stud`: ante, bring-in, small and big bet), the raise cap,
            the odd-chip and tied-board settings.
        deck: the deck to deal from (default: a new deck shuffled with ``rng``).
        rng: generator for the new deck and for a reshuffle if the deck runs out (default: the
            system's secure generator).
        names: the players' names (default ``p1``, ``p2`` ...).
        antes: per player, the ante to post, instead of ``rules.ante`` for everybody.
        dead_antes: the antes are dead money in the main pot instead of each player's own
            contribution (default no).
        manual_showdown: wait for each player to show or muck at the showdown.
        muck_losers: in an automatic showdown, muck the hands that cannot win anything.
        reshuffled: if the deck runs out, the order the gathered cards take instead of a shuffle
            (replays); it must list exactly the gathered cards.

    Raises:
        ConfigurationError: fewer than 2 or more than 8 players, a bad stack or button, rules
            that are not fixed-limit stud (blinds, no bring-in), antes of the wrong length.
    """

    __slots__ = (
        "_burns",
        "_down",
        "_own",
        "_reshuffled",
        "_rng",
        "_up",
        "antes_posted",
        "board",
        "forced",
    )

    STREETS = _STREETS
    _LAST = len(_STREETS) - 1
    _GAME = "engine.game.stud"
    _GAME_KEY = "stud"
    _MAX_PLAYERS = MAX_PLAYERS
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
        antes: Sequence[int] | None = None,
        dead_antes: bool = False,
        manual_showdown: bool = False,
        muck_losers: bool = True,
        reshuffled: Sequence[Card] | None = None,
    ) -> None:
        self._check_table(stacks, button, names)
        n = len(stacks)
        if rules.limit is not BettingLimit.FIXED_LIMIT:
            raise ConfigurationError("engine.err.stud.limit")
        if rules.small_blind or rules.big_blind:
            raise ConfigurationError("engine.err.stud.blinds")
        if not rules.bring_in:
            raise ConfigurationError("engine.err.stud.bring_in")
        if antes is None:
            if rules.ante and rules.ante_type is not AnteType.EVERY_PLAYER:
                raise ConfigurationError("engine.err.stud.antes")
            antes = (rules.ante,) * n
        else:
            self._check_per_player("antes", antes, n)
        super().__init__(
            stacks,
            button,
            rules,
            deck if deck is not None else Deck(rng),
            names,
            manual_showdown,
            muck_losers,
        )
        small, big = rules.bet_sizes
        self._small = small
        self._big = big
        self._bring = rules.bring_in
        self._rng = rng if rng is not None else SYSTEM_RANDOM
        self._reshuffled = tuple(reshuffled) if reshuffled is not None else None
        #: The antes the hand was set up with, and whether they are dead money.
        self.forced = (tuple(antes), dead_antes)
        #: The common card, if the deck ran out (sheet 003); empty otherwise.
        self.board: list[Card] = []
        self._own: list[list[Card]] = [[] for _ in range(n)]
        self._up: list[list[Card]] = [[] for _ in range(n)]
        self._down: list[list[Card]] = [[] for _ in range(n)]
        self._burns: list[Card] = []
        self._bring_pending = False
        self._completed = False
        self._big_option = False
        self._post(antes, dead_antes)
        self._deal_third()
        self._start_round()
        # The first to act on third street is the bring-in (the low card, or the next player to
        # his left with chips if he is all-in for the ante).
        self._bring_pending = self.actor >= 0 and self.street_index == 0

    # ------------------------------------------------------------------ set-up

    def _post(self, antes: Sequence[int], dead: bool) -> None:
        n = self.players
        order = [(self.button + 1 + k) % n for k in range(n)]
        #: What each player actually posted as ante (less if his stack was short).
        self.antes_posted = self._post_antes(order, antes, dead)

    def _deal_third(self) -> None:
        n = self.players
        cards = self.deck.deal(3 * n)
        dealt: list[tuple[Card, ...]] = [()] * n
        for k in range(n):  # one at a time from the dealer's left: down, down, up (sheet 003)
            p = (self.button + 1 + k) % n
            first, second, door = cards[k], cards[n + k], cards[2 * n + k]
            self._own[p] += (first, second, door)
            self._down[p] += (first, second)
            self._up[p].append(door)
            dealt[p] = (first, second, door)
        self._log.append(_new(StudCardsDealt, (Street.THIRD, tuple(dealt), _FACES[0], None)))

    # ------------------------------------------------------------------ game hooks

    def _deal_street(self, street: int) -> None:
        n = self.players
        folded = self.folded
        order = [(self.button + 1 + k) % n for k in range(n)]
        order = [p for p in order if not folded[p]]
        deck = self.deck
        if deck.remaining > len(order):  # a burn, then one card each
            burn = deck.deal(1)[0]
            self._burns.append(burn)
            self._give(street, order, deck.deal(len(order)), burn)
        else:
            self._run_out(street, order)
        if street == 1:  # an open pair showing on fourth street allows the big bet (sheet 003)
            up_cards = self._up
            self._big_option = any(up_cards[p][0].rank == up_cards[p][1].rank for p in order)
        else:
            self._big_option = False

    def _give(
        self, street: int, order: Sequence[int], cards: Sequence[Card], burn: Card | None
    ) -> None:
        up = _FACES[street][0]
        dealt: list[tuple[Card, ...]] = [()] * self.players
        for p, c in zip(order, cards, strict=False):
            self._own[p].append(c)
            (self._up if up else self._down)[p].append(c)
            dealt[p] = (c,)
        self._log.append(
            _new(StudCardsDealt, (_STREETS[street], tuple(dealt), _FACES[street], burn))
        )

    def _run_out(self, street: int, order: Sequence[int]) -> None:
        """Not enough cards for a burn and one each: sheet 003, "Eccezione!"."""
        gathered = [*self._burns, *self.deck.deal(self.deck.remaining)]
        self._burns.clear()
        if self._reshuffled is not None:
            if sorted(self._reshuffled) != sorted(gathered):
                raise HandHistoryError(
                    "engine.err.stud.reshuffled", cards=format_cards(sorted(gathered))
                )
            shuffled = list(self._reshuffled)
        else:
            shuffled = self._rng.sample(gathered, len(gathered))
        common = len(shuffled) < len(order)
        self._log.append(_new(DeckRanOut, (_STREETS[street], tuple(shuffled), common)))
        if common:
            card = shuffled[0]
            self.board.append(card)
            self._log.append(_new(CommonCardDealt, (_STREETS[street], card)))
        else:
            self._give(street, order, shuffled[: len(order)], None)

    def _opener(self, street: int) -> int:
        n = self.players
        if street == 0:  # the lowest door card by rank, then suit (Card.index = rank * 4 + suit)
            return min(range(n), key=lambda p: self._up[p][0].index)
        high_card = self.rules.board_tie is BoardTie.HIGH_CARD_BY_SUIT
        best: tuple[Any, ...] | None = None
        who = -1
        for k in range(n):  # from the dealer's left: the first of tied boards keeps the action
            p = (self.button + 1 + k) % n
            if self.folded[p]:
                continue
            up = self._up[p]
            key: tuple[Any, ...] = board_rank(up)
            if high_card:
                key = (*key, max(c.index for c in up))
            if best is None or key > best:
                best, who = key, p
        return who

    def _bet_unit(self, street: int) -> int:
        return self._small if street < 2 else self._big

    def _strength(self, player: int) -> int:
        cards = self._own[player] + self.board
        return evaluate7(*cards)

    def _cards_of(self, player: int) -> tuple[Card, ...]:
        return tuple(self._own[player])

    def _first_to_show(self) -> int:
        """With no bet on seventh street: the player who had the first choice to bet (sheet 003)."""
        n = self.players
        start = self._opener(self._LAST)
        for k in range(n):
            p = (start + k) % n
            if not self.folded[p] and self.stacks[p]:
                return p
        return start

    def _odd_chip_order(self) -> tuple[int, ...]:
        """Highest card by suit first, all of a player's own cards counted (Robert's Rules)."""
        return tuple(sorted(range(self.players), key=lambda p: -max(c.index for c in self._own[p])))

    # ------------------------------------------------------------------ reading

    def up_cards(self, player: int) -> tuple[Card, ...]:
        """The player's face-up cards in the order dealt (door card first): what everybody sees."""
        return tuple(self._up[player])

    def down_cards(self, player: int) -> tuple[Card, ...]:
        """The player's face-down cards (two on third street, the seventh-street card)."""
        return tuple(self._down[player])

    def hole_cards(self, player: int) -> tuple[Card, ...]:
        """The cards only the player sees: his down cards (as :meth:`HoldemHand.hole_cards`)."""
        return tuple(self._down[player])

    def cards_of(self, player: int) -> tuple[Card, ...]:
        """All the player's own cards in the order dealt (the common card is in :attr:`board`)."""
        return tuple(self._own[player])

    @property
    def burns(self) -> tuple[Card, ...]:
        """The cards burned so far (gathered again if the deck runs out)."""
        return tuple(self._burns)

    @property
    def bring_in_player(self) -> int:
        """The player with the lowest door card (who brings in unless all-in for the ante)."""
        return self._opener(0)

    @property
    def big_bet_allowed(self) -> bool:
        """Fourth street with an open pair showing, before anybody has bet the big bet."""
        return self._big_option

    def snapshot(self) -> tuple[object, ...]:
        """Everything that changes during a hand, as one comparable value (tests, undo checks)."""
        return (
            *Hand.snapshot(self),
            self._bring_pending,
            self._completed,
            self._big_option,
            tuple(tuple(c) for c in self._own),
            tuple(self._burns),
            tuple(self.board),
        )

    # ------------------------------------------------------------------ serialisation

    def to_dict(self) -> dict[str, Any]:
        """Everything needed to replay the hand exactly, as JSON-ready values.

        The deck order is included (and, if the deck ran out, the order of the reshuffle), so
        keep the dictionary from the players until the hand is over.
        """
        reshuffled: str | None = None
        for r in self._log:
            if type(r) is DeckRanOut:
                reshuffled = format_cards(r.gathered)
        antes, dead = self.forced
        return self._saved_dict(
            FORMAT_VERSION,
            {
                "antes": list(antes),
                "dead_antes": dead,
                "deck": format_cards(self.deck.order),
                "reshuffled": reshuffled,
            },
        )

    @classmethod
    def _from_saved(cls, data: dict[str, Any]) -> StudHand:
        reshuffled = data.get("reshuffled")
        return cls(
            data["stacks"],
            data["button"],
            Rules.from_dict(data["rules"]),
            deck=Deck(order=parse_cards(data["deck"])),
            names=data["names"],
            antes=data["antes"],
            dead_antes=data["dead_antes"],
            manual_showdown=data["manual_showdown"],
            muck_losers=data["muck_losers"],
            reshuffled=parse_cards(reshuffled) if reshuffled else None,
        )
