"""Reading a payout table file: the format a director writes, and every mistake at its place."""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

import pytest

import director.payouts as payouts_module
from director.errors import DirectorError
from director.payouts import (
    PayoutTableError,
    check_payout_table_file,
    check_payout_table_text,
    load_payout_table,
    loads_payout_table,
)
from director.yamlread import Severity
from tests.helpers.structures import english_left

BAD = Path(__file__).parents[1] / "data" / "payouts_bad"


EXPECT = re.compile(r"^# expect: (\d+):(\d+|\*): (.*)$")


POSITION = re.compile(r"^(.+):(\d+):(\d+): (error|warning): \S")


def test_the_module_documentation_example_loads():
    doc = payouts_module.__doc__
    start = doc.index("    name: Club")
    example = "\n".join(
        line[4:] for line in doc[start:].split("\n\n")[0].splitlines() if line.strip()
    )
    result = check_payout_table_text(example)
    assert result.diagnostics == ()
    t = result.table
    assert t.name == "Club"
    assert t.percentages(150)[:6] == (30, 18, Fraction("12.5"), 8, 8, 4)
    assert t.places_paid(150) == 12
    assert t.percentages(5000) == (20, 10, 10, 10, 4, 4, 4, 4, 4, 4, *[Fraction("2.6")] * 10)


def test_percentages_can_be_written_as_a_person_would():
    text = """\
name: Ways of writing
description: percent signs, Italian commas, fractions
brackets:
  - up_to: 3
    pay: 100
  - up_to: 4
    pay: ["66,5", 33.5%]
  - pay: [100/3, 100/3, 100/3]
"""
    t = loads_payout_table(text)
    assert t.percentages(4) == (Fraction("66.5"), Fraction("33.5"))
    assert t.percentages(9) == (Fraction(100, 3),) * 3
    assert t.description == "percent signs, Italian commas, fractions"
    assert loads_payout_table(t.to_yaml(), t.source) == t


def test_warnings_are_reported_with_positions_but_the_table_loads():
    text = """\
name: Odd
brackets:
  - up_to: 10
    pay: [50, 30, 20]
  - up_to: 20
    pay: [60, 40]
  - up_to: 100
    pay: [50, 30, 20]
"""
    result = check_payout_table_text(text, "odd.yaml")
    assert result.ok
    assert result.errors == ()
    assert [str(w) for w in result.warnings] == [
        "odd.yaml:6:10: warning: bracket 2 pays 2 places, fewer than the bracket before (3) "
        "although it covers more entries",
        "odd.yaml:7:5: warning: the last bracket is also used above 100 entries; leave out "
        "up_to in the last bracket to say it covers any number",
    ]
    assert result.table.percentages(5000) == (50, 30, 20)


def bad_files() -> list[Path]:
    return sorted(BAD.glob("*.yaml"))


def test_the_malformed_corpus_is_big_enough():
    assert len(bad_files()) >= 10


@pytest.mark.parametrize("path", bad_files(), ids=lambda p: p.name)
def test_a_malformed_table_gives_only_file_line_column_errors(path):
    expected = []
    for line in path.read_bytes().decode("utf-8", "replace").splitlines():
        if m := EXPECT.match(line):
            expected.append((int(m[1]), m[2], m[3]))
    assert expected, "each bad file says what it expects in '# expect: L:C: message' lines"
    result = check_payout_table_file(path)
    assert not result.ok
    assert result.table is None
    for d in result.diagnostics:
        m = POSITION.match(str(d))
        assert m and m[1] == str(path), str(d)
        assert "\n" not in str(d)
    errors = [d for d in result.diagnostics if d.severity is Severity.ERROR]
    assert len(errors) == len(expected), [str(d) for d in errors]
    for (line, column, message), d in zip(expected, errors, strict=True):
        assert d.line == line, str(d)
        assert column == "*" or d.column == int(column), str(d)
        assert message in d.message, str(d)
    with pytest.raises(PayoutTableError) as err:
        load_payout_table(path)
    assert err.value.diagnostics == result.diagnostics
    assert str(err.value).startswith(f"{path}:{errors[0].line}:{errors[0].column}: error: ")
    assert "\n" not in str(err.value)


def test_a_missing_file_is_a_diagnostic_not_a_traceback(tmp_path):
    result = check_payout_table_file(tmp_path / "nowhere.yaml")
    assert not result.ok
    assert len(result.errors) == 1
    assert str(result.errors[0]).startswith(f"{tmp_path / 'nowhere.yaml'}:1:1: error: ")


def test_the_error_counts_more_problems_and_is_a_director_error():
    with pytest.raises(PayoutTableError) as err:
        loads_payout_table("name: x\nbrackets:\n  - pay: [50, 40]\n  - pay: [0]\n", "t.yaml")
    assert isinstance(err.value, DirectorError)
    assert str(err.value).startswith("t.yaml:3:5: error: ")
    assert str(err.value).endswith("(and 2 more)")


@pytest.mark.parametrize("path", bad_files(), ids=lambda p: p.name)
def test_every_diagnostic_of_a_malformed_table_speaks_italian(path):
    """Each diagnostic has its own Italian: a different text, with no English words left in it."""
    result = check_payout_table_file(path)
    assert result.diagnostics
    for d in result.diagnostics:
        severity = {"error": "errore", "warning": "avviso"}[d.severity]
        assert d.text("it") == f"{path}:{d.line}:{d.column}: {severity}: {d.said('it')}"
        assert d.said("it") != d.message, d.message
        assert english_left(d.said("it")) == [], d.said("it")


def test_a_table_with_mistakes_is_said_in_italian():
    text = "name: x\nbrackets:\n  - pay: [50, 40]\n  - pay: [62.5, 37.4]\n  - pay: [0]\n"
    with pytest.raises(PayoutTableError) as err:
        loads_payout_table(text, "t.yaml")
    assert err.value.text("it") == (
        "t.yaml:3:5: errore: fascia 1: manca up_to: scrivi quante iscrizioni copre al massimo "
        "(solo l'ultima fascia lo omette) (e altri 4)"
    )
    said = [d.said("it") for d in err.value.errors]
    assert "fascia 1: le percentuali sommano a 90, non a 100 (manca 10)" in said
    assert "fascia 2: le percentuali sommano a 99,9, non a 100 (manca 0,1)" in said
    assert "fascia 3, posto 1: deve essere più dello 0%, non 0" in said
