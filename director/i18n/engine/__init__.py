"""The poker engine: cards, hand names, illegal actions, hand histories, the dealer's errors ruled.

Every key starts with ``engine.``; the texts live in one module per concept: ``cards`` (ranks,
suits, cards and hands in words), ``betting`` (what a player may do and why an action is
refused), ``rulings`` (the dealer's errors), ``histories`` (PHH files and saved hands) and
``pots`` (pots, equity, the floor tool).
"""

from __future__ import annotations

from director.i18n.engine import betting, cards, histories, pots, rulings


def _merge() -> dict[str, dict[str, str]]:
    merged: dict[str, dict[str, str]] = {}
    for part in (cards, betting, rulings, histories, pots):
        for key, texts in part.TEXTS.items():
            if key in merged:
                raise RuntimeError(f"message key {key!r} is defined twice ({part.__name__})")
            merged[key] = texts
    return merged


#: key -> {"en": text, "it": text}, the modules of this package merged.
TEXTS: dict[str, dict[str, str]] = _merge()
