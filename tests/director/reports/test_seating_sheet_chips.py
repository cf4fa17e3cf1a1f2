"""Seat cards with each player's starting chips, when the tournament has a chip set."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

from director.clock import ManualTime
from director.reports import render_seating
from director.reports.fromtournament import seating_data
from director.structures import loads_structure
from director.structures.chipset import ChipSet, breakdown
from director.tournament import Settings, Tournament
from tests.helpers.reports import EVENT, pdf_pages, people, seating_sheet

CASE = ChipSet.parse("25:400,100:600,500:200,1000:400,5000:100")
STRUCTURE = """\
name: Night
starting_stack: 10000
level_minutes: 20
levels:
  - blinds: 25-50
  - blinds: 50-100
"""


def flat(text: str) -> str:
    return " ".join(text.split())


def test_each_card_says_the_starting_chips() -> None:
    data = dataclasses.replace(
        seating_sheet(12), starting_chips=((25, 8), (100, 8), (500, 4), (1000, 7), (5000, 2))
    )
    pages = pdf_pages(render_seating(data, lang="en", by_table=False))
    said = "Starting chips: 8 × 25, 8 × 100, 4 × 500, 7 × 1,000, 2 × 5,000"
    assert [flat(p).count(said) for p in pages] == [10, 2]  # ten cards a page, one each
    italian = pdf_pages(render_seating(data, lang="it", by_table=False))
    assert flat(italian[0]).count("Chip iniziali: 8 × 25, 8 × 100, 4 × 500, 7 × 1.000") == 10


def test_without_a_chip_set_the_cards_say_only_the_seat() -> None:
    pages = pdf_pages(render_seating(seating_sheet(12), lang="en", by_table=False))
    assert not any("Starting chips" in p for p in pages)
    assert pages[0].count(EVENT) >= 10


def make(path: Path, chipset: ChipSet | None, players: int) -> Tournament:
    t = Tournament.create(
        path,
        loads_structure(STRUCTURE),
        Settings(name=EVENT, chipset=chipset),
        time=ManualTime(),
        rng=random.Random(3),
    )
    t.seating.add_tables((players + 8) // 9)
    t.entrants.register_many([{"name": n} for n in people(players)])
    t.seating.draw_seats()
    return t


def test_a_tournament_with_a_chip_set_prints_its_breakdown(tmp_path: Path) -> None:
    with make(tmp_path / "t.director", CASE, 14) as t:
        data = seating_data(t)
        assert data.starting_chips == breakdown(10_000, 14, CASE).counts
        assert dict(data.starting_chips) == {25: 8, 100: 8, 500: 4, 1000: 7}
        pages = pdf_pages(render_seating(t, lang="it", by_table=False))
    text = flat(" ".join(pages))
    assert text.count("Chip iniziali: 8 × 25, 8 × 100, 4 × 500, 7 × 1.000") == 14


def test_a_chip_set_too_small_for_the_field_prints_no_chips(tmp_path: Path) -> None:
    small = ChipSet.parse("25:40,100:60,500:20,1000:40")  # four players' worth
    with make(tmp_path / "t.director", small, 14) as t:
        assert seating_data(t).starting_chips == ()
        pages = pdf_pages(render_seating(t, lang="en", by_table=False))
    assert not any("Starting chips" in p for p in pages)


def test_the_structures_counts_stand_for_the_set(tmp_path: Path) -> None:
    counted = STRUCTURE.replace(
        "levels:", "chips: {25: 400, 100: 600, 500: 200, 1000: 400}\nlevels:"
    )
    t = Tournament.create(tmp_path / "t.director", counted, Settings(name=EVENT), time=ManualTime())
    with t:
        t.seating.add_tables(1)
        t.entrants.register_many([{"name": n} for n in people(5)])
        t.seating.draw_seats()
        assert dict(seating_data(t).starting_chips) == {25: 8, 100: 8, 500: 4, 1000: 7}
