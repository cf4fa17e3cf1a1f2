"""The hand state machine: betting rounds, showdown, pots.

:class:`Hand` is the part every poker game shares; a game subclass (hold'em in
:mod:`director.engine.holdem`, seven card stud in :mod:`director.engine.stud`) decides how cards
are dealt, who opens each betting round, what a fixed-limit bet is on each street and how a
player's hand is valued. The betting core knows nothing about cards or positions; stud adds its
bring-in, completion and fourth-street big bet by overriding ``legal_actions``, ``_check``,
``_raise_bounds`` and ``_apply`` (the hold'em hot path is left alone).

Drive a hand one action at a time: :attr:`Hand.to_act` says whose turn it is,
:meth:`Hand.legal_actions` what he may do (with the minimum and maximum amounts), and
:meth:`Hand.act` (or :meth:`~Hand.fold`, :meth:`~Hand.check`, :meth:`~Hand.call`,
:meth:`~Hand.bet`, :meth:`~Hand.raise_to`, :meth:`~Hand.all_in`) applies it and returns the
immutable :class:`~director.engine.records.Action` record. Dealing, showing down and awarding
the pots happen by themselves and are appended to :attr:`Hand.history`. An illegal action raises
:class:`~director.engine.errors.IllegalActionError` naming what is allowed instead, and changes
nothing.

Betting rules (the club's sheets where they speak, WSOP 2024 / TDA where they are silent):

- The minimum bet is the big blind; a raise is at least the largest previous bet or raise of the
  round (club sheet 000 §14; TDA "Raise Amounts"). Amounts are *totals for the street*: ``raise_to(600)``.
- An all-in for less than a full raise does not reopen the betting for players who already acted;
  several short all-ins that together make a full raise do. A player who already acted may raise
  again only if the total he faces since his last action is at least a full raise (WSOP 2024
  Rules 96 and 96a; TDA Rule 47A). In fixed-limit, half a bet or more is enough (TDA Rule 47B).
- Pot-limit: a raise may go at most to the pot after calling (issue 3).
- Fixed-limit: bets and raises are of the street's bet size, at most ``raise_cap`` of them per
  round, no cap heads-up (issue 3; see :class:`~director.engine.rules.Rules`).
- Nobody may bet or raise when every other player still in is all-in, or when his own chips do
  not cover more than a call (then he may only call all-in).
- Folding is allowed only when facing a bet (with nothing to call a player checks).
- An uncalled bet is returned; a player who bets and is not called wins without showing (club
  sheet 000 §12).
- Showdown order: the last player who bet or raised on the final round shows first, then the
  others clockwise; with no bet on the final round, the first player left of the button starts
  (club sheet 000 §12; the TDA showdown-order rule). A player who cannot beat a hand already
  shown may muck (sheet 000 §12); cards speak. When betting is over because players are all-in,
  every hand still in is turned up at once, before the remaining cards are dealt (TDA "Face Up
  for All-Ins").
- Pre-flop, when the big blind was posted short, the others still call the full big blind; but a
  player never has to put in more than the all-in opponents have in when nobody else can act.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Self

from director.engine.cards import Card, Deck
from director.engine.errors import ConfigurationError, HandHistoryError, IllegalActionError
from director.engine.pots import (
    Pot,
    PotBreakdown,
    award_pots,
    build_pots,
    odd_chip_order,
)
from director.engine.records import (
    Action,
    ActionKind,
    ForcedBet,
    ForcedKind,
    HandMucked,
    HandShown,
    LegalActions,
    Phase,
    PotAwarded,
    Record,
    Street,
    UncalledBetReturned,
)
from director.engine.rules import BettingLimit, Rules

_FOLD = ActionKind.FOLD
_CHECK = ActionKind.CHECK
_CALL = ActionKind.CALL
_BET = ActionKind.BET
_RAISE = ActionKind.RAISE
_BETTING = Phase.BETTING
_SHOWDOWN = Phase.SHOWDOWN
_COMPLETE = Phase.COMPLETE
_NO_LIMIT, _POT_LIMIT, _FIXED_LIMIT = 0, 1, 2
_LIMIT_CODE = {
    BettingLimit.NO_LIMIT: _NO_LIMIT,
    BettingLimit.POT_LIMIT: _POT_LIMIT,
    BettingLimit.FIXED_LIMIT: _FIXED_LIMIT,
}
_SAVED_AMOUNT = (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE)
_new = tuple.__new__
_DEFAULT_NAMES = [tuple(f"p{i + 1}" for i in range(n)) for n in range(11)]


class Hand:
    """One hand of poker: the betting core shared by every game.

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
    _GAME = ""  # the game's name in messages (set by the game)
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
            raise ConfigurationError(f"{cls._GAME} is for 2 to {cls._MAX_PLAYERS} players, not {n}")
        for s in stacks:
            if type(s) is not int or s <= 0:
                raise ConfigurationError(f"every stack must be a positive whole number, not {s!r}")
        if type(button) is not int or not 0 <= button < n:
            raise ConfigurationError(
                f"the button must be a player from 0 to {n - 1}, not {button!r}"
            )
        if names is not None and len(names) != n:
            raise ConfigurationError(f"give {n} names, one per player, not {len(names)}")

    @staticmethod
    def _check_per_player(what: str, values: Sequence[int], n: int) -> None:
        """Refuse forced bets (``what``: "blinds", "antes") that are not one count per player.

        Raises:
            ConfigurationError: not ``n`` values, or a value that is not a whole number of chips.
        """
        if len(values) != n or any(type(v) is not int or v < 0 for v in values):
            raise ConfigurationError(f"give {n} {what}, whole numbers of chips, one per player")

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
        """Players in the order they receive odd chips (hold'em: from the button's left;
        stud ranks them by their highest card by suit)."""
        return odd_chip_order(self.button, self.players)

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
    def all_in_players(self) -> tuple[bool, ...]:
        """Per player, whether he is in the hand with no chips left."""
        return tuple(not f and not s for f, s in zip(self.folded, self.stacks, strict=True))

    @property
    def showdown_order(self) -> tuple[int, ...]:
        """The players still in, in the order they show down (see the module docstring)."""
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

    def legal_actions(self) -> LegalActions:
        """What the player to act may do now.

        Raises:
            IllegalActionError: nobody is to act (the hand is over or at a manual showdown).
        """
        if self.phase is not _BETTING:
            raise IllegalActionError(self._not_betting())
        i = self.actor
        bet_to = self.bet_to
        facing = (bet_to if self.with_chips > 1 else self._call_to(i)) - self.bets[i]
        bounds = self._raise_bounds(i)
        self._bounds_cache = (len(self._log), bounds)
        if facing > 0:
            stack = self.stacks[i]
            call = facing if facing < stack else stack
            if bounds is None:
                return _new(LegalActions, (i, True, False, call, None, None, None, None, None))
            return _new(
                LegalActions, (i, True, False, call, bounds[0], bounds[1], _RAISE, None, None)
            )
        if bounds is None:
            return _new(LegalActions, (i, False, True, 0, None, None, None, None, None))
        kind = _RAISE if bet_to else _BET
        return _new(LegalActions, (i, False, True, 0, bounds[0], bounds[1], kind, None, None))

    def _raise_bounds(self, i: int) -> tuple[int, int] | None:
        """(min, max) bet/raise totals for player ``i``, or ``None`` if he may not bet or raise."""
        stacks = self.stacks
        stack = stacks[i]
        bet_to = self.bet_to
        mine = self.bets[i]
        if stack <= bet_to - mine:
            return None  # he can only call (all-in)
        limit = self._limit
        acted = self.acted[i]
        if acted >= 0:  # reopened only by a full raise since he acted (TDA 47, WSOP 96/96a)
            if limit == _FIXED_LIMIT:
                if 2 * (bet_to - acted) < self._unit:
                    return None
            elif bet_to - acted < self.min_raise:
                return None
        if limit == _FIXED_LIMIT and self._capped():
            return None
        # Somebody else must be able to put in more than the current bet.
        if self.with_chips - 1 <= 0:
            return None
        bets = self.bets
        folded = self.folded
        for j in range(self.players):
            if j != i and not folded[j] and stacks[j] + bets[j] > bet_to:
                break
        else:
            return None
        everything = stack + mine
        if limit == _FIXED_LIMIT:
            to = bet_to + self._unit
            to = to if to < everything else everything
            return to, to
        low = bet_to + self.min_raise
        if low > everything:
            low = everything
        if limit == _NO_LIMIT:
            return low, everything
        high = bet_to + (self.pot + bet_to - mine)  # the pot after calling (issue 3)
        if high < low:
            high = low
        return low, high if high < everything else everything

    def _capped(self) -> bool:
        cap = self.rules.raise_cap
        if cap is None or self.raises < cap:
            return False
        return self.rules.cap_heads_up or self.in_hand > 2 or self._capped_multiway

    # ------------------------------------------------------------------ acting

    def verify(
        self, kind: ActionKind | str, to: int | None = None, *, player: int | None = None
    ) -> None:
        """Raise :class:`IllegalActionError` if the action is not allowed now; never changes anything."""
        self._check(ActionKind(kind), to, player)

    def can(
        self, kind: ActionKind | str, to: int | None = None, *, player: int | None = None
    ) -> bool:
        """Whether the action is allowed now (for enabling buttons)."""
        try:
            self._check(ActionKind(kind), to, player)
        except IllegalActionError:
            return False
        return True

    def act(
        self, kind: ActionKind | str, to: int | None = None, *, player: int | None = None
    ) -> Action:
        """Apply a betting action of the player to act.

        Args:
            kind: fold, check, call, bet or raise.
            to: for a bet or raise, the player's total bet on this street after it.
            player: if given, the player meant to act (an error if it is not his turn).

        Returns:
            The record of the action.

        Raises:
            IllegalActionError: the action is not allowed; the hand is unchanged.
        """
        kind = kind if type(kind) is ActionKind else ActionKind(kind)
        to = self._check(kind, to, player)
        return self._apply(kind, to)

    def fold(self, *, player: int | None = None) -> Action:
        """Fold (only when facing a bet)."""
        return self._apply(_FOLD, self._check(_FOLD, None, player))

    def check(self, *, player: int | None = None) -> Action:
        """Check (only with nothing to call)."""
        return self._apply(_CHECK, self._check(_CHECK, None, player))

    def call(self, *, player: int | None = None) -> Action:
        """Call the bet (all-in if the stack is short)."""
        return self._apply(_CALL, self._check(_CALL, None, player))

    def check_or_call(self, *, player: int | None = None) -> Action:
        """Check if there is nothing to call, call otherwise."""
        i = self.actor
        if self.phase is not _BETTING or (player is not None and player != i):
            return self._apply(_CHECK, self._check(_CHECK, None, player))  # raises
        mine = self.bets[i]
        target = self.bet_to if self.with_chips > 1 else self._call_to(i)
        facing = target - mine
        if facing > 0:
            stack = self.stacks[i]
            return self._apply(_CALL, target if facing < stack else mine + stack)
        return self._apply(_CHECK, mine)

    def bet(self, to: int, *, player: int | None = None) -> Action:
        """Open the betting on this street with a bet of ``to`` chips."""
        return self._apply(_BET, self._check(_BET, to, player))

    def raise_to(self, to: int, *, player: int | None = None) -> Action:
        """Raise so that the player's total bet on this street is ``to``."""
        return self._apply(_RAISE, self._check(_RAISE, to, player))

    def bet_or_raise_to(self, to: int, *, player: int | None = None) -> Action:
        """Bet if nobody has bet on this street, raise otherwise (PHH's ``cbr``)."""
        kind = _RAISE if self.bet_to else _BET
        return self._apply(kind, self._check(kind, to, player))

    def all_in(self, *, player: int | None = None) -> Action:
        """Put every chip in: a call if that does not exceed the bet, otherwise a bet or raise."""
        if self.phase is not _BETTING:
            raise IllegalActionError(self._not_betting())
        i = self.actor
        everything = self.stacks[i] + self.bets[i]
        if everything <= self.bet_to:
            return self.act(_CALL, player=player)
        return self.act(_RAISE if self.bet_to else _BET, everything, player=player)

    def _not_betting(self) -> str:
        if self.phase is _COMPLETE:
            return "the hand is over: no more actions"
        who = self.names[self.actor]
        return f"showdown: {who} must show or muck; betting is over"

    def _check(self, kind: ActionKind, to: int | None, player: int | None) -> int:
        """Validate an action; returns the street total after it. Changes nothing."""
        if self.phase is not _BETTING:
            raise IllegalActionError(self._not_betting())
        i = self.actor
        if player is not None and player != i:
            raise IllegalActionError(
                f"it is {self.names[i]}'s turn, not {self._name(player)}'s; {self._allowed(i)}"
            )
        bet_to = self.bet_to
        mine = self.bets[i]
        target = bet_to if self.with_chips > 1 else self._call_to(i)
        facing = target - mine
        if kind is _FOLD:
            if facing <= 0:
                raise IllegalActionError(f"nothing to call, no need to fold; {self._allowed(i)}")
            return mine
        if kind is _CHECK:
            if facing > 0:
                raise IllegalActionError(
                    f"cannot check: {self.names[i]} faces a bet of {facing}; {self._allowed(i)}"
                )
            return mine
        if kind is _CALL:
            if facing <= 0:
                raise IllegalActionError(f"there is no bet to call; {self._allowed(i)}")
            stack = self.stacks[i]
            return target if facing < stack else mine + stack
        if kind is _BET:
            if bet_to:
                raise IllegalActionError(
                    f"there is already a bet of {bet_to}: raise instead; {self._allowed(i)}"
                )
        elif kind is _RAISE:
            if not bet_to:
                raise IllegalActionError(f"nobody has bet yet: bet instead; {self._allowed(i)}")
        else:  # the stud actions (bring-in, complete) are checked by the stud game itself
            raise IllegalActionError(f"there is no {kind} in this game; {self._allowed(i)}")
        if type(to) is not int:
            if isinstance(to, bool) or not isinstance(to, int):
                raise IllegalActionError(
                    f"a {kind} needs the total amount as a whole number; {self._allowed(i)}"
                )
            to = int(to)
        cached = self._bounds_cache
        bounds = cached[1] if cached[0] == len(self._log) else self._raise_bounds(i)
        if bounds is None:
            raise IllegalActionError(f"{self._why_no_raise(i)}; {self._allowed(i)}")
        low, high = bounds
        if to < low or to > high:
            everything = self.stacks[i] + mine
            if to > everything:
                why = f"{self.names[i]} has only {everything} in all"
            elif to < low:
                why = f"the minimum {kind} is to {low}"
            else:
                why = f"the maximum {kind} is to {high}"
            raise IllegalActionError(f"cannot {kind} to {to}: {why}; {self._allowed(i)}")
        return to

    def _name(self, player: int) -> str:
        if isinstance(player, int) and 0 <= player < self.players:
            return self.names[player]
        return f"player {player}"

    def _why_no_raise(self, i: int) -> str:
        if self.stacks[i] <= self.bet_to - self.bets[i]:
            return f"{self.names[i]} can only call all-in"
        acted = self.acted[i]
        if acted >= 0:
            inc = self.bet_to - acted
            if (self._limit == _FIXED_LIMIT and 2 * inc < self._unit) or (
                self._limit != _FIXED_LIMIT and inc < self.min_raise
            ):
                return (
                    "the betting was not reopened: an all-in for less than a full raise "
                    "does not let a player who already acted raise again"
                )
        if self._limit == _FIXED_LIMIT and self._capped():
            return f"the betting is capped at {self.rules.raise_cap} bets"
        return "every other player is all-in: there is nobody left to bet against"

    def _allowed(self, i: int) -> str:
        la = self.legal_actions()
        parts = []
        if la.bring_in is not None:
            parts.append(f"bring in {la.bring_in}")
        if la.fold:
            parts.append("fold")
        if la.check:
            parts.append("check")
        if la.call:
            parts.append(f"call {la.call}")
        if la.raise_kind is not None:
            assert la.min_to is not None
            assert la.max_to is not None
            if la.min_to == la.max_to:
                parts.append(f"{la.raise_kind} to {la.min_to}")
            elif la.amounts is not None:
                parts.append(f"{la.raise_kind} to " + " or ".join(map(str, la.amounts)))
            else:
                parts.append(f"{la.raise_kind} to {la.min_to}..{la.max_to}")
        return f"{self.names[i]} may {', '.join(parts) or 'do nothing'}"

    def _apply(self, kind: ActionKind, to: int) -> Action:
        """Apply a validated action (see :meth:`_check`) and find who acts next."""
        i = self.actor
        stacks = self.stacks
        bets = self.bets
        bet_to = self.bet_to
        if kind is _FOLD:
            self.folded[i] = True
            self.in_hand -= 1
            self.with_chips -= 1
            self.acted[i] = bet_to
            record = _new(Action, (i, kind, 0, bets[i], False, self._street))
        else:
            added = to - bets[i]
            if added:
                stacks[i] -= added
                bets[i] = to
                self.total[i] += added
                self.pot += added
                if not stacks[i]:
                    self.with_chips -= 1
            if to > bet_to:  # a bet or raise
                increase = to - bet_to
                if self._limit == _FIXED_LIMIT:
                    full = 2 * increase >= self._unit
                else:
                    full = increase >= self.min_raise
                    if full:
                        self.min_raise = increase
                if full:
                    self.raises += 1
                    if self.in_hand > 2 and self.raises == self.rules.raise_cap:
                        self._capped_multiway = True
                self.bet_to = bet_to = to
                self._aggressor = i
            self.acted[i] = bet_to
            record = _new(Action, (i, kind, added, to, not stacks[i], self._street))
        self._log.append(record)
        # Who acts next: the first player clockwise who has chips, is still in, and either
        # faces a bet or has not acted yet (while someone else could still call a raise).
        if self.in_hand > 1:
            if self.with_chips > 1:
                n = self.players
                folded = self.folded
                acted = self.acted
                j = i
                for _ in range(n - 1):
                    j += 1
                    if j == n:
                        j = 0
                    if stacks[j] and not folded[j] and (bets[j] < bet_to or acted[j] < 0):
                        self.actor = j
                        return record
            else:
                j = self._lone_caller()
                if j >= 0:
                    self.actor = j
                    return record
        self._end_round()
        return record

    def _first_actor(self, start: int) -> int:
        """The first player from ``start`` (clockwise, included) who must act, or -1."""
        if self.with_chips <= 1:
            return self._lone_caller()
        n = self.players
        stacks = self.stacks
        folded = self.folded
        bets = self.bets
        acted = self.acted
        bet_to = self.bet_to
        j = start
        for _ in range(n):
            if stacks[j] and not folded[j] and (bets[j] < bet_to or acted[j] < 0):
                return j
            j += 1
            if j == n:
                j = 0
        return -1

    def _lone_caller(self) -> int:
        """With one player left who has chips: him if he must still call an all-in, else -1."""
        for j in range(self.players):
            if self.stacks[j] and not self.folded[j]:
                return j if self.bets[j] < self._call_to(j) else -1
        return -1

    def _call_to(self, i: int) -> int:
        """The total a call takes player ``i`` to.

        Normally the current bet (pre-flop the full big blind even if its poster was short).
        When nobody else can put chips in any more, only what the others actually have in:
        there is nobody left to enter the pot for the full amount.
        """
        if self.with_chips > 1 or (self.with_chips == 1 and not self.stacks[i]):
            return self.bet_to
        bets = self.bets
        folded = self.folded
        top = 0
        for j in range(self.players):
            if j != i and not folded[j] and bets[j] > top:
                top = bets[j]
        return top if top < self.bet_to else self.bet_to

    def _start_round(self) -> None:
        """Begin the betting on the current street, or move on if nobody has to act."""
        s = self.street_index
        self._unit = unit = self._bet_unit(s)
        self.min_raise = unit if self._limit == _FIXED_LIMIT else self._min_bet
        actor = self._first_actor(self._opener(s))
        if actor >= 0:
            self.actor = actor
        else:
            self._end_round()

    def _end_round(self) -> None:
        """Close the betting round: award, show down, or deal the next street."""
        self.actor = -1
        last = self._LAST
        while True:
            if self.in_hand == 1:
                self._finish()
                return
            if self.street_index == last:
                self._showdown()
                return
            n = self.players
            self.bets = [0] * n
            self.acted = [-1] * n
            self.bet_to = 0
            self.raises = 0
            self._aggressor = -1
            self._capped_multiway = False
            if self.with_chips <= 1:  # nobody can bet any more: turn the hands up, run it out
                if not self._exposed:
                    self._expose()
                while self.street_index < last:
                    self.street_index += 1
                    self._street = self.STREETS[self.street_index]
                    self._deal_street(self.street_index)
                self._showdown()
                return
            s = self.street_index = self.street_index + 1
            self._street = self.STREETS[s]
            self._deal_street(s)
            self._unit = unit = self._bet_unit(s)
            self.min_raise = unit if self._limit == _FIXED_LIMIT else self._min_bet
            actor = self._first_actor(self._opener(s))
            if actor >= 0:
                self.actor = actor
                return

    # ------------------------------------------------------------------ showdown

    def _expose(self) -> None:
        """Betting is over with players all-in: every hand still in is turned face up.

        The hands are logged without a strength (the board is not complete yet); at the end
        they are read again, with their strength, in showdown order.
        """
        self._exposed = True
        for p in self.showdown_order:
            self._log.append(_new(HandShown, (p, self._cards_of(p), None)))

    def _show(self, p: int, strength: int | None = None) -> HandShown:
        if strength is None:
            strength = self._strength(p)
        self.shown[p] = strength
        record = _new(HandShown, (p, self._cards_of(p), strength))
        self._log.append(record)
        return record

    def _muck(self, p: int) -> HandMucked:
        self._mucked.append(p)
        record = _new(HandMucked, (p,))
        self._log.append(record)
        return record

    def _breakdown(self) -> PotBreakdown:
        """The pots at the end of the betting."""
        if self.with_chips == self.in_hand:  # nobody still in is all-in: a single pot
            live = tuple(p for p in range(self.players) if not self.folded[p])
            return _new(
                PotBreakdown,
                ((_new(Pot, (self.pot, live)),), (0,) * self.players),
            )
        return build_pots(self.total, self.folded, self.dead)

    def _showdown(self) -> None:
        breakdown = self._breakdown()
        if self._exposed:
            for p in self.showdown_order:
                self._show(p)
        elif self._manual_showdown:
            self._pending = list(self.showdown_order)
            self.phase = _SHOWDOWN
            self.actor = self._pending[0]
            return
        else:
            order = self.showdown_order
            pots = breakdown.pots
            if len(pots) == 1:  # one pot: show if as good as the best hand shown so far
                best = 0
                muck_losers = self._muck_losers
                for p in order:
                    strength = self._strength(p)
                    if strength >= best or not muck_losers:
                        if strength > best:
                            best = strength
                        self._show(p, strength)
                    else:
                        self._muck(p)
            else:  # side pots: show if the hand wins or ties one of the pots it can win
                best = [0] * len(pots)
                mine = [[k for k, pot in enumerate(pots) if p in pot.eligible] for p in order]
                for p, ks in zip(order, mine, strict=True):
                    strength = self._strength(p)
                    if not self._muck_losers or any(strength >= best[k] for k in ks):
                        for k in ks:
                            if strength > best[k]:
                                best[k] = strength
                        self._show(p, strength)
                    else:
                        self._muck(p)
        self._finish(breakdown)

    def show(self, *, player: int | None = None) -> HandShown:
        """Manual showdown: the player (default: the next in showdown order) shows his cards.

        Any player still to decide may show, in or out of the showdown order.

        Raises:
            IllegalActionError: not at a manual showdown, or the player has no decision to make.
        """
        p = self._showdown_player(player)
        self._pending.remove(p)
        self._showdown_decisions.append((p, True))
        record = self._show(p)
        self._after_showdown_decision()
        return record

    def muck(self, *, player: int | None = None) -> HandMucked:
        """Manual showdown: the player (default: the next in order) gives up without showing.

        He loses every pot someone else still contests; a pot he is the last claimant of is
        still his (a hand needs no showing to win an uncontested pot).

        Raises:
            IllegalActionError: not at a manual showdown, or the player has no decision to make.
        """
        p = self._showdown_player(player)
        self._pending.remove(p)
        self._showdown_decisions.append((p, False))
        record = self._muck(p)
        self._after_showdown_decision()
        return record

    def _showdown_player(self, player: int | None) -> int:
        if self.phase is not _SHOWDOWN:
            if self.phase is _COMPLETE:
                raise IllegalActionError("the hand is over: nothing to show or muck")
            raise IllegalActionError(
                f"showing or mucking comes after the betting; {self._allowed(self.actor)}"
            )
        p = self._pending[0] if player is None else player
        if p not in self._pending:
            order = ", ".join(self.names[q] for q in self._pending)
            raise IllegalActionError(
                f"{self._name(p)} has nothing to show or muck now; still to decide: {order}"
            )
        return p

    def _after_showdown_decision(self) -> None:
        alive = [q for q in range(self.players) if not self.folded[q] and q not in self._mucked]
        if not self._pending or len(alive) == 1:
            self._pending.clear()
            self._finish()
        else:
            self.actor = self._pending[0]

    def _finish(self, breakdown: PotBreakdown | None = None) -> None:
        """Return the uncalled bet and award every pot."""
        self.actor = -1
        n = self.players
        stacks = self.stacks
        log = self._log
        total = self.total
        if self.in_hand == 1:  # everyone else folded: one pot, no showdown
            w = self.folded.index(False)
            others = max(t for p, t in enumerate(total) if p != w)
            back = total[w] - others if total[w] > others else 0
            if back:
                stacks[w] += back
                log.append(_new(UncalledBetReturned, (w, back)))
            elif others > total[w]:
                # The last player in is all-in for less than a folded player put in (a short big
                # blind against antes, say): he wins from each opponent only what he matched; the
                # rest goes back to whoever put it in (issue 3: an all-in player can win only what
                # every opponent matched).
                for p, t in enumerate(total):
                    if t > total[w]:
                        stacks[p] += t - total[w]
                        back += t - total[w]
                        log.append(_new(UncalledBetReturned, (p, t - total[w])))
            amount = sum(total) - back + self.dead
            stacks[w] += amount
            log.append(_new(PotAwarded, (0, amount, (w,), (w,), (amount,), None)))
        else:
            if breakdown is None:
                breakdown = self._breakdown()
            for p, amount in enumerate(breakdown.returned):
                if amount:
                    stacks[p] += amount
                    log.append(_new(UncalledBetReturned, (p, amount)))
            rules = self.rules
            awards = award_pots(
                breakdown.pots,
                self.shown,
                self._odd_chip_order(),
                rules.odd_chip,
                rules.chip_unit,
                mucked=self._mucked,
            )
            for k, (amount, eligible, winners, shares, strength) in enumerate(awards):
                for w, share in zip(winners, shares, strict=True):
                    stacks[w] += share
                log.append(_new(PotAwarded, (k, amount, eligible, winners, shares, strength)))
        self.bets = [0] * n
        self.pot = 0
        self.phase = _COMPLETE

    # ------------------------------------------------------------------ results and checks

    @property
    def awards(self) -> tuple[PotAwarded, ...]:
        """How each pot was awarded (empty until the hand is complete)."""
        return tuple(r for r in self._log if type(r) is PotAwarded)

    @property
    def final_stacks(self) -> tuple[int, ...]:
        """Each player's chips after the hand.

        Raises:
            IllegalActionError: the hand is not complete yet.
        """
        if self.phase is not _COMPLETE:
            raise IllegalActionError("the hand is not over yet: no final stacks")
        return tuple(self.stacks)

    def snapshot(self) -> tuple[Any, ...]:
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

    # ------------------------------------------------------------------ serialisation

    def _saved_dict(self, version: int, setup: dict[str, Any]) -> dict[str, Any]:
        """The dictionary ``to_dict`` writes: what every game saves, around the game's ``setup``
        (its forced bets and its deck)."""
        actions: list[list[Any]] = []
        for r in self._log:
            if type(r) is Action:
                entry: list[Any] = [r.player, str(r.kind)]
                if r.kind in _SAVED_AMOUNT:
                    entry.append(r.to)
                actions.append(entry)
        return {
            "format": "director-hand",
            "version": version,
            "game": self._GAME_KEY,
            "rules": self.rules.to_dict(),
            "stacks": list(self.starting_stacks),
            "button": self.button,
            "names": list(self.names),
            **setup,
            "manual_showdown": self._manual_showdown,
            "muck_losers": self._muck_losers,
            "actions": actions,
            "showdown": [[p, "show" if s else "muck"] for p, s in self._showdown_decisions],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        """Rebuild a hand from ``to_dict`` by replaying it action by action.

        Raises:
            HandHistoryError: the data is not a hand of this game this version can read, or an
                action in it is not legal.
        """
        if data.get("format") != "director-hand" or data.get("game") != cls._GAME_KEY:
            raise HandHistoryError(f"this is not a {cls._GAME} hand saved by Director")
        version = data.get("version")
        if not isinstance(version, int) or version > cls._FORMAT_VERSION:
            raise HandHistoryError(
                f"this hand was saved by a newer Director (format {version}); please update"
            )
        try:
            hand = cls._from_saved(data)
            hand._replay_actions(data)
            for p, decision in data["showdown"]:
                if decision == "show":
                    hand.show(player=p)
                else:
                    hand.muck(player=p)
        except (KeyError, TypeError, IndexError, ValueError) as exc:
            raise HandHistoryError(f"the saved hand is incomplete or malformed: {exc}") from exc
        except IllegalActionError as exc:
            raise HandHistoryError(f"the saved hand does not replay: {exc}") from exc
        return hand

    @classmethod
    def _from_saved(cls, data: dict[str, Any]) -> Self:
        """The hand ``data`` was saved from, as dealt before anybody acted (the game's own)."""
        raise NotImplementedError

    def _replay_actions(self, data: dict[str, Any]) -> None:
        """Apply the saved actions in order (hold'em also replays its rulings between them)."""
        for entry in data["actions"]:
            self.act(entry[1], entry[2] if len(entry) > 2 else None, player=entry[0])
