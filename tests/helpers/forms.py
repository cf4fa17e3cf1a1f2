"""Helpers for tests that fill in forms (the wizard, the settings dialog) as a person types."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QLineEdit, QWidget, QWizard
from pytestqt.qtbot import QtBot


def type_text(widget: QWidget, text: str) -> None:
    """Key presses with their text, one per character (accents too, which QTest cannot type)."""
    for char in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            key = ord(char.upper()) if char.isascii() else 0
            QApplication.sendEvent(
                widget, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, char)
            )


def retype(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    """Select what the field holds and type ``text`` over it, as a person would."""
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    type_text(edit, text)


def next_page(qtbot: QtBot, wizard: QWizard) -> None:
    """Click the wizard's Next button, as a person does."""
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
