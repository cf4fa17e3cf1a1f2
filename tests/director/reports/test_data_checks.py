"""The sheets' plain data: checked when made, so a sheet never prints nonsense."""

from __future__ import annotations

import datetime as dt

import pytest

from director.reports import PayoutPlace, ResultRow, ResultsSheetData, SeatingSheetData, SeatRow
from tests.helpers.reports import payout_sheet


def test_bad_data_is_refused_when_made() -> None:
    with pytest.raises(ValueError, match="places are 1, 2, 3"):
        payout_sheet(10, places=(PayoutPlace(2, 100),))
    with pytest.raises(ValueError, match="places are 1, 2, 3"):
        payout_sheet(10, places=(PayoutPlace(1, 100, tied_to=2), PayoutPlace(2, 100)))
    with pytest.raises(ValueError, match="same places"):
        payout_sheet(10, places=(PayoutPlace(1, 1, tied_to=2), PayoutPlace(1, 1, tied_to=3)))
    tie = (PayoutPlace(1, 150, tied_to=2), PayoutPlace(1, 150, tied_to=2), PayoutPlace(3, 50))
    assert payout_sheet(10, places=tie).paid_cents == 350
    with pytest.raises(ValueError, match="cannot be negative"):
        PayoutPlace(1, -5)
    with pytest.raises(ValueError, match="needs the tournament's name"):
        payout_sheet(10, name="  ")
    with pytest.raises(ValueError, match="three-letter code"):
        payout_sheet(10, currency="euro")


def test_results_are_in_finishing_order_and_ties_print_as_a_range() -> None:
    rows = (
        ResultRow(3, "Anna"),
        ResultRow(4, "Bruno", tied_to=5),
        ResultRow(4, "Carla", tied_to=5),
    )
    data = ResultsSheetData(name="Lunedì", entries=5, players_left=2, rows=rows)
    assert [r.place_text for r in data.rows] == ["3", "4-5", "4-5"]
    with pytest.raises(ValueError, match="finishing order"):
        ResultsSheetData(name="Lunedì", entries=5, rows=(ResultRow(4, "B"), ResultRow(3, "A")))
    with pytest.raises(ValueError, match="cannot be negative"):
        ResultRow(1, "Anna", prize_cents=-1)
    with pytest.raises(ValueError, match="a tie spans several places"):
        ResultRow(2, "Anna", tied_to=2)
    with pytest.raises(ValueError, match=r"the date is a datetime\.date"):
        ResultsSheetData(name="Lunedì", entries=5, date="2025-06-14")  # type: ignore[arg-type]
    assert ResultsSheetData(name="Lunedì", entries=5, date=dt.date(2025, 6, 14)).rows == ()


def test_seats_are_numbered_from_one_and_sorted_by_table_and_seat() -> None:
    data = SeatingSheetData(
        name="Lunedì", seats=(SeatRow(2, 1, "Carla"), SeatRow(1, 3, "Bruno"), SeatRow(1, 1, "Anna"))
    )
    assert [(s.table, s.seat) for s in data.seats] == [(1, 1), (1, 3), (2, 1)]
    assert data.tables == (1, 2)
    with pytest.raises(ValueError, match="numbered from 1"):
        SeatRow(0, 1, "Anna")
