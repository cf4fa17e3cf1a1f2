"""The domain's messages exist in both languages with the same fields."""

import string

import pytest

from director.i18n import CATALOGUE, Msg, message, ordinal
from director.tournament.errors import TournamentError


def _fields(text):
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_message_has_english_and_italian_with_the_same_fields():
    for key, texts in CATALOGUE.items():
        assert set(texts) == {"en", "it"}, key
        assert _fields(texts["en"]) == _fields(texts["it"]), key
        assert "\n" not in texts["en"] and "\n" not in texts["it"], key


def test_errors_speak_both_languages():
    error = TournamentError("err.registration_closed", why=Msg("err.registration_closed.director"))
    assert str(error) == (
        "registration is closed (closed by the director); only the director's decision can "
        "register anyway"
    )
    assert error.text("it") == (
        "le iscrizioni sono chiuse (chiuse dal direttore); si può iscrivere comunque solo per "
        "decisione del direttore"
    )


def test_ordinals():
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th",
    ]  # fmt: skip
    assert ordinal(3, "it") == "3°"
    assert message("undo", "it", action="x") == "Annulla x"


def test_every_area_keeps_its_keys_under_its_own_prefix():
    """Each area's module names its keys so a reader finds where a text lives."""
    from director import i18n

    prefixes = {
        "tournament": ("err.", "action.", "result.", "status.", "undo", "redo", "file."),
        "settings": ("settings.", "money.", "csv."),
        "seating": ("seating.",),
        "engine": ("engine.",),
        "table": ("table.",),
        "structures": ("structure.", "yaml.", "payouts.", "icm.", "clock.", "game."),
        "sheets": ("sheet.",),
        "cli": ("cli.",),
        "serve": ("serve.",),
        "club": ("club.",),
        "club_points": ("club.points.",),
        "club_cli": ("club.cli.",),
        "flights": (),
        "satellite": (),
        "mystery": (),
    }
    for area in i18n.AREAS:
        name = area.__name__.rsplit(".", 1)[1]
        allowed = (f"{name}.", *prefixes[name])
        wrong = [k for k in area.TEXTS if not k.startswith(allowed)]
        assert wrong == [], f"{name}: {wrong}"


def test_an_unknown_key_is_a_programming_error_caught_at_once():
    import pytest

    with pytest.raises(KeyError, match=r"no message 'err\.no_such_thing'"):
        Msg("err.no_such_thing")


def test_fields_that_speak_are_rendered_in_the_same_language():
    inner = Msg("err.registration_closed.director")
    error = TournamentError("err.registration_closed", why=inner)
    assert "chiuse dal direttore" in error.text("it")
    assert "closed by the director" in str(error)


@pytest.mark.parametrize(
    ("environ", "lang"),
    [
        ({}, "en"),
        ({"LANG": "it_IT.UTF-8"}, "it"),
        ({"LANG": "it"}, "it"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "POSIX"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "en_GB.UTF-8", "LC_MESSAGES": "it_CH.UTF-8"}, "it"),
        ({"LANG": "it_IT.UTF-8", "LC_MESSAGES": "en_US.UTF-8"}, "en"),
        ({"LANG": "en_US.UTF-8", "LC_MESSAGES": "en_US", "LC_ALL": "it_IT@euro"}, "it"),
        ({"LC_ALL": "", "LANG": "it_IT.UTF-8"}, "it"),
    ],
)
def test_the_command_line_language_follows_the_environment_as_posix_orders_it(environ, lang):
    from director.i18n import lang_from_env

    assert lang_from_env(environ) == lang
