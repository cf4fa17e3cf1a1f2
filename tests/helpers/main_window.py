"""Helpers for tests that drive the main window (``tests/ui``)."""

from __future__ import annotations

from director.clock import ManualTime
from ui.main_window import MainWindow


def advance(window: MainWindow, fake_time: ManualTime, seconds: float) -> None:
    """Let time pass and let the controller's timer fire, as the event loop would."""
    fake_time.advance(seconds)
    assert window.controller is not None
    window.controller.poll()


def answer_start_question(window: MainWindow, yes: bool = True) -> str:
    """Answer the question the first start of the clock asks with nobody seated; its text."""
    from PySide6.QtWidgets import QMessageBox

    box = window.clock_controls.start_question
    assert box is not None and box.isVisible(), "the clock asked nothing"
    text = box.text()
    button = QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No
    box.button(button).click()
    return text
