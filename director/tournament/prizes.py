"""Money in and money out: the prize pool, the payouts, each entry's prize and bounties.

Money in: every entry pays the buy-in (into the pool), the fee (kept by the house, on top) and
the bounty (set aside, paid to whoever eliminates it). Rebuys and add-ons put their own pool
part and fee. A percentage fee is taken from the pool instead. A guarantee tops the pool up; the
difference is the overlay the house pays.

Money out: :func:`director.payouts.compute_payouts` shares the pool among the places paid. A
place tied by players busted in the same hand with the same stack shares the prizes of the
places it covers (TDA; :func:`director.payouts.split_tied_places`). Players in a recorded deal
take the deal's amounts instead, the winner also what was left to play for.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from director.payouts import (
    PayoutTable,
    compute_payouts,
    default_payout_table,
    loads_payout_table,
    split_tied_places,
)
from director.payouts.satellite import satellite_payouts
from director.tournament.knockouts import knockouts
from director.tournament.model import Entry, EntryStatus, TournamentState
from director.tournament.mystery import winnings
from director.tournament.pricing import Collected
from director.tournament.settings import Settings


@functools.lru_cache(maxsize=16)
def payout_table(text: str) -> PayoutTable:
    """The tournament's payout table from its YAML text; the shipped default for "".

    Cached: the payouts are worked out after every action, the YAML is read once.
    """
    if not text.strip():
        return default_payout_table()
    return loads_payout_table(text, "<tournament payout table>")


@dataclass(frozen=True, slots=True)
class MoneySummary:
    """Money in, as the payout sheet prints it. All amounts in cents.

    Attributes:
        entries: Entries counted (re-entries included).
        unique_players: People who entered.
        rebuys: Rebuys (a double counts two).
        addons: Add-ons.
        buy_ins_cents: Pool part of the entries.
        rebuys_cents: Pool part of the rebuys.
        addons_cents: Pool part of the add-ons.
        fees_cents: What the house keeps (fixed fees and any percentage).
        bounties_cents: Set aside for bounties.
        collected_cents: Everything the players paid.
        pool_collected_cents: What the players put into the prize pool (after a percentage fee).
        guarantee_cents: The guaranteed pool (0: none).
        overlay_cents: What the house adds to reach the guarantee.
        prize_pool_cents: What is paid out in prizes.
    """

    entries: int
    unique_players: int
    rebuys: int
    addons: int
    buy_ins_cents: int
    rebuys_cents: int
    addons_cents: int
    fees_cents: int
    bounties_cents: int
    collected_cents: int
    pool_collected_cents: int
    guarantee_cents: int
    overlay_cents: int
    prize_pool_cents: int


def money(s: TournamentState) -> MoneySummary:
    """The money summary of ``s``: what was collected, each entry at the price it was taken at."""
    counts = (s.entry_count, s.rebuy_count, s.addon_count, s.unique_players)
    return _summary(s.settings, s.collected, counts)


def expected_money(settings: Settings, entries: int) -> MoneySummary:
    """The money ``entries`` first entries would bring with ``settings``.

    A preview (the new-tournament wizard's): no rebuys, no add-ons, every entry a new player.
    """
    gross = entries * settings.buy_in.pool_cents
    c = Collected(
        buy_ins_cents=gross,
        fees_cents=entries * settings.buy_in.fee_cents,
        percent_fee_cents=(gross * settings.fee_percent_bp + 5_000) // 10_000,
        bounties_cents=entries * settings.bounty_cents,
    )
    return _summary(settings, c, (entries, 0, 0, entries))


def _summary(st: Settings, c: Collected, counts: tuple[int, int, int, int]) -> MoneySummary:
    entries, rebuys, addons, unique_players = counts
    pool = c.gross_cents - c.percent_fee_cents
    overlay = max(0, st.guarantee_cents - pool)
    return MoneySummary(
        entries=entries,
        unique_players=unique_players,
        rebuys=rebuys,
        addons=addons,
        buy_ins_cents=c.buy_ins_cents,
        rebuys_cents=c.rebuys_cents,
        addons_cents=c.addons_cents,
        fees_cents=c.fees_cents + c.percent_fee_cents,
        bounties_cents=c.bounties_cents,
        collected_cents=c.gross_cents + c.fees_cents + c.bounties_cents,
        pool_collected_cents=pool,
        guarantee_cents=st.guarantee_cents,
        overlay_cents=overlay,
        prize_pool_cents=pool + overlay,
    )


def payouts(s: TournamentState, summary: MoneySummary | None = None) -> tuple[int, ...]:
    """The prize of each place paid, first place first (empty while the pool is empty)."""
    summary = summary or money(s)
    st = s.settings
    if summary.prize_pool_cents == 0:
        return ()
    if st.satellite_seat_cents:
        # A satellite's pool buys seats for the top places, the remainder in cash to the next.
        return satellite_payouts(
            summary.prize_pool_cents, st.satellite_seat_cents, summary.unique_players
        )
    table = payout_table(st.payout_table)

    def pay(places: int | None) -> tuple[int, ...]:
        return compute_payouts(
            summary.prize_pool_cents,
            max(summary.entries, 1),
            table,
            rounding_cents=st.rounding_cents,
            minimum_cash_cents=st.minimum_cash_cents,
            places=places,
        )

    amounts = pay(st.places_paid)
    people = max(summary.unique_players, 1)
    if len(amounts) > people:
        # Places are per person (TDA: a re-entered player finishes once, in their last entry's
        # place), so a place below the last person could never be reached: the pool is shared
        # among the places people can finish in.
        amounts = pay(people)
    return amounts


def prizes(s: TournamentState, amounts: tuple[int, ...] | None = None) -> dict[int, int]:
    """Prize won by each placed entry, in cents (entries without a prize are left out)."""
    amounts = payouts(s) if amounts is None else amounts
    out: dict[int, int] = {}
    groups: dict[tuple[int, int], list[int]] = {}
    for entry, placed in s.places.items():
        groups.setdefault((placed.best, placed.worst), []).append(entry)
    deal = s.deal
    for (best, worst), entries in groups.items():
        entries.sort()
        if best > len(amounts):
            continue
        shares = split_tied_places(amounts, best, worst - best + 1)
        for entry, share in zip(entries, shares, strict=False):
            if share:
                out[entry] = share
    if deal is not None:
        for entry, cents in deal.amounts:
            won = cents
            place = s.places.get(entry)
            if place is not None and place.best == 1 and s.finished:
                won += deal.play_for_cents
            if won:
                out[entry] = won
            else:
                out.pop(entry, None)
    return out


def remaining_prizes(s: TournamentState, amounts: tuple[int, ...] | None = None) -> list[int]:
    """The prizes of the places not decided yet (1st to the players left), first place first."""
    amounts = payouts(s) if amounts is None else amounts
    return list(amounts[: s.players_left])


#: How many places still to be paid a screen in the room lists (the projector, the TVs).
PLACES_SHOWN = 5


def places_shown(s: TournamentState, most: int = PLACES_SHOWN) -> list[tuple[int, int]]:
    """The places still to be paid as (place, cents), as the room's screens list them.

    When more than ``most`` remain: the top ones and the next place to be paid (the one the
    room is waiting on).
    """
    left = list(enumerate(remaining_prizes(s), start=1))
    if len(left) > most:
        left = left[: most - 1] + left[-1:]
    return left


def bounties(s: TournamentState) -> dict[int, int]:
    """Bounty money won by each entry, in cents.

    Each bounty is the one paid with the entry eliminated, at the price of its time; the
    winner also collects their own. A progressive knockout's cash is worked out by
    :mod:`director.tournament.knockouts`.
    """
    if s.settings.progressive:
        return dict(knockouts(s).won)
    if s.mystery is not None:
        # Mystery bounties: the bounty money went into the envelopes, won as they are drawn.
        return mystery_won(s)
    out: dict[int, int] = {}
    for e in s.entries.values():
        if e.status is EntryStatus.BUSTED and e.busted_by is not None:
            out[e.busted_by] = out.get(e.busted_by, 0) + _bounty(e)
    if s.finished and len(s.playing) == 1:
        w = s.playing[0]
        out[w.id] = out.get(w.id, 0) + _bounty(w)
    return {e: cents for e, cents in out.items() if cents}


def _bounty(e: Entry) -> int:
    """The bounty paid with entry ``e``."""
    return sum(p.bounty_cents for p in e.paid)


def mystery_won(s: TournamentState) -> dict[int, int]:
    """Mystery bounty money won by each entry; the winner takes the envelopes never opened."""
    winner = s.playing[0].id if s.finished and len(s.playing) == 1 else None
    return winnings(s.mystery, winner)


def person_mystery_won(s: TournamentState) -> dict[int, int]:
    """Mystery bounty money the person of each placed entry won over all their entries."""
    return s.per_person(mystery_won(s))
