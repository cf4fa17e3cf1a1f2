"""The domain's messages exist in both languages with the same fields."""

import string

from director.i18n import CATALOGUE, Msg, message, ordinal
from director.tournament import Tournament
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
        "registration is closed (closed by the director); use force to register anyway"
    )
    assert error.text("it") == (
        "le iscrizioni sono chiuse (chiuse dal direttore); usa forza per iscrivere comunque"
    )


def test_ordinals():
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th",
    ]  # fmt: skip
    assert ordinal(3, "it") == "3°"
    assert message("undo", "it", action="x") == "Annulla x"


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


def test_money_settings_and_csv_errors_speak_italian_too(tmp_path):
    import pytest

    from director.errors import DirectorError
    from director.tournament import Settings
    from director.tournament.amounts import MoneyError, parse_amount, parse_price
    from director.tournament.csvio import CsvError, read_players
    from director.tournament.errors import SettingsError

    with pytest.raises(MoneyError) as info:
        parse_amount("venti", "buy-in")
    assert info.value.text("it") == "'venti' non è un importo; scrivilo come 20 o 20,50"
    with pytest.raises(MoneyError) as info:
        parse_price("", "buy-in")
    assert info.value.text("it").startswith("il buy-in è vuoto")
    with pytest.raises(SettingsError) as info:
        Settings(seats_per_table=12)
    assert info.value.text("it") == "un tavolo ha da 2 a 10 posti, non 12"
    assert str(info.value) == "a table has 2 to 10 seats, not 12"
    empty = tmp_path / "vuoto.csv"
    empty.write_text("", encoding="utf-8")
    with pytest.raises(CsvError) as info:
        read_players(empty)
    assert info.value.text("it").endswith("il file è vuoto")
    assert isinstance(info.value, DirectorError)
