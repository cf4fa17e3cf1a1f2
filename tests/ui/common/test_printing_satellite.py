"""File > Print > Satellite winners: the sheet of a satellite, a one-line refusal otherwise."""

from PySide6.QtGui import QAction

import ui.common.printing
from tests.helpers.reports import pdf_pages


def test_print_the_satellite_winners(main_window, tournament, monkeypatch):
    opened = []
    monkeypatch.setattr(ui.common.printing, "open_file", opened.append)
    action = main_window.findChild(QAction, "print_satellite")
    action.trigger()  # not a satellite yet: said in the status bar, nothing written
    main_window.printer.wait()
    assert opened == []
    assert "not a satellite" in main_window.statusBar().currentMessage()
    tournament.update_settings(satellite_seat_cents=5000)
    for i in range(1, 8):
        tournament.entrants.register(f"Player {i}")  # €140: two €50 seats and €40
    action.trigger()
    main_window.printer.wait()
    expected = tournament.path.parent / "Prints" / f"{tournament.path.stem} - satellite.pdf"
    assert opened == [expected]
    page = pdf_pages(expected.read_bytes())[0]
    assert "SATELLITE WINNERS" in page and "Seats: 2 × €50 · 3rd: €40" in page
