"""From a file to a node tree: files that are not UTF-8 text, and syntax errors said for a person,
each at its place."""

from __future__ import annotations

import pytest

from director.yamlread import compose_text, read_text


def test_a_missing_file_is_a_diagnostic(tmp_path):
    text, (d,) = read_text(tmp_path / "nope.yaml")
    assert text is None
    assert str(d) == (
        f"{tmp_path / 'nope.yaml'}:1:1: error: cannot read the file (No such file or directory); "
        "check the path"
    )
    assert d.said("it") == (
        "impossibile leggere il file (No such file or directory); controlla il percorso"
    )


@pytest.mark.parametrize(
    ("raw", "position", "english", "italian"),
    [
        (
            "name: Club\n".encode("utf-16"),
            (1, 1),
            "the file is saved as UTF-16 ('Unicode'); save it as UTF-8",
            "il file è salvato in UTF-16 ('Unicode'); salvalo in UTF-8",
        ),
        (
            b"name: x\nlevels: \xc3\xa9\x00\x01",
            (2, 10),
            "the file is not a text file; give a YAML file written as text",
            "il file non è un file di testo; usa un file YAML scritto come testo",
        ),
        (
            "name: Caffè\ndescription: perché\n".encode("latin-1"),
            (1, 11),
            "the file is not UTF-8 text; save it as UTF-8",
            "il file non è testo UTF-8; salvalo in UTF-8",
        ),
    ],
)
def test_a_file_that_is_not_utf8_text_is_said_where(tmp_path, raw, position, english, italian):
    path = tmp_path / "f.yaml"
    path.write_bytes(raw)
    text, (d,) = read_text(path)
    assert text is None
    assert ((d.line, d.column), d.message, d.said("it")) == (position, english, italian)


def test_a_byte_order_mark_is_dropped(tmp_path):
    path = tmp_path / "f.yaml"
    path.write_bytes(b"\xef\xbb\xbfname: x\n")
    assert read_text(path) == ("name: x\n", [])


@pytest.mark.parametrize(
    ("text", "position", "english", "italian"),
    [
        (
            "name: x\nlevels: [10, 20\n",
            (3, 1),
            "YAML syntax error: the list opened with '[' at line 2 is not closed; close it with "
            "']' and separate its items with ','",
            "errore di sintassi YAML: la lista aperta con '[' alla riga 2 non è chiusa; "
            "chiudila con ']' e separa gli elementi con ','",
        ),
        (
            "name: {a: 1\n",
            (2, 1),
            "YAML syntax error: the mapping opened with '{' at line 1 is not closed; close it "
            "with '}' and separate its entries with ','",
            "errore di sintassi YAML: la mappa aperta con '{' alla riga 1 non è chiusa; "
            "chiudila con '}' e separa le voci con ','",
        ),
        (
            "name: *club\n",
            (1, 7),
            "YAML syntax error: '*club' refers to an anchor '&club' that is not defined above; "
            "write the value out instead",
            "errore di sintassi YAML: '*club' rimanda a un'ancora '&club' non definita sopra; "
            "scrivi invece il valore per intero",
        ),
        (
            "name: a\x07b\n",
            (1, 8),
            "the control character U+0007 is not allowed in YAML; delete it",
            "il carattere di controllo U+0007 non è ammesso in YAML; cancellalo",
        ),
        (
            "[" * 5000,
            (1, 1),
            "the file is nested too deeply; check its brackets and indentation",
            "il file ha troppi livelli annidati; controlla le parentesi e il rientro",
        ),
    ],
)
def test_a_syntax_error_is_said_for_a_person(text, position, english, italian):
    root, d = compose_text(text, "f.yaml")
    assert root is None and d is not None
    assert ((d.line, d.column), d.message, d.said("it")) == (position, english, italian)


def test_pyyaml_s_own_words_stay_for_the_errors_not_recognised():
    _, d = compose_text("name: *{x\n", "f.yaml")
    assert d is not None
    assert d.message.startswith("YAML syntax error: expected alphabetic or numeric character")
    assert d.said("it") == d.message.replace("YAML syntax error", "errore di sintassi YAML")


def test_an_empty_document_is_no_tree_and_no_error():
    assert compose_text("# only a comment\n", "f.yaml") == (None, None)
