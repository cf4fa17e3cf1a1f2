"""A price changed after entries were taken never rewrites what was collected.

Every entry, rebuy and add-on keeps the price and chips it was taken at; the director says
whether a new price corrects the past (one record, one undo) or applies from now on.
"""

import json
import sqlite3

import pytest

from director.tournament import (
    AddonRules,
    Price,
    PriceChange,
    RebuyRules,
    Tournament,
    TournamentError,
)
from tests.helpers.tournament import register, reopen


def four_at_twenty(make, **settings):
    t = make(buy_in=Price(2000, 0), **settings)
    register(t, "Ada", "Bea", "Cid", "Dan")
    return t


def test_a_new_buy_in_without_a_choice_is_refused_and_changes_nothing(make):
    t = four_at_twenty(make)
    with pytest.raises(TournamentError) as refused:
        t.update_settings(buy_in=Price(5000, 1000))
    assert refused.value.text("en") == (
        "4 entries were taken at the old prices; say whether the new prices correct the past"
        " or apply from now on"
    )
    assert "correggono il passato o valgono da ora in poi" in refused.value.text("it")
    assert t.settings.buy_in == Price(2000, 0)
    assert t.money.summary().prize_pool_cents == 8000
    assert not t.can(t.verify_update_settings, buy_in=Price(5000, 1000))


def test_a_new_buy_in_from_now_on_keeps_what_was_collected(make, clock):
    t = four_at_twenty(make)
    t.update_settings(prices=PriceChange.FROM_NOW, buy_in=Price(5000, 1000))
    m = t.money.summary()
    assert (m.prize_pool_cents, m.fees_cents, m.collected_cents) == (8000, 0, 8000)
    t.entrants.register("Eva")
    m = t.money.summary()
    assert (m.buy_ins_cents, m.fees_cents, m.collected_cents) == (13_000, 1000, 14_000)
    assert m.prize_pool_cents == 13_000
    t = reopen(t, clock)
    assert t.money.summary().prize_pool_cents == 13_000
    changed = [r for r in t.history() if r.KIND == "settings"]
    assert [r.correct_past for r in changed] == [False]


def test_correcting_the_past_reprices_everything_in_one_record_that_one_undo_takes_back(make):
    t = four_at_twenty(make)
    record = t.update_settings(prices=PriceChange.CORRECT_PAST, buy_in=Price(5000, 1000))
    assert record.correct_past is True
    m = t.money.summary()
    assert (m.prize_pool_cents, m.fees_cents) == (20_000, 4000)
    assert t.undo_label() == "Undo correction of the prices already collected"
    assert t.undo_label("it") == "Annulla correzione dei prezzi già incassati"
    t.undo()
    assert t.money.summary().prize_pool_cents == 8000
    assert t.settings.buy_in == Price(2000, 0)
    t.redo()
    assert t.money.summary().prize_pool_cents == 20_000


def test_removing_rebuys_after_one_was_taken_keeps_its_money_and_its_chips(make):
    t = make(
        buy_in=Price(2000, 0),
        late_registration_level=4,
        rebuy=RebuyRules(Price(1000, 0), chips=1000, until_level=4),
    )
    register(t, "Ada", "Bea")
    t.money.rebuy("Ada")
    assert t.money.summary().prize_pool_cents == 5000
    t.update_settings(rebuy=None)  # nothing is priced otherwise: no choice to make
    m = t.money.summary()
    assert (m.rebuys, m.rebuys_cents, m.prize_pool_cents) == (1, 1000, 5000)
    assert t.state.chips_in_play == 3000


def test_a_new_rebuy_price_needs_a_choice_only_once_a_rebuy_was_taken(make):
    rules = RebuyRules(Price(1000, 0), chips=1000, until_level=4)
    t = make(buy_in=Price(2000, 0), rebuy=rules)
    register(t, "Ada", "Bea")
    dearer = RebuyRules(Price(1500, 0), chips=1500, until_level=4)
    t.update_settings(rebuy=dearer)  # entries taken, but no rebuy yet
    t.money.rebuy("Ada")
    with pytest.raises(TournamentError, match="1 entries were taken at the old prices"):
        t.update_settings(rebuy=rules)
    t.update_settings(prices=PriceChange.CORRECT_PAST, rebuy=rules)
    assert t.money.summary().rebuys_cents == 1000
    assert t.state.chips_in_play == 3000


