"""Everything the domain says, in Italian and English: one keyed catalogue.

The command line, the printed sheets, the engine, the structure checker and the window all put
their messages into words here, so a refusal reads the same wherever it shows and an Italian
director never reads English. The catalogue is split by area, one module each (``tournament``,
``settings``, ``seating``, ``engine``, ``table``, ``structures``, ``sheets``, ``cli``,
``serve``, ``club``, ``club_points``, ``club_cli``); every key is unique across them and
names its area. Qt's ``.ts`` files keep only the window's own widget texts.

A text is a ``str.format`` template. :class:`Msg` is a message not yet put into words (a key and
its fields): errors carry one, and a field may itself be a :class:`Msg` or anything else with a
``text(lang)`` method (a diagnostic, a card), rendered in the same language.

The language of the command line comes from ``--lang`` or the environment
(:func:`lang_from_env`: ``LC_ALL``, then ``LC_MESSAGES``, then ``LANG``, as POSIX orders them).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any, Literal, Protocol, runtime_checkable

from director.i18n import (
    cli,
    club,
    club_cli,
    club_points,
    engine,
    flights,
    mystery,
    satellite,
    seating,
    serve,
    settings,
    sheets,
    structures,
    table,
    tournament,
)

Lang = Literal["en", "it"]
#: The languages Director speaks.
LANGS: tuple[Lang, ...] = ("en", "it")
#: The catalogue's areas, in the order their modules are merged.
AREAS = (
    tournament,
    settings,
    seating,
    engine,
    table,
    structures,
    sheets,
    cli,
    serve,
    club,
    club_points,
    club_cli,
    satellite,
    flights,
    mystery,
)


def _merge() -> dict[str, dict[str, str]]:
    merged: dict[str, dict[str, str]] = {}
    for area in AREAS:
        for key, texts in area.TEXTS.items():
            if key in merged:
                raise RuntimeError(f"message key {key!r} is defined twice ({area.__name__})")
            merged[key] = texts
    return merged


#: key -> {"en": text, "it": text}, every area merged.
CATALOGUE: dict[str, dict[str, str]] = _merge()


@runtime_checkable
class Localized(Protocol):
    """Anything that can put itself into words in either language."""

    def text(self, lang: str = "en") -> str:
        """The words in ``lang``."""
        ...


class Msg:
    """A message not yet put into words: a catalogue key and its fields.

    Args:
        key: The catalogue key; a key not in the catalogue is a programming error.
        **params: The values of the text's fields. A field that is :class:`Localized` (another
            :class:`Msg`, a diagnostic) is rendered in the same language as the message.
    """

    __slots__ = ("key", "params")

    def __init__(self, key: str, /, **params: Any) -> None:
        if key not in CATALOGUE:
            raise KeyError(f"no message {key!r} in the catalogue")
        self.key = key
        self.params = params

    def text(self, lang: str = "en") -> str:
        """The message in ``lang`` (English for a language Director does not speak)."""
        return message(self.key, lang, **self.params)

    def __str__(self) -> str:
        return self.text("en")

    def __repr__(self) -> str:
        return f"Msg({self.key!r}, **{self.params!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Msg) and (self.key, self.params) == (other.key, other.params)

    def __hash__(self) -> int:
        return hash(self.key)


def message(key: str, lang: str = "en", /, **params: Any) -> str:
    """The text of ``key`` in ``lang`` with its fields filled in.

    Fields that are :class:`Localized` are rendered in the same language.

    Raises:
        KeyError: ``key`` is not in the catalogue.
    """
    texts = CATALOGUE[key]
    fields = {k: v.text(lang) if isinstance(v, Localized) else v for k, v in params.items()}
    return texts.get(lang, texts["en"]).format(**fields)


def has(key: str) -> bool:
    """True if ``key`` is in the catalogue."""
    return key in CATALOGUE


def lang_of(locale: str | None) -> Lang | None:
    """The language a locale name means (``it_IT.UTF-8`` -> ``it``), None if not ours.

    ``C`` and ``POSIX`` mean English.
    """
    if not locale:
        return None
    name = locale.split(".")[0].split("@")[0].replace("-", "_").lower()
    if name in ("c", "posix"):
        return "en"
    code = name.split("_")[0]
    for lang in LANGS:
        if code == lang:
            return lang
    return None


def lang_from_env(environ: Mapping[str, str] | None = None) -> Lang:
    """The language the environment asks for: ``LC_ALL``, ``LC_MESSAGES``, then ``LANG``.

    The first variable that is set decides (POSIX precedence); a language Director does not
    speak, or none set, gives English.
    """
    env = os.environ if environ is None else environ
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(variable)
        if value:
            return lang_of(value) or "en"
    return "en"


def ordinal(n: int, lang: str = "en") -> str:
    """A place as people write it: ``1st``, ``2nd``, ``11th`` in English; ``1°`` in Italian."""
    if lang == "it":
        return f"{n}°"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


__all__ = [
    "CATALOGUE",
    "LANGS",
    "Lang",
    "Localized",
    "Msg",
    "has",
    "lang_from_env",
    "lang_of",
    "message",
    "ordinal",
]
