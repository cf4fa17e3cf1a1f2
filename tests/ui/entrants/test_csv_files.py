"""Import and export of players as CSV from the File menu."""

from director.tournament import EntryStatus
from ui.entrants.csv_files import export, import_players


def test_import_registers_everyone_or_nobody(main_window, tournament, tmp_path):
    csv = tmp_path / "iscritti.csv"
    csv.write_text(
        "Nome;Soprannome;Email\nMario Rossi;;mario@example.it\nNicolò D'Angelo;Nico;\n",
        encoding="utf-8-sig",
    )
    assert import_players(main_window, csv) == 2
    names = sorted(p.name for p in tournament.state.players.values())
    assert names == ["Mario Rossi", "Nicolò D'Angelo"]
    assert "2 players imported" in main_window.statusBar().currentMessage()
    main_window.document.undo()  # one undo takes back the whole import
    assert tournament.state.players == {}


def test_a_bad_file_imports_nobody_and_says_why(main_window, tournament, tmp_path):
    csv = tmp_path / "bad.csv"
    csv.write_text("Nome\nMario Rossi\n\u0020\nMario Rossi\n", encoding="utf-8")
    assert import_players(main_window, csv) is None
    assert tournament.state.players == {}
    assert main_window.statusBar().currentMessage()


def test_export_writes_in_the_background_and_neutralises_formulas(
    main_window, tournament, tmp_path
):
    tournament.entrants.register("=HYPERLINK(evil)")
    tournament.entrants.register("Anna Bianchi")
    tournament.entrants.bust("Anna Bianchi")
    out = tmp_path / "out.csv"
    job = export(main_window, out)
    job.wait()
    text = out.read_text(encoding="utf-8-sig")
    assert "'=HYPERLINK(evil)" in text
    assert "Anna Bianchi" in text
    assert "2 entrants exported" in main_window.statusBar().currentMessage()
    assert tournament.state.entries[2].status is EntryStatus.BUSTED
