"""Bust: who is out in a hand, who eliminated them, and their stacks when several are out."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from director.i18n import ordinal
from director.tournament import BustSpec, EntrantRow, EntryStatus, TournamentState, entrant_rows
from director.tournament import prizes as pz
from ui.common.fmt import num
from ui.common.theme import legible
from ui.document import Document
from ui.entrants.forms import HINT_COLOUR, ActionDialog, parse_chips

_Index = QModelIndex | QPersistentModelIndex


class PickerModel(QAbstractListModel):
    """Players still playing, filtered as the director types (for choosing an eliminator)."""

    def __init__(self, rows: list[EntrantRow], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._entry_order = list(rows)
        self._all = list(rows)
        self._excluded: set[int] = set()
        self._text = ""
        self._rows = list(rows)

    def set_filter(self, text: str, excluded: set[int] | None = None) -> None:
        """Show the rows matching ``text``, leaving out ``excluded`` entries."""
        self._text = text
        if excluded is not None:
            self._excluded = set(excluded)
        self.beginResetModel()
        self._rows = [
            r for r in self._all if r.entry not in self._excluded and (not text or r.matches(text))
        ]
        self.endResetModel()

    def put_first(self, tables: list[int]) -> None:
        """List the players seated at ``tables`` first, then everyone else.

        The tablemates come table by table (in the order given) and, at each table, in seat
        order: the eliminator almost always sat at the busted player's table, and seat order is
        the order the director reads off the table ("seat 4"), the same whichever seat busted.
        The others follow by table and seat, those without a seat last in entry order (before
        the draw, the whole list is in entry order). Shown from the next :meth:`set_filter`.
        """
        near = {t: i for i, t in enumerate(tables)}

        def place(r: EntrantRow) -> tuple[int, int, int]:
            if r.table is None:
                return (2, 0, 0)
            if r.table in near:
                return (0, near[r.table], r.seat or 0)
            return (1, r.table, r.seat or 0)

        self._all = sorted(self._entry_order, key=place)  # stable: entry order within ties

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Rows shown."""
        return 0 if parent.isValid() else len(self._rows)

    def row(self, i: int) -> EntrantRow:
        """The entrant on row ``i``."""
        return self._rows[i]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """``Anna Bianchi  ·  table 2, seat 4``."""
        if not index.isValid():
            return None
        r = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            if r.table is None:
                return self.tr("{0}  ·  #{1}").format(r.name, r.entry)
            return self.tr("{0}  ·  table {1}, seat {2}").format(r.name, r.table, r.seat)
        if role == Qt.ItemDataRole.UserRole:
            return r.entry
        return None


class PickerKeys(QObject):
    """Up/Down move through a list while typing in its search box; Return picks.

    Args:
        edit: The search box.
        view: The list it searches.
        pick: Called with True for Ctrl+Return, False for Return; returns whether it picked.
    """

    def __init__(self, edit: QLineEdit, view: QListView, pick: Callable[[bool], bool]) -> None:
        super().__init__(edit)
        self.view = view
        self.pick = pick
        edit.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Arrows move the list's current row; Return picks when something is typed."""
        if event.type() != QEvent.Type.KeyPress:
            return False
        assert isinstance(event, QKeyEvent)
        key = event.key()
        model = self.view.model()
        if key in (Qt.Key.Key_Down, Qt.Key.Key_Up) and model.rowCount():
            row = self.view.currentIndex().row()
            row = row + 1 if key == Qt.Key.Key_Down else row - 1
            row = max(0, min(model.rowCount() - 1, row))
            self.view.setCurrentIndex(model.index(row, 0))
            return True
        typed = isinstance(watched, QLineEdit) and bool(watched.text().strip())
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and typed:
            also = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
            return self.pick(also)
        return False


