"""The tournament from the command line: the same actions, one line per error, the JSON keys
the README documents."""

from __future__ import annotations

import json
from pathlib import Path

from director.tournament import Tournament
from tests.helpers.tournament_cli import Cli


def test_a_whole_evening_from_the_command_line(
    tournament_cli: Cli, friday: Path, tmp_path: Path
) -> None:
    cli, file = tournament_cli, friday
    assert "Registered Mario Rossi (entry #1" in cli("register", file, "Mario Rossi")
    for name in ("Anna Bianchi", "Nicolò D'Angelo", "Luca Verdi", "Giulia"):
        cli("register", file, name)
    out = cli("seat", file)
    assert out.count("Table ") == 5
    assert "running" in cli("clock", file, "start")
    out = cli("bust", file, "Mario Rossi", "--by", "Anna Bianchi")
    assert out == "Mario Rossi busted in place 5 by Anna Bianchi\n"
    assert cli("undo", file) == "Undone: bust of Mario Rossi\n"
    assert cli("redo", file) == "Redone: bust of Mario Rossi\n"
    out = cli("bust", file, "Luca", "Giulia", "--stacks", "3000,5000")
    assert out.splitlines() == ["Luca Verdi busted in place 4", "Giulia busted in place 3"]
    out = cli("chips", file, "Anna Bianchi", "2.500", "Nicolò", "2500")
    assert "Chip leader: Anna Bianchi 2,500" in out
    data = json.loads(cli("show", file, "--json"))
    assert data["entries"] == 5 and data["players_left"] == 2
    assert data["prize_pool_cents"] == 10_000
    rows = {r["name"]: r for r in data["entrants"]}
    assert set(rows["Mario Rossi"]) >= {"name", "status", "place", "table", "seat"}
    assert rows["Mario Rossi"]["status"] == "busted" and rows["Mario Rossi"]["place"] == 5
    assert rows["Anna Bianchi"]["status"] == "playing" and rows["Anna Bianchi"]["table"] in (1, 2)
    assert rows["Anna Bianchi"]["seat"] is not None and rows["Anna Bianchi"]["bounty_cents"] == 500
    text = cli("show", file)
    assert "Venerdì" in text and "Prize pool €100" in text
    pays = json.loads(cli("payouts", file, "--json"))
    assert pays["prize_pool_cents"] == 10_000
    assert sum(p["amount_cents"] for p in pays["payouts"]) == 10_000
    assert [p["place"] for p in pays["payouts"]] == list(range(1, len(pays["payouts"]) + 1))
    out = cli("bust", file, "Nicolò", "--by", "Anna")
    assert out == "Nicolò D'Angelo busted in place 2 by Anna Bianchi\n"  # late entries may come
    cli("undo", file)
    cli("tournament", "registration", file, "close")
    out = cli("bust", file, "Nicolò", "--by", "Anna")
    assert "Anna Bianchi wins the tournament" in out and "clock is stopped" in out
    out = tmp_path / "results.csv"
    assert "Exported 5 entrant(s)" in cli("export", file, out)


def test_a_new_tournament_is_described_in_one_line(
    tournament_cli: Cli, small_structure: Path, tmp_path: Path
) -> None:
    path = tmp_path / "share.director"
    out = tournament_cli("tournament", "new", path, "--structure", small_structure,
                         "--buy-in", "20", "--fee", "2,5%", "--name", "Sabato")  # fmt: skip
    assert out == (
        f"Created {path}: Sabato, Small, buy-in €20 (2.5% of the pool), 1,000 chips, 0 table(s)\n"
    )


def test_errors_are_one_line(tournament_cli: Cli, friday: Path, tmp_path: Path) -> None:
    cli, file = tournament_cli, friday
    cli("register", file, "Mario Rossi")
    assert "already registered" in cli("register", file, "mario rossi", ok=False)
    assert "the name is empty" in cli("register", file, "  ", ok=False)
    assert "no entrant is called Zorro" in cli("bust", file, "Zorro", ok=False)
    assert "nothing to redo" in cli("redo", file, ok=False)
    assert "already exists" in cli("tournament", "new", file, "--buy-in", "10", ok=False)
    assert "is not an amount" in cli(
        "tournament", "new", tmp_path / "x.director", "--buy-in", "venti", ok=False
    )
    assert "no such file" in cli("show", tmp_path / "missing.director", ok=False)
    assert "give the rebuy price" in cli("tournament", "set", file, "--rebuy-until", "3", ok=False)
    assert cli("tournament", "set", file, "--seats", "x", ok=False) == (
        "director: error: --seats must be a whole number, not 'x'\n"
    )
    assert cli("rebuy", file, "Mario Rossi", "--stack", "lots", ok=False) == (
        "director: error: chips must be a whole number of chips, not 'lots'\n"
    )


