"""ICM equities and deals: published examples, a brute-force reference, and properties."""

from __future__ import annotations

import itertools
import json
import math
import re
from fractions import Fraction

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from director.errors import DirectorError
from director.icm import (
    MAX_EXACT_PLAYERS,
    Deal,
    DealMethod,
    IcmError,
    can_deal,
    chip_chop,
    custom_deal,
    icm_deal,
    icm_equities,
    make_deal,
    remove_from_top,
    verify_deal,
)


def harville_by_permutations(stacks: list[int], prizes: list[float]) -> list[float]:
    """The textbook definition: sum over every finishing order of its probability."""
    n = len(stacks)
    table = list(prizes) + [0] * (n - len(prizes))
    live = [i for i in range(n) if stacks[i] > 0]
    dead = [i for i in range(n) if stacks[i] == 0]
    out = [Fraction(0)] * n
    for order in itertools.permutations(live):
        p = Fraction(1)
        left = sum(stacks)
        for i in order:
            p *= Fraction(stacks[i], left)
            left -= stacks[i]
        for place, i in enumerate(order):
            out[i] += p * Fraction(table[place])
    for i in dead:
        out[i] = Fraction(sum(table[len(live) :])) / len(dead)
    return [float(x) for x in out]


# --------------------------------------------------------------------------------------------
# Known results
# --------------------------------------------------------------------------------------------


def test_the_classic_three_player_example():
    # Worked by hand: A (5000 of 10000 chips) wins 1/2 the time; A is second after B wins
    # (0.3 * 5/7) or after C wins (0.2 * 5/8) = 0.3393; third 0.1607.
    # A = 500 * 0.5 + 300 * 0.3393 + 200 * 0.1607 = 383.93; B = 327.50; C = 288.57,
    # the figures every ICM calculator publishes for this example.
    eq = icm_equities([5000, 3000, 2000], [500, 300, 200])
    assert [round(x, 2) for x in eq] == [383.93, 327.50, 288.57]


def test_a_published_four_player_final_table():
    # Stacks 5000/3000/1500/500, prizes 500/300/200 (one player out of the money): a published
    # Malmuth-Harville result gives 377.78, 312.89, 225.60, 83.73.
    eq = icm_equities([5000, 3000, 1500, 500], [500, 300, 200])
    assert [round(x, 2) for x in eq] == [377.78, 312.89, 225.60, 83.73]


def test_the_textbook_two_prize_example():
    # 50/30/20% of the chips, prizes 70 and 30: about 45, 32 and 22 (the encyclopaedia's example).
    eq = icm_equities([50, 30, 20], [70, 30])
    assert [round(x) for x in eq] == [45, 32, 23]
    assert eq == pytest.approx([45 + 5 / 28, 32.25, 22 + 4 / 7])


def test_heads_up_is_the_second_prize_plus_a_chip_share_of_the_difference():
    eq = icm_equities([7000, 3000], [1000, 600])
    assert eq == pytest.approx([600 + 400 * 0.7, 600 + 400 * 0.3])


def test_equal_stacks_share_equally_and_the_order_of_players_does_not_matter():
    assert icm_equities([100] * 6, [60, 40, 20]) == pytest.approx([20.0] * 6)
    a = icm_equities([400, 100, 900, 250], [50, 30, 15, 5])
    b = icm_equities([900, 250, 400, 100], [50, 30, 15, 5])
    assert [a[2], a[3], a[0], a[1]] == pytest.approx(b)


def test_winner_takes_all_is_the_chip_share():
    assert icm_equities([1, 2, 3, 4], [1000]) == pytest.approx([100, 200, 300, 400])


def test_players_with_no_chips_take_the_prize_of_their_place():
    eq = icm_equities([5000, 0, 3000, 2000], [500, 300, 200, 100])
    assert eq[1] == 100
    assert [eq[0], eq[2], eq[3]] == pytest.approx(icm_equities([5000, 3000, 2000], [500, 300, 200]))
    # Two busted in the same hand with equal stacks tie and share 3rd and 4th.
    eq = icm_equities([0, 600, 0, 400], [500, 300, 200, 100])
    assert eq[0] == eq[2] == 150
    assert eq[1] + eq[3] == pytest.approx(800)


def test_more_players_than_prizes_pays_nothing_for_the_other_places():
    eq = icm_equities([300, 300, 300, 100], [60, 40])
    assert sum(eq) == pytest.approx(100)
    assert eq[3] < eq[0]


