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
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

import yaml

from director.errors import DirectorError

INT = "tag:yaml.org,2002:int"
FLOAT = "tag:yaml.org,2002:float"
STR = "tag:yaml.org,2002:str"
BOOL = "tag:yaml.org,2002:bool"
NULL = "tag:yaml.org,2002:null"
SEQ = "tag:yaml.org,2002:seq"
MAP = "tag:yaml.org,2002:map"
STANDARD_TAGS = {INT, FLOAT, STR, BOOL, NULL, SEQ, MAP}

TIMESTAMP = "tag:yaml.org,2002:timestamp"
MERGE = "tag:yaml.org,2002:merge"

#: The largest amount of chips accepted anywhere (a typo guard; SQLite holds 64-bit integers).
MAX_AMOUNT = 10**12

_MMSS = re.compile(r"^\s*(?:(\d+):)?(\d+):([0-5]\d)\s*$")
_DIGITS = re.compile(r"^[+-]?[0-9][0-9_]*$")
_COMMAS = re.compile(r"^\d{1,3}(,\d{3})+$")
_DOTS = re.compile(r"^\d{1,3}(\.\d{3})+$")


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


class DiagnosticsError(DirectorError):
    """A file has errors; ``diagnostics`` lists every one (and the warnings).

    The message is the first error (the first diagnostic if none is an error) and how many
    more errors there are.
    """

    def __init__(self, diagnostics: Iterable[Diagnostic]) -> None:
        self.diagnostics = tuple(diagnostics)
        errors = [d for d in self.diagnostics if d.severity is Severity.ERROR]
        first = errors[0] if errors else self.diagnostics[0]
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        super().__init__(f"{first}{more}")

    @property
    def errors(self) -> tuple[Diagnostic, ...]:
        """The errors only."""
        return tuple(d for d in self.diagnostics if d.severity is Severity.ERROR)


class Diagnosed:
    """What a check found, with its ``diagnostics`` sorted into errors and warnings."""

    diagnostics: tuple[Diagnostic, ...]

    @property
    def errors(self) -> tuple[Diagnostic, ...]:
        """The errors only."""
        return tuple(d for d in self.diagnostics if d.severity is Severity.ERROR)

    @property
    def warnings(self) -> tuple[Diagnostic, ...]:
        """The warnings only."""
        return tuple(d for d in self.diagnostics if d.severity is Severity.WARNING)


def read_text(path: str | Path) -> tuple[str | None, list[Diagnostic]]:
    """The file's text, or None and a diagnostic saying why it cannot be read as text."""
    name = str(path)

    def fail(line: int, col: int, message: str) -> tuple[None, list[Diagnostic]]:
        return None, [Diagnostic(name, line, col, Severity.ERROR, message)]

    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        return fail(1, 1, f"cannot read the file ({exc.strerror or exc}); check the path")
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        return fail(1, 1, "the file is saved as UTF-16 ('Unicode'); save it as UTF-8")
    if b"\x00" in raw:
        at = raw.index(b"\x00")
        line = raw[:at].count(b"\n") + 1
        col = len(raw[raw.rfind(b"\n", 0, at) + 1 : at].decode("utf-8", "replace")) + 1
        return fail(line, col, "the file is not a text file; give a YAML file written as text")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        col = (
            len(raw[raw.rfind(b"\n", 0, exc.start) + 1 : exc.start].decode("utf-8", "replace")) + 1
        )
        return fail(line, col, "the file is not UTF-8 text; save it as UTF-8")
    return text, []


def kind(node: yaml.Node) -> str:
    """What a node is, for messages: a mapping, a list, or the value."""
    if isinstance(node, yaml.MappingNode):
        return "a mapping"
    if isinstance(node, yaml.SequenceNode):
        return "a list"
    return describe(node)


def shown(value: str, limit: int = 40) -> str:
    """``value`` as it can stand in a one-line message: control characters and line breaks
    escaped, and cut short (with "...") past ``limit`` characters."""
    text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def describe(node: yaml.Node) -> str:
    """A scalar's value as a person reads it in a message."""
    if isinstance(node, yaml.ScalarNode):
        if node.tag == NULL:
            return "an empty value"
        if node.tag == BOOL:
            return f"yes/no ({node.value})"
        if node.tag == STR:
            return f"the text '{shown(node.value)}'"
        if node.tag == TIMESTAMP:
            return f"the date {shown(node.value)}"
        return shown(node.value)
    return kind(node)


def _short_tag(tag: str) -> str:
    return tag.replace("tag:yaml.org,2002:", "!!")


