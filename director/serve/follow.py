"""The server's own view of the tournament file, kept up to date with every writer.

The window, the command line and the server's remote all write to the same file. The server
asks SQLite's ``PRAGMA data_version`` a few times a second (one cheap query: it changes only
when another connection committed) and reads the new records when it did. It also watches the
clock: a level ending is no record in the file, so it compares where the clock stands now with
where it stood at the last look.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from director.i18n import Lang
from director.serve import publish
from director.tournament import Tournament
from director.tournament.events import Event


class Follower:
    """One open tournament, read for the network's screens.

    Args:
        t: The tournament, opened by the server for itself (its own connection to the file).
    """

    def __init__(self, t: Tournament) -> None:
        self.t = t
        #: The last record that the room was told about (a bust, table moves), if any.
        self._announced: Event | None = None
        self._mark = self._where()
        self._cache: dict[tuple[str, Lang], dict[str, Any]] = {}
        t.subscribe(self._record)

    def _record(self, record: Event) -> None:
        if self.t.entrants.announce(record, "en"):
            self._announced = record

    def _where(self) -> tuple[int, int, bool, bool]:
        """What changes the display without a record: the log's end and the clock's position."""
        view = self.t.clock.view()
        return (self.t.store.last_seq, view.index, view.running, view.overtime > 0)

    def poll(self) -> bool:
        """Take in what others wrote; True when the screens should be told.

        That is: a record, or a level boundary, since the last look.
        """
        self.t.sync()
        mark = self._where()
        if mark == self._mark:
            return False
        self._mark = mark
        self._cache.clear()
        return True

    def announcement(self, lang: Lang) -> str:
        """The room's last announcement line in ``lang`` (empty if none)."""
        if self._announced is None:
            return ""
        return "   ".join(self.t.entrants.announce(self._announced, lang))

    def page(self, what: str, lang: Lang) -> dict[str, Any]:
        """One page's data: ``state``, ``seats``, ``payouts``, ``structure`` or ``results``.

        Each but the state is computed once per change and language.
        """
        key = (what, lang)
        if what == "state":  # its seconds run on: never from the cache
            return publish.state(self.t, lang, self.announcement(lang))
        if key not in self._cache:
            self._cache[key] = PAGES[what](self.t, lang)
        return self._cache[key]


PAGES: dict[str, Callable[[Tournament, Lang], dict[str, Any]]] = {
    "seats": lambda t, _lang: publish.seats(t),
    "payouts": publish.payouts,
    "structure": lambda t, _lang: publish.structure(t),
    "results": publish.results,
}
