"""The sheets' tables: names shrink, then wrap, and never run out of their column."""

from __future__ import annotations

import pytest

from director.reports.styles import FONT, register_fonts, text_width
from director.reports.tables import CELL_PAD, MIN_SHRINK, column_widths, fitted_cell


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
        assert shrunk is None or shrunk >= size * MIN_SHRINK  # shrunk a little, still readable
    else:  # wrapped on several lines, each within the column
        cell.wrap(room, 1000)
        assert len(cell.blPara.lines) > 1
        for line in cell.blPara.lines:
            words = line.words if hasattr(line, "words") else line[1]
            text = " ".join(w if isinstance(w, str) else w.text for w in words)
            assert text_width(text, FONT, cell.style.fontSize) <= room + 0.01


def test_free_columns_share_what_the_fixed_ones_leave() -> None:
    assert column_widths(300, [50, None, 30, None]) == [50, 110, 30, 110]
    assert column_widths(100, [40, 60]) == [40, 60]
