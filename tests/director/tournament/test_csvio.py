"""Players in from CSV (Italian Excel and others), entrants out, with formula injection defused."""

import csv

import pytest

from director.tournament import TournamentError
from director.tournament.csvio import CsvError, neutralise, read_players, write_entrants
from tests.helpers.tournament import register, reopen


def test_italian_excel_csv_with_bom_semicolons_and_accents(tmp_path):
    path = tmp_path / "iscritti.csv"
    path.write_bytes(
        "\ufeffNome;Cognome;Soprannome;Telefono;Note\r\n"
        "Nicolò;D'Angelo;;333 1234567;\r\n"
        ";;;;\r\n"
        "Maria;Della Valle;Mery;;arriva alle 21\r\n".encode()
    )
    rows = read_players(path)
    assert [(r.name, r.nickname, r.phone, r.notes) for r in rows] == [
        ("Nicolò D'Angelo", "", "333 1234567", ""),
        ("Maria Della Valle", "Mery", "", "arriva alle 21"),
    ]
    assert rows[1].line == 4


def test_windows_code_page_and_commas(tmp_path):
    path = tmp_path / "players.csv"
    path.write_bytes(
        'name,email\r\nJosé Núñez,jose@example.com\r\n"Rossi, Mario",\r\n'.encode("cp1252")
    )
    rows = read_players(path)
    assert [r.name for r in rows] == ["José Núñez", "Rossi, Mario"]
    assert rows[0].email == "jose@example.com"


def test_a_plain_list_of_names(tmp_path):
    path = tmp_path / "names.csv"
    path.write_text("Anna Bianchi\nLuca Verdi\n\n", encoding="utf-8")
    assert [r.name for r in read_players(path)] == ["Anna Bianchi", "Luca Verdi"]


def test_unreadable_csv_files_are_refused(tmp_path):
    xlsx = tmp_path / "book.xlsx"
    xlsx.write_bytes(b"PK\x03\x04\x00\x00binary")
    with pytest.raises(CsvError, match="save it as CSV"):
        read_players(xlsx)
    empty = tmp_path / "empty.csv"
    empty.write_text("", encoding="utf-8")
    with pytest.raises(CsvError, match="empty"):
        read_players(empty)
    noname = tmp_path / "noname.csv"
    noname.write_text("email;phone\na@b.it;1\n", encoding="utf-8")
    with pytest.raises(CsvError, match="no 'name'"):
        read_players(noname)
    with pytest.raises(CsvError, match="cannot read"):
        read_players(tmp_path / "missing.csv")


def test_an_import_registers_everybody_or_nobody(make, tmp_path):
    t = make()
    t.entrants.register("Anna Bianchi")
    people = [{"name": "Luca"}, {"name": "Marco"}, {"name": "anna bianchi"}]
    with pytest.raises(TournamentError, match="already registered"):
        t.entrants.register_many(people)
    assert t.state.entry_count == 1
    people[2]["nickname"] = "Anna 2"
    record = t.entrants.register_many(people)
    assert [r.entry for r in record.registrations()] == [2, 3, 4]
    assert t.state.entry_count == 4
    with pytest.raises(TournamentError, match="already registered"):
        t.entrants.register_many([{"name": "Zoe"}, {"name": "zoe"}])
    with pytest.raises(TournamentError, match="nobody to register"):
        t.entrants.register_many([])
    assert t.state.entry_count == 4


def test_one_undo_takes_back_the_whole_import_even_after_reopening(make, clock):
    t = make()
    t.entrants.register("Anna Bianchi")
    t.entrants.register_many([{"name": f"Player {i}", "email": f"p{i}@x.it"} for i in range(50)])
    assert t.state.entry_count == 51
    assert t.undo_label() == "Undo import of 50 player(s)"
    assert t.undo_label("it") == "Annulla importazione di 50 giocatori"
    t = reopen(t, clock)
    assert t.state.players[51].name == "Player 49"
    assert t.state.players[51].email == "p49@x.it"
    assert t.state.entries_by_player[51] == (51,)
    assert [e.KIND for e in t.store.events(kinds=("register", "import_players"))] == [
        "register",
        "import_players",
    ]  # one record for the whole file
    t.undo()
    assert [p.name for p in t.state.players.values()] == ["Anna Bianchi"]
    t.redo()
    assert t.state.entry_count == 51
    assert t.entrants.find("player 7").id == 9


@pytest.mark.parametrize("cell", ["=1+1", "+39 333", "-5", "@SUM(A1)", "\tx", "\rx"])
def test_formula_looking_cells_are_neutralised(cell):
    assert neutralise(cell) == "'" + cell
    assert neutralise("Mario") == "Mario"


def test_export_writes_a_safe_excel_friendly_file(make, tmp_path):
    t = make(places_paid=2, rounding_cents=1)
    register(t, '=HYPERLINK("http://evil")', "Nicolò", "+Anna")
    t.entrants.edit_player("Nicolò", notes="@cmd", phone="+39 333 1234567")
    t.entrants.bust("+Anna", by="Nicolò")
    out = tmp_path / "out.csv"
    assert write_entrants(t.state, out) == 3
    raw = out.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    rows = list(csv.reader(raw.decode("utf-8-sig").splitlines(), delimiter=";"))
    assert rows[0][:4] == ["entry", "name", "nickname", "status"]
    by_entry = {r[0]: r for r in rows[1:]}
    assert by_entry["1"][1] == '\'=HYPERLINK("http://evil")'
    assert by_entry["2"][1] == "Nicolò"
    assert by_entry["2"][rows[0].index("phone")] == "'+39 333 1234567"
    assert by_entry["2"][rows[0].index("notes")] == "'@cmd"
    assert by_entry["3"][1] == "'+Anna"
    assert by_entry["3"][rows[0].index("place")] == "3"
    assert by_entry["3"][rows[0].index("busted_by")] == "Nicolò"
    for row in rows[1:]:
        for cell in row:
            assert not cell.startswith(("=", "+", "-", "@"))
    # Decimal comma with ";" (Italian Excel), decimal point with ",".
    assert by_entry["3"][rows[0].index("prize")] == "0,00"
    write_entrants(t.state, out, separator=",")
    rows = list(csv.reader(out.read_text(encoding="utf-8-sig").splitlines()))
    assert rows[1][rows[0].index("prize")] == "0.00"
