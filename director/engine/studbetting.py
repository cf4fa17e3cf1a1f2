"""Seven card stud's betting: the bring-in, the completion, and the big bet on fourth street.

:class:`StudBetting` is the part of :class:`~director.engine.stud.StudHand` that changes the
betting core (:mod:`director.engine.betting`) where stud bets differently; the rules it follows
are listed in :mod:`director.engine.stud` (club sheet 003). What it adds: two more action kinds,
:attr:`ActionKind.BRING_IN <director.engine.records.ActionKind>` and ``COMPLETE``, with their
shortcuts; the bring-in player's :class:`~director.engine.records.LegalActions` (``bring_in``,
and ``raise_kind = COMPLETE``); and, on fourth street with an open pair, the two totals a bet or
raise may go to (``LegalActions.amounts``).
"""

from __future__ import annotations

from director.engine.errors import IllegalActionError
from director.engine.hand import Hand
from director.engine.records import (
    Action,
    ActionKind,
    LegalActions,
    Phase,
    RaiseRefusal,
)

_BRING_IN = ActionKind.BRING_IN
_COMPLETE = ActionKind.COMPLETE
_BET = ActionKind.BET
_RAISE = ActionKind.RAISE
_CALL = ActionKind.CALL
_CHECK = ActionKind.CHECK
_BETTING = Phase.BETTING
_new = tuple.__new__


