"""A structure's diagnostics said at the structure editor's rows, in either language."""

from __future__ import annotations

import string

import pytest

from director.i18n import CATALOGUE
from director.structures import (
    EDITOR_WORDING,
    at_row,
    break_row,
    check_text,
    editor_line,
    file_line,
    level_row,
    loads_structure,
)

STRUCTURE = """\
name: Serata
starting_stack: 10000
level_minutes: 20
levels:
  - blinds: 25-50
  - blinds: 50-100
    minutes: venti
  - break: 10
  - blinds: 200-100
    ante: -5
"""


def fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


def test_every_editor_wording_has_the_fields_of_the_text_it_stands_for():
    for checker, editor in EDITOR_WORDING.items():
        for lang in ("en", "it"):
            assert fields(CATALOGUE[editor][lang]) == fields(CATALOGUE[checker][lang]), editor


def diagnostics():
    result = check_text(STRUCTURE, "serata.yaml")
    assert not result.ok
    return {d.line: d for d in result.diagnostics}


def test_a_value_is_named_by_its_row_and_column():
    d = diagnostics()
    assert editor_line(d[7], level_row(2), "it") == (
        "Errore: livello 2, minuti: deve essere un numero di minuti (come 10) o MM:SS "
        "(come \"7:30\"), non il testo 'venti'"
    )
    assert editor_line(d[7], level_row(2)) == (
        "Error: level 2, minutes must be a number of minutes (like 10) or MM:SS "
        "(like \"7:30\"), not the text 'venti'"
    )
    # an amount keeps its own name after the row's
    assert editor_line(d[10], level_row(3), "it") == (
        "Errore: livello 3, ante: deve essere zero o più, non -5"
    )


def test_a_message_that_names_its_level_is_not_named_twice_and_its_advice_is_for_the_table():
    d = diagnostics()
    assert editor_line(d[9], level_row(3), "it") == (
        "Errore: livello 3: il grande buio 100 è sotto il piccolo buio 200; "
        "scrivi prima il piccolo buio: 100-200"
    )
    assert "blinds:" in d[9].said("it")  # the command line keeps the YAML advice


def test_a_field_above_the_table_is_named_in_the_windows_words():
    result = check_text("name: x\nstarting_stack: molte\nlevels: [{blinds: 1-2, minutes: 5}]\n")
    (d,) = result.errors
    assert editor_line(d, None, "it") == (
        "Errore: stack iniziale: deve essere un numero intero, non il testo 'molte'"
    )
    assert editor_line(d, None) == (
        "Error: starting stack must be a whole number, not the text 'molte'"
    )


def test_a_message_about_a_break_is_said_after_the_breaks_place():
    result = check_text(
        "name: x\nstarting_stack: 100\nlevel_minutes: 30\nchips: [5, 25]\n"
        "levels:\n  - blinds: 5-10\n  - break: 10\n    color_up: [100]\n  - blinds: 10-20\n"
    )
    assert result.ok
    (d,) = result.warnings
    assert at_row(d.msg, break_row(1)).text("it") == (
        "pausa dopo il livello 1: la pausa ritira al color up la chip 100, "
        "che non è nel set di chip"
    )
    assert break_row(0).text("en") == "the break before level 1"


def test_a_loaded_file_is_said_at_its_lines():
    d = diagnostics()
    assert file_line(d[7], "it").startswith("Riga 7: errore: minutes: deve essere")
    assert file_line(d[7]).startswith("Line 7: error: minutes must be")


@pytest.mark.parametrize(
    ("source", "path"),
    [("<tournament structure>", None), ("", None), ("club.yaml", "club.yaml")],
)
def test_a_structure_read_from_text_has_no_file(source, path):
    s = loads_structure("name: x\nstarting_stack: 100\nlevels: [{blinds: 1-2, minutes: 5}]", source)
    assert (str(s.path) if s.path else None) == path
