"""Printed sheets as PDF: payouts, results, seating (with seat cards) and the blind structure.

Each sheet is one function; the GUI's print buttons and ``director report`` call the same ones::

    from director.reports import render_payouts

    render_payouts(tournament, "payouts.pdf", lang="it", paper="a4")  # -> Path
    pdf = render_payouts(tournament.state, lang="en", paper="letter")  # -> bytes

The first argument is an open tournament, one of its states, or the sheet's plain data
(:class:`PayoutSheetData`, ...), which is how tests and other programs print without a
tournament file. The output is byte-for-byte the same for the same input.
"""

from director.reports.common import Paper, money, number
from director.reports.data import (
    PayoutPlace,
    PayoutSheetData,
    ResultRow,
    ResultsSheetData,
    SeatingSheetData,
    SeatRow,
    SheetData,
    StructureSheetData,
)
from director.reports.payouts import render_payouts
from director.reports.results import render_results
from director.reports.seating import render_seating
from director.reports.structure import render_structure
from director.reports.texts import LANGS, Lang

__all__ = [
    "LANGS",
    "Lang",
    "Paper",
    "PayoutPlace",
    "PayoutSheetData",
    "ResultRow",
    "ResultsSheetData",
    "SeatRow",
    "SeatingSheetData",
    "SheetData",
    "StructureSheetData",
    "money",
    "number",
    "render_payouts",
    "render_results",
    "render_seating",
    "render_structure",
]
