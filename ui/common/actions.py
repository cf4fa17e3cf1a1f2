"""Actions with keys: one place that makes a ``QAction`` from a text, a slot and its shortcuts."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

#: A shortcut as Qt accepts it: "Ctrl+G", a standard key (Undo), a plain key.
Key = QKeySequence | QKeySequence.StandardKey | Qt.Key | str

#: The keys of the items of a menu listing things (recent files, screens): 1 to 9, then 0, then
#: the letters. A list longer than this leaves the rest without a key.
LIST_KEYS = "1234567890abcdefghijklmnopqrstuvwxyz"


def plain(text: str) -> str:
    """``text`` shown as written in a menu: an ``&`` in a name or a path is not a mnemonic."""
    return text.replace("&", "&&")


def underlined(text: str, letter: str) -> str:
    """``text`` (a name, not a mnemonic text) with ``letter`` as its mnemonic.

    For items whose words change ("Undo bust of Mario Rossi", "Nothing to undo") but whose key
    must not: the first word starting with ``letter`` is underlined there ("Nothing to &undo"),
    else the first ``letter``; "(&L)" is added when the text has none, as programs do for
    languages without that letter.
    """
    shown = plain(text)
    found = re.search(rf"\b{re.escape(letter)}", shown, re.IGNORECASE) or re.search(
        re.escape(letter), shown, re.IGNORECASE
    )
    if found is None or not letter:
        return f"{shown} (&{letter.upper()})" if letter else shown
    return f"{shown[: found.start()]}&{shown[found.start() :]}"


def mnemonic(text: str) -> str:
    """The mnemonic letter of a menu text ("&Undo" -> "U"; "" when it has none)."""
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1) if found else ""


#: A key written after a button's text, "Block this seat (X)": the key, and the text before it.
_KEY_AFTER = re.compile(r"^(?P<text>.*?)\s*\((?P<key>[^()]+)\)$")


def split_key(text: str) -> tuple[str, str]:
    """("Block this seat", "X") from "Block this seat (X)"; (text, "") when none is written."""
    found = _KEY_AFTER.match(text)
    return (found["text"], found["key"]) if found else (text, "")


def lettered(items: Sequence[tuple[str, str]]) -> list[str]:
    """The texts of a menu made on the spot, each with a mnemonic no other item has.

    Desktop convention: every item of a menu is reached by one underlined letter. A context
    menu's items change with what was clicked and with the language, so their letters are
    chosen here, not written in each translation: an item's own key when it is one letter
    that starts a word ("Put the &button here", key B), else the first free letter starting a
    word, else the first free letter. The key is shown in the menu's shortcut column.

    Args:
        items: (text as shown, its key as written, "" if none) for each item, in order.
    """
    used: set[str] = set()
    out = []
    for text, key in items:
        starts = [m.start() for m in re.finditer(r"\b\w", text)]
        tries = [i for i in starts if len(key) == 1 and text[i].lower() == key.lower()]
        tries += starts + [i for i, c in enumerate(text) if c.isalnum()]
        letter = next((text[i].lower() for i in tries if text[i].lower() not in used), "")
        used.add(letter)
        shown = underlined(text, letter) if letter else plain(text)
        out.append(f"{shown}\t{key}" if key else shown)
    return out


def keyed(index: int, text: str) -> str:
    """The ``index``-th item of a listing menu, "&1 text": its key is typed with the menu open.

    Desktop convention (as in Open recent): each item of a menu can be reached from the
    keyboard by one letter, underlined; lists of names get 1, 2, 3 ... since a name's own
    letters repeat.
    """
    if index >= len(LIST_KEYS):
        return plain(text)
    return f"&{LIST_KEYS[index]} {plain(text)}"


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
