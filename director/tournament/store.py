"""The tournament file: one SQLite database holding the event log.

Layout (schema version 3)::

    meta(key TEXT PRIMARY KEY, value TEXT)          format, app version, creation time, and
                                                    (from version 2) name, date, venue
    events(seq INTEGER PRIMARY KEY, at REAL, kind TEXT, data TEXT)
    snapshots(seq INTEGER PRIMARY KEY, model TEXT,  (from version 3) the derived state after
              log_hash TEXT, digest TEXT,           record ``seq``, a shortcut for opening
              history BLOB, state BLOB)

The records (:mod:`director.tournament.events`) are the truth; opening a file replays them.
Version 2 keeps the tournament's name, date and venue in ``meta`` (updated in the same
transaction as the settings), so a list of recent files can show them with :func:`peek`
without replaying anything. Version 3 keeps a few snapshots of the state
(:mod:`director.tournament.snapshots` makes and reads them), each naming the last record it
covers and the hash of the log up to it (:meth:`Store.log_hashes`), so that opening a
festival-sized tournament replays only the records after the newest snapshot that still matches
the log. Of the snapshots, the newest of each stretch of :data:`SNAPSHOT_STRETCH` records is
kept for the last :data:`SNAPSHOTS_KEPT` stretches (undo reaches back through them), and those
of another program's model are dropped when a new one is written.

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
import hashlib
import json
import os
import sqlite3
import time
from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, NamedTuple, NoReturn

from director import __version__
from director.errors import DirectorError
from director.i18n import Msg
from director.tournament.errors import (
    FileBusy,
    FileRefused,
    is_busy,
    opening_error,
    saving_reason,
)
from director.tournament.events import Event, decode

#: ``PRAGMA application_id`` of a tournament file: "DTRN" (Director TouRNament).
APPLICATION_ID = 0x4454524E
#: What ``meta.format`` says.
FORMAT = "director-tournament"
#: The schema this program writes.
SCHEMA_VERSION = 3
#: Snapshots: the newest of each stretch of this many records is kept ...
SNAPSHOT_STRETCH = 256
#: ... for this many stretches, the newest first; and the newest few, whatever their stretch.
SNAPSHOTS_KEPT = 4
SNAPSHOTS_NEWEST = 3
#: The first 16 bytes of every SQLite 3 database.
SQLITE_HEADER = b"SQLite format 3\x00"
#: Seconds to wait for another program holding the file (a transaction of the command line
#: while the window writes, a backup tool) before saying it is in use. Read when a file is
#: opened, so the tests set it to 0 instead of waiting.
BUSY_TIMEOUT = 5.0

SCHEMA_V1 = """
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE events(
    seq INTEGER PRIMARY KEY,
    at REAL NOT NULL,
    kind TEXT NOT NULL,
    data TEXT NOT NULL
);
"""

SNAPSHOTS_V3 = """
CREATE TABLE snapshots(
    seq INTEGER PRIMARY KEY,
    model TEXT NOT NULL,
    log_hash TEXT NOT NULL,
    digest TEXT NOT NULL,
    history BLOB NOT NULL,
    state BLOB NOT NULL
)
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


def _v2_to_v3(conn: sqlite3.Connection) -> None:
    """Version 3 keeps snapshots of the state; an older file starts with none."""
    conn.execute(SNAPSHOTS_V3)


