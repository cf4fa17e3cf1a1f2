"""Entrants linked to the club's players by id: registered, edited, re-entered, undone, reopened."""

import json
import sqlite3

import pytest

from director.clock import ManualTime
from director.tournament import Tournament, TournamentError


def _reopen(t: Tournament, clock: ManualTime) -> Tournament:
    path = t.path
    t.close()
    return Tournament.open(path, time=clock)


def test_registered_with_a_club_id_keeps_it_in_the_file(make, clock):
    t = make(reentry=True)
    r = t.entrants.register("Mario Rossi", "Rosso", club=12)
    t.entrants.register("Anna Bianchi")
    assert r.club == 12
    assert t.state.players[r.player].club == 12
    t = _reopen(t, clock)
    try:
        people = {p.name: p.club for p in t.state.players.values()}
        assert people == {"Mario Rossi": 12, "Anna Bianchi": None}
    finally:
        t.close()


def test_an_edit_keeps_the_club_id_or_changes_it(make):
    t = make()
    t.entrants.register("Mario Rossi", club=12)
    t.entrants.edit_player("Mario Rossi", name="Mario Rossi Jr", phone="333 1234567")
    p = t.state.players[1]
    assert (p.name, p.phone, p.club) == ("Mario Rossi Jr", "333 1234567", 12)
    t.entrants.edit_player("Mario Rossi Jr", club=30)
    assert t.state.players[1].club == 30


def test_a_re_entry_and_a_withdrawn_person_registering_again_keep_the_club_id(make):
    t = make(reentry=True)
    t.entrants.register("Mario Rossi", club=12)
    t.entrants.register("Anna Bianchi", club=13)
    t.entrants.register("Luca Verdi")
    t.seating.add_tables(1)
    t.seating.draw_seats()
    t.entrants.bust("Mario Rossi", by="Luca Verdi")
    again = t.entrants.reenter("Mario Rossi")
    assert again.reentry and again.player == 1
    assert t.state.players[1].club == 12
    t.entrants.withdraw("Anna Bianchi")
    back = t.entrants.register("Anna Bianchi")  # registering again, no id given
    assert back.player == 2 and back.club == 13
    assert t.state.players[2].club == 13


def test_undo_and_redo_take_the_link_back_and_forth(make):
    t = make()
    t.entrants.register("Mario Rossi", club=12)
    t.entrants.edit_player("Mario Rossi", club=30)
    t.undo()
    assert t.state.players[1].club == 12
    t.undo()
    assert 1 not in t.state.players
    t.redo()
    t.redo()
    assert t.state.players[1].club == 30


@pytest.mark.parametrize("bad", [-3, 0, 2.5, "12a", True])
def test_a_wrong_club_id_is_refused_in_one_line_and_nothing_changes(make, bad):
    t = make()
    before = t.state
    with pytest.raises(TournamentError) as info:
        t.entrants.register("Mario Rossi", club=bad)
    assert info.value.key == "err.club_id"
    text = info.value.text("it")
    assert "\n" not in text and "director club players" in text
    assert t.state is before


def test_one_club_player_is_one_entrant(make):
    t = make()
    t.entrants.register("Mario Rossi", club=12)
    with pytest.raises(TournamentError) as info:
        t.entrants.register("Mario Rossini", club=12)
    assert info.value.key == "err.club_taken"
    assert "Mario Rossi" in str(info.value)
    t.entrants.register("Anna Bianchi")
    with pytest.raises(TournamentError, match="number 12"):
        t.entrants.edit_player("Anna Bianchi", club=12)
    # Withdrawn, Mario never played: the id is free for the person who really came.
    t.entrants.withdraw("Mario Rossi")
    assert t.entrants.register("Mario Rossini", club=12).club == 12


def test_an_import_links_the_rows_that_have_a_club_id(make, clock):
    t = make()
    record = t.entrants.register_many(
        [
            {"name": "Mario Rossi", "club": 12},
            {"name": "Anna Bianchi"},
            {"name": "Ugo", "club": "7"},
        ]
    )
    assert record.clubs == (12, None, 7)
    t = _reopen(t, clock)
    try:
        assert [p.club for p in t.state.players.values()] == [12, None, 7]
    finally:
        t.close()


def test_an_import_refuses_one_club_player_twice(make):
    t = make()
    with pytest.raises(TournamentError) as info:
        t.entrants.register_many([{"name": "A", "club": 12}, {"name": "B", "club": 12}])
    assert info.value.key == "err.club_taken"
    assert t.state.players == {}


def test_records_without_a_club_are_written_and_read_as_before(make, clock):
    """Records of entrants not linked to the club are written exactly as before the link
    existed, and a file written then opens with nobody linked."""
    t = make(reentry=True)
    t.entrants.register("Mario Rossi")
    t.entrants.edit_player("Mario Rossi", phone="333")
    t.entrants.register_many([{"name": "Anna Bianchi"}, {"name": "Luca Verdi"}])
    t.entrants.register("Ugo Neri", club=5)
    path = t.path
    t.close()
    with sqlite3.connect(path) as db:
        rows = db.execute(
            "SELECT kind, data FROM events WHERE kind IN ('register', 'edit_player', "
            "'import_players') ORDER BY seq"
        ).fetchall()
    db.close()
    kinds = [
        (kind, "club" in json.loads(data) or "clubs" in json.loads(data)) for kind, data in rows
    ]
    assert kinds == [
        ("register", False),
        ("edit_player", False),
        ("import_players", False),
        ("register", True),
    ]
    t = Tournament.open(path, time=clock)
    try:
        assert [p.club for p in t.state.players.values()] == [None, None, None, 5]
        assert t.state.players[1].phone == "333"
    finally:
        t.close()


def test_the_link_can_be_taken_away_undone_and_stays_away_on_reopening(make, clock):
    t = make()
    t.entrants.register("Mario Rossi", club=12)
    t.entrants.edit_player("Mario Rossi", nickname="Rosso", unlink_club=True)
    p = t.state.players[1]
    assert (p.label, p.club) == ("Mario Rossi (Rosso)", None)
    t.undo()
    assert t.state.players[1].club == 12
    t.redo()
    t = _reopen(t, clock)
    try:
        assert t.state.players[1].club is None
    finally:
        t.close()


def test_linking_and_unlinking_at_once_is_refused_and_nothing_changes(make):
    t = make()
    t.entrants.register("Mario Rossi", club=12)
    before = t.state
    with pytest.raises(TournamentError) as info:
        t.entrants.edit_player("Mario Rossi", club=30, unlink_club=True)
    assert info.value.key == "err.club_link_and_unlink"
    assert "\n" not in info.value.text("it")
    assert t.state is before
