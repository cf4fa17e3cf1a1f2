"""Registering from the club's players: ``<lang>-club_register-*.png``.

- ``club_register-suggestions``: "mar" typed in the registration dialog, the club's players
  offered under the name (the list is a window of its own: the screen is taken where both are).
- ``club_register-chosen``: a club player chosen: the details filled, the club number said.
- ``club_register-join``: a name the club does not have, with the box that adds it.
"""

from __future__ import annotations

from shots.common import Shots

#: The club's players in the pictures (name, nickname, e-mail, phone, membership number).
PLAYERS = (
    ("Mario Rossi", "Rosso", "mario.rossi@example.it", "333 1234567", "A-017"),
    ("Marisa Colombo", "", "marisa@example.it", "", "A-023"),
    ("Marco Ferrari", "Il Prof", "", "347 2223344", "A-031"),
    ("Anna Marini", "", "anna.marini@example.it", "", "A-002"),
    ("Tamara Esposito", "", "", "320 9988776", "A-045"),
    ("Luigi Bianchi", "", "", "", "A-051"),
)


def shoot(shots: Shots) -> None:
    """The registration dialog with the club's suggestions, a choice, and a new name."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from director.club.club import Club
    from director.club.model import PlayerFields
    from ui.club.location import set_club_path

    path = shots.t.path.parent / "circolo.director-club"
    with Club.create(path) as club:
        for name, nickname, email, phone, member in PLAYERS:
            club.add_player(PlayerFields(name, nickname, email, phone, member=member))
    set_club_path(path)
    window = shots.window
    tab = window.entrants_tab
    window.tabs.setCurrentWidget(tab)
    window.activateWindow()
    tab.search.clear()
    tab.register()
    shots.settle()
    dialog = tab.current_dialog
    assert dialog is not None, "the tab refused: " + tab.notice.text()
    dialog.activateWindow()
    QTest.keyClicks(dialog.name_edit, "mar")
    shots.settle()
    popup = dialog.club_names.completer.popup()
    _save_with_popup(shots, dialog, popup, "club_register-suggestions")
    QTest.keyClick(popup, Qt.Key.Key_Down)
    QTest.keyClick(popup, Qt.Key.Key_Return)
    shots.save(dialog, "club_register-chosen")
    dialog.name_edit.selectAll()
    QTest.keyClicks(dialog.name_edit, "Luca Neri")
    for edit in (dialog.nickname_edit, dialog.email_edit, dialog.phone_edit):
        edit.clear()
    dialog.notes_edit.clear()
    popup.hide()
    shots.save(dialog, "club_register-join")
    dialog.reject()
    shots.settle()


def _save_with_popup(shots: Shots, dialog: object, popup: object, name: str) -> None:
    """The part of the screen holding the dialog and the list under its name field."""
    from PySide6.QtWidgets import QWidget

    from ui.common.sizes import screen_of

    assert isinstance(dialog, QWidget)
    assert isinstance(popup, QWidget)
    shots.settle()
    area = dialog.frameGeometry().united(popup.frameGeometry())
    screen = screen_of(dialog)
    assert screen is not None
    picture = screen.grabWindow(0, area.x(), area.y(), area.width(), area.height())
    out = shots.out / f"{shots.lang}-{name}.png"
    picture.save(str(out))
    shots.saved.append(out)
