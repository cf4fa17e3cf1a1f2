"""The betting rounds every poker game shares: what may be done, refusals, acting, rounds.

:class:`Betting` is the betting core of :class:`~director.engine.hand.Hand`; a game subclass
(hold'em in :mod:`director.engine.holdem`, seven card stud in :mod:`director.engine.stud`)
decides how cards are dealt, who opens each betting round, what a fixed-limit bet is on each
street and how a player's hand is valued. The betting core knows nothing about cards or
positions; stud adds its bring-in, completion and fourth-street big bet by overriding
``legal_actions``, ``_check``, ``_raise_bounds`` and ``_apply`` (the hold'em hot path is left
alone). An illegal action raises :class:`~director.engine.errors.IllegalActionError` naming what
is allowed instead, and changes nothing; its ``key`` says what was wrong
(``engine.err.action.check``: a check facing a bet).

Betting rules (the club's sheets where they speak, WSOP 2024 / TDA where they are silent):

- The minimum bet is the big blind; a raise is at least the largest previous bet or raise of the
  round (club sheet 000 §14; TDA "Raise Amounts"). Amounts are *totals for the street*: ``raise_to(600)``.
- An all-in for less than a full raise does not reopen the betting for players who already acted;
  several short all-ins that together make a full raise do. A player who already acted may raise
  again only if the total he faces since his last action is at least a full raise (WSOP 2024
  Rules 96 and 96a; TDA Rule 47A). In fixed-limit, half a bet or more is enough (TDA Rule 47B).
- Pot-limit: a raise may go at most to the pot after calling (the raiser first calls, then
  raises by at most the pot: the usual pot-limit rule).
- Fixed-limit: bets and raises are of the street's bet size, at most ``raise_cap`` of them per
  round, no cap heads-up (as most card rooms play it; see :class:`~director.engine.rules.Rules`).
- Nobody may bet or raise when every other player still in is all-in, or when his own chips do
  not cover more than a call (then he may only call all-in).
- Folding is allowed only when facing a bet (with nothing to call a player checks).
- Pre-flop, when the big blind was posted short, the others still call the full big blind; but a
  player never has to put in more than the all-in opponents have in when nobody else can act.
"""

from __future__ import annotations

from director.engine.errors import IllegalActionError
from director.engine.handstate import FIXED_LIMIT, NO_LIMIT
from director.engine.records import (
    Action,
    ActionKind,
    LegalActions,
    Phase,
    RaiseRefusal,
)
from director.engine.showdown import Showdown
from director.engine.words import Joined
from director.i18n import Msg

_FOLD = ActionKind.FOLD
_CHECK = ActionKind.CHECK
_CALL = ActionKind.CALL
_BET = ActionKind.BET
_RAISE = ActionKind.RAISE
_BETTING = Phase.BETTING
_new = tuple.__new__


