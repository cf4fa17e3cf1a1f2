"""The payout sheet of a satellite: its seat rows say "Seat" (Italian "Ticket"), the cash place not."""

import random

from director.clock import ManualTime
from director.reports import render_payouts
from director.reports.fromtournament import payout_data
from director.tournament import Price, Settings, Tournament
from tests.helpers.reports import pdf_pages
from tests.helpers.tournament import SMALL


def test_seat_rows_say_seat_and_the_cash_place_its_amount(tmp_path):
    t = Tournament.create(
        tmp_path / "sat.director",
        SMALL,
        Settings(name="Satellite", buy_in=Price(5000, 500), satellite_seat_cents=25_000),
        time=ManualTime(1_800_000_000.0),
        rng=random.Random(3),
    )
    try:
        for i in range(1, 34):
            t.entrants.register(f"Player {i:02d}")
        assert payout_data(t).seats == 6
        english = pdf_pages(render_payouts(t, lang="en"))[0]
        assert english.count("Seat €250") == 6
        assert "€150" in english and "Seat €150" not in english
        italian = pdf_pages(render_payouts(t, lang="it"))[0]
        assert italian.count("Ticket € 250") == 6
        t.update_settings(satellite_seat_cents=0)
        assert payout_data(t).seats == 0
        assert "Seat" not in pdf_pages(render_payouts(t, lang="en"))[0]
    finally:
        t.close()
