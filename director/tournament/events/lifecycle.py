"""The tournament as a whole: creation, settings, structure, registration, the end.

Also the records Ctrl+Z does not take back: the clock, undo and redo. The clock is not rewound by
undo (see :mod:`director.tournament.tournament`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from director.i18n import Msg
from director.structures import Structure, loads_structure
from director.tournament.events.base import (
    Event,
    register_event,
)
from director.tournament.events.mystery import MysterySet
from director.tournament.model import (
    TournamentState,
)
from director.tournament.pricing import repriced_entries
from director.tournament.settings import Settings


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class Created(Event):
    """The tournament was created with these settings and this structure (YAML)."""

    settings: dict[str, Any]
    structure: str
    KIND: ClassVar[str] = "created"
    UNDOABLE: ClassVar[bool] = False

    def initial_state(self) -> TournamentState:
        """The state of a new tournament."""
        return TournamentState(
            settings=Settings.from_dict(self.settings),
            structure=loads_structure(self.structure, "<tournament structure>"),
            created_at=self.at,
        )

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        return self.initial_state()

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        return Msg("action.created")


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class SettingsChanged(Event):
    """The settings were replaced by these.

    Attributes:
        settings: The new settings.
        correct_past: The new prices correct the old ones (a mistake at creation): every entry,
            rebuy and add-on taken so far is re-priced at them. Otherwise (and in files written
            before the choice existed) what was taken keeps its price.
        mystery: New mystery prizes set in the same action, as their own record would set
            them (:class:`~.mystery.MysterySet`: prizes, level, committed order, secret); empty
            when the prizes are not changed. One OK in the settings dialog is one undo.
    """

    settings: dict[str, Any]
    correct_past: bool = False
    mystery: tuple[Any, ...] = ()
    KIND: ClassVar[str] = "settings"
    _SPARSE: ClassVar[tuple[str, ...]] = ("device", "mystery")

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        settings = Settings.from_dict(self.settings)
        if not self.correct_past:
            s = s.but(settings=settings)
        else:
            entries = s.editable("entries")
            entries.update(repriced_entries(s, settings))
            s = s.but(settings=settings, entries=entries)
        prizes = self.mystery_set()
        return s if prizes is None else prizes.apply(s)

    def mystery_set(self) -> MysterySet | None:
        """The mystery prizes set with the settings, as their own record (None: unchanged)."""
        if not self.mystery:
            return None
        prizes, from_level, order, secret = self.mystery
        return MysterySet(prizes=prizes, from_level=from_level, order=order, secret=secret)

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        return Msg("settings.action.correct_past" if self.correct_past else "action.settings")


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class StructureChanged(Event):
    """The blind structure was replaced (YAML text)."""

    structure: str
    KIND: ClassVar[str] = "structure"

    def parsed(self) -> Structure:
        """The structure."""
        return loads_structure(self.structure, "<tournament structure>")

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        return s.but(structure=self.parsed())

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        return Msg("action.structure")


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class RegistrationSet(Event):
    """Registration closed (or reopened) by the director; ``finished`` if that ended it."""

    closed: bool
    finished: bool = False
    KIND: ClassVar[str] = "registration"

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        return s.but(registration_closed=self.closed, finished=s.finished or self.finished)

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        return Msg("action.close_registration" if self.closed else "action.open_registration")


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class Finished(Event):
    """The tournament declared over: one player left and no entry can arrive."""

    KIND: ClassVar[str] = "finish"

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        return s.but(finished=True)

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        return Msg("action.finish")


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class ClockSet(Event):
    """The clock's anchors after a clock action (:meth:`director.clock.ClockState.to_dict`)."""

    state: dict[str, Any]
    KIND: ClassVar[str] = "clock"
    UNDOABLE: ClassVar[bool] = False

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        return s

    def label(self, s: TournamentState) -> Msg:  # pragma: no cover - never in the undo menu
        """The action's name in the Undo and Redo menu items."""
        return Msg("action.settings")


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class Undone(Event):
    """The action recorded as ``target`` was undone."""

    target: int
    KIND: ClassVar[str] = "undo"
    UNDOABLE: ClassVar[bool] = False

    def apply(self, s: TournamentState) -> TournamentState:  # pragma: no cover - handled by History
        """The state once this record is folded in."""
        raise TypeError("undo is applied by the history")

    def label(self, s: TournamentState) -> Msg:  # pragma: no cover
        """The action's name in the Undo and Redo menu items."""
        return Msg("undo.nothing")


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class Redone(Event):
    """The action recorded as ``target`` was redone."""

    target: int
    KIND: ClassVar[str] = "redo"
    UNDOABLE: ClassVar[bool] = False

    def apply(self, s: TournamentState) -> TournamentState:  # pragma: no cover - handled by History
        """The state once this record is folded in."""
        raise TypeError("redo is applied by the history")

    def label(self, s: TournamentState) -> Msg:  # pragma: no cover
        """The action's name in the Undo and Redo menu items."""
        return Msg("redo.nothing")
