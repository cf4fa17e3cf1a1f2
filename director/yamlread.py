"""Reading hand-written YAML safely, with every problem at ``FILE:LINE:COLUMN``.

Files are composed into PyYAML's node tree (never constructed: no tags, no objects) and a
reader walks the nodes, converting values itself and collecting :class:`Diagnostic` records for
everything wrong at once: syntax errors, unknown and duplicate keys (which PyYAML would silently
overwrite), wrong types, bad amounts. :mod:`director.structures` and the payout tables build on
:class:`NodeReader`.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

import yaml

INT = "tag:yaml.org,2002:int"
FLOAT = "tag:yaml.org,2002:float"
STR = "tag:yaml.org,2002:str"
BOOL = "tag:yaml.org,2002:bool"
NULL = "tag:yaml.org,2002:null"
SEQ = "tag:yaml.org,2002:seq"
MAP = "tag:yaml.org,2002:map"
STANDARD_TAGS = {INT, FLOAT, STR, BOOL, NULL, SEQ, MAP}

_MMSS = re.compile(r"^\s*(\d+):([0-5]\d)\s*$")
_THOUSANDS = re.compile(r"\s*\d{1,3}(,\d{3})+\s*")


class Severity(StrEnum):
    """How bad a diagnostic is."""

    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """One problem found in a file, with its position (1-based line and column)."""

    file: str
    line: int
    column: int
    severity: Severity
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}: {self.severity}: {self.message}"


def read_text(path: str | Path) -> tuple[str | None, list[Diagnostic]]:
    """The file's text, or None and a diagnostic saying why it cannot be read as text."""
    name = str(path)

    def fail(line: int, col: int, message: str) -> tuple[None, list[Diagnostic]]:
        return None, [Diagnostic(name, line, col, Severity.ERROR, message)]

    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        return fail(1, 1, f"cannot read the file: {exc.strerror or exc}")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        col = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        return fail(line, col, "the file is not UTF-8 text; save it as UTF-8")
    if "\x00" in text:
        return fail(text[: text.index("\x00")].count("\n") + 1, 1, "the file is not a text file")
    return text, []


def kind(node: yaml.Node) -> str:
    """What a node is, for messages: a mapping, a list, or the value."""
    if isinstance(node, yaml.MappingNode):
        return "a mapping"
    if isinstance(node, yaml.SequenceNode):
        return "a list"
    return describe(node)


def describe(node: yaml.Node) -> str:
    """A scalar's value as a person reads it in a message."""
    if isinstance(node, yaml.ScalarNode):
        if node.tag == NULL:
            return "an empty value"
        if node.tag == BOOL:
            return f"yes/no ({node.value})"
        if node.tag == STR:
            return f"the text '{node.value}'"
        return node.value
    return kind(node)


