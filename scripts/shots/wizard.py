"""File ▸ New tournament page by page, the settings dialog, and the main window's menus opened.

Each wizard page at the wizard's default size: ``<lang>-wizard-<n>-<page>.png``; the settings
dialog's tabs at its default size: ``<lang>-wizard-settings-<n>.png``; the main window's tabs at
the size it opens with on a 1366x768 laptop: ``<lang>-menu-0-laptop-<n>.png``; every menu of
its bar (and each submenu) opened: ``<lang>-menu-<n>-<name>.png``.
"""

from __future__ import annotations

from shots.common import Shots


def shoot(shots: Shots) -> None:
    """The wizard, the settings dialog, the menus, in the palette the app gives itself."""
    from PySide6.QtWidgets import QApplication

    from ui.common.theme import themed

    system = QApplication.palette()
    QApplication.setPalette(themed(system))  # as ui.app does at start
    try:
        _wizard(shots)
        _settings(shots)
        _menus(shots)
    finally:
        QApplication.setPalette(system)  # the other modules' pictures stay as they were


def _wizard(shots: Shots) -> None:
    from ui.setup.wizard import NewTournamentWizard

    wizard = NewTournamentWizard(shots.lang, shots.window)
    wizard.show()
    shots.settle()
    wizard.event_section.name_edit.setText("Torneo del Venerdì")
    names = ("event", "structure", "money", "rules", "tables", "payouts", "save")
    for n, name in enumerate(names, 1):
        shots.save(wizard, f"wizard-{n}-{name}")
        if n < len(names):
            wizard.next()
    wizard.reject()
    wizard.deleteLater()


def _settings(shots: Shots) -> None:
    from ui.setup.settings import SettingsDialog

    dialog = SettingsDialog(shots.window.document, shots.window)
    dialog.show()
    for i in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(i)
        shots.save(dialog, f"wizard-settings-{i + 1}")
    dialog.reject()
    dialog.deleteLater()


def _menus(shots: Shots) -> None:
    from ui.common.sizes import MAIN_WINDOW

    window = shots.window
    size = window.size()
    window.resize(MAIN_WINDOW)  # as it opens on a laptop
    for i in range(window.tabs.count()):
        window.tabs.setCurrentIndex(i)
        shots.save(window, f"menu-0-laptop-{i + 1}")
    window.tabs.setCurrentIndex(0)
    window.resize(size)
    bar = window.menuBar()
    for n, action in enumerate(bar.actions(), 1):
        menu = action.menu()
        name = action.text().replace("&", "").lower()
        _open(shots, menu, bar.mapToGlobal(bar.actionGeometry(action).bottomLeft()))
        shots.save(menu, f"menu-{n}-{name}")
        for m, sub in enumerate(a.menu() for a in menu.actions() if a.menu()):
            where = menu.mapToGlobal(menu.actionGeometry(sub.menuAction()).topRight())
            _open(shots, sub, where)
            shots.save(sub, f"menu-{n}-{name}-{m + 1}")
            sub.hide()
        menu.hide()


def _open(shots: Shots, menu, where) -> None:
    menu.popup(where)
    shots.settle()
