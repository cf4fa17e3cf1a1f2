"""What goes wrong with payouts: a request or table that cannot be used, a file with mistakes."""

from __future__ import annotations

from director.errors import DirectorError
from director.yamlread import DiagnosticsError


class PayoutError(DirectorError, ValueError):
    """A payout request or table that cannot be used, explained in one line."""


class PayoutTableError(PayoutError, DiagnosticsError):
    """A payout table file has errors; ``diagnostics`` lists every one (and the warnings)."""
