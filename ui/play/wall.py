"""The projected view of a table, for the wall: the felt alone, large and dark."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ui.play.felt import FeltView


class WallWindow(QWidget):
    """The projected view of a table: large, dark, hole cards face down until turned up.

    Double-click or F toggles full screen; Escape leaves it.
    """

    def __init__(self, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("tableWall")
        self.setWindowTitle(self.tr("Director — table {0}").format(number))
        self.felt = FeltView(dark=True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.felt)
        self.resize(1280, 720)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """Toggle full screen."""
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Escape leaves full screen; F toggles it."""
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
        elif event.key() == Qt.Key.Key_F:
            self.showNormal() if self.isFullScreen() else self.showFullScreen()
        else:
            super().keyPressEvent(event)
