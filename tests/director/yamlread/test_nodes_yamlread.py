"""From nodes to values: keys, amounts, durations and texts, every bad one reported in either
language, and reading going on."""

from __future__ import annotations

import pytest
import yaml

from director.yamlread import NodeReader


def read(text: str) -> tuple[NodeReader, yaml.Node]:
    reader = NodeReader("f.yaml")
    root = reader.compose(text, "structures.err.empty_file")
    assert root is not None
    return reader, root


def said(reader: NodeReader) -> list[tuple[int, int, str, str]]:
    return [(d.line, d.column, d.message, d.said("it")) for d in reader.sorted_diagnostics()]


def test_a_mapping_reports_unknown_and_duplicate_keys_and_keeps_the_good_ones():
    reader, root = read("name: a\nnmae: b\nname: c\nzzz: 1\n<<: {}\n? [x]\n: 2\n")
    keys = reader.mapping(root, "the table", ("name", "game"))
    assert list(keys) == ["name"] and keys["name"][1].value == "a"
    assert reader.unknown_keys(root) == ["name", "", "", ""]
    assert said(reader) == [
        (
            2,
            1,
            "unknown key 'nmae' in the table; did you mean 'name'?",
            "the table: chiave 'nmae' sconosciuta; forse intendevi 'name'?",
        ),
        (
            3,
            1,
            "duplicate key 'name' in the table (first given at line 1); keep only one",
            "the table: chiave 'name' ripetuta (già data alla riga 1); tienine una sola",
        ),
        (
            4,
            1,
            "unknown key 'zzz' in the table; known keys: name, game",
            "the table: chiave 'zzz' sconosciuta; chiavi possibili: name, game",
        ),
        (
            5,
            1,
            "merge keys (<<) are not supported; write the keys out",
            "le chiavi di unione (<<) non sono supportate; scrivi le chiavi per intero",
        ),
        (
            6,
            3,
            "keys in the table must be plain words, not a list; write one of: name, game",
            "the table: le chiavi devono essere parole semplici, non una lista; "
            "scrivi una tra: name, game",
        ),
    ]


@pytest.mark.parametrize(
    ("written", "english", "italian"),
    [
        (
            "1.000",
            "stack 1.000 is ambiguous: write 1000 for 1,000 chips (no dot)",
            "stack: 1.000 è ambiguo: scrivi 1000 per 1.000 chip (senza punto)",
        ),
        ("-5", "stack must be more than zero, not -5", "stack: deve essere più di zero, non -5"),
        (
            "yes",
            "stack must be a whole number, not yes/no (yes)",
            "stack: deve essere un numero intero, non sì/no (yes)",
        ),
        (
            "5000000000000",
            "stack 5,000,000,000,000 is too large (at most 1,000,000,000,000); check it",
            "stack: 5.000.000.000.000 è troppo (al massimo 1.000.000.000.000); controlla",
        ),
    ],
)
def test_an_amount_that_is_not_a_number_of_chips(written, english, italian):
    reader, root = read(f"stack: {written}\n")
    assert reader.amount(reader.mapping(root, "x", ("stack",))["stack"][1], "stack") is None
    assert said(reader) == [(1, 8, english, italian)]


@pytest.mark.parametrize(
    ("written", "seconds", "english", "italian"),
    [
        ('"7:30"', 450, None, None),
        ("7.5", 450, None, None),
        ("7,5", 450, None, None),  # a decimal comma, as an Italian writes it
        ("7,25", 435, None, None),
        (
            "1,500",  # fifteen hundred to an English reader: not taken for a decimal comma
            None,
            'minutes must be a number of minutes (like 10) or MM:SS (like "7:30"), '
            "not the text '1,500'",
            'minutes: deve essere un numero di minuti (come 10) o MM:SS (come "7:30"), '
            "non il testo '1,500'",
        ),
        (
            "7.33",
            None,
            'minutes must be a whole number of seconds (7.33 minutes is not); write MM:SS like "7:30"',
            'minutes: deve essere un numero intero di secondi (7.33 minuti non lo è); scrivi MM:SS come "7:30"',
        ),
        (
            "2000",
            None,
            "minutes of 2000 minutes is longer than a day; check it",
            "minutes: 2000 minuti sono più di un giorno; controlla",
        ),
        (
            "[10]",
            None,
            "minutes must be a number of minutes, not a list",
            "minutes: deve essere un numero di minuti, non una lista",
        ),
    ],
)
def test_a_duration(written, seconds, english, italian):
    reader, root = read(f"minutes: {written}\n")
    node = reader.mapping(root, "x", ("minutes",))["minutes"][1]
    assert reader.duration(node, "minutes") == seconds
    assert said(reader) == ([] if english is None else [(1, 10, english, italian)])
