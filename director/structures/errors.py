"""What goes wrong with a blind structure: a file with mistakes, or an impossible value."""

from __future__ import annotations

from director.errors import DirectorError
from director.yamlread import DiagnosticsError


class StructureError(DiagnosticsError):
    """A structure file has errors; ``diagnostics`` lists every one (and the warnings)."""


class StructureValueError(DirectorError, ValueError):
    """A level, break, structure or game name that cannot be, built in code (not from a file)."""
