"""A writer process for the kill -9 test of day 2: merges the same flights into new files.

Run as ``python flights_writer.py FOLDER FLIGHT...``. After each day-2 file is made it prints
``merged K`` (flushed): ``FOLDER/dK.director`` is then acknowledged. It runs until it is killed
(or 500 merges, a safety net).
"""

import sys
from pathlib import Path

from director.tournament.flights import merge_flights


def main() -> None:
    folder, flights = Path(sys.argv[1]), sys.argv[2:]
    print("ready", flush=True)
    for k in range(500):
        merge_flights(folder / f"d{k}.director", flights)
        print(f"merged {k}", flush=True)


if __name__ == "__main__":
    main()
