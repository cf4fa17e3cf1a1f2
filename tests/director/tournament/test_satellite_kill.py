"""A satellite's bubble survives kill -9: what was acknowledged is what the file reopens to."""

import random
import sqlite3
from pathlib import Path

from director.tournament import Price, Settings, Tournament
from tests.helpers.kill import run_and_kill
from tests.helpers.tournament import SMALL

WRITER = Path(__file__).parents[2] / "helpers" / "satellite_writer.py"


def test_the_bubble_acknowledged_is_the_bubble_reopened(tmp_path):
    rng = random.Random(20261201)
    for round_ in range(4):
        path = tmp_path / f"sat{round_}.director"
        t = Tournament.create(
            path, SMALL, Settings(buy_in=Price(5000), satellite_seat_cents=25_000)
        )
        for i in range(1, 14):
            t.entrants.register(f"P{i:02d}")  # €650: two seats and €150 to 3rd
        t.close_registration()
        t.close()
        acked = run_and_kill(WRITER, [str(path)], rng.randint(1, 14))
        conn = sqlite3.connect(path)
        try:
            assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        finally:
            conn.close()
        t = Tournament.open(path)
        try:
            _ack, seq, _kind, finished = acked[-1]
            assert t.store.last_seq >= int(seq)
            if t.store.last_seq == int(seq):
                assert t.state.finished == bool(int(finished))
            if t.state.finished:
                assert t.state.players_left == 2
                assert t.money.prizes() == {1: 25_000, 2: 25_000, 3: 15_000}
        finally:
            t.close()
