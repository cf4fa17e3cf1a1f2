"""The floor tool: pots settled from what each player put in, who folded and the hands shown."""

from __future__ import annotations

import pytest

from director.engine.cards import parse_cards
from director.engine.errors import CardError, ConfigurationError
from director.engine.floor import settle
from director.engine.holdem import HoldemHand
from director.engine.pots import OddChipRule
from director.engine.rules import Rules


def test_three_way_all_in_with_two_side_pots():
    result = settle(
        [("Anna", 300), ("Bruno", 1000), ("Carla", 600), ("Dario", 1000)],
        folded=["Dario"],
        board=parse_cards("Ah7d7c2s9h"),
        hands={
            "Anna": parse_cards("AsAd"),
            "Bruno": parse_cards("KsKd"),
            "Carla": parse_cards("QcQd"),
        },
        button="Dario",
    )
    main, side1, side2 = result.pots
    assert (main.amount, main.eligible, main.winners) == (
        1200,
        ("Anna", "Bruno", "Carla"),
        ("Anna",),
    )
    assert main.hand == "full house, aces full of sevens"
    assert (side1.amount, side1.eligible, side1.winners) == (900, ("Bruno", "Carla"), ("Bruno",))
    assert (side2.amount, side2.eligible, side2.winners) == (800, ("Bruno",), ("Bruno",))
    assert dict(result.won) == {"Anna": 1200, "Bruno": 1700, "Carla": 0, "Dario": 0}
    assert sum(result.won.values()) == 300 + 1000 + 600 + 1000


def test_split_pot_odd_chip_goes_left_of_the_button():
    # Anna and Carla both play the board's straight; 301 chips cannot split evenly.
    put = [("Anna", 100), ("Bruno", 51), ("Carla", 100), ("Dario", 50)]
    board = parse_cards("9c8d7h6s5c")
    shown = {"Anna": parse_cards("2c2d"), "Carla": parse_cards("3c3d")}
    # Button Bruno: Carla is the first tied winner left of him and gets the odd chip.
    r = settle(put, folded=["Bruno", "Dario"], board=board, hands=shown, button="Bruno")
    assert r.pots[0].amount == 301
    assert r.pots[0].winners == ("Carla", "Anna")
    assert r.pots[0].shares == (151, 150)
    # Button Carla: Anna is first left of the button now.
    r = settle(put, folded=["Bruno", "Dario"], board=board, hands=shown, button="Carla")
    assert dict(r.won)["Anna"] == 151
    assert dict(r.won)["Carla"] == 150


def test_uncalled_bet_is_returned_and_a_lone_player_needs_no_hand():
    r = settle([("Anna", 500), ("Bruno", 200)], folded=["Bruno"])
    assert r.returned == {"Anna": 300}
    assert r.pots[0].amount == 400 and r.pots[0].winners == ("Anna",)
    assert r.pots[0].hand is None


def test_player_who_does_not_show_loses_a_contested_pot():
    r = settle(
        [("Anna", 400), ("Bruno", 400)],
        board=parse_cards("2c3d8h9sJc"),
        hands={"Bruno": parse_cards("4c4d")},
    )
    assert r.pots[0].winners == ("Bruno",)


def test_hand_names_in_italian():
    r = settle(
        [("Anna", 400), ("Bruno", 400)],
        board=parse_cards("AcAd8h8sJc"),
        hands={"Anna": parse_cards("AhKd"), "Bruno": parse_cards("8c8d")},
        lang="it",
    )
    assert r.pots[0].winners == ("Bruno",)
    assert r.pots[0].hand == "poker d'otto"


