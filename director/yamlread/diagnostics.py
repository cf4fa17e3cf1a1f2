"""What a YAML reader reports: diagnostics at ``FILE:LINE:COLUMN``, in English or Italian.

A :class:`Diagnostic` carries a catalogue message (:class:`director.i18n.Msg`, keys ``yaml.*``
and those of the readers built on :class:`~director.yamlread.nodes.NodeReader`), so it can be
said in either language; ``str(diagnostic)`` is the English line.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from director.errors import DirectorError
from director.i18n import Localized, Msg

#: What a message names: a YAML key as written (the same in every language) or words to translate.
Words = str | Localized


def shown(value: str, limit: int = 40) -> str:
    """``value`` as it can stand in a one-line message.

    Control characters and line breaks are escaped, and the text is cut short (with "...")
    past ``limit`` characters.
    """
    text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


class Severity(StrEnum):
    """How bad a diagnostic is."""

    ERROR = "error"
    WARNING = "warning"

    def text(self, lang: str = "en") -> str:
        """The word a diagnostic line uses: ``error``/``warning``, ``errore``/``avviso``."""
        return Msg(f"yaml.severity.{self.value}").text(lang)


@dataclass(frozen=True, slots=True)
class Number:
    """A whole number as people write it: ``1,000`` in English, ``1.000`` in Italian."""

    value: int

    def text(self, lang: str = "en") -> str:
        """The number with its thousands grouped the way ``lang`` groups them."""
        written = f"{self.value:,}"
        return written.replace(",", ".") if lang == "it" else written


@dataclass(frozen=True, slots=True)
class Listing:
    """Several words or numbers in a row, each said in the message's language."""

    items: tuple[Words, ...]
    separator: str = ", "
    brackets: bool = False

    def text(self, lang: str = "en") -> str:
        """The items joined, in ``[...]`` if ``brackets``."""
        said = self.separator.join(i if isinstance(i, str) else i.text(lang) for i in self.items)
        return f"[{said}]" if self.brackets else said


def chip_list(chips: Iterable[int]) -> Listing:
    """Chip values in order, as a message shows them: ``[25, 100, 1,000]``."""
    return Listing(tuple(Number(c) for c in sorted(chips)), brackets=True)


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """One problem found in a file, with its position (1-based line and column).

    ``msg`` is the message not yet put into words; :meth:`text` says the whole line in a
    language and ``str()`` is the English line.
    """

    file: str
    line: int
    column: int
    severity: Severity
    msg: Msg

    @property
    def message(self) -> str:
        """The message alone, in English, on one line."""
        return self.said("en")

    def said(self, lang: str = "en") -> str:
        """The message alone in ``lang``, on one line (control characters escaped)."""
        return shown(self.msg.text(lang), limit=1000)

    def text(self, lang: str = "en") -> str:
        """``FILE:LINE:COLUMN: error: message`` in ``lang`` (the severity word too)."""
        severity = self.severity.text(lang)
        return f"{self.file}:{self.line}:{self.column}: {severity}: {self.said(lang)}"

    def __str__(self) -> str:
        return self.text("en")


class DiagnosticsError(DirectorError):
    """A file has errors; ``diagnostics`` lists every one (and the warnings).

    The message is the first error (the first diagnostic if none is an error) and how many
    more errors there are.
    """

    def __init__(self, diagnostics: Iterable[Diagnostic]) -> None:
        self.diagnostics = tuple(diagnostics)
        errors = self.errors
        first = errors[0] if errors else self.diagnostics[0]
        if len(errors) > 1:
            super().__init__("yaml.err.file_more", first=first, count=len(errors) - 1)
        else:
            super().__init__("yaml.err.file", first=first)

    @property
    def errors(self) -> tuple[Diagnostic, ...]:
        """The errors only."""
        return tuple(d for d in self.diagnostics if d.severity is Severity.ERROR)

    def text(self, lang: str = "en") -> str:
        """The first error's line in ``lang`` and how many more there are."""
        return self.msg.text(lang)


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