def test_the_cli_refuses_bad_files_in_one_line(tournament_cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "x.director"
    path.write_text("hello", encoding="utf-8")
    err = tournament_cli("show", path, ok=False)
    assert err.startswith("director: error: cannot open")


def test_settings_rebuys_add_ons_and_registration(tournament_cli: Cli, friday: Path) -> None:
    cli, file = tournament_cli, friday
    cli("tournament", "set", file, "--rebuy", "10+1", "--rebuy-until", "2", "--addon", "10",
        "--addon-level", "1", "--guarantee", "500", "--venue", "Circolo dell'Aquila")  # fmt: skip
    cli("register", file, "Ada")
    cli("register", file, "Bea")
    assert cli("rebuy", file, "Ada") == "Rebuy of Ada: collect €11, hand over 1,000 chips\n"
    assert cli("addon", file, "Bea") == "Add-on of Bea: collect €10, hand over 1,000 chips\n"
    data = json.loads(cli("show", file, "--json"))
    assert data["rebuys"] == 1 and data["addons"] == 1
    assert data["prize_pool_cents"] == 50_000 and data["overlay_cents"] == 50_000 - 6_000
    assert data["venue"] == "Circolo dell'Aquila"
    assert "double rebuys are not allowed" in cli("rebuy", file, "Ada", "--double", ok=False)
    cli("tournament", "registration", file, "close")
    assert "closed by the director" in cli("register", file, "Cid", ok=False)
    assert "Registered Cid" in cli("register", file, "Cid", "--force")


def test_settings_keep_the_rebuy_and_add_on_rules_they_do_not_change(
    tournament_cli: Cli, friday: Path
) -> None:
    cli, file = tournament_cli, friday
    cli("tournament", "set", file, "--rebuy", "10+1", "--rebuy-until", "2", "--addon", "10")
    out = cli("tournament", "set", file, "--rebuy-max", "2", "--addon-chips", "2000")
    assert out == "Settings changed: addon, rebuy\n"
    with Tournament.open(file) as t:
        rebuy, addon = t.settings.rebuy, t.settings.addon
    assert rebuy is not None and addon is not None
    assert (rebuy.price.pool_cents, rebuy.price.fee_cents, rebuy.until_level) == (1000, 100, 2)
    assert rebuy.max_per_entry == 2
    assert (addon.price.pool_cents, addon.chips, addon.level) == (1000, 2000, 2)
    assert cli("tournament", "set", file, "--rebuy", "none", "--addon", "no") == (
        "Settings changed: addon, rebuy\n"
    )
    with Tournament.open(file) as t:
        assert t.settings.rebuy is None and t.settings.addon is None
    assert "say at which level add-ons are taken" in cli(
        "tournament", "set", file, "--addon", "10", ok=False
    )
    assert "give the fee once" in cli(
        "tournament", "set", file, "--buy-in", "20+5", "--fee", "10%", ok=False
    )
    assert "nothing to change" in cli("tournament", "set", file, ok=False)


def test_import_and_history(tournament_cli: Cli, friday: Path, tmp_path: Path) -> None:
    cli, file = tournament_cli, friday
    csv_path = tmp_path / "players.csv"
    csv_path.write_bytes("\ufeffNome;Soprannome\nAnna;\nLuca;\nanna;Bis\n".encode())
    assert "Imported 3 player(s)" in cli("import", file, csv_path)
    bad = tmp_path / "bad.csv"
    bad.write_text("Nome\nZoe\nAnna\n", encoding="utf-8")
    err = cli("import", file, bad, ok=False)
    assert f"{bad}:3: Anna is already registered" in err and "nobody was imported" in err
    out = cli("tournament", "history", file)
    assert "Creation of the tournament" in out
    assert out.count("Import of 3 player(s)") == 1  # one record, one undo
    cli("undo", file)
    data = json.loads(cli("tournament", "history", file, "--json"))
    assert data[-1]["kind"] == "undo"
    with Tournament.open(file) as t:
        assert t.state.entry_count == 0  # the whole import taken back by one undo


def test_import_of_malformed_files_says_the_line(
    tournament_cli: Cli, friday: Path, tmp_path: Path
) -> None:
    cli, file = tournament_cli, friday
    cases = {
        "quote.csv": (b'Nome;Email\n"Anna;a@a.it\nLuca;l@a.it\n', ":2: a quote"),
        "cr.csv": (b"Nome\r\nAnna\rLuca\r\n", ":2: a carriage return (CR) alone"),
        "bytes.csv": (b"Nome\nAnna\nLu\x81ca\n", ":3: byte 0x81 at column 3"),
    }
    for name, (data, said) in cases.items():
        path = tmp_path / name
        path.write_bytes(data)
        assert f"{path}{said}" in cli("import", file, path, ok=False)
    with Tournament.open(file) as t:
        assert t.state.entry_count == 0
    rows = "".join(f"Player {i}\n" for i in range(1, 3001)) + "Player 2\n"
    many = tmp_path / "many.csv"
    many.write_text("Nome\n" + rows, encoding="utf-8")
    err = cli("import", file, many, ok=False)
    assert f"{many}:3002: Player 2 is already registered" in err  # the line of the repeat
