"""Texas hold'em rules, one at a time, on hands dealt from decks built for the purpose."""

from __future__ import annotations

import random

import pytest

from director.engine.cards import Deck, parse_cards, verify_commitment
from director.engine.errors import ConfigurationError, HandHistoryError, IllegalActionError
from director.engine.holdem import HoldemHand
from director.engine.pots import OddChipRule, Pot
from director.engine.records import (
    Action,
    ActionKind,
    BoardDealt,
    ForcedBet,
    ForcedKind,
    HandMucked,
    HandShown,
    HoleCardsDealt,
    Phase,
    PotAwarded,
    Street,
    UncalledBetReturned,
)
from director.engine.rules import AnteType, BettingLimit, Rules
from director.errors import DirectorError
from tests.helpers.engine import deck_for, play_randomly

NL = Rules(50, 100)


def hand(
    stacks,
    button=None,
    rules=NL,
    holes=None,
    board="",
    **kw,
) -> HoldemHand:
    n = len(stacks)
    button = n - 1 if button is None else button
    holes = holes or [
        "2c3d",
        "4h5s",
        "7c8d",
        "9hTs",
        "JcQd",
        "Kh2s",
        "3h4c",
        "5d6h",
        "8s9c",
        "Td2h",
    ]
    return HoldemHand(stacks, button, rules, deck=deck_for(n, button, holes[:n], board), **kw)


def of(h: HoldemHand, kind) -> list:
    return [r for r in h.history if isinstance(r, kind)]


# ---------------------------------------------------------------------- positions and the deal


def test_blinds_left_of_the_button_and_first_to_act():
    h = hand([1000] * 5, button=1)
    posted = of(h, ForcedBet)
    assert [(r.player, r.kind, r.amount) for r in posted] == [
        (2, ForcedKind.SMALL_BLIND, 50),
        (3, ForcedKind.BIG_BLIND, 100),
    ]
    assert h.to_act == 4  # left of the big blind (sheet 001, pre-flop)
    for _ in range(4):
        h.call()
    h.check()  # the big blind's option
    assert h.street is Street.FLOP
    assert h.to_act == 2  # the first player still in left of the button (sheet 000 §7)


def test_heads_up_the_button_posts_the_small_blind_acts_first_then_last():
    h = hand([1000, 1000], button=0)
    assert [(r.player, r.kind) for r in of(h, ForcedBet)] == [
        (0, ForcedKind.SMALL_BLIND),
        (1, ForcedKind.BIG_BLIND),
    ]
    assert h.to_act == 0  # the button acts first pre-flop
    h.call()
    h.check()
    assert h.street is Street.FLOP
    assert h.to_act == 1  # and last afterwards
    h.check()
    assert h.to_act == 0


def test_cards_are_dealt_one_at_a_time_from_the_left_of_the_button_with_burns():
    deck = Deck(random.Random(5))
    order = deck.order
    h = HoldemHand([1000] * 4, 2, NL, deck=deck)
    # Positions from the left of the button: players 3, 0, 1, 2.
    assert h.hole_cards(3) == (order[0], order[4])
    assert h.hole_cards(0) == (order[1], order[5])
    assert h.hole_cards(2) == (order[3], order[7])
    assert of(h, HoleCardsDealt)[0].cards[3] == h.hole_cards(3)
    for _ in range(3):
        h.call()
    h.check()
    flop = of(h, BoardDealt)[0]
    assert flop.burn == order[8]
    assert flop.cards == order[9:12]
    while h.street is not Street.RIVER:
        h.check()
    turn, river = of(h, BoardDealt)[1:]
    assert (turn.burn, turn.cards, river.burn, river.cards) == (
        order[12],
        order[13:14],
        order[14],
        order[15:16],
    )
    assert h.board == list(order[9:12] + order[13:14] + order[15:16])


def test_the_deck_commitment_checks_out_after_the_hand():
    deck = Deck(random.Random(11))
    published = deck.commitment
    h = HoldemHand([1000] * 3, 0, NL, deck=deck)
    play_randomly(h, random.Random(1))
    reveal = h.deck.reveal()
    assert verify_commitment(published, reveal.order, reveal.secret)


# ---------------------------------------------------------------------- minimum bets and raises


