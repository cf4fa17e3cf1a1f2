"""The league points formula: right values for club formulas, and hostile ones refused."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from director.club import formula as formula_module
from director.club.formula import MAX_DEPTH, MAX_LENGTH, check, parse
from director.errors import DirectorError

EVENT = {
    "n": 100,
    "r": 4,
    "b": 10,
    "prize": 150,
    "bounties": 20,
    "rebuys": 3,
    "addons": 1,
    "paid": 10,
}


def points(text: str, **values: int) -> Decimal:
    return check(text).points(**{**EVENT, **values})


# -- club formulas give the numbers worked out by hand ------------------------------------------
@pytest.mark.parametrize(
    ("text", "values", "expected"),
    [
        ("sqrt(n*b*b)/(r+1)", {"r": 1}, "50"),  # sqrt(100*10*10) = 100, over 2
        ("sqrt(n*b*b)/(r+1)", {"r": 4}, "20"),
        ("10*sqrt(n)/sqrt(r)", {"r": 4}, "50"),
        ("if(r==1, 10, if(r==2, 7, if(r==3, 5, if(r<=paid, 3, 1))))", {"r": 1}, "10"),
        ("if(r==1, 10, if(r==2, 7, if(r==3, 5, if(r<=paid, 3, 1))))", {"r": 2}, "7"),
        ("if(r==1, 10, if(r==2, 7, if(r==3, 5, if(r<=paid, 3, 1))))", {"r": 10}, "3"),
        ("if(r==1, 10, if(r==2, 7, if(r==3, 5, if(r<=paid, 3, 1))))", {"r": 11}, "1"),
        ("round(100*(n-r+1)/n, 2)", {"n": 3, "r": 2}, "66.67"),
        ("round(2.5)", {}, "3"),  # halves go up, as a club rounds
        ("round(n/r)", {"n": 10, "r": 4}, "3"),
        ("max(0, paid - r + 1)", {"r": 12}, "0"),
        ("max(0, paid - r + 1)", {"r": 3}, "8"),
        ("min(n, 50, 30 + r)", {"r": 4}, "34"),
        ("floor(n/r) + ceil(n/r)", {"n": 10, "r": 3}, "7"),
        ("log(1000) + ln(1)", {}, "3"),
        ("round(ln(exp(2)), 6)", {}, "2.000000"),
        ("prize/b + bounties/b + rebuys + addons", {}, "21"),  # 15 + 2 + 3 + 1
        ("0.1 + 0.2", {}, "0.3"),  # exact: points are Decimal, not float
        ("if(r != 1, 0, 25) + if(r > 3, 1, 0) + if(r >= 4, 1, 0) + if(r < 5, 1, 0)", {}, "3"),
        ("N * B", {}, "1000"),  # names are not case-sensitive
    ],
)
def test_club_formulas_give_the_points_worked_out_by_hand(text, values, expected):
    assert points(text, **values) == Decimal(expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2+3*4", "14"),
        ("(2+3)*4", "20"),
        ("10-4-3", "3"),  # left to right
        ("100/10/5", "2"),
        ("2^3^2", "512"),  # powers are right-associative: 2^(3^2)
        ("2*3^2", "18"),
        ("-2^2", "-4"),  # the power binds tighter than the sign
        ("(-2)^2", "4"),
        ("2^-1", "0.5"),
        ("--3", "3"),
        ("1 - -1", "2"),
        ("4^0.5", "2"),
    ],
)
def test_precedence_and_associativity_follow_arithmetic(text, expected):
    assert check(text).points() == Decimal(expected)


def test_only_the_chosen_branch_of_if_is_computed():
    # 1/(r-1) divides by zero for the winner, who never reaches it.
    assert points("if(r == 1, 25, 10/(r-1))", r=1) == 25
    assert points("if(r == 1, 25, 10/(r-1))", r=3) == 5


def test_a_formula_lists_the_variables_it_needs_and_asks_for_them():
    f = check("sqrt(n*b*b)/(r+1)")
    assert f.variables == ("n", "r", "b")
    with pytest.raises(DirectorError, match="needs a value for r"):
        f.points(n=10, b=5)
    with pytest.raises(DirectorError, match="'os' is not a value"):
        f.points(n=10, r=1, b=5, os=1)


def test_a_sum_that_fails_names_the_values_and_the_column():
    f = parse("n/(r-2)")
    with pytest.raises(DirectorError) as caught:
        f.points(n=10, r=2)
    assert str(caught.value) == "for n = 10, r = 2: division by zero (column 2)"
    assert caught.value.text("it") == "per n = 10, r = 2: divisione per zero (colonna 2)"


# -- hostile formulas: each refused in one line that names the place ------------------------------
HOSTILE = [
    # (formula, a piece of the message; "column N" where the place is in the formula)
    ("__import__('os').system('x')", "column 1: '__import__' is not a function"),
    ("().__class__", "column 2: unexpected ')'"),
    ("n.__class__", "column 2: '.' goes only inside a number"),
    ("open('x')", "column 1: 'open' is not a function"),
    ("eval(1)", "column 1: 'eval' is not a function"),
    ("exec(1)", "column 1: 'exec' is not a function"),
    ("lambda: 1", "column 1: unknown name 'lambda'"),
    ("[x for x in ()]", "column 1: '[' is not allowed"),
    ("{1: 2}", "column 1: '{' is not allowed"),
    ("1; 2", "column 2: ';' is not allowed"),
    ("n + 'a'", "column 5: quotes are not allowed"),
    ('"n"', "column 1: quotes are not allowed"),
    ("sqrt(n) + 0 * os", "column 15: unknown name 'os'"),
    ("x", "column 1: unknown name 'x'"),
    ("sqrt(n)(2)", "column 8: unexpected '('"),
    ("n(2)", "column 1: 'n' is a value, not a function"),
    ("sqrt", "column 1: 'sqrt' is a function"),
    ("sqrt(1, 2)", "column 1: sqrt() takes 1 arguments, not 2"),
    ("max(1)", "column 1: max() takes 2+ arguments, not 1"),
    ("round(1, 2, 3)", "column 1: round() takes 1-2 arguments, not 3"),
    ("9^9^9^9", "column 4): not computed"),
    ("9**9**9**9", "column 2: write a power with ^"),
    ("2^101", "column 2): not computed"),
    ("10^16", "larger than 10^15 (column 3)"),
    ("exp(1000)", "larger than 10^15 (column 1)"),
    ("log(0)", "log of 0 (column 1)"),
    ("ln(r - 1)", "for r = 1: ln of 0 (column 1)"),
    ("sqrt(1 - r)", "for r = 2: sqrt of -1 (column 1)"),
    ("1/(r-2)", "for r = 2: division by zero (column 2)"),
    ("b/(n-r)", "for n = 2, r = 2, b = 10: division by zero (column 2)"),
    ("100/prize", "for prize = 0: division by zero (column 4)"),
    ("(-1)^0.5", "-1 to the power 0.5 (column 5)"),
    ("0^-1", "division by zero (column 2)"),
    ("round(n, 11)", "round()'s digits are 11 (column 1)"),
    (
        "(" * (MAX_DEPTH + 5) + "1" + ")" * (MAX_DEPTH + 5),
        f"column {MAX_DEPTH + 1}: the formula nests",
    ),
    ("-" * 60 + "1", f"column {MAX_DEPTH + 1}: the formula nests"),
    ("sqrt(" * 60 + "n" + ")" * 60, f"column {5 * MAX_DEPTH + 1}: the formula nests"),
    ("1+" * 200 + "1", "column 301: the formula has more than 300 parts"),
    ("+".join(["ln(n)"] * 11), "column 61: more than 10 of ln, log, exp"),
    ("+".join(["n^0.5"] * 11), "column 62: more than 10 of ln, log, exp"),
    ("n" * 10_000, f"column {MAX_LENGTH + 1}: the formula is 10000 characters long"),
    ("", "the points formula is empty"),
    ("   ", "the points formula is empty"),
    ("1 +", "column 4: unexpected end of the formula"),
    ("(1 + 2", "column 7: unexpected end of the formula: ')' was expected"),
    ("1 2", "column 3: unexpected '2'"),
    ("max(1 2)", "column 7: unexpected '2': ',' or ')' was expected"),
    ("r = 1", "column 3: write == to compare"),
    ("r < 2", "column 3: a comparison gives no points"),
    ("if(r, 1, 2)", "column 4: if() needs a comparison first"),
    ("max(r < 2, 1)", "column 7: a comparison gives no points"),
    ("1.2.3", "column 1: '1.2.3' is not a number"),
    ("1e999", "column 1: '1e999' is not a number"),
    ("n @ r", "column 3: '@' is not allowed"),
    ("n\\r", "column 2: '\\\\' is not allowed"),
    ("ｎ", "column 1: 'ｎ' is not allowed"),
]


@pytest.mark.parametrize(("text", "message"), HOSTILE)
def test_a_hostile_formula_is_refused_in_one_line_naming_the_place(text, message):
    with pytest.raises(DirectorError) as caught:
        check(text)
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)
    assert "\n" not in caught.value.text("it")
    assert caught.value.key.startswith("club.err.")


def test_there_are_at_least_thirty_hostile_formulas():
    assert len(HOSTILE) >= 30


def test_refusals_are_in_italian_too():
    with pytest.raises(DirectorError) as caught:
        check("sqrt(n) + 0 * os")
    assert caught.value.text("it").startswith("colonna 15: nome sconosciuto 'os'")


def test_nothing_in_a_formula_is_run(tmp_path: Path):
    made = tmp_path / "made"
    attempts = [
        f"open('{made}', 'w')",
        f"__import__('pathlib').Path('{made}').touch()",
        f"(lambda: open('{made}', 'w'))()",
        f"[open('{made}', 'w') for _ in (1,)]",
        f"exec(\"open('{made}','w')\")",
    ]
    for text in attempts:
        with pytest.raises(DirectorError):
            check(text)
    assert not made.exists()


def test_the_formula_module_never_hands_text_to_python():
    source = Path(formula_module.__file__).read_text(encoding="utf-8")
    for word in ("eval(", "exec(", "compile(", "import ast", "from ast", "__import__"):
        assert word not in source


# -- properties ------------------------------------------------------------------------------------
ATOMS = st.sampled_from(
    ["n", "r", "b", "prize", "bounties", "rebuys", "addons", "paid", "0", "1", "2", "0.5", "10"]
)


def _grammar(children: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    ops = st.sampled_from(["+", "-", "*", "/", "^"])
    funcs = st.sampled_from(["sqrt", "log", "ln", "exp", "floor", "ceil", "round", "-"])
    comparisons = st.sampled_from(["<", "<=", ">", ">=", "==", "!="])
    return st.one_of(
        st.tuples(children, ops, children).map(lambda t: f"{t[0]} {t[1]} {t[2]}"),
        st.tuples(funcs, children).map(lambda t: f"{t[0]}({t[1]})"),
        st.tuples(st.sampled_from(["min", "max"]), children, children).map(
            lambda t: f"{t[0]}({t[1]}, {t[2]})"
        ),
        st.tuples(children, comparisons, children, children, children).map(
            lambda t: f"if({t[0]} {t[1]} {t[2]}, {t[3]}, {t[4]})"
        ),
        children.map(lambda c: f"({c})"),
    )


FORMULAS = st.recursive(ATOMS, _grammar, max_leaves=12)
NOISE = st.text(alphabet="nrb0129.+-*/^(),<>=!'\"[]_ :;x", max_size=30)


@settings(max_examples=200, deadline=None)
@given(st.one_of(FORMULAS, NOISE))
def test_any_formula_gives_a_finite_number_or_a_refusal(text):
    try:
        f = check(text)
    except DirectorError as error:
        refusal = str(error)
    else:
        refusal = ""
        assert f.points(**EVENT).is_finite()
    assert "\n" not in refusal


@settings(max_examples=200, deadline=None)
@given(st.decimals(min_value=0, max_value=Decimal("1e15"), places=6, allow_nan=False))
def test_numbers_read_back_as_written(number):
    text = format(number, "f")
    assert parse(text).points() == number
    assert parse(f"-{text}").points() == -number


def test_a_power_of_a_number_too_small_for_a_float_is_computed():
    # exp(1 - 1000) is about 10^-434: a float says 0 and its logarithm failed (hypothesis found it)
    points = check("exp(r - n) ^ rebuys").points(
        n=1000, r=1, b=10, prize=0, bounties=0, rebuys=2, addons=0, paid=100
    )
    assert 0 < points < Decimal("1e-800")
