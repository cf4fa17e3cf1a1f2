"""The catalogue of structures, payout tables, ICM and the clock (``director.i18n.structures``):
complete in both languages, keys under the area's prefixes, Italian its own."""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

from director.i18n import CATALOGUE, LANGS, structures
from director.i18n.structures import (
    blinds,
    chips,
    clock,
    deals,
    design,
    editor,
    estimate,
    payouts,
    reading,
)

TOP = Path(__file__).resolve().parents[3]

#: The texts that are the same in both languages by nature: names, abbreviations, numbers and
#: words Italian rooms use as they are (ante, chip-chop), and PyYAML's own English.
SAME_IN_BOTH = {
    "yaml.err.file",
    "yaml.syntax.other",
    "yaml.value.plain",
    "structures.game.stud",
    "structures.ante.ante",
    "structures.ante.bb",
    "structures.ante.both",
    "structures.what.ante",
    "structures.what.bb_ante",
    "structures.amount",
    "structures.cli.ok",
    "structures.cli.ante",
    "structures.field.ante",
    "structures.field.bring_in",
    "structures.place.field",
    "structures.place.at",
    "structures.place.severity",
    "icm.method.icm",
    "icm.method.chip-chop",
    "icm.method_title.icm",
    "icm.explain.prize",
    "structures.chips.item",
    "structures.estimate.flag",
    "structures.design.flag",
}


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_text_is_in_english_and_italian_with_the_same_fields() -> None:
    for key, texts in structures.TEXTS.items():
        assert set(texts) == set(LANGS), key
        assert _fields(texts["en"]) == _fields(texts["it"]), key
        assert all(t.strip() and "\n" not in t for t in texts.values()), key
        assert CATALOGUE[key] is texts  # merged into the one catalogue


def test_each_module_keeps_its_own_prefix() -> None:
    for module, prefix in (
        (reading, "yaml."),
        (blinds, "structures."),
        (editor, "structures."),
        (payouts, "payouts."),
        (deals, "icm."),
        (clock, "clock."),
        (estimate, "structures."),
        (chips, "structures.chips."),
        (design, "structures.design."),
    ):
        assert module.TEXTS, module.__name__
        assert [k for k in module.TEXTS if not k.startswith(prefix)] == [], module.__name__
    modules = (reading, blinds, editor, payouts, deals, clock, estimate, chips, design)
    merged = sum(len(m.TEXTS) for m in modules)
    assert len(structures.TEXTS) == merged  # no key in two modules


def test_the_italian_is_its_own_except_where_the_same_by_nature() -> None:
    same = {k for k, texts in structures.TEXTS.items() if texts["en"] == texts["it"]}
    assert same == SAME_IN_BOTH


#: Keys the code builds from a value (a game, a severity, a method, a word of the level table).
FAMILIES = (
    "yaml.severity.",
    "structures.game.",
    "structures.what.",
    "structures.field.",
    "structures.cli.",
    "icm.method.",
    "icm.method_title.",
    "icm.explain.",
)
CODE = [
    *[
        p
        for package in ("structures", "yamlread", "payouts", "icm")
        for p in (TOP / "director" / package).glob("*.py")
    ],
    TOP / "director" / "clock.py",
    TOP / "director" / "cli" / "structure.py",
    TOP / "director" / "cli" / "chips.py",
    TOP / "director" / "cli" / "estimate.py",
    TOP / "director" / "cli" / "design.py",
]


def _literals() -> set[str]:
    return {
        node.value
        for path in CODE
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    }


def test_every_key_the_code_names_is_in_the_catalogue_and_every_text_is_used() -> None:
    literals = _literals()
    named = {
        s for s in literals if re.fullmatch(r"(yaml|structures|payouts|icm|clock)\.[\w.-]*\w", s)
    }
    assert named - set(CATALOGUE) == set()
    unused = {k for k in structures.TEXTS if k not in literals and not k.startswith(FAMILIES)}
    assert unused == set()
