"""What a hand is at any moment: the players, their chips, what they put in, the history.

:class:`HandState` is the base of every game's hand (see :mod:`director.engine.hand` for the
betting and :mod:`director.engine.showdown` for the end of a hand): it holds the state, checks a
table a game is asked to deal to, posts antes, and answers questions about the state (whose turn
it is, the pots now, who shows first). It knows nothing about cards: a game provides the hooks
that deal and value them.
"""

from __future__ import annotations

from collections.abc import Sequence

from director.engine.cards import Card, Deck
from director.engine.errors import ConfigurationError, IllegalActionError
from director.engine.pots import PotBreakdown, build_pots, odd_chip_order
from director.engine.records import (
    ForcedBet,
    ForcedKind,
    LegalActions,
    Phase,
    Record,
    Street,
)
from director.engine.rules import MAX_CHIPS, BettingLimit, Rules
from director.i18n import Msg
from director.yamlread.diagnostics import Number

_BETTING = Phase.BETTING
_COMPLETE = Phase.COMPLETE
#: The betting limit as a small integer, for the hot path.
NO_LIMIT, POT_LIMIT, FIXED_LIMIT = 0, 1, 2
_LIMIT_CODE = {
    BettingLimit.NO_LIMIT: NO_LIMIT,
    BettingLimit.POT_LIMIT: POT_LIMIT,
    BettingLimit.FIXED_LIMIT: FIXED_LIMIT,
}
_new = tuple.__new__
_DEFAULT_NAMES = [tuple(f"p{i + 1}" for i in range(n)) for n in range(11)]