def test_minimum_bet_is_the_big_blind():
    h = hand([1000] * 3)
    for _ in range(2):
        h.call()
    h.check()
    la = h.legal_actions()
    assert (la.check, la.min_to, la.max_to, la.raise_kind) == (True, 100, 900, ActionKind.BET)
    with pytest.raises(IllegalActionError, match="minimum bet is to 100"):
        h.bet(99)
    h.bet(100)


def test_a_raise_is_at_least_the_previous_bet_or_raise():
    h = hand([5000] * 4)
    h.raise_to(300)  # a raise of 200
    assert h.legal_actions().min_to == 500
    with pytest.raises(IllegalActionError, match="minimum raise is to 500"):
        h.raise_to(450)
    h.raise_to(900)  # a raise of 600
    assert h.legal_actions().min_to == 1500


def test_an_all_in_for_less_than_a_full_raise_does_not_reopen_the_betting():
    # Flop: p1 bets 100, p2 all-in for 150 (a raise of 50), p3 calls; back to p1.
    h = hand([1000, 250, 1000, 1000], button=3)
    for _ in range(3):
        h.call()
    h.check()
    h.bet(100)
    assert h.to_act == 1
    h.all_in()
    la = h.legal_actions()
    assert la.min_to == 250  # p3 has not acted: a full raise over 150
    h.call()
    h.call()  # the button
    la = h.legal_actions()
    assert h.to_act == 0
    assert (la.call, la.min_to) == (50, None)
    with pytest.raises(IllegalActionError, match="not reopened"):
        h.raise_to(400)
    h.call()
    assert h.street is Street.TURN


def test_short_all_ins_that_add_up_to_a_full_raise_reopen_the_betting():
    # TDA Rule 47 example 1: A opens 100, B all-in 125, C calls 125, D all-in 200, E calls.
    # A faces 100 more: a full raise, so A may raise; C faces 75 and may not.
    h = hand([2000, 225, 2000, 300, 2000, 2000], button=5)
    for _ in range(5):
        h.call()
    h.check()
    assert h.street is Street.FLOP and h.to_act == 0
    h.bet(100)  # A
    h.all_in()  # B: 125
    h.call()  # C
    h.all_in()  # D: 200
    h.call()  # E
    h.call()  # the button calls 200 too
    assert h.to_act == 0
    assert h.legal_actions().min_to == 300  # reopened; the minimum raise is still 100
    h.call()
    assert h.to_act == 2
    la = h.legal_actions()
    assert (la.call, la.min_to) == (75, None)


def test_nobody_may_raise_when_everyone_else_is_all_in():
    h = hand([300, 5000, 5000], button=2)
    h.fold()  # button
    h.all_in()  # small blind, 300
    la = h.legal_actions()  # the big blind
    assert (la.call, la.min_to) == (200, None)
    with pytest.raises(IllegalActionError, match="every other player is all-in"):
        h.raise_to(1000)


def test_a_stack_that_only_covers_a_call_can_only_call():
    h = hand([5000, 250, 5000], button=2)
    h.raise_to(400)
    h.fold()
    la = h.legal_actions()
    assert (la.call, la.min_to) == (150, None)  # all-in for less than the call
    assert h.call().all_in


# ---------------------------------------------------------------------- pot-limit and fixed-limit


def test_pot_limit_maximum_is_the_pot_after_calling():
    pl = Rules(50, 100, BettingLimit.POT_LIMIT)
    h = hand([10_000] * 4, rules=pl)
    assert h.legal_actions().max_to == 350  # call 100, pot 250: raise by 250
    h.raise_to(350)
    # Pot 500; the button calls 350: pot 850, so he may raise to 350 + 850.
    assert h.legal_actions().max_to == 1200
    with pytest.raises(IllegalActionError, match="maximum raise is to 1200"):
        h.raise_to(1250)
    h.call()
    h.call()
    h.call()
    la = h.legal_actions()
    assert (la.min_to, la.max_to) == (100, 1400)  # flop: bet up to the pot


FL = Rules(50, 100, BettingLimit.FIXED_LIMIT)


