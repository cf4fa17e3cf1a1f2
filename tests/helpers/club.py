"""Finished tournaments with a chosen finishing order, and a club file, for the club tests."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from pathlib import Path

from director.clock import ManualTime
from director.club.club import Club
from director.club.played import Played, played
from director.tournament import Price, Settings, Tournament
from tests.helpers.tournament import SMALL

#: The club's usual buy-in: 20 to the pool and 5 to the house.
BUY_IN = Price(2000, 500)


def finished(
    path: Path,
    order: Sequence[str],
    *,
    date: str = "2027-01-08",
    name: str = "Torneo del venerdì",
    start: float = 1_800_000_000.0,
    buy_in: Price = BUY_IN,
    by: Mapping[str, str] | None = None,
    club_ids: Mapping[str, int] | None = None,
) -> Path:
    """A real tournament file, finished, where ``order`` is the finishing order (winner first).

    ``by`` says who knocked each player out (the winner by default); ``club_ids`` registers
    those entrants as the club's players with that id.
    """
    by = by or {}
    settings = Settings(name=name, date=date, buy_in=buy_in)
    with Tournament.create(
        path, SMALL, settings, time=ManualTime(start), rng=random.Random(1)
    ) as t:
        t.seating.add_tables((len(order) + 8) // 9)
        ids = {}
        for person in order:
            linked = (club_ids or {}).get(person)
            extra = {} if linked is None else {"club": linked}
            ids[person] = t.entrants.register(person, **extra).entry
        t.seating.draw_seats()
        t.close_registration()
        for person in reversed(order[1:]):
            t.entrants.bust(ids[person], by=ids[by.get(person, order[0])])
        if not t.state.finished:
            t.finish()
    return path


def read(path: Path) -> Played:
    """The results of the finished tournament file ``path``."""
    with Tournament.open(path, time=ManualTime()) as t:
        return played(t.state, str(path))


def new_club(tmp_path: Path) -> Club:
    """An empty club file in ``tmp_path``."""
    return Club.create(tmp_path / "club.director-club")
