"""Director: the domain of a live poker tournament (no Qt here).

Sub-modules: ``structures`` (blind structures from YAML), ``clock`` (the tournament clock),
``engine`` (cards, hand evaluation, hands, pots, PHH), ``tournament`` (entrants, money, seating,
payouts; stored in SQLite), ``reports`` (PDF sheets) and ``cli`` (the ``director`` command).
"""

#: The version (the same as in pyproject.toml; a test keeps them equal). Written out rather than
#: read from the installed metadata, which would cost the app a sixth of its start-up time.
__version__ = "0.1.0"