def test_fixed_limit_bet_sizes_small_then_big():
    h = hand([10_000] * 3, rules=FL)
    la = h.legal_actions()
    assert (la.min_to, la.max_to) == (200, 200)
    h.call()
    h.call()
    h.check()
    assert h.legal_actions().min_to == 100  # flop: the small bet
    h.check()
    h.check()
    h.check()
    la = h.legal_actions()
    assert h.street is Street.TURN and (la.min_to, la.max_to) == (200, 200)  # the big bet


def test_fixed_limit_cap_of_a_bet_and_three_raises():
    h = hand([10_000] * 3, rules=FL)
    h.raise_to(200)
    h.raise_to(300)
    h.raise_to(400)  # big blind + 3 raises = 4 bets: capped
    la = h.legal_actions()
    assert la.min_to is None
    with pytest.raises(IllegalActionError, match="capped at 4 bets"):
        h.raise_to(500)
    h.call()
    assert h.legal_actions().min_to is None


def test_fixed_limit_no_cap_heads_up():
    h = hand([10_000] * 2, rules=FL)
    for to in range(200, 1100, 100):
        h.raise_to(to)
    assert h.legal_actions().min_to == 1100


def test_fixed_limit_cap_stays_when_a_capped_pot_becomes_heads_up():
    h = hand([10_000] * 3, rules=FL)
    h.raise_to(200)
    h.raise_to(300)
    h.raise_to(400)
    h.fold()  # now heads-up, but the round was capped three-way
    assert h.legal_actions().min_to is None


@pytest.mark.parametrize(("short", "reopens"), [(50, True), (40, False)])
def test_fixed_limit_half_a_bet_all_in_reopens_less_does_not(short, reopens):
    # TDA Rule 47B: in limit at least 50% of a full bet reopens the betting.
    # Button 0, small blind 1, big blind 2; the big blind has 100 + short left on the flop.
    h = hand([10_000, 10_000, 200 + short], rules=FL, button=0)
    h.call()  # button
    h.call()  # small blind
    h.check()  # big blind
    assert h.street is Street.FLOP and h.to_act == 1
    h.bet(100)
    assert h.all_in().to == 100 + short
    h.call()  # the button had not acted: he could have raised
    la = h.legal_actions()
    assert h.to_act == 1
    assert la.call == short
    assert (la.min_to == 200 + short) is reopens
    assert (la.min_to is None) is not reopens


# ---------------------------------------------------------------------- blinds, antes, short stacks


def test_every_player_antes_as_a_live_contribution():
    rules = Rules(50, 100, ante=10, ante_type=AnteType.EVERY_PLAYER)
    h = hand([1000, 1000, 1000, 5], rules=rules)
    antes = [r for r in of(h, ForcedBet) if r.kind is ForcedKind.ANTE]
    assert [(r.player, r.amount, r.all_in) for r in antes] == [
        (0, 10, False),
        (1, 10, False),
        (2, 10, False),
        (3, 5, True),
    ]
    assert h.antes_posted == (10, 10, 10, 5)
    assert h.dead == 0
    pots = h.pots(include_bets=False).pots
    assert pots[0] == Pot(20, (0, 1, 2, 3))  # the short ante can win 5 from each
    assert h.to_act == 2  # the all-in player is skipped


def test_big_blind_ante_is_dead_money_and_the_blind_comes_first():
    rules = Rules(50, 100, ante=100, ante_type=AnteType.BIG_BLIND)
    h = hand([1000, 150, 1000], rules=rules)
    posted = [(r.player, r.kind, r.amount, r.all_in) for r in of(h, ForcedBet)]
    assert posted == [
        (0, ForcedKind.SMALL_BLIND, 50, False),
        (1, ForcedKind.BIG_BLIND, 100, False),  # blind first (the club's choice)...
        (1, ForcedKind.ANTE, 50, True),  # ... then what is left as the ante
    ]
    assert h.dead == 50
    h.call()
    h.call()
    while not h.is_complete:
        h.check()
    main = of(h, PotAwarded)[0]
    assert main.amount == 350 and main.eligible == (0, 1, 2)  # dead ante in the main pot


def test_a_short_big_blind_still_makes_everyone_call_the_full_blind():
    h = hand([1000, 60, 1000, 1000])
    assert of(h, ForcedBet)[1].amount == 60
    la = h.legal_actions()
    assert (la.call, la.min_to) == (100, 200)
    h.call()
    h.call()
    h.call()  # small blind completes to 100
    assert h.street is Street.FLOP


