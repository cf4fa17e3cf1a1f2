"""The errors of the tournament domain, each a catalogue key and its fields.

:func:`file_problem` says what really happened when the tournament file could not be read or
written: another program holds it, the file or its folder is read-only, the disk is full, the
size limit of the process (``ulimit -f``) was reached, the disk failed. Only SQLite's
``SQLITE_CORRUPT`` and ``SQLITE_NOTADB`` mean a damaged file.
"""

from __future__ import annotations

import errno
import os
import shutil
import sys
from pathlib import Path

from director.errors import DirectorError
from director.i18n import Msg


class TournamentError(DirectorError):
    """An action that cannot be done now; ``text(lang)`` says why in the director's language."""


class FileRefused(DirectorError):
    """A file that cannot be opened as a tournament (newer, damaged, foreign, missing)."""


class FileBusy(FileRefused):
    """Another program holds the tournament file (a transaction, an exclusive lock)."""


class SettingsError(DirectorError):
    """Tournament settings that do not make sense (a value out of range, a bad date)."""


# SQLite's primary result codes (https://sqlite.org/rescode.html); the extended code's low byte.
SQLITE_BUSY, SQLITE_LOCKED, SQLITE_READONLY, SQLITE_IOERR = 5, 6, 8, 10
SQLITE_CORRUPT, SQLITE_FULL, SQLITE_CANTOPEN, SQLITE_NOTADB = 11, 13, 14, 26

_READ_ONLY_ERRNOS = {errno.EACCES, errno.EPERM, errno.EROFS}
_FULL_ERRNOS = {errno.ENOSPC, errno.EDQUOT}
#: Less free space than this is a full disk: SQLite's shared-memory file alone takes 32 KiB.
_ROOM = 1 << 20


def sqlite_code(exc: BaseException) -> int | None:
    """The primary SQLite result code of ``exc`` (None for an error that is not SQLite's)."""
    code = getattr(exc, "sqlite_errorcode", None)
    return None if code is None else int(code) & 0xFF


def is_busy(exc: BaseException) -> bool:
    """Whether ``exc`` is SQLite saying another connection holds the file."""
    return sqlite_code(exc) in (SQLITE_BUSY, SQLITE_LOCKED)


def is_damage(exc: BaseException) -> bool:
    """Whether ``exc`` is SQLite finding the file damaged (or not a database at all)."""
    return sqlite_code(exc) in (SQLITE_CORRUPT, SQLITE_NOTADB)


def _size_limit() -> int | None:
    """The most bytes this process may write to a file (``ulimit -f``), None without a limit."""
    if sys.platform == "win32":  # no such limit on Windows
        return None
    import resource

    soft, _hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    return None if soft == resource.RLIM_INFINITY else int(soft)


def _can_write(path: Path) -> bool:
    """Whether ``path`` (an existing file or folder) may be written, asked of the system.

    ``os.access`` answers for root too where only a flag (``chattr +i``) forbids writing.
    """
    return os.access(path, os.W_OK | (os.X_OK if path.is_dir() else 0))


def _read_only(path: Path) -> Msg:
    """Which of the file and its folder cannot be written."""
    folder = path.parent
    if path.exists() and not _can_write(path):
        return Msg("file.why.read_only_file")
    if folder.exists() and not _can_write(folder):
        return Msg("file.why.read_only_folder", folder=str(folder))
    return Msg("file.why.read_only_file")


def _nearly_full(folder: Path) -> bool:
    """Whether the disk holding ``folder`` has no room left for a tournament's next writes.

    SQLite reports a full disk as an I/O error where it cannot tell (its shared-memory file,
    which it maps rather than writes), so the disk itself is asked.
    """
    try:
        return shutil.disk_usage(folder).free < _ROOM
    except OSError:
        return False


def _no_room(path: Path, full: bool, reason: str) -> Msg:
    """A write that did not fit: the process's size limit, a full disk, or the disk failing."""
    limit = _size_limit()
    if limit is not None:
        return Msg("file.why.size_limit", limit=limit)
    if full or _nearly_full(path.parent):
        return Msg("file.why.disk_full")
    return Msg("file.why.io", reason=reason)


def file_problem(exc: BaseException, path: Path) -> Msg | None:
    """What went wrong with ``path``, as a catalogue reason; None if the file is damaged.

    SQLite errors are told apart by their result code (Python 3.11's ``sqlite_errorcode``),
    system errors by their ``errno``. A busy file is told by :func:`is_busy` first.
    """
    reason = str(exc)
    code = sqlite_code(exc)
    if code is not None:
        if code in (SQLITE_CORRUPT, SQLITE_NOTADB):
            return None
        if code == SQLITE_READONLY:
            return _read_only(path)
        if code in (SQLITE_FULL, SQLITE_IOERR):
            return _no_room(path, code == SQLITE_FULL, reason)
        if code == SQLITE_CANTOPEN and not _can_write(path.parent):
            return _read_only(path)
        return Msg("file.why.os", reason=reason)
    if isinstance(exc, OSError):
        text = exc.strerror or reason
        if exc.errno in _READ_ONLY_ERRNOS:
            return _read_only(path)
        if exc.errno in _FULL_ERRNOS:
            return _no_room(path, True, text)
        if exc.errno == errno.EFBIG:
            return _no_room(path, False, text)
        return Msg("file.why.os", reason=text)
    return Msg("file.why.os", reason=reason)


def _damaged(path: Path, exc: BaseException) -> FileRefused:
    return FileRefused(
        "file.err.cannot_open", path=str(path), why=Msg("file.why.damaged", reason=str(exc))
    )


def opening_error(exc: BaseException, path: Path) -> FileRefused:
    """The one line for a file that could not be opened (or read) because of ``exc``."""
    if is_busy(exc):
        return FileBusy("file.err.busy", path=str(path))
    why = file_problem(exc, path)
    if why is None:
        return _damaged(path, exc)
    return FileRefused("file.err.cannot_open", path=str(path), why=why)


def saving_reason(exc: BaseException, path: Path) -> Msg:
    """Why a write to ``path`` failed, for ``file.err.cannot_save`` and its kin."""
    why = file_problem(exc, path)
    return Msg("file.why.damaged", reason=str(exc)) if why is None else why
