"""Exact all-in equity: the director's counting against board-by-board enumeration.

Neither eval7 nor PokerKit offers an exact enumerator over boards (eval7's ``hand_vs_range_exact``
is exact over a range on a complete board only; PokerKit's ``calculate_equities`` samples), so
the reference is the plain enumeration: every remaining board, each hand evaluated by eval7's
compiled evaluator, the best hand counted. Both sides compute the same wins and ties; the script
checks they agree board count for board count.

Workloads: heads-up before the flop (1,712,304 boards each; pairs, suited and connected hands,
a shared suit) and three-way on the flop (903 boards each, many random states).

Run: ``.venv/bin/python bench/equity.py [--flops N]``. The last line is ``ratio: N``: the
reference's time divided by the director's over the whole workload (how many times faster).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from director.engine.cards import CARDS, format_cards, parse_cards
from director.engine.equity import equity

PREFLOP = ("AsAh KdKc", "AsKs QdQc", "7h8h AcKd", "JcTc 9c8c", "2d2h AsKc", "AhKh AdKd")


def reference(holes: list[tuple], board: tuple) -> tuple[int, list[int], list[int]]:
    """(boards, wins, ties) by evaluating every remaining board with eval7."""
    import eval7

    e7 = {c: eval7.Card(format_cards((c,))) for c in CARDS}
    used = {c for h in holes for c in h} | set(board)
    deck = [e7[c] for c in CARDS if c not in used]
    hands = [[e7[c] for c in h] for h in holes]
    known = [e7[c] for c in board]
    evaluate = eval7.evaluate
    n = len(holes)
    wins = [0] * n
    ties = [0] * n
    boards = 0
    for more in combinations(deck, 5 - len(board)):
        full = known + list(more)
        boards += 1
        values = [evaluate(h + full) for h in hands]
        top = max(values)
        winners = [i for i, v in enumerate(values) if v == top]
        if len(winners) == 1:
            wins[winners[0]] += 1
        else:
            for w in winners:
                ties[w] += 1
    return boards, wins, ties


def main() -> int:
    """Time both sides on the same states and print the figures and the ratio."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--flops", type=int, default=300, help="random three-way flop states")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()

    ours_total = ref_total = 0.0
    wrong = 0
    worst = 0.0
    print("heads-up pre-flop (1,712,304 boards each):")
    for text in PREFLOP:
        holes = [parse_cards(t) for t in text.split()]
        start = time.perf_counter()
        e = equity(holes)
        ours = time.perf_counter() - start
        start = time.perf_counter()
        boards, wins, ties = reference(holes, ())
        ref = time.perf_counter() - start
        ok = (e.boards, list(e.wins), list(e.ties)) == (boards, wins, ties)
        wrong += not ok
        worst = max(worst, ours)
        ours_total += ours
        ref_total += ref
        print(
            f"  {text}: director {ours * 1000:6.0f} ms, eval7 enumeration {ref:6.2f} s, "
            f"win {100 * e.win(0):5.2f}% / {100 * e.win(1):5.2f}%, tie {100 * e.tie(0):4.2f}%"
            f"{'' if ok else '  DISAGREE'}"
        )
    print(f"  slowest heads-up pre-flop: {worst * 1000:.0f} ms (the table view allows 500 ms)")

    r = random.Random(args.seed)
    states = []
    for _ in range(args.flops):
        cards = r.sample(CARDS, 9)
        states.append(([cards[0:2], cards[2:4], cards[4:6]], tuple(cards[6:9])))
    start = time.perf_counter()
    ours_results = [equity(h, b) for h, b in states]
    ours = time.perf_counter() - start
    start = time.perf_counter()
    ref_results = [reference(h, b) for h, b in states]
    ref = time.perf_counter() - start
    for e, (boards, wins, ties) in zip(ours_results, ref_results, strict=True):
        wrong += (e.boards, list(e.wins), list(e.ties)) != (boards, wins, ties)
    ours_total += ours
    ref_total += ref
    print(
        f"three-way flop ({args.flops} states, 903 boards each): director "
        f"{ours / args.flops * 1000:.2f} ms per state, eval7 enumeration "
        f"{ref / args.flops * 1000:.2f} ms per state"
    )
    print(f"disagreements with the reference: {wrong}")
    print(f"director total {ours_total:.2f} s, reference total {ref_total:.2f} s")
    print(f"ratio: {ref_total / ours_total:.1f}")
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