def test_a_short_small_blind():
    h = hand([30, 1000, 1000])
    assert of(h, ForcedBet)[0].all_in
    h.call()
    assert h.to_act == 1  # the big blind's option (the small blind is all-in)
    h.check()
    assert h.street is Street.FLOP


def test_everyone_all_in_from_the_blinds_runs_the_board_out():
    h = hand([50, 80])
    assert h.is_complete
    assert len(of(h, BoardDealt)) == 3
    assert sum(h.final_stacks) == 130


# ---------------------------------------------------------------------- winning and showing


def test_an_uncalled_bet_is_returned_and_the_winner_does_not_show():
    h = hand([1000] * 3)
    h.raise_to(600)
    h.fold()
    h.fold()
    assert h.is_complete
    assert of(h, UncalledBetReturned) == [UncalledBetReturned(2, 500)]
    assert of(h, HandShown) == []
    assert of(h, PotAwarded) == [PotAwarded(0, 250, (2,), (2,), (250,), None)]
    assert h.final_stacks == (950, 900, 1150)


def test_showdown_order_last_aggressor_first_and_losers_muck():
    holes = ["AhAd", "KhKd", "QhQd"]
    board = "2c7s9dJc3h"
    h = hand([1000] * 3, holes=holes, board=board)
    h.call()
    h.call()
    h.check()
    for _ in range(2):  # flop and turn checked through
        for _ in range(3):
            h.check()
    h.check()  # river: small blind checks
    h.bet(100)  # big blind bets: he shows first
    h.call()
    h.call()
    shows = [
        (r.player, type(r).__name__) for r in h.history if isinstance(r, HandShown | HandMucked)
    ]
    assert shows == [(1, "HandShown"), (2, "HandMucked"), (0, "HandShown")]
    assert h.showdown_order == (1, 2, 0)
    assert h.awards[0].winners == (0,)


def test_without_a_bet_on_the_river_the_first_player_left_of_the_button_shows_first():
    h = hand([1000] * 3, button=0)
    h.call()
    h.call()
    h.check()
    while not h.is_complete:
        h.check()
    first = next(r for r in h.history if isinstance(r, HandShown))
    assert first.player == 1


def test_manual_showdown_players_show_or_muck_in_turn():
    holes = ["AhAd", "KhKd", "QhQd"]
    h = hand([1000] * 3, holes=holes, board="2c7s9dJc3h", manual_showdown=True)
    h.call()
    h.call()
    h.check()
    while h.phase is Phase.BETTING:
        h.check()
    assert h.phase is Phase.SHOWDOWN and h.to_act == 0
    with pytest.raises(IllegalActionError, match="must show or muck"):
        h.check()
    shown = h.show()
    assert shown.player == 0 and shown.cards == parse_cards("AhAd")
    h.muck()  # player 1 cannot beat aces
    assert h.to_act == 2
    h.muck()
    assert h.is_complete
    assert h.awards[0].winners == (0,)
    with pytest.raises(IllegalActionError, match="hand is over"):
        h.show()


def test_manual_showdown_the_last_player_left_wins_without_showing():
    h = hand([1000] * 2, manual_showdown=True)
    h.call()
    h.check()
    while h.phase is Phase.BETTING:
        h.check()
    first = h.to_act
    h.muck()
    assert h.is_complete
    assert of(h, HandShown) == []
    assert h.awards[0].winners == (1 - first,)


def test_all_in_hands_are_turned_up_before_the_rest_of_the_board():
    h = hand([1000, 1000, 1000])
    h.all_in()
    h.call()
    h.fold()
    kinds = [type(r).__name__ for r in h.history]
    first_board = kinds.index("BoardDealt")
    exposed = [r for r in h.history[:first_board] if isinstance(r, HandShown)]
    assert {r.player for r in exposed} == {0, 2}
    assert all(r.strength is None for r in exposed)
    final = [r for r in h.history if isinstance(r, HandShown) and r.strength is not None]
    assert {r.player for r in final} == {0, 2}


