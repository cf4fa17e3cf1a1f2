"""The club's players and leagues, checked against standings worked out by hand."""

from __future__ import annotations

from decimal import Decimal

import pytest

from director.club.model import LeagueRule, PlayerFields
from director.errors import DirectorError
from director.tournament import Settings, Tournament
from tests.helpers.club import finished, new_club, read
from tests.helpers.tournament import SMALL

FIVE = ["Anna", "Bruno", "Carla", "Dario", "Elena"]


def table(c, league):
    return [(s.rank, s.name, s.points, s.events) for s in c.standings(league)]


@pytest.fixture
def club(tmp_path):
    c = new_club(tmp_path)
    yield c
    c.close()


# -- players --------------------------------------------------------------------------------


def test_search_finds_every_word_typed_without_case_or_accents(club):
    for name, nick in (("Nicolò Bianchi", ""), ("Mario Rossi", "Rosso"), ("Maria Neri", "")):
        club.add_player(PlayerFields(name, nickname=nick))
    assert [p.label for p in club.search("nicolo")] == ["Nicolò Bianchi"]
    assert [p.label for p in club.search("mar")] == ["Maria Neri", "Mario Rossi (Rosso)"]
    assert [p.label for p in club.search("rosso mar")] == ["Mario Rossi (Rosso)"]
    assert club.search("  ") == [] and club.search("100%") == []


def test_two_people_with_one_name_are_told_apart_by_a_nickname(club):
    club.add_player(PlayerFields("Mario Rossi"))
    with pytest.raises(DirectorError) as caught:
        club.add_player(PlayerFields("Mario Rossi"))
    assert caught.value.text("en") == (
        "the club already has a player called Mario Rossi: add a nickname to tell them apart"
    )
    club.add_player(PlayerFields("Mario Rossi", nickname="Rosso"))
    assert len(club.players()) == 2


def test_a_renamed_player_keeps_their_history(club, tmp_path):
    club.new_league("Inverno", LeagueRule(formula="n - r + 1"))
    club.add_tournament("Inverno", read(finished(tmp_path / "a.director", FIVE)))
    anna = club.find_named(PlayerFields("Anna"))
    club.edit_player(anna.id, PlayerFields("Anna Verdi", email="anna@example.org"))
    assert table(club, "Inverno")[0] == (1, "Anna Verdi", Decimal(5), 1)
    ((record, line),) = club.history(anna.id)
    assert (record.name, line.place) == ("Torneo del venerdì", 1)


def test_merging_two_records_of_one_person_joins_their_results_and_undo_parts_them(club, tmp_path):
    club.new_league("Inverno", LeagueRule(formula="n - r + 1"))
    club.add_tournament("Inverno", read(finished(tmp_path / "a.director", FIVE)))
    # a week later Anna is typed "Anna B." by mistake: a second record
    second = ["Bruno", "Anna B.", "Carla", "Dario", "Elena"]
    path = finished(tmp_path / "b.director", second, date="2027-01-15", start=1.9e9)
    assert club.add_tournament("Inverno", read(path)).new_players == ("Anna B.",)
    before = table(club, "Inverno")
    anna = club.find_named(PlayerFields("Anna"))
    typo = club.find_named(PlayerFields("Anna B."))
    club.merge_players(anna.id, typo.id)
    # Anna 5 + 4 and Bruno 4 + 5: equal on every tie-break, they share the first place
    assert table(club, "Inverno")[:2] == [(1, "Anna", Decimal(9), 2), (1, "Bruno", Decimal(9), 2)]
    assert [p.label for p in club.players()].count("Anna B.") == 0
    assert club.undo().text("en") == "merge Anna B. into Anna"
    assert table(club, "Inverno") == before


