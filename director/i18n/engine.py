"""The poker engine: cards, hand names, illegal actions, hand histories, the dealer's errors ruled."""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {}
