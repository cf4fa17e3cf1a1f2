"""Undo and redo without limit; the clock in the document; the log keeps everything."""

import random

from director.tournament import Tournament
from director.tournament.events import ClockSet, Redone, Undone
from tests.helpers.tournament import register, reopen


def test_everything_can_be_undone_back_to_the_start_and_redone(make, clock):
    t = make(seats_per_table=6, late_registration_level=9, reentry=True, bounty_cents=100)
    t.seating.add_tables(2)
    states = [t.state.to_data()]

    def step(action):
        action()
        states.append(t.state.to_data())

    for name in ["Ada", "Bea", "Cid", "Dan", "Eva", "Fio", "Gus"]:
        step(lambda n=name: t.entrants.register(n))
    step(t.seating.draw_seats)
    step(lambda: t.entrants.set_chips({"Ada": 900, "Bea": 1100}))
    step(lambda: t.entrants.bust("Ada", by="Bea"))
    step(lambda: t.entrants.reenter("Ada"))
    step(lambda: t.entrants.bust(["Cid", "Dan"], stacks={"Cid": 500, "Dan": 900}))
    step(lambda: t.entrants.revive("Cid", "wrong player"))
    step(lambda: t.update_settings(name="Nuovo nome"))
    n = len(states) - 1
    for i in range(n):
        t.undo()
        assert t.state.to_data() == states[n - 1 - i]
    assert t.undo_label() == "Undo adding 2 table(s)"
    for i in range(n):
        t.redo()
        assert t.state.to_data() == states[i + 1]
    assert not t.can_redo()
    # The whole log, undos and redos included, replays to the same state.
    t2 = reopen(t, clock)
    assert t2.state.to_data() == states[-1]
    kinds = [type(r).__name__ for r in t2.history()]
    assert kinds.count("Undone") == n and kinds.count("Redone") == n
    t2.close()


def test_a_new_action_after_undo_drops_the_redo_but_the_log_keeps_it(make, clock):
    t = make()
    register(t, "Ada", "Bea", "Cid")
    t.entrants.bust("Ada")
    t.undo()
    t.entrants.bust("Bea")
    assert not t.can_redo()
    log = t.history()
    busts = [r for r in log if type(r).__name__ == "Busted"]
    assert [b.busts[0].entry for b in busts] == [1, 2]
    assert any(isinstance(r, Undone) and r.target == busts[0].seq for r in log)
    assert t.undone_action(next(r for r in log if isinstance(r, Undone))) == busts[0]
    t2 = reopen(t, clock)
    assert t2.state.places.keys() == {2}
    t2.close()


def test_changing_the_structure_is_an_undoable_action(make, clock):
    t = make()
    t.clock.start()
    clock.advance(30)
    longer = t.structure.to_yaml().replace("level_minutes: 10", "level_minutes: 20")
    t.change_structure(longer)
    assert t.structure.levels[0].seconds == 1200
    assert t.clock.structure is t.structure
    assert t.clock.view().remaining == 570  # the level keeps its time left
    assert t.undo_label() == "Undo change of structure"
    t.undo()
    assert t.structure.levels[0].seconds == 600
    assert t.clock.structure is t.structure
    t2 = reopen(t, clock)
    assert t2.structure.levels[0].seconds == 600
    t2.close()


def test_subscribers_get_every_committed_record(make, clock):
    t = make()
    seen = []
    unsubscribe = t.subscribe(seen.append)
    t.entrants.register("Ada")
    t.clock.start()
    t.undo()
    t.redo()
    assert [type(r).__name__ for r in seen] == ["Registered", "ClockSet", "Undone", "Redone"]
    assert isinstance(seen[1], ClockSet) and seen[1].state["running"]
    assert isinstance(seen[-1], Redone)
    assert all(r.seq > 0 for r in seen)
    unsubscribe()
    t.entrants.register("Bea", force=True)
    assert len(seen) == 4


def test_undo_far_back_in_a_long_evening(make):
    t = make(late_registration_level=20, reentry=True, seats_per_table=10)
    t.seating.add_tables(10)
    register(t, *[f"P{i}" for i in range(100)])
    t.seating.draw_seats()
    rng = random.Random(5)
    snapshots = []
    for _ in range(80):
        snapshots.append(t.state.to_data())
        t.entrants.bust(rng.choice(t.state.playing).id)
    for snap in reversed(snapshots):
        t.undo()
        assert t.state.to_data() == snap


def test_the_undo_menu_names_the_action_in_both_languages(make):
    t = make(seats_per_table=9)
    t.entrants.register("Mario Rossi")
    t.entrants.register("Anna Bianchi")
    assert t.undo_label("en") == "Undo registration of Anna Bianchi"
    assert t.undo_label("it") == "Annulla iscrizione di Anna Bianchi"
    t.entrants.bust("Mario Rossi", by="Anna Bianchi")
    assert t.undo_label("en") == "Undo bust of Mario Rossi"
    assert t.undo_label("it") == "Annulla eliminazione di Mario Rossi"
    t.undo()
    assert t.redo_label("en") == "Redo bust of Mario Rossi"
    assert t.redo_label("it") == "Ripeti eliminazione di Mario Rossi"
    t.undo()
    t.undo()
    assert t.undo_label("it") == "Niente da annullare"
    assert t.redo_label("en") == "Redo registration of Mario Rossi"
    assert isinstance(t, Tournament)
