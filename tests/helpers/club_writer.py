"""A process that adds club players one by one and says each once it is saved (kill -9 test).

Usage: ``python club_writer.py CLUB SEED``; prints ``ready``, then ``ok ID NAME`` after each
player is committed, until killed.
"""

from __future__ import annotations

import random
import sys

from director.club.club import Club
from director.club.model import PlayerFields


def main() -> None:
    path, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(seed)
    with Club.open(path) as club:
        print("ready", flush=True)
        n = 0
        while True:
            n += 1
            name = f"Giocatore {seed}-{n}-{rng.randint(0, 10**9)}"
            player = club.add_player(PlayerFields(name, notes="x" * rng.randint(0, 300)))
            print("ok", player.id, name.replace(" ", "_"), flush=True)


if __name__ == "__main__":
    main()
