"""Seven card stud rules, one at a time, on hands dealt from decks built for the purpose.

Stakes (unless a test says otherwise): ante 5, bring-in 5, small bet 20, big bet 40. The dealer is
the last player, so player 0 sits at his left and is dealt first.
"""

from __future__ import annotations

import random

import pytest

from director.engine import phh
from director.engine.cards import Card, parse_cards
from director.engine.errors import ConfigurationError, HandHistoryError, IllegalActionError
from director.engine.evaluator import evaluate7
from director.engine.records import (
    Action,
    ActionKind,
    CommonCardDealt,
    DeckRanOut,
    ForcedBet,
    ForcedKind,
    HandMucked,
    HandShown,
    LegalActions,
    Phase,
    PotAwarded,
    Street,
    StudCardsDealt,
    UncalledBetReturned,
)
from director.engine.rules import BoardTie, Rules
from director.engine.stud import StudHand, board_rank
from tests.helpers.stud import STAKES, play_stud_randomly, stud_deck


def stud(cards, stacks=None, button=None, rules=STAKES, **kw) -> StudHand:
    n = len(cards)
    button = n - 1 if button is None else button
    stacks = stacks or [1000] * n
    return StudHand(stacks, button, rules, deck=stud_deck(button, cards), **kw)


def of(h: StudHand, kind) -> list:
    return [r for r in h.history if isinstance(r, kind)]


def call_around(h: StudHand) -> None:
    """Everyone checks or calls until the street changes (or the hand ends)."""
    street = h.street
    while h.to_act is not None and h.street is street and h.phase is Phase.BETTING:
        h.check_or_call()


# Three players who stay to the end: p2 has the low door card (2c) and brings in.
THREE = [
    "AhKd9s" + "Ts4c8d3h",  # p0: door 9s, then Ts 4c 8d, 3h down
    "QcJc2d" + "Kc5h6h7c",  # p1: door 2d
    "7h7d2c" + "Qd9c4s8s",  # p2: door 2c (lowest by suit)
]


# ---------------------------------------------------------------------- antes and the deal


def test_antes_then_two_down_and_the_door_card_up_from_the_dealers_left():
    h = stud(THREE)
    antes = of(h, ForcedBet)
    assert [(a.player, a.kind, a.amount) for a in antes] == [
        (0, ForcedKind.ANTE, 5),
        (1, ForcedKind.ANTE, 5),
        (2, ForcedKind.ANTE, 5),
    ]
    assert h.pot == 15 and h.stacks == [995, 995, 995]
    (deal,) = of(h, StudCardsDealt)
    assert deal.street is Street.THIRD and deal.face_up == (False, False, True)
    assert deal.burn is None  # no burn before third street (sheet 003 counts none)
    assert deal.cards[0] == parse_cards("AhKd9s")
    # One card at a time clockwise from the dealer's left: p0's first card is the deck's top.
    assert h.deck.order[:3] == parse_cards("AhQc7h")
    assert h.up_cards(0) == parse_cards("9s")
    assert h.down_cards(0) == h.hole_cards(0) == parse_cards("AhKd")
    assert h.cards_of(0) == parse_cards("AhKd9s")
    assert h.board == []


@pytest.mark.parametrize(
    ("doors", "bring_in"),
    [
        (("2s", "2h", "2d"), 2),  # diamonds below hearts and spades
        (("3c", "2s", "2h"), 2),  # rank first: any deuce below a trey
        (("2c", "2d", "2h"), 0),  # clubs lowest
        (("Kh", "Ac", "Ks"), 0),  # the ace is high
        (("9d", "9c", "Td"), 1),
    ],
)
def test_the_lowest_door_card_brings_in_ties_by_suit_clubs_diamonds_hearts_spades(doors, bring_in):
    downs = ["AhKd", "QcJc", "7h7d"]
    h = stud([d + door for d, door in zip(downs, doors, strict=True)])
    assert h.bring_in_player == bring_in
    assert h.to_act == bring_in


# ---------------------------------------------------------------------- the bring-in


