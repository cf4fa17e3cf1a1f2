"""Festival sheets benchmark: ``director report results`` and ``seating`` at 5,000 entrants.

Workload: two tournament files of 5,000 entrants made through the domain (accented and very
long names): one seated at 556 tables of 9 and nobody out (the seating sheet: the list by table
and seat, 568 pages with the seat cards), one played to the end (the results: 5,000 lines, about
135 pages). Each sheet is printed by the command line in a process of its own, as the director
types it, so Python's start and the opening of the file are included; median of ``--rounds``.

The reference is the same command printing the sheets of a 1,000-entrant event: the growth
from 1,000 to 5,000 entrants shows whether the work is linear (x5) or worse.

Target: each sheet at 5,000 entrants in at most 3 s. The last line is ``ratio: N``, 3 s divided
by the slower sheet's median (above 1: within the target).

Run: ``.venv/bin/python bench/festival_sheets.py [--rounds N]``
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from director.clock import ManualTime
from director.paths import data_dir
from director.structures import load_structure
from director.tournament import Price, Settings, Tournament

TOP = Path(__file__).resolve().parent.parent
TARGET_S = 3.0
FIRST = ["Niccolò", "Zoë", "José", "Anna", "Łukasz", "Giulia", "Seán", "Mario"]
LAST = ["D'Angelo", "Müller", "Kovács", "Rossi", "Ferraris della Rovere di Sant'Agata"]


def make(path: Path, entrants: int, finished: bool) -> None:
    """A tournament of ``entrants``, seated; played to the end when ``finished``."""
    rng = random.Random(entrants)
    names = [f"{FIRST[i % 8]} {LAST[(i // 8) % 5]} {i}" for i in range(entrants)]
    structure = load_structure(data_dir() / "structures" / "club-50.yaml")
    settings = Settings(name="Festival", buy_in=Price(2000, 500), bounty_cents=1000)
    with Tournament.create(path, structure, settings, time=ManualTime(), rng=rng) as t:
        t.entrants.register_many([{"name": n} for n in names], force=True)
        t.seating.add_tables((entrants + 8) // 9)
        t.seating.draw_seats()
        while finished and t.state.players_left > 1:
            playing = [e.id for e in t.state.playing]
            rng.shuffle(playing)
            out = playing[: min(50, len(playing) - 1)]
            t.entrants.bust(out, by=playing[-1], stacks={e: 1000 + i for i, e in enumerate(out)})


def printed(sheet: str, file: Path, rounds: int) -> float:
    """Median wall seconds of ``director report SHEET FILE --pdf OUT``."""
    out = file.with_suffix(f".{sheet}.pdf")
    argv = [sys.executable, "-m", "director", "report", sheet, str(file), "--pdf", str(out)]
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        subprocess.run(argv, cwd=TOP, check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    """Make the files, print each sheet, say the figures and their growth."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    worst = 0.0
    with tempfile.TemporaryDirectory() as folder:
        figures: dict[tuple[str, int], float] = {}
        for entrants in (1_000, 5_000):
            for sheet, finished in (("seating", False), ("results", True)):
                file = Path(folder) / f"{sheet}-{entrants}.director"
                make(file, entrants, finished)
                figures[sheet, entrants] = printed(sheet, file, args.rounds)
        print(f"{'sheet':<9}{'1,000 s':>9}{'5,000 s':>9}{'growth':>8}")
        for sheet in ("results", "seating"):
            small, big = figures[sheet, 1_000], figures[sheet, 5_000]
            print(f"{sheet:<9}{small:>9.2f}{big:>9.2f}{big / small:>7.1f}x")
            worst = max(worst, big)
    print(f"target: {TARGET_S:.0f} s a sheet at 5,000 entrants, Python's start included")
    print(f"ratio: {TARGET_S / worst:.1f}")


if __name__ == "__main__":
    main()
