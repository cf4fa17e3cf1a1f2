"""``director tournament merge``: day 2 from flights at the command line."""

import json
from pathlib import Path

import pytest

from tests.helpers.tournament_cli import Cli


def _flight(run: Cli, path: Path, structure: Path, name: str, players, busted, counts, *more):
    run("tournament", "new", path, "--structure", structure, "--buy-in", "20+5", "--name", name,
        "--tables", "1", *more)  # fmt: skip
    for p in players:
        run("register", path, p, "--no-seat")
    for p in busted:
        run("bust", path, p)
    if counts:
        run("chips", path, *[x for pair in counts.items() for x in (pair[0], str(pair[1]))])
    return path


@pytest.fixture
def flights(tmp_path: Path, tournament_cli: Cli, small_structure: Path) -> tuple[Path, Path]:
    a = _flight(tournament_cli, tmp_path / "1a.director", small_structure, "Sabato 1A",
                ["Anna", "Bruno", "Carla"], ["Carla"], {"Anna": 2000, "Bruno": 1000})  # fmt: skip
    b = _flight(tournament_cli, tmp_path / "1b.director", small_structure, "Sabato 1B",
                ["Anna", "Dario", "Elena"], ["Elena"], {"Anna": 1200, "Dario": 1800})  # fmt: skip
    return a, b


def test_merge_makes_day_2_and_show_lists_its_flights(tmp_path, tournament_cli, flights):
    day2 = tmp_path / "day2.director"
    out = tournament_cli("tournament", "merge", day2, *flights)
    assert out.splitlines() == [
        f"{day2}: day 2 of 2 flight(s): 6 entries, 5 players, pool €120; "
        "3 players on 1 table(s), seats drawn",
        "Anna survived more than one flight: keeps 2,000 chips, gives up 1,200",
    ]
    shown = tournament_cli("show", day2)
    assert shown.splitlines()[0] == "Sabato 1A – Day 2"
    assert f"From flight Sabato 1A: {flights[0]} (3 entries, 2 to day 2)" in shown
    data = json.loads(tournament_cli("show", day2, "--json"))
    assert [(f["name"], f["entries"], f["survivors"]) for f in data["flights"]] == [
        ("Sabato 1A", 3, 2),
        ("Sabato 1B", 3, 2),
    ]
    playing = {
        e["name"]: (e["chips"], e["table"]) for e in data["entrants"] if e["status"] == "playing"
    }
    assert playing == {"Anna": (2000, 1), "Bruno": (1000, 1), "Dario": (1800, 1)}
    # A flight's JSON has no "flights" key: old files and flights show as before.
    assert "flights" not in json.loads(tournament_cli("show", flights[0], "--json"))


def test_merge_refuses_uncounted_survivors_and_an_existing_file(
    tmp_path, tournament_cli, flights, small_structure
):
    c = _flight(tournament_cli, tmp_path / "1c.director", small_structure, "Sabato 1C",
                ["Fabio", "Gino"], [], {})  # fmt: skip
    day2 = tmp_path / "day2.director"
    err = tournament_cli("tournament", "merge", day2, *flights, c, ok=False)
    assert "no chip count for Fabio (Sabato 1C), Gino (Sabato 1C)" in err
    assert not day2.exists()
    tournament_cli("tournament", "merge", day2, *flights)
    before = day2.read_bytes()
    err = tournament_cli("tournament", "merge", day2, *flights, "--lang", "it", ok=False)
    assert "esiste già: il day 2 è sempre un file nuovo" in err
    assert day2.read_bytes() == before


def test_merge_refuses_different_currencies_in_italian(
    tmp_path, tournament_cli, flights, small_structure
):
    c = _flight(tournament_cli, tmp_path / "1c.director", small_structure, "Sabato 1C",
                ["Fabio", "Gino"], [], {"Fabio": 1000, "Gino": 1000}, "--currency", "CHF")  # fmt: skip
    err = tournament_cli(
        "tournament", "merge", tmp_path / "d.director", *flights, c, "--lang", "it", ok=False
    )
    assert "in EUR e Sabato 1C (1c.director) in CHF" in err
