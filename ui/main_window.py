"""The director's main window (the laptop) and the projector it drives (the wall)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QFileDialog, QLabel, QMainWindow, QMessageBox, QTabWidget, QWidget

from director import __version__
from director.clock import Clock, ClockState, load_state, save_state
from director.structures import Structure, StructureError, load_structure
from ui.announcer import Announcer
from ui.clock_panel import ClockPanel
from ui.clockctl import ClockController
from ui.projector import ProjectorInfo, ProjectorWindow
from ui.sound import SoundCue, SoundOutput


class MainWindow(QMainWindow):
    """Tabs for the evening's work; the clock comes first.

    Args:
        structure: The structure to run.
        clock: The clock running it.
        sound: Where the clock's sounds go.
        state_path: The file where the clock's anchors are saved after each action (None:
            not saved).
    """

    def __init__(
        self,
        structure: Structure,
        clock: Clock,
        sound: SoundOutput,
        state_path: Path | None = None,
        parent: QWidget | None = None,
        *,
        speech_engine: str | None = None,
        language: str = "en",
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.structure = structure
        self.state_path = state_path
        self.controller = ClockController(clock, self._save_clock, self)
        self.sound_cue = SoundCue(sound, clock.now)
        self.controller.event.connect(self.sound_cue)
        self.announcer = Announcer(speech_engine, language, self)
        self.announcer.enabled = QSettings().value("announce/enabled", False, bool)
        self.announcer.unavailable.connect(lambda msg: self.statusBar().showMessage(msg, 8000))
        self.controller.event.connect(
            lambda e: self.announcer.on_event(e, self.structure, self.controller.clock.now())
        )
        self.controller.failed.connect(lambda msg: self.statusBar().showMessage(msg, 6000))

        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.clock_panel = ClockPanel(self.controller)
        self.tabs.addTab(self.clock_panel, self.tr("Clock"))
        self.setCentralWidget(self.tabs)

        self.projector = ProjectorWindow(self.projector_info)
        self.controller.changed.connect(self.projector.show_view)
        self.projector.show_view(self.controller.view())
        self.sound_label = QLabel()
        self.sound_label.setStyleSheet("color: palette(mid);")
        self.statusBar().addPermanentWidget(self.sound_label)

        self._build_menus()
        self._update_title()
        self.resize(1100, 760)

    # -- projector -----------------------------------------------------------------------------
    def projector_info(self) -> ProjectorInfo:
        """What the projector shows besides the clock."""
        return ProjectorInfo(title=self.structure.name)

    def show_projector(
        self, screen_index: int | None = None, fullscreen: bool | None = None
    ) -> None:
        """Open the projector window (on the remembered screen unless told otherwise)."""
        screens = QGuiApplication.screens()
        remembered, was_full = ProjectorWindow.remembered_screen()
        screen = (
            screens[screen_index]
            if screen_index is not None and screen_index < len(screens)
            else remembered
        )
        if screen is None and len(screens) > 1:
            # a second screen is usually the projector
            here = self.screen()
            screen = next((s for s in screens if s is not here), None)
        self.projector.show_on(screen, was_full if fullscreen is None else fullscreen)

    def set_sound_unavailable(self, reason: str) -> None:
        """Say once, quietly, why there is no sound."""
        self.sound_label.setText(reason)
        self.sound_label.setToolTip(reason)

    # -- menus -------------------------------------------------------------------------------------
    def _action(
        self,
        menu,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | str | QKeySequence.StandardKey | None = None,
        name: str = "",
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        action.triggered.connect(lambda _checked=False: slot())
        if name:
            action.setObjectName(name)
        menu.addAction(action)
        self.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        self._action(
            file_menu,
            self.tr("Open structure…"),
            self.open_structure_dialog,
            QKeySequence.StandardKey.Open,
            "openStructure",
        )
        file_menu.addSeparator()
        self._action(file_menu, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit, "quit")

        c = self.controller
        clock = bar.addMenu(self.tr("&Clock"))
        self._action(clock, self.tr("Start / pause"), c.toggle, Qt.Key.Key_Space, "toggleClock")
        self._action(clock, self.tr("Next level"), c.next_level, Qt.Key.Key_Right, "nextLevel")
        self._action(
            clock, self.tr("Previous level"), c.previous_level, Qt.Key.Key_Left, "previousLevel"
        )
        self._action(
            clock, self.tr("Add a minute"), lambda: c.add_time(60), Qt.Key.Key_Plus, "addMinute"
        )
        self._action(
            clock,
            self.tr("Remove a minute"),
            lambda: c.add_time(-60),
            Qt.Key.Key_Minus,
            "removeMinute",
        )
        self._action(clock, self.tr("Restart level"), c.restart_level, "Ctrl+R", "restartLevel")
        self._action(
            clock, self.tr("Go to the next break"), c.jump_to_next_break, "Ctrl+B", "nextBreak"
        )

        clock.addSeparator()
        self.announce_action = QAction(self.tr("Spoken announcements"), self)
        self.announce_action.setObjectName("spokenAnnouncements")
        self.announce_action.setCheckable(True)
        self.announce_action.setChecked(self.announcer.enabled)
        self.announce_action.toggled.connect(self.set_announcements)
        clock.addAction(self.announce_action)
        self.sound_action = QAction(self.tr("Sounds"), self)
        self.sound_action.setObjectName("sounds")
        self.sound_action.setCheckable(True)
        self.sound_action.setChecked(QSettings().value("sound/enabled", True, bool))
        self.sound_cue.enabled = self.sound_action.isChecked()
        self.sound_action.toggled.connect(self.set_sounds)
        clock.addAction(self.sound_action)

        view = bar.addMenu(self.tr("&View"))
        self._action(view, self.tr("Projector window"), self.show_projector, "F2", "showProjector")
        self._action(
            view,
            self.tr("Projector full screen"),
            lambda: self.show_projector(fullscreen=True),
            "F11",
            "projectorFullScreen",
        )
        self.screens_menu = view.addMenu(self.tr("Projector on screen"))
        self.screens_menu.aboutToShow.connect(self._fill_screens_menu)
        help_menu = bar.addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("About Director"), self._about, None, "about")

    def set_announcements(self, on: bool) -> None:
        """Turn the spoken level announcements on or off (remembered)."""
        self.announcer.enabled = on
        QSettings().setValue("announce/enabled", on)
        if on:
            self.announcer.say(self.tr("Announcements on"))

    def set_sounds(self, on: bool) -> None:
        """Turn the clock's sounds on or off (remembered)."""
        self.sound_cue.enabled = on
        QSettings().setValue("sound/enabled", on)

    def _fill_screens_menu(self) -> None:
        self.screens_menu.clear()
        group = QActionGroup(self.screens_menu)
        for i, screen in enumerate(QGuiApplication.screens()):
            g = screen.geometry()
            action = self.screens_menu.addAction(
                f"{i + 1}: {screen.name()} ({g.width()}×{g.height()})"
            )
            action.setCheckable(True)
            action.setChecked(self.projector.isVisible() and self.projector.screen() is screen)
            group.addAction(action)
            action.triggered.connect(lambda _c=False, i=i: self.show_projector(i, True))

    def _about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Director"),
            self.tr(
                "Director {0}\nRuns live poker tournaments: the clock, entrants, seating, payouts."
            ).format(__version__),
        )

    # -- structure ---------------------------------------------------------------------------------
    def open_structure_dialog(self) -> None:
        """Ask for a structure file and run it."""
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open structure"), "", self.tr("Structures (*.yaml *.yml)")
        )
        if path:
            self.open_structure(Path(path))

    def open_structure(self, path: Path) -> bool:
        """Run the structure in ``path`` from its first level (errors are shown, nothing changes)."""
        try:
            structure = load_structure(path)
        except StructureError as exc:
            QMessageBox.warning(
                self, self.tr("Structure not loaded"), "\n".join(str(d) for d in exc.errors[:15])
            )
            return False
        self.structure = structure
        clock = Clock(structure, self.controller.clock.now)
        self.controller.set_clock(clock)
        self.sound_cue._now = clock.now
        self.clock_panel.set_structure(structure)
        self._save_clock(clock.state)
        self._update_title()
        return True

    def _update_title(self) -> None:
        self.setWindowTitle(self.tr("Director — {0}").format(self.structure.name))

    def _save_clock(self, state: ClockState) -> None:
        if self.state_path is not None:
            save_state(self.state_path, state, structure=self.structure.source)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Close the projector with the main window; remember the window's place."""
        QSettings().setValue("main/geometry", self.saveGeometry())
        self.projector.close()
        super().closeEvent(event)


def restore_clock(structure: Structure, state_path: Path | None, now: Callable[[], float]) -> Clock:
    """The clock for ``structure``, where it was when the app last closed (if it was this one)."""
    if state_path is not None:
        saved = load_state(state_path)
        if saved is not None:
            state, extra = saved
            if extra.get("structure") == structure.source:
                return Clock(structure, now, state)
    return Clock(structure, now)
