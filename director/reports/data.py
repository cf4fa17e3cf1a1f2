"""What each sheet prints, as plain values: filled from a tournament or by hand.

The sheets never read a database: :mod:`director.reports.fromtournament` turns a tournament's
state into these values, and tests, the benchmark or another program can build them directly.
Every value is frozen and checked when made (money in integer cents, places from 1).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from director.structures import Structure

Percent = Fraction | Decimal | float


def _check(condition: bool, problem: str) -> None:
    if not condition:
        raise ValueError(problem)


@dataclass(frozen=True, kw_only=True)
class SheetData:
    """What every sheet has at the top.

    Attributes:
        name: The tournament's name.
        date: The day it is played (None: not printed).
        venue: Where it is played ("" : not printed).
        currency: ISO code of the currency of every amount (EUR, USD, GBP, CHF, ...).
        created: The PDF's creation date; by default the tournament's day at midnight (never
            the time of printing, so the same tournament always gives the same bytes).
    """

    name: str
    date: dt.date | None = None
    venue: str = ""
    currency: str = "EUR"
    created: dt.datetime | None = None

    def __post_init__(self) -> None:
        _check(bool(self.name.strip()), "a sheet needs the tournament's name")
        _check(
            len(self.currency) == 3 and self.currency.isalpha() and self.currency.isupper(),
            f"a currency is a three-letter code like EUR, not {self.currency!r}",
        )
        _check(
            self.date is None or isinstance(self.date, dt.date),
            "the date is a datetime.date",
        )


# -- payouts -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PayoutPlace:
    """One paid place, or one player's share of tied places.

    Attributes:
        place: The place, from 1 (the best one of a tie).
        amount_cents: Its prize (a tied player's share).
        percent: Its share of the prize pool as printed; None: worked out from the amount.
        name: Who won it, once known (otherwise a line to write the name on).
        tied_to: The worst place of a tie (None: no tie). Players busted in the same hand
            with the same stack share the prizes of the places they cover (TDA); each has a
            row with their share.
    """

    place: int
    amount_cents: int
    percent: Percent | None = None
    name: str = ""
    tied_to: int | None = None

    def __post_init__(self) -> None:
        _check(self.place >= 1, f"places start at 1, not {self.place}")
        _check(self.amount_cents >= 0, "a prize cannot be negative")
        _check(self.tied_to is None or self.tied_to > self.place, "a tie spans several places")


@dataclass(frozen=True, kw_only=True)
class PayoutSheetData(SheetData):
    """The payout sheet: the money in, and the prize of every paid place.

    Attributes:
        entries: Entries (re-entries included).
        players: Different people (0: not printed).
        rebuys: Rebuys taken (a double rebuy counts two).
        addons: Add-ons taken.
        prize_pool_cents: The prize pool shared by the places (with any overlay).
        fee_cents: The house's fees in all (0: not printed).
        buy_in_cents, buy_in_fee_cents: The price of an entry ("20 + 5"); 0: not printed.
        rebuy_cents, addon_cents: The prices of a rebuy and an add-on (0: not printed).
        bounty_cents: A fixed bounty per entry (0: not printed).
        guarantee_cents: A guaranteed prize pool (0: none).
        overlay_cents: What the house adds to reach the guarantee.
        places: The paid places, first place first.
        places_paid: How many places the payout table pays (0: the places listed; a tie
            reaching below the last paid place lists more than are paid).
        deal_players: Players in a recorded deal (0: none).
        deal_settled: The deal's players are placed and their rows carry the deal's amounts
            (otherwise the rows still show the table's prizes and a note says the deal
            decides them).
        seats: A satellite's seats: places 1..seats win a seat, printed as such (0: none).
    """

    entries: int
    players: int = 0
    rebuys: int = 0
    addons: int = 0
    prize_pool_cents: int
    fee_cents: int = 0
    buy_in_cents: int = 0
    buy_in_fee_cents: int = 0
    rebuy_cents: int = 0
    addon_cents: int = 0
    bounty_cents: int = 0
    guarantee_cents: int = 0
    overlay_cents: int = 0
    places: tuple[PayoutPlace, ...] = ()
    places_paid: int = 0
    deal_players: int = 0
    deal_settled: bool = False
    seats: int = 0

    def __post_init__(self) -> None:
        SheetData.__post_init__(self)
        object.__setattr__(self, "places", tuple(self.places))
        counts = (
            self.entries,
            self.players,
            self.rebuys,
            self.addons,
            self.places_paid,
            self.deal_players,
        )
        _check(min(counts) >= 0, "counts of entries, rebuys and add-ons cannot be negative")
        amounts = (
            self.prize_pool_cents,
            self.fee_cents,
            self.buy_in_cents,
            self.buy_in_fee_cents,
            self.rebuy_cents,
            self.addon_cents,
            self.bounty_cents,
            self.guarantee_cents,
            self.overlay_cents,
        )
        _check(min(amounts) >= 0, "amounts of money cannot be negative")
        # Places 1, 2, 3 ... in order; the players of a tie each have a row of the same place.
        expected = 1
        for i, p in enumerate(self.places):
            tie = p.tied_to is not None and i > 0 and self.places[i - 1].place == p.place
            if tie:
                _check(self.places[i - 1].tied_to == p.tied_to, "tied rows span the same places")
                continue
            _check(p.place == expected, "the paid places are 1, 2, 3 ... in order")
            expected = (p.tied_to or p.place) + 1

    @property
    def paid_places(self) -> int:
        """The number of places paid: as given, or the last place listed."""
        if self.places_paid:
            return self.places_paid
        return max((p.tied_to or p.place for p in self.places), default=0)

    @property
    def paid_cents(self) -> int:
        """What the places add up to."""
        return sum(p.amount_cents for p in self.places)


# -- results -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ResultRow:
    """One entry's finish.

    Attributes:
        place: Its place (the best one of a tie).
        name: The entry's name as shown (``Mario Rossi (Rosso) #2`` for a re-entry).
        prize_cents: The prize won (0: none).
        bounties: Bounties collected.
        bounty_cents: The money those bounties are worth.
        tied_to: The worst place of a tie (None: no tie).
    """

    place: int
    name: str
    prize_cents: int = 0
    bounties: int = 0
    bounty_cents: int = 0
    tied_to: int | None = None

    def __post_init__(self) -> None:
        _check(self.place >= 1, f"places start at 1, not {self.place}")
        _check(self.tied_to is None or self.tied_to > self.place, "a tie spans several places")
        _check(
            min(self.prize_cents, self.bounties, self.bounty_cents) >= 0,
            "prizes and bounties cannot be negative",
        )

    @property
    def place_text(self) -> str:
        """``4`` or ``4-5`` for a tie."""
        return f"{self.place}" if self.tied_to is None else f"{self.place}-{self.tied_to}"


@dataclass(frozen=True, kw_only=True)
class ResultsSheetData(SheetData):
    """The results: the finishing order so far.

    Attributes:
        entries: Entries (re-entries included).
        prize_pool_cents: The prize pool (0: not printed).
        players_left: Entries still playing (0 once the tournament is over).
        rows: The placed entries, best place first.
        bounties: Whether the tournament pays bounties (prints the bounty columns).
        deal_players: Players in a recorded deal (0: none); their prizes are the deal's.
        seats: A satellite's seats: a prize in places 1..seats is a seat, printed as such.
    """

    entries: int
    prize_pool_cents: int = 0
    players_left: int = 0
    rows: tuple[ResultRow, ...] = ()
    bounties: bool = False
    deal_players: int = 0
    seats: int = 0

    def __post_init__(self) -> None:
        SheetData.__post_init__(self)
        object.__setattr__(self, "rows", tuple(self.rows))
        _check(
            min(self.entries, self.players_left, self.prize_pool_cents, self.deal_players) >= 0,
            "counts and amounts cannot be negative",
        )
        _check(
            all(a.place <= b.place for a, b in zip(self.rows, self.rows[1:], strict=False)),
            "the results are in finishing order, best place first",
        )


# -- seating -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SeatRow:
    """Who sits where."""

    table: int
    seat: int
    name: str

    def __post_init__(self) -> None:
        _check(self.table >= 1 and self.seat >= 1, "tables and seats are numbered from 1")


@dataclass(frozen=True, kw_only=True)
class SeatingSheetData(SheetData):
    """The seating: every seated player's table and seat.

    Attributes:
        seats: The seated players (in any order; printed by table and seat).
        starting_chips: One starting stack's ``(value, count)`` from the tournament's chip
            set, printed on each seat card (empty: no chip set, or it cannot seat everyone).
    """

    seats: tuple[SeatRow, ...] = ()
    starting_chips: tuple[tuple[int, int], ...] = ()

    def __post_init__(self) -> None:
        SheetData.__post_init__(self)
        ordered = tuple(sorted(self.seats, key=lambda s: (s.table, s.seat)))
        object.__setattr__(self, "seats", ordered)
        places = [(s.table, s.seat) for s in ordered]
        _check(len(set(places)) == len(places), "two players in the same seat")

    @property
    def tables(self) -> tuple[int, ...]:
        """The tables with somebody seated, in order."""
        return tuple(sorted({s.table for s in self.seats}))


# -- structure -----------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class StructureSheetData(SheetData):
    """The blind structure to put on each table.

    Attributes:
        structure: The levels and breaks.
        start: The clock time play starts (None: times are printed from the start).
    """

    structure: Structure
    start: dt.time | None = None