def test_the_bring_in_posts_the_bring_in_or_completes_and_may_not_fold_or_check():
    h = stud(THREE)
    la = h.legal_actions()
    assert la == LegalActions(2, False, False, 0, 20, 20, ActionKind.COMPLETE, 5, None, 995, False)
    before = h.snapshot()
    for attempt, message in [
        (h.fold, "p3 has the low card and must bring it in; p3 may bring in 5, complete to 20"),
        (h.check, "must bring it in"),
        (h.check_or_call, "must bring it in"),
        (lambda: h.bet(20), "must bring it in"),
        (lambda: h.complete(15), "a completion is to 20"),
        (lambda: h.act("bring_in", 10), "the bring-in is 5, not 10"),
        (lambda: h.bring_in(player=0), "it is p3's turn, not p1's"),
    ]:
        with pytest.raises(IllegalActionError, match=message):
            attempt()
        assert h.snapshot() == before
    record = h.bring_in()
    assert record == Action(2, ActionKind.BRING_IN, 5, 5, False, Street.THIRD)
    assert h.to_act == 0  # then clockwise from the bring-in


def test_facing_the_bring_in_fold_call_or_complete_to_the_small_bet():
    h = stud(THREE)
    h.bring_in()
    la = h.legal_actions()
    assert (la.fold, la.check, la.call, la.min_to, la.max_to) == (True, False, 5, 20, 20)
    assert la.raise_kind is ActionKind.COMPLETE and la.bring_in is None
    with pytest.raises(IllegalActionError, match="the bring-in is not a bet: complete to 20"):
        h.raise_to(20)
    with pytest.raises(IllegalActionError, match="bring-in has already been posted"):
        h.bring_in()
    record = h.bet_or_raise_to(20)  # PHH's cbr completes
    assert record.kind is ActionKind.COMPLETE and record.to == 20
    la = h.legal_actions()
    assert (la.call, la.min_to, la.raise_kind) == (20, 40, ActionKind.RAISE)


def test_when_everyone_calls_the_bring_in_the_round_is_over():
    h = stud(THREE)
    h.bring_in()
    h.call()
    h.call()
    assert h.street is Street.FOURTH  # the bring-in has no option (unlike a big blind)
    assert h.pot == 30


def test_the_completion_reopens_the_betting_for_the_bring_in_and_the_callers():
    h = stud(THREE)
    h.bring_in()  # p2
    h.call()  # p0 calls the bring-in
    h.complete()  # p1 completes to 20
    assert h.to_act == 2
    assert h.legal_actions().min_to == 40  # the bring-in may raise
    h.call()
    assert h.to_act == 0
    assert h.legal_actions().raise_kind is ActionKind.RAISE  # so may the player who called
    h.raise_to(40)
    assert h.to_act == 1


def test_the_bring_in_may_complete_himself():
    h = stud(THREE)
    record = h.complete()
    assert record == Action(2, ActionKind.COMPLETE, 20, 20, False, Street.THIRD)
    assert h.legal_actions().raise_kind is ActionKind.RAISE


def test_a_bring_in_all_in_for_the_ante_passes_to_the_next_player_on_his_left():
    h = stud(THREE, stacks=[1000, 1000, 5])  # p2, the low card, is all-in for the ante
    assert h.bring_in_player == 2
    assert h.to_act == 0  # the next player to the left brings in (the club's choice)
    la = h.legal_actions()
    assert la.bring_in == 5 and la.raise_kind is ActionKind.COMPLETE and not la.fold
    h.bring_in()
    h.call()
    assert h.street is Street.FOURTH
    assert h.all_in_players == (False, False, True)


def test_a_short_bring_in_posts_what_he_has_and_cannot_complete():
    h = stud(THREE, stacks=[1000, 1000, 8])  # 3 left after the ante
    la = h.legal_actions()
    assert la.bring_in == 3 and la.min_to is None and la.raise_kind is None
    with pytest.raises(IllegalActionError, match="cannot complete: p3 has only the bring-in"):
        h.complete()
    record = h.all_in()
    assert record.kind is ActionKind.BRING_IN and record.to == 3 and record.all_in
    assert h.legal_actions().call == 3  # the others call what he posted, or complete


