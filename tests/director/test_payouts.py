"""Payout tables (the YAML a director writes) and the prize amounts worked out from them."""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import director.payouts as payouts_module
from director.errors import DirectorError
from director.payouts import (
    PayoutBracket,
    PayoutError,
    PayoutTable,
    PayoutTableError,
    check_payout_table_file,
    check_payout_table_text,
    compute_payouts,
    default_payout_table,
    load_payout_table,
    loads_payout_table,
    payout_rows,
    shipped_payout_tables,
    split_tied_places,
)
from director.yamlread import Severity

BAD = Path(__file__).parent / "data" / "payouts_bad"
EXPECT = re.compile(r"^# expect: (\d+):(\d+|\*): (.*)$")
POSITION = re.compile(r"^(.+):(\d+):(\d+): (error|warning): \S")

SIMPLE = """\
name: Simple
brackets:
  - up_to: 6
    pay: [100]
  - up_to: 10
    pay: [65, 35]
  - pay: [50, 30, 20]
"""


def table(*rows: tuple[int | None, list], name: str = "Test") -> PayoutTable:
    return PayoutTable(name, tuple(PayoutBracket(m, tuple(p)) for m, p in rows))


# --------------------------------------------------------------------------------------------
# Shipped tables and the format
# --------------------------------------------------------------------------------------------


def test_the_shipped_tables_are_there_and_club_is_the_default():
    names = [p.name for p in shipped_payout_tables()]
    assert {"club.yaml", "flat.yaml", "top-heavy.yaml"} <= set(names)
    assert default_payout_table().name == "Club"


@pytest.mark.parametrize("path", shipped_payout_tables(), ids=lambda p: p.name)
def test_every_shipped_table_loads_cleanly_and_pays_sensibly(path):
    result = check_payout_table_file(path)
    assert result.ok, [str(d) for d in result.diagnostics]
    assert result.diagnostics == ()  # not even a warning
    t = result.table
    assert t.percentages(1) == (100,)
    previous_places = 1
    for entries in range(1, 2501):
        pct = t.percentages(entries)
        assert sum(pct) == 100
        assert list(pct) == sorted(pct, reverse=True)
        assert len(pct) <= entries
        assert len(pct) >= previous_places  # more entries never pay fewer places
        previous_places = len(pct)
    # The biggest fields pay well over a hundred places.
    assert t.places_paid(1000) >= 90


def test_the_club_table_as_the_issue_describes_it():
    t = default_payout_table()
    assert [t.places_paid(n) for n in (2, 6, 7, 10, 11, 20)] == [1, 1, 2, 2, 3, 3]
    assert t.percentages(20) == (50, 30, 20)


def test_the_module_documentation_example_loads():
    doc = payouts_module.__doc__
    start = doc.index("    name: Club")
    example = "\n".join(
        line[4:] for line in doc[start:].split("\n\n")[0].splitlines() if line.strip()
    )
    result = check_payout_table_text(example)
    assert result.diagnostics == ()
    t = result.table
    assert t.name == "Club"
    assert t.percentages(150)[:6] == (30, 18, Fraction("12.5"), 8, 8, 4)
    assert t.places_paid(150) == 12
    assert t.percentages(5000) == (20, 10, 10, 10, 4, 4, 4, 4, 4, 4, *[Fraction("2.6")] * 10)


def test_percentages_can_be_written_as_a_person_would():
    text = """\
name: Ways of writing
description: percent signs, Italian commas, fractions
brackets:
  - up_to: 3
    pay: 100
  - up_to: 4
    pay: ["66,5", 33.5%]
  - pay: [100/3, 100/3, 100/3]
"""
    t = loads_payout_table(text)
    assert t.percentages(4) == (Fraction("66.5"), Fraction("33.5"))
    assert t.percentages(9) == (Fraction(100, 3),) * 3
    assert t.description == "percent signs, Italian commas, fractions"
    assert loads_payout_table(t.to_yaml(), t.source) == t


@pytest.mark.parametrize("path", shipped_payout_tables(), ids=lambda p: p.name)
def test_to_yaml_gives_back_the_same_table(path):
    t = load_payout_table(path)
    again = loads_payout_table(t.to_yaml(), str(path))
    assert again == t


def test_a_customised_table_round_trips_through_yaml():
    t = table((2, [100]), (12, [40, 20, 10, 6, 6, 6, 3, 3, 3, 1, 1, 1]), (None, [70, 30]))
    text = t.to_yaml()
    assert "4-6: 6" in text
    assert "10-12: 1" in text
    assert loads_payout_table(text).brackets == t.brackets


def test_warnings_are_reported_with_positions_but_the_table_loads():
    text = """\
name: Odd
brackets:
  - up_to: 10
    pay: [50, 30, 20]
  - up_to: 20
    pay: [60, 40]
  - up_to: 100
    pay: [50, 30, 20]
"""
    result = check_payout_table_text(text, "odd.yaml")
    assert result.ok
    assert result.errors == ()
    assert [str(w) for w in result.warnings] == [
        "odd.yaml:6:10: warning: bracket 2 pays 2 places, fewer than the bracket before (3) "
        "although it covers more entries",
        "odd.yaml:7:5: warning: the last bracket is also used above 100 entries; leave out "
        "up_to in the last bracket to say it covers any number",
    ]
    assert result.table.percentages(5000) == (50, 30, 20)


