"""Blind structures, payout tables, ICM deals and the clock: every error, warning and name.

Keys: ``yaml.*`` (reading any hand-written YAML file), ``structures.*`` (blind structures, the
games, ``director structure``; ``structures.field|place|editor.*`` say the same in the structure
editor, at a level's row instead of a line of YAML), ``payouts.*`` (payout tables and prize
amounts), ``icm.*`` (ICM and deals) and ``clock.*``.

In the diagnostics a field called ``what`` names the value or the part of the file: a YAML key
as written (``starting_stack``, the same in both languages) or words from this catalogue. The
Italian puts it first, followed by a colon (``livello 2: ...``), so that no article or
preposition has to agree with it.
"""

from __future__ import annotations

from director.i18n.structures import (
    blinds,
    chips,
    clock,
    deals,
    design,
    editor,
    estimate,
    payouts,
    reading,
)


def _merge() -> dict[str, dict[str, str]]:
    merged: dict[str, dict[str, str]] = {}
    for part in (reading, blinds, editor, payouts, deals, clock, estimate, chips, design):
        for key, texts in part.TEXTS.items():
            if key in merged:
                raise RuntimeError(f"message key {key!r} is defined twice ({part.__name__})")
            merged[key] = texts
    return merged


#: key -> {"en": text, "it": text}, the modules of this package merged.
TEXTS: dict[str, dict[str, str]] = _merge()
