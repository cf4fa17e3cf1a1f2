"""The open tournament, seen from Qt: domain records become signals, refusals become messages.

Every window and tab talks to the tournament through one :class:`Document`. It runs the domain's
actions (the same calls the command line makes), turns a refused action into a ``failed``
message in the window's language, and forwards each committed record as ``changed`` so views
refresh from the new (immutable) state. Nothing about the tournament lives only in a widget.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from director.errors import DirectorError
from director.tournament import Tournament, TournamentState, format_money

T = TypeVar("T")

#: How often the window looks at the file for what other programs wrote (milliseconds): the
#: command line in a terminal, or a phone paired over the network recording a bust. One cheap
#: query (SQLite's data_version) when nothing changed.
FOLLOW_MS = 1000


def error_text(exc: DirectorError, lang: str) -> str:
    """A domain error in the window's language (``it`` or ``en``), on one line."""
    return exc.text(lang)


class Document(QObject):
    """One open tournament.

    Args:
        tournament: The open tournament file.
        lang: ``it`` or ``en``: the language of domain messages (undo names, refusals).

    Signals:
        changed(object): a committed record (an action, an undo/redo, a clock change); read
            :attr:`state` for the new state.
        failed(str): an action was refused; the text says why (one line).
    """

    changed = Signal(object)
    failed = Signal(str)

    def __init__(
        self, tournament: Tournament, lang: str = "en", parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.tournament = tournament
        self.lang = lang
        self._unsubscribe = tournament.subscribe(self.changed.emit)
        self._follow = QTimer(self)
        self._follow.setInterval(FOLLOW_MS)
        self._follow.setTimerType(Qt.TimerType.CoarseTimer)
        self._follow.timeout.connect(self.follow)
        self._follow.start()

    # -- reading -----------------------------------------------------------------------------------
    @property
    def state(self) -> TournamentState:
        """The current state."""
        return self.tournament.state

    def money(self, cents: int) -> str:
        """An amount in the tournament's currency, in the window's language."""
        return format_money(cents, self.tournament.settings.currency, self.lang)

    def undo_text(self) -> str:
        """What Undo would take back ("Undo bust of Mario Rossi")."""
        return self.tournament.undo_label(self.lang)

    def redo_text(self) -> str:
        """What Redo would do again."""
        return self.tournament.redo_label(self.lang)

    def follow(self) -> None:
        """Take in what another program wrote; its records reach ``changed`` like our own."""
        # Written to right now: the next look takes it in.
        with contextlib.suppress(DirectorError, sqlite3.Error):
            self.tournament.sync()

    # -- acting ------------------------------------------------------------------------------------
    def act(self, action: Callable[..., T], *args: Any, **kwargs: Any) -> T | None:
        """Run a domain action; on refusal emit ``failed`` and return None (nothing changed)."""
        try:
            return action(*args, **kwargs)
        except DirectorError as exc:
            self.failed.emit(error_text(exc, self.lang))
            return None

    def why_not(self, verify: Callable[..., object], *args: Any, **kwargs: Any) -> str | None:
        """The reason a ``verify_x`` gives, in the window's language, or None if allowed."""
        try:
            verify(*args, **kwargs)
        except DirectorError as exc:
            return error_text(exc, self.lang)
        return None

    def undo(self) -> object | None:
        """Undo the last action."""
        return self.act(self.tournament.undo)

    def redo(self) -> object | None:
        """Redo the last undone action."""
        return self.act(self.tournament.redo)

    def close(self) -> None:
        """Stop listening and close the file (everything is already saved)."""
        self._follow.stop()
        self._unsubscribe()
        self.tournament.close()