#: version -> the step that migrates a file of that version to the next one.
MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {1: _v1_to_v2, 2: _v2_to_v3}


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
        # The hash of the log through record _hashed, made when a snapshot first needs it.
        self._hasher: Any = None
        self._hashed = 0

    # -- opening ---------------------------------------------------------------------------------
    @staticmethod
    def _connect(path: Path, journal: str | None) -> tuple[sqlite3.Connection, str]:
        conn = sqlite3.connect(
            str(path), isolation_level=None, check_same_thread=False, timeout=BUSY_TIMEOUT
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
            remove_file(p)
        if p.parent and not p.parent.exists():
            raise FileRefused("file.err.no_folder", path=str(p), folder=str(p.parent))
        try:
            conn, mode = cls._connect(p, journal)
            conn.execute("BEGIN IMMEDIATE")
        except (sqlite3.Error, OSError) as exc:
            remove_file(p)  # connecting made an empty file: a failed creation leaves nothing
            reason = saving_reason(exc, p)
            raise FileRefused("file.err.cannot_create", path=str(p), reason=reason) from None
        try:
            for statement in SCHEMA_V1.split(";"):
                if statement.strip():
                    conn.execute(statement)
            conn.execute(SNAPSHOTS_V3)
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
        except BaseException as exc:
            abandon_creation(conn, p, exc)
        return cls(conn, p, mode), first

    @classmethod
    def open(cls, path: str | os.PathLike[str], *, journal: str | None = None) -> Store:
        """Open a tournament file, migrating an older one; refuses anything else."""
        p = Path(path)
        check_sqlite_header(p)
        try:
            conn, mode = cls._connect(p, "keep")
        except sqlite3.Error as exc:
            raise opening_error(exc, p) from None
        try:
            # Read through the connection, not the header bytes: a file whose last commits are
            # still in its WAL has the current header there.
            try:
                app_id = conn.execute("PRAGMA application_id").fetchone()[0]
                version = conn.execute("PRAGMA user_version").fetchone()[0]
            except sqlite3.DatabaseError as exc:
                raise opening_error(exc, p) from None
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
                    raise opening_error(exc, p) from None
            return cls(conn, p, mode)
        except sqlite3.Error as exc:  # reading the log's end
            conn.close()
            raise opening_error(exc, p) from None
        except BaseException:
            conn.close()
            raise

    @staticmethod
    def _check(conn: sqlite3.Connection, p: Path) -> None:
        try:
            rows = conn.execute("PRAGMA quick_check").fetchall()
        except sqlite3.DatabaseError as exc:
            raise opening_error(exc, p) from None
        if rows != [("ok",)]:
            raise _refuse(p, "file.why.damaged", reason=str(rows[0][0]))
        try:
            row = conn.execute("SELECT value FROM meta WHERE key = 'format'").fetchone()
            conn.execute("SELECT seq, at, kind, data FROM events LIMIT 0").fetchall()
        except sqlite3.DatabaseError as exc:
            if is_busy(exc):
                raise opening_error(exc, p) from None
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
            if is_busy(exc):
                raise FileBusy("file.err.busy", path=str(p)) from None
            reason = saving_reason(exc, p)
            raise _refuse(p, "file.why.migration", reason=reason) from None

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
        try:
            return self._query_data_version() != self._data_version
        except sqlite3.Error as exc:
            raise opening_error(exc, self.path) from None

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
        for seq, at, kind, data in _rows(cur, self.path):
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
        snapshot: Callable[[list[Event], str], list[SnapshotRow]] | None = None,
    ) -> list[Event]:
        """Store ``events`` in one durable transaction; returns them with seq and time.

        ``meta`` updates the ``meta`` table in the same transaction (the title fields); so do
        the snapshots ``snapshot(stored, log_hash)`` makes (of the state after them, and any
        other).

        Raises:
            StaleError: another program wrote to the file since we last read it (nothing is
                written then; :meth:`refresh` and try again).
        """
        conn = self.conn
        at = time.time() if now is None else now
        stored = []
        try:
            conn.execute("BEGIN IMMEDIATE")
            last = self._query_last_seq()
            if last != self._last_seq:
                raise StaleError(last)
            hasher = self._hash_through(last, start=snapshot is not None)
            for i, ev in enumerate(events, start=last + 1):
                ev = replace(ev, seq=i, at=ev.at or at)
                data = ev.to_json()
                conn.execute(
                    "INSERT INTO events(seq, at, kind, data) VALUES (?, ?, ?, ?)",
                    (ev.seq, ev.at, ev.KIND, data),
                )
                if hasher is not None:
                    hasher.update(_hashed(ev.seq, ev.at, ev.KIND, data))
                stored.append(ev)
            if meta:
                conn.executemany(
                    "INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", list(meta.items())
                )
            if snapshot is not None and stored:
                self._put_snapshot(snapshot(stored, hasher.hexdigest()))
            conn.execute("COMMIT")
        except sqlite3.Error as exc:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            if is_busy(exc):
                raise StorageError("file.err.busy_save", path=str(self.path)) from None
            reason = saving_reason(exc, self.path)
            raise StorageError("file.err.cannot_save", path=str(self.path), reason=reason) from None
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise
        if stored:
            self._last_seq = stored[-1].seq
        if hasher is not None:
            self._hasher, self._hashed = hasher, self._last_seq
        self._data_version = self._query_data_version()
        return stored

    # -- snapshots -------------------------------------------------------------------------------
    def _hash_through(self, last: int, *, start: bool) -> Any:
        """A copy of the log's hash through record ``last`` (None if never made, unless ``start``)."""
        if self._hasher is None and not start:
            return None
        if self._hasher is None or self._hashed > last:
            self._hasher, self._hashed = hashlib.sha256(), 0
        rows = self.conn.execute(
            "SELECT seq, at, kind, data FROM events WHERE seq > ? AND seq <= ? ORDER BY seq",
            (self._hashed, last),
        )
        for seq, at, kind, data in _rows(rows, self.path):
            self._hasher.update(_hashed(seq, at, kind, data))
        self._hashed = last
        return self._hasher.copy()

    def log_hashes(self, marks: Collection[int]) -> dict[int, str]:
        """The hash of the log through each record of ``marks`` (the whole log read once).

        A snapshot names the hash of the log it was made from: one that does not match the
        file's log is not used.
        """
        self._hasher, self._hashed = hashlib.sha256(), 0
        out: dict[int, str] = {}
        rows = self.conn.execute(
            "SELECT seq, at, kind, data FROM events WHERE seq <= ? ORDER BY seq", (self._last_seq,)
        )
        for seq, at, kind, data in _rows(rows, self.path):
            self._hasher.update(_hashed(seq, at, kind, data))
            if seq in marks:
                out[seq] = self._hasher.hexdigest()
        self._hashed = self._last_seq
        return out

    def snapshots(self) -> list[tuple[int, str, str]]:
        """``(seq, model, log_hash)`` of the snapshots in the file, the newest first."""
        try:
            rows = self.conn.execute(
                "SELECT seq, model, log_hash FROM snapshots ORDER BY seq DESC"
            ).fetchall()
        except sqlite3.Error:
            return []  # an unreadable snapshot table only means replaying the log
        return [(int(seq), str(model), str(log_hash)) for seq, model, log_hash in rows]

    def snapshot(self, seq: int) -> SnapshotRow | None:
        """The snapshot made after record ``seq``, if the file has it."""
        try:
            row = self.conn.execute(
                "SELECT seq, model, log_hash, digest, history, state FROM snapshots WHERE seq = ?",
                (seq,),
            ).fetchone()
        except sqlite3.Error:
            return None
        return None if row is None else SnapshotRow(*row)

    def records(self, seqs: Sequence[int]) -> list[Event]:
        """The records numbered ``seqs``, in that order (FileRefused if one is missing)."""
        wanted = set(seqs)
        found: dict[int, Event] = {}
        low, high = min(wanted, default=0), max(wanted, default=0)
        for ev in self.events(low - 1):
            if ev.seq > high:
                break
            if ev.seq in wanted:
                found[ev.seq] = ev
        missing = wanted - found.keys()
        if missing:
            raise _refuse(self.path, "file.why.damaged", reason=f"record {min(missing)} is missing")
        return [found[s] for s in seqs]

    def write_snapshot(
        self, make: Callable[[str], list[SnapshotRow]], *, wait: bool = True
    ) -> None:
        """Store ``make(log_hash)``, snapshots (after the last record read, ...), in one transaction.

        Without ``wait``, a file another program is writing to is left alone at once.

        Raises:
            StorageError: It could not be written (nothing changed).
        """
        conn = self.conn
        try:
            if not wait:
                conn.execute("PRAGMA busy_timeout = 0")
            conn.execute("BEGIN IMMEDIATE")
            hasher = self._hash_through(self._last_seq, start=True)
            self._put_snapshot(make(hasher.hexdigest()))
            conn.execute("COMMIT")
        except sqlite3.Error as exc:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise StorageError(
                "file.err.cannot_save", path=str(self.path), reason=saving_reason(exc, self.path)
            ) from None
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise
        finally:
            if not wait:
                conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT * 1000)}")
        self._data_version = self._query_data_version()

    def _put_snapshot(self, rows: list[SnapshotRow]) -> None:
        """Insert ``rows`` and drop what they make useless (within the caller's transaction).

        Kept: the :data:`SNAPSHOTS_NEWEST` newest, and the newest of each of the last
        :data:`SNAPSHOTS_KEPT` stretches of :data:`SNAPSHOT_STRETCH` records, all of the model
        of the program writing.
        """
        if not rows:
            return
        conn = self.conn
        conn.executemany("INSERT OR REPLACE INTO snapshots VALUES (?, ?, ?, ?, ?, ?)", rows)
        conn.execute(
            """DELETE FROM snapshots WHERE model != :model OR (
                seq NOT IN (SELECT seq FROM snapshots ORDER BY seq DESC LIMIT :newest)
                AND (seq / :stretch <= (SELECT MAX(seq) FROM snapshots) / :stretch - :kept
                     OR seq < (SELECT MAX(s.seq) FROM snapshots AS s
                               WHERE s.seq / :stretch = snapshots.seq / :stretch)))""",
            {
                "model": rows[0].model,
                "newest": SNAPSHOTS_NEWEST,
                "stretch": SNAPSHOT_STRETCH,
                "kept": SNAPSHOTS_KEPT,
            },
        )

    def last_record(self, kind: str, upto: int) -> Event | None:
        """The last record of ``kind`` at or before record ``upto``, if any."""
        row = self.conn.execute(
            "SELECT seq FROM events WHERE kind = ? AND seq <= ? ORDER BY seq DESC LIMIT 1",
            (kind, upto),
        ).fetchone()
        return None if row is None else self.records([int(row[0])])[0]

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
        except (sqlite3.Error, OSError) as exc:
            if is_busy(exc):
                raise StorageError("file.err.busy", path=str(self.path)) from None
            reason = saving_reason(exc, target)
            raise StorageError("file.err.cannot_copy", path=str(target), reason=reason) from None

    def close(self) -> None:
        """Checkpoint the WAL into the file and close (safe to call twice)."""
        if self._conn is None:
            return
        conn, self._conn = self._conn, None
        close_checkpointed(conn, self.journal_mode)

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def check_sqlite_header(
    p: Path,
    *,
    folder: str = "file.why.folder",
    empty: str = "file.why.empty",
    not_sqlite: str = "file.why.not_sqlite",
) -> None:
    """Refuse, before SQLite touches it, a path that is not an SQLite file one can open.

    Args:
        p: The file.
        folder: The reason for a folder (a club file names itself in the reasons).
        empty: The reason for an empty file.
        not_sqlite: The reason for a file that is not SQLite.

    Raises:
        FileRefused: Missing, a folder, unreadable, empty, not SQLite, or cut short.
    """
    if not p.exists():
        raise _refuse(p, "file.why.missing")
    if p.is_dir():
        raise _refuse(p, folder)
    try:
        with p.open("rb") as f:
            header = f.read(100)
    except OSError as exc:
        raise _refuse(p, "file.why.os", reason=exc.strerror or str(exc)) from None
    if not header:
        raise _refuse(p, empty)
    if not header.startswith(SQLITE_HEADER):
        raise _refuse(p, not_sqlite)
    if len(header) < 100:
        raise _refuse(p, "file.why.truncated")


