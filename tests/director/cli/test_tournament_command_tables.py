"""The tables and the clock from the command line: seats, balancing, a hand, the clock."""

from __future__ import annotations

from pathlib import Path

from director.tournament import Tournament
from tests.helpers.tournament_cli import Cli


def test_seats_balance_and_a_hand(tournament_cli: Cli, friday: Path) -> None:
    cli, file = tournament_cli, friday
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


def test_tables_seats_and_hand_for_hand(tournament_cli: Cli, friday: Path) -> None:
    cli, file = tournament_cli, friday
    assert cli("tournament", "tables", file, "--add", "1", "--seats", "8") == (
        "Added table(s) 3\nTable 1: 0/6 players\nTable 2: 0/6 players\nTable 3: 0/8 players\n"
    )
    assert cli("tournament", "tables", file, "--remove", "3").startswith("Removed table 3\n")
    cli("tournament", "block", file, 2, 6)
    cli("tournament", "button", file, 1, 4)
    assert cli("tournament", "tables", file) == (
        "Table 1: 0/6 players, button 4\nTable 2: 0/6 players, blocked 6\n"
    )
    cli("register", file, "Ada", "--no-seat")
    assert cli("seat", file, "Ada", "--table", 2, "--seat", 3) == "Ada: table 2 seat 3\n"
    assert "name the player the seat is for" in cli("tournament", "reserve", file, 1, 1, ok=False)
    out = cli("tournament", "hand-for-hand", file, "on")
    assert out == "Hand-for-hand on\nHand 1: tables still playing: 2\n"
    assert "say which table is done" in cli("tournament", "hand-for-hand", file, "done", ok=False)
    out = cli("tournament", "hand-for-hand", file, "done", 2)
    assert out.endswith("Hand 1: tables still playing: none\n")


def test_clock_commands_persist(tournament_cli: Cli, friday: Path) -> None:
    cli, file = tournament_cli, friday
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
    assert "say which level" in cli("clock", file, "level", ok=False)
    assert "say how many minutes: clock FILE add MINUTES" in cli("clock", file, "add", ok=False)
    assert "minutes must be a number, not 'x'" in cli("clock", file, "add", "x", ok=False)
