"""Every tab of the main window: ``<lang>-main-<n>-<tab>.png``."""

from __future__ import annotations

from shots.common import Shots


def shoot(shots: Shots) -> None:
    """One picture per tab, in tab order."""
    tabs = shots.window.tabs
    for i in range(tabs.count()):
        tabs.setCurrentIndex(i)
        name = tabs.widget(i).objectName() or f"tab{i}"
        shots.save(shots.window, f"main-{i + 1}-{name}")
    tabs.setCurrentIndex(0)
