"""The window on a tournament file another program holds: its usual error box, one line."""

import random

from director.clock import ManualTime
from director.tournament import Tournament
from tests.helpers.files import held, no_wait
from tests.helpers.tournament import SMALL
from ui.app import App
from ui.document import Document

__all__ = ["no_wait"]  # the fixture, imported to be used by name


def test_an_action_on_a_held_file_is_refused_in_one_line(qtbot, tmp_path, no_wait):
    t = Tournament.create(tmp_path / "t.director", SMALL, time=ManualTime())
    doc = Document(t, "it")
    failed = []
    doc.failed.connect(failed.append)
    doc.act(t.entrants.register, "Anna")
    with held(t.path):
        assert doc.act(t.entrants.register, "Mario") is None
    assert failed == [
        f"{t.path} è in uso da un altro programma; l'azione non è stata registrata: "
        "chiudi l'altro programma e riprova"
    ]
    assert [e.name for e in doc.state.players.values()] == ["Anna"]
    doc.close()


def test_opening_a_held_file_shows_the_line(qtbot, tmp_path, speaker, no_wait):
    path = tmp_path / "t.director"
    Tournament.create(path, SMALL, time=ManualTime()).close()
    told = []
    app = App(
        speaker, "en", time=ManualTime(), rng=random.Random(3), ask=lambda t, m: told.append(m)
    )
    with held(path, readers_too=True):
        assert app.open(path) is False
    assert told == [f"{path} is in use by another program; close it and try again"]
    assert app.open(path) is True
    app.window.close()
    app.document.close()


def test_the_window_follows_what_another_program_writes(qtbot, tmp_path):
    t = Tournament.create(tmp_path / "t.director", SMALL, time=ManualTime())
    doc = Document(t, "en")
    doc.act(t.entrants.register, "Anna")
    seen = []
    doc.changed.connect(seen.append)
    other = Tournament.open(t.path, time=ManualTime())  # the command line, or the network
    other.entrants.register("Bruno")
    other.close()
    assert "Bruno" not in {p.name for p in doc.state.players.values()}
    doc.follow()  # what the window's timer does every second
    assert [r.KIND for r in seen] == ["register"]
    assert {p.name for p in doc.state.players.values()} == {"Anna", "Bruno"}
    doc.follow()  # nothing new: nothing emitted
    assert len(seen) == 1
    doc.close()
