"""The entrants tab's dialogs: register or edit a person, bust, revive, chip counts.

Each dialog checks what was typed with the domain's ``verify_x`` as the director types (the
reason it would be refused is shown in the dialog, in the window's language), performs the
action itself when accepted, and stays open with the reason if the tournament refuses it, so
nothing typed is lost. The record of the action is kept in ``record`` for the tab.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QPlainTextEdit,
    QPushButton,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from director.errors import DirectorError
from director.i18n import ordinal
from director.tournament import EntrantRow, EntryStatus, entrant_rows
from director.tournament import events as ev
from director.tournament.entrants import BustSpec
from director.tournament.model import Bust
from ui.common.fmt import num
from ui.document import Document, error_text

_Index = QModelIndex | QPersistentModelIndex

ERROR_COLOUR = "#b3261e"
HINT_COLOUR = "#8a5a00"


def sentence(text: str) -> str:
    """A domain message (which starts in lower case, for the command line) as a sentence."""
    return text[:1].upper() + text[1:] if text else text


def parse_chips(text: str) -> int | None:
    """A chip count as typed: ``12500``, ``12,500``, ``12.500``, ``12 500`` or ``12k``.

    Returns None when the text is not a whole number of chips (empty text included).
    """
    t = text.strip().replace(" ", "").replace("\u00a0", "").replace("'", "").replace("_", "")
    factor = 1
    if t[-1:] in ("k", "K"):
        factor, t = 1000, t[:-1]
    t = t.replace(",", "").replace(".", "")
    if not t.isdigit():
        return None
    return int(t) * factor


def seat_text(row: EntrantRow) -> str:
    """``3 / 7`` for table 3, seat 7; empty when not seated."""
    return f"{row.table} / {row.seat}" if row.table is not None else ""


class _Message(QLabel):
    """One line under a form saying what is wrong (red) or worth knowing (amber)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setObjectName("message")
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hide()

    def say(self, text: str | None, colour: str = ERROR_COLOUR) -> None:
        """Show ``text`` (None or empty hides the line)."""
        if not text:
            self.clear()
            self.hide()
            return
        self.setText(sentence(text))
        self.setStyleSheet(f"color: {colour}; font-weight: bold;")
        self.show()


def _error(verify: Callable[..., Any], *args: Any, **kw: Any) -> DirectorError | None:
    """The error ``verify`` raises, or None if the action is allowed."""
    try:
        verify(*args, **kw)
    except DirectorError as exc:
        return exc
    return None


def _act_or_say(
    document: Document,
    message: _Message,
    not_recorded: str,
    action: Callable[..., Any],
    *args: Any,
    **kw: Any,
) -> Any:
    """Run ``action`` through the document; the record, or None once ``message`` says why it
    was refused (the document's reason, else ``not_recorded``)."""
    failures: list[str] = []
    document.failed.connect(failures.append)
    try:
        record = document.act(action, *args, **kw)
    finally:
        document.failed.disconnect(failures.append)
    if record is None:
        message.say(failures[-1] if failures else not_recorded)
    return record


