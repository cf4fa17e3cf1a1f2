"""Deals among the players left: ICM, chip-chop and agreed amounts, to the cent."""

from __future__ import annotations

import itertools
import json
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from director.icm import (
    Deal,
    DealMethod,
    IcmError,
    can_deal,
    chip_chop,
    custom_deal,
    icm_deal,
    make_deal,
    remove_from_top,
    verify_deal,
)
from tests.helpers.icm import tables


def test_icm_deal_in_cents_adds_up_exactly():
    amounts = icm_deal([5000, 3000, 2000], [50000, 30000, 20000])
    assert amounts == [38393, 32750, 28857]
    assert sum(amounts) == 100000


def test_chip_chop_guarantees_the_smallest_prize_and_shares_the_rest_by_chips():
    # 200 each, then the remaining 400 by 50/30/20%.
    assert chip_chop([5000, 3000, 2000], [50000, 30000, 20000]) == [40000, 32000, 28000]


def test_chip_chop_never_pays_more_than_first_prize():
    # 200 + 98% of 400 = 592 would be more than first prize: capped at 500, the 92 over goes to
    # the others by chips (equal here).
    assert chip_chop([98, 1, 1], [50000, 30000, 20000]) == [50000, 25000, 25000]


def test_a_deal_can_leave_an_amount_to_play_for():
    deal = make_deal(
        [5000, 3000, 2000],
        [50000, 30000, 20000],
        DealMethod.ICM,
        play_for_cents=5000,
        names=["Anna", "Bruno", "Carla"],
    )
    assert deal.split_prizes_cents == (45000, 30000, 20000)
    assert sum(deal.amounts_cents) == 95000
    assert deal.amounts_cents == (35893, 31250, 27857)
    assert deal.final_amounts(1) == (35893, 36250, 27857)
    assert sum(deal.final_amounts(1)) == 100000
    with pytest.raises(IcmError, match="no player 4"):
        deal.final_amounts(3)
    text = deal.explain()
    assert "€50.00 is left to play for" in text
    assert "Bruno" in text
    assert "€312.50" in text


def test_the_amount_to_play_for_comes_off_the_top_prizes_keeping_their_order():
    assert remove_from_top([1000, 600, 300], 100) == [900, 600, 300]
    assert remove_from_top([1000, 600, 300], 400) == [600, 600, 300]
    assert remove_from_top([1000, 600, 300], 501) == [550, 549, 300]
    assert remove_from_top([1000, 600, 300], 1900) == [0, 0, 0]
    with pytest.raises(IcmError, match="between"):
        remove_from_top([1000, 600, 300], 1901)


def test_a_player_with_no_chips_takes_the_last_prize_in_a_deal():
    assert icm_deal([5000, 0, 5000], [50000, 30000, 20000]) == [40000, 20000, 40000]
    assert chip_chop([5000, 0, 5000], [50000, 30000, 20000]) == [40000, 20000, 40000]


def test_a_deal_on_the_bubble_pays_nothing_for_the_unpaid_place_but_values_the_chips():
    amounts = icm_deal([4000, 3000, 2000, 1000], [50000, 30000, 20000])
    assert sum(amounts) == 100000
    assert amounts == sorted(amounts, reverse=True)
    assert amounts[3] > 0  # the short stack may still finish third
    chopped = chip_chop([4000, 3000, 2000, 1000], [50000, 30000, 20000])
    assert chopped == [40000, 30000, 20000, 10000]  # nothing guaranteed: chips only


def test_a_custom_deal_must_add_up():
    deal = custom_deal([10, 20], [60000, 40000], [45000, 45000], play_for_cents=10000)
    assert deal.method is DealMethod.CUSTOM
    assert deal.final_amounts(0) == (55000, 45000)
    with pytest.raises(IcmError, match=re.escape("add up to €900.00 but €1,000.00 is to be split")):
        custom_deal([10, 20], [60000, 40000], [45000, 45000])
    with pytest.raises(IcmError, match="one amount per player"):
        custom_deal([10, 20], [60000, 40000], [100000])


