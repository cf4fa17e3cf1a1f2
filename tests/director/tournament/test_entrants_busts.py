"""Eliminations: places, simultaneous busts (TDA), ties, bounties, revivals, the end."""

import pytest

from director.seating import SeatingError
from director.tournament import BustSpec, EntryStatus, Place, TournamentError
from tests.helpers.tournament import register, reopen


def _places(t):
    return {t.state.label(e): str(p) for e, p in t.state.places.items()}


def test_places_count_down_from_the_number_of_entries(make):
    t = make()
    register(t, "A", "B", "C", "D", "E")
    t.entrants.bust("A", by="B")
    t.entrants.bust("C", by="B")
    assert _places(t) == {"A": "5", "C": "4"}
    assert t.state.entries[1].busted_by == 2
    assert t.state.bounties_won == {2: 2}


def test_a_late_entry_moves_the_busted_down(make):
    t = make(late_registration_level=3)
    register(t, "A", "B", "C")
    t.entrants.bust("A")
    assert _places(t) == {"A": "3"}
    t.entrants.register("D")
    assert _places(t) == {"A": "4"}


def test_simultaneous_busts_are_placed_by_starting_stack(make):
    t = make()
    register(t, "A", "B", "C", "D", "E")
    t.entrants.bust(["A", "B", "C"], stacks={"A": 2000, "B": 5000, "C": 3000})
    assert _places(t) == {"B": "3", "C": "4", "A": "5"}


def test_equal_stacks_tie_and_share_the_prizes(make):
    t = make(places_paid=3, rounding_cents=1)
    register(t, *"ABCDE")
    t.entrants.bust("A")
    t.entrants.bust([BustSpec("B", stack=1500), BustSpec("C", stack=1500)])
    assert t.state.places[2] == Place(3, 4)
    assert t.state.places[3] == Place(3, 4)
    pays = t.money.payouts()
    assert len(pays) == 3
    prizes = t.money.prizes()
    # Places 3 and 4 are shared: the 3rd prize (4th pays nothing) split in two.
    assert prizes[2] + prizes[3] == pays[2]
    assert abs(prizes[2] - prizes[3]) <= 1
    results = t.money.results()
    assert [r.place_text for r in results] == ["3-4", "3-4", "5"]


def test_several_busts_need_their_stacks(make):
    t = make()
    register(t, *"ABCD")
    with pytest.raises(TournamentError) as info:
        t.entrants.bust(["A", "B"])
    assert "stack at the start of the hand" in str(info.value)
    assert "le chip di ognuno all'inizio della mano" in info.value.text("it")
    t.entrants.set_chips({"A": 800, "B": 1200})
    t.entrants.bust(["A", "B"])  # the counted stacks place them
    assert _places(t) == {"B": "3", "A": "4"}


def test_nobody_can_bust_everybody_or_themselves(make):
    t = make()
    register(t, "A", "B")
    with pytest.raises(TournamentError, match="at least one must stay"):
        t.entrants.bust(["A", "B"], stacks={"A": 1, "B": 2})
    with pytest.raises(TournamentError, match="cannot eliminate themselves"):
        t.entrants.bust("A", by="A")
    with pytest.raises(TournamentError, match="listed twice"):
        t.entrants.bust(["A", "A"], stacks={"A": 1})


def test_the_last_bust_ends_the_tournament_and_stops_the_clock(make, clock):
    t = make(bounty_cents=500)
    register(t, "A", "B", "C")
    t.clock.start()
    clock.advance(60)
    t.entrants.bust("A", by="C")
    r = t.entrants.bust("B", by="C")
    assert r.finished and t.state.finished
    assert not t.clock.running
    assert t.state.places[3] == Place(1, 1)
    assert t.money.results()[0].name == "C"
    assert t.money.results()[0].prize_cents == t.money.summary().prize_pool_cents
    assert t.money.bounties() == {3: 1500}  # two eliminations and the winner's own bounty
    with pytest.raises(TournamentError, match="the tournament is over"):
        t.entrants.register("D", force=True)
    # Reopening shows it over, the clock stopped where it was.
    remaining = t.clock.view().remaining
    clock.advance(3600)
    t = reopen(t, clock)
    assert t.state.finished and not t.clock.running
    assert t.clock.view().remaining == remaining
    # Undo brings back the last bust; the clock stays paused (it is not undone).
    t.undo()
    assert not t.state.finished and t.state.players_left == 2
    assert not t.clock.running
    t.close()


