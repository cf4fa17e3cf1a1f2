"""Payout tables and prize amounts: how the prize pool is shared among the places paid.

A payout table says, for each range of entries, how many places are paid and what percentage
of the prize pool each place gets. Tables are YAML files a director writes by hand; the app
ships a few in ``structures/payouts/`` (``club.yaml`` is the default) and a tournament keeps
its own, possibly customised, copy (:meth:`PayoutTable.to_yaml`).

The YAML format
---------------
::

    name: Club
    description: About one entry in eight paid; the club's default.
    brackets:
      - up_to: 6          # 1 to 6 entries: winner takes all
        pay: [100]
      - up_to: 10         # 7 to 10 entries: two places
        pay: [65, 35]
      - up_to: 20
        pay: [50, 30, 20]
      - up_to: 200        # long rows: places or ranges of places as keys
        pay:
          1: 30
          2: 18
          3: 12.5
          4-5: 8          # places 4 and 5 get 8% each
          6-9: 4
          10-12: 2.5
      - pay:              # the last bracket has no up_to: any number of entries above
          1: 20
          2-4: 10
          5-10: 4
          11-20: 2.6

* ``name`` (required) and ``description`` (optional) are text.
* ``brackets`` is a list, from the fewest entries to the most. Each bracket has ``up_to``, the
  largest number of entries it covers (it starts just above the bracket before, the first at 1
  entry), and ``pay``, the percentage of the pool for each place, first place first. Every
  bracket but the last needs ``up_to``; the last one leaves it out to cover any number of
  entries above (if it gives one, it is still used above it, with a warning).
* ``pay`` is either a list (``[50, 30, 20]``) or, for long rows, a mapping whose keys are a
  place (``3``) or a range of places (``10-18``, each place getting the percentage), covering
  places 1, 2, 3 ... with no gap.
* A percentage is a number (``12.5``), optionally written ``12.5%``, ``12,5`` or as a fraction
  ``100/3``. Each is more than zero, no place gets more than the place above it, and each row
  adds up to exactly 100.
* A bracket may pay more places than the fewest entries it covers (e.g. 2 places from 1
  entry): with fewer entries than places, only as many places as entries are paid, and the
  percentages of the places paid are scaled up to 100.

Every problem in a file is reported at once as ``FILE:LINE:COLUMN: error: ...`` (unknown or
duplicate keys, rows not adding up to 100, increasing percentages, brackets out of order, ...),
in English or Italian (the ``payouts.*`` keys of :mod:`director.i18n.structures`).

Amounts
-------
:func:`compute_payouts` turns a prize pool (integer cents), the number of entries and a table
into one amount per place, first place first:

1. The row of the bracket for the entries is used; ``places`` overrides the number of places
   (the table's row with that many places is used, else the next longer row cut to that many
   places and scaled to 100%). No more places are paid than there are entries.
2. Each place gets its percentage of the pool rounded down to the rounding unit (e.g. 500 cents
   to pay in 5-euro notes); what is left goes back to the top places, one unit each from first
   place down, and any odd amount smaller than the unit (a pool not divisible by it) goes to
   first place. So the amounts always add up exactly to the pool and never increase by place.
3. With a minimum cash, while the last prize would be below it (or zero after rounding), one
   place fewer is paid (using the table's row for that many places). A pool too small for even
   one minimum cash goes whole to the winner.

The modules: :mod:`~director.payouts.table` (the table and its rules),
:mod:`~director.payouts.reader` (reading and checking the YAML), :mod:`~director.payouts.amounts`
(the prizes), :mod:`~director.payouts.shipped` (the tables shipped with the app) and
:mod:`~director.payouts.errors`.
"""

from __future__ import annotations

from director.payouts.amounts import Cents, compute_payouts, payout_rows, split_tied_places
from director.payouts.errors import PayoutError, PayoutTableError
from director.payouts.reader import (
    BRACKET_KEYS,
    TOP_KEYS,
    PayoutCheck,
    PayoutReader,
    check_payout_table_file,
    check_payout_table_text,
    load_payout_table,
    loads_payout_table,
)
from director.payouts.shipped import (
    default_payout_table,
    default_payout_table_path,
    shipped_payout_tables,
    shipped_payout_tables_dir,
)
from director.payouts.table import HUNDRED, PayoutBracket, PayoutTable, Percent

__all__ = [
    "BRACKET_KEYS",
    "HUNDRED",
    "TOP_KEYS",
    "Cents",
    "PayoutBracket",
    "PayoutCheck",
    "PayoutError",
    "PayoutReader",
    "PayoutTable",
    "PayoutTableError",
    "Percent",
    "check_payout_table_file",
    "check_payout_table_text",
    "compute_payouts",
    "default_payout_table",
    "default_payout_table_path",
    "load_payout_table",
    "loads_payout_table",
    "payout_rows",
    "shipped_payout_tables",
    "shipped_payout_tables_dir",
    "split_tied_places",
]
