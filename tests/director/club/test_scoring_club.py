"""Properties of a league's standings: counting a night and taking it out again changes
nothing, and the order the nights are counted in does not matter."""

from __future__ import annotations

import itertools
import random
from decimal import Decimal

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from director.club.club import Club
from director.club.model import LeagueRule, PlayerFields, ResultLine, TournamentRecord
from director.club.played import Played, PlayedPerson

POOL = [f"Giocatore {i}" for i in range(12)]


def night(seed: int, index: int) -> Played:
    """A synthetic finished night: 3 to 10 of the pool, places in a random order, a tie or
    two, prizes for the top places, knock-outs."""
    rng = random.Random(seed * 1000 + index)
    people = rng.sample(POOL, rng.randint(3, 10))
    lines = []
    place = 1
    for i, name in enumerate(people):
        tied = i + 1 < len(people) and rng.random() < 0.15
        lines.append(
            PlayedPerson(
                PlayerFields(name),
                None,
                ResultLine(
                    0,
                    0,
                    place,
                    place + (1 if tied else 0),
                    prize_cents=max(0, 3 - i) * 1000,
                    knockouts=rng.randint(0, 2),
                    rebuys=rng.randint(0, 1),
                ),
            )
        )
        place += 1
    record = TournamentRecord(
        0, f"night-{seed}-{index}", f"Serata {index}", f"2027-02-{index + 1:02d}", "", len(people),
        3, 2500,
    )  # fmt: skip
    return Played(record, tuple(lines))


RULES = st.sampled_from(
    [
        LeagueRule(formula="sqrt(n * b * b) / (r + 1)"),
        LeagueRule(formula="n - r + 1", best=3, minimum=2),
        LeagueRule(table="points:\n  1: 25\n  2: 18\n  3-4: 12.5\nothers: 1\n", best=2),
        LeagueRule(formula="if(r <= paid, 10, 1)", attendance=Decimal(1), knockout=Decimal(2)),
    ]
)


_made = itertools.count()


def fresh(tmp_path, tag: str) -> Club:
    """A new club file for each example (hypothesis runs many in one test's folder)."""
    return Club.create(tmp_path / f"{tag}-{next(_made)}.director-club")


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(rule=RULES, seed=st.integers(0, 10_000), count=st.integers(1, 5), data=st.data())
def test_counting_a_night_then_taking_it_out_changes_nothing(tmp_path, rule, seed, count, data):
    nights = [night(seed, i) for i in range(count + 1)]
    with fresh(tmp_path, "a") as club:
        club.new_league("L", rule)
        for played in nights[:-1]:
            club.add_tournament("L", played)
        before = club.standings("L")
        club.add_tournament("L", nights[-1])
        club.remove_tournament("L", nights[-1].record.key)
        assert club.standings("L") == before


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(rule=RULES, seed=st.integers(0, 10_000), count=st.integers(2, 6), data=st.data())
def test_the_order_nights_are_counted_in_does_not_matter(tmp_path, rule, seed, count, data):
    nights = [night(seed, i) for i in range(count)]
    shuffled = data.draw(st.permutations(nights))
    results = []
    for tag, order in (("in", nights), ("shuffled", shuffled)):
        with fresh(tmp_path, tag) as club:
            club.new_league("L", rule)
            for played in order:
                club.add_tournament("L", played)
            # player ids differ with the order they joined: compare by name
            results.append(
                [(s.rank, s.name, s.points, s.events, s.counted) for s in club.standings("L")]
            )
    assert results[0] == results[1]


@settings(
    max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(rule=RULES, seed=st.integers(0, 10_000))
def test_undo_takes_back_a_counted_night_exactly(tmp_path, rule, seed):
    with fresh(tmp_path, "u") as club:
        club.new_league("L", rule)
        club.add_tournament("L", night(seed, 0))
        before = (club.standings("L"), club.players(), club.statistics())
        club.add_tournament("L", night(seed, 1))
        club.undo()
        assert (club.standings("L"), club.players(), club.statistics()) == before