def test_two_records_that_played_the_same_night_are_not_merged(club, tmp_path):
    club.new_league("Inverno", LeagueRule(formula="n - r + 1"))
    club.add_tournament("Inverno", read(finished(tmp_path / "a.director", FIVE)))
    anna, bruno = (club.find_named(PlayerFields(n)) for n in ("Anna", "Bruno"))
    with pytest.raises(DirectorError) as caught:
        club.merge_players(anna.id, bruno.id)
    assert caught.value.text("en") == (
        "Anna and Bruno both played Torneo del venerdì 2027-01-08: they are two people, not merged"
    )


# -- leagues --------------------------------------------------------------------------------


def test_standings_by_formula_with_a_tie_shared(club, tmp_path):
    club.new_league("Inverno", LeagueRule(formula="n - r + 1"))
    club.add_tournament("Inverno", read(finished(tmp_path / "a.director", FIVE)))
    week2 = ["Bruno", "Anna", "Elena", "Carla"]
    path = finished(tmp_path / "b.director", week2, date="2027-01-15", start=1.9e9)
    club.add_tournament("Inverno", read(path))
    # Anna 5+3, Bruno 4+4: 8 each, one win each, best 1st each, one cash each, 2 events: shared
    assert table(club, "Inverno") == [
        (1, "Anna", Decimal(8), 2),
        (1, "Bruno", Decimal(8), 2),
        (3, "Carla", Decimal(4), 2),
        (4, "Elena", Decimal(3), 2),
        (5, "Dario", Decimal(2), 1),
    ]


def test_best_n_minimum_and_bonuses(club, tmp_path):
    rule = LeagueRule(
        formula="if(r == 1, 10, if(r <= 3, 5, 1))",
        best=2,
        minimum=3,
        attendance=Decimal("0.5"),
        knockout=Decimal(2),
    )
    club.new_league("Estate", rule)
    nights = [
        ["Anna", "Bruno", "Carla", "Dario"],
        ["Bruno", "Anna", "Dario", "Carla"],
        ["Anna", "Carla", "Bruno", "Dario"],
    ]
    for i, order in enumerate(nights):
        path = finished(
            tmp_path / f"{i}.director",
            order,
            date=f"2027-06-0{i + 1}",
            start=2e9 + i * 1e6,
            by=dict.fromkeys(order[2:], order[1]) | {order[1]: order[0]},
        )
        club.add_tournament("Estate", read(path))
    # Anna, night by night (a knock-out is worth 2):
    #   night 1: 1st, knocked out Bruno -> 10 + 2 = 12
    #   night 2: 2nd, knocked out Dario and Carla -> 5 + 4 = 9
    #   night 3: 1st, knocked out Carla -> 10 + 2 = 12
    #   best two 24, attendance 3 x 0.5 = 1.5 -> 25.5
    # Bruno: night 1 2nd with 2 KOs (9), night 2 1st with 1 KO (12), night 3 3rd (5): 21 + 1.5
    # Carla: 3rd (5), 4th (1), 2nd with 2 KOs (9): 14 + 1.5; Dario: 1, 5, 1: 6 + 1.5
    assert table(club, "Estate") == [
        (1, "Anna", Decimal("25.5"), 3),
        (2, "Bruno", Decimal("22.5"), 3),
        (3, "Carla", Decimal("15.5"), 3),
        (4, "Dario", Decimal("7.5"), 3),
    ]
    assert [s.counted for s in club.standings("Estate")] == [2, 2, 2, 2]


def test_a_player_short_of_the_minimum_is_listed_without_a_rank(club, tmp_path):
    club.new_league("Inverno", LeagueRule(formula="n - r + 1", minimum=2))
    club.add_tournament("Inverno", read(finished(tmp_path / "a.director", FIVE)))
    week2 = ["Bruno", "Anna"]
    club.add_tournament(
        "Inverno", read(finished(tmp_path / "b.director", week2, date="2027-01-15", start=1.9e9))
    )
    assert [(s.rank, s.name) for s in club.standings("Inverno")] == [
        (1, "Anna"),  # 5 + 1 and 4 + 2: equal on every tie-break, sharing the first place
        (1, "Bruno"),
        (None, "Carla"),
        (None, "Dario"),
        (None, "Elena"),
    ]


