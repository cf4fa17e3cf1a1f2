"""Sheets printed from real tournament files agree with the tournament's own figures."""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable
from pathlib import Path

import pytest

from director.clock import ManualTime
from director.errors import DirectorError
from director.reports import render_payouts, render_results, render_seating, render_structure
from director.reports.format import money
from director.reports.fromtournament import (
    payout_data,
    results_data,
    seating_data,
    structure_data,
)
from director.structures import load_structure
from director.tournament import Price, Settings, Tournament
from tests.helpers.reports import EVENT, paid_places, pdf_pages, pdf_reader, structure_path

Files = Callable[[str], Path]


def test_payout_data_is_the_tournaments_money(tournament_files: Files) -> None:
    with Tournament.open(tournament_files("running")) as t:
        data = payout_data(t)
        summary = t.money.summary()
        assert data.name == EVENT and data.date == dt.date(2025, 6, 14)
        assert data.entries == summary.entries == 40
        assert (data.rebuys, data.addons) == (summary.rebuys, summary.addons)
        assert data.prize_pool_cents == summary.prize_pool_cents
        assert data.fee_cents == summary.fees_cents
        assert tuple(p.amount_cents for p in data.places) == t.money.payouts()
        assert data.paid_cents == data.prize_pool_cents
        assert data.bounty_cents == 1000
        assert all(not p.name for p in data.places)  # nobody in the money yet
        created = dt.datetime.fromtimestamp(t.state.created_at, dt.UTC).replace(tzinfo=None)
        assert data.created == created


def test_finished_tournament_names_the_winners_on_the_payout_sheet(tournament_files: Files) -> None:
    with Tournament.open(tournament_files("finished")) as t:
        data = payout_data(t.state)
        results = {r.place: r.name for r in t.money.results()}
    assert [p.name for p in data.places] == [results[p.place] for p in data.places]
    page = " ".join(pdf_pages(render_payouts(data, lang="it"))[0].split())
    for p in data.places:
        assert f"{p.place}° {money(p.amount_cents, 'EUR', 'it')}" in page
        assert p.name in page


def test_results_and_seating_match_the_tournament(tournament_files: Files) -> None:
    with Tournament.open(tournament_files("running")) as t:
        results = results_data(t)
        expected = t.money.results()
        seating = seating_data(t)
        chart = t.seating.seating_chart()
        assert results.players_left == t.state.players_left > 0
    assert [(r.place, r.name, r.prize_cents, r.bounties, r.bounty_cents) for r in results.rows] == [
        (r.place, r.name, r.prize_cents, r.bounties, r.bounty_cents) for r in expected
    ]
    assert [(s.table, s.seat, s.name) for s in seating.seats] == [
        (r.table, r.seat, r.name) for r in chart
    ]
    page = pdf_pages(render_results(results, lang="it"))[0]
    assert f"Classifica provvisoria: {results.players_left} ancora in gioco" in page


def test_printing_from_the_tournament_its_state_or_its_data_gives_the_same_pdf(
    tournament_files: Files,
) -> None:
    with Tournament.open(tournament_files("finished")) as t:
        for render, convert in [
            (render_payouts, payout_data),
            (render_results, results_data),
            (render_seating, seating_data),
            (render_structure, structure_data),
        ]:
            from_tournament = render(t, lang="en")
            assert render(t.state, lang="en") == from_tournament
            assert render(convert(t), lang="en") == from_tournament
            info = pdf_reader(from_tournament).metadata
            assert info["/CreationDate"].startswith("D:2027")  # when the file was made


def test_the_same_file_prints_the_same_bytes_after_reopening(tournament_files: Files) -> None:
    path = tournament_files("running")
    with Tournament.open(path) as t:
        first = render_seating(t, lang="it")
    with Tournament.open(path) as t:
        assert render_seating(t, lang="it") == first


def test_something_else_is_refused_in_one_line() -> None:
    with pytest.raises(DirectorError, match="cannot print a sheet from str"):
        render_payouts("friday.director")


def small_event(path: Path) -> Tournament:
    """Twelve players at 20 (no fee): €240, paid 120 / 72 / 48."""
    t = Tournament.create(
        path,
        load_structure(structure_path()),
        Settings(name="Venerdì", buy_in=Price(2000, 0)),
        time=ManualTime(),
        rng=random.Random(1),
    )
    for name in "ABCDEFGHIJKL":
        t.entrants.register(f"Giocatore {name}", seat=False)
    t.close_registration()
    for name in "LKJIHGFE":
        t.entrants.bust(f"Giocatore {name}")
    return t


def test_a_tie_in_the_money_gives_each_player_a_row_with_their_share(tmp_path: Path) -> None:
    with small_event(tmp_path / "tie.director") as t:
        assert t.money.payouts() == (12000, 7200, 4800)
        # Busted in the same hand with the same stack: they share 3rd and 4th (TDA).
        t.entrants.bust(
            ["Giocatore D", "Giocatore C"], stacks={"Giocatore D": 900, "Giocatore C": 900}
        )
        data = payout_data(t)
        pages = pdf_pages(render_payouts(t, lang="en"))
    rows = [(p.place, p.tied_to, p.amount_cents, p.name) for p in data.places]
    assert rows == [
        (1, None, 12000, ""),
        (2, None, 7200, ""),
        (3, 4, 2400, "Giocatore C"),
        (3, 4, 2400, "Giocatore D"),
    ]
    assert data.paid_cents == data.prize_pool_cents == 24000
    assert "Places paid\n3\n" in pages[0]  # the tie reaches 4th place, not paid
    read = paid_places(pages, "en")
    assert read == [
        ("1st", 12000, "50%"),
        ("2nd", 7200, "30%"),
        ("3rd-4th", 2400, "10%"),
        ("3rd-4th", 2400, "10%"),
    ]
    assert "Total\n€240\n100%" in pages[0]


def test_after_a_deal_the_payout_sheet_has_what_each_player_takes(tmp_path: Path) -> None:
    with small_event(tmp_path / "deal.director") as t:
        t.entrants.bust("Giocatore D")
        # Three left share 120 + 72 + 48 = 240: 100, 70, 60, and 10 left to play for.
        t.deals.record(
            {"Giocatore A": 10000, "Giocatore B": 7000, "Giocatore C": 6000}, play_for_cents=1000
        )
        during = payout_data(t)
        during_page = " ".join(pdf_pages(render_payouts(t, lang="en"))[0].split())
        t.entrants.bust("Giocatore C")
        t.entrants.bust("Giocatore B", by="Giocatore A")
        assert t.state.finished
        after = payout_data(t)
        page = " ".join(pdf_pages(render_payouts(t, lang="it"))[0].split())
    assert during.deal_players == 3
    assert [p.amount_cents for p in during.places] == [12000, 7200, 4800]  # still the table's
    assert [(p.place, p.amount_cents, p.name) for p in after.places] == [
        (1, 11000, "Giocatore A"),
        (2, 7000, "Giocatore B"),
        (3, 6000, "Giocatore C"),
    ]
    assert after.paid_cents == after.prize_pool_cents
    assert "1° € 110 45,83% Giocatore A" in page
    assert "Premi degli ultimi 3 giocatori secondo l'accordo registrato." in page
    assert "the places still to be decided are paid as agreed in the deal" in during_page
