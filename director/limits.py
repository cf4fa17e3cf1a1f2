"""The ceilings no festival reaches, shared by the domain, the command line and the window.

A number typed beyond them is a slip of the finger (``10^30``, a row of zeros too many), never
a tournament: it is refused with the ceiling in the message instead of becoming the prize pool,
a thousand empty tables or a level that lasts a century. Money has its own ceilings
(:data:`director.tournament.amounts.LIMITS`). This module imports nothing, so the command line
reads it without loading the tournament domain.
"""

from __future__ import annotations

#: Chips: a starting stack, a rebuy or add-on, a player's count. The WSOP Main Event puts about
#: 600 million chips in play.
MAX_CHIPS = 1_000_000_000
#: Tables in one tournament (the largest festival rooms hold a few hundred).
MAX_TABLES = 1_000
#: Minutes the clock may be given or taken at once: a day.
MAX_CLOCK_MINUTES = 24 * 60
#: Any other count typed (entries per player, places, a level, a seat): a million.
MAX_COUNT = 1_000_000
