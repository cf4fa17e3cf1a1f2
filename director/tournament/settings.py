"""What a tournament is set up with: prices, rules for entries, rebuys and add-ons, tables, payouts.

Settings are a frozen value; changing them is an action (logged and undoable) that replaces the
whole value. Money is in cents, chips are whole numbers.
"""

from __future__ import annotations

import datetime as _dt
import re
from dataclasses import dataclass, field, fields, replace
from typing import Any

from director.limits import MAX_CHIPS, MAX_COUNT
from director.structures.chipset import ChipSet
from director.tournament.amounts import CURRENCIES, DEFAULT_CURRENCY, Price, check_limit
from director.tournament.errors import SettingsError
from director.tournament.mystery import check_prizes
from director.yamlread.diagnostics import Number

#: Table sizes the seating accepts.
MIN_SEATS, MAX_SEATS = 2, 10
#: Longest tournament name, venue or player name accepted.
MAX_TEXT = 200
#: Fields left out of :meth:`Settings.to_dict` while unset.
_UNSET_LEFT_OUT = ("mystery", "mystery_from")


def parse_date(text: str) -> str:
    """A date as directors write it (``29/11/2026``, ``29-11-2026``, ``29.11.26``, ISO) -> ISO.

    Day first, as in Italy; raises SettingsError.
    """
    t = text.strip()
    if not t:
        return ""
    try:
        return _dt.date.fromisoformat(t).isoformat()
    except ValueError:
        pass
    m = re.fullmatch(r"(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{2}|\d{4})", t)
    if m:
        day, month, year = (int(x) for x in m.groups())
        if year < 100:
            year += 2000
        try:
            return _dt.date(year, month, day).isoformat()
        except ValueError:
            pass
    raise SettingsError("settings.err.date", text=text)


def _check(condition: bool, key: str, **params: Any) -> None:
    """Raise SettingsError with the catalogue's ``key`` unless ``condition``."""
    if not condition:
        raise SettingsError(key, **params)


def _within(price: Price, what: str, chips: int) -> None:
    """A price and its chips under the ceilings no festival reaches (:mod:`director.limits`)."""
    check_limit(price.pool_cents, what)
    check_limit(price.fee_cents, "fee")
    _check(chips <= MAX_CHIPS, "settings.err.chips_too_big", most=Number(MAX_CHIPS))


