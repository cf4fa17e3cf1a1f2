"""Progressive knockouts (PKO): the bounty on each entry's head and the bounty cash it has won.

Worked out from the state alone, so undo, redo and reopening the file give the same figures:

* each entry starts with the bounties it paid (its buy-in's, and a rebuy's or an add-on's if
  they carry one, at the price of their time); a re-entry is a new entry with a fresh bounty;
* the eliminations are taken in the order they were recorded; the bounty of the entry knocked
  out leaves its head and goes to its eliminators: half in cash, half onto their own bounty;
* a split pot's eliminators share the bounty first: equal parts, and the odd cents one each to
  the eliminators with the lowest entry numbers (a rule the record always determines, whether
  seats and buttons were kept or not); then each part is halved, the odd cent of a half going
  to the cash (paid at once rather than left on a head);
* a bust recorded with no eliminator leaves its bounty unclaimed (with the director);
* when the tournament ends, the winner collects the bounty on their own head;
* a day 2 starts from what its flights left: each survivor's bounty on their head, the cash
  each entry won in its flight, and what went unclaimed there (with the bounties on the stacks
  a player gave up by keeping another flight's, TDA and festival practice: one stack a player).

Every cent taken in for bounties is at each moment paid in cash, on a head, or unclaimed
(:attr:`Knockouts.balanced`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from director.i18n import message
from director.tournament.amounts import format_money
from director.tournament.model import FLIGHT_HAND, Bust, Entry, TournamentState


@dataclass(frozen=True, slots=True)
class Knockouts:
    """The bounty money of a progressive knockout, all in cents.

    Attributes:
        heads: The bounty on each counted entry's head now (0 once it is out).
        won: The bounty cash each entry has won (entries that won nothing left out).
        taken_cents: Bounty money taken in (entries that count, rebuys and add-ons included).
        unclaimed_cents: Bounties of entries busted with no eliminator recorded.
        carried: The bounty each entry out carried when it was knocked out.
    """

    heads: Mapping[int, int]
    won: Mapping[int, int]
    taken_cents: int
    unclaimed_cents: int
    carried: Mapping[int, int] = field(default_factory=dict)

    @property
    def paid_cents(self) -> int:
        """Bounty cash paid out so far."""
        return sum(self.won.values())

    @property
    def on_heads_cents(self) -> int:
        """Bounty money still on the heads of the players in."""
        return sum(self.heads.values())

    @property
    def balanced(self) -> bool:
        """True when paid, on heads and unclaimed add up to what was taken in."""
        total = self.paid_cents + self.on_heads_cents + self.unclaimed_cents
        return total == self.taken_cents

    def biggest(self, most: int) -> list[tuple[int, int]]:
        """The ``most`` biggest bounties on heads as (entry, cents), biggest first."""
        ranked = sorted(((c, -e) for e, c in self.heads.items() if c), reverse=True)
        return [(-e, c) for c, e in ranked[:most]]


def starting_bounty(e: Entry) -> int:
    """The bounty ``e`` paid: its buy-in's, and any carried by its rebuys and add-ons."""
    return sum(p.bounty_cents for p in e.paid)


def shares(cents: int, takers: int) -> list[int]:
    """``cents`` shared among ``takers`` in equal parts, the odd cents to the first ones."""
    part, odd = divmod(cents, takers)
    return [part + (1 if i < odd else 0) for i in range(takers)]


def halves(cents: int) -> tuple[int, int]:
    """(cash, onto the head) of a bounty share; the odd cent goes to the cash."""
    head = cents // 2
    return cents - head, head


def knockouts(s: TournamentState) -> Knockouts:
    """The progressive bounties of ``s``: every elimination folded in, in recorded order.

    A day 2 starts from what its flights left (:attr:`TournamentState.bounties_carried`): the
    flights' busts it keeps as places are not folded in again.
    """
    heads = {e.id: starting_bounty(e) for e in s.entries.values() if e.counts}
    taken = sum(heads.values())
    won: dict[int, int] = {}
    carried: dict[int, int] = {}
    unclaimed = 0
    flights = s.bounties_carried
    if flights is not None:
        heads = dict.fromkeys(heads, 0) | dict(flights.heads)
        won = dict(flights.won)
        unclaimed = flights.unclaimed_cents
    for group in s.eliminations:
        if flights is not None and group.hand.startswith(FLIGHT_HAND):
            continue
        for b in group.busts:
            bounty = carried[b.entry] = heads.pop(b.entry, 0)
            heads[b.entry] = 0
            takers = sorted(b.eliminators)
            if not takers:
                unclaimed += bounty
                continue
            for taker, share in zip(takers, shares(bounty, len(takers)), strict=True):
                cash, head = halves(share)
                won[taker] = won.get(taker, 0) + cash
                heads[taker] = heads.get(taker, 0) + head
    if s.finished:
        for e in s.playing:
            # The winner collects the bounty on their own head.
            won[e.id] = won.get(e.id, 0) + heads.get(e.id, 0)
            heads[e.id] = 0
    return Knockouts(
        heads=MappingProxyType(heads),
        won=MappingProxyType({e: c for e, c in won.items() if c}),
        taken_cents=taken,
        unclaimed_cents=unclaimed,
        carried=MappingProxyType(carried),
    )


def announce(s: TournamentState, busts: Sequence[Bust], lang: str = "en") -> list[str]:
    """What each eliminator of ``busts`` takes, for the room (empty unless progressive).

    ``["Anna Bianchi takes €5 in bounty cash; bounty now €15"]``, one line per eliminator of
    each bust still in effect in ``s`` (the state after them).
    """
    if not s.settings.progressive:
        return []
    k = knockouts(s)
    cur = s.settings.currency
    lines = []
    for b in busts:
        takers = sorted(b.eliminators)
        if b.entry not in k.carried or not takers:
            continue
        for taker, share in zip(takers, shares(k.carried[b.entry], len(takers)), strict=True):
            cash = format_money(halves(share)[0], cur, lang)
            head = k.heads.get(taker, 0)
            if head:
                bounty = format_money(head, cur, lang)
                text = message(
                    "result.knockout", lang, name=s.label(taker), cash=cash, bounty=bounty
                )
            else:  # the winner has collected their own bounty too
                text = message("result.knockout_cash", lang, name=s.label(taker), cash=cash)
            lines.append(text)
    return lines


def person_won(s: TournamentState, k: Knockouts | None = None) -> dict[int, int]:
    """Bounty cash the person of each placed entry won over all their entries."""
    return s.per_person((k or knockouts(s)).won)
