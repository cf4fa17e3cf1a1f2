"""Reading hand-written YAML safely, with every problem at ``FILE:LINE:COLUMN``.

Files are composed into PyYAML's node tree (never constructed: no tags, no objects) and a
reader walks the nodes, converting values itself and collecting :class:`Diagnostic` records for
everything wrong at once: syntax errors, unknown and duplicate keys (which PyYAML would silently
overwrite), wrong types, bad amounts. :mod:`director.structures` and :mod:`director.payouts`
build on :class:`NodeReader`.

Every diagnostic carries a catalogue message (:class:`director.i18n.Msg`, keys ``yaml.*`` for
what is said here), so it can be said in English or Italian; ``str(diagnostic)`` is the English
line.

The modules: :mod:`~director.yamlread.diagnostics` (what is reported),
:mod:`~director.yamlread.document` (from a file to a node tree) and
:mod:`~director.yamlread.nodes` (from nodes to values).
"""

from __future__ import annotations

from director.yamlread.diagnostics import (
    Diagnosed,
    Diagnostic,
    DiagnosticsError,
    Listing,
    Number,
    Severity,
    Words,
    chip_list,
    shown,
)
from director.yamlread.document import compose_text, read_text
from director.yamlread.nodes import (
    BOOL,
    FLOAT,
    INT,
    MAP,
    MAX_AMOUNT,
    MERGE,
    NULL,
    SEQ,
    STANDARD_TAGS,
    STR,
    TIMESTAMP,
    KeyValue,
    NodeReader,
    describe,
    kind,
)

__all__ = [
    "BOOL",
    "FLOAT",
    "INT",
    "MAP",
    "MAX_AMOUNT",
    "MERGE",
    "NULL",
    "SEQ",
    "STANDARD_TAGS",
    "STR",
    "TIMESTAMP",
    "Diagnosed",
    "Diagnostic",
    "DiagnosticsError",
    "KeyValue",
    "Listing",
    "NodeReader",
    "Number",
    "Severity",
    "Words",
    "chip_list",
    "compose_text",
    "describe",
    "kind",
    "read_text",
    "shown",
]
