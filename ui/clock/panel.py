"""The director's clock panel: the time, the level, and the buttons that run the clock."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from director.clock import ClockView, format_seconds
from director.structures import Break, Level, Structure
from ui.clock.controller import ClockController
from ui.clock.projector import blinds_line
from ui.common.fmt import ante_text, num
from ui.common.theme import DISPLAY_FAMILY, RED, caption_colour, caption_style, legible

_Index = QModelIndex | QPersistentModelIndex


def clock_time(seconds: int) -> str:
    """``H:MM`` from the start of the tournament."""
    return f"{seconds // 3600}:{seconds % 3600 // 60:02d}"


class StructureModel(QAbstractTableModel):
    """The levels and breaks of a structure, read-only, with the current one highlighted."""

    def __init__(self, structure: Structure, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._structure = structure
        self._current = -1

    @property
    def structure(self) -> Structure:
        """The structure shown."""
        return self._structure

    def headers(self) -> list[str]:
        """Column titles (translated)."""
        return [
            self.tr("Level"),
            self.tr("Blinds"),
            self.tr("Ante"),
            self.tr("Minutes"),
            self.tr("Starts"),
        ]

    def set_structure(self, structure: Structure) -> None:
        """Show another structure."""
        self.beginResetModel()
        self._structure = structure
        self.endResetModel()

    def set_current(self, index: int) -> bool:
        """Highlight entry ``index``; True if it changed."""
        if index == self._current:
            return False
        old, self._current = self._current, index
        for row in (old, index):
            if 0 <= row < self.rowCount():
                self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))
        return True

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Entries."""
        return 0 if parent.isValid() else len(self._structure)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Level, blinds, ante, minutes, start."""
        return 0 if parent.isValid() else 5

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ):
        """Column titles."""
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers()[section]
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        """Cell text, alignment and the highlight of the current entry."""
        if not index.isValid():
            return None
        entry = self._structure[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if isinstance(entry, Break):
                texts = [
                    self.tr("Break"),
                    (
                        self.tr("colour up {0}").format(", ".join(num(c) for c in entry.color_up))
                        if entry.color_up
                        else entry.name
                    ),
                    "",
                    f"{entry.minutes:g}",
                    clock_time(self._structure.start_second(index.row())),
                ]
            else:
                assert isinstance(entry, Level)
                ante = []
                if entry.ante:
                    ante.append(num(entry.ante))
                if entry.bb_ante:
                    ante.append(self.tr("BB {0}").format(num(entry.bb_ante)))
                if entry.bring_in:
                    ante.append(self.tr("bring-in {0}").format(num(entry.bring_in)))
                texts = [
                    str(entry.number),
                    blinds_line(entry),
                    "  ".join(ante),
                    f"{entry.minutes:g}",
                    clock_time(self._structure.start_second(index.row())),
                ]
            return texts[col]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.BackgroundRole:
            if index.row() == self._current:
                return QColor("#ffe08a")
            if isinstance(entry, Break):
                return QColor("#dff3e8")
        if role == Qt.ItemDataRole.FontRole and index.row() == self._current:
            f = QFont()
            f.setBold(True)
            return f
        return None


class ClockPanel(QWidget):
    """Time left, level, blinds, next level and time to break, with the clock's buttons."""

    def __init__(self, controller: ClockController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("clockPanel")
        self.controller = controller
        self._time_colour: str | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(self._build_display(), 3)
        layout.addLayout(self._build_buttons())
        layout.addLayout(self._build_more_buttons())
        layout.addWidget(self._build_table(controller.clock.structure), 2)
        self.start_button.clicked.connect(controller.toggle)
        self.prev_button.clicked.connect(controller.previous_level)
        self.next_button.clicked.connect(controller.next_level)
        self.minus_button.clicked.connect(lambda: controller.add_time(-60))
        self.plus_button.clicked.connect(lambda: controller.add_time(60))
        self.restart_button.clicked.connect(controller.restart_level)
        self.break_button.clicked.connect(controller.jump_to_next_break)
        self.table.doubleClicked.connect(lambda idx: controller.jump(idx.row()))
        controller.changed.connect(self.show_view)
        self.show_view(controller.view())
        self._watched_window: QWidget | None = None
        controller.add_viewer(self.watching)

    # -- seen or not -----------------------------------------------------------------------------
    def watching(self) -> bool:
        """True if the panel can be seen: on the current tab of a window not minimised."""
        return self.isVisible() and not self.window().isMinimized()

    def showEvent(self, event: QShowEvent) -> None:
        """Shown (its tab chosen, its window opened): the seconds tick again."""
        super().showEvent(event)
        window = self.window()
        if window is not self._watched_window:  # minimising the window hides nothing
            window.installEventFilter(self)
            self._watched_window = window
        self.controller.viewers_changed()

    def hideEvent(self, event: QHideEvent) -> None:
        """Hidden: nothing to redraw each second while nobody sees it."""
        super().hideEvent(event)
        self.controller.viewers_changed()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window was minimised or restored."""
        if event.type() == QEvent.Type.WindowStateChange and watched is self._watched_window:
            self.controller.viewers_changed()
        return False

    # -- building ------------------------------------------------------------------------------
    def _build_display(self) -> QFrame:
        """The level, the time, the blinds and ante, and the next level, break and time played."""
        self.level_label = _display_label(22, bold=True)
        self.time_label = _display_label(120, bold=True, text="--:--")
        self.time_label.setObjectName("timeLabel")
        self.blinds_label = _display_label(48, bold=True)
        self.ante_label = _display_label(22, bold=False)
        self.warning_label = QLabel()
        self.warning_label.setStyleSheet(
            f"color: {legible(RED, self.palette()).name()}; font-weight: bold;"
        )
        self.warning_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        display = QFrame()
        display.setFrameShape(QFrame.Shape.StyledPanel)
        display.setObjectName("clockDisplay")
        column = QVBoxLayout(display)
        for label in (self.level_label, self.time_label, self.blinds_label, self.ante_label):
            column.addWidget(SteadyBox(label) if label is self.time_label else label)
        column.addStretch(1)
        column.addLayout(self._build_info())
        column.addWidget(self.warning_label)
        return display

    def _build_info(self) -> QGridLayout:
        """Three captioned figures under the time: next level, next break, time played."""
        self.next_label = QLabel()
        self.break_label = QLabel()
        self.elapsed_label = QLabel()
        info = QGridLayout()
        info.setHorizontalSpacing(24)
        figures = (
            (self.tr("Next level"), self.next_label, Qt.AlignmentFlag.AlignLeft),
            (self.tr("Next break"), self.break_label, Qt.AlignmentFlag.AlignHCenter),
            (self.tr("Elapsed"), self.elapsed_label, Qt.AlignmentFlag.AlignRight),
        )
        for col, (caption, value, align) in enumerate(figures):
            cap = QLabel(caption.upper())
            cap.setStyleSheet(
                caption_style(self.palette()) + " font-size: 11px; letter-spacing: 1px;"
            )
            font = value.font()
            font.setPointSizeF(font.pointSizeF() * 1.35)
            font.setBold(True)
            value.setFont(font)
            cap.setAlignment(align)
            value.setAlignment(align)
            info.addWidget(cap, 0, col)
            info.addWidget(value if value is self.next_label else SteadyBox(value), 1, col)
            info.setColumnStretch(col, 1)
        return info

    def _build_buttons(self) -> QHBoxLayout:
        """Previous, −1 min, start/pause (the big one), +1 min, next."""
        self.start_button = QPushButton()
        self.prev_button = QPushButton(self.tr("◀ Previous"))
        self.next_button = QPushButton(self.tr("Next ▶"))
        self.minus_button = QPushButton(self.tr("− 1 min"))
        self.plus_button = QPushButton(self.tr("+ 1 min"))
        self.start_button.setObjectName("startButton")
        self.start_button.setMinimumHeight(44)
        font = self.start_button.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.start_button.setFont(font)
        row = QHBoxLayout()
        for button in (
            self.prev_button,
            self.minus_button,
            self.start_button,
            self.plus_button,
            self.next_button,
        ):
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys belong to the clock tab
            row.addWidget(button)
        return row

    def _build_more_buttons(self) -> QHBoxLayout:
        """Restart the level, go to the break, and a hint about the level table."""
        self.restart_button = QPushButton(self.tr("Restart level"))
        self.break_button = QPushButton(self.tr("Go to break"))
        row = QHBoxLayout()
        for button in (self.restart_button, self.break_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row.addWidget(button)
        row.addStretch(1)
        self.jump_hint = QLabel(self.tr("Double-click a level to jump to it."))
        self.jump_hint.setStyleSheet(caption_style(self.palette()))
        row.addWidget(self.jump_hint)
        return row

    def _build_table(self, structure: Structure) -> QTableView:
        """The structure's levels and breaks, the current one highlighted."""
        self.model = StructureModel(structure, self)
        self.table = QTableView()
        self.table.setObjectName("structureTable")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        return self.table

    # -- showing -------------------------------------------------------------------------------
    def set_structure(self, structure: Structure) -> None:
        """Show a changed structure."""
        self.model.set_structure(structure)
        self.show_view(self.controller.view())

    def show_view(self, v: ClockView) -> None:
        """Refresh every label from a clock snapshot."""
        self.level_label.setText(self._head(v))
        self._show_blinds(v)
        self.time_label.setText(("+" if v.in_overtime else "") + format_seconds(v.display_seconds))
        colour = (
            legible(RED, self.palette()).name()
            if (v.running and (v.last_minute or v.in_overtime))
            else (caption_colour(self.palette()).name() if not v.running else "")
        )
        if colour != self._time_colour:
            # Only when it changes: setStyleSheet re-polishes the label and asks its parents
            # for a new layout, which repainted the whole window every second.
            self._time_colour = colour
            self.time_label.setStyleSheet(f"color: {colour};" if colour else "")
        self._show_next(v)
        self.elapsed_label.setText(format_seconds(int(v.elapsed)))
        self.ante_label.setVisible(bool(self.ante_label.text()))
        self.warning_label.setText(self._warning(v))
        self.start_button.setText(
            self.tr("Pause")
            if v.running
            else (self.tr("Resume") if v.started else self.tr("Start"))
        )
        if self.model.set_current(v.index):
            self.table.scrollTo(
                self.model.index(v.index, 0), QAbstractItemView.ScrollHint.PositionAtCenter
            )

    def _head(self, v: ClockView) -> str:
        """The line above the time: the level (and its game) or the break, paused or not."""
        entry = v.entry
        if isinstance(entry, Break):
            head = self.tr("Break")
            if entry.color_up:
                head += " — " + self.tr("colour up {0}").format(
                    ", ".join(num(c) for c in entry.color_up)
                )
        else:
            head = self.tr("Level {0}").format(entry.number)
            if entry.game is not self.controller.clock.structure.game:
                head += f" · {entry.game.text(self.controller.lang)}"
        if not v.running:
            head = (self.tr("Paused") if v.started else self.tr("Not started")) + " · " + head
        return head

    def _show_blinds(self, v: ClockView) -> None:
        """The blinds and ante now; during a break, the blinds after it."""
        entry = v.entry
        if isinstance(entry, Break):
            self.blinds_label.setText(blinds_line(v.next_level) if v.next_level else "")
            self.ante_label.setText(self.tr("blinds after the break"))
        else:
            self.blinds_label.setText(blinds_line(entry))
            self.ante_label.setText(ante_text(entry))

    def _show_next(self, v: ClockView) -> None:
        """The next level (or break) and the time to the next break."""
        nxt = v.next_entry
        if isinstance(nxt, Break):
            self.next_label.setText(self.tr("break ({0} min)").format(f"{nxt.minutes:g}"))
        elif isinstance(nxt, Level):
            ante = ante_text(nxt)
            self.next_label.setText(blinds_line(nxt) + (f"   {ante}" if ante else ""))
        else:
            self.next_label.setText(self.tr("this is the last level"))
        if isinstance(v.entry, Break):
            self.break_label.setText(self.tr("now"))
        elif v.next_break_in is None:
            self.break_label.setText(self.tr("none scheduled"))
        else:
            self.break_label.setText(
                self.tr("in {0}").format(format_seconds(int(v.next_break_in + 0.999)))
            )

    def _warning(self, v: ClockView) -> str:
        """The end of the structure is near, or past."""
        if v.in_overtime:
            return self.tr("The last level's time is over: the blinds stay as they are.")
        if v.final_levels:
            if v.levels_left == 1:
                return self.tr("Only 1 level left in the structure.")
            return self.tr("Only {0} levels left in the structure.").format(v.levels_left)
        return ""


class SteadyBox(QWidget):
    """Holds a label whose text changes every second, so that the new text repaints only it.

    ``QLabel.setText`` asks its parent for a new layout. In a layout, that request climbed to
    the main window, and the tab widget on the way repaints all of itself when it lays out: the
    whole window (the table of levels, the figures, the buttons) was painted every second. This
    box has no layout: it takes the request and passes it on only when the label's size hint
    really changed, and otherwise gives the label exactly the place a layout would.
    """

    def __init__(self, label: QLabel) -> None:
        super().__init__()
        self.label = label
        label.setParent(self)
        self.setSizePolicy(label.sizePolicy())
        self._hints = (label.sizeHint(), label.minimumSizeHint())

    def sizeHint(self) -> QSize:
        """The label's."""
        return self.label.sizeHint()

    def minimumSizeHint(self) -> QSize:
        """The label's."""
        return self.label.minimumSizeHint()

    def resizeEvent(self, _event: object) -> None:
        """The label fills the box."""
        self.label.setGeometry(self.rect())

    def event(self, event: QEvent) -> bool:
        """A new text: ask for a new layout only if the label's size hint changed."""
        if event.type() == QEvent.Type.LayoutRequest:
            hints = (self.label.sizeHint(), self.label.minimumSizeHint())
            if hints != self._hints:
                self._hints = hints
                self.updateGeometry()
        return super().event(event)


def _display_label(pixels: int, *, bold: bool, text: str = "") -> QLabel:
    """A centred label in the display family, ``pixels`` tall."""
    label = QLabel(text)
    font = QFont(DISPLAY_FAMILY)
    font.setBold(bold)
    font.setPixelSize(pixels)
    label.setFont(font)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    return label
