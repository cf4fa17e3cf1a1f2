"""Main and side pots on their own (what the floor tool uses)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from director.engine.errors import ConfigurationError
from director.engine.pots import (
    OddChipRule,
    Pot,
    award_pots,
    build_pots,
    odd_chip_order,
    split,
    winnings,
)


def test_one_pot_when_nobody_is_all_in():
    b = build_pots([300, 300, 300, 100], [False, False, False, True])
    assert b.pots == (Pot(1000, (0, 1, 2)),)
    assert b.returned == (0, 0, 0, 0)


def test_three_way_all_in_makes_a_main_pot_and_two_side_pots():
    # A all-in 100, B all-in 250, C and D put in 400, E folded after putting in 50.
    b = build_pots([100, 250, 400, 400, 50], [False, False, False, False, True])
    assert b.pots == (
        Pot(100 * 4 + 50, (0, 1, 2, 3)),
        Pot(150 * 3, (1, 2, 3)),
        Pot(150 * 2, (2, 3)),
    )
    assert sum(p.amount for p in b.pots) == 1200


def test_the_uncalled_part_of_a_bet_is_returned():
    # C bets 500 into B's all-in for 200; A folded having put 50 in.
    b = build_pots([50, 200, 500], [True, False, False])
    assert b.returned == (0, 0, 300)
    assert b.pots == (Pot(450, (1, 2)),)


def test_a_bet_nobody_called_yet_stays_in_its_own_pot_if_asked():
    b = build_pots([50, 200, 500], [True, False, False], return_uncalled=False)
    assert b.returned == (0, 0, 0)
    assert b.pots == (Pot(450, (1, 2)), Pot(300, (2,)))


def test_dead_money_goes_to_the_main_pot():
    b = build_pots([100, 300, 300], [False, False, False], dead=40)
    assert b.pots == (Pot(340, (0, 1, 2)), Pot(400, (1, 2)))


def test_an_uncalled_bet_goes_back_even_to_a_player_who_then_folded():
    b = build_pots([100, 200, 250], [False, False, True])
    assert b.returned == (0, 0, 50)
    assert b.pots == (Pot(300, (0, 1)), Pot(200, (1,)))


def test_pots_with_the_same_players_are_merged():
    # The folded player's level does not split the pot between the two live players.
    b = build_pots([300, 150, 300], [False, True, False])
    assert b.pots == (Pot(750, (0, 2)),)


@pytest.mark.parametrize(
    ("contributions", "folded", "message"),
    [
        ([100, 100], [False], "one folded flag"),
        ([100, -1], [False, False], "negative"),
        ([100, 100], [True, True], "every player folded"),
    ],
)
def test_bad_input_is_explained(contributions, folded, message):
    with pytest.raises(ConfigurationError, match=message):
        build_pots(contributions, folded)


def test_a_folded_player_above_every_live_one_is_refused_while_the_bet_is_open():
    with pytest.raises(ConfigurationError, match="cannot have put in more"):
        build_pots([0, 300, 300], [False, True, True], return_uncalled=False)


def test_what_nobody_left_in_can_win_goes_back_to_who_put_it_in():
    # Small and big blind all-in for 10 and 12 (blind before ante); two players put in a 25
    # ante and fold: each blind wins only what it matched, 13 goes back to each folder.
    b = build_pots([25, 10, 12, 25], [True, False, False, True])
    assert b.pots == (Pot(40, (1, 2)), Pot(6, (2,)))
    assert b.returned == (13, 0, 0, 13)


def test_each_pot_goes_to_the_best_hand_eligible_for_it():
    pots = build_pots([100, 250, 400, 400], [False] * 4).pots
    # The all-in player 0 has the best hand, player 1 the second best.
    awards = award_pots(pots, [90, 80, 10, 20], odd_chip_order(3, 4))
    assert [(a.amount, a.winners) for a in awards] == [(400, (0,)), (450, (1,)), (300, (3,))]
    assert winnings(awards, 4) == [400, 450, 0, 300]


def test_a_tie_splits_and_the_odd_chip_goes_left_of_the_button():
    pots = (Pot(101, (0, 1, 2)),)
    # Button is player 0: the first tied winner left of it is player 1.
    a = award_pots(pots, [50, 70, 70], odd_chip_order(0, 3))[0]
    assert a.winners == (1, 2) and a.shares == (51, 50)
    # Button is player 1: player 2 is first left of it.
    a = award_pots(pots, [50, 70, 70], odd_chip_order(1, 3))[0]
    assert a.winners == (2, 1) and a.shares == (51, 50)


def test_odd_chips_one_at_a_time_or_all_to_the_first():
    order = odd_chip_order(3, 4)  # 0, 1, 2, 3
    assert split(11, [2, 0, 1], order) == ((0, 1, 2), (4, 4, 3))
    assert split(11, [2, 0, 1], order, OddChipRule.ALL_LEFT_OF_BUTTON) == ((0, 1, 2), (5, 3, 3))


def test_split_in_whole_units_of_the_smallest_chip():
    # Smallest chip 25: 1,050 three ways is 325 + 25 + 25 ... one 25 each in order, then the rest.
    _, shares = split(1050, [0, 1, 2], (0, 1, 2), unit=25)
    assert shares == (350, 350, 350)
    _, shares = split(1075, [0, 1, 2], (0, 1, 2), unit=25)
    assert shares == (375, 350, 350)
    _, shares = split(1060, [0, 1], (0, 1), unit=25)
    assert shares == (535, 525) and sum(shares) == 1060


def test_a_pot_nobody_contests_needs_no_hand():
    pots = build_pots([100, 100, 300], [True, False, False]).pots
    a = award_pots(pots, [None, None, None], odd_chip_order(0, 3), mucked=[1])
    assert a[0].winners == (2,) and a[0].strength is None


def test_mucked_hands_lose_but_an_uncontested_pot_stays_with_its_last_claimant():
    # 0 all-in for the main pot; 1 and 2 contest a side pot. 0 shows, 1 mucks, 2 mucks too:
    # the side pot was 2's when 1 gave up; the main pot is 0's.
    pots = build_pots([100, 300, 300], [False, False, False]).pots
    a = award_pots(pots, [10, None, None], odd_chip_order(0, 3), mucked=[1, 2])
    assert [(x.amount, x.winners) for x in a] == [(300, (0,)), (400, (2,))]


def test_a_contested_pot_without_any_hand_is_an_error():
    with pytest.raises(ConfigurationError, match="no hand was shown"):
        award_pots((Pot(200, (0, 1)),), [None, None], (0, 1))


@st.composite
def table(draw):
    n = draw(st.integers(2, 10))
    contributions = draw(st.lists(st.integers(0, 5_000), min_size=n, max_size=n))
    folded = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    if all(folded):
        folded[draw(st.integers(0, n - 1))] = False
    # As in a real hand, somebody still in put in at least as much as anyone who folded.
    live_top = max(contributions[i] for i in range(n) if not folded[i])
    second = sorted(contributions)[-2]
    if live_top < second:
        contributions[folded.index(False)] = second
    dead = draw(st.integers(0, 500))
    hands = [draw(st.one_of(st.none(), st.integers(1, 7462))) for _ in range(n)]
    return contributions, folded, dead, hands


@given(table())
def test_pots_keep_every_chip_and_pay_only_eligible_players(t):
    contributions, folded, dead, hands = t
    n = len(contributions)
    b = build_pots(contributions, folded, dead)
    assert sum(p.amount for p in b.pots) + sum(b.returned) == sum(contributions) + dead
    assert sum(1 for r in b.returned if r) <= 1
    for pot in b.pots:
        assert pot.amount > 0
        assert pot.eligible and all(not folded[i] for i in pot.eligible)
    # Everyone still in with a showing hand, so every pot can be awarded.
    shown = [None if folded[i] else (hands[i] or 1) for i in range(n)]
    awards = award_pots(b.pots, shown, odd_chip_order(0, n))
    for a in awards:
        assert set(a.winners) <= set(a.eligible)
        assert sum(a.shares) == a.amount
        assert max(a.shares) - min(a.shares) <= 1
        assert all(shown[w] == max(shown[i] for i in a.eligible) for w in a.winners)
    assert sum(winnings(awards, n)) + sum(b.returned) == sum(contributions) + dead


@given(table())
def test_an_all_in_player_wins_at_most_what_each_opponent_matched(t):
    contributions, folded, dead, _ = t
    n = len(contributions)
    b = build_pots(contributions, folded, dead)
    for i in range(n):
        if folded[i]:
            continue
        reachable = sum(p.amount for p in b.pots if i in p.eligible)
        mine = contributions[i] - b.returned[i]
        assert reachable <= sum(min(c, mine) for c in contributions) + dead


def test_sheet_004_the_remainder_to_the_winner_who_put_in_most():
    # Club sheet 004, "Hand Tie": "il giocatore che ha visto la puntata maggiore prende la parte
    # rimanente". Player 0 (first left of the button) was all-in for less.
    rule = OddChipRule.BIGGEST_BET
    assert split(5, [0, 1], (0, 1, 2), rule, put=[100, 300, 300]) == ((1, 0), (3, 2))
    assert split(7, [0, 1, 2], (0, 1, 2), rule, put=[100, 300, 300]) == ((1, 2, 0), (3, 2, 2))
    # Winners who put in the same: the sheet cannot tell them apart, left of the button (TDA).
    assert split(5, [2, 1], (1, 2, 0), rule, put=[0, 300, 300]) == ((1, 2), (3, 2))
    # The whole remainder to one player, in whole chips of the unit.
    assert split(375, [0, 1], (0, 1), rule, 25, put=[1, 2]) == ((1, 0), (200, 175))


def test_award_pots_passes_what_was_put_in():
    pots = (Pot(303, (0, 1, 2)),)
    order = odd_chip_order(2, 3)
    by_button = award_pots(pots, [5, 5, 5], order)[0]
    by_sheet = award_pots(pots, [5, 5, 5], order, OddChipRule.BIGGEST_BET, put=[1, 101, 201])[0]
    assert (by_button.winners, by_button.shares) == ((0, 1, 2), (101, 101, 101))
    assert by_sheet.winners == (2, 1, 0)
    odd = award_pots(
        (Pot(302, (0, 1, 2)),), [5, 5, 5], order, OddChipRule.BIGGEST_BET, put=[1, 101, 201]
    )[0]
    assert odd.shares == (102, 100, 100)
