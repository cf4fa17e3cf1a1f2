"""Killing the writer at random moments (SIGKILL) loses no acknowledged action.

A writer process performs actions and prints each record once it is committed. The test reads
a random number of acknowledgements from its output and kills it at once with SIGKILL, whatever
it is doing (often in the middle of the next transaction), again and again on the same file.
Then every acknowledged record must be in the log, the file must pass ``PRAGMA
integrity_check`` and open as a tournament. No sleeps: the kill is timed by what was read.
"""

import random
import sqlite3
from pathlib import Path

import pytest

from director.tournament import Settings, Tournament
from tests.helpers.kill import run_and_kill
from tests.helpers.tournament import SMALL

WRITER = Path(__file__).parents[2] / "helpers" / "tournament_writer.py"


def _run_and_kill(path, seed, acks_wanted):
    lines = run_and_kill(WRITER, [str(path), str(seed)], acks_wanted)
    return [(int(seq), kind) for _, seq, kind in lines]


@pytest.mark.slow
def test_kill_9_loses_no_acknowledged_action(tmp_path):
    path = tmp_path / "kill.director"
    Tournament.create(path, SMALL, Settings(late_registration_level=5, reentry=True)).close()
    rng = random.Random(20261129)
    acked: list[tuple[int, str]] = []
    for round_ in range(12):
        acked += _run_and_kill(path, seed=round_, acks_wanted=rng.randint(1, 60))
        conn = sqlite3.connect(path)
        try:
            assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
            rows = dict(conn.execute("SELECT seq, kind FROM events"))
        finally:
            conn.close()
        missing = [(seq, kind) for seq, kind in acked if rows.get(seq) != kind]
        assert missing == [], f"round {round_}: acknowledged but lost: {missing[:5]}"
        # The file opens, and replaying it gives a consistent tournament.
        t = Tournament.open(path)
        try:
            s = t.state
            assert s.players_left + len(s.places) == s.entry_count
        finally:
            t.close()
    assert len(acked) > 12