def _syntax_message(exc: yaml.MarkedYAMLError) -> tuple[yaml.Mark | None, str]:
    """Where a YAML syntax error is and what to do about it, in words a director reads.

    PyYAML's own wording ("expected <block end>, but found '?'") is kept only for the rare
    errors not recognised here.
    """
    problem = exc.problem or ""
    context = exc.context or ""
    at = exc.problem_mark or exc.context_mark
    start = exc.context_mark
    if "'\\t'" in problem:
        return at, "a tab character here; indent with spaces, never tabs"
    if "expected the node content, but found" in problem:
        char = problem.split("'")[1] if problem.count("'") >= 2 else "?"
        return at, f"a value cannot start with '{char}'; put the whole value in quotes"
    if "that cannot start any token" in problem:
        char = problem.split("'")[1] if problem.count("'") >= 2 else "?"
        return at, f"a value cannot start with '{char}'; put the whole value in quotes"
    if "flow sequence" in context and start is not None:
        return at, (
            f"the list opened with '[' at line {start.line + 1} is not closed; "
            "close it with ']' and separate its items with ','"
        )
    if "flow mapping" in context and start is not None:
        return at, (
            f"the mapping opened with '{{' at line {start.line + 1} is not closed; "
            "close it with '}' and separate its entries with ','"
        )
    if "quoted scalar" in context and start is not None:
        return start, "this quote is never closed; end the value with the same quote"
    if "mapping values are not allowed" in problem:
        return at, (
            "unexpected ':' here; check this line's indentation, "
            "or put a value that contains ': ' in quotes"
        )
    if "expected <block end>" in problem:
        return at, (
            "this line does not line up with the lines above it; check its indentation "
            "(spaces only) and the space after '-'"
        )
    if "could not find expected ':'" in problem and start is not None:
        return start, "this line has no ':'; write it as key: value"
    if "found undefined alias" in problem:
        name = problem.split("'")[1] if problem.count("'") >= 2 else ""
        return at, (
            f"'*{name}' refers to an anchor '&{name}' that is not defined above; "
            "write the value out instead"
        )
    if "another document" in problem:
        return at, "a second document starts here ('---'); keep one structure per file"
    detail = f"{problem} ({context})" if problem and context else problem or context
    return at, detail or "invalid YAML"


_FAST_LOADER = getattr(yaml, "CSafeLoader", None)


def _compose(text: str) -> yaml.Node | None:
    """Compose with libyaml when PyYAML has it (several times faster), with the pure-Python
    composer otherwise, and always for a file with a mistake: its messages are the ones the
    diagnostics are written for."""
    if _FAST_LOADER is not None:
        try:
            return yaml.compose(text, Loader=_FAST_LOADER)
        except yaml.YAMLError:
            pass
    return yaml.compose(text, Loader=yaml.SafeLoader)


