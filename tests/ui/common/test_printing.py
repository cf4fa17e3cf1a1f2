"""File > Print: each sheet is rendered off the GUI thread, saved beside the tournament, opened."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QPushButton

import ui.common.printing
from tests.helpers.worker import worker_held


def test_print_the_payout_sheet_opens_the_pdf(main_window, tournament, monkeypatch):
    opened = []
    monkeypatch.setattr(ui.common.printing, "open_file", opened.append)
    for name in ("Mario Rossi", "Anna Bianchi", "Nicolò D'Angelo"):
        tournament.entrants.register(name)
    main_window.findChild(QAction, "print_payouts").trigger()
    main_window.printer.wait()
    expected = tournament.path.parent / "Prints" / f"{tournament.path.stem} - payouts.pdf"
    assert opened == [expected]
    assert expected.read_bytes().startswith(b"%PDF")
    assert main_window.statusBar().currentMessage() == f"Saved and opened {expected}"


def test_a_sheet_that_cannot_be_saved_says_why(main_window, tournament, monkeypatch):
    opened = []
    monkeypatch.setattr(ui.common.printing, "open_file", opened.append)
    (tournament.path.parent / "Prints").write_text("a file where the folder should be")
    main_window.findChild(QAction, "print_results").trigger()
    main_window.printer.wait()
    assert opened == []
    assert main_window.statusBar().currentMessage().startswith("The sheet could not be saved")


def test_a_long_sheet_shows_progress_and_cancel_writes_nothing(
    main_window, tournament, monkeypatch, qtbot
):
    opened = []
    monkeypatch.setattr(ui.common.printing, "open_file", opened.append)
    tournament.entrants.register_many([{"name": f"Giocatore {i}"} for i in range(1, 301)])
    with worker_held():  # the sheet is still being laid out when Cancel is pressed
        main_window.findChild(QAction, "print_results").trigger()
        (job,) = main_window.printer._running
        job.reveal()  # a second has passed
        assert job.dialog.isVisible()
        assert job.dialog.labelText() == "Preparing the sheet…"
        assert job.dialog.maximum() == 0  # pages are counted as they come: a busy bar
        qtbot.mouseClick(job.dialog.findChild(QPushButton), Qt.MouseButton.LeftButton)
    main_window.printer.wait()
    assert opened == []
    assert not (tournament.path.parent / "Prints").exists() or not list(
        (tournament.path.parent / "Prints").iterdir()
    )
    assert main_window.statusBar().currentMessage() == "Printing cancelled"
    main_window.findChild(QAction, "print_results").trigger()  # printing again works
    main_window.printer.wait()
    assert len(opened) == 1


def test_the_progress_dialog_counts_the_pages_laid_out(main_window, tournament, monkeypatch):
    monkeypatch.setattr(ui.common.printing, "open_file", lambda _path: None)
    with worker_held():
        job = main_window.printer.render("structure")
        job.reveal()
        job.progress.step(3)  # what the sheet reports as it lays out its third page
        job.update()
        assert job.dialog.maximum() == 0  # the number of pages is not known in advance
        assert job.dialog.labelText() == "Preparing the sheet… page 3"
    main_window.printer.wait()
    assert job.dialog is None and not job.running
