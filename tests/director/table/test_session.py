"""A table session without a window: results, eliminators, misdeals, hand-for-hand, the log."""

from __future__ import annotations

import random

from director.engine.cards import Deck
from director.engine.records import ActionKind
from director.table import Problem, TableSession, read_table
from tests.helpers.table import deck_for, seat


def test_split_pot_credits_no_eliminator(tournament, fake_time):
    t = tournament
    seat(t, [("Anna", 1), ("Bruno", 2), ("Carla", 3)])
    t.entrants.set_chips({"Anna": 100, "Bruno": 1000, "Carla": 1000})
    t.seating.set_button(1, 3)  # Carla button, Anna small blind, Bruno big blind
    deck = deck_for(2, ["7c2d", "AsKs", "AhKh"], "QdJcTd3s4c")  # Bruno and Carla split
    session = TableSession(t, 1, deck_factory=lambda: deck)
    session.deal(fake_time())
    session.all_in(fake_time())  # Carla
    session.act(ActionKind.CALL, None, fake_time())  # Anna all-in for 100
    session.act(ActionKind.CALL, None, fake_time())  # Bruno
    while session.running_out:
        session.next_street(fake_time())
    _after, busted, start = session.result()
    assert busted == {t.entrants.find("Anna").id: None}  # Bruno and Carla won the same from her
    assert start == {t.entrants.find("Anna").id: 100}


def test_misdeal_keeps_everything(tournament, fake_time):
    t = tournament
    seat(t, [("Anna", 1), ("Bruno", 2)])
    t.seating.set_button(1, 1)
    session = TableSession(t, 1, deck_factory=lambda: Deck(random.Random(4)))
    session.deal(fake_time())
    assert session.in_hand
    session.abandon()
    assert not session.in_hand and session.history == []
    assert t.state.tables[1].button == 1


def test_hand_for_hand_waits_for_the_other_tables(tournament, fake_time):
    t = tournament
    t.seating.add_tables(2, seats=6)
    for name, table, number in (("Anna", 1, 1), ("Bruno", 1, 2), ("Carla", 2, 1), ("Dario", 2, 2)):
        t.entrants.register(name, seat=False)
        t.seating.seat(name, table, number)
    t.seating.set_button(1, 1)
    t.seating.set_button(2, 1)
    t.seating.set_hand_for_hand(True)
    session = TableSession(t, 1, deck_factory=lambda: Deck(random.Random(5)))
    session.deal(fake_time())
    session.act(ActionKind.FOLD, None, fake_time())  # heads-up: the button folds
    after, busted, start = session.result()
    t.hands.record(1, after, busted, start_stacks=start)
    assert read_table(t, 1).problem is Problem.HAND_FOR_HAND_WAIT
    assert read_table(t, 2).problem is None
    t.seating.table_done(2)
    t.seating.next_hand()
    assert read_table(t, 1).problem is None


def _play_to_the_end(t, fake_time, seed=4):
    """Anna and Bruno at table 1; Anna folds at once: a finished hand, ready to record."""
    session = TableSession(t, 1, deck_factory=lambda: Deck(random.Random(seed)))
    session.deal(fake_time())
    session.act(ActionKind.FOLD, None, fake_time())
    assert session.finished
    return session


def test_a_recorded_hand_is_kept_in_the_tournament_file_with_its_result(tournament, fake_time):
    """The whole hand goes into the log in the same action: copies, restarts and undo keep it."""
    from director.tournament import Tournament

    t = tournament
    seat(t, [("Anna", 1), ("Bruno", 2)])
    t.seating.set_button(1, 1)
    session = _play_to_the_end(t, fake_time)
    played = session.current
    record = session.record()
    assert played.settled and played.recorded and played.seq == record.seq
    assert record.played["commitment"] == played.commitment and record.played["secret"]
    copy = t.path.with_name("copy.director")
    t.save_copy(copy)
    for path in (t.path, copy):
        with Tournament.open(path, time=fake_time) as again:
            (back,) = TableSession(again, 1).history
            assert back.verified is True  # the deck revealed matches the commitment shown
            assert back.hand.to_dict() == played.hand.to_dict()
            assert (back.number, back.seq, back.recorded) == (1, record.seq, True)
    t.undo()
    (undone,) = TableSession(t, 1).history
    assert undone.undone and not undone.recorded
    t.redo()
    (again,) = TableSession(t, 1).history
    assert again.recorded and not again.undone