class NodeReader:
    """Collects diagnostics while converting YAML nodes to values.

    Args:
        filename: The name shown in every diagnostic.
        what: What the whole document is, for the message about an empty file
            (e.g. "a structure needs name, starting_stack and levels").
    """

    def __init__(self, filename: str) -> None:
        self.file = filename
        self.diagnostics: list[Diagnostic] = []
        self._constructor = yaml.SafeLoader("")

    # -- reporting -------------------------------------------------------------------------------
    def _at(self, node: yaml.Node | None, severity: Severity, message: str) -> None:
        line = node.start_mark.line + 1 if node is not None else 1
        col = node.start_mark.column + 1 if node is not None else 1
        self.diagnostics.append(Diagnostic(self.file, line, col, severity, message))

    def error(self, node: yaml.Node | None, message: str) -> None:
        """Record an error at ``node`` (or at 1:1)."""
        self._at(node, Severity.ERROR, message)

    def warn(self, node: yaml.Node | None, message: str) -> None:
        """Record a warning at ``node`` (or at 1:1)."""
        self._at(node, Severity.WARNING, message)

    @property
    def error_count(self) -> int:
        """How many errors so far."""
        return sum(1 for d in self.diagnostics if d.severity is Severity.ERROR)

    @property
    def has_errors(self) -> bool:
        """True once any error was recorded."""
        return self.error_count > 0

    def sorted_diagnostics(self) -> tuple[Diagnostic, ...]:
        """Every diagnostic in file order."""
        return tuple(sorted(self.diagnostics, key=lambda d: (d.line, d.column)))

    # -- the document ------------------------------------------------------------------------------
    def compose(self, text: str, empty_message: str) -> yaml.Node | None:
        """Parse ``text`` into a node tree; None (with a diagnostic) on a syntax error."""
        try:
            root = yaml.compose(text, Loader=yaml.SafeLoader)
        except yaml.MarkedYAMLError as exc:
            mark = exc.problem_mark or exc.context_mark
            problem = exc.problem or exc.context or "invalid YAML"
            if exc.context and exc.problem:
                problem = f"{problem} ({exc.context})"
            line = mark.line + 1 if mark else 1
            col = mark.column + 1 if mark else 1
            self.diagnostics.append(
                Diagnostic(self.file, line, col, Severity.ERROR, f"YAML syntax error: {problem}")
            )
            return None
        except yaml.YAMLError as exc:
            self.error(None, f"YAML error: {' '.join(str(exc).split())}")
            return None
        if root is None:
            self.error(None, empty_message)
        return root

    # -- values ----------------------------------------------------------------------------------
    def tag_ok(self, node: yaml.Node) -> bool:
        """False (with an error) for explicit tags such as ``!!python/object``."""
        if node.tag not in STANDARD_TAGS:
            self.error(
                node, f"tags like {node.tag.replace('tag:yaml.org,2002:', '!!')} are not allowed"
            )
            return False
        return True

    def scalar(self, node: yaml.Node) -> Any:
        """The Python value of a scalar node with a standard tag (int, float, str, bool, None)."""
        return self._constructor.construct_object(node, deep=True)

    def mapping(self, node: yaml.Node, what: str, allowed: tuple[str, ...]) -> dict[str, tuple]:
        """Key -> (key node, value node), reporting duplicates and unknown keys."""
        if not isinstance(node, yaml.MappingNode):
            self.error(node, f"{what} must be a mapping of keys to values, not {kind(node)}")
            return {}
        if not self.tag_ok(node):
            return {}
        out: dict[str, tuple] = {}
        for knode, vnode in node.value:
            if not isinstance(knode, yaml.ScalarNode) or knode.tag != STR:
                if isinstance(knode, yaml.ScalarNode) and knode.tag == "tag:yaml.org,2002:merge":
                    self.error(knode, "merge keys (<<) are not supported; write the keys out")
                else:
                    self.error(knode, f"keys in {what} must be plain words")
                continue
            key = knode.value
            if key in out:
                first = out[key][0].start_mark
                self.error(
                    knode,
                    f"duplicate key '{key}' in {what} (first given at line {first.line + 1}); "
                    "keep only one",
                )
                continue
            if key not in allowed:
                guess = difflib.get_close_matches(key, allowed, n=1)
                hint = (
                    f"; did you mean '{guess[0]}'?"
                    if guess
                    else f"; known keys: {', '.join(allowed)}"
                )
                self.error(knode, f"unknown key '{key}' in {what}{hint}")
                continue
            out[key] = (knode, vnode)
        return out

    def amount(self, node: yaml.Node, what: str, *, allow_zero: bool = False) -> int | None:
        """A whole number (> 0, or >= 0 with ``allow_zero``); ``1,000`` is accepted."""
        if not isinstance(node, yaml.ScalarNode):
            self.error(node, f"{what} must be a whole number, not {kind(node)}")
            return None
        if not self.tag_ok(node):
            return None
        if node.tag == INT:
            value = self.scalar(node)
        elif node.tag == STR and _THOUSANDS.fullmatch(node.value):
            value = int(node.value.replace(",", ""))
        elif node.tag == FLOAT:
            value = self.scalar(node)
            if value != value or value in (float("inf"), float("-inf")) or value != int(value):
                self.error(node, f"{what} must be a whole number, not {node.value}")
                return None
            value = int(value)
        else:
            self.error(node, f"{what} must be a whole number, not {describe(node)}")
            return None
        if value < 0 or (value == 0 and not allow_zero):
            bound = "zero or more" if allow_zero else "more than zero"
            self.error(node, f"{what} must be {bound}, not {value}")
            return None
        return value

    def number(self, node: yaml.Node, what: str) -> float | None:
        """Any finite number (int or float)."""
        if isinstance(node, yaml.ScalarNode) and node.tag in (INT, FLOAT):
            value = self.scalar(node)
            if value == value and value not in (float("inf"), float("-inf")):
                return value
        if isinstance(node, yaml.ScalarNode) and not self.tag_ok(node):
            return None
        self.error(node, f"{what} must be a number, not {kind(node)}")
        return None

    def duration(self, node: yaml.Node, what: str) -> int | None:
        """Minutes as a number (``10``, ``7.5``) or ``MM:SS`` text; returns seconds (> 0)."""
        if not isinstance(node, yaml.ScalarNode):
            self.error(node, f"{what} must be a number of minutes, not {kind(node)}")
            return None
        if not self.tag_ok(node):
            return None
        seconds: float
        if node.tag in (INT, FLOAT):
            minutes = self.scalar(node)
            if minutes != minutes or minutes in (float("inf"), float("-inf")):
                self.error(node, f"{what} must be a number of minutes, not {node.value}")
                return None
            seconds = minutes * 60
        elif node.tag == STR and (m := _MMSS.match(node.value)):
            seconds = int(m.group(1)) * 60 + int(m.group(2))
        else:
            self.error(
                node, f"{what} must be a number of minutes (like 10) or MM:SS, not {describe(node)}"
            )
            return None
        if seconds <= 0:
            self.error(node, f"{what} must be more than zero, not {node.value}")
            return None
        if seconds != int(seconds):
            self.error(
                node, f"{what} must be a whole number of seconds ({node.value} minutes is not)"
            )
            return None
        if seconds > 24 * 3600:
            self.error(node, f"{what} of {node.value} minutes is longer than a day; check it")
            return None
        return int(seconds)

    def text(self, node: yaml.Node, what: str) -> str | None:
        """A piece of text (numbers are taken as their text)."""
        if not isinstance(node, yaml.ScalarNode):
            self.error(node, f"{what} must be text, not {kind(node)}")
            return None
        if not self.tag_ok(node):
            return None
        if node.tag == NULL:
            self.error(node, f"{what} is empty; write it after the colon")
            return None
        return str(node.value)
