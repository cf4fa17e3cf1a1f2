"""How a sheet writes values in its language: dates, whole numbers, money, percentages, times.

The words themselves (titles, column names, the days and months of a date) are catalogue texts
(:mod:`director.i18n.sheets`); this module only arranges digits, separators and those words.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from decimal import ROUND_HALF_EVEN, Decimal
from fractions import Fraction

from director.errors import DirectorError
from director.i18n import Lang, Msg, message

#: The languages the sheets are printed in; Italian first (the first clubs are Italian).
LANGS: tuple[Lang, ...] = ("it", "en")

#: Symbols printed before amounts; other currencies print their ISO code.
CURRENCY_SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£"}

#: The catalogue keys of the days, Monday first (as :meth:`datetime.date.weekday` counts).
_WEEKDAYS = tuple(
    f"sheet.weekday.{day}"
    for day in ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
)
#: The catalogue keys of the months, January first.
_MONTHS = tuple(
    f"sheet.month.{month}"
    for month in (
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    )
)


def check_lang(lang: str) -> Lang:
    """``lang`` if the sheets can be printed in it.

    Raises:
        DirectorError: ``sheet.err.lang``, a language the sheets are not printed in.
    """
    for known in LANGS:
        if lang == known:
            return known
    raise DirectorError("sheet.err.lang", lang=lang)


def long_date(day: dt.date, lang: Lang) -> str:
    """``sabato 14 giugno 2025`` / ``Saturday 14 June 2025``."""
    return message(
        "sheet.date.long",
        lang,
        weekday=Msg(_WEEKDAYS[day.weekday()]),
        day=day.day,
        month=Msg(_MONTHS[day.month - 1]),
        year=day.year,
    )


def date_line(date: dt.date | None, venue: str, lang: Lang) -> str:
    """``sabato 14 giugno 2025 · Circolo Il Faro`` (either part may be missing)."""
    parts = [long_date(date, lang)] if date else []
    if venue:
        parts.append(venue)
    return " · ".join(parts)


def number(value: int, lang: Lang) -> str:
    """A whole number with thousands separators: ``12.500`` (it), ``12,500`` (en)."""
    digits = f"{value:,}"
    return digits.replace(",", ".") if lang == "it" else digits


def money(
    cents: int,
    currency: str = "EUR",
    lang: Lang = "it",
    *,
    decimals: bool | None = None,
    symbol: bool = True,
) -> str:
    """An amount as people read it: ``€ 1.234,50`` in Italian, ``€1,234.50`` in English.

    Args:
        cents: The amount in hundredths.
        currency: ISO code; EUR, USD and GBP print their symbol, others their code.
        lang: The language (separators and the space after the symbol).
        decimals: True always prints cents, False never (the amount must be whole), None
            prints them only when there are some. A column uses one choice for every row
            (see :func:`money_decimals`) so that its amounts line up.
        symbol: Print the currency (False for the fee of ``€ 20 + 5``).

    Raises:
        ValueError: ``decimals`` is False and the amount has cents (a programming error).
    """
    sign = "-" if cents < 0 else ""
    whole, frac = divmod(abs(cents), 100)
    digits = number(whole, lang)
    if decimals or (decimals is None and frac):
        digits += ("," if lang == "it" else ".") + f"{frac:02d}"
    elif frac:
        raise ValueError(f"{cents} cents is not a whole amount")
    if not symbol:
        return sign + digits
    mark = CURRENCY_SYMBOLS.get(currency, currency)
    space = " " if lang == "it" or len(mark) > 1 else ""
    return f"{sign}{mark}{space}{digits}"


def money_decimals(amounts: Sequence[int]) -> bool:
    """Whether a column of ``amounts`` needs cents (any amount has some)."""
    return any(a % 100 for a in amounts)


def percent(value: Fraction | Decimal | float, lang: Lang, places: int) -> str:
    """``25,5%`` / ``25.5%`` with exactly ``places`` decimals (rounded half to even)."""
    quantum = Decimal(1).scaleb(-places)
    if isinstance(value, Fraction):
        d = Decimal(value.numerator) / Decimal(value.denominator)
    else:
        d = Decimal(str(value))
    digits = f"{d.quantize(quantum, rounding=ROUND_HALF_EVEN):f}"
    if lang == "it":
        digits = digits.replace(".", ",")
    return f"{digits}%"


def percent_places(values: Sequence[Fraction | Decimal | float], most: int = 2) -> int:
    """The fewest decimals (up to ``most``) that show every value of a column exactly."""
    for places in range(most + 1):
        scale = 10**places
        if all(Fraction(str(v)) * scale == int(Fraction(str(v)) * scale) for v in values):
            return places
    return most


def clock_time(minutes: int) -> str:
    """A time of day from minutes after midnight (wrapping past midnight): ``20:30``."""
    minutes %= 24 * 60
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def elapsed(minutes: int) -> str:
    """Time from the start as ``h:mm``: ``0:00``, ``2:40``."""
    return f"{minutes // 60}:{minutes % 60:02d}"
