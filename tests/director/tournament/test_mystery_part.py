"""Mystery bounties in a tournament: draws on busts, undo and redo, reopening, the commitment."""

import hashlib
import random

import pytest

from director.errors import DirectorError
from director.tournament import events as ev
from tests.helpers.tournament import register, reopen

SECRET = "5e" * 32
#: The committed order for "500x1,100x2,20x3": 20, 100, 500, 20, 100, 20.
ORDER = (2000, 10000, 50000, 2000, 10000, 2000)
PRIZES = "500x1,100x2,20x3"


def fixed(t, prizes=PRIZES, level=2, order=ORDER, secret=SECRET):
    """Set the prizes with a known order and secret (the shuffle's outcome, chosen by hand)."""
    return t.act(t.mystery.verify_set, prizes, level, order, secret)


def at_level(t, index):
    t.clock.start()
    t.clock.jump(index)


def test_busts_from_the_level_draw_the_committed_envelopes_in_order(make):
    t = make()
    a, b, c, d, _ = register(t, "Anna", "Bruno", "Carla", "Dario", "Elena")
    fixed(t)
    # Level 1: no draw, a plain bust as before mystery bounties existed.
    first = t.entrants.bust("Elena", by="Anna")
    assert type(first) is ev.Busted and t.mystery.deck.draws == ()
    at_level(t, 1)  # level 2
    record = t.entrants.bust("Dario", by="Bruno")
    assert isinstance(record, ev.MysteryBusted)
    assert record.draws == ((1, d, (b,), 2000),)  # the first envelope: 20
    t.entrants.bust("Carla", by="Anna")
    assert [(x.entry, x.winners, x.cents) for x in t.mystery.deck.draws] == [
        (d, (b,), 2000),
        (c, (a,), 10000),
    ]
    # 500x1, 100x1, 20x2 still in envelopes.
    assert t.mystery.deck.left == ((50000, 1), (10000, 1), (2000, 2))
    assert t.mystery.won() == {b: 2000, a: 10000}


def test_the_projector_announces_each_draw_in_both_languages(make):
    t = make(currency="EUR")
    register(t, "Anna", "Marco", "Bruno")
    fixed(t, level=1, order=(10000, 50000, 2000, 2000, 10000, 2000))
    record = t.entrants.bust("Marco", by="Anna")
    lines = t.entrants.announce(record, "en")
    assert "Mystery bounty: Anna wins €100 (Marco out)" in lines
    assert "Mystery bounty: Anna vince € 100 (Marco eliminato)" in t.entrants.announce(record, "it")


def test_undoing_the_bust_undoes_the_draw_and_redoing_opens_the_same_envelope(make):
    t = make()
    a, _, c = register(t, "Anna", "Bruno", "Carla")
    fixed(t, level=1)
    t.entrants.bust("Carla", by="Anna")
    assert [x.cents for x in t.mystery.deck.draws] == [2000]
    t.undo()
    assert t.mystery.deck.draws == () and len(t.mystery.deck.left) == 3
    assert t.entrants.announce(t.history()[-2], "en")[-1:] != ["Mystery bounty"]
    t.redo()
    assert [(x.number, x.entry, x.winners, x.cents) for x in t.mystery.deck.draws] == [
        (1, c, (a,), 2000)
    ]
    # Undone then busted again: still the next envelope in the order, never a second draw of one.
    t.undo()
    t.entrants.bust("Carla", by="Bruno")
    t.entrants.bust("Bruno", by="Anna")
    assert [(x.number, x.cents) for x in t.mystery.deck.draws] == [(1, 2000), (2, 10000)]


def test_reopening_the_file_gives_the_same_draws(make, clock):
    t = make()
    register(t, "Anna", "Bruno", "Carla", "Dario")
    fixed(t, level=1)
    t.entrants.bust("Dario", by="Carla")
    t.entrants.bust("Carla", by="Anna")
    before = t.mystery.deck
    t = reopen(t, clock)
    try:
        assert t.mystery.deck == before
        assert t.mystery.to_json()["draws"] == [
            {"number": 1, "entry": 4, "out": "Dario", "winners": ["Carla"], "amount": "20.00"},
            {"number": 2, "entry": 3, "out": "Carla", "winners": ["Anna"], "amount": "100.00"},
        ]
    finally:
        t.close()


