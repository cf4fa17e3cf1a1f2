"""Where the button and the blinds are for one hand."""

from __future__ import annotations

from director.seating import Positions
from director.seating.positions import between, clockwise, standard_positions
from tests.helpers.seating import full


def test_seats_go_round_clockwise_from_the_dealers_left():
    assert clockwise(3, 5) == (4, 5, 1, 2)
    assert clockwise(5, 5) == (1, 2, 3, 4)
    assert between(5, 2, 6) == (6, 1)
    assert between(2, 3, 6) == ()
    assert between(4, 4, 6) == ()


def test_the_blinds_sit_on_the_next_two_players_after_the_button():
    # Club sheet 001, "Turni": small blind on the button's left, then the big blind.
    assert standard_positions(9, {1, 2, 4, 9}, 9) == Positions(9, 1, 2)
    assert standard_positions(3, {1, 2, 4, 9}, 9) == Positions(3, 4, 9)  # a dead button
    assert standard_positions(4, {4}, 9) is None


def test_heads_up_the_button_is_the_small_blind():
    assert full(1, [3, 7], button=7).positions == Positions(7, 7, 3)
    assert full(1, [3, 7], button=5).positions == Positions(7, 7, 3)
