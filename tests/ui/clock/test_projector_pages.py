"""An announcement too long for the screen turns in pages, each up for some seconds (the page
timer, fired here by hand), instead of shrinking until nobody can read it."""

from __future__ import annotations

from tests.helpers.projector import LONG_NAMES, long_named_room, projector_at, settle
from ui.clock.layout import PAGE_SECONDS, cap_height, floor_px


def four_busts(w, t) -> None:
    out = long_named_room(t, 60)
    stacks = {e: 1000 - 100 * i for i, e in enumerate(out)}  # places by stack (TDA)
    w.document.act(t.entrants.bust, out, by=t.entrants.find("Player 10").id, stacks=stacks)


def test_four_busts_of_one_hand_turn_in_pages(main_window, qtbot):
    w, t = main_window, main_window.tournament
    w.controller.start()
    four_busts(w, t)
    projector = projector_at(w, qtbot, 1280, 720)
    floor = floor_px(1280, 720)

    assert projector.pages["announcement"] == 2
    assert projector.page_timer.isActive()
    assert projector.page_timer.interval() == PAGE_SECONDS * 1000
    seen = []
    for _ in range(3):  # the timer fires: the next page; after the last, the first again
        seen.append(projector.texts["announcement"])
        rows = [line for line in projector.lines if line.key == "announcement"]
        assert all(cap_height(line.font) >= floor for line in rows)
        projector.page_timer.timeout.emit()
        settle()
    assert seen[0] != seen[1] and seen[2] == seen[0]
    for name in LONG_NAMES:  # every bust is up on one page, whole
        assert sum(name in page for page in seen[:2]) == 1, name
    # in the order the room hears them: the bigger stack, the better place, first
    assert "57th place" in seen[0] and "58th place" in seen[0]
    assert "59th place" in seen[1] and "60th place" in seen[1]

    # a new announcement starts on its own first page; one page needs no timer
    w.set_announcement("Final table!")
    settle()
    projector.compose()
    assert projector.texts["announcement"] == "Final table!"
    assert projector.pages["announcement"] == 1
    assert not projector.page_timer.isActive()


def test_a_hidden_projector_turns_no_pages(main_window, qtbot):
    w, t = main_window, main_window.tournament
    w.controller.start()
    four_busts(w, t)
    projector = projector_at(w, qtbot, 1280, 720)
    assert projector.page_timer.isActive()
    projector.hide()
    assert not projector.page_timer.isActive()
    projector.show()
    qtbot.waitExposed(projector)
    settle()
    assert projector.page_timer.isActive()
