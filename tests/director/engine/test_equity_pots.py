"""Equity per pot (main pot and side pots): a case counted by hand, phevaluator board by board, and the
fast counts against the director's own enumeration."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from phevaluator import evaluate_cards

from director.engine.cards import CARDS, Card, format_cards, parse_cards
from director.engine.equity import (
    SHARE_UNIT,
    enumerate_pot_equity,
    equity,
    pot_equity,
)
from director.engine.errors import ConfigurationError


def hands(*texts: str) -> list[tuple[Card, ...]]:
    return [parse_cards(t) for t in texts]


def test_three_all_in_on_the_turn_counted_by_hand():
    """Aces (the short stack), kings (set) and sevens (set) on Kh 7d 2c 9s, one card to come.

    42 rivers. Ah or Ad: the aces make trips above the kings (2). 7h: the sevens make quads (1).
    Every other river, the set of kings wins (39). The side pot is between kings and sevens only:
    the sevens win it on 7h alone, the kings on the other 41 rivers, the aces included.
    """
    holes = hands("AsAc", "KsKc", "7s7c")
    main, side = pot_equity(holes, [(0, 1, 2), (1, 2)], parse_cards("Kh7d2c9s"))
    assert main.boards == side.boards == 42
    assert main.wins == (2, 39, 1)
    assert side.wins == (0, 41, 1)
    assert main.ties == side.ties == (0, 0, 0)
    assert side.equity(0) == 0.0  # not eligible: no share of the side pot
    assert round(side.equity(1), 4) == round(41 / 42, 4)


def test_a_tie_splits_only_the_pot_it_is_tied_in():
    """Two players hold Broadway on every river and split the main pot each time; the side pot,
    between one of them and the deuces (no flush or full house can come), is his alone."""
    holes = hands("AsKd", "AhKc", "2s2d")  # the short stack first
    board = parse_cards("QhJcTs3d")  # both aces hold Broadway; the deuces need a 2 (2 left)
    main, side = pot_equity(holes, [(0, 1, 2), (1, 2)], board)
    assert main.boards == 42
    # Broadway for both on every river: the deuces never beat it (no flush or full house).
    assert main.ties[:2] == (42, 42) and main.wins == (0, 0, 0)
    assert main.shares[0] == main.shares[1] == 42 * SHARE_UNIT // 2
    assert side.wins == (0, 42, 0)  # the side pot: Broadway against the deuces, alone


def test_one_pot_of_everyone_is_the_plain_equity():
    holes = hands("AsAd", "KsKd", "7c8c")
    board = parse_cards("9c6c2h")
    (only,) = pot_equity(holes, [(0, 1, 2)], board)
    assert only == equity(holes, board)


def _reference_pots(holes, pots, board):
    """Per pot, per player: [wins, ties, shares] over every board, hands ranked by phevaluator."""
    seen = {c for h in holes for c in h} | set(board)
    deck = [str(c) for c in CARDS if c not in seen]
    hole_texts = [[str(c) for c in h] for h in holes]
    board_texts = [str(c) for c in board]
    n = len(holes)
    out = [[[0, 0, 0] for _ in range(n)] for _ in pots]
    boards = 0
    for more in combinations(deck, 5 - len(board)):
        boards += 1
        full = board_texts + list(more)
        ranks = [evaluate_cards(*h, *full) for h in hole_texts]  # 1 is a royal flush
        for k, pot in enumerate(pots):
            best = min(ranks[i] for i in pot)
            winners = [i for i in pot if ranks[i] == best]
            for i in winners:
                out[k][i][0 if len(winners) == 1 else 1] += 1
                out[k][i][2] += SHARE_UNIT // len(winners)
    return boards, out


@pytest.mark.parametrize(
    ("holes", "pots", "board"),
    [
        (("JsJh", "AsAh", "QsQh", "KsKh"), [(0, 1, 2, 3), (1, 2, 3), (2, 3)], "2c7d9h"),
        (("AhKh", "QhJh", "2c2d"), [(0, 1, 2), (1, 2)], "Th3h9c"),
        (("5s4s", "AcKd", "QdQc", "8h8d"), [(0, 1, 2, 3), (0, 2, 3), (2, 3)], "2s3sQh"),
        (("AcQc", "KdKh", "9s9h"), [(0, 1, 2), (1, 2)], "Jc2c5d3h"),
        (("2c3c", "2d3d", "2h3h", "2s3s"), [(0, 1, 2, 3), (1, 2, 3), (2, 3)], "4c5d9h"),
    ],
)
def test_per_pot_counts_agree_with_phevaluator(holes, pots, board):
    h = hands(*holes)
    b = parse_cards(board)
    result = pot_equity(h, pots, b)
    boards, reference = _reference_pots(h, pots, b)
    for k, pot_eq in enumerate(result):
        assert pot_eq.boards == boards, format_cards(b)
        got = [[pot_eq.wins[i], pot_eq.ties[i], pot_eq.shares[i]] for i in range(len(h))]
        assert got == reference[k]


@settings(max_examples=80)
@given(st.randoms(use_true_random=False), st.integers(3, 8), st.sampled_from([3, 4, 5]))
def test_random_side_pots_agree_with_enumeration(rnd, players, board_size):
    cards = rnd.sample(CARDS, 2 * players + board_size)
    holes = [cards[2 * i : 2 * i + 2] for i in range(players)]
    board = cards[2 * players :]
    # All-in for different stacks: each pot is the previous one less its shortest stack.
    order = list(range(players))
    rnd.shuffle(order)
    pots = [sorted(order[k:]) for k in range(rnd.randint(1, players - 1))]
    assert pot_equity(holes, pots, board) == enumerate_pot_equity(holes, pots, board)


def test_flush_heavy_side_pots_agree_with_enumeration():
    r = random.Random(7)
    spades = [c for c in CARDS if c.suit == 3]
    for _ in range(25):
        picked = r.sample(spades, 6)
        holes = [picked[0:2], picked[2:4], picked[4:6]]
        rest = [c for c in CARDS if c not in picked]
        board = r.sample([c for c in rest if c.suit in (2, 3)], r.choice([3, 4]))
        pots = [(0, 1, 2), (1, 2)]
        assert pot_equity(holes, pots, board) == enumerate_pot_equity(holes, pots, board)


@pytest.mark.parametrize("pots", [[], [()], [(0, 3)], [(-1, 0)]])
def test_a_pot_without_players_or_with_a_stranger_is_refused(pots):
    with pytest.raises(ConfigurationError) as refused:
        pot_equity(hands("AsAd", "KsKd", "7c8c"), pots, parse_cards("2h3h4d"))
    assert refused.value.key == "engine.err.equity.pot"
