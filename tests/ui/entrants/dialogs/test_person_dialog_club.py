"""Registering from the club's players: suggestions as you type, joining the club, no club at all."""

from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from director.club.club import Club
from director.club.model import PlayerFields
from tests.helpers.entrants import entrants_tab, press, type_text
from ui.club.location import set_club_path
from ui.entrants.dialogs import PersonDialog


@pytest.fixture
def club_file(tmp_path):
    """A club file of three players, the one the window uses."""
    path = tmp_path / "circolo.director-club"
    with Club.create(path) as club:
        club.add_player(
            PlayerFields("Mario Rossi", "Rosso", "mario@example.it", "333 1234567", "mancino")
        )
        club.add_player(PlayerFields("Anna Bianchi"))
        club.add_player(PlayerFields("Marisa Verdi"))
    set_club_path(path)
    return path


def _register_dialog(qtbot, main_window) -> PersonDialog:
    tab = entrants_tab(main_window)
    press(qtbot, tab, Qt.Key.Key_Insert)
    dialog = tab.current_dialog
    assert isinstance(dialog, PersonDialog)
    return dialog


def _players(path) -> dict[str, int]:
    with Club.open(path) as club:
        return {p.label: p.id for p in club.players()}


def test_typing_offers_the_clubs_players_and_choosing_links_the_entrant(
    main_window, tournament, qtbot, club_file
):
    dialog = _register_dialog(qtbot, main_window)
    type_text(qtbot, dialog.name_edit, "mar")
    popup = dialog.club_names.completer.popup()
    assert popup.isVisible()
    assert dialog.club_names.suggestions() == ["Mario Rossi (Rosso)", "Marisa Verdi"]
    QTest.keyClick(popup, Qt.Key.Key_Down)
    QTest.keyClick(popup, Qt.Key.Key_Return)
    assert not popup.isVisible()
    assert dialog.name_edit.text() == "Mario Rossi"
    assert dialog.nickname_edit.text() == "Rosso"
    assert dialog.email_edit.text() == "mario@example.it"
    assert dialog.phone_edit.text() == "333 1234567"
    assert dialog.notes_edit.toPlainText() == "mancino"
    assert dialog.club_label.text() == "The club's player number 1: Mario Rossi (Rosso)."
    assert dialog.join_box.isHidden()  # already one of the club's players
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    assert entrants_tab(main_window).current_dialog is None
    person = tournament.state.players[1]
    assert (person.label, person.email, person.club) == (
        "Mario Rossi (Rosso)",
        "mario@example.it",
        1,
    )
    assert _players(club_file) == {"Anna Bianchi": 2, "Mario Rossi (Rosso)": 1, "Marisa Verdi": 3}


def test_a_name_the_club_lacks_joins_it_with_the_box_checked(
    main_window, tournament, qtbot, club_file
):
    dialog = _register_dialog(qtbot, main_window)
    type_text(qtbot, dialog.name_edit, "Luca Neri")
    type_text(qtbot, dialog.phone_edit, "347 7654321")
    assert not dialog.join_box.isHidden() and dialog.join_box.isChecked()
    dialog.accept()
    assert dialog.record is not None
    joined = _players(club_file)["Luca Neri"]
    assert tournament.state.players[1].club == joined == 4
    with Club.open(club_file) as club:
        assert club.player(joined).details.phone == "347 7654321"


def test_unchecked_the_name_stays_out_of_the_club(main_window, tournament, qtbot, club_file):
    dialog = _register_dialog(qtbot, main_window)
    type_text(qtbot, dialog.name_edit, "Luca Neri")
    dialog.join_box.setChecked(False)
    dialog.accept()
    assert tournament.state.players[1].club is None
    assert "Luca Neri" not in _players(club_file)


def test_a_name_typed_in_full_is_the_clubs_player(main_window, tournament, qtbot, club_file):
    dialog = _register_dialog(qtbot, main_window)
    type_text(qtbot, dialog.name_edit, "anna bianchi")
    assert dialog.join_box.isHidden()
    assert dialog.club_label.text() == "The club's player number 2: Anna Bianchi."
    dialog.accept()
    assert tournament.state.players[1].club == 2
    assert len(_players(club_file)) == 3


def test_a_club_player_already_entered_is_said_before_ok(main_window, tournament, qtbot, club_file):
    tournament.entrants.register("Anna Bianchi", club=2)
    dialog = _register_dialog(qtbot, main_window)
    type_text(qtbot, dialog.name_edit, "Anna")
    popup = dialog.club_names.completer.popup()
    QTest.keyClick(popup, Qt.Key.Key_Down)
    QTest.keyClick(popup, Qt.Key.Key_Return)
    type_text(qtbot, dialog.nickname_edit, "la sorella")
    assert "already entered as the club's player number 2" in dialog.message.text()
    dialog.accept()
    assert dialog.record is None and len(tournament.state.players) == 1


def test_without_a_club_file_nothing_is_offered_and_no_file_made(
    main_window, tournament, qtbot, tmp_path
):
    path = tmp_path / "nessuno" / "circolo.director-club"
    set_club_path(path)
    dialog = _register_dialog(qtbot, main_window)
    assert dialog.name_edit.completer() is None
    type_text(qtbot, dialog.name_edit, "Mario Rossi")
    assert dialog.join_box.isHidden() and dialog.club_label.isHidden()
    dialog.accept()
    assert tournament.state.players[1].club is None
    assert not path.exists() and not path.parent.exists()