@dataclass(frozen=True, slots=True)
class RebuyRules:
    """When and how a player may buy more chips.

    Attributes:
        price: What a rebuy costs (pool part and fee).
        chips: Chips a rebuy gives.
        until_level: Rebuys are allowed until the end of this level and the break after it.
        max_per_entry: Most rebuys per entry (0: no limit). A double rebuy counts as two.
        max_stack: Rebuys only at or below this many chips (None: any stack; 0: only when
            busted).
        double: Whether a double rebuy (twice the price for twice the chips) is allowed.
    """

    price: Price
    chips: int
    until_level: int
    max_per_entry: int = 0
    max_stack: int | None = None
    double: bool = False

    def __post_init__(self) -> None:
        _check(self.chips > 0, "settings.err.rebuy_chips")
        _within(self.price, "rebuy", self.chips)
        _check(self.until_level >= 1, "settings.err.rebuy_level")
        _check(self.max_per_entry >= 0, "settings.err.max_rebuys")
        _check(self.max_stack is None or self.max_stack >= 0, "settings.err.rebuy_threshold")

    def to_dict(self) -> dict[str, Any]:
        """Plain data for the log."""
        return {
            "pool_cents": self.price.pool_cents,
            "fee_cents": self.price.fee_cents,
            "chips": self.chips,
            "until_level": self.until_level,
            "max_per_entry": self.max_per_entry,
            "max_stack": self.max_stack,
            "double": self.double,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> RebuyRules:
        """Read back :meth:`to_dict`."""
        return cls(
            price=Price(d["pool_cents"], d["fee_cents"]),
            chips=d["chips"],
            until_level=d["until_level"],
            max_per_entry=d.get("max_per_entry", 0),
            max_stack=d.get("max_stack"),
            double=d.get("double", False),
        )


@dataclass(frozen=True, slots=True)
class AddonRules:
    """The add-on: extra chips for everyone at the end of the rebuy period or at a break.

    Attributes:
        price: What an add-on costs.
        chips: Chips it gives.
        level: Add-ons are taken during this level and the break after it (typically the
            last rebuy level, so the add-on comes "at the end of rebuys" / "at the break").
        max_per_entry: Add-ons per entry (usually 1).
    """

    price: Price
    chips: int
    level: int
    max_per_entry: int = 1

    def __post_init__(self) -> None:
        _check(self.chips > 0, "settings.err.addon_chips")
        _within(self.price, "add-on", self.chips)
        _check(self.level >= 1, "settings.err.addon_level")
        _check(self.max_per_entry >= 1, "settings.err.max_addons")

    def to_dict(self) -> dict[str, Any]:
        """Plain data for the log."""
        return {
            "pool_cents": self.price.pool_cents,
            "fee_cents": self.price.fee_cents,
            "chips": self.chips,
            "level": self.level,
            "max_per_entry": self.max_per_entry,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> AddonRules:
        """Read back :meth:`to_dict`."""
        return cls(
            price=Price(d["pool_cents"], d["fee_cents"]),
            chips=d["chips"],
            level=d["level"],
            max_per_entry=d.get("max_per_entry", 1),
        )


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything a tournament is set up with.

    Attributes:
        name: The tournament's name (printed on every sheet).
        date: The day it is played, ISO ``YYYY-MM-DD`` (or empty).
        venue: Where it is played.
        currency: ISO code of the currency (amounts are in its hundredths).
        buy_in: The buy-in: the pool part and the house fee paid on top ("20+5").
        starting_chips: Chips for a buy-in; 0 takes the structure's starting stack.
        fee_percent_bp: A house fee taken from the pool instead, in basis points (1000 = 10%).
        bounty_cents: A fixed bounty paid with each entry, won by whoever eliminates it.
        progressive: A progressive knockout: the eliminator takes half the bounty in cash and
            half onto their own bounty (:mod:`director.tournament.knockouts`); needs a bounty.
        guarantee_cents: The guaranteed prize pool (0: none); the house pays the overlay.
        late_registration_level: Entries are taken until the end of this level (and the break
            after it); None: only before the clock starts.
        reentry: Whether a busted player may enter again while registration is open.
        max_entries: Most entries per person (0: no limit).
        rebuy: The rebuy rules, or None.
        addon: The add-on rules, or None.
        seats_per_table: Seats at a new table (2 to 10).
        balance_threshold: Tables are balanced when the largest has more than this many
            players over the smallest (TDA: more than one).
        break_order: The preset order tables break in (tables not listed break after, highest
            number first).
        payout_table: The payout structure as YAML text; empty: the shipped default.
        rounding_cents: Prizes are rounded to multiples of this (e.g. 500 for 5 euro).
        minimum_cash_cents: Fewer places are paid when the last prize would fall below this.
        places_paid: Pay exactly this many places instead of the table's choice.
        chipset: The club's chip case (each chip's value and how many), or None: the
            structure's ``chips:`` with counts, if any, stand for it (the starting stack's
            breakdown on the seat cards, the bank's chips at a colour-up).
        satellite_seat_cents: A satellite's seat value (0: not a satellite): the pool buys
            seats of this value for places 1..k and the remainder is cash for place k+1
            (:mod:`director.tournament.satellite`).
        mystery: The mystery bounty prizes, (cents, count) biggest first; empty: none. Set with
            their committed draw order by ``t.mystery.set`` (:mod:`director.tournament.mystery`).
        mystery_from: The level from which eliminations draw a mystery bounty.
    """

    name: str = "Torneo"
    date: str = ""
    venue: str = ""
    currency: str = DEFAULT_CURRENCY
    buy_in: Price = field(default_factory=lambda: Price(2000, 500))
    starting_chips: int = 0
    fee_percent_bp: int = 0
    bounty_cents: int = 0
    progressive: bool = False
    guarantee_cents: int = 0
    late_registration_level: int | None = None
    reentry: bool = False
    max_entries: int = 0
    rebuy: RebuyRules | None = None
    addon: AddonRules | None = None
    seats_per_table: int = 9
    balance_threshold: int = 1
    break_order: tuple[int, ...] = ()
    payout_table: str = ""
    rounding_cents: int = 100
    minimum_cash_cents: int = 0
    places_paid: int | None = None
    chipset: ChipSet | None = None
    satellite_seat_cents: int = 0
    mystery: tuple[tuple[int, int], ...] = ()
    mystery_from: int | None = None

    def __post_init__(self) -> None:
        name = " ".join(self.name.split())
        _check(bool(name), "settings.err.name_empty")
        _check(len(name) <= MAX_TEXT, "settings.err.name_long", limit=MAX_TEXT)
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "venue", " ".join(self.venue.split()))
        _check(len(self.venue) <= MAX_TEXT, "settings.err.venue_long", limit=MAX_TEXT)
        if self.date:
            try:
                _dt.date.fromisoformat(self.date)
            except ValueError:
                raise SettingsError("settings.err.iso_date", text=self.date) from None
        _check(
            self.currency in CURRENCIES,
            "money.err.currency",
            code=self.currency,
            codes=", ".join(CURRENCIES),
        )
        _check(self.starting_chips >= 0, "settings.err.starting_chips")
        _within(self.buy_in, "buy-in", self.starting_chips)
        check_limit(self.bounty_cents, "bounty")
        check_limit(self.guarantee_cents, "guarantee")
        _check(self.max_entries <= MAX_COUNT, "settings.err.too_many", most=Number(MAX_COUNT))
        _check(0 <= self.fee_percent_bp < 10_000, "settings.err.fee_percent")
        _check(self.bounty_cents >= 0, "settings.err.bounty")
        _check(not self.progressive or self.bounty_cents > 0, "settings.err.progressive_no_bounty")
        _check(self.guarantee_cents >= 0, "settings.err.guarantee")
        _check(
            self.late_registration_level is None or self.late_registration_level >= 1,
            "settings.err.late_level",
        )
        _check(self.max_entries >= 0, "settings.err.max_entries")
        _check(
            MIN_SEATS <= self.seats_per_table <= MAX_SEATS,
            "settings.err.seats",
            low=MIN_SEATS,
            high=MAX_SEATS,
            seats=self.seats_per_table,
        )
        _check(self.balance_threshold >= 1, "settings.err.threshold")
        object.__setattr__(self, "break_order", tuple(self.break_order))
        _check(
            all(isinstance(n, int) and n >= 1 for n in self.break_order), "settings.err.break_order"
        )
        _check(self.rounding_cents >= 1, "settings.err.rounding")
        _check(self.minimum_cash_cents >= 0, "settings.err.minimum_cash")
        _check(self.places_paid is None or self.places_paid >= 1, "settings.err.places_paid")
        object.__setattr__(self, "mystery", check_prizes(self.mystery))
        _check(self.mystery_from is None or self.mystery_from >= 1, "mystery.err.level")
        _check(self.satellite_seat_cents >= 0, "satellite.err.negative")
        check_limit(self.satellite_seat_cents, "seat")

    @property
    def entry_total_cents(self) -> int:
        """What a player pays for an entry: buy-in, fee and bounty."""
        return self.buy_in.total_cents + self.bounty_cents

    def chips_for_entry(self, structure_stack: int) -> int:
        """Chips a buy-in gives (the structure's starting stack unless set here)."""
        return self.starting_chips or structure_stack

    def changed(self, **changes: Any) -> Settings:
        """A copy with ``changes`` (validated); unknown names raise SettingsError."""
        known = {f.name for f in fields(self)}
        unknown = sorted(set(changes) - known)
        if unknown:
            raise SettingsError("settings.err.unknown", name=unknown[0])
        return replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """Plain data for the log (JSON)."""
        d: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name in _UNSET_LEFT_OUT and value == f.default:
                continue  # written as before they existed, so old files read the same
            if isinstance(value, Price):
                value = {"pool_cents": value.pool_cents, "fee_cents": value.fee_cents}
            elif isinstance(value, RebuyRules | AddonRules):
                value = value.to_dict()
            elif isinstance(value, ChipSet):
                value = value.to_list()
            elif isinstance(value, tuple):
                value = [list(v) if isinstance(v, tuple) else v for v in value]
            d[f.name] = value
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Settings:
        """Read back :meth:`to_dict` (missing keys take their defaults)."""
        known = {f.name for f in fields(cls)}
        kw = {k: v for k, v in d.items() if k in known}
        if isinstance(kw.get("buy_in"), dict):
            kw["buy_in"] = Price(kw["buy_in"]["pool_cents"], kw["buy_in"]["fee_cents"])
        if isinstance(kw.get("rebuy"), dict):
            kw["rebuy"] = RebuyRules.from_dict(kw["rebuy"])
        if isinstance(kw.get("addon"), dict):
            kw["addon"] = AddonRules.from_dict(kw["addon"])
        if isinstance(kw.get("mystery"), list):
            kw["mystery"] = tuple(tuple(p) for p in kw["mystery"])
        if isinstance(kw.get("chipset"), list):
            kw["chipset"] = ChipSet.from_list(kw["chipset"])
        return cls(**kw)
