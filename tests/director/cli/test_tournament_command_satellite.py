"""Satellites from the command line: --satellite on new and set, payouts as seats, refusals."""

from __future__ import annotations

import json
from pathlib import Path

from tests.helpers.tournament_cli import Cli


def satellite_file(tmp_path: Path, cli: Cli, structure: Path, entries: int) -> Path:
    path = tmp_path / "sat.director"
    cli("tournament", "new", path, "--structure", structure, "--buy-in", "50+5",
        "--satellite", "250", "--tables", "4")  # fmt: skip
    players = tmp_path / "players.csv"
    names = "\n".join(f"P{i:02d}" for i in range(1, entries + 1))
    players.write_text(f"name\n{names}\n", encoding="utf-8")
    cli("import", path, players)
    return path


def test_payouts_json_marks_the_seats(tmp_path, tournament_cli, small_structure):
    path = satellite_file(tmp_path, tournament_cli, small_structure, 33)
    data = json.loads(tournament_cli("payouts", path, "--json"))
    assert data["prize_pool_cents"] == 165_000
    assert data["satellite"] == {"seat_cents": 25_000, "seats": 6, "remainder_cents": 15_000}
    assert data["payouts"] == [
        {"place": p, "amount_cents": 25_000, "seat": True} for p in range(1, 7)
    ] + [{"place": 7, "amount_cents": 15_000, "seat": False}]


def test_payouts_text_speaks_of_seats(tmp_path, tournament_cli, small_structure):
    path = satellite_file(tmp_path, tournament_cli, small_structure, 30)
    out = tournament_cli("payouts", path)
    assert out.splitlines()[:3] == [
        "Prize pool €1,500 (30 entries), paid in seats:",
        "Seats: 6 × €250",
        "   1.  Seat             €250",
    ]
    assert len(out.splitlines()) == 2 + 6
    italian = tournament_cli("payouts", path, "--lang", "it")
    assert "Ticket: 6 × € 250" in italian


def test_a_seat_value_above_the_pool_is_refused_in_one_line(
    tmp_path, tournament_cli, small_structure
):
    path = satellite_file(tmp_path, tournament_cli, small_structure, 4)
    err = tournament_cli("payouts", path, ok=False)
    assert "the seat value €250 is above the prize pool €200" in err
    err = tournament_cli("tournament", "registration", path, "close", ok=False)
    assert "above the prize pool €200" in err
    tournament_cli("tournament", "set", path, "--satellite", "150")
    data = json.loads(tournament_cli("payouts", path, "--json"))
    assert data["satellite"] == {"seat_cents": 15_000, "seats": 1, "remainder_cents": 5_000}


def test_set_satellite_zero_pays_places_again(tmp_path, tournament_cli, small_structure):
    path = satellite_file(tmp_path, tournament_cli, small_structure, 33)
    tournament_cli("tournament", "set", path, "--satellite", "0")
    data = json.loads(tournament_cli("payouts", path, "--json"))
    assert "satellite" not in data
    assert all("seat" not in row for row in data["payouts"])
    assert sum(row["amount_cents"] for row in data["payouts"]) == 165_000


def test_the_bust_at_the_bubble_ends_it_and_undo_takes_it_back(
    tmp_path, tournament_cli, small_structure
):
    cli = tournament_cli
    path = satellite_file(tmp_path, cli, small_structure, 12)  # €600: two seats, €100 to 3rd
    cli("tournament", "registration", path, "close")
    for i in range(12, 3, -1):
        cli("bust", path, f"P{i:02d}")
    out = cli("bust", path, "P03")
    assert out.splitlines()[-1] == "Bubble: the 2 players left each win a seat"
    show = json.loads(cli("show", path, "--json"))
    assert show["finished"] is True and show["winner"] is None
    cli("undo", path)
    show = json.loads(cli("show", path, "--json"))
    assert show["finished"] is False


def test_report_satellite_prints_the_winners_sheet(tmp_path, tournament_cli, small_structure):
    from tests.helpers.reports import pdf_pages

    path = satellite_file(tmp_path, tournament_cli, small_structure, 33)
    out = tmp_path / "winners.pdf"
    assert tournament_cli("report", "satellite", path, "--pdf", out) == f"wrote {out}\n"
    page = pdf_pages(out.read_bytes())[0]
    assert page.startswith("VINCITORI DEL SATELLITE")
    assert "Ticket: 6 × € 250 · 7°: € 150" in page
    plain = tmp_path / "plain.director"
    tournament_cli("tournament", "new", plain, "--structure", small_structure, "--buy-in", "20")
    err = tournament_cli("report", "satellite", plain, "--pdf", tmp_path / "x.pdf", ok=False)
    assert "not a satellite" in err


def test_payouts_what_if_for_a_satellite(tournament_cli):
    cli = tournament_cli
    data = json.loads(
        cli("payouts", "--entries", 33, "--buy-in", "50", "--satellite", "250", "--json")
    )
    assert data["satellite"] == {"seat_cents": 25_000, "seats": 6, "remainder_cents": 15_000}
    assert [r["seat"] for r in data["payouts"]] == [True] * 6 + [False]
    out = cli("payouts", "--entries", 30, "--buy-in", "50", "--satellite", "250")
    assert out.splitlines()[1] == "Seats: 6 × €250"
    err = cli("payouts", "--entries", 4, "--buy-in", "50", "--satellite", "250", ok=False)
    assert "the seat value €250 is above the prize pool €200" in err
