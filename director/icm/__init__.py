"""ICM equities and the deal calculator for the players left in a tournament.

Two questions are answered here:

* **What is each stack worth?** :func:`icm_equities` gives every player's expected prize under the
  Independent Chip Model of Malmuth and Harville: a player wins with probability proportional to
  their chips; given who finished above them, the others take the next place in proportion to
  their chips among those left. The value is computed exactly (no simulation) for up to 20
  players, and for more players when few places are paid.
* **How do the players split the money now?** :func:`make_deal` (and the short forms
  :func:`icm_deal`, :func:`chip_chop`, :func:`custom_deal`) turns the prizes still to be paid,
  in integer cents, into a :class:`Deal`: what each player takes now, to the cent, adding up
  exactly to those prizes, optionally leaving an amount to play for that goes to the eventual
  winner.

How a deal is worked out
------------------------
1. **The prizes still to be paid** are the prizes of the places not yet decided, first place
   first (for 3 players left: the prizes for 1st, 2nd and 3rd). There may be fewer prizes than
   players (a deal on the bubble): the places without a prize are worth 0. There may not be more
   prizes than players, since nobody could win them.
2. **An amount to play for** (``play_for_cents``) is taken off the top before the split: it comes
   off first place, and if it is larger than the gap to second place, the top prizes are lowered
   together (first and second to the level of third, and so on), so the prizes split stay in
   order. The eventual winner gets it on top of their share (:meth:`Deal.final_amounts`).
3. **Players with no chips** (busted in the hand that led to the deal) take the prize of their
   place: with one such player, the last prize; with several, they tie and share the last prizes
   equally (TDA: players busted in the same hand with the same starting stack share).
4. **The split** of what is left among the players with chips:

   * ICM: each player gets their ICM equity of the prizes split.
   * Chip-chop: every player is first guaranteed the smallest prize split (what the next player
     out would get anyway); what is left above those guarantees is shared in proportion to chips::

         share_i = smallest + (total - n * smallest) * chips_i / all_chips

     capped at the largest prize split (the first prize, less any amount to play for): nobody
     can take more from a deal than they could win by playing on. Whatever a capped player
     cannot take is shared by the others, again in proportion to chips, until nobody is above
     the cap. (A pure chip-proportional split, the other common "chip chop", gives a short stack
     less than the prize they are already sure of, which is why clubs use the guaranteed
     minimum.)
5. **Rounding** to the cent, or to the tournament's rounding unit (``rounding_cents``, e.g.
   5-euro notes: the unit its prizes are rounded to), uses the largest remainder: everyone
   gets their share rounded down to the unit and the units left over go, one each, to the
   largest fractions (ties: the bigger stack, then the earlier player); cents the unit cannot
   divide go to the biggest stack. The amounts therefore add up exactly to the prizes still to
   be paid, and a bigger stack never gets less than a smaller one.

Speed: the exact ICM runs a dynamic programme over subsets of players (``n * 2**n`` steps,
vectorised over Python lists), not over the ``n!`` finishing orders: 20 players with 20 prizes
take well under two seconds in pure Python (see ``bench/icm.py``). When fewer places are paid it
walks only the subsets that can still finish in the money, which is much faster and allows more
than 20 players.

The modules: :mod:`~director.icm.harville` (the exact ICM), :mod:`~director.icm.deals` (the
deals), :mod:`~director.icm.inputs` (checking stacks and prizes) and :mod:`~director.icm.errors`.
Every error and the words of :meth:`Deal.explain` are catalogue keys (``icm.*``).
"""

from __future__ import annotations

from director.icm.deals import (
    Deal,
    DealMethod,
    Money,
    can_deal,
    chip_chop,
    custom_deal,
    icm_deal,
    make_deal,
    remove_from_top,
    verify_deal,
)
from director.icm.errors import IcmError
from director.icm.harville import MAX_EXACT_PLAYERS, icm_equities, icm_work

__all__ = [
    "MAX_EXACT_PLAYERS",
    "Deal",
    "DealMethod",
    "IcmError",
    "Money",
    "can_deal",
    "chip_chop",
    "custom_deal",
    "icm_deal",
    "icm_equities",
    "icm_work",
    "make_deal",
    "remove_from_top",
    "verify_deal",
]
