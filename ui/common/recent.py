"""Recent tournament files and where new ones go (kept in the app's settings)."""

from __future__ import annotations

import datetime as _dt
from pathlib import Path

from platformdirs import user_documents_dir
from PySide6.QtCore import QSettings

MAX_RECENT = 10
SUFFIX = ".director"


def _stored() -> list[str]:
    """The recent list as the settings keep it (newest first, possibly gone files too)."""
    files = QSettings().value("recent/files", [], list) or []
    return [f for f in files if isinstance(f, str)] if isinstance(files, list) else []


def recent_files() -> list[str]:
    """The most recently opened tournaments that still exist, newest first."""
    return [f for f in _stored() if Path(f).is_file()][:MAX_RECENT]


def remember(path: Path) -> None:
    """Put ``path`` at the top of the recent list (it is also the one reopened at start)."""
    text = str(Path(path).resolve())
    files = [f for f in _stored() if f != text]
    QSettings().setValue("recent/files", [text, *files][:MAX_RECENT])


def last_file() -> Path | None:
    """The tournament open when the app last closed, if it still exists."""
    files = recent_files()
    return Path(files[0]) if files else None


def tournaments_dir() -> Path:
    """Where new tournaments are saved by default: Documents/Director."""
    return Path(user_documents_dir()) / "Director"


def new_file_name(name: str, day: _dt.date | None = None, folder: Path | None = None) -> Path:
    """A free file name for a new tournament: ``2026-11-29 Club 50.director``."""
    day = day or _dt.date.today()
    folder = folder or tournaments_dir()
    safe = "".join(c if c.isalnum() or c in " -_'" else " " for c in name).strip() or "Torneo"
    base = f"{day.isoformat()} {' '.join(safe.split())}"
    path = folder / f"{base}{SUFFIX}"
    n = 2
    while path.exists():
        path = folder / f"{base} ({n}){SUFFIX}"
        n += 1
    return path
