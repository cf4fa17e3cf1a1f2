"""What the Entrants tab and its dialogs share: sentences, chip counts as typed, the message line.

Every dialog of the tab is an :class:`ActionDialog`: it checks what was typed with the domain's
``verify_x`` as the director types (the reason it would be refused is shown in the dialog, in the
window's language), performs the action through the :class:`~ui.document.Document` when
accepted, and stays open with the reason if the tournament refuses it, so nothing typed is lost.
The record of the action is kept in :attr:`ActionDialog.record` for the tab.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel, QWidget

from director.tournament import EntrantRow
from director.tournament import events as ev
from ui.common.theme import legible
from ui.document import Document

ERROR_COLOUR = "#b3261e"
HINT_COLOUR = "#8a5a00"


def sentence(text: str) -> str:
    """A domain message (which starts in lower case, for the command line) as a sentence."""
    return text[:1].upper() + text[1:] if text else text


def parse_chips(text: str) -> int | None:
    """A chip count as typed: ``12500``, ``12,500``, ``12.500``, ``12 500`` or ``12k``.

    Returns None when the text is not a whole number of chips (empty text included).
    """
    t = text.strip().replace(" ", "").replace("\u00a0", "").replace("'", "").replace("_", "")
    factor = 1
    if t[-1:] in ("k", "K"):
        factor, t = 1000, t[:-1]
    t = t.replace(",", "").replace(".", "")
    if not t.isdigit():
        return None
    return int(t) * factor


def seat_text(row: EntrantRow) -> str:
    """``3 / 7`` for table 3, seat 7; empty when not seated."""
    return f"{row.table} / {row.seat}" if row.table is not None else ""


class Message(QLabel):
    """One line under a form saying what is wrong (red) or worth knowing (amber)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setObjectName("message")
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hide()

    def say(self, text: str | None, colour: str = ERROR_COLOUR) -> None:
        """Show ``text`` (None or empty hides the line)."""
        if not text:
            self.clear()
            self.hide()
            return
        self.setText(sentence(text))
        readable = legible(colour, self.palette()).name()  # lighter on a dark palette (AA)
        self.setStyleSheet(f"color: {readable}; font-weight: bold;")
        self.show()


class Notice(QLabel):
    """The line above the entrants list saying the outcome of the last action."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("entrantNotice")
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hide()

    def say(self, text: str, error: bool = False) -> None:
        """Show ``text`` as a sentence: green when done, red when refused (``error``)."""
        if error:
            style = "background: #fde2e1; color: #8c1d18; border: 1px solid #f2b8b5;"
        else:
            style = "background: #e6f4ea; color: #0d5323; border: 1px solid #b7dfc2;"
        self.setStyleSheet(f"QLabel {{ {style} padding: 6px; border-radius: 4px; }}")
        self.setText(sentence(text))
        self.show()


class ActionDialog(QDialog):
    """A dialog that performs one tournament action when accepted and keeps its record.

    Args:
        document: The open tournament.
        parent: The tab.

    Attributes:
        document: The open tournament.
        record: The domain record once the action is stored, else None.
        message: The line saying why what is typed cannot be done (hidden while it can).
    """

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.record: ev.Event | None = None
        self.message = Message()

    def perform(self, action: Callable[..., ev.Event], *args: Any, **kw: Any) -> None:
        """Run ``action`` through the document and close with its record.

        When the tournament refuses it, the dialog stays open and its message line says why (the
        document's reason in the window's language).
        """
        failures: list[str] = []
        self.document.failed.connect(failures.append)
        try:
            record = self.document.act(action, *args, **kw)
        finally:
            self.document.failed.disconnect(failures.append)
        if record is None:
            self.message.say(failures[-1] if failures else self.tr("Not recorded."))
            return
        self.record = record
        super().accept()
