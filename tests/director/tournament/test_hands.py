"""The result of a hand played at a table, recorded as one action (stacks, busts, the button)."""

import pytest

from director.tournament import Place, TournamentError
from tests.helpers.tournament import register


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