def test_the_tournament_does_not_end_while_entries_can_arrive(make, clock):
    t = make(late_registration_level=2, reentry=True)
    register(t, "A", "B")
    t.clock.start()
    t.entrants.bust("A")
    assert not t.state.finished and t.clock.running
    t.entrants.reenter("A")
    t.entrants.bust("A #2")
    clock.advance(40 * 60)  # late registration is over now, one player left
    assert t.can(t.verify_finish)
    t.finish()
    assert t.state.finished and not t.clock.running
    assert t.money.results()[0].name == "B"


def test_a_mistaken_bust_is_revived_with_a_record(make, clock):
    t = make(bounty_cents=1000)
    register(t, *"ABCDE")
    t.entrants.bust("A", by="B")
    clock.advance(120)
    t.entrants.bust("C", by="D")
    with pytest.raises(TournamentError, match="say why"):
        t.entrants.revive("A", "  ")
    t.entrants.revive("A", "the dealer misread the board", chips=700)
    a = t.state.entries[1]
    assert a.status is EntryStatus.PLAYING and a.chips == 700
    assert len(a.corrections) == 1
    c = a.corrections[0]
    assert c.reason == "the dealer misread the board"
    assert c.busted_by == 2 and c.place == 5
    # B no longer has A's bounty, and C, out with 4 players really left... is 5th.
    assert t.state.bounties_won == {4: 1}
    assert _places(t) == {"C": "5"}
    assert t.undo_label() == "Undo revival of A"


def test_hand_for_hand_busts_at_different_tables_share_one_hand(make):
    t = make(seats_per_table=4)
    t.seating.add_tables(2)
    register(t, *"ABCDEFGH")
    t.seating.draw_seats()
    t.seating.set_hand_for_hand(True)
    a_table = t.state.seat_of[1].table
    other = next(e for e in t.state.playing if t.state.seat_of[e.id].table != a_table)
    t.entrants.bust("A", stack=3000)
    t.entrants.bust(other.id, stack=5000)  # same hand, other table, reported later
    assert len(t.state.eliminations) == 1
    assert t.state.places[other.id].best == 7 and t.state.places[1].best == 8
    # The seating rules refuse it, in the director's language (a SeatingError, not wrapped).
    with pytest.raises(SeatingError, match="still being played"):
        t.seating.next_hand()
    for table in sorted(t.state.hand_for_hand.waiting):
        t.seating.table_done(table)
    t.seating.next_hand()
    assert t.state.hand_for_hand.hand == 2
    third = t.state.playing[0].id
    t.entrants.bust(third, stack=100)
    assert len(t.state.eliminations) == 2
    assert t.state.places[third].best == 6


def test_announcements_for_the_room(make):
    t = make()
    register(t, "Mario Rossi", "Anna Bianchi", "Luca")
    t.clock.start()
    r = t.entrants.bust("Mario Rossi", by="Anna Bianchi")
    assert t.entrants.announce(r) == ["Mario Rossi busted in 3rd place by Anna Bianchi"]
    assert t.entrants.announce(r, "it") == [
        "Mario Rossi fuori al 3° posto per mano di Anna Bianchi"
    ]
    r = t.entrants.bust("Luca")
    assert t.entrants.announce(r, "it") == [
        "Luca fuori al 2° posto",
        "Anna Bianchi vince il torneo",
    ]
    t.undo()
    assert t.entrants.announce(r) == []


def test_a_table_that_breaks_leaves_hand_for_hand(make):
    t = make(seats_per_table=4)
    t.seating.add_tables(3)
    register(t, *"ABCDEFGHI")
    t.seating.draw_seats()
    t.seating.set_hand_for_hand(True)
    assert t.state.hand_for_hand.tables == {1, 2, 3}
    for e in [e for e, ref in t.state.seat_of.items() if ref.table == 3][:2]:
        t.entrants.bust(e, stack=100)
    moves = t.seating.propose_break(3)
    t.seating.apply_moves(moves)
    assert 3 not in t.state.tables
    assert t.state.hand_for_hand.tables == {1, 2}
    t.seating.table_done(1)
    t.seating.table_done(2)
    t.seating.next_hand()
    assert t.state.hand_for_hand.hand == 2
