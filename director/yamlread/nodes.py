"""Converting YAML nodes to values, collecting a diagnostic for every bad one.

:class:`NodeReader` is what the structure and payout-table readers build on: it reports
unknown and duplicate keys (which PyYAML would silently overwrite), tags, and numbers,
durations and texts that are not what a director means, and goes on reading.
"""

from __future__ import annotations

import difflib
import re
from typing import Any, TypeVar

import yaml

from director.i18n import Msg
from director.yamlread.diagnostics import Diagnostic, Number, Severity, Words, shown
from director.yamlread.document import compose_text

T = TypeVar("T")

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

#: A key and the value under it, as :meth:`NodeReader.mapping` returns them.
KeyValue = tuple[yaml.Node, yaml.Node]

_MMSS = re.compile(r"^\s*(?:(\d+):)?(\d+):([0-5]\d)\s*$")
_DIGITS = re.compile(r"^[+-]?[0-9][0-9_]*$")
_COMMAS = re.compile(r"^\d{1,3}(,\d{3})+$")
_DOTS = re.compile(r"^\d{1,3}(\.\d{3})+$")
#: Minutes with a decimal comma, as Italians write them (``7,5``). One or two decimals only:
#: ``1,500`` would be fifteen hundred to an English reader.
_DECIMAL_COMMA = re.compile(r"^\s*(\d+),(\d{1,2})\s*$")


def kind(node: yaml.Node) -> Msg:
    """What a node is, for messages: a mapping, a list, or the value."""
    if isinstance(node, yaml.MappingNode):
        return Msg("yaml.kind.mapping")
    if isinstance(node, yaml.SequenceNode):
        return Msg("yaml.kind.list")
    return describe(node)


def describe(node: yaml.Node) -> Msg:
    """A scalar's value as a person reads it in a message."""
    if isinstance(node, yaml.ScalarNode):
        if node.tag == NULL:
            return Msg("yaml.value.empty")
        if node.tag == BOOL:
            return Msg("yaml.value.yes_no", value=node.value)
        if node.tag == STR:
            return Msg("yaml.value.text", value=shown(node.value))
        if node.tag == TIMESTAMP:
            return Msg("yaml.value.date", value=shown(node.value))
        return Msg("yaml.value.plain", value=shown(node.value))
    return kind(node)


