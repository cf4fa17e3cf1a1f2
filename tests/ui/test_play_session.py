"""The table session without a window: who is dealt in, positions, stakes, chip unit, results."""

from __future__ import annotations

import random

import pytest

from director.engine.cards import Deck
from director.engine.records import ActionKind
from director.engine.rules import AnteType, BettingLimit
from director.structures import load_structure, shipped_structures_dir
from director.table.session import Problem, TableSession, read_table
from director.tournament import Settings, Tournament


def seat(t, players, seats=9):
    t.seating.add_tables(1, seats=seats)
    for name, number in players:
        t.entrants.register(name, seat=False)
        t.seating.seat(name, 1, number)


@pytest.fixture
def structured(tmp_path, fake_time):
    """A tournament on one of the shipped structures."""
    made = []

    def make(name: str) -> Tournament:
        structure = load_structure(shipped_structures_dir() / f"{name}.yaml")
        t = Tournament.create(
            tmp_path / f"{name}.director",
            structure,
            Settings(name=name),
            time=fake_time,
            rng=random.Random(3),
        )
        made.append(t)
        return t

    yield make
    for t in made:
        t.close()


def test_dead_button_and_order_of_play(tournament, fake_time):
    t = tournament
    seat(t, [("Anna", 1), ("Bruno", 3), ("Carla", 5), ("Dario", 7)])
    t.seating.set_button(1, 1)  # Anna's button, Bruno small blind, Carla big blind
    t.entrants.bust("Anna")  # Anna leaves before the hand: the button stays on her empty seat
    setup = read_table(t, 1)
    assert (setup.button_seat, setup.small_blind_seat, setup.big_blind_seat) == (1, 3, 5)
    assert [p.name for p in setup.players] == ["Bruno", "Carla", "Dario"]
    assert setup.button == 2  # Dario, the last player before the empty button seat
    assert setup.blinds == (10, 20, 0)
    session = TableSession(t, 1, rng=random.Random(1))
    hand = session.deal(fake_time()).hand
    assert hand.names[hand.to_act] == "Dario"  # left of the big blind
    session.act(ActionKind.CALL, None, fake_time())
    session.act(ActionKind.CALL, None, fake_time())
    session.act(ActionKind.CHECK, None, fake_time())
    assert hand.names[hand.to_act] == "Bruno"  # after the flop: first left of the button


def test_a_player_between_button_and_small_blind_sits_out(tournament, fake_time):
    t = tournament
    seat(t, [("Anna", 1), ("Bruno", 3), ("Carla", 5)])
    t.seating.set_button(1, 1)
    t.entrants.register("Zoe", seat=False)
    t.seating.seat("Zoe", 1, 2)  # arrives between the button and the small blind
    t.entrants.set_chips({"Anna": 500, "Bruno": 500, "Carla": 500, "Zoe": 800})
    setup = read_table(t, 1)
    assert [p.name for p in setup.waiting] == ["Zoe"]
    assert [p.name for p in setup.players] == ["Anna", "Bruno", "Carla"]
    session = TableSession(t, 1, rng=random.Random(1))
    session.deal(fake_time())
    session.act(ActionKind.FOLD, None, fake_time())  # Anna
    session.act(ActionKind.FOLD, None, fake_time())  # Bruno: Carla wins the blinds
    after, busted, start = session.result()
    assert after[t.entrants.find("Zoe").id] == 800
    assert busted == {} and start == {}
    t.hands.record(1, after, busted, start_stacks=start)
    assert t.state.entries[t.entrants.find("Carla").id].chips == 510


def test_big_blind_ante_and_the_smallest_chip(structured):
    t = structured("deep-stack")
    seat(t, [("Anna", 1), ("Bruno", 2), ("Carla", 3)])
    t.seating.set_button(1, 1)
    setup = read_table(t, 1)
    assert setup.rules.chip_unit == 25
    t.clock.jump(4)  # level 5: 200-400, big blind ante 400
    setup = read_table(t, 1)
    assert setup.level.number == 5
    assert (setup.rules.ante, setup.rules.ante_type) == (400, AnteType.BIG_BLIND)
    assert setup.antes == (0, 0, 400)  # Carla, the big blind, antes for the table
    assert setup.dead_antes
    t.clock.jump(7)  # after the break that raced off the 25 chips
    assert read_table(t, 1).rules.chip_unit == 100


def test_fixed_limit_and_stud_levels(structured):
    t = structured("limit-holdem")
    seat(t, [("Anna", 1), ("Bruno", 2)])
    t.seating.set_button(1, 1)
    rules = read_table(t, 1).rules
    assert rules.limit is BettingLimit.FIXED_LIMIT
    assert rules.bet_sizes == (50, 100)
    s = structured("stud")
    seat(s, [("Anna", 1), ("Bruno", 2)])
    setup = read_table(s, 1)
    assert setup.problem in (Problem.NO_BUTTON, Problem.GAME_NOT_PLAYED, None)


def test_split_pot_credits_no_eliminator(tournament, fake_time):
    t = tournament
    seat(t, [("Anna", 1), ("Bruno", 2), ("Carla", 3)])
    t.entrants.set_chips({"Anna": 100, "Bruno": 1000, "Carla": 1000})
    t.seating.set_button(1, 3)  # Carla button, Anna small blind, Bruno big blind
    from tests.ui.test_play_table import deck_for

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


def test_bought_chips_count_rebuys_and_add_ons(tmp_path, club, fake_time):
    from director.tournament.amounts import Price
    from director.tournament.settings import AddonRules, RebuyRules

    settings = Settings(
        name="Rebuys",
        rebuy=RebuyRules(price=Price(1000, 0), chips=5000, until_level=3),
        addon=AddonRules(price=Price(1000, 0), chips=8000, level=3),
    )
    t = Tournament.create(tmp_path / "r.director", club, settings, time=fake_time)
    seat(t, [("Anna", 1), ("Bruno", 2)])
    t.money.rebuy("Anna")
    t.money.addon("Anna", force=True)
    anna = next(p for p in read_table(t, 1).players if p.name == "Anna")
    assert (anna.chips, anna.counted) == (10000 + 5000 + 8000, False)
    t.close()


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
