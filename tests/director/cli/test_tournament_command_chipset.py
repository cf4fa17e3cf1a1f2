"""``tournament new|set --chipset``: the club's chip case in the tournament's settings."""

from __future__ import annotations

from pathlib import Path

from director.structures.chipset import ChipSet
from director.tournament import Tournament
from tests.helpers.tournament_cli import Cli


def chipset(path: Path) -> ChipSet | None:
    t = Tournament.open(path)
    try:
        return t.settings.chipset
    finally:
        t.close()


def test_set_then_remove_the_chip_set(tournament_cli: Cli, friday: Path) -> None:
    cli = tournament_cli
    assert chipset(friday) is None
    out = cli("tournament", "set", friday, "--chipset", "25:400, 100:600,500:200")
    assert out == "Settings changed: chipset\n"
    assert chipset(friday) == ChipSet.parse("25:400,100:600,500:200")
    cli("tournament", "set", friday, "--chipset", "none")
    assert chipset(friday) is None


def test_a_new_tournament_takes_its_chip_set(
    tournament_cli: Cli, tmp_path: Path, small_structure: Path
) -> None:
    path = tmp_path / "new.director"
    tournament_cli("tournament", "new", path, "--structure", small_structure, "--buy-in", "20",
                   "--chipset", "5:200,25:300")  # fmt: skip
    assert chipset(path) == ChipSet.parse("5:200,25:300")


def test_a_bad_chip_set_is_one_line_naming_the_flag_and_changes_nothing(
    tournament_cli: Cli, friday: Path
) -> None:
    cli = tournament_cli
    cli("tournament", "set", friday, "--chipset", "25:400")
    err = cli("tournament", "set", friday, "--chipset", "25:400,25:10", ok=False)
    assert err == "director: error: --chipset: chip 25 is listed twice; list each value once\n"
    err = cli("tournament", "set", friday, "--chipset", "", ok=False)
    assert err.startswith("director: error: --chipset: no chips;")
    err = cli("--lang", "it", "tournament", "set", friday, "--chipset", "25:0", ok=False)
    assert err.startswith("director: errore: --chipset: la chip da 25 ha 0 pezzi")
    assert chipset(friday) == ChipSet.parse("25:400")
