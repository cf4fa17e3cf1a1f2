"""A satellite's split of the pool: seats of the value, the remainder in cash (hypothesis)."""

from hypothesis import given
from hypothesis import strategies as st

from director.payouts.satellite import satellite_payouts, split


def test_hand_computed_splits():
    assert split(150_000, 25_000).amounts(100) == (25_000,) * 6
    assert split(165_000, 25_000).amounts(100) == (25_000,) * 6 + (15_000,)
    assert satellite_payouts(20_000, 25_000, 4) == ()
    assert satellite_payouts(165_000, 25_000, 3) == (25_000,) * 3  # places are per person


@given(pool=st.integers(0, 10**11), seat=st.integers(1, 10**8))
def test_seats_times_value_plus_remainder_is_the_pool(pool, seat):
    prizes = split(pool, seat)
    assert prizes.seats * seat + prizes.remainder_cents == pool
    assert 0 <= prizes.remainder_cents < seat
    assert len(prizes.amounts(50)) <= 50
    if prizes.places <= 50:
        assert sum(prizes.amounts(50)) == pool
