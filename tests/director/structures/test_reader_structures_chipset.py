"""A structure's ``chips:`` written as a chip set (``{25: 400, 100: 600}``), and ``check`` with a
chip set: the levels it cannot post at their place in the file."""

from __future__ import annotations

from pathlib import Path

import pytest

from director.structures import check_file, check_text, loads_structure
from director.structures.chipset import ChipSet
from director.yamlread import Severity
from tests.helpers.structures import HEAD, diagnostics, structure

LEVELS = """
- blinds: 25-50
- blinds: 50-100
- break: 10
  color_up: 25
- blinds: 100-200
  ante: 25
- blinds: 150-300
"""


def test_chips_with_counts_give_the_chip_values_and_the_counts() -> None:
    s = loads_structure(structure(LEVELS, HEAD + "chips: {100: 600, 25: 400, 500: 200}\n"))
    assert s.chips == (25, 100, 500)
    assert s.chip_counts == ((25, 400), (100, 600), (500, 200))


def test_chips_with_counts_in_block_form() -> None:
    s = loads_structure(structure(LEVELS, HEAD + "chips:\n  25: 400\n  100: 600\n"))
    assert s.chip_counts == ((25, 400), (100, 600))


def test_the_list_form_keeps_working_without_counts() -> None:
    s = loads_structure(structure(LEVELS, HEAD + "chips: [25, 100, 500]\n"))
    assert (s.chips, s.chip_counts) == ((25, 100, 500), ())


def test_a_structure_with_counts_is_written_back_with_them() -> None:
    s = loads_structure(structure(LEVELS, HEAD + "chips: {25: 400, 100: 600}\n"))
    text = s.to_yaml()
    assert "chips: {25: 400, 100: 600}\n" in text
    assert loads_structure(text) == s


@pytest.mark.parametrize(
    ("chips", "line", "column", "said"),
    [
        ("{25: 0, 100: 600}", 4, 13, "the count of chip 25 must be more than zero, not 0"),
        ("{25: 400, 25: 300}", 4, 18, "chip value 25 is listed twice; list each value once"),
        ("{}", 4, 8, "chips is an empty chip set; write the chips like {25: 400, 100: 600}"),
        ("{a: 4}", 4, 9, "a chip value must be a whole number, not the text 'a'"),
        ("{25: six}", 4, 13, "the count of chip 25 must be a whole number, not the text 'six'"),
        ("25", 4, 8, "chips must be a list of chip values like [25, 100, 500] or a chip set"),
    ],
)
def test_a_bad_chip_set_is_an_error_at_its_place(
    chips: str, line: int, column: int, said: str
) -> None:
    found = diagnostics(structure(LEVELS, HEAD + f"chips: {chips}\n"))
    errors = [(ln, col, msg) for ln, col, sev, msg in found if sev is Severity.ERROR]
    assert len(errors) == 1
    assert errors[0][:2] == (line, column)
    assert errors[0][2].startswith(said)


def test_a_repeated_chip_in_block_form_is_at_its_line() -> None:
    found = diagnostics(structure(LEVELS, HEAD + "chips:\n  25: 400\n  100: 600\n  25: 7\n"))
    assert [(ln, col, m) for ln, col, _, m in found] == [
        (7, 3, "chip value 25 is listed twice; list each value once")
    ]


def test_the_italian_names_the_chip_whose_count_is_wrong() -> None:
    result = check_text(structure(LEVELS, HEAD + "chips: {25: 0}\n"), "t.yaml")
    assert result.diagnostics[0].text("it") == (
        "t.yaml:4:13: errore: quantità della chip da 25: deve essere più di zero, non 0"
    )


def test_a_chip_set_checks_each_level_with_the_chips_in_play_then(tmp_path: Path) -> None:
    path = tmp_path / "night.yaml"
    path.write_text(structure(LEVELS), encoding="utf-8")
    assert check_file(path).ok  # no chips given: nothing to check them against
    result = check_file(path, ChipSet.parse("25:400,100:600,500:200"))
    assert not result.ok
    # Level 3 (ante 25) and level 4 (small blind 150) come after the 25s are coloured up.
    assert [str(d) for d in result.errors] == [
        f"{path}:9:5: error: level 3: ante 25 cannot be made with the chips in play "
        "[100, 500]; keep a smaller chip in play longer or change the level",
        f"{path}:11:5: error: level 4: small blind 150 cannot be made with the chips in play "
        "[100, 500]; keep a smaller chip in play longer or change the level",
    ]
    # Said once, as an error: not again as the warning the structure's own chips would give.
    assert [d.msg.key for d in result.warnings] == ["structures.warn.short"]  # under an hour


def test_a_chip_set_that_keeps_the_small_chip_passes(tmp_path: Path) -> None:
    path = tmp_path / "night.yaml"
    path.write_text(structure(LEVELS.replace("color_up: 25", "name: Pausa")), encoding="utf-8")
    assert check_file(path, ChipSet.parse("25:400,100:600")).ok


def test_the_chip_set_replaces_the_structures_own_chips(tmp_path: Path) -> None:
    path = tmp_path / "night.yaml"
    path.write_text(structure(LEVELS, HEAD + "chips: [25, 100]\n"), encoding="utf-8")
    warned = check_file(path)
    assert warned.ok
    keys = [d.msg.key for d in warned.warnings]
    assert keys == ["structures.warn.short", *["structures.warn.not_makeable"] * 2]
    # The set's 5s stay in play after the 25s leave: every level can be posted with them.
    result = check_file(path, ChipSet.parse("5:100,25:400,100:600"))
    assert result.ok
    assert [d.msg.key for d in result.warnings] == ["structures.warn.short"]
