"""Actions with keys: one place that makes a ``QAction`` from a text, a slot and its shortcuts."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

#: A shortcut as Qt accepts it: "Ctrl+G", a standard key (Undo), a plain key.
Key = QKeySequence | QKeySequence.StandardKey | Qt.Key | str


def make_action(
    owner: QWidget,
    text: str,
    slot: Callable[[], object],
    keys: Key | Sequence[Key] = (),
    name: str = "",
    context: Qt.ShortcutContext = Qt.ShortcutContext.ApplicationShortcut,
) -> QAction:
    """A ``QAction`` of ``owner`` (its keys work while ``context`` says) that calls ``slot``.

    The action is added to ``owner`` so its keys work even where no menu shows it.
    """
    action = QAction(text, owner)
    shortcuts = (
        [keys] if isinstance(keys, QKeySequence | QKeySequence.StandardKey | Qt.Key | str) else keys
    )
    if shortcuts:
        action.setShortcuts([QKeySequence(k) for k in shortcuts])
        action.setShortcutContext(context)
    action.triggered.connect(lambda _checked=False: slot())
    if name:
        action.setObjectName(name)
    owner.addAction(action)
    return action
