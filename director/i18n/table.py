"""A hand played at a table of the tournament: who is dealt in, why a hand cannot start."""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {}
