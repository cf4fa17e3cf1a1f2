"""The seating sheet: the list by table and seat, the list by name, the seat cards."""

from __future__ import annotations

import math
import re

import pytest

from director.errors import DirectorError
from director.reports import SeatingSheetData, SeatRow, render_seating
from director.reports.seating import CARD_COLUMNS, CARD_ROWS, sort_key
from tests.helpers.reports import EVENT, LONG_NAME, pdf_pages, seating_sheet

PER_PAGE = CARD_COLUMNS * CARD_ROWS


def flat(text: str) -> str:
    return " ".join(text.split())


def card_pages(pages: list[str], lang: str = "it") -> list[str]:
    word = "TAVOLO" if lang == "it" else "TABLE"
    return [p for p in pages if word in p]


def cards_on(page: str, lang: str = "it") -> list[tuple[str, int, int]]:
    """(name, table, seat) of each card on a page, read back from its text."""
    table, seat = ("TAVOLO", "POSTO") if lang == "it" else ("TABLE", "SEAT")
    # Each card: the tournament on a line of its own, the name on one or two lines, then the
    # table and the seat.
    pattern = re.compile(
        rf"(?:^|\n){re.escape(EVENT)}\n([^\n]+(?:\n[^\n]+)?)\n{table}\n(\d+)\n{seat}\n(\d+)(?=\n)"
    )
    return [(" ".join(n.split()), int(t), int(s)) for n, t, s in pattern.findall(lines(page))]


def lines(page: str) -> str:
    """The page's lines without the spaces the extraction leaves around them."""
    return "\n".join(line.strip() for line in page.splitlines())


def test_small_event_list_by_table_then_one_card_per_player() -> None:
    data = seating_sheet(23)
    pages = pdf_pages(render_seating(data, lang="it"))
    first = lines(pages[0])
    assert first.startswith("POSTI A SEDERE\n" + EVENT)
    assert "23 giocatori a 3 tavoli" in first
    assert "Per tavolo\nTavolo\nPosto\nGiocatore" in first
    text = flat(first)
    where = [text.find(f"{s.table} {s.seat} {s.name}") for s in data.seats]
    assert all(w >= 0 for w in where)
    assert where == sorted(where)  # table by table, seat by seat
    cards = card_pages(pages)
    assert len(cards) == math.ceil(23 / PER_PAGE)
    printed = [c for page in cards for c in cards_on(page)]
    assert printed == [(s.name, s.table, s.seat) for s in data.seats]
    assert all("Ritagliare lungo i segni" in page for page in cards)
    assert all(p.startswith(f"Cartellini dei posti — {EVENT}") for p in cards)


def test_a_thousand_players_paginate_and_every_one_gets_a_card() -> None:
    data = seating_sheet(1000)
    pages = pdf_pages(render_seating(data, lang="en", paper="letter"))
    cards = card_pages(pages, "en")
    lists = pages[: len(pages) - len(cards)]
    assert len(cards) == 100
    assert len(lists) > 1
    for i, page in enumerate(pages, 1):
        assert f"Page {i} of {len(pages)}" in page
    for page in lists:  # two columns a page, each with its header
        assert lines(page).count("Table\nSeat\nPlayer") in (1, 2)
    assert sum(lines(p).count("Table\nSeat\nPlayer") for p in lists) > len(lists)
    printed = [c for page in cards for c in cards_on(page, "en")]
    assert printed == [(s.name, s.table, s.seat) for s in data.seats]


def test_list_by_name_ignores_accents_and_case() -> None:
    seats = (
        SeatRow(1, 1, "Zoë Dupré"),
        SeatRow(1, 2, "émile Zola"),
        SeatRow(2, 1, "Łukasz Żółć"),
        SeatRow(2, 2, "D'Angelo Nicolò"),
        SeatRow(2, 3, "anna Bianchi"),
    )
    data = SeatingSheetData(name=EVENT, seats=seats)
    pages = pdf_pages(render_seating(data, lang="it", by_table=False, by_name=True, cards=False))
    assert len(pages) == 1
    page = lines(pages[0])
    assert "In ordine alfabetico\nGiocatore\nTavolo\nPosto" in page
    start = page.index("In ordine alfabetico")
    order = [page.find(n, start) for n in ("anna", "D'Angelo", "émile", "Łukasz", "Zoë")]
    assert order == sorted(order), order
    assert sort_key("Élodie") < sort_key("Emma") < sort_key("Éric")


def test_cards_only_start_on_the_first_page_and_long_names_stay_whole() -> None:
    seats = tuple(SeatRow(1, s, f"{LONG_NAME} {s}") for s in range(1, 4))
    data = SeatingSheetData(name=EVENT, seats=seats)
    pages = pdf_pages(render_seating(data, lang="en", by_table=False, cards=True))
    assert len(pages) == 1
    assert pages[0].startswith(f"Seat cards — {EVENT}")
    found = cards_on(pages[0], "en")
    assert [t for _, t, _ in found] == [1, 1, 1]
    # A name too long for one line goes on two; it may be cut short but starts as written.
    for (name, _, seat), s in zip(found, seats, strict=True):
        assert s.name.startswith(name.rstrip("…")), name
        assert seat == s.seat


def test_nobody_seated_and_nothing_chosen() -> None:
    empty = SeatingSheetData(name=EVENT)
    assert "Nobody is seated." in pdf_pages(render_seating(empty, lang="en"))[0]
    with pytest.raises(DirectorError, match="nothing to print"):
        render_seating(seating_sheet(5), by_table=False, by_name=False, cards=False)
    with pytest.raises(ValueError, match="same seat"):
        SeatingSheetData(name=EVENT, seats=(SeatRow(1, 1, "A"), SeatRow(1, 1, "B")))


@pytest.mark.parametrize(
    ("lang", "said"), [("it", "7 giocatori a 1 tavolo"), ("en", "7 players at 1 table")]
)
def test_one_table_is_said_in_the_singular(lang: str, said: str) -> None:
    first = lines(pdf_pages(render_seating(seating_sheet(7), lang=lang))[0])
    assert said in first
