"""Progressive knockouts from the command line: --progressive, split pots, show and --json."""

from __future__ import annotations

import json
from pathlib import Path

from tests.helpers.tournament_cli import Cli


def _new(cli: Cli, path: Path, structure: Path, *extra: object) -> None:
    cli("tournament", "new", path, "--structure", structure, "--buy-in", "20+5", *extra)


def _entrants(data: dict) -> dict[str, dict]:
    return {row["name"]: row for row in data["entrants"]}


def test_progressive_without_a_bounty_is_refused_in_one_line(
    tournament_cli: Cli, tmp_path: Path, small_structure: Path
) -> None:
    cli, path = tournament_cli, tmp_path / "pko.director"
    err = cli("tournament", "new", path, "--structure", small_structure, "--buy-in", "20+5",
              "--progressive", ok=False)  # fmt: skip
    assert "a progressive knockout needs a bounty" in err and not path.exists()
    it = cli("--lang", "it", "tournament", "new", path, "--structure", small_structure,
             "--buy-in", "20+5", "--progressive", ok=False)  # fmt: skip
    assert "un progressive knockout richiede una taglia" in it
    # Set later: refused on a tournament with no bounty, and nothing changes.
    _new(cli, path, small_structure)
    assert "needs a bounty" in cli("tournament", "set", path, "--progressive", ok=False)
    assert json.loads(cli("show", path, "--json")).get("progressive") is None
    # With a bounty it is taken, and --no-progressive goes back to a fixed bounty.
    cli("tournament", "set", path, "--bounty", "10", "--progressive")
    assert json.loads(cli("show", path, "--json"))["progressive"] is True
    assert "needs a bounty" in cli("tournament", "set", path, "--bounty", "0", ok=False)
    cli("tournament", "set", path, "--no-progressive")
    assert json.loads(cli("show", path, "--json")).get("progressive") is None


def test_a_pko_from_new_to_the_winner_in_show_and_json(
    tournament_cli: Cli, tmp_path: Path, small_structure: Path
) -> None:
    cli, path = tournament_cli, tmp_path / "pko.director"
    _new(cli, path, small_structure, "--bounty", "10", "--progressive")
    for name in ("Anna", "Bruno", "Carla", "Dario", "Elena"):
        cli("register", path, name, "--no-seat")
    # Elena out in a split pot among Bruno, Carla and Dario: her €10 in three, the odd cent to
    # Bruno (lowest entry number): 3.34 / 3.33 / 3.33; each half, odd cent to the cash:
    # Bruno 1.67 cash + 1.67 on his head (11.67); Carla and Dario 1.67 + 1.66 (11.66).
    cli("bust", path, "Elena", "--by", "Dario", "--split-with", "Bruno", "--split-with", "Carla")
    data = json.loads(cli("show", path, "--json"))
    rows = _entrants(data)
    assert rows["Bruno"]["bounty_cents"] == 1167 and rows["Bruno"]["bounty_won_cents"] == 167
    assert rows["Carla"]["bounty_cents"] == 1166 and rows["Carla"]["bounty_won_cents"] == 167
    assert rows["Anna"]["bounty_cents"] == 1000 and rows["Anna"]["bounty_won_cents"] == 0
    assert rows["Elena"]["bounty_cents"] == 0 and rows["Elena"]["busted_by"] == "Dario"
    money = data
    assert money["progressive"] is True and money["bounties_cents"] == 5000
    assert money["bounties_paid_cents"] == 501 and money["bounties_on_heads_cents"] == 4499
    assert money["prize_pool_cents"] == 10_000  # the bounties are a pool apart
    text = cli("show", path)
    assert (
        "Progressive bounties: €10 per entry, €50 taken in, €5.01 paid, €44.99 still on heads"
        in text
    )
    assert "Taglie progressive: € 10 per ingresso" in cli("--lang", "it", "show", path)
    # Carla takes Dario's 11.66 (5.83 + 5.83), Anna Bruno's 11.67 (5.84 cash + 5.83), then
    # Anna busts Carla (1000 + 166 + 583 = 17.49: 8.75 cash + 8.74) and wins: her own
    # 1000 + 583 + 874 = 24.57 on top. Anna 5.84 + 8.75 + 24.57 = 39.16.
    cli("bust", path, "Dario", "--by", "Carla")
    cli("bust", path, "Bruno", "--by", "Anna")
    cli("tournament", "registration", path, "close")
    cli("bust", path, "Carla", "--by", "Anna")
    data = json.loads(cli("show", path, "--json"))
    rows = _entrants(data)
    assert rows["Anna"]["bounty_won_cents"] == 3916 and rows["Anna"]["bounty_cents"] == 0
    won = sum(r["bounty_won_cents"] for r in data["entrants"])
    assert won == 5000 and data["bounties_on_heads_cents"] == 0
    cli("undo", path)
    rows = _entrants(json.loads(cli("show", path, "--json")))
    assert rows["Carla"]["bounty_cents"] == 1749 and rows["Anna"]["bounty_cents"] == 1583


def test_a_fixed_bounty_keeps_bounty_cents_as_the_money_won(
    tournament_cli: Cli, friday: Path
) -> None:
    cli, file = tournament_cli, friday
    for name in ("Ada", "Bea", "Cid"):
        cli("register", file, name, "--no-seat")
    cli("bust", file, "Cid", "--by", "Bea")
    rows = _entrants(json.loads(cli("show", file, "--json")))
    assert rows["Bea"]["bounty_cents"] == 500 == rows["Bea"]["bounty_won_cents"]
    assert rows["Ada"]["bounty_cents"] == 0


def test_report_bounties_prints_the_bounty_sheet(
    tournament_cli: Cli, tmp_path: Path, small_structure: Path
) -> None:
    from tests.helpers.reports import pdf_pages

    cli, path = tournament_cli, tmp_path / "pko.director"
    _new(cli, path, small_structure, "--bounty", "10", "--progressive")
    for name in ("Anna", "Bruno", "Carla"):
        cli("register", path, name, "--no-seat")
    cli("bust", path, "Carla", "--by", "Anna")
    out = tmp_path / "taglie.pdf"
    assert "taglie.pdf" in cli("report", "bounties", path, "--pdf", out, "--lang", "en")
    text = "\n".join(pdf_pages(out.read_bytes()))
    assert "Bounty money taken in €30: paid €5, still on heads €25" in text
    assert "Anna\n€5\n€15" in text
