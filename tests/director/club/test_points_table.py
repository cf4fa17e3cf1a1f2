"""A league's points table: read from YAML with every mistake at FILE:LINE:COLUMN, exact points."""

from __future__ import annotations

import textwrap
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from director.club.points_table import (
    MAX_PLACE,
    PointsTable,
    check_points_table_text,
    load_points_table,
    loads_points_table,
)
from director.errors import DirectorError
from director.yamlread import DiagnosticsError, Severity

CAMPIONATO = """\
# Campionato 2027
name: Campionato 2027
points:
  1: 100
  2: 80
  3: 65
  4-6: 40
  7-10: 20
others: 5
"""


def refusal(text: str, lang: str = "en") -> str:
    """The first error's line, as the director reads it."""
    with pytest.raises(DiagnosticsError) as caught:
        loads_points_table(textwrap.dedent(text), "league.yaml")
    return caught.value.errors[0].text(lang)


def warnings(text: str) -> list[str]:
    result = check_points_table_text(textwrap.dedent(text), "league.yaml")
    assert result.ok, result.errors
    return [str(w) for w in result.warnings]


# -- what a table says each place is worth -------------------------------------------------------
def test_the_example_table_reads_as_written():
    table = loads_points_table(CAMPIONATO)
    assert table.name == "Campionato 2027"
    assert table.places == (
        (1, 1, Decimal(100)),
        (2, 2, Decimal(80)),
        (3, 3, Decimal(65)),
        (4, 6, Decimal(40)),
        (7, 10, Decimal(20)),
    )
    assert table.others == Decimal(5)
    assert check_points_table_text(CAMPIONATO).diagnostics == ()


def test_each_place_of_a_range_is_worth_its_points_and_places_not_listed_get_others():
    table = loads_points_table(CAMPIONATO)
    assert [table.points(p) for p in range(1, 13)] == [
        Decimal(n) for n in (100, 80, 65, 40, 40, 40, 20, 20, 20, 20, 5, 5)
    ]
    assert table.points(5_000) == 5


def test_others_is_zero_when_not_given():
    table = loads_points_table("points:\n  1: 10\n")
    assert table.others == 0
    assert table.points(2) == 0
    assert table.name == ""


def test_tied_players_split_what_their_places_are_worth():
    table = loads_points_table(CAMPIONATO)
    assert table.points(2, 3) == Decimal("72.5")  # (80 + 65) / 2
    assert table.points(6, 7) == Decimal(30)  # across two ranges: (40 + 20) / 2
    assert table.points(10, 11) == Decimal("12.5")  # a listed place and one worth others
    assert table.points(4, 6) == Decimal(40)
    assert table.points(3, 3) == table.points(3)
    # (100 + 80 + 65) / 3 = 81.666...: the tie's total is kept to the 40th digit
    third = table.points(1, 3)
    assert str(third).startswith("81.6666666666")
    assert abs(third * 3 - 245) < Decimal("1e-30")


@given(
    st.lists(st.integers(1, 30), min_size=1, max_size=8, unique=True),
    st.integers(1, 40),
    st.integers(0, 5),
)
def test_a_tie_is_worth_the_average_of_its_places(firsts, place, extra):
    places = tuple((p, p, Decimal(100 - p)) for p in sorted(firsts))
    table = PointsTable("t", places, Decimal("0.5"))
    each = [table.points(p) for p in range(place, place + extra + 1)]
    exact = sum(each) / len(each)  # a third of a point is rounded at the 40th digit
    assert abs(table.points(place, place + extra) - exact) < Decimal("1e-25")
    assert min(each) <= table.points(place, place + extra) <= max(each)


def test_decimals_are_read_from_the_text_never_through_a_float():
    table = loads_points_table("points:\n  1: 12.1\n  2: 0.1\n  3: '7.35'\nothers: 0.05\n")
    assert table.points(1) == Decimal("12.1")  # float(12.1) is 12.0999999999999996447...
    assert table.points(2) == Decimal("0.1")
    assert table.points(3) == Decimal("7.35")
    assert table.points(2, 3) == Decimal("3.725")
    assert table.others == Decimal("0.05")