class BustDialog(ActionDialog):
    """Who is out, who eliminated them, and (several in one hand) their stacks.

    The players busted are listed at the top with their stack at the start of the hand and
    their eliminator. Below, a search box over the players still playing: Return (or "Eliminated
    by") makes the highlighted player the eliminator of the selected rows (all rows when none is
    selected); Ctrl+Return (or "Also out in this hand") adds them to the bust; "Split pot with"
    adds the highlighted player as another eliminator (a split pot's winners share a progressive
    bounty, :mod:`director.tournament.knockouts`). Players out in the
    same hand are placed by their stacks, the bigger stack higher; equal stacks tie (TDA,
    simultaneous eliminations).

    Args:
        document: The open tournament.
        entries: The players out (more can be added in the dialog).
        parent: The tab.

    Attributes:
        record: The Busted record once stored, else None.
    """

    COL_PLAYER, COL_STACK, COL_BY = range(3)

    def __init__(
        self, document: Document, entries: list[int], parent: QWidget | None = None
    ) -> None:
        super().__init__(document, parent)
        self.setObjectName("bustDialog")
        self.setWindowTitle(self.tr("Bust"))
        self.rows = {r.entry: r for r in entrant_rows(document.state)}
        self.busted: list[int] = []
        self.by: dict[int, int | None] = {}
        #: A split pot's other eliminators of each player out.
        self.also: dict[int, list[int]] = {}
        self._build_busted_table()
        self._build_picker()
        self.elsewhere = QLabel()
        self.elsewhere.setObjectName("eliminatorElsewhere")
        self.elsewhere.setWordWrap(True)
        self.elsewhere.setStyleSheet(f"color: {legible(HINT_COLOUR, self.palette()).name()};")
        self.elsewhere.hide()
        self.preview = QLabel()
        self.preview.setObjectName("bustPreview")
        self.preview.setWordWrap(True)
        pf = self.preview.font()
        pf.setBold(True)
        self.preview.setFont(pf)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Bust"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._build_layout()
        self.resize(720, 560)
        for entry in entries:
            self.add_busted(entry)
        self._filter()
        self.search.setFocus()

    # -- building --------------------------------------------------------------------------------
    def _build_busted_table(self) -> None:
        self.table = QTableWidget(0, 3)
        self.table.setObjectName("bustedTable")
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Out in this hand"),
                self.tr("Stack at the start of the hand"),
                self.tr("Eliminated by"),
            ]
        )
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(self.COL_PLAYER, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(self.COL_STACK, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.COL_BY, QHeaderView.ResizeMode.Stretch)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.table.itemChanged.connect(lambda _item: self._check())
        self.table.setMaximumHeight(self.fontMetrics().lineSpacing() * 9)
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.setToolTip(self.tr("Take the selected player off this bust"))
        self.remove_button.clicked.connect(self._remove_selected)
        self.remove_button.setAutoDefault(False)

    def _build_picker(self) -> None:
        self.search = QLineEdit()
        self.search.setObjectName("eliminatorSearch")
        self.search.setPlaceholderText(self.tr("Type a name or #number"))
        self.search.setClearButtonEnabled(True)
        playing = [r for r in self.rows.values() if r.status is EntryStatus.PLAYING]
        self.picker_model = PickerModel(playing, self)
        self.picker = QListView()
        self.picker.setObjectName("eliminatorList")
        self.picker.setModel(self.picker_model)
        self.picker.setUniformItemSizes(True)
        self.picker.setStyleSheet("QListView::item { padding: 3px 4px; }")
        self.picker.doubleClicked.connect(lambda _i: self.pick(False))
        self.by_button = QPushButton(self.tr("Eliminated by (Enter)"))
        self.by_button.setObjectName("eliminatedByButton")
        self.also_button = QPushButton(self.tr("Also out in this hand (Ctrl+Enter)"))
        self.also_button.setObjectName("alsoOutButton")
        self.nobody_button = QPushButton(self.tr("Eliminator unknown"))
        self.split_button = QPushButton(self.tr("Split pot with"))
        self.split_button.setObjectName("splitPotButton")
        self.split_button.setToolTip(
            self.tr("Another winner of the pot that eliminated the selected players")
        )
        self.split_button.clicked.connect(self.split_with_highlighted)
        for b in (self.by_button, self.also_button, self.split_button, self.nobody_button):
            b.setAutoDefault(False)
        self.by_button.clicked.connect(lambda: self.pick(False))
        self.also_button.clicked.connect(lambda: self.pick(True))
        self.nobody_button.clicked.connect(self._no_eliminator)
        self.search.textChanged.connect(self._filter)
        self._keys = PickerKeys(self.search, self.picker, self.pick)

    def _build_layout(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.table, 1)
        side = QVBoxLayout()
        side.addWidget(self.remove_button)
        side.addStretch(1)
        top.addLayout(side)
        pick_buttons = QHBoxLayout()
        pick_buttons.addWidget(self.by_button)
        pick_buttons.addWidget(self.also_button)
        pick_buttons.addWidget(self.split_button)
        pick_buttons.addStretch(1)
        pick_buttons.addWidget(self.nobody_button)
        caption = QLabel(self.tr("Who eliminated them? (players still playing)"))
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(caption)
        layout.addWidget(self.search)
        layout.addWidget(self.picker, 1)
        layout.addLayout(pick_buttons)
        layout.addWidget(self.elsewhere)
        layout.addWidget(self.preview)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

    # -- the players out ---------------------------------------------------------------------
    def _item(self, row: int, column: int) -> QTableWidgetItem:
        item = self.table.item(row, column)
        assert item is not None, "every cell of a busted row has its item"
        return item

    def add_busted(self, entry: int) -> None:
        """Add ``entry`` to the players out in this hand."""
        if entry in self.busted or entry not in self.rows:
            return
        first_by = self.by.get(self.busted[0]) if self.busted else None
        self.busted.append(entry)
        self.by[entry] = first_by if first_by != entry else None
        row = self.rows[entry]
        self.table.blockSignals(True)
        i = self.table.rowCount()
        self.table.insertRow(i)
        name = QTableWidgetItem(f"#{row.entry}  {row.name}")
        name.setFlags(name.flags() & ~Qt.ItemFlag.ItemIsEditable)
        name.setData(Qt.ItemDataRole.UserRole, entry)
        # the last count is the best guess of the stack at the start of the hand: shown, and
        # typed over when the director knows better
        stack = QTableWidgetItem(num(row.chips) if row.chips is not None else "")
        stack.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        stack.setToolTip(self.tr("Type the chips the player had when the hand began"))
        by = QTableWidgetItem("")
        by.setFlags(by.flags() & ~Qt.ItemFlag.ItemIsEditable)
        self.table.setItem(i, self.COL_PLAYER, name)
        self.table.setItem(i, self.COL_STACK, stack)
        self.table.setItem(i, self.COL_BY, by)
        self.table.blockSignals(False)
        self._show_by()
        self._filter()

    def set_stack(self, entry: int, chips: int | str) -> None:
        """Type ``chips`` as ``entry``'s stack at the start of the hand."""
        self._item(self.busted.index(entry), self.COL_STACK).setText(str(chips))

    def set_eliminator(self, by: int | None, rows: list[int] | None = None) -> None:
        """Make ``by`` the eliminator of the busted ``rows`` (all when None)."""
        targets = rows if rows else list(range(len(self.busted)))
        for i in targets:
            if self.busted[i] != by:
                self.by[self.busted[i]] = by
                self.also.pop(self.busted[i], None)
        self._show_by()

    def split_with(self, other: int, rows: list[int] | None = None) -> None:
        """Add ``other`` as a split pot's eliminator of the busted ``rows`` (all when None)."""
        targets = rows if rows else list(range(len(self.busted)))
        for i in targets:
            entry = self.busted[i]
            if self.by.get(entry) is None:
                self.by[entry] = other  # the first winner named is the eliminator
            elif other != entry and other != self.by[entry]:
                takers = self.also.setdefault(entry, [])
                if other not in takers:
                    takers.append(other)
        self._show_by()

    def split_with_highlighted(self) -> None:
        """The highlighted player shares the pot that eliminated the selected rows."""
        index = self.picker.currentIndex()
        if index.isValid():
            self.split_with(self.picker_model.row(index.row()).entry, self._selected_rows())
            self.search.clear()
            self.search.setFocus()

    def _show_by(self) -> None:
        self.table.blockSignals(True)
        for i, entry in enumerate(self.busted):
            by = self.by.get(entry)
            takers = [by, *self.also.get(entry, [])] if by is not None else []
            text = " + ".join(self.rows[x].name for x in takers) or self.tr("unknown")
            self._item(i, self.COL_BY).setText(text)
        self.table.blockSignals(False)
        self._warn_elsewhere()
        self._check()

    def _warn_elsewhere(self) -> None:
        """A line for each eliminator seated at another table than the player they busted.

        Only a warning, never a refusal: a player moved by balancing since the last seating
        change, or a seat typed late, can make the chart lag behind the room.
        """
        lines = []
        for entry in self.busted:
            by = self.by.get(entry)
            if by is None:
                continue
            at, by_at = self.rows[entry].table, self.rows[by].table
            if at is not None and by_at is not None and at != by_at:
                text = self.tr("{0} sits at table {1}, not at table {2}: check the eliminator.")
                lines.append(text.format(self.rows[by].name, by_at, at))
        self.elsewhere.setText("\n".join(dict.fromkeys(lines)))
        self.elsewhere.setVisible(bool(lines))

    def _selected_rows(self) -> list[int]:
        return sorted({i.row() for i in self.table.selectionModel().selectedRows()})

    def _remove_selected(self) -> None:
        for i in reversed(self._selected_rows()):
            entry = self.busted.pop(i)
            self.by.pop(entry, None)
            self.also.pop(entry, None)
            self.table.removeRow(i)
        self._filter()
        self._check()

    # -- the picker --------------------------------------------------------------------------
    def _filter(self, *_args: object) -> None:
        # the busted players' tablemates first: the eliminator was in the hand with them
        tables = [self.rows[e].table for e in self.busted]
        self.picker_model.put_first(list(dict.fromkeys(t for t in tables if t is not None)))
        self.picker_model.set_filter(self.search.text(), set(self.busted))
        if self.picker_model.rowCount():
            self.picker.setCurrentIndex(self.picker_model.index(0, 0))

    def pick(self, also_out: bool) -> bool:
        """Use the highlighted player: as eliminator, or ``also_out`` in this hand."""
        index = self.picker.currentIndex()
        if not index.isValid():
            return False
        entry = self.picker_model.row(index.row()).entry
        if also_out:
            self.add_busted(entry)
        else:
            self.set_eliminator(entry, self._selected_rows())
        self.search.clear()
        self.search.setFocus()
        return True

    def _no_eliminator(self) -> None:
        self.set_eliminator(None, self._selected_rows())

    # -- checking and busting ------------------------------------------------------------------
    def specs(self) -> list[BustSpec] | None:
        """The busts as typed (None if a stack is not a number)."""
        out = []
        for i, entry in enumerate(self.busted):
            text = self._item(i, self.COL_STACK).text()
            stack = None
            if text.strip():
                stack = parse_chips(text)
                if stack is None:
                    return None
            out.append(BustSpec(entry, self.by.get(entry), stack, tuple(self.also.get(entry, []))))
        return out

    def problem(self) -> str | None:
        """Why the bust cannot be recorded as typed, or None."""
        specs = self.specs()
        if specs is None:
            return self.tr("Type each stack as a number of chips, e.g. 12500.")
        return self.document.why_not(self.document.tournament.entrants.verify_bust, specs)

    def _check(self) -> None:
        reason = self.problem()
        self.message.say(reason)
        self.ok_button.setEnabled(reason is None)
        self.preview.setText("" if reason else self.preview_text())

    def preview_text(self) -> str:
        """Where the players out will finish (and who collects the bounty)."""
        specs = self.specs()
        if not specs:
            return ""
        s = self.document.state
        # The record the bust would store, folded into a copy of the state: the domain's own
        # places (stacks at the start of the hand, ties shared), bounties and end.
        record = self.document.tournament.entrants.verify_bust(specs)
        after = record.apply(s)
        parts = [self._finish_text(after, b.entry) for b in record.busts]
        before, won = pz.bounties(s), pz.bounties(after)
        for by in dict.fromkeys(x for b in record.busts for x in b.eliminators):
            gained = won.get(by, 0) - before.get(by, 0)
            if gained:
                amount = self.document.money(gained)
                parts.append(self.tr("{0} collects {1} in bounties.").format(s.label(by), amount))
        if record.finished and len(after.playing) > 1:  # a satellite's bubble
            parts.append(
                self.tr("Bubble: the {0} players left each win a seat.").format(len(after.playing))
            )
        elif record.finished:
            parts.append(self.tr("{0} wins the tournament.").format(s.label(after.playing[0])))
        return " ".join(p for p in parts if p)

    def _finish_text(self, after: TournamentState, entry: int) -> str:
        """``Mario Rossi finishes 10th.`` (with the tie), from the state after the bust."""
        place = after.places.get(entry)
        if place is None:
            return ""
        lang = self.document.lang
        where = ordinal(place.best, lang)
        if place.tied:
            where = self.tr("{0} (tied to {1})").format(where, ordinal(place.worst, lang))
        return self.tr("{0} finishes {1}.").format(self.document.state.label(entry), where)

    def accept(self) -> None:
        """Record the bust if the tournament allows it; otherwise say why and stay open."""
        reason = self.problem()
        if reason is not None:
            self.message.say(reason)
            return
        self.perform(self.document.tournament.entrants.bust, self.specs())
