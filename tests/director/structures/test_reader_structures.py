"""Reading a structure file: every mistake at its place, never a traceback, YAML loaded safely."""

from __future__ import annotations

import ast

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from director.cli import main
from director.structures import (
    Break,
    StructureError,
    check_file,
    check_text,
    load_structure,
    loads_structure,
)
from director.yamlread import Severity
from tests.helpers.structures import BAD_DIR, HEAD, SHIPPED, TEN_TWENTY, TOP, diagnostics, structure


def test_breaks_with_colour_up():
    s = loads_structure(
        structure(
            """
            - blinds: 25-50
            - break: 15
              color_up: [25, 5]
              name: Cena
            - blinds: 50-100
            - break: "2:30"
              color_up: 100
            - blinds: 100-200
            """,
            HEAD + "chips: [5, 25, 100, 500, 1000]\n",
        )
    )
    assert s[1] == Break(seconds=900, color_up=(5, 25), name="Cena")
    assert s[3] == Break(seconds=150, color_up=(100,))
    assert [lv.number for lv in s.levels] == [1, 2, 3]  # breaks are not numbered
    assert s.chips == (5, 25, 100, 500, 1000)
    assert s[1].is_break and not s[0].is_break
    assert (s[1].kind, s[0].kind) == ("break", "level")


def test_a_byte_order_mark_is_ignored(tmp_path):
    path = tmp_path / "bom.yaml"
    path.write_bytes(b"\xef\xbb\xbf" + structure("- blinds: 10-20").encode())
    assert load_structure(path).levels[0] == TEN_TWENTY


def test_a_typo_is_reported_once_not_again_as_a_missing_key():
    found = diagnostics("name: T\nstarting_stak: 100\nlevels:\n  - blind: 10-20\n    minutes: 5\n")
    assert [m for *_, m in found] == [
        "unknown key 'starting_stak' in the structure; did you mean 'starting_stack'?",
        "unknown key 'blind' in level 1; did you mean 'blinds'?",
    ]


def test_a_level_typed_as_break_gets_a_suggestion():
    found = diagnostics(structure("- blinds: 10-20\n- brake: 10"))
    assert [m for *_, m in found] == ["unknown key 'brake' in level 2; did you mean 'break'?"]


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("1.000", "starting_stack 1.000 is ambiguous: write 1000 for 1,000 chips (no dot)"),
        ("1000.5", "starting_stack must be a whole number of chips, not 1000.5"),
        ("1e3", "starting_stack must be a whole number, not the text '1e3'"),
        ("0x3E8", "starting_stack must be a plain decimal number like 100, not 0x3E8"),
        (".inf", "starting_stack must be a whole number of chips, not .inf"),
        ("2024-05-01", "starting_stack must be a whole number, not the date 2024-05-01"),
        ("[10000]", "starting_stack must be a whole number, not a list"),
        ("~", "starting_stack must be a whole number, not an empty value"),
        ("!!int ten", "'ten' is not a valid !!int; remove the tag and write a plain value"),
        (
            "!!binary aGVsbG8=",
            "tags like !!binary are not allowed; remove the tag and write a plain value",
        ),
        (
            "1000000000001",
            "starting_stack 1,000,000,000,001 is too large (at most 1,000,000,000,000)",
        ),
    ],
)
def test_a_starting_stack_that_is_not_a_number_of_chips(value, message):
    found = diagnostics(HEAD.replace("10000", value) + "levels:\n  - blinds: 10-20\n")
    assert len(found) == 1, found
    assert found[0][:3] == (2, 17, Severity.ERROR)
    assert found[0][3].startswith(message)


def test_explicit_plain_tags_are_fine():
    s = loads_structure(HEAD.replace("10000", "!!int 10000") + "levels:\n  - blinds: !!str 10-20\n")
    assert s.starting_stack == 10000 and s.levels[0].big_blind == 20