def test_a_bring_in_of_the_whole_small_bet_is_the_bet():
    rules = Rules.stud(ante=5, bring_in=20, small_bet=20)
    h = stud(THREE, rules=rules)
    la = h.legal_actions()
    assert la.bring_in == 20 and la.min_to is None
    h.bring_in()
    la = h.legal_actions()
    assert (la.call, la.min_to, la.raise_kind) == (20, 40, ActionKind.RAISE)
    assert h.raises == 1  # it counts toward the cap like a bet


# ---------------------------------------------------------------------- later streets


def test_streets_burn_deal_up_then_seventh_down_and_the_bets_double_from_fifth():
    h = stud(THREE)
    h.bring_in()
    call_around(h)
    units = {}
    while not h.is_complete:
        la = h.legal_actions()
        units[h.street] = la.min_to
        call_around(h)
    deals = of(h, StudCardsDealt)
    assert [d.street for d in deals] == [
        Street.THIRD,
        Street.FOURTH,
        Street.FIFTH,
        Street.SIXTH,
        Street.SEVENTH,
    ]
    assert [d.face_up for d in deals[1:]] == [(True,), (True,), (True,), (False,)]
    assert all(d.burn is not None for d in deals[1:])  # a burn before every later street
    assert len(h.burns) == 4
    assert units == {
        Street.FOURTH: 20,
        Street.FIFTH: 40,
        Street.SIXTH: 40,
        Street.SEVENTH: 40,
    }
    assert h.up_cards(0) == parse_cards("9sTs4c8d")
    assert h.down_cards(0) == parse_cards("AhKd3h")


def test_the_best_hand_showing_acts_first_from_fourth_street():
    cards = [
        "AhKd9s" + "Ts4c",  # p0: 9s Ts
        "QcJc2d" + "Kc5h",  # p1: 2d Kc
        "7h7d2c" + "2h4s",  # p2: 2c 2h, an open pair of deuces
    ]
    h = stud(cards)
    h.bring_in()
    call_around(h)
    assert h.street is Street.FOURTH
    assert h.to_act == 2  # a pair beats K-2 and T-9
    h.check()
    assert h.to_act == 0  # then clockwise


@pytest.mark.parametrize(
    ("lower", "higher"),
    [
        ("AsKs", "2c2d"),  # a pair beats high cards
        ("AsAdKc", "5c5d5h"),  # three of a kind beats a pair
        ("9c9d3h3s", "AsAdKcKd"),  # the higher two pair
        ("AcAdAhKs", "2c2d2h2s"),  # four of a kind beats three
        ("AcAh3d", "AsAd4c"),  # the same pair: the kicker decides
        ("KsQs", "AcTd"),  # high cards from the top
        ("7c7d", "9h9d"),
    ],
)
def test_board_rank_orders_the_hands_showing(lower, higher):
    assert board_rank(parse_cards(lower)) < board_rank(parse_cards(higher))


def test_board_rank_ignores_straights_and_flushes_showing():
    assert board_rank(parse_cards("5h6h7h8h")) < board_rank(parse_cards("2c2d3h4s"))
    assert board_rank(parse_cards("5h6h7h8h")) == board_rank(parse_cards("5c6d7h8s"))


@pytest.mark.parametrize(
    ("tie", "button", "first"),
    [
        (BoardTie.DEALER_LEFT, 3, 0),  # K-9 three times: p0 is nearest the dealer's (p3) left
        (BoardTie.DEALER_LEFT, 0, 2),  # dealer p0: p1, p2, p3, p0 from his left; p2 first K-9
        (BoardTie.HIGH_CARD_BY_SUIT, 3, 2),  # the king of spades
        (BoardTie.HIGH_CARD_BY_SUIT, 0, 2),
    ],
)
def test_tied_boards_follow_the_setting(tie, button, first):
    cards = [
        "2h2d9s" + "Kh",  # p0: 9s Kh
        "3h3d2c" + "4s",  # p1: brings in with 2c
        "4h4d9d" + "Ks",  # p2: 9d Ks
        "5h5d9c" + "Kc",  # p3: 9c Kc
    ]
    rules = Rules.stud(ante=5, bring_in=5, small_bet=20, board_tie=tie)
    h = stud(cards, button=button, rules=rules)
    assert h.to_act == 1
    h.bring_in()
    call_around(h)
    assert h.street is Street.FOURTH
    assert h.to_act == first


