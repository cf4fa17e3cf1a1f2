"""Invariants under random sequences of valid and invalid director actions (hypothesis).

After every step: nobody sits in two seats, no table holds more than it can, every seated player
is playing; finishing places cover exactly the busted range; payouts never increase by place
and add up to the prize pool; chips in play equal what was bought (tallied independently here,
with its own undo stack). A rejected action changes nothing, in memory or in the file. Undo then
redo gives back the same state, and the file replays to the same state.
"""

import itertools
import random
import shutil
import tempfile
from pathlib import Path

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from director.clock import ManualTime
from director.errors import DirectorError
from director.tournament import (
    AddonRules,
    BustSpec,
    EntryStatus,
    Price,
    RebuyRules,
    Settings,
    Tournament,
)
from tests.helpers.tournament import SMALL

NAMES = ["Ada", "Bea", "Cid", "Nicolò", "D'Angelo", "ada", "", "  ", "Zoë Ñandú", "X" * 201]
CHIPS = 1000
REBUY = RebuyRules(Price(1000, 100), chips=1500, until_level=4, max_per_entry=3, double=True)
ADDON = AddonRules(Price(500), chips=2000, level=1)


class TournamentMachine(RuleBasedStateMachine):
    def __init__(self):
        super().__init__()
        self.dir = Path(tempfile.mkdtemp(prefix="director-prop-"))
        self.clock = ManualTime()
        self.t = Tournament.create(
            self.dir / "t.director",
            SMALL,
            Settings(
                buy_in=Price(2000, 500),
                bounty_cents=300,
                late_registration_level=3,
                reentry=True,
                rebuy=REBUY,
                addon=ADDON,
                seats_per_table=4,
                rounding_cents=100,
            ),
            time=self.clock,
            rng=random.Random(0),
        )
        # Independent tally of purchases: (entries, rebuys, add-ons), with undo/redo stacks.
        self.done: list[tuple[int, int, int]] = []
        self.undone: list[tuple[int, int, int]] = []

    # -- helpers ---------------------------------------------------------------------------------
    def _entry(self, i):
        ids = list(self.t.state.entries)
        return ids[i % len(ids)] if ids else i + 1

    def _act(self, action, delta=(0, 0, 0)):
        before = self.t.state.to_data()
        records = len(self.t.history())
        try:
            action()
        except DirectorError as exc:
            message = str(exc)
            assert "\n" not in message
            assert self.t.state.to_data() == before, "a rejected action changed the state"
            assert len(self.t.history()) == records, "a rejected action was logged"
            return False
        self.done.append(delta)
        self.undone.clear()
        return True

    # -- actions -----------------------------------------------------------------------------------
    @initialize(tables=st.integers(1, 3), players=st.integers(2, 12), draw=st.booleans())
    def setup(self, tables, players, draw):
        self._act(lambda: self.t.seating.add_tables(tables))
        for i in range(players):
            self._act(lambda i=i: self.t.entrants.register(f"P{i}"), (1, 0, 0))
        if draw:
            self._act(self.t.seating.draw_seats)

    @rule(
        name=st.one_of(st.sampled_from(NAMES), st.integers(0, 500).map("Q{}".format)),
        nick=st.sampled_from(["", "", "Moro", "Biondo"]),
    )
    def register(self, name, nick):
        self._act(lambda: self.t.entrants.register(name, nick), (1, 0, 0))

    @rule(i=st.integers(0, 30))
    def reenter(self, i):
        self._act(lambda: self.t.entrants.reenter(self._entry(i)), (1, 0, 0))

    @rule(i=st.integers(0, 30))
    def withdraw(self, i):
        self._act(lambda: self.t.entrants.withdraw(self._entry(i)), (-1, 0, 0))

    @rule(
        picks=st.lists(st.integers(0, 30), min_size=1, max_size=3),
        stacks=st.lists(st.sampled_from([None, 500, 1000, 1000, 2500]), min_size=3, max_size=3),
        by=st.one_of(st.none(), st.integers(0, 30)),
    )
    def bust(self, picks, stacks, by):
        specs = [
            BustSpec(self._entry(i), None if by is None else self._entry(by), stacks[k])
            for k, i in enumerate(picks)
        ]
        self._act(lambda: self.t.entrants.bust(specs))

    @rule(table=st.integers(0, 5), out=st.integers(0, 2), seed=st.integers(0, 1000))
    def a_hand_at_a_table(self, table, out, seed):
        s = self.t.state
        tables = [tb for tb in s.tables.values() if tb.count >= 2]
        if not tables:
            return
        tb = tables[table % len(tables)]
        players = [int(p) for p in tb.occupants.values()]
        if any(s.entries[e].chips is None for e in players):
            self._act(lambda: self.t.entrants.set_chips(dict.fromkeys(players, 1000)))
            s = self.t.state
        rng = random.Random(seed)
        total = sum(s.entries[e].chips for e in players)
        busted = rng.sample(players, min(out, len(players) - 1))
        alive = [e for e in players if e not in busted]
        cuts = sorted(rng.sample(range(1, total), len(alive) - 1)) if len(alive) > 1 else []
        stacks = [b - a for a, b in zip([0, *cuts], [*cuts, total], strict=True)]
        after = dict(zip(alive, stacks, strict=True))
        self._act(lambda: self.t.hands.record(tb.number, after, dict.fromkeys(busted, alive[0])))

    @rule(method=st.sampled_from(["icm", "chip-chop"]), play_for=st.sampled_from([0, 500]))
    def deal(self, method, play_for):
        s = self.t.state
        if 2 <= s.players_left <= 4:
            self._act(
                lambda: self.t.entrants.set_chips({e.id: 1000 + 100 * e.id for e in s.playing})
            )
            self._act(
                lambda: self.t.deals.record(self.t.deals.propose(method, play_for_cents=play_for))
            )

    @rule(i=st.integers(0, 30), by=st.integers(0, 30))
    def bust_a_playing_player(self, i, by):
        playing = self.t.state.playing
        if playing:
            victim, killer = playing[i % len(playing)].id, playing[by % len(playing)].id
            self._act(lambda: self.t.entrants.bust(victim, by=killer if killer != victim else None))

    @rule(i=st.integers(0, 30))
    def revive_a_busted_player(self, i):
        busted = [e.id for e in self.t.state.entries.values() if e.status is EntryStatus.BUSTED]
        if busted:
            self._act(lambda: self.t.entrants.revive(busted[i % len(busted)], "wrong bust"))

    @rule(i=st.integers(0, 30), reason=st.sampled_from(["", "misread hand"]))
    def revive(self, i, reason):
        self._act(lambda: self.t.entrants.revive(self._entry(i), reason))

    @rule(i=st.integers(0, 30), double=st.booleans())
    def rebuy(self, i, double):
        self._act(
            lambda: self.t.money.rebuy(self._entry(i), double=double), (0, 2 if double else 1, 0)
        )

    @rule(i=st.integers(0, 30))
    def addon(self, i):
        self._act(lambda: self.t.money.addon(self._entry(i)), (0, 0, 1))

    @rule(i=st.integers(0, 30), chips=st.integers(-5, 20_000))
    def chips(self, i, chips):
        self._act(lambda: self.t.entrants.set_chips({self._entry(i): chips}))

    @rule(n=st.integers(0, 2), seats=st.integers(1, 11))
    def add_tables(self, n, seats):
        self._act(lambda: self.t.seating.add_tables(n, seats=seats))

    @rule()
    def draw(self):
        self._act(self.t.seating.draw_seats)

    @rule(i=st.integers(0, 30))
    def seat(self, i):
        self._act(lambda: self.t.seating.seat(self._entry(i)))

    @rule(i=st.integers(0, 30), table=st.integers(1, 4), seat=st.integers(0, 5))
    def move(self, i, table, seat):
        self._act(lambda: self.t.seating.move(self._entry(i), table, seat))

    @rule()
    def balance(self):
        self._act(lambda: self.t.seating.apply_moves(self.t.seating.propose_balance()))

    @rule()
    def break_table(self):
        self._act(lambda: self.t.seating.apply_moves(self.t.seating.propose_break()))

    @rule()
    def final_table(self):
        self._act(lambda: self.t.seating.apply_moves(self.t.seating.propose_final_table()))

    @rule(table=st.integers(1, 4))
    def remove_table(self, table):
        self._act(lambda: self.t.seating.remove_table(table))

    @rule(table=st.integers(1, 4), seat=st.integers(1, 4), on=st.booleans())
    def block(self, table, seat, on):
        self._act(lambda: self.t.seating.block_seat(table, seat, on))

    @rule(on=st.booleans())
    def hand_for_hand(self, on):
        self._act(lambda: self.t.seating.set_hand_for_hand(on))

    @rule(table=st.integers(1, 4))
    def table_done(self, table):
        self._act(lambda: self.t.seating.table_done(table))

    @rule()
    def next_hand(self):
        self._act(lambda: self.t.seating.next_hand(force=True))

    @rule()
    def close_registration(self):
        self._act(self.t.close_registration)

    @rule(minutes=st.integers(0, 12))
    def time_passes(self, minutes):
        if not self.t.clock.view().started:
            self.t.clock.start()
        self.clock.advance(minutes * 60)

    @precondition(lambda self: self.t.can_undo())
    @rule()
    def undo(self):
        before = self.t.state.to_data()
        self.t.undo()
        self.undone.append(self.done.pop())
        # Undo then redo gives back the same state.
        self.t.redo()
        assert self.t.state.to_data() == before
        self.t.undo()

    @precondition(lambda self: self.t.can_redo())
    @rule()
    def redo(self):
        self.t.redo()
        self.done.append(self.undone.pop())

    @rule()
    def replay(self):
        other = Tournament.open(self.t.path, time=self.clock)
        try:
            assert other.state.to_data() == self.t.state.to_data()
        finally:
            other.close()

    # -- invariants --------------------------------------------------------------------------------
    @invariant()
    def seats_are_sound(self):
        s = self.t.state
        seen = set()
        for table in s.tables.values():
            assert 2 <= table.seats <= 10
            assert table.count <= table.seats - len(table.blocked)
            for pid in table.occupants.values():
                assert pid not in seen, "somebody sits in two seats"
                seen.add(pid)
                assert s.entries[int(pid)].playing

    @invariant()
    def places_cover_the_busted_range(self):
        s = self.t.state
        # A person finishes once, by their last entry: places run 1 .. people, not entries.
        busted = [e for e, p in s.last_entry.items() if s.entries[p].status is EntryStatus.BUSTED]
        busted = [s.last_entry[person] for person in busted]
        assert all(
            e.id not in s.places or s.last_entry[e.player] == e.id for e in s.entries.values()
        )
        covered = []
        groups = {}
        for e in busted:
            p = s.places[e]
            groups.setdefault((p.best, p.worst), []).append(e)
        for (best, worst), members in groups.items():
            assert worst - best + 1 == len(members)
            covered += range(best, worst + 1)
        left = s.players_left
        assert sorted(covered) == list(range(left + 1, s.unique_players + 1))
        if s.finished:
            assert left == 1 and s.places[s.playing[0].id].best == 1

    @invariant()
    def money_adds_up(self):
        s = self.t.state
        entries = sum(d[0] for d in self.done)
        rebuys = sum(d[1] for d in self.done)
        addons = sum(d[2] for d in self.done)
        assert s.entry_count == entries
        assert s.chips_in_play == entries * CHIPS + rebuys * REBUY.chips + addons * ADDON.chips
        m = self.t.money.summary()
        pool = entries * 2000 + rebuys * 1000 + addons * 500
        assert m.prize_pool_cents == pool
        assert m.collected_cents == pool + entries * (500 + 300) + rebuys * 100
        pays = self.t.money.payouts()
        assert sum(pays) == m.prize_pool_cents
        assert all(a >= b for a, b in itertools.pairwise(pays))
        prizes = self.t.money.prizes()
        assert sum(prizes.values()) <= m.prize_pool_cents

    def teardown(self):
        try:
            self.replay()
        finally:
            self.t.close()
            shutil.rmtree(self.dir, ignore_errors=True)


TestTournamentMachine = TournamentMachine.TestCase
TestTournamentMachine.settings = settings(max_examples=80, stateful_step_count=50)
