"""File ▸ New day 2 from flights…: the dialog shows the refusal or the summary, then makes it."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from director.clock import ManualTime
from director.tournament import Settings, Tournament
from tests.helpers.tournament import SMALL
from ui import i18n
from ui.setup.day2 import DayTwoDialog


def _flight(path, clock, name, players, counts):
    t = Tournament.create(path, SMALL, Settings(name=name), time=clock, rng=random.Random(1))
    for p in players:
        t.entrants.register(p)
    if counts:
        t.entrants.set_chips(counts)
    t.close()
    return str(path)


@pytest.fixture
def flights(tmp_path):
    clock = ManualTime(1_800_000_000.0)
    a = _flight(
        tmp_path / "1a.director",
        clock,
        "Sabato 1A",
        ["Anna", "Bruno"],
        {"Anna": 1500, "Bruno": 500},
    )
    clock.advance(3600)
    b = _flight(tmp_path / "1b.director", clock, "Sabato 1B", ["Anna", "Carla"], {"Anna": 900})
    return a, b


def test_the_dialog_lists_the_uncounted_then_makes_day_2(qtbot, tmp_path, flights):
    dialog = DayTwoDialog("en")
    qtbot.addWidget(dialog)
    assert dialog.summary.text() == "Choose the flights' files." and not dialog.ok.isEnabled()
    dialog.add_flights(list(flights))
    assert dialog.summary.text() == (
        "no chip count for Carla (Sabato 1B): count their stacks (director chips FILE NAME AMOUNT)"
        " and merge again"
    )
    assert not dialog.ok.isEnabled()
    dialog.flights.item(1).setSelected(True)
    dialog.findChild(type(dialog.ok), "removeFlight").click()
    day2 = tmp_path / "day2.director"
    dialog.day2.setText(str(day2))
    assert dialog.summary.text() == (
        "Flights: 1. Entries: 2, players: 2, pool €40. To day 2: 2 players."
    )
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    assert dialog.made == day2 and day2.exists()
    t = Tournament.open(day2)
    try:
        assert t.settings.name == "Sabato 1A – Day 2" and len(t.state.seat_of) == 2
    finally:
        t.close()


@pytest.fixture
def italian(qapp):
    i18n.install("it")
    yield
    i18n.install("en")


def test_the_dialog_speaks_italian_and_refuses_an_existing_file(qtbot, tmp_path, flights, italian):
    counted = _flight(tmp_path / "1c.director", ManualTime(1_800_009_000.0), "Sabato 1C", ["Carla", "Anna"],
                      {"Carla": 700, "Anna": 600})  # fmt: skip
    dialog = DayTwoDialog("it")
    qtbot.addWidget(dialog)
    assert dialog.summary.text() == "Scegli i file dei flight."
    dialog.add_flights([flights[0], counted])
    assert dialog.summary.text().splitlines() == [
        "Flight: 2. Ingressi: 4, giocatori: 3, montepremi € 80. Al day 2: 3 giocatori.",
        "Anna ha superato più di un flight: tiene 1.500 chip, lascia 600",
        "Scegli il file del day 2.",
    ]
    existing = tmp_path / "c'è.director"
    existing.write_bytes(b"x")
    dialog.day2.setText(str(existing))
    assert dialog.summary.text() == (
        f"{existing} esiste già: il day 2 è sempre un file nuovo; scegli un altro nome"
    )
    assert not dialog.ok.isEnabled()
