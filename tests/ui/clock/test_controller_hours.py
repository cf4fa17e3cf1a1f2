"""Four hours of clock leave nothing behind: the same Qt objects, the same Python objects.

The clock is driven second by second through the controller with a ManualTime (no sleeping),
the clock panel and the projector shown and painted as the event loop would paint them."""

import gc

from PySide6.QtCore import QCoreApplication, QObject

from tests.helpers.main_window import answer_start_question

#: Python objects that may come and go between two counts: objects made once, the first time a
#: kind of level or screen shape is met after the first hour (weak references, sets and bound
#: methods of Qt's connections, the projector's fitted layouts: about 50 in hours 2 to 4, then
#: none in hours 5 to 7, measured). One object kept per minute would be 180, per second 10,800.
SLACK = 60


def test_four_hours_of_seconds_keep_the_same_objects(main_window, qtbot, fake_time):
    w = main_window
    w.show_projector(fullscreen=False)
    qtbot.waitExposed(w.projector)
    w.projector.resize(640, 360)
    w.controller.start()
    answer_start_question(w)  # nobody is seated: the window asks first

    def hour() -> None:
        for second in range(3600):
            fake_time.advance(1.0)
            w.controller.poll()
            if second % 60 == 0:  # paint now and then, as the event loop would
                QCoreApplication.processEvents()

    def counts() -> tuple[int, int]:
        qt = len(w.findChildren(QObject)) + len(w.projector.findChildren(QObject))
        gc.collect()
        return qt, len(gc.get_objects())

    hour()  # the first hour meets every kind of second once (levels, the last minute)
    qt_before, python_before = counts()
    level_before = w.controller.view().index
    for _ in range(3):
        hour()
    qt_after, python_after = counts()
    assert w.controller.view().index > level_before + 10  # the levels went by
    assert qt_after == qt_before
    assert abs(python_after - python_before) <= SLACK, (python_before, python_after)
