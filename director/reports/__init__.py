"""Printed sheets as PDF: payouts, results, seating, the structure, and the club's sheets.

The club's (``league``): a league's standings and a player's history.

Each sheet is one function; the GUI's print buttons and ``director report`` call the same ones::

    from director.reports import render_payouts

    render_payouts(tournament, "payouts.pdf", lang="it", paper="a4")  # -> Path
    pdf = render_payouts(tournament.state, lang="en", paper="letter")  # -> bytes

The first argument is an open tournament, one of its states, or the sheet's plain data
(:class:`PayoutSheetData`, ...), which is how tests and other programs print without a
tournament file. The output is byte-for-byte the same for the same input.

Modules: one per sheet (``payouts``, ``results``, ``seating``, ``structure``, ``satellite``,
``bounties``); the page frame every sheet shares (``page``), its tables (``tables``), fonts and
colours (``styles``), how values are written in each language (``format``), where the PDF goes
(``output``), the sheets' plain data (``data``) and that data from a tournament
(``fromtournament``). The words are catalogue
texts (:mod:`director.i18n.sheets`, keys ``sheet.*``).
"""

from director.i18n import Lang
from director.reports.bounties import render_bounties
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
from director.reports.format import LANGS, money, number
from director.reports.league import (
    HistoryRow,
    LeagueRow,
    LeagueSheetData,
    PlayerSheetData,
    render_league,
    render_player_history,
)
from director.reports.page import Paper
from director.reports.payouts import render_payouts
from director.reports.results import render_results
from director.reports.satellite import render_satellite
from director.reports.seating import render_seating
from director.reports.structure import render_structure

__all__ = [
    "LANGS",
    "HistoryRow",
    "Lang",
    "LeagueRow",
    "LeagueSheetData",
    "Paper",
    "PayoutPlace",
    "PayoutSheetData",
    "PlayerSheetData",
    "ResultRow",
    "ResultsSheetData",
    "SeatRow",
    "SeatingSheetData",
    "SheetData",
    "StructureSheetData",
    "money",
    "number",
    "render_bounties",
    "render_league",
    "render_payouts",
    "render_player_history",
    "render_results",
    "render_satellite",
    "render_seating",
    "render_structure",
]
