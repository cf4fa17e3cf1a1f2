"""The sheets' texts (``director.i18n.sheets``): complete in both languages, keys prefixed."""

from __future__ import annotations

import re
import string
from pathlib import Path

from director.i18n import CATALOGUE, LANGS, message, sheets

TOP = Path(__file__).resolve().parents[3]


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_sheet_text_is_in_english_and_italian_with_the_same_fields() -> None:
    assert sheets.TEXTS
    for key, texts in sheets.TEXTS.items():
        assert key.startswith("sheet."), key
        assert set(texts) == set(LANGS), key
        assert _fields(texts["en"]) == _fields(texts["it"]), key
        assert all(t.strip() and "\n" not in t for t in texts.values()), key
        assert CATALOGUE[key] is texts  # merged into the one catalogue


def test_the_sheets_fill_in_their_fields_in_either_language() -> None:
    assert message("sheet.page", "it", page=2, pages=7) == "Pagina 2 di 7"
    assert message("sheet.page", "en", page=2, pages=7) == "Page 2 of 7"
    assert message("sheet.structure.color_up", "it", chips="25 e 100") == "cambio chip da 25 e 100"


def test_every_key_the_sheets_name_is_in_the_catalogue() -> None:
    """Keys written out in the code (the structure's columns are ``sheet.structure.{key}``)."""
    code = [
        *(TOP / "director" / "reports").glob("*.py"),
        TOP / "director" / "cli" / "report.py",
    ]
    named = set()
    for path in code:
        named |= set(re.findall(r"\"(sheet\.[a-z_.]+[a-z_])\"", path.read_text(encoding="utf-8")))
    assert named, "no keys found: has the code moved?"
    assert sorted(named - set(sheets.TEXTS)) == []
    columns = ["level", "game", "small_blind", "big_blind", "bets", "ante", "bring_in"]
    for column in [*columns, "minutes", "starts"]:
        assert f"sheet.structure.{column}" in sheets.TEXTS
