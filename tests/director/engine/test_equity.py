"""Exact all-in equity: the fast counts against one evaluator call per board, and published figures."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from director.engine.cards import CARDS, parse_cards
from director.engine.equity import SHARE_UNIT, Equity, enumerate_equity, equity
from director.engine.errors import CardError, ConfigurationError


def hands(*texts: str) -> list[tuple]:
    return [parse_cards(t) for t in texts]


# GNU poker-eval's exact counts over all 1,712,304 boards, as published at
# https://brainwagon.org/2005/04/09/texas-holdem-trivia (hcmp2): wins, losses, ties of the aces.
PUBLISHED = [
    (("AdAc", "KhKs"), (1388072, 317694, 6538)),
    (("AdAc", "Td9d"), (1338249, 367143, 6912)),
    (("AdAc", "QcJh"), (1450987, 254763, 6554)),
]


@pytest.mark.parametrize(("cards", "figures"), PUBLISHED)
def test_heads_up_preflop_matches_published_exact_counts(cards, figures):
    e = equity(hands(*cards))
    wins, losses, ties = figures
    assert e.boards == 1_712_304
    assert e.wins == (wins, losses)
    assert e.ties == (ties, ties)
    assert f"{100 * e.win(0):.2f}" == f"{100 * wins / 1_712_304:.2f}"


def test_aces_against_kings_with_other_suits_is_the_same():
    """AsAh vs KdKc has no suit in common, like AdAc vs KhKs: the counts are identical."""
    e = equity(hands("AsAh", "KdKc"))
    assert (e.wins, e.ties) == ((1388072, 317694), (6538, 6538))
    assert round(e.equity(0), 4) == 0.8126


def test_one_preflop_matchup_board_by_board():
    """Suited and connected against a pair sharing a suit: every board, one evaluator call each."""
    holes = hands("7h8h", "QhQc")
    assert equity(holes) == enumerate_equity(holes)


@pytest.mark.parametrize(
    ("holes", "board"),
    [
        (("AhKh", "QhJh", "2c2d"), "Th3h9c"),  # two flush draws in one suit, straight flush outs
        (("AsAd", "KsKd", "7c8c"), "9c6c2h"),  # three-way on the flop, open-ended flush draw
        (("5s4s", "AcKd"), "2s3sQh"),  # wheel straight flush outs
        (("2c3c", "2d3d", "2h3h", "2s3s"), "4c5d9h"),  # four-way, a shared straight
        (("AhAd", "KcKs", "QhQs", "JdJc", "Th9h"), "8h7h2c"),
        (("AsKs", "AdKd"), "QsJsTd"),  # royal flush for one, Broadway for the other
        (("7c7d", "8s8h"), "7h8c8d2s"),  # turn: quads versus full house
        (("AcQc", "KdKh", "9s9h"), "Jc2c5d3h"),  # turn with a flush draw
        (("JhTh", "9c9d", "AsQd"), "KhQh2h"),  # made flush on the flop
        (("6c6d", "5h5s"), "AcAdAhAs"),  # quads on the board: the kicker plays
    ],
)
def test_flop_and_turn_states_board_by_board(holes, board):
    h = hands(*holes)
    b = parse_cards(board)
    assert equity(h, b) == enumerate_equity(h, b)


@settings(max_examples=150)
@given(
    st.randoms(use_true_random=False),
    st.integers(2, 10),
    st.sampled_from([3, 4, 5]),
    st.integers(0, 3),
)
def test_random_states_agree_with_enumeration(rnd, players, board_size, dead_count):
    cards = rnd.sample(CARDS, 2 * players + board_size + dead_count)
    holes = [cards[2 * i : 2 * i + 2] for i in range(players)]
    board = cards[2 * players : 2 * players + board_size]
    dead = cards[2 * players + board_size :]
    assert equity(holes, board, dead) == enumerate_equity(holes, board, dead)


def test_flush_heavy_states_agree_with_enumeration():
    """States where most remaining cards share the players' suits (the flush correction's work)."""
    r = random.Random(11)
    spades = [c for c in CARDS if c.suit == 3]
    hearts = [c for c in CARDS if c.suit == 2]
    for _ in range(60):
        picked = r.sample(spades, 4) + r.sample(hearts, 2)
        r.shuffle(picked)
        holes = [picked[0:2], picked[2:4], picked[4:6]]
        rest = [c for c in CARDS if c not in picked]
        board = r.sample([c for c in rest if c.suit in (2, 3)], r.choice([3, 4]))
        assert equity(holes, board) == enumerate_equity(holes, board)


def test_complete_board_is_one_board():
    e = equity(hands("AsAd", "KsKd"), parse_cards("2c7d9hJsQc"))
    assert e.boards == 1
    assert e.wins == (1, 0)
    assert e.equity(0) == 1.0


def test_ties_and_shares_add_up():
    e = equity(hands("AcKc", "AdKd", "AhKh"), parse_cards("2s3s4s"))
    assert sum(e.shares) == e.boards * SHARE_UNIT
    assert e.ties[0] == e.ties[1] == e.ties[2]
    assert all(0 <= e.win(i) + e.tie(i) <= 1 for i in range(3))


@pytest.mark.parametrize(
    ("holes", "board", "error"),
    [
        (("AsAd",), "", ConfigurationError),
        (("AsAd", "AsKd"), "", CardError),
        (("AsAd", "KsKd"), "2c3c4c5c6c7c", CardError),
        (("AsAdKd", "KsKh"), "", CardError),
    ],
)
def test_bad_input_is_refused(holes, board, error):
    with pytest.raises(error):
        equity(hands(*holes), parse_cards(board))


def test_equity_value_checks_itself():
    with pytest.raises(ConfigurationError):
        Equity(boards=2, wins=(1, 1), ties=(0, 0), shares=(SHARE_UNIT, 0))
