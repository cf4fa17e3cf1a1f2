"""The projector: type a room can read, the break and the last minute look different, the screen
is remembered."""

from PySide6.QtCore import Qt

from tests.helpers.main_window import advance, answer_start_question
from ui.clock.projector import ProjectorWindow
from ui.common.sizes import screen_of
from ui.main_window import MainWindow


def test_projector_type_is_large_enough_at_full_hd(main_window, qtbot):
    w = main_window
    w.controller.start()
    answer_start_question(w)  # nobody is seated: the window asks first
    for width, height in ((1920, 1080), (1280, 720)):
        w.projector.resize(width, height)
        w.projector.compose()
        assert w.projector.rects["time"].height() >= height / 4
        assert w.projector.rects["blinds"].height() >= height / 10
        for key, rect in w.projector.rects.items():  # every line inside the window
            assert rect.left() >= 0, key
            assert rect.right() <= width, key
            assert rect.top() >= 0, key
            assert rect.bottom() <= height, key
    assert w.projector.cursor().shape() == Qt.CursorShape.BlankCursor


def test_projector_renders_without_errors(main_window, qtbot):
    w = main_window
    w.show_projector()
    qtbot.waitExposed(w.projector)
    w.projector.resize(1280, 720)
    image = w.projector.grab().toImage()
    assert image.width() == 1280
    # dark background, and the time painted in a light colour in the middle
    assert image.pixelColor(5, 5).lightness() < 40


def test_break_and_last_minute_look_different(qtbot, fake_time, speaker, tmp_path):
    from director.structures import loads_structure
    from director.tournament import Settings, Tournament
    from ui.document import Document

    s = loads_structure(
        "name: B\nstarting_stack: 1000\nlevel_minutes: 10\nlevels:\n"
        "  - blinds: 10-20\n  - break: 5\n    color_up: [5]\n  - blinds: 20-40\n"
    )
    t = Tournament.create(tmp_path / "b.director", s, Settings(name="B"), time=fake_time)
    w = MainWindow(Document(t), speaker)
    qtbot.addWidget(w)
    qtbot.addWidget(w.projector)
    w.controller.start()
    answer_start_question(w)  # nobody is seated: the window asks first
    advance(w, fake_time, 540)
    advance(w, fake_time, 20)
    w.projector.compose()
    normal_colour = w.projector._time_colour(w.controller.view())
    assert w.controller.view().last_minute
    advance(w, fake_time, 40)
    v = w.controller.view()
    assert v.is_break
    w.projector.compose()
    assert w.projector.texts["level"] == "BREAK"
    assert w.projector.texts["blinds"] == "Colour up the 5 chips"
    assert w.projector.texts["announcement"] == "Break: colour up the 5 chips"
    assert speaker.played == ["level", "minute", "break"]
    image = w.projector.grab().toImage()
    assert image.pixelColor(w.projector.width() // 2, 5) != normal_colour
    advance(w, fake_time, 300)
    assert speaker.played[-1] == "break_end"  # once, not also the level sound
    assert speaker.played.count("level") == 1
    w.projector.compose()
    assert w.announcement == ""  # cleared when play resumes
    assert w.projector.texts["announcement"] == "Last levels of the structure"
    # a chime that is already late (the laptop slept) is not played
    advance(w, fake_time, 590)
    assert speaker.played[-1] == "break_end"
    t.close()


def test_remembered_projector_screen(main_window, qtbot):
    w = main_window
    w.show_projector(fullscreen=False)
    screen, full = ProjectorWindow.remembered_screen()
    assert screen is screen_of(w.projector)
    assert full is False
