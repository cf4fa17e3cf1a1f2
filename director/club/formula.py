"""League points formulas: a small safe language, read into its own tree and never run.

A league's points rule may be a formula such as ``sqrt(n*b*b)/(r+1)``. It is read by a
hand-written tokenizer and a recursive-descent parser into the tree of this module; nothing of
it ever reaches Python's ``eval``, ``compile`` or ``ast``, so a formula can only compute.

The grammar (spaces are free; names are not case-sensitive)::

    formula    := sum
    sum        := product (("+" | "-") product)*
    product    := unary (("*" | "/") unary)*
    unary      := "-" unary | "+" unary | power
    power      := atom ("^" unary)?            # right-associative: 2^3^2 = 2^9; -2^2 = -4
    atom       := NUMBER | VARIABLE | FUNCTION "(" args ")" | "(" sum ")"
    condition  := sum ("<" | "<=" | ">" | ">=" | "==" | "!=") sum   # only as if's first argument

Numbers are written ``12`` or ``2.5``. Powers are written ``^`` (``**`` is refused with a hint).
The variables are :data:`VARIABLES`; the functions ``sqrt``, ``log`` (base 10), ``ln``, ``exp``,
``floor``, ``ceil``, ``min``/``max`` (2 or more arguments), ``round(x)`` / ``round(x, digits)``
(halves away from zero, as a club rounds) and ``if(condition, a, b)`` (only the chosen branch
is computed).

Everything is bounded so a hostile formula is refused at once: at most :data:`MAX_LENGTH`
characters, :data:`MAX_DEPTH` levels of nesting, :data:`MAX_NODES` parts and :data:`MAX_SLOW`
slow operations; every number the sum meets stays within :data:`MAX_MAGNITUDE`, and a power is
refused *before* it is computed when its exponent exceeds :data:`MAX_EXPONENT` or its result
would be too large. Arithmetic is :class:`~decimal.Decimal`, so points are exact where the sum
is.

:func:`check` reads a formula and tries it over sample tournaments (:func:`samples`), refusing
one that cannot give a finite number for some of them and naming the values, e.g. "for n = 2,
r = 2: division by zero (column 3)".
"""

from __future__ import annotations

import decimal
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from decimal import Decimal

from director.errors import DirectorError
from director.i18n import Msg

#: The values a formula may use, in the order messages list them.
VARIABLES = ("n", "r", "b", "prize", "bounties", "rebuys", "addons", "paid")
#: Function name -> (fewest, most) arguments; ``None`` means no upper bound.
FUNCTIONS: dict[str, tuple[int, int | None]] = {
    "sqrt": (1, 1),
    "log": (1, 1),
    "ln": (1, 1),
    "exp": (1, 1),
    "floor": (1, 1),
    "ceil": (1, 1),
    "min": (2, None),
    "max": (2, None),
    "round": (1, 2),
    "if": (3, 3),
}
#: The longest formula accepted, in characters.
MAX_LENGTH = 500
#: The deepest nesting (brackets, calls, signs, powers) accepted.
MAX_DEPTH = 50
#: The most parts (numbers, variables, operations, calls) a formula may have.
MAX_NODES = 300
#: No number the sum meets may be larger than this (in absolute value).
MAX_MAGNITUDE = Decimal("1e15")
#: The largest exponent a power may have (in absolute value).
MAX_EXPONENT = 100
#: The most slow operations (``ln``, ``log``, ``exp``, a power that may not be whole) a formula
#: may have: each costs tens of microseconds, and :func:`check` tries a formula hundreds of times.
MAX_SLOW = 10

_COMPARISONS = ("<=", ">=", "==", "!=", "<", ">")
_SINGLE = "+-*/^(),<>"
_DIGITS = "0123456789"
_NAME_START = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_"
_NAME_REST = _NAME_START + _DIGITS
_SPACE = " \t\r\n"
# 28 significant digits, and every trap on: a sum that goes wrong stops, it never gives NaN.
_CONTEXT = decimal.Context(
    prec=28,
    rounding=decimal.ROUND_HALF_EVEN,
    traps=[decimal.InvalidOperation, decimal.DivisionByZero, decimal.Overflow],
)


