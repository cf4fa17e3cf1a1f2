"""A payout table built in code: the same rules as a file, and its YAML form round-trips."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from director.payouts import (
    PayoutBracket,
    PayoutError,
    PayoutTable,
    Percent,
    check_payout_table_text,
    loads_payout_table,
)


def table(*rows: tuple[int | None, list], name: str = "Test") -> PayoutTable:
    return PayoutTable(name, tuple(PayoutBracket(m, tuple(p)) for m, p in rows))


def test_a_customised_table_round_trips_through_yaml():
    t = table((2, [100]), (12, [40, 20, 10, 6, 6, 6, 3, 3, 3, 1, 1, 1]), (None, [70, 30]))
    text = t.to_yaml()
    assert "4-6: 6" in text
    assert "10-12: 1" in text
    assert loads_payout_table(text).brackets == t.brackets


@pytest.mark.parametrize(
    ("rows", "message"),
    [
        ([(None, [60, 30])], "add up to 90, not 100"),
        ([(None, [30, 70])], "place 2 gets 70%, more than place 1 (30%)"),
        ([(None, [100, 0])], "more than 0%"),
        ([(1, [60, 40])], "cannot pay 2 places"),
        ([(5, [100]), (5, [100])], "does not cover more entries"),
        ([(None, [100]), (5, [100])], "only the last bracket"),
        ([(0, [100])], "at least 1 entry"),
        ([], "at least one bracket"),
        ([(None, [True])], "must be a number"),
        ([(None, [])], "at least one place"),
    ],
)
def test_building_a_table_in_code_checks_the_same_rules(rows, message):
    with pytest.raises(PayoutError, match=re.escape(message)):
        table(*rows)


def test_a_table_needs_a_name():
    with pytest.raises(PayoutError, match="needs a name"):
        table((None, [100]), name=" ")


@st.composite
def rows(draw, max_places=30):
    """A valid row: positive hundredths of a percent, non-increasing, adding up to 100."""
    n = draw(st.integers(1, max_places))
    cuts = sorted(draw(st.lists(st.integers(1, 9999), min_size=n - 1, max_size=n - 1, unique=True)))
    parts = [b - a for a, b in zip([0, *cuts], [*cuts, 10000], strict=True)]
    return tuple(Fraction(p, 100) for p in sorted(parts, reverse=True))


@given(st.lists(rows(), min_size=1, max_size=6), st.integers(0, 10), st.booleans())
def test_any_valid_table_round_trips_through_yaml(row_list, step, open_end):
    row_list.sort(key=len)
    brackets, limit = [], 0
    for i, row in enumerate(row_list):
        limit = max(limit + 1 + step, len(row))
        last = i == len(row_list) - 1
        brackets.append(PayoutBracket(None if last and open_end else limit, row))
    t = PayoutTable("Generated", tuple(brackets))
    result = check_payout_table_text(t.to_yaml())
    assert result.errors == ()
    assert result.table.brackets == t.brackets


def test_a_rule_broken_in_code_is_said_in_italian_too():
    with pytest.raises(PayoutError) as err:
        table((None, [60, 30]))
    assert err.value.key == "payouts.err.sum"
    assert err.value.text("it") == "le percentuali sommano a 90, non a 100"
    with pytest.raises(PayoutError) as err:
        table((None, [Fraction("12.5"), Fraction("87.5")]))
    assert str(err.value) == "place 2 gets 87.5%, more than place 1 (12.5%)"
    assert err.value.text("it") == "il posto 2 prende il 87,5%, più del posto 1 (12,5%)"
    t = table((None, [70, 30]), name="Corta")
    with pytest.raises(PayoutError) as err:
        t.row_for_places(3)
    assert err.value.text("it") == (
        "la tabella dei premi 'Corta' paga al massimo 2 posti, non 3; "
        "aggiungi una riga che paghi 3 posti"
    )


def test_a_percentage_in_a_message_is_written_the_language_s_way():
    assert [Percent(Fraction(x)).text() for x in ("12.5", "20", "100/3")] == ["12.5", "20", "100/3"]
    assert [Percent(Fraction(x)).text("it") for x in ("12.5", "20", "100/3")] == [
        "12,5",
        "20",
        "100/3",
    ]
