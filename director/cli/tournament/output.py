"""How the tournament commands print: catalogue lines, numbers, JSON.

Italian output writes numbers the Italian way (``12.500`` chips, ``12,5%``); English output is
as it always was. Nothing here loads the tournament domain (see :mod:`.outcomes` for what
needs it), so ``director icm`` does not pay for it.
"""

from __future__ import annotations

import json
from typing import Any

from director.i18n import Lang, message

#: Swaps the English separators for the Italian ones: 1,234.5 -> 1.234,5.
_ITALIAN_SEPARATORS = str.maketrans(",.", ".,")


def say(key: str, lang: Lang, /, **fields: Any) -> None:
    """Print the catalogue text ``key`` in ``lang``."""
    print(message(key, lang, **fields))


def print_json(data: Any) -> None:
    """Print ``data`` as the documented JSON (never translated)."""
    print(json.dumps(data, ensure_ascii=False, indent=2))


def number(value: float, lang: Lang, spec: str = ",") -> str:
    """``value`` formatted with ``spec``, with the separators of ``lang``.

    ``number(12500, "it")`` is ``12.500``; ``number(12.5, "it", "5.1f")`` is `` 12,5``.
    """
    text = format(value, spec)
    return text.translate(_ITALIAN_SEPARATORS) if lang == "it" else text
