"""The prize pool follows the rebuys."""

from __future__ import annotations

from director.tournament import Price, RebuyRules
from tests.helpers.payouts import euros, register, shown_places


def test_a_rebuy_changes_the_pool_and_the_amounts(tab, tournament):
    tournament.update_settings(rebuy=RebuyRules(price=Price(2000), chips=10000, until_level=6))
    register(tournament, 30)
    before = [r[2] for r in shown_places(tab)]
    assert tab.pool.labels["rebuys"].text() == "0 × €20 = €0"
    tournament.money.rebuy("Player 03")
    assert tab.pool.labels["rebuys"].text() == "1 × €20 = €20"
    assert tab.pool.labels["pool"].text() == "€620"
    after = [r[2] for r in shown_places(tab)]
    assert after != before
    assert after == [euros(a) for a in tournament.money.payouts()]
    assert sum(tournament.money.payouts()) == 62000


def test_a_price_changed_from_now_on_shows_what_was_collected(tab, tournament):
    from director.tournament import PriceChange

    tournament.update_settings(rebuy=RebuyRules(price=Price(1000), chips=10000, until_level=6))
    register(tournament, 4)  # at 20+5
    tournament.money.rebuy("Player 01")
    tournament.update_settings(PriceChange.FROM_NOW, buy_in=Price(5000, 1000), rebuy=None)
    tournament.entrants.register("Player 05")
    assert tab.pool.labels["entries"].text() == "5 taken at different prices = €130"
    assert tab.pool.labels["rebuys"].text() == "1 taken at different prices = €10"
    assert tab.pool.labels["pool"].text() == "€140"
