"""The club's files from the window: players from a CSV, the standings to a CSV, printed sheets.

The same calls as the command line (:mod:`director.club.csvio`, :mod:`director.reports.league`):
the CSV import is one change of the club (one Undo takes it back); a sheet's data is read from
the club file here, on the window's thread (the file's connection stays on it), and the PDF is
laid out in the background (the clock keeps ticking), saved in a ``Prints`` folder beside the
club file and opened with the system's viewer, as the tournament's sheets are.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSettings, Signal
from PySide6.QtWidgets import QWidget

from director.errors import DirectorError
from ui.club.session import ClubSession
from ui.common.background import LongJob, Progress


def safe_name(text: str) -> str:
    """``text`` as a file name: letters, digits, spaces and ``-_'`` kept."""
    kept = "".join(c if c.isalnum() or c in " -_'" else " " for c in text)
    return " ".join(kept.split()) or "club"


class ClubFiles(QObject):
    """Imports, exports and sheets of the club file.

    Args:
        session: The club file.
        parent: The tab whose window shows the progress of a long sheet.

    Signals:
        said(str): what was done ("12 players added, 3 already in the club").
        failed(str): why it could not be done (nothing changed).
    """

    said = Signal(str)
    failed = Signal(str)

    def __init__(self, session: ClubSession, parent: QWidget) -> None:
        super().__init__(parent)
        self.session = session
        self.window = parent
        self.running: list[LongJob] = []

    def import_players(self, path: Path) -> bool:
        """Add the players of a CSV file in one change; say how many, and how many were known."""
        from director.club.csvio import import_players

        club = self.session.use()
        if club is None:
            return False
        done = self.session.act(import_players, club, path)
        if done is None:
            return False
        added, skipped = done
        self.said.emit(
            self.tr("{0} players added from {1}; {2} the club had already.").format(
                added, path.name, skipped
            )
        )
        return True

    def export_standings(self, league: str, path: Path) -> bool:
        """Write a league's standings to a CSV for Excel (the window's language)."""
        from director.club.csvio import write_standings

        club = self.session.club
        if club is None:
            return False
        try:
            written = write_standings(club.standings(league), path, self.session.lang)
        except DirectorError as exc:
            self.failed.emit(exc.text(self.session.lang))
            return False
        self.said.emit(self.tr("{0} players written to {1}.").format(written, path))
        return True

    def folder(self) -> Path:
        """Where the sheets go: a ``Prints`` folder beside the club file."""
        return self.session.path.parent / "Prints"

    def print_standings(self, league: str) -> LongJob | None:
        """Print a league's standings (A4 or Letter as the Print menu says)."""
        from director.reports.league import league_data, render_league

        return self._sheet(
            lambda club, lang: league_data(club, league, lang, printed=dt.date.today()),
            render_league,
            self.tr("{0} - standings").format(league),
        )

    def print_history(self, player: int, name: str) -> LongJob | None:
        """Print a player's record and history."""
        from director.reports.league import player_data, render_player_history

        return self._sheet(
            lambda club, lang: player_data(club, player, lang, printed=dt.date.today()),
            render_player_history,
            self.tr("{0} - history").format(name),
        )

    def _sheet(
        self, read: Callable[[Any, str], Any], render: Callable[..., Any], title: str
    ) -> LongJob | None:
        club = self.session.club
        lang = self.session.lang
        if club is None:
            return None
        try:
            data = read(club, lang)
        except DirectorError as exc:
            self.failed.emit(exc.text(lang))
            return None
        paper = str(QSettings().value("print/paper", "a4", str))
        out = self.folder() / f"{safe_name(title)}.pdf"
        job = LongJob(self.window, self.tr("Preparing the sheet…"))

        def work(_progress: Progress) -> Path:
            out.parent.mkdir(parents=True, exist_ok=True)
            return Path(render(data, out, lang=lang, paper=paper))

        def done(path: Path) -> None:
            from ui.common import printing

            self._forget(job)
            self.said.emit(self.tr("Saved and opened {0}").format(path))
            printing.open_file(path)

        def failed(exc: BaseException) -> None:
            self._forget(job)
            if isinstance(exc, DirectorError):
                self.failed.emit(exc.text(lang))
            elif isinstance(exc, OSError):
                self.failed.emit(
                    self.tr("The sheet could not be saved: {0}").format(exc.strerror or exc)
                )
            else:
                raise exc

        job.cancelled.connect(lambda: self._forget(job))
        self.running.append(job)
        job.start(work, done, failed)
        return job

    def _forget(self, job: LongJob) -> None:
        if job in self.running:
            self.running.remove(job)
