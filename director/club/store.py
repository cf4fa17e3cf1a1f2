"""The club file: one SQLite database with the club's players, its tournaments and leagues.

Layout (schema version 1)::

    meta(key, value)                          format, the version that made it, creation time
    players(id, name, nickname, email, phone, notes, member, active, merged_into, fold)
    tournaments(id, key, name, date, venue, entries, paid, buy_in, source)
    results(tournament, player, place, place_to, prize, bounty_money, knockouts, rebuys,
            addons, paid_in)                  one line per person and tournament, money in cents
    leagues(id, name, rule, best, minimum, attendance, knockout)
    league_points(league, tournament, player, points)   each result's points under the
                                              league's rule, worked out when the tournament
                                              joined the league (standings only add them up)
    league_tournaments(league, tournament)
    undo(id, at, action, images)              what each change replaced, newest last

Players are known by ``id``: a tournament's results point at the id, so renaming a player keeps
their history. A merged record stays, with ``merged_into`` naming the one that took its results
(undo brings it back). ``fold`` is the name and nickname without case or accents, for search.

Durability is the tournament file's (:mod:`director.tournament.store`): every change is one
transaction committed before the call returns, in ``journal_mode=WAL`` with
``synchronous=FULL``, so a change that was acknowledged survives a kill -9 or a power cut; the
WAL is checkpointed when the file is created and closed. Opening checks, in order: the file
exists and is SQLite, it is a club file (``PRAGMA application_id``, then ``meta.format``), its
version is not newer than this program's, it is not damaged (``PRAGMA quick_check``); anything
else is refused in one line and nothing is written to it.

Undo: every change records, in the same transaction, the rows it touched as they were before
(``undo.images``: table, key and the old row, or none for a row it added). :meth:`ClubStore.undo`
puts them back in reverse order and forgets the change.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import time
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

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
from director.tournament.store import APPLICATION_ID as TOURNAMENT_ID
from director.tournament.store import (
    abandon_creation,
    check_sqlite_header,
    close_checkpointed,
    remove_file,
)

#: ``PRAGMA application_id`` of a club file: "DCLB" (Director CLuB).
APPLICATION_ID = 0x44434C42
#: What ``meta.format`` says.
FORMAT = "director-club"
#: The schema this program writes.
SCHEMA_VERSION = 1
#: The club file's usual name, in Documents/Director.
DEFAULT_NAME = "club.director-club"
#: Seconds to wait for another program holding the file (the window while the command line
#: writes) before saying it is in use; the tests set it to 0.
BUSY_TIMEOUT = 5.0

SCHEMA = """
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE players(
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    nickname TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL DEFAULT '',
    phone TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT '',
    member TEXT NOT NULL DEFAULT '',
    active INTEGER NOT NULL DEFAULT 1,
    merged_into INTEGER REFERENCES players(id),
    fold TEXT NOT NULL
);
CREATE INDEX players_fold ON players(fold);
CREATE TABLE tournaments(
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    date TEXT NOT NULL,
    venue TEXT NOT NULL DEFAULT '',
    entries INTEGER NOT NULL,
    paid INTEGER NOT NULL,
    buy_in INTEGER NOT NULL,
    source TEXT NOT NULL DEFAULT ''
);
CREATE TABLE results(
    tournament INTEGER NOT NULL REFERENCES tournaments(id),
    player INTEGER NOT NULL REFERENCES players(id),
    place INTEGER NOT NULL,
    place_to INTEGER NOT NULL,
    prize INTEGER NOT NULL DEFAULT 0,
    bounty_money INTEGER NOT NULL DEFAULT 0,
    knockouts INTEGER NOT NULL DEFAULT 0,
    rebuys INTEGER NOT NULL DEFAULT 0,
    addons INTEGER NOT NULL DEFAULT 0,
    paid_in INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY(tournament, player)
) WITHOUT ROWID;
CREATE INDEX results_player ON results(player);
CREATE TABLE leagues(
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    rule TEXT NOT NULL,
    best INTEGER,
    minimum INTEGER NOT NULL DEFAULT 0,
    attendance TEXT NOT NULL DEFAULT '0',
    knockout TEXT NOT NULL DEFAULT '0'
);
CREATE TABLE league_tournaments(
    league INTEGER NOT NULL REFERENCES leagues(id),
    tournament INTEGER NOT NULL REFERENCES tournaments(id),
    PRIMARY KEY(league, tournament)
) WITHOUT ROWID;
CREATE TABLE league_points(
    league INTEGER NOT NULL REFERENCES leagues(id),
    tournament INTEGER NOT NULL REFERENCES tournaments(id),
    player INTEGER NOT NULL REFERENCES players(id),
    points TEXT NOT NULL,
    PRIMARY KEY(league, tournament, player)
) WITHOUT ROWID;
CREATE TABLE undo(
    id INTEGER PRIMARY KEY,
    at REAL NOT NULL,
    action TEXT NOT NULL,
    images TEXT NOT NULL
);
"""

#: Each table's key columns (what an undo image names a row by).
KEYS: dict[str, tuple[str, ...]] = {
    "players": ("id",),
    "tournaments": ("id",),
    "results": ("tournament", "player"),
    "leagues": ("id",),
    "league_tournaments": ("league", "tournament"),
    "league_points": ("league", "tournament", "player"),
}


def _refuse(path: Path, why: str, /, **params: object) -> FileRefused:
    """``cannot open PATH: WHY``, the reason a catalogue key and its fields."""
    return FileRefused("file.err.cannot_open", path=str(path), why=Msg(why, **params))


def _where(key: Mapping[str, object]) -> tuple[str, list[object]]:
    return " AND ".join(f"{c} = ?" for c in key), list(key.values())


def _put_back(
    conn: sqlite3.Connection,
    table: str,
    key: Mapping[str, object],
    before: Mapping[str, object] | None,
) -> None:
    """Make the row named by ``key`` what it was (``before``), or gone if it was not there."""
    where, args = _where(key)
    if before is None:
        conn.execute(f"DELETE FROM {table} WHERE {where}", args)
        return
    # updated in place, not deleted and added again: other rows refer to it
    sets = ", ".join(f"{c} = ?" for c in before)
    cur = conn.execute(f"UPDATE {table} SET {sets} WHERE {where}", [*before.values(), *args])
    if cur.rowcount == 0:
        columns = ", ".join(before)
        marks = ", ".join("?" for _ in before)
        conn.execute(f"INSERT INTO {table}({columns}) VALUES ({marks})", list(before.values()))


def _action_json(action: Msg) -> str:
    return json.dumps({"key": action.key, "params": action.params})


def _action(text: str) -> Msg:
    """A recorded action's message (a file's own words if its key is unknown here)."""
    try:
        saved = json.loads(text)
        return Msg(str(saved["key"]), **dict(saved["params"]))
    except (ValueError, KeyError, TypeError):
        return Msg("club.action.other", what=text)


class Change:
    """The writes of one change, each keeping the row it replaces for undo.

    Got from :meth:`ClubStore.change`; every write of the change goes through it.
    """

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        self.images: list[tuple[str, dict[str, object], dict[str, object] | None]] = []

    def _before(self, table: str, key: Mapping[str, object]) -> dict[str, object] | None:
        where, args = _where(key)
        cur = self.conn.execute(f"SELECT * FROM {table} WHERE {where}", args)
        row = cur.fetchone()
        if row is None:
            return None
        return dict(zip([d[0] for d in cur.description], row, strict=True))

    def _remember(self, table: str, key: Mapping[str, object]) -> None:
        self.images.append((table, dict(key), self._before(table, key)))

    def insert(self, table: str, row: Mapping[str, object]) -> int:
        """Add ``row``; its new rowid (the id of a player, tournament or league)."""
        columns = ", ".join(row)
        marks = ", ".join("?" for _ in row)
        cur = self.conn.execute(
            f"INSERT INTO {table}({columns}) VALUES ({marks})", list(row.values())
        )
        new_id = int(cur.lastrowid or 0)
        key = {c: row.get(c, new_id) for c in KEYS[table]}
        self.images.append((table, key, None))
        return new_id

    def update(self, table: str, key: Mapping[str, object], values: Mapping[str, object]) -> None:
        """Change ``values`` of the row named by ``key``."""
        self._remember(table, key)
        where, args = _where(key)
        sets = ", ".join(f"{c} = ?" for c in values)
        self.conn.execute(f"UPDATE {table} SET {sets} WHERE {where}", [*values.values(), *args])
        if any(c in values for c in KEYS[table]):
            # the row now goes by another key (a merge moves results to another player): undo
            # removes it there before putting the old row back
            moved = {c: values.get(c, key[c]) for c in KEYS[table]}
            self.images.append((table, moved, None))

    def delete(self, table: str, key: Mapping[str, object]) -> None:
        """Remove the row named by ``key``."""
        self._remember(table, key)
        where, args = _where(key)
        self.conn.execute(f"DELETE FROM {table} WHERE {where}", args)


class ClubStore:
    """An open club file. Use :meth:`create` or :meth:`open`; close with :meth:`close`."""

    def __init__(self, conn: sqlite3.Connection, path: Path, journal_mode: str) -> None:
        self._conn: sqlite3.Connection | None = conn
        self.path = path
        self.journal_mode = journal_mode

    # -- opening -----------------------------------------------------------------------------
    @staticmethod
    def _connect(path: Path) -> tuple[sqlite3.Connection, str]:
        conn = sqlite3.connect(
            str(path), isolation_level=None, check_same_thread=False, timeout=BUSY_TIMEOUT
        )
        mode = str(conn.execute("PRAGMA journal_mode=wal").fetchone()[0]).lower()
        if mode != "wal":  # a file system without WAL (some network shares)
            mode = str(conn.execute("PRAGMA journal_mode=delete").fetchone()[0]).lower()
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute("PRAGMA foreign_keys=ON")
        return conn, mode

    @classmethod
    def create(cls, path: str | os.PathLike[str]) -> ClubStore:
        """Make a new, empty club file; refuses a path that exists or a missing folder."""
        p = Path(path)
        if p.exists():
            raise FileRefused("file.err.exists", path=str(p))
        if not p.parent.exists():
            raise FileRefused("file.err.no_folder", path=str(p), folder=str(p.parent))
        try:
            conn, mode = cls._connect(p)
            conn.execute("BEGIN IMMEDIATE")
        except (sqlite3.Error, OSError) as exc:
            remove_file(p)
            raise FileRefused(
                "file.err.cannot_create", path=str(p), reason=saving_reason(exc, p)
            ) from None
        try:
            for statement in SCHEMA.split(";"):
                if statement.strip():
                    conn.execute(statement)
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            conn.executemany(
                "INSERT INTO meta(key, value) VALUES (?, ?)",
                [
                    ("format", FORMAT),
                    ("created_with", __version__),
                    ("created_at", repr(time.time())),
                ],
            )
            conn.execute("COMMIT")
            if mode == "wal":  # the header (application id, version) into the file itself
                conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except BaseException as exc:
            abandon_creation(conn, p, exc)
        return cls(conn, p, mode)

    @classmethod
    def open(cls, path: str | os.PathLike[str]) -> ClubStore:
        """Open a club file; refuses anything else in one line, writing nothing to it."""
        p = Path(path)
        check_sqlite_header(
            p,
            folder="club.file.why.folder",
            empty="club.file.why.empty",
            not_sqlite="club.file.why.not_sqlite",
        )
        try:
            conn = sqlite3.connect(
                str(p), isolation_level=None, check_same_thread=False, timeout=BUSY_TIMEOUT
            )
        except sqlite3.Error as exc:
            raise opening_error(exc, p) from None
        try:
            cls._check(conn, p)
        except BaseException:
            conn.close()
            raise
        conn.close()
        try:
            conn, mode = cls._connect(p)
        except sqlite3.Error as exc:
            raise opening_error(exc, p) from None
        return cls(conn, p, mode)

    @staticmethod
    def _check(conn: sqlite3.Connection, p: Path) -> None:
        """Refuse a file that is not a club file this program can read, or is damaged."""
        try:
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            rows = conn.execute("PRAGMA quick_check").fetchall()
        except sqlite3.DatabaseError as exc:
            raise opening_error(exc, p) from None
        if app_id == TOURNAMENT_ID:
            raise _refuse(p, "club.file.why.tournament")
        if app_id != APPLICATION_ID:
            raise _refuse(p, "club.file.why.foreign")
        if version > SCHEMA_VERSION:
            raise _refuse(p, "file.why.newer", version=version, supported=SCHEMA_VERSION)
        if rows != [("ok",)]:
            raise _refuse(p, "file.why.damaged", reason=str(rows[0][0]))
        try:
            row = conn.execute("SELECT value FROM meta WHERE key = 'format'").fetchone()
            for table in (*KEYS, "undo"):
                conn.execute(f"SELECT * FROM {table} LIMIT 0").fetchall()
        except sqlite3.DatabaseError as exc:
            if is_busy(exc):
                raise opening_error(exc, p) from None
            raise _refuse(p, "file.why.damaged", reason=str(exc)) from None
        if row is None or row[0] != FORMAT:
            raise _refuse(p, "club.file.why.foreign")

    # -- reading -----------------------------------------------------------------------------
    @property
    def conn(self) -> sqlite3.Connection:
        """The connection (raises once the file is closed)."""
        if self._conn is None:
            raise FileRefused("club.file.err.closed", path=str(self.path))
        return self._conn

    def query(self, sql: str, args: Sequence[object] = ()) -> list[tuple[Any, ...]]:
        """Rows of a read; a file that fails under it is said in one line."""
        try:
            return self.conn.execute(sql, args).fetchall()
        except sqlite3.Error as exc:
            raise opening_error(exc, self.path) from None

    # -- changing ----------------------------------------------------------------------------
    @contextlib.contextmanager
    def change(self, action: Msg) -> Iterator[Change]:
        """One change, all or nothing, recorded for undo under ``action`` (what it did).

        Nothing is written if the block raises; once the block ends the change is committed
        (and synced) before this returns.
        """
        conn = self.conn
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise self._saving(exc) from None
        change = Change(conn)
        try:
            yield change
            if change.images:
                conn.execute(
                    "INSERT INTO undo(at, action, images) VALUES (?, ?, ?)",
                    (time.time(), _action_json(action), json.dumps(change.images)),
                )
            conn.execute("COMMIT")
        except BaseException as exc:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            if isinstance(exc, sqlite3.Error):
                raise self._saving(exc) from None
            raise

    def _saving(self, exc: sqlite3.Error) -> DirectorError:
        if is_busy(exc):
            return FileBusy("file.err.busy_save", path=str(self.path))
        return FileRefused(
            "club.file.err.cannot_save", path=str(self.path), reason=saving_reason(exc, self.path)
        )

    def last_action(self) -> Msg | None:
        """What the newest change did (the one :meth:`undo` would take back), if any."""
        rows = self.query("SELECT action FROM undo ORDER BY id DESC LIMIT 1")
        return _action(str(rows[0][0])) if rows else None

    def undo(self) -> Msg:
        """Take back the newest change; returns what it did. Refused when there is none."""
        conn = self.conn
        try:
            conn.execute("BEGIN IMMEDIATE")
            conn.execute("PRAGMA defer_foreign_keys = ON")  # rows come back in any order
            row = conn.execute("SELECT id, action, images FROM undo ORDER BY id DESC LIMIT 1")
            found = row.fetchone()
            if found is None:
                conn.execute("ROLLBACK")
                raise DirectorError("club.err.nothing_to_undo")
            undo_id, action, images = found
            for table, key, before in reversed(json.loads(images)):
                if table not in KEYS:
                    raise DirectorError("club.file.err.bad_undo", path=str(self.path))
                _put_back(conn, table, key, before)
            conn.execute("DELETE FROM undo WHERE id = ?", (undo_id,))
            conn.execute("COMMIT")
        except sqlite3.Error as exc:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise self._saving(exc) from None
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise
        return _action(str(action))

    def data_version(self) -> int:
        """SQLite's count of changes made by other connections (a window follows it)."""
        return int(self.query("PRAGMA data_version")[0][0])

    def close(self) -> None:
        """Checkpoint the WAL into the file and close (safe to call twice)."""
        if self._conn is None:
            return
        conn, self._conn = self._conn, None
        close_checkpointed(conn, self.journal_mode)

    def __enter__(self) -> ClubStore:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()
