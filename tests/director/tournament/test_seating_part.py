"""Tables and seats: the draw, late entrants, balancing proposals, breaking, the final table."""

import random

import pytest

from director.seating import MoveReason, SeatingError
from director.tournament import TournamentError
from tests.helpers.tournament import register, reopen


def _check_room(t):
    """Nobody in two seats, no table over capacity, every seat a playing entry."""
    seen = {}
    for table in t.state.tables.values():
        assert table.count <= table.seats - len(table.blocked)
        for seat, pid in table.occupants.items():
            assert pid not in seen, f"{pid} in two seats"
            seen[pid] = (table.number, seat)
            assert t.state.entries[int(pid)].playing
    return seen


def _sizes(t):
    return sorted(tb.count for tb in t.state.tables.values())


def test_the_draw_seats_everybody_evenly(make):
    t = make(seats_per_table=9)
    t.seating.add_tables(3)
    register(t, *[f"P{i}" for i in range(25)])
    assert len(t.state.unseated) == 25
    r = t.seating.draw_seats()
    assert len(r.seats) == 25
    _check_room(t)
    assert _sizes(t) == [8, 8, 9]
    assert t.state.unseated == ()
    with pytest.raises(TournamentError, match="every player is already seated"):
        t.seating.draw_seats()


def test_the_draw_needs_tables_and_room(make):
    t = make(seats_per_table=2)
    register(t, *"ABC")
    with pytest.raises(TournamentError, match="there are no tables"):
        t.seating.draw_seats()
    t.seating.add_tables(1)
    with pytest.raises(TournamentError, match="no free seat for 1 player"):
        t.seating.draw_seats()


def test_late_entrants_get_a_seat_at_the_shortest_table(make, clock):
    t = make(seats_per_table=6, late_registration_level=4)
    t.seating.add_tables(2)
    register(t, *"ABCDEFG")
    t.seating.draw_seats()
    r = t.entrants.register("Late")
    assert r.seat is not None
    table = t.state.tables[r.seat[0]]
    assert table.count == 4  # it had 3, the other table 4
    _check_room(t)


def test_balancing_is_proposed_then_confirmed(make):
    t = make(seats_per_table=9)
    t.seating.add_tables(2)
    register(t, *[f"P{i}" for i in range(16)])
    t.seating.draw_seats()
    assert _sizes(t) == [8, 8]
    # Four players at one table bust.
    victims = [e for e, ref in t.state.seat_of.items() if ref.table == 1][:4]
    for e in victims:
        t.entrants.bust(e)
    assert _sizes(t) == [4, 8]
    moves = t.seating.propose_balance()
    assert [m.reason for m in moves] == [MoveReason.BALANCE] * 2
    assert _sizes(t) == [4, 8]  # a proposal changes nothing
    t.seating.apply_moves(moves)
    assert _sizes(t) == [6, 6]
    assert t.seating.propose_balance() == []
    assert t.undo_label() == "Undo 2 table moves"
    t.undo()
    assert _sizes(t) == [4, 8]
    # A stale proposal (a player of it busted meanwhile) is refused.
    t.entrants.bust(int(moves[0].player))
    with pytest.raises(TournamentError, match="no longer fits"):
        t.seating.apply_moves(moves)


def test_a_table_breaks_in_the_preset_order_and_goes_away(make):
    t = make(seats_per_table=6, break_order=(1,))
    t.seating.add_tables(3)
    register(t, *[f"P{i}" for i in range(15)])
    t.seating.draw_seats()
    for e in [e.id for e in t.state.playing][:5]:
        t.entrants.bust(e)
    assert t.seating.tables_to_break() == [1]
    moves = t.seating.propose_break()
    assert all(m.from_table == 1 or m.reason is MoveReason.BALANCE for m in moves)
    t.seating.apply_moves(moves)
    assert sorted(t.state.tables) == [2, 3]
    assert t.undo_label() == "Undo breaking table 1"
    _check_room(t)
    assert t.state.players_left == 10


def test_the_final_table_redraw(make):
    t = make(seats_per_table=9)
    t.seating.add_tables(3)
    register(t, *[f"P{i}" for i in range(20)])
    t.seating.draw_seats()
    for e in [e.id for e in t.state.playing][:11]:
        t.entrants.bust(e)
    final = t.seating.final_table_due()
    assert final is not None
    moves = t.seating.propose_final_table()
    assert len(moves) == 9
    t.seating.apply_moves(moves)
    assert list(t.state.tables) == [final]
    assert t.state.tables[final].count == 9
    assert t.undo_label() == "Undo final table draw"


