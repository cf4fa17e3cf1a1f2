"""Windows sized to the screen they open on, without tying the screen to them."""

from __future__ import annotations

import gc
import re
from pathlib import Path

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog

from ui.common.sizes import LAPTOP, resize_to_fit, screen_of

TOP = Path(__file__).resolve().parents[3]


def test_a_window_opens_at_its_size_or_the_screens_free_area(qtbot):
    dialog = QDialog()
    qtbot.addWidget(dialog)
    resize_to_fit(dialog, QSize(400, 300))
    assert dialog.size() == QSize(400, 300)
    resize_to_fit(dialog, QSize(50_000, 40_000))
    free = screen_of(dialog).availableGeometry().size()
    assert dialog.width() < free.width() and dialog.height() < free.height()


def test_the_screen_outlives_the_windows_that_asked_for_it(qtbot):
    # QWidget.screen() made the screen the widget's child in PySide's books: once the widget's
    # wrapper was collected, the screen's wrapper could delete the screen, and the next window
    # opened crashed inside Qt. screen_of asks the application instead.
    for _ in range(3):
        dialog = QDialog()
        resize_to_fit(dialog, QSize(400, 300))
        screen = screen_of(dialog)
        assert "parent" not in shiboken6.dump(screen)
        dialog.deleteLater()
        del dialog
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()
        assert shiboken6.isValid(screen) and not shiboken6.ownedByPython(screen)
    assert QGuiApplication.primaryScreen() is not None
    after = QDialog()
    qtbot.addWidget(after)
    resize_to_fit(after, LAPTOP)
    assert after.width() > 0


def test_no_code_asks_a_widget_or_window_for_its_screen():
    # the rule above, for every window, test and screenshot script
    asked = re.compile(r"\.screen\(\)")
    found = [
        f"{p.relative_to(TOP)}:{n}"
        for folder in ("ui", "tests", "scripts")
        for p in sorted((TOP / folder).rglob("*.py"))
        for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
        if asked.search(line)
        and not line.lstrip().startswith("#")
        and "QWidget.screen()" not in line
    ]
    assert found == []
