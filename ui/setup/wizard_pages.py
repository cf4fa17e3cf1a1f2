"""The pages of File ▸ New tournament (see :mod:`ui.setup.wizard`), each checking what was typed.

A :class:`SectionPage` holds one section of the settings form and a message line; the structure
page offers the shipped structures with a preview of their first levels, or a YAML file checked
with the same messages as ``director structure check``; the payouts page shows the prizes for
an example field; the last page says where the file goes and sums everything up. Each page gets
what it needs from the wizard when it is made (the chosen structure, the money section, ...).
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWizardPage,
)

from director.errors import DirectorError
from director.i18n import ordinal
from director.payouts import compute_payouts
from director.structures import (
    Break,
    Level,
    Structure,
    check_file,
    default_structure_path,
    load_structure,
    shipped_structures,
)
from director.structures.estimate import Estimate, estimate
from director.tournament import Settings, format_money, satellite
from director.tournament.prizes import expected_money
from ui import i18n
from ui.common.background import SIMULATIONS, Background
from ui.common.fmt import minutes_text, num
from ui.common.recent import SUFFIX, new_file_name
from ui.common.theme import legible
from ui.common.titled_model import TitledTableModel
from ui.document import error_text
from ui.setup.fields import (
    ERROR_COLOR,
    FieldProblem,
    focus_problem,
    message_label,
    show_message,
)
from ui.setup.mystery import MysterySection
from ui.setup.sections import MoneySection, PayoutsSection, RulesSection, Section, TablesSection

_Index = QModelIndex | QPersistentModelIndex

#: How many entries of the structure the preview shows.
PREVIEW_ROWS = 10


class LevelPreviewModel(TitledTableModel):
    """The first levels and breaks of a structure: level, blinds, ante, minutes."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[str, str, str, str]] = []
        self.more = ""
        self.titles = (self.tr("Level"), self.tr("Blinds"), self.tr("Ante"), self.tr("Minutes"))

    def set_structure(self, structure: Structure | None) -> None:
        """Show the first :data:`PREVIEW_ROWS` entries of ``structure``, and what follows."""
        rows = []
        entries = structure.entries if structure else ()
        for entry in entries[:PREVIEW_ROWS]:
            minutes = minutes_text(entry.minutes, i18n.current())
            if isinstance(entry, Break):
                rows.append((self.tr("Break"), "", "", minutes))
            elif isinstance(entry, Level):
                rows.append((str(entry.number), _blinds(entry), _ante(entry), minutes))
        #: The last row's text when the preview is cut ("" when every entry is shown).
        self.more = self._more(entries[PREVIEW_ROWS:])
        if self.more:
            rows.append((self.more, "", "", ""))
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        """The text of a cell (the row saying what follows in italics, across the table)."""
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        last = bool(self.more) and index.row() == len(self.rows) - 1
        if role == Qt.ItemDataRole.DisplayRole:
            return self.rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.FontRole and last:
            font = QFont()
            font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() > 0 and not last:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _more(self, rest: Sequence[Level | Break]) -> str:
        """What the preview leaves out, "… and 15 more levels" ("" when nothing)."""
        levels = sum(1 for entry in rest if isinstance(entry, Level))
        if levels > 1:
            return self.tr("… and {0} more levels").format(levels)
        if levels == 1:
            return self.tr("… and one more level")
        return self.tr("… and a break") if rest else ""


def _blinds(level: Level) -> str:
    if level.game.uses_blinds:
        return f"{num(level.small_blind)}-{num(level.big_blind)}"
    return f"{num(level.small_bet)}-{num(level.big_bet)}"


def _ante(level: Level) -> str:
    parts = []
    if level.ante:
        parts.append(num(level.ante))
    if level.bb_ante:
        parts.append(f"BB {num(level.bb_ante)}")
    if level.bring_in:
        parts.append(f"bring-in {num(level.bring_in)}")
    return " + ".join(parts)


class SectionPage(QWizardPage):
    """A page holding one settings section, with a message line for what is wrong."""

    def __init__(self, section: Section | None = None) -> None:
        super().__init__()
        self.section = section
        self.message = message_label()
        self.body = QVBoxLayout(self)
        if section is not None:
            self.body.addWidget(section)
        self.values: dict[str, Any] = {}

    def finish_layout(self) -> None:
        """Put the message line at the bottom."""
        self.body.addStretch(1)
        self.body.addWidget(self.message)

    def check(self) -> dict[str, Any]:
        """The page's settings; raises FieldProblem."""
        return self.section.read() if self.section is not None else {}

    def validatePage(self) -> bool:
        """Go on only when the page makes sense; otherwise say why and point at the field."""
        try:
            self.values = self.check()
        except FieldProblem as problem:
            show_message(self.message, str(problem))
            focus_problem(problem)
            return False
        show_message(self.message, "")
        return True


