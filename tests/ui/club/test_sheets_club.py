"""The club's files from the tabs: players from a CSV (one change, one Undo), the standings to a
CSV, and the printed standings and player history read back from the PDFs."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

import ui.common.printing
from director.club.model import PlayerFields


@pytest.fixture
def opened(monkeypatch):
    """The PDFs the system's viewer would have shown (the viewer is an edge)."""
    shown: list = []
    monkeypatch.setattr(ui.common.printing, "open_file", shown.append)
    return shown


def pdf_text(path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(str(path)).pages)


def test_players_from_a_csv_in_one_change(the_club, club_tab, tmp_path):
    the_club.add_player(PlayerFields("Anna"))
    club_tab.session.poll()
    csv = tmp_path / "soci.csv"
    csv.write_text("nome;tessera;attivo\nAnna;1;sì\nBruno;2;sì\nCarla;3;no\n", encoding="utf-8")
    assert club_tab.files.import_players(csv)
    assert [r[0] for r in club_tab.model.texts()] == ["Anna", "Bruno", "Carla"]
    assert club_tab.notice.text() == "2 players added from soci.csv; 1 the club had already."
    assert club_tab.undo_button.text().startswith("Undo ")
    club_tab.undo_button.click()
    assert [r[0] for r in club_tab.model.texts()] == ["Anna"]


def test_a_csv_that_cannot_be_read_changes_nothing(the_club, club_tab, tmp_path):
    csv = tmp_path / "vuoto.csv"
    csv.write_text("nome;tessera\n;7\n", encoding="utf-8")
    assert not club_tab.files.import_players(csv)
    assert club_tab.notice.isVisible() and "vuoto.csv" in club_tab.notice.text()
    assert the_club.players() == []


def test_the_standings_to_a_csv(season, league_tab, tmp_path):
    out = tmp_path / "classifica.csv"
    assert league_tab.files.export_standings("Inverno", out)
    lines = out.read_text(encoding="utf-8-sig").splitlines()
    assert len(lines) == 5
    assert lines[1].split(";")[:3] == ["1", "Anna", "170,71"]  # ";" with a decimal comma, for Excel
    assert "4 players written to" in league_tab.notice.text()


def test_the_printed_standings_and_history(season, league_tab, club_tab, opened):
    league_tab.print_button.click()
    for job in list(league_tab.files.running):
        job.wait()
    assert len(opened) == 1 and opened[0].name == "Inverno - standings.pdf"
    text = pdf_text(opened[0])
    assert "Anna" in text and "170.71" in text
    assert opened[0].parent == season.path.parent / "Prints"
    club_tab.select(season.find_named(PlayerFields("Carla")).id)
    club_tab.print_button.click()
    for job in list(club_tab.files.running):
        job.wait()
    assert opened[1].name == "Carla - history.pdf"
    assert "Primo" in pdf_text(opened[1]) and "Secondo" in pdf_text(opened[1])
    assert "Saved and opened" in club_tab.notice.text()


def test_print_and_export_wait_for_a_league(the_club, league_tab):
    assert not league_tab.print_button.isEnabled()
    assert league_tab.export_button.toolTip() == "Choose a league first."
