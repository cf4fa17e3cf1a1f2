"""Holding the window's background workers, so a test decides when a job starts (no sleeping)."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator

from ui.common import background


@contextlib.contextmanager
def worker_held() -> Iterator[None]:
    """Within the block, jobs handed to the workers (files, simulations) wait; they run, in
    order, once it ends."""
    gate = threading.Event()
    holding = [w.submit(gate.wait) for w in (background._EXECUTOR, background.SIMULATIONS)]
    try:
        yield
    finally:
        gate.set()
        for hold in holding:
            hold.result(timeout=30)
