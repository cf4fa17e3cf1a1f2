"""What each entry, rebuy and add-on was taken at: its price and its chips, kept as collected.

A price changed after entries were taken never rewrites what was collected. Every entry keeps
:class:`Paid` records (its buy-in, then each rebuy and add-on) with the prices and chips of the
settings in force when the record was folded in; the prize pool and the chips in play are their
sums. Old files, whose records never said a price, replay the same way: each record takes the
price of the settings in force at its place in the log, which is what those files showed.

When the director changes a price with entries already taken, they say which change it is
(:class:`PriceChange`): a correction of the past (a typo at creation: everything taken so far is
re-priced, in one record that one undo takes back) or a new price from now on (what was taken
keeps its price).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from director.tournament.amounts import Price
from director.tournament.errors import TournamentError
from director.tournament.settings import AddonRules, RebuyRules, Settings

if TYPE_CHECKING:
    from director.tournament.model import Entry, TournamentState

#: The kinds of :class:`Paid` record.
ENTRY, REBUY, ADDON = "entry", "rebuy", "addon"


class PriceChange(StrEnum):
    """How a new price treats what was already taken."""

    #: The new price applies to what is taken from now on; what was taken keeps its price.
    FROM_NOW = "from_now"
    #: The old price was a mistake: everything taken so far is re-priced at the new one.
    CORRECT_PAST = "correct_past"


@dataclass(frozen=True, slots=True)
class Paid:
    """One buy-in, rebuy or add-on as it was taken: what went where, and the chips it gave.

    Attributes:
        kind: ``entry``, ``rebuy`` or ``addon``.
        count: How many were taken at once (2 for a double rebuy).
        pool_cents: The part paid into the prize pool (all ``count`` of them).
        fee_cents: The house's fee paid on top.
        fee_bp: The share of the pool the house took at the time, in basis points.
        bounty_cents: The bounty paid with an entry.
        chips: The chips received.
    """

    kind: str = ENTRY
    count: int = 1
    pool_cents: int = 0
    fee_cents: int = 0
    fee_bp: int = 0
    bounty_cents: int = 0
    chips: int = 0

    @property
    def collect_cents(self) -> int:
        """What the director collects for it: the pool part, the fee on top and the bounty."""
        return self.pool_cents + self.fee_cents + self.bounty_cents

    def to_list(self) -> list[Any]:
        """Plain data (the order of the fields)."""
        return [
            self.kind,
            self.count,
            self.pool_cents,
            self.fee_cents,
            self.fee_bp,
            self.bounty_cents,
            self.chips,
        ]


def entry_paid(settings: Settings, structure_stack: int) -> Paid:
    """A buy-in at ``settings``' prices (the structure's stack unless starting chips are set)."""
    return Paid(
        kind=ENTRY,
        pool_cents=settings.buy_in.pool_cents,
        fee_cents=settings.buy_in.fee_cents,
        fee_bp=settings.fee_percent_bp,
        bounty_cents=settings.bounty_cents,
        chips=settings.chips_for_entry(structure_stack),
    )


def rebuy_paid(settings: Settings, count: int) -> Paid | None:
    """``count`` rebuys at ``settings``' price (None when rebuys are not offered)."""
    rules = settings.rebuy
    if rules is None:
        return None
    return Paid(
        kind=REBUY,
        count=count,
        pool_cents=rules.price.pool_cents * count,
        fee_cents=rules.price.fee_cents * count,
        fee_bp=settings.fee_percent_bp,
        chips=rules.chips * count,
    )


def addon_paid(settings: Settings) -> Paid | None:
    """An add-on at ``settings``' price (None when add-ons are not offered)."""
    rules = settings.addon
    if rules is None:
        return None
    return Paid(
        kind=ADDON,
        pool_cents=rules.price.pool_cents,
        fee_cents=rules.price.fee_cents,
        fee_bp=settings.fee_percent_bp,
        chips=rules.chips,
    )


def repriced(paid: tuple[Paid, ...], settings: Settings, structure_stack: int) -> tuple[Paid, ...]:
    """``paid`` as if taken at ``settings``' prices.

    A rebuy or an add-on that ``settings`` no longer offers keeps the price it was taken at:
    the money was collected, and the new settings say nothing about what it cost.
    """
    out = []
    for p in paid:
        new: Paid | None
        if p.kind == ENTRY:
            new = entry_paid(settings, structure_stack)
        elif p.kind == REBUY:
            new = rebuy_paid(settings, p.count)
        else:
            new = addon_paid(settings)
        out.append(new if new is not None else p)
    return tuple(out)


