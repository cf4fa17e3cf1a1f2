"""The club's players from CSV (as Excel saves it) and a league's standings to CSV."""

from __future__ import annotations

import codecs
from decimal import Decimal
from pathlib import Path

import pytest

from director.club.club import Club
from director.club.csvio import club_players, import_players, standings_rows, write_standings
from director.club.model import PlayerFields, Standing
from director.tournament.csvio import CsvError, read_players
from tests.helpers.club import new_club


def _names(club: Club) -> list[str]:
    return [p.label for p in club.players()]


def test_italian_excel_with_membership_and_active_columns(tmp_path: Path) -> None:
    path = tmp_path / "soci.csv"
    text = "Nome;Cognome;Soprannome;Numero tessera;Attivo\r\nNiccolò;D'Angelo;Nico;A-17;Sì\r\n"
    text += "Zoë;Dupré;;A-18;no\r\nAnna;Bianchi;;;\r\n"
    path.write_bytes(text.encode("cp1252"))
    people = club_players(path)
    assert people == [
        PlayerFields("Niccolò D'Angelo", "Nico", member="A-17", active=True),
        PlayerFields("Zoë Dupré", member="A-18", active=False),
        PlayerFields("Anna Bianchi"),
    ]


@pytest.mark.parametrize(
    ("encoding", "sep", "header"),
    [
        ("utf-8-sig", ",", "name,member,active"),
        ("utf-16", "\t", "Name\tMembership\tActive"),
        ("utf-8", ";", "giocatore;tessera;attivo"),
    ],
)
def test_the_encodings_and_separators_of_the_entrants_import(
    tmp_path: Path, encoding: str, sep: str, header: str
) -> None:
    path = tmp_path / "players.csv"
    rows = [header, sep.join(["Łukasz Żółć", "9", "yes"]), sep.join(["Seán O'Brien", "10", "0"])]
    path.write_bytes("\r\n".join(rows).encode(encoding))
    people = club_players(path)
    assert [(p.name, p.member, p.active) for p in people] == [
        ("Łukasz Żółć", "9", True),
        ("Seán O'Brien", "10", False),
    ]


def test_the_entrants_import_still_ignores_the_club_columns(tmp_path: Path) -> None:
    path = tmp_path / "iscritti.csv"
    path.write_text("Tessera;Nome\nA-1;Mario Rossi\n", encoding="utf-8")
    (row,) = read_players(path)
    assert row.name == "Mario Rossi" and row.member == "" and "member" not in row.details()
    # a list of names under a "Tessera" header alone stays a list of names for the entrants
    only = tmp_path / "nomi.csv"
    only.write_text("Tessera\nMario Rossi\n", encoding="utf-8")
    assert [r.name for r in read_players(only)] == ["Tessera", "Mario Rossi"]


def test_a_bad_active_value_or_a_bad_byte_names_the_line_and_adds_nobody(tmp_path: Path) -> None:
    club = new_club(tmp_path)
    path = tmp_path / "soci.csv"
    path.write_text("name;active\nAnna;yes\nBruno;forse\n", encoding="utf-8")
    with pytest.raises(CsvError) as exc:
        import_players(club, path)
    assert exc.value.text() == f"{path}: line 3: active is 'forse': write yes or no"
    assert exc.value.text("it") == f"{path}: riga 3: attivo è 'forse': scrivi sì o no"
    path.write_bytes(codecs.BOM_UTF8 + b"name\nAnna\nBru\xffno\n")
    with pytest.raises(CsvError, match=":3: byte 0xff at column 4"):
        import_players(club, path)
    path.write_text("name;email\nAnna;" + "x" * 300 + "\n", encoding="utf-8")
    with pytest.raises(CsvError, match="line 2: the email is longer than 200"):
        import_players(club, path)
    assert _names(club) == []


def test_an_import_skips_who_the_club_has_and_is_undone_at_once(tmp_path: Path) -> None:
    club = new_club(tmp_path)
    club.add_player(PlayerFields("Mario Rossi", "Rosso"))
    path = tmp_path / "soci.csv"
    path.write_text(
        "name;nickname\nmario rossi;ROSSO\nMario Rossi;\nAnna\nAnna\nNicolò;\n", encoding="utf-8"
    )
    assert import_players(club, path) == (3, 2)
    assert _names(club) == ["Anna", "Mario Rossi", "Mario Rossi (Rosso)", "Nicolò"]
    assert club.undo().text() == "import 3 players"
    assert _names(club) == ["Mario Rossi (Rosso)"]
    # nothing new: no change recorded, so undo takes back the player added by hand
    path.write_text("name;nickname\nMario Rossi;Rosso\n", encoding="utf-8")
    assert import_players(club, path) == (0, 1)
    assert club.undo().text() == "add Mario Rossi (Rosso)"


def _standing(rank: int | None, name: str, points: str, prize: int = 0) -> Standing:
    return Standing(rank, 1, name, Decimal(points), 3, 2, 1, 1, 1, prize)


def test_standings_are_written_for_excel_and_neutralised(tmp_path: Path) -> None:
    standings = [
        _standing(1, "Anna", "20.335", 12050),
        _standing(2, '=HYPERLINK("http://x")', "8.3333333333333333333"),
        _standing(None, "-Dino", "2"),
    ]
    path = tmp_path / "classifica.csv"
    assert write_standings(standings, path, "it") == 3
    raw = path.read_bytes()
    assert raw.startswith(codecs.BOM_UTF8) and raw.endswith(b"\r\n")
    assert raw.decode("utf-8-sig").split("\r\n")[:4] == [
        "Pos.;Nome;Punti;Tornei;Contati;Vittorie;Premi;Migliore;Vincite",
        "1;Anna;20,34;3;2;1;1;1;120,50",
        '2;"\'=HYPERLINK(""http://x"")";8,33;3;2;1;1;1;0,00',
        ";'-Dino;2,00;3;2;1;1;1;0,00",
    ]
    english = standings_rows(standings, "en", separator=",")
    assert english[0][:3] == ["Rank", "Name", "Points"]
    assert english[1][2] == "20.34" and english[1][8] == "120.50"


def test_a_standings_file_that_cannot_be_written_leaves_nothing(tmp_path: Path) -> None:
    with pytest.raises(CsvError, match="cannot write"):
        write_standings([_standing(1, "Anna", "1")], tmp_path / "missing" / "c.csv", "en")
    assert list(tmp_path.iterdir()) == []
