"""How the sheets write values in Italian and English: money, numbers, times, dates."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from fractions import Fraction

import pytest

from director.errors import DirectorError
from director.i18n import ordinal
from director.reports.format import (
    LANGS,
    check_lang,
    clock_time,
    date_line,
    elapsed,
    long_date,
    money,
    money_decimals,
    number,
    percent,
    percent_places,
)


@pytest.mark.parametrize(
    ("cents", "lang", "expected"),
    [
        (123450, "it", "€ 1.234,50"),
        (123450, "en", "€1,234.50"),
        (2000, "it", "€ 20"),
        (2000, "en", "€20"),
        (5, "it", "€ 0,05"),
        (100_000_000, "it", "€ 1.000.000"),
        (-1250, "en", "-€12.50"),
    ],
)
def test_money_is_written_as_each_language_writes_it(cents: int, lang: str, expected: str) -> None:
    assert money(cents, "EUR", lang) == expected  # type: ignore[arg-type]


def test_money_in_a_column_keeps_its_decimals_and_other_currencies_print_their_sign() -> None:
    assert money(2000, "EUR", "it", decimals=True) == "€ 20,00"
    assert money(2000, "EUR", "en", decimals=True) == "€20.00"
    assert money(123450, "CHF", "en") == "CHF 1,234.50"
    assert money(500, "GBP", "en") == "£5"
    assert money(500, "USD", "it") == "$ 5"
    assert money(2500, "EUR", "it", symbol=False) == "25"
    assert money_decimals([2000, 1550]) is True
    assert money_decimals([2000, 1500]) is False
    with pytest.raises(ValueError, match="not a whole amount"):
        money(2050, "EUR", "it", decimals=False)


def test_numbers_percentages_and_times() -> None:
    assert number(12500, "it") == "12.500"
    assert number(12500, "en") == "12,500"
    assert number(500, "it") == "500"
    assert percent(Fraction(100, 3), "it", 2) == "33,33%"
    assert percent(Decimal("7.25"), "en", 2) == "7.25%"
    assert percent(25.5, "it", 1) == "25,5%"
    assert percent_places([Fraction(50), Fraction(30), Fraction(20)]) == 0
    assert percent_places([Decimal("25.5"), Decimal("7.25")]) == 2
    assert percent_places([Fraction(100, 3)]) == 2
    assert clock_time(20 * 60 + 30) == "20:30"
    assert clock_time(24 * 60 + 15) == "00:15"  # past midnight
    assert elapsed(0) == "0:00"
    assert elapsed(160) == "2:40"


def test_dates_and_places_in_words() -> None:
    day = dt.date(2025, 6, 14)
    assert long_date(day, "it") == "sabato 14 giugno 2025"
    assert long_date(day, "en") == "Saturday 14 June 2025"
    assert long_date(dt.date(2026, 1, 5), "it") == "lunedì 5 gennaio 2026"
    assert long_date(dt.date(2025, 12, 28), "en") == "Sunday 28 December 2025"
    assert date_line(day, "Circolo Il Faro", "it") == "sabato 14 giugno 2025 · Circolo Il Faro"
    assert date_line(None, "Circolo Il Faro", "it") == "Circolo Il Faro"
    assert date_line(day, "", "en") == "Saturday 14 June 2025"
    assert ordinal(1, "it") == "1°"
    assert [ordinal(n, "en") for n in (1, 2, 3, 4, 11, 12, 13, 21, 102, 111)] == [
        "1st",
        "2nd",
        "3rd",
        "4th",
        "11th",
        "12th",
        "13th",
        "21st",
        "102nd",
        "111th",
    ]


def test_the_sheets_speak_italian_first_and_english() -> None:
    assert LANGS == ("it", "en")
    assert [check_lang(lang) for lang in LANGS] == ["it", "en"]


def test_unknown_language_is_one_line_for_a_person() -> None:
    with pytest.raises(DirectorError, match=r"unknown language 'fr'.*use it or en") as info:
        check_lang("fr")
    assert info.value.key == "sheet.err.lang"
    assert str(info.value) == "unknown language 'fr' for the sheets; use it or en"
    assert info.value.text("it") == "lingua 'fr' sconosciuta per i fogli stampati; usa it o en"


def test_every_day_and_month_has_its_name_in_both_languages() -> None:
    week = [long_date(dt.date(2025, 6, 9) + dt.timedelta(days=i), "en") for i in range(7)]
    assert [d.split()[0] for d in week] == [
        "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
    ]  # fmt: skip
    months = [long_date(dt.date(2025, m, 1), "it").split()[2] for m in range(1, 13)]
    assert months == [
        "gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno",
        "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre",
    ]  # fmt: skip