def test_when_the_prizes_run_out_nothing_is_drawn_and_the_room_is_told(make):
    t = make()
    names = ["Anna", "Bruno", "Carla", "Dario"]
    register(t, *names)
    fixed(t, "100x1,20x1", level=1, order=(10000, 2000))
    t.entrants.bust("Dario", by="Anna")
    t.entrants.bust("Carla", by="Anna")
    assert t.mystery.deck.exhausted
    record = t.entrants.bust("Bruno", by="Anna")
    assert record.draws == ()
    assert t.entrants.announce(record, "en")[1] == "Mystery bounties: none left to draw"
    assert t.mystery.to_json()["left"] == []


def test_a_split_pot_opens_one_envelope_shared_by_its_eliminators(make):
    t = make()
    a, b, c, d = register(t, "Anna", "Bruno", "Carla", "Dario")
    fixed(t, "100x1", level=1, order=(10000,), secret=SECRET)
    record = t.entrants.bust("Dario", by="Carla", also=["Anna", "Bruno"])
    assert record.draws == ((1, d, (c, a, b), 10000),)
    # 100.00 in three: 33.34 to Anna (the lowest entry), 33.33 to Bruno and Carla.
    assert t.mystery.won() == {a: 3334, b: 3333, c: 3333}


def test_several_busts_in_one_hand_open_one_envelope_each(make):
    t = make()
    _, _, c, d = register(t, "Anna", "Bruno", "Carla", "Dario")
    fixed(t, level=1)
    t.entrants.bust(["Carla", "Dario"], by="Anna", stacks={"Carla": 500, "Dario": 300})
    assert sorted(x.entry for x in t.mystery.deck.draws) == [c, d]
    assert sum(t.mystery.won().values()) == 2000 + 10000


def test_the_commitment_published_before_the_draw_verifies_after(make):
    t = make()
    register(t, "Anna", "Bruno", "Carla")
    t.close_registration()
    t.mystery.set(PRIZES, 1, rng=random.Random(3))
    published = t.mystery.to_json()
    assert "reveal" not in published  # before: the hash only
    t.entrants.bust("Carla", by="Anna")
    t.entrants.bust("Bruno", by="Anna")  # the end
    after = t.mystery.to_json()
    reveal = after["reveal"]
    assert after["commitment"] == published["commitment"]
    text = f"director-deck-v1:{reveal['order']}:{reveal['secret']}"
    assert hashlib.sha256(text.encode()).hexdigest() == published["commitment"]
    drawn = [round(float(d["amount"]) * 100) for d in after["draws"]]
    assert [int(x) for x in reveal["order"].split(",")][:2] == drawn
    # The winner (Anna, who also won both draws) takes the four envelopes never opened.
    total = 50000 + 2 * 10000 + 3 * 2000
    assert after["won"] == [{"entry": 1, "name": "Anna", "amount": f"{total / 100:.2f}"}]
    # The results (sheets, CSV) carry the same money on Anna's line, not a fixed bounty.
    assert [(r.name, r.bounty_cents) for r in t.money.results()] == [
        ("Anna", total),
        ("Bruno", 0),
        ("Carla", 0),
    ]


def test_prizes_cannot_change_once_drawn_nor_bypass_their_draw(make):
    t = make()
    register(t, "Anna", "Bruno", "Carla")
    fixed(t, level=1)
    with pytest.raises(DirectorError) as err:
        t.update_settings(mystery=((100, 1),), mystery_from=1)
    assert err.value.key == "mystery.err.use_mystery"
    t.entrants.bust("Carla", by="Anna")
    with pytest.raises(DirectorError) as err:
        t.mystery.set("100x1", 1)
    assert err.value.key == "mystery.err.drawn"
    with pytest.raises(DirectorError) as err:
        t.mystery.set("100x1", None)
    assert err.value.key == "mystery.err.drawn"


def test_prizes_need_a_level_and_a_refusal_changes_nothing(make):
    t = make()
    n = len(t.history())
    with pytest.raises(DirectorError) as err:
        t.mystery.set("100x1", None)
    assert err.value.key == "mystery.err.level_missing"
    with pytest.raises(DirectorError):
        t.mystery.set("100 x", 2)
    assert len(t.history()) == n and t.mystery.deck is None


