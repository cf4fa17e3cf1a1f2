"""The figures of the projector and ``show``: the chip leader during play and after the end."""

from director.tournament.stats import stats
from tests.helpers.tournament import register


def test_the_chip_leader_comes_from_the_latest_counts(make):
    t = make()
    register(t, "Ada", "Bea", "Cid")
    t.entrants.set_chips({"Ada": 1500, "Bea": 1000})
    assert (stats(t.state).chip_leader, stats(t.state).chip_leader_chips) == (1, 1500)
    t.entrants.set_chips({"Ada": 500, "Bea": 2000})  # a later count replaces the earlier one
    st = stats(t.state)
    assert (st.chip_leader, st.chip_leader_chips, st.counted) == (2, 2000, 2)


def test_after_the_end_the_winner_leads_with_every_chip(make):
    t = make()
    register(t, "Ada", "Bea", "Cid")
    t.entrants.set_chips({"Ada": 1200, "Bea": 1000, "Cid": 800})
    t.entrants.bust("Cid", by="Bea")
    t.close_registration()
    t.entrants.bust("Ada", by="Bea")
    assert t.state.finished
    st = stats(t.state)
    # Bea's last count said 1,000; she now holds all 3,000 chips in play.
    assert (st.chip_leader, st.chip_leader_chips) == (2, 3000)
    assert st.chip_leader_chips == st.chips_in_play and st.count_difference == 0
