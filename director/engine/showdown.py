"""The end of a hand: hands turned up, shown or mucked, uncalled bets returned, pots awarded.

:class:`Showdown` is the part of every game's hand that runs once the betting is over (see
:mod:`director.engine.hand` for the betting it follows). The rules:

- An uncalled bet is returned; a player who bets and is not called wins without showing (club
  sheet 000 §12).
- Showdown order: the last player who bet or raised on the final round shows first, then the
  others clockwise; with no bet on the final round, the first player left of the button starts
  (club sheet 000 §12; the TDA showdown-order rule). A player who cannot beat a hand already
  shown may muck (sheet 000 §12); cards speak.
- When betting is over because players are all-in, every hand still in is turned up at once,
  before the remaining cards are dealt (TDA "Face Up for All-Ins").
- An all-in player wins from each opponent only what he matched (club sheet 000 §14): the pots
  are cut at the all-in players' contributions (:func:`~director.engine.pots.build_pots`) and
  each goes to the best hand eligible for it, split pots by the odd-chip rule
  (:func:`~director.engine.pots.award_pots`).
"""

from __future__ import annotations

from director.engine.errors import IllegalActionError
from director.engine.handstate import HandState
from director.engine.pots import Pot, PotBreakdown, award_pots, build_pots, winnings
from director.engine.records import (
    HandMucked,
    HandShown,
    Phase,
    PotAwarded,
    UncalledBetReturned,
)

_SHOWDOWN = Phase.SHOWDOWN
_COMPLETE = Phase.COMPLETE
_new = tuple.__new__


class Showdown(HandState):
    """What every game's hand does once the betting is over (see the module docstring)."""

    __slots__ = ()

    # ------------------------------------------------------------------ turning the hands up

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
        """The betting is over with several players in: show down, then award the pots."""
        breakdown = self._breakdown()
        if self._exposed:
            for p in self.showdown_order:
                self._show(p)
        elif self._manual_showdown:
            self._pending = list(self.showdown_order)
            self.phase = _SHOWDOWN
            self.actor = self._pending[0]
            return
        elif len(breakdown.pots) == 1:
            self._show_for_one_pot()
        else:
            self._show_for_side_pots(breakdown.pots)
        self._finish(breakdown)

    def _show_for_one_pot(self) -> None:
        """Automatic showdown of one pot: show a hand as good as the best shown so far."""
        best = 0
        muck_losers = self._muck_losers
        for p in self.showdown_order:
            strength = self._strength(p)
            if strength >= best or not muck_losers:
                if strength > best:
                    best = strength
                self._show(p, strength)
            else:
                self._muck(p)

    def _show_for_side_pots(self, pots: tuple[Pot, ...]) -> None:
        """Automatic showdown with side pots: show a hand that wins or ties a pot it can win."""
        order = self.showdown_order
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

    # ------------------------------------------------------------------ a manual showdown

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
                raise IllegalActionError("engine.err.showdown.over")
            raise IllegalActionError(
                "engine.err.showdown.betting", allowed=self._allowed(self.actor)
            )
        p = self._pending[0] if player is None else player
        if p not in self._pending:
            raise IllegalActionError(
                "engine.err.showdown.nothing",
                player=self._name(p),
                pending=", ".join(self.names[q] for q in self._pending),
            )
        return p

    def _after_showdown_decision(self) -> None:
        alive = [q for q in range(self.players) if not self.folded[q] and q not in self._mucked]
        if not self._pending or len(alive) == 1:
            self._pending.clear()
            self._finish()
        else:
            self.actor = self._pending[0]

    # ------------------------------------------------------------------ awarding the pots

    def _finish(self, breakdown: PotBreakdown | None = None) -> None:
        """Return the uncalled bet and award every pot."""
        self.actor = -1
        if self.in_hand == 1:  # everyone else folded: one pot, no showdown
            self._award_uncontested()
        else:
            self._award_pots(breakdown if breakdown is not None else self._breakdown())
        self.bets = [0] * self.players
        self.pot = 0
        self.phase = _COMPLETE

    def _award_uncontested(self) -> None:
        """Everyone else folded: the last player in wins, without showing."""
        stacks = self.stacks
        log = self._log
        total = self.total
        w = self.folded.index(False)
        others = max(t for p, t in enumerate(total) if p != w)
        back = total[w] - others if total[w] > others else 0
        if back:
            stacks[w] += back
            log.append(_new(UncalledBetReturned, (w, back)))
        elif others > total[w]:
            # The last player in is all-in for less than a folded player put in (a short big
            # blind against antes, say): he wins from each opponent only what he matched (club
            # sheet 000 §14); the rest goes back to whoever put it in.
            for p, t in enumerate(total):
                if t > total[w]:
                    stacks[p] += t - total[w]
                    back += t - total[w]
                    log.append(_new(UncalledBetReturned, (p, t - total[w])))
        amount = sum(total) - back + self.dead
        stacks[w] += amount
        log.append(_new(PotAwarded, (0, amount, (w,), (w,), (amount,), None)))

    def _award_pots(self, breakdown: PotBreakdown) -> None:
        """Give back the uncalled chips and award each pot to the best hand shown for it."""
        stacks = self.stacks
        log = self._log
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
            put=[t - r for t, r in zip(self.total, breakdown.returned, strict=True)],
        )
        for k, (amount, eligible, winners, shares, strength) in enumerate(awards):
            for w, share in zip(winners, shares, strict=True):
                stacks[w] += share
            log.append(_new(PotAwarded, (k, amount, eligible, winners, shares, strength)))

    # ------------------------------------------------------------------ results

    @property
    def awards(self) -> tuple[PotAwarded, ...]:
        """How each pot was awarded (empty until the hand is complete)."""
        return tuple(r for r in self._log if isinstance(r, PotAwarded))

    def winnings(self) -> tuple[int, ...]:
        """Per player, the chips he won from the pots (all zero until the hand is complete).

        An uncalled bet given back is not a win: it is in :attr:`final_stacks`, not here.
        """
        return tuple(winnings(self.awards, self.players))

    @property
    def final_stacks(self) -> tuple[int, ...]:
        """Each player's chips after the hand.

        Raises:
            IllegalActionError: the hand is not complete yet.
        """
        if self.phase is not _COMPLETE:
            raise IllegalActionError("engine.err.showdown.not_over")
        return tuple(self.stacks)
