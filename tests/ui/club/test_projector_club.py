"""The league's top 10 on the projector during a break, when the League tab asks for it."""

from __future__ import annotations

import pytest

from director.structures import loads_structure
from director.tournament import Settings, Tournament
from tests.helpers.main_window import advance, answer_start_question
from tests.ui.club.conftest import count

#: Two breaks: the first plain, the second colouring up the 5s.
STRUCTURE = (
    "name: B\nstarting_stack: 1000\nlevel_minutes: 10\nlevels:\n"
    "  - blinds: 10-20\n  - break: 5\n  - blinds: 20-40\n  - break: 5\n    color_up: [5]\n"
    "  - blinds: 40-80\n"
)


@pytest.fixture
def evening(qtbot, fake_time, speaker, tmp_path, season):
    """The main window over a tournament with breaks; the league has 12 ranked players."""
    from ui.document import Document
    from ui.main_window import MainWindow

    for n in range(3):
        order = [f"Ospite {i:02d}" for i in range(8)]  # Ospite 00 wins all three
        count(season, tmp_path, f"Extra {n}", order, date=f"2027-02-0{n + 1}")
    count(season, tmp_path, "Ultimo", ["Dario", "Carla"], date="2027-02-09")
    t = Tournament.create(
        tmp_path / "b.director", loads_structure(STRUCTURE), Settings(name="B"), time=fake_time
    )
    w = MainWindow(Document(t), speaker)
    qtbot.addWidget(w)
    qtbot.addWidget(w.projector)
    w.controller.start()
    answer_start_question(w)  # nobody is seated: the window asks first
    yield w
    w.close()
    t.close()


def page(w) -> str:
    """The announcement's page the projector shows now."""
    w.projector.compose()
    return w.projector.texts["announcement"]


def test_a_break_shows_the_top_10_and_play_takes_them_away(evening, fake_time):
    w = evening
    tab = w.league_tab
    assert tab.choice.currentText() == "Inverno"
    tab.on_projector.setChecked(True)
    advance(w, fake_time, 600)  # the first break
    assert w.controller.view().is_break
    assert w.feed.lead == "Inverno: top 10"
    assert len(w.feed.items) == 10
    assert w.feed.items[:3] == ("1. Ospite 00 300.00", "2. Ospite 01 212.13", "3. Carla 186.18")
    assert w.feed.items[4:6] == ("5. Anna 170.71", "5. Bruno 170.71")  # a shared rank
    assert page(w).startswith("Inverno: top 10")
    assert "Ospite 00" in page(w)
    advance(w, fake_time, 300)  # play resumes
    assert w.feed.announcement == ""
    advance(w, fake_time, 600)  # the second break colours up: that line comes first
    assert w.feed.items[0] == "Break: colour up the 5 chips"
    assert w.feed.items[1:3] == ("Inverno: top 10", "1. Ospite 00 300.00")
    assert len(w.feed.items) == 12
    advance(w, fake_time, 300)
    assert w.feed.announcement == ""


def test_not_asked_the_break_shows_what_it_always_did(evening, fake_time):
    w = evening
    assert not w.league_tab.on_projector.isChecked()
    advance(w, fake_time, 600)
    assert w.controller.view().is_break
    assert w.feed.announcement == ""


def test_the_choice_is_remembered(the_club, league_tab, qtbot, session):
    from ui.club.league_tab import LeagueTab

    league_tab.on_projector.setChecked(True)
    again = LeagueTab(session)
    qtbot.addWidget(again)
    assert again.on_projector.isChecked()
