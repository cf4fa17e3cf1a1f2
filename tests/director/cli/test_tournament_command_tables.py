"""The tables and the clock from the command line: seats, balancing, a hand, the clock."""

from __future__ import annotations

from pathlib import Path

from director import seating
from director.tournament import Tournament
from tests.helpers.tournament_cli import Cli


def test_seats_balance_and_a_hand(tournament_cli: Cli, friday: Path) -> None:
    cli, file = tournament_cli, friday
    for i in range(10):
        cli("register", file, f"P{i}")
    cli("seat", file)
    with Tournament.open(file) as t:
        table1 = [e for e, ref in t.state.seat_of.items() if ref.table == 1]
    for e in table1[:3]:
        cli("bust", file, f"#{e}")
    out = cli("balance", file)
    assert "Balance:" in out and "(proposal " in out
    out = cli("balance", file, "--apply")  # balancing draws nothing: no code needed
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
        "Added table(s) 3\nTable 1: 0/6 players, unused\nTable 2: 0/6 players, unused\n"
        "Table 3: 0/8 players, unused\n"
    )
    assert cli("tournament", "tables", file, "--remove", "3").startswith("Removed table 3\n")
    cli("tournament", "block", file, 2, 6)
    cli("tournament", "button", file, 1, 4)
    assert cli("tournament", "tables", file) == (
        "Table 1: 0/6 players, unused, button 4\nTable 2: 0/6 players, unused, blocked 6\n"
    )
    cli("register", file, "Ada", "--no-seat")
    assert cli("seat", file, "Ada", "--table", 2, "--seat", 3) == "Ada: table 2 seat 3\n"
    assert "name the player the seat is for" in cli("tournament", "reserve", file, 1, 1, ok=False)
    out = cli("tournament", "hand-for-hand", file, "on")
    assert out == (
        "Hand-for-hand on\n"
        "Note: not the bubble (1 players left, 1 places paid, 1 tables in play)\n"
        "The clock is not running: it stays stopped\n"
        "Hand 1: tables still playing: 2\n"
    )
    assert "say which table is done" in cli("tournament", "hand-for-hand", file, "done", ok=False)
    out = cli("tournament", "hand-for-hand", file, "done", 2)
    assert out.endswith(
        "Hand 1: every table is done; deal the next hand: director tournament hand-for-hand"
        " FILE next\n"
    )


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


def _room(cli: Cli, small_structure: Path, tmp_path: Path, players: int) -> Path:
    """A tournament of 7 tables of 9 and ``players`` registered, not seated yet."""
    file = tmp_path / "room.director"
    cli("tournament", "new", file, "--structure", small_structure, "--buy-in", "20",
        "--tables", "7", "--seats", "9")  # fmt: skip
    with Tournament.open(file) as t:
        for i in range(players):
            t.entrants.register(f"P{i}", seat=False)
    return file


def test_the_draw_fills_the_fewest_tables_and_tables_shows_the_others_unused(
    tournament_cli: Cli, small_structure: Path, tmp_path: Path
) -> None:
    cli = tournament_cli
    file = _room(cli, small_structure, tmp_path, 14)
    cli("seat", file)
    out = cli("tournament", "tables", file)
    assert out.splitlines() == [
        "Table 1: 7/9 players, button not set",
        "Table 2: 7/9 players, button not set",
        *[f"Table {n}: 0/9 players, unused" for n in range(3, 8)],
    ]
    assert cli("balance", file) == "The tables are balanced\n"


def test_balance_proposes_every_break_at_once_and_applies_it_as_one_action(
    tournament_cli: Cli, small_structure: Path, tmp_path: Path
) -> None:
    cli = tournament_cli
    file = _room(cli, small_structure, tmp_path, 63)
    cli("seat", file)
    keep = {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 1, 7: 1}  # 12 players left on 7 tables
    with Tournament.open(file) as t:
        for number, left in keep.items():
            for pid in list(t.state.tables[number].occupants.values())[left:]:
                t.entrants.bust(int(pid))
    out = cli("balance", file)
    assert out.startswith("Tables that break: 7, 6, 5, 4, 3 (their players fit")
    assert out.count(" breaks: ") == 8  # each player of a broken table moves once
    code = out.rsplit("--apply ", 1)[1].strip(")\n")
    assert "Applied 8 move(s)" in cli("balance", file, "--apply", code)
    assert cli("tournament", "tables", file).splitlines() == [
        "Table 1: 6/9 players, button not set",
        "Table 2: 6/9 players, button not set",
    ]
    assert cli("undo", file) == "Undone: breaking tables 3, 4, 5, 6, 7\n"
    with Tournament.open(file) as t:
        assert {n: x.count for n, x in t.state.tables.items()} == keep


