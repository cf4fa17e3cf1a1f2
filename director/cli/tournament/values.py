"""Values typed on the command line: chip counts, whole numbers, ``NAME=VALUE`` pairs, lists.

Each reader raises :class:`CliError` with a catalogue key when the text cannot be used, so the
message is said in the command line's language. ``nan``, ``inf``, ``1e308`` and numbers beyond
the ceilings of :mod:`director.limits` are refused, the ceiling named.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Callable, Sequence
from typing import ParamSpec, TypeVar

from director.errors import DirectorError
from director.i18n import Msg
from director.limits import MAX_CHIPS, MAX_CLOCK_MINUTES, MAX_COUNT
from director.yamlread.diagnostics import Number

#: The largest number a list of numbers may hold (chips and prizes of an ICM calculation).
_MOST = 10**15


class CliError(DirectorError):
    """A command-line argument that cannot be used."""


#: Refusals of the domain that a flag of the command answers: the hint naming the flag. The
#: domain says what is wrong; how to override it is the interface's word (the window asks).
_FLAG_HINTS = {
    "err.no_reentry": "cli.hint.force",
    "err.max_entries": "cli.hint.force",
    "err.rebuys_over": "cli.hint.force",
    "err.max_rebuys": "cli.hint.force",
    "err.stack_too_big": "cli.hint.force",
    "err.addon_not_now": "cli.hint.force",
    "err.max_addons": "cli.hint.force",
}
#: Refusals said with the command line's own words instead (same fields).
_FLAG_TEXTS = {
    "err.duplicate_name": "cli.err.duplicate_name",
    "file.err.exists_overwrite": "cli.err.exists_overwrite",
    "err.registration_closed": "cli.err.registration_closed",
}

P = ParamSpec("P")
R = TypeVar("R")


def naming_flags(command: Callable[P, R]) -> Callable[P, R]:
    """``command`` with the domain's refusals that a flag answers said with that flag.

    ``registration is closed; add --force to register anyway``, not a hint that names no flag.
    """

    @functools.wraps(command)
    def run(*args: P.args, **kw: P.kwargs) -> R:
        try:
            return command(*args, **kw)
        except CliError:
            raise
        except DirectorError as exc:
            flagged = with_flag(exc)
            if flagged is exc:
                raise
            raise flagged from None

    return run


def with_flag(exc: DirectorError) -> DirectorError:
    """``exc`` said with the flag of the command that answers it, or ``exc`` itself if none does.

    Args:
        exc: A refusal of the domain.
    """
    if exc.key in _FLAG_TEXTS:
        return CliError(_FLAG_TEXTS[exc.key], **exc.params)
    if exc.key in _FLAG_HINTS:
        return CliError("cli.err.with_flag", refusal=exc.msg, hint=Msg(_FLAG_HINTS[exc.key]))
    return exc


def chips(text: str, what: str | None = None) -> int:
    """A chip count as people type it: ``12000``, ``12.000``, ``12,000``, ``12 000``.

    Args:
        text: What was typed.
        what: The option or player it is for, named in the error (default: "chips").

    Raises:
        CliError: ``cli.err.chips`` (or ``cli.err.chips_plain``), not a whole number;
            ``cli.err.too_many_chips``, more than :data:`~director.limits.MAX_CHIPS`.
    """
    digits = re.sub(r"[\s.,'_]", "", str(text))
    if not (digits.isascii() and digits.isdigit()):
        if what is None:
            raise CliError("cli.err.chips_plain", text=text)
        raise CliError("cli.err.chips", what=what, text=text)
    if len(digits) > 12 or int(digits) > MAX_CHIPS:
        raise CliError(
            "cli.err.too_many_chips", what=what or "chips", text=text, most=Number(MAX_CHIPS)
        )
    return int(digits)


def whole(text: str, what: str, most: int = MAX_COUNT) -> int:
    """A whole number (a table, a seat, a level, a count) of at most ``most``.

    Raises:
        CliError: ``cli.err.whole``, naming ``what``; ``cli.err.too_big``, more than ``most``.
    """
    t = str(text).strip()
    if not re.fullmatch(r"[+-]?\d+", t):
        raise CliError("cli.err.whole", what=what, text=text)
    if len(t) > 20 or int(t) > most:  # the length first: int() of 5,000 digits is refused
        raise CliError("cli.err.too_big", what=what, text=text, most=Number(most))
    return int(t)


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
            value = float(part)
        except ValueError:
            raise CliError("cli.err.not_a_number", what=what, part=part) from None
        if not math.isfinite(value) or abs(value) > _MOST:
            raise CliError("cli.err.number_too_big", what=what, part=part, most=Number(_MOST))
        out.append(value)
    if not out:
        raise CliError("cli.err.no_numbers", what=what)
    return out


def minutes(text: str) -> float:
    """Minutes for the clock: ``3``, ``0,5``, ``1.5``.

    Raises:
        CliError: ``cli.err.minutes``, not a number; ``cli.err.minutes_range``, not finite or
            more than :data:`~director.limits.MAX_CLOCK_MINUTES` (a day).
    """
    try:
        value = float(text.replace(",", "."))
    except ValueError:
        raise CliError("cli.err.minutes", text=text) from None
    if not math.isfinite(value):
        raise CliError("cli.err.minutes", text=text)
    if abs(value) > MAX_CLOCK_MINUTES:
        raise CliError("cli.err.minutes_range", text=text, most=MAX_CLOCK_MINUTES)
    return value