def test_same_answer_as_the_engine_hand():
    """A hand played by the engine, then settled by the floor from its contributions and hands."""
    hand = HoldemHand([400, 1000, 700], 0, Rules(10, 20), names=["Anna", "Bruno", "Carla"])
    while hand.to_act is not None:
        hand.all_in()
    put = list(zip(hand.names, hand.starting_stacks, strict=True))  # everyone all-in
    r = settle(
        put,
        board=hand.board,
        hands={hand.names[p]: hand.hole_cards(p) for p in range(3)},
        button="Anna",
    )
    won = dict.fromkeys(hand.names, 0)
    for name, amount in r.returned.items():
        won[name] += amount
    for name, amount in r.won.items():
        won[name] += amount
    assert tuple(won[n] for n in hand.names) == hand.final_stacks


@pytest.mark.parametrize(
    ("kwargs", "error", "text"),
    [
        ({"put": [("Anna", 100)]}, ConfigurationError, "at least two players"),
        ({"put": [("Anna", 100), ("anna", 100)]}, ConfigurationError, "listed twice"),
        ({"put": [("Anna", -1), ("Bruno", 1)]}, ConfigurationError, "whole number"),
        (
            {"put": [("Anna", 100), ("Bruno", 100)], "folded": ["Zoe"]},
            ConfigurationError,
            "--put Zoe=AMOUNT",
        ),
        (
            {"put": [("Anna", 100), ("Bruno", 100)], "folded": ["Anna", "Bruno"]},
            ConfigurationError,
            "every player folded",
        ),
        (
            {"put": [("Anna", 100), ("Bruno", 100)]},
            ConfigurationError,
            "no hand was shown",
        ),
        (
            {
                "put": [("Anna", 100), ("Bruno", 100)],
                "board": parse_cards("AhKd"),
                "hands": {"Anna": parse_cards("2c2d")},
            },
            CardError,
            "on the board: 4;",
        ),
    ],
)
def test_bad_input_says_what_is_wrong(kwargs, error, text):
    put = kwargs.pop("put")
    with pytest.raises(error) as info:
        settle(put, **kwargs)
    message = str(info.value)
    assert "\n" not in message
    assert text in message


def test_same_card_twice_is_refused():
    with pytest.raises(CardError, match="used twice"):
        settle(
            [("Anna", 100), ("Bruno", 100)],
            board=parse_cards("AhKdQc2s3s"),
            hands={"Anna": parse_cards("AhAd"), "Bruno": parse_cards("KsKc")},
        )


@pytest.mark.parametrize("board", ["AhKdQc", "AhKdQc2s"])
def test_a_holdem_showdown_needs_the_whole_board(board):
    with pytest.raises(CardError) as info:
        settle(
            [("Anna", 1000), ("Bruno", 1000)],
            board=parse_cards(board),
            hands={"Anna": parse_cards("AsKs"), "Bruno": parse_cards("QdQh")},
        )
    assert f"the board has {len(board) // 2}" in str(info.value)
    # Without a showdown (everyone else folded) the board does not matter.
    won = settle([("Anna", 1000), ("Bruno", 500)], folded=["Bruno"], board=parse_cards(board))
    assert won.pots[0].winners == ("Anna",)


def test_sheet_004s_odd_chip_goes_to_who_saw_the_biggest_bet():
    put = [("Anna", 1001), ("Bruno", 2001), ("Carla", 2001)]
    args = {
        "board": parse_cards("5h6d7cKs2c"),
        "hands": {n: parse_cards(c) for n, c in (("Anna", "8s9s"), ("Bruno", "8c9h"))},
        "folded": ["Carla"],
        "button": "Carla",
    }
    by_button = settle(put, **args).pots[0]
    assert (by_button.winners, by_button.shares) == (("Anna", "Bruno"), (1502, 1501))
    by_sheet = settle(put, odd_chip=OddChipRule.BIGGEST_BET, **args).pots[0]
    assert (by_sheet.winners, by_sheet.shares) == (("Bruno", "Anna"), (1502, 1501))


@pytest.mark.parametrize("amount", [2**63, 10**308, 10**15 + 1])
def test_absurd_amounts_are_refused_with_the_ceiling(amount):
    with pytest.raises(ConfigurationError, match="at most 1,000,000,000,000,000"):
        settle([("Anna", amount), ("Bruno", 10)])
