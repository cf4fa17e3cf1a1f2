"""Naming players and files on the command line: ambiguous and unknown names, a withdrawn player
registering again, and hints that name the real flags."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.helpers.tournament_cli import Cli


def _statuses(cli: Cli, file: Path) -> dict[int, str]:
    data = json.loads(cli("show", file, "--json"))
    return {r["entry"]: r["status"] for r in data["entrants"] + data["withdrawn"]}


def test_withdraw_refuses_a_name_two_people_share(tournament_cli: Cli, friday: Path) -> None:
    cli, file = tournament_cli, friday
    cli("register", file, "Mario Rossi")
    cli("register", file, "Mario Rossi", "--nickname", "Rosso")
    assert cli("withdraw", file, "Mario Rossi", ok=False) == (
        "director: error: more than one entrant is called Mario Rossi; say which one by "
        "nickname or number: #1 Mario Rossi, #2 Mario Rossi (Rosso)\n"
    )
    assert _statuses(cli, file) == {1: "playing", 2: "playing"}  # nothing withdrawn
    assert cli("withdraw", file, "Rosso") == "Withdrawal of Mario Rossi (Rosso)\n"
    assert _statuses(cli, file) == {1: "playing", 2: "withdrawn"}


def test_a_withdrawn_player_registers_again(tournament_cli: Cli, friday: Path) -> None:
    cli, file = tournament_cli, friday
    cli("register", file, "Mario Rossi")
    cli("withdraw", file, "Mario Rossi")
    out = cli("register", file, "Mario Rossi", "--no-seat")
    assert (
        out
        == "Registered Mario Rossi (entry #2, no seat yet): collect €30, hand over 1,000 chips\n"
    )
    data = json.loads(cli("show", file, "--json"))
    assert (data["entries"], data["unique_players"]) == (1, 1)


def test_hints_name_the_real_flags_and_a_real_player(tournament_cli: Cli, friday: Path) -> None:
    cli, file = tournament_cli, friday
    cli("register", file, "Mario Rossi")
    assert cli("register", file, "Mario Rossi", ok=False) == (
        "director: error: Mario Rossi is already registered; for a different person with the "
        'same name add --nickname NICKNAME, for the same person use: director reenter FILE "Mario '
        'Rossi"\n'
    )
    assert cli("bust", file, "Zorro", ok=False) == (
        "director: error: no entrant is called Zorro; check the spelling or use the entry number "
        "(#1 is Mario Rossi)\n"
    )
    assert cli("bust", file, "Mario Rosi", ok=False) == (
        "director: error: no entrant is called Mario Rosi; did you mean #1 Mario Rossi?\n"
    )
    assert cli("reenter", file, "Mario Rossi", ok=False) == (
        "director: error: re-entry is not allowed in this tournament; add --force to allow it "
        "anyway (the director's decision)\n"
    )
    cli("tournament", "registration", file, "close")
    assert cli("register", file, "Anna Bianchi", ok=False) == (
        "director: error: registration is closed (closed by the director); add --force to "
        "register anyway (the director's decision)\n"
    )
    assert "Registered Anna Bianchi" in cli("register", file, "Anna Bianchi", "--force")
    listed = friday.parent / "late.csv"
    listed.write_text("Nome\nLuca Verdi\n", encoding="utf-8")
    assert cli("import", file, listed, ok=False) == (
        f"director: error: {listed}: registration is closed (closed by the director); add --force"
        " to register anyway (the director's decision); nobody was imported\n"
    )
    listed.write_text("Nome\nLuca Verdi\nAnna Bianchi\n", encoding="utf-8")
    assert cli("import", file, listed, ok=False) == (  # the row's own fault, at its line
        f"director: error: {listed}:3: Anna Bianchi is already registered; for a different person"
        " with the same name give a nickname, for the same person use re-entry; nobody was"
        " imported\n"
    )
    err = cli("tournament", "new", file, "--buy-in", "20", ok=False)
    assert err == (
        f"director: error: {file} already exists; choose another name, or add --overwrite to "
        "replace it\n"
    )


def test_new_without_a_file_name_says_so_and_creates_nothing(
    tournament_cli: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    for name in ("", "  "):
        err = tournament_cli("tournament", "new", name, "--buy-in", "20", ok=False)
        assert err == (
            "director: error: the file name is empty; give the tournament file to create, "
            "e.g. friday.director\n"
        )
    assert list(tmp_path.iterdir()) == []


def test_bust_finds_a_name_typed_without_accents(tournament_cli: Cli, friday: Path) -> None:
    cli, file = tournament_cli, friday
    for name in ("Nicolò Ricci", "Francesca D’Angelo", "Anna Bianchi"):
        cli("register", file, name)
    assert cli("bust", file, "nicolo", "--by", "dangelo") == (
        "Nicolò Ricci busted in place 3 by Francesca D’Angelo\n"
    )
    assert _statuses(cli, file) == {1: "busted", 2: "playing", 3: "playing"}
