"""Diagnostics: ``FILE:LINE:COLUMN: error: message`` in English or Italian, and the error that
carries them."""

from __future__ import annotations

import pytest

from director.errors import DirectorError
from director.i18n import Msg
from director.yamlread import (
    Diagnostic,
    DiagnosticsError,
    Listing,
    Number,
    Severity,
    chip_list,
    shown,
)


def error(line: int, column: int, key: str, **params: object) -> Diagnostic:
    return Diagnostic("f.yaml", line, column, Severity.ERROR, Msg(key, **params))


def test_a_diagnostic_is_one_line_in_either_language():
    d = error(3, 7, "yaml.err.not_positive", what="starting_stack", value=0)
    assert (
        str(d) == d.text("en") == "f.yaml:3:7: error: starting_stack must be more than zero, not 0"
    )
    assert d.message == d.said() == "starting_stack must be more than zero, not 0"
    assert d.text("it") == "f.yaml:3:7: errore: starting_stack: deve essere più di zero, non 0"
    warning = Diagnostic("f.yaml", 1, 1, Severity.WARNING, Msg("structures.warn.two_breaks"))
    assert (str(warning), warning.text("it")) == (
        "f.yaml:1:1: warning: two breaks in a row",
        "f.yaml:1:1: avviso: due pause di fila",
    )
    assert [s.text("it") for s in Severity] == ["errore", "avviso"]


def test_a_value_from_the_file_never_breaks_the_line():
    d = error(1, 1, "yaml.err.not_text", what="name", kind="a\nb\x07" + "x" * 2000)
    for lang in ("en", "it"):
        said = d.said(lang)
        assert "\n" not in said and "\x07" not in said and "\\n" in said
        assert len(said) == 1000 and said.endswith("...")


def test_the_error_names_the_first_mistake_and_counts_the_others():
    diagnostics = [
        Diagnostic("f.yaml", 1, 1, Severity.WARNING, Msg("structures.warn.short")),
        error(2, 5, "structures.err.only_breaks"),
        error(4, 1, "yaml.err.merge_key"),
        error(9, 3, "yaml.err.too_deep"),
    ]
    exc = DiagnosticsError(diagnostics)
    assert isinstance(exc, DirectorError)
    assert exc.diagnostics == tuple(diagnostics) and exc.errors == tuple(diagnostics[1:])
    assert exc.key == "yaml.err.file_more"
    assert (
        str(exc)
        == "f.yaml:2:5: error: the list has only breaks; add at least one level (and 2 more)"
    )
    assert exc.text("it") == (
        "f.yaml:2:5: errore: la lista ha solo pause; aggiungi almeno un livello (e altri 2)"
    )
    one = DiagnosticsError(diagnostics[:2])
    assert (one.key, str(one)) == ("yaml.err.file", str(diagnostics[1]))
    assert one.text("it") == diagnostics[1].text("it")


def test_numbers_and_lists_in_a_message_follow_the_language():
    assert (Number(1234567).text(), Number(1234567).text("it")) == ("1,234,567", "1.234.567")
    chips = chip_list([5000, 25, 1000])
    assert (chips.text(), chips.text("it")) == ("[25, 1,000, 5,000]", "[25, 1.000, 5.000]")
    stakes = Listing((Number(1500), Number(3000)), separator="-")
    assert (stakes.text(), stakes.text("it")) == ("1,500-3,000", "1.500-3.000")
    named = Listing(("ante", Msg("structures.what.small_blind")))
    assert (named.text(), named.text("it")) == ("ante, small blind", "ante, piccolo buio")


@pytest.mark.parametrize(
    ("value", "limit", "expected"),
    [("abc", 40, "abc"), ("a\tb", 40, "a\\tb"), ("x" * 50, 10, "xxxxxxx...")],
)
def test_a_value_is_shown_on_one_line_and_cut_short(value, limit, expected):
    assert shown(value, limit) == expected
