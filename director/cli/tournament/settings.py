"""The settings options of ``tournament new`` and ``tournament set`` as changes to the settings.

Options not typed change nothing. The options are read in the order of ``--help`` (event, money,
entries, rebuys, add-ons, tables and payouts), so with several mistakes the first one is said.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from director.cli.tournament.output import say
from director.cli.tournament.values import CliError, chips, whole
from director.i18n import Lang
from director.payouts import load_payout_table
from director.structures.chipset import ChipSet
from director.tournament.amounts import currency, format_money, parse_amount, parse_fee, parse_price
from director.tournament.pricing import PriceChange, taken_at_other_prices
from director.tournament.settings import AddonRules, RebuyRules, Settings, parse_date

if TYPE_CHECKING:
    from director.tournament import Tournament

#: What ``--rebuy`` and ``--addon`` take to mean "none".
_NONE = ("none", "no", "0")


def changes(args: argparse.Namespace, base: Settings, stack: int) -> dict[str, Any]:
    """The settings the options ask for, as changes to ``base``.

    Args:
        args: The parsed options.
        base: The settings now (the defaults for a new tournament).
        stack: The structure's starting stack, the default for rebuy and add-on chips.

    Raises:
        CliError: An option that cannot be used, or options that contradict each other.
        DirectorError: A value the domain refuses (an amount, a date, a payout table).
    """
    ch: dict[str, Any] = {}
    ch.update(_event(args))
    ch.update(_money(args, base))
    ch.update(_entries(args))
    default_chips = ch.get("starting_chips") or base.starting_chips or stack
    ch.update(_rebuy(args, base, default_chips))
    ch.update(_addon(args, base, ch.get("rebuy", base.rebuy), default_chips))
    ch.update(_tables_and_payouts(args))
    return ch


def _event(args: argparse.Namespace) -> dict[str, Any]:
    """``--name``, ``--venue``, ``--date``, ``--currency``."""
    ch: dict[str, Any] = {}
    for key in ("name", "venue"):
        if getattr(args, key) is not None:
            ch[key] = getattr(args, key)
    if args.date is not None:
        ch["date"] = parse_date(args.date)
    if args.currency is not None:
        ch["currency"] = currency(args.currency).code
    return ch


def _money(args: argparse.Namespace, base: Settings) -> dict[str, Any]:
    """``--buy-in``, ``--fee``, ``--chips``, ``--chipset``, ``--bounty`` (``--progressive``), ``--guarantee``."""
    ch: dict[str, Any] = {}
    price = base.buy_in
    if args.buy_in is not None:
        price = parse_price(args.buy_in, "buy-in")
        ch["buy_in"] = price
    if args.fee is not None:
        fee = parse_fee(args.fee)
        if args.buy_in is not None and "+" in args.buy_in:
            raise CliError("cli.err.fee_twice")
        ch["buy_in"] = type(price)(price.pool_cents, fee.cents)
        ch["fee_percent_bp"] = fee.basis_points
    if args.chips is not None:
        ch["starting_chips"] = chips(args.chips, "--chips")
    if args.chipset is not None:
        none = args.chipset.strip().lower() in _NONE
        ch["chipset"] = None if none else ChipSet.parse(args.chipset)
    if args.bounty is not None:
        ch["bounty_cents"] = parse_amount(args.bounty, "bounty")
    if args.progressive is not None:
        ch["progressive"] = args.progressive
    if args.guarantee is not None:
        ch["guarantee_cents"] = parse_amount(args.guarantee, "guarantee")
    return ch


def _entries(args: argparse.Namespace) -> dict[str, Any]:
    """``--late-reg``, ``--reentry``, ``--max-entries``."""
    ch: dict[str, Any] = {}
    if args.late_reg is not None:
        ch["late_registration_level"] = whole(args.late_reg, "--late-reg") or None
    if args.reentry is not None:
        ch["reentry"] = args.reentry
    if args.max_entries is not None:
        ch["max_entries"] = whole(args.max_entries, "--max-entries")
    return ch


def _rebuy(args: argparse.Namespace, base: Settings, default_chips: int) -> dict[str, Any]:
    """``--rebuy`` and the options that shape it; the rules kept unless an option changes them.

    Raises:
        CliError: No price for new rebuy rules, or no level they end at.
    """
    if args.rebuy is not None and args.rebuy.lower() in _NONE:
        return {"rebuy": None}
    shaped = (args.rebuy_chips, args.rebuy_until, args.rebuy_max, args.rebuy_max_stack)
    if args.rebuy is None and all(o is None for o in shaped) and not args.double_rebuy:
        return {}
    old = base.rebuy
    if args.rebuy is None and old is None:
        raise CliError("cli.err.rebuy_price")
    until = args.rebuy_until if args.rebuy_until is not None else (old and old.until_level)
    if until is None:
        raise CliError("cli.err.rebuy_until")
    if args.rebuy:
        price = parse_price(args.rebuy, "rebuy")
    elif old is not None:
        price = old.price
    else:  # an empty --rebuy "" with no rules to keep
        raise CliError("cli.err.rebuy_price")
    rules = RebuyRules(
        price=price,
        chips=chips(args.rebuy_chips)
        if args.rebuy_chips
        else (old.chips if old else default_chips),
        until_level=whole(str(until), "--rebuy-until"),
        max_per_entry=whole(args.rebuy_max, "--rebuy-max")
        if args.rebuy_max
        else (old.max_per_entry if old else 0),
        max_stack=chips(args.rebuy_max_stack)
        if args.rebuy_max_stack
        else (old.max_stack if old else None),
        double=args.double_rebuy or bool(old and old.double),
    )
    return {"rebuy": rules}


def _addon(
    args: argparse.Namespace, base: Settings, rebuy: RebuyRules | None, default_chips: int
) -> dict[str, Any]:
    """``--addon`` and the options that shape it; by default at the level rebuys end.

    Raises:
        CliError: No price for new add-on rules, or no level they are taken at.
    """
    if args.addon is not None and args.addon.lower() in _NONE:
        return {"addon": None}
    if args.addon is None and args.addon_chips is None and args.addon_level is None:
        return {}
    old = base.addon
    if args.addon is None and old is None:
        raise CliError("cli.err.addon_price")
    level = args.addon_level or (old.level if old else (rebuy and rebuy.until_level))
    if not level:
        raise CliError("cli.err.addon_level")
    if args.addon:
        price = parse_price(args.addon, "add-on")
    elif old is not None:
        price = old.price
    else:  # an empty --addon "" with no rules to keep
        raise CliError("cli.err.addon_price")
    rules = AddonRules(
        price=price,
        chips=chips(args.addon_chips)
        if args.addon_chips
        else (old.chips if old else default_chips),
        level=whole(str(level), "--addon-level"),
    )
    return {"addon": rules}


def _tables_and_payouts(args: argparse.Namespace) -> dict[str, Any]:
    """``--seats``, ``--threshold``, ``--break-order`` and the payout options."""
    ch: dict[str, Any] = {}
    if args.seats is not None:
        ch["seats_per_table"] = whole(args.seats, "--seats")
    if args.threshold is not None:
        ch["balance_threshold"] = whole(args.threshold, "--threshold")
    if args.break_order is not None:
        ch["break_order"] = tuple(
            whole(x, "--break-order") for x in args.break_order.split(",") if x
        )
    if args.payout_table is not None:
        load_payout_table(args.payout_table)  # every error at FILE:LINE:COLUMN
        ch["payout_table"] = Path(args.payout_table).read_text(encoding="utf-8-sig")
    if args.rounding is not None:
        ch["rounding_cents"] = parse_amount(args.rounding, "rounding")
    if args.min_cash is not None:
        ch["minimum_cash_cents"] = parse_amount(args.min_cash, "minimum cash")
    if args.places is not None:
        ch["places_paid"] = whole(args.places, "--places") or None
    if args.satellite is not None:
        ch["satellite_seat_cents"] = parse_amount(args.satellite, "seat")
    return ch


def price_choice(
    args: argparse.Namespace, t: Tournament, ch: dict[str, Any]
) -> tuple[PriceChange | None, int]:
    """``--from-now`` or ``--correct-past``, and how many entries the change concerns.

    The choice is required when the changes alter the price (or the chips) of entries, rebuys
    or add-ons already taken: nothing collected is rewritten unless the director says so.

    Raises:
        CliError: Both flags; or neither while something was taken at prices the changes
            alter (the line names both flags).
    """
    if args.from_now and args.correct_past:
        raise CliError("cli.err.price_flags_both")
    count = taken_at_other_prices(t.state, t.settings.changed(**ch))
    if count and not (args.from_now or args.correct_past):
        raise CliError("cli.err.price_choice", count=count)
    if args.correct_past:
        return PriceChange.CORRECT_PAST, count
    return (PriceChange.FROM_NOW if args.from_now else None), count


def say_price_choice(t: Tournament, choice: PriceChange | None, count: int, lang: Lang) -> None:
    """Say what a price change did to what was taken (re-priced or kept), with the pool now."""
    if choice is None or not count:
        return
    pool = format_money(t.money.summary().prize_pool_cents, t.settings.currency, lang)
    corrected = choice is PriceChange.CORRECT_PAST
    key = "cli.files.prices_corrected" if corrected else "cli.files.prices_kept"
    say(key, lang, count=count, pool=pool)
