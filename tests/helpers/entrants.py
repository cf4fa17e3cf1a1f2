"""Helpers shared by the Entrants tab's tests: thirty names, reaching the tab, typing and keys."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox

from ui.entrants.dialogs import PersonDialog
from ui.entrants.model import EntrantsModel
from ui.entrants.tab import EntrantsTab

NAMES = [
    "Mario Rossi",
    "Anna Bianchi",
    "Luigi Verdi",
    "Giulia Russo",
    "Marco Ferrari",
    "Sara Esposito",
    "Paolo Romano",
    "Chiara Colombo",
    "Nicolò Ricci",
    "Francesca D'Angelo",
    "Davide Marino",
    "Elena Greco",
    "Luca Bruno",
    "Martina Gallo",
    "Andrea Conti",
    "Silvia De Luca",
    "Giuseppe Mancini",
    "Federica Costa",
    "Matteo Giordano",
    "Alessia Rizzo",
    "Simone Lombardi",
    "Ilaria Moretti",
    "Fabio Barbieri",
    "Noemi Fontana",
    "Riccardo Santoro",
    "Lucia Mariani",
    "Stefano Rinaldi",
    "Gaia Caruso",
    "Roberto Ferrara",
    "Aurora Galli",
]

COL = EntrantsModel


def entrants_tab(window) -> EntrantsTab:
    """Show the Entrants tab of the main window (as Alt+2 does)."""
    tab = window.entrants_tab
    window.tabs.setCurrentWidget(tab)
    window.activateWindow()
    return tab


def cell(tab: EntrantsTab, entry: int, column: int, role=Qt.ItemDataRole.DisplayRole):
    """What the list shows for ``entry`` in ``column``."""
    row = tab.model.row_of(entry)
    assert row is not None, f"entry {entry} is not shown"
    return tab.model.index(row, column).data(role)


def shown_names(tab: EntrantsTab) -> list[str]:
    """The names in the list, top to bottom."""
    return [tab.model.index(r, COL.NAME).data() for r in range(tab.model.rowCount())]


def type_text(qtbot, widget, text: str) -> None:
    """Type ``text`` key by key, accents and typographic apostrophes included."""
    for ch in text:
        if ch.isascii():
            qtbot.keyClicks(widget, ch)
        else:  # QTest's key names are ASCII only: send the character as the key's text
            QTest.sendKeyEvent(
                QTest.KeyAction.Click,
                widget,
                Qt.Key.Key_unknown,
                ch,
                Qt.KeyboardModifier.NoModifier,
            )


def type_in_cell(qtbot, view, text: str) -> None:
    """Type into the current cell of ``view`` (the first key opens its editor) and press Enter.

    The item delegate commits on Enter through a queued call: wait for the data to arrive.
    """
    qtbot.keyClick(view, text[0])
    editors = [e for e in view.viewport().findChildren(QLineEdit) if e.isVisible()]
    assert len(editors) == 1, "no editor opened"
    editor = editors[0]
    qtbot.keyClicks(editor, text[1:])
    qtbot.keyClick(editor, Qt.Key.Key_Return)


def press(qtbot, tab: EntrantsTab, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed with the focus in the list (of the active window, as after a click)."""
    window = tab.window()
    if QApplication.activeWindow() is not window:  # e.g. just after a question box closed
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    tab.table.setFocus()
    qtbot.keyClick(tab.table, key, modifier)


def answer_next_question(button: QMessageBox.StandardButton, seen: list[str]) -> None:
    """Click ``button`` in the next question box when it opens (it runs its own event loop)."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox), box
        seen.append(box.text())
        box.button(button).click()

    QTimer.singleShot(0, click)


def register_by_typing(qtbot, tab: EntrantsTab, name: str, nickname: str = "") -> PersonDialog:
    """Insert, type the name (and nickname), Enter: as at the registration desk."""
    press(qtbot, tab, Qt.Key.Key_Insert)
    dialog = tab.current_dialog
    assert isinstance(dialog, PersonDialog)
    type_text(qtbot, dialog.name_edit, name)
    if nickname:
        type_text(qtbot, dialog.nickname_edit, nickname)
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    return dialog


def seeded(tournament, n: int) -> None:
    tournament.entrants.register_many([{"name": name} for name in NAMES[:n]])
