"""A writer process for the progressive knockout's kill -9 test.

Run as ``python knockouts_writer.py FILE SEED``: busts (one eliminator or a split pot's
several), re-entries and undos on a progressive knockout, printing for each committed record
``ack SEQ KIND PAID ON_HEADS UNCLAIMED`` (the bounty figures of the state after it), flushed,
from the subscriber, which runs only after the transaction is committed. It runs until killed.
"""

import random
import sys

from director.tournament import Tournament, TournamentError
from director.tournament.knockouts import knockouts


def main() -> None:
    path, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(seed)
    t = Tournament.open(path, rng=rng)

    def ack(record: object) -> None:
        k = knockouts(t.state)
        seq, kind = getattr(record, "seq", 0), getattr(record, "KIND", "")
        print(f"ack {seq} {kind} {k.paid_cents} {k.on_heads_cents} {k.unclaimed_cents}", flush=True)

    t.subscribe(ack)
    print("ready", flush=True)
    for i in range(5000):
        roll = rng.random()
        playing = [e.id for e in t.state.playing]
        busted = [e.id for e in t.state.entries.values() if not e.playing and e.counts]
        try:
            if roll < 0.3 or len(playing) < 4:
                if busted and rng.random() < 0.5:
                    t.entrants.reenter(rng.choice(busted), seat=False)
                else:
                    t.entrants.register(f"P{seed}-{i}", seat=False)
            elif roll < 0.85:
                out, *others = rng.sample(playing, 4)
                also = others[1 : rng.randint(1, 3)]
                t.entrants.bust(out, by=others[0], also=also)
            else:
                t.undo()
        except TournamentError:
            pass
    t.close()


if __name__ == "__main__":
    main()
