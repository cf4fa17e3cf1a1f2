"""Killing the writer at random moments (SIGKILL) loses no acknowledged action.

A writer process performs actions and prints each record once it is committed. The test reads
a random number of acknowledgements from its output and kills it at once with SIGKILL, whatever
it is doing (often in the middle of the next transaction), again and again on the same file.
Then every acknowledged record must be in the log, the file must pass ``PRAGMA
integrity_check`` and open as a tournament. No sleeps: the kill is timed by what was read.
"""

import os
import random
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from director.tournament import Settings, Tournament
from tests.helpers.tournament import SMALL

WRITER = Path(__file__).parents[2] / "helpers" / "tournament_writer.py"
TOP = Path(__file__).resolve().parents[3]


def _run_and_kill(path, seed, acks_wanted):
    env = dict(os.environ, PYTHONPATH=str(TOP))
    proc = subprocess.Popen(
        [sys.executable, str(WRITER), str(path), str(seed)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    acked = []
    try:
        assert proc.stdout.readline().strip() == "ready", proc.stderr.read()
        while len(acked) < acks_wanted:
            line = proc.stdout.readline()
            if not line:
                break
            _, seq, kind = line.split()
            acked.append((int(seq), kind))
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        err = proc.stderr.read()
        proc.stderr.close()
    assert proc.returncode == -signal.SIGKILL, err
    assert len(acked) == acks_wanted, err
    return acked


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
