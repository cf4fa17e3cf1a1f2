"""Length estimate speed: ``director structure estimate`` for 50, 200 and 1,000 entrants.

The goal (the issue's): an estimate for 200 players in at most 1 s on this machine. The
structure is the club's (``structures/club-50.yaml``, its starting stack), its levels carried on
by a quarter each until the biggest field cannot outlast them, so that every field is estimated
to its end (a field the structure cannot hold would be refused, or its runs cut short).

Run: ``.venv/bin/python bench/estimate.py``. The last line is ``ratio: N``, the goal (1 s)
over our time for 200 players: above 1 is inside the goal.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from director.structures import Level, Structure, default_structure_path, load_structure
from director.structures.estimate import RUNS, estimate

#: Seconds the issue allows for an estimate of 200 players.
GOAL = 1.0


def carried_on(s: Structure, players: int) -> Structure:
    """``s`` with levels added (big blind up a quarter each) until the big blind is all the chips."""
    entries = list(s.entries)
    last = s.levels[-1]
    bb, number = last.big_blind, last.number
    while bb < players * s.starting_stack:
        bb = int(bb * 1.25 // 1000 * 1000)
        number += 1
        entries.append(Level(number, last.game, last.seconds, bb // 2, bb))
    return Structure(s.name, s.game, s.starting_stack, tuple(entries))


def timed(s: Structure, players: int, repeat: int = 3) -> tuple[float, float]:
    """The median seconds of ``repeat`` estimates (other seeds each) and the last median end."""
    times, minutes = [], 0.0
    for seed in range(repeat):
        start = time.perf_counter()
        minutes = estimate(s, players, seed=seed).minutes
        times.append(time.perf_counter() - start)
    return statistics.median(times), minutes


def main() -> int:
    club = load_structure(default_structure_path())
    s = carried_on(club, 1000)
    print(f"{club.name}, {club.starting_stack:,} chips each, {RUNS} runs an estimate")
    print(f"{'players':>7} {'seconds':>8} {'goal':>6} {'length':>7}")
    ours = 0.0
    for players in (50, 200, 1000):
        seconds, minutes = timed(s, players)
        goal = f"{GOAL:.1f}" if players == 200 else "-"
        print(
            f"{players:>7} {seconds:>8.3f} {goal:>6} {int(minutes) // 60}:{int(minutes) % 60:02d}"
        )
        if players == 200:
            ours = seconds
    print(f"ratio: {GOAL / ours:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