def test_places_may_be_listed_in_any_order():
    table = loads_points_table("points:\n  4-6: 10\n  1: 50\n  2-3: 20\n")
    assert [first for first, _, _ in table.places] == [1, 2, 4]


def test_asking_for_a_place_that_cannot_be_is_refused_in_one_line():
    table = loads_points_table(CAMPIONATO)
    with pytest.raises(DirectorError) as caught:
        table.points(0)
    assert str(caught.value) == "a finishing place starts at 1, not 0"
    with pytest.raises(DirectorError) as caught:
        table.points(5, 3)
    assert str(caught.value) == (
        "a tie shares places 5 to 3: the last cannot come before the first"
    )


def test_a_table_built_in_code_keeps_the_same_rules():
    with pytest.raises(DirectorError, match="not 3-5"):
        PointsTable("t", ((1, 4, Decimal(10)), (3, 5, Decimal(5))))
    with pytest.raises(DirectorError, match=r"not 12\.345"):
        PointsTable("t", ((1, 1, Decimal("12.345")),))
    with pytest.raises(DirectorError, match="not NaN"):
        PointsTable("t", ((1, 1, Decimal(1)),), Decimal("NaN"))


# -- round trip ------------------------------------------------------------------------------------
def test_to_yaml_is_canonical_and_reads_back_to_the_same_table():
    text = "name: Campionato 2027\npoints:\n  2: 80.50\n  1: 100.0\n  3-5: 12.25\nothers: 0\n"
    table = loads_points_table(text)
    assert table.to_yaml() == (
        "name: Campionato 2027\npoints:\n  1: 100\n  2: 80.5\n  3-5: 12.25\nothers: 0\n"
    )
    assert loads_points_table(table.to_yaml()) == table


def test_a_name_yaml_would_misread_is_quoted_in_the_canonical_text():
    for name in ("#1: Lega 'A'", "- yes", "Lega\tdel lunedì", '"quoted"', "100", "null", "0\x850"):
        table = PointsTable(name, ((1, 1, Decimal(10)),))
        assert loads_points_table(table.to_yaml()).name == name


@given(
    st.text(min_size=1, max_size=30).filter(lambda s: s.strip() == s and s.strip()),
    st.lists(
        st.tuples(st.integers(1, 50), st.integers(0, 3), st.integers(0, 100_000_000)),
        min_size=1,
        max_size=10,
    ),
    st.integers(0, 100_000_000),
)
def test_every_table_reads_back_from_its_own_yaml(name, rows, others_cents):
    places, after = [], 0
    for gap, width, cents in rows:
        first = after + gap
        places.append((first, first + width, Decimal(cents).scaleb(-2)))
        after = first + width
    table = PointsTable(name, tuple(places), Decimal(others_cents).scaleb(-2))
    assert loads_points_table(table.to_yaml()) == table


# -- a real file ---------------------------------------------------------------------------------
def test_a_file_on_disk_is_read_and_its_mistakes_name_its_own_path(tmp_path: Path):
    good = tmp_path / "campionato.yaml"
    good.write_text(CAMPIONATO, encoding="utf-8")
    assert load_points_table(good) == loads_points_table(CAMPIONATO)
    bad = tmp_path / "torneo del lunedì.yaml"
    bad.write_text("points:\n  1: 100\n  2: 80\n  2-4: 40\n", encoding="utf-8")
    with pytest.raises(DiagnosticsError) as caught:
        load_points_table(bad)
    assert str(caught.value) == (
        f"{bad}:4:3: error: places 2-4 and place 2 at line 3 overlap; give each place once"
    )


def test_a_file_that_is_not_text_is_refused_at_its_place(tmp_path: Path):
    path = tmp_path / "points.yaml"
    path.write_bytes("points:\n  1: 100\n".encode("utf-16"))
    with pytest.raises(DiagnosticsError) as caught:
        load_points_table(path)
    assert str(caught.value).startswith(f"{path}:1:1: error: ")
    with pytest.raises(DiagnosticsError) as caught:
        load_points_table(tmp_path / "missing.yaml")
    assert str(caught.value).startswith(f"{tmp_path / 'missing.yaml'}:1:1: error: cannot read")


