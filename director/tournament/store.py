"""The tournament file: one SQLite database holding the event log.

Layout (schema version 2)::

    meta(key TEXT PRIMARY KEY, value TEXT)          format, app version, creation time, and
                                                    (from version 2) name, date, venue
    events(seq INTEGER PRIMARY KEY, at REAL, kind TEXT, data TEXT)

The state is never stored, only the records (:mod:`director.tournament.events`); opening a file
replays them (0.2 s for a 1,000-entrant evening, see ``bench/tournament.py``, so no snapshots are
kept). Version 2 keeps the tournament's name, date and venue in ``meta`` (updated in the same
transaction as the settings), so a list of recent files can show them with :func:`peek`
without replaying anything.

The file is marked with ``PRAGMA application_id`` (:data:`APPLICATION_ID`) and its schema
version is ``PRAGMA user_version``. Opening checks, in order: the file exists and is SQLite, it
is a tournament (application id, then the ``meta`` format), its version is not newer than this
program's, it is not damaged (``PRAGMA quick_check``). Anything else is refused with one line
(:class:`~director.tournament.errors.FileRefused`); nothing is written to a file that was
refused. Older versions are migrated forward in one transaction (:data:`MIGRATIONS`).

Durability: every append is one transaction committed before :meth:`Store.append` returns, in
``journal_mode=WAL`` with ``synchronous=FULL``. With FULL, a WAL commit is fsynced before it is
acknowledged, so an acknowledged action survives a crash, a kill -9 and a power cut (NORMAL
would survive a crash but not a power cut). WAL needs one fsync per commit where the rollback
journal needs three or more (journal, its header, the database) plus creating and deleting the
journal file; ``bench/tournament.py`` measures both. The WAL is checkpointed into the main file
when the tournament is created and closed, so a closed tournament is one self-contained file;
while it is open, :meth:`Store.backup` makes a consistent copy. Where the file system cannot do
WAL (some network shares) the store falls back to the rollback journal, still with FULL.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from pathlib import Path

from director import __version__
from director.errors import DirectorError
from director.i18n import Msg
from director.tournament.errors import FileRefused
from director.tournament.events import Event, decode

#: ``PRAGMA application_id`` of a tournament file: "DTRN" (Director TouRNament).
APPLICATION_ID = 0x4454524E
#: What ``meta.format`` says.
FORMAT = "director-tournament"
#: The schema this program writes.
SCHEMA_VERSION = 2
#: The first 16 bytes of every SQLite 3 database.
SQLITE_HEADER = b"SQLite format 3\x00"

SCHEMA_V1 = """
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE events(
    seq INTEGER PRIMARY KEY,
    at REAL NOT NULL,
    kind TEXT NOT NULL,
    data TEXT NOT NULL
);
"""


def _v1_to_v2(conn: sqlite3.Connection) -> None:
    """Version 2 keeps the name, date and venue in ``meta``: taken from the log's settings."""
    done: list[int] = []
    undone: list[int] = []
    settings: dict[int, str] = {}
    for seq, kind, data in conn.execute("SELECT seq, kind, data FROM events ORDER BY seq"):
        if kind == "undo":
            undone.append(done.pop())
        elif kind == "redo":
            done.append(undone.pop())
        elif kind in ("settings", "created"):
            settings[seq] = data
            if kind == "settings":
                done.append(seq)
                undone.clear()
        elif kind != "clock":
            done.append(seq)
            undone.clear()
    current = [seq for seq in done if seq in settings] or [min(settings, default=0)]
    try:
        values = json.loads(settings[current[-1]])
        values = values.get("settings", values)
    except (KeyError, ValueError):
        values = {}
    conn.executemany(
        "INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)",
        [(k, str(values.get(k, ""))) for k in TITLE_KEYS],
    )


#: The settings kept in ``meta`` from version 2 on.
TITLE_KEYS = ("name", "date", "venue")

#: version -> the step that migrates a file of that version to the next one.
MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {1: _v1_to_v2}


def create_schema_v1(conn: sqlite3.Connection) -> None:
    """Write the version 1 schema (kept to build old files in tests and for migration)."""
    conn.executescript(SCHEMA_V1)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute("PRAGMA user_version = 1")


