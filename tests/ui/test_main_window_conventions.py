"""Desktop conventions of the main window: a mnemonic on every menu item (one per letter in each
menu, in English and Italian), keys that never clash, a default size a 1366×768 laptop holds."""

from __future__ import annotations

import re
from collections import defaultdict

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QMenu

from ui import i18n
from ui.common import sizes
from ui.common.sizes import FRAME, LAPTOP

#: A mnemonic: an "&" and the letter after it, once "&&" (an ampersand shown as written) is gone.
MNEMONIC = re.compile(r"&(.)")


def marks(text: str) -> list[str]:
    """The mnemonics of a menu text."""
    return MNEMONIC.findall(text.replace("&&", ""))


@pytest.fixture(params=["en", "it"])
def language(request, qapp):
    """The windows in English, then in Italian (English again afterwards)."""
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


@pytest.fixture
def busy_evening(tournament, tmp_path):
    """Three tables in play (Table ▸ Play a hand lists them) and a few recent files."""
    from ui.common.recent import remember

    for name in ("Friday & Saturday.director", "autumn.director", "winter.director"):
        (tmp_path / name).write_bytes(b"")
        remember(tmp_path / name)
    tournament.seating.add_tables(3)
    for i in range(20):
        tournament.entrants.register(f"Player {i + 1:02d}")
    tournament.entrants.register("Bianchi & Rossi")  # an ampersand in a name is not a key
    tournament.seating.draw_seats()
    return tournament


@pytest.fixture
def window(language, busy_evening, qtbot, speaker):
    from ui.document import Document
    from ui.main_window import MainWindow

    w = MainWindow(Document(busy_evening, language), speaker, language=language)
    qtbot.addWidget(w)
    qtbot.addWidget(w.projector)
    w.show()
    qtbot.waitExposed(w)
    return w


def every_menu(window) -> list[QMenu]:
    """Each menu of the window's bar and its submenus, filled as when the director opens them."""
    found: list[QMenu] = []
    todo = [action.menu() for action in window.menuBar().actions()]
    while todo:
        menu = todo.pop(0)
        menu.aboutToShow.emit()  # the menus filled when opened (recent files, tables, screens)
        found.append(menu)
        todo += [action.menu() for action in menu.actions() if action.menu() is not None]
    return found


def test_every_menu_item_has_one_mnemonic_unique_in_its_menu(window, busy_evening):
    window.tournament.entrants.bust("Bianchi & Rossi", by="Player 01")  # "Undo bust of Bianchi & …"
    titles = [action.text() for action in window.menuBar().actions()]
    problems = []
    for owner, texts in [("the menu bar", titles)] + [
        (menu.title(), [a.text() for a in menu.actions() if not a.isSeparator()])
        for menu in every_menu(window)
    ]:
        letters = []
        for text in texts:
            found = marks(text)
            if len(found) != 1:
                problems.append(f"{owner}: {text!r} has {len(found)} mnemonics")
            letters += [m.lower() for m in found]
        repeated = sorted({m for m in letters if letters.count(m) > 1})
        if repeated:
            problems.append(f"{owner}: {repeated} used twice in {texts}")
    assert not problems, "\n".join(problems)
    menus = {menu.title() for menu in every_menu(window)}
    assert len(menus) >= 12  # the seven of the bar and their submenus were walked
    recent = [a.text() for a in window.recent_menu.actions()]
    assert [marks(text) for text in recent] == [["1"], ["2"], ["3"]]
    assert recent[2].endswith("Friday && Saturday.director")
    # the name keeps its ampersand, shown as written
    assert "Bianchi && Rossi" in window.undo_action.text()
    assert window.undo_action.iconText().endswith("Bianchi & Rossi")


def test_the_right_click_menus_give_each_item_a_letter_of_its_own(window, busy_evening):
    entrants = window.entrants_tab
    entrants.select_entries([1])
    menus = [entrants.build_menu()]
    tables = window.tables_tab
    seat = min(busy_evening.state.tables[1].occupants)
    tables.room.menu_requested.emit(1, seat, tables.room.mapToGlobal(tables.room.rect().center()))
    menus.append(tables.menu)
    for menu in menus:
        texts = [a.text().split("\t")[0] for a in menu.actions()]
        letters = [marks(text) for text in texts]
        assert all(len(found) == 1 for found in letters), texts
        flat = [found[0].lower() for found in letters]
        assert len(set(flat)) == len(flat) >= 5, texts
    tables.menu.close()


