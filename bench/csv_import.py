"""CSV import benchmark: ``director import`` of lists of 1,000, 5,000 and 20,000 players.

Each list is written as Italian Excel saves it (Windows-1252, ``;``, CR LF, accented names and
an e-mail column) and imported by the command line into a new tournament, in a process of its
own, so that its wall time (Python's start included) and its peak memory (``ru_maxrss``, read
with ``wait4``) are the import's alone. The reference is reading the same file with Python's
``csv`` module in that same kind of process: the bare cost of the text.

Targets: 20,000 rows in at most 15 s and 600 MB. Each row says the figures and their growth
from the size before (about x4 from 5,000 to 20,000 rows means linear). The last line is
``ratio: N``, the smaller of 15 s / our time and 600 MB / our memory at 20,000 rows (above 1:
within both targets).

Run: ``.venv/bin/python bench/csv_import.py``
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TOP = Path(__file__).resolve().parent.parent
SIZES = (1_000, 5_000, 20_000)
TARGET_S, TARGET_MB = 15.0, 600.0
FIRST = ["Niccolò", "Zoë", "José", "Anna", "Françoise", "Giulia", "Seán", "Mario"]
LAST = ["D'Angelo", "Müller", "Núñez", "Rossi", "Bianchi", "Dupré", "Ferraris della Rovere"]
BARE = "import csv, sys; sum(1 for _ in csv.reader(open(sys.argv[1], encoding='cp1252'), delimiter=';'))"


def write_list(path: Path, rows: int) -> None:
    """A list of ``rows`` different players, as Italian Excel saves it."""
    lines = ["Nome;Cognome;Email;Telefono"]
    for i in range(rows):
        first, last = FIRST[i % len(FIRST)], LAST[(i // len(FIRST)) % len(LAST)]
        lines.append(f"{first};{last} {i};p{i}@example.it;333 {i:07d}")
    path.write_bytes(("\r\n".join(lines) + "\r\n").encode("cp1252"))


def measured(argv: list[str]) -> tuple[float, float]:
    """Wall seconds and peak megabytes of one process running ``argv``."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, cwd=TOP, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode:
        err = proc.stderr.read().decode() if proc.stderr else ""
        raise SystemExit(f"{' '.join(argv)} failed: {err}")
    return seconds, usage.ru_maxrss / 1024  # kilobytes on Linux


def main() -> None:
    """Write the lists, import each into a new tournament, print the figures and their growth."""
    python = sys.executable
    print(f"{'rows':>7} {'import s':>9} {'MB':>6} {'x time':>7} {'x MB':>6} {'bare csv s':>11}")
    last: tuple[float, float] | None = None
    ours = (0.0, 0.0)
    with tempfile.TemporaryDirectory() as folder:
        for rows in SIZES:
            csv_path = Path(folder) / f"iscritti-{rows}.csv"
            write_list(csv_path, rows)
            file = Path(folder) / f"festival-{rows}.director"
            measured([python, "-m", "director", "tournament", "new", str(file), "--buy-in", "20+5"])
            ours = measured([python, "-m", "director", "import", str(file), str(csv_path)])
            bare, _ = measured([python, "-c", BARE, str(csv_path)])
            growth = (ours[0] / last[0], ours[1] / last[1]) if last else (1.0, 1.0)
            print(
                f"{rows:>7,} {ours[0]:>9.2f} {ours[1]:>6.0f} {growth[0]:>6.1f}x {growth[1]:>5.1f}x"
                f" {bare:>11.2f}"
            )
            last = ours
    print(f"targets at {SIZES[-1]:,} rows: {TARGET_S:.0f} s and {TARGET_MB:.0f} MB")
    print(f"ratio: {min(TARGET_S / ours[0], TARGET_MB / ours[1]):.1f}")


if __name__ == "__main__":
    main()
