"""Money from the command line: payouts with or without a tournament, ICM, deals."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.helpers.tournament_cli import Cli


def test_payouts_without_a_file(tournament_cli: Cli) -> None:
    cli = tournament_cli
    data = json.loads(cli("payouts", "--entries", 40, "--buy-in", "20", "--json"))
    assert data["prize_pool_cents"] == 80_000
    amounts = [p["amount_cents"] for p in data["payouts"]]
    assert sum(amounts) == 80_000 and amounts == sorted(amounts, reverse=True)
    data = json.loads(
        cli("payouts", "--entries", 10, "--buy-in", "€ 20,00", "--fee", "10%", "--json")
    )
    assert data["prize_pool_cents"] == 18_000
    assert "Prize pool €180" in cli("payouts", "--entries", 10, "--buy-in", "20", "--fee", "10%")
    assert "give a tournament FILE" in cli("payouts", ok=False)


def test_the_payouts_table(tournament_cli: Cli) -> None:
    out = tournament_cli("payouts", "--entries", 10, "--buy-in", "20", "--places", 2)
    assert out == (
        "Prize pool €200 for 10 entries, 2 place(s) paid\n"
        "   1.          €130   65.0%\n"
        "   2.           €70   35.0%\n"
    )


def test_icm(tournament_cli: Cli) -> None:
    cli = tournament_cli
    data = json.loads(cli("icm", "--stacks", "5000,3000,2000", "--prizes", "500,300,200", "--json"))
    eq = data["equities"]
    assert len(eq) == 3 and sum(eq) == pytest.approx(1000)
    assert eq[0] > eq[1] > eq[2]
    assert eq[0] == pytest.approx(383.9285714, abs=1e-6)
    assert "is not a number" in cli("icm", "--stacks", "5000,x", "--prizes", "1", ok=False)
    out = cli("icm", "--stacks", "5000,3000,2000", "--prizes", "500,300,200")
    assert out.splitlines()[0] == "Player 1:        5,000 chips ( 50.0%)  equity 383.93"
    assert "stacks are whole numbers" in cli("icm", "--stacks", "1.5", "--prizes", "1", ok=False)
    assert "give the values separated by commas" in cli(
        "icm", "--stacks", ",", "--prizes", "1", ok=False
    )


def test_deal_from_the_command_line(tournament_cli: Cli, friday: Path) -> None:
    cli, file = tournament_cli, friday
    for name in ("Ada", "Bea", "Cid", "Dan"):
        cli("register", file, name)
    cli("tournament", "set", file, "--places", "3", "--rounding", "1")
    cli("bust", file, "Dan")
    cli("chips", file, "Ada", "2000", "Bea", "1200", "Cid", "800")
    data = json.loads(cli("deal", file, "--json"))
    amounts = [p["amount_cents"] for p in data["players"]]
    assert sum(amounts) == sum(data["prizes_cents"])
    out = cli("deal", file)
    assert out.startswith("ICM (Malmuth-Harville) deal among 3 players")
    assert out.endswith("(proposal only: add --record when the players agree)\n")
    out = cli("deal", file, "--method", "chip-chop", "--record")
    assert "Deal among 3 players" in out
    assert "already recorded" in cli("deal", file, "--amounts", "Ada=1", ok=False)
    assert "write --amounts as NAME=VALUE, not 'Ada'" in cli(
        "deal", file, "--amounts", "Ada", ok=False
    )


def test_deal_from_the_command_line_is_rounded_and_biggest_stack_first(
    tournament_cli: Cli, friday: Path
) -> None:
    cli, file = tournament_cli, friday
    for name in ("Ada", "Bea", "Cid", "Dan", "Eva"):
        cli("register", file, name)
    cli("tournament", "set", file, "--places", "3", "--rounding", "5")
    cli("bust", file, "Dan")
    cli("bust", file, "Eva")
    cli("chips", file, "Ada", "700", "Bea", "3100", "Cid", "1200")
    for method in ("icm", "chip-chop"):
        data = json.loads(cli("deal", file, "--method", method, "--json"))
        assert [p["name"] for p in data["players"]] == ["Bea", "Cid", "Ada"]
        amounts = [p["amount_cents"] for p in data["players"]]
        assert sum(amounts) == sum(data["prizes_cents"])
        assert [a % 500 for a in amounts[1:]] == [0, 0]
    out = cli("deal", file).splitlines()
    rows = [line.split() for line in out if line.startswith("  ")]
    assert [(r[0], r[-1]) for r in rows] == [
        ("Bea", "€40.00"),
        ("Cid", "€30.00"),
        ("Ada", "€30.00"),
    ]
