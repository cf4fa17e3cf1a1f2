"""A writer process for the kill -9 test: performs actions and prints each acknowledged record.

Run as ``python tournament_writer.py FILE SEED``. Every record the tournament commits is printed as
``ack SEQ KIND`` (and flushed) from the subscriber, which runs only after the transaction is
committed. The process runs until it is killed (or 5,000 actions, a safety net).
"""

import random
import sys

from director.tournament import Tournament, TournamentError


def main() -> None:
    path, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(seed)
    t = Tournament.open(path, rng=rng)
    t.subscribe(lambda r: print(f"ack {r.seq} {r.KIND}", flush=True))
    print("ready", flush=True)
    for i in range(5000):
        roll = rng.random()
        try:
            if roll < 0.45 or t.state.players_left < 3:
                t.entrants.register(f"P{seed}-{i}", force=True)
            elif roll < 0.65:
                t.entrants.bust(rng.choice(t.state.playing).id)
            elif roll < 0.72:
                t.undo()
            elif roll < 0.76:
                t.redo()
            elif roll < 0.84:
                t.clock.toggle()
            elif roll < 0.92:
                e = rng.choice(t.state.playing)
                t.entrants.set_chips({e.id: rng.randint(1, 50_000)})
            else:
                t.update_settings(name=f"Torneo {seed}-{i}")
        except TournamentError:
            pass
    t.close()


if __name__ == "__main__":
    main()
