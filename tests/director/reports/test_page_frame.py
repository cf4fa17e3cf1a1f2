"""The page frame every sheet shares: the same bytes for the same input, metadata, paper."""

from __future__ import annotations

import datetime as dt
import hashlib
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from director.errors import DirectorError
from director.reports import (
    StructureSheetData,
    render_payouts,
    render_results,
    render_seating,
    render_structure,
)
from director.reports.page import Paper, check_paper, created_at
from director.structures import load_structure
from tests.helpers.reports import (
    payout_sheet,
    pdf_pages,
    pdf_reader,
    results_sheet,
    seating_sheet,
    structure_path,
)

TOP = Path(__file__).resolve().parents[3]


def structure_sheet() -> StructureSheetData:
    return StructureSheetData(
        name="Deep", date=dt.date(2025, 6, 14), structure=load_structure(structure_path())
    )


SHEETS: dict[str, tuple[Callable[..., Any], Callable[[], Any]]] = {
    "payouts": (render_payouts, lambda: payout_sheet(120, names=True)),
    "results": (render_results, lambda: results_sheet(300)),
    "seating": (render_seating, lambda: seating_sheet(60)),
    "structure": (render_structure, structure_sheet),
}


@pytest.mark.parametrize("sheet", SHEETS)
@pytest.mark.parametrize(("lang", "paper"), [("it", "a4"), ("en", "letter")])
def test_the_same_input_gives_the_same_bytes(sheet: str, lang: str, paper: str) -> None:
    render, make = SHEETS[sheet]
    first = render(make(), lang=lang, paper=paper)
    second = render(make(), lang=lang, paper=paper)
    assert isinstance(first, bytes) and first.startswith(b"%PDF-")
    assert first == second
    other = render(make(), lang="en" if lang == "it" else "it", paper=paper)
    assert other != first  # and the options do change it


SCRIPT = """
import hashlib, sys
sys.path.insert(0, sys.argv[1])
from tests.helpers.reports import results_sheet, seating_sheet
from director.reports import render_results, render_seating
digest = hashlib.sha256()
digest.update(render_results(results_sheet(200), lang="it"))
digest.update(render_seating(seating_sheet(40), lang="en", paper="letter", by_name=True))
print(digest.hexdigest())
"""


def test_the_same_bytes_in_another_process_with_other_hash_seeds() -> None:
    digests = set()
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        env.pop("SOURCE_DATE_EPOCH", None)
        run = subprocess.run(
            [sys.executable, "-c", SCRIPT, str(TOP)],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        digests.add(run.stdout.strip())
    digest = hashlib.sha256()
    digest.update(render_results(results_sheet(200), lang="it"))
    digest.update(render_seating(seating_sheet(40), lang="en", paper="letter", by_name=True))
    assert digests == {digest.hexdigest()}


def test_creation_date_comes_from_the_data_not_the_clock() -> None:
    data = payout_sheet(10)
    info = pdf_reader(render_payouts(data)).metadata
    assert info["/CreationDate"] == "D:20250614000000+00'00'"
    assert info["/Title"] == f"Montepremi — {data.name}"
    assert info["/Author"] == "Director"
    when = dt.datetime(2026, 3, 1, 21, 15, tzinfo=dt.timezone(dt.timedelta(hours=1)))
    info = pdf_reader(render_payouts(payout_sheet(10, created=when))).metadata
    assert info["/CreationDate"] == "D:20260301201500+00'00'"


def test_created_at_is_utc_the_days_midnight_or_nothing() -> None:
    day = dt.date(2025, 6, 14)
    local = dt.datetime(2025, 6, 14, 21, 30, tzinfo=dt.timezone(dt.timedelta(hours=2)))
    assert created_at(day, local) == dt.datetime(2025, 6, 14, 19, 30)
    assert created_at(day, dt.datetime(2025, 6, 14, 8, 0)) == dt.datetime(2025, 6, 14, 8, 0)
    assert created_at(day, None) == dt.datetime(2025, 6, 14)
    assert created_at(None, None) is None


def test_pages_after_the_first_have_the_running_header_and_every_page_a_footer() -> None:
    pages = pdf_pages(render_results(results_sheet(300), lang="en"))
    assert len(pages) > 2
    for number, page in enumerate(pages, 1):
        assert "Printed with Director" in page
        assert f"Page {number} of {len(pages)}" in page
        if number > 1:
            header = f"Results — {results_sheet(1).name}\nSaturday 14 June 2025\nPlace\n"
            assert page.startswith(header)


def test_an_unknown_paper_is_one_line_for_a_person() -> None:
    with pytest.raises(DirectorError, match=r"unknown paper size 'a3'.*use a4 or letter") as info:
        check_paper("a3")
    assert info.value.key == "sheet.err.paper"
    assert info.value.text("it") == "formato di carta 'a3' sconosciuto; usa a4 o letter"
    assert check_paper("LETTER") is Paper.LETTER
    assert Paper.A4.size == pytest.approx((595.28, 841.89), abs=0.01)
    assert Paper.LETTER.size == (612, 792)
