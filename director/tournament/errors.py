"""The errors of the tournament domain, each a catalogue key and its fields."""

from __future__ import annotations

from director.errors import DirectorError


class TournamentError(DirectorError):
    """An action that cannot be done now; ``text(lang)`` says why in the director's language."""


class FileRefused(DirectorError):
    """A file that cannot be opened as a tournament (newer, damaged, foreign, missing)."""


class SettingsError(DirectorError):
    """Tournament settings that do not make sense (a value out of range, a bad date)."""
