"""File ▸ New tournament: a wizard that asks, page by page, what the evening is set up with.

Pages: the event (name, date, venue); the blind structure (a shipped one with a preview of its
first levels, or a YAML file, checked with the same messages as ``director structure check``);
the money (buy-in and fee as clubs write them, "20+5" or "20,50"; currency, bounty,
guarantee); entries, rebuys and the add-on; the tables; the payouts (table, rounding, minimum
prize, with a preview); where to save the file. Each page checks what was typed before going on
and says in one line what is wrong. The defaults are a club's usual evening: the club-50
structure, 20+5, nine seats a table.

:meth:`NewTournamentWizard.result_values` gives what :meth:`ui.app.App.create` needs.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
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
    QWidget,
    QWizard,
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
from director.tournament import Settings, format_money
from ui.common.fmt import num
from ui.common.recent import SUFFIX, new_file_name
from ui.common.titled_model import TitledTableModel
from ui.setup.settings import (
    EventSection,
    FieldProblem,
    MoneySection,
    PayoutsSection,
    RulesSection,
    Section,
    TablesSection,
    date_text,
    error_text,
    focus_problem,
    message_label,
    show_message,
    ui_language,
)

_Index = QModelIndex | QPersistentModelIndex

#: How many entries of the structure the preview shows.
PREVIEW_ROWS = 10


@dataclass(frozen=True)
class NewTournament:
    """What the wizard was told: where to save, the structure, the settings, the tables."""

    path: Path
    structure: Structure
    settings: Settings
    tables: int


# ------------------------------------------------------------------------------------------------
# The structure preview
# ------------------------------------------------------------------------------------------------


class LevelPreviewModel(TitledTableModel):
    """The first levels and breaks of a structure: level, blinds, ante, minutes."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[str, str, str, str]] = []
        self.titles = (self.tr("Level"), self.tr("Blinds"), self.tr("Ante"), self.tr("Minutes"))

    def set_structure(self, structure: Structure | None) -> None:
        """Show the first :data:`PREVIEW_ROWS` entries of ``structure``."""
        rows = []
        for entry in (structure.entries if structure else ())[:PREVIEW_ROWS]:
            minutes = f"{entry.minutes:g}"
            if isinstance(entry, Break):
                rows.append((self.tr("Break"), "", "", minutes))
            elif isinstance(entry, Level):
                rows.append((str(entry.number), _blinds(entry), _ante(entry), minutes))
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        """The text of a cell."""
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


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


# ------------------------------------------------------------------------------------------------
# Pages
# ------------------------------------------------------------------------------------------------


class _Page(QWizardPage):
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

    def wizard_(self) -> NewTournamentWizard:
        """The wizard this page is in."""
        return self.wizard()  # type: ignore[return-value]


