"""The Entrants tab: everyone who entered, searched as you type, with one key per action.

The list is a read-only :class:`EntrantsModel` over :func:`director.tournament.entrant_rows`
(immutable rows, computed once per state): sorting and filtering happen in the model on plain
Python tuples, so typing in the search box with 1,000 entrants redraws only the rows on screen
(``bench/gui_search.py`` measures it). Every action goes through the same
:class:`~director.tournament.Tournament` calls the command line makes; when one is not allowed
its button is disabled with the tournament's reason as tooltip, and pressing its key says the
reason instead of doing anything.

Keys while the tab has focus (letters act in the list; in the search box they type):

========================  ===========================================================
Insert, Ctrl+I            register an entrant (the search text, if nobody matches, is the name)
R / Shift+R               rebuy / double rebuy
A                         add-on
B, Delete                 bust (choose the eliminator; several in one hand with their stacks)
E                         re-entry of a busted player
V                         bring back a player busted by mistake (with the reason)
C / Shift+C               chip count of the player / of all players left
Enter, Ctrl+E             edit the player's details (double-click too)
W                         withdraw (refund) an entry made by mistake
Ctrl+F                    search; Down or Enter goes to the list, Escape clears
========================  ===========================================================
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPoint,
    Qt,
)
from PySide6.QtGui import QAction, QColor, QFont, QKeyEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QTableView,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from director.clock import ClockView
from director.errors import DirectorError
from director.i18n import ordinal
from director.tournament import EntrantRow, EntryStatus, entrant_rows
from director.tournament import events as ev
from director.tournament.errors import TournamentError
from ui.common.fmt import num
from ui.document import Document, error_text
from ui.entrants.dialogs import (
    BustDialog,
    ChipCountsDialog,
    ChipsDialog,
    PersonDialog,
    ReviveDialog,
    seat_text,
    sentence,
)

_Index = QModelIndex | QPersistentModelIndex

GREY = QColor("#7c7c7c")
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

#: The actions with a button above the list, in order (withdraw is in the right-click menu).
BAR = (
    "register",
    "rebuy",
    "double_rebuy",
    "addon",
    "bust",
    "reenter",
    "revive",
    "chips",
    "count_all",
    "edit",
)


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

    # -- changing --------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the rows again from the document's (new) state."""
        rows = entrant_rows(self.document.state)
        if rows is self._rows:
            return
        before = self.entries()
        self._rows = rows
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
            return r.bounties
        return r.entry

    def _sorted(self) -> list[int]:
        rows = self._rows
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


