"""``director hand replay``: hold'em and stud files, text and JSON lines, the exit status."""

from __future__ import annotations

import json

import pytest

from director.cli import main
from director.engine import phh
from tests.helpers.stud import F7S, stud_files

STUD_FILES = stud_files()

GOOD = """
variant = 'NT'
ante_trimming_status = true
antes = [0, 0, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
starting_stacks = [1000, 1000, 1000]
actions = ['d dh p1 AhAd', 'd dh p2 KhKd', 'd dh p3 7c2d', 'p3 f', 'p1 cbr 1000', 'p2 cc',
           'p1 sm AhAd', 'p2 sm KhKd', 'd db 2c3c8h', 'd db 9s', 'd db Jd']
players = ['Anna', 'Bruno', 'Carla']
"""
ILLEGAL = GOOD.replace("'p1 cbr 1000'", "'p1 cbr 120'")
RAZZ = "variant = 'FR'\nantes = [1, 1]\nstarting_stacks = [100, 100]\nactions = []\n"


def _write(tmp_path, **files):
    for name, text in files.items():
        (tmp_path / f"{name}.phh").write_text(text, encoding="utf-8")


def test_text_output_and_success(tmp_path, capsys):
    _write(tmp_path, good=GOOD)
    assert main(["hand", "replay", str(tmp_path / "good.phh")]) == 0
    out = capsys.readouterr().out
    assert "good.phh: finishing stacks 2000 0 1000" in out
    assert "main pot 2000: Anna" in out


def test_json_lines_errors_and_exit_status(tmp_path, capsys):
    _write(tmp_path, a_good=GOOD, b_illegal=ILLEGAL, c_razz=RAZZ)
    status = main(["hand", "replay", "--json", str(tmp_path)])  # a directory: every .phh in it
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert status == 1
    assert lines[0] == {
        "file": str(tmp_path / "a_good.phh"),
        "finishing_stacks": [2000, 0, 1000],
        "pots": [{"amount": 2000, "winners": ["Anna"]}],
    }
    assert set(lines[1]) == {"file", "error"}
    assert "illegal action 'p1 cbr 120'" in lines[1]["error"]
    assert "minimum raise is to 200" in lines[1]["error"]
    assert "FR" in lines[2]["error"] and "not supported" in lines[2]["error"]


def test_missing_file_is_an_error_line(tmp_path, capsys):
    status = main(["hand", "replay", "--json", str(tmp_path / "nope.phh")])
    assert status == 1
    assert "cannot read" in json.loads(capsys.readouterr().out)["error"]


def test_director_hand_replay_accepts_stud_files(tmp_path, capsys):
    (tmp_path / "stud.phh").write_text(
        F7S.format(actions="'p3 pb', 'p1 cbr 20', 'p2 f', 'p3 f'") + "players = ['A', 'B', 'C']\n",
        encoding="utf-8",
    )
    assert main(["hand", "replay", str(tmp_path / "stud.phh")]) == 0
    out = capsys.readouterr().out
    assert "stud.phh: finishing stacks 1015 995 990" in out
    assert "main pot 25: A" in out
    assert main(["hand", "replay", "--json", str(tmp_path)]) == 0
    line = json.loads(capsys.readouterr().out)
    assert line["finishing_stacks"] == [1015, 995, 990]


