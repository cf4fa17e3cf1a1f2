"""What the projector shows besides the clock: the tournament's figures and the announcement.

:class:`ProjectorFeed` reads the figures from the open tournament (players, average stack, prize
pool, the places still to be paid or the recorded deal, hand-for-hand play and its hand, a
progressive knockout's biggest bounties) and
keeps the announcement, item by item: each bust and its place, each table move just made (headed
by the tables that break), the final table, the chips to colour up at a break. The projector
shows as many items at a time as fit and turns the rest in pages. The main window connects the
feed to the document's records and the clock's events; the projector asks it for
:class:`ProjectorInfo` every time it paints.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from director.clock import ClockEvent, ClockEventKind
from director.errors import DirectorError
from director.structures import Break, Structure
from director.structures.chipset import MIN_PLAYERS, breakdown, colour_up, tournament_chipset
from ui.clock.projector import ProjectorInfo
from ui.common.fmt import num

if TYPE_CHECKING:
    from director.tournament import events as ev
    from director.tournament.events import Event
    from ui.document import Document

#: How many moves the announcement line names before it says how many more there are.
MOVES_SHOWN = 4
#: How many of a progressive knockout's biggest bounties the projector names.
BOUNTIES_SHOWN = 5


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
        #: The announcement's items (each bust, each move) and what heads them.
        self.items: tuple[str, ...] = ()
        self.lead = ""
        #: The estimated end as a time of day, when the director shows it on the wall (View ▸
        #: Estimated end on the projector); None: not shown.
        self.estimated_end: Callable[[], str | None] | None = None

    def set_announcement(self, text: str, items: Sequence[str] = (), lead: str = "") -> None:
        """The announcement line (empty to clear); ``items`` are its parts, each bust or move,
        which the projector shows as many at a time as it can (``lead`` heads each page)."""
        self.announcement = text
        self.items = tuple(items) or ((text,) if text else ())
        self.lead = lead if self.items else ""
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
            announcements=self.items,
            announcement_lead=self.lead,
            hand_for_hand=s.hand_for_hand.hand if s.hand_for_hand is not None else None,
            bounties=self.bounties_shown(),
            satellite=self.satellite_line(),
            ends=self.estimated_end() if self.estimated_end is not None else None,
        )

    def satellite_line(self) -> str | None:
        """A satellite's prizes as the room reads them ("Seats: 6 × €250 · 7th: €150")."""
        from director.tournament.satellite import summary_msg

        line = summary_msg(self.document.tournament.state)
        return line.text(self.document.lang) if line is not None else None

    def bounties_shown(self) -> tuple[str, ...]:
        """A progressive knockout's biggest bounties on heads, "Anna €37.50", biggest first."""
        t = self.document.tournament
        if not t.settings.progressive:
            return ()
        s = t.state
        top = t.money.knockouts().biggest(BOUNTIES_SHOWN)
        return tuple(f"{s.label(e)} {self.document.money(cents)}" for e, cents in top)

    def payouts_shown(self) -> list[tuple[int, str]]:
        """The places still to be paid as (place, amount), as ``places_shown`` picks them."""
        from director.tournament.prizes import places_shown

        left = places_shown(self.document.tournament.state)
        return [(place, self.document.money(cents)) for place, cents in left]

    # -- what is announced -----------------------------------------------------------------------
    def announce_record(self, record: Event) -> None:
        """Announce what a committed record calls for (nothing for most records)."""
        lead, items = self.record_items(record)
        if items:
            self.set_announcement("   ".join((lead, *items) if lead else items), items, lead)

    def record_items(self, record: Event) -> tuple[str, list[str]]:
        """What heads the announcement of a record (a table breaking) and its items: each bust
        and its place, each move, the final table."""
        from director.tournament import events as ev

        if isinstance(record, ev.Moved):
            return self.moves_items(record)
        t = self.document.tournament
        return "", t.entrants.announce(record, self.document.lang)

    def moves_items(self, record: ev.Moved) -> tuple[str, list[str]]:
        """The moves just made, one item each, headed by the tables that break; or that the
        final table starts."""
        from director.tournament.model import entry_of

        if record.purpose == "final":
            return "", [self.tr("Final table!")]
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
        lead = ""
        if record.purpose == "break" and record.table is not None:
            lead = self.tr("Table {0} breaks:").format(record.table)
        elif record.purpose == "break" and record.removed:
            # Several tables broken in one confirmation: the room hears which ones go.
            tables = ", ".join(str(n) for n in sorted(record.removed))
            lead = self.tr("Tables {0} break:").format(tables)
        return lead, parts

    def colour_up_figures(self, structure: Structure, index: int) -> str:
        """The bank's chips and the race's rule for the colour-up at ``index`` (TDA), or "".

        Only when the tournament has a chip set that makes the starting stacks: the chips of
        each value in play are the entries' starting stacks (rebuys and add-ons aside).
        """
        t = self.document.tournament
        chipset = tournament_chipset(t.settings.chipset, structure)
        if chipset is None:
            return ""
        entries = len(t.state.entries)
        stack = t.settings.chips_for_entry(structure.starting_stack)
        try:
            per_player = breakdown(stack, max(MIN_PLAYERS, entries), chipset).per_player
        except DirectorError:
            return ""
        up = colour_up(structure, index, chipset.values, per_player, entries)
        return "" if up is None else up.short(self.document.lang)

    def announce_clock_event(self, event: ClockEvent, structure: Structure) -> None:
        """A break that colours up says which chips go; its line goes when play resumes."""
        entry = structure[event.index]
        if (
            event.kind is ClockEventKind.BREAK_STARTED
            and isinstance(entry, Break)
            and entry.color_up
        ):
            chips = ", ".join(num(c) for c in entry.color_up)
            line = self.tr("Break: colour up the {0} chips").format(chips)
            figures = self.colour_up_figures(structure, event.index)
            self.set_announcement(f"{line}; {figures}" if figures else line)
        elif event.kind is ClockEventKind.BREAK_ENDED and self.announcement.startswith(
            self.tr("Break")
        ):
            self.set_announcement("")
