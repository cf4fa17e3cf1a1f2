"""The command line: the same actions, one line per error, the JSON keys the issue promises."""

import json

import pytest

from director.cli import main
from director.tournament import Tournament
from tests.helpers.tournament import SMALL_YAML


@pytest.fixture
def cli(capsys):
    def run(*argv, ok=True):
        code = main([str(a) for a in argv])
        out, err = capsys.readouterr()
        if ok:
            assert code == 0, err
        else:
            assert code != 0
            assert err.startswith("director: error: "), err
            assert err.count("\n") == 1, err
            assert "Traceback" not in err
        return out if ok else err

    return run


@pytest.fixture
def structure(tmp_path):
    path = tmp_path / "small.yaml"
    path.write_text(SMALL_YAML, encoding="utf-8")
    return path


@pytest.fixture
def file(tmp_path, cli, structure):
    path = tmp_path / "friday.director"
    cli("tournament", "new", path, "--structure", structure, "--buy-in", "20+5",
        "--name", "Venerdì", "--tables", "2", "--seats", "6", "--late-reg", "2", "--bounty", "5")  # fmt: skip
    return path


def test_a_whole_evening_from_the_command_line(cli, file, tmp_path):
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


def test_payouts_without_a_file(cli):
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


def test_icm(cli):
    data = json.loads(cli("icm", "--stacks", "5000,3000,2000", "--prizes", "500,300,200", "--json"))
    eq = data["equities"]
    assert len(eq) == 3 and sum(eq) == pytest.approx(1000)
    assert eq[0] > eq[1] > eq[2]
    assert eq[0] == pytest.approx(383.9285714, abs=1e-6)
    assert "is not a number" in cli("icm", "--stacks", "5000,x", "--prizes", "1", ok=False)


def test_errors_are_one_line(cli, file, tmp_path):
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


def test_settings_rebuys_add_ons_and_registration(cli, file):
    cli("tournament", "set", file, "--rebuy", "10+1", "--rebuy-until", "2", "--addon", "10",
        "--addon-level", "1", "--guarantee", "500", "--venue", "Circolo dell'Aquila")  # fmt: skip
    cli("register", file, "Ada")
    cli("register", file, "Bea")
    assert cli("rebuy", file, "Ada") == "Rebuy of Ada\n"
    assert cli("addon", file, "Bea") == "Add-on of Bea\n"
    data = json.loads(cli("show", file, "--json"))
    assert data["rebuys"] == 1 and data["addons"] == 1
    assert data["prize_pool_cents"] == 50_000 and data["overlay_cents"] == 50_000 - 6_000
    assert data["venue"] == "Circolo dell'Aquila"
    assert "double rebuys are not allowed" in cli("rebuy", file, "Ada", "--double", ok=False)
    cli("tournament", "registration", file, "close")
    assert "closed by the director" in cli("register", file, "Cid", ok=False)
    assert "Registered Cid" in cli("register", file, "Cid", "--force")


def test_seats_balance_and_a_hand(cli, file):
    for i in range(8):
        cli("register", file, f"P{i}")
    cli("seat", file)
    with Tournament.open(file) as t:
        table1 = [e for e, ref in t.state.seat_of.items() if ref.table == 1]
    for e in table1[:3]:
        cli("bust", file, f"#{e}")
    out = cli("balance", file)
    assert "Balance:" in out and "proposal only" in out
    out = cli("balance", file, "--apply")
    assert "Applied 1 move(s)" in out
    assert "The tables are balanced" in cli("balance", file)
    out = cli("tournament", "tables", file)
    assert "Table 1: 2/6 players" in out or "Table 1: 3/6 players" in out
    with Tournament.open(file) as t:
        seated = sorted((ref.seat, e) for e, ref in t.state.seat_of.items() if ref.table == 1)
        names = [t.state.label(e) for _, e in seated]
    cli("chips", file, *[x for n in names for x in (n, "1000")])
    cli("tournament", "button", file, 1, seated[0][0])
    stacks = [f"{names[0]}={1000 * len(names)}"]
    out = cli("tournament", "hand", file, 1, "--stacks", *stacks, "--busted",
              *[f"{n}:{names[0]}" for n in names[1:]])  # fmt: skip
    assert "Hand at table 1" in out
    with Tournament.open(file) as t:
        assert t.state.entries[t.entrants.find(names[0]).id].chips == 1000 * len(names)
        assert all(not t.entrants.find(n).playing for n in names[1:])


def test_clock_commands_persist(cli, file):
    assert "not started" in cli("clock", file, "show")
    cli("clock", file, "start")
    assert "Level 2: 20-40" in cli("clock", file, "next")
    assert "Break" in cli("clock", file, "break")
    assert "paused" in cli("clock", file, "pause")
    # Paused, so no time passes between the commands: the figures are exact.
    assert "Level 4: 100-200, 10:00 left, paused" in cli("clock", file, "level", 4)
    assert "13:00 left" in cli("clock", file, "add", 3)
    assert "12:30 left" in cli("clock", file, "remove", "0,5")
    with Tournament.open(file) as t:
        assert not t.clock.running and t.clock.view().level.number == 4


def test_import_and_history(cli, file, tmp_path):
    csv_path = tmp_path / "players.csv"
    csv_path.write_bytes("\ufeffNome;Soprannome\nAnna;\nLuca;\nanna;Bis\n".encode())
    assert "Imported 3 player(s)" in cli("import", file, csv_path)
    bad = tmp_path / "bad.csv"
    bad.write_text("Nome\nZoe\nAnna\n", encoding="utf-8")
    err = cli("import", file, bad, ok=False)
    assert f"{bad}:3: Anna is already registered" in err and "nobody was imported" in err
    out = cli("tournament", "history", file)
    assert "created" in out and out.count("register") == 3
    cli("undo", file)
    data = json.loads(cli("tournament", "history", file, "--json"))
    assert data[-1]["kind"] == "undo"


def test_deal_from_the_command_line(cli, file):
    for name in ("Ada", "Bea", "Cid", "Dan"):
        cli("register", file, name)
    cli("tournament", "set", file, "--places", "3", "--rounding", "1")
    cli("bust", file, "Dan")
    cli("chips", file, "Ada", "5000", "Bea", "3000", "Cid", "2000")
    data = json.loads(cli("deal", file, "--json"))
    amounts = [p["amount_cents"] for p in data["players"]]
    assert sum(amounts) == sum(data["prizes_cents"])
    out = cli("deal", file, "--method", "chip-chop", "--record")
    assert "Deal among 3 players" in out
    assert "already recorded" in cli("deal", file, "--amounts", "Ada=1", ok=False)
