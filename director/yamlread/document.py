"""From a file to a YAML node tree, with every reason it cannot be read said for a person.

The file must be UTF-8 text (not UTF-16, not binary); its YAML is composed, never constructed.
A syntax error is explained in words a director reads, at the position of the mistake.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from director.i18n import Msg
from director.yamlread.diagnostics import Diagnostic, Severity


def _position(raw: bytes, at: int) -> tuple[int, int]:
    """The 1-based line and column of byte ``at`` (columns count characters)."""
    line = raw[:at].count(b"\n") + 1
    column = len(raw[raw.rfind(b"\n", 0, at) + 1 : at].decode("utf-8", "replace")) + 1
    return line, column


def read_text(path: str | Path) -> tuple[str | None, list[Diagnostic]]:
    """The file's text, or None and a diagnostic saying why it cannot be read as text."""
    name = str(path)

    def fail(line: int, col: int, key: str, **params: object) -> tuple[None, list[Diagnostic]]:
        return None, [Diagnostic(name, line, col, Severity.ERROR, Msg(key, **params))]

    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        return fail(1, 1, "yaml.err.unreadable", reason=exc.strerror or str(exc))
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        return fail(1, 1, "yaml.err.utf16")
    if b"\x00" in raw:
        return fail(*_position(raw, raw.index(b"\x00")), "yaml.err.binary")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        return fail(*_position(raw, exc.start), "yaml.err.not_utf8")
    return text, []


def _quoted(problem: str, default: str = "?") -> str:
    """The first quoted word of PyYAML's problem text (the character or the alias name)."""
    return problem.split("'")[1] if problem.count("'") >= 2 else default


def _unclosed(exc: yaml.MarkedYAMLError) -> tuple[yaml.Mark | None, Msg] | None:
    """A bracket or quote opened and never closed: where it opened, and what to do."""
    context = exc.context or ""
    start = exc.context_mark
    at = exc.problem_mark or start
    if start is None:
        return None
    if "flow sequence" in context:
        return at, Msg("yaml.syntax.open_list", line=start.line + 1)
    if "flow mapping" in context:
        return at, Msg("yaml.syntax.open_mapping", line=start.line + 1)
    if "quoted scalar" in context:
        return start, Msg("yaml.syntax.open_quote")
    return None


def _syntax_message(exc: yaml.MarkedYAMLError) -> tuple[yaml.Mark | None, Msg]:
    """Where a YAML syntax error is and what to do about it, in words a director reads.

    PyYAML's own wording ("expected <block end>, but found '?'") is kept only for the rare
    errors not recognised here.
    """
    problem = exc.problem or ""
    context = exc.context or ""
    at = exc.problem_mark or exc.context_mark
    if "'\\t'" in problem:
        return at, Msg("yaml.syntax.tab")
    if "expected the node content, but found" in problem or "cannot start any token" in problem:
        return at, Msg("yaml.syntax.value_start", char=_quoted(problem))
    unclosed = _unclosed(exc)
    if unclosed is not None:
        return unclosed
    if "mapping values are not allowed" in problem:
        return at, Msg("yaml.syntax.colon")
    if "expected <block end>" in problem:
        return at, Msg("yaml.syntax.block_end")
    if "could not find expected ':'" in problem and exc.context_mark is not None:
        return exc.context_mark, Msg("yaml.syntax.no_colon")
    if "found undefined alias" in problem:
        return at, Msg("yaml.syntax.alias", name=_quoted(problem, ""))
    if "another document" in problem:
        return at, Msg("yaml.syntax.second_document")
    detail = f"{problem} ({context})" if problem and context else problem or context
    return at, Msg("yaml.syntax.other", detail=detail) if detail else Msg("yaml.syntax.invalid")


_FAST_LOADER = getattr(yaml, "CSafeLoader", None)


def _compose(text: str) -> yaml.Node | None:
    """Compose with libyaml when PyYAML has it, else with the pure-Python composer.

    libyaml is several times faster; a file with a mistake is always composed again in pure
    Python, whose messages are the ones the diagnostics are written for.
    """
    if _FAST_LOADER is not None:
        try:
            return yaml.compose(text, Loader=_FAST_LOADER)
        except yaml.YAMLError:
            pass
    return yaml.compose(text, Loader=yaml.SafeLoader)


def _reader_error(text: str, exc: yaml.reader.ReaderError) -> tuple[int, int, Msg]:
    """The position and message of a character YAML does not allow."""
    at = min(max(exc.position, 0), len(text))
    line = text.count("\n", 0, at) + 1
    col = at - (text.rfind("\n", 0, at) + 1) + 1
    char = exc.character if isinstance(exc.character, str) else chr(exc.character)
    return line, col, Msg("yaml.err.control_char", code=f"{ord(char):04X}")


def compose_text(text: str, file: str) -> tuple[yaml.Node | None, Diagnostic | None]:
    """The node tree of ``text`` (None for an empty document), or the error that stops it.

    ``file`` is the name the diagnostic shows.
    """

    def error(line: int, col: int, msg: Msg) -> tuple[None, Diagnostic]:
        return None, Diagnostic(file, line, col, Severity.ERROR, msg)

    try:
        return _compose(text), None
    except yaml.MarkedYAMLError as exc:
        mark, problem = _syntax_message(exc)
        line = mark.line + 1 if mark else 1
        col = mark.column + 1 if mark else 1
        return error(line, col, Msg("yaml.err.syntax", problem=problem))
    except yaml.reader.ReaderError as exc:
        return error(*_reader_error(text, exc))
    except yaml.YAMLError as exc:
        return error(1, 1, Msg("yaml.err.other", detail=" ".join(str(exc).split())))
    except RecursionError:  # thousands of nested brackets: not a hand-written file
        return error(1, 1, Msg("yaml.err.too_deep"))