# -- the tree -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Num:
    """A number written in the formula."""

    value: Decimal
    column: int


@dataclass(frozen=True)
class Var:
    """One of :data:`VARIABLES`."""

    name: str
    column: int


@dataclass(frozen=True)
class Neg:
    """Unary minus."""

    operand: Node
    column: int


@dataclass(frozen=True)
class BinOp:
    """``left op right`` with op one of ``+ - * / ^``."""

    op: str
    left: Node
    right: Node
    column: int


@dataclass(frozen=True)
class Compare:
    """``left op right`` with op a comparison: only ever if's first argument."""

    op: str
    left: Node
    right: Node
    column: int


@dataclass(frozen=True)
class Call:
    """A call of one of :data:`FUNCTIONS`."""

    name: str
    args: tuple[Node | Compare, ...]
    column: int


Node = Num | Var | Neg | BinOp | Call


# -- reading ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Token:
    kind: str  # "num", "name", "op", "end", or "fault" (a refusal waiting to be reached)
    text: str
    column: int
    fault: DirectorError | None = None


def _fault(error: DirectorError, column: int) -> _Token:
    # The refusal waits in the stream until the parser reaches it, so a mistake earlier in the
    # formula (an unknown name just before) is the one named.
    return _Token("fault", "\0", column, error)


def _tokens(text: str) -> Iterator[_Token]:
    i = 0
    while i < len(text):
        c, col = text[i], i + 1
        fault: DirectorError | None = None
        if c in _SPACE:
            i += 1
            continue
        if c in _DIGITS or (c == "." and text[i + 1 : i + 2] in tuple(_DIGITS)):
            j = i
            while j < len(text) and (text[j] in "._" or text[j].isalnum()):
                j += 1
            word = text[i:j]
            if word.count(".") > 1 or not all(ch in _DIGITS + "." for ch in word):
                fault = DirectorError("club.err.formula_number", column=col, text=word)
            else:
                yield _Token("num", word, col)
            i = j
        elif c in _NAME_START:
            j = i
            while j < len(text) and text[j] in _NAME_REST:
                j += 1
            yield _Token("name", text[i:j], col)
            i = j
        elif text.startswith("**", i):
            fault = DirectorError("club.err.formula_power", column=col)
        elif text[i : i + 2] in _COMPARISONS:
            yield _Token("op", text[i : i + 2], col)
            i += 2
        elif c in _SINGLE:
            yield _Token("op", c, col)
            i += 1
        elif c in "'\"":
            fault = DirectorError("club.err.formula_string", column=col)
        elif c == ".":
            fault = DirectorError("club.err.formula_dot", column=col)
        elif c == "=":
            fault = DirectorError("club.err.formula_equals", column=col)
        else:
            fault = DirectorError("club.err.formula_character", column=col, char=c)
        if fault is not None:
            yield _fault(fault, col)
            return
    yield _Token("end", "", len(text) + 1)


