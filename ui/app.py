"""Start the desktop app: ``director-gui`` or ``python -m ui.app`` (``./run`` does this).

At start the app reopens the tournament that was open when it last closed, where it was (the
clock still running if it was running). On the very first start it creates a new tournament on
the club's default structure in Documents/Director, so the clock is one key press away.
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from director import __version__
from director.errors import DirectorError

if TYPE_CHECKING:
    import random

    from PySide6.QtCore import QObject

    from director.structures import Structure
    from director.tournament import Settings
    from ui.clock.sound import SoundOutput
    from ui.common.background import Background, LongJob, Progress
    from ui.document import Document
    from ui.main_window import MainWindow

APP_NAME = "Director"
ORG_NAME = "Director"

log = logging.getLogger(__name__)


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """The app's command line."""
    p = argparse.ArgumentParser(
        prog="director-gui", description="Director: runs a live poker tournament."
    )
    p.add_argument(
        "file", nargs="?", type=Path, help="a tournament file to open (default: the last one)"
    )
    p.add_argument("--new", action="store_true", help="start a new tournament")
    p.add_argument(
        "--structure", type=Path, help="with --new (or on first start): the structure YAML to use"
    )
    p.add_argument(
        "--lang", choices=("it", "en"), help="language of the windows (default: the system's)"
    )
    p.add_argument("--projector", action="store_true", help="open the projector window at start")
    p.add_argument("--mute", action="store_true", help="no sounds")
    p.add_argument("--version", action="version", version=f"Director {__version__}")
    p.add_argument(
        "--self-test",
        action="store_true",
        help="check that the app and its data files work (offscreen, no window), then exit",
    )
    return p.parse_args(argv)


