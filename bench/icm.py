"""Exact ICM speed: the subset programme of ``director.icm`` against the textbook recursion.

The reference is the usual way ICM calculators are written: recurse over every finishing order
of the paid places (``n! / (n - m)!`` of them). Both run here, on the same random stacks, up to
the size the reference can still do in a few seconds; their answers are compared, and then the
director's code alone runs the sizes the reference cannot (15 and 20 players).

Run: ``.venv/bin/python bench/icm.py``. The last line is ``ratio: N``, how many times faster
the director's code is than the reference at the largest size both run (10 players, 10 prizes).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from director.icm import icm_equities


def reference_icm(stacks: list[int], prizes: list[float]) -> list[float]:
    """Malmuth-Harville by recursion over finishing orders (the textbook algorithm)."""
    n = len(stacks)
    eq = [0.0] * n
    m = len(prizes)

    def rec(left: list[int], total: int, place: int, prob: float) -> None:
        for i in left:
            p = prob * stacks[i] / total
            eq[i] += p * prizes[place]
            if place + 1 < m:
                rec([j for j in left if j != i], total - stacks[i], place + 1, p)

    rec(list(range(n)), sum(stacks), 0, 1.0)
    return eq


def timed(fn, *args, repeat: int = 3) -> tuple[float, object]:
    times, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn(*args)
        times.append(time.perf_counter() - start)
    return statistics.median(times), result


def main() -> int:
    rng = random.Random(20240501)
    print(
        f"{'players':>7} {'prizes':>6} {'director (s)':>13} {'reference (s)':>14} {'speed-up':>9}"
    )
    ratio = 0.0
    for n in (5, 6, 7, 8, 9, 10):
        stacks = [rng.randint(1_000, 100_000) for _ in range(n)]
        prizes = [float(100 * (n - i)) for i in range(n)]
        ours, a = timed(icm_equities, stacks, prizes)
        ref, b = timed(reference_icm, stacks, prizes, repeat=1 if n >= 9 else 3)
        worst = max(abs(x - y) for x, y in zip(a, b, strict=True))
        assert worst < 1e-6 * sum(prizes), f"results differ by {worst}"
        ratio = ref / ours
        print(f"{n:>7} {n:>6} {ours:>13.5f} {ref:>14.5f} {ratio:>8.0f}x")
    for n, m in ((12, 12), (15, 15), (18, 18), (20, 20), (20, 3), (20, 9), (40, 3)):
        stacks = [rng.randint(1_000, 100_000) for _ in range(n)]
        prizes = [float(100 * (m - i)) for i in range(m)]
        ours, eq = timed(icm_equities, stacks, prizes, repeat=1 if n >= 18 else 3)
        assert abs(sum(eq) - sum(prizes)) < 1e-6 * sum(prizes)
        print(f"{n:>7} {m:>6} {ours:>13.5f} {'(too slow)':>14}")
    print(f"ratio: {ratio:.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
