"""Long tables are laid out a page at a time: the same pages as one table, each page's work small."""

from __future__ import annotations

import pytest

from director.reports import render_results, render_seating, tables
from director.reports.tables import Column, PagedTable, sheet_table
from tests.helpers.reports import pdf_pages, pdf_reader, results_sheet, seating_sheet


def _as_one_table(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tables, "PAGED_ROWS", 1_000_000)


def _drawn(pdf: bytes) -> list[bytes]:
    """What each page draws (text, lines, stripes), as PDF operators."""
    return [page.get_contents().get_data() for page in pdf_reader(pdf).pages]


def test_a_paged_results_sheet_has_the_pages_of_one_table(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    data = results_sheet(700, left=0)
    paged = render_results(data, lang="it")
    _as_one_table(monkeypatch)
    whole = render_results(data, lang="it")
    assert len(pdf_pages(paged)) > 10
    # The same rows on the same pages, header repeated, stripes, totals kept with the last rows.
    assert _drawn(paged) == _drawn(whole)


def test_a_paged_seating_list_has_the_pages_of_one_table(monkeypatch: pytest.MonkeyPatch) -> None:
    data = seating_sheet(400)
    paged = render_seating(data, lang="en")
    _as_one_table(monkeypatch)
    assert _drawn(paged) == _drawn(render_seating(data, lang="en"))


def test_each_page_measures_only_the_rows_that_can_reach_it() -> None:
    rows = [[str(i), f"Player {i}"] for i in range(1, 2001)]
    table = sheet_table([Column("#", 40), Column("Name", 200, fit=True)], rows)
    assert isinstance(table, PagedTable)
    height, seen = 700.0, []
    piece = table
    while isinstance(piece, PagedTable):
        piece.wrap(400, height)
        parts = piece.split(400, height)
        page, piece = parts[0], (parts[1] if len(parts) > 1 else None)
        body = page._cellvalues[1:]  # the header is repeated on every page
        assert len(body) <= 60  # about 40 rows fit: never the whole table measured again
        seen += [r[0] for r in body]
    assert seen == [str(i) for i in range(1, 2001)]