class App:
    """Keeps one tournament open in one main window; opens, creates and switches language.

    Args:
        sound: Where clock sounds go.
        language: ``it`` or ``en``.
        time: The time source (tests pass a ManualTime).
        rng: Randomness for seat draws (None: cryptographically secure).
        speech_engine: QtTextToSpeech engine (None: the platform's).
        ask: Shows a message and returns nothing (tests replace it).
    """

    def __init__(
        self,
        sound: SoundOutput,
        language: str,
        *,
        time: Callable[[], float] = time.time,
        rng: random.Random | None = None,
        speech_engine: str | None = None,
        ask: Callable[[str, str], None] | None = None,
    ) -> None:
        self.sound = sound
        self.language = language
        self.time = time
        self.rng = rng
        self.speech_engine = speech_engine
        self.document: Document | None = None
        self.window: MainWindow | None = None
        self.loading: Background | None = None
        self.opening: LongJob | None = None
        self._ask = ask
        self._starting = False
        self._asked_for: Path | None = None  # a file the system asked to open while starting

    # -- messages --------------------------------------------------------------------------------
    def tell(self, title: str, text: str) -> None:
        """Show a problem to the director (one line, what to do)."""
        if self._ask is not None:
            self._ask(title, text)
            return
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(self.window, title, text)

    # -- documents -------------------------------------------------------------------------------
    def open(self, path: Path) -> bool:
        """Open a tournament file in the main window; a refused file changes nothing."""
        from director.tournament import Tournament
        from ui.common.recent import journal_for, remember
        from ui.document import Document

        try:
            tournament = Tournament.open(
                path, time=self.time, rng=self.rng, journal=journal_for(path)
            )
        except DirectorError as exc:
            self.tell(translate("App", "Not opened"), exc.text(self.language))
            return False
        self._show(Document(tournament, self.language))
        remember(path)
        return True

    def create(
        self,
        path: Path,
        structure: Structure | None = None,
        settings: Settings | None = None,
        tables: int = 0,
    ) -> bool:
        """Create a tournament file and show it."""
        from director.structures import default_structure_path, load_structure
        from director.tournament import Settings, Tournament
        from ui.common.recent import journal_for, remember
        from ui.document import Document

        structure = structure or load_structure(default_structure_path())
        if settings is None:
            import datetime as _dt

            settings = Settings(name=structure.name, date=_dt.date.today().isoformat())
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tournament = Tournament.create(
                path,
                structure,
                settings,
                time=self.time,
                rng=self.rng,
                tables=tables,
                journal=journal_for(path),
            )
        except DirectorError as exc:
            self.tell(translate("App", "Not created"), exc.text(self.language))
            return False
        except OSError as exc:
            self.tell(translate("App", "Not created"), f"{path}: {exc.strerror}")
            return False
        self._show(Document(tournament, self.language))
        remember(path)
        return True

    def start(
        self, file: Path | None = None, *, new: bool = False, structure: Path | None = None
    ) -> None:
        """Show the main window at once, then open the tournament while it is on screen.

        What is opened: the given file, else the last one, else a new tournament on the
        default structure. The domain's modules load in a background thread meanwhile, so the
        window appears as fast as a bare Qt window does.
        """
        from ui.common.background import Background

        self.window = self._new_window(None)
        self.window.show()
        self._starting = True
        self.loading = Background(poll_ms=5)
        self.loading.submit(_preload, lambda _r: self._loaded(file, new, structure), _reraise)

    def _loaded(self, file: Path | None, new: bool, structure: Path | None) -> None:
        from ui.common.theme import load_fonts

        load_fonts()  # the clock's display font; not needed for the first paint
        self._starting = False
        if self._asked_for is not None:  # the file double-clicked wins over the last one
            file, new, structure = self._asked_for, False, None
        self.open_at_start(file, new=new, structure=structure)

    def open_file(self, path: Path) -> None:
        """Open a file the system hands over (a double-clicked ``.director`` on macOS).

        Windows and Linux start the program with the file as its argument; macOS starts it (or
        finds it running) and sends a ``QFileOpenEvent`` (see :class:`FileOpenEvents`).
        """
        if self._starting:
            self._asked_for = path
        elif self.window is not None:
            self.open_in_background(path)

    def open_at_start(
        self, file: Path | None = None, *, new: bool = False, structure: Path | None = None
    ) -> bool:
        """Open what the app opens at launch (see :meth:`start`)."""
        from director.structures import default_structure_path, load_structure
        from ui.common.recent import last_file, new_file_name

        if file is not None and not new:
            return self.open(file)
        if not new and structure is None:
            last = last_file()
            if last is not None and self.open(last):
                return True
        try:
            chosen = load_structure(structure or default_structure_path())
        except DirectorError as exc:
            print(exc, file=sys.stderr)
            self.tell(translate("App", "Structure not loaded"), exc.text(self.language))
            return False
        return self.create(file if file is not None else new_file_name(chosen.name), chosen)

    def _new_window(self, document: Document | None) -> MainWindow:
        from ui.clock.sound import Sound
        from ui.main_window import MainWindow

        window = MainWindow(
            document, self.sound, speech_engine=self.speech_engine, language=self.language
        )
        window.open_requested.connect(self._open_requested)
        window.new_requested.connect(self.new_dialog)
        window.language_requested.connect(self.switch_language)
        if isinstance(self.sound, Sound):  # the real output says why it is silent
            if self.sound.reason:
                window.set_sound_unavailable(self.sound.reason)
            self.sound.unavailable.connect(window.set_sound_unavailable)
        return window

    def _show(self, document: Document) -> None:
        """Show ``document``: in the window if it has none yet, else in a new window."""
        old_window, old_document = self.window, self.document
        self.document = document
        document.lang = self.language
        if old_window is not None and old_window.document is None:
            old_window.set_document(document)
            return
        projector_open = bool(
            old_window and old_window.controller and old_window.projector.isVisible()
        )
        window = self._new_window(document)
        self.window = window
        if old_window is not None:
            window.setGeometry(old_window.geometry())
            old_window.close()
            old_window.deleteLater()
        if old_document is not None and old_document is not document:
            old_document.close()
        window.show()
        if projector_open:
            window.show_projector()

    def open_in_background(self, path: Path) -> LongJob:
        """Open a tournament file the director chose, reading it off the GUI thread.

        The tournament on screen stays as it is (its clock ticking) until the file is open.
        Opening a big file shows a progress dialog after a second, with Cancel: a cancelled
        or refused opening changes nothing.
        """
        from director.tournament import Tournament
        from ui.common.background import LongJob
        from ui.common.recent import journal_for, remember
        from ui.document import Document

        assert self.window is not None, "File ▸ Open comes from the window"
        job = LongJob(self.window, translate("App", "Opening {0}…").format(path.name))

        def work(progress: Progress) -> Tournament:
            progress.check()
            return Tournament.open(path, time=self.time, rng=self.rng, journal=journal_for(path))

        def done(tournament: Tournament) -> None:
            self._show(Document(tournament, self.language))
            remember(path)

        def failed(exc: BaseException) -> None:
            if not isinstance(exc, DirectorError):  # anything else is a bug
                raise exc
            self.tell(translate("App", "Not opened"), exc.text(self.language))

        self.opening = job
        job.start(work, done, failed, discard=lambda tournament: tournament.close())
        return job

    def _open_requested(self, path: str) -> None:
        if path:
            self.open_in_background(Path(path))
            return
        from PySide6.QtWidgets import QFileDialog

        from ui.common.recent import tournaments_dir

        chosen, _ = QFileDialog.getOpenFileName(
            self.window,
            translate("App", "Open tournament"),
            str(tournaments_dir()),
            translate("App", "Tournaments (*.director);;All files (*)"),
        )
        if chosen:
            self.open_in_background(Path(chosen))

    def new_dialog(self) -> None:
        """Ask for the new tournament's details (wizard) and create it."""
        from ui.setup.wizard import NewTournamentWizard

        wizard = NewTournamentWizard(self.language, self.window)
        if wizard.exec():
            result = wizard.result_values()
            self.create(result.path, result.structure, result.settings, result.tables)

    def switch_language(self, language: str) -> None:
        """Show every window in ``language`` from now on (remembered)."""
        from PySide6.QtCore import QSettings

        from ui import i18n

        QSettings().setValue("language", language)
        self.language = i18n.install(language)
        if self.document is not None:
            self._show(self.document)


