"""View ▸ Estimated end on the projector: the wall says when the night should end, if wanted."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from tests.helpers.main_window import advance
from tests.helpers.payouts import register
from tests.helpers.projector import projector_at


def stats_line(w, qtbot) -> str:
    s = w.summary
    while s.background.polling:  # the estimate runs off the GUI thread
        s.background.wait()
    return projector_at(w, qtbot, 1280, 720).texts.get("stats", "")


def test_the_wall_shows_the_estimated_end_only_when_asked(
    main_window, tournament, fake_time, qtbot
):
    t, w = tournament, main_window
    register(t, 30)
    t.seating.add_tables(4)
    t.seating.draw_seats()
    assert not w.end_action.isChecked()  # off unless the director wants it
    w.end_action.trigger()
    assert "Ends about" not in stats_line(w, qtbot)  # not started: no time of day yet
    w.controller.start()
    advance(w, fake_time, 35 * 60)
    line = stats_line(w, qtbot)
    end = w.summary.estimated_end()
    assert end is not None and w.summary.labels["estimate"].text().startswith(end)
    assert f"Ends about {end}" in line
    assert QSettings().value("projector/estimated_end", False, bool) is True
    w.end_action.trigger()
    assert "Ends about" not in stats_line(w, qtbot)
    assert QSettings().value("projector/estimated_end", True, bool) is False
