"""The club file as the Club and League tabs see it: opened when first used, followed once a second.

One :class:`ClubSession` is shared by both tabs. It opens the club file the settings name
(:mod:`ui.club.location`) the first time the director changes something, so looking at the tabs
never makes a file; it runs the club's actions, turning a refusal into one line in the window's
language (nothing changed: the domain checks before it writes); and, while a tab showing the club
is on screen, it asks SQLite's ``data_version`` once a second, so what the command line wrote
appears without reopening anything.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QWidget

from director.club.club import Club
from director.club.words import points_text
from director.errors import DirectorError
from director.i18n import Msg
from ui.club.location import club_path, open_club, set_club_path
from ui.document import FOLLOW_MS, Document

T = TypeVar("T")


class ClubSession(QObject):
    """The club file shared by the Club and League tabs.

    Args:
        document: The open tournament (its language, its currency, its results).
        parent: The main window.

    Signals:
        changed(): the club changed (here or in another program): views read it again.
        failed(str): an action was refused; the line says why (nothing changed).
    """

    changed = Signal()
    failed = Signal(str)

    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.lang = document.lang
        self.path = club_path()
        self.club: Club | None = None
        self.problem = ""  # why the file could not be opened ("" when it could, or is not made)
        self._version: int | None = None
        self._watchers: set[int] = set()
        self.timer = QTimer(self)
        self.timer.setInterval(FOLLOW_MS)
        self.timer.setTimerType(Qt.TimerType.CoarseTimer)
        self.timer.timeout.connect(self.poll)
        self._look()

    # -- the file ------------------------------------------------------------------------------
    def _look(self) -> bool:
        """Open the club file if it exists (looking never makes one); True if it opened now."""
        if self.club is not None or not self.path.exists():
            return False
        try:
            self.club = Club.open(self.path)
        except DirectorError as exc:
            self.problem = exc.text(self.lang)
            return False
        self.problem = ""
        self._version = self._data_version()
        return True

    def use(self) -> Club | None:
        """The club, its file made on first use; None (and ``failed``) if it cannot be."""
        if self.club is None:
            try:
                self.club = open_club(self.path)
            except DirectorError as exc:
                self.problem = exc.text(self.lang)
                self.failed.emit(self.problem)
                return None
            self.problem = ""
            self._version = self._data_version()
        return self.club

    def set_path(self, path: Path, *, new: bool = False) -> bool:
        """Use the club file ``path`` from now on (``new``: make it; refused if it exists).

        The choice is remembered only once the file opens; a refusal leaves the current one.
        """
        try:
            club = Club.create(path) if new else Club.open(path)
        except DirectorError as exc:
            self.failed.emit(exc.text(self.lang))
            return False
        if self.club is not None:
            self.club.close()
        self.club, self.path, self.problem = club, path, ""
        set_club_path(path)
        self._version = self._data_version()
        self.changed.emit()
        return True

    def close(self) -> None:
        """Stop following and close the file (everything is already saved)."""
        self.timer.stop()
        if self.club is not None:
            self.club.close()
            self.club = None

    # -- acting ----------------------------------------------------------------------------------
    def act(self, action: Callable[..., T], *args: Any, **kwargs: Any) -> T | None:
        """Run a club action; on refusal emit ``failed`` and return None (nothing changed)."""
        try:
            done = action(*args, **kwargs)
        except DirectorError as exc:
            self.failed.emit(exc.text(self.lang))
            return None
        self._version = self._data_version()
        self.changed.emit()
        return done

    def text(self, msg: Msg) -> str:
        """A domain message in the window's language."""
        return msg.text(self.lang)

    def money(self, cents: int) -> str:
        """An amount in the tournament's currency, in the window's language."""
        return self.document.money(cents)

    def points(self, value: Decimal) -> str:
        """Points to two decimals, as the command line and the sheets write them."""
        return points_text(value, self.lang)

    # -- following other programs ------------------------------------------------------------------
    def follow_while_shown(self, tab: QWidget) -> None:
        """Follow the file while ``tab`` is on screen (its show and hide events say when)."""
        tab.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A followed tab shown or hidden (the event goes on to the tab as usual)."""
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self.watch(watched, event.type() == QEvent.Type.Show)
        return False

    def watch(self, watcher: object, shown: bool) -> None:
        """A tab came on screen (``shown``) or went away: follow the file while any is shown."""
        if shown:
            self._watchers.add(id(watcher))
            self.poll()
        else:
            self._watchers.discard(id(watcher))
        if self._watchers and not self.timer.isActive():
            self.timer.start()
        elif not self._watchers:
            self.timer.stop()

    def _data_version(self) -> int | None:
        if self.club is None:
            return None
        try:
            return self.club.store.data_version()
        except (DirectorError, sqlite3.Error):  # being written right now: the next look sees it
            return None

    def poll(self) -> None:
        """Read the club again if another program changed it (one cheap query otherwise)."""
        if self.club is None:
            if self._look():  # the command line may have made it meanwhile
                self.changed.emit()
            return
        version = self._data_version()
        if version is not None and version != self._version:
            self._version = version
            self.changed.emit()


def decimal_text(value: Decimal, lang: str, places: int) -> str:
    """``1,234.50`` (``1.234,50`` in Italian) with ``places`` decimals."""
    shown = value.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    text = f"{shown:,.{places}f}"
    if lang == "it":
        text = text.replace(",", "\0").replace(".", ",").replace("\0", ".")
    return text


def percent_text(value: Decimal | None, lang: str) -> str:
    """``40.0%`` (``40,0%`` in Italian); empty for None."""
    return "" if value is None else decimal_text(value, lang, 1) + "%"