# -- refusals, each at its place -----------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("", "league.yaml:1:1: error: the points table is empty: write points: and under it "
         "each place and its points, e.g. 1: 100"),
        ("- 1: 100\n", "league.yaml:1:1: error: a points table must be a mapping with a points: "
         "key, not a list"),
        ("name: Lega\n", "league.yaml:1:1: error: the points table has no points: write points: "
         "and under it each place and its points, e.g. 1: 100"),
        ("name: Lega\npoints:\n  1: 10\nothres: 2\n", "league.yaml:4:1: error: unknown key "
         "'othres' in the points table; did you mean 'others'?"),
        ("pionts:\n  1: 10\n", "league.yaml:1:1: error: unknown key 'pionts' in the points "
         "table; did you mean 'points'?"),
        ("points: {}\n", "league.yaml:1:9: error: points lists no place: write at least one "
         "under it, e.g. 1: 100"),
        ("points:\n", "league.yaml:1:8: error: points lists no place: write at least one under "
         "it, e.g. 1: 100"),
        ("points: [100, 80]\n", "league.yaml:1:9: error: points must list each place and its "
         "points (1: 100, 4-6: 40), not a list"),
        ("points:\n  1: 10\n  6-4: 5\n", "league.yaml:3:3: error: the range '6-4' goes "
         "backwards; write 4-6"),
        ("points:\n  0-3: 5\n", "league.yaml:2:3: error: '0-3': places start at 1"),
        ("points:\n  0: 5\n", "league.yaml:2:3: error: '0': places start at 1"),
        ("points:\n  a-b: 5\n", "league.yaml:2:3: error: the text 'a-b' is not a place: write "
         "a place like 3 or a range like 4-6"),
        ("points:\n  2.5: 5\n", "league.yaml:2:3: error: 2.5 is not a place: write a place "
         "like 3 or a range like 4-6"),
        ("points:\n  1: 10\n  4-6: 5\n  5-8: 3\n", "league.yaml:4:3: error: places 5-8 and "
         "places 4-6 at line 3 overlap; give each place once"),
        ("points:\n  3-5: 5\n  1-3: 10\n", "league.yaml:3:3: error: places 1-3 and places 3-5 "
         "at line 2 overlap; give each place once"),
        ("points:\n  1: 10\n  1: 8\n", "league.yaml:3:3: error: place 1 is given twice (first "
         "at line 2); keep only one"),
        ("points:\n  1: ten\n", "league.yaml:2:6: error: place 1: points must be a number like "
         "40 or 12.5, not the text 'ten'"),
        ("points:\n  1:\n", "league.yaml:2:5: error: place 1: points must be a number like "
         "40 or 12.5, not an empty value"),
        ("points:\n  4-6: 1e3\n", "league.yaml:2:8: error: places 4-6: points must be a number "
         "like 40 or 12.5, not the text '1e3'"),
        ("points:\n  1: -5\n", "league.yaml:2:6: error: place 1: points cannot be negative "
         "(-5); write 0 or more"),
        ("points:\n  1: 1000000.01\n", "league.yaml:2:6: error: place 1: 1000000.01 points is "
         "more than 1,000,000; check the number"),
        ("points:\n  1: .nan\n", "league.yaml:2:6: error: place 1: points must be a finite "
         "number like 40 or 12.5, not .nan"),
        ("points:\n  1: 10\nothers: -.inf\n", "league.yaml:3:9: error: others: points must be a "
         "finite number like 40 or 12.5, not -.inf"),
        ("points:\n  1: 12.345\n", "league.yaml:2:6: error: place 1: 12.345 has more than 2 "
         "decimals; round it, e.g. 12.35"),
        ("points:\n  1-10001: 1\n", "league.yaml:2:3: error: '1-10001' goes past place 10,000, "
         "the last a points table can list"),
        ("name: '  '\npoints:\n  1: 1\n", "league.yaml:1:7: error: name is blank: write the "
         "league's name or remove the line"),
        ("points:\n  1: !!python/object:os.system 1\n", "league.yaml:2:6: error: tags like "
         "!!python/object:os.system are not allowed; remove the tag and write a plain value"),
    ],
)  # fmt: skip
def test_each_mistake_is_refused_at_its_place(text, line):
    assert refusal(text) == line