def test_the_play_menu_reaches_each_table_by_its_number(window):
    window._fill_play_menu()
    keys = [marks(a.text())[0] for a in window.play_menu.actions()]
    assert keys == ["1", "2", "3"]


def test_undo_and_redo_keep_their_keys_whatever_they_name(window, language):
    # "Undo seat draw" and "Nothing to redo": the keys of "&Undo" and "&Redo" all the same
    texts = (window.undo_action.text(), window.redo_action.text())
    keys = [marks(text)[0].lower() for text in texts]
    assert keys == (["u", "r"] if language == "en" else ["a", "r"]), texts


def scopes(window) -> dict[str, list[tuple[str, str]]]:
    """Each shortcut of the window -> where it works and what it does.

    A key of the whole window (or the application) works everywhere in it; a key of a tab
    (``WidgetWithChildrenShortcut``) only where that tab has the focus.
    """
    found: dict[str, list[tuple[str, str]]] = defaultdict(list)
    whole = ("WindowShortcut", "ApplicationShortcut")
    for action in window.findChildren(QAction):
        owner = action.parent()
        scope = "window" if action.shortcutContext().name in whole else owner.objectName()
        for key in action.shortcuts():
            if not key.isEmpty():
                found[key.toString()].append((scope, action.objectName() or action.text()))
    for shortcut in window.findChildren(QShortcut):
        owner = shortcut.parent()
        scope = "window" if shortcut.context().name in whole else owner.objectName()
        sequences = shortcut.keys()  # a QShortcut's keys, not a mapping's
        for key in sequences:
            found[key.toString()].append((scope, shortcut.objectName() or repr(shortcut)))
    return found


def test_no_two_actions_share_a_key_where_both_work(window):
    clashes = []
    for key, users in scopes(window).items():
        where = [scope for scope, _name in users]
        if "window" in where and len(where) > 1:
            clashes.append(f"{key}: {users}")  # a window key hides every other use
        elif len(where) != len(set(where)):
            clashes.append(f"{key}: {users}")  # twice in one tab
    assert not clashes, "\n".join(clashes)


def test_tournament_settings_have_a_key(window, qtbot):
    from ui.setup.settings import SettingsDialog

    action = window.findChild(QAction, "tournamentSettings")
    assert action.shortcut() == QKeySequence("Ctrl+,")
    assert scopes(window)["Ctrl+,"] == [("window", "tournamentSettings")]
    action.trigger()
    dialogs = [d for d in window.findChildren(SettingsDialog) if d.isVisible()]
    assert len(dialogs) == 1
    dialogs[0].reject()


# -- the size on a laptop --------------------------------------------------------------------------


@pytest.fixture
def laptop(monkeypatch):
    """The screen of a 1366×768 laptop with its task bar (the offscreen screen is another size)."""
    monkeypatch.setattr(sizes, "available", lambda _widget: LAPTOP)
    return LAPTOP


def fits(size: QSize, screen: QSize = LAPTOP) -> bool:
    """Whether a window of ``size``, with its title bar and borders, fits the free ``screen``."""
    return size.width() + FRAME.width() <= screen.width() and (
        size.height() + FRAME.height() <= screen.height()
    )


def test_the_main_window_opens_inside_a_laptop_screen(laptop, window):
    # "laptop" comes first: the window is made on the laptop's screen
    assert window.size() == sizes.MAIN_WINDOW
    assert fits(window.size())
    for i in range(window.tabs.count()):  # every tab can be shown that small
        window.tabs.setCurrentIndex(i)
        assert fits(window.minimumSizeHint()), window.tabs.tabText(i)


def test_a_smaller_screen_gets_a_smaller_window():
    small = QSize(1093, 614)  # 1366×768 at 125 %
    fitted = sizes.fitted(sizes.MAIN_WINDOW, small)
    assert fits(fitted, small)
    assert fitted.width() == 1093 - FRAME.width()
    assert sizes.fitted(QSize(400, 300), small) == QSize(400, 300)
