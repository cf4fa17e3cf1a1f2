"""A hand played at a table, as it ends: stacks, busts and where the button goes."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from director.i18n import Msg
from director.tournament.events.base import (
    Event,
    Pair,
    entry_with,
    register_event,
)
from director.tournament.events.entrants import apply_busts
from director.tournament.model import (
    Bust,
    TournamentState,
)


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class HandRecorded(Event):
    """The result of a hand at one table, as one action.

    Attributes:
        table: The table.
        stacks: (entry, chips) after the hand for every player left at the table.
        busts: The players out in the hand with their stacks at its start.
        hand: The group key for the busts (see :class:`Busted`).
        positions: (button, small blind, big blind) seats for the next hand, if known.
        finished: The tournament ended with this hand.
        played: The whole hand as the engine played it, when it was played at the table
            window (see :mod:`director.tournament.hands`); None for a result typed in.
    """

    table: int
    stacks: tuple[Pair, ...]
    busts: tuple[Bust, ...] = ()
    hand: str = ""
    positions: tuple[int, int, int] | None = None
    finished: bool = False
    played: dict[str, Any] | None = None
    KIND: ClassVar[str] = "hand"
    _BUSTS: ClassVar[tuple[str, ...]] = ("busts",)

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        entries = s.editable("entries")
        for entry, chips in self.stacks:
            entries[entry] = entry_with(entries[entry], chips=chips)
        for b in self.busts:
            entries[b.entry] = entry_with(entries[b.entry], chips=0)
        s = s.but(entries=entries)
        if self.busts:
            s = apply_busts(s, self.busts, self.hand, self.at, self.finished, table=self.table)
        if s.hand_for_hand is not None and self.table in s.hand_for_hand.waiting:
            s = s.but(hand_for_hand=s.hand_for_hand.finish(self.table))
        if self.positions is not None:
            button, small, big = self.positions
            tables = s.editable("tables")
            tables[self.table] = replace(
                tables[self.table], button=button, small_blind=small, big_blind=big
            )
            s = s.but(tables=tables, seat_of=s.seat_of)
        return s

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        return Msg("action.hand", table=self.table)


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class HandsImported(Event):
    """Hands played before they were kept in the file, read once from the old hand log.

    Earlier versions wrote each hand played at a table to ``NAME.hands.jsonl`` beside the
    tournament file; opening such a file reads that log into the tournament's own log once, so a
    copy of the file carries them. Not undoable: it changes nothing of the tournament's state.

    Attributes:
        source: The old log's file name.
        hands: Its lines, as they were written (see :mod:`director.tournament.hands`).
    """

    source: str
    hands: tuple[dict[str, Any], ...]
    KIND: ClassVar[str] = "hands_imported"
    UNDOABLE: ClassVar[bool] = False

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        return s

    def label(self, s: TournamentState) -> Msg:  # pragma: no cover - never in the undo menu
        """The action's name in the Undo and Redo menu items."""
        return Msg("action.hand", table=0)
