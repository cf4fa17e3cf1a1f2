"""The log as a person reads it: when each record was made and what it did, in their language.

Each record is named as the Undo and Redo menu items name it (:meth:`Event.label
<director.tournament.events.Event.label>`, the catalogue's ``action.*`` texts), given the state
of the tournament at that moment: the log is replayed, so a record whose entry was later undone is
still named. Undo and redo records name the action they took back or did again; clock records say
where the clock stood.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from director.clock import ClockError, ClockState, format_seconds
from director.i18n import Msg
from director.structures import Level
from director.tournament.events import ClockSet, Created, Event, HandsImported, Redone, Undone
from director.tournament.history import History
from director.tournament.model import TournamentState


@dataclass(frozen=True, slots=True)
class JournalLine:
    """One record of the log, described.

    Attributes:
        seq: Its number in the log.
        at: When it was recorded (seconds since the epoch).
        record: The record itself.
        what: What it did, naming who it concerned (put into words with ``what.text(lang)``).
    """

    seq: int
    at: float
    record: Event
    what: Msg


def journal(records: Iterable[Event]) -> list[JournalLine]:
    """Every record of a log (oldest first, the creation first), described.

    Args:
        records: The whole log, as :meth:`Tournament.history
            <director.tournament.Tournament.history>` gives it.
    """
    out: list[JournalLine] = []
    history: History | None = None
    by_seq: dict[int, Event] = {}
    for record in records:
        by_seq[record.seq] = record
        if history is None:
            if not isinstance(record, Created):  # pragma: no cover - the store refuses such a file
                raise ValueError("a tournament log starts with its creation")
            history = History(record)
            out.append(JournalLine(record.seq, record.at, record, record.label(history.state)))
            continue
        before = history.state
        history.feed(record)
        what = _what(record, before, history.state, by_seq)
        out.append(JournalLine(record.seq, record.at, record, what))
    return out


def _what(
    record: Event, before: TournamentState, after: TournamentState, by_seq: dict[int, Event]
) -> Msg:
    """What ``record`` did, given the states just before and just after it."""
    if isinstance(record, Undone):
        action = _named(by_seq[record.target], before, after)
        return Msg("tournament.history.undone", action=action)
    if isinstance(record, Redone):
        action = _named(by_seq[record.target], after, before)
        return Msg("tournament.history.redone", action=action)
    if isinstance(record, ClockSet):
        return _clock(record, after)
    if isinstance(record, HandsImported):
        return Msg("tournament.history.hands_imported", count=len(record.hands))
    return _named(record, after, before)


def _named(record: Event, state: TournamentState, other: TournamentState) -> Msg:
    """The record's menu name in ``state``, or in ``other`` if ``state`` does not know its entry."""
    try:
        return record.label(state)
    except (KeyError, IndexError):
        return record.label(other)


def _clock(record: ClockSet, s: TournamentState) -> Msg:
    """``clock running: level 3, 12:00 left``."""
    try:
        clock = ClockState.from_dict(dict(record.state))
    except ClockError:  # pragma: no cover - a clock record the clock itself wrote
        return Msg("tournament.history.clock_set")
    if not clock.started:
        how = Msg("tournament.history.clock.not_started")
    elif clock.running:
        how = Msg("tournament.history.clock.running")
    else:
        how = Msg("tournament.history.clock.paused")
    entries = s.structure.entries
    entry = entries[clock.index] if 0 <= clock.index < len(entries) else None
    if isinstance(entry, Level):
        where = Msg("tournament.history.level", level=entry.number)
    else:
        where = Msg("tournament.history.break")
    time = format_seconds(max(0.0, clock.remaining))
    return Msg("tournament.history.clock", how=how, where=where, time=time)
