"""``director show`` and ``director payouts`` as text: bounties, a recorded deal, the winner."""

from __future__ import annotations

import json
from pathlib import Path

from tests.helpers.tournament_cli import Cli


def _evening(cli: Cli, file: Path) -> None:
    """Four players, chips counted, Dan out by Bea, registration closed."""
    for name in ("Ada", "Bea", "Cid", "Dan"):
        cli("register", file, name, "--no-seat")
    cli("chips", file, "Ada", "1000", "Bea", "1500", "Cid", "1000", "Dan", "500")
    cli("bust", file, "Dan", "--by", "Bea")
    cli("tournament", "registration", file, "close")


def _row(text: str, name: str) -> str:
    return next(line for line in text.splitlines() if f"  {name} " in line)


def test_show_says_the_bounties(tournament_cli: Cli, friday: Path) -> None:
    cli, file = tournament_cli, friday
    _evening(cli, file)
    text = cli("show", file)
    assert "Bounties: €5 per entry, €20 set aside, €5 won so far" in text
    assert text.splitlines()[-5].split()[-1] == "Bounties"  # the table's header
    assert _row(text, "Bea").endswith("€5 (1)")
    assert "Taglie: € 5 per ingresso" in cli("--lang", "it", "show", file)


def test_payouts_and_show_say_a_recorded_deal(tournament_cli: Cli, friday: Path) -> None:
    cli, file = tournament_cli, friday
    _evening(cli, file)
    cli("deal", file, "--amounts", "Ada=30", "Bea=35", "Cid=15", "--play-for", "0")
    out = cli("payouts", file)
    deal = out.splitlines()[-4:]
    assert deal[0] == ("Deal recorded among 3 players (custom): these amounts replace their prizes")
    assert deal[2].split() == ["Bea", "€35", "(deal)"]
    assert "(deal)" in cli("show", file)
    data = json.loads(cli("payouts", file, "--json"))
    assert data["deal"]["players"][1] == {"entry": 2, "name": "Bea", "amount_cents": 3500}


def test_after_the_end_the_winner_is_the_winner_with_every_chip(
    tournament_cli: Cli, friday: Path
) -> None:
    cli, file = tournament_cli, friday
    _evening(cli, file)
    cli("bust", file, "Cid", "--by", "Ada")
    cli("bust", file, "Ada", "--by", "Bea")
    text = cli("show", file)
    bea = _row(text, "Bea")
    assert "winner" in bea and "playing" not in text
    assert "4,000" in bea  # every chip in play, not the 1,500 last counted
    assert "chip leader Bea 4,000" in text
    data = json.loads(cli("show", file, "--json"))
    assert data["winner"] == "Bea" and data["chip_leader_chips"] == 4_000
    assert "vincitore" in _row(cli("--lang", "it", "show", file), "Bea")
