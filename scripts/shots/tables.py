"""The Tables tab: the buttons to set after the draw, the room with buttons and the next big
blind, hand for hand asked away from the bubble and on (``<lang>-tables-*.png``)."""

from __future__ import annotations

from shots.common import Shots


def shoot(shots: Shots) -> None:
    """The room before and after the draw for the button, then hand for hand."""
    w = shots.window
    tab = w.tables_tab
    w.tabs.setCurrentWidget(tab)
    shots.save(w, "tables-1-buttons-not-set")
    tab.draw_buttons()
    shots.save(w, "tables-2-buttons-next-bb")
    tab.toggle_hand_for_hand()  # 25 players left: not the bubble, so it asks
    box = tab.h4h_question
    assert box is not None, "hand-for-hand away from the bubble asked nothing"
    shots.save(box, "tables-3-hand-for-hand-question")
    box.button(box.StandardButton.Yes).click()
    shots.settle()
    tab.table_done(1)
    shots.save(w, "tables-4-hand-for-hand-on")
