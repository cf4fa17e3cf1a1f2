"""Exact ICM equities: published examples, a brute-force reference, bad input and properties."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import pytest
from hypothesis import given

from director.errors import DirectorError
from director.icm import MAX_EXACT_PLAYERS, IcmError, icm_equities
from director.icm.harville import _harville_layered, _harville_subsets
from tests.helpers.icm import tables


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


# ------------------------------------------------------------------------------------------
# Known results
# ------------------------------------------------------------------------------------------


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
    stacks = [113, 2500, 870, 40, 1999, 600, 600, 3, 1200, 950, 77, 4100, 260]
    prizes = [float(p) for p in range(1300, 0, -100)]
    a = _harville_layered(stacks, prizes, len(prizes))
    b = _harville_subsets(stacks, prizes)
    assert a == pytest.approx(b, rel=1e-12)


# ------------------------------------------------------------------------------------------
# Bad input
# ------------------------------------------------------------------------------------------


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


# ------------------------------------------------------------------------------------------
# Properties
# ------------------------------------------------------------------------------------------


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


def test_bad_input_is_said_in_italian_too():
    with pytest.raises(IcmError) as err:
        icm_equities([100, -5000], [2, 1])
    assert err.value.key == "icm.err.stack_negative"
    assert err.value.text("it") == (
        "lo stack del giocatore 2 è -5.000: le chip non possono essere negative"
    )
    with pytest.raises(IcmError) as err:
        icm_equities(list(range(1, 25)), list(range(24, 0, -1)))
    assert err.value.text("it") == (
        "l'ICM esatto per 24 giocatori con 24 posti pagati è troppo grande da calcolare; "
        "il limite è di 20 giocatori (di più se si pagano pochi posti)"
    )
