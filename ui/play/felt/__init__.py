"""The table felt: seats around an oval, cards, bets, the board and the pots, painted by hand.

:class:`FeltView` paints a :class:`FeltScene` (plain data made by the table window from its
session), so the same widget is the dealer's view (every hole card face up) and the projected view
(dark, large, hole cards face down until they are turned up). Everything is laid out from the
widget's size, so the wall view scales to any screen.

- :mod:`~ui.play.felt.scene`: what a view shows (:class:`FeltScene`, :class:`SeatScene`,
  :class:`Banner`).
- :mod:`~ui.play.felt.view`: the widget (the table, the board and pots, the shot clock).
- :mod:`~ui.play.felt.layout`: where each seat's box, cards, bet, blinds and dealer button go,
  laid out so that nothing covers anything else, and the size of the wall's chances.
- :mod:`~ui.play.felt.seat`: a seat's box, cards, marks and bet, painted where the layout says.
- :mod:`~ui.play.felt.cards`: a card, in a four-colour deck (spades black, hearts red, diamonds
  blue, clubs green), which reads best from a distance.
- :mod:`~ui.play.felt.banner`: the ruling across the foot of the felt.
- :mod:`~ui.play.felt.look`: the colours (the dealer's laptop, the wall) and the fonts.
"""

from ui.play.felt.cards import RANK_TEXT, SUIT_COLOURS, SUIT_SYMBOLS, card_text, paint_card
from ui.play.felt.scene import Banner, FeltScene, SeatScene
from ui.play.felt.view import FeltView

__all__ = [
    "RANK_TEXT",
    "SUIT_COLOURS",
    "SUIT_SYMBOLS",
    "Banner",
    "FeltScene",
    "FeltView",
    "SeatScene",
    "card_text",
    "paint_card",
]
