"""The league's top 10 on the projector during breaks.

When the League tab's "Top 10 on the projector during breaks" is ticked, a break that starts puts
the chosen league's first ten ranked players in the projector's announcement (the projector pages
through them as it does through busts), after the colour-up line when the break has one; the
line goes when play resumes. The choice is remembered across evenings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings

from director.clock import ClockEvent, ClockEventKind
from director.errors import DirectorError

if TYPE_CHECKING:
    from ui.clock.feed import ProjectorFeed
    from ui.club.league_tab import LeagueTab

#: How many players the projector lists.
TOP = 10
_KEY = "club/top_on_projector"


def shown_on_projector() -> bool:
    """Whether the top 10 go on the projector during breaks (a setting)."""
    return bool(QSettings().value(_KEY, False, type=bool))


def set_shown_on_projector(on: bool) -> None:
    """Remember whether the top 10 go on the projector during breaks."""
    QSettings().setValue(_KEY, on)


class BreakStandings(QObject):
    """Puts the League tab's league's top 10 on the projector while a break lasts.

    Args:
        tab: The League tab (its chosen league and its tick box).
        feed: The projector's announcement.
    """

    def __init__(self, tab: LeagueTab, feed: ProjectorFeed) -> None:
        super().__init__(tab)
        self.tab = tab
        self.feed = feed
        self.shown: tuple[str, ...] = ()  # the items this put on the projector

    def lines(self) -> tuple[str, list[str]]:
        """The heading and one line per player of the top 10 (empty if none ranked)."""
        session, league = self.tab.session, self.tab.league
        if session.club is None or league is None:
            return "", []
        try:
            standings = session.club.standings(league.name)
        except DirectorError:  # removed meanwhile by another program
            return "", []
        ranked = [s for s in standings if s.rank is not None][:TOP]
        items = [f"{s.rank}. {s.name} {session.points(s.points)}" for s in ranked]
        return self.tr("{0}: top {1}").format(league.name, len(items)), items

    def clock_event(self, event: ClockEvent) -> None:
        """A break starts: show the top 10 (if asked); play resumes: take them away."""
        if event.kind is ClockEventKind.BREAK_STARTED and self.tab.on_projector.isChecked():
            lead, items = self.lines()
            if not items:
                return
            before = self.feed.items if self.feed.announcement else ()
            if before:  # the colour-up line first: the chips go before the break ends
                shown = (*before, lead, *items)
                self.feed.set_announcement("   ".join(shown), shown)
            else:  # each page of players headed by the league's name
                shown = tuple(items)
                self.feed.set_announcement("   ".join((lead, *items)), items, lead)
            self.shown = shown
        elif event.kind is ClockEventKind.BREAK_ENDED and self.shown:
            if self.feed.items == self.shown:
                self.feed.set_announcement("")
            self.shown = ()
