"""The buttons on the Tables tab: asked for after the draw, drawn for, moved; the next big blind."""

from __future__ import annotations

from PySide6.QtCore import Qt

from director import seating
from tests.helpers.tables import register
from ui.tables.cards import Hit, Region
from ui.tables.tab import TablesTab

LEFT = Qt.MouseButton.LeftButton


def open_tab(window) -> TablesTab:
    tab = window.tables_tab
    window.tabs.setCurrentWidget(tab)
    window.activateWindow()
    tab.room.setFocus()
    return tab


def next_big_blinds(tab):
    """The seat tagged "next BB" at each table (None where there is none)."""
    out = {}
    for card in tab.room.cards:
        tagged = [s.seat for s in card.seats if s.next_big_blind]
        assert len(tagged) <= 1
        out[card.number] = tagged[0] if tagged else None
    return out


def test_after_the_draw_the_tab_asks_for_the_buttons_and_draws_for_them(
    main_window, tournament, qtbot
):
    t = tournament
    tab = open_tab(main_window)
    t.seating.add_tables(4, seats=9)
    register(t, 30)
    assert tab.button_bar.isHidden()
    qtbot.keyClick(tab.room, Qt.Key.Key_D)  # the seat draw
    assert tab.button_bar.isVisible()
    assert tab.button_bar.label.text().startswith("The button is not set at tables 1, 2, 3, 4.")
    assert next_big_blinds(tab) == {1: None, 2: None, 3: None, 4: None}
    assert all(not tab.room.draw_rect(n).isNull() for n in (1, 2, 3, 4))

    qtbot.mouseClick(tab.button_bar.draw_button, LEFT)
    assert tab.button_bar.isHidden()
    assert all(tab.room.draw_rect(n).isNull() for n in (1, 2, 3, 4))
    shown = next_big_blinds(tab)
    for number, table in t.state.tables.items():
        assert table.button in table.occupants
        assert shown[number] == seating.next_big_blind_seat(table) is not None
        card = tab.room.card(number)
        assert card.seat(table.button).button
    assert main_window.undo_action.iconText() == "Undo draw for the button at 4 tables"
    main_window.undo_action.trigger()
    assert tab.button_bar.isVisible()
    assert next_big_blinds(tab) == {1: None, 2: None, 3: None, 4: None}


def test_each_table_has_its_own_draw_button_and_the_button_moves_with_a_click(
    main_window, tournament, qtbot
):
    t = tournament
    t.seating.add_tables(2, seats=9)
    register(t, 14)
    t.seating.draw_seats()
    tab = open_tab(main_window)
    rect = tab.room.draw_rect(2)
    assert tab.room.hit(rect.center()) == Hit(2, 0, Region.DRAW)
    assert tab.room.tooltip_at(rect.center()).startswith(
        "The button is not set at table 2: click to draw for it (high card)"
    )
    qtbot.mouseClick(tab.room.viewport(), LEFT, pos=rect.center())
    assert t.state.tables[1].button is None
    assert t.state.tables[2].button in t.state.tables[2].occupants
    assert tab.button_bar.label.text().startswith("The button is not set at table 1.")
    assert next_big_blinds(tab)[1] is None and next_big_blinds(tab)[2] is not None

    # the button moves with a click on the spot left of another seat; the next BB follows it
    table = t.state.tables[2]
    seats = sorted(table.occupants)
    elsewhere = next(s for s in seats if s != table.button)
    qtbot.mouseClick(
        tab.room.viewport(), LEFT, pos=tab.room.button_spot_rect(2, elsewhere).center()
    )
    assert t.state.tables[2].button == elsewhere
    assert next_big_blinds(tab)[2] == seating.next_big_blind_seat(t.state.tables[2])
