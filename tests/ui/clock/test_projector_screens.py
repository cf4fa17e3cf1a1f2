"""The projector when its screen is unplugged mid-evening and plugged back.

Qt's offscreen platform has one screen and cannot unplug it, so the tests emit the application's
``screenRemoved`` and ``screenAdded`` signals themselves, with that screen.
"""

from PySide6.QtCore import QSettings
from PySide6.QtGui import QGuiApplication

from ui.common.sizes import screen_of


def test_an_unplugged_projector_stops_covering_a_screen_and_comes_back(main_window, qtbot):
    app = QGuiApplication.instance()
    projector = main_window.projector
    main_window.show_projector(fullscreen=True)
    qtbot.waitUntil(projector.isFullScreen)
    screen = screen_of(projector)

    app.screenRemoved.emit(screen)
    # a window the director can move or close, not a full-screen wall over the laptop
    assert projector.isVisible() and not projector.isFullScreen()
    available = screen.availableGeometry()
    assert projector.width() <= available.width() and projector.height() <= available.height()
    # the projector's place is still the unplugged screen, full-screen
    assert QSettings().value("projector/screen", "-", str) == screen.name()
    assert QSettings().value("projector/fullscreen", False, bool) is True

    app.screenAdded.emit(screen)  # plugged back
    qtbot.waitUntil(projector.isFullScreen)
    assert screen_of(projector) is screen
    assert not projector.displaced


def test_a_windowed_projector_comes_back_windowed(main_window, qtbot):
    app = QGuiApplication.instance()
    projector = main_window.projector
    main_window.show_projector(fullscreen=False)
    screen = screen_of(projector)
    app.screenRemoved.emit(screen)
    assert projector.displaced and not projector.isFullScreen()
    app.screenAdded.emit(screen)
    assert not projector.displaced and not projector.isFullScreen()
    assert projector.isVisible()


def test_a_hidden_projector_is_left_alone(main_window):
    app = QGuiApplication.instance()
    projector = main_window.projector
    app.screenRemoved.emit(screen_of(projector))
    assert not projector.displaced
    app.screenAdded.emit(screen_of(projector))
    assert not projector.isVisible()
