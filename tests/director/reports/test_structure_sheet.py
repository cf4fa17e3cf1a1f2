"""The structure sheet: every level and break, its amounts, length and start time."""

from __future__ import annotations

import datetime as dt

import pytest

from director.reports import StructureSheetData, render_structure
from director.reports.format import clock_time, elapsed, number
from director.structures import Break, Level, load_structure, loads_structure
from tests.helpers.reports import DAY, EVENT, VENUE, pdf_pages, pdf_reader, structure_path


def sheet(name: str, **kw: object) -> StructureSheetData:
    return StructureSheetData(
        name=EVENT, date=DAY, venue=VENUE, structure=load_structure(structure_path(name)), **kw
    )


def rows(page: str) -> list[str]:
    return [line.strip() for line in page.splitlines()]


def test_every_level_with_its_blinds_and_clock_time_from_the_start_given() -> None:
    data = sheet("club-50")
    pages = pdf_pages(render_structure(data, lang="it", start=dt.time(20, 30)))
    assert len(pages) == 1  # it goes on the table: one page
    page = pages[0]
    assert "STRUTTURA DEI BUI" in page
    assert EVENT in page and "sabato 14 giugno 2025 · Circolo Il Faro, Bologna" in page
    for header in ("Livello", "Piccolo buio", "Grande buio", "Durata", "Inizio"):
        assert header in page
    s = data.structure
    text = "\n".join(rows(page))
    for i, e in enumerate(s.entries):
        assert isinstance(e, Level)
        start = clock_time(20 * 60 + 30 + s.start_second(i) // 60)
        line = (
            f"{e.number}\n{number(e.small_blind, 'it')}\n{number(e.big_blind, 'it')}\n"
            f"{e.seconds // 60} min\n{start}"
        )
        assert line in text, line
    assert "20:30" in page and "1.000" in page  # Italian thousands
    end = clock_time(20 * 60 + 30 + s.total_seconds // 60)
    assert f"Fine della struttura: {end}" in page


def test_without_a_start_time_the_times_count_from_the_start_in_english() -> None:
    data = sheet("deep-stack")
    page = pdf_pages(render_structure(data, lang="en", paper="letter"))[0]
    assert "BLIND STRUCTURE" in page
    assert "Saturday 14 June 2025" in page
    for header in ("Level", "Small blind", "Big blind", "Ante", "Length", "From start"):
        assert header in page
    s = data.structure
    for i, e in enumerate(s.entries):
        assert elapsed(s.start_second(i) // 60) in page
        if isinstance(e, Break):
            chips = e.color_up[0]
            assert f"Break · colour up the {number(chips, 'en')}" in page
    assert "BB 80,000" in page  # a big blind ante
    assert "Starting stack 30,000" in page
    assert "Piccolo buio" not in page


def test_stud_prints_bets_and_bring_in_and_a_mixed_structure_names_each_game() -> None:
    stud = pdf_pages(render_structure(sheet("stud"), lang="en"))[0]
    assert "Bets" in stud and "Bring-in" in stud and "Small blind" not in stud
    assert "5,000 / 10,000" in stud
    mixed = pdf_pages(render_structure(sheet("mixed-holdem-stud"), lang="it"))[0]
    assert "Gioco" in mixed and "NLHE" in mixed and "7CS" in mixed
    assert "Piccolo buio" in mixed and "Puntate" in mixed and "Bring-in" in mixed


def test_a_bare_structure_is_titled_with_its_own_name() -> None:
    s = load_structure(structure_path("turbo"))
    page = pdf_pages(render_structure(s, lang="en"))[0]
    assert s.name in page
    assert "Printed with Director" in page


def test_a_very_long_structure_goes_on_several_pages_with_the_header_repeated() -> None:
    levels = "\n".join(f"  - blinds: {n}-{2 * n}" for n in range(10, 1210, 10))
    s = loads_structure(
        f"name: Marathon\ngame: nlhe\nstarting_stack: 100000\n"
        f"level_minutes: 30\nlevels:\n{levels}\n"
    )
    pdf = render_structure(s, lang="it")
    pages = pdf_pages(pdf)
    assert len(pages) > 1
    for i, page in enumerate(pages, 1):
        assert "Livello" in page and "Grande buio" in page
        assert f"Pagina {i} di {len(pages)}" in page
    # Every level once, in order, across the pages.
    text = "\n".join(pages)
    where = [
        text.find(f"\n{n}\n{number(10 * n, 'it')}\n{number(20 * n, 'it')}\n") for n in range(1, 121)
    ]
    assert all(w >= 0 for w in where)
    assert where == sorted(where)


@pytest.mark.parametrize(("paper", "size"), [("a4", (595, 842)), ("letter", (612, 792))])
def test_paper_size(paper: str, size: tuple[int, int]) -> None:
    reader = pdf_reader(render_structure(sheet("club-50"), paper=paper))
    box = reader.pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == size
