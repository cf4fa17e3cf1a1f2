"""``director structure check`` and ``director structure show``, in-process and as a command."""

from __future__ import annotations

import itertools
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from director.cli import main
from director.structures import load_structure
from tests.helpers.structures import BAD_DIR, SHIPPED, TOP

CLUB = TOP / "structures" / "club-50.yaml"
TURBO = TOP / "structures" / "turbo.yaml"
JSON_KEYS = {"index", "kind", "small_blind", "big_blind", "ante", "minutes", "start_minute"}
DIAGNOSTIC = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?P<sev>error|warning): \S.*$")

SMALL = """\
name: Small
starting_stack: 5000
level_minutes: 10
chips: [25, 100, 500]
levels:
  - blinds: 25-50
  - blinds: 50-100
    minutes: "7:30"
  - break: 15
    color_up: [25]
    name: Dinner
  - blinds: 100-200
    ante: 100
  - {game: stud, ante: 100, bring_in: 100, bets: 200-400, minutes: 20}
  - blinds: 200-400
    bb_ante: 400
"""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def small(tmp_path: Path) -> Path:
    path = tmp_path / "small.yaml"
    path.write_text(SMALL, encoding="utf-8")
    return path


# ------------------------------------------------------------------------------------------
# check
# ------------------------------------------------------------------------------------------


def test_check_of_every_shipped_file_at_once_exits_0(capsys):
    status, out, err = run(capsys, "structure", "check", *map(str, SHIPPED))
    assert status == 0
    assert err == ""
    ok_lines = [line for line in out.splitlines() if ": ok: " in line]
    assert [line.split(": ok: ")[0] for line in ok_lines] == [str(p) for p in SHIPPED]
    assert f"{CLUB}: ok: Club 50, 25 levels, 0 breaks, 4:10" in ok_lines
    assert all(DIAGNOSTIC.match(line) for line in out.splitlines() if ": ok: " not in line)


def test_check_of_a_valid_file_says_what_it_holds(small, capsys):
    status, out, err = run(capsys, "structure", "check", str(small))
    assert status == 0 and err == ""
    assert out == f"{small}: ok: Small, 5 levels, 1 break, 1:12\n"


