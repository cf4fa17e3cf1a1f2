"""The director's main window (the laptop) and the projector it drives (the wall).

The window is a view over one open tournament (:class:`ui.document.Document`): the clock, the
entrants, the tables, the payouts and the structure, each a tab. Opening another tournament or
switching language builds a new window over the chosen document (see :mod:`ui.app`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QKeySequence,
    QShortcut,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QTabWidget,
    QWidget,
)

from director import __version__
from ui.common.fmt import num

if TYPE_CHECKING:
    from director.clock import ClockEvent
    from director.structures import Structure
    from ui.clock.projector import ProjectorInfo
    from ui.clock.sound import SoundOutput
    from ui.document import Document

#: The tabs after the clock: (module, class, object name). A tab class takes (document, parent).
TABS = (
    ("ui.entrants.tab", "EntrantsTab", "entrantsTab"),
    ("ui.tables.tab", "TablesTab", "tablesTab"),
    ("ui.payouts.tab", "PayoutsTab", "payoutsTab"),
)


class MainWindow(QMainWindow):
    """Tabs for the evening's work; the clock comes first.

    Args:
        document: The open tournament.
        sound: Where the clock's sounds go.
        speech_engine: QtTextToSpeech engine for spoken announcements (None: the platform's).
        language: ``it`` or ``en`` (the spoken announcements' language).

    Signals:
        open_requested(str): the director asked to open a tournament file ("" to choose one).
        new_requested(): the director asked for a new tournament.
        language_requested(str): the director chose another language.
    """

    open_requested = Signal(str)
    new_requested = Signal()
    language_requested = Signal(str)

    def __init__(
        self,
        document: Document | None,
        sound: SoundOutput,
        parent: QWidget | None = None,
        *,
        speech_engine: str | None = None,
        language: str = "en",
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.document: Document | None = None
        self.sound = sound
        self.speech_engine = speech_engine
        self.language = language
        self.announcement = ""
        self.controller = None
        self.extra_tabs: dict[str, QWidget] = {}
        # Until a tournament is open the window shows what it is opening; opening happens
        # after the window is on screen (see ui.app), so the director sees it at once.
        self.pages = QStackedWidget()
        self.loading_label = QLabel(self.tr("Opening the tournament…"))
        self.loading_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.loading_label.setStyleSheet("font-size: 20px; color: palette(mid);")
        self.pages.addWidget(self.loading_label)
        self.setCentralWidget(self.pages)
        self.sound_label = QLabel()
        self.sound_label.setStyleSheet("color: palette(mid);")
        self.statusBar().addPermanentWidget(self.sound_label)
        self._build_menus()
        self.setWindowTitle(self.tr("Director"))
        geometry = QSettings().value("main/geometry")
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1200, 800)
        if document is not None:
            self.set_document(document)

    def set_loading_text(self, text: str) -> None:
        """What the window says while the tournament opens."""
        self.loading_label.setText(text)

    def set_document(self, document: Document) -> None:
        """Show the open tournament: the clock, the tabs and the projector (once per window)."""
        from ui.clock.announcer import Announcer
        from ui.clock.controller import ClockController
        from ui.clock.panel import ClockPanel
        from ui.clock.projector import ProjectorWindow
        from ui.clock.sound import SoundCue
        from ui.clock.summary import SummaryPanel
        from ui.setup.structure_editor import StructureEditor

        assert self.document is None, "a window shows one tournament"
        self.document = document
        tournament = document.tournament
        self.controller = ClockController(tournament.clock, None, self)
        self.sound_cue = SoundCue(self.sound, tournament.clock.now)
        self.sound_cue.enabled = self.sound_action.isChecked()
        self.controller.event.connect(self.sound_cue)
        self.controller.event.connect(self._clock_event)
        self.announcer = Announcer(self.speech_engine, self.language, self)
        self.announcer.enabled = self.announce_action.isChecked()
        self.announcer.unavailable.connect(lambda msg: self.statusBar().showMessage(msg, 8000))
        self.controller.failed.connect(self.show_error)
        document.failed.connect(self.show_error)
        document.changed.connect(self._document_changed)

        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        clock_tab = QWidget()
        clock_tab.setObjectName("clockTab")
        row = QHBoxLayout(clock_tab)
        row.setContentsMargins(0, 0, 0, 0)
        self.clock_panel = ClockPanel(self.controller)
        self.summary = SummaryPanel(document, self.controller)
        row.addWidget(self.clock_panel, 3)
        row.addWidget(self.summary, 1)
        self.tabs.addTab(clock_tab, self.tr("Clock"))
        titles = {
            "entrantsTab": self.tr("Entrants"),
            "tablesTab": self.tr("Tables"),
            "payoutsTab": self.tr("Payouts"),
        }
        for module_name, class_name, object_name in TABS:
            try:
                module = importlib.import_module(module_name)
            except ModuleNotFoundError as exc:
                if exc.name != module_name:
                    raise
                continue
            tab = getattr(module, class_name)(document, self)
            tab.setObjectName(object_name)
            self.extra_tabs[object_name] = tab
            self.tabs.addTab(tab, titles[object_name])
        self.structure_editor = StructureEditor()
        self.structure_editor.set_structure(tournament.structure)
        self.structure_editor.apply_requested.connect(self.apply_structure)
        self.tabs.addTab(self.structure_editor, self.tr("Structure"))
        self.pages.addWidget(self.tabs)
        self.pages.setCurrentWidget(self.tabs)

        self.projector = ProjectorWindow(self.projector_info)
        self._clock_keys(clock_tab, Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.projector.key_handler = self._projector_key
        clock_tab.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.clock_tab = clock_tab
        self.tabs.currentChanged.connect(
            lambda i: clock_tab.setFocus() if self.tabs.widget(i) is clock_tab else None
        )
        clock_tab.setFocus()
        self.controller.changed.connect(self.projector.show_view)
        self.projector.show_view(self.controller.view())
        for i in range(self.tabs.count()):
            self._action(
                self.view_menu,
                self.tabs.tabText(i),
                lambda i=i: self.tabs.setCurrentIndex(i),
                f"Alt+{i + 1}",
                f"showTab{i + 1}",
                Qt.ShortcutContext.WindowShortcut,
                before=self.view_tabs_end,
            )
        for action in self.document_actions:
            action.setEnabled(True)
        self._update_title()
        self._update_undo()

    # -- the document --------------------------------------------------------------------------
    @property
    def tournament(self):
        """The open tournament."""
        return self.document.tournament

    def show_error(self, message: str) -> None:
        """Say why an action was refused (status bar; nothing changed)."""
        self.statusBar().showMessage(message, 8000)

    def _document_changed(self, record: object) -> None:
        from director.tournament import events as ev

        self._update_undo()
        self._update_title()
        if isinstance(record, ev.StructureChanged) or (
            isinstance(record, ev.Undone | ev.Redone)
            and self.tournament.structure is not self.clock_panel.model._structure
        ):
            self.clock_panel.set_structure(self.tournament.structure)
            self.structure_editor.set_structure(self.tournament.structure)
        announcement = self._announcement_for(record)
        if announcement:
            self.set_announcement(announcement)
        self.controller.refresh()
        self.projector.update()

    def _announcement_for(self, record: object) -> str:
        """A line for the projector: busts and their places, table moves, the final table."""
        from director.tournament import events as ev
        from director.tournament.model import entry_of

        if not isinstance(record, ev.Moved):
            return "   ".join(self.tournament.entrants.announce(record, self.document.lang))
        s = self.document.state
        if record.purpose == "final":
            return self.tr("Final table!")
        moves = record.seating_moves()
        parts = [
            self.tr("{0}: table {1} seat {2}").format(
                s.label(entry_of(m.player)), m.to_table, m.to_seat
            )
            for m in moves[:4]
        ]
        if len(moves) > 4:
            parts.append(self.tr("and {0} more").format(len(moves) - 4))
        text = "   ".join(parts)
        if record.purpose == "break" and record.table is not None:
            text = self.tr("Table {0} breaks:   {1}").format(record.table, text)
        return text

    def set_announcement(self, text: str) -> None:
        """The projector's announcement line (empty to clear)."""
        self.announcement = text
        if self.controller is not None:
            self.projector.update()

    def projector_info(self) -> ProjectorInfo:
        """What the projector shows besides the clock."""
        from ui.clock.projector import ProjectorInfo

        t = self.tournament
        stats = t.stats()
        money = t.money.summary()
        payouts = t.money.payouts()
        return ProjectorInfo(
            title=t.settings.name,
            players_left=stats.players_left,
            entries=stats.entries,
            average_stack=stats.average_stack or None,
            prize_pool=self.document.money(money.prize_pool_cents)
            if money.prize_pool_cents
            else None,
            payouts=[(i + 1, self.document.money(a)) for i, a in enumerate(payouts[:5])],
            announcement=self.announcement,
        )

    def _clock_event(self, event: ClockEvent) -> None:
        from director.clock import ClockEventKind
        from director.structures import Break

        structure = self.tournament.structure
        self.announcer.on_event(event, structure, self.controller.clock.now())
        entry = structure[event.index]
        if (
            event.kind is ClockEventKind.BREAK_STARTED
            and isinstance(entry, Break)
            and entry.color_up
        ):
            chips = ", ".join(num(c) for c in entry.color_up)
            self.set_announcement(self.tr("Break: colour up the {0} chips").format(chips))
        elif event.kind is ClockEventKind.BREAK_ENDED and self.announcement.startswith(
            self.tr("Break")
        ):
            self.set_announcement("")

    def apply_structure(self, structure: Structure) -> None:
        """Run the edited structure from now on (an undoable action)."""
        if self.document.act(self.tournament.change_structure, structure) is not None:
            self.statusBar().showMessage(self.tr("The new structure is in use."), 5000)

    # -- projector -----------------------------------------------------------------------------
    def show_projector(
        self, screen_index: int | None = None, fullscreen: bool | None = None
    ) -> None:
        """Open the projector window (on the remembered screen unless told otherwise)."""
        from ui.clock.projector import ProjectorWindow

        if self.controller is None:
            return
        screens = QGuiApplication.screens()
        remembered, was_full = ProjectorWindow.remembered_screen()
        screen = (
            screens[screen_index]
            if screen_index is not None and screen_index < len(screens)
            else remembered
        )
        if screen is None and len(screens) > 1:
            here = self.screen()
            screen = next((s for s in screens if s is not here), None)
        self.projector.show_on(screen, was_full if fullscreen is None else fullscreen)

    def set_sound_unavailable(self, reason: str) -> None:
        """Say once, quietly, why there is no sound."""
        self.sound_label.setText(reason)
        self.sound_label.setToolTip(reason)

    # -- menus ---------------------------------------------------------------------------------------
    def _action(
        self,
        menu,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | str | QKeySequence.StandardKey | Qt.Key | list | None = None,
        name: str = "",
        context: Qt.ShortcutContext = Qt.ShortcutContext.ApplicationShortcut,
        before: QAction | None = None,
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            keys = shortcut if isinstance(shortcut, list) else [shortcut]
            action.setShortcuts([QKeySequence(k) for k in keys])
            action.setShortcutContext(context)
        action.triggered.connect(lambda _checked=False: slot())
        if name:
            action.setObjectName(name)
        if before is not None:
            menu.insertAction(before, action)
        else:
            menu.addAction(action)
        self.addAction(action)
        return action

    #: The plain keys that run the clock on the clock tab and the projector.
    CLOCK_KEYS: ClassVar[dict[Qt.Key, tuple]] = {
        Qt.Key.Key_Space: ("toggle",),
        Qt.Key.Key_Right: ("next_level",),
        Qt.Key.Key_Left: ("previous_level",),
        Qt.Key.Key_Plus: ("add_time", 60),
        Qt.Key.Key_Equal: ("add_time", 60),
        Qt.Key.Key_Minus: ("add_time", -60),
    }

    def _projector_key(self, event) -> bool:
        call = self.CLOCK_KEYS.get(Qt.Key(event.key()))
        mods = Qt.KeyboardModifier
        held = event.modifiers() & (mods.ControlModifier | mods.AltModifier | mods.MetaModifier)
        if call is None or held != mods.NoModifier:  # Shift is fine: "+" often needs it
            return False
        self._clock(*call)
        return True

    def _clock_keys(self, widget: QWidget, context: Qt.ShortcutContext) -> None:
        """Space, arrows and +/- run the clock while ``widget`` (or a child) has the focus."""
        for key, call in self.CLOCK_KEYS.items():
            shortcut = QShortcut(QKeySequence(key), widget)
            shortcut.setContext(context)
            shortcut.activated.connect(lambda call=call: self._clock(*call))

    def _clock(self, name: str, *args: object) -> None:
        """Run a clock action if a tournament is open."""
        if self.controller is not None:
            getattr(self.controller, name)(*args)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.document_actions: list[QAction] = []
        file_menu = bar.addMenu(self.tr("&File"))
        self._action(
            file_menu,
            self.tr("New tournament…"),
            self.new_requested.emit,
            QKeySequence.StandardKey.New,
            "newTournament",
        )
        self._action(
            file_menu,
            self.tr("Open…"),
            lambda: self.open_requested.emit(""),
            QKeySequence.StandardKey.Open,
            "openTournament",
        )
        self.recent_menu = file_menu.addMenu(self.tr("Open recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.document_actions.append(
            self._action(
                file_menu,
                self.tr("Save a copy…"),
                self.save_copy_dialog,
                "Ctrl+Shift+S",
                "saveCopy",
            )
        )
        file_menu.addSeparator()
        for text, slot, name in (
            (self.tr("Import players from CSV…"), self._import_csv, "importCsv"),
            (self.tr("Export entrants to CSV…"), self._export_csv, "exportCsv"),
        ):
            action = self._action(file_menu, text, slot, None, name)
            action.setEnabled(False)
            self.document_actions.append(action)
        file_menu.addSeparator()
        self.print_menu = file_menu.addMenu(self.tr("Print"))
        self._fill_print_menu()
        self.document_actions.append(self.print_menu.menuAction())
        file_menu.addSeparator()
        self._action(file_menu, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit, "quit")

        edit = bar.addMenu(self.tr("&Edit"))
        self.undo_action = self._action(
            edit,
            self.tr("Undo"),
            lambda: self.document and self.document.undo(),
            QKeySequence.StandardKey.Undo,
            "undo",
            Qt.ShortcutContext.WindowShortcut,
        )
        self.redo_action = self._action(
            edit,
            self.tr("Redo"),
            lambda: self.document and self.document.redo(),
            ["Ctrl+Y", "Ctrl+Shift+Z"],
            "redo",
            Qt.ShortcutContext.WindowShortcut,
        )
        self.undo_action.setEnabled(False)
        self.redo_action.setEnabled(False)

        clock = bar.addMenu(self.tr("&Clock"))
        # The menu's keys work everywhere; the plain keys (Space, arrows, +/-) only on the clock
        # tab and the projector (see _clock_keys): elsewhere they belong to lists and fields.
        clock_actions = (
            (self.tr("Start / pause"), ("toggle",), "Ctrl+Space", "toggleClock"),
            (self.tr("Next level"), ("next_level",), "Ctrl+Right", "nextLevel"),
            (self.tr("Previous level"), ("previous_level",), "Ctrl+Left", "previousLevel"),
            (self.tr("Add a minute"), ("add_time", 60), ["Ctrl+=", "Ctrl++"], "addMinute"),
            (self.tr("Remove a minute"), ("add_time", -60), "Ctrl+-", "removeMinute"),
            (self.tr("Restart level"), ("restart_level",), "Ctrl+R", "restartLevel"),
            (self.tr("Go to the next break"), ("jump_to_next_break",), "Ctrl+B", "nextBreak"),
        )
        go = self._action(clock, self.tr("Go to level…"), self.ask_level, "Ctrl+G", "goToLevel")
        go.setEnabled(False)
        self.document_actions.append(go)
        for text, call, keys, name in clock_actions:
            action = self._action(clock, text, lambda call=call: self._clock(*call), keys, name)
            action.setEnabled(False)
            self.document_actions.append(action)
        clock.addSeparator()
        self.announce_action = QAction(self.tr("Spoken announcements"), self)
        self.announce_action.setObjectName("spokenAnnouncements")
        self.announce_action.setCheckable(True)
        self.announce_action.setChecked(QSettings().value("announce/enabled", False, bool))
        self.announce_action.toggled.connect(self.set_announcements)
        clock.addAction(self.announce_action)
        self.sound_action = QAction(self.tr("Sounds"), self)
        self.sound_action.setObjectName("sounds")
        self.sound_action.setCheckable(True)
        self.sound_action.setChecked(QSettings().value("sound/enabled", True, bool))
        self.sound_action.toggled.connect(self.set_sounds)
        clock.addAction(self.sound_action)

        view = bar.addMenu(self.tr("&View"))
        self.view_menu = view
        self.view_tabs_end = view.addSeparator()
        for text, slot, keys, name in (
            (self.tr("Projector window"), self.show_projector, "F2", "showProjector"),
            (
                self.tr("Projector full screen"),
                lambda: self.show_projector(fullscreen=True),
                "F11",
                "projectorFullScreen",
            ),
        ):
            action = self._action(view, text, slot, keys, name)
            action.setEnabled(False)
            self.document_actions.append(action)
        self.screens_menu = view.addMenu(self.tr("Projector on screen"))
        self.screens_menu.aboutToShow.connect(self._fill_screens_menu)
        self._action(
            view,
            self.tr("Clear the announcement"),
            lambda: self.set_announcement(""),
            "Ctrl+Shift+A",
            "clearAnnouncement",
        )

        play = bar.addMenu(self.tr("&Table"))
        self.play_menu = play.addMenu(self.tr("Play a hand at table"))
        self.play_menu.setObjectName("playMenu")
        self.play_menu.aboutToShow.connect(self._fill_play_menu)
        self.document_actions.append(self.play_menu.menuAction())
        self.play_menu.menuAction().setEnabled(False)
        floor = self._action(
            play,
            self.tr("Floor tool: settle a pot…"),
            self._open_floor_tool,
            "Ctrl+Shift+F",
            "floorTool",
        )
        del floor

        settings = bar.addMenu(self.tr("&Settings"))
        tournament_settings = self._action(
            settings,
            self.tr("Tournament settings…"),
            self._open_settings,
            None,
            "tournamentSettings",
        )
        tournament_settings.setEnabled(False)
        self.document_actions.append(tournament_settings)
        language = settings.addMenu(self.tr("Language"))
        group = QActionGroup(language)
        for code, label in (("it", "Italiano"), ("en", "English")):
            action = language.addAction(label)
            action.setCheckable(True)
            action.setChecked(code == self.language)
            action.setObjectName(f"language_{code}")
            group.addAction(action)
            action.triggered.connect(lambda _c=False, code=code: self.language_requested.emit(code))
        help_menu = bar.addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("About Director"), self._about, None, "about")

    def ask_level(self) -> None:
        """Clock ▸ Go to level…: jump to the start of a level by its number."""
        from PySide6.QtWidgets import QInputDialog

        if self.controller is None:
            return
        levels = self.tournament.structure.levels
        current = self.controller.view().level
        number, ok = QInputDialog.getInt(
            self,
            self.tr("Go to level"),
            self.tr("Level (1 to {0}):").format(len(levels)),
            current.number if current else 1,
            1,
            len(levels),
        )
        if ok:
            self.controller.jump(self.tournament.structure.index_of_level(number))

    def _import_csv(self) -> None:
        from ui.entrants.csv_files import ask_import

        ask_import(self)

    def _export_csv(self) -> None:
        from ui.entrants.csv_files import ask_export

        ask_export(self)

    def _fill_play_menu(self) -> None:
        self.play_menu.clear()
        if self.document is None:
            return
        tables = self.document.state.tables
        for number in sorted(tables):
            seated = len(tables[number].occupants)
            action = self.play_menu.addAction(
                self.tr("Table {0} ({1} players)").format(number, seated)
            )
            action.setEnabled(seated >= 2)
            action.triggered.connect(lambda _c=False, n=number: self.open_table(n))
        if not tables:
            self.play_menu.addAction(self.tr("(no tables yet)")).setEnabled(False)

    def open_table(self, number: int):
        """Open the window that plays hands at table ``number``."""
        from ui.play.window import open_table

        return open_table(self, number)

    def _open_floor_tool(self) -> None:
        from ui.play.floor_tool import open_floor_tool

        open_floor_tool(self)

    def _open_settings(self) -> None:
        from ui.setup.settings import open_settings_dialog

        open_settings_dialog(self)

    def _fill_print_menu(self) -> None:
        from ui.common import printing

        printing.fill_menu(self.print_menu, self)

    def _fill_recent_menu(self) -> None:
        from ui.common.recent import recent_files

        self.recent_menu.clear()
        files = recent_files()
        if not files:
            self.recent_menu.addAction(self.tr("(none)")).setEnabled(False)
        for path in files:
            action = self.recent_menu.addAction(path)
            action.triggered.connect(lambda _c=False, p=path: self.open_requested.emit(p))

    def _update_undo(self) -> None:
        if self.document is None:
            return
        t = self.tournament
        self.undo_action.setText(self.document.undo_text())
        self.undo_action.setEnabled(t.can_undo())
        self.redo_action.setText(self.document.redo_text())
        self.redo_action.setEnabled(t.can_redo())

    def set_announcements(self, on: bool) -> None:
        """Turn the spoken level announcements on or off (remembered)."""
        QSettings().setValue("announce/enabled", on)
        if self.controller is None:
            return
        self.announcer.enabled = on
        if on:
            self.announcer.say(self.tr("Announcements on"))

    def set_sounds(self, on: bool) -> None:
        """Turn the clock's sounds on or off (remembered)."""
        QSettings().setValue("sound/enabled", on)
        if self.controller is not None:
            self.sound_cue.enabled = on

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

    def save_copy_dialog(self) -> None:
        """Save a consistent copy of the tournament file (with its history)."""
        from PySide6.QtWidgets import QFileDialog

        suggested = str(
            self.tournament.path.with_name(self.tournament.path.stem + " (copy).director")
        )
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save a copy"), suggested, self.tr("Tournaments (*.director)")
        )
        if path:
            self.save_copy(Path(path))

    def save_copy(self, path: Path) -> bool:
        """Write a copy of the tournament to ``path``."""
        if self.document.act(self.tournament.save_copy, path) is None and not path.exists():
            return False
        self.statusBar().showMessage(self.tr("Copy saved: {0}").format(path), 5000)
        return True

    def _update_title(self) -> None:
        if self.document is None:
            return
        self.setWindowTitle(self.tr("Director — {0}").format(self.tournament.settings.name))

    def closeEvent(self, event: QCloseEvent) -> None:
        """Close the projector with the main window; remember the window's place."""
        QSettings().setValue("main/geometry", self.saveGeometry())
        if self.controller is not None:
            self.projector.close()
        super().closeEvent(event)
