"""Buttons that say why they cannot be used: a disabled button's tooltip is the reason."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QWidget


class ReasonButton(QPushButton):
    """A push button that, while it cannot be used, says why in its tooltip.

    Args:
        text: What it says.
        name: Its object name (tests and the style sheet find it by it).
        tip: Its tooltip while it can be used ("" for none).
        parent: The widget it is in, if any yet.
    """

    def __init__(self, text: str, name: str, tip: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setObjectName(name)
        self.tip = tip
        if tip:
            self.setToolTip(tip)

    def allow(self, reason: str | None) -> None:
        """Enable the button (``reason`` None), or disable it with the reason as its tooltip."""
        self.setEnabled(reason is None)
        self.setToolTip(self.tip if reason is None else reason)
