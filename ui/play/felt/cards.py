"""A playing card painted by hand, in a four-colour deck (it reads best from a distance)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPen

from director.engine.cards import Card
from ui.play.felt.look import font

#: Suit colours of a four-colour deck: clubs, diamonds, hearts, spades.
SUIT_COLOURS = ("#0f7a33", "#1d5fd1", "#d4141c", "#101010")  # each at least 4.5:1 on white
SUIT_SYMBOLS = ("♣", "♦", "♥", "♠")
RANK_TEXT = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


def card_text(card: Card) -> str:
    """A card as the felt shows it: ``A♥``, ``10♣``."""
    return RANK_TEXT[card.rank] + SUIT_SYMBOLS[card.suit]


def paint_card(
    p: QPainter,
    rect: QRectF,
    card: Card | None,
    face_up: bool,
    dim: bool = False,
    shade: bool = False,
) -> None:
    """A playing card in ``rect``: rank and suit in the corner and a big suit, or its back."""
    radius = rect.width() * 0.09
    p.save()
    if dim:
        p.setOpacity(0.35)
    shadow = QRectF(rect).translated(rect.width() * 0.03, rect.width() * 0.04)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 70))
    p.drawRoundedRect(shadow, radius, radius)
    if card is None or not face_up:
        _paint_back(p, rect, radius)
    else:
        _paint_face(p, rect, radius, card, shade)
    p.restore()


def _paint_back(p: QPainter, rect: QRectF, radius: float) -> None:
    """The back of a card: a red panel with light diagonal lines."""
    p.setBrush(QColor("#f7f7f7"))
    p.setPen(QPen(QColor("#9aa0a6"), max(1.0, rect.width() * 0.02)))
    p.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(
        rect.width() * 0.1, rect.width() * 0.1, -rect.width() * 0.1, -rect.width() * 0.1
    )
    gradient = QLinearGradient(inner.topLeft(), inner.bottomRight())
    gradient.setColorAt(0, QColor("#b3202a"))
    gradient.setColorAt(1, QColor("#7a1018"))
    p.setBrush(QBrush(gradient))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    p.setPen(QPen(QColor(255, 255, 255, 60), max(1.0, rect.width() * 0.015)))
    step = inner.width() / 5
    p.setClipRect(inner)
    x = inner.left() - inner.height()
    while x < inner.right():
        p.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
        x += step


def _paint_face(p: QPainter, rect: QRectF, radius: float, card: Card, shade: bool) -> None:
    """The face of a card (``shade``: tinted, a card down for the table on the dealer's view)."""
    p.setBrush(QColor("#d9e2ef" if shade else "#ffffff"))
    p.setPen(QPen(QColor("#8d949b"), max(1.0, rect.width() * 0.02)))
    p.drawRoundedRect(rect, radius, radius)
    colour = QColor(SUIT_COLOURS[card.suit])
    p.setPen(colour)
    rank = RANK_TEXT[card.rank]
    w, h = rect.width(), rect.height()
    rank_font = font(h * (0.34 if len(rank) == 1 else 0.28), bold=True)
    if len(rank) > 1:
        rank_font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 82)
    p.setFont(rank_font)
    corner = QRectF(rect.left() + w * 0.06, rect.top() + h * 0.03, w * 0.88, h * 0.4)
    p.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, rank)
    p.setFont(font(h * 0.2))  # the corner index: readable when the next card covers the rest
    index = QRectF(rect.left() + w * 0.08, rect.top() + h * 0.36, w * 0.5, h * 0.24)
    p.drawText(
        index, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, SUIT_SYMBOLS[card.suit]
    )
    p.setFont(font(h * 0.5))
    big = QRectF(rect.left(), rect.top() + h * 0.38, w * 0.94, h * 0.6)
    p.drawText(
        big, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, SUIT_SYMBOLS[card.suit]
    )