def test_the_next_hand_at_the_table_is_numbered_after_those_in_the_file(tournament, fake_time):
    t = tournament
    seat(t, [("Anna", 1), ("Bruno", 2)])
    t.seating.set_button(1, 1)
    _play_to_the_end(t, fake_time).record()
    session = TableSession(t, 1, deck_factory=lambda: Deck(random.Random(9)))
    assert session.deal(fake_time()).number == 2


def test_a_hand_log_an_earlier_version_left_beside_the_file_is_read_in_once(tournament, fake_time):
    import json

    from director.tournament import Tournament
    from director.tournament import events as ev

    t = tournament
    seat(t, [("Anna", 1), ("Bruno", 2)])
    t.seating.set_button(1, 1)
    session = _play_to_the_end(t, fake_time)
    line = {**session.current.log_record(), "recorded": True, "seq": None}
    log = t.path.with_suffix(".hands.jsonl")
    log.write_text(json.dumps(line) + "\n" + '{"cut short by a crash', encoding="utf-8")
    path = t.path
    t.close()
    with Tournament.open(path, time=fake_time) as opened:
        (hand,) = TableSession(opened, 1).history
        assert hand.hand.to_dict() == session.current.hand.to_dict()
    with Tournament.open(path, time=fake_time) as reopened:  # not read a second time
        imports = [r for r in reopened.history() if isinstance(r, ev.HandsImported)]
        assert len(imports) == 1 and imports[0].source == log.name
        assert len(reopened.hands.played(1)) == 1


def test_refusals_of_the_table_speak_the_tables_language(tournament, fake_time):
    import pytest

    from director.engine.errors import IllegalActionError
    from director.engine.irregularities import FlopTooManyCards
    from director.table import RulingProblem, RulingRefused

    t = tournament
    seat(t, [("Anna", 1), ("Bruno", 2)])
    t.seating.set_button(1, 1)
    session = TableSession(t, 1, deck_factory=lambda: Deck(random.Random(4)))
    with pytest.raises(RulingRefused) as refused:
        session.verify_ruling()
    assert refused.value.problem is RulingProblem.NO_HAND
    assert refused.value.text("it") == "Non c'è una mano in corso."
    session.deal(fake_time())
    with pytest.raises(RulingRefused) as refused:
        session.verify_ruling(FlopTooManyCards(1))
    assert refused.value.problem is RulingProblem.NO_FLOP
    assert str(refused.value) == "There is no flop on the table yet."
    with pytest.raises(IllegalActionError) as busy:
        session.deal(fake_time())
    assert busy.value.text("it") == "finisci prima la mano in corso"
    assert read_table(t, 7).problem is Problem.NO_TABLE
    assert read_table(t, 7).problem_text("it") == "Il tavolo 7 non esiste."


def test_an_unknown_action_at_the_table_is_an_illegal_action(tournament, fake_time):
    import pytest

    from director.engine.errors import IllegalActionError

    t = tournament
    seat(t, [("Anna", 1), ("Bruno", 2)])
    t.seating.set_button(1, 1)
    session = TableSession(t, 1, deck_factory=lambda: Deck(random.Random(4)))
    session.deal(fake_time())
    before = session.legal()
    with pytest.raises(IllegalActionError) as info:
        session.act("dance", None, fake_time())
    assert "'dance' is not a poker action" in str(info.value)
    assert session.legal() == before