class NodeReader:
    """Collects diagnostics while converting YAML nodes to values.

    Every converter records an error (with the node's position) and returns None for a bad
    value, so a caller can keep going and report every problem in one pass.

    Args:
        filename: The name shown in every diagnostic.
    """

    def __init__(self, filename: str) -> None:
        self.file = filename
        self.diagnostics: list[Diagnostic] = []
        self._constructor = yaml.SafeLoader("")
        self._bad_tags: set[int] = set()
        self._unknown: dict[int, list[str]] = {}

    # -- reporting -------------------------------------------------------------------------------
    def _at(self, node: yaml.Node | None, severity: Severity, message: str) -> None:
        message = shown(message, limit=1000)  # always one line, whatever a value held
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
        """Parse ``text`` into a node tree; None (with a diagnostic) on a syntax error.

        Nothing is constructed: tags are only looked at, and every tag that is not a plain
        YAML type (``!!python/object``, ``!foo``) is reported here, wherever it is.
        """
        try:
            root = _compose(text)
        except yaml.MarkedYAMLError as exc:
            mark, message = _syntax_message(exc)
            line = mark.line + 1 if mark else 1
            col = mark.column + 1 if mark else 1
            self.diagnostics.append(
                Diagnostic(self.file, line, col, Severity.ERROR, f"YAML syntax error: {message}")
            )
            return None
        except yaml.reader.ReaderError as exc:
            at = min(max(exc.position, 0), len(text))
            line = text.count("\n", 0, at) + 1
            col = at - (text.rfind("\n", 0, at) + 1) + 1
            char = exc.character if isinstance(exc.character, str) else chr(exc.character)
            self.diagnostics.append(
                Diagnostic(
                    self.file,
                    line,
                    col,
                    Severity.ERROR,
                    f"the control character U+{ord(char):04X} is not allowed in YAML; delete it",
                )
            )
            return None
        except yaml.YAMLError as exc:
            self.error(None, f"YAML error: {' '.join(str(exc).split())}")
            return None
        except RecursionError:  # thousands of nested brackets: not a hand-written file
            self.error(None, "the file is nested too deeply; check its brackets and indentation")
            return None
        if root is None:
            self.error(None, empty_message)
            return None
        self._check_tags(root)
        return root

    def _check_tags(self, root: yaml.Node) -> None:
        seen: set[int] = set()
        stack = [root]
        while stack:
            node = stack.pop()
            if id(node) in seen:  # aliases share nodes, and may even make cycles
                continue
            seen.add(id(node))
            self.tag_ok(node)
            if isinstance(node, yaml.MappingNode):
                for k, v in reversed(node.value):
                    stack.extend((v, k))
            elif isinstance(node, yaml.SequenceNode):
                stack.extend(reversed(node.value))

    # -- values ----------------------------------------------------------------------------------
    def _tag_problem(self, node: yaml.Node) -> str | None:
        tag = node.tag
        if isinstance(node, yaml.MappingNode):
            ok = tag == MAP
        elif isinstance(node, yaml.SequenceNode):
            ok = tag == SEQ
        elif tag in (INT, FLOAT, BOOL, NULL):
            try:  # an explicit !!int on 'abc' cannot be converted
                self._constructor.construct_object(node, deep=True)
            except (ValueError, TypeError, KeyError, yaml.YAMLError):
                return (
                    f"'{node.value}' is not a valid {_short_tag(tag)}; remove the tag "
                    "and write a plain value"
                )
            ok = True
        elif tag == STR:
            ok = True
        else:  # dates, '=' and '<<' come from plain values, without a tag written
            ok = not node.style and tag == self._constructor.resolve(
                yaml.ScalarNode, node.value, (True, False)
            )
        if ok:
            return None
        return (
            f"tags like {_short_tag(tag)} are not allowed; remove the tag and write a plain value"
        )

    def tag_ok(self, node: yaml.Node) -> bool:
        """False (with an error, once per node) for explicit tags such as ``!!python/object``."""
        if id(node) in self._bad_tags:
            return False
        problem = self._tag_problem(node)
        if problem is None:
            return True
        self._bad_tags.add(id(node))
        self.error(node, problem)
        return False

    def scalar(self, node: yaml.Node) -> Any:
        """The Python value of a scalar node with a standard tag (int, float, str, bool, None)."""
        return self._constructor.construct_object(node, deep=True)

    def unknown_keys(self, node: yaml.Node) -> list[str]:
        """The keys :meth:`mapping` reported as unknown in ``node``, with its guess for each."""
        return self._unknown.get(id(node), [])

    def mapping(
        self,
        node: yaml.Node,
        what: str,
        allowed: tuple[str, ...],
        *,
        suggest: tuple[str, ...] = (),
    ) -> dict[str, tuple]:
        """Key -> (key node, value node), reporting duplicates and unknown keys.

        ``suggest`` adds words offered as "did you mean" without being allowed here.
        """
        if not self.tag_ok(node):
            if not isinstance(node, yaml.MappingNode):
                return {}
        elif not isinstance(node, yaml.MappingNode):
            self.error(node, f"{what} must be a mapping of keys to values, not {kind(node)}")
            return {}
        out: dict[str, tuple] = {}
        unknown = self._unknown.setdefault(id(node), [])
        for knode, vnode in node.value:
            if not isinstance(knode, yaml.ScalarNode) or knode.tag != STR:
                if isinstance(knode, yaml.ScalarNode) and knode.tag == MERGE:
                    self.error(knode, "merge keys (<<) are not supported; write the keys out")
                elif self.tag_ok(knode):
                    self.error(
                        knode,
                        f"keys in {what} must be plain words, not {kind(knode)}; "
                        f"write one of: {', '.join(allowed)}",
                    )
                unknown.append("")
                continue
            key = knode.value
            if key in out:  # (keys are shown escaped: a quoted key may hold anything)
                first = out[key][0].start_mark
                self.error(
                    knode,
                    f"duplicate key '{shown(key)}' in {what} (first given at line {first.line + 1}); "
                    "keep only one",
                )
                continue
            if key not in allowed:
                guess = difflib.get_close_matches(key.lower(), allowed + suggest, n=1)
                hint = (
                    f"; did you mean '{guess[0]}'?"
                    if guess
                    else f"; known keys: {', '.join(allowed)}"
                )
                self.error(knode, f"unknown key '{shown(key)}' in {what}{hint}")
                unknown.append(guess[0] if guess else "")
                continue
            out[key] = (knode, vnode)
        return out

    # -- numbers -----------------------------------------------------------------------------
    def _whole(self, node: yaml.ScalarNode, what: str) -> int | None:
        """The whole number a scalar is written as, or None (with an error)."""
        text = node.value.strip()
        if node.tag == INT:
            if ":" in text:  # YAML 1.1 reads 1:30 as 90 (base 60)
                self.error(node, f"{what} must be a whole number, not {text}; write it without ':'")
                return None
            if not _DIGITS.match(text):  # 0x10, 0b101, 0o17
                self.error(node, f"{what} must be a plain decimal number like 100, not {text}")
                return None
            # Decimal even with a leading zero: YAML 1.1 would read 025 as octal (21).
            return int(text.replace("_", ""), 10)
        if node.tag == STR and _COMMAS.match(text):
            return int(text.replace(",", ""))
        if node.tag == FLOAT or (node.tag == STR and re.fullmatch(r"\d[\d.,]*", text)):
            if _DOTS.match(text):
                self.error(
                    node,
                    f"{what} {text} is ambiguous: write {text.replace('.', '')} for "
                    f"{int(text.replace('.', '')):,} chips (no dot)",
                )
                return None
            self.error(node, f"{what} must be a whole number of chips, not {text}")
            return None
        self.error(node, f"{what} must be a whole number, not {describe(node)}")
        return None

    def amount(self, node: yaml.Node, what: str, *, allow_zero: bool = False) -> int | None:
        """A whole number (> 0, or >= 0 with ``allow_zero``); ``1,000`` is accepted.

        ``1.000`` is refused as ambiguous (one chip in English, a thousand in Italian), and
        so are fractions, base-60 and hexadecimal numbers; ``025`` is twenty-five.
        """
        if not self.tag_ok(node):
            return None
        if not isinstance(node, yaml.ScalarNode):
            self.error(node, f"{what} must be a whole number, not {kind(node)}")
            return None
        value = self._whole(node, what)
        if value is None:
            return None
        return self.bounded(node, what, value, allow_zero=allow_zero)

    def bounded(
        self, node: yaml.Node, what: str, value: int, *, allow_zero: bool = False
    ) -> int | None:
        """``value`` if it is a sane amount of chips, else None (with an error at ``node``)."""
        if value < 0 or (value == 0 and not allow_zero):
            bound = "zero or more" if allow_zero else "more than zero"
            self.error(node, f"{what} must be {bound}, not {value}")
            return None
        if value > MAX_AMOUNT:
            self.error(node, f"{what} {value:,} is too large (at most {MAX_AMOUNT:,}); check it")
            return None
        return value

    def number(self, node: yaml.Node, what: str) -> float | None:
        """Any finite number (int or float)."""
        if not self.tag_ok(node):
            return None
        if isinstance(node, yaml.ScalarNode) and node.tag in (INT, FLOAT) and ":" not in node.value:
            value = self.scalar(node)
            if value == value and value not in (float("inf"), float("-inf")):
                return value
        self.error(node, f"{what} must be a number, not {kind(node)}")
        return None

    def duration(self, node: yaml.Node, what: str) -> int | None:
        """Minutes as a number (``10``, ``7.5``) or ``MM:SS`` text; returns seconds (> 0).

        ``7:30`` may be written with or without quotes: YAML 1.1 would read the unquoted form
        as 450 (base 60), which is never what a director means. ``H:MM:SS`` is read too.
        """
        if not self.tag_ok(node):
            return None
        if not isinstance(node, yaml.ScalarNode):
            self.error(node, f"{what} must be a number of minutes, not {kind(node)}")
            return None
        seconds: float
        if node.tag in (INT, FLOAT, STR) and (m := _MMSS.match(node.value)):
            hours, minutes, secs = m.groups()
            seconds = int(hours or 0) * 3600 + int(minutes) * 60 + int(secs)
        elif node.tag == INT and _DIGITS.match(node.value.strip()):
            seconds = int(node.value.strip().replace("_", ""), 10) * 60
        elif node.tag == FLOAT and ":" not in node.value:
            minutes = self.scalar(node)
            if minutes != minutes or minutes in (float("inf"), float("-inf")):
                self.error(node, f"{what} must be a number of minutes, not {node.value}")
                return None
            seconds = minutes * 60
        else:
            self.error(
                node,
                f'{what} must be a number of minutes (like 10) or MM:SS (like "7:30"), '
                f"not {describe(node)}",
            )
            return None
        if seconds <= 0:
            self.error(node, f"{what} must be more than zero, not {node.value}")
            return None
        if seconds != int(seconds):
            self.error(
                node,
                f"{what} must be a whole number of seconds ({node.value} minutes is not); "
                'write MM:SS like "7:30"',
            )
            return None
        if seconds > 24 * 3600:
            self.error(node, f"{what} of {node.value} minutes is longer than a day; check it")
            return None
        return int(seconds)

    def text(self, node: yaml.Node, what: str) -> str | None:
        """A piece of text (numbers are taken as their text)."""
        if not self.tag_ok(node):
            return None
        if not isinstance(node, yaml.ScalarNode):
            self.error(node, f"{what} must be text, not {kind(node)}; put it in quotes")
            return None
        if node.tag == NULL:
            self.error(node, f"{what} is empty; write it after the colon")
            return None
        return str(node.value)
