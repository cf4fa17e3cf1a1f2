"""The record every action becomes, and how records are stored and read back.

Every action the director takes becomes one frozen record. The same record is what the action
returns to its caller, what is written to the SQLite log, what undo takes back and what
subscribers (the GUI, the projector) receive. A record holds the *outcome* of the action, never
an intention to be worked out again: a seat draw stores the seats drawn, a bust stores the stacks
that place it. Replaying the records is therefore deterministic and needs no randomness, no clock
and no checks.

:meth:`Event.apply` folds a record into a :class:`~director.tournament.model.TournamentState`;
:meth:`Event.label` names it for the Undo/Redo menu in either language.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from typing import Any, ClassVar, TypeVar

from director.i18n import Msg
from director.tournament.model import Bust, Entry, SeatRef, TournamentState

Pair = tuple[int, int]

#: Prefix of the group key of busts in hand-for-hand play ("h4h:3" for hand 3).
HAND_FOR_HAND = "h4h:"


@dataclass(frozen=True, slots=True, kw_only=True)
class Event:
    """One record in the log.

    Attributes:
        seq: Its number in the log (1 for the creation), given when it is stored.
        at: Wall-clock time it was recorded (seconds since the epoch).
        device: The paired device that did it over the network ("Floor 2"); empty for the
            director's own desk (the window or the command line). Kept in the log only when
            set, so records of the desk are written exactly as before.
    """

    seq: int = 0
    at: float = 0.0
    device: str = ""

    KIND: ClassVar[str] = ""
    #: False for records that Ctrl+Z does not take back (creation, clock, undo, redo).
    UNDOABLE: ClassVar[bool] = True
    #: Fields holding a tuple of :class:`Bust`.
    _BUSTS: ClassVar[tuple[str, ...]] = ()
    #: Fields kept in the log only when set (not None, not empty), so a record that does not
    #: use them is written exactly as a program before them wrote it.
    _SPARSE: ClassVar[tuple[str, ...]] = ("device",)

    def apply(self, s: TournamentState) -> TournamentState:
        """The state after this record."""
        raise NotImplementedError

    def label(self, s: TournamentState) -> Msg:
        """The action's name (for "Undo bust of Mario Rossi"), given a state that knows it."""
        raise NotImplementedError

    # -- the log -------------------------------------------------------------------------------
    def to_data(self) -> dict[str, Any]:
        """The fields (but seq and at, and :attr:`_SPARSE` ones when unset) as plain JSON data."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name in ("seq", "at") or (f.name in self._SPARSE and value in (None, "", ())):
                continue
            out[f.name] = _plain(value)
        return out

    def to_json(self) -> str:
        """:meth:`to_data` as compact JSON text."""
        return json.dumps(self.to_data(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_data(cls, data: dict[str, Any], seq: int = 0, at: float = 0.0) -> Event:
        """Read back :meth:`to_data`."""
        kw: dict[str, Any] = {}
        for f in fields(cls):
            if f.name in ("seq", "at") or f.name not in data:
                continue
            value = data[f.name]
            if f.name in cls._BUSTS:
                value = tuple(Bust(*b) for b in value)
            elif f.name in ("settings", "state", "details"):
                pass  # plain mappings stay mappings
            else:
                value = _tuples(value)
            kw[f.name] = value
        return cls(seq=seq, at=at, **kw)


def _plain(value: Any) -> Any:
    if isinstance(value, Bust):
        return value.to_list()
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value


EVENT_TYPES: dict[str, type[Event]] = {}


E = TypeVar("E", bound=Event)


def register_event(cls: type[E]) -> type[E]:
    """Make ``cls`` readable from the log under its ``KIND`` (a class decorator)."""
    if not cls.KIND or cls.KIND in EVENT_TYPES:
        raise TypeError(f"{cls.__name__} needs a KIND of its own")
    EVENT_TYPES[cls.KIND] = cls
    return cls


def decode(kind: str, data: str, seq: int, at: float) -> Event:
    """The record stored as ``kind`` with JSON ``data``; KeyError/ValueError if damaged."""
    return EVENT_TYPES[kind].from_data(json.loads(data), seq, at)


def seats_after(
    s: TournamentState,
    *,
    remove: list[int] | tuple[int, ...] = (),
    add: list[tuple[int, int, int]] | tuple[tuple[int, int, int], ...] = (),
) -> dict[int, SeatRef]:
    """The seat index after standing up ``remove`` and seating ``add`` (entry, table, seat)."""
    out = s.editable("seat_of")
    for e in remove:
        out.pop(e, None)
    for e, table, seat in add:
        out[e] = SeatRef(table, seat)
    return out


def entry_with(entry: Entry, **changes: Any) -> Entry:
    """A copy of ``entry`` with ``changes``."""
    d = {f.name: getattr(entry, f.name) for f in fields(entry)}
    d.update(changes)
    return Entry(**d)