def test_more_than_ten_thousand_listed_places_are_refused_before_reading_them():
    text = "points:\n" + "".join(f"  {p}: 1\n" for p in range(1, MAX_PLACE + 2))
    assert refusal(text) == (
        "league.yaml:2:3: error: points lists 10,001 places; a table lists at most 10,000"
    )
    assert loads_points_table(text.rsplit("  ", 1)[0]).points(MAX_PLACE) == 1


def test_every_mistake_is_reported_at_once_and_nothing_is_read():
    result = check_points_table_text("points:\n  0: 5\n  2: x\n  3: -1\nothers: nan\n", "f")
    assert result.table is None
    assert [(d.line, d.column) for d in result.errors] == [(2, 3), (3, 6), (4, 6), (5, 9)]
    with pytest.raises(DiagnosticsError, match=r"^f:2:3: .* \(and 3 more\)$"):
        loads_points_table("points:\n  0: 5\n  2: x\n  3: -1\nothers: nan\n", "f")


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("points:\n  1: 10\n  6-4: 5\n", "league.yaml:3:3: errore: l'intervallo '6-4' va "
         "all'indietro; scrivi 4-6"),
        ("points:\n  1: 10\n  4-6: 5\n  5-8: 3\n", "league.yaml:4:3: errore: posti 5-8 e posti "
         "4-6 della riga 3 si sovrappongono; dai ogni posto una volta sola"),
        ("points:\n  1: 12.345\n", "league.yaml:2:6: errore: posto 1: 12.345 ha più di 2 "
         "decimali; arrotondalo, es. 12,35"),
        ("punti:\n  1: 10\n", "league.yaml:1:1: errore: tabella dei punti: chiave 'punti' "
         "sconosciuta; chiavi possibili: name, points, others"),
        ("pointss:\n  1: 10\n", "league.yaml:1:1: errore: tabella dei punti: chiave 'pointss' "
         "sconosciuta; forse intendevi 'points'?"),
        ("points:\n  1: 2000000\n", "league.yaml:2:6: errore: posto 1: 2000000 punti sono più "
         "di 1.000.000; controlla il numero"),
    ],
)  # fmt: skip
def test_mistakes_are_said_in_italian_too(text, line):
    assert refusal(text, "it") == line


# -- warnings: legal, seldom meant -----------------------------------------------------------------
def test_a_worse_place_worth_more_is_warned_about_but_read():
    assert warnings("points:\n  1: 50\n  2-3: 60\n  4: 10\n") == [
        "league.yaml:3:8: warning: places 2-3: worth 60 points, but place 1 only 50; "
        "a worse place usually gets fewer points"
    ]
    table = loads_points_table("points:\n  1: 50\n  2-3: 60\n")
    assert table.points(2) == 60
    result = check_points_table_text("points:\n  1: 50\n  2-3: 60\n")
    assert result.warnings[0].severity is Severity.WARNING


def test_a_place_left_out_before_one_worth_more_is_warned_about():
    assert warnings("points:\n  1: 50\n  4: 10\nothers: 2\n") == [
        "league.yaml:3:3: warning: nothing is listed for places 2-3: others gives 2 points "
        "there, less than place 4 (10); check the places"
    ]
    assert warnings("points:\n  1: 50\n  4: 10\nothers: 10\n") == []


def test_others_worth_more_than_the_last_place_listed_is_warned_about():
    assert warnings("points:\n  1: 10\n  2: 2.5\nothers: 3\n") == [
        "league.yaml:4:9: warning: others gives 3 points to the places not listed, but "
        "place 2, before them, only 2.5; a worse place usually gets fewer points"
    ]
    assert warnings(CAMPIONATO) == []