def test_verify_and_can_deal():
    assert can_deal([10, 20], [600, 400])
    assert not can_deal([10, 20], [600, 400], play_for_cents=2000)
    assert not can_deal([10, -1], [600, 400])
    assert not can_deal([10, 20], [600, 400], method="auction")
    assert not can_deal(list(range(1, 23)), list(range(22, 0, -1)))
    assert can_deal(list(range(1, 23)), list(range(22, 0, -1)), method="chip-chop")
    with pytest.raises(IcmError, match="unknown deal method 'auction'"):
        verify_deal([10, 20], [600, 400], method="auction")
    with pytest.raises(IcmError, match="whole cents"):
        verify_deal([10, 20], [600, 400], play_for_cents=1.5)
    with pytest.raises(IcmError, match="whole number of cents"):
        make_deal([10, 20], [600.0, 400])


def test_a_recorded_deal_reads_back_exactly_and_refuses_damage():
    deal = make_deal([700, 300, 0], [9000, 6000, 3000], "chip-chop", names=["Zoë", "Ugo", "Ada"])
    data = json.loads(json.dumps(deal.to_dict()))
    assert Deal.from_dict(data) == deal
    data["amounts_cents"][0] += 1
    with pytest.raises(IcmError, match="must add up"):
        Deal.from_dict(data)
    with pytest.raises(IcmError, match="damaged"):
        Deal.from_dict({"method": "icm"})


def test_explain_names_the_method_and_every_player():
    text = make_deal([5, 3, 2], [500, 300, 200], "chip-chop").explain(currency="EUR ")
    assert text.startswith("Chip-chop deal among 3 players for the EUR 10.00 still to be paid.")
    assert "guaranteed EUR 2.00" in text
    assert "Player 3" in text
    text = make_deal([5, 0, 2], [500, 300, 200], "icm").explain()
    assert text.startswith("ICM (Malmuth-Harville) deal")
    assert "no chips take the prize of their place" in text


@given(tables(max_players=9, cents=True), st.data())
def test_deals_add_up_to_the_cent(case, data):
    stacks, prizes = case
    play_for = data.draw(st.integers(0, sum(prizes)))
    for method in (DealMethod.ICM, DealMethod.CHIP_CHOP):
        deal = make_deal(stacks, prizes, method, play_for_cents=play_for)
        split = deal.split_prizes_cents
        assert sum(deal.amounts_cents) + play_for == sum(prizes)
        assert sum(split) + play_for == sum(prizes)
        assert list(split) == sorted(split, reverse=True)
        for i, j in itertools.permutations(range(len(stacks)), 2):
            if stacks[i] > stacks[j]:
                assert deal.amounts_cents[i] >= deal.amounts_cents[j]
        live = [a for a, s in zip(deal.amounts_cents, stacks, strict=True) if s > 0]
        assert max(deal.amounts_cents) <= split[0]
        assert min(live) >= split[len(live) - 1]
        assert Deal.from_dict(deal.to_dict()) == deal


def test_a_deal_is_explained_in_italian():
    deal = make_deal([5000, 3000, 0], [50_000, 30_000, 20_000], "chip-chop", play_for_cents=12_345)
    assert deal.explain(lang="it").splitlines() == [
        "Accordo chip-chop fra 3 giocatori per i €1.000,00 ancora da pagare.",
        "€123,45 restano in palio e vanno al vincitore; €876,55 si dividono ora.",
        "Premi divisi: 1° €376,55, 2° €300,00, 3° €200,00.",
        "Ogni giocatore ha garantiti €200,00 (il premio più piccolo diviso); il resto si divide "
        "in proporzione alle chip, senza che nessuno prenda più di €376,55.",
        "I giocatori senza chip prendono il premio del loro posto.",
        "  Giocatore 1         5.000 chip ( 62,5%)         €347,84",
        "  Giocatore 2         3.000 chip ( 37,5%)         €328,71",
        "  Giocatore 3             0 chip (  0,0%)         €200,00",
    ]
    assert deal.explain() == deal.explain(lang="en")
    assert [m.text("it") for m in DealMethod] == [
        "ICM (Malmuth-Harville)",
        "chip-chop",
        "personalizzato",
    ]
    assert [m.label for m in DealMethod] == ["ICM (Malmuth-Harville)", "chip-chop", "custom"]


