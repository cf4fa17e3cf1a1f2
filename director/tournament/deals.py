"""Deals among the players left: worked out (ICM, chip chop) or agreed, then recorded.

Reached as :attr:`Tournament.deals <director.tournament.tournament.Tournament.deals>`. The
calculations are :mod:`director.icm`'s; a recorded deal fixes those players' prizes (the money
and the players in it cannot change until it is undone).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from director import icm
from director.tournament import events as ev
from director.tournament import prizes as pz
from director.tournament import satellite
from director.tournament.entrants import EntryRef
from director.tournament.errors import TournamentError
from director.tournament.part import Part


@dataclass(frozen=True, slots=True)
class DealProposal:
    """A deal worked out for the players left, to show them before recording it.

    Attributes:
        entries: The entries in the deal, in the order of ``deal``'s lists.
        deal: The calculator's result (amounts, stacks, prizes, explanation).
    """

    entries: tuple[int, ...]
    deal: icm.Deal

    @property
    def amounts(self) -> dict[int, int]:
        """What each entry takes now, in cents."""
        return dict(zip(self.entries, self.deal.amounts_cents, strict=True))


class Deals(Part):
    """A deal among the players left: proposed from the counted stacks, or agreed amounts."""

    def propose(self, method: str = "icm", *, play_for_cents: int = 0) -> DealProposal:
        """Work out a deal (ICM or chip-chop) for the players left from their counted stacks.

        The amounts are rounded to the tournament's rounding unit (``settings.rounding_cents``),
        adding up exactly to the prizes left; the unrounded ones are in ``deal.shares_cents``.
        """
        s = self.state
        satellite.no_deal(s)
        players = s.playing
        if len(players) < 2:
            raise TournamentError("err.deal_too_few")
        for e in players:
            if e.chips is None:
                raise TournamentError("err.deal_no_counts", name=s.label(e))
        self._within_play()
        # Biggest stack first: the order the players read a deal in (and the ICM order).
        players = tuple(sorted(players, key=lambda e: -(e.chips or 0)))
        deal = icm.make_deal(
            [e.chips or 0 for e in players],
            pz.remaining_prizes(s),
            method,
            play_for_cents=play_for_cents,
            names=[s.label(e) for e in players],
            # Rounded like the prizes it replaces: a club paying cash pays in its notes.
            rounding_cents=s.settings.rounding_cents,
        )
        return DealProposal(tuple(e.id for e in players), deal)

    def verify_record(
        self, deal: DealProposal | Mapping[EntryRef, int], *, play_for_cents: int = 0
    ) -> ev.DealRecorded:
        """The record of a deal; TournamentError if it cannot be recorded (players, sums)."""
        s = self.state
        self._t.not_finished()
        satellite.no_deal(s)
        if s.deal is not None:
            raise TournamentError("err.deal_exists")
        players = s.playing
        if len(players) < 2:
            raise TournamentError("err.deal_too_few")
        prizes = pz.remaining_prizes(s)
        calc: icm.Deal | None = None
        if isinstance(deal, DealProposal):
            amounts = deal.amounts
            play_for_cents = deal.deal.play_for_cents
            if tuple(deal.deal.prizes_cents) != tuple(prizes):
                raise TournamentError(
                    "err.deal_sum", given=sum(deal.deal.prizes_cents), expected=sum(prizes)
                )
            calc = deal.deal
        else:
            amounts = {self._t.entrants.find(k).id: v for k, v in deal.items()}
            for v in amounts.values():
                if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                    raise TournamentError("err.deal_negative")
        self._within_play()
        if set(amounts) != {e.id for e in players}:
            raise TournamentError("err.deal_players", expected=len(players), count=len(amounts))
        expected = sum(prizes) - play_for_cents
        if play_for_cents < 0 or sum(amounts.values()) != expected:
            raise TournamentError("err.deal_sum", given=sum(amounts.values()), expected=expected)
        if calc is None:
            order = [e.id for e in players]
            calc = icm.custom_deal(
                [s.entries[i].chips or 1 for i in order],
                prizes,
                [amounts[i] for i in order],
                play_for_cents=play_for_cents,
                names=[s.label(i) for i in order],
            )
        return ev.DealRecorded(
            amounts=tuple(sorted(amounts.items())),
            play_for_cents=play_for_cents,
            method=str(calc.method.value),
            details=calc.to_dict(),
        )

    def _within_play(self) -> None:
        """Refuse counted stacks of the players left that add up to more than the chips in play.

        The deal is worked out from those stacks (ICM, chip chop): counts that cannot be right
        would share the prizes wrongly.
        """
        s = self.state
        counted = sum(e.chips or 0 for e in s.playing)
        if counted > s.chips_in_play:
            raise TournamentError("money.err.deal_above_play", chips=counted, total=s.chips_in_play)

    def record(
        self, deal: DealProposal | Mapping[EntryRef, int], *, play_for_cents: int = 0
    ) -> ev.DealRecorded:
        """Record a deal (a proposal, or the amounts agreed): it fixes those players' prizes.

        The amounts plus ``play_for_cents`` must add up exactly to the prizes still to be paid;
        the eventual winner also takes what was left to play for.
        """
        return self._t.act(self.verify_record, deal, play_for_cents=play_for_cents)
