"""Mystery bounties from the command line: --mystery, --mystery-from, refusals, show --json."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from tests.helpers.tournament_cli import Cli


def _new(cli: Cli, path: Path, structure: Path, *extra: object) -> str:
    return cli("tournament", "new", path, "--structure", structure, "--buy-in", "20+5", *extra)


def test_a_malformed_prize_list_is_refused_in_one_line_and_nothing_is_made(
    tournament_cli: Cli, tmp_path: Path, small_structure: Path
) -> None:
    cli, path = tournament_cli, tmp_path / "m.director"
    err = cli("tournament", "new", path, "--structure", small_structure, "--buy-in", "20+5",
              "--mystery", "500,100x2", "--mystery-from", "2", ok=False)  # fmt: skip
    assert "write AMOUNTxCOUNT separated by commas, e.g. 500x1,100x2,20x10" in err
    assert len(err.strip().splitlines()) == 1 and not path.exists()
    it = cli("--lang", "it", "tournament", "new", path, "--structure", small_structure,
             "--buy-in", "20+5", "--mystery", "cento", "--mystery-from", "2", ok=False)  # fmt: skip
    assert "scrivi IMPORTOxQUANTI separati da virgole" in it and not path.exists()
    _new(cli, path, small_structure)
    before = json.loads(cli("show", path, "--json"))
    assert "mystery" not in before
    assert "level they are drawn from" in cli("tournament", "set", path, "--mystery", "100x2",
                                              ok=False)  # fmt: skip
    assert "structure has 5 levels" in cli("tournament", "set", path, "--mystery", "100x2",
                                           "--mystery-from", "9", ok=False)  # fmt: skip
    assert json.loads(cli("show", path, "--json")) == before


def test_mystery_bounties_from_new_to_the_last_draw_in_show_json(
    tournament_cli: Cli, tmp_path: Path, small_structure: Path
) -> None:
    cli, path = tournament_cli, tmp_path / "m.director"
    out = _new(cli, path, small_structure, "--bounty", "10", "--mystery", "100x1,20x2",
               "--mystery-from", "2")  # fmt: skip
    assert "Mystery bounties 100x1,20x2 from level 2; commitment to their draw: " in out
    for name in ("Anna", "Bruno", "Carla", "Dario", "Elena"):
        cli("register", path, name, "--no-seat")
    data = json.loads(cli("show", path, "--json"))["mystery"]
    commitment = data["commitment"]
    assert data["from_level"] == 2 and data["draws"] == [] and "reveal" not in data
    assert data["left"] == [{"amount": "100.00", "count": 1}, {"amount": "20.00", "count": 2}]
    assert data["taken_in"] == "50.00" and data["prizes_total"] == "140.00"
    cli("bust", path, "Elena", "--by", "Anna")  # level 1: no draw
    assert json.loads(cli("show", path, "--json"))["mystery"]["draws"] == []
    cli("clock", path, "start")
    cli("clock", path, "next")  # level 2
    for out, by in (("Dario", "Anna"), ("Carla", "Bruno"), ("Bruno", "Anna")):
        cli("bust", path, out, "--by", by)
    cli("tournament", "registration", path, "close")
    data = json.loads(cli("show", path, "--json"))
    m = data["mystery"]
    assert [d["out"] for d in m["draws"]] == ["Dario", "Carla", "Bruno"]
    assert m["left"] == [] and m["exhausted"] is True
    # Revealed after: the order and secret give the commitment published before the first draw.
    order, secret = m["reveal"]["order"], m["reveal"]["secret"]
    text = f"director-deck-v1:{order}:{secret}".encode()
    assert hashlib.sha256(text).hexdigest() == commitment == m["commitment"]
    assert [f"{int(c) / 100:.2f}" for c in order.split(",")] == [d["amount"] for d in m["draws"]]
    # The money each won is the envelopes they opened; the fixed bounty is not paid on top.
    rows = {r["name"]: r for r in data["entrants"]}
    won = {d["winners"][0]: 0 for d in m["draws"]}
    for d in m["draws"]:
        won[d["winners"][0]] += round(float(d["amount"]) * 100)
    assert rows["Anna"]["bounty_cents"] == won["Anna"]
    assert rows["Bruno"]["bounty_cents"] == won["Bruno"]
    assert sum(r["bounty_cents"] for r in data["entrants"]) == 14000


def test_undo_takes_the_draw_back_and_redo_draws_the_same(
    tournament_cli: Cli, tmp_path: Path, small_structure: Path
) -> None:
    cli, path = tournament_cli, tmp_path / "m.director"
    _new(cli, path, small_structure, "--mystery", "500x1,100x2,20x10", "--mystery-from", "1")
    for name in ("Anna", "Bruno", "Carla"):
        cli("register", path, name, "--no-seat")
    cli("bust", path, "Carla", "--by", "Anna")
    first = json.loads(cli("show", path, "--json"))["mystery"]["draws"]
    cli("undo", path)
    assert json.loads(cli("show", path, "--json"))["mystery"]["draws"] == []
    cli("redo", path)
    assert json.loads(cli("show", path, "--json"))["mystery"]["draws"] == first
    assert "already drawn" in cli("tournament", "set", path, "--mystery", "none", ok=False)
