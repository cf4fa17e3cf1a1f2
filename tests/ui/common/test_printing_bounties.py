"""File > Print > Bounties: the bounty sheet of the open tournament, saved and opened."""

from PySide6.QtGui import QAction

import ui.common.printing
from tests.helpers.reports import pdf_pages


def test_print_the_bounty_sheet_of_a_progressive_knockout(main_window, tournament, monkeypatch):
    opened = []
    monkeypatch.setattr(ui.common.printing, "open_file", opened.append)
    tournament.update_settings(bounty_cents=1000, progressive=True)
    for name in ("Anna", "Bruno", "Carla"):
        tournament.entrants.register(name)
    main_window.document.act(tournament.entrants.bust, "Carla", by="Anna")
    main_window.findChild(QAction, "print_bounties").trigger()
    main_window.printer.wait()
    expected = tournament.path.parent / "Prints" / f"{tournament.path.stem} - bounties.pdf"
    assert opened == [expected]
    page = pdf_pages(expected.read_bytes())[0]
    assert "BOUNTIES" in page and "paid €5, still on heads €25" in page
    assert "Anna\n€5\n€15" in page
