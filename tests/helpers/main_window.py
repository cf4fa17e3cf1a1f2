"""Helpers for tests that drive the main window (``tests/ui``)."""

from __future__ import annotations

from director.clock import ManualTime
from ui.main_window import MainWindow


def advance(window: MainWindow, fake_time: ManualTime, seconds: float) -> None:
    """Let time pass and let the controller's timer fire, as the event loop would."""
    fake_time.advance(seconds)
    assert window.controller is not None
    window.controller.poll()
