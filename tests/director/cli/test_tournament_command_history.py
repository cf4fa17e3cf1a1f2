"""``director tournament history``: the log for a person (time, what, who), or raw as JSON."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

from tests.helpers.tournament_cli import Cli


def test_history_reads_as_a_log_for_a_person(tournament_cli: Cli, friday: Path) -> None:
    cli, file = tournament_cli, friday
    cli("register", file, "Mario Rossi", "--no-seat")
    cli("register", file, "Anna Bianchi", "--no-seat")
    cli("bust", file, "Mario Rossi", "--by", "Anna Bianchi")
    cli("undo", file)
    records = json.loads(cli("tournament", "history", file, "--json"))
    # --json: the raw records, as stored.
    assert [r["kind"] for r in records][-4:] == ["register", "register", "bust", "undo"]
    assert records[-2]["data"]["busts"] == [[1, 2, None]]
    lines = cli("tournament", "history", file).splitlines()
    day = dt.datetime.fromtimestamp(records[0]["at"]).strftime("%Y-%m-%d")
    assert lines[0] == f"— {day} —"

    def at(i: int) -> str:
        return dt.datetime.fromtimestamp(records[i]["at"]).strftime("%H:%M:%S")

    n = len(records)
    assert lines[-4:] == [
        f"{n - 3:>5}  {at(-4)}  Registration of Mario Rossi",
        f"{n - 2:>5}  {at(-3)}  Registration of Anna Bianchi",
        f"{n - 1:>5}  {at(-2)}  Bust of Mario Rossi",
        f"{n:>5}  {at(-1)}  Undo of bust of Mario Rossi",
    ]
    assert lines[1].endswith("Creation of the tournament")
    italian = cli("--lang", "it", "tournament", "history", file).splitlines()
    assert italian[0] == f"— {dt.datetime.fromtimestamp(records[0]['at']):%d/%m/%Y} —"
    assert italian[-1] == f"{n:>5}  {at(-1)}  Annullamento: eliminazione di Mario Rossi"


def test_history_names_the_phone_that_did_an_action(tournament_cli: Cli, friday: Path) -> None:
    from director.serve.control import run
    from director.tournament import Tournament

    cli, file = tournament_cli, friday
    cli("register", file, "Mario Rossi", "--no-seat")
    cli("register", file, "Anna Bianchi", "--no-seat")
    with Tournament.open(file) as t:
        run(t, "Sala 2", {"action": "bust", "player": "Mario Rossi", "by": "Anna Bianchi"})
    assert (
        cli("tournament", "history", file)
        .splitlines()[-1]
        .endswith("Bust of Mario Rossi (from Sala 2)")
    )
    italian = cli("--lang", "it", "tournament", "history", file).splitlines()
    assert italian[-1].endswith("(da Sala 2)")
    records = json.loads(cli("tournament", "history", file, "--json"))
    assert records[-1]["data"]["device"] == "Sala 2"
    assert "device" not in records[-2]["data"]  # the desk's records are written as before