def bad_files() -> list[Path]:
    return sorted(BAD.glob("*.yaml"))


def test_the_malformed_corpus_is_big_enough():
    assert len(bad_files()) >= 10


@pytest.mark.parametrize("path", bad_files(), ids=lambda p: p.name)
def test_a_malformed_table_gives_only_file_line_column_errors(path):
    expected = []
    for line in path.read_bytes().decode("utf-8", "replace").splitlines():
        if m := EXPECT.match(line):
            expected.append((int(m[1]), m[2], m[3]))
    assert expected, "each bad file says what it expects in '# expect: L:C: message' lines"
    result = check_payout_table_file(path)
    assert not result.ok
    assert result.table is None
    for d in result.diagnostics:
        m = POSITION.match(str(d))
        assert m and m[1] == str(path), str(d)
        assert "\n" not in str(d)
    errors = [d for d in result.diagnostics if d.severity is Severity.ERROR]
    assert len(errors) == len(expected), [str(d) for d in errors]
    for (line, column, message), d in zip(expected, errors, strict=True):
        assert d.line == line, str(d)
        assert column == "*" or d.column == int(column), str(d)
        assert message in d.message, str(d)
    with pytest.raises(PayoutTableError) as err:
        load_payout_table(path)
    assert err.value.diagnostics == result.diagnostics
    assert str(err.value).startswith(f"{path}:{errors[0].line}:{errors[0].column}: error: ")
    assert "\n" not in str(err.value)


def test_a_missing_file_is_a_diagnostic_not_a_traceback(tmp_path):
    result = check_payout_table_file(tmp_path / "nowhere.yaml")
    assert not result.ok
    assert len(result.errors) == 1
    assert str(result.errors[0]).startswith(f"{tmp_path / 'nowhere.yaml'}:1:1: error: ")


def test_the_error_counts_more_problems_and_is_a_director_error():
    with pytest.raises(PayoutTableError) as err:
        loads_payout_table("name: x\nbrackets:\n  - pay: [50, 40]\n  - pay: [0]\n", "t.yaml")
    assert isinstance(err.value, DirectorError)
    assert str(err.value).startswith("t.yaml:3:5: error: ")
    assert str(err.value).endswith("(and 2 more)")


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


# --------------------------------------------------------------------------------------------
# Amounts
# --------------------------------------------------------------------------------------------


def test_fifty_entries_of_twenty_euros_with_the_club_table():
    # 50 entries: 7 places at 35/21/14/10.5/8/6.5/5 % of 1,000 euros.
    assert compute_payouts(100_000, 50) == (35000, 21000, 14000, 10500, 8000, 6500, 5000)


def test_rounding_to_five_euros_sends_the_leftover_to_the_top_places():
    t = loads_payout_table(SIMPLE)
    # 123 euros at 50/30/20: 61.50, 36.90, 24.60 -> 60, 35, 20 in 5-euro notes; 8 euros are left:
    # one note to first place, and the 3 euros no note can pay also go to first place.
    assert compute_payouts(12_300, 11, t, rounding_cents=500) == (6800, 3500, 2000)
    # 137 euros: 65, 40, 25 (130) leave 7: one note and the odd 2 euros to first place.
    assert compute_payouts(13_700, 11, t, rounding_cents=500) == (7200, 4000, 2500)
    # 149 euros: 70, 40, 25 (135) leave 14: a note to 1st and to 2nd, the odd 4 euros to 1st.
    assert compute_payouts(14_900, 11, t, rounding_cents=500) == (7900, 4500, 2500)


def test_a_pool_not_divisible_by_the_unit_gives_the_odd_cents_to_first_place():
    t = loads_payout_table(SIMPLE)
    assert compute_payouts(100_037, 8, t) == (65037, 35000)
    assert compute_payouts(100_037, 8, t, rounding_cents=1) == (65025, 35012)


def test_a_minimum_cash_pays_fewer_places():
    t = loads_payout_table(SIMPLE)
    assert compute_payouts(10_000, 20, t, minimum_cash_cents=2000) == (5000, 3000, 2000)
    # 20% of 90 euros is 18: below a 20-euro minimum, so two places (the table's 65/35 row).
    assert compute_payouts(9_000, 20, t, minimum_cash_cents=2000) == (5900, 3100)
    # Not even 35% reaches the minimum: the winner takes the whole pool.
    assert compute_payouts(5_000, 20, t, minimum_cash_cents=2000) == (5000,)
    # 100 entries of 20 euros, 5-euro notes, at least 50 euros: the table's 15 places would pay
    # 33 euros to the last ones, so fewer are paid, and one place more would go below 50.
    club = compute_payouts(200_000, 100, rounding_cents=500, minimum_cash_cents=5000)
    assert default_payout_table().places_paid(100) == 15
    assert 1 < len(club) < 15
    assert min(club) >= 5000
    assert compute_payouts(200_000, 100, rounding_cents=500, places=len(club) + 1)[-1] < 5000


