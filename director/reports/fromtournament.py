"""The sheets' data from a tournament: what :mod:`director.tournament` knows, as plain values.

Each function takes an open :class:`~director.tournament.Tournament` or one of its
:class:`~director.tournament.TournamentState` snapshots (a state never changes, so the GUI can
print one from a background thread while the director goes on). The amounts come from
:mod:`director.tournament.prizes`, the same functions ``director payouts`` and the GUI use, so
the sheets and the screen always agree.
"""

from __future__ import annotations

import datetime as dt
from typing import Protocol, TypeAlias, TypedDict

from director.errors import DirectorError
from director.reports.data import (
    PayoutPlace,
    PayoutSheetData,
    ResultRow,
    ResultsSheetData,
    SeatingSheetData,
    SeatRow,
    StructureSheetData,
)
from director.structures.chipset import MIN_PLAYERS, breakdown, tournament_chipset
from director.tournament import prizes as pz
from director.tournament import satellite as sat
from director.tournament.knockouts import person_won
from director.tournament.model import TournamentState
from director.tournament.views import person_bounties


class HasState(Protocol):
    """Anything with a tournament's current state: an open tournament."""

    @property
    def state(self) -> TournamentState:
        """The tournament as it is now."""
        ...


#: What a sheet can be printed from: a tournament's state, or an open tournament.
TournamentSource: TypeAlias = "TournamentState | HasState"


class _Header(TypedDict):
    """The fields every sheet's data starts with (:class:`~director.reports.data.SheetData`)."""

    name: str
    date: dt.date | None
    venue: str
    currency: str
    created: dt.datetime


def state_of(source: object) -> TournamentState:
    """The state of a tournament, or the state itself.

    Raises:
        DirectorError: ``sheet.err.source``, ``source`` is neither (a programming error shown
            in one line).
    """
    if isinstance(source, TournamentState):
        return source
    state = getattr(source, "state", None)
    if isinstance(state, TournamentState):
        return state
    raise DirectorError("sheet.err.source", kind=type(source).__name__)


def _header(s: TournamentState) -> _Header:
    """The top of every sheet: the tournament's name, day, venue, currency and creation."""
    st = s.settings
    date = dt.date.fromisoformat(st.date) if st.date else None
    # The PDF's creation date is when the tournament was created: the same file always
    # prints the same bytes.
    created = dt.datetime.fromtimestamp(s.created_at, dt.UTC).replace(tzinfo=None)
    return {
        "name": st.name,
        "date": date,
        "venue": st.venue,
        "currency": st.currency,
        "created": created,
    }


def _seats(s: TournamentState) -> int:
    """A satellite's seats (places 1..n win a seat, the sheet says so); 0 otherwise."""
    prizes = sat.prizes_of(s)
    return prizes.seats if prizes is not None else 0


def _deal_players(s: TournamentState) -> int:
    return len(s.deal.amounts) if s.deal is not None else 0


def payout_data(source: TournamentSource) -> PayoutSheetData:
    """The payout sheet of a tournament: money in, each paid place, winners once known.

    Places still to be decided are printed with the payout table's prize and a line for the
    name. Each player already placed in the money has a row with their name and what they
    actually take: a share of the places they tie for (TDA) or, once a deal is recorded and
    the tournament finished, the deal's amount.
    """
    s = state_of(source)
    st = s.settings
    summary = pz.money(s)
    amounts = pz.payouts(s, summary)
    won = pz.prizes(s, amounts)
    decided = [e for e in s.finishing_order() if won.get(e.id)]
    left = 0 if s.finished else s.players_left
    places = [PayoutPlace(place=i, amount_cents=a) for i, a in enumerate(amounts[:left], 1)]
    for e in decided:
        place = s.places[e.id]
        if place.best <= left:  # cannot happen: a placed entry is below the players left
            continue
        places.append(
            PayoutPlace(
                place=place.best,
                amount_cents=won[e.id],
                name=s.player_of(e).label,  # a person finishes once (re-entries)
                tied_to=place.worst if place.tied else None,
            )
        )
    return PayoutSheetData(
        **_header(s),
        entries=summary.entries,
        players=summary.unique_players if summary.unique_players != summary.entries else 0,
        rebuys=summary.rebuys,
        addons=summary.addons,
        prize_pool_cents=summary.prize_pool_cents,
        fee_cents=summary.fees_cents,
        buy_in_cents=st.buy_in.pool_cents,
        buy_in_fee_cents=st.buy_in.fee_cents,
        rebuy_cents=st.rebuy.price.total_cents if st.rebuy else 0,
        addon_cents=st.addon.price.total_cents if st.addon else 0,
        bounty_cents=st.bounty_cents,
        guarantee_cents=summary.guarantee_cents,
        overlay_cents=summary.overlay_cents,
        places=tuple(places),
        places_paid=len(amounts),
        deal_players=_deal_players(s),
        deal_settled=s.deal is not None and left == 0,
        seats=_seats(s),
    )


def results_data(source: TournamentSource) -> ResultsSheetData:
    """The results of a tournament: finishing order, prizes (ties shared, deals) and bounties."""
    s = state_of(source)
    summary = pz.money(s)
    won = pz.prizes(s)
    # One line per person, in their last entry's place (TDA, WSOP: a re-entry is the same
    # player), with the bounties of all their entries.
    collected = person_bounties(s)
    each = s.settings.bounty_cents
    # A progressive knockout's bounties are worth what they carried when won, not one price.
    progressive = person_won(s) if s.settings.progressive else None
    rows = []
    for e in s.finishing_order():
        place = s.places[e.id]
        rows.append(
            ResultRow(
                place=place.best,
                name=s.player_of(e).label,
                prize_cents=won.get(e.id, 0),
                bounties=collected.get(e.id, 0) if each else 0,
                bounty_cents=(
                    collected.get(e.id, 0) * each
                    if progressive is None
                    else progressive.get(e.id, 0)
                ),
                tied_to=place.worst if place.tied else None,
            )
        )
    return ResultsSheetData(
        **_header(s),
        entries=summary.entries,
        prize_pool_cents=summary.prize_pool_cents,
        players_left=0 if s.finished else s.players_left,
        rows=tuple(rows),
        bounties=bool(s.settings.bounty_cents),
        deal_players=_deal_players(s),
        seats=_seats(s),
    )


def seating_data(source: TournamentSource) -> SeatingSheetData:
    """Every seated player's table and seat, and the starting stack's chips if a set is known."""
    s = state_of(source)
    seats = tuple(
        SeatRow(table=ref.table, seat=ref.seat, name=s.label(entry))
        for entry, ref in s.seat_of.items()
    )
    return SeatingSheetData(**_header(s), seats=seats, starting_chips=_starting_chips(s))


def _starting_chips(s: TournamentState) -> tuple[tuple[int, int], ...]:
    """One starting stack as the tournament's chip set hands it out to every entry so far.

    Nothing when there is no chip set or it cannot make the stacks: the cards then say only
    the seat (``director structure chips`` says what the set lacks).
    """
    chipset = tournament_chipset(s.settings.chipset, s.structure)
    if chipset is None:
        return ()
    stack = s.settings.chips_for_entry(s.structure.starting_stack)
    try:
        return breakdown(stack, max(MIN_PLAYERS, len(s.entries)), chipset).counts
    except DirectorError:
        return ()


def structure_data(source: TournamentSource) -> StructureSheetData:
    """The tournament's blind structure with its name, date and venue."""
    s = state_of(source)
    return StructureSheetData(**_header(s), structure=s.structure)
