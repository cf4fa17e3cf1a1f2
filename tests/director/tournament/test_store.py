"""The tournament file: versions, migrations, refusing what is not a tournament, copies."""

import json
import sqlite3

import pytest

from director.errors import DirectorError
from director.tournament import FileRefused, Settings, Tournament
from director.tournament.store import (
    APPLICATION_ID,
    FORMAT,
    SCHEMA_VERSION,
    Store,
    create_schema_v1,
    peek,
)
from tests.helpers.tournament import SMALL, SMALL_YAML, register, reopen


def _refused(path, clock):
    with pytest.raises(FileRefused) as info:
        Tournament.open(path, time=clock)
    message = str(info.value)
    assert "\n" not in message
    return message


def test_a_new_file_is_marked_and_versioned(make):
    t = make()
    conn = sqlite3.connect(t.path)
    assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()
    assert t.journal_mode == "wal"


def test_the_structure_and_settings_live_in_the_file(make, clock):
    t = make(name="Venerdì sera", venue="Circolo dell'Aquila", date="2026-11-27")
    t = reopen(t, clock)
    assert t.structure.to_yaml() == SMALL.to_yaml()
    assert t.settings.name == "Venerdì sera"
    assert peek(t.path)["venue"] == "Circolo dell'Aquila"
    t.update_settings(name="Sabato")
    assert peek(t.path)["name"] == "Sabato"
    t.undo()
    assert peek(t.path)["name"] == "Venerdì sera"
    t.close()


def test_an_existing_file_is_never_overwritten_silently(make, tmp_path, clock):
    t = make()
    t.entrants.register("Mario Rossi")
    t.close()
    with pytest.raises(FileRefused, match="already exists"):
        Tournament.create(t.path, SMALL, time=clock)
    assert Tournament.open(t.path, time=clock).state.players_left == 1
    other = tmp_path / "notes.txt"
    other.write_text("my notes", encoding="utf-8")
    with pytest.raises(FileRefused):
        Tournament.create(other, SMALL, time=clock, overwrite=True)
    assert other.read_text(encoding="utf-8") == "my notes"
    fresh = Tournament.create(t.path, SMALL, time=clock, overwrite=True)
    assert fresh.state.players_left == 0
    fresh.close()


def test_a_missing_file_a_folder_and_an_empty_file_are_refused(tmp_path, clock):
    assert "no such file" in _refused(tmp_path / "nope.director", clock)
    assert "folder" in _refused(tmp_path, clock)
    empty = tmp_path / "empty.director"
    empty.write_bytes(b"")
    assert "empty" in _refused(empty, clock)


def test_a_file_that_is_not_sqlite_is_refused_and_left_alone(tmp_path, clock):
    path = tmp_path / "photo.director"
    data = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 10
    path.write_bytes(data)
    assert "not a tournament file" in _refused(path, clock)
    assert path.read_bytes() == data


def test_a_sqlite_file_that_is_not_a_tournament_is_refused(tmp_path, clock):
    path = tmp_path / "other.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE people(name TEXT)")
    conn.execute("INSERT INTO people VALUES ('x')")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    assert "not a Director tournament" in _refused(path, clock)
    assert path.read_bytes() == before
    # Right application id but no tournament inside.
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.commit()
    conn.close()
    assert "not a Director tournament" in _refused(path, clock)


