"""Holding the window's background worker, so a test decides when a job starts (no sleeping)."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator

from ui.common import background


@contextlib.contextmanager
def worker_held() -> Iterator[None]:
    """Within the block, jobs handed to the worker wait; they run, in order, once it ends."""
    gate = threading.Event()
    holding = background._EXECUTOR.submit(gate.wait)
    try:
        yield
    finally:
        gate.set()
        holding.result(timeout=30)