def watch_file_open(qt_app: QObject, app: App) -> QObject:
    """Hand the files macOS asks the app to open (``QFileOpenEvent``) to :meth:`App.open_file`.

    Returns the event filter, a child of ``qt_app`` (so it lives as long as the application).
    """
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtGui import QFileOpenEvent

    class FileOpenFilter(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if isinstance(event, QFileOpenEvent) and event.file():
                app.open_file(Path(event.file()))
                return True
            return super().eventFilter(watched, event)

    watcher = FileOpenFilter(qt_app)
    qt_app.installEventFilter(watcher)
    return watcher


def _preload() -> None:
    """Import the domain (run in the background worker; pure Python: no Qt object made there)."""
    import director.tournament  # noqa: F401
    import ui.document  # noqa: F401


def _reraise(exc: BaseException) -> None:
    raise exc  # an import error is a bug: let it show


def translate(context: str, text: str) -> str:
    """``QCoreApplication.translate`` (imported when first needed; lupdate reads the calls)."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(context, text)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the app until its main window closes."""
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.self_test:
        from ui.selftest import run_self_test

        return run_self_test()
    logging.basicConfig(level=logging.INFO, format="director: %(message)s")

    from PySide6.QtCore import QLoggingCategory
    from PySide6.QtWidgets import QApplication

    # The multimedia back-end lists every optional library it could not load; not our concern.
    QLoggingCategory.setFilterRules(
        "qt.multimedia.symbolsresolver=false\nqt.multimedia.ffmpeg.info=false"
    )
    running = QApplication.instance()
    app = running if isinstance(running, QApplication) else QApplication([sys.argv[0]])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORG_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("director")

    from ui import i18n
    from ui.clock.sound import RecordingSound, Sound
    from ui.common.theme import app_icon, apply_theme

    apply_theme(app)  # placeholders and selections readable (WCAG AA)
    from ui.common.collector import Collector

    # Cycles are collected on this thread only: a Qt object freed by a worker's collection
    # would leave its timer to crash the event loop (ui/common/collector.py). The app owns it.
    Collector(app)
    icon = app_icon()
    if icon is not None:
        app.setWindowIcon(icon)
    language = i18n.install(i18n.chosen_language(args.lang))
    sound = RecordingSound() if args.mute else Sound()
    director_app = App(sound, language)
    watch_file_open(app, director_app)  # macOS: a .director double-clicked in the Finder
    director_app.start(args.file, new=args.new, structure=args.structure)
    if args.projector:
        from PySide6.QtCore import QTimer

        def projector_when_open() -> None:
            window = director_app.window
            if window is None or window.document is None:
                QTimer.singleShot(20, projector_when_open)
            else:
                window.show_projector()

        projector_when_open()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