def test_check_with_one_bad_file_among_good_ones_exits_1(small, tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text(SMALL.replace("50-100", "100-50"), encoding="utf-8")
    status, out, err = run(capsys, "structure", "check", str(small), str(bad), str(CLUB))
    assert status == 1
    assert err == ""
    lines = out.splitlines()
    assert lines[0] == f"{small}: ok: Small, 5 levels, 1 break, 1:12"
    assert (
        f"{bad}:7:13: error: level 2: big blind 50 is below the small blind 100; "
        "write the small blind first, like blinds: 50-100"
    ) in lines
    assert lines[-1].startswith(f"{CLUB}: ok: ")
    assert not any(line.startswith(f"{bad}: ok") for line in lines)


def test_check_of_an_unreadable_path(tmp_path, capsys):
    missing = tmp_path / "nope.yaml"
    status, out, err = run(capsys, "structure", "check", str(missing), str(tmp_path))
    assert status == 1 and err == ""
    first, second = out.splitlines()
    assert first == (
        f"{missing}:1:1: error: cannot read the file (No such file or directory); check the path"
    )
    # A folder: the reason is the system's own words ("Is a directory" here).
    assert second.startswith(f"{tmp_path}:1:1: error: cannot read the file (")
    assert second.endswith("); check the path")


def test_check_reports_every_file_of_the_corpus_in_one_run(capsys):
    bad = sorted(BAD_DIR.glob("*.yaml"))
    status, out, err = run(capsys, "structure", "check", *map(str, bad))
    assert status == 1 and err == ""
    named = set()
    for line in out.splitlines():
        m = DIAGNOSTIC.match(line)
        assert m, line
        named.add(m["file"])
    assert named == {str(p) for p in bad}


def test_check_quiet_prints_errors_only(tmp_path, capsys):
    suspicious = tmp_path / "suspicious.yaml"
    suspicious.write_text(SMALL.replace("25-50", "25-75"), encoding="utf-8")
    status, out, _ = run(capsys, "structure", "check", str(suspicious))
    assert status == 0
    assert (
        f"{suspicious}:6:5: warning: level 1: big blind 75 is not twice the small blind 25" in out
    )
    status, out, err = run(capsys, "structure", "check", "-q", str(suspicious))
    assert (status, out, err) == (0, "", "")


def test_check_needs_a_file(capsys):
    with pytest.raises(SystemExit) as exited:
        main(["structure", "check"])
    assert exited.value.code == 2
    assert "the following arguments are required: FILE" in capsys.readouterr().err


# ------------------------------------------------------------------------------------------
# show
# ------------------------------------------------------------------------------------------


def test_show_prints_the_level_table_with_start_times(small, capsys):
    status, out, err = run(capsys, "structure", "show", str(small))
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "Small — No-limit Hold'em, starting stack 5,000"
    rows = [line.split() for line in lines[3:]]
    assert rows == [
        ["1", "NLHE", "25-50", "10", "0:00"],
        ["2", "NLHE", "50-100", "7.5", "0:10"],
        ["Break:", "Dinner", "(colour", "up", "25)", "15", "0:17"],
        ["3", "NLHE", "100-200", "100", "10", "0:32"],
        ["4", "7CS", "200-400", "100", "bi", "100", "20", "0:42"],
        ["5", "NLHE", "200-400", "BB", "400", "10", "1:02"],
        ["End", "1:12"],
    ]


def test_show_of_club_50_starts_level_7_at_the_hour(capsys):
    status, out, _ = run(capsys, "structure", "show", str(CLUB))
    assert status == 0
    rows = {line.split()[0]: line.split() for line in out.splitlines()[3:]}
    assert rows["6"][2:] == ["200-400", "10", "0:50"]
    assert rows["7"][2:] == ["300-600", "10", "1:00"]
    assert rows["11"][2] == "3,000-5,000"
    assert rows["End"] == ["End", "4:10"]


def test_show_json_is_the_level_list(small, capsys):
    status, out, err = run(capsys, "structure", "show", "--json", str(small))
    assert status == 0 and err == ""
    rows = json.loads(out)
    assert all(set(row) >= JSON_KEYS for row in rows)
    assert [r["index"] for r in rows] == list(range(6))
    assert [r["kind"] for r in rows] == ["level", "level", "break", "level", "level", "level"]
    assert [r["start_minute"] for r in rows] == [0, 10, 17.5, 32.5, 42.5, 62.5]
    assert [r["minutes"] for r in rows] == [10, 7.5, 15, 10, 20, 10]
    assert rows[0] | {"small_blind": 25, "big_blind": 50, "ante": 0} == rows[0]
    assert rows[2]["color_up"] == [25] and rows[2]["name"] == "Dinner"
    assert rows[3]["ante"] == 100 and rows[5]["bb_ante"] == 400
    assert rows[4]["game"] == "stud" and (rows[4]["small_bet"], rows[4]["big_bet"]) == (200, 400)


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_show_json_start_minutes_add_up(path, capsys):
    status, out, _ = run(capsys, "structure", "show", "--json", str(path))
    assert status == 0
    rows = json.loads(out)
    s = load_structure(path)
    assert len(rows) == len(s)
    assert rows[0]["start_minute"] == 0
    for before, after in itertools.pairwise(rows):
        assert after["start_minute"] == before["start_minute"] + before["minutes"]
    assert rows[-1]["start_minute"] + rows[-1]["minutes"] == s.total_seconds / 60
    assert [r["kind"] == "break" for r in rows] == [e.is_break for e in s]


def test_show_of_turbo_lists_its_break(capsys):
    status, out, _ = run(capsys, "structure", "show", "--json", str(TURBO))
    assert status == 0
    (brk,) = [r for r in json.loads(out) if r["kind"] == "break"]
    assert brk == brk | {"minutes": 5, "start_minute": 48, "color_up": [25], "name": "Colour-up"}
    assert brk["level"] is None


def test_show_sends_warnings_to_stderr_and_keeps_json_clean(tmp_path, capsys):
    suspicious = tmp_path / "suspicious.yaml"
    suspicious.write_text(SMALL.replace("25-50", "25-75"), encoding="utf-8")
    status, out, err = run(capsys, "structure", "show", "--json", str(suspicious))
    assert status == 0
    assert json.loads(out)[0]["big_blind"] == 75
    assert (
        err == f"{suspicious}:6:5: warning: level 1: big blind 75 is not twice the small blind 25\n"
    )


def test_show_of_a_bad_file_prints_every_error_and_exits_1(capsys):
    path = BAD_DIR / "many-mistakes.yaml"
    status, out, err = run(capsys, "structure", "show", "--json", str(path))
    assert status == 1
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 10
    assert all(DIAGNOSTIC.match(line) and line.startswith(str(path)) for line in lines)


def test_show_of_a_missing_file(tmp_path, capsys):
    status, out, err = run(capsys, "structure", "show", str(tmp_path / "nope.yaml"))
    assert (status, out) == (1, "")
    assert err.endswith(
        ": error: cannot read the file (No such file or directory); check the path\n"
    )


# ------------------------------------------------------------------------------------------
# The real command
# ------------------------------------------------------------------------------------------


def command() -> list[str]:
    script = Path(sys.executable).with_name("director")
    return [str(script)] if script.exists() else [sys.executable, "-m", "director"]


def test_the_installed_command_checks_and_shows(tmp_path):
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    bad = BAD_DIR / "blinds-reversed.yaml"
    done = subprocess.run(
        [*command(), "structure", "check", *map(str, SHIPPED)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
    )
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.count(": ok: ") == len(SHIPPED)

    done = subprocess.run(
        [*command(), "structure", "check", str(CLUB), str(bad)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
    )
    assert done.returncode == 1
    assert done.stderr == ""  # no traceback, nothing but the diagnostics on stdout
    assert f"{bad}:8:13: error: level 2: big blind 20 is below the small blind 40" in done.stdout

    done = subprocess.run(
        [*command(), "structure", "show", "--json", str(CLUB)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
    )
    assert done.returncode == 0
    rows = json.loads(done.stdout)
    assert [(r["small_blind"], r["big_blind"]) for r in rows[:3]] == [(10, 20), (20, 40), (30, 60)]
    assert rows[6]["start_minute"] == 60


def test_python_dash_m_director_works_too(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "director", "structure", "check", str(BAD_DIR / "empty.yaml")],
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert done.returncode == 1 and done.stderr == ""
    assert done.stdout == (
        f"{BAD_DIR / 'empty.yaml'}:1:1: error: the file is empty; "
        "a structure needs name, starting_stack and levels\n"
    )


# ------------------------------------------------------------------------------------------
# In the command line's language
# ------------------------------------------------------------------------------------------

ITALIAN_REVERSED = (
    "{path}:8:13: errore: livello 2: il grande buio 20 è sotto il piccolo buio 40; "
    "scrivi prima il piccolo buio, come blinds: 20-40"
)


@pytest.mark.parametrize("argv", [["--lang", "it", "structure"], ["structure", "--lang", "it"]])
def test_check_speaks_italian_with_lang(argv, capsys):
    bad = BAD_DIR / "blinds-reversed.yaml"
    status, out, err = run(capsys, *argv, "check", str(bad))
    assert (status, err) == (1, "")
    assert out.splitlines() == [ITALIAN_REVERSED.format(path=bad)]


def test_check_lang_after_the_action_works_too(small, capsys):
    status, out, _ = run(capsys, "structure", "check", "--lang", "it", str(small))
    assert status == 0
    assert out == f"{small}: ok: Small, 5 livelli, 1 pausa, 1:12\n"


def test_check_speaks_the_environments_language(monkeypatch, capsys):
    bad = BAD_DIR / "blinds-reversed.yaml"
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    status, out, _ = run(capsys, "structure", "check", str(bad))
    assert status == 1
    assert out.splitlines() == [ITALIAN_REVERSED.format(path=bad)]
    # --lang wins over the environment.
    status, out, _ = run(capsys, "--lang", "en", "structure", "check", str(bad))
    assert out.splitlines()[0].startswith(f"{bad}:8:13: error: level 2: big blind 20 is below")


def test_the_installed_command_speaks_italian(tmp_path):
    bad = BAD_DIR / "blinds-reversed.yaml"
    for argv, lang in (
        (["--lang", "it", "structure", "check", str(bad)], "C.UTF-8"),
        (["structure", "check", str(bad)], "it_IT.UTF-8"),
    ):
        env = {**os.environ, "PYTHONIOENCODING": "utf-8", "LANG": lang}
        env.pop("LC_ALL", None)
        env.pop("LC_MESSAGES", None)
        done = subprocess.run(
            [*command(), *argv], capture_output=True, text=True, cwd=tmp_path, env=env
        )
        assert (done.returncode, done.stderr) == (1, "")
        assert done.stdout.splitlines() == [ITALIAN_REVERSED.format(path=bad)]


def test_show_prints_the_level_table_in_italian(small, capsys):
    status, out, err = run(capsys, "--lang", "it", "structure", "show", str(small))
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "Small — Texas Hold'em No Limit, stack iniziale 5.000"
    assert lines[2].split() == ["Liv.", "Gioco", "Bui", "/", "puntate", "Ante", "Minuti", "Inizio"]
    rows = [line.split() for line in lines[3:]]
    assert rows == [
        ["1", "NLHE", "25-50", "10", "0:00"],
        ["2", "NLHE", "50-100", "7,5", "0:10"],
        ["Pausa:", "Dinner", "(color", "up", "25)", "15", "0:17"],
        ["3", "NLHE", "100-200", "100", "10", "0:32"],
        ["4", "7CS", "200-400", "100", "bi", "100", "20", "0:42"],
        ["5", "NLHE", "200-400", "BB", "400", "10", "1:02"],
        ["Fine", "1:12"],
    ]
    # The columns line up as in English: every row is as wide as the English one.
    _, english, _ = run(capsys, "structure", "show", str(small))
    assert [len(line) for line in lines[2:]] == [len(line) for line in english.splitlines()[2:]]


def test_show_sends_italian_warnings_to_stderr(tmp_path, capsys):
    suspicious = tmp_path / "suspicious.yaml"
    suspicious.write_text(SMALL.replace("25-50", "25-75"), encoding="utf-8")
    status, out, err = run(capsys, "structure", "show", "--lang", "it", "--json", str(suspicious))
    assert status == 0
    assert json.loads(out)[0]["big_blind"] == 75
    assert err == (
        f"{suspicious}:6:5: avviso: livello 1: il grande buio 75 non è il doppio del piccolo "
        "buio 25\n"
    )
