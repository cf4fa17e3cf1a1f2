"""Text written as a YAML scalar reads back as exactly the same text."""

import yaml
from hypothesis import given
from hypothesis import strategies as st

from director.yamlread.scalar import plain_or_quoted, quoted


def _read(scalar: str) -> object:
    return yaml.safe_load(f"name: {scalar}\n")["name"]


def test_a_name_a_person_would_write_stays_plain():
    assert plain_or_quoted("Campionato 2027") == "Campionato 2027"
    assert plain_or_quoted("Lega del lunedì") == "Lega del lunedì"


def test_text_yaml_would_misread_is_quoted():
    for text in ("yes", "null", "100", "#1", "- a", "a: b", "'x'", "", " lead"):
        written = plain_or_quoted(text)
        assert written.startswith(("'", '"')), text
        assert _read(written) == text


def test_a_next_line_character_is_escaped_not_folded_into_a_space():
    # PyYAML writes "0\x850" plain, and reads it back as "0 0".
    assert plain_or_quoted("0\x850") == '"0\\x850"'
    assert _read(plain_or_quoted("0\x850")) == "0\x850"
    assert _read(quoted("a\u2028b\u2029c\ufeffd")) == "a\u2028b\u2029c\ufeffd"


@given(st.text(max_size=40))
def test_every_text_reads_back_from_its_quoted_form(text):
    assert _read(quoted(text)) == text


@given(st.text(max_size=40))
def test_every_text_reads_back_from_its_plain_or_quoted_form(text):
    assert _read(plain_or_quoted(text)) == text