def _short_tag(tag: str) -> str:
    return tag.replace("tag:yaml.org,2002:", "!!")


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
    def _at(self, node: yaml.Node | None, severity: Severity, msg: Msg) -> None:
        line = node.start_mark.line + 1 if node is not None else 1
        col = node.start_mark.column + 1 if node is not None else 1
        self.diagnostics.append(Diagnostic(self.file, line, col, severity, msg))

    def error(self, node: yaml.Node | None, key: str, /, **params: object) -> None:
        """Record the error ``key`` (a catalogue key, with its fields) at ``node`` (or 1:1)."""
        self._at(node, Severity.ERROR, Msg(key, **params))

    def warn(self, node: yaml.Node | None, key: str, /, **params: object) -> None:
        """Record the warning ``key`` (a catalogue key, with its fields) at ``node`` (or 1:1)."""
        self._at(node, Severity.WARNING, Msg(key, **params))

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

    def result(self, value: T | None) -> tuple[T | None, tuple[Diagnostic, ...]]:
        """What was read and every diagnostic in file order; nothing is read with an error."""
        diags = self.sorted_diagnostics()
        if any(d.severity is Severity.ERROR for d in diags):
            return None, diags
        return value, diags

    # -- the document ------------------------------------------------------------------------------
    def compose(self, text: str, empty: str) -> yaml.Node | None:
        """Parse ``text`` into a node tree; None (with a diagnostic) on a syntax error.

        Nothing is constructed: tags are only looked at, and every tag that is not a plain
        YAML type (``!!python/object``, ``!foo``) is reported here, wherever it is. ``empty``
        is the catalogue key of the error for a file with nothing in it.
        """
        root, problem = compose_text(text, self.file)
        if problem is not None:
            self.diagnostics.append(problem)
            return None
        if root is None:
            self.error(None, empty)
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
    def _plain(self, node: yaml.Node) -> bool:
        """True if an untagged plain value resolves to ``node``'s tag (dates, ``=``, ``<<``)."""
        style = getattr(node, "style", None)
        resolved: str = self._constructor.resolve(  # type: ignore[no-untyped-call]  # no stub
            yaml.ScalarNode, node.value, (True, False)
        )
        return not style and node.tag == resolved

    def _tag_problem(self, node: yaml.Node) -> Msg | None:
        tag = node.tag
        if isinstance(node, yaml.MappingNode):
            ok = tag == MAP
        elif isinstance(node, yaml.SequenceNode):
            ok = tag == SEQ
        elif tag in (INT, FLOAT, BOOL, NULL):
            try:  # an explicit !!int on 'abc' cannot be converted
                self._constructor.construct_object(node, deep=True)
            except (ValueError, TypeError, KeyError, yaml.YAMLError):
                return Msg("yaml.err.bad_tagged_value", value=node.value, tag=_short_tag(tag))
            ok = True
        else:  # dates, '=' and '<<' come from plain values, without a tag written
            ok = tag == STR or self._plain(node)
        return None if ok else Msg("yaml.err.tag", tag=_short_tag(tag))

    def tag_ok(self, node: yaml.Node) -> bool:
        """False (with an error, once per node) for explicit tags such as ``!!python/object``."""
        if id(node) in self._bad_tags:
            return False
        problem = self._tag_problem(node)
        if problem is None:
            return True
        self._bad_tags.add(id(node))
        self._at(node, Severity.ERROR, problem)
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
        what: Words,
        allowed: tuple[str, ...],
        *,
        suggest: tuple[str, ...] = (),
    ) -> dict[str, KeyValue]:
        """Key -> (key node, value node), reporting duplicates and unknown keys.

        ``suggest`` adds words offered as "did you mean" without being allowed here.
        """
        if not self.tag_ok(node):
            if not isinstance(node, yaml.MappingNode):
                return {}
        elif not isinstance(node, yaml.MappingNode):
            self.error(node, "yaml.err.not_mapping", what=what, kind=kind(node))
            return {}
        out: dict[str, KeyValue] = {}
        unknown = self._unknown.setdefault(id(node), [])
        for knode, vnode in node.value:
            if not isinstance(knode, yaml.ScalarNode) or knode.tag != STR:
                self._not_a_word(knode, what, allowed)
                unknown.append("")
            elif knode.value in out:  # (keys are shown escaped: a quoted key may hold anything)
                line = out[knode.value][0].start_mark.line + 1
                key = shown(knode.value)
                self.error(knode, "yaml.err.duplicate_key", key=key, what=what, line=line)
            elif knode.value not in allowed:
                unknown.append(self._unknown_key(knode, what, allowed, suggest))
            else:
                out[knode.value] = (knode, vnode)
        return out

    def _not_a_word(self, knode: yaml.Node, what: Words, allowed: tuple[str, ...]) -> None:
        """Report a key that is not a plain word: a merge key, a number, a list..."""
        if isinstance(knode, yaml.ScalarNode) and knode.tag == MERGE:
            self.error(knode, "yaml.err.merge_key")
        elif self.tag_ok(knode):
            listed = ", ".join(allowed)
            self.error(knode, "yaml.err.key_not_word", what=what, kind=kind(knode), allowed=listed)

    def _unknown_key(
        self,
        knode: yaml.ScalarNode,
        what: Words,
        allowed: tuple[str, ...],
        suggest: tuple[str, ...],
    ) -> str:
        """Report an unknown key with the nearest known one (returned; "" if none is near)."""
        written: str = knode.value
        key = shown(written)
        guess = difflib.get_close_matches(written.lower(), allowed + suggest, n=1)
        if guess:
            self.error(knode, "yaml.err.unknown_key_guess", key=key, what=what, guess=guess[0])
            return guess[0]
        self.error(knode, "yaml.err.unknown_key", key=key, what=what, known=", ".join(allowed))
        return ""

    # -- numbers -----------------------------------------------------------------------------
    def _whole(self, node: yaml.ScalarNode, what: Words) -> int | None:
        """The whole number a scalar is written as, or None (with an error)."""
        text = node.value.strip()
        if node.tag == INT:
            if ":" in text:  # YAML 1.1 reads 1:30 as 90 (base 60)
                self.error(node, "yaml.err.base60", what=what, text=text)
                return None
            if not _DIGITS.match(text):  # 0x10, 0b101, 0o17
                self.error(node, "yaml.err.not_decimal", what=what, text=text)
                return None
            # Decimal even with a leading zero: YAML 1.1 would read 025 as octal (21).
            return int(text.replace("_", ""), 10)
        if node.tag == STR and _COMMAS.match(text):
            return int(text.replace(",", ""))
        if node.tag == FLOAT or (node.tag == STR and re.fullmatch(r"\d[\d.,]*", text)):
            if _DOTS.match(text):
                plain = text.replace(".", "")
                chips = Number(int(plain))
                self.error(
                    node, "yaml.err.ambiguous", what=what, text=text, plain=plain, chips=chips
                )
                return None
            self.error(node, "yaml.err.fraction", what=what, text=text)
            return None
        self.error(node, "yaml.err.not_whole", what=what, value=describe(node))
        return None

    def amount(self, node: yaml.Node, what: Words, *, allow_zero: bool = False) -> int | None:
        """A whole number (> 0, or >= 0 with ``allow_zero``); ``1,000`` is accepted.

        ``1.000`` is refused as ambiguous (one chip in English, a thousand in Italian), and
        so are fractions, base-60 and hexadecimal numbers; ``025`` is twenty-five.
        """
        if not self.tag_ok(node):
            return None
        if not isinstance(node, yaml.ScalarNode):
            self.error(node, "yaml.err.not_whole", what=what, value=kind(node))
            return None
        value = self._whole(node, what)
        if value is None:
            return None
        return self.bounded(node, what, value, allow_zero=allow_zero)

    def bounded(
        self, node: yaml.Node, what: Words, value: int, *, allow_zero: bool = False
    ) -> int | None:
        """``value`` if it is a sane amount of chips, else None (with an error at ``node``)."""
        if value < 0 or (value == 0 and not allow_zero):
            key = "yaml.err.negative" if allow_zero else "yaml.err.not_positive"
            self.error(node, key, what=what, value=value)
            return None
        if value > MAX_AMOUNT:
            limit = Number(MAX_AMOUNT)
            self.error(node, "yaml.err.too_large", what=what, value=Number(value), limit=limit)
            return None
        return value

    def _seconds(self, node: yaml.ScalarNode, what: Words) -> float | None:
        """The seconds a duration is written as (not yet checked), or None (with an error)."""
        if node.tag in (INT, FLOAT, STR) and (m := _MMSS.match(node.value)):
            hours, minutes, secs = m.groups()
            return int(hours or 0) * 3600 + int(minutes) * 60 + int(secs)
        if node.tag == INT and _DIGITS.match(node.value.strip()):
            return int(node.value.strip().replace("_", ""), 10) * 60
        if node.tag == STR and (m := _DECIMAL_COMMA.match(node.value)):
            whole, decimals = m.groups()  # exact: 7,5 is 450 seconds, 7,3 is 438
            return (int(whole) * 100 + int(decimals.ljust(2, "0"))) * 60 / 100
        if node.tag == FLOAT and ":" not in node.value:
            written: float = self.scalar(node)
            if written != written or written in (float("inf"), float("-inf")):
                self.error(node, "yaml.err.not_minutes", what=what, value=node.value)
                return None
            return written * 60
        self.error(node, "yaml.err.minutes_form", what=what, value=describe(node))
        return None

    def duration(self, node: yaml.Node, what: Words) -> int | None:
        """Minutes as a number (``10``, ``7.5``, ``7,5``) or ``MM:SS`` text; returns seconds (> 0).

        ``7:30`` may be written with or without quotes: YAML 1.1 would read the unquoted form
        as 450 (base 60), which is never what a director means. ``H:MM:SS`` is read too.
        """
        if not self.tag_ok(node):
            return None
        if not isinstance(node, yaml.ScalarNode):
            self.error(node, "yaml.err.not_minutes", what=what, value=kind(node))
            return None
        seconds = self._seconds(node, what)
        if seconds is None:
            return None
        if seconds <= 0:
            self.error(node, "yaml.err.not_positive", what=what, value=node.value)
            return None
        if seconds != int(seconds):
            self.error(node, "yaml.err.whole_seconds", what=what, value=node.value)
            return None
        if seconds > 24 * 3600:
            self.error(node, "yaml.err.over_a_day", what=what, value=node.value)
            return None
        return int(seconds)

    def text(self, node: yaml.Node, what: Words) -> str | None:
        """A piece of text (numbers are taken as their text)."""
        if not self.tag_ok(node):
            return None
        if not isinstance(node, yaml.ScalarNode):
            self.error(node, "yaml.err.not_text", what=what, kind=kind(node))
            return None
        if node.tag == NULL:
            self.error(node, "yaml.err.empty_text", what=what)
            return None
        return str(node.value)
