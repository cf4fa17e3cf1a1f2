"""The remote's actions: the same domain actions as the window, recorded with the device."""

from __future__ import annotations

import pytest

from director.errors import DirectorError
from director.serve.control import RequestError, run


def test_clock_actions_move_the_clock(evening, clock):
    _path, t = evening
    run(t, "Floor 2", {"action": "pause"})
    assert not t.clock.running
    run(t, "Floor 2", {"action": "resume"})
    assert t.clock.running
    run(t, "Floor 2", {"action": "next"})
    assert t.clock.view().index == 1
    run(t, "Floor 2", {"action": "previous"})
    assert t.clock.view().index == 0
    before = t.clock.view().remaining
    run(t, "Floor 2", {"action": "add_minute"})
    assert t.clock.view().remaining == before + 60
    run(t, "Floor 2", {"action": "remove_minute"})
    assert t.clock.view().remaining == before


def test_a_bust_is_recorded_with_the_device_and_undone_from_the_desk(evening):
    _path, t = evening
    bruno = t.entrants.find("Bruno").id
    anna = t.entrants.find("Anna").id
    run(t, "Floor 2", {"action": "bust", "player": bruno, "by": anna})
    last = t.history()[-1]
    assert last.device == "Floor 2"
    assert t.state.entries[bruno].busted_by == anna
    t.undo()  # the desk takes it back like any action
    assert t.state.players_left == 8
    assert t.history()[-1].device == ""


def test_names_work_as_the_window_search_finds_them(evening):
    _path, t = evening
    run(t, "Floor 2", {"action": "bust", "player": "nicolo dangelo"})
    assert t.state.players_left == 7


def test_a_chip_count(evening):
    _path, t = evening
    run(t, "Floor 1", {"action": "chips", "player": "Carla", "chips": 1_250})
    carla = t.entrants.find("Carla")
    assert t.state.entries[carla.id].chips == 1_250


def test_the_clock_action_is_signed_too(evening):
    _path, t = evening
    run(t, "Floor 3", {"action": "pause"})
    assert t.history()[-1].KIND == "clock" and t.history()[-1].device == "Floor 3"


@pytest.mark.parametrize(
    "body",
    [
        [],
        {"action": "explode"},
        {"action": "bust"},
        {"action": "bust", "player": True},
        {"action": "chips", "player": "Carla", "chips": -1},
        {"action": "chips", "player": "Carla", "chips": "12"},
    ],
)
def test_a_request_of_the_wrong_shape_changes_nothing(evening, body):
    _path, t = evening
    seq = t.store.last_seq
    with pytest.raises(RequestError):
        run(t, "Floor 2", body)
    assert t.store.last_seq == seq


def test_an_action_the_tournament_refuses_says_why_in_the_phone_language(evening):
    _path, t = evening
    t.entrants.bust("Zoe")
    seq = t.store.last_seq
    with pytest.raises(DirectorError) as exc:
        run(t, "Floor 2", {"action": "bust", "player": "Zoe"})
    assert exc.value.text("it") != exc.value.text("en")
    assert t.store.last_seq == seq
