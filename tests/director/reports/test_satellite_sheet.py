"""The satellite winners sheet: seats and the cash place, read back from the PDF, both languages."""

import random

import pytest

from director.clock import ManualTime
from director.errors import DirectorError
from director.reports.satellite import render_satellite, satellite_data
from director.tournament import Price, Settings, Tournament
from tests.helpers.reports import pdf_pages
from tests.helpers.tournament import SMALL


@pytest.fixture
def satellite(tmp_path):
    t = Tournament.create(
        tmp_path / "sat.director",
        SMALL,
        Settings(name="Satellite", buy_in=Price(5000, 500), satellite_seat_cents=25_000),
        time=ManualTime(1_800_000_000.0),
        rng=random.Random(3),
    )
    for i in range(1, 34):
        t.entrants.register(f"Player {i:02d}")
    t.close_registration()
    yield t
    t.close()


def test_the_winners_sheet_lists_the_seats_and_the_cash_place(satellite):
    t = satellite
    for i in range(33, 7, -1):
        t.entrants.bust(f"Player {i:02d}")
    t.entrants.bust("Player 07")  # the bubble: six players left, six seats
    data = satellite_data(t)
    assert (data.seats, data.seat_cents, data.remainder_cents) == (6, 25_000, 15_000)
    seats = [r for r in data.rows if r.seat]
    assert [r.name for r in seats] == [f"Player {i:02d}" for i in range(1, 7)]
    assert all(r.amount_cents == 25_000 and r.tied_to == 6 for r in seats)
    cash = [r for r in data.rows if not r.seat]
    assert [(r.place, r.name, r.amount_cents) for r in cash] == [(7, "Player 07", 15_000)]
    english = "\n".join(pdf_pages(render_satellite(t, lang="en")))
    assert "SATELLITE WINNERS" in english
    assert "Seats: 6 × €250 · 7th: €150" in english
    assert english.count("Seat") >= 7  # the summary and six rows
    assert "Player 07" in english and "Cash" in english
    italian = "\n".join(pdf_pages(render_satellite(t, lang="it")))
    assert "VINCITORI DEL SATELLITE" in italian
    assert "Ticket: 6 × € 250 · 7°: € 150" in italian and "Contanti" in italian


def test_before_the_end_the_places_to_come_have_a_line_for_the_name(satellite):
    data = satellite_data(satellite)
    assert [(r.place, r.seat, r.name) for r in data.rows] == [
        *((p, True, "") for p in range(1, 7)),
        (7, False, ""),
    ]


def test_a_tournament_that_is_not_a_satellite_is_refused(tmp_path):
    t = Tournament.create(tmp_path / "n.director", SMALL, Settings(), time=ManualTime(0.0))
    try:
        with pytest.raises(DirectorError, match="not a satellite"):
            satellite_data(t)
    finally:
        t.close()
