"""The projector's layout per shape of screen: a screen on its side stacks the blocks down its
height; a 4:3 projector keeps the figures at least as large as the payouts under them."""

from __future__ import annotations

from tests.helpers.projector import long_named_room, projector_at
from ui.clock.layout import Shape, cap_height, floor_px, shape_of


def break_ahead(t) -> None:
    """The deep-stack structure, which has breaks: the figures say when the next one comes."""
    from director.structures import load_structure, shipped_structures

    deep = next(p for p in shipped_structures() if p.name == "deep-stack.yaml")
    t.change_structure(load_structure(deep))


def rows_of(projector, key: str) -> list:
    return [line for line in projector.lines if line.key == key]


def test_the_shape_of_a_screen_picks_its_layout():
    assert shape_of(1920, 1080) is Shape.WIDE
    assert shape_of(1280, 800) is Shape.WIDE  # 16:10
    assert shape_of(1024, 768) is Shape.SQUARE
    assert shape_of(1080, 1920) is Shape.TALL


def test_a_portrait_screen_stacks_the_figures_and_uses_its_height(main_window, qtbot):
    w, t = main_window, main_window.tournament
    long_named_room(t, 30)
    break_ahead(t)
    w.controller.start()
    projector = projector_at(w, qtbot, 1080, 1920)

    stats = rows_of(projector, "stats")
    # one figure a row: the next break, the players, the average, the prize pool
    assert [r.text.split()[0] for r in stats] == ["Break", "Players", "Avg", "Prize"]
    floor = floor_px(1080, 1920)
    assert min(cap_height(r.font) for r in stats) >= 1.5 * floor  # not 20 px in an empty band
    # the blocks reach down the screen, with no empty band between them
    tops = sorted(line.rect.top() for line in projector.lines)
    bottoms = sorted(line.rect.bottom() for line in projector.lines)
    assert bottoms[-1] > 0.85 * 1920
    gaps = [b - a for a, b in zip(bottoms, tops[1:], strict=False)]
    assert max(gaps) < 0.1 * 1920
    assert projector.rects["time"].width() > 0.8 * 1080  # the time as wide as the screen


def test_a_4_3_projector_keeps_the_figures_above_the_payouts(main_window, qtbot):
    w, t = main_window, main_window.tournament
    long_named_room(t, 60)
    break_ahead(t)
    w.controller.start()
    projector = projector_at(w, qtbot, 1024, 768)

    assert len(projector.texts["stats"]) > 60  # a long line of figures (the break, the pool)
    stats, payouts = rows_of(projector, "stats"), rows_of(projector, "payouts")
    assert stats and payouts
    assert min(cap_height(r.font) for r in stats) >= max(cap_height(r.font) for r in payouts)
    assert projector.rects["stats"].bottom() < projector.rects["payouts"].top()
    assert projector.rects["time"].height() > projector.rects["blinds"].height() * 2
