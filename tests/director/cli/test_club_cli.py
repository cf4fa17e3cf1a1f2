"""``director club ...`` and ``director league ...``: real club and tournament files, JSON shapes,
one-line refusals, Italian."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from tests.helpers.club import finished
from tests.helpers.reports import make_tournament, pdf_pages
from tests.helpers.tournament_cli import Cli

FIRST = ["Anna", "Bruno", "Carla", "Dino", "Elena"]
SECOND = ["Bruno", "Anna", "Elena", "Carla", "Dino", "Franco"]
#: 10*(n-r+1)/n: the winner of 5 gets 10, the 3rd of 6 gets 6.666...
FORMULA = "10*(n-r+1)/n"


@pytest.fixture(scope="module")
def nights(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """Two finished tournaments, a week apart."""
    folder = tmp_path_factory.mktemp("nights")
    one = finished(folder / "one.director", FIRST, date="2027-01-08")
    two = finished(folder / "two.director", SECOND, date="2027-01-15", name="Torneo 2",
                   start=1_800_100_000.0)  # fmt: skip
    return one, two


@pytest.fixture
def club(tmp_path: Path, tournament_cli: Cli) -> Path:
    path = tmp_path / "club.director-club"
    assert tournament_cli("club", "new", path) == f"created the club file {path}\n"
    return path


def test_new_refuses_a_file_that_exists_and_a_tournament_file_is_no_club(
    club: Path, tournament_cli: Cli, nights: tuple[Path, Path]
) -> None:
    err = tournament_cli("club", "new", club, ok=False)
    assert "already exists" in err
    err = tournament_cli("club", "players", nights[0], ok=False)
    assert "it is a tournament file, not a club file" in err


def test_players_are_added_edited_merged_and_undone(club: Path, tournament_cli: Cli) -> None:
    run = tournament_cli
    out = run("club", "add-player", club, "Mario Rossi", "--nickname", "Rosso", "--member", "A7")
    assert out == "added Mario Rossi (Rosso) (player 1)\n"
    assert run("club", "add-player", club, "Mario R.") == "added Mario R. (player 2)\n"
    assert "already has mario rossi (rosso)" in run(
        "club", "add-player", club, "mario rossi", "--nickname", "rosso", ok=False
    )
    out = run("club", "edit-player", club, "2", "--email", "m@example.it", "--inactive")
    assert out == "changed Mario R. (player 2)\n"
    assert "nothing to change" in run("club", "edit-player", club, "2", ok=False)
    assert "no player number 9" in run("club", "edit-player", club, "9", "--name", "X", ok=False)
    players = json.loads(run("club", "players", club, "--json"))
    assert [(p["id"], p["name"], p["nickname"], p["member"], p["active"]) for p in players] == [
        (2, "Mario R.", "", "", False),
        (1, "Mario Rossi", "Rosso", "A7", True),
    ]
    out = run("club", "merge", club, "1", "2")
    assert (
        out
        == "merged Mario R. into Mario Rossi (Rosso): the results are all Mario Rossi (Rosso)'s now\n"
    )
    assert [p["id"] for p in json.loads(run("club", "players", club, "--json"))] == [1]
    assert run("club", "undo", club) == "undone: merge Mario R. into Mario Rossi (Rosso)\n"
    assert run("club", "undo", club) == "undone: edit Mario R.\n"
    assert len(json.loads(run("club", "players", club, "--json"))) == 2


def test_an_id_that_is_not_a_number_is_a_usage_mistake(club: Path, capsys) -> None:
    from director.cli import main

    with pytest.raises(SystemExit) as exc:
        main(["club", "history", str(club), "abc"])
    assert exc.value.code == 2
    assert capsys.readouterr().err.count("\n") == 1


def _league(run: Cli, club: Path, *flags: object, ok: bool = True) -> str:
    return run("league", "new", club, "Campionato", *flags, ok=ok)


def test_a_league_counts_tournaments_and_says_who_is_new(
    club: Path, tournament_cli: Cli, nights: tuple[Path, Path]
) -> None:
    run = tournament_cli
    run("club", "add-player", club, "Anna")
    out = _league(run, club, "--points", FORMULA, "--attendance", "1")
    assert (
        out == f"created the league Campionato: points = {FORMULA}; 1.00 points per event played\n"
    )
    out = run("league", "add", club, "Campionato", nights[0])
    assert out.splitlines() == [
        "Torneo del venerdì (2027-01-08, 5 entries) counted in Campionato",
        "club players (1): Anna",
        "new to the club (4): Bruno, Carla, Dino, Elena",
    ]
    out = run("league", "add", club, "Campionato", nights[1])
    assert out.splitlines()[2] == "new to the club (1): Franco"
    err = run("league", "add", club, "Campionato", nights[1], ok=False)
    assert "Torneo 2 is already counted in Campionato" in err
    data = json.loads(run("league", "standings", club, "Campionato", "--json"))
    lines = data["standings"]
    assert set(lines[0]) >= {"rank", "name", "points", "events", "counted", "wins", "cashes",
                             "best", "prizes"}  # fmt: skip
    # Anna: 10 + 8.333... + 2 events; Bruno: 8 + 10 + 2; Carla (3rd, 4th): 6 + 5 + 2
    assert [(s["rank"], s["name"], s["points"]) for s in lines[:3]] == [
        (1, "Anna", "20.33333333333333333333333333"),
        (2, "Bruno", "20"),
        (3, "Carla", "13"),
    ]
    assert lines[0]["prizes"] == "100.00" and lines[0]["wins"] == 1 and lines[0]["events"] == 2
    text = run("league", "standings", club, "Campionato")
    assert "  1  Anna     20.33" in text and "Franco" in text


def test_standings_to_two_decimals_in_italian_and_an_unknown_league(
    club: Path, tournament_cli: Cli, nights: tuple[Path, Path]
) -> None:
    run = tournament_cli
    _league(run, club, "--points", FORMULA, "--best", "1")
    run("league", "add", club, "Campionato", nights[1], "--lang", "it")
    text = run("league", "standings", club, "Campionato", "--lang", "it")
    assert "contano i migliori 1 risultati" in text
    assert "Pos." in text and "Punti" in text and "6,67" in text  # Elena, 3rd of 6
    err = run("league", "standings", club, "Serie A", "--lang", "it", ok=False)
    assert (
        err
        == "director: errore: il circolo non ha un campionato di nome Serie A (campionati: Campionato)\n"
    )
    err = run("league", "add", club, "Serie A", nights[0], ok=False)
    assert "no league called Serie A" in err


def test_remove_takes_a_tournament_out_and_list_says_each_league(
    club: Path, tournament_cli: Cli, nights: tuple[Path, Path]
) -> None:
    run = tournament_cli
    _league(run, club, "--points", FORMULA)
    run("league", "add", club, "Campionato", nights[0])
    out = run("league", "remove", club, "Campionato", nights[0])
    assert out.startswith("Torneo del venerdì (2027-01-08) taken out of Campionato")
    assert json.loads(run("league", "standings", club, "Campionato", "--json"))["standings"] == []
    err = run("league", "remove", club, "Campionato", nights[0], ok=False)
    assert "that tournament is not counted in Campionato" in err
    assert run("league", "list", club) == f"Campionato: 0 tournaments; points = {FORMULA}\n"
    # its results stay in the players' history
    history = json.loads(run("club", "history", club, "1", "--json"))
    assert history["history"][0]["tournament"] == "Torneo del venerdì"


def test_an_unfinished_tournament_and_a_foreign_file_are_refused(
    club: Path, tournament_cli: Cli, tmp_path: Path
) -> None:
    run = tournament_cli
    _league(run, club, "--points", FORMULA)
    running = make_tournament(tmp_path / "running.director", 12)
    err = run("league", "add", club, "Campionato", running, ok=False)
    assert "is not finished (4 players still in): finish it before counting it" in err
    text = tmp_path / "notes.txt"
    text.write_text("hello\n", encoding="utf-8")
    err = run("league", "add", club, "Campionato", text, ok=False)
    assert "it is not a tournament file" in err
    foreign = tmp_path / "foreign.db"
    with sqlite3.connect(foreign) as db:
        db.execute("CREATE TABLE t(x)")
    assert "cannot open" in run("league", "add", club, "Campionato", foreign, ok=False)
    err = run("league", "add", club, "Campionato", club, ok=False)
    assert "not a Director tournament file" in err


def test_a_bad_formula_names_its_column_and_a_bad_table_its_line(
    club: Path, tournament_cli: Cli, tmp_path: Path
) -> None:
    run = tournament_cli
    err = _league(run, club, "--points", "10*os/r", ok=False)
    assert err == (
        "director: error: --points: column 4: unknown name 'os': use n, r, b, prize, bounties, "
        "rebuys, addons, paid\n"
    )
    err = _league(run, club, "--points", "10/(r-1)", ok=False)
    assert err.startswith("director: error: --points: ") and "division by zero" in err
    table = tmp_path / "punti.yaml"
    table.write_text("points:\n  1: 100\n  2: tanti\n", encoding="utf-8")
    err = _league(run, club, "--points-table", table, ok=False)
    assert err.startswith(f"director: error: {table}:3:6: error: ")
    err = _league(run, club, "--points", "r", "--attendance", "molti", ok=False)
    assert "--attendance: 'molti' is not a number of points" in err
    assert run("league", "list", club).startswith("the club has no leagues yet")


def test_a_points_table_league(club: Path, tournament_cli: Cli, tmp_path: Path,
                               nights: tuple[Path, Path]) -> None:  # fmt: skip
    run = tournament_cli
    table = tmp_path / "punti.yaml"
    table.write_text("points:\n  1: 100\n  2: 80\n  3-4: 50.5\nothers: 10\n", encoding="utf-8")
    out = _league(run, club, "--points-table", table, "--minimum", "2")
    assert "points by place from a table (4 places listed, others 10.00)" in out
    assert "ranked from 2 events" in out
    run("league", "add", club, "Campionato", nights[0])
    lines = json.loads(run("league", "standings", club, "Campionato", "--json"))["standings"]
    assert [(s["rank"], s["points"]) for s in lines] == [(None, "100"), (None, "80"),
        (None, "50.5"), (None, "50.5"), (None, "10")]  # fmt: skip


def test_history_and_players_json_shapes(
    club: Path, tournament_cli: Cli, nights: tuple[Path, Path]
) -> None:
    run = tournament_cli
    _league(run, club, "--points", FORMULA)
    run("league", "add", club, "Campionato", nights[0])
    players = json.loads(run("club", "players", club, "--json"))
    anna = next(p for p in players if p["name"] == "Anna")
    assert set(anna) == {"id", "name", "nickname", "member", "active", "events", "cashes", "itm",
        "wins", "best", "paid_in", "prizes", "net", "roi", "bounties", "last_played"}  # fmt: skip
    assert anna["paid_in"] == "25.00" and anna["events"] == 1 and anna["itm"] == "100.00"
    assert anna["last_played"] == "2027-01-08" and anna["best"] == 1
    history = json.loads(run("club", "history", club, str(anna["id"]), "--json"))
    assert history["player"] == anna
    (night,) = history["history"]
    assert night["place"] == 1 and night["entries"] == 5
    assert night["points"] == [{"league": "Campionato", "points": "10"}]
    text = run("club", "history", club, str(anna["id"]), "--lang", "it")
    assert text.startswith("Anna: 1 tornei, 1 a premio, 1 vittorie, netto")
    assert "10,00" in text


def test_import_from_csv_is_one_undo_and_export_writes_the_standings(
    club: Path, tournament_cli: Cli, tmp_path: Path, nights: tuple[Path, Path]
) -> None:
    run = tournament_cli
    run("club", "add-player", club, "Anna")
    sheet = tmp_path / "soci.csv"
    sheet.write_bytes(
        "Nome;Tessera;Attivo\r\nAnna;1;sì\r\nNiccolò;2;no\r\nZoë;3;\r\n".encode("cp1252")
    )
    out = run("club", "import", club, sheet)
    assert out == f"2 players added from {sheet}; 1 skipped (the club has them already)\n"
    assert run("club", "undo", club) == "undone: import 2 players\n"
    assert len(json.loads(run("club", "players", club, "--json"))) == 1
    _league(run, club, "--points", FORMULA)
    run("league", "add", club, "Campionato", nights[0])
    csv_path = tmp_path / "classifica.csv"
    out = run("league", "export", club, "Campionato", csv_path, "--lang", "it")
    assert out == f"salvata la classifica di 5 giocatori in {csv_path}\n"
    lines = csv_path.read_text(encoding="utf-8-sig").splitlines()
    assert lines[0] == "Pos.;Nome;Punti;Tornei;Contati;Vittorie;Premi;Migliore;Vincite"
    assert lines[1] == "1;Anna;10,00;1;1;1;1;1;100,00"


def test_the_sheets_from_the_command_line(
    club: Path, tournament_cli: Cli, tmp_path: Path, nights: tuple[Path, Path]
) -> None:
    run = tournament_cli
    _league(run, club, "--points", FORMULA)
    run("league", "add", club, "Campionato", nights[0])
    pdf = tmp_path / "classifica.pdf"
    assert run("league", "sheet", club, "Campionato", pdf) == f"wrote {pdf}\n"
    page = pdf_pages(pdf.read_bytes())[0]
    assert page.startswith("CLASSIFICA DEL CAMPIONATO\nCampionato")
    pdf = tmp_path / "anna.pdf"
    run("club", "sheet", club, "1", pdf, "--lang", "en", "--paper", "letter")
    page = pdf_pages(pdf.read_bytes())[0]
    assert page.startswith("PLAYER HISTORY\nAnna") and "Torneo del venerdì" in page
    assert "no player number 9" in run("club", "sheet", club, "9", pdf, ok=False)


def test_a_points_table_warning_is_said_and_the_league_made(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from director.cli import main

    table = tmp_path / "punti.yaml"
    table.write_text("points:\n  1: 10\n  2: 20\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["league", "new", str(club), "Rovescio", "--points-table", str(table)]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("created the league Rovescio: points by place from a table")
    assert err == (
        f"{table}:3:6: warning: place 2: worth 20 points, but place 1 only 10; a worse place "
        "usually gets fewer points\n"
    )
