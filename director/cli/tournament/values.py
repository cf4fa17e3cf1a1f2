"""Values typed on the command line: chip counts, whole numbers, ``NAME=VALUE`` pairs, lists.

Each reader raises :class:`CliError` with a catalogue key when the text cannot be used, so the
message is said in the command line's language.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from director.errors import DirectorError


class CliError(DirectorError):
    """A command-line argument that cannot be used."""


def chips(text: str, what: str | None = None) -> int:
    """A chip count as people type it: ``12000``, ``12.000``, ``12,000``, ``12 000``.

    Args:
        text: What was typed.
        what: The option or player it is for, named in the error (default: "chips").

    Raises:
        CliError: ``cli.err.chips`` (or ``cli.err.chips_plain``), not a whole number.
    """
    digits = re.sub(r"[\s.,'_]", "", str(text))
    if not digits.isdigit():
        if what is None:
            raise CliError("cli.err.chips_plain", text=text)
        raise CliError("cli.err.chips", what=what, text=text)
    return int(digits)


def whole(text: str, what: str) -> int:
    """A whole number (a table, a seat, a level, a count).

    Raises:
        CliError: ``cli.err.whole``, naming ``what``.
    """
    try:
        return int(text)
    except ValueError:
        raise CliError("cli.err.whole", what=what, text=text) from None


def pairs(items: Sequence[str], what: str) -> list[tuple[str, str]]:
    """``NAME=VALUE`` items as (name, value), both stripped; the last ``=`` separates them.

    Raises:
        CliError: ``cli.err.pair``, an item without ``=`` or without a name.
    """
    out = []
    for item in items:
        name, sep, value = item.rpartition("=")
        if not sep or not name.strip():
            raise CliError("cli.err.pair", what=what, item=item)
        out.append((name.strip(), value.strip()))
    return out


def numbers(text: str, what: str) -> list[float]:
    """Numbers separated by commas, semicolons or spaces: ``5000,3000,2000``.

    Raises:
        CliError: ``cli.err.not_a_number`` or ``cli.err.no_numbers``.
    """
    out = []
    for part in re.split(r"[,;\s]+", text.strip()):
        if not part:
            continue
        try:
            out.append(float(part))
        except ValueError:
            raise CliError("cli.err.not_a_number", what=what, part=part) from None
    if not out:
        raise CliError("cli.err.no_numbers", what=what)
    return out


def minutes(text: str) -> float:
    """Minutes for the clock: ``3``, ``0,5``, ``1.5``.

    Raises:
        CliError: ``cli.err.minutes``.
    """
    try:
        return float(text.replace(",", "."))
    except ValueError:
        raise CliError("cli.err.minutes", text=text) from None
