"""The results of a satellite: the seat winners' prizes read "Seat €250", the cash place its amount."""

import random

from director.clock import ManualTime
from director.reports import render_results
from director.tournament import Price, Settings, Tournament
from tests.helpers.reports import pdf_pages
from tests.helpers.tournament import SMALL


def test_the_seat_winners_are_paid_seats(tmp_path):
    t = Tournament.create(
        tmp_path / "sat.director",
        SMALL,
        Settings(name="Satellite", buy_in=Price(5000), satellite_seat_cents=25_000),
        time=ManualTime(1_800_000_000.0),
        rng=random.Random(3),
    )
    try:
        for i in range(1, 14):
            t.entrants.register(f"Player {i:02d}")  # €650: two seats and €150 to 3rd
        t.close_registration()
        for i in range(13, 2, -1):
            t.entrants.bust(f"Player {i:02d}")
        assert t.state.finished
        page = pdf_pages(render_results(t, lang="en"))[0]
        assert page.count("Seat €250") == 2
        assert "Seat €150" not in page and "€150" in page
        assert pdf_pages(render_results(t, lang="it"))[0].count("Ticket € 250") == 2
    finally:
        t.close()
