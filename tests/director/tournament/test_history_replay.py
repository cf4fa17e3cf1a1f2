"""Replaying a whole log at once (opening a file): the same states as the evening lived, linearly.

A replay changes its states in place (they are thrown away); these tests check it gives, at every
record of a long random evening, the state the director had then (made by the actions one at a
time, copying), that nothing kept or handed out of a replay changes afterwards, and that the
mappings it copies grow with the log, not with its square.
"""

import contextlib
import dataclasses
import random
import shutil
import sqlite3

import pytest

from director.errors import DirectorError
from director.tournament import Price, RebuyRules, Settings, Tournament
from director.tournament import events as ev
from director.tournament.history import History
from director.tournament.model import Bust, TournamentState, items_copied
from tests.helpers.tournament import SMALL

SETTINGS = {
    "buy_in": Price(2000, 500),
    "bounty_cents": 300,
    "late_registration_level": 40,
    "reentry": True,
    "rebuy": RebuyRules(Price(1000, 100), chips=1500, until_level=40, max_per_entry=3, double=True),
    "seats_per_table": 4,
}


def _settings():
    return Settings(**SETTINGS)


def _some(rng, items):
    items = list(items)
    return rng.choice(items) if items else None


def _step(t, rng, i, undos=(1, 1, 2, 5, 40)):
    """One random action of a director (some refused: a refusal changes nothing)."""
    s = t.state
    playing = [e.id for e in s.playing]
    busted = [e.id for e in s.entries.values() if e.status.value == "busted"]
    roll = rng.random()
    if roll < 0.30 or not playing:
        t.entrants.register(
            f"Giocatore {i:03d}", rng.choice(["", "Rosso"]), seat=rng.random() < 0.5
        )
    elif roll < 0.40:
        victims = rng.sample(playing, min(len(playing), rng.choice([1, 1, 2])))
        by = _some(rng, set(playing) - set(victims))
        t.entrants.bust(victims, by=by, stacks={v: rng.randint(1, 5000) for v in victims})
    elif roll < 0.46:
        t.money.rebuy(rng.choice(playing), double=rng.random() < 0.3)
    elif roll < 0.52:
        t.entrants.set_chips(
            {e: rng.randint(100, 9000) for e in rng.sample(playing, min(2, len(playing)))}
        )
    elif roll < 0.56 and busted:
        t.entrants.revive(rng.choice(busted), "busted by mistake", chips=rng.randint(100, 900))
    elif roll < 0.60 and busted:
        t.entrants.reenter(rng.choice(busted), seat=rng.random() < 0.5)
    elif roll < 0.63:
        t.entrants.withdraw(rng.choice(playing))
    elif roll < 0.66:
        t.entrants.edit_player(rng.choice(playing), nickname=f"N{i}")
    elif roll < 0.70:
        t.seating.draw_seats()
    elif roll < 0.74:
        moves = t.seating.propose_balance()
        if moves:
            t.seating.apply_moves(moves)
    elif roll < 0.76:
        t.seating.add_tables(1)
    elif roll < 0.78:
        t.seating.fix_player(rng.choice(playing), fixed=rng.random() < 0.7)
    elif roll < 0.80 and s.tables:
        table = rng.choice(list(s.tables))
        t.seating.block_seat(table, rng.randint(1, 4), blocked=rng.random() < 0.5)
    elif roll < 0.92:
        for _ in range(rng.choice(undos)):
            t.undo()
    else:
        for _ in range(rng.choice([1, 1, 2, 5])):
            t.redo()


def _evening(t, seed, steps, undos=(1, 1, 2, 5, 40)):
    """A seeded random evening; returns (records so far, the state then, its data) per action."""
    rng = random.Random(seed)
    t.seating.add_tables(4, seats=4)
    t.clock.start()
    seen = []
    for i in range(steps):
        try:
            _step(t, rng, i, undos)
        except DirectorError:
            continue  # refused: nothing changed
        seen.append((len(t.history()), t.state, t.state.to_data(), sorted(t.done_seqs())))
    return seen


def _same(a: TournamentState, b: TournamentState) -> None:
    """Every field of two states equal, their plain data and what is derived from them."""
    for f in dataclasses.fields(TournamentState):
        assert getattr(a, f.name) == getattr(b, f.name), f.name
    assert a.to_data() == b.to_data()
    assert dict(a.places) == dict(b.places)
    assert dict(a.seat_of) == dict(b.seat_of)
    assert dict(a.entries_by_player) == dict(b.entries_by_player)
    assert dict(a.players_by_name) == dict(b.players_by_name)
    assert a.unseated == b.unseated


