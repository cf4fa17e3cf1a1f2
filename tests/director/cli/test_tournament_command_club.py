"""``director register --club ID``: an entrant linked to the club's player by id."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from director.cli import main
from director.clock import ManualTime
from director.tournament import Tournament
from tests.helpers.tournament_cli import Cli


def _clubs(file: Path) -> dict[str, int | None]:
    with Tournament.open(file, time=ManualTime()) as t:
        return {p.name: p.club for p in t.state.players.values()}


def test_register_with_the_club_id(tournament_cli: Cli, friday: Path) -> None:
    cli, file = tournament_cli, friday
    out = cli("register", file, "Mario Rossi", "--club", "12", "--no-seat")
    assert out.startswith("Registered Mario Rossi (entry #1")
    cli("register", file, "Anna Bianchi", "--no-seat")
    assert _clubs(file) == {"Mario Rossi": 12, "Anna Bianchi": None}


def test_a_wrong_club_id_is_one_line_and_registers_nobody(
    tournament_cli: Cli, friday: Path
) -> None:
    cli, file = tournament_cli, friday
    for bad in ("-3", "1.5", "dodici"):
        assert cli("register", file, "Mario Rossi", "--club", bad, ok=False) == (
            "director: error: the club player's id is a whole number from 1, as director club "
            f"players shows it, not {bad}\n"
        )
    assert _clubs(file) == {}


def test_the_help_says_where_the_id_comes_from(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["register", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "--club ID" in out and "director club players" in out


def test_edit_links_another_club_player_or_takes_the_link_away(
    tournament_cli: Cli, friday: Path
) -> None:
    cli, file = tournament_cli, friday
    cli("register", file, "Mario Rossi", "--club", "12", "--no-seat")
    out = cli("edit", file, "Mario Rossi", "--club", "30", "--phone", "333 1234567")
    assert out == "Saved Mario Rossi's details (the club's player number 30)\n"
    assert _clubs(file) == {"Mario Rossi": 30}
    out = cli("edit", file, "Mario Rossi", "--no-club", "--nickname", "Rosso")
    assert out == "Saved Mario Rossi (Rosso)'s details (not linked to the club's players)\n"
    assert _clubs(file) == {"Mario Rossi": None}
    shown = json.loads(cli("show", file, "--json"))
    assert [(e["name"], e["nickname"], e["club"]) for e in shown["entrants"]] == [
        ("Mario Rossi (Rosso)", "Rosso", None)
    ]


def test_edit_refuses_nothing_to_change_and_both_link_and_unlink(
    tournament_cli: Cli, friday: Path
) -> None:
    cli, file = tournament_cli, friday
    cli("register", file, "Mario Rossi", "--club", "12", "--no-seat")
    assert cli("edit", file, "Mario Rossi", ok=False) == (
        "director: error: nothing to change; give --name, --nickname, --email, --phone, "
        "--notes, --club or --no-club\n"
    )
    refused = cli("edit", file, "Mario Rossi", "--club", "30", "--no-club", ok=False)
    assert refused.startswith("director: error: link to the club's player number 30 or unlink")
    assert _clubs(file) == {"Mario Rossi": 12}