def test_the_final_table_applied_is_the_draw_proposed(
    tournament_cli: Cli, small_structure: Path, tmp_path: Path
) -> None:
    cli = tournament_cli
    file = _room(cli, small_structure, tmp_path, 20)
    cli("seat", file)
    with Tournament.open(file) as t:
        for e in [e.id for e in t.state.playing][:11]:
            t.entrants.bust(e)
    shown = cli("balance", file, "--final")
    seats = [line for line in shown.splitlines() if line.startswith("Final table: ")]
    assert len(seats) == 9
    code = shown.rsplit("--apply ", 1)[1].strip(")\n")
    err = cli("balance", file, "--final", "--apply", ok=False)  # no move printed, none made
    assert "drawn at random" in err and f"director balance {file} --final" in err
    assert cli("balance", file, "--final") != shown  # another proposal, another draw
    out = cli("balance", file, "--final", "--apply", code)
    assert out.splitlines() == [*seats, "Applied 9 move(s)"]  # exactly the seats shown
    cli("undo", file)
    with Tournament.open(file) as t:
        t.entrants.bust(t.state.playing[0].id)
    err = cli("balance", file, "--final", "--apply", code, ok=False)
    assert "the tables changed since the proposal" in err and "propose again" in err


def test_a_lone_hand_for_hand_bust_and_the_hand_number_next_and_tables_agree(
    tournament_cli: Cli, friday: Path
) -> None:
    cli, file = tournament_cli, friday
    for i in range(8):
        cli("register", file, f"P{i}")
    cli("seat", file)
    with Tournament.open(file) as t:
        short = t.state.seat_of[t.entrants.find("P0").id].table
    cli("tournament", "hand-for-hand", file, "on")
    out = cli("bust", file, "P0")  # one bust in the hand: no stacks needed (TDA)
    assert "P0 busted in place 8" in out
    for table in (1, 2):
        cli("tournament", "hand-for-hand", file, "done", table)
    out = cli("tournament", "hand-for-hand", file, "next")
    assert out == "Hand-for-hand hand 2\nHand 2: tables still playing: 1, 2\n"
    cli("tournament", "hand-for-hand", file, "done", 2)
    players = {n: 3 if n == short else 4 for n in (1, 2)}
    assert cli("tournament", "tables", file).splitlines() == [
        f"Table 1: {players[1]}/6 players, playing hand 2, button not set",
        f"Table 2: {players[2]}/6 players, done with hand 2, button not set",
        "Hand 2: tables still playing: 1",
    ]


def test_seat_buttons_draws_for_the_button_and_tables_shows_the_next_big_blind(
    tournament_cli: Cli, small_structure: Path, tmp_path: Path
) -> None:
    cli = tournament_cli
    file = _room(cli, small_structure, tmp_path, 14)
    out = cli("seat", file, "--buttons").splitlines()
    assert len(out) == 16  # 14 seats, then the button of each table in play
    with Tournament.open(file) as t:
        buttons = {n: t.state.tables[n].button for n in (1, 2)}
        assert all(buttons.values())
        bbs = {n: seating.next_big_blind_seat(t.state.tables[n]) for n in (1, 2)}
        names = {n: t.state.label(int(t.state.tables[n].occupants[buttons[n]])) for n in (1, 2)}
    assert out[14:] == [f"Table {n}: button at seat {buttons[n]} ({names[n]})" for n in (1, 2)]
    assert cli("tournament", "tables", file).splitlines()[:2] == [
        f"Table {n}: 7/9 players, button {buttons[n]}, next BB {bbs[n]}" for n in (1, 2)
    ]
    # everybody seated, every button set: the draw has nothing to do and says what to do
    assert "move one by putting it at another seat" in cli("seat", file, "--buttons", ok=False)
    assert cli("undo", file) == "Undone: draw for the button at 2 tables\n"
    cli("register", file, "Late", "--no-seat")
    out = cli("seat", file, "--buttons").splitlines()  # the late entry's seat, then the buttons
    assert out[0].endswith(": Late") and len(out) == 3


def test_hand_for_hand_pauses_the_running_clock_and_its_stop_runs_it_again(
    tournament_cli: Cli, friday: Path
) -> None:
    cli, file = tournament_cli, friday
    for i in range(8):
        cli("register", file, f"P{i}")
    cli("seat", file)
    cli("clock", file, "start")
    out = cli("tournament", "hand-for-hand", file, "on").splitlines()
    assert out[1:3] == [
        "Note: not the bubble (8 players left, 2 places paid, 2 tables in play)",
        "Clock paused for hand-for-hand (it runs again when hand-for-hand stops)",
    ]
    assert cli("clock", file, "show").rstrip().endswith("paused")
    out = cli("tournament", "hand-for-hand", file, "off", "--lang", "it")
    assert out == "Mano per mano disattivato\nL'orologio riparte\n"
    assert cli("clock", file, "show").rstrip().endswith("running")
    assert cli("undo", file) == "Undone: hand-for-hand off\n"  # hand-for-hand on again
    assert cli("clock", file, "show").rstrip().endswith("paused")