def abandon_creation(conn: sqlite3.Connection, p: Path, exc: BaseException) -> NoReturn:
    """Undo a file creation that failed, and say why.

    Rolls back, closes and removes the file (a failed creation leaves nothing), then raises the
    one-line refusal, or re-raises what is not a file problem.
    """
    with contextlib.suppress(sqlite3.Error):
        conn.execute("ROLLBACK")
    conn.close()
    remove_file(p)
    if isinstance(exc, sqlite3.Error | OSError):
        reason = saving_reason(exc, p)
        raise FileRefused("file.err.cannot_create", path=str(p), reason=reason) from None
    raise exc


def close_checkpointed(conn: sqlite3.Connection, journal_mode: str) -> None:
    """Move the WAL's commits into the file itself, then close: a closed file is whole.

    Args:
        conn: The connection to close.
        journal_mode: Its journal mode (only ``wal`` has anything to move).
    """
    try:
        if journal_mode == "wal":
            with contextlib.suppress(sqlite3.Error):
                # Not waiting for another program: every commit is already safe in the WAL,
                # which the next checkpoint (anyone's) moves into the file.
                conn.execute("PRAGMA busy_timeout = 0")
                conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        conn.close()


def remove_file(p: str | os.PathLike[str]) -> None:
    """Delete a tournament file being created and its SQLite companions (absent ones aside).

    Args:
        p: The tournament file.
    """
    for suffix in ("", "-wal", "-shm", "-journal"):
        with contextlib.suppress(FileNotFoundError):
            Path(str(p) + suffix).unlink()


