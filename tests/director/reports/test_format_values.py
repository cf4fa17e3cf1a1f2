"""The sheets' words and formats in Italian and English."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from fractions import Fraction

import pytest

from director.errors import DirectorError
from director.reports.common import (
    Paper,
    check_paper,
    clock_time,
    elapsed,
    money,
    money_decimals,
    number,
    percent,
    percent_places,
)
from director.reports.texts import LANGS, TEXTS, check_lang, fields_of, long_date, ordinal, text


def test_every_text_exists_in_both_languages_with_the_same_fields() -> None:
    for key, texts in TEXTS.items():
        assert set(texts) == set(LANGS), key
        assert fields_of(texts["it"]) == fields_of(texts["en"]), key
        assert all(t.strip() for t in texts.values()), key


def test_texts_fill_in_their_fields() -> None:
    assert text("page", "it", page=2, pages=7) == "Pagina 2 di 7"
    assert text("page", "en", page=2, pages=7) == "Page 2 of 7"


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


def test_unknown_language_or_paper_is_one_line_for_a_person() -> None:
    with pytest.raises(DirectorError, match=r"unknown language 'fr'.*use it or en"):
        check_lang("fr")
    with pytest.raises(DirectorError, match=r"unknown paper size 'a3'.*use a4 or letter"):
        check_paper("a3")
    assert check_paper("LETTER") is Paper.LETTER
    assert Paper.A4.size == pytest.approx((595.28, 841.89), abs=0.01)
    assert Paper.LETTER.size == (612, 792)
