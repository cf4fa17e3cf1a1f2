"""Small helpers for the table window's panel: buttons, wrapped labels, a line that elides what
does not fit, a digest to read aloud."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAction, QResizeEvent
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QWidget


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
    # a label hidden or not laid out yet has no width of its own: the panel's is known
    width = label.width() if label.isVisible() and label.width() > 50 else 380
    # the lines the text takes at that width (QLabel's own heightForWidth counts more lines
    # than it draws, leaving blank space around the text in the panel)
    flags = int(Qt.TextFlag.TextWordWrap)
    lines = label.fontMetrics().boundingRect(QRect(0, 0, width, 100_000), flags, text)
    margins = label.contentsMargins()
    height = lines.height() + margins.top() + margins.bottom() + 2 * label.margin() if text else 0
    label.setMinimumHeight(height)
    label.setMaximumHeight(height if text else 16777215)


class ElidedLine(QLabel):
    """One line of text that ends in "…" when it does not fit; the whole text is its tooltip.

    ``text()`` is what is shown; :attr:`full` the whole text.
    """

    def __init__(self, name: str) -> None:
        super().__init__()
        self.setObjectName(name)
        self.full = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setTextFormat(Qt.TextFormat.PlainText)

    def set_line(self, text: str) -> None:
        """Show ``text`` on one line, elided to the label's width."""
        self.full = text
        self.setToolTip(text)
        self._elide()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Elide again to the new width."""
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        width = self.width() if self.width() > 50 else 380
        shown = self.fontMetrics().elidedText(self.full, Qt.TextElideMode.ElideRight, width)
        if shown != super().text():
            self.setText(shown)


def short_digest(digest: str) -> str:
    """A SHA-256 digest by its ends, ``dde6434f…a3f5881d`` (the whole one is a click away)."""
    return f"{digest[:8]}…{digest[-8:]}" if len(digest) > 20 else digest


def spaced(digest: str) -> str:
    """A SHA-256 digest in groups of eight, on two lines (readable aloud, fits a narrow panel)."""
    groups = [digest[k : k + 8] for k in range(0, len(digest), 8)]
    half = (len(groups) + 1) // 2
    return " ".join(groups[:half]) + "\n" + " ".join(groups[half:])