def _refuse(path: Path, why: str, /, **params: object) -> FileRefused:
    """``cannot open PATH: WHY``, the reason a catalogue key and its fields."""
    return FileRefused("file.err.cannot_open", path=str(path), why=Msg(why, **params))


class Store:
    """An open tournament file.

    Use :meth:`create` or :meth:`open`; close with :meth:`close` (or ``with``).
    """

    def __init__(self, conn: sqlite3.Connection, path: Path, journal_mode: str) -> None:
        self._conn: sqlite3.Connection | None = conn
        self.path = path
        self.journal_mode = journal_mode
        self._last_seq = self._query_last_seq()
        self._data_version = self._query_data_version()

    # -- opening ---------------------------------------------------------------------------------
    @staticmethod
    def _connect(path: Path, journal: str | None) -> tuple[sqlite3.Connection, str]:
        conn = sqlite3.connect(
            str(path), isolation_level=None, check_same_thread=False, timeout=5.0
        )
        mode = "delete"
        if journal != "keep":
            wanted = journal or "wal"
            row = conn.execute(f"PRAGMA journal_mode={wanted}").fetchone()
            mode = str(row[0]).lower() if row else "delete"
            if mode != wanted and wanted == "wal":
                mode = str(conn.execute("PRAGMA journal_mode=delete").fetchone()[0]).lower()
        else:
            mode = str(conn.execute("PRAGMA journal_mode").fetchone()[0]).lower()
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute("PRAGMA foreign_keys=ON")
        return conn, mode

    @classmethod
    def create(
        cls,
        path: str | os.PathLike[str],
        first: Event,
        *,
        overwrite: bool = False,
        journal: str | None = None,
    ) -> tuple[Store, Event]:
        """Make a new tournament file whose log starts with ``first``.

        Refuses to replace an existing file unless ``overwrite`` (and never replaces something
        that is not a tournament file).

        Returns:
            The open store and ``first`` with its seq and time.
        """
        p = Path(path)
        if p.exists():
            if not overwrite:
                raise FileRefused("file.err.exists_overwrite", path=str(p))
            cls.open(p).close()  # only a tournament file may be overwritten
            for suffix in ("", "-wal", "-shm", "-journal"):
                with contextlib.suppress(FileNotFoundError):
                    Path(str(p) + suffix).unlink()
        if p.parent and not p.parent.exists():
            raise FileRefused("file.err.no_folder", path=str(p), folder=str(p.parent))
        try:
            conn, mode = cls._connect(p, journal)
            conn.execute("BEGIN IMMEDIATE")
        except (sqlite3.Error, OSError) as exc:
            raise FileRefused("file.err.cannot_create", path=str(p), reason=str(exc)) from None
        try:
            for statement in SCHEMA_V1.split(";"):
                if statement.strip():
                    conn.execute(statement)
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            now = first.at or time.time()
            conn.executemany(
                "INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)",
                [("format", FORMAT), ("created_with", __version__), ("created_at", repr(now))],
            )
            title = getattr(first, "settings", {}) or {}
            conn.executemany(
                "INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)",
                [(k, str(title.get(k, ""))) for k in TITLE_KEYS],
            )
            first = replace(first, seq=1, at=now)
            conn.execute(
                "INSERT INTO events(seq, at, kind, data) VALUES (1, ?, ?, ?)",
                (first.at, first.KIND, first.to_json()),
            )
            conn.execute("COMMIT")
            if mode == "wal":  # the header (application id, version) into the file itself
                conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            conn.close()
            for suffix in ("", "-wal", "-shm", "-journal"):
                with contextlib.suppress(FileNotFoundError):
                    Path(str(p) + suffix).unlink()
            raise
        return cls(conn, p, mode), first

    @classmethod
    def open(cls, path: str | os.PathLike[str], *, journal: str | None = None) -> Store:
        """Open a tournament file, migrating an older one; refuses anything else."""
        p = Path(path)
        if not p.exists():
            raise _refuse(p, "file.why.missing")
        if p.is_dir():
            raise _refuse(p, "file.why.folder")
        try:
            with p.open("rb") as f:
                header = f.read(100)
        except OSError as exc:
            raise _refuse(p, "file.why.os", reason=exc.strerror or str(exc)) from None
        if len(header) == 0:
            raise _refuse(p, "file.why.empty")
        if not header.startswith(SQLITE_HEADER):
            raise _refuse(p, "file.why.not_sqlite")
        if len(header) < 100:
            raise _refuse(p, "file.why.truncated")
        try:
            conn, mode = cls._connect(p, "keep")
        except sqlite3.Error as exc:
            raise _refuse(p, "file.why.damaged", reason=str(exc)) from None
        try:
            # Read through the connection, not the header bytes: a file whose last commits are
            # still in its WAL has the current header there.
            try:
                app_id = conn.execute("PRAGMA application_id").fetchone()[0]
                version = conn.execute("PRAGMA user_version").fetchone()[0]
            except sqlite3.DatabaseError as exc:
                raise _refuse(p, "file.why.damaged", reason=str(exc)) from None
            if app_id != APPLICATION_ID:
                raise _refuse(p, "file.why.foreign")
            if version > SCHEMA_VERSION:
                raise _refuse(p, "file.why.newer", version=version, supported=SCHEMA_VERSION)
            cls._check(conn, p)
            if version < SCHEMA_VERSION:
                cls._migrate(conn, p, version)
            if journal is not None or mode != "wal":
                conn.close()
                try:
                    conn, mode = cls._connect(p, journal)
                except sqlite3.Error as exc:
                    raise _refuse(p, "file.why.read_only", reason=str(exc)) from None
        except BaseException:
            conn.close()
            raise
        return cls(conn, p, mode)

    @staticmethod
    def _check(conn: sqlite3.Connection, p: Path) -> None:
        try:
            rows = conn.execute("PRAGMA quick_check").fetchall()
        except sqlite3.DatabaseError as exc:
            raise _refuse(p, "file.why.damaged", reason=str(exc)) from None
        if rows != [("ok",)]:
            raise _refuse(p, "file.why.damaged", reason=str(rows[0][0]))
        try:
            row = conn.execute("SELECT value FROM meta WHERE key = 'format'").fetchone()
            conn.execute("SELECT seq, at, kind, data FROM events LIMIT 0").fetchall()
        except sqlite3.DatabaseError:
            row = None
        if row is None or row[0] != FORMAT:
            raise _refuse(p, "file.why.foreign")
        first = conn.execute("SELECT kind FROM events WHERE seq = 1").fetchone()
        if first is None or first[0] != "created":
            raise _refuse(p, "file.why.no_beginning")

    @staticmethod
    def _migrate(conn: sqlite3.Connection, p: Path, version: int) -> None:
        try:
            conn.execute("BEGIN IMMEDIATE")
            for v in range(version, SCHEMA_VERSION):
                MIGRATIONS[v](conn)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            conn.execute("COMMIT")
        except sqlite3.Error as exc:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise _refuse(p, "file.why.migration", reason=str(exc)) from None

    # -- reading ---------------------------------------------------------------------------------
    @property
    def conn(self) -> sqlite3.Connection:
        """The connection (raises if closed)."""
        if self._conn is None:
            raise FileRefused("file.err.closed", path=str(self.path))
        return self._conn

    @property
    def last_seq(self) -> int:
        """The number of the last record this store wrote or read."""
        return self._last_seq

    def _query_last_seq(self) -> int:
        return int(self.conn.execute("SELECT COALESCE(MAX(seq), 0) FROM events").fetchone()[0])

    def _query_data_version(self) -> int:
        return int(self.conn.execute("PRAGMA data_version").fetchone()[0])

    def changed_elsewhere(self) -> bool:
        """True if another connection (another program) wrote to the file since we last looked."""
        return self._query_data_version() != self._data_version

    def events(self, after: int = 0, kinds: Sequence[str] = ()) -> Iterator[Event]:
        """The records after seq ``after`` (only of ``kinds`` if given), in order.

        Raises:
            FileRefused: a record is damaged.
        """
        if kinds:
            marks = ", ".join("?" * len(kinds))
            cur = self.conn.execute(
                "SELECT seq, at, kind, data FROM events WHERE seq > ? AND kind IN "
                f"({marks}) ORDER BY seq",
                (after, *kinds),
            )
        else:
            cur = self.conn.execute(
                "SELECT seq, at, kind, data FROM events WHERE seq > ? ORDER BY seq", (after,)
            )
        for seq, at, kind, data in cur:
            try:
                yield decode(kind, data, seq, at)
            except (KeyError, ValueError, TypeError) as exc:
                raise _refuse(
                    self.path, "file.why.record", seq=seq, kind=kind, reason=str(exc)
                ) from None

    def refresh(self) -> list[Event]:
        """Records written by another program since we last looked."""
        new = list(self.events(self._last_seq))
        if new:
            self._last_seq = new[-1].seq
        self._data_version = self._query_data_version()
        return new

    def meta(self) -> dict[str, str]:
        """The ``meta`` table."""
        return dict(self.conn.execute("SELECT key, value FROM meta").fetchall())

    # -- writing ---------------------------------------------------------------------------------
    def append(
        self,
        events: Sequence[Event],
        *,
        now: float | None = None,
        meta: dict[str, str] | None = None,
    ) -> list[Event]:
        """Store ``events`` in one durable transaction; returns them with seq and time.

        ``meta`` updates the ``meta`` table in the same transaction (the title fields).

        Raises:
            StaleError: another program wrote to the file since we last read it (nothing is
                written then; :meth:`refresh` and try again).
        """
        conn = self.conn
        at = time.time() if now is None else now
        stored = []
        conn.execute("BEGIN IMMEDIATE")
        try:
            last = self._query_last_seq()
            if last != self._last_seq:
                raise StaleError(last)
            for i, ev in enumerate(events, start=last + 1):
                ev = replace(ev, seq=i, at=ev.at or at)
                conn.execute(
                    "INSERT INTO events(seq, at, kind, data) VALUES (?, ?, ?, ?)",
                    (ev.seq, ev.at, ev.KIND, ev.to_json()),
                )
                stored.append(ev)
            if meta:
                conn.executemany(
                    "INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", list(meta.items())
                )
            conn.execute("COMMIT")
        except sqlite3.Error as exc:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise StorageError(
                "file.err.cannot_save", path=str(self.path), reason=str(exc)
            ) from None
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise
        if stored:
            self._last_seq = stored[-1].seq
        self._data_version = self._query_data_version()
        return stored

    def backup(self, path: str | os.PathLike[str]) -> None:
        """Write a consistent copy of the whole file (log included) to ``path``."""
        target = Path(path)
        if target.exists():
            raise FileRefused("file.err.exists", path=str(target))
        try:
            dest = sqlite3.connect(str(target))
            try:
                self.conn.backup(dest)
                dest.execute("PRAGMA journal_mode=delete")
            finally:
                dest.close()
        except sqlite3.Error as exc:
            raise StorageError("file.err.cannot_copy", path=str(target), reason=str(exc)) from None

    def close(self) -> None:
        """Checkpoint the WAL into the file and close (safe to call twice)."""
        if self._conn is None:
            return
        conn, self._conn = self._conn, None
        try:
            if self.journal_mode == "wal":
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            conn.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class StorageError(DirectorError):
    """The file could not be written (disk full, removed USB stick, no permission)."""


class StaleError(Exception):
    """The file has records this store has not read (another program wrote to it)."""

    def __init__(self, last: int) -> None:
        super().__init__(f"the log has reached record {last}")
        self.last = last


def peek(path: str | os.PathLike[str]) -> dict[str, str]:
    """The title of a tournament file (name, date, venue) without opening it for writing.

    For the list of recent files; raises FileRefused for anything that is not a tournament.
    Files of version 1 give only what they had (no name).
    """
    p = Path(path)
    if not p.is_file():
        raise _refuse(p, "file.why.missing")
    try:
        conn = sqlite3.connect(f"file:{p}?mode=ro", uri=True)
    except sqlite3.Error as exc:
        raise _refuse(p, "file.why.os", reason=str(exc)) from None
    try:
        if conn.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
            raise _refuse(p, "file.why.not_director")
        return dict(conn.execute("SELECT key, value FROM meta").fetchall())
    except sqlite3.DatabaseError as exc:
        raise _refuse(p, "file.why.damaged_short", reason=str(exc)) from None
    finally:
        conn.close()
