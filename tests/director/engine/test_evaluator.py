"""Hand evaluation: every five-card hand, a million seven-card hands against phevaluator, the
tie-breaks of the club's sheets, and the hand names in English and Italian."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from director.engine.cards import CARDS, Card, parse_cards
from director.engine.errors import CardError
from director.engine.evaluator import (
    DISTINCT_HANDS,
    HandCategory,
    best_five,
    category_of,
    deciding_ranks,
    describe,
    evaluate,
    evaluate5,
    evaluate7,
    hand_name,
    hand_words,
)


def strength(text: str) -> int:
    return evaluate(parse_cards(text))


def test_every_five_card_hand():
    """All 2,598,960 hands: the textbook count of each category and 7,462 distinct values."""
    by_strength = Counter(itertools.starmap(evaluate5, itertools.combinations(CARDS, 5)))
    assert sum(by_strength.values()) == 2_598_960
    assert len(by_strength) == DISTINCT_HANDS == 7_462
    assert min(by_strength) == 1 and max(by_strength) == 7_462
    by_category = Counter()
    for s, count in by_strength.items():
        by_category[category_of(s)] += count
    assert by_category[HandCategory.ROYAL_FLUSH] == 4
    assert by_category[HandCategory.STRAIGHT_FLUSH] + by_category[HandCategory.ROYAL_FLUSH] == 40
    assert by_category[HandCategory.FOUR_OF_A_KIND] == 624
    assert by_category[HandCategory.FULL_HOUSE] == 3_744
    assert by_category[HandCategory.FLUSH] == 5_108
    assert by_category[HandCategory.STRAIGHT] == 10_200
    assert by_category[HandCategory.THREE_OF_A_KIND] == 54_912
    assert by_category[HandCategory.TWO_PAIR] == 123_552
    assert by_category[HandCategory.PAIR] == 1_098_240
    assert by_category[HandCategory.HIGH_CARD] == 1_302_540


def _random_hands(count: int, seed: int) -> list[tuple[int, ...]]:
    r = random.Random(seed)
    deck = list(range(52))
    out: list[tuple[int, ...]] = []
    while len(out) < count:
        r.shuffle(deck)
        out += [tuple(deck[k : k + 7]) for k in range(0, 49, 7)]
    return out[:count]


def test_a_million_seven_card_hands_agree_with_phevaluator():
    """phevaluator (compiled, Cactus Kev order: 1 is a royal flush) ranks every hand the same."""
    from phevaluator import evaluate_cards

    hands = _random_hands(1_000_000, seed=20240601)
    ours = list(itertools.starmap(evaluate7, ([CARDS[i] for i in h] for h in hands)))
    theirs = list(itertools.starmap(evaluate_cards, hands))
    wrong = [h for h, a, b in zip(hands, ours, theirs, strict=True) if a != 7_463 - b]
    assert wrong == []
    assert len(set(ours)) > 4_000  # the sample reaches most of the 4,824 seven-card values


def test_six_card_hands_are_the_best_five():
    r = random.Random(6)
    for _ in range(3_000):
        six = r.sample(CARDS, 6)
        assert evaluate(six) == max(evaluate5(*five) for five in itertools.combinations(six, 5))


def test_seven_card_hands_are_the_best_five_including_flushes():
    r = random.Random(7)
    suited = [c for c in CARDS if c.suit == 2]
    for k in range(3_000):
        # Half the hands get at least five hearts so the flush path is exercised too.
        seven = r.sample(suited, 5) + r.sample([c for c in CARDS if c.suit != 2], 2)
        seven = seven if k % 2 else r.sample(CARDS, 7)
        expected = max(evaluate5(*five) for five in itertools.combinations(seven, 5))
        assert evaluate7(*seven) == evaluate(seven) == expected


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        # Club sheet 004, "Valori delle mani", worked examples.
        ("AhAd7c6s5h", "AcAs7d3h2c"),  # A-A-7-6-5 beats A-A-7-3-2
        ("AhAdKcKs5h", "AcAsJdJh3c"),  # A-A-K-K-5 beats A-A-J-J-3
        ("AhAdTcTs5h", "AcAsTdTh4c"),  # A-A-10-10-5 beats A-A-10-10-4
        ("KhKdKcAs9h", "KsKdKhAc8c"),  # K-K-K-A-10 beats K-K-K-A-9 (with 9 vs 8 here)
        ("Jh9h7h5h2h", "Jd9d7d4d3d"),  # J-9-7-5-2 flush beats J-9-7-4-3
        ("AhJd9c5s3h", "AcTd9h6s4c"),  # A-J-9-5-3 beats A-10-9-6-4
        ("6h5d4c3s2h", "5c4d3h2sAh"),  # 5-4-3-2-A is the lowest straight
        ("5c4d3h2sAh", "KcKdQhJs9h"),  # ... but still a straight
        ("AhAdAcAs2h", "KhKdKcKsAh"),  # poker d'assi
        ("7c7d7h2s2c", "AhKhQhJh9h"),  # full beats colore
        ("TsJsQsKsAs", "9h8h7h6h5h"),  # scala reale beats scala colore
    ],
)
def test_the_sheets_tie_breaks(better, worse):
    assert strength(better) > strength(worse)


def test_q_k_a_2_3_is_not_a_straight():
    assert category_of(strength("QcKdAh2s3c")) is HandCategory.HIGH_CARD


def test_equal_hands_tie_and_the_board_can_play():
    board = "AhKdQcJsTh"
    assert strength("2c3d" + board) == strength("4h5s" + board)
    assert category_of(strength("2c3d" + board)) is HandCategory.STRAIGHT
    assert strength("AcAd" + "AhKdQcJs9h") > strength("KhQd" + "AhKdQcJs9h")


def test_kickers_beyond_the_best_five_do_not_count():
    # Both play A-A-K-Q-J; the sixth and seventh cards do not matter.
    assert strength("AcAdKhQsJc9d8h") == strength("AhAsKcQdJh3c2d")


@pytest.mark.parametrize(
    ("cards", "category", "en", "it"),
    [
        ("Ah9d7c5s3h", HandCategory.HIGH_CARD, "high card, ace", "carta alta asso"),
        ("AhAd7c5s3h", HandCategory.PAIR, "pair of aces", "coppia d'assi"),
        (
            "KhKd7c7s3h",
            HandCategory.TWO_PAIR,
            "two pair, kings and sevens",
            "doppia coppia, re e sette",
        ),
        ("QhQdQc5s3h", HandCategory.THREE_OF_A_KIND, "three of a kind, queens", "tris di donne"),
        ("9h8d7c6s5h", HandCategory.STRAIGHT, "straight, nine high", "scala al nove"),
        ("5c4d3h2sAh", HandCategory.STRAIGHT, "straight, five high", "scala al cinque"),
        ("AhJh9h5h3h", HandCategory.FLUSH, "flush, ace high", "colore all'asso"),
        (
            "KhKdKcTsTh",
            HandCategory.FULL_HOUSE,
            "full house, kings full of tens",
            "full di re e dieci",
        ),
        ("6h6d6c6s3h", HandCategory.FOUR_OF_A_KIND, "four of a kind, sixes", "poker di sei"),
        (
            "9h8h7h6h5h",
            HandCategory.STRAIGHT_FLUSH,
            "straight flush, nine high",
            "scala colore al nove",
        ),
        ("AsKsQsJsTs", HandCategory.ROYAL_FLUSH, "royal flush", "scala reale"),
    ],
)
def test_names_in_english_and_italian(cards, category, en, it):
    s = strength(cards)
    assert category_of(s) is category
    assert describe(s) == en
    assert describe(s, "it") == it
    assert hand_name(s, "it") in it


def test_a_hand_in_words_is_a_message_for_either_language():
    words = hand_words(strength("KhKdKcTsTh"))
    assert words.key == "engine.hand.full_house"
    assert words.text() == "full house, kings full of tens"
    assert words.text("it") == "full di re e dieci"
    assert hand_words(strength("8h8d2c3s5h")).text("it") == "coppia d'otto"
    assert hand_words(strength("Ah8h7h6h2h")).text("it") == "colore all'asso"


def test_italian_category_names_are_the_sheets():
    names = {hand_name(strength(t), "it") for t in ("Ah9d7c5s3h", "KhKdKcTsTh", "6h6d6c6s3h")}
    assert names == {"carta alta", "full", "poker"}


def test_deciding_ranks_and_bounds():
    assert deciding_ranks(strength("AhAdKc9s4h")) == (12, 11, 7, 2)
    assert deciding_ranks(strength("5c4d3h2sAh")) == (3,)
    with pytest.raises(ValueError, match="between 1 and 7462"):
        category_of(0)
    with pytest.raises(ValueError, match="it"):
        describe(1, "fr")


def test_best_five_picks_the_playing_cards():
    five = best_five(parse_cards("AhAd2c3s9hAcKd"))
    assert sorted(five) == sorted(parse_cards("AhAdAcKd9h"))


def test_evaluate_refuses_wrong_counts_and_duplicates():
    with pytest.raises(CardError, match="5 to 7"):
        evaluate(parse_cards("AhKd"))
    with pytest.raises(CardError, match="5 to 7"):
        evaluate([Card("Ah"), Card("Ah"), Card("2c"), Card("3c"), Card("4c")])
