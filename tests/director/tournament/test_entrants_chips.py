"""Chip counts: a stack above every chip in play is refused, with the total in play."""

import pytest

from director.tournament import AddonRules, Price, TournamentError
from tests.helpers.tournament import register


def test_a_count_above_the_chips_in_play_is_refused_with_the_total(make):
    t = make()  # 1,000 chips an entry
    register(t, "Ada", "Bea")
    with pytest.raises(TournamentError) as refused:
        t.entrants.set_chips({"Ada": 1500, "Bea": 20_000})
    assert refused.value.text("en") == "Bea: 20000 chips is more than the 2000 chips in play"
    assert refused.value.text("it") == "Bea: 20000 chip sono più dei 2000 chip in gioco"
    assert t.state.entries[1].chips is None  # nothing recorded, not even Ada's
    t.entrants.set_chips({"Ada": 2000})  # every chip in one stack is possible


def test_the_chips_in_play_count_add_ons(make, clock):
    t = make(addon=AddonRules(Price(1000, 0), chips=3000, level=1))
    register(t, "Ada", "Bea")
    t.clock.start()
    with pytest.raises(TournamentError, match="the 2000 chips in play"):
        t.entrants.set_chips({"Ada": 5000})
    t.money.addon("Ada")
    t.entrants.set_chips({"Ada": 5000})
    assert t.state.entries[1].chips == 5000


def test_a_revived_players_count_above_the_chips_in_play_is_refused(make):
    t = make()
    register(t, "Ada", "Bea")
    t.entrants.bust("Bea")
    with pytest.raises(TournamentError, match="Bea: 2500 chips is more than the 2000 chips in"):
        t.entrants.revive("Bea", "wrong bust", chips=2500)
    t.entrants.revive("Bea", "wrong bust", chips=900)
    assert t.state.entries[2].chips == 900