# ================================================================================================
# Register / edit
# ================================================================================================
class PersonDialog(QDialog):
    """Register a new entrant, or correct an entrant's details (``entry`` given).

    The name is required; a name already registered needs a nickname that tells the two people
    apart (the dialog says so as soon as the name is typed). When registration is closed a box
    lets the director register anyway (recorded as the director's decision).

    Attributes:
        record: The domain record once the registration (or edit) is stored, else None.
    """

    def __init__(
        self,
        document: Document,
        parent: QWidget | None = None,
        *,
        entry: int | None = None,
        name: str = "",
    ) -> None:
        super().__init__(parent)
        self.setObjectName("personDialog")
        self.document = document
        self.entry = entry
        self.record: ev.Event | None = None
        t = document.tournament
        s = document.state

        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("nameEdit")
        self.nickname_edit = QLineEdit()
        self.nickname_edit.setObjectName("nicknameEdit")
        self.email_edit = QLineEdit()
        self.phone_edit = QLineEdit()
        self.notes_edit = QPlainTextEdit()
        self.notes_edit.setTabChangesFocus(True)
        self.notes_edit.setFixedHeight(self.fontMetrics().lineSpacing() * 4)
        self.name_edit.setPlaceholderText(self.tr("First and last name"))
        self.nickname_edit.setPlaceholderText(
            self.tr("Needed only when another entrant has the same name")
        )
        self.force_box = QCheckBox(self.tr("Register anyway (the director's decision)"))
        self.force_box.setObjectName("forceBox")
        self.force_box.hide()
        self.closed_label = QLabel()
        self.closed_label.setWordWrap(True)
        self.closed_label.setStyleSheet(f"color: {HINT_COLOUR};")
        self.closed_label.hide()
        self.info_label = QLabel()
        self.info_label.setWordWrap(True)
        self.info_label.setStyleSheet("color: palette(mid);")
        self.info_label.hide()
        self.message = _Message()

        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name_edit)
        form.addRow(self.tr("Nickname"), self.nickname_edit)
        form.addRow(self.tr("Email"), self.email_edit)
        form.addRow(self.tr("Phone"), self.phone_edit)
        form.addRow(self.tr("Notes"), self.notes_edit)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.info_label)
        layout.addLayout(form)
        layout.addWidget(self.closed_label)
        layout.addWidget(self.force_box)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

        if entry is None:
            self.setWindowTitle(self.tr("Register an entrant"))
            self.ok_button.setText(self.tr("Register"))
            self.name_edit.setText(name)
            closed = t.registration_closed_because()
            if closed is not None and not s.finished:
                self.closed_label.setText(
                    self.tr("Registration is closed{0}.").format(closed.text(document.lang))
                )
                self.closed_label.show()
                self.force_box.show()
        else:
            p = s.player_of(entry)
            e = s.entries[entry]
            self.setWindowTitle(self.tr("Edit {0}").format(s.label(e)))
            self.ok_button.setText(self.tr("Save"))
            self.name_edit.setText(p.name)
            self.nickname_edit.setText(p.nickname)
            self.email_edit.setText(p.email)
            self.phone_edit.setText(p.phone)
            self.notes_edit.setPlainText(p.notes)
            self.info_label.setText(self._entry_info(entry))
            self.info_label.show()
        for edit in (self.name_edit, self.nickname_edit, self.email_edit, self.phone_edit):
            edit.textChanged.connect(self._changed)
        self.notes_edit.textChanged.connect(self._changed)
        self.force_box.toggled.connect(self._changed)
        self.setMinimumWidth(460)
        self._changed()

    def _entry_info(self, entry: int) -> str:
        """Entry number, registration time, and any bust taken back (with the reason)."""
        s = self.document.state
        e = s.entries[entry]
        at = _dt.datetime.fromtimestamp(e.registered_at).strftime("%H:%M")
        lines = [self.tr("Entry #{0}, registered at {1}.").format(e.id, at)]
        for c in e.corrections:
            when = _dt.datetime.fromtimestamp(c.at).strftime("%H:%M")
            lines.append(self.tr("Brought back at {0}: {1}").format(when, c.reason))
        return "\n".join(lines)

    def values(self) -> dict[str, str]:
        """What is typed, by field."""
        return {
            "name": self.name_edit.text(),
            "nickname": self.nickname_edit.text(),
            "email": self.email_edit.text(),
            "phone": self.phone_edit.text(),
            "notes": self.notes_edit.toPlainText(),
        }

    def _action(self, verify: bool) -> tuple[Callable[..., Any], tuple[Any, ...], dict[str, Any]]:
        """What is typed as a tournament action (its ``verify_`` twin if ``verify``) with its
        arguments: register a new entrant, or edit ``entry``'s details."""
        t = self.document.tournament
        v = self.values()
        if self.entry is None:
            kw = {k: v[k] for k in ("email", "phone", "notes")}
            kw["force"] = self.force_box.isChecked()
            return (
                (t.entrants.verify_register if verify else t.entrants.register),
                (v["name"], v["nickname"]),
                kw,
            )
        return (
            (t.entrants.verify_edit_player if verify else t.entrants.edit_player),
            (self.entry,),
            v,
        )

    def problem(self) -> DirectorError | None:
        """Why the tournament would refuse what is typed, or None."""
        verify, args, kw = self._action(verify=True)
        return _error(verify, *args, **kw)

    def _changed(self, *_args: object) -> None:
        exc = self.problem()
        key = getattr(exc, "key", "")
        # An empty name is said when the director tries to register, not while the form is new.
        if exc is None or key == "err.name_empty":
            self.message.say(None)
        elif key == "err.registration_closed":
            self.message.say(None)  # the closed line and the box above say it already
        else:
            colour = HINT_COLOUR if key == "err.duplicate_name" else ERROR_COLOUR
            self.message.say(error_text(exc, self.document.lang), colour)

    def accept(self) -> None:
        """Register (or save) if the tournament allows it; otherwise say why and stay open."""
        exc = self.problem()
        if exc is not None:
            self.message.say(error_text(exc, self.document.lang))
            key = getattr(exc, "key", "")
            if key in ("err.duplicate_name", "err.duplicate_nickname"):
                self.nickname_edit.setFocus()
                self.nickname_edit.selectAll()
            elif key == "err.registration_closed":
                self.force_box.setFocus()
            elif key == "err.text_too_long":
                field = getattr(exc, "params", {}).get("field", "")
                {"email": self.email_edit, "phone": self.phone_edit}.get(
                    field, self.nickname_edit
                ).setFocus()
            else:
                self.name_edit.setFocus()
            return
        action, args, kw = self._action(verify=False)
        record = _act_or_say(
            self.document, self.message, self.tr("Not recorded."), action, *args, **kw
        )
        if record is None:
            return
        self.record = record
        super().accept()


