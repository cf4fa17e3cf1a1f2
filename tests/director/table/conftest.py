"""Fixtures for a table's hands: a tournament on the club's structure, a fake clock (no Qt)."""

import random

import pytest

from director.clock import ManualTime
from director.structures import default_structure_path, load_structure
from director.tournament import Settings, Tournament


@pytest.fixture
def fake_time():
    return ManualTime(1_800_000_000.25)


@pytest.fixture
def club():
    return load_structure(default_structure_path())


@pytest.fixture
def tournament(club, fake_time, tmp_path):
    t = Tournament.create(
        tmp_path / "friday.director",
        club,
        Settings(name="Club 50"),
        time=fake_time,
        rng=random.Random(7),
    )
    yield t
    t.close()