class StudBetting(Hand):
    """The betting of a hand of seven card stud (set up by :class:`~director.engine.stud.StudHand`)."""

    __slots__ = (
        "_big",
        "_big_option",
        "_bring",
        "_bring_pending",
        "_completed",
        "_small",
    )

    _small: int
    """The small bet."""
    _big: int
    """The big bet."""
    _bring: int
    """The bring-in."""
    _bring_pending: bool
    """Third street: the low card has not brought in yet."""
    _completed: bool
    """Third street: somebody has bet the small bet (the bring-in is not a bet)."""
    _big_option: bool
    """Fourth street with an open pair, before anybody has bet the big bet."""

    # ------------------------------------------------------------------ the betting stud adds

    def _completing(self) -> bool:
        """Third street before anybody has bet the small bet (the bring-in is not a bet)."""
        return self.street_index == 0 and not self._completed and self.phase is _BETTING

    def legal_actions(self) -> LegalActions:
        """What the player to act may do now (see the module docstring for what stud adds).

        Raises:
            IllegalActionError: nobody is to act (the hand is over or at a manual showdown).
        """
        la = Hand.legal_actions(self)
        if self.street_index or self._completed:
            if self._big_option and la.min_to is not None and la.min_to != la.max_to:
                assert la.max_to is not None
                return la._replace(amounts=(la.min_to, la.max_to))
            return la
        if self._bring_pending:
            i = la.player
            stack = self.stacks[i]
            bring = self._bring if self._bring < stack else stack
            kind = _COMPLETE if la.min_to is not None else None
            all_in = stack <= self._bring or la.all_in_allowed  # the bring-in, or complete all-in
            return _new(
                LegalActions,
                (i, False, False, 0, la.min_to, la.max_to, kind, bring, None, la.all_in_to, all_in),
            )
        if la.raise_kind is not None:
            return la._replace(raise_kind=_COMPLETE)
        return la

    def _raise_bounds(self, i: int) -> tuple[int, int] | None:
        bounds = Hand._raise_bounds(self, i)
        if bounds is None:
            return None
        if self.street_index == 0 and not self._completed:
            everything = self.stacks[i] + self.bets[i]
            to = self._small if self._small < everything else everything
            if to <= (self._bring if self._bring_pending else self.bet_to):
                return None
            return to, to
        if self._big_option:
            everything = self.stacks[i] + self.bets[i]
            high = self.bet_to + self._big
            return bounds[0], high if high < everything else everything
        return bounds

    def raise_refusal(self) -> RaiseRefusal | None:
        """Why the player to act may not bet, raise or complete now; ``None`` if he may.

        On third street the low card whose chips cover only the bring-in may not complete
        (``BRING_IN_ONLY``).
        """
        if self._completing() and self._bring_pending and self._raise_bounds(self.actor) is None:
            return RaiseRefusal.BRING_IN_ONLY
        return Hand.raise_refusal(self)

    def _turn(self, player: int | None) -> int:
        """The player to act, after checking that it is a betting turn and his."""
        if self.phase is not _BETTING:
            raise self._not_betting()
        i = self.actor
        if player is not None and player != i:
            raise self._not_his_turn(i, player)
        return i

    def _check(self, kind: ActionKind, to: int | None, player: int | None) -> int:
        if self._completing():
            return self._check_third(kind, to, player)
        if kind is _BRING_IN or kind is _COMPLETE:
            i = self._turn(player)
            raise IllegalActionError(f"engine.err.stud.{kind}_done", allowed=self._allowed(i))
        to = Hand._check(self, kind, to, player)
        if self._big_option and (kind is _BET or kind is _RAISE):
            bounds = self._raise_bounds(self.actor)
            assert bounds is not None
            low, high = bounds
            if low < to < high:
                raise IllegalActionError(
                    f"engine.err.stud.open_pair.{kind}",
                    to=to,
                    low=low,
                    high=high,
                    allowed=self._allowed(self.actor),
                )
        return to

    def _check_third(self, kind: ActionKind, to: int | None, player: int | None) -> int:
        i = self._turn(player)
        name = self.names[i]
        if self._bring_pending:
            if kind is _BRING_IN:
                stack = self.stacks[i]
                bring = self._bring if self._bring < stack else stack
                if to is not None and to != bring:
                    raise IllegalActionError(
                        "engine.err.stud.bring_in_amount",
                        amount=bring,
                        to=to,
                        allowed=self._allowed(i),
                    )
                return bring
            if kind is not _COMPLETE:
                raise IllegalActionError(
                    "engine.err.stud.low_card", player=name, allowed=self._allowed(i)
                )
        elif kind is _BRING_IN:
            raise IllegalActionError("engine.err.stud.bring_in_posted", allowed=self._allowed(i))
        if kind is _BET or kind is _RAISE:
            raise IllegalActionError(
                "engine.err.stud.not_a_bet", to=self._small, allowed=self._allowed(i)
            )
        if kind is not _COMPLETE:
            return Hand._check(self, kind, to, player)
        bounds = self._raise_bounds(i)
        if bounds is None:
            refusal = RaiseRefusal.BRING_IN_ONLY if self._bring_pending else self._why_no_raise(i)
            raise IllegalActionError(
                "engine.err.stud.cannot_complete",
                why=self._refusal_words(refusal, i),
                allowed=self._allowed(i),
            )
        target = bounds[0]
        if to is None:
            return target
        if isinstance(to, bool) or not isinstance(to, int):
            raise IllegalActionError("engine.err.whole.complete", allowed=self._allowed(i))
        if to != target:
            raise IllegalActionError(
                "engine.err.stud.completion", to=to, target=target, allowed=self._allowed(i)
            )
        return to

    def _apply(self, kind: ActionKind, to: int) -> Action:
        if self.street_index == 0 and not self._completed:
            if kind is _BRING_IN:
                self._bring_pending = False
                self.bet_to = to  # the bring-in sets the amount to call; it is not a bet
                record = Hand._apply(self, kind, to)
                if to >= self._small and self._completing():
                    self.raises = 1  # a bring-in of the whole small bet is the round's bet
                    self._completed = True
                return record
            if kind is _COMPLETE:
                self._bring_pending = False
                i = self.actor
                raises = self.raises
                capped = self._capped_multiway
                # The completion is the round's bet; all-in for less, it counts as the bet if
                # it adds half the small bet or more (TDA 47B, as in fixed-limit hold'em).
                full = to >= self._small or 2 * (to - self.bet_to) >= self._small
                record = Hand._apply(self, kind, to)
                if self.street_index == 0 and self.phase is _BETTING:
                    self._completed = True  # from now on raises of the small bet on top
                    if full:  # the first bet: everybody acts on it again
                        self.raises = raises + 1
                        cap = self.rules.raise_cap
                        self._capped_multiway = capped or (
                            self.in_hand > 2 and cap is not None and self.raises >= cap
                        )
                        acted = self.acted
                        for j in range(self.players):
                            if j != i:
                                acted[j] = -1
                    else:  # all-in for less than half the completion: not the round's bet
                        self.raises = raises
                        self._capped_multiway = capped
                return record
        elif (
            self._big_option and (kind is _BET or kind is _RAISE) and to - self.bet_to > self._small
        ):
            # The big bet on fourth street: from now on every bet and raise is big (sheet 003).
            self._big_option = False
            self._unit = self.min_raise = self._big
        return Hand._apply(self, kind, to)

    # ------------------------------------------------------------------ shortcuts

    def bring_in(self, *, player: int | None = None) -> Action:
        """Post the bring-in (the low door card, first on third street)."""
        return self._apply(_BRING_IN, self._check(_BRING_IN, None, player))

    def complete(self, to: int | None = None, *, player: int | None = None) -> Action:
        """Complete the bring-in to the small bet (``to`` defaults to the completion)."""
        return self._apply(_COMPLETE, self._check(_COMPLETE, to, player))

    def check_or_call(self, *, player: int | None = None) -> Action:
        """Check if there is nothing to call, call otherwise (never for the bring-in)."""
        if self._bring_pending and self.phase is _BETTING:
            self._check(_CHECK, None, player)  # raises: he must bring it in
        return Hand.check_or_call(self, player=player)

    def bet_or_raise_to(self, to: int, *, player: int | None = None) -> Action:
        """Bet, raise, or complete the bring-in, whichever the amount means now (PHH's ``cbr``)."""
        if self._completing():
            return self._apply(_COMPLETE, self._check(_COMPLETE, to, player))
        return Hand.bet_or_raise_to(self, to, player=player)

    def all_in(self, *, player: int | None = None) -> Action:
        """Put every chip in, when the limit allows it (bring-in, call, complete, bet or raise)."""
        if self._completing():
            i = self.actor
            everything = self.stacks[i] + self.bets[i]
            if self._bring_pending and everything <= self._bring:
                return self.act(_BRING_IN, player=player)
            if everything <= self.bet_to:
                return self.act(_CALL, player=player)
            return self.act(_COMPLETE, everything, player=player)
        return Hand.all_in(self, player=player)
