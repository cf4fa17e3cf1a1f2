"""Recent tournament files, where new ones go (kept in the app's settings), and how to keep them.

A tournament file is SQLite in WAL mode, except in a folder that another machine reads or a
sync client uploads (:func:`journal_for`): there it uses the rollback journal.
"""

from __future__ import annotations

import datetime as _dt
import os
import sys
from pathlib import Path

from platformdirs import user_documents_dir
from PySide6.QtCore import QSettings

MAX_RECENT = 10
SUFFIX = ".director"
#: The tournament file's MIME type (the installers register it with the file manager).
MIME_TYPE = "application/x-director-tournament"

#: File systems reached over the network. SQLite's WAL keeps its index in shared memory, which
#: does not work across machines (sqlite.org/wal.html: "WAL does not work over a network
#: filesystem"), so a file on one of these uses the rollback journal.
NETWORK_FILE_SYSTEMS = frozenset(
    {"nfs", "nfs4", "cifs", "smb3", "smbfs", "9p", "afpfs", "davfs", "fuse.sshfs", "fuse.rclone"}
)
#: Folders a sync client uploads (OneDrive's "Documents", Dropbox, Google Drive, iCloud Drive,
#: Nextcloud). In WAL mode the last actions sit in a separate ``-wal`` file the client may
#: upload apart from the tournament file (or not at all while it is open); with the rollback
#: journal each committed action is in the tournament file itself.
SYNCED_FOLDERS = (
    "dropbox",
    "google drive",
    "my drive",
    "iclouddrive",
    "mobile documents",
    "nextcloud",
)
#: Where Windows says the OneDrive folders are.
ONEDRIVE_VARIABLES = ("OneDrive", "OneDriveConsumer", "OneDriveCommercial")
#: Windows' GetDriveTypeW for a mapped network drive.
DRIVE_REMOTE = 4


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


def journal_for(path: Path, mounts: str | None = None) -> str | None:
    """The SQLite journal mode for a tournament file at ``path``.

    None (the store's default, WAL) on a local disk; ``"delete"`` (the rollback journal) in a
    synced folder or on a network drive (see :data:`NETWORK_FILE_SYSTEMS`, :data:`SYNCED_FOLDERS`).

    Args:
        path: The tournament file (it need not exist yet).
        mounts: Linux's mount table (default: ``/proc/self/mounts``).
    """
    full = Path(os.path.abspath(path))
    if synced(full) or network_drive(full, mounts):
        return "delete"
    return None


def synced(path: Path) -> bool:
    """True when ``path`` is inside a folder a sync client uploads."""
    folders = [Path(os.environ[v]) for v in ONEDRIVE_VARIABLES if os.environ.get(v)]
    if any(path.is_relative_to(folder) for folder in folders):
        return True
    names = [part.lower() for part in path.parts[:-1]]
    return any(n.startswith("onedrive") or n in SYNCED_FOLDERS for n in names)


def network_drive(path: Path, mounts: str | None = None) -> bool:
    """True when ``path`` is on a file system reached over the network."""
    if sys.platform == "win32":
        if str(path).startswith(("\\\\", "//")):  # \\server\share
            return True
        import ctypes

        return bool(ctypes.windll.kernel32.GetDriveTypeW(path.anchor) == DRIVE_REMOTE)
    if mounts is None:
        try:
            mounts = Path("/proc/self/mounts").read_text(encoding="utf-8", errors="replace")
        except OSError:
            return False  # macOS and others: no mount table to read; WAL as on a local disk
    return mount_type(path, mounts) in NETWORK_FILE_SYSTEMS


def mount_type(path: Path, mounts: str) -> str:
    """The file system type of the mount holding ``path``, from a Linux mount table."""
    best, kind = -1, ""
    for line in mounts.splitlines():
        fields = line.split()
        if len(fields) < 3:
            continue
        point = Path(_unescape(fields[1]))
        if (path == point or path.is_relative_to(point)) and len(point.parts) > best:
            best, kind = len(point.parts), fields[2]
    return kind


def _unescape(field: str) -> str:
    r"""A mount table field: spaces and tabs there are written ``\040``, ``\011``."""
    for code, char in (("\\040", " "), ("\\011", "\t"), ("\\012", "\n"), ("\\134", "\\")):
        field = field.replace(code, char)
    return field
