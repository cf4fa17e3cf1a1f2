"""The printed sheets: payouts, results, seating and seat cards, the structure."""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {}