class _Parser:
    """Recursive descent over the tokens, counting depth and parts as it goes."""

    def __init__(self, tokens: Iterator[_Token]) -> None:
        self.tokens = tokens
        self.tok = next(tokens)
        self.depth = 0
        self.nodes = 0
        self.slow = 0

    def advance(self) -> _Token:
        tok = self.tok
        if tok.kind not in ("end", "fault"):
            self.tok = next(self.tokens)
        return tok

    def count(self, column: int) -> None:
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise DirectorError("club.err.formula_too_big", column=column, limit=MAX_NODES)

    def slow_one(self, column: int) -> None:
        self.slow += 1
        if self.slow > MAX_SLOW:
            raise DirectorError("club.err.formula_too_slow", column=column, limit=MAX_SLOW)

    def enter(self, column: int) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise DirectorError("club.err.formula_too_deep", column=column, limit=MAX_DEPTH)

    def unexpected(self, expected: str) -> DirectorError:
        tok = self.tok
        if tok.fault is not None:
            return tok.fault
        found = (
            Msg("club.found.end") if tok.kind == "end" else Msg("club.found.token", text=tok.text)
        )
        return DirectorError(
            "club.err.formula_unexpected", column=tok.column, found=found, expected=Msg(expected)
        )

    def expect(self, text: str, expected: str) -> None:
        if self.tok.text != text or self.tok.kind == "end":
            raise self.unexpected(expected)
        self.advance()

    def formula(self) -> Node:
        node = self.sum()
        if self.tok.text in _COMPARISONS:
            raise DirectorError("club.err.formula_comparison_here", column=self.tok.column)
        if self.tok.kind != "end":
            raise self.unexpected("club.expect.operator")
        return node

    def sum(self) -> Node:
        node = self.product()
        while self.tok.text in ("+", "-"):
            op = self.advance()
            self.count(op.column)
            node = BinOp(op.text, node, self.product(), op.column)
        return node

    def product(self) -> Node:
        node = self.unary()
        while self.tok.text in ("*", "/"):
            op = self.advance()
            self.count(op.column)
            node = BinOp(op.text, node, self.unary(), op.column)
        return node

    def unary(self) -> Node:
        if self.tok.text in ("-", "+"):
            op = self.advance()
            self.enter(op.column)
            self.count(op.column)
            operand = self.unary()
            self.depth -= 1
            return Neg(operand, op.column) if op.text == "-" else operand
        return self.power()

    def power(self) -> Node:
        base = self.atom()
        if self.tok.text != "^":
            return base
        op = self.advance()
        self.enter(op.column)
        self.count(op.column)
        exponent = self.unary()  # right-associative, and 2^-1 is a half
        self.depth -= 1
        if not (isinstance(exponent, Num) and exponent.value == exponent.value.to_integral_value()):
            self.slow_one(op.column)
        return BinOp("^", base, exponent, op.column)

    def atom(self) -> Node:
        tok = self.tok
        if tok.kind == "num":
            self.advance()
            self.count(tok.column)
            return Num(Decimal(tok.text), tok.column)
        if tok.kind == "name":
            return self.name()
        if tok.text == "(":
            self.advance()
            self.enter(tok.column)
            node = self.sum()
            self.expect(")", "club.expect.close")
            self.depth -= 1
            return node
        raise self.unexpected("club.expect.value")

    def name(self) -> Node:
        tok = self.advance()
        name = tok.text.lower()
        self.count(tok.column)
        calling = self.tok.text == "("
        if name in VARIABLES:
            if calling:
                raise DirectorError("club.err.formula_not_function", column=tok.column, name=name)
            return Var(name, tok.column)
        if name not in FUNCTIONS:
            key = (
                "club.err.formula_unknown_function" if calling else "club.err.formula_unknown_name"
            )
            raise DirectorError(key, column=tok.column, name=tok.text)
        if not calling:
            raise DirectorError("club.err.formula_call_needed", column=tok.column, name=name)
        if name in ("ln", "log", "exp"):
            self.slow_one(tok.column)
        self.advance()
        self.enter(tok.column)
        args = self.arguments(name)
        self.depth -= 1
        fewest, most = FUNCTIONS[name]
        if len(args) < fewest or (most is not None and len(args) > most):
            expected = str(fewest) if fewest == most else f"{fewest}+" if most is None else "1-2"
            raise DirectorError(
                "club.err.formula_arguments",
                column=tok.column,
                name=name,
                expected=expected,
                given=len(args),
            )
        return Call(name, tuple(args), tok.column)

    def arguments(self, name: str) -> list[Node | Compare]:
        args: list[Node | Compare] = []
        if self.tok.text == ")":
            self.advance()
            return args
        while True:
            start = self.tok.column
            arg = self.sum()
            if name == "if" and not args:
                if self.tok.fault is not None:
                    raise self.tok.fault
                if self.tok.text not in _COMPARISONS:
                    raise DirectorError("club.err.formula_condition", column=start)
                op = self.advance()
                self.count(op.column)
                args.append(Compare(op.text, arg, self.sum(), op.column))
            else:
                if self.tok.text in _COMPARISONS:
                    raise DirectorError("club.err.formula_comparison_here", column=self.tok.column)
                args.append(arg)
            if self.tok.text == ")":
                self.advance()
                return args
            self.expect(",", "club.expect.comma_or_close")


