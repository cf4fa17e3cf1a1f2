"""Fixtures for the tournament tests: a fake clock, real files in tmp_path."""

import random

import pytest

from director.clock import ManualTime
from director.tournament import Settings, Tournament
from tests.helpers.tournament import SMALL


@pytest.fixture
def clock():
    return ManualTime(1_800_000_000.0)


@pytest.fixture
def make(tmp_path, clock):
    """make(**settings) -> a new Tournament in a fresh file; all are closed at the end."""
    made = []

    def make(file="t.director", structure=SMALL, seed=7, **settings):
        t = Tournament.create(
            tmp_path / file,
            structure,
            Settings(**settings),
            time=clock,
            rng=random.Random(seed),
        )
        made.append(t)
        return t

    yield make
    for t in made:
        t.close()