class Betting(Showdown):
    """The betting core of a hand, shared by every game (see the module docstring)."""

    __slots__ = ()

    # ------------------------------------------------------------------ what may be done

    def legal_actions(self) -> LegalActions:
        """What the player to act may do now.

        Raises:
            IllegalActionError: nobody is to act (the hand is over or at a manual showdown).
        """
        if self.phase is not _BETTING:
            raise self._not_betting()
        i = self.actor
        mine = self.bets[i]
        stack = self.stacks[i]
        facing = (self.bet_to if self.with_chips > 1 else self._call_to(i)) - mine
        bounds = self._raise_bounds(i)
        self._bounds_cache = (len(self._log), bounds)
        if bounds is None:
            if facing <= 0:
                return _new(
                    LegalActions,
                    (i, False, True, 0, None, None, None, None, None, stack + mine, False),
                )
            if facing < stack:
                return _new(
                    LegalActions,
                    (i, True, False, facing, None, None, None, None, None, stack + mine, False),
                )
            return _new(  # a call puts every chip in
                LegalActions,
                (i, True, False, stack, None, None, None, None, None, stack + mine, True),
            )
        everything = stack + mine
        low, high = bounds
        if facing > 0:
            call = facing if facing < stack else stack
            return _new(
                LegalActions,
                (
                    i,
                    True,
                    False,
                    call,
                    low,
                    high,
                    _RAISE,
                    None,
                    None,
                    everything,
                    everything <= high,
                ),
            )
        kind = _RAISE if self.bet_to else _BET
        return _new(
            LegalActions,
            (i, False, True, 0, low, high, kind, None, None, everything, everything <= high),
        )

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
            if limit == FIXED_LIMIT:
                if 2 * (bet_to - acted) < self._unit:
                    return None
            elif bet_to - acted < self.min_raise:
                return None
        if limit == FIXED_LIMIT and self._capped():
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
        if limit == FIXED_LIMIT:
            to = bet_to + self._unit
            to = to if to < everything else everything
            return to, to
        low = bet_to + self.min_raise
        if low > everything:
            low = everything
        if limit == NO_LIMIT:
            return low, everything
        high = bet_to + (self.pot + bet_to - mine)  # pot-limit: the pot after calling
        if high < low:
            high = low
        return low, high if high < everything else everything

    def _capped(self) -> bool:
        cap = self.rules.raise_cap
        if cap is None or self.raises < cap:
            return False
        return self.rules.cap_heads_up or self.in_hand > 2 or self._capped_multiway

    def raise_refusal(self) -> RaiseRefusal | None:
        """Why the player to act may not bet or raise now; ``None`` if he may, or nobody acts."""
        if self.phase is not _BETTING:
            return None
        i = self.actor
        if self._raise_bounds(i) is not None:
            return None
        return self._why_no_raise(i)

    def all_in_refusal(self) -> RaiseRefusal | None:
        """Why the player to act may not put every chip in now; ``None`` if he may, or nobody acts.

        All-in is allowed when it is a call, the bring-in, or a bet, raise or completion the
        limit allows (:attr:`LegalActions.all_in_allowed`). Otherwise: why he may not bet or
        raise at all, or, when he may but not with all his chips, the limit that forbids it
        (``FIXED_LIMIT`` or ``POT_LIMIT``).
        """
        if self.phase is not _BETTING:
            return None
        la = self.legal_actions()
        if la.all_in_allowed:
            return None
        if la.min_to is None:
            return self.raise_refusal()
        return RaiseRefusal.FIXED_LIMIT if self._limit == FIXED_LIMIT else RaiseRefusal.POT_LIMIT

    def _why_no_raise(self, i: int) -> RaiseRefusal:
        """Why player ``i``, whose turn it is, may not bet or raise (his bounds are ``None``)."""
        if self.stacks[i] <= self.bet_to - self.bets[i]:
            return RaiseRefusal.CALL_ONLY
        acted = self.acted[i]
        if acted >= 0:
            inc = self.bet_to - acted
            if (self._limit == FIXED_LIMIT and 2 * inc < self._unit) or (
                self._limit != FIXED_LIMIT and inc < self.min_raise
            ):
                return RaiseRefusal.NOT_REOPENED
        if self._limit == FIXED_LIMIT and self._capped():
            return RaiseRefusal.CAPPED
        return RaiseRefusal.NOBODY_LEFT

    def _refusal_words(self, refusal: RaiseRefusal, i: int) -> Msg:
        """Why player ``i`` may not bet or raise, in words."""
        match refusal:
            case RaiseRefusal.CALL_ONLY | RaiseRefusal.BRING_IN_ONLY:
                return Msg(f"engine.why.{refusal}", player=self.names[i])
            case RaiseRefusal.CAPPED:
                return Msg("engine.why.capped", cap=self.rules.raise_cap)
            case _:
                return Msg(f"engine.why.{refusal}")

    def _allowed(self, i: int) -> Msg:
        """What player ``i`` may do now, in words: ``p2 may fold, call 100, raise to 200..900``."""
        la = self.legal_actions()
        parts = []
        if la.bring_in is not None:
            parts.append(Msg("engine.option.bring_in", amount=la.bring_in))
        if la.fold:
            parts.append(Msg("engine.option.fold"))
        if la.check:
            parts.append(Msg("engine.option.check"))
        if la.call:
            parts.append(Msg("engine.option.call", amount=la.call))
        if la.raise_kind is not None:
            low, high = la.min_to, la.max_to
            kind = la.raise_kind
            if low == high:
                parts.append(Msg(f"engine.option.to.{kind}", to=low))
            elif la.amounts is not None:
                parts.append(Msg(f"engine.option.either.{kind}", low=low, high=high))
            else:
                parts.append(Msg(f"engine.option.range.{kind}", low=low, high=high))
        options = Joined(tuple(parts)) if parts else Msg("engine.option.nothing")
        return Msg("engine.allowed", player=self.names[i], options=options)

    # ------------------------------------------------------------------ acting

    def verify(
        self, kind: ActionKind | str, to: int | None = None, *, player: int | None = None
    ) -> None:
        """Raise :class:`IllegalActionError` if the action is not allowed now; never changes anything."""
        self._check(self.action_kind(kind), to, player)

    def can(
        self, kind: ActionKind | str, to: int | None = None, *, player: int | None = None
    ) -> bool:
        """Whether the action is allowed now (for enabling buttons); False for an unknown one."""
        try:
            self._check(self.action_kind(kind), to, player)
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
        kind = self.action_kind(kind)
        to = self._check(kind, to, player)
        return self._apply(kind, to)

    def action_kind(self, kind: ActionKind | str) -> ActionKind:
        """The action named ``kind``; a name that is no action is refused like an illegal one.

        Raises:
            IllegalActionError: ``engine.err.action.not_an_action``, saying what is allowed
                instead.
        """
        if type(kind) is ActionKind:
            return kind
        try:
            return ActionKind(kind)
        except ValueError:
            if self.phase is not _BETTING:
                raise self._not_betting() from None
            raise IllegalActionError(
                "engine.err.action.not_an_action",
                action=str(kind),
                allowed=self._allowed(self.actor),
            ) from None

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
            raise self._not_betting()
        i = self.actor
        everything = self.stacks[i] + self.bets[i]
        if everything <= self.bet_to:
            return self.act(_CALL, player=player)
        return self.act(_RAISE if self.bet_to else _BET, everything, player=player)

    def _check(self, kind: ActionKind, to: int | None, player: int | None) -> int:
        """Validate an action; returns the street total after it. Changes nothing."""
        if self.phase is not _BETTING:
            raise self._not_betting()
        i = self.actor
        if player is not None and player != i:
            raise self._not_his_turn(i, player)
        bet_to = self.bet_to
        mine = self.bets[i]
        target = bet_to if self.with_chips > 1 else self._call_to(i)
        facing = target - mine
        if kind is _FOLD:
            if facing <= 0:
                raise IllegalActionError("engine.err.action.fold", allowed=self._allowed(i))
            return mine
        if kind is _CHECK:
            if facing > 0:
                raise IllegalActionError(
                    "engine.err.action.check",
                    player=self.names[i],
                    amount=facing,
                    allowed=self._allowed(i),
                )
            return mine
        if kind is _CALL:
            if facing <= 0:
                raise IllegalActionError("engine.err.action.call", allowed=self._allowed(i))
            stack = self.stacks[i]
            return target if facing < stack else mine + stack
        if kind is _BET:
            if bet_to:
                raise IllegalActionError(
                    "engine.err.action.bet", amount=bet_to, allowed=self._allowed(i)
                )
        elif kind is _RAISE:
            if not bet_to:
                raise IllegalActionError("engine.err.action.raise", allowed=self._allowed(i))
        else:  # the stud actions (bring-in, complete) are checked by the stud game itself
            raise IllegalActionError(
                "engine.err.action.unknown",
                action=Msg(f"engine.action.{kind}"),
                allowed=self._allowed(i),
            )
        return self._check_amount(i, kind, to)

    def _check_amount(self, i: int, kind: ActionKind, to: object) -> int:
        """Validate the total of a bet or raise by player ``i``; returns it as an ``int``."""
        if type(to) is not int:
            if isinstance(to, bool) or not isinstance(to, int):
                raise IllegalActionError(f"engine.err.whole.{kind}", allowed=self._allowed(i))
            to = int(to)
        cached = self._bounds_cache
        bounds = cached[1] if cached[0] == len(self._log) else self._raise_bounds(i)
        if bounds is None:
            raise IllegalActionError(
                "engine.err.action.no_raise",
                why=self._refusal_words(self._why_no_raise(i), i),
                allowed=self._allowed(i),
            )
        low, high = bounds
        if to < low or to > high:
            everything = self.stacks[i] + self.bets[i]
            if to > everything:
                why = Msg("engine.why.chips", player=self.names[i], chips=everything)
            elif to < low:
                why = Msg(f"engine.why.minimum.{kind}", amount=low)
            else:
                why = Msg(f"engine.why.maximum.{kind}", amount=high)
            raise IllegalActionError(
                f"engine.err.amount.{kind}", to=to, why=why, allowed=self._allowed(i)
            )
        return to

    def _not_his_turn(self, i: int, player: int) -> IllegalActionError:
        """The refusal of an action by ``player`` while it is ``i``'s turn."""
        return IllegalActionError(
            "engine.err.action.turn",
            actor=self.names[i],
            player=self._name(player),
            allowed=self._allowed(i),
        )

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
                if self._limit == FIXED_LIMIT:
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

    # ------------------------------------------------------------------ the betting rounds

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
        self.min_raise = unit if self._limit == FIXED_LIMIT else self._min_bet
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
            self.min_raise = unit if self._limit == FIXED_LIMIT else self._min_bet
            actor = self._first_actor(self._opener(s))
            if actor >= 0:
                self.actor = actor
                return
