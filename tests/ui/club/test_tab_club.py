"""The Club tab: the players and their statistics, sorted and searched; add, edit, merge and undo
through the dialogs; refusals shown with nothing changed; another program's changes followed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from director.club.club import Club
from director.club.model import PlayerFields
from tests.ui.club.conftest import count

OK = QDialogButtonBox.StandardButton.Ok


def names(tab) -> list[str]:
    return [row[0] for row in tab.model.texts()]


def column(tab, title: str) -> list[str]:
    i = tab.model.titles.index(title)
    return [row[i] for row in tab.model.texts()]


def press_ok(dialog) -> None:
    dialog.buttons.button(OK).click()


def test_looking_makes_no_file_and_the_first_player_makes_it(club_path, club_tab, qtbot):
    assert not club_path.exists()
    assert club_tab.path_row.path.text() == str(club_path)
    assert "made when you add the first player" in club_tab.path_row.status.text()
    assert names(club_tab) == []
    dialog = club_tab.add_player()
    dialog.name.setText("Mario Rossi")
    dialog.nickname.setText("Rosso")
    dialog.member.setText("042")
    press_ok(dialog)
    assert not dialog.isVisible()
    assert club_path.exists()
    assert names(club_tab) == ["Mario Rossi"]
    assert club_tab.model.texts()[0][:4] == ("Mario Rossi", "Rosso", "042", "yes")
    assert club_tab.selected().label == "Mario Rossi (Rosso)"
    assert "Saved: Mario Rossi (Rosso)." in club_tab.notice.text()
    assert not club_tab.path_row.status.isVisible()


def test_the_statistics_of_each_player(season, club_tab):
    assert names(club_tab) == ["Anna", "Bruno", "Carla", "Dario"]
    anna = dict(zip(club_tab.model.titles, club_tab.model.texts()[0], strict=True))
    assert anna["Events"] == "2"
    assert anna["Wins"] == "1"
    assert anna["Best"] == "1"
    assert anna["Buy-ins"] == "€50"  # two buy-ins of 20 + 5
    assert anna["Last played"] == "2027-01-15"
    dario = dict(zip(club_tab.model.titles, club_tab.model.texts()[3], strict=True))
    assert dario["Events"] == "1" and dario["Cashes"] == "0" and dario["ITM %"] == "0.0%"
    assert dario["Prizes"] == "€0" and dario["Net"] == "-€25" and dario["ROI"] == "-100.0%"


def test_sorting_by_a_column_and_back(season, club_tab):
    view = club_tab.view
    events = club_tab.model.titles.index("Events")
    view.sortByColumn(events, Qt.SortOrder.DescendingOrder)
    assert column(club_tab, "Events") == ["2", "2", "2", "1"]
    assert names(club_tab)[-1] == "Dario"
    best = club_tab.model.titles.index("Best")
    view.sortByColumn(best, Qt.SortOrder.AscendingOrder)
    assert column(club_tab, "Best") == ["1", "1", "3", "4"]
    view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
    assert names(club_tab) == ["Dario", "Carla", "Bruno", "Anna"]


def test_the_search_filters_as_you_type_and_keeps_the_selection(season, club_tab, qtbot):
    club_tab.select(season.find_named(PlayerFields("Carla")).id)
    qtbot.keyClicks(club_tab.search, "CAR")
    assert names(club_tab) == ["Carla"]
    assert club_tab.selected().name == "Carla"
    club_tab.search.clear()
    assert len(names(club_tab)) == 4
    assert club_tab.selected().name == "Carla"


def test_the_history_of_the_selected_player(season, club_tab):
    assert club_tab.history_model.texts() == []
    club_tab.select(season.find_named(PlayerFields("Anna")).id)
    assert club_tab.history_box.title() == "History of Anna"
    rows = club_tab.history_model.texts()
    assert [(r[0], r[1], r[2]) for r in rows] == [
        ("2027-01-15", "Secondo", "2"),
        ("2027-01-08", "Primo", "1"),
    ]
    assert rows[1][5] == "Inverno: 100.00"
    assert rows[0][5] == "Inverno: 70.71"  # 100 / sqrt(2), shown to two decimals


def test_a_refused_player_stays_in_the_dialog_and_nothing_changes(the_club, club_tab):
    the_club.add_player(PlayerFields("Mario Rossi"))
    club_tab.session.poll()
    before = club_tab.model.texts()
    dialog = club_tab.add_player()
    dialog.name.setText("  mario rossi ")
    dialog.email.setText("m@example.org")
    press_ok(dialog)
    assert dialog.isVisible()
    assert dialog.message.isVisible()
    assert "mario rossi" in dialog.message.text() and "nickname" in dialog.message.text()
    assert dialog.email.text() == "m@example.org"  # what was typed is still there
    assert club_tab.model.texts() == before
    assert len(the_club.players()) == 1
    dialog.reject()


def test_editing_a_player_keeps_their_history(season, club_tab):
    anna = season.find_named(PlayerFields("Anna"))
    club_tab.select(anna.id)
    dialog = club_tab.edit_player()
    assert dialog.name.text() == "Anna"
    dialog.name.setText("Anna Bianchi")
    dialog.active.setChecked(False)
    press_ok(dialog)
    row = club_tab.model.texts()[club_tab.model.row_of(anna.id)]
    assert row[0] == "Anna Bianchi" and row[3] == "no" and row[4] == "2"
    assert club_tab.history_box.title() == "History of Anna Bianchi"
    assert len(club_tab.history_model.texts()) == 2


def test_merge_says_what_happens_and_undo_brings_the_record_back(season, club_tab):
    dario = season.find_named(PlayerFields("Dario"))
    twin = season.add_player(PlayerFields("Dario R."))
    club_tab.session.poll()
    club_tab.select(dario.id)
    dialog = club_tab.merge_player()
    assert not dialog.buttons.button(OK).isEnabled()
    dialog.choose(twin.id)
    assert "Dario R.'s results and league points become Dario's" in dialog.explain.text()
    press_ok(dialog)
    assert names(club_tab) == ["Anna", "Bruno", "Carla", "Dario"]
    assert "Merged into Dario." in club_tab.notice.text()
    assert club_tab.undo_button.text() == "Undo merge Dario R. into Dario"
    club_tab.undo_button.click()
    assert "Undone: merge Dario R. into Dario." in club_tab.notice.text()
    assert names(club_tab) == ["Anna", "Bruno", "Carla", "Dario", "Dario R."]


def test_a_refused_merge_says_why_in_one_line_and_changes_nothing(season, club_tab):
    anna = season.find_named(PlayerFields("Anna"))
    bruno = season.find_named(PlayerFields("Bruno"))
    club_tab.select(anna.id)
    before = club_tab.model.texts()
    dialog = club_tab.merge_player()
    dialog.choose(bruno.id)
    press_ok(dialog)
    assert dialog.isVisible()
    text = dialog.message.text()
    assert "Anna" in text and "Bruno" in text and "\n" not in text
    assert club_tab.model.texts() == before
    assert season.player(bruno.id).merged_into is None
    dialog.reject()


def test_undo_names_what_it_takes_back(the_club, club_tab):
    assert not club_tab.undo_button.isEnabled()
    assert club_tab.undo_button.toolTip() == "Nothing to undo in the club."
    dialog = club_tab.add_player()
    dialog.name.setText("Luca")
    press_ok(dialog)
    assert club_tab.undo_button.text() == "Undo add Luca"
    club_tab.undo_button.click()
    assert names(club_tab) == []
    assert the_club.players() == []


def test_edit_and_merge_say_why_they_cannot_be_used(the_club, club_tab):
    assert club_tab.edit_button.toolTip() == "Select a player first."
    assert not club_tab.merge_button.isEnabled()
    assert club_tab.merge_button.toolTip() == "Merging needs two records of one person."


def test_another_programs_change_appears_at_the_next_poll(the_club, club_tab):
    assert club_tab.session.timer.isActive()  # followed while the tab is shown
    with Club.open(the_club.path) as other:  # the command line, say
        other.add_player(PlayerFields("Giulia"))
    assert names(club_tab) == []
    club_tab.session.timer.timeout.emit()  # the next second's look
    assert names(club_tab) == ["Giulia"]
    club_tab.hide()
    assert not club_tab.session.timer.isActive()


def test_a_club_file_made_by_another_program_is_found(club_path, club_tab):
    assert club_tab.session.club is None
    club_path.parent.mkdir()
    with Club.create(club_path) as other:
        other.add_player(PlayerFields("Marco"))
    club_tab.session.timer.timeout.emit()
    assert names(club_tab) == ["Marco"]


def test_change_opens_another_club_file_or_makes_one(the_club, club_tab, tmp_path):
    other = tmp_path / "other.director-club"
    with Club.create(other) as c:
        c.add_player(PlayerFields("Paolo"))
    assert club_tab.path_row.use_path(other)
    assert names(club_tab) == ["Paolo"]
    assert club_tab.path_row.path.text() == str(other)
    assert club_tab.path_row.use_path(tmp_path / "fresh")  # a new name makes a new file
    assert (tmp_path / "fresh.director-club").exists()
    assert names(club_tab) == []


def test_a_file_that_is_no_club_is_refused_in_one_line(the_club, club_tab, tmp_path):
    bogus = tmp_path / "notes.director-club"
    bogus.write_text("not a club")
    assert not club_tab.path_row.use_path(bogus)
    assert club_tab.notice.isVisible() and "\n" not in club_tab.notice.text()
    assert club_tab.path_row.path.text() == str(the_club.path)  # still the one in use


def test_money_in_an_italian_window(season, document, qtbot):
    from ui.club.session import ClubSession
    from ui.club.tab import ClubTab

    document.lang = "it"
    tab = ClubTab(ClubSession(document))
    qtbot.addWidget(tab)
    carla = dict(zip(tab.model.titles, tab.model.texts()[2], strict=True))
    assert carla["Net"] == "-€ 50" and carla["ITM %"] == "0,0%"
    tab.session.close()


def test_counted_tournaments_with_cents(the_club, club_tab, tmp_path):
    from director.club.model import LeagueRule
    from director.tournament import Price

    the_club.new_league("Inverno", LeagueRule(formula="n - r + 1"))
    count(the_club, tmp_path, "Cents", ["Eva", "Franco"], buy_in=Price(1050, 200))
    club_tab.session.poll()
    assert column(club_tab, "Buy-ins") == ["€12.50", "€12.50"]
