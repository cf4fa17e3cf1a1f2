"""The draw for the button at new tables: one record, one undo, only where it is missing."""

from __future__ import annotations

import pytest

from director import seating
from director.tournament import TournamentError
from tests.helpers.tournament import register


def test_the_draw_for_the_button_sets_each_table_in_play_once_and_undoes_in_one(make):
    t = make()
    t.seating.add_tables(3)
    register(t, *[f"P{i}" for i in range(14)])
    t.seating.draw_seats()  # 14 players fill two tables; the third stays unused
    assert all(x.button is None for x in t.state.tables.values())
    record = t.seating.draw_buttons()
    assert [n for n, _ in record.buttons] == [1, 2]
    for number, seat in record.buttons:
        table = t.state.tables[number]
        assert table.button == seat and seat in table.occupants
        assert seating.next_big_blind_seat(table) in table.occupants
    assert t.state.tables[3].button is None
    assert t.undo_label() == "Undo draw for the button at 2 tables"
    assert t.undo_label("it") == "Annulla sorteggio del bottone a 2 tavoli"
    with pytest.raises(TournamentError) as refused:
        t.seating.draw_buttons()
    assert refused.value.key == "err.buttons_all_set"
    t.undo()
    assert all(x.button is None for x in t.state.tables.values())


def test_the_draw_at_one_table_leaves_the_others_and_refuses_a_table_with_its_button(make):
    t = make()
    t.seating.add_tables(3)
    register(t, *[f"P{i}" for i in range(14)])
    t.seating.draw_seats()
    t.seating.set_button(1, min(t.state.tables[1].occupants))
    record = t.seating.draw_buttons([2])
    assert record.label(t.state).text("en") == "draw for the button at table 2"
    assert t.state.tables[1].button == min(t.state.tables[1].occupants)
    for table, key in ((1, "err.button_already_set"), (3, "err.button_few_players")):
        with pytest.raises(TournamentError) as refused:
            t.seating.verify_draw_buttons([table])
        assert refused.value.key == key


def test_the_draw_for_the_button_needs_tables_in_play(make):
    t = make()
    with pytest.raises(TournamentError) as refused:
        t.seating.draw_buttons()
    assert refused.value.key == "err.no_tables"
