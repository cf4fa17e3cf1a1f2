"""Structure designer speed: ``director structure design`` for 50, 200 and 1,000 entrants.

The goal (the issue's): a design in at most 3 s on this machine, measured for 200 players (a
big club night: 20,000 chips, 6 hours, 20-minute levels, a break every hour). Each design
searches the ladder's pace with quick estimates, then confirms with the full one
(:mod:`director.structures.design`).

Run: ``.venv/bin/python bench/design.py``. The last line is ``ratio: N``, the goal (3 s) over
our time for 200 players: above 1 is inside the goal.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from director.structures.design import Design, design

#: Seconds the issue allows for a design.
GOAL = 3.0
CHIPS = (25, 100, 500, 1000, 5000, 25000)


def timed(players: int, repeat: int = 3) -> tuple[float, Design]:
    """The median seconds of ``repeat`` designs for ``players`` and the design."""
    times = []
    made = None
    for _ in range(repeat):
        start = time.perf_counter()
        made = design(
            players=players,
            stack=20000,
            hours=6,
            level_minutes=20,
            chips=CHIPS,
            break_every=60,
        )
        times.append(time.perf_counter() - start)
    assert made is not None
    return statistics.median(times), made


def clock(minutes: float) -> str:
    return f"{int(minutes) // 60}:{int(minutes) % 60:02d}"


def main() -> int:
    print("20,000 chips, 6 hours asked, 20-minute levels, a break every hour")
    print(f"{'players':>7} {'seconds':>8} {'goal':>6} {'length':>7} {'levels':>6}")
    ours = 0.0
    for players in (50, 200, 1000):
        seconds, made = timed(players, 3 if players <= 200 else 1)
        goal = f"{GOAL:.1f}" if players == 200 else "-"
        length = clock(made.estimate.minutes)
        print(f"{players:>7} {seconds:>8.3f} {goal:>6} {length:>7} {len(made.structure.levels):>6}")
        if players == 200:
            ours = seconds
    print(f"ratio: {GOAL / ours:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