def test_a_replay_gives_the_state_of_the_evening_at_every_record(make):
    t = make(**SETTINGS)
    seen = _evening(t, seed=2026, steps=500)
    records = t.history()
    assert len(seen) > 250
    assert any(isinstance(r, ev.Undone) for r in records)
    assert any(isinstance(r, ev.Redone) for r in records)
    fed, fed_upto = History(records[0]), 1
    for count, state, data, done in seen:
        replayed = History(records[0])
        replayed.replay(records[1:count])
        _same(replayed.state, state)
        assert replayed.done == done
        assert not replayed.state.is_transient
        for record in records[fed_upto:count]:
            fed.feed(record)  # one record at a time, copying: the way the director lived it
        fed_upto = count
        _same(fed.state, state)
        assert state.to_data() == data  # what was handed out then did not change since


def test_undoing_after_a_replay_walks_back_through_the_evening(make):
    t = make(**SETTINGS)
    seen = _evening(t, seed=7, steps=300, undos=(1, 1, 2))
    records = t.history()
    by_done = {tuple(done): data for _, _, data, done in seen}
    replayed = History(records[0])
    replayed.replay(records[1:])
    assert len(replayed.done) > 80  # back past the checkpoints the replay kept
    compared = 0
    while replayed.can_undo:
        replayed.undo(replayed.undo_state())
        if tuple(replayed.done) in by_done:
            assert replayed.state.to_data() == by_done[tuple(replayed.done)]
            compared += 1
    assert compared > 30


def test_what_a_replay_keeps_does_not_change_when_it_goes_on(make):
    t = make(**SETTINGS)
    _evening(t, seed=11, steps=400)
    records = t.history()
    half = len(records) // 2
    history = History(records[0])
    history.replay(records[1:half])
    checkpoint = history.checkpoint()
    assert checkpoint is not None
    kept = [history.state, checkpoint[1]]
    data = [s.to_data() for s in kept]
    history.replay(records[half:])
    history.undo(history.undo_state())
    assert [s.to_data() for s in kept] == data
    assert history.state.to_data() != data[0]


def test_a_state_handed_out_after_opening_does_not_change_as_the_director_goes_on(
    make, clock, tmp_path
):
    t = make(**SETTINGS)
    _evening(t, seed=5, steps=200)
    t.close()
    copy = tmp_path / "replayed.director"
    shutil.copy(t.path, copy)
    conn = sqlite3.connect(copy)
    conn.execute("DELETE FROM snapshots")  # opening it replays the whole log
    conn.commit()
    conn.close()
    with Tournament.open(copy, time=clock) as opened:
        before = opened.state
        data = before.to_data()
        assert not before.is_transient
        rng = random.Random(3)
        for i in range(60):
            with contextlib.suppress(DirectorError):
                _step(opened, rng, 1000 + i)
        assert opened.state.to_data() != data
        assert before.to_data() == data


def test_a_transient_state_copies_before_changing_what_it_does_not_own():
    created = ev.Created(settings=_settings().to_dict(), structure=SMALL.to_yaml(), seq=1)
    sealed = created.initial_state()
    sealed = ev.Registered(entry=1, player=1, name="Ada", seq=2).apply(sealed)
    data = sealed.to_data()
    state = sealed.transient()
    for i in range(2, 40):
        state = ev.Registered(entry=i, player=i, name=f"P{i}", seq=i + 1).apply(state)
    assert state.is_transient
    assert len(state.entries) == 39
    assert sealed.to_data() == data
    assert len(sealed.entries) == 1


def _registrations(n):
    """A log of ``n`` registrations, half of them seated at once, a few rebuys, half busted."""
    created = ev.Created(settings=_settings().to_dict(), structure=SMALL.to_yaml(), seq=1)
    tables = tuple((number, 10) for number in range(1, n // 20 + 2))
    records: list[ev.Event] = [ev.TablesAdded(tables=tables)]
    for i in range(1, n + 1):
        seat = (i // 20 + 1, i // 2 % 10 + 1) if i % 2 else None
        records.append(ev.Registered(entry=i, player=i, name=f"P{i:05d}", seat=seat))
    records += [ev.Rebought(entry=i) for i in range(1, n // 10)]
    records += [ev.Busted(busts=(Bust(i, by=i + 1),)) for i in range(1, n, 2)]
    records += [ev.Undone(target=0), ev.Undone(target=0), ev.Redone(target=0)]
    return created, records


def _copied_by_replay(n):
    created, records = _registrations(n)
    done: list[int] = []
    undone: list[int] = []
    numbered = []
    for seq, r in enumerate(records, start=2):
        if isinstance(r, ev.Undone):
            r = ev.Undone(target=done[-1])
            undone.append(done.pop())
        elif isinstance(r, ev.Redone):
            r = ev.Redone(target=undone[-1])
            done.append(undone.pop())
        else:
            done.append(seq)
        numbered.append(dataclasses.replace(r, seq=seq))
    history = History(created)
    start = items_copied()
    history.replay(numbered)
    assert len(history.state.entries) == n
    return items_copied() - start


@pytest.mark.parametrize("n", [400])
def test_the_mappings_a_replay_copies_grow_with_the_log_not_its_square(n):
    small, double = _copied_by_replay(n), _copied_by_replay(2 * n)
    assert double <= 2.5 * small  # the square of the log would give 4 times as much
    assert small <= 20 * n
