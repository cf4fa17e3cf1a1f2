"""Real files in real trouble: held by another program, read-only, on a full or limited disk.

Root ignores permission bits, so a read-only file or folder is made with the immutable flag
(``chattr +i``, which binds root too) when the tests run as root, and with ``chmod`` otherwise.
A full disk is a tiny tmpfs mounted in a private mount namespace (``unshare -m``), and the size
limit is ``RLIMIT_FSIZE`` set in the child process (``ulimit -f``); Python ignores SIGXFSZ, so
the write fails with EFBIG as in a shell where the limit was set.
"""

from __future__ import annotations

import contextlib
import os
import resource
import shutil
import sqlite3
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import director.tournament.store


@pytest.fixture
def no_wait(monkeypatch: pytest.MonkeyPatch) -> None:
    """A file in use is reported at once instead of after the usual few seconds."""
    monkeypatch.setattr(director.tournament.store, "BUSY_TIMEOUT", 0.0)


@contextlib.contextmanager
def held(path: Path, *, readers_too: bool = False) -> Iterator[sqlite3.Connection]:
    """Another program holding ``path`` in a write transaction (``BEGIN EXCLUSIVE``).

    With ``readers_too`` it holds the file in exclusive locking mode, so not even reading is
    possible (in WAL mode readers otherwise go on reading).
    """
    conn = sqlite3.connect(str(path), isolation_level=None, timeout=0)
    try:
        if readers_too:
            conn.execute("PRAGMA locking_mode = EXCLUSIVE")
        conn.execute("BEGIN EXCLUSIVE")
        conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('held', 'yes')")
        if readers_too:
            conn.execute("COMMIT")  # exclusive mode keeps the lock after the commit
            conn.execute("BEGIN EXCLUSIVE")
        yield conn
    finally:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        conn.close()


@contextlib.contextmanager
def read_only(path: Path) -> Iterator[None]:
    """``path`` (a file or a folder) read-only while inside, for root as for anyone."""
    if os.geteuid() == 0:
        chattr = shutil.which("chattr")
        if chattr is None:
            pytest.skip("root ignores permissions and chattr (the immutable flag) is missing")
        done = subprocess.run([chattr, "+i", str(path)], capture_output=True, check=False)
        if done.returncode:
            pytest.skip(f"root ignores permissions and chattr +i fails here: {done.stderr!r}")
        try:
            yield
        finally:
            subprocess.run([chattr, "-i", str(path)], check=True)
        return
    mode = path.stat().st_mode
    path.chmod(stat.S_IMODE(mode) & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))
    try:
        yield
    finally:
        path.chmod(stat.S_IMODE(mode))


def director_limited(args: list[str], cwd: Path, limit: int) -> subprocess.CompletedProcess[str]:
    """Run ``director ARGS`` in a process that may not write files over ``limit`` bytes."""

    def limited() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    return subprocess.run(
        [sys.executable, "-m", "director", "--lang", "en", *args],
        cwd=cwd,
        preexec_fn=limited,  # the limit is the child's own, as `ulimit -f` in its shell
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])},
        check=False,
    )


def on_full_disk(script: str, folder: Path, size_kb: int = 64) -> subprocess.CompletedProcess[str]:
    """Run the shell ``script`` with ``folder`` a tmpfs of ``size_kb`` KiB (private to it).

    Skips where a private mount namespace is not allowed (no root, no CAP_SYS_ADMIN).
    """
    unshare = shutil.which("unshare")
    if unshare is None or os.geteuid() != 0:
        pytest.skip("a small disk needs a private mount namespace (root and unshare)")
    probe = subprocess.run(
        [unshare, "-m", "mount", "-t", "tmpfs", "-o", "size=4k", "none", str(folder)],
        capture_output=True,
        check=False,
    )
    if probe.returncode:
        pytest.skip(f"a private tmpfs cannot be mounted here: {probe.stderr!r}")
    mount = f"mount -t tmpfs -o size={size_kb}k none {folder} && cd {folder} && "
    return subprocess.run(
        [unshare, "-m", "sh", "-c", mount + script],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])},
        check=False,
    )