class _SearchKeys(QObject):
    """In the search box: Down/Up/Return go to the list, Escape clears."""

    def __init__(self, tab: EntrantsTab) -> None:
        super().__init__(tab)
        self.tab = tab
        tab.search.installEventFilter(self)
        tab.table.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Move between the search box and the list with the keyboard."""
        if event.type() != QEvent.Type.KeyPress:
            return False
        assert isinstance(event, QKeyEvent)
        key = event.key()
        tab = self.tab
        if watched is tab.search:
            if key in (Qt.Key.Key_Down, Qt.Key.Key_Up, Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):
                tab.go_to_list(1 if key in (Qt.Key.Key_Down, Qt.Key.Key_PageDown) else -1)
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers():
                tab.go_to_list(0)
                return True
            if key == Qt.Key.Key_Escape and tab.search.text():
                tab.search.clear()
                return True
        elif watched is tab.table:
            if key == Qt.Key.Key_Escape:
                tab.search.setFocus()
                tab.search.selectAll()
                return True
            # a letter that is not an action's key starts a search (instead of the view's
            # jump-to-first-letter, which would move the selection under the director's feet)
            text = event.text()
            plain = not event.modifiers() & ~(
                Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier
            )
            if plain and text and text.isprintable() and not text.isspace():
                tab.search.setFocus()
                tab.search.setText(text)
                return True
        return False


class EntrantsTab(QWidget):
    """The Entrants tab of the main window.

    Args:
        document: The open tournament.
        parent: The main window (its clock controller, if it has one, tells the tab when the
            level changes, which opens or closes rebuys and late registration).

    Attributes:
        current_dialog: The dialog open on top of the tab (register, bust, ...), if any.
        ask: Asks a yes/no question (the director's decision to allow an action the rules
            do not); returns the answer.
    """

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("entrantsTab")
        self.document = document
        self.current_dialog: QDialog | None = None
        self.ask: Callable[[str, str], bool] = self._ask
        self._acting = False
        self._kept: list[int] = []
        self._clock_key: tuple[int, bool] | None = None

        self.model = EntrantsModel(document, self)
        self.search = QLineEdit()
        self.search.setObjectName("entrantSearch")
        self.search.setPlaceholderText(
            self.tr("Search by name, nickname or #number (Ctrl+F) — Enter goes to the list")
        )
        self.search.setClearButtonEnabled(True)
        self.shown_label = QLabel()
        self.shown_label.setObjectName("entrantsShown")
        self.shown_label.setStyleSheet("color: palette(mid);")
        self.notice = QLabel()
        self.notice.setObjectName("entrantNotice")
        self.notice.setWordWrap(True)
        self.notice.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.notice.hide()

        self.table = QTableView()
        self.table.setObjectName("entrantsTable")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.setTabKeyNavigation(False)
        self.table.verticalHeader().hide()
        vh = self.table.verticalHeader()
        vh.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        vh.setDefaultSectionSize(self.fontMetrics().height() + 10)
        header = self.table.horizontalHeader()
        header.setHighlightSections(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(EntrantsModel.NAME, QHeaderView.ResizeMode.Stretch)
        self._size_columns()
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(EntrantsModel.ENTRY, Qt.SortOrder.AscendingOrder)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._context_menu)
        self.table.activated.connect(lambda _i: self.edit())

        self.footer = QLabel()
        self.footer.setObjectName("entrantsFooter")
        ff = self.footer.font()
        ff.setPointSizeF(ff.pointSizeF() * 1.1)
        self.footer.setFont(ff)

        self.actions_by_name: dict[str, QAction] = {}
        #: The toolbar's buttons, by action name: each one enabled when its action is allowed,
        #: its tooltip saying why not (the keys stay active and say it too).
        self.buttons: dict[str, QAction] = {}
        self.toolbar = QToolBar()
        self.toolbar.setObjectName("entrantsToolbar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.toolbar.setStyleSheet(
            "QToolButton { border: 1px solid palette(mid); border-radius: 3px;"
            " padding: 3px 8px; margin-right: 3px; background: palette(button); }"
            " QToolButton:disabled { color: palette(mid); border-color: palette(midlight); }"
            " QToolButton:hover { background: palette(light); }"
            " QToolButton#qt_toolbar_ext_button { border: none; background: transparent;"
            " padding: 0; }"
        )
        self.key_texts: dict[str, str] = {}
        self._build_actions()

        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.shown_label)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.toolbar)
        layout.addWidget(self.notice)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.footer)

        self._keys = _SearchKeys(self)
        self.search.textChanged.connect(self.model.set_filter)
        self.search.textChanged.connect(lambda _t: self._update_shown())
        self.model.modelAboutToBeReset.connect(self._remember_selection)
        self.model.modelReset.connect(self._restore_selection)
        self.table.selectionModel().selectionChanged.connect(lambda *_a: self.update_actions())
        document.changed.connect(self._document_changed)
        document.failed.connect(self._failed)
        controller = getattr(parent, "controller", None)
        clock_changed = getattr(controller, "changed", None)
        if clock_changed is not None:
            clock_changed.connect(self._clock_changed)
        self.refresh()

    # -- building --------------------------------------------------------------------------------
    def _build_actions(self) -> None:
        spec: Sequence[tuple[str, str, str, list[Any], Callable[[], object]]] = (
            (
                "register",
                self.tr("Register…"),
                self.tr("Ins"),
                [Qt.Key.Key_Insert, "Ctrl+I"],
                self.register,
            ),
            ("rebuy", self.tr("Rebuy"), "R", [Qt.Key.Key_R], lambda: self.rebuy(False)),
            (
                "double_rebuy",
                self.tr("Double rebuy"),
                self.tr("Shift+R"),
                ["Shift+R"],
                lambda: self.rebuy(True),
            ),
            ("addon", self.tr("Add-on"), "A", [Qt.Key.Key_A], self.addon),
            ("bust", self.tr("Bust…"), "B", [Qt.Key.Key_B, Qt.Key.Key_Delete], self.bust),
            ("reenter", self.tr("Re-entry"), "E", [Qt.Key.Key_E], self.reenter),
            ("revive", self.tr("Bring back…"), "V", [Qt.Key.Key_V], self.revive),
            ("chips", self.tr("Chips…"), "C", [Qt.Key.Key_C], self.chips),
            (
                "count_all",
                self.tr("Count all…"),
                self.tr("Shift+C"),
                ["Shift+C"],
                self.count_all,
            ),
            ("edit", self.tr("Edit…"), self.tr("Enter"), ["Ctrl+E"], self.edit),
            ("withdraw", self.tr("Withdraw…"), "W", [Qt.Key.Key_W], self.withdraw),
            ("find", self.tr("Search"), "Ctrl+F", [QKeySequence.StandardKey.Find], self.find),
        )
        for name, text, key_text, keys, slot in spec:
            action = QAction(text, self)
            action.setObjectName(f"entrants_{name}")
            action.setShortcuts([QKeySequence(k) for k in keys])
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(lambda _checked=False, slot=slot: slot())
            self.addAction(action)
            self.actions_by_name[name] = action
            self.key_texts[name] = key_text
            if name in BAR:
                # a toolbar (not a row of push buttons): when the window is narrow the buttons
                # that do not fit go into its » menu instead of widening the window
                button = QAction(f"{text}  ({key_text})", self.toolbar)
                button.setObjectName(f"entrants_{name}_button")
                button.triggered.connect(lambda _checked=False, action=action: action.trigger())
                self.toolbar.addAction(button)
                self.buttons[name] = button

    def _size_columns(self) -> None:
        fm = self.table.fontMetrics()
        pad = 22
        samples = {
            EntrantsModel.ENTRY: "0000",
            EntrantsModel.STATUS: "out 1000th–1000th",
            EntrantsModel.SEAT: "Table / seat",
            EntrantsModel.CHIPS: "1,000,000",
            EntrantsModel.REBUYS: "Rebuys",
            EntrantsModel.ADDONS: "Add-ons",
            EntrantsModel.PRIZE: "€ 10,000.00",
            EntrantsModel.BOUNTIES: "Bounties",
        }
        headers = self.model.headers()
        for col, sample in samples.items():
            width = max(fm.horizontalAdvance(sample), fm.horizontalAdvance(headers[col]))
            self.table.setColumnWidth(col, width + pad)

    # -- refreshing ------------------------------------------------------------------------------
    def _document_changed(self, _record: object) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Read everything again from the tournament (after any change)."""
        self.model.refresh()
        self._update_columns()
        self._update_shown()
        self._update_footer()
        self.update_actions()

    def _clock_changed(self, view: ClockView) -> None:
        # rebuys, add-ons and late registration open and close with the levels
        key = (view.index, view.started)
        if key != self._clock_key:
            self._clock_key = key
            self.update_actions()

    def _update_columns(self) -> None:
        s = self.document.state
        settings = s.settings
        self.table.setColumnHidden(
            EntrantsModel.REBUYS, settings.rebuy is None and not s.rebuy_count
        )
        self.table.setColumnHidden(
            EntrantsModel.ADDONS, settings.addon is None and not s.addon_count
        )
        self.table.setColumnHidden(EntrantsModel.BOUNTIES, not settings.bounty_cents)

    def _update_shown(self) -> None:
        shown, total = self.model.rowCount(), self.model.total()
        if self.model.filter_text.strip():
            self.shown_label.setText(self.tr("{0} of {1} shown").format(num(shown), num(total)))
        else:
            self.shown_label.setText("")

    def footer_text(self) -> str:
        """``32 entries · 27 playing · 5 rebuys · 3 add-ons · prize pool € 740``."""
        t = self.document.tournament
        s = self.document.state
        n = s.entry_count
        parts = [self.tr("1 entry") if n == 1 else self.tr("{0} entries").format(num(n))]
        parts.append(self.tr("{0} playing").format(num(s.players_left)))
        if s.settings.rebuy is not None or s.rebuy_count:
            k = s.rebuy_count
            parts.append(self.tr("1 rebuy") if k == 1 else self.tr("{0} rebuys").format(num(k)))
        if s.settings.addon is not None or s.addon_count:
            k = s.addon_count
            parts.append(self.tr("1 add-on") if k == 1 else self.tr("{0} add-ons").format(num(k)))
        pool = self.document.money(t.money.summary().prize_pool_cents)
        parts.append(self.tr("prize pool {0}").format(pool))
        return "  ·  ".join(parts)

    def _update_footer(self) -> None:
        self.footer.setText(self.footer_text())

    # -- selection -------------------------------------------------------------------------------
    def selected_entries(self) -> list[int]:
        """The selected entries, top to bottom."""
        rows = sorted(i.row() for i in self.table.selectionModel().selectedRows())
        return [self.model.row(r).entry for r in rows]

    def select_entries(self, entries: Sequence[int]) -> None:
        """Select ``entries`` (those shown) and show the first."""
        from PySide6.QtCore import QItemSelection, QItemSelectionModel

        sm = self.table.selectionModel()
        selection = QItemSelection()
        first = None
        for entry in entries:
            row = self.model.row_of(entry)
            if row is None:
                continue
            if first is None:
                first = row
            selection.select(
                self.model.index(row, 0), self.model.index(row, EntrantsModel.COLUMN_COUNT - 1)
            )
        flags = (
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows
        )
        sm.select(selection, flags)
        if first is not None:
            current = self.model.index(first, EntrantsModel.NAME)
            sm.setCurrentIndex(current, QItemSelectionModel.SelectionFlag.NoUpdate)
            self.table.scrollTo(current)

    def _remember_selection(self) -> None:
        self._kept = self.selected_entries()

    def _restore_selection(self) -> None:
        kept = [e for e in self._kept if self.model.row_of(e) is not None]
        if kept:
            self.select_entries(kept)
        elif self.model.filter_text.strip() and self.model.rowCount():
            self.select_entries([self.model.row(0).entry])
        self.update_actions()

    def go_to_list(self, step: int) -> None:
        """From the search box to the list: the selected entry, or the next/previous one."""
        if not self.model.rowCount():
            return
        rows = sorted(i.row() for i in self.table.selectionModel().selectedRows())
        row = rows[0] + step if rows else 0
        row = max(0, min(self.model.rowCount() - 1, row))
        self.select_entries([self.model.row(row).entry])
        self.table.setFocus()

    def find(self) -> None:
        """Go to the search box."""
        self.search.setFocus()
        self.search.selectAll()

    def showEvent(self, event: QShowEvent) -> None:
        """Coming to the tab: typing searches (unless focus is already in the tab)."""
        super().showEvent(event)
        focus = self.focusWidget()
        if focus is None or not self.isAncestorOf(focus) or not focus.hasFocus():
            self.search.setFocus()

    # -- buttons ---------------------------------------------------------------------------------
    def _one(self) -> int | None:
        entries = self.selected_entries()
        return entries[0] if len(entries) == 1 else None

    def _selection_reason(self) -> str:
        return (
            self.tr("Select one entrant in the list first.")
            if not self.selected_entries()
            else self.tr("Select only one entrant for this.")
        )

    def reasons(self) -> dict[str, str | None]:
        """Why each action cannot be done now for the selection (None: it can)."""
        t = self.document.tournament
        s = self.document.state
        why = self.document.why_not
        e = self._one()
        out: dict[str, str | None] = {}
        finished = TournamentError("err.finished").text(self.document.lang) if s.finished else None
        out["register"] = finished
        single: dict[str, Callable[[int], str | None]] = {
            "rebuy": lambda e: why(t.money.verify_rebuy, e),
            "double_rebuy": lambda e: why(t.money.verify_rebuy, e, double=True),
            "addon": lambda e: why(t.money.verify_addon, e),
            "reenter": lambda e: why(t.entrants.verify_reenter, e),
            "revive": lambda e: why(t.entrants.verify_revive, e, "?"),
            "chips": lambda e: why(t.entrants.verify_set_chips, {e: 1}),
            "edit": lambda _e: None,
            "withdraw": lambda e: why(t.entrants.verify_withdraw, e),
        }
        for name, check in single.items():
            out[name] = check(e) if e is not None else self._selection_reason()
        entries = self.selected_entries()
        if not entries:
            out["bust"] = self._selection_reason()
        else:
            out["bust"] = next(
                (r for r in (self._bust_reason(x) for x in entries) if r is not None), None
            )
        out["count_all"] = finished or (None if s.players_left else self.tr("Nobody is playing."))
        return out

    def _bust_reason(self, entry: int) -> str | None:
        """Why ``entry`` cannot be busted at all (stacks and eliminator come in the dialog)."""
        t = self.document.tournament
        try:
            t.entrants.verify_bust(entry)
        except DirectorError as exc:
            if getattr(exc, "key", "") == "err.need_stacks":
                return None
            return error_text(exc, self.document.lang)
        return None

    def update_actions(self) -> None:
        """Enable each button when its action is allowed; say why not in its tooltip."""
        settings = self.document.state.settings
        offered = {
            "rebuy": settings.rebuy is not None,
            "double_rebuy": settings.rebuy is not None and settings.rebuy.double,
            "addon": settings.addon is not None,
            "reenter": settings.reentry,
        }
        tips = {
            "register": self.tr("Register a new entrant (Insert or Ctrl+I)"),
            "rebuy": self.tr("A rebuy for the selected player (R)"),
            "double_rebuy": self.tr("A double rebuy for the selected player (Shift+R)"),
            "addon": self.tr("An add-on for the selected player (A)"),
            "bust": self.tr(
                "The selected player is out (B or Delete); several players out in the "
                "same hand can be busted together"
            ),
            "reenter": self.tr("A new entry for the selected busted player (E)"),
            "revive": self.tr("Bring back a player busted by mistake (V)"),
            "chips": self.tr("Type the selected player's chip count (C)"),
            "count_all": self.tr("Type the chip counts of all players left (Shift+C)"),
            "edit": self.tr("Correct the selected player's details (Enter or Ctrl+E)"),
            "withdraw": self.tr("Cancel an entry made by mistake and refund it (W)"),
            "find": self.tr("Search (Ctrl+F)"),
        }
        reasons = self.reasons()
        closed = self.document.tournament.registration_closed_because()
        if reasons["register"] is None and closed is not None:
            tips["register"] = self.tr(
                "Registration is closed{0}; you can still register a player as the "
                "director's decision (Insert or Ctrl+I)"
            ).format(closed.text(self.document.lang))
        self._offered = offered
        self._tips = {
            name: tips[name] if reasons.get(name) is None else sentence(reasons[name] or "")
            for name in tips
        }
        self._reasons = reasons
        for name, button in self.buttons.items():
            button.setVisible(offered.get(name, True))
            button.setEnabled(reasons.get(name) is None)
            button.setToolTip(self._tips[name])

    # -- messages --------------------------------------------------------------------------------
    def say(self, text: str, error: bool = False) -> None:
        """Show the outcome of the last action above the list."""
        if error:
            style = "background: #fde2e1; color: #8c1d18; border: 1px solid #f2b8b5;"
        else:
            style = "background: #e6f4ea; color: #0d5323; border: 1px solid #b7dfc2;"
        self.notice.setStyleSheet(f"QLabel {{ {style} padding: 6px; border-radius: 4px; }}")
        self.notice.setText(sentence(text))
        self.notice.show()

    def _failed(self, text: str) -> None:
        if self._acting:
            self.say(text, error=True)

    def _refuse(self, text: str) -> None:
        """An action that cannot be done: say why (here and in the status bar)."""
        self.say(text, error=True)
        self.document.failed.emit(sentence(text))

    def _act(self, fn: Callable[..., Any], *args: Any, **kw: Any) -> Any:
        self._acting = True
        try:
            return self.document.act(fn, *args, **kw)
        finally:
            self._acting = False

    def _ask(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(
            self,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _label(self, entry: int) -> str:
        return self.document.state.label(entry)

    def _seat_phrase(self, seat: tuple[int, int] | None) -> str:
        """Where a new (or returning) player sits, once the seats are drawn."""
        if seat is not None:
            return " " + self.tr("Table {0}, seat {1}.").format(seat[0], seat[1])
        if any(t.occupants for t in self.document.state.tables.values()):
            return " " + self.tr("There is no free seat: add a table, then seat the player.")
        return ""

    # -- dialogs ---------------------------------------------------------------------------------
    def _open(self, dialog: QDialog, done: Callable[[Any], None]) -> None:
        self.current_dialog = dialog

        def finished(code: int) -> None:
            self.current_dialog = None
            record = getattr(dialog, "record", None)
            if code == QDialog.DialogCode.Accepted and record is not None:
                done(record)
            dialog.deleteLater()
            self.table.setFocus()

        dialog.finished.connect(finished)
        dialog.open()

    def _entry_or_refuse(self) -> int | None:
        """The one entry an action is for, or None after saying why there is none."""
        e = self._one()
        if e is None:
            self._refuse(self._selection_reason())
        return e

    # -- actions ---------------------------------------------------------------------------------
    def register(self) -> None:
        """Open the registration dialog (the search text is the name if nobody matches it)."""
        reason = self.reasons()["register"]
        if reason is not None:
            self._refuse(reason)
            return
        text = self.search.text().strip()
        name = text if text and not self.model.rowCount() and not text.startswith("#") else ""
        dialog = PersonDialog(self.document, self, name=name)

        def done(record: ev.Registered) -> None:
            self.search.clear()
            self.select_entries([record.entry])
            self.say(
                self.tr("{0} is registered (entry #{1}).").format(
                    self._label(record.entry), record.entry
                )
                + self._seat_phrase(record.seat)
            )

        self._open(dialog, done)

    def _forcible(
        self, verify: Callable[..., Any], args: tuple[Any, ...], kw: dict[str, Any], what: str
    ) -> bool | None:
        """True to go on (with ``force`` if asked and agreed), None to stop (reason said)."""
        reason = self.document.why_not(verify, *args, **kw)
        if reason is None:
            return False
        if self.document.why_not(verify, *args, **kw, force=True) is None and self.ask(
            what,
            self.tr("{0}.\n\nAllow it anyway? It is recorded as the director's decision.").format(
                sentence(reason)
            ),
        ):
            return True
        self._refuse(reason)
        return None

    def rebuy(self, double: bool = False) -> None:
        """A rebuy (``double``: a double rebuy) for the selected player."""
        e = self._entry_or_refuse()
        if e is None:
            return
        t = self.document.tournament
        force = self._forcible(
            t.money.verify_rebuy,
            (e,),
            {"double": double},
            self.tr("Double rebuy") if double else self.tr("Rebuy"),
        )
        if force is None:
            return
        record = self._act(t.money.rebuy, e, double=double, force=force)
        if record is not None:
            n = self.document.state.entries[e].rebuys
            text = (
                self.tr("Double rebuy for {0} ({1} rebuys so far).")
                if double
                else self.tr("Rebuy for {0} ({1} so far).")
            )
            self.say(text.format(self._label(e), n))

    def addon(self) -> None:
        """An add-on for the selected player."""
        e = self._entry_or_refuse()
        if e is None:
            return
        t = self.document.tournament
        force = self._forcible(t.money.verify_addon, (e,), {}, self.tr("Add-on"))
        if force is None:
            return
        if self._act(t.money.addon, e, force=force) is not None:
            self.say(self.tr("Add-on for {0}.").format(self._label(e)))

    def reenter(self) -> None:
        """A new entry for the selected (busted) player."""
        e = self._entry_or_refuse()
        if e is None:
            return
        t = self.document.tournament
        force = self._forcible(t.entrants.verify_reenter, (e,), {}, self.tr("Re-entry"))
        if force is None:
            return
        record = self._act(t.entrants.reenter, e, force=force)
        if record is not None:
            self.search.clear()
            self.select_entries([record.entry])
            self.say(
                self.tr("{0} enters again (entry #{1}).").format(
                    self._label(record.entry), record.entry
                )
                + self._seat_phrase(record.seat)
            )

    def bust(self) -> None:
        """Open the bust dialog for the selected players."""
        entries = self.selected_entries()
        reason = self.reasons()["bust"]
        if reason is not None:
            self._refuse(reason)
            return
        dialog = BustDialog(self.document, entries, self)

        def done(record: ev.Busted) -> None:
            lines = [
                sentence(x) + "."
                for x in self.document.tournament.entrants.announce(record, self.document.lang)
            ]
            won = self.document.tournament.money.prizes()
            for b in record.busts:  # in the money: what to pay out now
                if won.get(b.entry):
                    lines.append(
                        self.tr("Prize for {0}: {1}.").format(
                            self._label(b.entry), self.document.money(won[b.entry])
                        )
                    )
            self.select_entries([b.entry for b in record.busts])
            self.say("  ".join(lines))

        self._open(dialog, done)

    def revive(self) -> None:
        """Open the dialog that brings back a player busted by mistake."""
        e = self._entry_or_refuse()
        if e is None:
            return
        reason = self.document.why_not(self.document.tournament.entrants.verify_revive, e, "?")
        if reason is not None:
            self._refuse(reason)
            return

        def done(record: ev.Revived) -> None:
            self.select_entries([record.entry])
            self.say(
                self.tr("{0} is back in the tournament.").format(self._label(record.entry))
                + self._seat_phrase(record.seat)
            )

        self._open(ReviveDialog(self.document, e, self), done)

    def chips(self) -> None:
        """Open the chip count of the selected player."""
        e = self._entry_or_refuse()
        if e is None:
            return
        reason = self.document.why_not(self.document.tournament.entrants.verify_set_chips, {e: 1})
        if reason is not None:
            self._refuse(reason)
            return

        def done(record: ev.ChipsCounted) -> None:
            entry, chips = record.counts[0]
            self.say(self.tr("{0} has {1} chips.").format(self._label(entry), num(chips)))

        self._open(ChipsDialog(self.document, e, self), done)

    def count_all(self) -> None:
        """Open the chip counts of all players left."""
        reason = self.reasons()["count_all"]
        if reason is not None:
            self._refuse(reason)
            return

        def done(record: ev.ChipsCounted) -> None:
            n = len(record.counts)
            self.say(
                self.tr("Chip count saved for 1 player.")
                if n == 1
                else self.tr("Chip counts saved for {0} players.").format(n)
            )

        self._open(ChipCountsDialog(self.document, self), done)

    def edit(self) -> None:
        """Open the selected player's details."""
        e = self._entry_or_refuse()
        if e is None:
            return

        def done(record: ev.PlayerEdited) -> None:
            self.select_entries([e])
            self.say(self.tr("{0}: details saved.").format(self._label(e)))

        self._open(PersonDialog(self.document, self, entry=e), done)

    def withdraw(self) -> None:
        """Cancel the selected entry (registered by mistake, refunded), after asking."""
        e = self._entry_or_refuse()
        if e is None:
            return
        t = self.document.tournament
        reason = self.document.why_not(t.entrants.verify_withdraw, e)
        if reason is not None:
            self._refuse(reason)
            return
        if not self.ask(
            self.tr("Withdraw"),
            self.tr(
                "Withdraw {0}? The entry is cancelled and refunded: it no longer counts in "
                "the entries or the prize pool."
            ).format(self._label(e)),
        ):
            return
        if self._act(t.entrants.withdraw, e) is not None:
            self.say(self.tr("{0} is withdrawn (refunded).").format(self._label(e)))

    def _context_menu(self, pos: QPoint) -> None:
        self.context_menu = self.build_menu()
        self.context_menu.popup(self.table.viewport().mapToGlobal(pos))

    def build_menu(self) -> QMenu:
        """The list's right-click menu: every action, disabled with its reason when not allowed."""
        self.update_actions()
        menu = QMenu(self)
        menu.setToolTipsVisible(True)
        for name in (*BAR, "withdraw"):
            if not self._offered.get(name, True):
                continue
            action = self.actions_by_name[name]
            # the key after a tab is shown in the menu's shortcut column (the real shortcut
            # belongs to the tab's action, which stays active to say why when refused)
            item = menu.addAction(f"{action.text()}\t{self.key_texts[name]}")
            item.setObjectName(f"menu_{name}")
            item.setEnabled(self._reasons.get(name) is None)
            item.setToolTip(self._tips[name])
            item.triggered.connect(lambda _c=False, a=action: a.trigger())
        return menu
