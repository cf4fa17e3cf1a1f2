"""Where the club file is: Documents/Director/club.director-club unless the director chose another.

The choice is kept in the settings (``club/path``); the file itself is made the first time the
club is used (:func:`open_club`), so a director who never keeps players never finds one.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from director.club.club import Club
from director.club.store import DEFAULT_NAME
from ui.common.recent import tournaments_dir

_KEY = "club/path"


def default_club_path() -> Path:
    """Documents/Director/club.director-club."""
    return tournaments_dir() / DEFAULT_NAME


def club_path() -> Path:
    """The club file the window uses."""
    stored = str(QSettings().value(_KEY, "", type=str) or "")
    return Path(stored) if stored else default_club_path()


def set_club_path(path: Path) -> None:
    """Use the club file ``path`` from now on (remembered across runs)."""
    QSettings().setValue(_KEY, str(path))


def open_club(path: Path | None = None) -> Club:
    """Open the club file, making it (and its folder) on first use.

    Raises:
        DirectorError: The file is not a club file, is damaged or newer, or cannot be made.
    """
    path = path or club_path()
    if path.exists():
        return Club.open(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    return Club.create(path)
