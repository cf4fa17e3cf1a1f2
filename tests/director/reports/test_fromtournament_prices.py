"""The printed sheets read the money as collected: a price changed later rewrites nothing."""

from __future__ import annotations

import random
from pathlib import Path

from director.clock import ManualTime
from director.reports import render_payouts, render_results
from director.reports.fromtournament import payout_data, results_data
from director.structures import load_structure
from director.tournament import Price, PriceChange, Settings, Tournament
from tests.helpers.reports import pdf_pages, structure_path


def test_the_sheets_print_the_pool_collected_after_a_price_changed_from_now_on(
    tmp_path: Path,
) -> None:
    t = Tournament.create(
        tmp_path / "prices.director",
        load_structure(structure_path()),
        Settings(name="Venerdì", buy_in=Price(2000, 500), places_paid=1),
        time=ManualTime(),
        rng=random.Random(1),
    )
    with t:
        for name in ("Ada", "Bea", "Cid", "Dan"):
            t.entrants.register(name, seat=False)
        t.update_settings(PriceChange.FROM_NOW, buy_in=Price(5000, 1000))
        t.entrants.register("Eva", seat=False)
        payouts, results = payout_data(t), results_data(t)
        pages = pdf_pages(render_payouts(t, lang="en"))
        results_page = pdf_pages(render_results(t, lang="en"))[0]
    # 4 × 20 + 50 into the pool, 4 × 5 + 10 to the house: not 5 × 50 and 5 × 10
    assert (payouts.prize_pool_cents, payouts.fee_cents) == (13_000, 3000)
    assert results.prize_pool_cents == 13_000
    assert "Prize pool\n€130" in pages[0]
    assert "€250" not in pages[0]
    assert "€130" in results_page
