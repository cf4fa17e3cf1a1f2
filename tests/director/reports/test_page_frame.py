"""What every sheet shares: same bytes for the same input, embedded fonts, where output goes."""

from __future__ import annotations

import datetime as dt
import hashlib
import io
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reportdata import (
    paid_places,
    payout_sheet,
    pdf_pages,
    pdf_reader,
    results_sheet,
    seating_sheet,
    structure_path,
)

from director.errors import DirectorError
from director.reports import (
    PayoutPlace,
    StructureSheetData,
    render_payouts,
    render_results,
    render_seating,
    render_structure,
)
from director.reports.common import (
    CELL_PAD,
    FONT,
    fitted_cell,
    money,
    register_fonts,
    text_width,
)
from director.structures import load_structure


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
from reportdata import results_sheet, seating_sheet
from director.reports import render_results, render_seating
digest = hashlib.sha256()
digest.update(render_results(results_sheet(200), lang="it"))
digest.update(render_seating(seating_sheet(40), lang="en", paper="letter", by_name=True))
print(digest.hexdigest())
"""


def test_the_same_bytes_in_another_process_with_other_hash_seeds() -> None:
    here = str(Path(__file__).parent)
    digests = set()
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        env.pop("SOURCE_DATE_EPOCH", None)
        run = subprocess.run(
            [sys.executable, "-c", SCRIPT, here],
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


def test_fonts_are_embedded_and_have_every_letter_used() -> None:
    data = payout_sheet(20, names=True)
    pdf = render_payouts(data, lang="it")
    reader = pdf_reader(pdf)
    fonts = reader.pages[0]["/Resources"]["/Font"]
    names = set()
    for ref in fonts.values():
        font = ref.get_object()
        assert font["/Subtype"] == "/TrueType", font  # no standard font left unembedded
        descriptor = font["/FontDescriptor"].get_object()
        assert "/FontFile2" in descriptor
        names.add(str(font["/BaseFont"]).split("+")[-1])
    assert {"DejaVuSans", "DejaVuSans-Bold"} <= names
    text = " ".join(pdf_pages(pdf)[0].split())
    for place in data.places:
        assert place.name in text
    assert "€" in text and "ì" in text and "Ż" in text


def test_creation_date_comes_from_the_data_not_the_clock() -> None:
    data = payout_sheet(10)
    info = pdf_reader(render_payouts(data)).metadata
    assert info["/CreationDate"] == "D:20250614000000+00'00'"
    assert info["/Title"] == f"Montepremi — {data.name}"
    assert info["/Author"] == "Director"
    when = dt.datetime(2026, 3, 1, 21, 15, tzinfo=dt.timezone(dt.timedelta(hours=1)))
    info = pdf_reader(render_payouts(payout_sheet(10, created=when))).metadata
    assert info["/CreationDate"] == "D:20260301201500+00'00'"


def test_output_to_a_path_a_file_object_or_bytes(tmp_path: Path) -> None:
    data = results_sheet(30)
    pdf = render_results(data)
    out = tmp_path / "results.pdf"
    assert render_results(data, out) == out
    assert out.read_bytes() == pdf
    assert render_results(data, str(out)) == out  # a string path; replaced whole
    buf = io.BytesIO()
    assert render_results(data, buf) == pdf
    assert buf.getvalue() == pdf
    assert sorted(p.name for p in tmp_path.iterdir()) == ["results.pdf"]  # no temporary left


def test_output_problems_are_one_line_and_leave_nothing_behind(tmp_path: Path) -> None:
    data = payout_sheet(10)
    with pytest.raises(DirectorError, match=r"the folder .*missing.* does not exist"):
        render_payouts(data, tmp_path / "missing" / "p.pdf")
    with pytest.raises(DirectorError, match="it is a folder"):
        render_payouts(data, tmp_path)
    if os.name == "posix" and os.geteuid() != 0:
        locked = tmp_path / "locked"
        locked.mkdir()
        locked.chmod(0o500)
        try:
            with pytest.raises(DirectorError, match="cannot write"):
                render_payouts(data, locked / "p.pdf")
        finally:
            locked.chmod(0o700)
    assert [p.name for p in tmp_path.iterdir() if p.is_file()] == []
    with pytest.raises(DirectorError, match="unknown language"):
        render_payouts(data, lang="de")
    with pytest.raises(DirectorError, match="unknown paper size"):
        render_payouts(data, paper="legal")


@pytest.mark.parametrize(
    "name",
    [
        "Zoë Dupré",
        "Anna-Maria Bianchi Ferraris della Rovere",
        "Anna-Maria Bianchi Ferraris della Rovere di Sant'Agata e Montebello sul Mincio",
        "Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewissenhaftschaferswessen",
    ],
)
def test_a_name_never_runs_out_of_its_column(name: str) -> None:
    register_fonts()
    width, size = 150.0, 10.0
    cell, shrunk = fitted_cell(name, width, FONT, size, "LEFT")
    room = width - 2 * CELL_PAD
    if isinstance(cell, str):
        assert text_width(cell, FONT, shrunk or size) <= room
        assert shrunk is None or shrunk >= size * 0.8  # shrunk a little, still readable
    else:  # wrapped on several lines, each within the column
        cell.wrap(room, 1000)
        assert len(cell.blPara.lines) > 1
        for line in cell.blPara.lines:
            words = line.words if hasattr(line, "words") else line[1]
            text = " ".join(w if isinstance(w, str) else w.text for w in words)
            assert text_width(text, FONT, cell.style.fontSize) <= room + 0.01


@settings(max_examples=20)
@given(st.lists(st.integers(min_value=1, max_value=10**7), min_size=1, max_size=40))
def test_printed_payouts_add_up_to_the_printed_total(amounts: list[int]) -> None:
    amounts.sort(reverse=True)
    places = tuple(PayoutPlace(i, a) for i, a in enumerate(amounts, 1))
    data = payout_sheet(len(amounts), prize_pool_cents=sum(amounts), places=places)
    pages = pdf_pages(render_payouts(data, lang="en"))
    read = paid_places(pages, "en")
    assert [cents for _, cents, _ in read] == amounts
    decimals = any(a % 100 for a in amounts)
    total = money(sum(amounts), "EUR", "en", decimals=decimals)
    assert f"Total\n{total}\n100" in pages[-1]
