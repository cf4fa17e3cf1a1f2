"""A list of players read from a file (a CSV import): everyone registered by one record.

One record, not one :class:`~director.tournament.events.entrants.Registered` per row, so that
one undo takes back the whole import (the director imported a file, not 20,000 people one by
one), and so that folding it in copies the tournament's tables once: a record per row made the
undo stack hold a state per row, each with every entrant so far (memory and time growing with
the square of the rows).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from director.i18n import Msg
from director.tournament.events.base import Event, register_event
from director.tournament.events.entrants import Registered
from director.tournament.model import Player, TournamentState

#: One person as the import stores them: name, nickname, email, phone, notes.
Person = tuple[str, str, str, str, str]


@register_event
@dataclass(frozen=True, slots=True, kw_only=True)
class PlayersImported(Event):
    """New people, each with a first entry and no seat, in the order of the file.

    Attributes:
        entry: The first person's entry number; the next ones follow (``entry + i``).
        player: The first person's id; the next ones follow.
        people: Each person's name, nickname, email, phone and notes.
        forced: Registered by the director's override after registration had closed.
        clubs: Each person's club player id (None for one not linked), in the order of
            ``people``; empty when nobody is linked (and then not written to the log).
    """

    entry: int
    player: int
    people: tuple[Person, ...]
    forced: bool = False
    clubs: tuple[int | None, ...] = ()
    KIND: ClassVar[str] = "import_players"
    _SPARSE: ClassVar[tuple[str, ...]] = ("device", "clubs")

    def club(self, i: int) -> int | None:
        """The club player id of the ``i``-th person, if linked."""
        return self.clubs[i] if i < len(self.clubs) else None

    def registrations(self) -> list[Registered]:
        """The same people as one registration record each (what each row amounts to)."""
        return [
            Registered(
                seq=self.seq,
                at=self.at,
                entry=self.entry + i,
                player=self.player + i,
                name=name,
                nickname=nickname,
                email=email,
                phone=phone,
                notes=notes,
                forced=self.forced,
                club=self.club(i),
            )
            for i, (name, nickname, email, phone, notes) in enumerate(self.people)
        ]

    def apply(self, s: TournamentState) -> TournamentState:
        """The state once this record is folded in."""
        if not self.people:
            raise ValueError("an import of nobody")
        # The first person is registered exactly as one registration is (its checks of order,
        # the price the entry is taken at); the others' entries are the same but for their
        # numbers: same time, same settings, a first entry each, no seat.
        first = self.registrations()[0].apply(s)
        model = first.entries[self.entry]
        entries = first.editable("entries")
        players = first.editable("players")
        for i, (name, nickname, email, phone, notes) in enumerate(self.people[1:], 1):
            entries[self.entry + i] = replace(model, id=self.entry + i, player=self.player + i)
            players[self.player + i] = Player(
                self.player + i, name, nickname, email, phone, notes, club=self.club(i)
            )
        return first.but(entries=entries, players=players)

    def label(self, s: TournamentState) -> Msg:
        """The action's name in the Undo and Redo menu items."""
        return Msg("action.import_players", count=len(self.people))
