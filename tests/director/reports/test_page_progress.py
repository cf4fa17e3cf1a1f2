"""A sheet says each page as it is laid out, and stops when told to: nothing is written."""

from __future__ import annotations

from pathlib import Path

import pytest

from director.reports import render_seating
from director.reports.page import reporting_pages
from tests.helpers.reports import pdf_pages, seating_sheet


class Stop(Exception):
    pass


def test_each_page_is_reported_as_it_is_laid_out(tmp_path: Path) -> None:
    pages: list[int] = []
    with reporting_pages(pages.append):
        out = render_seating(seating_sheet(120), tmp_path / "seating.pdf", lang="it")
    count = len(pdf_pages(Path(out).read_bytes()))
    assert count > 10
    assert pages == list(range(1, count + 1))
    render_seating(seating_sheet(20), lang="it")  # outside the block: nobody is told
    assert pages == list(range(1, count + 1))


def test_stopping_on_a_page_writes_nothing(tmp_path: Path) -> None:
    def stop_at_third(page: int) -> None:
        if page == 3:
            raise Stop

    out = tmp_path / "seating.pdf"
    with reporting_pages(stop_at_third), pytest.raises(Stop):
        render_seating(seating_sheet(120), out, lang="it")
    assert list(tmp_path.iterdir()) == []
