"""The errors of the tournament domain, each one line in English and Italian."""

from __future__ import annotations

from typing import Any

from director.errors import DirectorError
from director.tournament.messages import message


class TournamentError(DirectorError):
    """An action that cannot be done, with its reason in both languages.

    ``str(error)`` is the English text (what the command line prints); :meth:`text` gives it in
    another language for the GUI.

    Args:
        key: The catalogue key (see :mod:`director.tournament.messages`).
        **params: The values for the message's fields.
    """

    def __init__(self, key: str, /, **params: Any) -> None:
        self.key = key
        self.params = params
        super().__init__(message(key, "en", **params))

    def text(self, lang: str = "en") -> str:
        """The message in ``lang`` (``"en"`` or ``"it"``)."""
        return " ".join(message(self.key, lang, **self.params).split())


class FileRefused(DirectorError):
    """A file that cannot be opened as a tournament (newer, damaged, foreign, missing)."""


class BilingualError(DirectorError):
    """An error given in English and Italian; ``str()`` is English, :meth:`text` chooses.

    Args:
        en: The English message (one line).
        it: The Italian message (English is used if missing).
    """

    def __init__(self, en: str, it: str | None = None) -> None:
        self.it = it
        super().__init__(en)

    def text(self, lang: str = "en") -> str:
        """The message in ``lang`` (``"en"`` or ``"it"``)."""
        if lang == "it" and self.it:
            return " ".join(self.it.split())
        return str(self)


class SettingsError(BilingualError):
    """Tournament settings that do not make sense (a value out of range, a bad date)."""