def test_the_default_board_tie_is_the_club_sheets_dealer_left():
    assert Rules(1, 2).board_tie is BoardTie.DEALER_LEFT


def test_if_the_best_board_is_all_in_the_next_player_clockwise_acts():
    cards = [
        "AhKd9s" + "Ts",  # p0: 9s Ts
        "QcJc2d" + "Kc",  # p1: 2d Kc
        "7h7d2c" + "2h",  # p2: 2c 2h, a pair, all-in after the bring-in
    ]
    h = stud(cards, stacks=[1000, 1000, 10])
    h.bring_in()  # p2: 5 of his last 5
    h.call()
    h.call()
    assert h.street is Street.FOURTH and h.all_in_players[2]
    assert h.to_act == 0  # the pair cannot act: the next player clockwise does


# ---------------------------------------------------------------------- fourth street, open pair


OPEN_PAIR = [
    "AhKd9s" + "9c",  # p0: 9s 9c, an open pair
    "QcJc2d" + "Kc",  # p1
    "7h7d2c" + "3h",  # p2: brings in
]


def test_an_open_pair_on_fourth_street_lets_anyone_bet_small_or_big():
    h = stud(OPEN_PAIR)
    h.bring_in()
    call_around(h)
    assert h.street is Street.FOURTH and h.big_bet_allowed
    la = h.legal_actions()
    assert (la.min_to, la.max_to, la.amounts) == (20, 40, (20, 40))
    before = h.snapshot()
    with pytest.raises(IllegalActionError, match="the small bet \\(to 20\\) or the big bet"):
        h.bet(30)
    assert h.snapshot() == before
    h.bet(20)  # the small bet: the others may raise small or big
    la = h.legal_actions()
    assert la.amounts == (40, 60)
    h.raise_to(60)  # a big raise: from now on everything is big
    assert not h.big_bet_allowed
    la = h.legal_actions()
    assert (la.call, la.min_to, la.max_to, la.amounts) == (60, 100, 100, None)
    h.call()
    la = h.legal_actions()
    assert (la.call, la.min_to, la.amounts) == (40, 100, None)


def test_the_big_bet_opens_fourth_street_and_everything_after_it_is_big():
    h = stud(OPEN_PAIR)
    h.bring_in()
    call_around(h)
    h.bet(40)
    la = h.legal_actions()
    assert (la.call, la.min_to, la.max_to, la.amounts) == (40, 80, 80, None)


def test_without_an_open_pair_fourth_street_is_played_at_the_small_bet():
    h = stud(THREE)
    h.bring_in()
    call_around(h)
    assert not h.big_bet_allowed
    la = h.legal_actions()
    assert (la.min_to, la.max_to, la.amounts) == (20, 20, None)
    with pytest.raises(IllegalActionError, match="the maximum bet is to 20"):
        h.bet(40)


def test_an_all_in_players_open_pair_counts_too():
    cards = ["AhKd9s" + "Tc", "QcJc2d" + "Kc", "7h7d2c" + "2h"]  # p2 pairs his door card
    h = stud(cards, stacks=[1000, 1000, 10])
    h.bring_in()
    call_around(h)
    assert h.all_in_players[2] and h.big_bet_allowed
    assert h.legal_actions().amounts == (20, 40)


# ---------------------------------------------------------------------- cap, check-raise


def test_a_bet_and_three_raises_multiway_the_completion_being_the_bet():
    h = stud(THREE)
    h.bring_in()
    h.complete()  # p0: the bet
    h.raise_to(40)  # p1
    h.raise_to(60)  # p2
    h.raise_to(80)  # p0: the third raise caps it
    la = h.legal_actions()
    assert la.min_to is None and la.call == 40
    with pytest.raises(IllegalActionError, match="capped at 4 bets"):
        h.raise_to(100)


def test_no_cap_heads_up():
    h = stud([*THREE[:2], "7h7d2c"])
    h.bring_in()  # p2
    h.fold()  # p0
    h.complete()  # p1
    h.raise_to(40)
    h.raise_to(60)
    h.raise_to(80)
    assert h.legal_actions().min_to == 100  # heads-up: no cap (as in fixed-limit hold'em)


