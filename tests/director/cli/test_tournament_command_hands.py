"""``director hands``: the hands played at the tables, listed from the file and exported as PHH."""

from __future__ import annotations

import json
import random

from director.cli import main
from director.engine.cards import Deck
from director.engine.records import ActionKind
from director.table import TableSession
from director.tournament import Tournament
from tests.helpers.table import seat
from tests.helpers.tournament import SMALL


def _two_hands(path):
    """A tournament with two hands played at table 1 (the second one taken back)."""
    t = Tournament.create(path, SMALL)
    seat(t, [("Anna", 1), ("Bruno", 2)])
    t.seating.set_button(1, 1)
    for seed in (4, 5):
        session = TableSession(t, 1, deck_factory=lambda seed=seed: Deck(random.Random(seed)))
        session.deal(t.now())
        session.act(ActionKind.FOLD, None, t.now())  # the button folds: the blind wins 20
        session.record()
    t.undo()
    t.close()


def test_the_hands_are_listed_from_the_file(tmp_path, tournament_cli):
    path = tmp_path / "friday.director"
    _two_hands(path)
    lines = tournament_cli("hands", path).splitlines()
    assert lines == [
        "Table 1, hand 1: Bruno won 20 (recorded)",
        "Table 1, hand 2: Anna won 20 (taken back)",
    ]
    italian = tournament_cli("hands", path, "--lang", "it").splitlines()
    assert italian[1] == "Tavolo 1, mano 2: Anna vince 20 (annullata)"
    (data, _taken_back) = json.loads(tournament_cli("hands", path, "--json"))
    assert (data["table"], data["number"], data["undone"], data["verified"]) == (1, 1, False, True)
    assert data["winners"] == ["Bruno"] and data["chips"] == 20


def test_the_hands_export_as_phh_files_that_replay(tmp_path, tournament_cli, capsys):
    path = tmp_path / "friday.director"
    _two_hands(path)
    out = tmp_path / "hands"
    out.mkdir()
    said = tournament_cli("hands", path, "--export", out)
    assert said.strip() == f"Wrote 2 hands to {out} as PHH files."
    files = sorted(p.name for p in out.iterdir())
    assert files == ["table1-hand1.phh", "table1-hand2.phh"]
    assert main(["hand", "replay", str(out / "table1-hand1.phh"), "--json"]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert sorted(replayed["finishing_stacks"]) == [990, 1010]


def test_nothing_played_and_a_missing_folder(tmp_path, tournament_cli, friday):
    assert tournament_cli("hands", friday).strip() == (
        "No hand has been played at the tables with Director yet."
    )
    refused = tournament_cli("hands", friday, "--export", tmp_path / "nowhere", ok=False)
    assert "the folder" in refused and "does not exist; create it first" in refused
