"""Club speed: a league's standings and a search as you type, in a club of 2,000 players.

The club (the issue's size): 2,000 players and 300 tournaments of about 40 entrants each (12,000
results), all counted in one league scored by a formula with the best 20 results counted and an
attendance bonus. The tournaments are built directly as :class:`~director.club.played.Played`
values (what a finished tournament file gives) and counted through :class:`Club`, the entrants
linked by their club id, so that the club file is the one the program would have written.

Timed, the median of several runs on the open file:

- ``standings``: :meth:`Club.standings` (every result's points read, best N, bonuses,
  tie-breaks, names). Goal: at most 200 ms. Reference: the bare cost of the same sum, the
  league's points rows read with ``sqlite3`` and added up per player in a dict, sorted by
  points (no best N, no tie-break, no names);
- ``search``: :meth:`Club.search` of a 3-letter prefix (``mar``). Goal: at most 50 ms.
  Reference: the same ``LIKE`` query written by hand on a bare ``sqlite3`` connection.

Run: ``.venv/bin/python bench/club.py``. The last line is ``ratio: N``, the smaller of each goal
over our time (above 1: inside both goals).
"""

from __future__ import annotations

import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from director.club.club import Club
from director.club.model import LeagueRule, PlayerFields, ResultLine, TournamentRecord
from director.club.played import Played, PlayedPerson

PLAYERS, TOURNAMENTS, FIELD = 2000, 300, 40
GOAL_STANDINGS, GOAL_SEARCH = 0.200, 0.050
LEAGUE = "Campionato"
FORMULA = "sqrt(n*b*b)/(r+1) + if(r <= paid, 10, 0)"
FIRST = ["Mario", "Marco", "Anna", "Niccolò", "Zoë", "Giulia", "Luca", "Marta", "Paolo", "Sara"]
LAST = ["Rossi", "Bianchi", "D'Angelo", "Müller", "Ferrari", "Marini", "Esposito", "Romano"]


def names(count: int) -> list[PlayerFields]:
    """``count`` different players (a number tells apart two with the same name)."""
    return [
        PlayerFields(f"{FIRST[i % len(FIRST)]} {LAST[(i // len(FIRST)) % len(LAST)]} {i}")
        for i in range(count)
    ]


def night(number: int, ids: list[int], rng: random.Random) -> Played:
    """One finished tournament of about :data:`FIELD` club players, as the club takes it."""
    field = rng.sample(ids, FIELD + rng.randint(-8, 8))
    paid = max(1, len(field) // 8)
    pool = len(field) * 2000
    prizes = [pool * share // 100 for share in (50, 30, 20)] + [0] * len(field)
    people = []
    for place, pid in enumerate(field, 1):
        line = ResultLine(
            0,
            0,
            place,
            place,
            prizes[place - 1] if place <= paid else 0,
            rng.choice((0, 0, 500)),
            rng.randint(0, 2),
            rng.randint(0, 1),
            1,
            3500,
        )
        people.append(PlayedPerson(PlayerFields(f"#{pid}"), pid, line))
    day = f"2027-{1 + number // 28:02d}-{1 + number % 28:02d}"
    record = TournamentRecord(
        0, f"bench:{number}", f"Torneo {number + 1}", day, "", len(field), paid, 2500
    )
    return Played(record, tuple(people))


def build(path: Path) -> Club:
    """The club file: players, the league, every tournament counted."""
    club = Club.create(path)
    added, _ = club.import_players(names(PLAYERS))
    ids = [p.id for p in added]
    club.new_league(LEAGUE, LeagueRule(formula=FORMULA, best=20, attendance=Decimal(2)))
    rng = random.Random(15)
    for number in range(TOURNAMENTS):
        club.add_tournament(LEAGUE, night(number, ids, rng))
    return club


def median(run: Callable[[], object], repeat: int) -> float:
    """The median seconds of ``repeat`` runs (after one to warm the caches)."""
    run()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def bare_standings(conn: sqlite3.Connection) -> list[tuple[int, Decimal]]:
    """The reference: the league's points summed per player in a dict, sorted by points."""
    totals: dict[int, Decimal] = {}
    for player, points in conn.execute(
        "SELECT player, points FROM league_points WHERE league = "
        "(SELECT id FROM leagues WHERE name = ?)",
        (LEAGUE,),
    ):
        totals[player] = totals.get(player, Decimal(0)) + Decimal(points)
    return sorted(totals.items(), key=lambda kv: -kv[1])


def bare_search(conn: sqlite3.Connection) -> list[tuple[object, ...]]:
    """The reference: the search's query (its words anywhere, the prefix first) by hand."""
    return conn.execute(
        "SELECT id, name, nickname, email, phone, notes, member, active, merged_into "
        "FROM players WHERE merged_into IS NULL AND fold LIKE '%mar%' "
        "ORDER BY (fold NOT LIKE 'mar%'), NOT active, fold, id LIMIT 20"
    ).fetchall()


def main() -> int:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.director-club"
        start = time.perf_counter()
        club = build(path)
        made = time.perf_counter() - start
        results = len(club.results())
        print(
            f"club of {PLAYERS:,} players, {TOURNAMENTS} tournaments, {results:,} results "
            f"(built in {made:.1f} s)"
        )
        print(f"league: {FORMULA}, best 20, 2 points an event")
        conn = sqlite3.connect(path)
        standings = median(lambda: club.standings(LEAGUE), 7)
        standings_ref = median(lambda: bare_standings(conn), 7)
        search = median(lambda: club.search("mar"), 31)
        search_ref = median(lambda: bare_search(conn), 31)
        found = len(club.search("mar"))
        conn.close()
        club.close()
    print(f"{'':>10} {'ours ms':>8} {'goal ms':>8} {'reference ms':>13} {'x ref':>6}")
    for what, ours, goal, ref in (
        ("standings", standings, GOAL_STANDINGS, standings_ref),
        ("search", search, GOAL_SEARCH, search_ref),
    ):
        print(
            f"{what:>10} {ours * 1000:>8.1f} {goal * 1000:>8.0f} {ref * 1000:>13.1f} "
            f"{ours / ref:>5.1f}x"
        )
    print(f"search 'mar': {found} players offered")
    print(
        "reference: standings = the points rows summed per player in a dict and sorted; "
        "search = the same LIKE query on a bare sqlite3 connection"
    )
    print(f"ratio: {min(GOAL_STANDINGS / standings, GOAL_SEARCH / search):.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
