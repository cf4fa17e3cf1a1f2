"""The end of a hand as a view reads it: the chips each player won from the pots."""

from __future__ import annotations

import random

import pytest

from director.engine.holdem import HoldemHand
from director.engine.pots import winnings
from director.engine.records import PotAwarded, UncalledBetReturned
from director.engine.rules import Rules
from director.engine.stud import StudHand
from tests.helpers.engine import deck_for, play_randomly
from tests.helpers.stud import STAKES, play_stud_randomly

NL = Rules(50, 100)


def test_nothing_is_won_before_the_hand_is_over():
    h = HoldemHand([1000, 1000, 1000], 2, NL, rng=random.Random(1))
    assert h.winnings() == (0, 0, 0)
    h.call()
    assert h.winnings() == (0, 0, 0)


def test_an_uncalled_bet_given_back_is_not_won():
    h = HoldemHand([1000, 1000, 1000], 2, NL, rng=random.Random(1))
    h.raise_to(500)  # the button
    h.fold()
    h.fold()
    returned = [r for r in h.history if isinstance(r, UncalledBetReturned)]
    assert returned == [UncalledBetReturned(2, 400)]
    assert h.winnings() == (0, 0, 250)  # the blinds, and the 100 of his raise they matched
    assert h.final_stacks == (950, 900, 1150)


def test_side_pots_and_a_split_pot():
    # p1 all-in short; p2 and p3 tie with the board's straight and split the side pot.
    deck = deck_for(3, 2, ["2c3d", "4h4s", "4c4d"], "AsKdQhJcTd")
    h = HoldemHand([200, 1000, 1000], 2, NL, deck=deck)
    h.raise_to(1000)  # the button
    h.call()  # the small blind, all-in for 200
    h.call()  # the big blind
    assert h.is_complete
    assert [(a.amount, a.winners, a.shares) for a in h.awards] == [
        (600, (0, 1, 2), (200, 200, 200)),
        (1600, (1, 2), (800, 800)),
    ]
    assert h.winnings() == (200, 1000, 1000)
    assert h.final_stacks == (200, 1000, 1000)


@pytest.mark.parametrize("seed", range(20))
def test_winnings_add_up_the_awards_and_balance_the_stacks(seed):
    r = random.Random(seed)
    for h in (
        HoldemHand([r.randint(150, 3000) for _ in range(r.randint(2, 8))], 0, NL, rng=r),
        StudHand([r.randint(10, 500) for _ in range(r.randint(2, 7))], 0, STAKES, rng=r),
    ):
        if isinstance(h, StudHand):
            play_stud_randomly(h, r)
        else:
            play_randomly(h, r)
        won = h.winnings()
        assert list(won) == winnings(h.awards, h.players)
        assert sum(won) == sum(a.amount for a in h.history if isinstance(a, PotAwarded))
        back = [0] * h.players
        for x in h.history:
            if isinstance(x, UncalledBetReturned):
                back[x.player] += x.amount
        for p in range(h.players):
            assert h.final_stacks[p] == h.starting_stacks[p] - h.total[p] + back[p] + won[p]
