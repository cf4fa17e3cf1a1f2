"""Numbers as the window's language writes them: 2.000 in Italian, 2,000 in English."""

from __future__ import annotations

from PySide6.QtCore import QLocale


def num(value: int) -> str:
    """A whole number with the language's thousands separator, always grouped (2.000, 15.000).

    (QLocale alone writes Italian 2000 but 15.000, which looks wrong next to each other.)
    """
    return f"{int(value):,}".replace(",", QLocale().groupSeparator())


def blinds(small: int, big: int) -> str:
    """``2.000 / 4.000``."""
    return f"{num(small)} / {num(big)}"
