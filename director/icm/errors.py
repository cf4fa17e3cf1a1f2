"""What goes wrong with ICM and deals."""

from __future__ import annotations

from director.errors import DirectorError


class IcmError(DirectorError):
    """Stacks, prizes or a deal that cannot be used, explained in one line."""
