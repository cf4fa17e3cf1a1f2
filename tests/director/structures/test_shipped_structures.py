"""The shipped structures: each loads, passes the check without surprises, and club-50 is the
club's own sheet."""

from __future__ import annotations

import pytest

from director.cli import main
from director.structures import (
    Game,
    check_file,
    default_structure_path,
    load_structure,
    shipped_structures,
)
from director.yamlread import Severity
from tests.helpers.structures import SHIPPED, TOP

#: The only warnings a shipped file may have: club-50's 3000-5000, kept as the sheet prints it.
SHIPPED_WARNINGS = {
    "club-50.yaml": ["level 11: big blind 5,000 is not twice the small blind 3,000"],
}


def test_the_shipped_structures_are_found():
    assert [p.name for p in shipped_structures()] == [p.name for p in SHIPPED]
    assert "club-50.yaml" in [p.name for p in SHIPPED]
    assert len(SHIPPED) >= 4  # the club's own and at least three more


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_a_shipped_structure_loads(path):
    s = load_structure(path)
    assert s.name.strip() and s.starting_stack > 0
    assert [lv.number for lv in s.levels] == list(range(1, len(s.levels) + 1))
    assert s.total_seconds == sum(e.seconds for e in s)
    for lv in s.levels:
        if lv.game.uses_blinds:
            assert 0 < lv.small_blind <= lv.big_blind
        else:
            assert 0 < lv.bring_in <= lv.small_bet <= lv.big_bet


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_a_shipped_structure_passes_check(path, capsys):
    assert main(["structure", "check", str(path)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert out.splitlines()[-1].startswith(f"{path}: ok: ")


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_a_shipped_structure_has_no_surprises(path):
    result = check_file(path)
    assert result.errors == ()
    assert [d.message for d in result.warnings] == SHIPPED_WARNINGS.get(path.name, [])


# The club's rule sheet (rules/001: "aumentano ogni 10 minuti ... e così via").
CLUB_SHEET = [
    (10, 20),
    (20, 40),
    (30, 60),
    (50, 100),
    (100, 200),
    (200, 400),
    (300, 600),
    (500, 1000),
    (1000, 2000),
    (2000, 4000),
    (3000, 5000),
    (7500, 15000),
    (10000, 20000),
    (15000, 30000),
]


def test_club_50_is_the_default_structure():
    assert default_structure_path() == TOP / "structures" / "club-50.yaml"
    assert load_structure(default_structure_path()).name == "Club 50"


def test_club_50_is_the_rule_sheet_progression():
    s = load_structure(default_structure_path())
    assert [(lv.small_blind, lv.big_blind) for lv in s.levels[:14]] == CLUB_SHEET
    assert s.game is Game.NLHE
    assert all(lv.game is Game.NLHE and lv.seconds == 600 for lv in s.levels)
    assert all(lv.ante == 0 and lv.bb_ante == 0 for lv in s.levels)  # the sheet has no antes


def test_club_50_ends_the_first_hour_with_200_400_and_lasts_four_hours():
    s = load_structure(default_structure_path())
    six = s.index_of_level(6)
    assert (s[six].small_blind, s[six].big_blind) == (200, 400)
    assert s.end_second(six) == 3600
    assert s.total_seconds >= 4 * 3600
    # "and so on": the blinds keep going up after 15000-30000.
    bigs = [lv.big_blind for lv in s.levels]
    assert bigs == sorted(set(bigs))


def test_club_50_keeps_3000_5000_as_written_with_only_a_warning():
    result = check_file(default_structure_path())
    assert result.ok
    (warning,) = result.warnings
    lines = default_structure_path().read_text(encoding="utf-8").splitlines()
    assert lines[warning.line - 1].strip().startswith("- blinds: 3000-5000")
    assert warning.severity is Severity.WARNING
    assert "level 11" in warning.message and "3,000" in warning.message
