"""Mystery bounties in the log: the prizes set with their commitment, and busts that draw.

A bust from the mystery level on is stored as :class:`MysteryBusted`, the bust with the
envelopes it opened, so undoing the bust takes its draw back and redoing it opens the same
envelopes again (the record holds the outcome, see :mod:`.base`).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import ClassVar, TypeVar

from director.i18n import Msg, message
from director.tournament.amounts import format_money
from director.tournament.events.base import Event, register_event
from director.tournament.events.entrants import Busted
from director.tournament.events.hands import HandRecorded
from director.tournament.model import TournamentState
from director.tournament.mystery import Draw, MysteryDeck, committed

#: One draw in the log: (envelope number, entry out, winners, cents).
DrawData = tuple[int, int, tuple[int, ...], int]


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class MysterySet(Event):
    """The mystery prizes and their level set (or cleared), with the committed order.

    Attributes:
        prizes: (cents, count) pairs, biggest first; empty: no mystery bounties.
        from_level: The level from which eliminations draw.
        order: The envelopes' amounts in the order drawn (shuffled when set).
        secret: The secret of the commitment (hexadecimal).
    """

    prizes: tuple[tuple[int, int], ...]
    from_level: int = 1
    order: tuple[int, ...] = ()
    secret: str = ""
    KIND: ClassVar[str] = "mystery_set"

    def deck(self) -> MysteryDeck | None:
        """The envelopes as committed (None when cleared)."""
        if not self.prizes:
            return None
        return committed(self.prizes, self.from_level, self.order, self.secret)

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        settings = s.settings.changed(
            mystery=self.prizes, mystery_from=self.from_level if self.prizes else None
        )
        return s.but(settings=settings, mystery=self.deck())

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        return Msg("mystery.action.set" if self.prizes else "mystery.action.clear")


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class MysteryBusted(Busted):
    """A bust from the mystery level on, with the envelopes it opened (none once run out).

    Attributes:
        draws: (envelope number, entry out, winners, cents) for each envelope opened.
    """

    draws: tuple[DrawData, ...] = ()
    KIND: ClassVar[str] = "bust_mystery"

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        return _opened(Busted.apply(self, s), self.draws)


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class MysteryHandRecorded(HandRecorded):
    """A hand's result with busts from the mystery level on, and the envelopes they opened.

    Attributes:
        draws: (envelope number, entry out, winners, cents) for each envelope opened.
    """

    draws: tuple[DrawData, ...] = ()
    KIND: ClassVar[str] = "hand_mystery"

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        return _opened(HandRecorded.apply(self, s), self.draws)


def _opened(s: TournamentState, draws: tuple[DrawData, ...]) -> TournamentState:
    """``s`` with the envelopes ``draws`` opened (the next ones of the committed order)."""
    deck = s.mystery
    if deck is None:
        raise ValueError("mystery draw without mystery prizes")
    drawn = tuple(Draw(n, e, tuple(w), c) for n, e, w, c in draws)
    if drawn and drawn[0].number != len(deck.draws) + 1:
        raise ValueError(f"envelope {drawn[0].number} drawn out of order")
    return s.but(mystery=replace(deck, draws=deck.draws + drawn))


R = TypeVar("R", Busted, HandRecorded)


def with_draws(s: TournamentState, record: R, level: int) -> R:
    """``record`` with the envelopes its busts open at ``level`` (itself before the level).

    A bust becomes a :class:`MysteryBusted`, a hand's result with busts a
    :class:`MysteryHandRecorded`: the same record with the draws.
    """
    deck = s.mystery
    if deck is None or level < deck.from_level or not record.busts:
        return record
    busts = [(b.entry, _winners(b.by, getattr(b, "also", ()))) for b in record.busts]
    kind = MysteryBusted if isinstance(record, Busted) else MysteryHandRecorded
    kept = {f.name: getattr(record, f.name) for f in fields(record)}
    drawn: R = kind(**kept, draws=deck.next_draws(busts))
    return drawn


def _winners(by: int | None, also: tuple[int, ...]) -> tuple[int, ...]:
    return () if by is None else (by, *also)


def announce(s: TournamentState, record: Event, lang: str) -> list[str]:
    """The projector's lines for the envelopes ``record`` opened (or that none were left)."""
    if not isinstance(record, MysteryBusted | MysteryHandRecorded) or s.mystery is None:
        return []
    numbers = {d.number for d in s.mystery.draws}
    lines = []
    for number, entry, winners, cents in record.draws:
        if number not in numbers:  # undone since
            continue
        amount = format_money(cents, s.settings.currency, lang)
        names = ", ".join(s.label(w) for w in winners)
        lines.append(
            message("mystery.announce", lang, winners=names, amount=amount, out=s.label(entry))
        )
    if len(record.draws) < sum(1 for b in record.busts if b.by is not None):
        lines.append(message("mystery.announce.none_left", lang))
    return lines
