"""An entrant registered from the club's list is found by id, even renamed in the club since."""

from director.club.model import LeagueRule, PlayerFields
from tests.helpers.club import finished, new_club, read


def test_a_player_renamed_in_the_club_keeps_the_result_of_the_night(tmp_path):
    with new_club(tmp_path) as club:
        mario = club.add_player(PlayerFields("Mario Rossi", "Rosso"))
        anna = club.add_player(PlayerFields("Anna Bianchi"))
        path = finished(
            tmp_path / "venerdi.director",
            ["Mario Rossi", "Anna Bianchi", "Luca Verdi"],
            club_ids={"Mario Rossi": mario.id},
        )
        # Renamed in the club after the night, before the tournament is counted.
        club.edit_player(mario.id, PlayerFields("Mario Rossi Bianchi", "Rosso"))
        club.new_league("Inverno", LeagueRule(formula="n - r + 1"))
        added = club.add_tournament("Inverno", read(path))
        assert added.new_players == ("Luca Verdi",)
        history = club.history(mario.id)
        assert [(line.place, record.name) for record, line in history] == [
            (1, "Torneo del venerdì")
        ]
        # Anna was not linked: matched by her exact name.
        assert [line.place for _, line in club.history(anna.id)] == [2]
        names = {s.name: s.events for s in club.standings("Inverno")}
        assert names == {"Mario Rossi Bianchi (Rosso)": 1, "Anna Bianchi": 1, "Luca Verdi": 1}


def test_the_club_id_is_what_the_finished_tournament_says(tmp_path):
    path = finished(tmp_path / "t.director", ["Ugo", "Pia"], club_ids={"Pia": 41})
    people = {p.details.name: p.club for p in read(path).people}
    assert people == {"Ugo": None, "Pia": 41}