def test_twenty_players_with_twenty_prizes_is_exact():
    stacks = [1000 * (i + 1) for i in range(MAX_EXACT_PLAYERS)]
    prizes = list(range(2000, 0, -100))
    eq = icm_equities(stacks, prizes)
    assert sum(eq) == pytest.approx(sum(prizes))
    assert eq == sorted(eq)
    # The chip leader's chance to win is exactly the chip share, so equity is at least that much
    # of first prize plus the smallest prize for the rest of the time.
    share = stacks[-1] / sum(stacks)
    assert eq[-1] > share * 2000 + (1 - share) * 100


def test_many_players_with_few_prizes_take_the_quick_path():
    stacks = [100 + 7 * i for i in range(40)]
    eq = icm_equities(stacks, [500, 300, 200])
    assert sum(eq) == pytest.approx(1000)
    assert eq == sorted(eq)


def test_both_exact_methods_agree():
    from director.icm import _harville_layered, _harville_subsets

    stacks = [113, 2500, 870, 40, 1999, 600, 600, 3, 1200, 950, 77, 4100, 260]
    prizes = [float(p) for p in range(1300, 0, -100)]
    a = _harville_layered(stacks, prizes, len(prizes))
    b = _harville_subsets(stacks, prizes)
    assert a == pytest.approx(b, rel=1e-12)


# --------------------------------------------------------------------------------------------
# Bad input
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("stacks", "prizes", "message"),
    [
        ([], [1], "no players"),
        ([100, -5], [2, 1], "player 2's stack is -5"),
        ([0, 0, 0], [3, 2, 1], "nobody has any chips"),
        ([100, 2.5], [2, 1], "whole number of chips"),
        ([100, True], [2, 1], "whole number of chips"),
        ([100, 200], [1, 2], "list the prizes from first place down"),
        ([100, 200], [2, -1], "negative"),
        ([100, 200], [3, 2, 1], "3 prizes for 2 players"),
        ([100, 200], [float("nan")], "must be a number"),
        ([100, 200], ["500"], "must be a number"),
        (list(range(1, 25)), list(range(24, 0, -1)), "too big to compute"),
    ],
)
def test_bad_input_is_one_clear_line(stacks, prizes, message):
    with pytest.raises(IcmError) as err:
        icm_equities(stacks, prizes)
    assert message in str(err.value)
    assert "\n" not in str(err.value)
    assert isinstance(err.value, DirectorError)


# --------------------------------------------------------------------------------------------
# Deals
# --------------------------------------------------------------------------------------------


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


# --------------------------------------------------------------------------------------------
# Properties
# --------------------------------------------------------------------------------------------


@st.composite
def tables(draw, max_players=7, cents=False, allow_zero_stacks=True):
    n = draw(st.integers(1, max_players))
    low = 0 if allow_zero_stacks else 1
    stacks = draw(st.lists(st.integers(low, 10**7), min_size=n, max_size=n))
    assume(any(stacks))
    k = draw(st.integers(0, n))
    prize = st.integers(0, 10**8) if cents else st.integers(0, 10**6)
    prizes = sorted(draw(st.lists(prize, min_size=k, max_size=k)), reverse=True)
    return stacks, prizes


@given(tables(max_players=6))
def test_equities_match_the_definition_over_every_finishing_order(case):
    stacks, prizes = case
    assert icm_equities(stacks, prizes) == pytest.approx(
        harville_by_permutations(stacks, prizes), rel=1e-9, abs=1e-6
    )


@given(tables(max_players=11))
def test_equities_add_up_to_the_prizes_and_stay_between_them(case):
    stacks, prizes = case
    eq = icm_equities(stacks, prizes)
    total = sum(prizes)
    assert math.fsum(eq) == pytest.approx(total, rel=1e-9, abs=1e-6)
    smallest = prizes[-1] if len(prizes) == len(stacks) else 0
    largest = prizes[0] if prizes else 0
    for e in eq:
        assert smallest - 1e-6 <= e <= largest + 1e-6


@given(tables(max_players=11))
def test_more_chips_never_mean_less_equity(case):
    stacks, prizes = case
    eq = icm_equities(stacks, prizes)
    for i, j in itertools.permutations(range(len(stacks)), 2):
        if stacks[i] > stacks[j]:
            assert eq[i] >= eq[j] - 1e-6 * max(1, abs(eq[j]))


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
