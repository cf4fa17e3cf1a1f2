"""A hand recorded at a table (issue 9's entry point) and deals among the players left."""

import pytest
from tourney_helpers import register

from director.tournament import Place, TournamentError


@pytest.fixture
def table(make):
    """Five players at table 1 (seats 1-5), 1000 chips each, button at seat 1."""
    t = make(seats_per_table=9, places_paid=3, rounding_cents=1)
    t.seating.add_tables(1)
    ids = register(t, "Ada", "Bea", "Cid", "Dan", "Eva")
    for seat, e in enumerate(ids, 1):
        t.seating.seat(e, 1, seat)
    t.entrants.set_chips(dict.fromkeys(ids, 1000))
    t.seating.set_button(1, 1)
    return t


def test_a_hand_updates_stacks_busts_and_moves_the_button_in_one_undoable_action(table):
    t = table
    before = t.state
    r = t.hands.record(
        1,
        {"Ada": 2400, "Cid": 1100, "Dan": 1500},
        {"Bea": "Ada", "Eva": "Dan"},
        start_stacks={"Bea": 1000, "Eva": 400},
    )
    s = t.state
    assert [s.entries[e].chips for e in (1, 3, 4)] == [2400, 1100, 1500]
    assert s.players_left == 3
    # Same hand: Bea started with more than Eva, so she finishes higher.
    assert s.places[2] == Place(4, 4) and s.places[5] == Place(5, 5)
    assert s.bounties_won == {1: 1, 4: 1}
    # The button moved on (dead button rule) and the busted left the table.
    assert r.positions is not None
    assert s.tables[1].button == r.positions[0] != 1 or s.tables[1].button is not None
    assert set(s.tables[1].occupants) == {1, 3, 4}
    assert t.undo_label() == "Undo hand at table 1"
    t.undo()
    assert t.state.to_data() == before.to_data()


def test_a_hand_must_add_up_and_name_everybody(table):
    t = table
    with pytest.raises(TournamentError, match="add up to 5100 but the table had 5000"):
        t.hands.record(1, {"Ada": 1100, "Bea": 1000, "Cid": 1000, "Dan": 1000, "Eva": 1000})
    with pytest.raises(TournamentError, match="give the stack of Eva"):
        t.hands.record(1, {"Ada": 2000, "Bea": 1000, "Cid": 1000, "Dan": 1000})
    with pytest.raises(TournamentError, match="Eva has no chips left"):
        t.hands.record(1, {"Ada": 2000, "Bea": 1000, "Cid": 1000, "Dan": 1000, "Eva": 0})
    with pytest.raises(TournamentError, match="busted but still has 500"):
        t.hands.record(1, {"Ada": 1500, "Bea": 1000, "Cid": 1000, "Dan": 1000, "Eva": 500}, ["Eva"])
    assert t.can(
        t.hands.verify_record, 1, {"Ada": 2000, "Bea": 1000, "Cid": 1000, "Dan": 1000}, ["Eva"]
    )


def test_a_hand_can_set_the_button_and_end_the_tournament(make, clock):
    t = make(seats_per_table=9)
    t.seating.add_tables(1)
    register(t, "Ada", "Bea")
    t.seating.seat("Ada", 1, 2)
    t.seating.seat("Bea", 1, 5)
    t.entrants.set_chips({"Ada": 1000, "Bea": 1000})
    t.clock.start()
    r = t.hands.record(1, {"Ada": 2000}, ["Bea"], button_seat=2)
    assert r.finished and t.state.finished
    assert not t.clock.running
    assert t.money.results()[0].name == "Ada"


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
    from director.tournament import Price, RebuyRules

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
        lambda: t.update_settings(buy_in=Price(5000)),
    ):
        with pytest.raises(TournamentError, match="a deal has fixed the prizes"):
            action()
    t.update_settings(name="Finale")  # nothing to do with the money
    t.undo()
    t.undo()
    t.entrants.register("D")
