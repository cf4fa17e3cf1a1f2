"""Fixtures of the Club and League tabs' tests: a real club file chosen in the settings, and the
two tabs on their own over the open tournament."""

import pytest

from director.club.club import Club
from director.club.model import LeagueRule
from tests.helpers.club import finished, read
from ui.club.league_tab import LeagueTab
from ui.club.location import set_club_path
from ui.club.session import ClubSession
from ui.club.tab import ClubTab


@pytest.fixture
def club_path(tmp_path):
    """Where the club file is (not made yet): the settings name it."""
    path = tmp_path / "club" / "club.director-club"
    set_club_path(path)
    return path


@pytest.fixture
def the_club(club_path):
    """A club file with no players yet; another connection, as the command line would hold."""
    club_path.parent.mkdir(exist_ok=True)
    with Club.create(club_path) as c:
        yield c


def count(the_club, tmp_path, name, order, *, league="Inverno", date="2027-01-08", **kw):
    """Count a finished tournament (``order``: winner first) in ``league``; its Added."""
    path = finished(tmp_path / f"{name}.director", order, name=name, date=date, **kw)
    return the_club.add_tournament(league, read(path))


@pytest.fixture
def season(the_club, tmp_path):
    """Two evenings of the league Inverno (100 / sqrt(r)): Anna won one, Bruno the other."""
    the_club.new_league("Inverno", LeagueRule(formula="100 / sqrt(r)", minimum=2))
    count(the_club, tmp_path, "Primo", ["Anna", "Bruno", "Carla", "Dario"], date="2027-01-08")
    count(the_club, tmp_path, "Secondo", ["Bruno", "Anna", "Carla"], date="2027-01-15")
    return the_club


@pytest.fixture
def session(document, qtbot):
    s = ClubSession(document)
    yield s
    s.close()


@pytest.fixture
def club_tab(qtbot, session):
    tab = ClubTab(session)
    qtbot.addWidget(tab)
    tab.resize(1300, 800)
    tab.show()
    qtbot.waitExposed(tab)
    return tab


@pytest.fixture
def league_tab(qtbot, session):
    tab = LeagueTab(session)
    qtbot.addWidget(tab)
    tab.resize(1300, 800)
    tab.show()
    qtbot.waitExposed(tab)
    return tab
