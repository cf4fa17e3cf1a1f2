"""The sessions behind the table windows: one per table of the open tournament.

A session lives as long as the tournament is open, so closing a table window does not lose a hand
in progress; the shot clock is kept per tournament in the app's settings.
"""

from __future__ import annotations

import random
import weakref
from collections.abc import Callable

from director.engine.cards import Deck
from director.table import TableSession
from director.tournament import Tournament
from ui.document import Document

# One session per (tournament, table) while the tournament is open.
_SESSIONS: weakref.WeakKeyDictionary[Tournament, dict[int, TableSession]] = (
    weakref.WeakKeyDictionary()
)


def session_for(
    document: Document,
    number: int,
    *,
    rng: random.Random | None = None,
    deck_factory: Callable[[], Deck] | None = None,
) -> TableSession:
    """The table's session (made the first time it is asked for, with the hands in the file)."""
    tournament = document.tournament
    tables = _SESSIONS.setdefault(tournament, {})
    session = tables.get(number)
    if session is None:
        session = TableSession(tournament, number, rng=rng, deck_factory=deck_factory)
        tables[number] = session
    else:
        if rng is not None:
            session.rng = rng
        if deck_factory is not None:
            session.deck_factory = deck_factory
    return session


def shot_clock_key(document: Document) -> str:
    """Where a tournament's shot clock is kept in the app's settings (per tournament file)."""
    return "play/shot_clock/" + str(document.tournament.path.resolve()).replace("/", "|")