def repriced_entries(s: TournamentState, settings: Settings) -> dict[int, Entry]:
    """The entries of ``s`` whose price or chips change when the past is corrected to ``settings``.

    Withdrawn entries count nowhere and are left as they are.
    """
    stack = s.structure.starting_stack
    out = {}
    for e in s.entries.values():
        if not e.counts:
            continue
        paid = repriced(e.paid, settings, stack)
        if paid != e.paid:
            out[e.id] = replace(e, paid=paid)
    return out


@dataclass(frozen=True, slots=True)
class Collected:
    """The sums of every counted :class:`Paid` record, by kind. Amounts in cents.

    Attributes:
        buy_ins_cents, rebuys_cents, addons_cents: Paid into the pool.
        fees_cents: The fixed fees paid on top.
        percent_fee_cents: The share of the pool the house took (at each record's rate).
        bounties_cents: The bounties set aside.
        chips: Every chip bought.
    """

    buy_ins_cents: int = 0
    rebuys_cents: int = 0
    addons_cents: int = 0
    fees_cents: int = 0
    percent_fee_cents: int = 0
    bounties_cents: int = 0
    chips: int = 0

    @property
    def gross_cents(self) -> int:
        """Paid into the pool before the house's share."""
        return self.buy_ins_cents + self.rebuys_cents + self.addons_cents


def collected_by(entries: Iterable[Entry]) -> Collected:
    """What ``entries`` paid (withdrawn ones left out).

    The house's share is taken from the sum of the pool paid at each rate, rounded half up
    once per rate: with one rate all evening, as before prices were kept, the same pool.
    """
    pool = {ENTRY: 0, REBUY: 0, ADDON: 0}
    by_rate: dict[int, int] = {}
    fees = bounties = chips = 0
    for e in entries:
        if not e.counts:
            continue
        for p in e.paid:
            pool[p.kind] += p.pool_cents
            by_rate[p.fee_bp] = by_rate.get(p.fee_bp, 0) + p.pool_cents
            fees += p.fee_cents
            bounties += p.bounty_cents
            chips += p.chips
    percent = sum((gross * bp + 5_000) // 10_000 for bp, gross in by_rate.items() if bp)
    return Collected(
        buy_ins_cents=pool[ENTRY],
        rebuys_cents=pool[REBUY],
        addons_cents=pool[ADDON],
        fees_cents=fees,
        percent_fee_cents=percent,
        bounties_cents=bounties,
        chips=chips,
    )


def prices_differ(old: Settings, new: Settings) -> bool:
    """True if ``new`` changes what an entry, a rebuy or an add-on costs or gives."""
    return (
        old.buy_in != new.buy_in
        or old.fee_percent_bp != new.fee_percent_bp
        or old.bounty_cents != new.bounty_cents
        or old.starting_chips != new.starting_chips
        or _rule_price(old.rebuy) != _rule_price(new.rebuy)
        or _rule_price(old.addon) != _rule_price(new.addon)
    )


def _rule_price(rules: RebuyRules | AddonRules | None) -> tuple[Price, int] | None:
    """A rebuy's or add-on's price and chips (None when not offered)."""
    return None if rules is None else (rules.price, rules.chips)


def taken_at_other_prices(s: TournamentState, new: Settings) -> int:
    """How many entries ``new`` prices differently from what they paid (0: no choice to make).

    An entry counts when its buy-in, or a rebuy or add-on it took, would cost or give otherwise.
    """
    if not prices_differ(s.settings, new):
        return 0
    return len(repriced_entries(s, new))


def corrects_past(s: TournamentState, new: Settings, choice: PriceChange | None) -> bool:
    """Whether changing to ``new`` re-prices what was taken: the director's ``choice``.

    Raises:
        TournamentError: ``settings.err.price_choice`` when something was taken at prices that
            ``new`` changes and no choice was made.
    """
    count = taken_at_other_prices(s, new)
    if not count:
        return False
    if choice is None:
        raise TournamentError("settings.err.price_choice", count=count)
    return PriceChange(choice) is PriceChange.CORRECT_PAST
