"""The Print menu: the payout sheet, results, seating with seat cards, the structure, bounties.

Each sheet is rendered to PDF by :mod:`director.reports` in a background thread (the clock keeps
ticking), saved next to the tournament file in a ``Prints`` folder, and opened with the
system's PDF viewer, whose Print button sends it to the printer.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QSettings, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMenu, QWidget

from director.errors import DirectorError
from ui.common.background import LongJob, Progress

if TYPE_CHECKING:
    from ui.document import Document


def open_file(path: Path) -> object:
    """Show a finished PDF with the system's viewer (replaced in tests: the viewer is an edge)."""
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))


#: The sheets and the renderer of each (reportlab is imported on first use, not at start-up).
SHEETS = ("payouts", "results", "seating", "structure", "satellite", "bounties")


def renderer(kind: str) -> Callable[..., Any]:
    """The ``director.reports`` function that renders sheet ``kind``."""
    from director import reports

    render: Callable[..., Any] = getattr(reports, f"render_{kind}")
    return render


class Printer(QObject):
    """Renders the sheets of one tournament in the background and opens them.

    Args:
        document: The open tournament.
        parent: The main window.

    Signals:
        done(str, str): the sheet's kind and the PDF written.
        failed(str): why a sheet could not be made.
        cancelled(str): the director cancelled the sheet of that kind; nothing was written.
    """

    done = Signal(str, str)
    failed = Signal(str)
    cancelled = Signal(str)

    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._running: list[LongJob] = []

    def paper(self) -> str:
        """``a4`` or ``letter`` (a setting)."""
        return str(QSettings().value("print/paper", "a4", str))

    def folder(self) -> Path:
        """Where the sheets are saved: a ``Prints`` folder beside the tournament file."""
        return self.document.tournament.path.parent / "Prints"

    def target(self, kind: str) -> Path:
        """The PDF file for sheet ``kind``."""
        return self.folder() / f"{self.document.tournament.path.stem} - {kind}.pdf"

    def render(self, kind: str) -> LongJob:
        """Start rendering sheet ``kind`` of the current state; returns the running job.

        A big sheet (the seat cards of a festival) shows its pages as they are laid out after
        a second, with Cancel: the sheet stops before anything is written.
        """
        document = self.document
        state = document.state  # an immutable snapshot: safe to read from the worker
        lang = document.lang
        paper = self.paper()
        out = self.target(kind)
        render = renderer(kind)
        parent = self.parent()
        assert isinstance(parent, QWidget), "the printer belongs to the main window"
        job = LongJob(
            parent,
            self.tr("Preparing the sheet…"),
            counted=lambda pages: self.tr("Preparing the sheet… page {0}").format(pages),
        )

        def work(progress: Progress) -> Path:
            from director.reports.page import reporting_pages

            out.parent.mkdir(parents=True, exist_ok=True)
            with reporting_pages(lambda page: progress.step(page)):
                return Path(render(state, out, lang=lang, paper=paper))

        def forget() -> None:
            if job in self._running:
                self._running.remove(job)

        def done(path: Path) -> None:
            forget()
            self._done(kind, path)

        def failed(exc: BaseException) -> None:
            forget()
            self._failed(exc)

        job.cancelled.connect(forget)
        job.cancelled.connect(lambda: self.cancelled.emit(kind))
        self._running.append(job)
        job.start(work, done, failed)
        return job

    def _done(self, kind: str, path: Path) -> None:
        self.done.emit(kind, str(path))
        open_file(Path(path))

    def _failed(self, exc: BaseException) -> None:
        if isinstance(exc, DirectorError):
            self.failed.emit(exc.text(self.document.lang))
        elif isinstance(exc, OSError):
            self.failed.emit(
                self.tr("The sheet could not be saved: {0}").format(exc.strerror or exc)
            )
        else:
            raise exc

    def wait(self, timeout: float = 30.0) -> None:
        """Finish every pending sheet now (tests; the app never blocks on printing)."""
        for job in list(self._running):
            job.wait(timeout)

    def fill_menu(self, menu: QMenu) -> None:
        """Add the sheets (and the paper size) to the window's Print menu."""
        titles = (
            ("payouts", self.tr("&Payout sheet"), "Ctrl+P"),
            ("results", self.tr("&Results"), None),
            ("seating", self.tr("&Seating and seat cards"), None),
            ("structure", self.tr("&Blind structure"), None),
            ("satellite", self.tr("Sa&tellite winners"), None),
            ("bounties", self.tr("Bo&unties"), None),
        )
        for kind, title, shortcut in titles:
            action = menu.addAction(title)
            action.setObjectName(f"print_{kind}")
            if shortcut:
                action.setShortcut(shortcut)
            action.triggered.connect(lambda _c=False, k=kind: self.render(k))
        menu.addSeparator()
        paper = menu.addMenu(self.tr("P&aper"))
        for code, label in (("a4", "&A4"), ("letter", self.tr("US &Letter"))):
            action = paper.addAction(label)
            action.setCheckable(True)
            action.setChecked(self.paper() == code)
            action.triggered.connect(
                lambda _c=False, code=code: QSettings().setValue("print/paper", code)
            )
