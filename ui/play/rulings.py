"""A ruling on a dealer's error in the window's words: what the dealer did, what was decided,
what happens now and the rule as written with its source (club sheet 000 §04)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from director.engine.records import DealerError, Decision, RuleSource, Ruling


def decision_text(decision: Decision) -> str:
    """What a ruling decided, in a few words, in the window's language."""
    if decision is Decision.MISDEAL:
        return QCoreApplication.translate("Ruling", "Misdeal")
    if decision is Decision.CARD_REPLACED:
        return QCoreApplication.translate("Ruling", "Card replaced")
    if decision is Decision.FLOP_REDEALT:
        return QCoreApplication.translate("Ruling", "Flop redealt")
    return QCoreApplication.translate("Ruling", "Extra card burned")


def error_text(error: DealerError) -> str:
    """What the dealer did wrong, in the window's language."""
    if error is DealerError.FIRST_CARD_EXPOSED:
        return QCoreApplication.translate("Ruling", "the first hole card dealt was exposed")
    if error is DealerError.HOLE_CARD_EXPOSED:
        return QCoreApplication.translate("Ruling", "a hole card was exposed")
    if error is DealerError.HOLE_CARDS_EXPOSED:
        return QCoreApplication.translate("Ruling", "two or more hole cards were exposed")
    if error is DealerError.FLOP_TOO_MANY_CARDS:
        return QCoreApplication.translate("Ruling", "the flop came with too many cards")
    if error is DealerError.EXTRA_CARD:
        return QCoreApplication.translate("Ruling", "an extra card was dealt to the first player")
    return QCoreApplication.translate("Ruling", "more than one extra card was dealt")


def ruling_title(ruling: Ruling) -> str:
    """``Dealer's error: the first hole card dealt was exposed`` (what is decided comes next, in
    the ruling's action text)."""
    return QCoreApplication.translate("Ruling", "Dealer's error: {0}").format(
        error_text(ruling.error)
    )


def source_text(sources: tuple[RuleSource, ...]) -> str:
    """Where a rule is written, in the window's language."""
    parts = []
    for source in sources:
        if source is RuleSource.SHEET_000_04:
            parts.append(QCoreApplication.translate("Ruling", "club rule sheet 000, §04"))
        else:
            parts.append(
                QCoreApplication.translate("Ruling", "Robert's Rules of Poker for a redealt flop")
            )
    return "; ".join(parts)


def ruling_texts(ruling: Ruling, lang: str, *, room: str | None = None) -> tuple[str, str]:
    """(what happens now, the rule as written with its source) in ``lang``.

    The engine's texts, Italian or English. For the room (``room``: the name of the first player,
    who got the extra card), an extra card that went back as the burn card is not named: it was
    dealt face down and stays unseen like any burn card.
    """
    action = ruling.action_text(lang)
    if room is not None and ruling.decision is Decision.EXTRA_CARD_BURNED:
        action = QCoreApplication.translate(
            "Ruling",
            "The extra card dealt to {0} goes back as the flop's burn card; play continues.",
        ).format(room)
    rule = QCoreApplication.translate("Ruling", "The rule ({0}): “{1}”").format(
        source_text(ruling.sources), ruling.rule_text(lang)
    )
    return action, rule
