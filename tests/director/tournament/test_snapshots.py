"""Snapshots of the state in the tournament file: the same state as a replay, or not used at all."""

import dataclasses
import json
import shutil
import sqlite3
import zlib

import pytest

from director.tournament import Tournament
from director.tournament import snapshots as sn
from director.tournament.model import TournamentState
from director.tournament.store import SCHEMA_VERSION, SNAPSHOT_STRETCH
from tests.helpers.tournament import register


def _evening(t):
    """Registrations, the draw, busts with eliminators, a revive, a re-entry, undo and redo."""
    t.seating.add_tables(4, seats=9)
    ids = register(t, *(f"Giocatore {i:02d}" for i in range(30)))
    t.entrants.register("Mario Rossi", "Rosso")
    t.entrants.register("Mario Rossi", "Nero")
    t.seating.draw_seats()
    t.clock.start()
    t.seating.fix_player(ids[0])
    t.entrants.set_chips({ids[1]: 1500, ids[2]: 700})
    for victim, by in ((ids[3], ids[4]), (ids[5], ids[6]), (ids[7], None), (ids[8], ids[4])):
        t.entrants.bust(victim, by=by)
    t.entrants.revive(ids[7], "busted by mistake")
    t.entrants.reenter(ids[3])
    t.entrants.edit_player(ids[9], nickname="Nove")
    t.undo()
    t.undo()
    t.redo()
    return ids


def _same(a: TournamentState, b: TournamentState) -> None:
    """Every field of two states equal (and their plain data)."""
    for f in dataclasses.fields(TournamentState):
        assert getattr(a, f.name) == getattr(b, f.name), f.name
    assert a.to_data() == b.to_data()
    assert dict(a.places) == dict(b.places)
    assert dict(a.seat_of) == dict(b.seat_of)


def _without_snapshots(path, tmp_path, name="replayed.director"):
    """A copy of a closed tournament file whose opening replays the whole log."""
    copy = tmp_path / name
    shutil.copy(path, copy)
    conn = sqlite3.connect(copy)
    conn.execute("DELETE FROM snapshots")
    conn.commit()
    conn.close()
    return copy


def _rows(path):
    conn = sqlite3.connect(path)
    rows = conn.execute(
        "SELECT seq, model, log_hash, digest FROM snapshots ORDER BY seq"
    ).fetchall()
    conn.close()
    return rows


def test_opening_uses_the_snapshot_and_gives_the_replayed_state_across_undo_and_redo(
    make, clock, tmp_path
):
    t = make(late_registration_level=9, reentry=True, bounty_cents=500)
    _evening(t)
    path, last = t.path, t.store.last_seq
    t.close()
    assert [row[0] for row in _rows(path)][-1] == last  # closing left a snapshot
    snap = Tournament.open(path, time=clock)
    full = Tournament.open(_without_snapshots(path, tmp_path), time=clock)
    try:
        assert snap.snapshot_at == last and full.snapshot_at == 0
        _same(snap.state, full.state)
        assert snap.undo_label() == full.undo_label() and snap.redo_label() == full.redo_label()
        assert snap.clock.state == full.clock.state
        for step in ("undo", "undo", "undo", "undo", "redo", "undo", "undo", "redo", "redo"):
            getattr(snap, step)()
            getattr(full, step)()
            _same(snap.state, full.state)
            assert snap.undo_label() == full.undo_label()
            assert snap.redo_label() == full.redo_label()
        assert snap.done_seqs() == full.done_seqs()
    finally:
        snap.close()
        full.close()


def test_undo_after_reopening_reaches_back_past_the_snapshot(make, clock, tmp_path):
    t = make(late_registration_level=9)
    register(t, *(f"P{i}" for i in range(40)))
    path = t.path
    t.close()
    t = Tournament.open(path, time=clock)
    assert t.snapshot_at == t.store.last_seq
    for _ in range(40):
        t.undo()
    assert t.state.entry_count == 0
    for _ in range(15):
        t.redo()
    assert [e.id for e in t.state.entries.values()] == list(range(1, 16))
    t.close()
    t = Tournament.open(path, time=clock)
    full = Tournament.open(_without_snapshots(path, tmp_path), time=clock)
    _same(t.state, full.state)
    assert t.state.entry_count == 15 and t.can_redo()
    t.close()
    full.close()


def test_a_snapshot_is_written_with_an_action_every_stretch_of_records(make, clock):
    t = make(late_registration_level=9)
    register(t, *(f"P{i}" for i in range(SNAPSHOT_STRETCH + 5)))
    # Another program opening the file while this one is still open uses it.
    other = Tournament.open(t.path, time=clock)
    assert 0 < other.snapshot_at <= t.store.last_seq
    _same(other.state, t.state)
    other.close()