# ================================================================================================
# Choosing players (bust dialog)
# ================================================================================================
class PickerModel(QAbstractListModel):
    """Players still playing, filtered as the director types (for choosing an eliminator)."""

    def __init__(self, rows: list[EntrantRow], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._all = rows
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


class _SearchKeys(QObject):
    """Up/Down move through a list while typing in its search box; Return picks."""

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


class BustDialog(QDialog):
    """Who is out, who eliminated them, and (several in one hand) their stacks.

    The players busted are listed at the top with their stack at the start of the hand and
    their eliminator. Below, a search box over the players still playing: Return (or "Eliminated
    by") makes the highlighted player the eliminator of the selected rows (all rows when none is
    selected); Ctrl+Return (or "Also out in this hand") adds them to the bust. Players out in the
    same hand are placed by their stacks, the bigger stack higher; equal stacks tie (TDA).

    Attributes:
        record: The Busted record once stored, else None.
    """

    COL_PLAYER, COL_STACK, COL_BY = range(3)

    def __init__(
        self, document: Document, entries: list[int], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("bustDialog")
        self.setWindowTitle(self.tr("Bust"))
        self.document = document
        self.record: ev.Busted | None = None
        self.rows = {r.entry: r for r in entrant_rows(document.state)}
        self.busted: list[int] = []
        self.by: dict[int, int | None] = {}

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
        for b in (self.by_button, self.also_button, self.nobody_button):
            b.setAutoDefault(False)
        self.by_button.clicked.connect(lambda: self.pick(False))
        self.also_button.clicked.connect(lambda: self.pick(True))
        self.nobody_button.clicked.connect(self._no_eliminator)
        self.search.textChanged.connect(self._filter)
        self._keys = _SearchKeys(self.search, self.picker, self.pick)

        self.preview = QLabel()
        self.preview.setObjectName("bustPreview")
        self.preview.setWordWrap(True)
        pf = self.preview.font()
        pf.setBold(True)
        self.preview.setFont(pf)
        self.message = _Message()

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Bust"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(self.table, 1)
        side = QVBoxLayout()
        side.addWidget(self.remove_button)
        side.addStretch(1)
        top.addLayout(side)
        pick_buttons = QHBoxLayout()
        pick_buttons.addWidget(self.by_button)
        pick_buttons.addWidget(self.also_button)
        pick_buttons.addStretch(1)
        pick_buttons.addWidget(self.nobody_button)
        caption = QLabel(self.tr("Who eliminated them? (players still playing)"))
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(caption)
        layout.addWidget(self.search)
        layout.addWidget(self.picker, 1)
        layout.addLayout(pick_buttons)
        layout.addWidget(self.preview)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.resize(720, 560)

        for entry in entries:
            self.add_busted(entry)
        self._filter()
        self.search.setFocus()

    # -- the players out ---------------------------------------------------------------------
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
        self.table.item(self.busted.index(entry), self.COL_STACK).setText(str(chips))

    def set_eliminator(self, by: int | None, rows: list[int] | None = None) -> None:
        """Make ``by`` the eliminator of the busted ``rows`` (all when None)."""
        targets = rows if rows else list(range(len(self.busted)))
        for i in targets:
            if self.busted[i] != by:
                self.by[self.busted[i]] = by
        self._show_by()

    def _show_by(self) -> None:
        self.table.blockSignals(True)
        for i, entry in enumerate(self.busted):
            by = self.by.get(entry)
            text = self.rows[by].name if by is not None else self.tr("unknown")
            self.table.item(i, self.COL_BY).setText(text)
        self.table.blockSignals(False)
        self._check()

    def _selected_rows(self) -> list[int]:
        return sorted({i.row() for i in self.table.selectionModel().selectedRows()})

    def _remove_selected(self) -> None:
        for i in reversed(self._selected_rows()):
            entry = self.busted.pop(i)
            self.by.pop(entry, None)
            self.table.removeRow(i)
        self._filter()
        self._check()

    # -- the picker --------------------------------------------------------------------------
    def _filter(self, *_args: object) -> None:
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
            text = self.table.item(i, self.COL_STACK).text()
            stack = None
            if text.strip():
                stack = parse_chips(text)
                if stack is None:
                    return None
            out.append(BustSpec(entry, self.by.get(entry), stack))
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
        t = self.document.tournament
        busts = []
        for sp in specs:
            assert isinstance(sp.entry, int)
            by = sp.by if isinstance(sp.by, int) else None
            stack = sp.stack if sp.stack is not None else s.entries[sp.entry].chips
            busts.append(Bust(sp.entry, by, stack))
        # The domain's own placing (stacks at the start of the hand, ties shared), on a copy.
        after = ev.Busted(busts=tuple(busts)).apply(s)
        lang = self.document.lang
        parts = []
        for b in busts:
            place = after.places.get(b.entry)
            if place is None:
                continue
            where = ordinal(place.best, lang)
            if place.tied:
                where = self.tr("{0} (tied to {1})").format(where, ordinal(place.worst, lang))
            parts.append(self.tr("{0} finishes {1}.").format(s.label(b.entry), where))
        bounty = s.settings.bounty_cents
        for by in dict.fromkeys(b.by for b in busts if b.by is not None):
            count = sum(1 for b in busts if b.by == by)
            if bounty:
                amount = self.document.money(bounty * count)
                parts.append(self.tr("{0} collects {1} in bounties.").format(s.label(by), amount))
        if after.players_left == 1 and not t.registration_open():
            parts.append(self.tr("{0} wins the tournament.").format(s.label(after.playing[0])))
        return " ".join(parts)

    def accept(self) -> None:
        """Record the bust if the tournament allows it; otherwise say why and stay open."""
        reason = self.problem()
        if reason is not None:
            self.message.say(reason)
            return
        specs = self.specs()
        record = _act_or_say(
            self.document,
            self.message,
            self.tr("Not recorded."),
            self.document.tournament.entrants.bust,
            specs,
        )
        if record is None:
            return
        self.record = record
        super().accept()


# ================================================================================================
# Revive
# ================================================================================================
class ReviveDialog(QDialog):
    """Bring back a player busted by mistake, with the reason (kept in the record).

    Attributes:
        record: The Revived record once stored, else None.
    """

    def __init__(self, document: Document, entry: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviveDialog")
        self.document = document
        self.entry = entry
        self.record: ev.Revived | None = None
        s = document.state
        e = s.entries[entry]
        self.setWindowTitle(self.tr("Bring back {0}").format(s.label(e)))
        place = s.places.get(entry)
        if place is not None and e.busted_by is not None:
            what = self.tr("{0} was busted in {1} place by {2}.").format(
                s.label(e), ordinal(place.best, document.lang), s.label(e.busted_by)
            )
        elif place is not None:
            what = self.tr("{0} was busted in {1} place.").format(
                s.label(e), ordinal(place.best, document.lang)
            )
        else:
            what = s.label(e)
        intro = QLabel(
            what
            + " "
            + self.tr(
                "Bringing them back takes the place (and any bounty) away; the reason is kept."
            )
        )
        intro.setWordWrap(True)
        self.reason_edit = QLineEdit()
        self.reason_edit.setObjectName("reasonEdit")
        self.reason_edit.setPlaceholderText(self.tr("e.g. the wrong player was busted"))
        self.chips_edit = QLineEdit()
        self.chips_edit.setObjectName("chipsEdit")
        self.chips_edit.setPlaceholderText(self.tr("Optional"))
        self.seat_box = QCheckBox(self.tr("Give a seat at once"))
        self.seat_box.setChecked(True)
        self.message = _Message()
        form = QFormLayout()
        form.addRow(self.tr("Reason"), self.reason_edit)
        form.addRow(self.tr("Chips now"), self.chips_edit)
        form.addRow("", self.seat_box)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Bring back"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(440)
        self.reason_edit.setFocus()

    def problem(self) -> str | None:
        """Why it cannot be done as typed, or None."""
        chips = None
        if self.chips_edit.text().strip():
            chips = parse_chips(self.chips_edit.text())
            if chips is None:
                return self.tr("Type the chips as a number, e.g. 12500, or leave it empty.")
        return self.document.why_not(
            self.document.tournament.entrants.verify_revive,
            self.entry,
            self.reason_edit.text(),
            chips=chips,
        )

    def accept(self) -> None:
        """Bring the player back, or say why not and stay open."""
        reason = self.problem()
        if reason is not None:
            self.message.say(reason)
            self.reason_edit.setFocus()
            return
        chips = parse_chips(self.chips_edit.text()) if self.chips_edit.text().strip() else None
        record = _act_or_say(
            self.document,
            self.message,
            self.tr("Not recorded."),
            self.document.tournament.entrants.revive,
            self.entry,
            self.reason_edit.text(),
            chips=chips,
            seat=self.seat_box.isChecked(),
        )
        if record is None:
            return
        self.record = record
        super().accept()


# ================================================================================================
# Chip counts
# ================================================================================================
class ChipsDialog(QDialog):
    """The counted stack of one player.

    Attributes:
        record: The ChipsCounted record once stored, else None.
    """

    def __init__(self, document: Document, entry: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chipsDialog")
        self.document = document
        self.entry = entry
        self.record: ev.ChipsCounted | None = None
        s = document.state
        e = s.entries[entry]
        self.setWindowTitle(self.tr("Chips of {0}").format(s.label(e)))
        self.chips_edit = QLineEdit()
        self.chips_edit.setObjectName("chipsEdit")
        if e.chips is not None:
            self.chips_edit.setText(str(e.chips))
            self.chips_edit.selectAll()
        self.chips_edit.setPlaceholderText(self.tr("e.g. 12500"))
        self.message = _Message()
        form = QFormLayout()
        form.addRow(self.tr("Chips of {0}").format(s.label(e)), self.chips_edit)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(380)
        self.chips_edit.setFocus()

    def accept(self) -> None:
        """Store the count, or say why not and stay open."""
        chips = parse_chips(self.chips_edit.text())
        if chips is None:
            self.message.say(self.tr("Type the chips as a number, e.g. 12500."))
            return
        t = self.document.tournament
        reason = self.document.why_not(t.entrants.verify_set_chips, {self.entry: chips})
        if reason is not None:
            self.message.say(reason)
            return
        record = self.document.act(t.entrants.set_chips, {self.entry: chips})
        if record is None:
            self.message.say(self.tr("Not recorded."))
            return
        self.record = record
        super().accept()


class ChipCountModel(QAbstractTableModel):
    """Players left by table and seat, with a column to type each count into."""

    COL_SEAT, COL_NAME, COL_LAST, COL_NEW = range(4)

    def __init__(self, rows: list[EntrantRow], parent: QObject | None = None) -> None:
        super().__init__(parent)
        big = 1 << 30
        self._all = sorted(rows, key=lambda r: (r.table or big, r.seat or big, r.entry))
        self._rows = list(self._all)
        self.typed: dict[int, str] = {}

    def set_filter(self, text: str) -> None:
        """Show only the players matching ``text``."""
        self.beginResetModel()
        self._rows = [r for r in self._all if not text or r.matches(text)]
        self.endResetModel()

    def counts(self) -> dict[int, int] | None:
        """The counts typed (None if one is not a number)."""
        out = {}
        for entry, text in self.typed.items():
            if not text.strip():
                continue
            chips = parse_chips(text)
            if chips is None:
                return None
            out[entry] = chips
        return out

    def bad(self) -> list[int]:
        """Entries whose typed count is not a number."""
        return [e for e, t in self.typed.items() if t.strip() and parse_chips(t) is None]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Players shown."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Seat, name, last count, new count."""
        return 0 if parent.isValid() else 4

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        """Column titles."""
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return (
            self.tr("Table / seat"),
            self.tr("Player"),
            self.tr("Last count"),
            self.tr("Count now"),
        )[section]

    def flags(self, index: _Index) -> Qt.ItemFlag:
        """Only the new count is typed into."""
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.isValid() and index.column() == self.COL_NEW:
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Cell text; a count that is not a number in red."""
        if not index.isValid():
            return None
        r = self._rows[index.row()]
        col = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            if col == self.COL_SEAT:
                return seat_text(r)
            if col == self.COL_NAME:
                return r.name
            if col == self.COL_LAST:
                return num(r.chips) if r.chips is not None else ""
            text = self.typed.get(r.entry, "")
            chips = parse_chips(text)
            if role == Qt.ItemDataRole.DisplayRole and chips is not None:
                return num(chips)
            return text
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (self.COL_LAST, self.COL_NEW):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.BackgroundRole and col == self.COL_NEW:
            text = self.typed.get(r.entry, "")
            if text.strip() and parse_chips(text) is None:
                return QColor("#fde2e1")
        if role == Qt.ItemDataRole.ToolTipRole and col == self.COL_NEW:
            text = self.typed.get(r.entry, "")
            if text.strip() and parse_chips(text) is None:
                return self.tr("Not a number of chips")
        return None

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """Keep what was typed for the player on that row."""
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        if index.column() != self.COL_NEW:
            return False
        entry = self._rows[index.row()].entry
        self.typed[entry] = "" if value is None else str(value)
        self.dataChanged.emit(index, index)
        return True

    def row_of(self, entry: int) -> int | None:
        """The row showing ``entry``, if shown."""
        for i, r in enumerate(self._rows):
            if r.entry == entry:
                return i
        return None


class _CountView(QTableView):
    """After a count is typed and Return pressed, the next player's count is edited."""

    def closeEditor(self, editor: QWidget, hint: QAbstractItemDelegate.EndEditHint) -> None:
        """Move down to the next player's count after Return."""
        super().closeEditor(editor, hint)
        if hint == QAbstractItemDelegate.EndEditHint.SubmitModelCache:
            current = self.currentIndex()
            below = current.sibling(current.row() + 1, current.column())
            if below.isValid():
                self.setCurrentIndex(below)
                self.edit(below)


class ChipCountsDialog(QDialog):
    """Counts for all the players left: type each stack, table by table; blanks are skipped.

    Attributes:
        record: The ChipsCounted record once stored, else None.
    """

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chipCountsDialog")
        self.setWindowTitle(self.tr("Chip counts"))
        self.document = document
        self.record: ev.ChipsCounted | None = None
        playing = [r for r in entrant_rows(document.state) if r.status is EntryStatus.PLAYING]
        self.model = ChipCountModel(playing, self)
        self.view = _CountView()
        self.view.setObjectName("chipCountsTable")
        self.view.setModel(self.model)
        self.view.verticalHeader().hide()
        self.view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(ChipCountModel.COL_NAME, QHeaderView.ResizeMode.Stretch)
        fm = self.fontMetrics()
        for col, sample in (
            (ChipCountModel.COL_SEAT, "Table / seat"),
            (ChipCountModel.COL_LAST, "Last count  "),
            (ChipCountModel.COL_NEW, "Count now 000,000"),
        ):
            # as wide as the sample or the title in the window's language, whichever is wider
            title = str(self.model.headerData(col, Qt.Orientation.Horizontal))
            width = max(fm.horizontalAdvance(sample), fm.horizontalAdvance(title + "  "))
            self.view.setColumnWidth(col, width + 24)
        self.search = QLineEdit()
        self.search.setObjectName("countSearch")
        self.search.setPlaceholderText(self.tr("Find a player"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        hint = QLabel(
            self.tr(
                "Type each stack and press Enter to go to the next player. "
                "Players left blank keep their last count."
            )
        )
        hint.setWordWrap(True)
        self.message = _Message()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Save the counts (Ctrl+Enter)"))
        self.ok_button.setAutoDefault(False)
        self.ok_button.setDefault(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.model.dataChanged.connect(lambda *_a: self._check())
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            QShortcut(QKeySequence(keys), self, self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addWidget(self.search)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.resize(620, 640)
        self._check()
        if self.model.rowCount():
            self.view.setCurrentIndex(self.model.index(0, ChipCountModel.COL_NEW))
        self.view.setFocus()

    def _filter(self, text: str) -> None:
        self.model.set_filter(text)
        if self.model.rowCount():
            self.view.setCurrentIndex(self.model.index(0, ChipCountModel.COL_NEW))

    def type_count(self, entry: int, text: str) -> None:
        """Type ``text`` as ``entry``'s count (as the director would in the table)."""
        row = self.model.row_of(entry)
        if row is None:
            self.search.clear()
            row = self.model.row_of(entry)
        assert row is not None
        self.model.setData(self.model.index(row, ChipCountModel.COL_NEW), text)

    def problem(self) -> str | None:
        """Why the counts cannot be saved as typed, or None."""
        counts = self.model.counts()
        if counts is None:
            n = len(self.model.bad())
            return (
                self.tr("One count is not a number of chips (in red).")
                if n == 1
                else self.tr("{0} counts are not numbers of chips (in red).").format(n)
            )
        if not counts:
            return self.tr("Type at least one count.")
        return self.document.why_not(self.document.tournament.entrants.verify_set_chips, counts)

    def _check(self) -> None:
        reason = self.problem()
        counts = self.model.counts()
        if counts == {}:
            self.message.say(None)
        else:
            self.message.say(reason)
        self.ok_button.setEnabled(reason is None)

    def accept(self) -> None:
        """Save the counts typed (one action), or say why not and stay open."""
        self._finish_editing()
        reason = self.problem()
        if reason is not None:
            self.message.say(reason)
            return
        counts = self.model.counts()
        assert counts
        record = self.document.act(self.document.tournament.entrants.set_chips, counts)
        if record is None:
            self.message.say(self.tr("Not recorded."))
            return
        self.record = record
        super().accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Return belongs to the table (type the current player's count), not to a button."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.view.currentIndex().isValid():
                self.view.setFocus()
                self.view.edit(self.view.currentIndex())
            event.accept()
            return
        super().keyPressEvent(event)

    def _finish_editing(self) -> None:
        """Keep what is being typed in the open cell, if any."""
        if self.view.state() != QAbstractItemView.State.EditingState:
            return
        # closed editors linger (hidden) until deleted: the open one is the visible one
        open_editors = [e for e in self.view.viewport().findChildren(QLineEdit) if e.isVisible()]
        for editor in open_editors[:1]:
            self.view.commitData(editor)
            self.view.closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)
