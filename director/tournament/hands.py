"""Hands played at a table: their results, and the whole hands, kept in the tournament's log.

Reached as :attr:`Tournament.hands <director.tournament.tournament.Tournament.hands>`.

A hand's result (the stacks after it, who busted, where the button goes) is one undoable action,
:class:`~director.tournament.events.HandRecorded`. When the hand was played with the engine at the
table window, the same record carries the whole hand (:attr:`HandRecorded.played`): the seats and
entries dealt in, the deck's commitment and its secret, and the engine's record of every card and
action. So Save a copy, undo and reopening carry the hand histories with the tournament, and the
command line can list and export them (:meth:`Hands.played`).

A played hand is a plain mapping (the table window's hand log format)::

    {"table": 3, "number": 12, "level": 5, "seats": [1, 4, 7], "entries": [12, 3, 40],
     "commitment": "ab12...", "secret": "cd34...", "hand": {...the engine's to_dict()...}}

Earlier versions kept these lines in ``NAME.hands.jsonl`` beside the file; opening the file reads
that log into it once (:meth:`Hands.import_old_log`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from director import seating as tda
from director.errors import DirectorError
from director.tournament import events as ev
from director.tournament.entrants import BustSpec, EntryRef
from director.tournament.errors import TournamentError
from director.tournament.events.mystery import with_draws
from director.tournament.model import entry_of, seat_id
from director.tournament.part import Part


@dataclass(frozen=True, slots=True)
class StoredHand:
    """A hand played at a table, as the tournament's log keeps it.

    Attributes:
        table: The table it was played at.
        number: 1, 2, ... in the order hands were dealt at that table.
        seq: The log record of its result (0 if it is not known).
        undone: Its result was taken back (undo); the hand stays in the log.
        data: The whole hand (see the module docstring).
    """

    table: int
    number: int
    seq: int
    undone: bool
    data: Mapping[str, Any]


def old_log_path(tournament_path: Path) -> Path:
    """The hand log earlier versions kept beside a tournament file (``friday.hands.jsonl``)."""
    return tournament_path.with_suffix(".hands.jsonl")


class Hands(Part):
    """Results of hands played at the tables, and the hands themselves."""

    def verify_record(
        self,
        table: int,
        stacks_after: Mapping[EntryRef, int],
        busted: Sequence[EntryRef] | Mapping[EntryRef, EntryRef | None] = (),
        *,
        button_seat: int | None = None,
        start_stacks: Mapping[EntryRef, int] | None = None,
        played: Mapping[str, Any] | None = None,
    ) -> ev.HandRecorded:
        """The record of a hand's result; TournamentError if it cannot be recorded.

        See :meth:`record` for the arguments.
        """
        self._t.not_finished()
        s = self.state
        t = self._t.seating.table(table)
        seated = {entry_of(p) for p in t.occupants.values()}
        after = self._stacks_after(table, seated, stacks_after)
        specs, out = self._bust_specs(table, seated, busted, after, start_stacks)
        for e_id, chips in after.items():
            if chips == 0:
                raise TournamentError("err.zero_not_busted", name=s.label(e_id))
        for e_id in sorted(seated - set(after) - out):
            raise TournamentError("err.missing_stack", name=s.label(e_id))
        before = [s.entries[e].chips for e in seated]
        if all(c is not None for c in before):
            total_before = sum(c for c in before if c is not None)
            total_after = sum(after.values())
            if total_before != total_after:
                raise TournamentError("err.hand_chips", after=total_after, before=total_before)
        entrants = self._t.entrants
        hand = entrants.hand_key()
        busts = entrants.checked_busts(specs, None, hand, at_table=table) if specs else ()
        hfh = s.hand_for_hand
        if hfh is not None and table in hfh.tables and table not in hfh.waiting:
            hfh.verify_finish(table)
        record = ev.HandRecorded(
            table=table,
            stacks=tuple(sorted(after.items())),
            busts=busts,
            hand=hand,
            positions=self._positions(table, [seat_id(b.entry) for b in busts], button_seat),
            finished=bool(busts) and self._t.finishes(len(busts)),
            played=dict(played) if played is not None else None,
        )
        # From the mystery level on, the hand's busts open the next committed envelopes.
        return with_draws(s, record, self._t.level_number())

    def _stacks_after(
        self, table: int, seated: set[int], stacks_after: Mapping[EntryRef, int]
    ) -> dict[int, int]:
        after: dict[int, int] = {}
        for ref, chips in stacks_after.items():
            e = self._t.entrants.playing(ref)
            if e.id not in seated:
                raise TournamentError("err.not_at_table", name=self.state.label(e), table=table)
            after[e.id] = self._t.entrants.counted(e.id, chips)
        return after

    def _bust_specs(
        self,
        table: int,
        seated: set[int],
        busted: Sequence[EntryRef] | Mapping[EntryRef, EntryRef | None],
        after: dict[int, int],
        start_stacks: Mapping[EntryRef, int] | None,
    ) -> tuple[list[BustSpec], set[int]]:
        """The players out (taken out of ``after``), with their stacks at the hand's start."""
        entrants = self._t.entrants
        starts = {entrants.find(k).id: v for k, v in (start_stacks or {}).items()}
        pairs = busted.items() if isinstance(busted, Mapping) else ((b, None) for b in busted)
        specs: list[BustSpec] = []
        out: set[int] = set()
        for ref, by in pairs:
            e = entrants.playing(ref)
            if e.id not in seated:
                raise TournamentError("err.not_at_table", name=self.state.label(e), table=table)
            if after.get(e.id, 0) > 0:
                raise TournamentError(
                    "err.busted_with_chips", name=self.state.label(e), chips=after[e.id]
                )
            after.pop(e.id, None)
            out.add(e.id)
            stack = starts.get(e.id)
            specs.append(BustSpec(e.id, by, stack if stack is not None else e.chips))
        return specs, out

    def _positions(
        self, table: int, gone: list[str], button_seat: int | None
    ) -> tuple[int, int, int] | None:
        """(button, small blind, big blind) for the next hand, the busted players gone."""
        t = self._t.seating.table(table)
        if button_seat is not None:
            if not 1 <= button_seat <= t.seats:
                raise TournamentError("err.no_seat", table=table, seat=button_seat, seats=t.seats)
            moved = t.without(gone).with_button(button_seat)
        else:
            moved = tda.advance_button(t, gone)
        if moved.button is not None and moved.small_blind is not None and moved.big_blind:
            return (moved.button, moved.small_blind, moved.big_blind)
        return None

    def record(
        self,
        table: int,
        stacks_after: Mapping[EntryRef, int],
        busted: Sequence[EntryRef] | Mapping[EntryRef, EntryRef | None] = (),
        *,
        button_seat: int | None = None,
        start_stacks: Mapping[EntryRef, int] | None = None,
        played: Mapping[str, Any] | None = None,
    ) -> ev.HandRecorded:
        """Record a hand played at ``table`` as ONE undoable action.

        Args:
            table: The table number.
            stacks_after: Every player still at the table with their stack after the hand.
            busted: Players left with no chips (a mapping gives who eliminated each one).
            button_seat: Where the button goes for the next hand; default: moved by the dead
                button rule (:func:`director.seating.advance_button`).
            start_stacks: Stacks at the start of the hand of the busted players, if the
                recorded counts are not those (they place simultaneous busts, TDA).
            played: The whole hand, when it was played with the engine (kept in the log).

        The chips must add up to what the table had (when every stack was counted). Busted
        players are eliminated with their places (same-hand busts ranked by starting stack; in
        hand-for-hand play with the busts of the same hand at the other tables); in hand-for-hand
        play the table is marked as done with the hand.
        """
        return self._t.act(
            self.verify_record,
            table,
            stacks_after,
            busted,
            button_seat=button_seat,
            start_stacks=start_stacks,
            played=played,
        )

    # -- the hands themselves ---------------------------------------------------------------------------
    def played(self, table: int | None = None) -> list[StoredHand]:
        """The hands played with the engine (at ``table``, or at every table), oldest first.

        A hand whose result was undone is listed with ``undone`` set; hands read from an old
        hand log come first where the log does not say which result they belong to.
        """
        in_effect = self._t.done_seqs()
        found: dict[tuple[int, int], StoredHand] = {}
        kinds = (ev.HandRecorded.KIND, ev.HandsImported.KIND)
        for record in self._t.store.events(kinds=kinds):
            if isinstance(record, ev.HandRecorded) and record.played is not None:
                lines: Sequence[Mapping[str, Any]] = [{**record.played, "seq": record.seq}]
            elif isinstance(record, ev.HandsImported):
                lines = record.hands
            else:
                continue
            for data in lines:
                stored = _stored(data, in_effect)
                if stored is not None and (table is None or stored.table == table):
                    found[(stored.table, stored.number)] = stored
        return sorted(found.values(), key=lambda h: (h.seq or 0, h.table, h.number))

    def import_old_log(self) -> ev.HandsImported | None:
        """Read the hand log an earlier version kept beside the file into the file, once.

        Nothing happens when there is no such log or it was read already. A log that cannot be
        read, or a file that cannot be written now, is left for the next time it is opened.
        """
        path = old_log_path(self._t.path)
        if not path.is_file():
            return None
        if any(True for _ in self._t.store.events(kinds=(ev.HandsImported.KIND,))):
            return None
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError):
            return None
        hands = []
        for line in lines:
            try:
                data = json.loads(line)
            except ValueError:
                continue  # a line cut short by a crash: the rest still counts
            if isinstance(data, dict) and isinstance(data.get("hand"), dict):
                hands.append(data)
        record = ev.HandsImported(source=path.name, hands=tuple(hands))
        try:
            return self._t.note(record)
        except DirectorError:
            return None


def _stored(data: Mapping[str, Any], in_effect: frozenset[int]) -> StoredHand | None:
    """One played hand read from the log; None if it is not one."""
    try:
        table = int(data["table"])
        number = int(data["number"])
        seq = int(data.get("seq") or 0)
    except (KeyError, TypeError, ValueError):
        return None
    return StoredHand(table, number, seq, bool(seq) and seq not in in_effect, data)
