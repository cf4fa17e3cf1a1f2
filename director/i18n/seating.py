"""Seating: the draw, balancing, breaking tables, the final table, hand-for-hand (TDA)."""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {}
