"""The tournament file in trouble: held by another program, read-only, full disk, ``ulimit -f``.

Each is said for what it is (never "the file is damaged"), the action is not acknowledged, the
tournament in memory is as it was, and everything acknowledged before is still in the file.
"""

import sqlite3
import sys

import pytest

from director.errors import DirectorError
from director.tournament import FileRefused, StorageError, Tournament
from director.tournament.errors import FileBusy
from director.tournament.store import peek
from tests.helpers.files import director_limited, held, no_wait, on_full_disk, read_only
from tests.helpers.tournament import SMALL, register

__all__ = ["no_wait"]  # the fixture, imported to be used by name


def _names(path, clock):
    with Tournament.open(path, time=clock) as t:
        return sorted(e.name for e in t.state.players.values())


def test_a_file_held_by_another_program_is_said_in_one_line(make, clock, no_wait):
    t = make()
    register(t, "Anna")
    before = t.state
    with held(t.path):
        with pytest.raises(StorageError) as info:
            t.entrants.register("Mario")
        assert info.value.key == "file.err.busy_save"
        assert "in use by another program" in str(info.value)
        assert "damaged" not in str(info.value)
        assert t.state is before  # nothing changed in memory
        t.close()  # closing while the other program holds the file: no error, no wait
    assert _names(t.path, clock) == ["Anna"]
    with Tournament.open(t.path, time=clock) as again:  # released: the action goes through
        again.entrants.register("Mario")
    assert _names(t.path, clock) == ["Anna", "Mario"]


def test_opening_a_file_another_program_holds_exclusively(make, clock, no_wait):
    t = make()
    register(t, "Anna")
    t.close()
    with held(t.path, readers_too=True), pytest.raises(FileBusy) as info:
        Tournament.open(t.path, time=clock)
    assert info.value.key == "file.err.busy"
    assert str(info.value) == f"{t.path} is in use by another program; close it and try again"
    assert _names(t.path, clock) == ["Anna"]


def test_a_read_only_file_is_said_to_be_read_only(make, clock):
    t = make()
    register(t, "Anna")
    t.close()
    with read_only(t.path):
        t = Tournament.open(t.path, time=clock)  # reading a read-only file is fine
        before = t.state
        with pytest.raises(StorageError) as info:
            t.entrants.register("Mario")
        text = str(info.value)
        assert "the file is read-only" in text, text
        assert "not recorded" in text and "damaged" not in text
        assert t.state is before
        t.close()
    assert _names(t.path, clock) == ["Anna"]


def test_a_read_only_folder_is_said_to_be_read_only(tmp_path, make, clock):
    folder = tmp_path / "stick"
    folder.mkdir()
    t = make("stick/t.director")
    register(t, "Anna")
    t.close()
    with read_only(folder):
        with pytest.raises(FileRefused) as opened:
            Tournament.open(t.path, time=clock)
        with pytest.raises(FileRefused) as created:
            Tournament.create(folder / "new.director", SMALL, time=clock)
        left = sorted(p.name for p in folder.iterdir())
    for info in (opened, created):
        assert f"the folder {folder} is read-only" in str(info.value)
        assert "damaged" not in str(info.value)
    assert left == ["t.director"]
    assert _names(t.path, clock) == ["Anna"]


def test_the_size_limit_of_ulimit_f_is_named_and_leaves_no_file(tmp_path):
    done = director_limited(["tournament", "new", "t.director", "--buy-in", "20"], tmp_path, 4096)
    assert done.returncode == 1
    assert done.stderr.startswith("director: error: cannot create t.director: ")
    assert "larger than 4096 bytes (ulimit -f)" in done.stderr
    assert "Traceback" not in done.stderr and done.stderr.count("\n") == 1
    assert list(tmp_path.iterdir()) == []


def _players(folder, count):
    """A CSV of ``count`` players, one name per line (a big import: one transaction)."""
    csv = folder / "players.csv"
    csv.write_text("".join(f"Player {k}\n" for k in range(count)), encoding="utf-8")
    return csv


def test_an_action_beyond_the_size_limit_is_not_recorded(tmp_path, clock):
    path = tmp_path / "t.director"
    with Tournament.create(path, SMALL, time=clock) as t:
        register(t, "Anna")
    _players(tmp_path, 2000)
    # Room for the file and SQLite's shared-memory file (32 KiB), not for 2,000 players.
    done = director_limited(["import", path.name, "players.csv"], tmp_path, 49_152)
    assert done.returncode == 1
    assert "larger than 49152 bytes (ulimit -f)" in done.stderr, done.stderr
    assert "not recorded" in done.stderr and "damaged" not in done.stderr
    assert done.stderr.count("\n") == 1
    assert _names(path, clock) == ["Anna"]
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_a_full_disk_is_said_and_a_failed_new_leaves_no_file(tmp_path):
    disk = tmp_path / "disk"
    disk.mkdir()
    director = f"{sys.executable} -m director --lang en"
    script = (
        f"dd if=/dev/zero of=filler bs=1k count=60 2>/dev/null; "
        f"{director} tournament new t.director --buy-in 20; echo status=$?; ls"
    )
    done = on_full_disk(script, disk)
    assert "cannot create t.director: the disk is full" in done.stderr, done.stderr
    assert "status=1" in done.stdout
    assert done.stdout.split("status=1")[1].split() == ["filler"]


def test_an_action_on_a_full_disk_is_not_recorded(tmp_path):
    disk = tmp_path / "disk"
    disk.mkdir()
    _players(tmp_path, 3000)
    director = f"{sys.executable} -m director --lang en"
    count = (
        f"{sys.executable} -c 'import sys; from director.tournament import Tournament; "
        "t = Tournament.open(sys.argv[1]); print(len(t.state.players))' t.director"
    )
    script = (
        f"{director} tournament new t.director --buy-in 20 >/dev/null && "
        f"{director} register t.director Anna >/dev/null && "
        f"{director} import t.director {tmp_path / 'players.csv'}; " + count
    )
    done = on_full_disk(script, disk, size_kb=128)
    assert "cannot save to t.director (the disk is full: free some space and try again)" in (
        done.stderr
    ), done.stderr
    assert "damaged" not in done.stderr and done.stderr.count("\n") == 1
    assert done.stdout.split() == ["1"]  # Anna, acknowledged before; none of the import


def test_the_title_of_a_held_file_is_not_called_damaged(make, no_wait):
    t = make()
    t.close()
    with held(t.path, readers_too=True), pytest.raises(FileBusy):
        peek(t.path)
    assert peek(t.path)["name"] == "Torneo"


def test_a_creation_refused_after_the_file_was_made_leaves_no_file(tmp_path, clock):
    # The file is made, then its tables are refused (beyond the ceiling): not made at all.
    path = tmp_path / "festival.director"
    with pytest.raises(DirectorError, match="at most 1,000 tables"):
        Tournament.create(path, SMALL, time=clock, tables=5000)
    assert list(tmp_path.iterdir()) == []