class StructurePage(SectionPage):
    """A shipped structure (with a preview of its first levels) or a YAML file."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.setTitle(self.tr("Blind structure"))
        self.setSubTitle(
            self.tr("Choose the levels the clock runs, or a structure file of your own.")
        )
        self.lang = lang
        self.structures: list[Structure] = []
        #: Each structure's estimated end for a club's evening (by id), once estimated.
        self.ends: dict[int, str] = {}
        self._estimating: set[int] = set()
        self.background = Background(self, executor=SIMULATIONS)
        self.list = QListWidget()
        self.list.setObjectName("structureList")
        self.browse = QPushButton(self.tr("Browse…"))
        self.browse.setObjectName("structureFile")
        self.browse.setToolTip(self.tr("Use a structure file (YAML), checked before it is used."))
        self.design_button = QPushButton(self.tr("Design…"))
        self.design_button.setObjectName("designStructure")
        self.design_button.setToolTip(
            self.tr("A structure for the night from the players, stack, hours and chips.")
        )
        self.estimate_button = QPushButton(self.tr("Estimate"))
        self.estimate_button.setObjectName("estimateStructure")
        self.estimate_button.setToolTip(
            self.tr("When a tournament on this structure ends: the estimate and its plots.")
        )
        self.preview_model = LevelPreviewModel(self)
        self.preview = QTableView()
        self.preview.setObjectName("structurePreview")
        self.preview.setModel(self.preview_model)
        self.preview.verticalHeader().setVisible(False)
        self.preview.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.preview.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.preview.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.preview.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.about = QLabel()
        self.about.setObjectName("structureAbout")
        self.about.setWordWrap(True)
        self.problems = QListWidget()
        self.problems.setObjectName("structureProblems")
        self.problems.setVisible(False)
        self.problems.setStyleSheet(f"color: {legible(ERROR_COLOR, self.palette()).name()};")
        self.problems.setWordWrap(True)
        left = QVBoxLayout()
        left.addWidget(self.list, 1)
        choose = QHBoxLayout()
        choose.addWidget(self.browse)
        choose.addWidget(self.design_button)
        choose.addWidget(self.estimate_button)
        choose.addStretch(1)
        left.addLayout(choose)
        right = QVBoxLayout()
        right.addWidget(self.about)
        right.addWidget(self.preview, 1)
        row = QHBoxLayout()
        row.addLayout(left, 2)
        row.addLayout(right, 3)
        self.body.addLayout(row, 1)
        self.body.addWidget(self.problems)
        self.body.addWidget(self.message)
        for path in shipped_structures():
            try:
                self.add(load_structure(path), select=path == default_structure_path())
            except DirectorError:
                continue  # a broken shipped file is caught by the tests
        self.list.currentRowChanged.connect(self._show)
        self.browse.clicked.connect(self._browse)
        self.estimate_button.clicked.connect(self.estimate)
        self.design_button.clicked.connect(self.design)
        self._show(self.list.currentRow())

    def add(self, structure: Structure, *, select: bool = True, note: str = "") -> None:
        """Offer ``structure`` in the list (selected)."""
        self.structures.append(structure)
        text = structure.name if not note else f"{structure.name} ({note})"
        item = QListWidgetItem(text)
        if structure.description:
            item.setToolTip(structure.description)
        self.list.addItem(item)
        if select:
            self.list.setCurrentRow(self.list.count() - 1)

    def structure(self) -> Structure | None:
        """The chosen structure."""
        row = self.list.currentRow()
        return self.structures[row] if 0 <= row < len(self.structures) else None

    def estimate(self):
        """Open the estimate of the chosen structure (for a club's evening); returns the dialog."""
        from ui.setup.estimate_view import EstimateDialog

        structure = self.structure()
        if structure is None:
            return None
        dialog = EstimateDialog(structure, lang=self.lang, parent=self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def design(self):
        """Open Design…; the structure it designs joins the list, chosen, when used."""
        from ui.setup.design_dialog import DesignDialog

        dialog = DesignDialog(self.structure(), lang=self.lang, parent=self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._designed(dialog.structure))
        dialog.open()
        return dialog

    def _designed(self, structure: Structure | None) -> None:
        if structure is not None:
            self.add(structure, note=self.tr("designed"))

    def _show(self, _row: int) -> None:
        s = self.structure()
        self.estimate_button.setEnabled(s is not None)
        self.preview_model.set_structure(s)
        self.preview.clearSpans()
        if self.preview_model.more:  # "… and 15 more levels" across the whole row
            self.preview.setSpan(self.preview_model.rowCount() - 1, 0, 1, 4)
        if s is None:
            self.about.clear()
            return
        minutes = [minutes_text(m, self.lang) for m in sorted({lv.minutes for lv in s.levels})]
        hours, rest = divmod(s.total_seconds // 60, 60)
        lines = []
        if s.description:
            lines.append(f"<i>{escape(s.description)}</i>")
        lines.append(
            self.tr(
                "Starting stack {0} · {1} levels of {2} minutes · about {3} h {4:02d} min in all"
            ).format(num(s.starting_stack), len(s.levels), "/".join(minutes), hours, rest)
        )
        if s.chips:
            lines.append(self.tr("Chips: {0}").format(", ".join(num(c) for c in s.chips)))
        lines.append(escape(self._end(s)))
        self.about.setText("<br>".join(lines))

    def _end(self, structure: Structure) -> str:
        """The estimated end for a club's evening: estimated in the background, then said."""
        from ui.setup.estimate_view import DEFAULT_PLAYERS

        key = id(structure)
        if key in self.ends:
            return self.ends[key]
        if key not in self._estimating:
            self._estimating.add(key)
            self.background.submit(
                lambda: estimate(structure, DEFAULT_PLAYERS),
                lambda result: self._estimated(structure, result),
                lambda exc: self._estimated(structure, exc),
            )
        return self.tr("Estimated end with {0} players: estimating…").format(DEFAULT_PLAYERS)

    def _estimated(self, structure: Structure, result: Estimate | BaseException) -> None:
        from ui.setup.estimate_view import DEFAULT_PLAYERS, duration_text

        if isinstance(result, DirectorError):  # a structure too short for the field
            said = self.tr("Estimated end with {0} players: {1}").format(
                DEFAULT_PLAYERS, error_text(result, self.lang)
            )
        elif isinstance(result, BaseException):
            raise result  # a bug: shown, not taken for a refusal
        else:
            said = self.tr("Estimated end with {0} players: about {1}, in level {2}").format(
                DEFAULT_PLAYERS, duration_text(result.minutes), result.end_level
            )
        self.ends[id(structure)] = said
        if self.structure() is structure:
            self._show(self.list.currentRow())

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Blind structure"),
            str(default_structure_path().parent),
            self.tr("Structures (*.yaml *.yml);;All files (*)"),
        )
        if path:
            self.load_file(Path(path))

    def load_file(self, path: Path) -> bool:
        """Check ``path``; offer it when good, else list every problem (FILE:LINE:COLUMN)."""
        result = check_file(path)
        self.problems.clear()
        if result.structure is None:
            self.problems.addItems([d.text(self.lang) for d in result.diagnostics])
            self.problems.setVisible(True)
            show_message(
                self.message,
                self.tr("{0} has mistakes (listed above); fix them or choose another.").format(
                    path.name
                ),
            )
            return False
        self.problems.setVisible(False)
        show_message(self.message, "")
        self.add(result.structure, note=path.name)
        return True

    def check(self) -> dict[str, Any]:
        """A structure must be chosen."""
        if self.structure() is None:
            raise FieldProblem(self.list, self.tr("Choose a structure."))
        return {}


class MoneyPage(SectionPage):
    """The buy-in, the bounty and the guarantee, and the mystery bounties' prizes.

    Args:
        section: The money section of the form.
        mystery: The mystery bounties' prizes and the level they are drawn from.
        structure: The structure chosen on the structure page (its levels bound the level).
    """

    def __init__(
        self,
        section: MoneySection,
        mystery: MysterySection,
        structure: Callable[[], Structure | None],
    ) -> None:
        super().__init__(section)
        self.mystery = mystery
        self.chosen_structure = structure
        # the mystery fields stand in the money form, above its summary, aligned with the rest
        form = section.layout()
        assert isinstance(form, QFormLayout)
        said = QCoreApplication.translate
        below = form.rowCount() - 1
        form.insertRow(below, said("MysterySection", "Mystery bounties:"), mystery.prizes_edit)
        form.insertRow(below + 1, said("MysterySection", "Drawn from level:"), mystery.level_box)
        mystery.setParent(self)
        mystery.hide()
        self.finish_layout()

    def initializePage(self) -> None:
        """The mystery level goes up to the chosen structure's last level."""
        structure = self.chosen_structure()
        if structure is not None:
            self.mystery.level_box.setRange(1, max(len(structure.levels), 1))

    def check(self) -> dict[str, Any]:
        """The page's settings, the mystery prizes with them; raises FieldProblem."""
        return {**super().check(), **self.mystery.read()}


class RulesPage(SectionPage):
    """Entries, rebuys and the add-on, for the chosen structure.

    Args:
        section: The rules' section of the form.
        structure: The structure chosen on the structure page (None: none yet).
    """

    def __init__(self, section: RulesSection, structure: Callable[[], Structure | None]) -> None:
        super().__init__(section)
        self.rules = section
        self.chosen_structure = structure
        self.setTitle(self.tr("Entries, rebuys and add-on"))
        self.setSubTitle(
            self.tr(
                "Until when players may enter, and whether they may buy more chips. "
                "Suggested: up to the end of the first hour."
            )
        )
        self.finish_layout()
        self._structure: Structure | None = None

    def initializePage(self) -> None:
        """Ranges and suggestions follow the structure chosen (again if it changed)."""
        structure = self.chosen_structure()
        if structure is not None and structure is not self._structure:
            self._structure = structure
            self.rules.club_defaults(structure)


class TablesPage(SectionPage):
    """How many tables and how many seats each."""

    def __init__(self, section: TablesSection) -> None:
        super().__init__(section)
        self.tables = section
        self.setTitle(self.tr("Tables"))
        self.setSubTitle(self.tr("Tables can also be added or broken during the evening."))
        self.seats_label = QLabel()
        self.seats_label.setObjectName("seatsTotal")
        self.body.addWidget(self.seats_label)
        self.finish_layout()
        assert section.tables_spin is not None
        section.tables_spin.valueChanged.connect(self._seats)
        section.seats_spin.valueChanged.connect(self._seats)
        self._seats()

    def _seats(self, _value: int = 0) -> None:
        section = self.tables
        tables = section.tables()
        self.seats_label.setText(
            self.tr("{0} tables × {1} seats: room for {2} players.").format(
                tables, section.seats_spin.value(), tables * section.seats_spin.value()
            )
            if tables
            else self.tr("No tables yet: add them from the Tables tab before the seat draw.")
        )


class PayoutsPage(SectionPage):
    """Payout table, rounding, minimum prize, with the prizes for an example field.

    Args:
        section: The payouts' section of the form.
        money: The money section (the buy-in, fee, guarantee and currency of the example).
        lang: ``it`` or ``en``: the language of the amounts and messages.
    """

    def __init__(self, section: PayoutsSection, money: MoneySection, lang: str) -> None:
        super().__init__(section)
        self.payouts = section
        self.money = money
        self.lang = lang
        self.setTitle(self.tr("Payouts"))
        self.setSubTitle(self.tr("How the prize pool is shared. It can be changed at any time."))
        self.entries_spin = QSpinBox()
        self.entries_spin.setObjectName("previewEntries")
        self.entries_spin.setRange(1, 5000)
        self.entries_spin.setValue(30)
        self.entries_spin.setSuffix(self.tr(" entries"))
        self.entries_spin.setMaximumWidth(160)
        self.preview = QLabel()
        self.preview.setObjectName("payoutPreview")
        self.preview.setWordWrap(True)
        self.preview.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box = QGroupBox(self.tr("Example"))
        form = QFormLayout(box)
        form.addRow(self.tr("With:"), self.entries_spin)
        form.addRow(self.preview)
        self.body.addWidget(box)
        self.finish_layout()
        self.entries_spin.valueChanged.connect(self.update_preview)
        section.chooser.changed.connect(lambda _t: self.update_preview())
        section.rounding.currentIndexChanged.connect(lambda _i: self.update_preview())
        section.min_cash_edit.textChanged.connect(lambda _t: self.update_preview())
        section.satellite_edit.textChanged.connect(lambda _t: self.update_preview())

    def initializePage(self) -> None:
        """Amounts in the currency chosen, from the buy-in given."""
        self.payouts.set_currency(self.money.currency())
        self.update_preview()

    def update_preview(self, _value: int = 0) -> None:
        """The prizes for the example number of entries (buy-ins only)."""
        section = self.payouts
        try:
            money = self.money.read()
            payouts = section.read()
        except FieldProblem as problem:
            show_message(self.preview, str(problem))
            return
        entries = self.entries_spin.value()
        cur, lang = money["currency"], self.lang
        try:
            pool = expected_money(Settings().changed(**money), entries).prize_pool_cents
            if payouts["satellite_seat_cents"]:
                seats = satellite.preview(pool, payouts["satellite_seat_cents"], cur)
                self.preview.setStyleSheet("")
                self.preview.setVisible(True)
                self.preview.setText(
                    self.tr("Prize pool {0}: {1}").format(
                        format_money(pool, cur, lang), seats.text(lang)
                    )
                )
                return
            amounts = compute_payouts(
                pool,
                entries,
                section.chooser.table(),
                rounding_cents=payouts["rounding_cents"],
                minimum_cash_cents=payouts["minimum_cash_cents"],
            )
        except DirectorError as exc:
            show_message(self.preview, error_text(exc, lang))
            return
        places = " · ".join(
            f"{ordinal(i, lang)} {format_money(a, cur, lang)}" for i, a in enumerate(amounts, 1)
        )
        self.preview.setStyleSheet("")
        self.preview.setVisible(True)
        self.preview.setText(
            self.tr("Prize pool {0}, {1} places paid: {2}").format(
                format_money(pool, cur, lang), len(amounts), places
            )
        )


class SavePage(SectionPage):
    """Where the tournament file goes, and everything at a glance.

    Args:
        lang: ``it`` or ``en``: the language of the messages.
        collect: Every setting filled in so far (``Settings`` field -> value).
        summary: The new tournament at a glance (rich text), from those settings.
    """

    def __init__(
        self,
        lang: str,
        collect: Callable[[], dict[str, Any]],
        summary: Callable[[dict[str, Any]], str],
    ) -> None:
        super().__init__()
        self.lang = lang
        self.collect = collect
        self.summarise = summary
        self.setTitle(self.tr("Save"))
        self.setSubTitle(self.tr("Every action is saved in this file as it happens."))
        self.path_edit = QLineEdit()
        self.path_edit.setObjectName("path")
        self.path_edit.textEdited.connect(self._typed)
        self.browse = QPushButton(self.tr("Browse…"))
        self.browse.setObjectName("pathBrowse")
        self.browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.path_edit, 1)
        row.addWidget(self.browse)
        form = QFormLayout()
        form.addRow(self.tr("File:"), row)
        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        box = QGroupBox(self.tr("The new tournament"))
        QVBoxLayout(box).addWidget(self.summary)
        self.body.addLayout(form)
        self.body.addWidget(box)
        self.finish_layout()
        self.path_typed = False
        self.settings: Settings | None = None

    def _typed(self, _text: str) -> None:
        self.path_typed = True

    def _browse(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the new tournament"),
            self.path_edit.text(),
            self.tr("Tournaments (*.director)"),
        )
        if path:
            self.path_edit.setText(path)
            self.path_typed = True

    def initializePage(self) -> None:
        """Suggest a free name in Documents/Director (unless one was typed) and sum up."""
        values = self.collect()
        if not self.path_typed:
            day = _dt.date.fromisoformat(values["date"]) if values.get("date") else None
            self.path_edit.setText(str(new_file_name(values["name"], day)))
        self.summary.setText(self.summarise(values))

    def path(self) -> Path:
        """The file to create (``.director`` added when missing)."""
        path = Path(self.path_edit.text().strip()).expanduser()
        if path.suffix != SUFFIX:
            path = path.with_name(path.name + SUFFIX)
        return path

    def check(self) -> dict[str, Any]:
        """A file name that is free; settings that make sense together."""
        text = self.path_edit.text().strip()
        if not text:
            raise FieldProblem(self.path_edit, self.tr("Say where to save the tournament."))
        path = self.path()
        if path.exists():
            raise FieldProblem(
                self.path_edit,
                self.tr("{0} already exists; choose another name.").format(path.name),
            )
        if path.parent.exists() and not path.parent.is_dir():
            raise FieldProblem(
                self.path_edit, self.tr("{0} is not a folder.").format(str(path.parent))
            )
        try:
            self.settings = Settings().changed(**self.collect())
        except DirectorError as exc:
            raise FieldProblem(self.path_edit, error_text(exc, self.lang)) from None
        return {}


def escape(text: str) -> str:
    """``text`` safe inside rich text."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
