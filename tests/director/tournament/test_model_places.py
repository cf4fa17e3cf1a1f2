"""Places are per person: a player who re-entered finishes once, in their last entry's place."""

from director.tournament import EntryStatus
from tests.helpers.tournament import register, reopen


def _night(make):
    """Five people, six entries: Ada busts, re-enters and busts again; Bea wins."""
    t = make(reentry=True, late_registration_level=2, bounty_cents=500, places_paid=3)
    register(t, "Ada", "Bea", "Cid", "Dan", "Eva")
    t.entrants.bust("Ada", by="Bea")
    t.entrants.reenter("Ada")
    t.entrants.bust("Cid", by="Ada")
    t.entrants.bust("Eva", by="Ada")
    t.entrants.bust("Ada #2", by="Dan")
    t.close_registration()
    t.entrants.bust("Dan", by="Bea")
    return t


def test_a_player_who_re_entered_finishes_once_in_the_last_entrys_place(make):
    t = _night(make)
    s = t.state
    assert s.finished and s.entry_count == 6 and s.unique_players == 5
    places = {s.label(e): str(p) for e, p in s.places.items()}
    # Places run 1..5 (people), not 1..6 (entries); Ada's first entry has no place.
    assert places == {"Bea": "1", "Dan": "2", "Ada #2": "3", "Eva": "4", "Cid": "5"}
    assert s.entries[1].status is EntryStatus.BUSTED and 1 not in s.places


def test_the_results_have_one_line_per_person_with_all_their_bounties(make):
    t = _night(make)
    results = t.money.results()
    assert [(r.place, r.name) for r in results] == [
        (1, "Bea"), (2, "Dan"), (3, "Ada"), (4, "Eva"), (5, "Cid")
    ]  # fmt: skip
    ada = results[2]
    # The third prize goes to Ada's last entry; she knocked out Cid and Eva with it.
    assert ada.prize_cents == t.money.payouts()[2]
    assert (ada.bounties, ada.bounty_cents) == (2, 1000)
    assert sum(t.money.prizes().values()) == t.money.summary().prize_pool_cents


def test_a_file_written_before_opens_with_places_per_person(make, clock):
    t = _night(make)
    t = reopen(t, clock)  # the log is replayed: places are worked out again
    assert sorted(p.best for p in t.state.places.values()) == [1, 2, 3, 4, 5]
    t.close()


def test_withdrawing_the_re_entry_gives_the_place_back_to_the_first_entry(make):
    t = make(reentry=True, late_registration_level=2)
    register(t, "Ada", "Bea", "Cid")
    t.entrants.bust("Ada")
    t.entrants.reenter("Ada", seat=False)
    assert 1 not in t.state.places
    t.entrants.withdraw("Ada #2")
    assert str(t.state.places[1]) == "3"
