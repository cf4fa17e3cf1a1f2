"""The domain's messages exist in both languages with the same fields."""


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