def test_button_blocked_fixed_and_reserved_seats(make):
    t = make(seats_per_table=4)
    t.seating.add_tables(2)
    a, b, *_ = register(t, *"ABCDE")
    t.seating.seat("A", 1, 1)
    t.seating.fix_player("A")
    t.seating.block_seat(1, 2)
    t.seating.reserve_seat(2, 4, "B")
    t.seating.draw_seats()
    s = t.state
    assert s.seat_of[b].table == 2 and s.seat_of[b].seat == 4
    assert 2 not in s.tables[1].occupants
    _check_room(t)
    with pytest.raises(TournamentError, match="fixed seat"):
        t.seating.move("A", 2, 1)
    with pytest.raises(TournamentError, match="taken by"):
        t.seating.block_seat(1, 1)
    t.seating.set_button(1, 3)
    assert t.state.tables[1].button == 3
    with pytest.raises(TournamentError, match="has no seat 7"):
        t.seating.set_button(1, 7)
    for _ in range(3):  # balancing never takes A
        for m in t.seating.propose_balance():
            assert m.player != str(a)


def test_a_manual_move(make):
    t = make(seats_per_table=4)
    t.seating.add_tables(2)
    register(t, *"ABC")
    t.seating.seat("A", 1, 1)
    t.seating.seat("B", 1, 2)
    t.seating.seat("C", 2, 1)
    with pytest.raises(TournamentError, match="taken by B"):
        t.seating.move("A", 1, 2)
    t.seating.move("A", 2, 3)
    assert t.state.seat_of[1].table == 2 and t.state.seat_of[1].seat == 3
    assert t.undo_label() == "Undo move of A"


def test_tables_can_be_removed_only_when_empty(make):
    t = make(seats_per_table=4)
    t.seating.add_tables(2)
    t.entrants.register("A")
    t.seating.seat("A", 2, 1)
    with pytest.raises(TournamentError, match="still has 1 player"):
        t.seating.remove_table(2)
    t.seating.remove_table(1)
    assert list(t.state.tables) == [2]
    with pytest.raises(TournamentError, match="2 to 10 seats"):
        t.seating.add_tables(1, seats=11)


def test_seats_survive_a_restart(make, clock):
    t = make(seats_per_table=9)
    t.seating.add_tables(2)
    register(t, *[f"P{i}" for i in range(12)])
    t.seating.draw_seats()
    before = dict(t.state.seat_of)
    t = reopen(t, clock)
    assert dict(t.state.seat_of) == before
    t.close()


def test_a_big_room_stays_consistent(make):
    t = make(seats_per_table=10)
    t.seating.add_tables(10)
    register(t, *[f"P{i}" for i in range(95)])
    t.seating.draw_seats()
    rng = random.Random(3)
    while t.state.players_left > 9:
        t.entrants.bust(rng.choice(t.state.playing).id)
        if t.seating.final_table_due() is not None:
            t.seating.apply_moves(t.seating.propose_final_table())
        elif t.seating.tables_to_break():
            t.seating.apply_moves(t.seating.propose_break())
        elif moves := t.seating.propose_balance():
            t.seating.apply_moves(moves)
        seen = _check_room(t)
        assert len(seen) == t.state.players_left
        sizes = [tb.count for tb in t.state.tables.values()]
        assert max(sizes) - min(sizes) <= 1
    assert len(t.state.tables) == 1


def test_a_table_broken_during_a_hand_for_hand_hand_does_not_hold_up_the_next(make):
    """A broken table never reports the hand done; the tables still playing decide (TDA)."""
    t = make(seats_per_table=4)
    t.seating.add_tables(3)
    register(t, *"ABCDEFGHI")
    t.seating.draw_seats()
    t.seating.set_hand_for_hand(True)
    assert t.seating.still_playing() == [1, 2, 3]
    for entry in [e.id for e in t.state.playing if t.state.seat_of[e.id].table == 3][:3]:
        t.entrants.bust(entry, stack=100)
    assert 3 not in t.seating.still_playing()
    with pytest.raises(SeatingError, match="still being played at table"):
        t.seating.next_hand()
    for table in t.seating.still_playing():
        t.seating.table_done(table)
    assert t.seating.still_playing() == []
    assert t.seating.next_hand().tables == (1, 2)  # the empty table plays no more


# -- the room: tables in play and unused tables (TDA Rules 7, 8, 10) ------------------------------


def test_the_draw_fills_the_fewest_tables_and_late_entries_open_a_table_when_needed(make):
    t = make(seats_per_table=9, late_registration_level=4)
    t.seating.add_tables(7)
    register(t, *[f"P{i}" for i in range(14)])
    t.seating.draw_seats()
    counts = {n: tb.count for n, tb in t.state.tables.items()}
    assert counts == {1: 7, 2: 7, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0}  # 3 to 7 unused
    assert t.seating.propose_balance() == []  # an unused table is not a short table
    assert t.seating.tables_to_break() == []  # nor a table to break
    for i in range(4):
        assert t.entrants.register(f"Late{i}").seat[0] in (1, 2)  # the open tables first
    assert t.entrants.register("Late4").seat[0] == 3  # both full: table 3 opens