def test_check_raise_is_allowed():
    h = stud(THREE)
    h.bring_in()
    call_around(h)
    first = h.to_act
    h.check()
    h.bet(20)
    h.call()
    assert h.to_act == first
    assert h.legal_actions().raise_kind is ActionKind.RAISE  # sheet 003 "check & raise"
    h.raise_to(40)


# ---------------------------------------------------------------------- running out of cards


def _all_to_seventh(h: StudHand) -> None:
    h.bring_in()
    while h.street is not Street.SEVENTH:
        call_around(h)


EIGHT = [
    "2c3c4c5c6c7c",
    "2d3d4d5d6d7d",
    "2h3h4h5h6h7h",
    "2s3s4s5s6s7s",
    "8c9cTcJcQcKc",
    "8d9dTdJdQdKd",
    "8h9hThJhQhKh",
    "8s9sTsJsQsKs",
]


def test_eight_players_on_seventh_street_get_one_common_card():
    deck = stud_deck(7, EIGHT)
    burns = [deck.order[k] for k in (24, 33, 42)]
    last = deck.order[51]
    h = StudHand([1000] * 8, 7, STAKES, deck=deck, reshuffled=[last, *burns])
    _all_to_seventh(h)
    ran_out = of(h, DeckRanOut)
    assert ran_out == [DeckRanOut(Street.SEVENTH, (last, *burns), True)]
    assert of(h, CommonCardDealt) == [CommonCardDealt(Street.SEVENTH, last)]
    assert h.board == [last]
    assert all(len(h.cards_of(p)) == 6 for p in range(8))
    while not h.is_complete:
        h.check()
    shown = {r.player: r.strength for r in of(h, HandShown)}
    for p, strength in shown.items():
        assert strength == evaluate7(*h.cards_of(p), last)  # the common card plays for all


def test_seven_players_left_get_the_burned_cards_and_the_rest_shuffled_never_the_mucked():
    cards = ["AdAhAc", *EIGHT[1:]]  # p0 (door Ac) folds on third street: his cards are mucked
    deck = stud_deck(7, cards)
    # 24 cards on third street, then a burn and 7 cards on each of 4th, 5th, 6th: 48; 4 left,
    # not enough for a burn and 7 cards: the 3 burns and the 4 left are shuffled and dealt.
    burns = [deck.order[k] for k in (24, 32, 40)]
    gathered = [*deck.order[48:], *burns]
    h = StudHand([1000] * 8, 7, STAKES, deck=deck, reshuffled=gathered)
    assert h.to_act == 1  # 4d brings in
    h.bring_in()
    while h.to_act != 0:
        h.call()
    h.fold()
    while h.street is not Street.SEVENTH:
        call_around(h)
    (ran_out,) = of(h, DeckRanOut)
    assert ran_out == DeckRanOut(Street.SEVENTH, tuple(gathered), False)
    seventh = of(h, StudCardsDealt)[-1]
    assert seventh.street is Street.SEVENTH and seventh.burn is None
    assert seventh.cards[0] == ()
    assert [c for cs in seventh.cards for c in cs] == gathered  # one each, from p1 on
    assert not set(h.cards_of(0)) & set(gathered)  # folded cards are never reused (sheet 003)
    assert all(len(h.cards_of(p)) == 7 for p in range(1, 8))


def test_a_reshuffle_that_does_not_list_the_gathered_cards_is_refused():
    deck = stud_deck(7, EIGHT)
    h = StudHand([1000] * 8, 7, STAKES, deck=deck, reshuffled=parse_cards("KcAdAhAs"))
    h.bring_in()
    while h.street is not Street.SIXTH:
        call_around(h)
    for _ in range(7):
        h.check()
    with pytest.raises(HandHistoryError, match="does not list the gathered cards"):
        h.check()  # the last check ends sixth street: seventh street cannot be dealt


# ---------------------------------------------------------------------- showdown and pots


