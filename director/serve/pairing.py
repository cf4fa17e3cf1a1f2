"""Pairing the floor's phones: a 6-digit PIN exchanged for a token, devices listed and revoked.

The director's desk shows a PIN; a phone sends it with its name ("Floor 2") and receives a
bearer token, which it then sends with each action. Only a SHA-256 of each token is kept, in a
``devices`` table of the tournament file itself: the pairing survives a restart of the server
(the window closed and opened again mid-evening), a revocation made in the window holds for a
server started from the command line on the same file, and a copy of the file gives away no
usable token. The table is no part of the tournament's log: pairing a phone is not an action
the director undoes.

Guessing is throttled per address: after :data:`TRIES` wrong PINs within :data:`WINDOW`
seconds, that address is refused (HTTP 429) until the oldest of those tries is a window old. A
PIN has a million values, so five tries a minute make guessing it take about a year on average.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import sqlite3
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from director.errors import DirectorError

#: Wrong PINs accepted from one address within :data:`WINDOW` seconds.
TRIES = 5
#: The throttle's window, in seconds.
WINDOW = 60.0
#: The longest device name kept (a phone's name shows in the log and the window's list).
NAME_LIMIT = 40
#: How many addresses the throttle remembers (the oldest forgotten first), so that a flood of
#: made-up addresses cannot fill the memory.
ADDRESSES_KEPT = 10_000

_SCHEMA = """
CREATE TABLE IF NOT EXISTS devices(
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    paired_at REAL NOT NULL,
    revoked_at REAL
)
"""


class PairingError(DirectorError):
    """A pairing refused: a wrong PIN, too many tries, a name that cannot be used."""


@dataclass(frozen=True, slots=True)
class Device:
    """A paired device.

    Attributes:
        id: Its number in the file.
        name: The name it gave ("Floor 2"), shown in the log beside what it did.
        paired_at: When it was paired (seconds since the epoch).
        revoked_at: When the director revoked it, or None while it may act.
    """

    id: int
    name: str
    paired_at: float
    revoked_at: float | None

    @property
    def active(self) -> bool:
        """True while its token is accepted."""
        return self.revoked_at is None


def new_pin(choose: Callable[[int], int] = secrets.randbelow) -> str:
    """A fresh 6-digit PIN (leading zeros kept); ``choose(n)`` picks below ``n``."""
    return f"{choose(1_000_000):06d}"


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class Throttle:
    """Wrong PINs per address within a sliding window."""

    def __init__(self, tries: int = TRIES, window: float = WINDOW) -> None:
        self.tries = tries
        self.window = window
        self._failures: dict[str, deque[float]] = {}

    def _recent(self, address: str, now: float) -> deque[float]:
        times = self._failures.get(address)
        if times is None:
            return deque()
        while times and times[0] <= now - self.window:
            times.popleft()
        if not times:
            del self._failures[address]
        return times

    def blocked(self, address: str, now: float) -> bool:
        """True when ``address`` already used up its wrong tries in the window."""
        return len(self._recent(address, now)) >= self.tries

    def failed(self, address: str, now: float) -> None:
        """Count a wrong PIN from ``address``."""
        times = self._recent(address, now)
        if not times:
            if len(self._failures) >= ADDRESSES_KEPT:
                del self._failures[next(iter(self._failures))]
            self._failures[address] = times
        times.append(now)


class Devices:
    """The paired devices of one tournament file, and the PIN that pairs new ones.

    Args:
        path: The tournament file.
        pin: The PIN that pairs a device now; None: pairing is closed (a read-only server).
        time: The time source.
    """

    def __init__(self, path: str | Path, pin: str | None, time: Callable[[], float]) -> None:
        self.pin = pin
        self._time = time
        self.throttle = Throttle()
        self._conn = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
        self._conn.execute("PRAGMA busy_timeout = 5000")
        self._conn.execute(_SCHEMA)

    def close(self) -> None:
        """Close the file."""
        self._conn.close()

    def pair(self, pin: str, name: str, address: str) -> str:
        """Exchange the PIN for a new device's token (returned once, never kept).

        Raises:
            PairingError: ``serve.err.pairing_closed``, ``serve.err.too_many_tries``,
                ``serve.err.wrong_pin`` or ``serve.err.device_name``; nothing is stored.
        """
        now = self._time()
        if self.pin is None:
            raise PairingError("serve.err.pairing_closed")
        if self.throttle.blocked(address, now):
            raise PairingError("serve.err.too_many_tries")
        if not hmac.compare_digest(pin.encode("utf-8"), self.pin.encode("utf-8")):
            self.throttle.failed(address, now)
            raise PairingError("serve.err.wrong_pin")
        name = " ".join(name.split())
        if not name or len(name) > NAME_LIMIT or not name.isprintable():
            raise PairingError("serve.err.device_name", limit=NAME_LIMIT)
        token = secrets.token_urlsafe(32)
        self._conn.execute(
            "INSERT INTO devices(name, token_hash, paired_at) VALUES (?, ?, ?)",
            (name, _digest(token), now),
        )
        return token

    def check(self, token: str) -> Device | None:
        """The active device holding ``token``, or None (unknown or revoked)."""
        row = self._conn.execute(
            "SELECT id, name, paired_at, revoked_at FROM devices WHERE token_hash = ?",
            (_digest(token),),
        ).fetchone()
        if row is None or row[3] is not None:
            return None
        return Device(*row)

    def all(self) -> list[Device]:
        """Every device ever paired with this file, the newest first."""
        rows = self._conn.execute(
            "SELECT id, name, paired_at, revoked_at FROM devices ORDER BY id DESC"
        ).fetchall()
        return [Device(*r) for r in rows]

    def revoke(self, device: int) -> None:
        """Refuse ``device``'s token from now on (it may pair again with the PIN)."""
        self._conn.execute(
            "UPDATE devices SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL",
            (self._time(), device),
        )
