"""``director structure design``: the YAML on stdout or in a file, and each refusal naming its flag."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from director.cli import main
from director.structures import check_text, load_structure
from director.structures.chipset import unpostable

NIGHT = (
    "structure",
    "design",
    "--players",
    "38",
    "--stack",
    "20000",
    "--hours",
    "4",
    "--level-minutes",
    "20",
    "--chips",
    "25,100,500,1000,5000",
    "--break-every",
    "60",
)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_the_yaml_on_stdout_parses_and_checks(capsys):
    status, out, err = run(capsys, *NIGHT)
    assert status == 0 and err == ""
    assert out.startswith("# Designed by 'director structure design' for 38 players")
    result = check_text(out, "designed.yaml")
    assert result.structure is not None and result.diagnostics == ()
    s = result.structure
    assert s.starting_stack == 20000 and s.chips == (25, 100, 500, 1000, 5000)
    assert unpostable(s.entries, s.chips) == []
    assert any(e.is_break for e in s) and s.levels[3].bb_ante == s.levels[3].big_blind


def test_out_writes_the_file_and_says_the_estimate_in_one_line(tmp_path: Path, capsys):
    path = tmp_path / "night.yaml"
    status, out, err = run(capsys, *NIGHT, "--antes", "classic", "--out", str(path))
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith(f"{path}: ")
    said = re.search(r"expected length (\d+):(\d\d) \(", lines[0])
    assert said is not None
    assert abs(int(said[1]) * 60 + int(said[2]) - 240) <= 24  # 4 hours, within 10 %
    s = load_structure(path)
    assert any(lv.ante for lv in s.levels) and not any(lv.bb_ante for lv in s.levels)
    assert run(capsys, "structure", "check", str(path))[0] == 0
    # The file is never overwritten: a director's own structure is not lost.
    status, out, err = run(capsys, *NIGHT, "--out", str(path))
    assert status == 1 and out == ""
    assert err.splitlines() == [
        f"director: error: --out: {path} already exists: give a new file, or remove that one first"
    ]


def test_italian_header_and_line(tmp_path: Path, capsys):
    path = tmp_path / "sera.yaml"
    status, out, _ = run(capsys, *NIGHT, "--out", str(path), "--lang", "it", "--hours", "3:30")
    assert status == 0
    assert "durata prevista 3:" in out and "fine al livello" in out
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# Disegnata da 'director structure design' per 38 giocatori")
    assert "circa 3:30" in text.splitlines()[0]


def test_stud_and_no_antes(capsys):
    status, out, _ = run(capsys, *NIGHT, "--game", "stud")
    s = check_text(out, "stud.yaml").structure
    assert status == 0 and s is not None
    assert all(lv.bring_in and lv.ante and lv.small_bet for lv in s.levels)
    status, out, _ = run(capsys, *NIGHT, "--antes", "none")
    s = check_text(out, "none.yaml").structure
    assert s is not None and not any(lv.ante or lv.bb_ante for lv in s.levels)


def _with(flag: str, value: str) -> list[str]:
    argv = list(NIGHT)
    if flag in argv:
        argv[argv.index(flag) + 1] = value
    else:
        argv += [flag, value]
    return argv


@pytest.mark.parametrize(
    ("flag", "value", "line"),
    [
        ("--chips", "", "--chips: no chips: give the chip values in the case"),
        ("--chips", "25,abc", "--chips must be a whole number, not 'abc'"),
        ("--chips", "0,100", "--chips: a chip of 0: each chip value must be above 0"),
        ("--hours", "0", "--hours: a length of 0 hours: give a length above 0"),
        ("--hours", "-1", "--hours: a length of -1 hours: give a length above 0"),
        ("--hours", "late", "--hours: 'late' is not a number"),
        ("--hours", "30", "--hours: a length of 30 hours: give a length above 0"),
        ("--players", "1", "--players: a tournament needs at least 2 players (given: 1)"),
        ("--stack", "20010", "--stack: a starting stack of 20,010 cannot be made with the chips"),
        ("--level-minutes", "0", "--level-minutes: levels of 0 minutes: give a length above 0"),
        ("--level-minutes", "-5", "--level-minutes: levels of -5 minutes: give a length above 0"),
        ("--break-every", "0", "--break-every: a break every 0 minutes: give minutes above 0"),
        ("--break-minutes", "0", "--break-minutes: breaks of 0 minutes: give a length above 0"),
        ("--antes", "some", "--antes: antes 'some': give none, bb (big blind ante) or classic"),
        ("--game", "bridge", "--game: "),
        ("--rebuys", "-2", "--rebuys: rebuys and add-ons cannot be negative"),
        ("--hours", "20", "--hours: even the slowest structure of these levels and chips lasts"),
    ],
)
def test_bad_input_is_one_line_naming_its_flag(capsys, flag, value, line):
    status, out, err = run(capsys, *_with(flag, value))
    assert status == 1 and out == ""
    lines = err.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("director: error: " + line)