def test_the_last_bettor_on_seventh_street_shows_first_and_losers_muck():
    h = stud(THREE)
    _all_to_seventh(h)
    opener = h.to_act
    h.check()
    bettor = h.to_act
    h.bet(40)
    call_around(h)
    assert h.is_complete
    shown_or_mucked = [r for r in h.history if isinstance(r, HandShown | HandMucked)]
    assert shown_or_mucked[0].player == bettor
    assert opener != bettor


def test_with_no_bet_on_seventh_street_the_player_who_had_the_first_choice_shows_first():
    h = stud(THREE, manual_showdown=True)
    _all_to_seventh(h)
    opener = h.to_act
    call_around(h)
    assert h.phase is Phase.SHOWDOWN
    assert h.showdown_order[0] == opener == h.to_act


def test_an_uncalled_bet_is_returned_and_the_winner_does_not_show():
    h = stud(THREE)
    h.bring_in()
    h.complete()
    h.fold()
    h.fold()
    assert of(h, UncalledBetReturned) == [UncalledBetReturned(0, 15)]
    assert of(h, HandShown) == []
    assert h.final_stacks == (1015, 995, 990)


def test_all_in_on_third_street_turns_the_hands_up_and_deals_the_rest():
    h = stud(THREE, stacks=[1000, 25, 1000])
    h.bring_in()
    h.complete()
    h.call()  # p1 all-in for 20
    h.fold()  # p2
    # p0 is alone with chips: the hands are turned up, fourth to seventh street dealt.
    assert h.is_complete
    streets = [d.street for d in of(h, StudCardsDealt)]
    assert streets[-1] is Street.SEVENTH
    assert [r.strength for r in of(h, HandShown)][:2] == [None, None]


def test_the_odd_chip_goes_to_the_highest_card_by_suit_using_all_the_cards():
    # Pot of 57: antes 3 x 5, a bring-in of 2 and a completion called (2 x 20) by the two
    # who split; p2 (who brought in) folds. p0 and p1 tie with 6-5-4-3-2; the king of spades,
    # which plays no part in p1's straight, gives him the odd chip (Robert's Rules: all cards).
    rules = Rules.stud(ante=5, bring_in=2, small_bet=20)
    cards = [
        "2h3c6d" + "4s5dKhJc",  # p0: door 6d
        "2d3h6s" + "4c5hKsJd",  # p1: door 6s
        "9h9d2c",  # p2: door 2c, brings in, folds to the completion
    ]
    h = stud(cards, rules=rules)
    h.bring_in()  # p2
    h.complete()  # p0
    h.call()  # p1
    h.fold()  # p2
    while not h.is_complete:
        h.check()
    (award,) = h.awards
    assert award.amount == 57
    assert award.winners == (1, 0)  # the king of spades first
    assert award.shares == (29, 28)
    assert h.final_stacks == (1000 - 25 + 28, 1000 - 25 + 29, 1000 - 7)


def test_hand_cards_speak_the_best_five_of_seven():
    h = stud(THREE)
    _all_to_seventh(h)
    while not h.is_complete:
        h.check_or_call()
    for r in of(h, HandShown):
        assert r.strength == evaluate7(*h.cards_of(r.player))


# ---------------------------------------------------------------------- illegal moves, set-up


def test_actions_after_the_end_are_refused():
    h = stud(THREE)
    h.bring_in()
    h.fold()
    h.fold()
    for attempt in (h.bring_in, h.complete, h.check_or_call, h.all_in, lambda: h.bet(20)):
        with pytest.raises(IllegalActionError, match="the hand is over"):
            attempt()


def test_complete_and_bring_in_after_third_street_are_refused():
    h = stud(THREE)
    h.bring_in()
    call_around(h)
    with pytest.raises(IllegalActionError, match="already completed: bet or raise instead"):
        h.complete()
    with pytest.raises(IllegalActionError, match="posted once, by the low card"):
        h.bring_in()