class HandState:
    """The state of one hand of poker, shared by every game.

    Not meant to be built directly; use a game such as
    :class:`~director.engine.holdem.HoldemHand`.

    Players are numbered ``0 .. players-1`` clockwise around the table; ``button`` is the dealer.
    """

    __slots__ = (
        "_aggressor",
        "_bounds_cache",
        "_capped_multiway",
        "_exposed",
        "_limit",
        "_log",
        "_manual_showdown",
        "_min_bet",
        "_muck_losers",
        "_mucked",
        "_pending",
        "_showdown_decisions",
        "_street",
        "_unit",
        "acted",
        "actor",
        "bet_to",
        "bets",
        "button",
        "dead",
        "deck",
        "folded",
        "in_hand",
        "min_raise",
        "names",
        "phase",
        "players",
        "pot",
        "raises",
        "rules",
        "shown",
        "stacks",
        "starting_stacks",
        "street_index",
        "total",
        "with_chips",
    )

    #: The game's betting rounds, in order.
    STREETS: tuple[Street, ...] = ()
    _LAST = -1  # index of the last betting round (set by the game)
    _GAME = ""  # the catalogue key of the game's name in messages (set by the game)
    _GAME_KEY = ""  # the ``game`` of a saved hand (set by the game)
    _MAX_PLAYERS = 0  # the most players the game deals to (set by the game)
    _FORMAT_VERSION = 0  # the newest saved-hand format the game reads (set by the game)

    def __init__(
        self,
        stacks: Sequence[int],
        button: int,
        rules: Rules,
        deck: Deck,
        names: Sequence[str] | None,
        manual_showdown: bool,
        muck_losers: bool,
    ) -> None:
        n = len(stacks)
        self.players = n
        self.button = button
        self.rules = rules
        self.deck = deck
        self.names: tuple[str, ...] = tuple(names) if names is not None else _DEFAULT_NAMES[n]
        self.starting_stacks = tuple(stacks)
        #: Chips each player has behind (not yet put in).
        self.stacks = list(stacks)
        #: Chips each player has put in on the current street.
        self.bets = [0] * n
        #: Chips each player has put in during the hand (live contributions, bets included).
        self.total = [0] * n
        #: Dead money (big-blind or button antes), part of the main pot.
        self.dead = 0
        #: Chips in the middle and in front of the players: everything put in so far.
        self.pot = 0
        self.folded = [False] * n
        # The street bet level at which each player last acted on this street, -1 if he has not.
        self.acted = [-1] * n
        self.in_hand = n
        self.with_chips = n
        self.street_index = 0
        self._street = self.STREETS[0]
        #: The total every player must reach on this street to stay in.
        self.bet_to = 0
        #: The smallest raise increment allowed now (the largest full bet or raise so far).
        self.min_raise = 0
        #: Bets and raises counted against the fixed-limit cap on this street.
        self.raises = 0
        #: The player to act, -1 when nobody is to act.
        self.actor = -1
        self.phase = _BETTING
        #: Strength shown by each player at showdown (``None`` if not shown).
        self.shown: list[int | None] = [None] * n
        self._aggressor = -1
        self._bounds_cache: tuple[int, tuple[int, int] | None] = (-1, None)
        self._capped_multiway = False
        self._exposed = False
        self._limit = _LIMIT_CODE[rules.limit]
        self._min_bet = rules.minimum_bet
        self._unit = 0
        self._log: list[Record] = []
        self._manual_showdown = manual_showdown
        self._muck_losers = muck_losers
        self._pending: list[int] = []
        self._mucked: list[int] = []
        self._showdown_decisions: list[tuple[int, bool]] = []

    @classmethod
    def _check_table(cls, stacks: Sequence[int], button: int, names: Sequence[str] | None) -> None:
        """Refuse a table the game cannot deal to (each game calls it first thing).

        Raises:
            ConfigurationError: fewer than 2 players or more than the game deals to, a stack
                that is not a positive whole number, a button off the table, names of the
                wrong length.
        """
        n = len(stacks)
        if not 2 <= n <= cls._MAX_PLAYERS:
            raise ConfigurationError(
                "engine.err.setup.players", game=Msg(cls._GAME), most=cls._MAX_PLAYERS, count=n
            )
        for s in stacks:
            if type(s) is not int or s <= 0:
                raise ConfigurationError("engine.err.setup.stack", stack=s)
            if s > MAX_CHIPS:
                raise ConfigurationError(
                    "engine.err.too_many_chips", value=s, most=Number(MAX_CHIPS)
                )
        if type(button) is not int or not 0 <= button < n:
            raise ConfigurationError("engine.err.setup.button", last=n - 1, button=button)
        if names is not None and len(names) != n:
            raise ConfigurationError("engine.err.setup.names", count=n, given=len(names))

    @staticmethod
    def _check_per_player(what: str, values: Sequence[int], n: int) -> None:
        """Refuse forced bets (``what``: "blinds", "antes") that are not one count per player.

        Raises:
            ConfigurationError: not ``n`` values, or a value that is not a whole number of chips.
        """
        if len(values) != n or any(type(v) is not int or v < 0 for v in values):
            raise ConfigurationError(f"engine.err.setup.{what}", count=n)

    def _post_antes(
        self, order: Sequence[int], antes: Sequence[int], dead: bool
    ) -> tuple[int, ...]:
        """Post each player's ante in ``order``; returns what each actually posted.

        A player with no chips left posts nothing, a short one is all-in for what he has. Dead
        antes go to the main pot as dead money, live ones count as the player's contribution.
        """
        stacks = self.stacks
        total = self.total
        log = self._log
        posted = [0] * self.players
        for p in order:
            amount = antes[p]
            stack = stacks[p]
            if not amount or not stack:
                continue
            paid = amount if amount < stack else stack
            stacks[p] = stack - paid
            if dead:
                self.dead += paid
            else:
                total[p] += paid
            self.pot += paid
            posted[p] = paid
            if paid == stack:
                self.with_chips -= 1
            log.append(_new(ForcedBet, (p, ForcedKind.ANTE, paid, paid == stack)))
        return tuple(posted)

    # ------------------------------------------------------------------ what the game provides

    def _deal_street(self, street: int) -> None:
        """Deal the cards of ``street`` (0 is the first betting round) and log them."""
        raise NotImplementedError

    def _opener(self, street: int) -> int:
        """The player from whom to look for the first to act on ``street`` (he included)."""
        raise NotImplementedError

    def _bet_unit(self, street: int) -> int:
        """The fixed-limit bet size on ``street``."""
        raise NotImplementedError

    def _strength(self, player: int) -> int:
        """The evaluator strength of ``player``'s best hand at showdown."""
        raise NotImplementedError

    def _cards_of(self, player: int) -> tuple[Card, ...]:
        """The cards ``player`` shows at showdown."""
        raise NotImplementedError

    def _first_to_show(self) -> int:
        """Who shows first when nobody bet on the final round (hold'em: left of the button)."""
        return (self.button + 1) % self.players

    def _odd_chip_order(self) -> tuple[int, ...]:
        """Players in the order they receive odd chips.

        Hold'em: from the button's left; stud ranks them by their highest card by suit.
        """
        return odd_chip_order(self.button, self.players)

    # ------------------------------------------------------------------ what the betting provides

    def legal_actions(self) -> LegalActions:
        """What the player to act may do now (see :class:`~director.engine.hand.Hand`)."""
        raise NotImplementedError

    def _allowed(self, i: int) -> Msg:
        """What player ``i`` may do now, in words (the end of every refusal)."""
        raise NotImplementedError

    def _name(self, player: int) -> str | Msg:
        """A player's name, or ``player N`` for a number that is nobody at this table."""
        if isinstance(player, int) and 0 <= player < self.players:
            return self.names[player]
        return Msg("engine.player", number=player)

    # ------------------------------------------------------------------ reading the state

    @property
    def history(self) -> tuple[Record, ...]:
        """Everything that happened so far, oldest first."""
        return tuple(self._log)

    def records_since(self, index: int) -> tuple[Record, ...]:
        """The records from ``index`` on (for views that refresh incrementally)."""
        return tuple(self._log[index:])

    @property
    def street(self) -> Street:
        """The current (or last) betting round."""
        return self._street

    @property
    def to_act(self) -> int | None:
        """The player who must act now (bet or, in a manual showdown, show/muck), else ``None``."""
        return None if self.actor < 0 else self.actor

    @property
    def is_complete(self) -> bool:
        """True once every pot has been awarded."""
        return self.phase is _COMPLETE

    @property
    def manual_showdown(self) -> bool:
        """Whether each player shows or mucks himself at the showdown (a live table)."""
        return self._manual_showdown

    @property
    def muck_losers(self) -> bool:
        """In an automatic showdown, whether hands that cannot win anything are mucked."""
        return self._muck_losers

    @property
    def all_in_players(self) -> tuple[bool, ...]:
        """Per player, whether he is in the hand with no chips left."""
        return tuple(not f and not s for f, s in zip(self.folded, self.stacks, strict=True))

    @property
    def showdown_order(self) -> tuple[int, ...]:
        """The players still in, in the order they show down.

        The last player who bet or raised on the final round shows first, then the others
        clockwise; with no bet on the final round, the game's first player (hold'em: left of the
        button). Club sheet 000 §12; the TDA showdown-order rule.
        """
        n = self.players
        j = self._aggressor if self._aggressor >= 0 else self._first_to_show()
        folded = self.folded
        order = []
        for _ in range(n):
            if j >= n:
                j -= n
            if not folded[j]:
                order.append(j)
            j += 1
        return tuple(order)

    def pots(self, *, include_bets: bool = True) -> PotBreakdown:
        """The main and side pots now, with the players eligible for each.

        While a betting round is open the chips in front of the players are included
        (``include_bets=False`` shows only the chips gathered on earlier streets), a bet nobody
        has called yet stays in a pot of its own, and a player who can still call is eligible
        for every pot: the pots are cut only at the all-in players' contributions.
        """
        put = (
            self.total
            if include_bets
            else [t - b for t, b in zip(self.total, self.bets, strict=True)]
        )
        if self.phase is not _BETTING:
            return build_pots(put, self.folded, self.dead)
        betting = [bool(s) and not f for s, f in zip(self.stacks, self.folded, strict=True)]
        if not any(put) and not self.dead:
            return _new(PotBreakdown, ((), (0,) * self.players))
        return build_pots(put, self.folded, self.dead, return_uncalled=False, betting=betting)

    def snapshot(self) -> tuple[object, ...]:
        """Everything that changes during a hand, as one comparable value (tests, undo checks)."""
        return (
            tuple(self.stacks),
            tuple(self.bets),
            tuple(self.total),
            tuple(self.folded),
            tuple(self.acted),
            tuple(self.shown),
            self.dead,
            self.pot,
            self.in_hand,
            self.with_chips,
            self.street_index,
            self.bet_to,
            self.min_raise,
            self.raises,
            self.actor,
            self.phase,
            self._aggressor,
            self._capped_multiway,
            self._exposed,
            self._unit,
            tuple(self._pending),
            tuple(self._mucked),
            tuple(self._showdown_decisions),
            tuple(self._log),
            self.deck.position,
        )

    def _not_betting(self) -> IllegalActionError:
        """The refusal of a betting action once the hand is over or at its showdown."""
        if self.phase is _COMPLETE:
            return IllegalActionError("engine.err.hand_over")
        return IllegalActionError("engine.err.at_showdown", player=self.names[self.actor])
