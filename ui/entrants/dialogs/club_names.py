"""The club's players offered as a name is typed in the registration dialog.

The club file is opened when a registration dialog opens, and only if it exists
(:func:`ui.club.location.club_path`): a director who keeps no club sees nothing new and no file
is made. A club file that cannot be opened (damaged, foreign, newer) is said in one line and
registration goes on without it: the club never stands between a player and their seat.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QObject, Qt, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QCompleter, QLineEdit

from director.club.club import Club
from director.club.model import ClubPlayer, PlayerFields
from director.errors import DirectorError
from ui.club.location import club_path, open_club

#: The role holding what choosing a suggestion puts in the name field (the name alone; the
#: list shows it with the nickname).
NAME_ROLE = Qt.ItemDataRole.UserRole + 1
#: The role holding the club player's id.
ID_ROLE = Qt.ItemDataRole.UserRole + 2
#: Suggestions shown at once (the rest by scrolling).
VISIBLE = 8


class ClubNames(QObject):
    """The club's players whose name or nickname has every word typed, under the name field.

    Args:
        edit: The name field.
        lang: The window's language (for the club's refusal).
        parent: The dialog (owns this and closes the club with it).

    Attributes:
        club: The open club file, or None (no club file, or one that cannot be opened).
        problem: Why the club file could not be opened, in one line, or None.
        completer: The list of suggestions on ``edit`` (None without a club).

    Signals:
        chosen: A suggestion was chosen: the :class:`ClubPlayer`.
    """

    chosen = Signal(object)

    def __init__(self, edit: QLineEdit, lang: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.edit = edit
        self.club: Club | None = None
        self.problem: str | None = None
        self.completer: QCompleter | None = None
        self._found: dict[int, ClubPlayer] = {}
        path = club_path()
        if not path.exists():
            return
        try:
            self.club = open_club(path)
        except DirectorError as exc:
            self.problem = exc.text(lang)
            return
        self.model = QStandardItemModel(self)
        completer = QCompleter(self.model, self)
        # The club's search decides what matches (every word, anywhere, accents aside): the
        # list shows what it found as it is.
        completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        completer.setCompletionRole(NAME_ROLE)
        completer.setMaxVisibleItems(VISIBLE)
        popup = completer.popup()
        if popup is not None:
            popup.setObjectName("clubSuggestions")
        edit.setCompleter(completer)
        # The overload with the row (its id), not the text (two players may share a name);
        # PySide6's stubs do not know signals are indexed by overload.
        completer.activated[QModelIndex].connect(self._activated)  # type: ignore[index]
        # Before the line edit opens the list (it does after emitting textEdited).
        edit.textEdited.connect(self.offer)
        self.completer = completer

    def offer(self, text: str) -> list[ClubPlayer]:
        """Put the club's players matching ``text`` in the list; those players."""
        if self.club is None:
            return []
        try:
            found = self.club.search(text)
        except DirectorError:
            found = []  # the file went away meanwhile: no suggestions, registration goes on
        self.model.clear()
        self._found = {p.id: p for p in found}
        for p in found:
            item = QStandardItem(p.label)
            item.setData(p.name, NAME_ROLE)
            item.setData(p.id, ID_ROLE)
            item.setToolTip(_details(p))
            item.setEditable(False)
            self.model.appendRow(item)
        return found

    def suggestions(self) -> list[str]:
        """The suggestions in the list, as shown."""
        return (
            [self.model.item(r).text() for r in range(self.model.rowCount())] if self.club else []
        )

    def _activated(self, index: QModelIndex) -> None:
        player = self._found.get(int(index.data(ID_ROLE)))
        if player is not None:
            self.chosen.emit(player)

    def named(self, name: str, nickname: str) -> ClubPlayer | None:
        """The club's player with exactly this name and nickname (case and accents aside)."""
        if self.club is None or not name.strip():
            return None
        try:
            return self.club.find_named(PlayerFields(name, nickname))
        except DirectorError:
            return None

    def close(self) -> None:
        """Close the club file (safe to call twice)."""
        if self.club is not None:
            self.club.close()
            self.club = None


def _details(p: ClubPlayer) -> str:
    """The player's contacts and membership number, for the suggestion's tooltip."""
    d = p.details
    return " · ".join(t for t in (d.member, d.email, d.phone) if t)