def test_a_load_error_is_one_line_and_carries_every_diagnostic():
    text = structure("- blinds: 20-10\n- blinds: ten", HEAD + "game: omaha\n")
    with pytest.raises(StructureError) as caught:
        loads_structure(text, "friday.yaml")
    error = caught.value
    assert "\n" not in str(error)
    assert str(error).startswith("friday.yaml:4:7: error: unknown game 'omaha'")
    assert str(error).endswith("(and 2 more)")
    assert [(d.line, d.column) for d in error.errors] == [(4, 7), (6, 13), (7, 13)]


def test_a_missing_file_is_a_diagnostic_not_an_exception(tmp_path):
    result = check_file(tmp_path / "nope.yaml")
    assert not result.ok
    (d,) = result.diagnostics
    assert (d.line, d.column, d.severity) == (1, 1, Severity.ERROR)
    assert d.message == "cannot read the file (No such file or directory); check the path"
    with pytest.raises(StructureError, match=r"nope\.yaml:1:1: error: cannot read the file"):
        load_structure(tmp_path / "nope.yaml")


@pytest.mark.parametrize(
    "text",
    ["[" * 5000, "- " * 3000 + "x", "a: &a [*a]\n", "levels: &l\n  - *l\n", "{" * 100 + "}" * 100],
)
def test_pathological_yaml_is_reported_not_raised(text):
    result = check_text(text, "t.yaml")
    assert not result.ok and result.errors


YAMLISH = st.lists(
    st.sampled_from([*"abn:-[]{},'\"#&*!|>%@`\t\n 0123456789.~_", "levels", "blinds", "- ", "  "]),
    max_size=40,
).map("".join)


@given(st.one_of(YAMLISH, st.text(max_size=80)))
def test_no_text_makes_the_reader_raise(text):
    result = check_text(text, "t.yaml")
    for d in result.diagnostics:
        assert d.line >= 1 and d.column >= 1
        assert "\n" not in d.message and d.message
    assert result.ok == (result.structure is not None) == (result.errors == ())


@given(st.data())
def test_no_edit_of_a_real_file_makes_the_reader_raise(data):
    text = SHIPPED[data.draw(st.integers(0, len(SHIPPED) - 1))].read_text(encoding="utf-8")
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(text)))
        cut = data.draw(st.integers(0, 5))
        insert = data.draw(
            st.sampled_from(["", ":", "-", " ", "\t", "[", "0", "\n", "  - ", "x", "."])
        )
        text = text[:at] + insert + text[at + cut :]
    result = check_text(text, "t.yaml")
    assert all("\n" not in d.message for d in result.diagnostics)


def test_a_python_tag_is_reported_and_never_run(tmp_path, monkeypatch, capsys):
    source = BAD_DIR / "python-object-tag.yaml"
    monkeypatch.chdir(tmp_path)
    marker = tmp_path / "pwned-by-yaml"

    assert main(["structure", "check", str(source)]) == 1
    assert (
        "tags like !!python/object/apply:builtins.open are not allowed" in capsys.readouterr().out
    )
    with pytest.raises(StructureError):
        load_structure(source)
    assert not marker.exists()

    # The control: an unsafe loader does run the tag, so the assertion above could fail.
    data = yaml.unsafe_load(source.read_text(encoding="utf-8"))
    data["name"].close()
    assert marker.exists()


def test_the_readers_never_call_an_unsafe_yaml_loader():
    unsafe = {
        "load",
        "load_all",
        "unsafe_load",
        "full_load",
        "UnsafeLoader",
        "FullLoader",
        "Loader",
    }
    modules = [
        p
        for package in ("structures", "yamlread", "payouts")
        for p in sorted((TOP / "director" / package).glob("*.py"))
    ]
    assert len(modules) >= 10  # every module of the three readers' packages
    for module in modules:
        tree = ast.parse(module.read_text(encoding="utf-8"))
        used = {
            node.attr
            for node in ast.walk(tree)
            if isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id == "yaml"
        }
        assert not used & unsafe, (module, used & unsafe)
