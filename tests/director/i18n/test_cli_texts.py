"""The command line's texts (``director.i18n.cli``): complete in both languages, keys prefixed,
every key the code names in the catalogue and every text used."""

from __future__ import annotations

import re
import string
from pathlib import Path

from director.i18n import CATALOGUE, LANGS, cli, message

TOP = Path(__file__).resolve().parents[3]
CODE = sorted((TOP / "director" / "cli").rglob("*.py"))


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_cli_text_is_in_english_and_italian_with_the_same_fields() -> None:
    assert cli.TEXTS
    for key, texts in cli.TEXTS.items():
        assert key.startswith("cli."), key
        assert set(texts) == set(LANGS), key
        assert _fields(texts["en"]) == _fields(texts["it"]), key
        assert all(t.strip() and "\n" not in t for t in texts.values()), key
        assert CATALOGUE[key] is texts  # merged into the one catalogue


def test_the_keys_the_code_names_are_the_keys_of_the_catalogue() -> None:
    named: set[str] = set()
    for path in CODE:
        named |= set(re.findall(r"\"(cli\.[a-z_.]+[a-z_])\"", path.read_text(encoding="utf-8")))
    assert named, "no keys found: has the code moved?"
    assert sorted(named - set(cli.TEXTS)) == []  # no key missing
    assert sorted(set(cli.TEXTS) - named) == []  # no text left unused


def test_the_cli_texts_fill_in_their_fields_in_either_language() -> None:
    fields = {"name": "Mario Rossi", "entry": 3, "seat": "tavolo 2 posto 5"}
    assert message("cli.entrants.registered", "en", **fields) == (
        "Registered Mario Rossi (entry #3, tavolo 2 posto 5)"
    )
    assert message("cli.entrants.registered", "it", **fields) == (
        "Iscritto Mario Rossi (ingresso #3, tavolo 2 posto 5)"
    )
    assert message("cli.err.whole", "it", what="--seats", text="x") == (
        "--seats: ci vuole un numero intero, non 'x'"
    )
    assert message("cli.money.payout", "en", place=1, amount="€130", percent="65.0") == (
        "   1.          €130   65.0%"
    )
