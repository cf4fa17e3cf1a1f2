"""Default window sizes that fit the screen a club has: often a 1366×768 laptop.

A window opens at its default size unless that is larger than the screen's free area (the
screen less its task bar), when it opens as large as the free area allows; the window's own
minimum still wins. The defaults are chosen to fit :data:`LAPTOP` with its title bar.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

#: The free area of the smallest screen the windows are made for: a 1366×768 laptop less a
#: 40-pixel task bar.
LAPTOP = QSize(1366, 728)

#: What a window's frame adds around it (the title bar, the borders), as window managers draw it.
FRAME = QSize(8, 34)

#: The main window's size when none is remembered.
MAIN_WINDOW = QSize(1240, 680)
#: File ▸ New tournament: one width for every page (the widest page's), so it never jumps.
WIZARD = QSize(900, 620)
#: Settings ▸ Tournament settings.
SETTINGS = QSize(900, 500)


def screen_of(widget: QWidget) -> QScreen | None:
    """The screen ``widget``'s window is on (the main screen when it is on none).

    Never ``QWidget.screen()``: PySide6 ties the screen it returns to the widget as if the
    widget owned it, and once the widget's wrapper was collected the screen's wrapper could
    delete the screen itself; the next window opened then crashed in Qt. Asked by position,
    the application gives the same screen with no tie.
    """
    window = widget.window()
    centre = window.frameGeometry().center()
    return QGuiApplication.screenAt(centre) or QGuiApplication.primaryScreen()


def available(widget: QWidget) -> QSize:
    """The free area of the screen ``widget`` is on (or of the main screen)."""
    screen = screen_of(widget)
    return screen.availableGeometry().size() if screen is not None else LAPTOP


def fitted(wanted: QSize, free: QSize) -> QSize:
    """``wanted`` made small enough that it and its frame fit in ``free``."""
    return wanted.boundedTo(free - FRAME)


def resize_to_fit(widget: QWidget, wanted: QSize) -> None:
    """Give ``widget`` its default size ``wanted``, or the screen's free area when smaller."""
    widget.resize(fitted(wanted, available(widget)).expandedTo(widget.minimumSizeHint()))
