"""Merging flights does not depend on the order their files are given in."""

import random
import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from director.clock import ManualTime
from director.tournament import Settings, Tournament
from director.tournament.flights import plan, read_flights
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