def test_director_hand_replay_replays_the_recorded_stud_hands(capsys):
    if not STUD_FILES:
        pytest.skip("recorded hands missing")
    assert main(["hand", "replay", "--json", *map(str, STUD_FILES)]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert len(lines) == len(STUD_FILES)
    for line, path in zip(lines, STUD_FILES, strict=True):
        assert line["finishing_stacks"] == [int(v) for v in phh.load(path).finishing_stacks]


def test_the_replay_speaks_italian(tmp_path, capsys):
    _write(tmp_path, good=GOOD, razz=RAZZ)
    status = main(["--lang", "it", "hand", "replay", str(tmp_path / "good.phh")])
    assert status == 0
    assert capsys.readouterr().out.splitlines() == [
        f"{tmp_path / 'good.phh'}: stack finali 2000 0 1000",
        "  piatto principale 2000: Anna",
    ]
    status = main(["hand", "replay", "--lang", "it", str(tmp_path / "razz.phh")])
    assert status == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{tmp_path / 'razz.phh'}: errore: la variante FR (razz fixed-limit)")


def test_a_folder_without_phh_files_is_an_error(tmp_path, capsys):
    (tmp_path / "notes.txt").write_text("no hands here", encoding="utf-8")
    status = main(["hand", "replay", str(tmp_path)])
    out, err = capsys.readouterr()
    assert status == 1
    assert out == ""
    assert err == f"{tmp_path}: no .phh file in this folder; nothing was replayed\n"


def test_recorded_finishing_stacks_that_disagree_are_reported(tmp_path, capsys):
    _write(tmp_path, right=GOOD + "finishing_stacks = [2000, 0, 1000]\n")
    assert main(["hand", "replay", str(tmp_path / "right.phh")]) == 0
    capsys.readouterr()
    _write(tmp_path, wrong=GOOD + "finishing_stacks = [1900, 100, 1000]\n")
    status = main(["hand", "replay", str(tmp_path / "wrong.phh")])
    out, err = capsys.readouterr()
    assert status == 1
    assert "finishing stacks 2000 0 1000" in out  # what the engine found
    assert err == (
        f"{tmp_path / 'wrong.phh'}: the recorded finishing stacks differ from the engine's: "
        "Anna recorded 1900, engine 2000, Bruno recorded 100, engine 0\n"
    )
    status = main(["hand", "replay", "--json", str(tmp_path / "wrong.phh")])
    line = json.loads(capsys.readouterr().out)
    assert status == 1
    assert line["disagreements"] == [
        {"player": "Anna", "recorded": 1900, "engine": 2000},
        {"player": "Bruno", "recorded": 100, "engine": 0},
    ]


@pytest.mark.parametrize("stack", ["1e308", str(2**63), "9" * 5000])
def test_absurd_stacks_are_refused_with_the_ceiling(tmp_path, capsys, stack):
    _write(tmp_path, big=GOOD.replace("starting_stacks = [1000,", f"starting_stacks = [{stack},"))
    status = main(["hand", "replay", str(tmp_path / "big.phh")])
    out, err = capsys.readouterr()
    assert status == 1 and out == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    if len(stack) < 100:
        assert "more chips than any table plays for; at most 1,000,000,000,000,000" in err


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["pots", "--put", "A=1", "B=1", "--chip-unit", "abc"], "--chip-unit: write a whole"),
        (["pots", "--put", "A=1", "B=1", "--lang", "xx"], "--lang: invalid choice: 'xx'"),
        (["hand", "replay", "x.phh", "--lang", "xx"], "--lang: invalid choice: 'xx'"),
        (["--lang", "xx", "hand", "replay", "x.phh"], "--lang: invalid choice: 'xx'"),
        (["pots", "--put", "A=1", "B=1", "--odd-chip", "dealer"], "--odd-chip: invalid choice"),
        (["tournament", "new", "t.director"], "the following arguments are required: --buy-in"),
        (["report", "results", "t.director", "--pdf", "x.pdf", "--lang", "fr"], "invalid choice"),
    ],
)
def test_usage_mistakes_are_one_line(capsys, argv, said):
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1, err
    assert not err.startswith("usage:")
    assert said in err
    assert err.rstrip().endswith("--help")


def test_a_usage_mistake_speaks_the_language_typed(capsys):
    with pytest.raises(SystemExit):
        main(["pots", "--put", "A=1", "B=1", "--chip-unit", "abc", "--lang", "it"])
    err = capsys.readouterr().err
    assert err == (
        "director pots: errore: argument --chip-unit: scrivi un numero intero maggiore di zero, "
        "come 25, non 'abc'; vedi director pots --help\n"
    )
