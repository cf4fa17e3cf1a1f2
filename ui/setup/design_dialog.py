"""Design…: a structure for the night, from the field, the stack, the hours and the chip case.

The director says how many players, their stack, how long the evening lasts, the minutes of a
level, the chips in the case, the antes and the breaks; Design asks
:func:`director.structures.design.design` (what ``director structure design`` prints) and shows
the levels it wrote, each with the time it starts, the one the estimate ends in marked, and the
estimate with its plots (:class:`ui.setup.estimate_view.EstimatePanel`). "Use this structure"
hands it to the structure editor, or to the wizard's list; Cancel leaves everything as it was.
A design searches the blinds' pace with the estimate, a second or two, so it runs off the GUI
thread; what the domain refuses (one player, no hours, a case that cannot make the stack) is
said in its one line, and nothing is designed.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from director.errors import DirectorError
from director.limits import MAX_CHIPS
from director.structures import Break, Game, Level, Structure
from director.structures.design import Design, design
from ui.common.background import SIMULATIONS, Background
from ui.common.fmt import num
from ui.common.sizes import resize_to_fit
from ui.document import error_text
from ui.setup.estimate_view import DEFAULT_PLAYERS, MOST_PLAYERS, EstimatePanel, count_spin
from ui.setup.fields import message_label, parse_chips, show_message

#: A case when the structure names no chips: the values most club sets have.
DEFAULT_CHIPS = (25, 100, 500, 1000, 5000)
#: A club's evening (sheet 001: a tournament of up to 50 entrants lasts about 3.5 hours).
DEFAULT_HOURS = 3.5
#: The dialog's size when it opens (fits a 1366x768 laptop: ui.common.sizes).
DESIGN_SIZE = QSize(1240, 680)


def _most_common_minutes(structure: Structure) -> float:
    minutes = [lv.minutes for lv in structure.levels]
    return max(set(minutes), key=minutes.count)


class DesignDialog(QDialog):
    """Design… a structure for the night; :attr:`structure` is the one to use once accepted.

    Args:
        base: The structure the defaults come from (its stack, chips, level minutes, game);
            None for a club's usual evening.
        players: The players expected.
        lang: ``it`` or ``en``: the language of the domain's refusals and the structure's name.
    """

    def __init__(
        self,
        base: Structure | None = None,
        *,
        players: int = DEFAULT_PLAYERS,
        lang: str = "en",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("designDialog")
        self.setWindowTitle(self.tr("Design a structure"))
        self.lang = lang
        self.game = base.game if base is not None else Game.NLHE
        #: The design shown (None until one is made, or after a refusal).
        self.design: Design | None = None
        #: The designed structure, once "Use this structure" was pressed.
        self.structure: Structure | None = None
        self._build_inputs(base, players)
        self.message = message_label()
        self.message.setObjectName("designMessage")
        self.levels = self._build_levels()
        self.panel = EstimatePanel(lang)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.levels)
        splitter.addWidget(self.panel)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 5)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.use_button = self.buttons.addButton(
            self.tr("Use this structure"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.use_button.setObjectName("useDesign")
        self.use_button.setEnabled(False)
        self.buttons.accepted.connect(self._use)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.inputs)
        layout.addWidget(self.message)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.buttons)
        self.background = Background(self, executor=SIMULATIONS)
        self._running = False
        resize_to_fit(self, DESIGN_SIZE)
        self.panel.summary.setText(self.tr("Say what the night is, then press Design."))

    def _build_inputs(self, base: Structure | None, players: int) -> None:
        """The night: field, stack, hours and level minutes; chips, antes, breaks; Design."""
        self.players_spin = count_spin("designPlayers", MOST_PLAYERS)
        self.players_spin.setValue(players)
        self.stack_spin = count_spin("designStack", MAX_CHIPS)
        self.stack_spin.setValue(base.starting_stack if base is not None else 20_000)
        self.hours_spin = QDoubleSpinBox()
        self.hours_spin.setObjectName("designHours")
        self.hours_spin.setRange(0, 48)
        self.hours_spin.setDecimals(1)
        self.hours_spin.setSingleStep(0.5)
        self.hours_spin.setValue(DEFAULT_HOURS)
        self.minutes_spin = QDoubleSpinBox()
        self.minutes_spin.setObjectName("designLevelMinutes")
        self.minutes_spin.setRange(0, 240)
        self.minutes_spin.setDecimals(1)
        self.minutes_spin.setValue(_most_common_minutes(base) if base is not None else 20)
        self.chips_edit = QLineEdit(", ".join(str(c) for c in ((base and base.chips) or ())))
        if not self.chips_edit.text():
            self.chips_edit.setText(", ".join(str(c) for c in DEFAULT_CHIPS))
        self.chips_edit.setObjectName("designChips")
        self.chips_edit.setCursorPosition(0)  # the smallest chips in sight
        self.chips_edit.setPlaceholderText(self.tr("e.g. 25, 100, 500, 1000, 5000"))
        self.antes_combo = QComboBox()
        self.antes_combo.setObjectName("designAntes")
        self.antes_combo.addItem(self.tr("Big blind ante"), "bb")
        self.antes_combo.addItem(self.tr("Classic antes (every player)"), "classic")
        self.antes_combo.addItem(self.tr("No antes"), "none")
        has_breaks = base is not None and any(e.is_break for e in base.entries)
        self.break_every_spin = count_spin("designBreakEvery", 24 * 60)
        self.break_every_spin.setSpecialValueText(self.tr("no breaks"))
        self.break_every_spin.setSuffix(self.tr(" min"))
        self.break_every_spin.setValue(60 if has_breaks or base is None else 0)
        self.break_minutes_spin = count_spin("designBreakMinutes", 24 * 60)
        self.break_minutes_spin.setSuffix(self.tr(" min"))
        self.break_minutes_spin.setValue(10)
        self.rebuys_spin = count_spin("designRebuys")
        self.addons_spin = count_spin("designAddons")
        self.design_button = QPushButton(self.tr("Design"))
        self.design_button.setObjectName("designButton")
        self.design_button.setDefault(True)
        self.design_button.clicked.connect(self.run)
        night = QFormLayout()
        night.addRow(self.tr("Players"), self.players_spin)
        night.addRow(self.tr("Starting stack"), self.stack_spin)
        night.addRow(self.tr("Hours"), self.hours_spin)
        night.addRow(self.tr("Minutes per level"), self.minutes_spin)
        case = QFormLayout()
        case.addRow(self.tr("Chips"), self.chips_edit)
        case.addRow(self.tr("Antes"), self.antes_combo)
        case.addRow(self.tr("Break every"), self.break_every_spin)
        case.addRow(self.tr("Break minutes"), self.break_minutes_spin)
        more = QFormLayout()
        more.addRow(self.tr("Rebuys (in all)"), self.rebuys_spin)
        more.addRow(self.tr("Add-ons (in all)"), self.addons_spin)
        more.addRow(self.design_button)
        self.inputs = QHBoxLayout()
        for form in (night, case, more):
            self.inputs.addLayout(form, 1)
            self.inputs.addSpacing(12)

    def _build_levels(self) -> QTableWidget:
        """The designed levels: level, blinds, ante, minutes, the time each starts."""
        table = QTableWidget(0, 5)
        table.setObjectName("designLevels")
        table.setHorizontalHeaderLabels(
            [
                self.tr("Level"),
                self.tr("Blinds"),
                self.tr("Ante"),
                self.tr("Minutes"),
                self.tr("Starts"),
            ]
        )
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 6)
        table.setMinimumWidth(360)
        return table

    # -- designing -------------------------------------------------------------------------------
    def chips(self) -> tuple[int, ...] | None:
        """The chip values typed (``25, 100, 500``); None, with the line said, if one is not."""
        items = [i for i in re.split(r"[,;\s]+", self.chips_edit.text()) if i]
        values = []
        for item in items:
            try:
                values.append(parse_chips(item))
            except ValueError:
                show_message(
                    self.message,
                    self.tr(
                        "Chips: '{0}' is not a chip value; write them like 25, 100, 500."
                    ).format(item),
                )
                return None
        return tuple(values)

    @property
    def busy(self) -> bool:
        """True while a design runs."""
        return self._running

    def run(self) -> None:
        """Design a structure for what the inputs say (in the background)."""
        if self._running:
            return
        chips = self.chips()
        if chips is None:
            self._refused()
            return
        every = self.break_every_spin.value()
        players, stack = self.players_spin.value(), self.stack_spin.value()
        hours, minutes = self.hours_spin.value(), self.minutes_spin.value()
        antes, pause = self.antes_combo.currentData(), self.break_minutes_spin.value()
        rebuys, addons, game, lang = (
            self.rebuys_spin.value(),
            self.addons_spin.value(),
            self.game,
            self.lang,
        )

        def work() -> Design:
            return design(
                players=players,
                stack=stack,
                hours=hours,
                level_minutes=minutes,
                chips=chips,
                antes=antes,
                break_every=float(every) if every else None,
                break_minutes=pause,
                game=game,
                rebuys=rebuys,
                addons=addons,
                lang=lang,
            )

        self._running = True
        self.design_button.setEnabled(False)
        show_message(self.message, "")
        self.panel.summary.setText(self.tr("Designing…"))
        self.background.submit(work, self._done, self._failed)

    def _done(self, result: Design) -> None:
        self._running = False
        self.design_button.setEnabled(True)
        self.design = result
        self._show_levels(result)
        self.panel.show_estimate(result.structure, result.estimate)
        self.use_button.setEnabled(True)

    def _failed(self, exc: BaseException) -> None:
        self._running = False
        self.design_button.setEnabled(True)
        if not isinstance(exc, DirectorError):
            raise exc  # a bug: shown, not taken for a refusal
        show_message(self.message, error_text(exc, self.lang))
        self._refused()

    def _refused(self) -> None:
        """Nothing designed: no levels, no plots, nothing to use."""
        self.design = None
        self.levels.setRowCount(0)
        self.panel.players_chart.clear()
        self.panel.stack_chart.clear()
        self.panel.estimate = None
        self.panel.summary.setText(self.tr("Nothing designed."))
        self.use_button.setEnabled(False)

    def finish(self, timeout: float = 30.0) -> None:
        """Deliver the design asked for now (tests; the window never waits for one)."""
        while self._running:
            self.background.wait(timeout)

    def _show_levels(self, result: Design) -> None:
        """Each entry with the time it starts; the level the estimate ends in in bold."""
        structure = result.structure
        end_level = result.estimate.end_level
        end = next(
            i for i, e in enumerate(structure.entries) if getattr(e, "number", 0) == end_level
        )
        table = self.levels
        table.clearSpans()
        table.setRowCount(len(structure.entries))
        for i, entry in enumerate(structure.entries):
            start = structure.start_second(i) // 60
            at = f"{start // 60}:{start % 60:02d}"
            minutes = f"{entry.minutes:g}"
            if isinstance(entry, Break):
                colour = ", ".join(num(c) for c in entry.color_up)
                what = self.tr("colour up {0}").format(colour) if colour else ""
                cells = [self.tr("Break"), what, "", minutes, at]
                table.setSpan(i, 1, 1, 2)  # the colour-up across the blinds and the ante
            else:
                assert isinstance(entry, Level)
                cells = [str(entry.number), _stakes(entry), _ante(entry), minutes, at]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if i == end:
                    font = QFont()
                    font.setBold(True)
                    item.setFont(font)
                    item.setToolTip(self.tr("The estimated end falls in this level."))
                table.setItem(i, column, item)
        table.resizeColumnsToContents()
        wide = sum(table.columnWidth(c) for c in range(table.columnCount()))
        scroll = table.verticalScrollBar().sizeHint().width()
        table.setMinimumWidth(wide + scroll + 2 * table.frameWidth() + 4)
        ended = table.item(end, 0)
        if ended is not None:
            table.scrollToItem(ended, QAbstractItemView.ScrollHint.PositionAtCenter)

    def _use(self) -> None:
        if self.design is None:
            return
        self.structure = self.design.structure
        self.accept()


def _stakes(level: Level) -> str:
    """``12.500-25.000``: a level's blinds (bets in stud and fixed limit), as the wizard's."""
    if level.game.uses_blinds:
        return f"{num(level.small_blind)}-{num(level.big_blind)}"
    return f"{num(level.small_bet)}-{num(level.big_bet)}"


def _ante(level: Level) -> str:
    """A level's ante, big blind ante (``BB 400``) or bring-in."""
    if level.bb_ante:
        return f"BB {num(level.bb_ante)}"
    if level.ante:
        return num(level.ante)
    return num(level.bring_in) if level.bring_in else ""
