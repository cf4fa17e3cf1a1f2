"""The games: every spelling a director may write, and their names in both languages."""

from __future__ import annotations

import pytest

from director.structures import Game, StructureValueError, parse_game


@pytest.mark.parametrize("game", list(Game))
def test_every_name_the_app_shows_for_a_game_is_accepted(game):
    for spelling in (game.value, game.label, game.label_it, game.short, game.label.upper()):
        assert parse_game(spelling) is game, spelling
    assert parse_game("  No  Limit   Hold’em ") is Game.NLHE


def test_an_unknown_game_lists_the_known_ones():
    with pytest.raises(ValueError, match="use one of: no-limit hold'em"):
        parse_game("omaha")


def test_a_game_is_named_from_the_catalogue_in_either_language():
    assert [g.text("en") for g in Game] == [
        "No-limit Hold'em",
        "Pot-limit Hold'em",
        "Fixed-limit Hold'em",
        "Seven Card Stud",
    ]
    assert [g.text("it") for g in Game] == [
        "Texas Hold'em No Limit",
        "Texas Hold'em Pot Limit",
        "Texas Hold'em Limit",
        "Seven Card Stud",
    ]
    assert [(g.label, g.label_it) for g in Game] == [(g.text("en"), g.text("it")) for g in Game]
    assert [g.short for g in Game] == ["NLHE", "PLHE", "FLHE", "7CS"]


def test_an_unknown_game_is_a_value_error_said_in_both_languages():
    with pytest.raises(StructureValueError) as caught:
        parse_game("omaha")
    assert isinstance(caught.value, ValueError)
    assert caught.value.key == "structures.err.unknown_game"
    assert str(caught.value) == (
        "unknown game 'omaha'; use one of: no-limit hold'em, pot-limit hold'em, "
        "fixed-limit hold'em, seven card stud"
    )
    assert caught.value.text("it") == (
        "gioco 'omaha' sconosciuto; usa uno tra: no-limit hold'em, pot-limit hold'em, "
        "fixed-limit hold'em, seven card stud"
    )