def test_side_pots_in_a_three_way_all_in():
    holes = ["2c2d", "AhAd", "KhKd"]  # the shortest stack has the best hand? no: player 1
    h = hand([300, 600, 1000], holes=holes, board="7c8s9dJh3c")
    h.all_in()  # button, player 2: 1000
    h.call()  # small blind, all-in 300
    h.call()  # big blind, all-in 600
    assert h.is_complete
    assert [(a.amount, a.eligible, a.winners) for a in h.awards] == [
        (900, (0, 1, 2), (1,)),
        (600, (1, 2), (1,)),
    ]
    assert of(h, UncalledBetReturned) == [UncalledBetReturned(2, 400)]
    assert h.final_stacks == (0, 1500, 400)


def test_a_split_pot_gives_the_odd_chip_to_the_first_winner_left_of_the_button():
    # Everyone plays the board (a royal flush); a big-blind ante of 1 makes the pot odd.
    rules = Rules(50, 100, ante=1, ante_type=AnteType.BIG_BLIND)
    board = "AsKsQsJsTs"
    h = hand([1000] * 3, button=0, rules=rules, board=board)  # p1 small blind, p2 big blind
    h.call()
    h.call()
    h.check()
    while not h.is_complete:
        h.check()
    award = h.awards[0]
    assert award.amount == 301
    assert award.winners == (1, 2, 0)  # from the left of the button
    assert award.shares == (101, 100, 100)  # the odd chip to p1, first left of the button
    assert h.final_stacks == (1000, 1001, 999)  # p2 paid the ante and won only 100 back
    # Heads-up the button is the small blind; the first winner left of him is the big blind.
    h = hand([1000] * 2, button=0, rules=rules, board=board)
    h.call()
    h.check()
    while not h.is_complete:
        h.check()
    assert h.awards[0].amount == 201
    assert h.awards[0].winners == (1, 0)
    assert h.awards[0].shares == (101, 100)


def test_two_odd_chips_go_one_each_from_the_left_of_the_button():
    board = "AsKsQsJsTs"
    for rule, shares in (
        (OddChipRule.LEFT_OF_BUTTON, (101, 101, 100)),
        (OddChipRule.ALL_LEFT_OF_BUTTON, (102, 100, 100)),
    ):
        # Three players chop 302: 200 + 100 + 2 dead (big-blind ante).
        rules = Rules(50, 100, ante=2, ante_type=AnteType.BIG_BLIND, odd_chip=rule)
        h = hand([1000] * 3, button=2, rules=rules, board=board)
        h.call()
        h.call()
        h.check()
        while not h.is_complete:
            h.check()
        award = h.awards[0]
        assert award.amount == 302
        assert award.winners == (0, 1, 2)
        assert award.shares == shares


@pytest.mark.parametrize(
    ("rule", "main_shares"),
    [
        (OddChipRule.LEFT_OF_BUTTON, ((0, 1, 2), (152, 151, 151))),
        (OddChipRule.ALL_LEFT_OF_BUTTON, ((0, 1, 2), (152, 151, 151))),
        # Club sheet 004: "il giocatore che ha visto la puntata maggiore prende la parte
        # rimanente": p1 and p2 saw the raise to 200, p0 was all-in for 151; of the two who put
        # in the same, the first left of the button.
        (OddChipRule.BIGGEST_BET, ((1, 2, 0), (152, 151, 151))),
    ],
)
def test_the_odd_chip_by_each_rule_when_a_winner_was_all_in_for_less(rule, main_shares):
    rules = Rules(50, 100, ante=1, ante_type=AnteType.BIG_BLIND, odd_chip=rule)
    h = hand([151, 1000, 1000], button=2, rules=rules, board="AsKsQsJsTs")
    h.raise_to(200)  # p3, the button
    h.call()  # p1, all-in for 151
    h.call()  # p2
    while not h.is_complete:
        h.check()
    main, side = h.awards
    assert main.amount == 3 * 151 + 1  # the big blind's ante is dead money in the main pot
    assert (main.winners, main.shares) == main_shares
    assert (side.amount, side.shares) == (98, (49, 49))


# ---------------------------------------------------------------------- illegal actions


def _spot():
    """Pre-flop, 4 players, button 3; player 0 (small blind) 1000, UTG raised to 300."""
    h = hand([1000, 1000, 1000, 1000], button=3)
    h.raise_to(300)  # player 2 (UTG)
    return h


