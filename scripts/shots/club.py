"""The Club and League tabs over a small club: ``<lang>-club-1-players.png`` (the players with
their statistics, one selected with its history), ``-2-league.png`` (the league's standings, the
tournaments it counts, its rule), ``-3-player.png`` (the player dialog), ``-4-new-league.png``
(New league… with a formula being checked), ``-5-merge.png`` (Merge… saying what will happen),
``-6-projector.png`` (a break on the projector with the league's top 10).

The club is built in the shots' temporary folder from four finished evenings played with the
real tournament code; nothing is written to the Documents folder.
"""

from __future__ import annotations

import random
import tempfile
from decimal import Decimal
from pathlib import Path

from shots.common import NAMES, Shots

#: Four evenings: who played, and the finishing order (winner first).
EVENINGS = (
    ("2027-01-08", "Venerdì 8 gennaio", (0, 1, 2, 3, 4, 5, 6, 7, 8, 9)),
    ("2027-01-15", "Venerdì 15 gennaio", (1, 0, 4, 2, 10, 3, 11, 6)),
    ("2027-01-22", "Venerdì 22 gennaio", (2, 4, 1, 0, 12, 5, 3, 10, 13)),
    ("2027-01-29", "Venerdì 29 gennaio", (4, 2, 0, 11, 1, 6, 9)),
)


def _evening(folder: Path, date: str, name: str, order: tuple[int, ...], start: float) -> Path:
    """A finished tournament file where ``order`` (indexes of NAMES) finished in that order."""
    from director.clock import ManualTime
    from director.structures import default_structure_path, load_structure
    from director.tournament import Settings, Tournament, parse_price

    path = folder / f"{date}.director"
    settings = Settings(name=name, date=date, buy_in=parse_price("20+5"))
    structure = load_structure(default_structure_path())
    with Tournament.create(
        path, structure, settings, time=ManualTime(start), rng=random.Random(3)
    ) as t:
        t.seating.add_tables(2)
        entries = [t.entrants.register(NAMES[i]).entry for i in order]
        t.seating.draw_seats()
        t.close_registration()
        for i in range(len(entries) - 1, 0, -1):
            t.entrants.bust(entries[i], by=entries[(i * 7) % i])
        if not t.state.finished:
            t.finish()
    return path


def build_club(folder: Path) -> Path:
    """A club file with a league counting four evenings, a few members' details and a twin."""
    from director.clock import ManualTime
    from director.club.club import Club
    from director.club.model import LeagueRule, PlayerFields
    from director.club.played import played
    from director.tournament import Tournament

    path = folder / "club.director-club"
    with Club.create(path) as club:
        club.new_league(
            "Inverno 2027",
            LeagueRule(
                formula="10 * sqrt(n) / sqrt(r) + if(r <= paid, 5, 0)",
                best=3,
                minimum=2,
                attendance=Decimal(1),
            ),
        )
        for n, (date, name, order) in enumerate(EVENINGS):
            file = _evening(folder, date, name, order, 1_799_000_000.0 + n * 604_800)
            with Tournament.open(file, time=ManualTime()) as t:
                club.add_tournament("Inverno 2027", played(t.state, str(file)))
        rossi = club.find_named(PlayerFields(NAMES[0]))
        if rossi is not None:
            details = PlayerFields(NAMES[0], "Rosso", "mario@example.org", "", "", "0007")
            club.edit_player(rossi.id, details)
        club.add_player(PlayerFields("Mario Rossi", "Mariolino", member="0112"))
        club.add_player(PlayerFields("Teresa Neri", member="0090", active=False))
    return path


def shoot(shots: Shots) -> None:
    """The two tabs and their dialogs."""
    window = shots.window
    folder = Path(tempfile.mkdtemp(prefix="director-shots-club-"))
    club_tab, league_tab = window.club_tab, window.league_tab
    club_tab.path_row.use_path(build_club(folder))
    window.tabs.setCurrentWidget(club_tab)
    club_tab.select(club_tab.model.rows[2].key)
    shots.save(window, "club-1-players")
    window.tabs.setCurrentWidget(league_tab)
    shots.save(window, "club-2-league")
    window.tabs.setCurrentWidget(club_tab)
    dialog = club_tab.edit_player()
    if dialog is not None:
        shots.save(dialog, "club-3-player")
        dialog.reject()
    window.tabs.setCurrentWidget(league_tab)
    new = league_tab.new_league()
    new.name.setText("Estate 2027")
    new.formula.setText("100 * sqrt(n) / os")
    shots.save(new, "club-4-new-league")
    new.reject()
    window.tabs.setCurrentWidget(club_tab)
    rosso = next(r.key for r in club_tab.model.rows if r.texts[:2] == ("Mario Rossi", "Rosso"))
    club_tab.select(rosso)
    merge = club_tab.merge_player()
    if merge is not None:
        twin = next(p for p in merge.others if p.details.nickname == "Mariolino")
        merge.choose(twin.id)
        shots.save(merge, "club-5-merge")
        merge.reject()
    _projector(shots)


def _projector(shots: Shots) -> None:
    """The top 10 on the projector as a break's start puts them there (the clock event is sent by
    hand: the shots' structure has no break, so the clock still shows its level)."""
    from director.clock import ClockEvent, ClockEventKind

    window = shots.window
    window.league_tab.on_projector.setChecked(True)
    start = ClockEvent(ClockEventKind.BREAK_STARTED, 0, shots.time())
    window.break_standings.clock_event(start)
    projector = window.projector
    projector.show()
    projector.resize(1280, 720)
    shots.save(projector, "club-6-projector")
    projector.hide()
    window.break_standings.clock_event(ClockEvent(ClockEventKind.BREAK_ENDED, 0, shots.time()))
    window.league_tab.on_projector.setChecked(False)
