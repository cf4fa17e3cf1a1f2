"""File > Print: each sheet is rendered off the GUI thread, saved beside the tournament, opened."""

from PySide6.QtGui import QAction

import ui.common.printing


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