@pytest.mark.parametrize(
    ("act", "message"),
    [
        (lambda h: h.fold(player=0), "it is p4's turn, not p1's"),
        (lambda h: h.raise_to(400), "minimum raise is to 500"),
        (lambda h: h.raise_to(1200), "has only 1000 in all"),
        (lambda h: h.check(), "cannot check: p4 faces a bet of 300"),
        (lambda h: h.bet(600), "already a bet of 300: raise instead"),
        (lambda h: h.raise_to(500.5), "whole number"),
        (lambda h: h.act("raise"), "whole number"),
        (lambda h: h.act("dance"), "dance"),
        (lambda h: h.show(), "comes after the betting"),
    ],
)
def test_illegal_actions_explain_and_change_nothing(act, message):
    h = _spot()
    before = h.snapshot()
    with pytest.raises(IllegalActionError) as info:  # an unknown name too, never a ValueError
        act(h)
    assert message in str(info.value)
    assert "p4 may fold, call 300, raise to 500..1000" in str(info.value)
    assert isinstance(info.value, DirectorError)
    assert h.snapshot() == before


@pytest.mark.parametrize("name", ["dance", "", "FOLD ", "all-in"])
def test_an_unknown_action_name_is_an_illegal_action(name):
    h = _spot()
    before = h.snapshot()
    assert h.can(name) is False
    with pytest.raises(IllegalActionError) as info:
        h.verify(name)
    assert info.value.key == "engine.err.action.not_an_action"
    assert f"{name!r} is not a poker action; p4 may fold" in str(info.value)
    assert "non è un'azione del poker" in info.value.text("it")
    assert h.can("call") is True
    assert h.snapshot() == before


def test_fold_with_nothing_to_call_and_raise_with_nobody_betting_are_refused():
    h = hand([1000] * 2)
    h.call()
    before = h.snapshot()
    with pytest.raises(IllegalActionError, match="nothing to call, no need to fold"):
        h.fold()
    with pytest.raises(IllegalActionError, match="there is no bet to call"):
        h.call()
    assert h.snapshot() == before
    h.check()
    with pytest.raises(IllegalActionError, match="nobody has bet yet: bet instead"):
        h.raise_to(300)
    assert not h.can("raise", 300)
    assert h.can("bet", 300)


def test_actions_after_the_end_are_refused():
    h = hand([1000] * 2)
    h.fold()
    before = h.snapshot()
    for act in (h.check, h.fold, h.all_in, h.legal_actions, h.show, h.muck):
        with pytest.raises(IllegalActionError, match="hand is over"):
            act()
    assert h.snapshot() == before
    assert h.to_act is None


def test_verify_and_can_never_change_anything():
    h = _spot()
    before = h.snapshot()
    assert h.can("call") and h.can("raise", 500) and not h.can("raise", 499)
    h.verify("fold")
    with pytest.raises(IllegalActionError):
        h.verify("check")
    assert h.snapshot() == before


# ---------------------------------------------------------------------- set-up errors


@pytest.mark.parametrize(
    ("stacks", "button", "kw", "message"),
    [
        ([1000], 0, {}, "2 to 10 players"),
        ([1000] * 11, 0, {}, "2 to 10 players"),
        ([1000, 0], 0, {}, "positive whole number"),
        ([1000, 10.5], 0, {}, "positive whole number"),
        ([1000, 1000], 2, {}, "button"),
        ([1000, 1000], 0, {"names": ["a"]}, "give 2 names"),
        ([1000, 1000], 0, {"blinds": [1]}, "give 2 blinds"),
        ([1000, 1000], 0, {"antes": [1, -1]}, "give 2 antes"),
    ],
)
def test_bad_set_ups_are_refused(stacks, button, kw, message):
    with pytest.raises(ConfigurationError, match=message):
        HoldemHand(stacks, button, NL, rng=random.Random(1), **kw)


def test_bad_rules_are_refused():
    with pytest.raises(ConfigurationError, match="small blind"):
        Rules(200, 100)
    with pytest.raises(ConfigurationError, match="whole number"):
        Rules(50, 100, ante=-1)
    with pytest.raises(ConfigurationError, match="minimum bet"):
        Rules(0, 0)
    with pytest.raises(ConfigurationError, match="unknown rule settings"):
        Rules.from_dict({"small_blind": 1, "big_blind": 2, "straddle": 4})


