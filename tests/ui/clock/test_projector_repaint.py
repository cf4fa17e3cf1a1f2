"""The projector repaints, each second, only the lines that changed, and looks exactly as a whole
repaint would: the time, the last minute's red, the break and the new level."""

from tests.helpers.main_window import advance
from tests.helpers.projector import looks_as_repainted, running_projector, settle


def test_a_second_repaints_the_time_not_the_whole_wall(main_window, qtbot, fake_time):
    w = main_window
    spy = running_projector(w, qtbot)
    advance(w, fake_time, 1.0)
    settle()
    assert len(spy.regions) == 1
    painted, p = spy.regions[0], w.projector
    assert painted.contains(p.rects["time"].toRect())
    for line in ("title", "level", "next"):
        assert not painted.intersects(p.rects[line].toRect()), line
    area = sum(r.width() * r.height() for r in list(painted))
    assert area < p.width() * p.height() / 2


def test_a_tick_that_shows_the_same_second_paints_nothing(main_window, qtbot, fake_time):
    w = main_window
    spy = running_projector(w, qtbot)
    fake_time.advance(0.3)  # woken early: the second shown has not changed
    w.controller.poll()
    settle()
    assert spy.regions == []


def test_partial_repaints_look_exactly_like_a_whole_repaint(main_window, qtbot, fake_time):
    w = main_window
    spy = running_projector(w, qtbot)
    steps = [1.0] * 3 + [536.0] + [1.0] * 3 + [58.0, 1.0, 1.0, 1.0]  # 10 minutes a level
    looks = set()
    for seconds in steps:
        advance(w, fake_time, seconds)
        settle()
        v = w.controller.view()
        looks.add((v.index, v.last_minute))
        # the whole window painted from scratch, and what the partial repaints left on screen
        assert looks_as_repainted(w.projector), v
    assert looks == {(0, False), (0, True), (1, False)}  # level, last minute, the new level
    assert any(r.boundingRect() != w.projector.rect() for r in spy.regions)


def test_a_break_and_its_end_look_exactly_like_a_whole_repaint(qtbot, fake_time, speaker, tmp_path):
    from director.structures import loads_structure
    from director.tournament import Settings, Tournament
    from ui.document import Document
    from ui.main_window import MainWindow

    s = loads_structure(
        "name: B\nstarting_stack: 1000\nlevel_minutes: 2\nlevels:\n"
        "  - blinds: 10-20\n  - break: 2\n    color_up: [5]\n  - blinds: 20-40\n"
    )
    t = Tournament.create(tmp_path / "b.director", s, Settings(name="B"), time=fake_time)
    w = MainWindow(Document(t), speaker)
    qtbot.addWidget(w)
    qtbot.addWidget(w.projector)
    w.show()
    running_projector(w, qtbot)
    for seconds in (119.0, 1.0, 1.0, 1.0, 60.0, 1.0, 57.0, 1.0, 1.0, 1.0):
        advance(w, fake_time, seconds)
        settle()
        assert looks_as_repainted(w.projector), w.controller.view()
    assert w.controller.view().index == 2
    t.close()


def test_the_projector_paints_nothing_while_minimised(main_window, qtbot, fake_time):
    w = main_window
    spy = running_projector(w, qtbot)
    w.projector.showMinimized()
    settle()
    spy.regions.clear()
    advance(w, fake_time, 1.0)
    settle()
    assert spy.regions == []
    w.projector.showNormal()
    settle()
    assert spy.regions  # shown again: painted at once, with the time now
    assert looks_as_repainted(w.projector)