def test_a_newer_file_is_refused_with_a_clear_message(make, clock):
    t = make()
    t.close()
    conn = sqlite3.connect(t.path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    message = _refused(t.path, clock)
    assert "newer version of Director" in message
    assert "update Director" in message


def test_a_damaged_file_is_refused(make, clock):
    t = make()
    register(t, *[f"Player {i}" for i in range(200)])
    t.close()
    data = bytearray(t.path.read_bytes())
    assert len(data) > 8192
    for i in range(4096 + 100, len(data), 7):  # scribble over every page after the first
        data[i] = (data[i] + 0x5A) % 256
    t.path.write_bytes(bytes(data))
    assert "damaged" in _refused(t.path, clock)


def test_a_truncated_file_is_refused(make, clock):
    t = make()
    register(t, *[f"Player {i}" for i in range(200)])
    t.close()
    data = t.path.read_bytes()
    t.path.write_bytes(data[: len(data) // 2])
    message = _refused(t.path, clock)
    assert "damaged" in message


def test_a_record_from_the_future_is_refused(make, clock):
    t = make()
    t.entrants.register("Mario Rossi")
    t.close()
    conn = sqlite3.connect(t.path)
    conn.execute("INSERT INTO events(seq, at, kind, data) VALUES (99, 0, 'teleport', '{}')")
    conn.commit()
    conn.close()
    assert "record 99" in _refused(t.path, clock)


def _v1_file(path):
    """A tournament file as version 1 of Director wrote it."""
    conn = sqlite3.connect(path, isolation_level=None)
    create_schema_v1(conn)
    conn.execute("INSERT INTO meta VALUES ('format', ?)", (FORMAT,))
    conn.execute("INSERT INTO meta VALUES ('created_with', '0.0.9')")
    settings = Settings(name="Vecchio torneo", venue="Bar Sport").to_dict()
    rows = [
        ("created", {"settings": settings, "structure": SMALL_YAML}),
        ("register", {"entry": 1, "player": 1, "name": "Mario Rossi"}),
        ("register", {"entry": 2, "player": 2, "name": "Anna Bianchi"}),
        ("settings", {"settings": {**settings, "name": "Nome sbagliato"}}),
        ("undo", {"target": 4}),
        ("bust", {"busts": [[1, 2, None]], "hand": "", "finished": False}),
        ("clock", {"state": {"index": 1, "remaining": 300.0, "anchor": 1.0, "running": False}}),
    ]
    for seq, (kind, data) in enumerate(rows, 1):
        conn.execute(
            "INSERT INTO events(seq, at, kind, data) VALUES (?, ?, ?, ?)",
            (seq, 1_700_000_000.0 + seq, kind, json.dumps(data)),
        )
    conn.close()


def test_a_version_1_file_is_migrated(tmp_path, clock):
    path = tmp_path / "old.director"
    _v1_file(path)
    assert "name" not in peek(path)  # a version 1 file has no title yet
    t = Tournament.open(path, time=clock)
    assert t.settings.name == "Vecchio torneo"
    assert t.state.players_left == 1
    assert t.state.places[1].best == 2
    assert t.clock.view().index == 1
    assert t.clock.view().remaining == 300.0
    t.entrants.register("Luca Verdi")  # and it goes on being used
    t.close()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    meta = dict(conn.execute("SELECT key, value FROM meta"))
    conn.close()
    assert meta["name"] == "Vecchio torneo"  # the undone rename is not taken
    assert meta["venue"] == "Bar Sport"
    assert Tournament.open(path, time=clock).state.players_left == 2


def test_a_copy_is_a_whole_tournament(make, tmp_path, clock):
    t = make()
    register(t, "Mario Rossi", "Anna Bianchi")
    t.clock.start()
    copy = tmp_path / "copy.director"
    t.save_copy(copy)
    t.entrants.register("Luca Verdi", force=True)
    other = Tournament.open(copy, time=clock)
    assert other.state.players_left == 2
    assert other.clock.running
    other.close()
    with pytest.raises(FileRefused, match="already exists"):
        t.save_copy(copy)


def test_a_closed_tournament_is_one_file(make):
    t = make()
    register(t, "Mario Rossi")
    t.close()
    leftovers = [p.name for p in t.path.parent.iterdir() if p.name.startswith(t.path.name + "-")]
    assert leftovers == []


def test_changes_made_by_another_program_are_picked_up(make, clock):
    gui = make()
    gui.entrants.register("Mario Rossi")
    seen = []
    gui.subscribe(seen.append)
    cli = Tournament.open(gui.path, time=clock)
    cli.entrants.register("Anna Bianchi")
    cli.close()
    # The next action in the GUI first reads what the command line wrote.
    gui.entrants.register("Luca Verdi")
    assert [p.name for p in gui.state.players.values()] == [
        "Mario Rossi",
        "Anna Bianchi",
        "Luca Verdi",
    ]
    assert [type(r).__name__ for r in seen] == ["Registered", "Registered"]
    assert Tournament.open(gui.path, time=clock).state.players_left == 3


def test_store_rejects_a_stale_writer(make, clock):
    t = make()
    store = Store.open(t.path)
    t.entrants.register("Mario Rossi")
    from director.tournament.events import Registered
    from director.tournament.store import StaleError

    with pytest.raises(StaleError):
        store.append([Registered(entry=2, player=2, name="X")])
    store.close()


def test_a_clock_action_after_another_program_wrote(make, clock):
    gui = make()
    cli = Tournament.open(gui.path, time=clock)
    cli.entrants.register("Mario Rossi")
    cli.clock.start()
    clock.advance(90)
    cli.close()
    # The GUI's pause first takes in the command line's start, then pauses.
    gui.clock.pause()
    assert gui.state.players_left == 1
    assert not gui.clock.running
    assert gui.clock.view().remaining == 600 - 90
    again = Tournament.open(gui.path, time=clock)
    assert not again.clock.running and again.clock.view().remaining == 510
    again.close()


def test_a_full_disk_refuses_the_action_and_loses_nothing(make, clock):
    t = make(late_registration_level=9)
    t.entrants.register("Mario Rossi")
    # SQLite's own limit on the file's size stands in for a full disk (SQLITE_FULL).
    pages = t._store.conn.execute("PRAGMA page_count").fetchone()[0]
    t._store.conn.execute(f"PRAGMA max_page_count = {pages + 2}")
    done, error = 1, None
    for i in range(500):
        try:
            t.entrants.register(f"Player {i}", notes="x" * 1500)
        except DirectorError as exc:
            error = exc
            break
        done += 1
    assert error is not None, "the file never filled up"
    message = str(error)
    assert "the disk is full" in message and "was not recorded" in message
    assert "\n" not in message
    assert t.state.entry_count == done
    t = reopen(t, clock)
    assert t.state.entry_count == done
    t.close()
