"""Differential tests against PokerKit's ``FixedLimitSevenCardStud``: same cards, same decisions.

Each hand: 2 to 8 players, random stakes (ante, a bring-in below the small bet, big bet twice the
small), stacks from half a small bet to sixty (so that there are many all-ins and side pots, and
now and then a player all-in for the ante), random legal actions. PokerKit is dealt exactly our
cards (third street, then a burn and one card a street) and given the same decisions. When the
betting is over the main and side pots (amounts and eligible players) must be the same, and so
must the final stacks.

Where the rules we follow and PokerKit's differ, the test checks that the disagreement is exactly
the known one, counts it, and goes on with a decision both engines allow (see
``tests.helpers.stud.run_stud_against_pokerkit``). The differences:

1. Fourth street with an open pair (club sheet 003 "4th Street"): any bet or raise may be
   the small or the big bet, and after a big one all are big. PokerKit plays fourth street at the
   small bet only. The test checks our two amounts and plays the small one.
2. No cap heads-up (the cap as in fixed-limit hold'em, where most rooms lift it heads-up): PokerKit caps
   every round at four completions/bets/raises, heads-up too. Multiway both engines cap at a bet
   (the completion) and three raises.
3. Short all-ins (TDA Rule 47B, as in fixed-limit hold'em): an all-in of half a bet or more counts
   as a bet or raise and reopens the betting for players who already acted; less does neither and
   does not count toward the cap. PokerKit wants a full bet to reopen, lets a player raise after
   smaller all-ins it counts from the last full bet, and counts every completion, bet and raise
   toward its cap.
4. An all-in bring-in for less than the bring-in: PokerKit also offers to "complete" with those
   chips; it is the same all-in, which we offer as the bring-in only.
5. Odd chips (the club's choice; Robert's Rules): to the tied winner with the highest card by suit among
   all his cards, one chip at a time, pot by pot. PokerKit gives a split pot's whole remainder to
   the lowest seat, after merging pots. The expected PokerKit stacks are our awards re-split its
   way (``stud_pokerkit_expected_stacks``); the scripted hand below shows the difference.
6. Running out of cards (sheet 003 "Eccezione!"): we gather the burned cards and the rest of the
   deck (never the mucked cards) and deal them, or turn up one common card when they are not
   enough. PokerKit would recycle mucked cards too and has no common card. When we reshuffle, the
   same cards are dealt to PokerKit (its warning about them is silenced); a common card cannot be
   given to PokerKit, so that hand is finished by our engine alone and checked for chips only.
7. Tied boards: our default (the club sheet's nearest the dealer's left) is PokerKit's lowest
   seat with the dealer last, so they agree; the WSOP setting (high card by suit) is not PokerKit's
   and has its own tests in test_stud.py.

Not different, and checked: the low door card by suit brings in; if it is all-in for the ante the
next player to the left brings in; the bring-in may not fold or check; the completion; the best
board acts first from fourth street; uncalled bets returned; side pots.
"""

from __future__ import annotations

import pytest

from director.engine.records import StudCardsDealt
from director.engine.rules import Rules
from director.engine.stud import StudHand
from tests.helpers.stud import StudDifferences, run_stud_against_pokerkit, stud_deck


def test_a_few_hundred_stud_hands_agree_with_pokerkit():
    diffs = StudDifferences()
    for seed in range(200_000, 200_500):
        run_stud_against_pokerkit(seed, diffs)
    assert diffs.hands + diffs.common_cards == 500
    assert diffs.side_pots > 100
    assert diffs.open_pair_big_bets > 0


@pytest.mark.slow
def test_ten_thousand_stud_hands_agree_with_pokerkit():
    diffs = StudDifferences()
    for seed in range(10_000):
        run_stud_against_pokerkit(seed, diffs)
    assert diffs.hands + diffs.common_cards == 10_000
    # The workload has what it should: all-ins, side pots, completions, passed bring-ins ...
    assert diffs.all_ins > 3_000
    assert diffs.side_pots > 3_000
    assert diffs.completions > 2_000
    assert diffs.bring_in_passed > 50
    assert diffs.reshuffles > 0
    # ... and every listed difference was met and handled explicitly.
    assert diffs.open_pair_big_bets > 0
    assert diffs.cap_heads_up > 0
    assert diffs.half_bet_reopens > 0
    assert diffs.pokerkit_reopens > 0
    assert diffs.short_all_ins_not_counted > 0
    assert diffs.short_bring_ins > 0
    assert diffs.common_cards > 0


def test_pokerkit_gives_the_odd_chip_to_the_lowest_seat_we_give_it_to_the_highest_card():
    """Difference 5 on a hand built for it: p0 and p1 tie (6-high straights), the pot is 57."""
    from pokerkit import Automation, FixedLimitSevenCardStud

    cards = ["2h3c6d4s5dKhJc", "2d3h6s4c5hKsJd", "9h9d2c"]  # p1 holds the king of spades
    rules = Rules.stud(ante=5, bring_in=2, small_bet=20)
    ours = StudHand([1000] * 3, 2, rules, deck=stud_deck(2, cards))
    theirs = FixedLimitSevenCardStud.create_state(
        (
            Automation.ANTE_POSTING,
            Automation.BET_COLLECTION,
            Automation.BLIND_OR_STRADDLE_POSTING,
            Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
            Automation.HAND_KILLING,
            Automation.CHIPS_PUSHING,
            Automation.CHIPS_PULLING,
        ),
        True,
        5,
        2,
        20,
        40,
        [1000] * 3,
        3,
    )
    for p, c in enumerate(cards):
        theirs.deal_hole(c[:6], p)
    ours.bring_in()
    theirs.post_bring_in()  # p2
    ours.complete()
    theirs.complete_bet_or_raise_to(20)  # p0
    ours.call()
    theirs.check_or_call()  # p1
    ours.fold()
    theirs.fold()  # p2
    for street in range(4):
        ours.check()
        ours.check()
        burn = [d for d in ours.history if isinstance(d, StudCardsDealt)][street + 1].burn
        theirs.burn_card(str(burn))
        for p in (0, 1):
            theirs.deal_hole(cards[p][6 + 2 * street : 8 + 2 * street], p)
        theirs.check_or_call()
        theirs.check_or_call()
    assert ours.final_stacks == (1003, 1004, 993)  # the odd chip to the king of spades
    assert tuple(theirs.stacks) == (1004, 1003, 993)  # PokerKit: to the lowest seat
