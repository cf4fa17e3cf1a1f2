"""Seats plus remainder always equal the pool (hypothesis): any entries, rebuys, fees, seat value."""

import random
import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from director.clock import ManualTime
from director.tournament import Price, RebuyRules, Settings, Tournament
from director.tournament import satellite as sat
from tests.helpers.tournament import SMALL


@settings(max_examples=25, deadline=None)
@given(
    entries=st.integers(1, 25),
    rebuys=st.lists(st.integers(0, 24), max_size=12),
    buy_in=st.integers(100, 20_000),
    fee=st.integers(0, 2_000),
    fee_percent_bp=st.integers(0, 2_500),
    seat=st.integers(100, 200_000),
)
def test_a_tournament_pays_its_whole_pool_in_seats_and_cash(
    entries, rebuys, buy_in, fee, fee_percent_bp, seat
):
    rules = RebuyRules(Price(buy_in, fee), chips=1000, until_level=4)
    with tempfile.TemporaryDirectory() as folder:
        t = Tournament.create(
            Path(folder) / "s.director",
            SMALL,
            Settings(
                buy_in=Price(buy_in, fee),
                fee_percent_bp=fee_percent_bp,
                rebuy=rules,
                satellite_seat_cents=seat,
            ),
            time=ManualTime(1_800_000_000.0),
            rng=random.Random(1),
        )
        try:
            ids = [t.entrants.register(f"P{i}").entry for i in range(entries)]
            for i in rebuys:
                t.money.rebuy(ids[i % entries])
            pool = t.money.summary().prize_pool_cents
            paid = t.money.payouts()
            prizes = sat.prizes_of(t.state)
            assert prizes.seats * seat + prizes.remainder_cents == pool
            if pool >= seat and prizes.places <= entries:  # else refused when asked
                assert sum(paid) == pool
                assert paid[: prizes.seats] == (seat,) * prizes.seats
            assert len(paid) <= entries  # places are per person
            if pool < seat:
                assert paid == ()
        finally:
            t.close()
