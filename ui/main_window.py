"""The director's main window (the laptop) and the projector it drives (the wall).

The window is a view over one open tournament (:class:`ui.document.Document`): the clock, the
entrants, the tables, the payouts and the structure, each a tab built with what it needs (the
document, the clock's controller). Opening another tournament or switching language builds a
new window over the chosen document (see :mod:`ui.app`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSettings, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QTabWidget,
    QWidget,
)

from director import __version__
from ui.clock.controls import ClockControls
from ui.common.actions import LIST_KEYS, Key, keyed, make_action, mnemonic, underlined
from ui.common.sizes import MAIN_WINDOW, resize_to_fit, screen_of
from ui.common.theme import caption_style

if TYPE_CHECKING:
    from director.clock import ClockEvent
    from director.structures import Structure
    from director.tournament import Tournament
    from director.tournament.events import Event
    from ui.clock.controller import ClockController
    from ui.clock.feed import ProjectorFeed
    from ui.clock.panel import ClockPanel
    from ui.clock.projector import ProjectorWindow
    from ui.clock.sound import SoundOutput
    from ui.clock.summary import SummaryPanel
    from ui.club.league_tab import LeagueTab
    from ui.club.projector import BreakStandings
    from ui.club.session import ClubSession
    from ui.club.tab import ClubTab
    from ui.common.printing import Printer
    from ui.document import Document
    from ui.entrants.tab import EntrantsTab
    from ui.payouts.tab import PayoutsTab
    from ui.setup.structure_editor import StructureEditor
    from ui.share.dialog import ShareDialog
    from ui.share.server import SharedServer
    from ui.tables.tab import TablesTab


class MainWindow(QMainWindow):
    """Tabs for the evening's work; the clock comes first.

    Args:
        document: The open tournament (None: it is being opened; see :meth:`set_document`).
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

    # Made by set_document, with the tournament.
    tabs: QTabWidget
    clock_tab: QWidget
    clock_panel: ClockPanel
    summary: SummaryPanel
    entrants_tab: EntrantsTab
    tables_tab: TablesTab
    payouts_tab: PayoutsTab
    structure_editor: StructureEditor
    club_session: ClubSession
    club_tab: ClubTab
    league_tab: LeagueTab
    break_standings: BreakStandings
    projector: ProjectorWindow
    feed: ProjectorFeed
    printer: Printer

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
        self.controller: ClockController | None = None
        self.sound = sound
        self.speech_engine = speech_engine
        self.language = language
        # Until a tournament is open the window shows what it is opening; opening happens
        # after the window is on screen (see ui.app), so the director sees it at once.
        self.pages = QStackedWidget()
        self.loading_label = QLabel(self.tr("Opening the tournament…"))
        self.loading_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # captions in a grey that still reads (WCAG AA), not the palette's frame grey (1.7:1)
        self.loading_label.setStyleSheet("font-size: 20px; " + caption_style(self.palette()))
        self.pages.addWidget(self.loading_label)
        self.setCentralWidget(self.pages)
        self.sound_label = QLabel()
        self.sound_label.setStyleSheet(caption_style(self.palette()))
        self.statusBar().addPermanentWidget(self.sound_label)
        self.document_actions: list[QAction] = []
        #: The tournament shared on the network (View > Share on the network), and its panel.
        self.shared: SharedServer | None = None
        self.share_dialog: ShareDialog | None = None
        self._build_menus()
        self.setWindowTitle(self.tr("Director"))
        geometry = QSettings().value("main/geometry")
        if not isinstance(geometry, QByteArray) or not self.restoreGeometry(geometry):
            resize_to_fit(self, MAIN_WINDOW)
        if document is not None:
            self.set_document(document)

    def set_loading_text(self, text: str) -> None:
        """What the window says while the tournament opens."""
        self.loading_label.setText(text)

    def set_document(self, document: Document) -> None:
        """Show the open tournament: the clock, the tabs and the projector (once per window)."""
        assert self.document is None, "a window shows one tournament"
        self.document = document
        controller = self._start_clock(document)
        # before the tabs connect theirs: the window's own refresh comes first
        document.failed.connect(self.show_error)
        document.changed.connect(self._document_changed)
        self._build_tabs(document, controller)
        self._build_projector(document, controller)
        self._build_printer(document)
        for action in self.document_actions:
            action.setEnabled(True)
        self._update_title()
        self._update_undo()

    # -- what set_document builds ----------------------------------------------------------------
    def _start_clock(self, document: Document) -> ClockController:
        """The clock's controller, with its sounds and spoken announcements."""
        from ui.clock.controller import ClockController

        tournament = document.tournament
        controller = ClockController(tournament.clock, None, self, lang=document.lang)
        self.controller = controller
        self.clock_controls.attach(
            controller, lambda: tournament.structure, lambda: bool(tournament.state.seat_of)
        )
        self.clock_controls.announcer.unavailable.connect(
            lambda msg: self.statusBar().showMessage(msg, 8000)
        )
        controller.clock_event.connect(self._clock_event)
        controller.failed.connect(self.show_error)
        return controller

    def _build_tabs(self, document: Document, controller: ClockController) -> None:
        """The clock, entrants, tables, payouts, structure, club and league tabs; Alt+1… to
        reach them."""
        # Imported here, not at the top: the window shows before the domain has loaded.
        from ui.club.league_tab import LeagueTab
        from ui.club.session import ClubSession
        from ui.club.tab import ClubTab
        from ui.entrants.tab import EntrantsTab
        from ui.payouts.tab import PayoutsTab
        from ui.setup.structure_editor import StructureEditor
        from ui.tables.tab import TablesTab

        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.clock_tab = self._build_clock_tab(document, controller)
        self.entrants_tab = EntrantsTab(document, controller, self)
        self.tables_tab = TablesTab(document, self)
        self.payouts_tab = PayoutsTab(document, self)
        self.structure_editor = StructureEditor(document.lang)
        self.structure_editor.set_structure(document.tournament.structure)
        self.structure_editor.apply_requested.connect(self.apply_structure)
        self.club_session = ClubSession(document, self)
        self.club_tab = ClubTab(self.club_session, self)
        self.league_tab = LeagueTab(self.club_session, self)
        for tab, name, title in (
            (self.clock_tab, "clockTab", self.tr("Clock")),
            (self.entrants_tab, "entrantsTab", self.tr("Entrants")),
            (self.tables_tab, "tablesTab", self.tr("Tables")),
            (self.payouts_tab, "payoutsTab", self.tr("Payouts")),
            (self.structure_editor, "structureEditor", self.tr("Structure")),
            (self.club_tab, "clubTab", self.tr("Club")),
            (self.league_tab, "leagueTab", self.tr("League")),
        ):
            tab.setObjectName(name)
            self.tabs.addTab(tab, title)
        self.pages.addWidget(self.tabs)
        self.pages.setCurrentWidget(self.tabs)
        self.tabs.currentChanged.connect(self._tab_shown)
        self.clock_tab.setFocus()
        # the View menu's items, with their mnemonics (the tabs' titles have none: Alt+letter
        # belongs to the menu bar)
        in_menu = (
            self.tr("&Clock"),
            self.tr("&Entrants"),
            self.tr("&Tables"),
            self.tr("&Payouts"),
            self.tr("&Structure"),
            self.tr("Clu&b"),
            self.tr("Lea&gue"),
        )
        for i, text in enumerate(in_menu):
            action = make_action(
                self,
                text,
                partial(self.tabs.setCurrentIndex, i),
                f"Alt+{i + 1}",
                f"showTab{i + 1}",
                Qt.ShortcutContext.WindowShortcut,
            )
            self.view_menu.insertAction(self.view_tabs_end, action)

    def _build_clock_tab(self, document: Document, controller: ClockController) -> QWidget:
        """The clock panel beside the tournament's figures; the plain clock keys work here."""
        from ui.clock.panel import ClockPanel
        from ui.clock.summary import SummaryPanel

        clock_tab = QWidget()
        row = QHBoxLayout(clock_tab)
        row.setContentsMargins(0, 0, 0, 0)
        self.clock_panel = ClockPanel(controller)
        self.summary = SummaryPanel(document, controller)
        row.addWidget(self.clock_panel, 3)
        row.addWidget(self.summary, 1)
        self.clock_controls.add_plain_keys(clock_tab)
        clock_tab.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        return clock_tab

    def _tab_shown(self, index: int) -> None:
        if self.tabs.widget(index) is self.clock_tab:
            self.clock_tab.setFocus()  # so that the plain clock keys work at once

    def _build_projector(self, document: Document, controller: ClockController) -> None:
        """The wall's window (hidden until asked for) and what it shows besides the clock."""
        from ui.clock.feed import ProjectorFeed
        from ui.clock.projector import ProjectorWindow

        self.feed = ProjectorFeed(document, self)
        self.projector = ProjectorWindow(self.feed.info)
        self.projector.key_handler = self.clock_controls.plain_key
        self.projector.follow_screens()  # a projector unplugged mid-evening
        self.feed.changed.connect(self.projector.update)
        self._show_end()  # as the director left it last time
        self.projector.follow(controller)  # its seconds, and whether anyone sees them
        # the league's top 10 during breaks, after the feed's own line (connected first)
        from ui.club.projector import BreakStandings

        self.break_standings = BreakStandings(self.league_tab, self.feed)
        controller.clock_event.connect(self.break_standings.clock_event)

    def _show_end(self) -> None:
        """The estimated end on the wall, or not, as the View menu's box says."""
        shown = self.end_action.isChecked()
        self.feed.estimated_end = self.summary.estimated_end if shown else None
        self.projector.update()

    def _end_chosen(self) -> None:
        """The director ticked or unticked the box: show it, and keep it for next time."""
        QSettings().setValue("projector/estimated_end", self.end_action.isChecked())
        self._show_end()

    def _build_printer(self, document: Document) -> None:
        """File ▸ Print: the sheets of this tournament, made in the background."""
        from ui.common.printing import Printer

        self.printer = Printer(document, self)
        self.printer.fill_menu(self.print_menu)
        self.printer.failed.connect(self.show_error)
        self.printer.done.connect(
            lambda _kind, path: self.statusBar().showMessage(
                self.tr("Saved and opened {0}").format(path), 8000
            )
        )
        self.printer.cancelled.connect(
            lambda _kind: self.statusBar().showMessage(self.tr("Printing cancelled"), 8000)
        )

    # -- the document --------------------------------------------------------------------------
    @property
    def tournament(self) -> Tournament:
        """The open tournament."""
        assert self.document is not None, "no tournament is open yet"
        return self.document.tournament

    def show_error(self, message: str) -> None:
        """Say why an action was refused (status bar; nothing changed)."""
        self.statusBar().showMessage(message, 8000)

    def _document_changed(self, record: Event) -> None:
        from director.tournament import events as ev

        self._update_undo()
        self._update_title()
        structure = self.tournament.structure
        if isinstance(record, ev.StructureChanged) or (
            isinstance(record, ev.Undone | ev.Redone)
            and structure is not self.clock_panel.model.structure
        ):
            self.clock_panel.set_structure(structure)
            self.structure_editor.set_structure(structure)
        self.feed.announce_record(record)
        assert self.controller is not None
        self.controller.refresh()
        self.projector.update()

    @property
    def announcement(self) -> str:
        """The projector's announcement line."""
        return self.feed.announcement if self.document is not None else ""

    def set_announcement(self, text: str) -> None:
        """The projector's announcement line (empty to clear)."""
        if self.document is not None:
            self.feed.set_announcement(text)

    def _clock_event(self, event: ClockEvent) -> None:
        self.feed.announce_clock_event(event, self.tournament.structure)

    def apply_structure(self, structure: Structure) -> None:
        """Run the edited structure from now on (an undoable action)."""
        assert self.document is not None
        if self.document.act(self.tournament.change_structure, structure) is not None:
            self.statusBar().showMessage(self.tr("The new structure is in use."), 5000)

    # -- projector -----------------------------------------------------------------------------
    def show_projector(
        self, screen_index: int | None = None, fullscreen: bool | None = None
    ) -> None:
        """Open the projector window (on the remembered screen unless told otherwise)."""
        if self.document is not None:
            self.projector.show_on_screen(screen_index, fullscreen, beside=screen_of(self))

    def show_share(self) -> None:
        """The Share on the network panel (the server starts from it and outlives it)."""
        from ui.share.dialog import ShareDialog
        from ui.share.server import SharedServer

        if self.document is None:
            return
        if self.shared is None:
            self.shared = SharedServer(
                self.tournament.path, "it" if self.document.lang == "it" else "en"
            )
        if self.share_dialog is None:
            self.share_dialog = ShareDialog(self.shared, self)
        self.share_dialog.show()
        self.share_dialog.raise_()
        self.share_dialog.activateWindow()

    def set_sound_unavailable(self, reason: str) -> None:
        """Say once, quietly, why there is no sound."""
        self.sound_label.setText(reason)
        self.sound_label.setToolTip(reason)

    # -- menus ---------------------------------------------------------------------------------------
    def _action(
        self,
        menu: QMenu,
        text: str,
        slot: Callable[[], object],
        keys: Key | list[Key] | None = None,
        name: str = "",
        *,
        needs_tournament: bool = False,
        context: Qt.ShortcutContext = Qt.ShortcutContext.ApplicationShortcut,
    ) -> QAction:
        """An action in ``menu``; ``needs_tournament``: disabled until a tournament is open."""
        action = make_action(self, text, slot, keys or (), name, context)
        menu.addAction(action)
        if needs_tournament:
            action.setEnabled(False)
            self.document_actions.append(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self._build_file_menu(bar.addMenu(self.tr("&File")))
        self._build_edit_menu(bar.addMenu(self.tr("&Edit")))
        self._build_clock_menu(bar.addMenu(self.tr("&Clock")))
        self._build_view_menu(bar.addMenu(self.tr("&View")))
        self._build_table_menu(bar.addMenu(self.tr("&Table")))
        self._build_settings_menu(bar.addMenu(self.tr("&Settings")))
        help_menu = bar.addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("&About Director"), self._about, None, "about")

    def _build_file_menu(self, menu: QMenu) -> None:
        std = QKeySequence.StandardKey
        self._action(
            menu, self.tr("&New tournament…"), self.new_requested.emit, std.New, "newTournament"
        )
        self._action(menu, self.tr("New &day 2 from flights…"), self._new_day2, None, "newDay2")
        self._action(
            menu,
            self.tr("&Open…"),
            lambda: self.open_requested.emit(""),
            std.Open,
            "openTournament",
        )
        self.recent_menu = menu.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self._action(
            menu,
            self.tr("Save a &copy…"),
            self.save_copy_dialog,
            "Ctrl+Shift+S",
            "saveCopy",
            needs_tournament=True,
        )
        menu.addSeparator()
        for text, slot, name in (
            (self.tr("&Import players from CSV…"), self._import_csv, "importCsv"),
            (self.tr("&Export entrants to CSV…"), self._export_csv, "exportCsv"),
        ):
            self._action(menu, text, slot, None, name, needs_tournament=True)
        menu.addSeparator()
        # filled with the tournament's sheets once it is open (see _build_printer)
        self.print_menu = menu.addMenu(self.tr("&Print"))
        self.print_menu.menuAction().setEnabled(False)
        self.document_actions.append(self.print_menu.menuAction())
        menu.addSeparator()
        self._action(menu, self.tr("&Quit"), self.close, std.Quit, "quit")

    def _build_edit_menu(self, menu: QMenu) -> None:
        window_keys = Qt.ShortcutContext.WindowShortcut
        self.undo_action = self._action(
            menu,
            self.tr("&Undo"),
            lambda: self.document and self.document.undo(),
            QKeySequence.StandardKey.Undo,
            "undo",
            context=window_keys,
        )
        self.redo_action = self._action(
            menu,
            self.tr("&Redo"),
            lambda: self.document and self.document.redo(),
            ["Ctrl+Y", "Ctrl+Shift+Z"],
            "redo",
            context=window_keys,
        )
        self.undo_action.setEnabled(False)
        self.redo_action.setEnabled(False)
        self.undo_key = mnemonic(self.undo_action.text())
        self.redo_key = mnemonic(self.redo_action.text())

    def _build_clock_menu(self, menu: QMenu) -> None:
        self.clock_controls = ClockControls(
            self, self.sound, speech_engine=self.speech_engine, language=self.language
        )
        self.document_actions += self.clock_controls.fill_menu(menu)

    def _build_view_menu(self, menu: QMenu) -> None:
        self.view_menu = menu
        self.view_tabs_end = menu.addSeparator()  # the tabs' actions go above it
        self._action(
            menu,
            self.tr("P&rojector window"),
            self.show_projector,
            "F2",
            "showProjector",
            needs_tournament=True,
        )
        self._action(
            menu,
            self.tr("Projector &full screen"),
            lambda: self.show_projector(fullscreen=True),
            "F11",
            "projectorFullScreen",
            needs_tournament=True,
        )
        self.screens_menu = menu.addMenu(self.tr("Projector &on screen"))
        self.screens_menu.aboutToShow.connect(self._fill_screens_menu)
        self.end_action = self._action(
            menu,
            self.tr("Estimated e&nd on the projector"),
            self._end_chosen,
            None,
            "projectorEnd",
            needs_tournament=True,
        )
        self.end_action.setCheckable(True)
        self.end_action.setChecked(bool(QSettings().value("projector/estimated_end", False, bool)))
        self._action(
            menu,
            self.tr("S&hare on the network…"),
            self.show_share,
            None,
            "shareNetwork",
            needs_tournament=True,
        )
        self._action(
            menu,
            self.tr("C&lear the announcement"),
            lambda: self.set_announcement(""),
            "Ctrl+Shift+A",
            "clearAnnouncement",
        )

    def _build_table_menu(self, menu: QMenu) -> None:
        self.play_menu = menu.addMenu(self.tr("&Play a hand at table"))
        self.play_menu.setObjectName("playMenu")
        self.play_menu.aboutToShow.connect(self._fill_play_menu)
        self.play_menu.menuAction().setEnabled(False)
        self.document_actions.append(self.play_menu.menuAction())
        self._action(
            menu,
            self.tr("&Floor tool: settle a pot…"),
            self._open_floor_tool,
            "Ctrl+Shift+F",
            "floorTool",
        )

    def _build_settings_menu(self, menu: QMenu) -> None:
        self._action(
            menu,
            self.tr("&Tournament settings…"),
            self._open_settings,
            "Ctrl+,",  # the settings' key of most desktop programs
            "tournamentSettings",
            needs_tournament=True,
            context=Qt.ShortcutContext.WindowShortcut,
        )
        language = menu.addMenu(self.tr("&Language"))
        group = QActionGroup(language)
        for code, label in (("it", "&Italiano"), ("en", "&English")):
            action = language.addAction(label)
            action.setCheckable(True)
            action.setChecked(code == self.language)
            action.setObjectName(f"language_{code}")
            group.addAction(action)
            action.triggered.connect(partial(self._language_chosen, code))

    def _language_chosen(self, code: str, _checked: bool = False) -> None:
        self.language_requested.emit(code)

    # -- what the menus do ---------------------------------------------------------------------
    def ask_level(self) -> None:
        """Clock ▸ Go to level…: jump to the start of a level by its number."""
        self.clock_controls.ask_level()

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
        letters = iter(LIST_KEYS[LIST_KEYS.index("a") :])
        for number in sorted(tables):
            seated = len(tables[number].occupants)
            if number <= 9:  # the table's own number is its key
                text = self.tr("Table &{0} ({1} players)").format(number, seated)
            else:
                letter = next(letters, None)
                text = self.tr("Table {0} ({1} players)").format(number, seated)
                text = f"&{letter} {text}" if letter else text
            action = self.play_menu.addAction(text)
            action.setEnabled(seated >= 2)
            action.triggered.connect(lambda _c=False, n=number: self.open_table(n))
        if not tables:
            self.play_menu.addAction(self.tr("(&no tables yet)")).setEnabled(False)

    def open_table(self, number: int) -> QWidget | None:
        """Open the window that plays hands at table ``number``."""
        from ui.play.window import open_table

        return open_table(self.document, number, self)

    def _open_floor_tool(self) -> None:
        from ui.play.floor_tool import open_floor_tool

        document = self.document
        if document is None:
            open_floor_tool("en", self)
        else:
            open_floor_tool(document.lang, self, document.tournament)

    def _new_day2(self) -> None:
        """File ▸ New day 2 from flights…: the dialog, then the day-2 file opened."""
        from ui.setup.day2 import DayTwoDialog

        dialog = DayTwoDialog(self.language, self)
        if dialog.exec() and dialog.made is not None:
            self.open_requested.emit(str(dialog.made))

    def _open_settings(self) -> None:
        from ui.setup.settings import open_settings_dialog

        if self.document is not None:
            open_settings_dialog(self.document, self)

    def _fill_recent_menu(self) -> None:
        from ui.common.recent import recent_files

        self.recent_menu.clear()
        files = recent_files()
        if not files:
            self.recent_menu.addAction(self.tr("(&none)")).setEnabled(False)
        for i, path in enumerate(files):
            action = self.recent_menu.addAction(keyed(i, path))
            action.triggered.connect(lambda _c=False, p=path: self.open_requested.emit(p))

    def _update_undo(self) -> None:
        if self.document is None:
            return
        t = self.tournament
        # "Undo bust of Mario Rossi", "Nothing to undo": the key stays the one of "&Undo"
        self.undo_action.setText(underlined(self.document.undo_text(), self.undo_key))
        self.undo_action.setEnabled(t.can_undo())
        self.redo_action.setText(underlined(self.document.redo_text(), self.redo_key))
        self.redo_action.setEnabled(t.can_redo())

    def _fill_screens_menu(self) -> None:
        self.screens_menu.clear()
        group = QActionGroup(self.screens_menu)
        shown = self.projector if self.document is not None else None
        for i, screen in enumerate(QGuiApplication.screens()):
            g = screen.geometry()
            action = self.screens_menu.addAction(
                keyed(i, f"{screen.name()} ({g.width()}×{g.height()})")
            )
            action.setCheckable(True)
            on_it = shown is not None and shown.isVisible() and screen_of(shown) is screen
            action.setChecked(on_it)
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
        assert self.document is not None
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
        if self.shared is not None:  # the phones' pages say they are reconnecting
            self.shared.stop()
        if self.document is not None:
            self.projector.close()
            self.club_session.close()
        super().closeEvent(event)
