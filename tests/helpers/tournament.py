"""Helpers shared by the tournament tests: a small structure, registering several players, reopening."""

from director.structures import loads_structure
from director.tournament import Tournament

SMALL_YAML = """
name: Small
starting_stack: 1000
level_minutes: 10
levels:
  - blinds: 10-20
  - blinds: 20-40
  - break: 5
  - blinds: 50-100
  - blinds: 100-200
  - blinds: 200-400
"""
SMALL = loads_structure(SMALL_YAML)


def reopen(t, clock):
    """Close ``t`` and open its file again (a restart)."""
    t.close()
    return Tournament.open(t.path, time=clock)


def register(t, *names, **kw):
    """Register several players; returns their entry ids."""
    return [t.entrants.register(n, **kw).entry for n in names]