def test_places_overrides_the_table():
    t = loads_payout_table(SIMPLE)
    assert compute_payouts(10_000, 50, t, places=2) == (6500, 3500)
    # The club table's own 4-place row.
    assert compute_payouts(100_000, 200, places=4) == (45000, 27000, 17000, 11000)
    # 11 places: no row pays exactly 11, so the 12-place row is cut to 11 and scaled to 100%.
    eleven = compute_payouts(100_000, 200, places=11, rounding_cents=1)
    assert len(eleven) == 11
    assert sum(eleven) == 100_000
    with pytest.raises(PayoutError, match="pays at most 3 places, not 4"):
        compute_payouts(10_000, 50, t, places=4)
    with pytest.raises(PayoutError, match="at least 1 place"):
        compute_payouts(10_000, 50, t, places=0)


def test_never_more_places_than_entries():
    t = loads_payout_table("name: Wide\nbrackets:\n  - pay: [50, 30, 20]\n")
    assert compute_payouts(10_000, 2, t) == (6300, 3700)  # 50/30 scaled to 62.5/37.5
    assert compute_payouts(10_000, 1, t) == (10_000,)
    assert compute_payouts(10_000, 2, places=5) == (6500, 3500)
    assert t.percentages(2) == (Fraction("62.5"), Fraction("37.5"))


@pytest.mark.parametrize(
    ("pool", "entries", "kwargs", "expected"),
    [
        (0, 0, {}, ()),  # nothing at all
        (0, 30, {}, ()),  # a freeroll without prizes
        (2_000, 1, {}, (2_000,)),  # one entry takes it all
        (700, 12, {"rounding_cents": 500}, (700,)),  # tiny pool: 7 euros, 5-euro notes
        (1, 30, {}, (1,)),  # one cent
        (12_345, 30, {"rounding_cents": 100_000}, (12_345,)),  # unit bigger than the pool
    ],
)
def test_edge_cases(pool, entries, kwargs, expected):
    assert compute_payouts(pool, entries, **kwargs) == expected


@pytest.mark.parametrize(
    ("args", "kwargs", "message"),
    [
        ((10_000, 0), {}, "no entries: there is nobody to pay yet"),
        ((-1, 10), {}, "the prize pool cannot be negative"),
        ((10_000, -3), {}, "the number of entries cannot be negative"),
        ((100.5, 10), {}, "the prize pool must be a whole number"),
        ((10_000, True), {}, "the number of entries must be a whole number"),
        ((10_000, 10), {"rounding_cents": 0}, "at least 1 cent"),
        ((10_000, 10), {"minimum_cash_cents": -1}, "the minimum cash cannot be negative"),
    ],
)
def test_bad_requests_are_one_clear_line(args, kwargs, message):
    with pytest.raises(PayoutError) as err:
        compute_payouts(*args, **kwargs)
    assert message in str(err.value)
    assert "\n" not in str(err.value)
    assert isinstance(err.value, DirectorError)


def test_rows_for_the_command_line():
    assert payout_rows((700, 300)) == [
        {"place": 1, "amount_cents": 700},
        {"place": 2, "amount_cents": 300},
    ]


def test_tied_players_share_the_prizes_of_their_places():
    assert split_tied_places([5000, 3000, 2000], 2, 2) == (2500, 2500)
    assert split_tied_places([5000, 3001, 2000], 2, 2) == (2501, 2500)
    assert split_tied_places([5000, 3000, 2000], 3, 2) == (1000, 1000)  # 4th pays nothing
    assert split_tied_places([5000, 3000, 2000], 5, 2) == (0, 0)
    with pytest.raises(PayoutError):
        split_tied_places([5000], 0, 1)


# --------------------------------------------------------------------------------------------
# Properties
# --------------------------------------------------------------------------------------------

SHIPPED = [load_payout_table(p) for p in shipped_payout_tables()]


@given(
    pool=st.integers(0, 10**9),
    entries=st.integers(1, 3000),
    unit=st.sampled_from([1, 5, 50, 100, 500, 1000, 2000, 5000]) | st.integers(1, 10**6),
    minimum=st.sampled_from([0, 0, 1000, 5000]) | st.integers(0, 10**6),
    places=st.none() | st.integers(1, 99),
    index=st.integers(0, len(SHIPPED) - 1),
)
def test_payouts_never_increase_and_always_add_up_to_the_pool(
    pool, entries, unit, minimum, places, index
):
    t = SHIPPED[index]
    amounts = compute_payouts(
        pool, entries, t, rounding_cents=unit, minimum_cash_cents=minimum, places=places
    )
    assert sum(amounts) == pool
    assert list(amounts) == sorted(amounts, reverse=True)
    if pool == 0:
        assert amounts == ()
        return
    assert all(a > 0 for a in amounts)
    assert len(amounts) <= min(entries, places or t.places_paid(entries))
    assert all(a % unit == 0 for a in amounts[1:])
    if len(amounts) > 1:
        assert amounts[-1] >= minimum


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
