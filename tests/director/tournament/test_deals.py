"""Deals among the players left: ICM, an amount left to play for, agreed amounts, money frozen."""

import pytest

from director.tournament import TournamentError
from tests.helpers.tournament import register


def test_an_icm_deal_fixes_the_prizes(make):
    t = make(places_paid=3, rounding_cents=100)
    register(t, *"ABCDEF")
    t.entrants.bust("F")
    t.entrants.bust("E")
    t.entrants.bust("D")
    pays = t.money.payouts()
    assert len(pays) == 3
    with pytest.raises(TournamentError, match="enter the chip count of A"):
        t.deals.propose()
    t.entrants.set_chips({"A": 3000, "B": 2000, "C": 1000})
    p = t.deals.propose("icm")
    assert sum(p.amounts.values()) == sum(pays)
    assert p.amounts[1] > p.amounts[2] > p.amounts[3]
    t.deals.record(p)
    assert t.undo_label() == "Undo deal among 3 players"
    with pytest.raises(TournamentError, match="already recorded"):
        t.deals.record(p)
    t.entrants.bust("C")
    t.entrants.bust("B")
    prizes = t.money.prizes()
    assert prizes == {1: p.amounts[1], 2: p.amounts[2], 3: p.amounts[3]}
    assert sum(prizes.values()) == t.money.summary().prize_pool_cents


def test_a_deal_leaving_an_amount_to_play_for(make):
    t = make(places_paid=2, rounding_cents=1)
    register(t, *"ABC")
    t.clock.start()  # registration closes: the last bust ends the tournament
    t.entrants.bust("C")
    t.entrants.set_chips({"A": 2000, "B": 1000})
    p = t.deals.propose("chip-chop", play_for_cents=1000)
    total = sum(t.money.payouts()[:2])
    assert sum(p.amounts.values()) == total - 1000
    t.deals.record(p)
    t.entrants.bust("A", by="B")
    assert t.state.finished
    prizes = t.money.prizes()
    assert prizes[2] == p.amounts[2] + 1000  # the winner takes what was left to play for
    assert prizes[1] == p.amounts[1]
    assert sum(prizes.values()) == t.money.summary().prize_pool_cents


def test_custom_deal_amounts_must_add_up(make):
    t = make(places_paid=2, rounding_cents=1)
    register(t, *"ABC")
    t.entrants.bust("C")
    left = sum(t.money.payouts()[:2])
    with pytest.raises(TournamentError, match="the amounts must add up exactly"):
        t.deals.record({"A": left // 2, "B": left // 2 - 1})
    with pytest.raises(TournamentError, match="every player left"):
        t.deals.record({"A": left})
    t.deals.record({"A": left // 2, "B": left - left // 2})
    assert t.state.deal.method == "custom"


def test_a_deal_freezes_the_money(make):
    from director.tournament import Price, PriceChange, RebuyRules

    t = make(
        places_paid=2,
        rounding_cents=1,
        late_registration_level=9,
        rebuy=RebuyRules(Price(1000), 1000, until_level=9),
    )
    register(t, *"ABC")
    t.entrants.bust("C")
    t.entrants.set_chips({"A": 2000, "B": 1000})
    t.deals.record(t.deals.propose())
    for action in (
        lambda: t.entrants.register("D"),
        lambda: t.entrants.withdraw("A"),
        lambda: t.money.rebuy("A"),
        lambda: t.entrants.revive("C", "wrong bust"),
        lambda: t.update_settings(prices=PriceChange.CORRECT_PAST, buy_in=Price(5000)),
    ):
        with pytest.raises(TournamentError, match="a deal has fixed the prizes"):
            action()
    t.update_settings(name="Finale")  # nothing to do with the money
    t.undo()
    t.undo()
    t.entrants.register("D")


def test_a_deal_on_stacks_above_the_chips_in_play_is_refused_with_the_total(make):
    t = make(places_paid=2, rounding_cents=1)  # 1,000 chips an entry
    register(t, *"ABC")
    t.entrants.bust("C")
    t.entrants.set_chips({"A": 2500, "B": 1000})  # each below the 3,000 in play, not both
    refused = "the counted stacks add up to 3500 chips, more than the 3000 in play; count them"
    with pytest.raises(TournamentError, match=refused):
        t.deals.propose()
    with pytest.raises(TournamentError, match=refused):
        t.deals.record({"A": 3000, "B": 2000})
    assert t.state.deal is None
    t.entrants.set_chips({"A": 2000})
    assert sum(t.deals.propose().amounts.values()) == sum(t.money.payouts())


def test_a_proposed_deal_is_rounded_like_the_prizes(make):
    t = make(places_paid=3, rounding_cents=500)
    register(t, *"ABCDEFG")
    for name in "GFED":
        t.entrants.bust(name)
    t.entrants.set_chips({"A": 3100, "B": 2300, "C": 1600})
    left = sum(t.money.payouts()[:3])
    for method in ("icm", "chip-chop"):
        p = t.deals.propose(method)
        assert sum(p.amounts.values()) == left
        assert [a % 500 for a in p.amounts.values()][1:] == [0, 0]
        assert p.deal.shares_cents != tuple(float(a) for a in p.deal.amounts_cents)
