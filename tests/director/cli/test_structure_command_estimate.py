"""``director structure estimate``: the length of a tournament, as text and JSON, and refusals."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from director.cli import main
from tests.helpers.structures import TOP

CLUB = TOP / "structures" / "club-50.yaml"
SHORT = """\
name: Short
starting_stack: 10000
level_minutes: 15
levels:
  - blinds: 25-50
  - blinds: 50-100
  - blinds: 75-150
  - blinds: 100-200
"""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_json_holds_the_median_the_range_and_the_level_at_the_end(capsys):
    status, out, err = run(capsys, "structure", "estimate", str(CLUB), "--players", "50", "--json")
    assert status == 0 and err == ""
    data = json.loads(out)
    assert {"minutes", "low", "high", "end_level", "runs", "players_left", "average_bb"} <= set(
        data
    )
    assert data["low"] <= data["minutes"] <= data["high"]
    assert data["players"] == 50 and data["stack"] == 125000
    assert data["end_blinds"] == "150,000-300,000" and data["end_level"] == 21
    assert data["players_left"][0] == [0.0, 50.0, 50.0, 50.0]


def test_the_same_file_and_flags_give_the_same_figures(capsys):
    argv = ("structure", "estimate", str(CLUB), "--players", "30", "--json")
    assert run(capsys, *argv)[1] == run(capsys, *argv)[1]


def test_a_deeper_stack_and_rebuys_make_it_longer(capsys):
    def minutes(*flags: str) -> float:
        argv = ("structure", "estimate", str(CLUB), "--players", "40", "--json", *flags)
        return float(json.loads(run(capsys, *argv)[1])["minutes"])

    plain = minutes("--stack", "25000")
    assert minutes("--stack", "50.000") > plain  # the stack written as clubs write it
    assert minutes("--stack", "25000", "--rebuys", "20", "--addons", "40") > plain
    assert minutes("--stack", "25000", "--hands-per-hour", "20") != plain


def test_the_text_in_english_and_italian(capsys):
    status, out, _ = run(capsys, "structure", "estimate", str(CLUB), "--players", "50")
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == "Club 50: 50 players, 125,000 chips each (6,250,000 in play)"
    assert lines[1].startswith("Expected length: 3:") and "in 8 tournaments out of 10" in lines[1]
    assert lines[2] == "Ends at level 21 (150,000-300,000)"
    assert lines[3] == "41 simulated tournaments, 30 hands an hour at a full table"
    status, out, _ = run(
        capsys, "structure", "estimate", str(CLUB), "--players", "50", "--lang", "it"
    )
    lines = out.splitlines()
    assert lines[0] == "Club 50: 50 giocatori, 125.000 chip a testa (6.250.000 in gioco)"
    assert lines[1].startswith("Durata prevista: 3:") and "in 8 tornei su 10" in lines[1]
    assert lines[2] == "Finisce al livello 21 (150.000-300.000)"


@pytest.mark.parametrize(
    ("flags", "line"),
    [
        (
            ("--players", "1"),
            "director: error: --players: a tournament needs at least 2 players (given: 1)",
        ),
        (
            ("--players", "abc"),
            "director: error: --players must be a whole number, not 'abc'",
        ),
        (
            ("--players", "20", "--stack", "0"),
            "director: error: --stack: a starting stack of 0 chips: give a stack above 0",
        ),
        (
            ("--players", "20", "--stack", "-100"),
            "director: error: --stack must be a whole number of chips, not '-100'",
        ),
        (
            ("--players", "20", "--addons", "-1"),
            "director: error: --addons: rebuys and add-ons cannot be negative: give 0 or more",
        ),
        (
            ("--players", "20", "--hands-per-hour", "0"),
            "director: error: --hands-per-hour: hands per hour must be a number above 0"
            " (a live table deals about 30)",
        ),
        (
            ("--players", "20", "--hands-per-hour", "fast"),
            "director: error: --hands-per-hour: 'fast' is not a number",
        ),
    ],
)
def test_bad_input_is_one_line_naming_the_flag(capsys, flags, line):
    status, out, err = run(capsys, "structure", "estimate", str(CLUB), *flags)
    assert status == 1 and out == ""
    assert err.splitlines() == [line]


def test_a_structure_too_short_for_the_field_is_refused(tmp_path: Path, capsys):
    short = tmp_path / "short.yaml"
    short.write_text(SHORT, encoding="utf-8")
    status, out, err = run(capsys, "structure", "estimate", str(short), "--players", "60")
    assert status == 1 and out == ""
    assert err.splitlines() == [
        f"director: error: {short}: the structure ends at level 4 (1:00) before the estimated "
        "end: add levels"
    ]
    status, _, err = run(
        capsys, "structure", "estimate", str(short), "--players", "60", "--lang", "it"
    )
    assert "la struttura finisce al livello 4 (1:00) prima della fine stimata" in err


def test_a_broken_file_says_where_and_estimates_nothing(tmp_path: Path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: x\nlevels: [\n", encoding="utf-8")
    status, out, err = run(capsys, "structure", "estimate", str(bad), "--players", "20")
    assert status == 1 and out == ""
    assert err.startswith(f"{bad}:")
