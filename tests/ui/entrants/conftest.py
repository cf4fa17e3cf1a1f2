"""Fixtures of the Entrants tab's tests."""

import pytest

from director.tournament import AddonRules, Price, RebuyRules


@pytest.fixture
def rebuy_tournament(tournament):
    """The club tournament with rebuys (double allowed) until level 2 and the add-on at level 2,
    re-entry and a bounty of 5 euro."""
    tournament.update_settings(
        rebuy=RebuyRules(Price(2000), 10000, until_level=2, max_per_entry=3, double=True),
        addon=AddonRules(Price(1000), 5000, level=2),
        reentry=True,
        bounty_cents=500,
        late_registration_level=3,
    )
    return tournament
