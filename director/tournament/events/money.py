"""Money taken after the buy-in: rebuys and add-ons; and a deal among the players left.

A rebuy or an add-on keeps the price and the chips of the settings in force when it is folded
in (:mod:`director.tournament.pricing`): a later change of price does not rewrite it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from director.i18n import Msg
from director.tournament.events.base import (
    Event,
    Pair,
    entry_with,
    register_event,
)
from director.tournament.model import (
    Deal,
    TournamentState,
)
from director.tournament.pricing import addon_paid, rebuy_paid


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class Rebought(Event):
    """A rebuy (``count`` 2 for a double rebuy)."""

    entry: int
    count: int = 1
    forced: bool = False
    KIND: ClassVar[str] = "rebuy"

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        e = s.entries[self.entry]
        paid = rebuy_paid(s.settings, self.count)
        chips = e.chips
        if chips is not None and paid is not None:
            chips += paid.chips
        kept = e.paid if paid is None else (*e.paid, paid)
        return s.with_entry(entry_with(e, rebuys=e.rebuys + self.count, chips=chips, paid=kept))

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        key = "action.double_rebuy" if self.count == 2 else "action.rebuy"
        return Msg(key, name=s.label(self.entry))


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class AddedOn(Event):
    """An add-on."""

    entry: int
    forced: bool = False
    KIND: ClassVar[str] = "addon"

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        e = s.entries[self.entry]
        paid = addon_paid(s.settings)
        chips = e.chips
        if chips is not None and paid is not None:
            chips += paid.chips
        kept = e.paid if paid is None else (*e.paid, paid)
        return s.with_entry(entry_with(e, addons=e.addons + 1, chips=chips, paid=kept))

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        return Msg("action.addon", name=s.label(self.entry))


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class DealRecorded(Event):
    """A deal: (entry, cents) each player left takes, and what is left to play for."""

    amounts: tuple[Pair, ...]
    play_for_cents: int = 0
    method: str = "custom"
    details: dict[str, Any] | None = None
    KIND: ClassVar[str] = "deal"

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        deal = Deal(self.amounts, self.play_for_cents, self.method, self.at, self.details or {})
        return s.but(deal=deal)

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        return Msg("action.deal", count=len(self.amounts))