@pytest.mark.parametrize(
    ("stacks", "rules", "kw", "message"),
    [
        ([100] * 9, STAKES, {}, "2 to 8 players"),
        ([100], STAKES, {}, "2 to 8 players"),
        ([100, 0], STAKES, {}, "positive whole number"),
        ([100, 100], Rules(50, 100), {}, "fixed-limit"),
        ([100, 100], Rules(50, 100, limit="fixed_limit", bring_in=20), {}, "no blinds"),
        ([100, 100], Rules(0, 0, limit="fixed_limit", small_bet=20), {}, "needs a bring-in"),
        ([100, 100], STAKES, {"antes": [5]}, "give 2 antes"),
        ([100, 100], STAKES, {"names": ["a"]}, "give 2 names"),
    ],
)
def test_bad_set_ups_are_refused(stacks, rules, kw, message):
    with pytest.raises(ConfigurationError, match=message):
        StudHand(stacks, len(stacks) - 1 if stacks else 0, rules, **kw)


def test_bad_stud_rules_are_refused():
    with pytest.raises(ConfigurationError, match="bring-in \\(30\\) cannot exceed the small bet"):
        Rules.stud(ante=5, bring_in=30, small_bet=20)
    with pytest.raises(ConfigurationError, match="is not a valid BoardTie"):
        Rules.stud(ante=5, bring_in=5, small_bet=20, board_tie="coin flip")
    with pytest.raises(ConfigurationError, match="bad stud settings"):
        Rules.stud(ante=5, bring_in=5, small_bet=20, ante_type="button", small_blind=3)


# ---------------------------------------------------------------------- saving and PHH


def test_to_dict_and_from_dict_replay_the_same_hand():
    r = random.Random(8)
    for k in range(60):
        n = r.randint(2, 8)
        stacks = [r.randint(10, 2000) for _ in range(n)]
        h = StudHand(stacks, k % n, STAKES, rng=r, manual_showdown=k % 2 == 0)
        play_stud_randomly(h, r)
        again = StudHand.from_dict(h.to_dict())
        assert again.history == h.history
        assert again.final_stacks == h.final_stacks


def test_to_dict_keeps_the_reshuffle_of_a_deck_that_ran_out():
    h = StudHand([1000] * 8, 7, STAKES, deck=stud_deck(7, EIGHT), rng=random.Random(4))
    _all_to_seventh(h)
    while not h.is_complete:
        h.check()
    data = h.to_dict()
    assert data["reshuffled"]
    assert StudHand.from_dict(data).history == h.history


def test_from_dict_refuses_foreign_or_newer_data():
    h = stud(THREE)
    h.bring_in()
    data = h.to_dict()
    with pytest.raises(HandHistoryError, match="not a seven card stud hand"):
        StudHand.from_dict({**data, "game": "holdem"})
    with pytest.raises(HandHistoryError, match="newer Director"):
        StudHand.from_dict({**data, "version": 7})
    with pytest.raises(HandHistoryError, match="does not replay"):
        StudHand.from_dict({**data, "actions": [[0, "check"]]})


def test_written_stud_hands_replay_to_the_same_result():
    r = random.Random(12)
    for k in range(80):
        n = r.randint(2, 8)
        stacks = [r.randint(10, 1500) for _ in range(n)]
        h = StudHand(stacks, k % n, STAKES, rng=r, names=[f"Giocatore {i}" for i in range(n)])
        play_stud_randomly(h, r)
        again = phh.replay(phh.loads(phh.write_hand(h)))
        pos = [(h.button + 1 + j) % n for j in range(n)]
        assert list(again.finishing_stacks) == [h.final_stacks[p] for p in pos]
        ours = [(pos[a.player], a.kind, a.to) for a in again.hand.history if isinstance(a, Action)]
        assert ours == [(a.player, a.kind, a.to) for a in h.history if isinstance(a, Action)]


def test_records_are_immutable_and_award_records_add_up():
    h = stud(THREE)
    record = h.bring_in()
    with pytest.raises(AttributeError):
        record.amount = 7  # type: ignore[misc]
    call_around(h)
    while not h.is_complete:
        h.check_or_call()
    assert sum(a.amount for a in of(h, PotAwarded)) == 30  # 3 antes, 3 bring-ins
    assert sum(h.final_stacks) == 3000


def test_cards_are_cards():
    h = stud(THREE)
    assert all(isinstance(c, Card) for p in range(3) for c in h.cards_of(p))