def _tamper(path, change):
    """Apply ``change(conn)`` to a closed tournament file."""
    conn = sqlite3.connect(path)
    change(conn)
    conn.commit()
    conn.close()


def _closed_evening(make, **settings):
    t = make(late_registration_level=9, reentry=True, **settings)
    _evening(t)
    path = t.path
    t.close()
    return path


def _expect_replay(path, clock, tmp_path):
    """Opening ``path`` replays the log and gives the replay's state."""
    t = Tournament.open(path, time=clock)
    full = Tournament.open(_without_snapshots(path, tmp_path, "reference.director"), time=clock)
    try:
        assert t.snapshot_at == 0
        _same(t.state, full.state)
        t.undo()
        full.undo()
        _same(t.state, full.state)
    finally:
        t.close()
        full.close()


def test_a_damaged_snapshot_is_not_used(make, clock, tmp_path):
    path = _closed_evening(make)

    def flip(conn):
        for seq, state in conn.execute("SELECT seq, state FROM snapshots").fetchall():
            damaged = bytearray(state)
            damaged[len(damaged) // 2] ^= 0xFF
            conn.execute("UPDATE snapshots SET state = ? WHERE seq = ?", (bytes(damaged), seq))

    _tamper(path, flip)
    _expect_replay(path, clock, tmp_path)


def test_a_snapshot_of_another_log_is_not_used(make, clock, tmp_path):
    path = _closed_evening(make)

    def rename(conn):
        seq, data = conn.execute(
            "SELECT seq, data FROM events WHERE kind = 'register' ORDER BY seq LIMIT 1"
        ).fetchone()
        edited = data.replace("Giocatore 00", "Giocatrice 00")
        conn.execute("UPDATE events SET data = ? WHERE seq = ?", (edited, seq))

    _tamper(path, rename)
    _expect_replay(path, clock, tmp_path)
    t = Tournament.open(path, time=clock)
    assert t.state.players[1].name == "Giocatrice 00"  # the log, not the snapshot, is the truth
    t.close()


def test_a_snapshot_of_another_model_is_not_used(make, clock, tmp_path):
    path = _closed_evening(make)
    _tamper(path, lambda conn: conn.execute("UPDATE snapshots SET model = '0:older program'"))
    _expect_replay(path, clock, tmp_path)


def test_a_snapshot_whose_classes_have_other_fields_is_not_used(make, clock, tmp_path):
    path = _closed_evening(make)

    def older_entry(conn):
        for seq, log_hash, history, state in conn.execute(
            "SELECT seq, log_hash, history, state FROM snapshots"
        ).fetchall():
            data = json.loads(zlib.decompress(state))
            for entry in data["classes"]:
                if entry[0].endswith(":Entry"):
                    entry[1] = entry[1][:-1]  # a field the program has now was not there
            stacks = json.loads(zlib.decompress(history))
            blob = zlib.compress(json.dumps(data).encode())
            row = sn.make_row(
                seq, log_hash, blob, stacks["done"], stacks["undone"], stacks["clock"]
            )
            conn.execute(
                "UPDATE snapshots SET digest = ?, state = ? WHERE seq = ?",
                (row.digest, row.state, seq),
            )

    _tamper(path, older_entry)
    _expect_replay(path, clock, tmp_path)


def test_a_version_2_file_gets_a_snapshot_table_and_then_snapshots(make, clock, tmp_path):
    t = make(late_registration_level=9, reentry=True)
    _evening(t)
    path = t.path
    t.close()

    def version_2(conn):
        conn.execute("DROP TABLE snapshots")
        conn.execute("PRAGMA user_version = 2")

    _tamper(path, version_2)
    t = Tournament.open(path, time=clock)
    assert t.snapshot_at == 0
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
    assert conn.execute("SELECT COUNT(*) FROM snapshots").fetchone()[0] == 0
    conn.close()
    state = t.state
    t.close()  # a replayed file leaves a snapshot (and one of an earlier point, for undo)
    assert len(_rows(path)) == 2
    t = Tournament.open(path, time=clock)
    assert t.snapshot_at > 0
    _same(t.state, state)
    t.close()


def test_a_state_with_a_value_of_an_unknown_kind_is_simply_not_snapshotted(make, clock):
    t = make(late_registration_level=9)
    register(t, "Mario Rossi")
    state = dataclasses.replace(t.state, created_at=object())
    with pytest.raises(sn.SnapshotError, match="object"):
        sn.encode_state(state)
