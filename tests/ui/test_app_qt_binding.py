"""The Qt binding itself: a version that mistreats Python objects would crash the app mid-evening."""

import sys

from PySide6.QtCore import QRect
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QLabel


def test_qt_calls_returning_nothing_leave_none_alone(qapp):
    """PySide6 6.12.0 on Python 3.11 took a reference from None at each such call until the
    interpreter aborted ("deallocating None") after a few thousand of them."""
    label = QLabel()
    rect = QRect(0, 0, 10, 10)
    image = QImage(20, 20, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(500):
        label.setText("x")
        rect.adjust(0, 0, 1, 1)
        painter.drawRect(1, 1, 5, 5)
    painter.end()
    assert sys.getrefcount(None) - before > -100  # a handful of unrelated changes at most


def test_signals_emitted_from_python_leave_true_alone(qapp):
    """The same release also took a reference from True at each emit of a bool signal."""
    from PySide6.QtCore import QObject, Signal

    class Emitter(QObject):
        flag = Signal(bool)

    emitter = Emitter()
    seen = []
    emitter.flag.connect(seen.append)
    before = sys.getrefcount(True)
    for _ in range(500):
        emitter.flag.emit(True)
    seen.clear()
    assert sys.getrefcount(True) - before > -100