def test_a_points_table_shares_a_tie_and_pays_others(club, tmp_path):
    points = "points:\n  1: 100\n  2: 80\n  3: 65\nothers: 10\n"
    club.new_league("Tabella", LeagueRule(table=points))
    club.add_tournament("Tabella", read(finished(tmp_path / "a.director", FIVE)))
    assert [(s.name, s.points) for s in club.standings("Tabella")] == [
        ("Anna", Decimal(100)),
        ("Bruno", Decimal(80)),
        ("Carla", Decimal(65)),
        ("Dario", Decimal(10)),
        ("Elena", Decimal(10)),
    ]


def test_a_tournament_is_counted_once_and_can_be_taken_out(club, tmp_path):
    club.new_league("Inverno", LeagueRule(formula="n - r + 1"))
    path = finished(tmp_path / "a.director", FIVE)
    club.add_tournament("Inverno", read(path))
    with pytest.raises(DirectorError) as caught:
        club.add_tournament("Inverno", read(path))
    assert caught.value.text("en") == "Torneo del venerdì is already counted in Inverno"
    club.remove_tournament("Inverno", read(path).record.key)
    assert club.standings("Inverno") == []
    # the night stays in the players' history
    assert len(club.history(club.find_named(PlayerFields("Anna")).id)) == 1
    again = club.add_tournament("Inverno", read(path))
    assert again.new_players == () and len(again.matched) == 5


def test_an_unfinished_tournament_is_refused_with_its_reason(club, tmp_path):
    club.new_league("Inverno", LeagueRule(formula="n - r + 1"))
    path = tmp_path / "live.director"
    with Tournament.create(path, SMALL, Settings(name="Giovedì")) as t:
        for n in FIVE:
            t.entrants.register(n)
        from director.club.played import played

        with pytest.raises(DirectorError) as caught:
            played(t.state)
    assert caught.value.text("en") == (
        "Giovedì is not finished (5 players still in): finish it before counting it"
    )


@pytest.mark.parametrize(
    ("rule", "said"),
    [
        (LeagueRule(formula="os.system(1)"), "column 1: unknown name 'os'"),
        (LeagueRule(formula="10 / (r - 1)"), "division by zero"),
        (LeagueRule(), "give the league either a points formula or a points table"),
        (LeagueRule(formula="n", best=0), "best 0 results: use a number from 1 to 1000"),
        (LeagueRule(table="points: {1: abc}\n"), "<points table>:1:"),
    ],
)
def test_a_league_that_cannot_score_is_refused_and_not_made(club, rule, said):
    with pytest.raises(DirectorError) as caught:
        club.new_league("Inverno", rule)
    assert said in caught.value.text("en")
    assert club.leagues() == []


def test_statistics_sum_a_players_nights(club, tmp_path):
    club.new_league("Inverno", LeagueRule(formula="n - r + 1"))
    club.add_tournament("Inverno", read(finished(tmp_path / "a.director", FIVE)))
    week2 = ["Bruno", "Anna", "Elena", "Carla"]
    path = finished(tmp_path / "b.director", week2, date="2027-01-15", start=1.9e9)
    club.add_tournament("Inverno", read(path))
    anna = next(s for s in club.statistics() if s.name == "Anna")
    # 20+5 each night; five entries pay the winner 100.00, four pay 80.00
    assert (anna.events, anna.wins, anna.cashes, anna.best) == (2, 1, 1, 1)
    assert (anna.paid_in_cents, anna.prize_cents) == (5000, 10000)
    assert anna.net_cents == 5000 and anna.roi == Decimal(100) and anna.itm == Decimal(50)
    assert anna.last_played == "2027-01-15"