def _rows(cur: sqlite3.Cursor, path: Path) -> Iterator[tuple[int, float, str, str]]:
    """The cursor's rows; an error reading them is said as what happened to the file."""
    try:
        yield from cur
    except sqlite3.Error as exc:
        raise opening_error(exc, path) from None


def _hashed(seq: int, at: float, kind: str, data: str) -> bytes:
    """What the log's hash takes of one record (the time as SQLite's REAL gives it back)."""
    return f"{seq}:{float(at)!r}:{kind}:{len(data)}:{data}\n".encode()


class SnapshotRow(NamedTuple):
    """One row of the ``snapshots`` table (see :mod:`director.tournament.snapshots`)."""

    seq: int
    model: str
    log_hash: str
    digest: str
    history: bytes
    state: bytes


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
        conn = sqlite3.connect(f"file:{p}?mode=ro", uri=True, timeout=BUSY_TIMEOUT)
    except sqlite3.Error as exc:
        raise _refuse(p, "file.why.os", reason=str(exc)) from None
    try:
        if conn.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
            raise _refuse(p, "file.why.not_director")
        return dict(conn.execute("SELECT key, value FROM meta").fetchall())
    except sqlite3.DatabaseError as exc:
        if is_busy(exc):  # in use by another program, not damaged
            raise opening_error(exc, p) from None
        raise _refuse(p, "file.why.damaged_short", reason=str(exc)) from None
    finally:
        conn.close()
