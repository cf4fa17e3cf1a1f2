"""The room: its checks, and random sequences of every seating action on it."""

from __future__ import annotations

import random

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from director.seating import (
    Move,
    MoveReason,
    SeatingError,
    Table,
    advance_button,
    apply_moves,
    balance_moves,
    break_table,
    break_tables,
    can_apply,
    check_room,
    draw_seats,
    final_table_due,
    final_table_redraw,
    seat_entrant,
    seat_of,
    tables_needed,
    tables_to_break,
)
from tests.helpers.seating import (
    apply_one_by_one,
    balanced,
    check_sound,
    everyone,
    fixed_places,
    full,
)


def test_a_room_with_a_player_twice_or_two_equal_numbers_is_refused():
    with pytest.raises(SeatingError, match="seated at both table 1 and table 2"):
        check_room([full(1, {1: "a"}), full(2, {3: "a"})])
    with pytest.raises(SeatingError, match="two tables numbered 1"):
        check_room([full(1, [1]), full(1, [2], "x")])
    with pytest.raises(SeatingError, match="reserved at both"):
        check_room([Table(1, 9, reserved={1: "a"}), Table(2, 9, reserved={1: "a"})])


def test_tables_needed():
    assert tables_needed(0) == 1
    assert tables_needed(10) == 1
    assert tables_needed(101) == 11
    assert tables_needed(18, 9) == 2


class RoomMachine(RuleBasedStateMachine):
    """Random sequences of draws, late entries, busts, hands, balances, breaks and bad moves."""

    def __init__(self):
        super().__init__()
        self.room: tuple[Table, ...] = ()
        self.fixed: dict[str, tuple[int, int]] = {}
        self.next_id = 0
        self.rng = random.Random(0)

    def new_ids(self, n: int) -> list[str]:
        ids = [f"e{self.next_id + i}" for i in range(n)]
        self.next_id += n
        return ids

    @initialize(
        n_tables=st.integers(1, 6),
        players=st.integers(0, 50),
        seed=st.integers(0, 2**32),
        with_director=st.booleans(),
    )
    def setup(self, n_tables, players, seed, with_director):
        self.rng = random.Random(seed)
        tables = [Table(n, self.rng.randint(6, 10)) for n in range(1, n_tables + 1)]
        if with_director:
            tables[0] = Table(1, tables[0].seats, {1: "director"}, fixed=frozenset({"director"}))
        capacity = sum(len(t.open_seats) for t in tables)
        moves = draw_seats(self.new_ids(min(players, capacity)), tables, self.rng)
        self.room = apply_moves(tables, moves)
        self.fixed = fixed_places(self.room)

    @rule()
    def late_entry(self):
        (player,) = self.new_ids(1)
        if not any(t.open_seats for t in self.room):
            with pytest.raises(SeatingError):
                seat_entrant(player, self.room, self.rng)
            return
        move = seat_entrant(player, self.room, self.rng)
        playing = [t for t in self.room if t.open_seats and t.count]
        # the fewest players among the tables in play; a new table only when those are full
        fewest = min(t.count for t in playing) if playing else 0
        assert next(t for t in self.room if t.number == move.to_table).count == fewest
        self.room = apply_moves(self.room, [move])

    @rule(data=st.data())
    def bust(self, data):
        players = sorted(p for p in everyone(self.room) if p not in self.fixed)
        if not players:
            return
        gone = set(data.draw(st.lists(st.sampled_from(players), max_size=6, unique=True)))
        self.room = tuple(t.without(gone) for t in self.room)

    @rule(data=st.data())
    def busts_at_one_table(self, data):
        table = data.draw(st.sampled_from(self.room))
        players = sorted(p for p in table.players if p not in self.fixed)
        if players:
            gone = set(data.draw(st.lists(st.sampled_from(players), min_size=1, unique=True)))
            self.room = tuple(t.without(gone) for t in self.room)

    @rule(data=st.data())
    def hand_played(self, data):
        table = data.draw(st.sampled_from(self.room))
        if table.button is None and table.count:
            table = table.with_button(self.rng.choice(sorted(table.occupants)))
        busted = [p for p in table.players if p not in table.fixed and self.rng.random() < 0.1]
        after = advance_button(table, busted)
        self.room = tuple(after if t.number == table.number else t for t in self.room)

    @rule(threshold=st.integers(1, 2))
    def balance(self, threshold):
        moves = balance_moves(self.room, threshold)
        self.room = apply_one_by_one(self.room, moves)
        assert balanced(self.room, threshold)

    @rule()
    def break_tables_one_by_one(self):
        due = tables_to_break(self.room)
        for number in due:
            moves = break_table(self.room, number, self.rng)
            after = tables_to_break(self.room)[1:]  # the tables due next receive nobody
            assert not {m.to_table for m in moves} & set(after)
            self.room = tuple(t for t in apply_moves(self.room, moves) if t.number != number)
        if due:
            assert balanced(self.room)

    @rule()
    def break_tables_together(self):
        due = tables_to_break(self.room)
        if not due:
            return
        moves = break_tables(self.room, due, self.rng)
        assert len({m.player for m in moves}) == len(moves)  # nobody moves twice
        self.room = tuple(t for t in apply_moves(self.room, moves) if t.number not in due)
        assert balanced(self.room)

    @precondition(lambda self: final_table_due(self.room) is not None)
    @rule()
    def final_table(self):
        number = final_table_due(self.room)
        moves = final_table_redraw(self.room, number, self.rng)
        self.room = tuple(t for t in apply_moves(self.room, moves) if t.number == number)

    @rule(data=st.data())
    def random_move(self, data):
        players = [*everyone(self.room), "stranger"]
        player = data.draw(st.sampled_from(players))
        where = seat_of(self.room, player)
        target = data.draw(st.sampled_from(self.room))
        move = Move(
            player,
            None if where is None else where[0],
            None if where is None else where[1],
            target.number,
            data.draw(st.integers(1, 10)),
            MoveReason.MANUAL,
        )
        if can_apply(self.room, [move]):
            self.room = apply_moves(self.room, [move])
            if player in self.fixed:
                assert (move.to_table, move.to_seat) == self.fixed[player]
        else:
            before = self.room
            with pytest.raises(SeatingError):
                apply_moves(self.room, [move])
            assert self.room == before

    @invariant()
    def sound(self):
        check_room(self.room)
        check_sound(self.room)
        assert fixed_places(self.room) == self.fixed


TestRoomMachine = RoomMachine.TestCase
TestRoomMachine.settings = settings(max_examples=60, stateful_step_count=30)
