"""The tournament's chip set in its settings: kept in the file, undone, and the one that counts."""

from __future__ import annotations

import json
from pathlib import Path

from director.clock import ManualTime
from director.structures import loads_structure
from director.structures.chipset import ChipSet, tournament_chipset
from director.tournament import Settings, Tournament
from tests.helpers.tournament import SMALL, SMALL_YAML, reopen

CASE = ChipSet.parse("25:400,100:600,500:200")


def test_the_chip_set_goes_through_the_log_and_back() -> None:
    s = Settings(chipset=CASE)
    assert Settings.from_dict(json.loads(json.dumps(s.to_dict()))) == s
    assert s.to_dict()["chipset"] == [[25, 400], [100, 600], [500, 200]]
    assert Settings().chipset is None
    old = Settings().to_dict()
    del old["chipset"]  # a file written before the chip set was a setting
    assert Settings.from_dict(old).chipset is None


def test_set_in_a_tournament_kept_in_the_file_and_undone(tmp_path: Path) -> None:
    clock = ManualTime(1_000_000.0)
    t = Tournament.create(tmp_path / "t.director", SMALL, time=clock)
    assert t.settings.chipset is None
    t.update_settings(chipset=CASE)
    t = reopen(t, clock)
    assert t.settings.chipset == CASE
    assert t.settings.chipset[100] == 600
    t.undo()
    assert t.settings.chipset is None
    t = reopen(t, clock)
    assert t.settings.chipset is None
    t.close()


def test_the_settings_chip_set_comes_before_the_structures_counts(tmp_path: Path) -> None:
    counted = loads_structure(SMALL_YAML.replace("levels:", "chips: {5: 100, 10: 900}\nlevels:"))
    t = Tournament.create(tmp_path / "t.director", counted, time=ManualTime(0.0))
    assert tournament_chipset(t.settings.chipset, t.structure) == ChipSet.parse("5:100,10:900")
    t.update_settings(chipset=CASE)
    assert tournament_chipset(t.settings.chipset, t.structure) == CASE
    t.close()