class StructurePage(_Page):
    """A shipped structure (with a preview of its first levels) or a YAML file."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.setTitle(self.tr("Blind structure"))
        self.setSubTitle(
            self.tr("Choose the levels the clock runs, or a structure file of your own.")
        )
        self.lang = lang
        self.structures: list[Structure] = []
        self.list = QListWidget()
        self.list.setObjectName("structureList")
        self.browse = QPushButton(self.tr("Browse…"))
        self.browse.setObjectName("structureFile")
        self.browse.setToolTip(self.tr("Use a structure file (YAML), checked before it is used."))
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
        self.problems.setStyleSheet("color: #b00020;")
        self.problems.setWordWrap(True)
        left = QVBoxLayout()
        left.addWidget(self.list, 1)
        left.addWidget(self.browse, 0, Qt.AlignmentFlag.AlignLeft)
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

    def _show(self, _row: int) -> None:
        s = self.structure()
        self.preview_model.set_structure(s)
        if s is None:
            self.about.clear()
            return
        minutes = sorted({f"{lv.minutes:g}" for lv in s.levels})
        hours, rest = divmod(s.total_seconds // 60, 60)
        lines = []
        if s.description:
            lines.append(f"<i>{_escape(s.description)}</i>")
        lines.append(
            self.tr(
                "Starting stack {0} · {1} levels of {2} minutes · about {3} h {4:02d} min in all"
            ).format(num(s.starting_stack), len(s.levels), "/".join(minutes), hours, rest)
        )
        if s.chips:
            lines.append(self.tr("Chips: {0}").format(", ".join(num(c) for c in s.chips)))
        self.about.setText("<br>".join(lines))

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
            self.problems.addItems([str(d) for d in result.diagnostics])
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


class RulesPage(_Page):
    """Entries, rebuys and the add-on, for the chosen structure."""

    def __init__(self, section: RulesSection) -> None:
        super().__init__(section)
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
        structure = self.wizard_().structure_page.structure()
        if structure is not None and structure is not self._structure:
            self._structure = structure
            assert isinstance(self.section, RulesSection)
            self.section.club_defaults(structure)


class TablesPage(_Page):
    """How many tables and how many seats each."""

    def __init__(self, section: TablesSection) -> None:
        super().__init__(section)
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
        section = self.section
        assert isinstance(section, TablesSection)
        tables = section.tables()
        self.seats_label.setText(
            self.tr("{0} tables × {1} seats: room for {2} players.").format(
                tables, section.seats_spin.value(), tables * section.seats_spin.value()
            )
            if tables
            else self.tr("No tables yet: add them from the Tables tab before the seat draw.")
        )


class PayoutsPage(_Page):
    """Payout table, rounding, minimum prize, with the prizes for an example field."""

    def __init__(self, section: PayoutsSection) -> None:
        super().__init__(section)
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
        assert isinstance(section, PayoutsSection)
        section.min_cash_edit.textChanged.connect(lambda _t: self.update_preview())

    def initializePage(self) -> None:
        """Amounts in the currency chosen, from the buy-in given."""
        assert isinstance(self.section, PayoutsSection)
        self.section.set_currency(self.wizard_().money.currency())
        self.update_preview()

    def update_preview(self, _value: int = 0) -> None:
        """The prizes for the example number of entries (buy-ins only)."""
        wizard = self.wizard()
        if not isinstance(wizard, NewTournamentWizard):
            return
        section = self.section
        assert isinstance(section, PayoutsSection)
        try:
            money = wizard.money.read()
            payouts = section.read()
        except FieldProblem as problem:
            show_message(self.preview, str(problem))
            return
        entries = self.entries_spin.value()
        gross = entries * money["buy_in"].pool_cents
        pool = gross - (gross * money["fee_percent_bp"] + 5_000) // 10_000
        pool = max(pool, money["guarantee_cents"])
        cur, lang = money["currency"], wizard.lang
        try:
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


class SavePage(_Page):
    """Where the tournament file goes, and everything at a glance."""

    def __init__(self) -> None:
        super().__init__()
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
        wizard = self.wizard_()
        values = wizard.collected()
        if not self.path_typed:
            day = _dt.date.fromisoformat(values["date"]) if values.get("date") else None
            self.path_edit.setText(str(new_file_name(values["name"], day)))
        self.summary.setText(wizard.summary_html(values))

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
        wizard = self.wizard_()
        try:
            self.settings = Settings().changed(**wizard.collected())
        except DirectorError as exc:
            raise FieldProblem(self.path_edit, error_text(exc, wizard.lang)) from None
        return {}


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


# ------------------------------------------------------------------------------------------------
# The wizard
# ------------------------------------------------------------------------------------------------


class NewTournamentWizard(QWizard):
    """File ▸ New tournament.

    Args:
        lang: ``it`` or ``en``: the language of the messages and amounts (None: the windows').
        parent: The main window, or None.
    """

    def __init__(self, lang: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newTournamentWizard")
        self.setWindowTitle(self.tr("New tournament"))
        self.setWizardStyle(QWizard.WizardStyle.ModernStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage, True)
        self.lang: str = lang or ui_language()
        lang = self.lang
        self.event = EventSection(lang)
        self.money = MoneySection(lang)
        self.rules = RulesSection(lang)
        self.tables = TablesSection(lang, tables=True)
        self.payouts = PayoutsSection(lang)
        defaults = Settings()
        self.event.load(defaults)
        self.event.name_edit.clear()
        self.event.date_edit.setText(date_text(_dt.date.today().isoformat()))
        self.money.load(defaults)
        self.rules.load(defaults)
        self.tables.load(defaults)
        self.payouts.load(defaults)

        self.event_page = _Page(self.event)
        self.event_page.setTitle(self.tr("The tournament"))
        self.event_page.setSubTitle(
            self.tr("Its name is printed on every sheet and shown on the projector.")
        )
        self.event_page.finish_layout()
        self.structure_page = StructurePage(lang)
        self.money_page = _Page(self.money)
        self.money_page.setTitle(self.tr("Money"))
        self.money_page.setSubTitle(
            self.tr(
                "Write the buy-in as the club does: 20+5 is 20 to the prize pool and a 5 fee; "
                "20,50 is accepted."
            )
        )
        self.money_page.finish_layout()
        self.rules_page = RulesPage(self.rules)
        self.tables_page = TablesPage(self.tables)
        self.payouts_page = PayoutsPage(self.payouts)
        self.save_page = SavePage()
        self.pages = (
            self.event_page,
            self.structure_page,
            self.money_page,
            self.rules_page,
            self.tables_page,
            self.payouts_page,
            self.save_page,
        )
        for page in self.pages:
            self.addPage(page)
        self.resize(760, 600)

    def collected(self) -> dict[str, Any]:
        """Every setting filled in so far (pages not yet checked are read now)."""
        values: dict[str, Any] = {}
        for section in (self.event, self.money, self.rules, self.tables, self.payouts):
            try:
                values.update(section.read())
            except FieldProblem:
                continue
        return values

    def summary_html(self, values: dict[str, Any]) -> str:
        """The new tournament at a glance (for the last page)."""
        lang = self.lang
        cur = values.get("currency", "EUR")
        structure = self.structure_page.structure()

        def money(cents: int) -> str:
            return format_money(cents, cur, lang)

        rows = [
            (self.tr("Name"), _escape(values.get("name", ""))),
            (self.tr("Date"), date_text(values.get("date", ""))),
        ]
        if values.get("venue"):
            rows.append((self.tr("Venue"), _escape(values["venue"])))
        if structure is not None:
            rows.append((self.tr("Structure"), _escape(structure.name)))
        price = values.get("buy_in")
        if price is not None:
            text = price.text(cur, lang)
            if values.get("fee_percent_bp"):
                pct = f"{values['fee_percent_bp'] / 100:g}"
                text += " " + self.tr("(the house keeps {0}% of the pool)").format(
                    pct.replace(".", ",") if lang == "it" else pct
                )
            rows.append((self.tr("Buy-in"), text))
        if values.get("bounty_cents"):
            rows.append((self.tr("Bounty"), money(values["bounty_cents"])))
        if values.get("guarantee_cents"):
            rows.append((self.tr("Guarantee"), money(values["guarantee_cents"])))
        late = values.get("late_registration_level")
        rows.append(
            (
                self.tr("Late registration"),
                self.tr("until the end of level {0}").format(late)
                if late
                else self.tr("only before the clock starts"),
            )
        )
        rebuy = values.get("rebuy")
        rows.append(
            (
                self.tr("Rebuys"),
                self.tr("{0} for {1} chips, until the end of level {2}").format(
                    rebuy.price.text(cur, lang), num(rebuy.chips), rebuy.until_level
                )
                if rebuy
                else self.tr("none"),
            )
        )
        addon = values.get("addon")
        rows.append(
            (
                self.tr("Add-on"),
                self.tr("{0} for {1} chips, at level {2}").format(
                    addon.price.text(cur, lang), num(addon.chips), addon.level
                )
                if addon
                else self.tr("none"),
            )
        )
        rows.append(
            (
                self.tr("Tables"),
                self.tr("{0} of {1} seats").format(self.tables.tables(), values["seats_per_table"])
                if self.tables.tables()
                else self.tr("none yet, {0} seats each").format(values["seats_per_table"]),
            )
        )
        rows.append((self.tr("Payout table"), _escape(self.payouts.chooser.table().name)))
        body = "".join(
            f"<tr><td style='padding-right:16px'><b>{k}</b></td><td>{v}</td></tr>" for k, v in rows
        )
        return f"<table>{body}</table>"

    def result_values(self) -> NewTournament:
        """What to create: the file, the structure, the settings and the tables to set up."""
        structure = self.structure_page.structure()
        settings = self.save_page.settings
        if settings is None:
            settings = Settings().changed(**self.collected())
        assert structure is not None
        return NewTournament(
            path=self.save_page.path(),
            structure=structure,
            settings=settings,
            tables=self.tables.tables(),
        )
