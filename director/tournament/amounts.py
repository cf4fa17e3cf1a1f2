"""Money: amounts in integer cents, parsed the way an Italian director types them.

Accepted amounts: ``20``, ``20.50``, ``20,50``, ``€ 20``, ``20€``, ``EUR 20``, ``1.000``,
``1.000,50``, ``1,000.50``, ``1 000``. A separator followed by exactly three digits (and not
the last separator followed by one or two) is a thousands separator; a separator followed by one
or two digits at the end is the decimal point, whichever of ``.`` and ``,`` it is.

Written with dots alone, ``10.000`` is refused as ambiguous (ten thousand to an Italian, ten
to an English reader), with the rule and the words of the structure checker
(:mod:`director.yamlread.nodes`, ``yaml.err.ambiguous``): write ``10000`` (or ``10.000,00``).
Every amount has a ceiling no festival reaches (:data:`LIMITS`), said in the refusal, so a
slip of the finger (``10^30``, an extra row of zeros) never becomes the prize pool.

A price is written as clubs write it: ``20+5`` is a buy-in of 20 that goes into the prize pool
and a fee of 5 kept by the house, paid on top (the player pays 25). A fee alone is an amount
(``5``) or a percentage of the pool (``10%``, ``2,5%``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from director.errors import DirectorError
from director.i18n import Msg, has
from director.yamlread.diagnostics import Number


class MoneyError(DirectorError):
    """An amount that cannot be read; ``text(lang)`` says why and how to write it."""


def _what(what: str) -> Msg:
    """What an amount is, with its article, as a message field ("the buy-in", "il buy-in")."""
    key = f"settings.what.{what}"
    return Msg(key) if has(key) else Msg("settings.what.amount")


@dataclass(frozen=True, slots=True)
class Currency:
    """A currency: ISO code and the symbol printed before amounts."""

    code: str
    symbol: str

    def __post_init__(self) -> None:
        if not re.fullmatch(r"[A-Z]{3}", self.code):
            raise ValueError(f"a currency code is three capital letters, not {self.code!r}")


#: The currencies a director can choose; amounts are always in hundredths (cents).
CURRENCIES: dict[str, Currency] = {
    c.code: c
    for c in (
        Currency("EUR", "€"),
        Currency("USD", "$"),
        Currency("GBP", "£"),
        Currency("CHF", "CHF"),
    )
}
DEFAULT_CURRENCY = "EUR"

_SYMBOLS = ("€", "$", "£", "EUR", "EURO", "EURI", "USD", "GBP", "CHF", "FR.")
_SPACES = re.compile(r"[\s\u00a0\u202f\u2009']+")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
#: Dots alone in groups of three: the structure checker's ambiguous number.
_DOTS = re.compile(r"\d{1,3}(\.\d{3})+")

#: The most each amount may be, in cents: a buy-in (and what is paid with it) of a million,
#: a guarantee of a billion; the WSOP Main Event's pool is under 100 million.
PRICE_LIMIT = 1_000_000 * 100
POOL_LIMIT = 1_000_000_000 * 100
LIMITS: dict[str, int] = {
    "buy-in": PRICE_LIMIT,
    "fee": PRICE_LIMIT,
    "bounty": PRICE_LIMIT,
    "rebuy": PRICE_LIMIT,
    "add-on": PRICE_LIMIT,
}


def limit(what: str) -> int:
    """The most the amount ``what`` ("buy-in", "guarantee") may be, in cents."""
    return LIMITS.get(what, POOL_LIMIT)


def check_limit(cents: int, what: str) -> int:
    """``cents`` if it is within the limit of ``what``; raises MoneyError naming the limit."""
    most = limit(what)
    if cents > most:
        raise MoneyError("money.err.too_big", what=_what(what), most=Number(most // 100))
    return cents


def currency(code: str) -> Currency:
    """The currency with ISO ``code`` (case-insensitive); raises MoneyError."""
    try:
        return CURRENCIES[code.strip().upper()]
    except KeyError:
        raise MoneyError("money.err.currency", code=code, codes=", ".join(CURRENCIES)) from None


def _strip_symbols(text: str) -> str:
    t = text.strip()
    upper = t.upper()
    changed = True
    while changed and t:
        changed = False
        for sym in _SYMBOLS:
            if upper.startswith(sym):
                t, upper, changed = t[len(sym) :].strip(), upper[len(sym) :].strip(), True
            if upper.endswith(sym):
                t, upper, changed = t[: -len(sym)].strip(), upper[: -len(sym)].strip(), True
    return t


def parse_amount(text: str | int, what: str = "amount") -> int:
    """Read an amount of money; returns cents. Raises MoneyError with a one-line reason.

    Args:
        text: What the director typed (an int is taken as whole units).
        what: What the amount is, for the message ("buy-in", "fee").
    """
    if isinstance(text, bool):
        raise MoneyError("money.err.not_amount_type", what=_what(what))
    if isinstance(text, int):
        if text < 0:
            raise MoneyError("money.err.negative", what=_what(what))
        return check_limit(text * 100, what)
    raw = str(text)
    t = _SPACES.sub("", _strip_symbols(raw))
    if t.startswith("-"):
        raise MoneyError("money.err.negative_text", what=_what(what), text=raw.strip())
    if not t:
        raise MoneyError("money.err.empty", what=_what(what))
    if not _NUMBER.fullmatch(t):
        raise MoneyError("money.err.not_amount", text=raw.strip())
    if _DOTS.fullmatch(t):
        plain = t.replace(".", "")
        raise MoneyError(
            "money.err.ambiguous",
            what=_what(what),
            text=raw.strip(),
            plain=plain,
            amount=Number(int(plain)),
        )
    if len(re.sub(r"\D", "", t)) > 15:  # beyond every limit (and int()'s 4,300 digits)
        raise MoneyError("money.err.too_big", what=_what(what), most=Number(limit(what) // 100))
    groups = re.split(r"([.,])", t)
    digits = groups[0::2]
    seps = groups[1::2]
    decimals = ""
    if seps and len(digits[-1]) in (1, 2):
        decimals = digits[-1]
        digits = digits[:-1]
        seps = seps[:-1]
    elif seps and len(digits[-1]) != 3:
        raise MoneyError("money.err.decimals", text=raw.strip(), count=len(digits[-1]))
    # Whatever remains are thousands groups: 1.000.000 or 1,000,000 (one separator kind).
    if seps and (len(set(seps)) > 1 or any(len(d) != 3 for d in digits[1:]) or len(digits[0]) > 3):
        raise MoneyError("money.err.grouping", text=raw.strip())
    whole = int("".join(digits)) if digits else 0
    cents = int(decimals.ljust(2, "0")) if decimals else 0
    return check_limit(whole * 100 + cents, what)


@dataclass(frozen=True, slots=True)
class Price:
    """What a purchase (buy-in, rebuy, add-on) costs.

    Attributes:
        pool_cents: The part that goes into the prize pool.
        fee_cents: The house's fee, paid on top.
    """

    pool_cents: int
    fee_cents: int = 0

    def __post_init__(self) -> None:
        if self.pool_cents < 0 or self.fee_cents < 0:
            raise ValueError("a price cannot be negative")

    @property
    def total_cents(self) -> int:
        """What the player pays."""
        return self.pool_cents + self.fee_cents

    def text(self, currency_code: str = DEFAULT_CURRENCY, lang: str = "en") -> str:
        """``€ 20 + 5`` as clubs write it (without the fee when there is none)."""
        base = format_money(self.pool_cents, currency_code, lang)
        if not self.fee_cents:
            return base
        return f"{base} + {format_money(self.fee_cents, currency_code, lang, symbol=False)}"


def parse_price(text: str, what: str = "buy-in") -> Price:
    """Read ``20+5`` (pool + fee) or ``25`` (no fee); raises MoneyError."""
    parts = str(text).split("+")
    if len(parts) > 2:
        raise MoneyError("money.err.price", text=str(text).strip(), what=_what(what))
    pool = parse_amount(parts[0], what)
    fee = parse_amount(parts[1], "fee") if len(parts) == 2 else 0
    return Price(pool, fee)


@dataclass(frozen=True, slots=True)
class Fee:
    """A fee given on its own: a fixed amount on top, or a percentage taken from the pool.

    Attributes:
        cents: The fixed fee (0 with a percentage).
        basis_points: The percentage in hundredths of a percent (1000 = 10%), 0 if fixed.
    """

    cents: int = 0
    basis_points: int = 0

    def __post_init__(self) -> None:
        if self.cents < 0 or self.basis_points < 0:
            raise ValueError("a fee cannot be negative")
        if self.cents and self.basis_points:
            raise ValueError("a fee is either an amount or a percentage, not both")
        if self.basis_points >= 10_000:
            raise ValueError("a percentage fee must be below 100%")


def parse_fee(text: str) -> Fee:
    """Read a fee: ``5``, ``€ 5``, ``10%``, ``2,5%``; raises MoneyError."""
    t = str(text).strip()
    if t.endswith("%"):
        number = _SPACES.sub("", t[:-1]).replace(",", ".")
        if not re.fullmatch(r"\d+(\.\d{1,2})?", number):
            raise MoneyError("money.err.percentage", text=t)
        whole, _, frac = number.partition(".")
        bp = int(whole) * 100 + int(frac.ljust(2, "0") or "0")
        if bp >= 10_000:
            raise MoneyError("money.err.fee_too_big", text=t)
        return Fee(basis_points=bp)
    return Fee(cents=parse_amount(t, "fee"))


def format_money(
    cents: int, currency_code: str = DEFAULT_CURRENCY, lang: str = "en", *, symbol: bool = True
) -> str:
    """An amount as people read it: ``€ 1.250`` / ``€ 12,50`` (it), ``€1,250`` / ``€12.50`` (en).

    Whole amounts are shown without decimals.
    """
    sign = "-" if cents < 0 else ""
    whole, frac = divmod(abs(cents), 100)
    thousands, decimal = (".", ",") if lang == "it" else (",", ".")
    text = f"{whole:,}".replace(",", thousands)
    if frac:
        text += f"{decimal}{frac:02d}"
    if not symbol:
        return sign + text
    sym = CURRENCIES[currency_code].symbol if currency_code in CURRENCIES else currency_code
    space = " " if lang == "it" or len(sym) > 1 else ""
    return f"{sign}{sym}{space}{text}"


def cents_text(cents: int) -> str:
    """A plain decimal for CSV and JSON readers: ``1250.50``, ``20.00``."""
    sign = "-" if cents < 0 else ""
    whole, frac = divmod(abs(cents), 100)
    return f"{sign}{whole}.{frac:02d}"
