"""Suspicious but legal structures warn, at the level or break concerned, and still load."""

from __future__ import annotations

import pytest

from director.cli import main
from director.structures import Structure, check_text, loads_structure
from director.yamlread import Severity
from tests.helpers.structures import HEAD, english_left, structure

WARNINGS = {
    "big blind not twice the small blind": (
        structure("- blinds: 10-20\n- blinds: 20-50"),
        (6, 5, "level 2: big blind 50 is not twice the small blind 20"),
    ),
    "blinds that go down": (
        structure("- blinds: 20-40\n- blinds: 10-20\n- blinds: 30-60"),
        (6, 5, "level 2: the stakes go down from level 1 (20-40 to 10-20)"),
    ),
    "ante above the big blind": (
        structure("- blinds: 10-20\n  ante: 50"),
        (5, 5, "level 1: ante 50 is above the big blind 20"),
    ),
    "amounts the chip set cannot make": (
        structure("- blinds: 100-200\n- blinds: 10-20", HEAD + "chips: [25, 100, 500]\n"),
        (
            7,
            5,
            "level 2: small blind 10, big blind 20 cannot be made with the chips in play [25, 100, 500]",
        ),
    ),
    "a starting stack the chip set cannot make": (
        structure("- blinds: 100-200", HEAD.replace("10000", "10010") + "chips: [25, 100]\n"),
        (2, 17, "the starting stack 10,010 cannot be made with the chips [25, 100]"),
    ),
    "amounts made only with a chip raced off": (
        structure(
            "- blinds: 25-50\n- break: 10\n  color_up: [25]\n- blinds: 50-100\n  ante: 25",
            HEAD + "chips: [25, 100, 500]\n",
        ),
        (
            9,
            5,
            "level 2: small blind 50, ante 25 cannot be made with the chips in play [100, 500]",
        ),
    ),
    "a colour-up of a chip not in the set": (
        structure(
            "- blinds: 25-50\n- break: 10\n  color_up: [5]\n- blinds: 50-100",
            HEAD + "chips: [25, 100]\n",
        ),
        (7, 5, "break colours up chip 5, which is not in the chip set"),
    ),
    "a structure that ends with a break": (
        structure("- blinds: 10-20\n- blinds: 20-40\n- break: 10"),
        (7, 5, "the structure ends with a break"),
    ),
    "two breaks in a row": (
        structure("- blinds: 10-20\n- break: 10\n- break: 5\n- blinds: 20-40"),
        (7, 5, "two breaks in a row"),
    ),
    "a big blind ante above twice the big blind": (
        structure("- blinds: 10-20\n  bb_ante: 50"),
        (5, 5, "level 1: big blind ante 50 is more than twice the big blind"),
    ),
    "both an ante and a big blind ante": (
        structure("- blinds: 10-20\n  ante: 5\n  bb_ante: 20"),
        (5, 5, "level 1 has both an ante and a big blind ante"),
    ),
    "a stud ante above the small bet": (
        structure("- {ante: 50, bring_in: 10, bets: 20-40}", HEAD + "game: stud\n"),
        (6, 5, "level 1: ante 50 is above the small bet 20"),
    ),
    "stud bets not doubling": (
        structure("- {ante: 5, bring_in: 10, bets: 20-50}", HEAD + "game: stud\n"),
        (6, 5, "level 1: big bet 50 is not twice the small bet 20"),
    ),
    "stakes going down within one game of a mixed event": (
        structure(
            """
            - {game: stud, ante: 10, bring_in: 10, bets: 40-80}
            - blinds: 20-40
            - {game: stud, ante: 5, bring_in: 5, bets: 20-40}
            """
        ),
        (7, 5, "level 3: the stakes go down from level 1 (40-80 to 20-40)"),
    ),
    "a structure shorter than an hour": (
        structure("- blinds: 10-20\n- blinds: 20-40"),
        (5, 3, "the whole structure lasts less than an hour"),
    ),
}


@pytest.mark.parametrize(("text", "expected"), WARNINGS.values(), ids=WARNINGS.keys())
def test_a_suspicious_structure_warns_and_still_loads(text, expected):
    result = check_text(text, "t.yaml")
    assert result.ok, result.diagnostics
    assert expected in [(d.line, d.column, d.message) for d in result.warnings]
    assert all(d.severity is Severity.WARNING for d in result.diagnostics)
    assert isinstance(loads_structure(text), Structure)


@pytest.mark.parametrize(("text", "expected"), WARNINGS.values(), ids=WARNINGS.keys())
def test_a_warning_does_not_fail_the_check(text, expected, tmp_path, capsys):
    path = tmp_path / "suspicious.yaml"
    path.write_text(text, encoding="utf-8")
    assert main(["structure", "check", str(path)]) == 0
    out, err = capsys.readouterr()
    line, col, message = expected
    assert f"{path}:{line}:{col}: warning: {message}" in out.splitlines()
    assert out.splitlines()[-1].startswith(f"{path}: ok: ")
    assert err == ""


def test_a_normal_progression_has_no_warnings():
    text = structure(
        "- blinds: 25-50\n- blinds: 50-100\n- break: 10\n  color_up: [25]\n"
        "- blinds: 100-200\n  ante: 100\n- blinds: 200-400\n  bb_ante: 400\n- blinds: 300-600",
        HEAD + "chips: [25, 100, 500, 1000]\n",
    )
    assert check_text(text).diagnostics == ()


@pytest.mark.parametrize(("text", "expected"), WARNINGS.values(), ids=WARNINGS.keys())
def test_a_warning_speaks_italian(text, expected):
    line, col, message = expected
    (warning,) = [d for d in check_text(text, "t.yaml").warnings if d.message == message]
    assert warning.text("it") == f"t.yaml:{line}:{col}: avviso: {warning.said('it')}"
    assert warning.said("it") != message
    assert english_left(warning.said("it")) == [], warning.said("it")


def test_warnings_in_italian_write_thousands_with_a_dot():
    text = structure(
        "- blinds: 1000-2000\n- blinds: 1500-3500\n- blinds: 10-20",
        HEAD.replace("10000", "10010") + "chips: [25, 1000, 5000]\n",
    )
    said = [d.said("it") for d in check_text(text, "t.yaml").warnings]
    assert said == [
        "lo stack iniziale 10.010 non si può comporre con le chip [25, 1.000, 5.000]",
        "l'intera struttura dura meno di un'ora",
        "livello 2: il grande buio 3.500 non è il doppio del piccolo buio 1.500",
        "livello 3: la posta scende rispetto al livello 2 (da 1.500-3.500 a 10-20)",
        "livello 3: piccolo buio 10, grande buio 20: impossibile da comporre con le chip in "
        "gioco [25, 1.000, 5.000]",
    ]
