"""The League tab: standings with two decimals (greyed below the minimum), the tournaments counted
with Remove after a confirmation, the rule in words, and why the open tournament cannot be
counted yet."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtWidgets import QMessageBox

from director.club.model import LeagueRule
from tests.ui.club.conftest import count
from ui.club.models import GREY

YES = QMessageBox.StandardButton.Yes


def test_standings_rank_points_to_two_decimals_and_grey_the_unranked(season, league_tab):
    assert league_tab.choice.currentText() == "Inverno"
    rows = league_tab.standings.texts()
    assert rows == [
        ("1", "Anna", "2", "2", "1", "1", "170.71"),  # 100 + 100/√2, equal on every tie-break
        ("1", "Bruno", "2", "2", "1", "1", "170.71"),
        ("3", "Carla", "2", "2", "0", "3", "115.47"),
        ("", "Dario", "1", "1", "0", "4", "50.00"),  # one event, the minimum is two
    ]
    model = league_tab.standings
    foreground = model.data(model.index(3, 1), 9)  # Qt.ForegroundRole
    assert foreground == GREY
    assert model.data(model.index(0, 1), 9) is None


def test_the_rule_in_plain_words(season, league_tab):
    text = league_tab.rule.text()
    assert "Points: 100 / sqrt(r)" in text
    assert "Every result counts." in text
    assert "Ranked after 2 events" in text
    assert "Ties: more points, then more wins, then the better best finish" in text


def test_a_points_table_rule_lists_its_places(the_club, tmp_path, league_tab):
    table = "points:\n  1: 100\n  2: 80\n  3-5: 50\nothers: 10\n"
    the_club.new_league(
        "Tabella", LeagueRule(table=table, best=8, attendance=Decimal(2), knockout=Decimal(5))
    )
    league_tab.session.poll()
    league_tab.choose("Tabella")
    text = league_tab.rule.text()
    assert "Points by place: 1: 100.00 · 2: 80.00 · 3–5: 50.00 · others: 10.00" in text
    assert "Each player's best 8 results count." in text
    assert "Attendance bonus: 2.00 each event." in text
    assert "Knock-out bonus: 5.00 each player." in text


def test_the_tournaments_counted_and_remove_after_a_confirmation(season, league_tab):
    assert league_tab.counted.texts() == [
        ("2027-01-08", "Primo", "4"),
        ("2027-01-15", "Secondo", "3"),
    ]
    assert not league_tab.remove_button.isEnabled()
    assert league_tab.remove_button.toolTip() == "Select a tournament first."
    league_tab.counted_view.selectRow(1)
    box = league_tab.remove_tournament()
    assert "Stop counting Secondo in the league Inverno?" in box.text()
    box.button(QMessageBox.StandardButton.No).click()
    assert len(league_tab.counted.texts()) == 2
    league_tab.counted_view.selectRow(1)
    league_tab.remove_button.click()
    league_tab.question.button(YES).click()
    assert league_tab.counted.texts() == [("2027-01-08", "Primo", "4")]
    assert league_tab.standings.texts()[0] == ("", "Anna", "1", "1", "1", "1", "100.00")
    assert "Secondo no longer counts in Inverno." in league_tab.notice.text()
    assert len(season.history(season.players()[0].id)) == 2  # the history keeps it


def test_the_running_tournament_cannot_be_counted_and_the_button_says_why(season, league_tab):
    button = league_tab.count_button
    assert not button.isEnabled()
    assert button.toolTip() == (
        "Club 50 is not finished (0 players still in): finish it before counting it"
    )
    assert league_tab.count_tournament() is None


def test_without_a_league_the_button_says_to_make_one(the_club, league_tab):
    assert league_tab.choice.count() == 0
    assert league_tab.count_button.toolTip().startswith("Choose a league")
    assert league_tab.rule.text() == "No league chosen."


def test_standings_in_an_italian_window_have_a_decimal_comma(season, document, qtbot):
    from ui.club.league_tab import LeagueTab
    from ui.club.session import ClubSession

    document.lang = "it"
    tab = LeagueTab(ClubSession(document))
    qtbot.addWidget(tab)
    assert [row[6] for row in tab.standings.texts()] == ["170,71", "170,71", "115,47", "50,00"]
    tab.session.close()


def test_a_league_counted_by_another_program_appears_at_the_next_poll(
    the_club, tmp_path, league_tab
):
    from director.club.club import Club

    with Club.open(the_club.path) as other:
        other.new_league("Estate", LeagueRule(formula="n - r + 1"))
        count(other, tmp_path, "Luglio", ["Gina", "Ugo"], league="Estate")
    assert league_tab.choice.count() == 0
    league_tab.session.timer.timeout.emit()
    assert league_tab.choice.currentText() == "Estate"
    assert [r[1:] for r in league_tab.standings.texts()] == [
        ("Gina", "1", "1", "1", "1", "2.00"),
        ("Ugo", "1", "1", "0", "2", "1.00"),
    ]


def test_an_italian_window_speaks_italian(season, document, qtbot):
    from ui import i18n
    from ui.club.league_tab import LeagueTab
    from ui.club.session import ClubSession
    from ui.club.tab import ClubTab

    i18n.install("it")
    try:
        document.lang = "it"
        session = ClubSession(document)
        league, players = LeagueTab(session), ClubTab(session)
        qtbot.addWidget(league)
        qtbot.addWidget(players)
        assert league.standings.titles == (
            "Pos.",
            "Giocatore",
            "Tornei",
            "Contati",
            "Vittorie",
            "Migliore",
            "Punti",
        )
        assert league.standings.texts()[0][6] == "170,71"
        assert league.rule.text().startswith("Punti: 100 / sqrt(r)\nContano tutti i risultati.")
        assert league.count_button.text() == "Conta questo torneo…"
        assert players.model.titles[:3] == ("Nome", "Soprannome", "N. tessera")
        assert players.undo_button.text().startswith("Annulla ")
        session.close()
    finally:
        i18n.install("en")
