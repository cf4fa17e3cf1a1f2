"""``director structure chips`` and ``director structure check --chipset``, in-process."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from director.cli import main

SET = "25:400,100:600,500:200,1000:400,5000:100"

NIGHT = """\
name: Night
starting_stack: 10000
level_minutes: 20
levels:
  - blinds: 25-50
  - blinds: 50-100
  - break: 10
    color_up: 25
  - blinds: 100-200
    ante: 25
  - blinds: 150-300
  - blinds: 200-400
"""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_json_gives_per_player_and_max_players(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(
        capsys, "structure", "chips", "--stack", "10000", "--players", "40", "--chipset", SET,
        "--json",
    )  # fmt: skip
    assert (status, err) == (0, "")
    data = json.loads(out)
    assert data["per_player"] == {"25": 8, "100": 8, "500": 4, "1000": 7}
    assert data["max_players"] == 50
    assert sum(int(v) * n for v, n in data["per_player"].items()) == 10_000


def test_the_text_in_english_and_italian(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("structure", "chips", "--stack", "10.000", "--players", "40", "--chipset", SET)
    status, out, _ = run(capsys, *argv)
    assert status == 0
    assert out.splitlines() == [
        "Starting stack 10,000 for 40 players:",
        "    8 chips of 25 (200); the set holds 400",
        "    8 chips of 100 (800); the set holds 600",
        "    4 chips of 500 (2,000); the set holds 200",
        "    7 chips of 1,000 (7,000); the set holds 400",
        "27 chips a player, 10,000 in all",
        "The set seats at most 50 players with this breakdown.",
    ]
    status, out, _ = run(capsys, *argv, "--lang", "it")
    assert out.splitlines()[0] == "Stack iniziale 10.000 per 40 giocatori:"
    assert out.splitlines()[-1] == (
        "Con questa composizione il set basta per al massimo 50 giocatori."
    )


@pytest.mark.parametrize(
    ("stack", "players", "chipset", "said"),
    [
        ("10000", "40", "", "--chipset: no chips;"),
        ("10000", "40", "25:400,100", "--chipset: '100' is not VALUE:COUNT;"),
        ("10000", "40", "25:0", "--chipset: chip 25 has 0 in the case;"),
        ("10000", "40", "25:4,25:5", "--chipset: chip 25 is listed twice;"),
        ("10000", "300", SET, "--chipset: the set makes a stack of 10,000 for at most "),
        ("10010", "40", SET, "--chipset: no sum of the chips [25, 100, 500, 1,000, 5,000] makes"),
        ("10000", "1", SET, "--players: a tournament needs at least 2 players, not 1"),
        ("10000", "zero", SET, "--players must be a whole number"),
        ("ten", "40", SET, "--stack must be a whole number of chips"),
        ("0", "40", SET, "--stack: a starting stack must be a whole number of chips above 0"),
    ],
)
def test_each_bad_input_is_one_line_naming_the_flag(
    capsys: pytest.CaptureFixture[str], stack: str, players: str, chipset: str, said: str
) -> None:
    argv = ("structure", "chips", "--stack", stack, "--players", players, "--chipset", chipset)
    status, out, err = run(capsys, *argv)
    assert status != 0 and out == ""
    assert err.startswith(f"director: error: {said}"), err
    assert err.count("\n") == 1


def test_check_with_a_chip_set_flags_each_level_at_its_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "night.yaml"
    path.write_text(NIGHT, encoding="utf-8")
    status, out, _ = run(capsys, "structure", "check", str(path))
    assert status == 0  # the structure alone is fine
    status, out, _ = run(capsys, "structure", "check", str(path), "--chipset", SET)
    assert status == 1
    assert out.splitlines() == [
        f"{path}:9:5: error: level 3: ante 25 cannot be made with the chips in play "
        "[100, 500, 1,000, 5,000]; keep a smaller chip in play longer or change the level",
        f"{path}:11:5: error: level 4: small blind 150 cannot be made with the chips in play "
        "[100, 500, 1,000, 5,000]; keep a smaller chip in play longer or change the level",
    ]
    status, out, _ = run(capsys, "structure", "check", str(path), "--chipset", SET, "--lang", "it")
    assert out.splitlines()[0].startswith(f"{path}:9:5: errore: livello 3: ante 25: impossibile")


def test_check_with_a_bad_chip_set_says_so_and_checks_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "night.yaml"
    path.write_text(NIGHT, encoding="utf-8")
    status, out, err = run(capsys, "structure", "check", str(path), "--chipset", "25")
    assert status != 0 and out == ""
    assert err == (
        "director: error: --chipset: '25' is not VALUE:COUNT; write each chip as "
        "value:count, like 25:400,100:600\n"
    )


def test_with_a_structure_each_colour_up_is_said(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "night.yaml"
    path.write_text(NIGHT, encoding="utf-8")
    argv = ("structure", "chips", "--stack", "10000", "--players", "40", "--chipset", SET,
            "--structure", str(path))  # fmt: skip
    status, out, _ = run(capsys, *argv)
    assert status == 0
    assert out.splitlines()[-1] == (
        "Colour up the 25 chips: about 320 in play (8,000); the bank brings 80 chips of 100. "
        "Each player changes them for chips of 100; the odd ones are raced from seat 1, one card "
        "per odd chip, at most one chip of 100 to a player, nobody raced out (TDA)."
    )
    status, out, _ = run(capsys, *argv, "--json")
    assert json.loads(out)["colour_ups"] == [
        {"index": 2, "chips": [25], "to": 100, "count": 320, "value": 8000, "bank": 80}
    ]
    status, out, _ = run(capsys, *argv, "--lang", "it")
    assert out.splitlines()[-1].startswith("Cambio chip da 25: circa 320 in gioco (8.000)")
