"""The clock panel's second: the time's text changes, nothing is re-styled or laid out again, and
the rest of the window (the table of levels, the figures) is not repainted."""

from collections import Counter

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QApplication

from tests.helpers.main_window import advance, answer_start_question
from ui.common.theme import caption_colour


class EventSpy(QObject):
    """Counts paint, layout and style events by the object's name."""

    WATCHED = (QEvent.Type.Paint, QEvent.Type.LayoutRequest, QEvent.Type.StyleChange)

    def __init__(self) -> None:
        super().__init__()
        self.seen: Counter[tuple[str, str]] = Counter()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() in self.WATCHED:
            self.seen[(event.type().name, obj.objectName())] += 1
        return False


def settle() -> None:
    for _ in range(5):
        QCoreApplication.processEvents()


def test_a_steady_second_repaints_the_time_only(main_window, fake_time):
    w = main_window
    w.controller.start()
    answer_start_question(w)  # nobody is seated: the window asks first
    for _ in range(2):  # the start's own layout (the button says Pause) takes a few rounds
        advance(w, fake_time, 1.0)
        settle()
    spy = EventSpy()
    QApplication.instance().installEventFilter(spy)
    try:
        for _ in range(5):
            advance(w, fake_time, 1.0)
            settle()
    finally:
        QApplication.instance().removeEventFilter(spy)
    assert w.clock_panel.time_label.text() == "09:53"
    assert spy.seen[("Paint", "timeLabel")] == 5
    assert spy.seen[("StyleChange", "timeLabel")] == 0  # no style sheet set again
    for name in ("mainWindow", "clockPanel", "clockDisplay"):  # the layout is left alone
        assert spy.seen[("LayoutRequest", name)] == 0, name
    # what is under the time (the window's background) is painted with it, nothing beside it
    for name in ("structureTable", "summaryPanel", "startButton", "summary_players"):
        assert spy.seen[("Paint", name)] == 0, name


def test_the_last_minute_colours_the_time_once(main_window, fake_time):
    w = main_window
    w.controller.start()
    answer_start_question(w)
    label = w.clock_panel.time_label
    assert label.styleSheet() == ""
    advance(w, fake_time, 539.0)
    spy = EventSpy()
    label.installEventFilter(spy)
    for _ in range(5):
        advance(w, fake_time, 1.0)
    assert label.styleSheet() == "color: #b3261e;"
    assert spy.seen[("StyleChange", "timeLabel")] == 1
    w.controller.pause()
    # paused: the caption grey, which reads at AA on the palette
    assert label.styleSheet() == f"color: {caption_colour(label.palette()).name()};"
