"""A writer process for the satellite's kill -9 test: busts players down to the bubble and on.

Run as ``python satellite_writer.py FILE``. The file is a satellite with registration closed;
the writer busts the last player playing, one at a time, printing ``ack SEQ KIND FINISHED`` for
each committed record (from the subscriber, after the transaction), then undoes and redoes the
bubble, until it is killed or nothing is left to do.
"""

import sys

from director.tournament import Tournament, TournamentError


def main() -> None:
    t = Tournament.open(sys.argv[1])
    t.subscribe(lambda r: print(f"ack {r.seq} {r.KIND} {int(t.state.finished)}", flush=True))
    print("ready", flush=True)
    try:
        while not t.state.finished:
            t.entrants.bust(t.state.playing[-1].id)
        for _ in range(100):
            t.undo()
            t.redo()
    except TournamentError:
        pass
    t.close()


if __name__ == "__main__":
    main()
