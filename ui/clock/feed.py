"""What the projector shows besides the clock: the tournament's figures and one announcement line.

:class:`ProjectorFeed` reads the figures from the open tournament (players, average stack, prize
pool, the places still to be paid or the recorded deal) and keeps the announcement line: a bust and its place, the table moves
just made, the final table, the chips to colour up at a break. The main window connects it to
the document's records and the clock's events; the projector asks it for :class:`ProjectorInfo`
every time it paints.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from director.clock import ClockEvent, ClockEventKind
from director.structures import Break, Structure
from ui.clock.projector import ProjectorInfo
from ui.common.fmt import num

if TYPE_CHECKING:
    from director.tournament import events as ev
    from director.tournament.events import Event
    from ui.document import Document

#: How many moves the announcement line names before it says how many more there are.
MOVES_SHOWN = 4
#: How many places still to be paid the payouts line shows.
PLACES_SHOWN = 5


class ProjectorFeed(QObject):
    """The projector's figures and announcement line, for one open tournament.

    Args:
        document: The open tournament.
        parent: The main window.

    Signals:
        changed(): the announcement line changed (the projector paints again).
    """

    changed = Signal()

    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.announcement = ""

    def set_announcement(self, text: str) -> None:
        """The announcement line (empty to clear)."""
        self.announcement = text
        self.changed.emit()

    def info(self) -> ProjectorInfo:
        """What the projector shows besides the clock."""
        t = self.document.tournament
        stats = t.stats()
        money = t.money.summary()
        s = t.state
        deal = s.deal
        return ProjectorInfo(
            title=t.settings.name,
            players_left=stats.players_left,
            entries=stats.entries,
            average_stack=stats.average_stack or None,
            average_in_big_blinds=stats.average_in_big_blinds,
            prize_pool=self.document.money(money.prize_pool_cents)
            if money.prize_pool_cents
            else None,
            payouts=self.payouts_shown(),
            deal=[(s.label(e), self.document.money(c)) for e, c in deal.amounts] if deal else [],
            play_for=self.document.money(deal.play_for_cents)
            if deal and deal.play_for_cents
            else None,
            announcement=self.announcement,
        )

    def payouts_shown(self) -> list[tuple[int, str]]:
        """The places still to be paid, as (place, amount): the places already decided are
        gone. When more than :data:`PLACES_SHOWN` remain, the top ones and the next place to
        be paid (the one the room is waiting on)."""
        from director.tournament.prizes import remaining_prizes

        left = list(enumerate(remaining_prizes(self.document.tournament.state), start=1))
        if len(left) > PLACES_SHOWN:
            left = left[: PLACES_SHOWN - 1] + left[-1:]
        return [(place, self.document.money(cents)) for place, cents in left]

    # -- what is announced -----------------------------------------------------------------------
    def announce_record(self, record: Event) -> None:
        """Announce what a committed record calls for (nothing for most records)."""
        text = self.record_text(record)
        if text:
            self.set_announcement(text)

    def record_text(self, record: Event) -> str:
        """A line for a record: busts and their places, table moves, the final table."""
        from director.tournament import events as ev

        if isinstance(record, ev.Moved):
            return self.moves_text(record)
        t = self.document.tournament
        return "   ".join(t.entrants.announce(record, self.document.lang))

    def moves_text(self, record: ev.Moved) -> str:
        """The moves just made: who goes to which seat, or that the final table starts."""
        from director.tournament.model import entry_of

        if record.purpose == "final":
            return self.tr("Final table!")
        s = self.document.state
        moves = record.seating_moves()
        parts = [
            self.tr("{0}: table {1} seat {2}").format(
                s.label(entry_of(m.player)), m.to_table, m.to_seat
            )
            for m in moves[:MOVES_SHOWN]
        ]
        if len(moves) > MOVES_SHOWN:
            parts.append(self.tr("and {0} more").format(len(moves) - MOVES_SHOWN))
        text = "   ".join(parts)
        if record.purpose == "break" and record.table is not None:
            text = self.tr("Table {0} breaks:   {1}").format(record.table, text)
        elif record.purpose == "break" and record.removed:
            # Several tables broken in one confirmation: the room hears which ones go.
            tables = ", ".join(str(n) for n in sorted(record.removed))
            text = self.tr("Tables {0} break:   {1}").format(tables, text)
        return text

    def announce_clock_event(self, event: ClockEvent, structure: Structure) -> None:
        """A break that colours up says which chips go; its line goes when play resumes."""
        entry = structure[event.index]
        if (
            event.kind is ClockEventKind.BREAK_STARTED
            and isinstance(entry, Break)
            and entry.color_up
        ):
            chips = ", ".join(num(c) for c in entry.color_up)
            self.set_announcement(self.tr("Break: colour up the {0} chips").format(chips))
        elif event.kind is ClockEventKind.BREAK_ENDED and self.announcement.startswith(
            self.tr("Break")
        ):
            self.set_announcement("")
