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


def ante_text(level) -> str:
    """``Ante 25   BB ante 400   Bring-in 10``: the forced bets of a level besides the blinds."""
    from PySide6.QtCore import QCoreApplication

    translate = QCoreApplication.translate
    parts = []
    if level.ante:
        parts.append(translate("Level", "Ante {0}").format(num(level.ante)))
    if level.bb_ante:
        parts.append(translate("Level", "BB ante {0}").format(num(level.bb_ante)))
    if level.bring_in:
        parts.append(translate("Level", "Bring-in {0}").format(num(level.bring_in)))
    return "   ".join(parts)


def minutes_text(minutes: float, lang: str = "en") -> str:
    """Minutes as the director writes them: ``7.5`` in English, ``7,5`` in Italian."""
    written = f"{minutes:g}"
    return written.replace(".", ",") if lang == "it" else written
