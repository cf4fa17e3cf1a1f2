"""New league…: a name and its points rule, checked as it is typed.

The rule is a formula (checked on every key by :func:`director.club.formula.check`: the domain's
one line, naming the column) or a points table file (read when chosen; every problem listed at its
FILE:LINE:COLUMN); then best N of M, the minimum events to be ranked and the two bonuses. OK asks
the club to make the league, which checks the whole rule again: a refusal stays in the dialog.
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from PySide6.QtWidgets import (
    QButtonGroup,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from director.club.club import MOST_EVENTS
from director.club.formula import check
from director.club.model import LeagueRule
from director.club.points_table import check_points_table_file
from director.errors import DirectorError
from ui.club.dialogs import ClubDialog
from ui.club.session import ClubSession
from ui.entrants.forms import sentence
from ui.payouts.look import show_check

#: The largest bonus offered by the spin boxes (the club accepts up to a million).
MOST_BONUS = 10_000.0


class LeagueDialog(ClubDialog):
    """Define a league: name, formula or points table, best N, minimum events, bonuses."""

    def __init__(self, session: ClubSession, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setObjectName("newLeagueDialog")
        self.setWindowTitle(self.tr("New league"))
        self.table_text = ""
        self.name = QLineEdit()
        self.name.setObjectName("leagueName")
        self.use_formula = QRadioButton(self.tr("&Formula"))
        self.use_table = QRadioButton(self.tr("Points &table file"))
        self.use_formula.setChecked(True)
        kinds = QButtonGroup(self)
        kinds.addButton(self.use_formula)
        kinds.addButton(self.use_table)
        self.formula = QLineEdit()
        self.formula.setObjectName("formula")
        self.formula.setPlaceholderText("100 * sqrt(n) / sqrt(r)")
        self.formula_check = QLabel()
        self.formula_check.setObjectName("formulaCheck")
        self.formula_check.setWordWrap(True)
        self.table_path = QLineEdit()
        self.table_path.setObjectName("tablePath")
        self.table_path.setReadOnly(True)
        self.choose = QPushButton(self.tr("Choose…"))
        self.problems = QListWidget()
        self.problems.setObjectName("tableProblems")
        self.problems.setMaximumHeight(self.fontMetrics().height() * 6)
        self.best = QSpinBox()
        self.best.setObjectName("best")
        self.best.setRange(0, MOST_EVENTS)
        self.best.setSpecialValueText(self.tr("all"))
        self.minimum = QSpinBox()
        self.minimum.setObjectName("minimum")
        self.minimum.setRange(0, MOST_EVENTS)
        self.attendance = self._bonus("attendance")
        self.knockout = self._bonus("knockout")
        self._lay_out()
        self.formula.textChanged.connect(self._check_formula)
        self.use_formula.toggled.connect(self._kind)
        self.choose.clicked.connect(self.ask_table)
        self._kind()
        self.setMinimumWidth(520)

    @staticmethod
    def _bonus(name: str) -> QDoubleSpinBox:
        box = QDoubleSpinBox()
        box.setObjectName(name)
        box.setDecimals(2)
        box.setRange(0, MOST_BONUS)
        return box

    def _lay_out(self) -> None:
        table_row = QHBoxLayout()
        table_row.addWidget(self.table_path, 1)
        table_row.addWidget(self.choose)
        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.use_formula, self.formula)
        form.addRow("", self.formula_check)
        form.addRow(self.use_table, table_row)
        form.addRow("", self.problems)
        form.addRow(self.tr("&Best results counted:"), self.best)
        form.addRow(self.tr("&Minimum events to be ranked:"), self.minimum)
        form.addRow(self.tr("&Attendance bonus (each event):"), self.attendance)
        form.addRow(self.tr("&Knock-out bonus (each player):"), self.knockout)
        hint = QLabel(
            self.tr(
                "Formula names: n entries, r place, b buy-in, prize, bounties, rebuys, addons, "
                "paid (places paid); sqrt, log, ln, exp, min, max, round, floor, ceil, "
                "if(condition, a, b)."
            )
        )
        hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(hint)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

    def _kind(self) -> None:
        formula = self.use_formula.isChecked()
        self.formula.setEnabled(formula)
        self.formula_check.setVisible(formula)
        self.table_path.setEnabled(not formula)
        self.choose.setEnabled(not formula)
        self.problems.setVisible(not formula)
        if formula:
            self._check_formula()

    def _check_formula(self) -> None:
        text = self.formula.text()
        if not text.strip():
            show_check(self.formula_check, self.tr("Type the points formula."), None)
            return
        try:
            check(text)
        except DirectorError as exc:
            show_check(self.formula_check, sentence(exc.text(self.session.lang)), False)
            return
        show_check(self.formula_check, self.tr("✓ The formula gives points for every place."), True)

    def ask_table(self) -> None:
        """Choose the points table file."""
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Points table"), "", self.tr("Points tables (*.yaml *.yml)")
        )
        if path:
            self.set_table_file(Path(path))

    def set_table_file(self, path: Path) -> bool:
        """Read the points table ``path``: its problems are listed; True if it can be used."""
        self.use_table.setChecked(True)
        self.table_path.setText(str(path))
        self.problems.clear()
        found = check_points_table_file(path)
        for d in found.diagnostics:
            self.problems.addItem(d.text(self.session.lang))
        ok = found.table is not None
        self.table_text = path.read_text(encoding="utf-8") if ok else ""
        if ok and not found.diagnostics:
            self.problems.addItem(self.tr("✓ The points table can be used."))
        return ok

    def rule(self) -> LeagueRule:
        """The rule as chosen."""
        return LeagueRule(
            formula=self.formula.text() if self.use_formula.isChecked() else "",
            table="" if self.use_formula.isChecked() else self.table_text,
            best=self.best.value() or None,
            minimum=self.minimum.value(),
            attendance=Decimal(f"{self.attendance.value():.2f}"),
            knockout=Decimal(f"{self.knockout.value():.2f}"),
        )

    def accept(self) -> None:
        """Make the league; stay open with the club's reason if refused."""
        if self.use_table.isChecked() and not self.table_text:
            self.message.say(self.tr("Choose a points table file without errors."))
            return
        club = self.session.use()
        if club is None:
            self.message.say(self.session.problem)
            return
        self.perform(club.new_league, self.name.text(), self.rule())
