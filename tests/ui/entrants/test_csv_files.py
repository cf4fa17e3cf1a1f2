"""Import and export of players as CSV from the File menu."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from director.tournament import EntryStatus
from tests.helpers.worker import worker_held
from ui.entrants.csv_files import export, start_import


def import_players(window, path):
    """Import and wait for the outcome: the number imported, or None if nobody was."""
    before = window.document.state.entry_count
    start_import(window, path).wait()
    after = window.document.state.entry_count
    return after - before if after > before else None


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


def _long_list(tmp_path, count):
    path = tmp_path / "festival.csv"
    rows = "".join(f"Giocatore {i};g{i}@example.it\r\n" for i in range(1, count + 1))
    path.write_bytes(("Nome;Email\r\n" + rows).encode("cp1252"))
    return path


def test_a_long_import_shows_its_progress_after_a_second(main_window, tournament, tmp_path):
    with worker_held():  # the reading waits: the dialog shows only what the test reports
        job = start_import(main_window, _long_list(tmp_path, 5000))
        assert job.dialog is None  # nothing flashes on the screen for a short job
        job.reveal()  # the second has passed with the job still running
        assert job.dialog.isVisible()
        assert job.dialog.labelText() == "Importing festival.csv…"
        job.progress.step(3000, 5000)  # as the worker reports it
        job.update()
        assert (job.dialog.value(), job.dialog.maximum()) == (3000, 5000)
    job.wait()
    assert job.dialog is None and not job.running
    assert tournament.state.entry_count == 5000
    assert "5000 players imported" in main_window.statusBar().currentMessage()


def test_cancel_before_the_end_imports_nobody(main_window, tournament, tmp_path, qtbot):
    tournament.entrants.register("Anna Bianchi")
    with worker_held():  # the reading has not finished when Cancel is pressed
        job = start_import(main_window, _long_list(tmp_path, 5000))
        job.reveal()
        cancel = job.dialog.findChild(QPushButton)
        assert cancel.text() == "Cancel"
        qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)  # the director presses Cancel
    job.wait()
    assert job.progress.cancelled
    assert [p.name for p in tournament.state.players.values()] == ["Anna Bianchi"]
    assert not job.running and job.dialog is None
    assert main_window.statusBar().currentMessage() == "Import cancelled: nobody was imported"
