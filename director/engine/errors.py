"""Errors the engine raises for requests a person can correct.

Every message is one line that says what was wrong and what is allowed instead, so the table view
can show it as is and the command line can print it.
"""

from __future__ import annotations

from director.errors import DirectorError


class EngineError(DirectorError):
    """Base class of the engine's errors."""


class CardError(EngineError):
    """A card or a list of cards could not be read, or a card is used twice."""


class IllegalActionError(EngineError):
    """An action that the rules do not allow now; the hand is left exactly as it was."""


class ConfigurationError(EngineError):
    """A hand cannot be set up this way (players, stacks, blinds, limits)."""


class UnsupportedVariantError(EngineError):
    """A recorded hand is in a variant the engine does not play (yet)."""


class HandHistoryError(EngineError):
    """A hand history (PHH or the engine's own serialisation) is malformed or inconsistent."""
