"""How the club's figures are written for people: points, money, places and a league's rule.

Shared by the command line, the standings' CSV and the printed sheets, so a league's points
read the same everywhere. Points are exact in the file (:class:`~decimal.Decimal`) and shown to
two decimals, rounded half up (``12.505`` shows as ``12.51``).
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from director.club.model import LeagueRule
from director.i18n import message

_CENT = Decimal("0.01")


def two_decimals(value: Decimal) -> Decimal:
    """``value`` rounded half up to two decimals (as the standings show points)."""
    return value.quantize(_CENT, rounding=ROUND_HALF_UP)


def grouped(text: str, lang: str) -> str:
    """A number written with a point as ``1234.50`` in ``lang``'s way: ``1,234.50``/``1.234,50``."""
    sign = "-" if text.startswith("-") else ""
    whole, _, frac = text.lstrip("-").partition(".")
    written = f"{int(whole):,}" + (f".{frac}" if frac else "")
    if lang == "it":
        written = written.replace(",", "_").replace(".", ",").replace("_", ".")
    return sign + written


def points_text(value: Decimal, lang: str) -> str:
    """Points to two decimals: ``12.50`` (English), ``12,50`` (Italian)."""
    return grouped(f"{two_decimals(value):f}", lang)


def money_text(cents: int, lang: str) -> str:
    """An amount without a currency: ``1,234.50`` / ``1.234,50``; ``-5.00`` for a loss."""
    sign = "-" if cents < 0 else ""
    whole, frac = divmod(abs(cents), 100)
    return sign + grouped(f"{whole}.{frac:02d}", lang)


def cents_json(cents: int) -> str:
    """An amount as JSON gives it: a decimal string with a point, ``"25.00"``, ``"-5.00"``."""
    sign = "-" if cents < 0 else ""
    whole, frac = divmod(abs(cents), 100)
    return f"{sign}{whole}.{frac:02d}"


def percent_json(value: Decimal | None) -> str | None:
    """A percentage as JSON gives it: two decimals as a string, or None."""
    return None if value is None else f"{two_decimals(value):f}"


def place_text(place: int, place_to: int) -> str:
    """``4``, or ``4-5`` for a tie."""
    return str(place) if place_to == place else f"{place}-{place_to}"


def rule_summary(rule: LeagueRule, lang: str) -> list[str]:
    """The league's rule in words, one part a line: the points, best N, minimum, bonuses."""
    if rule.formula:
        lines = [message("club.cli.rule.formula", lang, formula=rule.formula)]
    else:
        from director.club.points_table import loads_points_table

        table = loads_points_table(rule.table)
        listed = sum(last - first + 1 for first, last, _ in table.places)
        others = points_text(table.others, lang)
        lines = [message("club.cli.rule.table", lang, places=listed, others=others)]
    if rule.best is not None:
        lines.append(message("club.cli.rule.best", lang, best=rule.best))
    if rule.minimum:
        lines.append(message("club.cli.rule.minimum", lang, minimum=rule.minimum))
    if rule.attendance:
        points = points_text(rule.attendance, lang)
        lines.append(message("club.cli.rule.attendance", lang, points=points))
    if rule.knockout:
        points = points_text(rule.knockout, lang)
        lines.append(message("club.cli.rule.knockout", lang, points=points))
    return lines
