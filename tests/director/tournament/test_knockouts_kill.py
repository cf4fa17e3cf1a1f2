"""A progressive knockout killed (SIGKILL) mid-evening: its bounties read back as acknowledged.

A writer process busts players (split pots too), takes re-entries and undoes, printing the
bounty figures after each committed record; the test kills it after a random number of them,
again and again on the same file. The file then opens with every cent accounted for, the same
figures with its snapshots or replaying the whole log, and, when the last record in the log is
the last one acknowledged, the figures the writer printed for it.
"""

import random
import shutil
import sqlite3
from pathlib import Path

import pytest

from director.tournament import Price, Settings, Tournament
from director.tournament.knockouts import knockouts
from tests.helpers.kill import run_and_kill
from tests.helpers.tournament import SMALL

WRITER = Path(__file__).parents[2] / "helpers" / "knockouts_writer.py"


@pytest.mark.slow
def test_kill_9_keeps_the_bounties_acknowledged(tmp_path):
    path = tmp_path / "pko.director"
    settings = Settings(buy_in=Price(2000, 500), bounty_cents=1001, progressive=True, reentry=True)
    Tournament.create(path, SMALL, settings).close()
    rng = random.Random(20261201)
    for round_ in range(6):
        acked = run_and_kill(WRITER, [str(path), str(round_)], rng.randint(5, 60))
        conn = sqlite3.connect(path)
        try:
            assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
            rows = dict(conn.execute("SELECT seq, kind FROM events"))
        finally:
            conn.close()
        assert all(rows.get(int(seq)) == kind for _, seq, kind, *_ in acked), round_
        copy = tmp_path / "replayed.director"
        shutil.copy(path, copy)
        conn = sqlite3.connect(copy)
        conn.execute("DELETE FROM snapshots")
        conn.commit()
        conn.close()
        with Tournament.open(path) as t, Tournament.open(copy) as replayed:
            k = knockouts(t.state)
            assert k == knockouts(replayed.state)
            assert k.paid_cents + k.on_heads_cents + k.unclaimed_cents == k.taken_cents
            _, seq, _, paid, heads, unclaimed = acked[-1]
            if max(rows) == int(seq):  # nothing committed after the last acknowledgement
                figures = (k.paid_cents, k.on_heads_cents, k.unclaimed_cents)
                assert figures == (int(paid), int(heads), int(unclaimed))
