"""The corpus of malformed structure files: every mistake of each is reported at its place.

The malformed files in ``data/structures_bad/`` each carry their expected diagnostics in
first-line comments (``# expect: LINE:COLUMN: part of the message``); the few files that cannot
hold a comment (empty, binary, UTF-16) have theirs in ``UNCOMMENTABLE`` below.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from director.cli import main
from director.structures import check_file
from tests.helpers.structures import BAD, english_left

EXPECT = re.compile(r"^# expect: (\d+):(\d+): (.+)$", re.MULTILINE)


#: Expected diagnostics of the files that cannot hold a comment.
UNCOMMENTABLE = {
    "empty.yaml": [(1, 1, "the file is empty; a structure needs name, starting_stack and levels")],
    "image-saved-as-yaml.yaml": [(3, 1, "the file is not a text file")],
    "utf16-from-notepad.yaml": [
        (1, 1, "the file is saved as UTF-16 ('Unicode'); save it as UTF-8")
    ],
}


def expected_diagnostics(path: Path) -> list[tuple[int, int, str]]:
    if path.name in UNCOMMENTABLE:
        return UNCOMMENTABLE[path.name]
    text = path.read_bytes().decode("utf-8", "replace")
    return [(int(line), int(col), message) for line, col, message in EXPECT.findall(text)]


def test_the_corpus_has_at_least_thirty_files_and_each_says_what_to_expect():
    assert len(BAD) >= 30
    assert all(expected_diagnostics(p) for p in BAD), [
        p.name for p in BAD if not expected_diagnostics(p)
    ]
    assert sum(len(expected_diagnostics(p)) > 1 for p in BAD) >= 10  # files with several mistakes
    assert set(UNCOMMENTABLE) <= {p.name for p in BAD}


@pytest.mark.parametrize("path", BAD, ids=lambda p: p.name)
def test_a_malformed_file_is_reported_at_every_mistake(path, capsys):
    assert main(["structure", "check", str(path)]) == 1
    out, err = capsys.readouterr()
    assert err == ""
    line_re = re.compile(rf"^{re.escape(str(path))}:(\d+):(\d+): (error|warning): (\S.*)$")
    found = []
    for line in out.splitlines():
        m = line_re.match(line)
        assert m, f"not a FILE:LINE:COLUMN diagnostic: {line!r}"
        found.append((int(m[1]), int(m[2]), m[3], m[4]))
    errors = [f for f in found if f[2] == "error"]
    for line, col, part in expected_diagnostics(path):
        assert any(
            (fl, fc) == (line, col) and part.lower() in message.lower()
            for fl, fc, _, message in errors
        ), f"expected {line}:{col}: {part}\nfound:\n{out}"
    assert len(errors) == len(expected_diagnostics(path)), out


@pytest.mark.parametrize("path", BAD, ids=lambda p: p.name)
def test_every_diagnostic_of_a_malformed_file_speaks_italian(path):
    """Each diagnostic has its own Italian: a different text, with no English words left in it."""
    result = check_file(path)
    assert result.diagnostics
    for d in result.diagnostics:
        severity = {"error": "errore", "warning": "avviso"}[d.severity]
        assert d.text("it") == f"{path}:{d.line}:{d.column}: {severity}: {d.said('it')}"
        assert d.said("it") != d.message, d.message
        assert english_left(d.said("it")) == [], d.said("it")


def test_the_italian_of_the_corpus_reads_as_the_club_writes_it():
    said = {
        p.name: [d.said("it") for d in check_file(p).diagnostics]
        for p in BAD
        if p.name in ("italian-thousands.yaml", "typo-keys.yaml", "blinds-reversed.yaml")
    }
    assert said["italian-thousands.yaml"][0] == (
        "starting_stack: 10.000 è ambiguo: scrivi 10000 per 10.000 chip (senza punto)"
    )
    assert said["blinds-reversed.yaml"] == [
        "livello 2: il grande buio 20 è sotto il piccolo buio 40; scrivi prima il piccolo buio, "
        "come blinds: 20-40"
    ]
    assert said["typo-keys.yaml"] == [
        "struttura: chiave 'starting_stak' sconosciuta; forse intendevi 'starting_stack'?",
        "livello 2: chiave 'ant' sconosciuta; forse intendevi 'ante'?",
        "livello 2: chiave 'minuts' sconosciuta; forse intendevi 'minutes'?",
    ]
