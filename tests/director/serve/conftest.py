"""A tournament in play for the server's tests: eight players at two tables, the clock running."""

from __future__ import annotations

import random

import pytest

from director.clock import ManualTime
from director.tournament import Settings, Tournament, parse_price
from tests.helpers.tournament import SMALL, register

NAMES = ("Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Nicolò D'Angelo", "Zoe")


@pytest.fixture
def clock() -> ManualTime:
    return ManualTime(1_800_000_000.0)


@pytest.fixture
def evening(tmp_path, clock):
    """(path, tournament): the file the server publishes, and the desk's own tournament on it."""
    path = tmp_path / "venerdi.director"
    settings = Settings(name="Venerdì", buy_in=parse_price("20+5"), seats_per_table=6)
    t = Tournament.create(path, SMALL, settings, time=clock, rng=random.Random(7), tables=2)
    register(t, *NAMES)
    t.seating.draw_seats()
    t.clock.start()
    yield path, t
    t.close()
