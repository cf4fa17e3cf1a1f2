"""What the next hand at a table is dealt with: who is in, positions, stakes, chip unit."""

from __future__ import annotations

import random

import pytest

from director.engine.records import ActionKind
from director.engine.rules import AnteType, BettingLimit
from director.structures import load_structure, shipped_structures_dir
from director.table import Problem, TableSession, read_table
from director.tournament import Settings, Tournament
from tests.helpers.table import seat


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
    assert (anna.chips, anna.counted) == (club.starting_stack + 5000 + 8000, False)
    t.close()
