"""Satellites: the prize pool buys seats to a bigger event instead of paying places in cash.

With ``settings.satellite_seat_cents`` set, the pool is cut into ``k = pool // seat`` seats of
that value, won by places 1..k, and what is left (``pool - k * seat``, to the cent, never
rounded) is paid in cash to place k+1. A remainder of 0 pays no cash place: place k+1 wins
nothing. The payout table, the places paid, the rounding and the minimum cash do not apply.

The bubble: once registration is closed, a bust that leaves as many players as seats still to
be won (``players left <= k``) ends the tournament, and every player left wins a seat at once
(they share places 1..n, each a seat). It is the bust's own record that ends it, so Undo of that
bust takes the end back too, and reopening the file replays the same.

A seat value above the pool (``k == 0``) pays nothing: the payouts read as empty while entries
are still arriving, and the refusal (one line with the pool and the value) comes when the
payouts are asked for (:func:`check`) and when registration is closed.

A deal is refused in a satellite: the places still to be decided are seats, which cannot be
shared out in cash (ICM and chip chop assume cash prizes).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from director.i18n import Msg, ordinal
from director.payouts.satellite import SatellitePrizes, split
from director.tournament import prizes as pz
from director.tournament.amounts import format_money
from director.tournament.errors import TournamentError
from director.tournament.model import TournamentState

__all__ = [
    "Money",
    "SatellitePrizes",
    "bubble_reached",
    "cash_place",
    "check",
    "is_satellite",
    "no_deal",
    "no_seat_change",
    "preview",
    "prizes_msg",
    "prizes_of",
    "seat_winners",
    "split",
    "summary_msg",
]


@dataclass(frozen=True, slots=True)
class Money:
    """An amount in a message, written in the tournament's currency and the reader's language."""

    cents: int
    currency: str

    def text(self, lang: str = "en") -> str:
        """``€250`` (en), ``€ 250`` (it)."""
        return format_money(self.cents, self.currency, lang)


def is_satellite(s: TournamentState) -> bool:
    """Whether ``s`` is a satellite (a seat value is set)."""
    return s.settings.satellite_seat_cents > 0


def prizes_of(s: TournamentState) -> SatellitePrizes | None:
    """The satellite's prizes for the pool collected so far; None when not a satellite."""
    if not is_satellite(s):
        return None
    return split(pz.money(s).prize_pool_cents, s.settings.satellite_seat_cents)


def check(s: TournamentState) -> SatellitePrizes | None:
    """The satellite's prizes, refusing a seat value above the pool; None when not a satellite.

    Raises:
        TournamentError: The pool does not buy one seat (the line says the pool and the value),
            or it pays more places than there are players.
    """
    prizes = prizes_of(s)
    if prizes is None:
        return None
    currency = s.settings.currency
    seat, pool = Money(prizes.seat_cents, currency), Money(prizes.pool_cents, currency)
    if prizes.seats == 0:
        raise TournamentError("satellite.err.seat_above_pool", seat=seat, pool=pool)
    if prizes.places > s.unique_players:
        # Places are per person (TDA): a seat or cash nobody can finish in would be lost.
        raise TournamentError(
            "satellite.err.too_many_seats",
            seat=seat,
            pool=pool,
            seats=prizes.seats,
            people=s.unique_players,
        )
    return prizes


def bubble_reached(s: TournamentState, busted: int) -> bool:
    """Whether ``busted`` more busts leave no more players than seats (the satellite's bubble).

    Only once registration is closed (no entry can arrive to change the pool) and with at least
    one seat; the caller checks registration.
    """
    prizes = prizes_of(s)
    left = s.players_left - busted
    return prizes is not None and prizes.seats > 0 and 1 <= left <= prizes.seats


def no_deal(s: TournamentState) -> None:
    """Refuse a deal in a satellite (the places left are seats, not cash to share).

    Raises:
        TournamentError: ``s`` is a satellite.
    """
    if is_satellite(s):
        raise TournamentError("satellite.err.no_deal")


def no_seat_change(s: TournamentState, seat_cents: int) -> None:
    """Refuse a new seat value (or making a satellite) once the tournament is over.

    The bubble decided who was seated with the seats the old value bought; Undo takes the end
    back first.

    Raises:
        TournamentError: ``s`` is finished and ``seat_cents`` differs from its seat value.
    """
    if s.finished and seat_cents != s.settings.satellite_seat_cents:
        raise TournamentError("satellite.err.over")


def seat_winners(s: TournamentState) -> list[int]:
    """The entries that won a seat, in finishing order (the players seated at the bubble first)."""
    prizes = prizes_of(s)
    if prizes is None:
        return []
    places = s.places
    return [e.id for e in s.finishing_order() if prizes.is_seat(places[e.id].best)]


def cash_place(s: TournamentState) -> tuple[int, int] | None:
    """The cash place as (place, cents), None when there is none (no remainder, no seats)."""
    prizes = prizes_of(s)
    if prizes is None or not prizes.seats or not prizes.remainder_cents:
        return None
    return prizes.seats + 1, prizes.remainder_cents


def summary_msg(s: TournamentState) -> Msg | None:
    """``Seats: 4 × €250 · 5th: €70`` as a message (None when not a satellite or no seat yet)."""
    prizes = prizes_of(s)
    if prizes is None or not prizes.seats:
        return None
    return prizes_msg(prizes, s.settings.currency)


def preview(pool_cents: int, seat_cents: int, currency: str) -> Msg:
    """What a pool of ``pool_cents`` would pay in seats (the new-tournament wizard's example).

    Raises:
        TournamentError: The pool does not buy one seat (the same line as :func:`check`).
    """
    prizes = split(pool_cents, seat_cents)
    if not prizes.seats:
        raise TournamentError(
            "satellite.err.seat_above_pool",
            seat=Money(seat_cents, currency),
            pool=Money(pool_cents, currency),
        )
    return prizes_msg(prizes, currency)


def prizes_msg(prizes: SatellitePrizes, currency: str) -> Msg:
    """``Seats: 4 × €250 · 5th: €70`` (``Seats: 4 × €250`` with no cash) for ``prizes``."""
    fields: dict[str, Any] = {"count": prizes.seats, "seat": Money(prizes.seat_cents, currency)}
    if not prizes.remainder_cents:
        return Msg("satellite.summary", **fields)
    return Msg(
        "satellite.summary_cash",
        place=_Ordinal(prizes.seats + 1),
        cash=Money(prizes.remainder_cents, currency),
        **fields,
    )


@dataclass(frozen=True, slots=True)
class _Ordinal:
    """A place in a message: ``5th`` (en), ``5°`` (it)."""

    n: int

    def text(self, lang: str = "en") -> str:
        return ordinal(self.n, lang)
