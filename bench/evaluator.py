"""Seven-card evaluation speed: the director's pure-Python evaluator against compiled ones.

Every library evaluates the same random seven-card hands, one hand per call, each given the hands
already converted to its own card form (the director's: :class:`~director.engine.cards.Card`,
which is the evaluation key; phevaluator: integers 0..51; eval7: ``eval7.Card`` lists; treys:
integer lists split into hole and board; PokerKit: card tuples). phevaluator is the reference; the
others are printed for information. The director and phevaluator run in alternating rounds (the
machine is shared) and their results are compared hand by hand.

Run: ``.venv/bin/python bench/evaluator.py [--hands N]``. The last line is ``ratio: N``, the
director's evaluations per second divided by phevaluator's.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from director.engine.cards import CARDS, format_cards
from director.engine.evaluator import DISTINCT_HANDS, evaluate7


def random_hands(count: int, seed: int) -> list[tuple[int, ...]]:
    """``count`` hands of seven distinct card indices (rank * 4 + suit, suits c d h s)."""
    r = random.Random(seed)
    deck = list(range(52))
    out = []
    while len(out) < count:
        r.shuffle(deck)
        out += [tuple(deck[k : k + 7]) for k in range(0, 49, 7)]
    return out[:count]


def time_seven(fn: Callable[..., Any], hands: Sequence[tuple[Any, ...]]) -> float:
    """Seconds to call ``fn(a, b, c, d, e, f, g)`` once per hand."""
    start = time.perf_counter()
    for a, b, c, d, e, f, g in hands:
        fn(a, b, c, d, e, f, g)
    return time.perf_counter() - start


def time_one(fn: Callable[[Any], Any], hands: Sequence[Any]) -> float:
    """Seconds to call ``fn(hand)`` once per hand."""
    start = time.perf_counter()
    for h in hands:
        fn(h)
    return time.perf_counter() - start


def time_two(fn: Callable[[Any, Any], Any], hands: Sequence[tuple[Any, Any]]) -> float:
    """Seconds to call ``fn(hole, board)`` once per hand."""
    start = time.perf_counter()
    for hole, board in hands:
        fn(hole, board)
    return time.perf_counter() - start


def main() -> int:
    """Time every evaluator and print evaluations per second and the ratio."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=300_000, help="hands per round")
    parser.add_argument("--rounds", type=int, default=5, help="alternating rounds (default 5)")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()

    import eval7
    import treys
    from phevaluator import evaluate_cards
    from pokerkit import Card as PkCard
    from pokerkit import StandardHighHand

    hands = random_hands(args.hands, args.seed)
    ours_hands = [tuple(CARDS[i] for i in h) for h in hands]
    ours_time = ref_time = 0.0
    for _ in range(args.rounds):
        ours_time += time_seven(evaluate7, ours_hands)
        ref_time += time_seven(evaluate_cards, hands)
    evaluations = args.rounds * len(hands)
    ours = evaluations / ours_time
    ref = evaluations / ref_time

    # The same hands must get the same ranking (phevaluator: 1 is best, 7462 worst).
    wrong = sum(
        evaluate7(*o) != DISTINCT_HANDS + 1 - evaluate_cards(*h)
        for o, h in zip(ours_hands, hands, strict=True)
    )

    texts = [format_cards(o) for o in ours_hands]
    e7 = [[eval7.Card(t[k : k + 2]) for k in range(0, 14, 2)] for t in texts]
    e7_rate = len(e7) / time_one(eval7.evaluate, e7)
    few = texts[: max(1, len(texts) // 10)]
    tr = [
        (
            [treys.Card.new(t[k : k + 2]) for k in range(0, 4, 2)],
            [treys.Card.new(t[k : k + 2]) for k in range(4, 14, 2)],
        )
        for t in few
    ]
    tr_rate = len(tr) / time_two(treys.Evaluator().evaluate, tr)
    fewer = texts[:3000]
    pk = [(tuple(PkCard.parse(t[:4])), tuple(PkCard.parse(t[4:]))) for t in fewer]
    pk_rate = len(pk) / time_two(StandardHighHand.from_game, pk)

    print(f"director evaluate7: {ours:,.0f} evaluations/s ({evaluations:,} hands)")
    print(f"phevaluator (compiled): {ref:,.0f} evaluations/s (reference)")
    print(f"eval7 (compiled): {e7_rate:,.0f} evaluations/s")
    print(f"treys: {tr_rate:,.0f} evaluations/s ({len(tr):,} hands)")
    print(f"pokerkit: {pk_rate:,.0f} evaluations/s ({len(pk):,} hands)")
    print(f"disagreements with phevaluator: {wrong} of {len(hands):,}")
    print(f"ratio: {ours / ref:.2f}")
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
