"""Sheets printed from real tournament files agree with the tournament's own figures."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path

import pytest
from reportdata import EVENT, pdf_pages, pdf_reader

from director.errors import DirectorError
from director.reports import render_payouts, render_results, render_seating, render_structure
from director.reports.common import money
from director.reports.fromtournament import (
    payout_data,
    results_data,
    seating_data,
    structure_data,
)
from director.tournament import Tournament

Files = Callable[[str], Path]


def test_payout_data_is_the_tournaments_money(tournament_files: Files) -> None:
    with Tournament.open(tournament_files("running")) as t:
        data = payout_data(t)
        summary = t.money()
        assert data.name == EVENT and data.date == dt.date(2025, 6, 14)
        assert data.entries == summary.entries == 40
        assert (data.rebuys, data.addons) == (summary.rebuys, summary.addons)
        assert data.prize_pool_cents == summary.prize_pool_cents
        assert data.fee_cents == summary.fees_cents
        assert tuple(p.amount_cents for p in data.places) == t.payouts()
        assert data.paid_cents == data.prize_pool_cents
        assert data.bounty_cents == 1000
        assert all(not p.name for p in data.places)  # nobody in the money yet
        created = dt.datetime.fromtimestamp(t.state.created_at, dt.UTC).replace(tzinfo=None)
        assert data.created == created


def test_finished_tournament_names_the_winners_on_the_payout_sheet(tournament_files: Files) -> None:
    with Tournament.open(tournament_files("finished")) as t:
        data = payout_data(t.state)
        results = {r.place: r.name for r in t.results()}
    assert [p.name for p in data.places] == [results[p.place] for p in data.places]
    page = " ".join(pdf_pages(render_payouts(data, lang="it"))[0].split())
    for p in data.places:
        assert f"{p.place}° {money(p.amount_cents, 'EUR', 'it')}" in page
        assert p.name in page


def test_results_and_seating_match_the_tournament(tournament_files: Files) -> None:
    with Tournament.open(tournament_files("running")) as t:
        results = results_data(t)
        expected = t.results()
        seating = seating_data(t)
        chart = t.seating_chart()
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