def test_setting_the_prizes_is_one_undoable_record_that_sets_the_settings(make):
    t = make()
    t.mystery.set(PRIZES, 3)
    assert t.settings.mystery == ((50000, 1), (10000, 2), (2000, 3))
    assert t.settings.mystery_from == 3 and t.mystery.deck is not None
    t.undo()
    assert t.settings.mystery == () and t.settings.mystery_from is None
    assert t.mystery.deck is None and t.mystery.to_json() is None
    t.redo()
    assert t.mystery.deck is not None
    t.mystery.set("", None)
    assert t.mystery.deck is None and t.settings.mystery == ()


def test_a_tournament_without_mystery_bounties_records_busts_as_before(make):
    t = make()
    register(t, "Anna", "Bruno", "Carla")
    record = t.entrants.bust("Carla", by="Anna")
    assert type(record) is ev.Busted and record.KIND == "bust"
    assert "mystery" not in t.history()[0].settings
    assert t.mystery.won() == {}


def test_a_hand_recorded_at_a_table_draws_for_its_busts_and_undo_takes_it_back(make, clock):
    t = make(seats_per_table=9)
    t.seating.add_tables(1)
    ids = register(t, "Ada", "Bea", "Cid", "Dan")
    for seat, e in enumerate(ids, 1):
        t.seating.seat(e, 1, seat)
    t.entrants.set_chips(dict.fromkeys(ids, 1000))
    fixed(t, level=1)
    record = t.hands.record(
        1, {"Ada": 2400, "Cid": 1100, "Dan": 500}, {"Bea": "Ada"}, start_stacks={"Bea": 1000}
    )
    assert isinstance(record, ev.MysteryHandRecorded)
    assert record.draws == ((1, ids[1], (ids[0],), 2000),)
    assert t.entrants.announce(record, "en")[-1] == "Mystery bounty: Ada wins €20 (Bea out)"
    # A hand with nobody out is recorded as before and opens nothing.
    plain = t.hands.record(1, {"Ada": 2500, "Cid": 1000, "Dan": 500})
    assert type(plain) is ev.HandRecorded
    t.undo()
    t.undo()
    assert t.mystery.deck.draws == ()
    t.redo()
    t = reopen(t, clock)
    try:
        assert [(d.entry, d.cents) for d in t.mystery.deck.draws] == [(ids[1], 2000)]
    finally:
        t.close()


def test_a_tournament_created_with_mystery_prizes_commits_their_draw(make):
    t = make(mystery=((10000, 2),), mystery_from=2)
    assert t.settings.mystery == ((10000, 2),) and t.settings.mystery_from == 2
    assert t.mystery.deck is not None and t.mystery.deck.verifies()
    assert isinstance(t.history()[-1], ev.MysterySet)
    # The creation itself holds no prizes: they are only ever set with their shuffle.
    assert "mystery" not in t.history()[0].settings


def test_prizes_set_with_other_settings_are_one_record_one_undo(make, clock):
    t = make()
    n = len(t.history())
    t.update_settings(name="Mystery night", mystery_prizes=(PRIZES, 2), rng=random.Random(7))
    assert len(t.history()) == n + 1
    deck = t.mystery.deck
    assert t.settings.name == "Mystery night" and t.settings.mystery_from == 2
    assert deck is not None and deck.verifies()
    assert sorted(deck.order) == sorted(ORDER)
    t.undo()
    assert t.settings.name != "Mystery night" and t.mystery.deck is None
    assert t.settings.mystery == ()
    t.redo()
    assert t.mystery.deck == deck
    t = reopen(t, clock)
    assert t.mystery.deck == deck and t.settings.name == "Mystery night"
    t.update_settings(venue="Circolo", mystery_prizes=("", None))
    assert t.mystery.deck is None and t.settings.venue == "Circolo"


def test_prizes_refused_with_other_settings_change_nothing(make):
    t = make()
    register(t, "Anna", "Bruno", "Carla")
    fixed(t, level=1)
    t.entrants.bust("Carla", by="Anna")
    before = (len(t.history()), t.settings)
    with pytest.raises(DirectorError) as err:
        t.update_settings(name="Altro", mystery_prizes=("100x1", 1))
    assert err.value.key == "mystery.err.drawn"
    assert (len(t.history()), t.settings) == before
