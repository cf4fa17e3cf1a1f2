"""The seating sheet of a real room: the unused tables are not printed as tables in play."""

from __future__ import annotations

import random

from director.clock import ManualTime
from director.reports import render_seating
from director.reports.fromtournament import seating_data
from director.structures import load_structure
from director.tournament import Settings, Tournament
from tests.helpers.reports import pdf_pages, structure_path


def test_fourteen_players_at_seven_tables_print_at_the_two_tables_in_play(tmp_path) -> None:
    with Tournament.create(
        tmp_path / "t.director",
        load_structure(structure_path()),
        Settings(name="Room"),
        time=ManualTime(),
        rng=random.Random(3),
    ) as t:
        t.seating.add_tables(7)
        t.entrants.register_many([{"name": f"Player {i:02d}"} for i in range(14)])
        t.seating.draw_seats()
        data = seating_data(t)
    assert sorted({s.table for s in data.seats}) == [1, 2]
    first = pdf_pages(render_seating(data, lang="en"))[0]
    assert "14 players at 2 tables" in first
