"""Amounts typed the way an Italian director types them; prices as clubs write them."""

import pytest

from director.tournament.amounts import (
    Fee,
    MoneyError,
    Price,
    cents_text,
    format_money,
    parse_amount,
    parse_fee,
    parse_price,
)
from director.tournament.errors import SettingsError
from director.tournament.settings import parse_date


@pytest.mark.parametrize(
    ("text", "cents"),
    [
        ("20", 2000),
        ("20.50", 2050),
        ("20,50", 2050),
        ("20,5", 2050),
        ("€ 20", 2000),
        ("€20", 2000),
        ("20 €", 2000),
        ("20€", 2000),
        ("EUR 20", 2000),
        ("20 euro", 2000),
        ("  20  ", 2000),
        ("1.000,00", 100_000),
        ("1.000,50", 100_050),
        ("1,000.50", 100_050),
        ("1 000", 100_000),
        ("1\u00a0000,00", 100_000),
        ("0,50", 50),
        ("0", 0),
        ("$5", 500),
        (20, 2000),
    ],
)
def test_amounts_are_read_as_directors_write_them(text, cents):
    assert parse_amount(text) == cents


@pytest.mark.parametrize(
    "text",
    ["", "   ", "€", "venti", "20,5050", "-5", "1.00.0", "1,000.000,5", "20..5", "2e3", True],
)
def test_bad_amounts_are_refused_with_one_line(text):
    with pytest.raises(MoneyError) as info:
        parse_amount(text, "buy-in")
    assert "\n" not in str(info.value)
    assert str(info.value)


@pytest.mark.parametrize("text", ["10.000", "1.000", "€ 10.000", "1.000.000"])
def test_dots_alone_are_ambiguous_as_the_structure_checker_says(text):
    with pytest.raises(MoneyError) as info:
        parse_amount(text, "buy-in")
    plain = text.removeprefix("€ ").replace(".", "")
    assert info.value.key == "money.err.ambiguous"
    assert f"is ambiguous: write {plain} for {int(plain):,} (no dot)" in str(info.value)
    assert f"scrivi {plain} per " in info.value.text("it")


@pytest.mark.parametrize(
    ("what", "text", "most"),
    [
        ("buy-in", "1000001", "1,000,000"),
        ("buy-in", "1" + "0" * 30, "1,000,000"),
        ("buy-in", "9" * 5000, "1,000,000"),
        ("fee", "2000000", "1,000,000"),
        ("bounty", "1000000,01", "1,000,000"),
        ("guarantee", "1" + "0" * 30, "1,000,000,000"),
        ("guarantee", 10**30, "1,000,000,000"),
    ],
)
def test_each_amount_has_a_ceiling_the_message_states(what, text, most):
    with pytest.raises(MoneyError) as info:
        parse_amount(text, what)
    assert str(info.value) == f"the {what} can be at most {most}; check the zeros"


@pytest.mark.parametrize("text", ["nan", "inf", "Infinity", "1e308", "1e3"])
def test_floats_in_disguise_are_not_amounts(text):
    with pytest.raises(MoneyError) as info:
        parse_amount(text, "buy-in")
    assert info.value.key == "money.err.not_amount"


def test_the_largest_amounts_are_still_taken():
    assert parse_amount("1000000", "buy-in") == 100_000_000
    assert parse_amount("1.000.000,00", "buy-in") == 100_000_000
    assert parse_amount("1000000000", "guarantee") == 100_000_000_000


def test_a_price_is_buy_in_plus_fee():
    assert parse_price("20+5") == Price(2000, 500)
    assert parse_price("€ 20 + € 5") == Price(2000, 500)
    assert parse_price("20,50+4,50") == Price(2050, 450)
    assert parse_price("25") == Price(2500, 0)
    assert parse_price("20+5").total_cents == 2500
    with pytest.raises(MoneyError):
        parse_price("20+5+5")
    with pytest.raises(MoneyError):
        parse_price("20+")


def test_a_fee_is_an_amount_or_a_percentage():
    assert parse_fee("5") == Fee(cents=500)
    assert parse_fee("€ 2,50") == Fee(cents=250)
    assert parse_fee("10%") == Fee(basis_points=1000)
    assert parse_fee("2,5%") == Fee(basis_points=250)
    assert parse_fee("12.75 %") == Fee(basis_points=1275)
    for bad in ("100%", "abc%", "1.234%"):
        with pytest.raises(MoneyError):
            parse_fee(bad)


def test_amounts_are_printed_per_language():
    assert format_money(125_050, "EUR", "it") == "€ 1.250,50"
    assert format_money(125_050, "EUR", "en") == "€1,250.50"
    assert format_money(2000, "EUR", "it") == "€ 20"
    assert format_money(2000, "CHF", "en") == "CHF 20"
    assert Price(2000, 500).text("EUR", "it") == "€ 20 + 5"
    assert cents_text(2050) == "20.50"
    assert cents_text(-5) == "-0.05"


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        ("29/11/2026", "2026-11-29"),
        ("29-11-2026", "2026-11-29"),
        ("1.2.26", "2026-02-01"),
        ("2026-11-29", "2026-11-29"),
        ("", ""),
    ],
)
def test_dates_are_read_day_first(text, iso):
    assert parse_date(text) == iso


@pytest.mark.parametrize("text", ["31/02/2026", "domani", "2026/13/01"])
def test_bad_dates_are_refused(text):
    with pytest.raises(SettingsError, match="is not a date"):
        parse_date(text)