@pytest.mark.parametrize("players", range(2, 11))
def test_every_table_size_plays_to_the_end(players):
    r = random.Random(players)
    for _ in range(30):
        stacks = [r.randint(1, 5000) for _ in range(players)]
        h = HoldemHand(stacks, r.randrange(players), NL, rng=r)
        play_randomly(h, r)
        assert h.is_complete
        assert sum(h.final_stacks) == sum(stacks)


# ---------------------------------------------------------------------- reading the state


def test_live_pots_while_betting():
    h = hand([300, 1000, 1000], button=2)
    h.raise_to(600)  # the button
    h.all_in()  # small blind, 300
    # The big blind can still call: he is in both pots; the all-in cuts them at 300.
    assert h.pots().pots == (Pot(700, (0, 1, 2)), Pot(300, (1, 2)))
    assert h.pots(include_bets=False).pots == ()
    h.call()  # big blind
    assert [p.amount for p in h.pots(include_bets=False).pots] == [900, 600]


def test_records_are_immutable_and_returned_by_each_action():
    h = hand([1000] * 3)
    record = h.raise_to(300)
    assert record == Action(2, ActionKind.RAISE, 300, 300, False, Street.PREFLOP)
    with pytest.raises(AttributeError):
        record.amount = 5  # type: ignore[misc]
    assert h.history[-1] is record
    assert h.records_since(len(h.history) - 1) == (record,)


def test_to_dict_and_from_dict_replay_the_same_hand():
    r = random.Random(3)
    for k in range(40):
        stacks = [r.randint(50, 3000) for _ in range(r.randint(2, 9))]
        h = HoldemHand(stacks, k % len(stacks), NL, rng=r, manual_showdown=k % 2 == 0)
        play_randomly(h, r)
        again = HoldemHand.from_dict(h.to_dict())
        assert again.history == h.history
        assert again.final_stacks == h.final_stacks


def test_from_dict_refuses_newer_or_foreign_data():
    h = hand([1000] * 2)
    h.fold()
    data = h.to_dict()
    with pytest.raises(HandHistoryError, match="newer Director"):
        HoldemHand.from_dict({**data, "version": 99})
    with pytest.raises(HandHistoryError, match="not a hold'em hand"):
        HoldemHand.from_dict({**data, "game": "stud"})
    with pytest.raises(HandHistoryError, match="does not replay"):
        HoldemHand.from_dict({**data, "actions": [[0, "check"]]})


def test_short_blinds_all_in_against_antes_win_only_what_they_matched():
    """Found by the property test: a big blind all-in for less than the antes and blind the
    others put in won all of it when they folded; two such blinds crashed the showdown."""
    rules = Rules(25, 50, BettingLimit.NO_LIMIT, ante=25, ante_type=AnteType.EVERY_PLAYER)
    heads_up = HoldemHand([26, 51], 1, rules, rng=random.Random(0))
    heads_up.fold()  # the button (small blind 25 + ante 25) folds to the big blind all-in for 26
    assert heads_up.final_stacks == (52, 25)
    four = HoldemHand([1000, 10, 12, 1000], 0, rules, rng=random.Random(1))
    while four.to_act is not None and four.to_act >= 0:
        four.fold()
    assert sum(four.final_stacks) == 2022
    assert four.final_stacks[0] == four.final_stacks[3] == 1000 - 25 + 13
    assert [a.amount for a in four.awards] == [40, 6]


@pytest.mark.parametrize("stack", [2**63, 10**308, 10**15 + 1])
def test_absurd_stacks_and_stakes_are_refused_with_the_ceiling(stack):
    with pytest.raises(ConfigurationError, match="at most 1,000,000,000,000,000"):
        HoldemHand([stack, 1000], 1, NL)
    with pytest.raises(ConfigurationError, match="at most 1,000,000,000,000,000"):
        Rules(stack, stack)
    assert HoldemHand([10**15, 1000], 1, NL).stacks[0] == 10**15 - 100  # the ceiling is taken
