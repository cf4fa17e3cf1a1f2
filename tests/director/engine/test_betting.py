"""The betting core's answers for a view: whether all-in is allowed, and why a raise is not."""

from __future__ import annotations

import random

import pytest

from director.engine.errors import IllegalActionError
from director.engine.holdem import HoldemHand
from director.engine.records import Phase, RaiseRefusal
from director.engine.rules import BettingLimit, Rules
from director.engine.stud import StudHand
from tests.helpers.engine import apply, random_action
from tests.helpers.stud import STAKES, apply_stud, random_stud_action, stud_deck

NL = Rules(50, 100)
PL = Rules(50, 100, BettingLimit.POT_LIMIT)
FL = Rules(50, 100, BettingLimit.FIXED_LIMIT)


# Three-handed with the button on p3 (player 2): p1 posts the small blind, p2 the big blind, and
# the button acts first pre-flop.


def test_no_limit_all_in_is_a_raise_to_every_chip():
    h = HoldemHand([3000, 2000, 1000], 2, NL, rng=random.Random(1))
    la = h.legal_actions()
    assert la.player == 2
    assert la.all_in_to == 1000 == la.max_to
    assert la.all_in_allowed
    assert h.all_in_refusal() is None and h.raise_refusal() is None


def test_a_call_for_every_chip_is_an_all_in():
    h = HoldemHand([150, 5000, 5000], 2, NL, rng=random.Random(1))
    h.raise_to(600)  # the button raises; the small blind has 100 behind his 50
    la = h.legal_actions()
    assert la.player == 0 and la.call == 100 and la.all_in_to == 150
    assert la.min_to is None and la.all_in_allowed
    assert h.raise_refusal() is RaiseRefusal.CALL_ONLY  # he may not raise, but may go all-in
    assert h.all_in_refusal() is None


def test_pot_limit_all_in_above_the_pot_is_refused_with_the_limit():
    h = HoldemHand([10_000] * 3, 2, PL, rng=random.Random(1))
    la = h.legal_actions()
    assert la.max_to == 350  # the pot after calling: 150 + 100, on top of the 100 called
    assert la.all_in_to == 10_000 and not la.all_in_allowed
    assert h.raise_refusal() is None  # a raise is allowed, only not with every chip
    assert h.all_in_refusal() is RaiseRefusal.POT_LIMIT
    with pytest.raises(IllegalActionError, match="the maximum raise is to 350"):
        h.all_in()


def test_pot_limit_all_in_within_the_pot_is_allowed():
    h = HoldemHand([10_000, 10_000, 300], 2, PL, rng=random.Random(1))
    la = h.legal_actions()
    assert la.all_in_to == 300 and la.max_to == 300 and la.all_in_allowed


def test_fixed_limit_all_in_is_refused_unless_the_chips_are_one_bet():
    h = HoldemHand([10_000] * 3, 2, FL, rng=random.Random(1))
    la = h.legal_actions()
    assert la.min_to == la.max_to == 200 and not la.all_in_allowed
    assert h.all_in_refusal() is RaiseRefusal.FIXED_LIMIT
    short = HoldemHand([10_000, 10_000, 180], 2, FL, rng=random.Random(1))
    la = short.legal_actions()
    assert la.min_to == la.max_to == 180 and la.all_in_allowed  # all-in for less than the bet


def test_a_player_who_acted_may_not_raise_an_all_in_for_less_than_a_full_raise():
    h = HoldemHand([250, 1000, 1000], 2, NL, rng=random.Random(1))
    h.raise_to(200)  # the button
    h.all_in()  # the small blind raises to 250: less than a full raise (100 more)
    h.call()  # the big blind calls; the button may only call or fold
    la = h.legal_actions()
    assert la.player == 2 and la.min_to is None and not la.all_in_allowed
    assert h.raise_refusal() is RaiseRefusal.NOT_REOPENED
    assert h.all_in_refusal() is RaiseRefusal.NOT_REOPENED
    with pytest.raises(IllegalActionError, match="the betting was not reopened"):
        h.raise_to(1000)


def test_nobody_left_to_bet_against():
    h = HoldemHand([5000, 300], 1, NL, rng=random.Random(1))
    h.all_in()  # heads-up the button is the small blind and acts first
    la = h.legal_actions()
    assert la.call == 200 and la.min_to is None and not la.all_in_allowed
    assert h.raise_refusal() is RaiseRefusal.NOBODY_LEFT
    assert h.all_in_refusal() is RaiseRefusal.NOBODY_LEFT


def test_the_fixed_limit_cap():
    h = HoldemHand([10_000] * 3, 2, FL, rng=random.Random(1))
    h.raise_to(200)
    h.raise_to(300)
    h.raise_to(400)  # the big blind and three raises: capped with three players in
    assert h.raise_refusal() is RaiseRefusal.CAPPED
    assert h.all_in_refusal() is RaiseRefusal.CAPPED


def test_the_low_card_short_of_a_completion_has_only_the_bring_in():
    cards = ["AhKd9s", "QcJc2d", "7h7d2c"]  # p2 has the low door card
    h = StudHand([1000, 1000, 8], 2, STAKES, deck=stud_deck(2, cards))
    la = h.legal_actions()
    assert la.bring_in == 3 and la.min_to is None and la.all_in_allowed
    assert h.raise_refusal() is RaiseRefusal.BRING_IN_ONLY
    assert h.all_in_refusal() is None


def test_nobody_to_act_is_no_refusal():
    h = HoldemHand([1000, 1000], 1, NL, rng=random.Random(1))
    h.fold()
    assert h.is_complete
    assert h.raise_refusal() is None and h.all_in_refusal() is None


def _all_in_works(hand: HoldemHand | StudHand) -> bool:
    """Whether all-in succeeds, tried on a copy rebuilt from what the hand saves."""
    copy = type(hand).from_dict(hand.to_dict())
    try:
        copy.all_in()
    except IllegalActionError:
        return False
    return True


@pytest.mark.parametrize("seed", range(30))
def test_all_in_allowed_says_exactly_whether_all_in_succeeds(seed):
    r = random.Random(seed)
    games = [
        HoldemHand(
            [r.randint(150, 3000) for _ in range(r.randint(2, 6))],
            0,
            r.choice([NL, PL, FL]),
            rng=r,
        ),
        StudHand([r.randint(10, 400) for _ in range(r.randint(2, 6))], 0, STAKES, rng=r),
    ]
    for h in games:
        while h.to_act is not None and h.phase is Phase.BETTING:
            la = h.legal_actions()
            allowed = _all_in_works(h)
            assert la.all_in_allowed == allowed
            assert la.all_in_to == h.stacks[la.player] + h.bets[la.player]
            assert (h.all_in_refusal() is None) == allowed
            assert (h.raise_refusal() is None) == (la.min_to is not None)
            if isinstance(h, StudHand):
                apply_stud(h, *random_stud_action(r, la))
            else:
                apply(h, *random_action(r, la))
