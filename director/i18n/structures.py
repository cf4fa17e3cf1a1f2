"""Blind structures and payout tables read from YAML: every error and warning."""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {}
