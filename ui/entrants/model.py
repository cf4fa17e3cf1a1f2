"""The entrants list: every entry as a read-only row, sorted and filtered in the model.

The rows come from :func:`director.tournament.entrant_rows` (immutable, computed once per state):
sorting and filtering happen here on plain Python tuples, so typing in the search box with 1,000
entrants redraws only the rows on screen (``bench/gui_search.py`` measures it).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont

from director.i18n import ordinal
from director.tournament import EntrantRow, EntryStatus, entrant_rows
from director.tournament.knockouts import Knockouts, knockouts
from ui.common.fmt import num
from ui.document import Document
from ui.entrants.forms import seat_text

_Index = QModelIndex | QPersistentModelIndex

GREY = QColor("#6c6c6c")  # greyed rows on white: 5.3:1 (WCAG AA)
PLAYING_GREEN = QColor("#1e7d32")
_BIG = 1 << 40

# The roles the model answers, as plain ints (the view asks with ints; comparing with
# Qt.ItemDataRole members costs two attribute look-ups each time).
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_ALIGN = int(Qt.ItemDataRole.TextAlignmentRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_USER = int(Qt.ItemDataRole.UserRole)
_ROLES = frozenset({_DISPLAY, _ALIGN, _FOREGROUND, _FONT, _TOOLTIP, _USER})
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
_CENTRE = int(Qt.AlignmentFlag.AlignCenter)
#: Alignment of each column: numbers right, the seat centred, text left.
_ALIGNMENTS = (_RIGHT, _LEFT, _LEFT, _CENTRE, _RIGHT, _RIGHT, _RIGHT, _RIGHT, _RIGHT)


class EntrantsModel(QAbstractTableModel):
    """Every entry as a read-only row: sortable, filtered by the search text.

    The rows come from :func:`entrant_rows` (cached per state); ``_order`` is the sorted order
    of all rows and ``_visible`` the part of it that matches the search text. Sorting keeps the
    selection (persistent indexes are moved); a refresh that leaves the same rows on screen
    only repaints them; anything else resets the model (the tab puts the selection back).
    """

    ENTRY, NAME, STATUS, SEAT, CHIPS, REBUYS, ADDONS, PRIZE, BOUNTIES = range(9)
    COLUMN_COUNT = 9
    NUMERIC = frozenset({ENTRY, CHIPS, REBUYS, ADDONS, PRIZE, BOUNTIES})

    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._rows: tuple[EntrantRow, ...] = entrant_rows(document.state)
        self._knockouts = self._progressive()
        self._filter = ""
        self._sort_column = self.ENTRY
        self._sort_order = Qt.SortOrder.AscendingOrder
        self._order = self._sorted()
        self._visible = self._filtered(self._order)
        self._positions: dict[int, int] | None = None
        self._texts: list[tuple[str, ...] | None] = [None] * len(self._rows)
        self._strike = QFont()
        self._strike.setStrikeOut(True)
        self._bold = QFont()
        self._bold.setBold(True)

    # -- what is shown -------------------------------------------------------------------------
    def headers(self) -> list[str]:
        """Column titles (translated)."""
        return [
            self.tr("#"),
            self.tr("Name"),
            self.tr("Status"),
            self.tr("Table / seat"),
            self.tr("Chips"),
            self.tr("Rebuys"),
            self.tr("Add-ons"),
            self.tr("Prize"),
            self.tr("Bounties"),
        ]

    @property
    def filter_text(self) -> str:
        """The search text."""
        return self._filter

    def total(self) -> int:
        """Every entry, shown or not."""
        return len(self._rows)

    def row(self, i: int) -> EntrantRow:
        """The entry on row ``i``."""
        return self._rows[self._visible[i]]

    def row_of(self, entry: int) -> int | None:
        """The row showing ``entry`` (None if filtered out or unknown)."""
        if self._positions is None:
            rows = self._rows
            self._positions = {rows[i].entry: n for n, i in enumerate(self._visible)}
        return self._positions.get(entry)

    def entries(self) -> list[int]:
        """The entries shown, top to bottom."""
        return [self._rows[i].entry for i in self._visible]

    def _progressive(self) -> Knockouts | None:
        """A progressive knockout's bounties (the Bounties column shows each one on its head)."""
        s = self.document.state
        return knockouts(s) if s.settings.progressive else None

    # -- changing --------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the rows again from the document's (new) state."""
        rows = entrant_rows(self.document.state)
        pko = self._progressive()
        if rows is self._rows and pko == self._knockouts:
            return
        before = self.entries()
        self._rows, self._knockouts = rows, pko
        self._texts = [None] * len(rows)
        order = self._sorted()
        visible = self._filtered(order)
        if [rows[i].entry for i in visible] == before:
            self._order, self._visible = order, visible
            if visible:
                self.dataChanged.emit(
                    self.index(0, 0), self.index(len(visible) - 1, self.COLUMN_COUNT - 1)
                )
            return
        self.beginResetModel()
        self._order, self._visible, self._positions = order, visible, None
        self.endResetModel()

    def set_filter(self, text: str) -> None:
        """Show only the entries whose name, nickname or number match ``text``."""
        if text == self._filter:
            return
        visible = self._filtered(self._order, text)
        self._filter = text
        if visible == self._visible:
            return
        self.beginResetModel()
        self._visible, self._positions = visible, None
        self.endResetModel()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort by ``column`` (the view calls this when a header is clicked)."""
        if not 0 <= column < self.COLUMN_COUNT:
            return
        self.layoutAboutToBeChanged.emit()
        old = self._visible
        self._sort_column, self._sort_order = column, order
        self._order = self._sorted()
        self._visible = self._filtered(self._order)
        self._positions = None
        where = {ri: n for n, ri in enumerate(self._visible)}
        before = self.persistentIndexList()
        after = []
        for index in before:
            n = where.get(old[index.row()]) if 0 <= index.row() < len(old) else None
            after.append(self.index(n, index.column()) if n is not None else QModelIndex())
        self.changePersistentIndexList(before, after)
        self.layoutChanged.emit()

    def _sort_key(self, r: EntrantRow) -> Any:
        """The value the current column sorts by (None: no value, always last)."""
        c = self._sort_column
        if c == self.NAME:
            return r.search
        if c == self.STATUS:
            if r.status is EntryStatus.PLAYING:
                return (0, 0) if r.place == 1 else (1, 0)
            if r.status is EntryStatus.BUSTED:
                return (2, r.place or _BIG)
            return (3, 0)
        if c == self.SEAT:
            return (r.table, r.seat) if r.table is not None else None
        if c == self.CHIPS:
            return r.chips if r.status is EntryStatus.PLAYING else None
        if c == self.REBUYS:
            return r.rebuys
        if c == self.ADDONS:
            return r.addons
        if c == self.PRIZE:
            return r.prize_cents
        if c == self.BOUNTIES:
            pko = self._knockouts
            return r.bounties if pko is None else pko.heads.get(r.entry, 0)
        return r.entry

    def _sorted(self) -> list[int]:
        rows = self._rows
        if self._sort_column == self.ENTRY:  # the rows come in entry order: nothing to sort
            order = list(range(len(rows)))
            if self._sort_order == Qt.SortOrder.DescendingOrder:
                order.reverse()
            return order
        keyed = [(self._sort_key(r), r.entry, i) for i, r in enumerate(rows)]
        present = [k for k in keyed if k[0] is not None]
        present.sort(reverse=self._sort_order == Qt.SortOrder.DescendingOrder)
        missing = [k[2] for k in keyed if k[0] is None]
        return [k[2] for k in present] + missing

    def _filtered(self, order: list[int], text: str | None = None) -> list[int]:
        text = self._filter if text is None else text
        if not text.strip():
            return list(order)
        rows = self._rows
        return [i for i in order if rows[i].matches(text)]

    # -- Qt --------------------------------------------------------------------------------------
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Entries shown."""
        return 0 if parent.isValid() else len(self._visible)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """The columns."""
        return 0 if parent.isValid() else self.COLUMN_COUNT

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        """Column titles."""
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.COLUMN_COUNT:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.headers()[section]
        return None

    def status_text(self, r: EntrantRow) -> str:
        """``playing``, ``out 12th``, ``winner``, ``withdrawn``."""
        lang = self.document.lang
        if r.status is EntryStatus.PLAYING and r.place == 1 and (r.place_to or 1) > 1:
            return self.tr("seat won")  # seated at a satellite's bubble, with the others left
        if r.status is EntryStatus.PLAYING:
            return self.tr("winner") if r.place == 1 else self.tr("playing")
        if r.status is EntryStatus.WITHDRAWN:
            return self.tr("withdrawn")
        if r.place is None:
            return self.tr("out")
        if r.place_to is not None and r.place_to != r.place:
            return self.tr("out {0}–{1}").format(ordinal(r.place, lang), ordinal(r.place_to, lang))
        return self.tr("out {0}").format(ordinal(r.place, lang))

    def _display(self, r: EntrantRow, col: int) -> str:
        if col == self.ENTRY:
            return str(r.entry)
        if col == self.NAME:
            return r.name
        if col == self.STATUS:
            return self.status_text(r)
        if col == self.SEAT:
            return seat_text(r)
        if col == self.CHIPS:
            playing = r.status is EntryStatus.PLAYING
            return num(r.chips) if playing and r.chips is not None else ""
        if col == self.REBUYS:
            return str(r.rebuys) if r.rebuys else ""
        if col == self.ADDONS:
            return str(r.addons) if r.addons else ""
        if col == self.PRIZE:
            return self.document.money(r.prize_cents) if r.prize_cents else ""
        if self._knockouts is not None:  # a progressive knockout: the bounty on the head now
            head = self._knockouts.heads.get(r.entry, 0)
            return self.document.money(head) if head else ""
        return str(r.bounties) if r.bounties else ""

    def _tooltip(self, r: EntrantRow, col: int) -> str | None:
        s = self.document.state
        if col == self.NAME:
            p = s.player_of(r.entry)
            lines = [s.label(r.entry)]
            for label, value in (
                (self.tr("Email: {0}"), p.email),
                (self.tr("Phone: {0}"), p.phone),
                (self.tr("Notes: {0}"), p.notes),
            ):
                if value:
                    lines.append(label.format(value))
            for c in s.entries[r.entry].corrections:
                lines.append(self.tr("Brought back: {0}").format(c.reason))
            return "\n".join(lines)
        if col == self.STATUS:
            if r.status is EntryStatus.BUSTED and r.busted_by is not None:
                return self.tr("Busted by {0}").format(s.label(r.busted_by))
            if r.status is EntryStatus.WITHDRAWN:
                return self.tr("Withdrawn: refunded, not counted in the entries or the pool")
        if col == self.BOUNTIES and self._knockouts is not None:
            won = self.document.money(self._knockouts.won.get(r.entry, 0))
            text = self.tr("Bounty on their head now; bounty cash won: {0}, knockouts: {1}")
            return text.format(won, r.bounties)
        return None

    def data(self, index: _Index, role: int = _DISPLAY) -> Any:
        """Cell text, alignment, grey for players out, tooltips.

        Called for every role of every cell on screen at each repaint: roles are compared as
        plain ints and each row's texts are made once per state.
        """
        if role not in _ROLES or not index.isValid():
            return None
        i = self._visible[index.row()]
        r = self._rows[i]
        col = index.column()
        if role == _DISPLAY:
            texts = self._texts[i]
            if texts is None:
                texts = self._texts[i] = tuple(
                    self._display(r, c) for c in range(self.COLUMN_COUNT)
                )
            return texts[col]
        if role == _ALIGN:
            return _ALIGNMENTS[col]
        if role == _FOREGROUND:
            if r.status is not EntryStatus.PLAYING:
                return GREY
            return PLAYING_GREEN if col == self.STATUS else None
        if role == _FONT:
            if r.status is EntryStatus.WITHDRAWN and col == self.NAME:
                return self._strike
            if r.place == 1 and r.status is EntryStatus.PLAYING:
                return self._bold
            return None
        if role == _TOOLTIP:
            return self._tooltip(r, col)
        return r.entry  # UserRole
