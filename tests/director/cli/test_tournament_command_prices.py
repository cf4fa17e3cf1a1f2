"""``tournament set`` with a new price once entries were taken, and the clock with nobody seated."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from director.cli import main
from tests.helpers.tournament_cli import Cli


def pool(cli: Cli, file: Path) -> int:
    data = json.loads(cli("show", file, "--json"))
    cents: int = data["prize_pool_cents"]
    return cents


@pytest.fixture
def four_at_twenty(tournament_cli: Cli, tmp_path: Path, small_structure: Path) -> Path:
    """Four entries at €20, nothing on top."""
    path = tmp_path / "four.director"
    tournament_cli("tournament", "new", path, "--structure", small_structure, "--buy-in", "20")
    for name in ("Ada", "Bea", "Cid", "Dan"):
        tournament_cli("register", path, name, "--no-seat")
    return path


def test_a_new_buy_in_without_a_flag_is_refused_naming_both(
    tournament_cli: Cli, four_at_twenty: Path
) -> None:
    cli, file = tournament_cli, four_at_twenty
    err = cli("tournament", "set", file, "--buy-in", "50+10", ok=False)
    assert err == (
        "director: error: 4 entries were taken at the old prices: add --from-now (they keep"
        " their price) or --correct-past (they are re-priced)\n"
    )
    assert pool(cli, file) == 8000
    assert "--from-now" in cli("tournament", "set", file, "--chips", "20000", ok=False)
    err = cli("tournament", "set", file, "--buy-in", "50", "--from-now", "--correct-past", ok=False)
    assert "not both" in err
    assert "non entrambi" in cli(
        "--lang", "it", "tournament", "set", file, "--buy-in", "5", "--from-now",
        "--correct-past", ok=False,
    )  # fmt: skip
    assert cli("tournament", "set", file, "--name", "Sabato") == "Settings changed: name\n"


def test_from_now_keeps_what_was_collected(tournament_cli: Cli, four_at_twenty: Path) -> None:
    cli, file = tournament_cli, four_at_twenty
    out = cli("tournament", "set", file, "--buy-in", "50+10", "--from-now")
    assert out == (
        "Settings changed: buy_in\n"
        "From now on: the 4 entries taken keep their price; prize pool €80\n"
    )
    cli("register", file, "Eva", "--no-seat")
    assert pool(cli, file) == 8000 + 5000


def test_correct_past_reprices_every_entry_and_one_undo_takes_it_back(
    tournament_cli: Cli, four_at_twenty: Path
) -> None:
    cli, file = tournament_cli, four_at_twenty
    out = cli("tournament", "set", file, "--buy-in", "50+10", "--correct-past")
    assert out.splitlines()[1] == "Past corrected: 4 entries re-priced; prize pool now €200"
    assert pool(cli, file) == 20_000
    assert "correction of the prices" in cli("undo", file)
    assert pool(cli, file) == 8000


def test_removing_rebuys_keeps_the_one_taken(tournament_cli: Cli, four_at_twenty: Path) -> None:
    cli, file = tournament_cli, four_at_twenty
    cli("tournament", "set", file, "--rebuy", "10", "--rebuy-until", "2")
    cli("rebuy", file, "Ada")
    assert pool(cli, file) == 9000
    assert cli("tournament", "set", file, "--rebuy", "none") == "Settings changed: rebuy\n"
    data = json.loads(cli("show", file, "--json"))
    assert (data["rebuys"], data["prize_pool_cents"]) == (1, 9000)


def test_the_flags_are_in_the_help(
    four_at_twenty: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["tournament", "set", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "--from-now new prices or chips apply from now on" in out
    assert "--correct-past the old prices were a mistake" in out


def test_starting_the_clock_with_nobody_seated_warns_and_starts(
    four_at_twenty: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["clock", str(four_at_twenty), "start"]) == 0
    out, err = capsys.readouterr()
    assert "running" in out
    assert err == (
        "director: warning: nobody is seated; the clock started anyway"
        " (draw the seats: director seat FILE)\n"
    )
    assert main(["clock", str(four_at_twenty), "pause"]) == 0
    assert main(["clock", str(four_at_twenty), "resume"]) == 0
    assert capsys.readouterr().err == ""  # said once, when it starts


def test_starting_the_clock_with_players_seated_says_nothing_more(
    tournament_cli: Cli, friday: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tournament_cli("register", friday, "Ada", "--no-seat")
    tournament_cli("register", friday, "Bea", "--no-seat")
    tournament_cli("seat", friday)
    assert main(["clock", str(friday), "start"]) == 0
    assert capsys.readouterr().err == ""


def test_a_chip_count_above_the_chips_in_play_is_refused_with_the_total(
    tournament_cli: Cli, four_at_twenty: Path
) -> None:
    cli, file = tournament_cli, four_at_twenty
    err = cli("chips", file, "Ada", "2000", "Bea", "40000", ok=False)
    assert err == "director: error: Bea: 40000 chips is more than the 4000 chips in play\n"
    assert json.loads(cli("show", file, "--json"))["entrants"][0]["chips"] is None
    cli("bust", file, "Dan")
    cli("chips", file, "Ada", "2500", "Bea", "1000", "Cid", "1000")
    err = cli("deal", file, ok=False)
    assert err == (
        "director: error: the counted stacks add up to 4500 chips, more than the 4000 in play;"
        " count them again\n"
    )


def test_rebuys_add_ons_and_re_entries_say_what_to_collect_and_the_chips_to_hand_over(
    tournament_cli: Cli, four_at_twenty: Path
) -> None:
    cli, file = tournament_cli, four_at_twenty
    cli("tournament", "set", file, "--rebuy", "15+2", "--rebuy-chips", "30000", "--rebuy-until", "2",
        "--double-rebuy",
        "--addon", "10", "--addon-chips", "12500", "--addon-level", "1")  # fmt: skip
    assert cli("rebuy", file, "Ada") == "Rebuy of Ada: collect €17, hand over 30,000 chips\n"
    assert cli("--lang", "it", "rebuy", file, "Bea", "--double") == (
        "Doppio rebuy di Bea: incassare € 34, consegnare 60.000 chip\n"
    )
    assert cli("addon", file, "Cid") == "Add-on of Cid: collect €10, hand over 12,500 chips\n"
    cli("bust", file, "Dan")
    out = cli("--lang", "it", "reenter", file, "Dan", "--no-seat", "--force")
    assert (
        out
        == "Rientro di Dan #2 (ingresso #5, ancora senza posto): incassare € 20, consegnare 1.000 chip\n"
    )


def test_a_registration_says_what_to_collect_at_the_price_it_was_taken(
    tournament_cli: Cli, four_at_twenty: Path
) -> None:
    cli, file = tournament_cli, four_at_twenty
    cli("tournament", "set", file, "--buy-in", "30+5", "--chips", "20000", "--from-now")
    out = cli("register", file, "Eva", "--no-seat")
    assert out == "Registered Eva (entry #5, no seat yet): collect €35, hand over 20,000 chips\n"
    out = cli("--lang", "it", "register", file, "Fede", "--no-seat")
    assert out == (
        "Iscritto Fede (ingresso #6, ancora senza posto): incassare € 35, consegnare 20.000 chip\n"
    )
    cli("tournament", "set", file, "--buy-in", "0", "--from-now")  # a freeroll from now on
    out = cli("register", file, "Gio", "--no-seat")
    assert out == "Registered Gio (entry #7, no seat yet): hand over 20,000 chips\n"
    out = cli("--lang", "it", "register", file, "Ivo", "--no-seat")
    assert out == "Iscritto Ivo (ingresso #8, ancora senza posto): consegnare 20.000 chip\n"
