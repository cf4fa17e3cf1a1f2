"""Money in: buy-in + fee, percentage fees, rebuys, add-ons, bounties, guarantee and overlay."""

import pytest

from director.tournament import AddonRules, Price, RebuyRules, TournamentError
from tests.helpers.tournament import register


def test_buy_in_goes_to_the_pool_and_the_fee_is_on_top(make):
    t = make(buy_in=Price(2000, 500))
    register(t, *"ABCDEFGHIJ")
    m = t.money.summary()
    assert m.entries == 10
    assert m.buy_ins_cents == 20_000
    assert m.fees_cents == 5_000
    assert m.collected_cents == 25_000
    assert m.prize_pool_cents == 20_000
    assert sum(t.money.payouts()) == 20_000


def test_a_percentage_fee_comes_out_of_the_pool(make):
    t = make(buy_in=Price(2000, 0), fee_percent_bp=1000)
    register(t, *"ABCDEFGHIJ")
    m = t.money.summary()
    assert m.collected_cents == 20_000
    assert m.fees_cents == 2_000
    assert m.prize_pool_cents == 18_000


def test_a_guarantee_is_topped_up_with_an_overlay(make):
    t = make(buy_in=Price(2000, 500), guarantee_cents=50_000)
    register(t, *"ABCDEFGHIJ")
    m = t.money.summary()
    assert m.pool_collected_cents == 20_000
    assert m.overlay_cents == 30_000
    assert m.prize_pool_cents == 50_000
    assert sum(t.money.payouts()) == 50_000
    register(t, *[f"P{i}" for i in range(20)])
    assert t.money.summary().overlay_cents == 0
    assert t.money.summary().prize_pool_cents == 60_000


def test_bounties_are_set_aside_and_paid_to_the_eliminator(make):
    t = make(buy_in=Price(2000, 500), bounty_cents=500)
    register(t, "A", "B", "C")
    m = t.money.summary()
    assert m.bounties_cents == 1500 and m.collected_cents == 3 * 3000
    assert m.prize_pool_cents == 6000
    t.entrants.bust("A", by="B")
    assert t.money.bounties() == {2: 500}
    assert t.money.results()[0].bounty_cents == 0 and t.money.results()[0].name == "A"


REBUYS = RebuyRules(price=Price(1000, 100), chips=1000, until_level=2, max_per_entry=3)


def test_rebuys_during_their_period_add_to_pool_and_chips(make, clock):
    t = make(rebuy=REBUYS)
    register(t, "A", "B")
    t.entrants.set_chips({"A": 300})
    t.money.rebuy("A")
    assert t.state.entries[1].chips == 1300
    assert t.state.entries[1].rebuys == 1
    m = t.money.summary()
    assert m.rebuys == 1 and m.rebuys_cents == 1000 and m.fees_cents == 2 * 500 + 100
    assert t.state.chips_in_play == 3000
    t.clock.start()
    clock.advance(22 * 60)  # the break after level 2: still allowed
    t.money.rebuy("B")
    clock.advance(5 * 60)  # level 3
    with pytest.raises(TournamentError, match="rebuy period ended with level 2"):
        t.money.rebuy("A")
    t.money.rebuy("A", force=True)
    assert t.state.rebuy_count == 3


def test_rebuy_limits_threshold_and_double(make):
    t = make(rebuy=RebuyRules(Price(1000), 1000, until_level=5, max_per_entry=2, max_stack=1000))
    register(t, "A", "B")
    t.entrants.set_chips({"A": 1500})
    with pytest.raises(TournamentError, match="has 1500 chips; rebuys are only allowed at 1000"):
        t.money.rebuy("A")
    t.money.rebuy("A", stack=900)
    with pytest.raises(TournamentError, match="double rebuys are not allowed"):
        t.money.rebuy("B", double=True)
    t.update_settings(
        rebuy=RebuyRules(Price(1000), 1000, until_level=5, max_per_entry=2, double=True)
    )
    t.money.rebuy("B", double=True)
    assert t.state.entries[2].rebuys == 2
    assert t.undo_label() == "Undo double rebuy of B"
    with pytest.raises(TournamentError, match="has had 2 rebuys"):
        t.money.rebuy("B")
    with pytest.raises(TournamentError, match="has no rebuys"):
        make(file="other.director").money.rebuy(1)


def test_add_ons_during_their_level_and_break(make, clock):
    t = make(addon=AddonRules(Price(1000, 0), chips=2000, level=2))
    register(t, "A", "B")
    with pytest.raises(TournamentError, match="during level 2 and the break after it"):
        t.money.addon("A")
    t.clock.start()
    clock.advance(21 * 60)  # the break after level 2
    t.money.addon("A")
    with pytest.raises(TournamentError, match="already had 1 add-on"):
        t.money.addon("A")
    assert t.money.summary().addons_cents == 1000
    assert t.state.chips_in_play == 2 * 1000 + 2000


def test_chips_in_play_are_what_was_bought(make):
    t = make(starting_chips=5000, rebuy=REBUYS, addon=AddonRules(Price(500), 3000, level=1))
    register(t, "A", "B", "C")
    t.money.rebuy("A")
    t.money.addon("B")
    t.money.addon("C")
    st = t.stats()
    assert st.chips_in_play == 3 * 5000 + 1000 + 2 * 3000
    assert st.average_stack == st.chips_in_play // 3
    assert st.average_in_big_blinds == pytest.approx(st.chips_in_play / 3 / 20)
    t.entrants.set_chips({"A": 6000, "B": 8000, "C": 8000})
    st = t.stats()
    assert st.chip_leader == 2 and st.chip_leader_chips == 8000  # ties: the earlier entry
    assert st.chip_leader_in_big_blinds == 400
    assert st.all_counted and st.count_difference == 0


def test_the_pool_a_number_of_entries_would_make_previews_what_they_will_make(make):
    """The wizard's preview and the real tournament agree: fee share, guarantee, overlay."""
    from director.tournament.amounts import parse_price
    from director.tournament.prizes import expected_money

    t = make(buy_in=parse_price("20+5"), fee_percent_bp=1000, guarantee_cents=50_000)
    preview = expected_money(t.settings, 7)
    register(t, *"ABCDEFG")
    assert preview == t.money.summary()
    assert preview.prize_pool_cents == 50_000  # 7 x 20 less 10% is 126: the guarantee pays
    assert expected_money(t.settings, 40).prize_pool_cents == 72_000  # 800 less 10%


def test_no_more_places_are_paid_than_there_are_people(make):
    # Places are per person (a re-entered player finishes once), so a pool made by re-entries
    # is shared among the places that people can actually reach.
    t = make(reentry=True, late_registration_level=3, places_paid=5)
    register(t, "Anna", "Bea", "Carlo")
    for _ in range(3):
        t.entrants.bust("Carlo", by="Anna")
        t.entrants.reenter("Carlo", seat=False)
    assert t.money.summary().entries == 6
    payouts = t.money.payouts()
    assert len(payouts) == 3
    assert sum(payouts) == t.money.summary().prize_pool_cents
