"""Merging flights does not depend on the order their files are given in."""

import random
import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from director.clock import ManualTime
from director.tournament import Settings, Tournament
from director.tournament.flights import plan, read_flights
from director.tournament.knockouts import knockouts
from director.tournament.pricing import collected_by
from tests.helpers.tournament import SMALL

NAMES = ("Anna", "Bruno", "Carla", "Dario", "Elena")

_flight = st.tuples(
    st.lists(st.sampled_from(NAMES), min_size=2, max_size=5, unique=True),
    st.integers(0, 4),  # how many are busted (at least one stays)
    st.lists(st.integers(1, 10), min_size=5, max_size=5),  # stacks, in hundreds (<= 1,000)
    st.integers(0, 1),  # created in the same second as the one before (ties the order)
)


@settings(max_examples=12, deadline=None)
@given(st.lists(_flight, min_size=2, max_size=3), st.randoms(use_true_random=False))
def test_merging_is_order_independent(flights, shuffler):
    clock = ManualTime(1_800_000_000.0)
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for k, (names, busted, stacks, same_second) in enumerate(flights):
            clock.advance(0 if same_second else 3600)
            path = Path(tmp) / f"f{k}.director"
            t = Tournament.create(path, SMALL, Settings(name=f"F{k}"), time=clock,
                                  rng=random.Random(k))  # fmt: skip
            for n in names:
                t.entrants.register(n)
            out = names[: min(busted, len(names) - 1)]
            for n in out:
                clock.advance(60)
                t.entrants.bust(n)
            t.entrants.set_chips(
                {
                    n: s * 100
                    for n, s in zip(names, stacks[: len(names)], strict=True)
                    if n not in out
                }
            )
            t.close()
            paths.append(path)
        read = read_flights(paths, time=clock)
        first = plan(read)
        for _ in range(3):
            again = list(read)
            shuffler.shuffle(again)
            assert plan(again).record == first.record
            assert plan(again).given_up == first.given_up
    states = [f.state for f in read]
    entries = first.record.entries
    # The entries are the flights' together, and so is the pool (buy-ins, fees, bounties).
    assert len(entries) == sum(s.entry_count for s in states)
    pools = sum(collected_by(s.entries.values()).gross_cents for s in states)
    assert sum(p[2] for e in entries for p in e[10]) == pools
    # Each person left in some flight plays day 2 once, with their biggest counted stack.
    best: dict[str, int] = {}
    for s in states:
        for e in s.playing:
            name = s.label(e)
            best[name] = max(best.get(name, 0), e.chips or 0)
    names = {p[0]: p[1] for p in first.record.players}
    playing = {names[e[1]]: e[4] for e in entries if e[3] == "playing"}
    assert playing == best


@settings(max_examples=15, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.lists(st.sampled_from(NAMES), min_size=2, max_size=5, unique=True),
            st.lists(st.integers(0, 4), max_size=4),  # who knocks out each player busted
        ),
        min_size=2,
        max_size=3,
    )
)
def test_progressive_bounties_arrive_on_day_2_whole(flights):
    """Day 2 starts with every flight's bounty money: paid stays paid, and what was on the
    heads is on day 2's heads or, for a stack given up, unclaimed; nothing is made or lost."""
    clock = ManualTime(1_800_000_000.0)
    pko = Settings(name="F", bounty_cents=1000, progressive=True)
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for k, (names, takers) in enumerate(flights):
            clock.advance(3600)
            path = Path(tmp) / f"f{k}.director"
            t = Tournament.create(path, SMALL, pko, time=clock, rng=random.Random(k))
            for n in names:
                t.entrants.register(n)
            left = list(names)
            for taker in takers[: len(names) - 1]:
                out = left.pop()
                clock.advance(60)
                t.entrants.bust(out, by=left[taker % len(left)])
            t.entrants.set_chips({n: 100 * (i + 1) for i, n in enumerate(left)})
            t.close()
            paths.append(path)
        read = read_flights(paths, time=clock)
        merged = plan(read).day2_state()
    ks = [knockouts(f.state) for f in read]
    day2 = knockouts(merged)
    assert day2.balanced
    assert day2.taken_cents == sum(k.taken_cents for k in ks)
    assert day2.paid_cents == sum(k.paid_cents for k in ks)
    assert day2.on_heads_cents + day2.unclaimed_cents == sum(
        k.on_heads_cents + k.unclaimed_cents for k in ks
    )
    # the heads on day 2 are the survivors' (one stack a player)
    assert {e for e, c in day2.heads.items() if c} <= {e.id for e in merged.playing}