@pytest.mark.parametrize(
    ("call", "english", "italian"),
    [
        (
            lambda: custom_deal([1, 2], [100, 50], [10, 10]),
            "the amounts add up to €0.20 but €1.50 is to be split; change them so they add up",
            "gli importi sommano a €0,20 ma da dividere ci sono €1,50; cambiali perché tornino",
        ),
        (
            lambda: make_deal([1, 2], [100, 50, 20]),
            "3 prizes for 2 players: give only the prizes of the places still to be decided "
            "(1st to 2nd)",
            "3 premi per 2 giocatori: indica solo i premi dei posti ancora da decidere (dal 1° al 2°)",
        ),
        (
            lambda: make_deal([1], [100, 50]),
            "2 prizes for 1 player: give only the prizes of the places still to be decided "
            "(1st to 1st)",
            "2 premi per 1 giocatore: indica solo i premi dei posti ancora da decidere (dal 1° al 1°)",
        ),
        (
            lambda: make_deal([1, 2], [100, 50], "auction"),
            "unknown deal method 'auction'; use icm or chip-chop",
            "metodo di accordo 'auction' sconosciuto; usa icm o chip-chop",
        ),
        (
            lambda: remove_from_top([1000, 600], 2000),
            "the amount to play for (€20.00) must be between €0.00 and the prizes left (€16.00)",
            "l'importo in palio (€20,00) deve essere tra €0,00 e i premi rimasti (€16,00)",
        ),
    ],
)
def test_a_deal_refused_is_said_in_both_languages(call, english, italian):
    with pytest.raises(IcmError) as err:
        call()
    assert (str(err.value), err.value.text("it")) == (english, italian)


@pytest.mark.parametrize("method", [DealMethod.ICM, DealMethod.CHIP_CHOP])
def test_a_deal_is_rounded_to_the_prizes_unit_and_keeps_the_exact_total(method):
    # Prizes rounded to €5 except first place, which took the odd cents (like the payouts).
    prizes = [30466, 20000, 10000]
    exact = make_deal([5000, 3000, 2000], prizes, method)
    deal = make_deal([5000, 3000, 2000], prizes, method, rounding_cents=500)
    assert sum(deal.amounts_cents) == sum(prizes)
    assert [a % 500 for a in deal.amounts_cents] == [466, 0, 0]  # the odd cents: biggest stack
    assert deal.shares_cents == exact.shares_cents  # the unrounded figures are kept
    for amount, share in zip(deal.amounts_cents[1:], deal.shares_cents[1:], strict=True):
        assert abs(amount - share) < 500
    assert list(deal.amounts_cents) == sorted(deal.amounts_cents, reverse=True)
    assert make_deal([5000, 3000, 2000], prizes, method, rounding_cents=1) == exact


def test_a_rounded_deal_gives_the_spare_notes_to_the_largest_remainders():
    # ICM: 383.93 / 327.50 / 288.57 euros. Rounded down to €5: 380 / 325 / 285, €10 short; the
    # two notes go to the largest remainders (3.93 and 3.57), not to the top places.
    deal = make_deal([5000, 3000, 2000], [50000, 30000, 20000], rounding_cents=500)
    assert deal.amounts_cents == (38500, 32500, 29000)
    assert [round(s) for s in deal.shares_cents] == [38393, 32750, 28857]


def test_a_deal_refuses_a_rounding_unit_that_is_not_whole_cents():
    with pytest.raises(IcmError, match="rounding unit must be whole cents, 1 or more, not 0"):
        make_deal([2, 1], [300, 100], rounding_cents=0)
