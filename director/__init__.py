"""Director: the domain of a live poker tournament (no Qt here).

Sub-modules: ``structures`` (blind structures from YAML), ``clock`` (the tournament clock),
``engine`` (cards, hand evaluation, hands, pots, PHH), ``tournament`` (entrants, money, seating,
payouts; stored in SQLite), ``reports`` (PDF sheets) and ``cli`` (the ``director`` command).
"""

from importlib import metadata as _metadata

try:
    __version__ = _metadata.version("director")
except _metadata.PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.1.0"
