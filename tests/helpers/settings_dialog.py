"""Helpers for the tests of the settings dialog (``tests/ui/setup``)."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton


def answer_prices(button: str, seen: list[str]) -> None:
    """Click ``button`` (``correctPast``, ``fromNow`` or ``cancel``) in the question on prices.

    The question runs its own event loop: the click is queued before the dialog's OK opens it.
    """

    def click() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox), box
        seen.append(box.text())
        if button == "cancel":
            box.button(QMessageBox.StandardButton.Cancel).click()
        else:
            found = box.findChild(QPushButton, button)
            assert found is not None, button
            found.click()

    QTimer.singleShot(0, click)
