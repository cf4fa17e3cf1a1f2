"""The structure editor: levels and breaks in a table, checked as you type.

Each row holds the text the director typed. After every change the rows are written out as the
same YAML a director would write by hand and checked by :mod:`director.structures`, so the
checks are exactly those of ``director structure check``; each message is tied back to the row
it is about and said there, in the window's language (``livello 4, minuti: ...``, see
:mod:`director.structures.places`), never at a line of YAML the director does not see. Minutes
may be typed with a decimal comma (``7,5``). Load and save YAML; "Use this structure" hands a
valid structure to the clock.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from director.structures import (
    Break,
    CheckResult,
    Game,
    Severity,
    Structure,
    at_row,
    break_row,
    check_file,
    check_text,
    editor_line,
    file_line,
    level_row,
)
from director.yamlread.scalar import quoted
from ui.common.fmt import minutes_text
from ui.common.theme import RED, legible

_Index = QModelIndex | QPersistentModelIndex

#: The column (1-based) where :func:`to_yaml` writes a row's first key, after ``  - ``.
ROW_COLUMN = 5

#: Columns of the table: (key, title). ``key`` is the row field; the titles are translated in
#: the model's context (marked here so that lupdate finds them).
COLUMNS = (
    ("kind", QT_TRANSLATE_NOOP("StructureTableModel", "Kind")),
    ("game", QT_TRANSLATE_NOOP("StructureTableModel", "Game")),
    ("blinds", QT_TRANSLATE_NOOP("StructureTableModel", "Blinds / bets")),
    ("ante", QT_TRANSLATE_NOOP("StructureTableModel", "Ante")),
    ("bb_ante", QT_TRANSLATE_NOOP("StructureTableModel", "BB ante")),
    ("bring_in", QT_TRANSLATE_NOOP("StructureTableModel", "Bring-in")),
    ("minutes", QT_TRANSLATE_NOOP("StructureTableModel", "Minutes")),
    ("color_up", QT_TRANSLATE_NOOP("StructureTableModel", "Colour up")),
    ("name", QT_TRANSLATE_NOOP("StructureTableModel", "Name")),
)


@dataclass
class Row:
    """One line of the editor, as typed (strings, so mistakes can be shown, not lost)."""

    kind: str = "level"  # "level" or "break"
    game: str = ""  # empty: the structure's game
    blinds: str = ""  # blinds for hold'em, bets for stud and fixed limit ("10-20")
    ante: str = ""
    bb_ante: str = ""
    bring_in: str = ""
    minutes: str = ""
    color_up: str = ""
    name: str = ""
    first_line: int = field(default=0, compare=False)
    last_line: int = field(default=0, compare=False)


def _yaml_scalar(text: str) -> str:
    """Text as a YAML scalar: numbers and ``10-20`` as typed, anything else quoted."""
    t = text.strip()
    if not t:
        return '""'
    if all(c.isdigit() or c in "-/.,:_ " for c in t):
        return t
    return quoted(t)  # escapes what a line would lose, a NEXT LINE (U+0085) included


def rows_from_structure(structure: Structure, lang: str = "en") -> list[Row]:
    """The editor rows for a structure (minutes written the way ``lang`` writes decimals)."""
    rows = []
    for e in structure.entries:
        if isinstance(e, Break):
            rows.append(
                Row(
                    kind="break",
                    minutes=minutes_text(e.minutes, lang),
                    color_up=", ".join(str(c) for c in e.color_up),
                    name=e.name,
                )
            )
            continue
        bets = not e.game.uses_blinds  # stud is written in bets; hold'em in blinds
        rows.append(
            Row(
                kind="level",
                game="" if e.game is structure.game else e.game.value,
                blinds=f"{e.small_bet}-{e.big_bet}" if bets else f"{e.small_blind}-{e.big_blind}",
                ante=str(e.ante) if e.ante else "",
                bb_ante=str(e.bb_ante) if e.bb_ante else "",
                bring_in=str(e.bring_in) if e.bring_in else "",
                minutes=minutes_text(e.minutes, lang),
                name=e.name,
            )
        )
    return rows


@dataclass
class Header:
    """The fields above the table."""

    name: str = ""
    game: str = Game.NLHE.value
    starting_stack: str = ""
    level_minutes: str = ""
    chips: str = ""


#: A whole number with its thousands grouped by dots, as an Italian writes ``10.000``.
_DOT_GROUPED = re.compile(r"(?<![\d.,])\d{1,3}(?:\.\d{3})+(?![\d.,])")


def _chips(text: str, lang: str) -> str:
    """An amount of chips (or ``10-20``) as YAML reads it unambiguously.

    In a file ``10.000`` is refused as ambiguous (ten in English); typed in the Italian window
    it can only be ten thousand, so the dots go.
    """
    if lang != "it":
        return _yaml_scalar(text)
    return _yaml_scalar(_DOT_GROUPED.sub(lambda m: m.group().replace(".", ""), text))


def to_yaml(header: Header, rows: list[Row], lang: str = "en") -> str:
    """Write the editor's content as structure YAML, recording each row's lines in it.

    ``lang`` is the window's: amounts typed ``10.000`` in Italian are ten thousand.
    """
    lines = [f"name: {_yaml_scalar(header.name) if header.name.strip() else ''}".rstrip()]
    lines.append(f"game: {header.game}")
    if header.starting_stack.strip():
        lines.append(f"starting_stack: {_chips(header.starting_stack, lang)}")
    if header.level_minutes.strip():
        lines.append(f"level_minutes: {_yaml_scalar(header.level_minutes)}")
    if header.chips.strip():
        chips = [c.strip() for c in header.chips.replace(";", ",").split(",") if c.strip()]
        if any(":" in c for c in chips):  # the chip set with its counts: 25:400, 100:600
            pairs = [c.partition(":") for c in chips]
            counted = (f"{_chips(v.strip(), lang)}: {_chips(n.strip(), lang)}" for v, _, n in pairs)
            lines.append("chips: {" + ", ".join(counted) + "}")
        else:
            lines.append("chips: [" + ", ".join(_chips(c, lang) for c in chips) + "]")
    if not rows:
        lines.append("levels: []")
        return "\n".join(lines) + "\n"
    lines.append("levels:")
    for row in rows:
        row.first_line = len(lines) + 1
        if row.kind == "break":
            parts = [f"break: {_yaml_scalar(row.minutes)}"]
            if row.color_up.strip():
                items = [c.strip() for c in row.color_up.replace(";", ",").split(",") if c.strip()]
                parts.append("color_up: [" + ", ".join(_chips(c, lang) for c in items) + "]")
        else:
            parts = []
            game = row.game or header.game
            if row.game:
                parts.append(f"game: {row.game}")
            key = "bets" if game == Game.STUD.value else "blinds"
            if row.blinds.strip():
                parts.append(f"{key}: {_chips(row.blinds, lang)}")
            for k in ("ante", "bb_ante", "bring_in"):
                value = getattr(row, k)
                if value.strip():
                    parts.append(f"{k}: {_chips(value, lang)}")
            if row.minutes.strip():
                parts.append(f"minutes: {_yaml_scalar(row.minutes)}")
            if not parts:
                parts.append("{}")
        if row.name.strip():
            parts.append(f"name: {_yaml_scalar(row.name)}")
        if parts == ["{}"]:
            lines.append("  - {}")
        else:
            lines.append("  - " + parts[0])
            lines.extend("    " + p for p in parts[1:])
        row.last_line = len(lines)
    return "\n".join(lines) + "\n"


def _lines_of(path: Path) -> list[str]:
    """The lines of a text file, as far as they can be read (none if it cannot be)."""
    try:
        return path.read_text(encoding="utf-8-sig", errors="replace").splitlines()
    except OSError:
        return []


class StructureTableModel(QAbstractTableModel):
    """The editable rows."""

    changed = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.rows: list[Row] = []
        self.problems: dict[int, list[str]] = {}
        self.numbers: dict[int, int] = {}

    def set_rows(self, rows: list[Row]) -> None:
        """Replace every row."""
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()
        self.changed.emit()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Rows."""
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Columns."""
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        """Column titles and level numbers."""
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.tr(str(COLUMNS[section][1]))
        row = self.rows[section]
        return self.tr("Break") if row.kind == "break" else str(self.numbers.get(section, ""))

    def flags(self, index: _Index) -> Qt.ItemFlag:
        """Every cell editable except those a break does not have."""
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        key = COLUMNS[index.column()][0]
        row = self.rows[index.row()]
        if key == "kind":
            return base
        if row.kind == "break" and key not in ("minutes", "color_up", "name"):
            return base
        if row.kind == "level" and key == "color_up":
            return base
        return base | Qt.ItemFlag.ItemIsEditable

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        """Cell text; problems in red with their messages as tooltips."""
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        key = COLUMNS[index.column()][0]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            value = getattr(row, key)
            if key == "kind" and role == Qt.ItemDataRole.DisplayRole:
                return self.tr("Break") if value == "break" else self.tr("Level")
            if key == "game" and role == Qt.ItemDataRole.DisplayRole and value:
                try:
                    return Game(value).short
                except ValueError:
                    return value
            return value
        if role == Qt.ItemDataRole.BackgroundRole:
            if index.row() in self.problems:
                return QColor("#fde2e1")
            if row.kind == "break":
                return QColor("#dff3e8")
        if role == Qt.ItemDataRole.ToolTipRole and index.row() in self.problems:
            return "\n".join(self.problems[index.row()])
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def setData(self, index: _Index, value, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """Store what was typed (as text)."""
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        key = COLUMNS[index.column()][0]
        row = self.rows[index.row()]
        text = "" if value is None else str(value)
        if getattr(row, key) == text:
            return False
        typed: dict[str, Any] = {key: text}
        self.rows[index.row()] = replace(row, **typed)
        self.dataChanged.emit(index, index)
        self.changed.emit()
        return True

    def insert(self, position: int, row: Row) -> None:
        """Insert a row."""
        self.beginInsertRows(QModelIndex(), position, position)
        self.rows.insert(position, row)
        self.endInsertRows()
        self.changed.emit()

    def remove(self, position: int) -> None:
        """Remove a row."""
        self.beginRemoveRows(QModelIndex(), position, position)
        del self.rows[position]
        self.endRemoveRows()
        self.changed.emit()

    def move(self, position: int, delta: int) -> int:
        """Move a row up (-1) or down (+1); returns its new position."""
        target = position + delta
        if not (0 <= position < len(self.rows) and 0 <= target < len(self.rows)):
            return position
        self.beginResetModel()
        self.rows[position], self.rows[target] = self.rows[target], self.rows[position]
        self.endResetModel()
        self.changed.emit()
        return target

    def mark(self, problems: dict[int, list[str]], numbers: dict[int, int]) -> None:
        """Show which rows have problems."""
        self.problems = problems
        self.numbers = numbers
        if self.rows:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self.rows) - 1, len(COLUMNS) - 1)
            )
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, len(self.rows) - 1)


class StructureEditor(QWidget):
    """The Structure tab.

    Signals:
        apply_requested(object): the director wants to run this (valid) Structure.
    """

    apply_requested = Signal(object)

    def __init__(self, lang: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("structureEditor")
        #: The window's language: the checker's messages and the games' names are said in it.
        self.lang = lang
        self.path: Path | None = None
        #: True while the editor holds the tournament's own structure (kept in no YAML file).
        self.from_tournament = False
        self.result: CheckResult | None = None
        self.header = Header()
        #: The file whose load failed, until a good load or the director's edits are valid.
        self.failed: Path | None = None
        self._loading = False  # set_structure fills the fields: no check for each one
        self.file_label = QLabel()
        self.file_label.setObjectName("structureFile")
        self.file_label.setWordWrap(True)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self._build_table())
        splitter.addWidget(self._build_messages())
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.file_label)
        layout.addLayout(self._build_header_form())
        layout.addLayout(self._build_buttons())
        layout.addWidget(splitter)
        for edit in (self.name_edit, self.stack_edit, self.minutes_edit, self.chips_edit):
            edit.textChanged.connect(self._edited)
        self.game_combo.currentIndexChanged.connect(self._edited)
        self.model.changed.connect(self._edited)
        self._show_file()

    def _build_header_form(self) -> QFormLayout:
        """The fields above the table: name, game, starting stack, minutes per level, chips."""
        self.name_edit = QLineEdit()
        self.game_combo = QComboBox()
        for g in Game:
            self.game_combo.addItem(g.text(self.lang), g.value)
        self.stack_edit = QLineEdit()
        self.minutes_edit = QLineEdit()
        self.chips_edit = QLineEdit()
        self.chips_edit.setPlaceholderText(self.tr("e.g. 25, 100, 500, 1000"))
        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name_edit)
        form.addRow(self.tr("Game"), self.game_combo)
        form.addRow(self.tr("Starting stack"), self.stack_edit)
        form.addRow(self.tr("Minutes per level"), self.minutes_edit)
        form.addRow(self.tr("Chips"), self.chips_edit)
        return form

    def _build_table(self) -> QTableView:
        """The levels and breaks, one row each, edited in place."""
        self.model = StructureTableModel(self)
        self.table = QTableView()
        self.table.setObjectName("structureEditorTable")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        return self.table

    def _build_messages(self) -> QListWidget:
        """The check's messages; clicking one selects the row it is about."""
        self.messages = QListWidget()
        self.messages.setObjectName("structureMessages")
        self.messages.itemActivated.connect(self._select_message_row)
        self.messages.itemClicked.connect(self._select_message_row)
        return self.messages

    def _build_buttons(self) -> QHBoxLayout:
        """Add, remove and move rows; load, save and use the structure."""
        self.add_level_button = QPushButton(self.tr("Add level"))
        self.add_break_button = QPushButton(self.tr("Add break"))
        self.remove_button = QPushButton(self.tr("Remove"))
        self.up_button = QPushButton(self.tr("Move up"))
        self.down_button = QPushButton(self.tr("Move down"))
        self.load_button = QPushButton(self.tr("Load YAML…"))
        self.save_button = QPushButton(self.tr("Save YAML…"))
        self.apply_button = QPushButton(self.tr("Use this structure"))
        self.apply_button.setObjectName("applyStructure")
        self.estimate_button = QPushButton(self.tr("Estimate"))
        self.estimate_button.setObjectName("estimateStructure")
        self.estimate_button.setToolTip(
            self.tr("When a tournament on this structure ends: the estimate and its plots.")
        )
        self.estimate_button.clicked.connect(self.estimate)
        self.design_button = QPushButton(self.tr("Design…"))
        self.design_button.setObjectName("designStructure")
        self.design_button.setToolTip(
            self.tr("A structure for the night from the players, stack, hours and chips.")
        )
        self.design_button.clicked.connect(self.design)
        self.add_level_button.clicked.connect(self.add_level)
        self.add_break_button.clicked.connect(self.add_break)
        self.remove_button.clicked.connect(self.remove_selected)
        self.up_button.clicked.connect(lambda: self._move(-1))
        self.down_button.clicked.connect(lambda: self._move(1))
        self.load_button.clicked.connect(self._load_dialog)
        self.save_button.clicked.connect(self._save_dialog)
        self.apply_button.clicked.connect(self._apply)
        buttons = QHBoxLayout()
        for b in (
            self.add_level_button,
            self.add_break_button,
            self.remove_button,
            self.up_button,
            self.down_button,
        ):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.design_button)
        buttons.addWidget(self.estimate_button)
        for b in (self.load_button, self.save_button, self.apply_button):
            buttons.addWidget(b)
        return buttons

    # -- content ---------------------------------------------------------------------------------
    def set_structure(self, structure: Structure, path: Path | None = None) -> None:
        """Edit ``structure``."""
        self.path = path or structure.path  # the tournament's own structure is in no file
        self.from_tournament = self.path is None and bool(structure.source)
        self.failed = None
        durations = [lv.seconds for lv in structure.levels]
        default = max(set(durations), key=durations.count)
        self._loading = True
        self.name_edit.setText(structure.name)
        self.game_combo.setCurrentIndex(self.game_combo.findData(structure.game.value))
        self.stack_edit.setText(str(structure.starting_stack))
        self.minutes_edit.setText(minutes_text(default / 60, self.lang))
        if structure.chip_counts:  # a chip set with its counts stays one (25:400, 100:600)
            counted = (f"{v}:{n}" for v, n in structure.chip_counts)
            self.chips_edit.setText(", ".join(counted))
        else:
            self.chips_edit.setText(", ".join(str(c) for c in structure.chips))
        self._loading = False
        self.model.set_rows(rows_from_structure(structure, self.lang))
        self._show_file()

    def _show_file(self) -> None:
        """Say which file is in the editor, or which one failed to load."""
        if self.failed is not None:
            self.file_label.setText(
                self.tr(
                    "{0} was not loaded: it has errors (listed below). Load a corrected file,"
                    " or build the structure here."
                ).format(self.failed.name)
            )
            self.file_label.setStyleSheet(
                f"color: {legible(RED, self.palette()).name()}; font-weight: bold;"
            )
            self.file_label.setToolTip(str(self.failed))
            return
        self.file_label.setStyleSheet("")
        if self.path is not None:
            self.file_label.setText(self.tr("File: {0}").format(self.path.name))
            self.file_label.setToolTip(str(self.path))
        elif self.from_tournament:
            self.file_label.setText(self.tr("The tournament's structure (kept in its file)."))
            self.file_label.setToolTip("")
        else:
            self.file_label.setText(self.tr("A new structure, not saved yet."))
            self.file_label.setToolTip("")

    def _edited(self, *_args) -> None:
        if not self._loading:
            self.validate()

    def current_header(self) -> Header:
        """The fields above the table."""
        return Header(
            name=self.name_edit.text(),
            game=self.game_combo.currentData() or Game.NLHE.value,
            starting_stack=self.stack_edit.text(),
            level_minutes=self.minutes_edit.text(),
            chips=self.chips_edit.text(),
        )

    def yaml_text(self) -> str:
        """The content as structure YAML."""
        return to_yaml(self.current_header(), self.model.rows, self.lang)

    def validate(self) -> CheckResult:
        """Check the content and show the messages (as ``director structure check`` prints them)."""
        text = self.yaml_text()
        filename = str(self.path) if self.path else "structure.yaml"
        self.result = check_text(text, filename)
        self.messages.clear()
        problems: dict[int, list[str]] = {}
        for d in self.result.diagnostics:
            row = self._row_of(d.line, d.column)
            words = self._row_words(row)
            item = QListWidgetItem(editor_line(d, words, self.lang))
            item.setData(Qt.ItemDataRole.UserRole, row)
            if d.severity is Severity.ERROR:
                item.setForeground(legible(RED, self.palette()))
                if row is not None:
                    said = at_row(d.msg, words).text(self.lang)
                    problems.setdefault(row, []).append(said[:1].upper() + said[1:])
            else:
                item.setForeground(QColor("#8a5a00"))
            self.messages.addItem(item)
        if not self.result.diagnostics:
            ok = QListWidgetItem(self.tr("No problems: the structure is ready to use."))
            ok.setForeground(QColor("#1e7d32"))
            self.messages.addItem(ok)
        numbers: dict[int, int] = {}
        for i, editor_row in enumerate(self.model.rows):
            if editor_row.kind == "level":
                numbers[i] = len(numbers) + 1
        self.model.mark(problems, numbers)
        if self.failed is not None and self.result.ok:  # the director's edits are now valid
            self.failed = None
            self._show_file()
        self.apply_button.setEnabled(self.result.ok and self.failed is None)
        self.estimate_button.setEnabled(self.apply_button.isEnabled())
        self.save_button.setEnabled(True)
        return self.result

    def _row_of(self, line: int, column: int) -> int | None:
        """The row a diagnostic at ``line``:``column`` of :meth:`yaml_text` is about, if any.

        Each row is written ``  - key: value`` from its first line on: what is at the dash
        (column 3) is the list of levels as a whole, not the first row.
        """
        for i, row in enumerate(self.model.rows):
            if row.first_line <= line <= row.last_line:
                return None if line == row.first_line and column < ROW_COLUMN else i
        return None

    def _row_words(self, row: int | None):
        """How a message names ``row``: ``livello 4``, ``pausa dopo il livello 3``."""
        if row is None:
            return None
        levels = sum(1 for r in self.model.rows[:row] if r.kind == "level")
        if self.model.rows[row].kind == "break":
            return break_row(levels)
        return level_row(levels + 1)

    def _select_message_row(self, item: QListWidgetItem) -> None:
        row = item.data(Qt.ItemDataRole.UserRole)
        if row is not None:
            self.table.selectRow(row)

    # -- editing ---------------------------------------------------------------------------------
    def _selected_row(self) -> int:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else len(self.model.rows) - 1

    def add_level(self) -> None:
        """Add a level after the selected row, continuing the progression."""
        at = self._selected_row()
        previous = next((r for r in reversed(self.model.rows[: at + 1]) if r.kind == "level"), None)
        row = Row(kind="level", game=previous.game if previous else "")
        self.model.insert(at + 1, row)
        self.table.selectRow(at + 1)

    def add_break(self) -> None:
        """Add a break after the selected row."""
        at = self._selected_row()
        self.model.insert(at + 1, Row(kind="break", minutes="10"))
        self.table.selectRow(at + 1)

    def remove_selected(self) -> None:
        """Remove the selected row."""
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self.model.remove(rows[0].row())

    def _move(self, delta: int) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self.table.selectRow(self.model.move(rows[0].row(), delta))

    # -- files -------------------------------------------------------------------------------------
    def load(self, path: Path) -> CheckResult:
        """Load a YAML file into the editor.

        A file with errors leaves nothing usable behind: the table and the fields are emptied
        and "Use this structure" is off, so the structure shown before cannot be taken for the
        new file's; the label names the file that failed and the messages list its errors.
        """
        result = check_file(path)
        if result.structure is not None:
            self.set_structure(result.structure, path)
            return result
        self.failed, self.path, self.from_tournament = path, None, False
        self._loading = True
        for edit in (self.name_edit, self.stack_edit, self.minutes_edit, self.chips_edit):
            edit.clear()
        self.model.set_rows([])  # not checked while loading: the file's errors stay listed
        self._loading = False
        self.result = result
        self.messages.clear()
        lines = _lines_of(path)
        for d in result.diagnostics:  # at the file's own lines: its name is in the label above
            item = QListWidgetItem(file_line(d, self.lang))
            if 0 < d.line <= len(lines):  # the line itself, as the director wrote it
                item.setToolTip(lines[d.line - 1])
            item.setForeground(legible(RED, self.palette()))
            self.messages.addItem(item)
        self.apply_button.setEnabled(False)
        self.estimate_button.setEnabled(False)
        self.save_button.setEnabled(False)
        self._show_file()
        return result

    def save(self, path: Path) -> None:
        """Write the content as YAML (what was typed, even if it still has errors)."""
        text = self.yaml_text()
        if self.result is not None and self.result.structure is not None:
            text = self.result.structure.to_yaml()
        path.write_text(text, encoding="utf-8")
        self.path = path
        self._show_file()
        self.validate()

    def _load_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Load structure"),
            str(self.path or ""),
            self.tr("Structures (*.yaml *.yml)"),
        )
        if path:
            self.load(Path(path))

    def _save_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save structure"),
            str(self.path or "structure.yaml"),
            self.tr("Structures (*.yaml *.yml)"),
        )
        if path:
            try:
                self.save(Path(path))
            except OSError as exc:
                QMessageBox.warning(
                    self,
                    self.tr("Not saved"),
                    self.tr("Could not save {0}: {1}").format(path, exc.strerror or exc),
                )

    # -- estimate and design -----------------------------------------------------------------------
    def players(self) -> int:
        """The players an estimate starts from: the open tournament's entries, else 40."""
        from ui.setup.estimate_view import DEFAULT_PLAYERS

        # The main window holds the open tournament's Document; alone, the editor has none.
        document = getattr(self.window(), "document", None)
        entries = document.tournament.stats().entries if document is not None else 0
        return entries if entries >= 2 else DEFAULT_PLAYERS

    def estimate(self):
        """Open the estimate of the (valid) structure in the editor; returns the dialog."""
        from ui.setup.estimate_view import EstimateDialog

        result = self.validate()
        if result.structure is None or self.failed is not None:
            return None
        dialog = EstimateDialog(
            result.structure, players=self.players(), lang=self.lang, parent=self
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def design(self):
        """Open Design…; the structure it designs replaces the editor's when used."""
        from ui.setup.design_dialog import DesignDialog

        result = self.result if self.result is not None else self.validate()
        base = result.structure if self.failed is None else None
        dialog = DesignDialog(base, players=self.players(), lang=self.lang, parent=self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._designed(dialog.structure))
        dialog.open()
        return dialog

    def _designed(self, structure: Structure | None) -> None:
        """Edit a designed structure: new, in no file until it is saved."""
        if structure is None:
            return
        self.set_structure(structure)
        self.path, self.from_tournament = None, False
        self._show_file()

    def _apply(self) -> None:
        result = self.validate()
        if result.structure is not None and self.failed is None:
            self.apply_requested.emit(result.structure)
