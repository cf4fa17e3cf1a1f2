"""Two programs writing to one file: the one that loses the race checks again and tries again."""

import pytest

from director.tournament import Tournament, TournamentError
from director.tournament.tournament import WRITE_TRIES


def test_an_action_overtaken_by_another_program_is_checked_again_and_written(make, clock):
    window = make(late_registration_level=9)
    command_line = Tournament.open(window.path, time=clock)
    checks = []

    def verify_register(name):
        checks.append(name)
        if len(checks) == 1:  # the other program writes between this check and this write
            command_line.entrants.register("Anna Bianchi")
        return window.entrants.verify_register(name)

    record = window.act(verify_register, "Mario Rossi")
    assert len(checks) == 2
    assert record.entry == 2  # checked again against the state with Anna Bianchi in it
    assert [p.name for p in window.state.players.values()] == ["Anna Bianchi", "Mario Rossi"]
    command_line.sync()
    assert [p.name for p in command_line.state.players.values()] == ["Anna Bianchi", "Mario Rossi"]
    command_line.close()


def test_a_bust_overtaken_by_the_same_bust_elsewhere_is_refused_as_it_now_is(make, clock):
    window = make(late_registration_level=9)
    window.entrants.register("Mario Rossi")
    window.entrants.register("Anna Bianchi")
    window.entrants.register("Luca Verdi")
    command_line = Tournament.open(window.path, time=clock)
    checks = []

    def verify_bust(name):
        checks.append(name)
        if len(checks) == 1:
            command_line.entrants.bust(name)
        return window.entrants.verify_bust(name)

    with pytest.raises(TournamentError) as info:
        window.act(verify_bust, "Mario Rossi")
    assert info.value.key != "err.changed_elsewhere"  # the fresh check says what is wrong now
    assert len(checks) == 2
    assert window.state.players_left == 2
    command_line.close()


def test_an_action_always_overtaken_gives_up_and_writes_nothing(make, clock):
    window = make(late_registration_level=9)
    command_line = Tournament.open(window.path, time=clock)
    checks = []

    def verify_register(name):
        checks.append(name)
        command_line.entrants.register(f"Other {len(checks)}")
        return window.entrants.verify_register(name)

    with pytest.raises(TournamentError) as info:
        window.act(verify_register, "Mario Rossi")
    assert info.value.key == "err.changed_elsewhere"
    assert len(checks) == WRITE_TRIES
    window.sync()
    names = [p.name for p in window.state.players.values()]
    assert names == [f"Other {i}" for i in range(1, WRITE_TRIES + 1)]
    command_line.close()


def test_undo_overtaken_by_another_program_undoes_the_newest_action(make, clock):
    window = make(late_registration_level=9)
    window.entrants.register("Mario Rossi")
    command_line = Tournament.open(window.path, time=clock)
    command_line.entrants.register("Anna Bianchi")
    # The window has not looked at the file since; its undo takes back what is last now.
    window.undo()
    assert [p.name for p in window.state.players.values()] == ["Mario Rossi"]
    command_line.close()


def test_a_clock_action_overtaken_is_done_again_on_the_clock_as_it_now_is(make, clock):
    window = make(late_registration_level=9)
    command_line = Tournament.open(window.path, time=clock)
    command_line.clock.start()
    taken_in = []

    def another_write_right_after(record):
        taken_in.append(record)
        if len(taken_in) == 1:  # the command line writes again just after the window looked
            command_line.clock.add_time(60)

    window.subscribe(another_write_right_after)
    window.clock.add_time(120)
    # The start and the minute added meanwhile, taken in; then the window's own two minutes.
    assert [r.state["remaining"] for r in taken_in] == [600, 660, 780]
    assert window.clock.view().remaining == 10 * 60 + 60 + 120
    command_line.sync()
    assert command_line.clock.view().remaining == 10 * 60 + 60 + 120
    command_line.close()
