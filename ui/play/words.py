"""What the table window says in several places: the stakes, a pot's name, a player's place,
a hand's name, cards, in the window's language.

Cards are written for people as the felt paints them, rank and suit symbol (``3♠ Q♣``), in both
languages and in every text of the window; the engine's letters (``3sQc``) stay in the files
(PHH, the tournament's log).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QLocale, QObject

from director.engine.cards import Card
from director.engine.evaluator import describe
from director.i18n import ordinal
from director.structures import Game, Level
from ui.common.fmt import num
from ui.document import Document
from ui.play.felt import card_text


class TableWords(QObject):
    """The words shared by the table window's panel and its felt.

    Args:
        document: The open tournament (its language, the places of the players who are out).
        parent: The table window.
    """

    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document

    @property
    def lang(self) -> str:
        """The window's language."""
        return self.document.lang

    def stakes(self, level: Level | None) -> str:
        """``Level 3 · No-limit Hold'em · Blinds 100/200 · Ante 25`` ("" without a level)."""
        if level is None:
            return ""
        parts = [self.tr("Level {0}").format(level.number), level.game.text(self.lang)]
        if level.game is Game.STUD:
            if level.ante:
                parts.append(self.tr("Ante {0}").format(num(level.ante)))
            parts.append(self.tr("Bring-in {0}").format(num(level.bring_in)))
            parts.append(self.tr("Bets {0}/{1}").format(num(level.small_bet), num(level.big_bet)))
            return " · ".join(parts)
        parts.append(self.tr("Blinds {0}/{1}").format(num(level.small_blind), num(level.big_blind)))
        if level.bb_ante:
            parts.append(self.tr("Big blind ante {0}").format(num(level.bb_ante)))
        elif level.ante:
            parts.append(self.tr("Ante {0}").format(num(level.ante)))
        return " · ".join(parts)

    def pot(self, index: int) -> str:
        """``Main pot`` (index 0) or ``Side pot 2``."""
        return self.tr("Main pot") if index == 0 else self.tr("Side pot {0}").format(index)

    def hand(self, strength: int) -> str:
        """A hand's name: ``pair of kings``."""
        return describe(strength, self.lang)

    def place(self, entry: int) -> str | None:
        """The place an entry that is out finished in (``3rd``, ``5th to 6th``), else None."""
        state = self.document.state
        place = state.places.get(entry)
        if place is None or state.entries[entry].playing:
            return None
        if place.tied:
            return self.tr("{0} to {1}").format(
                ordinal(place.best, self.lang), ordinal(place.worst, self.lang)
            )
        return ordinal(place.best, self.lang)

    def out(self, entry: int) -> str:
        """``Out: 4th`` for a player who busted (``Out`` while his place is not known)."""
        where = self.place(entry)
        return self.tr("Out") if where is None else self.tr("Out: {0}").format(where)


def cards_text(cards: Iterable[Card]) -> str:
    """Cards as the felt shows them, one after the other: ``A♠ K♦``, ``10♣ 10♥``."""
    return " ".join(card_text(card) for card in cards)


def percent(value: float) -> str:
    """A chance as a percentage with one decimal, in the window's locale: ``54.8``."""
    return QLocale().toString(100 * value, "f", 1)