def _spread_thin(make):
    """12 players left on 7 tables of 9, one or two at each (63 entered)."""
    t = make(seats_per_table=9)
    t.seating.add_tables(7)
    register(t, *[f"P{i}" for i in range(63)])
    t.seating.draw_seats()
    keep = {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 1, 7: 1}
    for number, left in keep.items():
        for pid in list(t.state.tables[number].occupants.values())[left:]:
            t.entrants.bust(int(pid))
    return t


def test_tables_that_can_break_are_proposed_together_one_confirmation_one_undo(make):
    t = _spread_thin(make)
    proposal = t.seating.proposal()
    assert proposal.purpose == "break" and proposal.tables == (7, 6, 5, 4, 3)
    movers = [m.player for m in proposal.moves]
    assert len(movers) == len(set(movers)) == 8  # nobody moves twice
    assert {m.to_table for m in proposal.moves} == {1, 2}  # only to the tables that stay
    record = t.seating.apply_proposal(proposal)
    assert record.removed == (3, 4, 5, 6, 7) and record.draw == proposal.code
    assert {n: tb.count for n, tb in t.state.tables.items()} == {1: 6, 2: 6}
    assert t.undo_label() == "Undo breaking tables 3, 4, 5, 6, 7"
    t.undo()
    assert len(t.state.tables) == 7 and t.state.tables[7].count == 1


def test_a_proposal_comes_back_the_same_from_its_code_and_a_changed_room_refuses_it(make):
    t = make(seats_per_table=9)
    t.seating.add_tables(3)
    register(t, *[f"P{i}" for i in range(20)])
    t.seating.draw_seats()
    for e in [e.id for e in t.state.playing][:11]:
        t.entrants.bust(e)
    shown = t.seating.proposal("final")
    assert shown.purpose == "final" and len(shown.moves) == 9
    again = t.seating.proposal("final", code=shown.code)  # another process, the same code
    assert again == shown
    assert t.seating.proposal("final").code != shown.code  # a new proposal, a new nonce
    with pytest.raises(SeatingError, match="propose again"):
        t.seating.proposal("break", code=shown.code)  # a code of another request
    t.entrants.bust(t.state.playing[0].id)
    with pytest.raises(SeatingError, match="the tables changed since the proposal"):
        t.seating.apply_proposal(shown)
    fresh = t.seating.proposal("final")
    t.seating.apply_proposal(fresh)
    seats = {int(m.player): (m.to_table, m.to_seat) for m in fresh.moves}
    assert {e: (r.table, r.seat) for e, r in t.state.seat_of.items()} == seats


# -- hand for hand ------------------------------------------------------------------------------------


def test_a_lone_bust_in_hand_for_hand_needs_no_stack_and_the_hand_number_agrees(make):
    t = make(seats_per_table=4)
    t.seating.add_tables(2)
    register(t, *"ABCDEFGH")
    t.seating.draw_seats()
    t.seating.set_hand_for_hand(True)
    a_table = t.state.seat_of[1].table
    other = next(e.id for e in t.state.playing if t.state.seat_of[e.id].table != a_table)
    t.entrants.bust("A")  # one bust in the hand: no stack needed (TDA)
    assert t.state.places[1].best == 8
    # A second bust in the same hand is placed against the first: both stacks are needed.
    with pytest.raises(TournamentError, match="A busted earlier in this hand"):
        t.entrants.bust(other, stack=500)
    for table in sorted(t.state.hand_for_hand.waiting):
        t.seating.table_done(table)
    record = t.seating.next_hand()
    assert t.state.hand_for_hand.hand == 2
    assert record.label(t.state).text("en") == "hand-for-hand hand 2"
    assert t.undo_label() == "Undo hand-for-hand hand 2"


def test_a_balancing_proposal_draws_nothing_and_its_code_names_the_room(make):
    t = make(seats_per_table=9)
    t.seating.add_tables(2)
    register(t, *[f"P{i}" for i in range(16)])
    t.seating.draw_seats()
    for e in [e for e, ref in t.state.seat_of.items() if ref.table == 1][:4]:
        t.entrants.bust(e)
    before = t.rng.getstate()
    first, second = t.seating.proposal(), t.seating.proposal()
    assert first.purpose == "balance" and not first.random
    assert first == second  # the same room, the same code
    assert t.rng.getstate() == before  # the random source is kept for the draws
    assert not t.seating.proposal("final") and t.rng.getstate() == before
