"""The club file: refused in one line when it is not one, and nothing acknowledged is lost."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from director.club.club import Club
from director.club.model import PlayerFields
from director.club.store import SCHEMA_VERSION
from director.errors import DirectorError
from director.tournament import Settings, Tournament
from tests.helpers.kill import run_and_kill
from tests.helpers.tournament import SMALL

TOP = Path(__file__).resolve().parents[3]
WRITER = TOP / "tests" / "helpers" / "club_writer.py"


def refusal(path: Path, lang: str = "en") -> str:
    with pytest.raises(DirectorError) as caught:
        Club.open(path)
    return caught.value.text(lang)


def test_a_new_club_file_is_empty_and_opens_again(tmp_path):
    path = tmp_path / "club.director-club"
    with Club.create(path) as club:
        assert club.players() == [] and club.leagues() == []
        club.add_player(PlayerFields("Mario Rossi"))
    with Club.open(path) as club:
        assert [p.name for p in club.players()] == ["Mario Rossi"]


def test_an_existing_file_is_never_replaced(tmp_path):
    path = tmp_path / "club.director-club"
    Club.create(path).close()
    with pytest.raises(DirectorError) as caught:
        Club.create(path)
    assert "already exists" in caught.value.text("en")


@pytest.mark.parametrize(
    ("make", "said"),
    [
        (lambda p: p.write_bytes(b""), "the file is empty; it is not a club file"),
        (lambda p: p.write_text("name;email\n"), "it is not a club file (not an SQLite database)"),
        (lambda p: p.mkdir(), "it is a folder, not a club file"),
        (
            lambda p: sqlite3.connect(p).execute("CREATE TABLE t(x)").connection.commit(),
            "it is an SQLite database but not a Director club file",
        ),
    ],
)  # fmt: skip
def test_what_is_not_a_club_file_is_refused_in_one_line(tmp_path, make, said):
    path = tmp_path / "x.director-club"
    make(path)
    before = sorted(tmp_path.iterdir())
    assert refusal(path) == f"cannot open {path}: {said}"
    assert sorted(tmp_path.iterdir()) == before  # nothing written beside it


def test_a_tournament_file_given_as_the_club_says_so(tmp_path):
    path = tmp_path / "venerdi.director"
    Tournament.create(path, SMALL, Settings()).close()
    said = refusal(path, "it")
    assert said == (
        f"impossibile aprire {path}: è un file di torneo, non del circolo: indica il file del "
        "circolo (.director-club)"
    )


def test_a_newer_file_asks_for_an_update(tmp_path):
    path = tmp_path / "club.director-club"
    Club.create(path).close()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    assert "update Director to open it" in refusal(path)


def test_a_damaged_file_is_refused(tmp_path):
    path = tmp_path / "club.director-club"
    with Club.create(path) as club:
        for i in range(300):
            club.add_player(PlayerFields(f"Giocatore {i}", notes="n" * 200))
    raw = bytearray(path.read_bytes())
    raw[4096 : 4096 * 3] = b"\xff" * (4096 * 2)  # pages of the players' table and index
    path.write_bytes(bytes(raw))
    assert "damaged" in refusal(path)


def test_a_change_that_fails_changes_nothing(tmp_path):
    with Club.create(tmp_path / "c.director-club") as club:
        club.add_player(PlayerFields("Mario Rossi"))
        with pytest.raises(DirectorError):
            club.add_player(PlayerFields("  "))
        with pytest.raises(DirectorError):
            club.add_player(PlayerFields("mario  rossi"))  # the same person, spaced and cased
        assert [p.name for p in club.players()] == ["Mario Rossi"]
        assert club.undo().text("en") == "add Mario Rossi"
        with pytest.raises(DirectorError) as caught:
            club.undo()
        assert caught.value.text("en") == "there is nothing to undo in the club"


def _run_and_kill(path: Path, seed: int, wanted: int) -> list[tuple[int, str]]:
    lines = run_and_kill(WRITER, [str(path), str(seed)], wanted)
    return [(int(pid), name.replace("_", " ")) for _, pid, name in lines]


@pytest.mark.slow
def test_kill_9_loses_no_acknowledged_player(tmp_path):
    path = tmp_path / "club.director-club"
    Club.create(path).close()
    rng = random.Random(20261201)
    acked: list[tuple[int, str]] = []
    for round_ in range(8):
        acked += _run_and_kill(path, round_, rng.randint(1, 40))
        with Club.open(path) as club:
            kept = {p.id: p.name for p in club.players()}
        missing = [(pid, name) for pid, name in acked if kept.get(pid) != name]
        assert missing == [], f"round {round_}: acknowledged but lost: {missing[:3]}"
    assert len(acked) > 8