# -- computing ----------------------------------------------------------------------------------
class _Problem(Exception):
    """A sum that cannot give a number; the caller names the values that led to it."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.msg = Msg(key, **params)


def _bounded(value: Decimal, column: int) -> Decimal:
    if not value.is_finite() or abs(value) > MAX_MAGNITUDE:
        raise _Problem("club.problem.too_large", limit="10^15", column=column)
    return value


def _power(base: Decimal, exponent: Decimal, column: int) -> Decimal:
    if abs(exponent) > MAX_EXPONENT:
        raise _Problem("club.problem.too_large", limit="10^15", column=column)
    if base == 0:
        if exponent < 0:
            raise _Problem("club.problem.division_by_zero", column=column)
        return Decimal(1) if exponent == 0 else Decimal(0)
    if base < 0 and exponent != exponent.to_integral_value():
        raise _Problem(
            "club.problem.negative_power", value=str(base), power=str(exponent), column=column
        )
    # Estimated before computing, so 9^99 is never worked out: |base|^e = 10^(e*log10|base|).
    # In Decimal: a base too small for a float (exp(-999)) has a logarithm all the same.
    if exponent * abs(base).log10() > Decimal("15.5"):
        raise _Problem("club.problem.too_large", limit="10^15", column=column)
    return base**exponent


def _call(call: Call, values: Mapping[str, Decimal]) -> Decimal:
    name, col = call.name, call.column
    if name == "if":
        cond = call.args[0]
        assert isinstance(cond, Compare)  # the parser puts a comparison first, and only there
        return _value(call.args[1] if _holds(cond, values) else call.args[2], values)
    args = [_value(arg, values) for arg in call.args]
    x = args[0]
    if name == "sqrt":
        if x < 0:
            raise _Problem("club.problem.sqrt", value=str(x), column=col)
        return x.sqrt()
    if name in ("log", "ln"):
        if x <= 0:
            raise _Problem("club.problem.log", name=name, value=str(x), column=col)
        return x.log10() if name == "log" else x.ln()
    if name == "exp":
        if x > 40:  # e^35 is already past the bound: refused, not computed
            raise _Problem("club.problem.too_large", limit="10^15", column=col)
        return Decimal(0) if x < -1000 else x.exp()
    if name == "floor":
        return x.to_integral_value(rounding=decimal.ROUND_FLOOR)
    if name == "ceil":
        return x.to_integral_value(rounding=decimal.ROUND_CEILING)
    if name == "min":
        return min(args)
    if name == "max":
        return max(args)
    digits = args[1] if len(args) == 2 else Decimal(0)
    if digits != digits.to_integral_value() or not 0 <= digits <= 10:
        raise _Problem("club.problem.round_digits", value=str(digits), column=col)
    return x.quantize(Decimal(1).scaleb(-int(digits)), rounding=decimal.ROUND_HALF_UP)


def _holds(cond: Compare, values: Mapping[str, Decimal]) -> bool:
    left, right = _value(cond.left, values), _value(cond.right, values)
    return {
        "<": left < right,
        "<=": left <= right,
        ">": left > right,
        ">=": left >= right,
        "==": left == right,
        "!=": left != right,
    }[cond.op]


def _value(node: Node | Compare, values: Mapping[str, Decimal]) -> Decimal:
    if isinstance(node, Num):
        return _bounded(node.value, node.column)
    if isinstance(node, Var):
        return values[node.name]
    if isinstance(node, Neg):
        return -_value(node.operand, values)
    if isinstance(node, Call):
        return _bounded(_call(node, values), node.column)
    if isinstance(node, Compare):  # never reached: the parser allows comparisons only in if()
        raise _Problem("club.problem.other", column=node.column)
    left, right = _value(node.left, values), _value(node.right, values)
    if node.op == "+":
        result = left + right
    elif node.op == "-":
        result = left - right
    elif node.op == "*":
        result = left * right
    elif node.op == "/":
        if right == 0:
            raise _Problem("club.problem.division_by_zero", column=node.column)
        result = left / right
    else:
        result = _power(left, right, node.column)
    return _bounded(result, node.column)


def _variables(node: Node | Compare) -> set[str]:
    if isinstance(node, Var):
        return {node.name}
    if isinstance(node, Neg):
        return _variables(node.operand)
    if isinstance(node, BinOp | Compare):
        return _variables(node.left) | _variables(node.right)
    if isinstance(node, Call):
        return set().union(*(_variables(arg) for arg in node.args))
    return set()


# -- the public face ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Formula:
    """A league points formula, read and ready to give points.

    Attributes:
        text: The formula as written.
        tree: Its tree.
        variables: The variables it uses, in :data:`VARIABLES` order.
    """

    text: str
    tree: Node
    variables: tuple[str, ...]

    def points(self, **values: int | Decimal) -> Decimal:
        """The points for one finishing place.

        Args:
            **values: The variables' values (those in :data:`VARIABLES`; the formula's own
                :attr:`variables` are required, others are ignored).

        Returns:
            The points, exact where the sum is (callers show two decimals).

        Raises:
            DirectorError: A value is missing or unknown, or the formula gives no finite number
                for these values (the message names them and the column).
        """
        for name in values:
            if name not in VARIABLES:
                raise DirectorError("club.err.formula_unknown_value", name=name)
        missing = [name for name in self.variables if name not in values]
        if missing:
            raise DirectorError("club.err.formula_missing", names=", ".join(missing))
        exact = {name: Decimal(value) for name, value in values.items()}
        try:
            with decimal.localcontext(_CONTEXT):
                return _value(self.tree, exact) + 0  # "+ 0" rounds to the context's precision
        except _Problem as problem:
            if not self.variables:
                raise DirectorError("club.err.formula_fails", problem=problem.msg) from None
            shown = ", ".join(f"{name} = {exact[name]}" for name in self.variables)
            raise DirectorError(
                "club.err.formula_fails_for", values=shown, problem=problem.msg
            ) from None
        except decimal.DecimalException:  # a case the checks above missed: still one line
            other = Msg("club.problem.other", column=1)
            raise DirectorError("club.err.formula_fails", problem=other) from None


def parse(text: str) -> Formula:
    """Read a formula into its tree, without trying it.

    Args:
        text: The formula as the director wrote it.

    Returns:
        The formula.

    Raises:
        DirectorError: The formula is empty, too long, too deep or too big, or not in the
            grammar; the message names the column.
    """
    if len(text) > MAX_LENGTH:
        raise DirectorError(
            "club.err.formula_too_long", column=MAX_LENGTH + 1, length=len(text), limit=MAX_LENGTH
        )
    if not text.strip():
        raise DirectorError("club.err.formula_empty")
    tree = _Parser(_tokens(text)).formula()
    used = _variables(tree)
    return Formula(text, tree, tuple(name for name in VARIABLES if name in used))


def samples() -> Iterator[dict[str, int]]:
    """The sample tournaments a formula is tried on by :func:`check`.

    Every field size from 2 to 50, then a spread up to 1,000; for each, places 1, 2, 3, the
    middle, the next to last and the last; the buy-in cycles through a few club values, about
    a tenth of the field is paid with a falling share of the pool, and some players have
    bounties, rebuys and add-ons while others have none.

    Yields:
        One set of values for each of :data:`VARIABLES`.
    """
    sizes = [*range(2, 51), 60, 75, 100, 150, 200, 250, 300, 400, 500, 750, 1000]
    buy_ins = (10, 20, 50, 100, 5, 1000)
    for index, n in enumerate(sizes):
        b = buy_ins[index % len(buy_ins)]
        paid = max(1, (n + 9) // 10)
        for r in sorted({1, 2, 3, n // 2, n - 1, n} & set(range(1, n + 1))):
            prize = 2 * b * n * (paid - r + 1) // (paid * (paid + 1)) if r <= paid else 0
            yield {
                "n": n,
                "r": r,
                "b": b,
                "prize": prize,
                "bounties": (n - r) % 3 * b // 2,
                "rebuys": (n + r) % 4,
                "addons": r % 2,
                "paid": paid,
            }


def check(text: str) -> Formula:
    """Read a formula and try it over :func:`samples`, as a league is defined.

    Args:
        text: The formula as the director wrote it.

    Returns:
        The formula, known to give a finite number for every sample.

    Raises:
        DirectorError: The formula cannot be read (the column is named), or gives no finite
            number for some sample (its values and the column are named).
    """
    formula = parse(text)
    for values in samples():
        formula.points(**values)
    return formula
