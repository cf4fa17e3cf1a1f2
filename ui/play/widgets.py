"""Small helpers for the table window's panel: buttons, wrapped labels, a digest to read aloud."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QPushButton, QWidget


def push_button(text: str, name: str, slot: Callable[[], object]) -> QPushButton:
    """A button named ``name`` that runs ``slot`` (never the dialog's default button)."""
    button = QPushButton(text)
    button.setObjectName(name)
    button.clicked.connect(lambda _c=False: slot())
    button.setAutoDefault(False)
    return button


def enable(widget: QWidget | QAction, reason: str | None) -> None:
    """Enable ``widget`` (or a menu's action) when there is no ``reason`` against it; its tooltip says the reason."""
    widget.setEnabled(reason is None)
    widget.setToolTip(reason or "")


def wrapped_label(name: str) -> QLabel:
    """A word-wrapped label named ``name``."""
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    return label


def set_wrapped(label: QLabel, text: str) -> None:
    """Set a word-wrapped label's text and make room for all its lines (layouts in a scroll
    area otherwise give a wrapped label the height of one line)."""
    label.setText(text)
    width = label.width() if label.width() > 50 else 380
    label.setMinimumHeight(label.heightForWidth(width) if text else 0)


def spaced(digest: str) -> str:
    """A SHA-256 digest in groups of eight, on two lines (readable aloud, fits a narrow panel)."""
    groups = [digest[k : k + 8] for k in range(0, len(digest), 8)]
    half = (len(groups) + 1) // 2
    return " ".join(groups[:half]) + "\n" + " ".join(groups[half:])
