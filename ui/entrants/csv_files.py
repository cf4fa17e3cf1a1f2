"""File ▸ Import players (CSV) and Export entrants (CSV), the same domain calls as the CLI.

Export writes from an immutable snapshot of the state in a background thread, so a large event
never holds up the clock; import reads and checks the file in the background too (a progress
dialog with Cancel for a long list), then registers everyone listed or, if one row is refused,
nobody.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QFileDialog

from ui.common.background import Background, LongJob, Progress

if TYPE_CHECKING:
    from director.tournament import TournamentState
    from ui.document import Document
    from ui.main_window import MainWindow


class CsvExport(QObject):
    """Writes the entrant list in the background.

    Signals:
        done(str, int): the file written and how many entrants it holds.
        failed(str): why it could not be written (one line, the window's language).
    """

    done = Signal(str, int)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs = Background(self)

    def start(self, state: TournamentState, path: Path, lang: str, separator: str = ";") -> None:
        """Write ``state``'s entrants to ``path`` (``;`` and decimal commas: Italian Excel)."""
        from director.errors import DirectorError
        from director.tournament.csvio import write_entrants

        def failed(exc: BaseException) -> None:
            if not isinstance(exc, DirectorError):  # anything else is a bug
                raise exc
            self.failed.emit(exc.text(lang))

        self._jobs.submit(
            lambda: write_entrants(state, path, separator=separator),
            lambda count: self.done.emit(str(path), count),
            failed,
        )

    def wait(self, timeout: float = 30.0) -> None:
        """Finish now (tests; the app never blocks on it)."""
        self._jobs.wait(timeout)


def _document(window: MainWindow) -> Document:
    document = window.document
    assert document is not None, "the File menu's CSV actions need an open tournament"
    return document


def start_import(window: MainWindow, path: Path) -> LongJob:
    """Register everyone listed in the CSV at ``path`` (all or none); returns the running job.

    The file is read and checked in the background, with a progress dialog after a second
    for a long list; Cancel before the end imports nobody. Then everyone is registered in one
    action (one undo takes the import back). A refusal (a file that cannot be read, a row the
    tournament refuses) is said in the window's status bar; the outcome too.
    """
    from director.tournament.csvio import read_players

    document = _document(window)
    job = LongJob(
        window, QCoreApplication.translate("CsvFiles", "Importing {0}…").format(path.name)
    )

    def work(progress: Progress) -> list[dict[str, str]]:
        rows = read_players(path, progress.step)
        progress.check()  # the last moment Cancel is heard: nothing has been registered
        return [r.details() for r in rows]

    def done(people: list[dict[str, str]]) -> None:
        record = document.act(document.tournament.entrants.register_many, people)
        if record is not None:
            window.statusBar().showMessage(
                QCoreApplication.translate("CsvFiles", "{0} players imported from {1}").format(
                    len(record.people), path.name
                ),
                8000,
            )

    def failed(exc: BaseException) -> None:
        from director.errors import DirectorError

        if not isinstance(exc, DirectorError):  # anything else is a bug
            raise exc
        document.failed.emit(exc.text(document.lang))

    job.cancelled.connect(
        lambda: window.statusBar().showMessage(
            QCoreApplication.translate("CsvFiles", "Import cancelled: nobody was imported"), 8000
        )
    )
    job.start(work, done, failed)
    return job


def ask_import(window: MainWindow) -> None:
    """File ▸ Import players from CSV…"""
    path, _ = QFileDialog.getOpenFileName(
        window,
        QCoreApplication.translate("CsvFiles", "Import players"),
        "",
        QCoreApplication.translate("CsvFiles", "CSV files (*.csv *.txt)"),
    )
    if path:
        start_import(window, Path(path))


def ask_export(window: MainWindow) -> None:
    """File ▸ Export entrants to CSV…"""
    t = _document(window).tournament
    suggested = str(t.path.with_name(t.path.stem + " - entrants.csv"))
    path, _ = QFileDialog.getSaveFileName(
        window,
        QCoreApplication.translate("CsvFiles", "Export entrants"),
        suggested,
        QCoreApplication.translate("CsvFiles", "CSV files (*.csv)"),
    )
    if path:
        export(window, Path(path))


def export(window: MainWindow, path: Path) -> CsvExport:
    """Start writing the entrants of the window's tournament to ``path``.

    The job is a child of the window, which keeps it alive until it is done; its outcome is
    said in the window's status bar.
    """
    document = _document(window)
    job = CsvExport(window)
    job.failed.connect(window.show_error)
    job.done.connect(
        lambda p, n: window.statusBar().showMessage(
            QCoreApplication.translate("CsvFiles", "{0} entrants exported to {1}").format(n, p),
            8000,
        )
    )
    job.start(document.state, path, document.lang)
    return job
