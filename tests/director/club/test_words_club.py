"""How the club's figures are written: points to two decimals, amounts, places, a rule in words."""

from __future__ import annotations

from decimal import Decimal

from director.club.model import LeagueRule
from director.club.words import (
    cents_json,
    money_text,
    percent_json,
    place_text,
    points_text,
    rule_summary,
)


def test_points_show_two_decimals_rounded_half_up_in_each_language() -> None:
    assert points_text(Decimal("12.5"), "en") == "12.50"
    assert points_text(Decimal("12.505"), "en") == "12.51"
    assert points_text(Decimal(10) / 3, "it") == "3,33"
    assert points_text(Decimal("1234567.125"), "it") == "1.234.567,13"
    assert points_text(Decimal("1234567.125"), "en") == "1,234,567.13"
    assert points_text(Decimal("1E+3"), "en") == "1,000.00"


def test_amounts_places_and_json_values() -> None:
    assert money_text(123450, "it") == "1.234,50"
    assert money_text(-500, "en") == "-5.00"
    assert cents_json(2500) == "25.00" and cents_json(-5) == "-0.05"
    assert percent_json(None) is None and percent_json(Decimal(100) / 3) == "33.33"
    assert place_text(4, 4) == "4" and place_text(4, 5) == "4-5"


def test_a_rule_in_words() -> None:
    rule = LeagueRule(
        formula="10/r",
        best=8,
        minimum=3,
        attendance=Decimal(2),
        knockout=Decimal("0.5"),
    )
    assert rule_summary(rule, "en") == [
        "points = 10/r",
        "best 8 results count",
        "ranked from 3 events",
        "2.00 points per event played",
        "0.50 points per knock-out",
    ]
    table = LeagueRule(table="points:\n  1: 100\n  2-4: 50\nothers: 5\n")
    assert rule_summary(table, "it") == [
        "punti per posto da una tabella (4 posti elencati, gli altri 5,00)"
    ]
