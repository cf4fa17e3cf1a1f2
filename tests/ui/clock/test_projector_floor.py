"""No text on the projector under the size a room reads from 10 m, however much there is to say:
two busts of one hand with long names, many places paid, a paused clock, a long title."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from tests.helpers.projector import LONG_NAMES, long_named_room, projector_at
from ui.clock.layout import cap_height, floor_px


def check_floor(projector) -> int:
    """Every row painted is at least the floor tall, inside the window, over no other row;
    returns the floor."""
    floor = floor_px(projector.width(), projector.height())
    window = QRectF(projector.rect())
    assert projector.lines
    for line in projector.lines:
        assert cap_height(line.font) >= floor, (line.key, line.text, cap_height(line.font))
        assert line.rect.height() >= floor, (line.key, line.text)
        assert window.contains(line.rect), (line.key, line.text)
    for i, a in enumerate(projector.lines):
        for b in projector.lines[i + 1 :]:
            assert not a.rect.intersects(b.rect), (a.text, b.text)
    return floor


def test_two_busts_and_many_payouts_at_1280x720_stay_above_the_floor(main_window, qtbot):
    w, t = main_window, main_window.tournament
    t.update_settings(name="Torneo del Venerdì del Circolo Poker Roma Tre Fontane")
    first, second = long_named_room(t, 60)[:2]
    w.controller.start()
    w.controller.pause()  # "PAUSED · LEVEL 1": the longest level line
    by = t.entrants.find("Player 10").id
    w.document.act(t.entrants.bust, [first, second], by=by, stacks={first: 900, second: 800})
    projector = projector_at(w, qtbot, 1280, 720)

    assert check_floor(projector) == 24  # 16 minutes of arc at 10 m on a 2.5 m picture
    assert len(t.money.payouts()) >= 8  # many places paid: the top ones and the next
    assert projector.texts["payouts"].count("°") == 5
    # both busts are up at once, each whole, neither shrunk under the floor
    said = projector.texts["announcement"]
    assert LONG_NAMES[0] in said and LONG_NAMES[1] in said
    assert projector.pages["announcement"] == 1
    assert [line.key for line in projector.lines].count("announcement") == 2


def test_the_floor_follows_the_screen(main_window, qtbot):
    long_named_room(main_window.tournament, 30)
    main_window.controller.start()
    for width, height, floor in ((1920, 1080, 36), (1024, 768, 26), (1080, 1920, 36)):
        projector = projector_at(main_window, qtbot, width, height)
        assert check_floor(projector) == floor