@pytest.mark.parametrize("kind", ["damaged", "a tournament"])
def test_a_club_file_that_cannot_be_opened_is_said_and_registration_goes_on(
    main_window, tournament, qtbot, tmp_path, kind
):
    if kind == "damaged":
        path = tmp_path / "rotto.director-club"
        path.write_bytes(b"\x00garbage, not SQLite at all" * 100)
    else:
        path = tournament.path
    before = path.read_bytes()
    set_club_path(path)
    dialog = _register_dialog(qtbot, main_window)
    assert dialog.name_edit.completer() is None
    text = dialog.club_label.text()
    assert text.startswith("The club's players are not offered: ")
    assert "\n" not in text and dialog.club_label.isVisibleTo(dialog)
    type_text(qtbot, dialog.name_edit, "Mario Rossi")
    assert dialog.join_box.isHidden()
    dialog.accept()
    assert tournament.state.players[1].name == "Mario Rossi"
    if kind == "damaged":
        assert path.read_bytes() == before


def test_a_club_busy_at_ok_registers_the_entrant_and_says_so(
    main_window, tournament, qtbot, club_file, monkeypatch
):
    from director.club import store

    monkeypatch.setattr(store, "BUSY_TIMEOUT", 0.0)  # the dialog's club waits for nobody
    dialog = _register_dialog(qtbot, main_window)
    type_text(qtbot, dialog.name_edit, "Luca Neri")
    holder = sqlite3.connect(club_file, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another program writing the club file
    try:
        qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    tab = entrants_tab(main_window)
    assert tab.current_dialog is None
    assert tournament.state.players[1].club is None
    assert "Not added to the club's players: " in tab.notice.text()
    assert "Luca Neri" not in _players(club_file)


def _edit_dialog(qtbot, main_window, entry: int) -> PersonDialog:
    tab = entrants_tab(main_window)
    tab.select_entries([entry])
    press(qtbot, tab, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    dialog = tab.current_dialog
    assert isinstance(dialog, PersonDialog) and dialog.entry == entry
    return dialog


def test_correcting_an_entrant_says_their_link_and_can_take_it_away(
    main_window, tournament, qtbot, club_file
):
    tournament.entrants.register("Marisa Verdi", club=3)
    dialog = _edit_dialog(qtbot, main_window, 1)
    assert dialog.club_label.text() == "The club's player number 3: Marisa Verdi."
    assert dialog.unlink_box.isVisibleTo(dialog) and not dialog.unlink_box.isChecked()
    assert dialog.join_box.isHidden()
    dialog.unlink_box.setChecked(True)
    assert dialog.club_label.text() == "Saving takes the link away: the club will go by the name."
    dialog.accept()
    assert tournament.state.players[1].club is None
    tournament.undo()
    assert tournament.state.players[1].club == 3


def test_choosing_another_club_player_while_correcting_links_that_one(
    main_window, tournament, qtbot, club_file
):
    tournament.entrants.register("Marisa Verdi", club=3)  # the wrong one: it was Mario
    dialog = _edit_dialog(qtbot, main_window, 1)
    dialog.name_edit.selectAll()
    type_text(qtbot, dialog.name_edit, "mario")
    popup = dialog.club_names.completer.popup()
    assert dialog.club_names.suggestions() == ["Mario Rossi (Rosso)"]
    QTest.keyClick(popup, Qt.Key.Key_Down)
    QTest.keyClick(popup, Qt.Key.Key_Return)
    assert dialog.club_label.text() == (
        "Saving links them to the club's player number 1: Mario Rossi (Rosso)."
    )
    assert dialog.unlink_box.isHidden()
    dialog.accept()
    person = tournament.state.players[1]
    assert (person.label, person.email, person.club) == (
        "Mario Rossi (Rosso)",
        "mario@example.it",
        1,
    )


def test_a_name_typed_in_full_while_correcting_keeps_the_link_there_was(
    main_window, tournament, qtbot, club_file
):
    tournament.entrants.register("Luca Neri")
    dialog = _edit_dialog(qtbot, main_window, 1)
    assert dialog.club_label.isHidden() and dialog.unlink_box.isHidden()
    dialog.name_edit.selectAll()
    type_text(qtbot, dialog.name_edit, "Anna Bianchi")  # a rename, not a link to number 2
    dialog.accept()
    person = tournament.state.players[1]
    assert (person.name, person.club) == ("Anna Bianchi", None)
    assert len(_players(club_file)) == 3  # nobody joined the club on a correction


def test_without_the_club_file_the_link_is_said_by_number_and_can_go(
    main_window, tournament, qtbot, tmp_path
):
    set_club_path(tmp_path / "altrove.director-club")
    tournament.entrants.register("Mario Rossi", club=12)
    dialog = _edit_dialog(qtbot, main_window, 1)
    assert dialog.club_label.text() == "The club's player number 12."
    dialog.unlink_box.setChecked(True)
    dialog.accept()
    assert tournament.state.players[1].club is None
