"""A table of the running tournament playing hands with the engine (no Qt).

- :mod:`~director.table.setup`: what the next hand is dealt with (:func:`read_table`,
  :class:`TableSetup`), or the :class:`Problem` that stops the deal.
- :mod:`~director.table.session`: :class:`TableSession`, which deals, plays, rules on the dealer's
  errors and records the result with the whole hand.
- :mod:`~director.table.played`: :class:`PlayedHand`, a hand as the table keeps it and as the
  tournament's log stores it.
- :mod:`~director.table.rulings`: why a dealer's error cannot be ruled on now.
"""

from director.table.played import PlayedHand
from director.table.rulings import RulingProblem, RulingRefused
from director.table.session import ShotClock, TableSession
from director.table.setup import Problem, SeatPlayer, TableSetup, read_table

__all__ = [
    "PlayedHand",
    "Problem",
    "RulingProblem",
    "RulingRefused",
    "SeatPlayer",
    "ShotClock",
    "TableSession",
    "TableSetup",
    "read_table",
]