def test_starting_chips_from_now_on_leave_the_chips_in_play_of_earlier_entries(make):
    t = four_at_twenty(make, starting_chips=10_000)
    t.update_settings(prices="from_now", starting_chips=20_000)
    t.entrants.register("Eva")
    assert t.state.chips_in_play == 4 * 10_000 + 20_000
    t.update_settings(prices="correct_past", starting_chips=15_000)
    assert t.state.chips_in_play == 5 * 15_000


def test_add_ons_and_bounties_keep_their_price(make, clock):
    t = make(
        buy_in=Price(2000, 0),
        bounty_cents=500,
        late_registration_level=4,
        addon=AddonRules(Price(1000, 0), chips=2000, level=1),
    )
    register(t, "Ada", "Bea", "Cid")
    t.clock.start()
    t.money.addon("Ada")
    t.update_settings(
        prices=PriceChange.FROM_NOW,
        bounty_cents=1000,
        addon=AddonRules(Price(3000, 0), chips=4000, level=1),
    )
    t.money.addon("Bea")
    t.entrants.register("Dan")
    m = t.money.summary()
    assert (m.addons_cents, m.bounties_cents) == (4000, 3 * 500 + 1000)
    assert t.state.chips_in_play == 4 * 1000 + 2000 + 4000
    t.entrants.bust("Cid", by="Ada")  # Cid paid a bounty of 5
    t.entrants.bust("Dan", by="Ada")  # Dan paid 10
    assert t.money.bounties() == {1: 1500}


def test_a_share_of_the_pool_is_taken_at_each_entrys_rate(make):
    t = make(buy_in=Price(1005, 0), fee_percent_bp=1000)
    register(t, "Ada", "Bea", "Cid")
    # One rate all along: the share of the sum, rounded once, as it always was.
    assert t.money.summary().prize_pool_cents == 3015 - 302
    t.update_settings(prices=PriceChange.FROM_NOW, fee_percent_bp=0)
    t.entrants.register("Dan")
    assert t.money.summary().prize_pool_cents == 3015 - 302 + 1005


def test_nothing_taken_yet_needs_no_choice(make):
    t = make(buy_in=Price(2000, 0))
    t.update_settings(buy_in=Price(5000, 1000), starting_chips=20_000)
    register(t, "Ada")
    assert t.money.summary().prize_pool_cents == 5000
    t.update_settings(name="Venerdì")  # not a price: no choice either


def test_a_withdrawn_entry_is_refunded_at_the_price_it_paid(make):
    t = four_at_twenty(make)
    t.update_settings(prices=PriceChange.FROM_NOW, buy_in=Price(5000, 0))
    t.entrants.withdraw("Dan")
    assert t.money.summary().prize_pool_cents == 6000


def test_an_old_file_replays_each_record_at_the_price_of_its_time(make, clock):
    """A file written before prices were kept: its settings records say no choice."""
    t = four_at_twenty(make)
    t.update_settings(prices=PriceChange.FROM_NOW, buy_in=Price(5000, 1000))
    t.entrants.register("Eva")
    path = t.path
    t.close()
    with sqlite3.connect(path) as db:
        for seq, data in db.execute("SELECT seq, data FROM events WHERE kind = 'settings'"):
            fields = json.loads(data)
            del fields["correct_past"]
            db.execute("UPDATE events SET data = ? WHERE seq = ?", (json.dumps(fields), seq))
    db.close()
    t = Tournament.open(path, time=clock)
    try:
        m = t.money.summary()
        assert (m.prize_pool_cents, m.fees_cents, m.entries) == (4 * 2000 + 5000, 1000, 5)
    finally:
        t.close()
