"""Prize amounts worked out from a table: rounding, minimum cash, places, ties, and properties."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from director.errors import DirectorError
from director.payouts import (
    Cents,
    PayoutError,
    compute_payouts,
    default_payout_table,
    load_payout_table,
    loads_payout_table,
    payout_rows,
    shipped_payout_tables,
    split_tied_places,
)

SIMPLE = """\
name: Simple
brackets:
  - up_to: 6
    pay: [100]
  - up_to: 10
    pay: [65, 35]
  - pay: [50, 30, 20]
"""


def test_fifty_entries_of_twenty_euros_with_the_club_table():
    # 50 entries: 7 places at 35/21/14/10.5/8/6.5/5 % of 1,000 euros.
    assert compute_payouts(100_000, 50) == (35000, 21000, 14000, 10500, 8000, 6500, 5000)


def test_rounding_to_five_euros_sends_the_leftover_to_the_top_places():
    t = loads_payout_table(SIMPLE)
    # 123 euros at 50/30/20: 61.50, 36.90, 24.60 -> 60, 35, 20 in 5-euro notes; 8 euros are left:
    # one note to first place, and the 3 euros no note can pay also go to first place.
    assert compute_payouts(12_300, 11, t, rounding_cents=500) == (6800, 3500, 2000)
    # 137 euros: 65, 40, 25 (130) leave 7: one note and the odd 2 euros to first place.
    assert compute_payouts(13_700, 11, t, rounding_cents=500) == (7200, 4000, 2500)
    # 149 euros: 70, 40, 25 (135) leave 14: a note to 1st and to 2nd, the odd 4 euros to 1st.
    assert compute_payouts(14_900, 11, t, rounding_cents=500) == (7900, 4500, 2500)


def test_a_pool_not_divisible_by_the_unit_gives_the_odd_cents_to_first_place():
    t = loads_payout_table(SIMPLE)
    assert compute_payouts(100_037, 8, t) == (65037, 35000)
    assert compute_payouts(100_037, 8, t, rounding_cents=1) == (65025, 35012)


def test_a_minimum_cash_pays_fewer_places():
    t = loads_payout_table(SIMPLE)
    assert compute_payouts(10_000, 20, t, minimum_cash_cents=2000) == (5000, 3000, 2000)
    # 20% of 90 euros is 18: below a 20-euro minimum, so two places (the table's 65/35 row).
    assert compute_payouts(9_000, 20, t, minimum_cash_cents=2000) == (5900, 3100)
    # Not even 35% reaches the minimum: the winner takes the whole pool.
    assert compute_payouts(5_000, 20, t, minimum_cash_cents=2000) == (5000,)
    # 100 entries of 20 euros, 5-euro notes, at least 50 euros: the table's 15 places would pay
    # 33 euros to the last ones, so fewer are paid, and one place more would go below 50.
    club = compute_payouts(200_000, 100, rounding_cents=500, minimum_cash_cents=5000)
    assert default_payout_table().places_paid(100) == 15
    assert 1 < len(club) < 15
    assert min(club) >= 5000
    assert compute_payouts(200_000, 100, rounding_cents=500, places=len(club) + 1)[-1] < 5000


def test_places_overrides_the_table():
    t = loads_payout_table(SIMPLE)
    assert compute_payouts(10_000, 50, t, places=2) == (6500, 3500)
    # The club table's own 4-place row.
    assert compute_payouts(100_000, 200, places=4) == (45000, 27000, 17000, 11000)
    # 11 places: no row pays exactly 11, so the 12-place row is cut to 11 and scaled to 100%.
    eleven = compute_payouts(100_000, 200, places=11, rounding_cents=1)
    assert len(eleven) == 11
    assert sum(eleven) == 100_000
    with pytest.raises(PayoutError, match="pays at most 3 places, not 4"):
        compute_payouts(10_000, 50, t, places=4)
    with pytest.raises(PayoutError, match="at least 1 place"):
        compute_payouts(10_000, 50, t, places=0)


def test_never_more_places_than_entries():
    t = loads_payout_table("name: Wide\nbrackets:\n  - pay: [50, 30, 20]\n")
    assert compute_payouts(10_000, 2, t) == (6300, 3700)  # 50/30 scaled to 62.5/37.5
    assert compute_payouts(10_000, 1, t) == (10_000,)
    assert compute_payouts(10_000, 2, places=5) == (6500, 3500)
    assert t.percentages(2) == (Fraction("62.5"), Fraction("37.5"))


@pytest.mark.parametrize(
    ("pool", "entries", "kwargs", "expected"),
    [
        (0, 0, {}, ()),  # nothing at all
        (0, 30, {}, ()),  # a freeroll without prizes
        (2_000, 1, {}, (2_000,)),  # one entry takes it all
        (700, 12, {"rounding_cents": 500}, (700,)),  # tiny pool: 7 euros, 5-euro notes
        (1, 30, {}, (1,)),  # one cent
        (12_345, 30, {"rounding_cents": 100_000}, (12_345,)),  # unit bigger than the pool
    ],
)
def test_edge_cases(pool, entries, kwargs, expected):
    assert compute_payouts(pool, entries, **kwargs) == expected


@pytest.mark.parametrize(
    ("args", "kwargs", "message"),
    [
        ((10_000, 0), {}, "no entries: there is nobody to pay yet"),
        ((-1, 10), {}, "the prize pool cannot be negative"),
        ((10_000, -3), {}, "the number of entries cannot be negative"),
        ((100.5, 10), {}, "the prize pool must be a whole number"),
        ((10_000, True), {}, "the number of entries must be a whole number"),
        ((10_000, 10), {"rounding_cents": 0}, "at least 1 cent"),
        ((10_000, 10), {"minimum_cash_cents": -1}, "the minimum cash cannot be negative"),
    ],
)
def test_bad_requests_are_one_clear_line(args, kwargs, message):
    with pytest.raises(PayoutError) as err:
        compute_payouts(*args, **kwargs)
    assert message in str(err.value)
    assert "\n" not in str(err.value)
    assert isinstance(err.value, DirectorError)


def test_rows_for_the_command_line():
    assert payout_rows((700, 300)) == [
        {"place": 1, "amount_cents": 700},
        {"place": 2, "amount_cents": 300},
    ]


def test_tied_players_share_the_prizes_of_their_places():
    assert split_tied_places([5000, 3000, 2000], 2, 2) == (2500, 2500)
    assert split_tied_places([5000, 3001, 2000], 2, 2) == (2501, 2500)
    assert split_tied_places([5000, 3000, 2000], 3, 2) == (1000, 1000)  # 4th pays nothing
    assert split_tied_places([5000, 3000, 2000], 5, 2) == (0, 0)
    with pytest.raises(PayoutError):
        split_tied_places([5000], 0, 1)


SHIPPED = [load_payout_table(p) for p in shipped_payout_tables()]


@given(
    pool=st.integers(0, 10**9),
    entries=st.integers(1, 3000),
    unit=st.sampled_from([1, 5, 50, 100, 500, 1000, 2000, 5000]) | st.integers(1, 10**6),
    minimum=st.sampled_from([0, 0, 1000, 5000]) | st.integers(0, 10**6),
    places=st.none() | st.integers(1, 99),
    index=st.integers(0, len(SHIPPED) - 1),
)
def test_payouts_never_increase_and_always_add_up_to_the_pool(
    pool, entries, unit, minimum, places, index
):
    t = SHIPPED[index]
    amounts = compute_payouts(
        pool, entries, t, rounding_cents=unit, minimum_cash_cents=minimum, places=places
    )
    assert sum(amounts) == pool
    assert list(amounts) == sorted(amounts, reverse=True)
    if pool == 0:
        assert amounts == ()
        return
    assert all(a > 0 for a in amounts)
    assert len(amounts) <= min(entries, places or t.places_paid(entries))
    assert all(a % unit == 0 for a in amounts[1:])
    if len(amounts) > 1:
        assert amounts[-1] >= minimum


@pytest.mark.parametrize(
    ("args", "kwargs", "italian"),
    [
        (
            (123_456, 0),
            {},
            "un montepremi di 1.234,56 ma nessuna iscrizione: non c'è ancora nessuno da pagare",
        ),
        ((-1, 10), {}, "il montepremi non può essere sotto zero (-1)"),
        ((100.5, 10), {}, "il montepremi deve essere un numero intero, non 100.5"),
        (
            (10_000, 10),
            {"rounding_cents": 0},
            "l'unità di arrotondamento deve essere di almeno 1 centesimo",
        ),
        ((10_000, 10), {"places": 0}, "va pagato almeno 1 posto"),
    ],
)
def test_bad_requests_are_said_in_italian_too(args, kwargs, italian):
    with pytest.raises(PayoutError) as err:
        compute_payouts(*args, **kwargs)
    assert err.value.text("it") == italian


def test_money_in_a_message_is_written_the_language_s_way():
    assert (Cents(123_456).text(), Cents(123_456).text("it")) == ("1,234.56", "1.234,56")
    assert (Cents(5).text(), Cents(5).text("it")) == ("0.05", "0,05")
