"""Counting tonight's tournament from the main window: one confirmation, then the League tab says
who joined the club; the Club and League tabs are in the window and its View menu."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from director.clock import ManualTime
from director.club.model import LeagueRule, PlayerFields
from director.tournament import Tournament
from tests.helpers.club import finished

YES = QMessageBox.StandardButton.Yes


@pytest.fixture
def finished_window(qtbot, tmp_path, speaker, the_club):
    """The main window over a finished tournament; the club knows Anna already."""
    from ui.document import Document
    from ui.main_window import MainWindow

    the_club.add_player(PlayerFields("Anna"))
    the_club.new_league("Inverno", LeagueRule(formula="n - r + 1"))
    path = finished(tmp_path / "stasera.director", ["Bruno", "Anna", "Carla"], name="Stasera")
    t = Tournament.open(path, time=ManualTime(1_800_000_000.0))
    window = MainWindow(Document(t), speaker, speech_engine="mock")
    qtbot.addWidget(window)
    qtbot.addWidget(window.projector)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.close()
    t.close()


def test_the_club_and_league_tabs_are_in_the_view_menu(finished_window):
    w = finished_window
    titles = [w.tabs.tabText(i) for i in range(w.tabs.count())]
    assert titles[-2:] == ["Club", "League"]
    items = [a.text() for a in w.view_menu.actions()]
    assert "Clu&b" in items and "Lea&gue" in items


def test_a_finished_tournament_is_counted_with_one_confirmation(finished_window, the_club):
    w = finished_window
    w.tabs.setCurrentWidget(w.league_tab)
    tab = w.league_tab
    assert tab.choice.currentText() == "Inverno"
    assert tab.count_button.isEnabled()
    tab.count_button.click()
    box = tab.question
    assert box.text() == "Count Stasera (3 entries) in the league Inverno?"
    box.button(YES).click()
    assert tab.notice.text() == "Stasera counted in Inverno. New in the club: Bruno, Carla."
    assert tab.standings.texts() == [
        ("1", "Bruno", "1", "1", "1", "1", "3.00"),
        ("2", "Anna", "1", "1", "0", "2", "2.00"),
        ("3", "Carla", "1", "1", "0", "3", "1.00"),
    ]
    assert tab.counted.texts() == [("2027-01-08", "Stasera", "3")]
    assert [p.name for p in the_club.players()] == ["Anna", "Bruno", "Carla"]
    # once counted, the button says so instead of counting it twice
    assert not tab.count_button.isEnabled()
    assert tab.count_button.toolTip() == "Stasera is already counted in Inverno"
    w.tabs.setCurrentWidget(w.club_tab)
    assert [row[0] for row in w.club_tab.model.texts()] == ["Anna", "Bruno", "Carla"]


def test_saying_no_counts_nothing(finished_window, the_club):
    tab = finished_window.league_tab
    tab.count_tournament().button(QMessageBox.StandardButton.No).click()
    assert the_club.tournaments() == []
    assert tab.standings.texts() == []
