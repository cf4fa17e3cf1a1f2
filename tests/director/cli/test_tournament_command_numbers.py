"""Numbers typed on the command line: ``nan``, ``inf``, ``1e308`` and ``10^30`` are refused in
one line that states the ceiling, and nothing changes."""

from __future__ import annotations

from pathlib import Path

import pytest

from director.tournament import Tournament
from tests.helpers.tournament_cli import Cli

HUGE = "1" + "0" * 30


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "1e308", HUGE, "1441", "2000"])
def test_clock_add_refuses_what_is_not_a_sane_number_of_minutes(
    tournament_cli: Cli, friday: Path, value: str
) -> None:
    before = tournament_cli("clock", friday, "show")
    err = tournament_cli("clock", friday, "add", "--", value, ok=False)
    assert "minutes" in err
    if value not in ("nan", "inf", "-inf"):
        assert "at most 1440 minutes (a day)" in err
    assert tournament_cli("clock", friday, "show") == before


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--buy-in", "10.000"], "the buy-in 10.000 is ambiguous: write 10000 for 10,000 (no dot)"),
        (["--buy-in", HUGE], "the buy-in can be at most 1,000,000"),
        (["--buy-in", "nan"], "'nan' is not an amount"),
        (["--buy-in", "inf"], "'inf' is not an amount"),
        (["--buy-in", "1e308"], "'1e308' is not an amount"),
        (["--guarantee", HUGE], "the guarantee can be at most 1,000,000,000"),
        (["--bounty", "5000000"], "the bounty can be at most 1,000,000"),
        (["--chips", HUGE], "--chips: " + HUGE + " is more chips than any tournament has; at most 1,000,000,000"),
        (["--chips", "1e308"], "--chips must be a whole number of chips"),
        (["--late-reg", "99"], "late registration cannot end at level 99: the structure's last level is 5"),
        (["--late-reg", HUGE], "--late-reg can be at most 1,000,000"),
        (["--max-entries", HUGE], "--max-entries can be at most 1,000,000"),
    ],
)  # fmt: skip
def test_settings_beyond_their_ceiling_are_refused(
    tournament_cli: Cli, friday: Path, args: list[str], said: str
) -> None:
    with Tournament.open(friday) as t:
        before = t.settings
    err = tournament_cli("tournament", "set", friday, *args, ok=False)
    assert said in err, err
    with Tournament.open(friday) as t:
        assert t.settings == before


def test_a_new_tournament_with_absurd_tables_is_refused_and_not_made(
    tournament_cli: Cli, tmp_path: Path, small_structure: Path
) -> None:
    path = tmp_path / "festival.director"
    for tables in ("1001", HUGE):
        err = tournament_cli("tournament", "new", path, "--structure", small_structure,
            "--buy-in", "20", "--tables", tables, ok=False)  # fmt: skip
        assert "--tables can be at most 1,000" in err
    err = tournament_cli("tournament", "new", path, "--structure", small_structure,
        "--buy-in", "10.000", ok=False)  # fmt: skip
    assert "ambiguous" in err
    assert not path.exists()


def test_icm_refuses_numbers_that_are_not_finite(tournament_cli: Cli) -> None:
    err = tournament_cli("icm", "--stacks", "1e308,1000", "--prizes", "100,50", ok=False)
    assert "'1e308' is not a usable number" in err
    err = tournament_cli("icm", "--stacks", "nan,1000", "--prizes", "100,50", ok=False)
    assert "'nan' is not a usable number" in err


def test_tables_add_has_a_ceiling(tournament_cli: Cli, friday: Path) -> None:
    for count in ("1001", HUGE):
        err = tournament_cli("tournament", "tables", friday, "--add", count, ok=False)
        assert "--add can be at most 1,000" in err
    with Tournament.open(friday) as t:
        assert len(t.state.tables) == 2
