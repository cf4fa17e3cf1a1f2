"""The Entrants tab's tests live in tests/ui/entrants/ and their helpers in tests.helpers.entrants.

This module only lets ``test_whole_evening``'s ``from test_entrants import ...`` keep working
until it imports from :mod:`tests.helpers.entrants` itself.
"""

from tests.helpers.entrants import NAMES, entrants_tab, press, register_by_typing

__all__ = ["NAMES", "entrants_tab", "press", "register_by_typing"]
