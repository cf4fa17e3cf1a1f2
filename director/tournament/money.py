"""Money after the buy-in, and money out: rebuys, add-ons, the pool, payouts, prizes, results.

Reached as :attr:`Tournament.money <director.tournament.tournament.Tournament.money>`. What the
figures are is worked out in :mod:`.prizes` from the state; this part adds the actions and the
windows they are allowed in.
"""

from __future__ import annotations

from dataclasses import dataclass

from director.tournament import events as ev
from director.tournament import prizes as pz
from director.tournament.entrants import EntryRef
from director.tournament.errors import TournamentError
from director.tournament.knockouts import Knockouts, knockouts, person_won
from director.tournament.part import Part
from director.tournament.views import person_bounties


class Money(Part):
    """Rebuys and add-ons, and what the tournament pays: pool, places, prizes, bounties.

    Every action ``x`` has its ``verify_x`` (the check, which returns the record ``x`` would
    store) and ``x`` (verify, then commit).
    """

    # -- reading --------------------------------------------------------------------------------------
    def summary(self) -> pz.MoneySummary:
        """Money in: entries, rebuys, add-ons, fees, prize pool, guarantee and overlay."""
        return pz.money(self.state)

    def payouts(self) -> tuple[int, ...]:
        """The prize of each place paid, in cents, first place first."""
        return pz.payouts(self.state)

    def prizes(self) -> dict[int, int]:
        """Prize won by each placed entry, in cents (ties shared, deal amounts included)."""
        return pz.prizes(self.state)

    def bounties(self) -> dict[int, int]:
        """Bounty money won by each entry, in cents."""
        return pz.bounties(self.state)

    def knockouts(self) -> Knockouts:
        """A progressive knockout's bounties: on each head, won, taken in, paid, unclaimed."""
        return knockouts(self.state)

    def results(self) -> list[Result]:
        """The finishing order (best first, one line per person) with prizes and bounties."""
        s = self.state
        won = pz.prizes(s)
        # One line per person (TDA, WSOP: a re-entry is the same player), with the bounties
        # of all their entries.
        collected = person_bounties(s)
        progressive = person_won(s) if s.settings.progressive else None
        if s.mystery is not None:  # the envelopes each person opened, not a fixed bounty
            progressive = pz.person_mystery_won(s)
        return [
            Result(
                place=s.places[e.id].best,
                place_to=s.places[e.id].worst,
                entry=e.id,
                name=s.player_of(e).label,
                prize_cents=won.get(e.id, 0),
                bounties=collected.get(e.id, 0),
                bounty_cents=(
                    collected.get(e.id, 0) * s.settings.bounty_cents
                    if progressive is None
                    else progressive.get(e.id, 0)
                ),
                busted_by=s.label(e.busted_by) if e.busted_by else "",
            )
            for e in s.finishing_order()
        ]

    # -- when -----------------------------------------------------------------------------------------
    def rebuys_open(self, now: float | None = None) -> bool:
        """True during the rebuy period (until the end of the set level and the break after it)."""
        rules = self.state.settings.rebuy
        return rules is not None and self._t.level_number(now) <= rules.until_level

    def addons_open(self, now: float | None = None) -> bool:
        """True during the add-on level and the break after it."""
        rules = self.state.settings.addon
        return rules is not None and self._t.level_number(now) == rules.level

    # -- rebuys and add-ons -----------------------------------------------------------------------------
    def verify_rebuy(
        self, ref: EntryRef, *, double: bool = False, force: bool = False, stack: int | None = None
    ) -> ev.Rebought:
        """The record of a rebuy; TournamentError if it is not allowed now (see :meth:`rebuy`)."""
        self._t.not_finished()
        rules = self.state.settings.rebuy
        if rules is None:
            raise TournamentError("err.no_rebuys")
        self._t.no_deal()
        e = self._t.entrants.playing(ref)
        name = self.state.label(e)
        if double and not rules.double:
            raise TournamentError("err.no_double_rebuy")
        count = 2 if double else 1
        if not force and not self.rebuys_open():
            raise TournamentError("err.rebuys_over", level=rules.until_level)
        if rules.max_per_entry and e.rebuys + count > rules.max_per_entry and not force:
            raise TournamentError("err.max_rebuys", name=name, count=e.rebuys)
        chips = stack if stack is not None else e.chips
        too_big = rules.max_stack is not None and chips is not None and chips > rules.max_stack
        if too_big and not force:
            raise TournamentError(
                "err.stack_too_big", name=name, chips=chips, limit=rules.max_stack
            )
        return ev.Rebought(entry=e.id, count=count, forced=force)

    def rebuy(
        self, ref: EntryRef, *, double: bool = False, force: bool = False, stack: int | None = None
    ) -> ev.Rebought:
        """A rebuy (``double`` for a double rebuy).

        Checked: rebuys offered, the rebuy period (until the end of the set level and the break
        after it), the most per player, the stack threshold (``stack`` or the counted stack).
        ``force`` allows it outside the period or above the limits (the director's decision).
        """
        return self._t.act(self.verify_rebuy, ref, double=double, force=force, stack=stack)

    def verify_addon(self, ref: EntryRef, *, force: bool = False) -> ev.AddedOn:
        """The record of an add-on; TournamentError if it is not allowed now."""
        self._t.not_finished()
        rules = self.state.settings.addon
        if rules is None:
            raise TournamentError("err.no_addon")
        self._t.no_deal()
        e = self._t.entrants.playing(ref)
        if e.addons >= rules.max_per_entry and not force:
            raise TournamentError("err.max_addons", name=self.state.label(e), count=e.addons)
        if not force and not self.addons_open():
            raise TournamentError("err.addon_not_now", level=rules.level)
        return ev.AddedOn(entry=e.id, forced=force)

    def addon(self, ref: EntryRef, *, force: bool = False) -> ev.AddedOn:
        """An add-on (during the add-on level and the break after it, unless ``force``)."""
        return self._t.act(self.verify_addon, ref, force=force)


@dataclass(frozen=True, slots=True)
class Result:
    """One line of the results sheet.

    Attributes:
        place: Finishing place (the best of a tie).
        place_to: The worst place of a tie (equal to ``place`` otherwise).
        entry: The entry.
        name: The name shown.
        prize_cents: Prize won (shared in a tie; the deal's amount after a deal).
        bounties: Bounties collected.
        bounty_cents: Bounty money won.
        busted_by: Who eliminated them.
    """

    place: int
    place_to: int
    entry: int
    name: str
    prize_cents: int
    bounties: int
    bounty_cents: int
    busted_by: str

    @property
    def place_text(self) -> str:
        """``5`` or ``5-6`` for a tie."""
        return str(self.place) if self.place_to == self.place else f"{self.place}-{self.place_to}"
