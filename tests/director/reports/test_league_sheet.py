"""The club's sheets: a league's standings and a player's history, read back from real PDFs."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from pathlib import Path

import pytest

from director.club.model import LeagueRule
from director.reports import (
    HistoryRow,
    LeagueRow,
    LeagueSheetData,
    PlayerSheetData,
    render_league,
    render_player_history,
)
from director.reports.league import league_data, player_data
from tests.helpers.club import finished, new_club, read
from tests.helpers.reports import LONG_NAME, pdf_pages, pdf_reader, people

DAY = dt.date(2027, 3, 5)
SIZES = {"a4": (595, 842), "letter": (612, 792)}


def flat(text: str) -> str:
    return " ".join(text.split())


def standings(count: int, minimum_short: int = 0) -> LeagueSheetData:
    names = people(count)
    rows = [
        LeagueRow(i + 1, names[i], Decimal(10 * (count - i)) / 3, 12, 10, i % 3, 1 + i % 9)
        for i in range(count - minimum_short)
    ]
    rows += [LeagueRow(None, names[i], Decimal(1), 1, 1, 0, 9) for i in range(len(rows), count)]
    return LeagueSheetData(
        name="Campionato 2027",
        date=DAY,
        rule=("points = 10*(n-r+1)/n · best 10 results count", "ties: more wins, ..."),
        tournaments=12,
        minimum=3,
        rows=tuple(rows),
    )


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("lang", ["it", "en"])
def test_standings_in_each_language_and_paper(lang: str, paper: str) -> None:
    pdf = render_league(standings(6, minimum_short=1), lang=lang, paper=paper)
    box = pdf_reader(pdf).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == SIZES[paper]
    (page,) = pdf_pages(pdf)
    names = people(6)
    if lang == "it":
        assert page.startswith("CLASSIFICA DEL CAMPIONATO\nCampionato 2027\nvenerdì 5 marzo 2027\n")
        assert "Pos.\nNome\nTornei\nContati\nVittorie\nMigliore\nPunti" in page
        assert f"1\n{names[0]}\n12\n10\n0\n1°\n20,00\n" in page
        assert f"2\n{names[1]}\n12\n10\n1\n2°\n16,67\n" in page
        assert "12 tornei contati" in page
        assert f"– {names[5]} 1 1 0 9° 1,00" in flat(page)  # a long name wraps, never cut
        assert "I giocatori senza posizione hanno meno di 3 tornei." in flat(page)
    else:
        assert page.startswith("LEAGUE STANDINGS\nCampionato 2027\nFriday 5 March 2027\n")
        assert "Rank\nName\nEvents\nCounted\nWins\nBest\nPoints" in page
        assert f"2\n{names[1]}\n12\n10\n1\n2nd\n16.67\n" in page
        assert "12 tournaments counted" in page


def test_three_hundred_players_span_pages_with_the_header_on_each() -> None:
    data = standings(300)
    pages = pdf_pages(render_league(data, lang="it"))
    assert 6 <= len(pages) <= 12
    for i, page in enumerate(pages, 1):
        assert "Pos.\nNome\nTornei\nContati\nVittorie\nMigliore\nPunti" in page, i
        assert f"Pagina {i} di {len(pages)}" in page
        if i > 1:
            assert page.startswith("Classifica del campionato — Campionato 2027\n"), i
    text = flat("\n".join(pages))
    where = [text.find(f"{r.rank} {r.name}") for r in data.rows if LONG_NAME not in r.name]
    assert all(w >= 0 for w in where) and where == sorted(where)
    assert LONG_NAME in text


def test_a_league_without_results_says_so() -> None:
    data = LeagueSheetData(name="Vuoto", date=DAY, rule=("points = r",))
    (page,) = pdf_pages(render_league(data, lang="en"))
    assert "No tournament is counted in this league yet." in page


def _history() -> PlayerSheetData:
    rows = (
        HistoryRow("2027-02-12", "Torneo del venerdì", 1, 1, 40, 40050, "25,00"),
        HistoryRow("2027-02-05", "Torneo del venerdì", 4, 5, 38, 0, "12,50"),
    )
    return PlayerSheetData(name="Nicolò D'Angelo (Nico)", date=DAY, member="A-17", events=2,
        cashes=1, wins=1, best=1, paid_in_cents=5000, prize_cents=40050, bounty_cents=1000,
        rows=rows)  # fmt: skip


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_players_history_in_both_languages(paper: str) -> None:
    (page,) = pdf_pages(render_player_history(_history(), lang="it", paper=paper))
    assert page.startswith("STORICO DEL GIOCATORE\nNicolò D'Angelo (Nico)\n")
    assert "Tessera A-17" in page
    text = flat(page)
    assert "2 tornei · 1 a premio (ITM 50,00%) · 1 vittorie · miglior piazzamento 1°" in text
    assert "netto € 360,50 (ROI 721,00%)" in text
    assert "12/02/2027\nTorneo del venerdì\n1\n40\n€ 400,50\n25,00\n" in page
    assert "05/02/2027\nTorneo del venerdì\n4-5\n38\n12,50\n" in page
    (page,) = pdf_pages(render_player_history(_history(), lang="en", paper=paper))
    assert page.startswith("PLAYER HISTORY\n")
    assert "2027-02-12\nTorneo del venerdì\n1\n40\n€400.50\n25,00\n" in page


def test_the_sheets_from_a_club_file(tmp_path: Path) -> None:
    club = new_club(tmp_path)
    club.new_league("Campionato", LeagueRule(formula="10*(n-r+1)/n", best=1))
    club.new_league("Estate", LeagueRule(formula="n-r"))
    one = read(finished(tmp_path / "one.director", ["Anna", "Bruno", "Carla"]))
    two = read(finished(tmp_path / "two.director", ["Bruno", "Anna", "Carla"],
                        date="2027-01-15", start=1_800_100_000.0))  # fmt: skip
    club.add_tournament("Campionato", one)
    club.add_tournament("Campionato", two)
    club.add_tournament("Estate", two)
    data = league_data(club, "Campionato", "en", printed=DAY)
    assert [(r.rank, r.name, r.points, r.events, r.counted) for r in data.rows] == [
        (1, "Anna", Decimal(10), 2, 1),
        (1, "Bruno", Decimal(10), 2, 1),
        (3, "Carla", Decimal(10) / 3, 2, 1),
    ]
    assert data.rule[0] == "points = 10*(n-r+1)/n · best 1 results count"
    assert data.tournaments == 2
    anna = next(p for p in club.players() if p.name == "Anna")
    history = player_data(club, anna.id, "it", printed=DAY)
    assert [(r.date, r.place, r.points) for r in history.rows] == [
        ("2027-01-15", 2, "Campionato 6,67; Estate 1,00"),
        ("2027-01-08", 1, "Campionato 10,00"),
    ]
    page = pdf_pages(render_player_history(history, lang="it"))[0]
    assert "Campionato 6,67; Estate 1,00" in flat(page)
