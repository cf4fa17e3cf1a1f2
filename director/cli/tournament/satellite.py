"""A satellite's payouts on the command line: seats of the set value, then the cash remainder."""

from __future__ import annotations

from director.cli.tournament.output import print_json, say
from director.i18n import Lang, Msg
from director.payouts.satellite import SatellitePrizes, satellite_payouts, split
from director.tournament import Tournament
from director.tournament import satellite as sat
from director.tournament.amounts import DEFAULT_CURRENCY, format_money


def print_payouts(t: Tournament, as_json: bool, lang: Lang) -> bool:
    """Print ``t``'s payouts as seats and cash; False (nothing printed) when not a satellite.

    ``--json``: each row has ``"seat": true`` for a seat (its ``amount_cents`` the seat value)
    and ``false`` for the cash place, and ``satellite`` gives the seat value, the seats and the
    remainder.

    Raises:
        TournamentError: The seat value is above the pool, or more prizes than players.
    """
    prizes = sat.check(t.state)
    if prizes is None:
        return False
    summary = t.money.summary()
    pays = t.money.payouts()
    _print(as_json, summary.entries, prizes, pays, t.settings.currency, lang)
    return True


def print_what_if(
    as_json: bool, entries: int, pool_cents: int, seat_cents: int, lang: Lang
) -> None:
    """``payouts --entries N --buy-in X --satellite V``: the seats ``entries`` would buy.

    Raises:
        TournamentError: The seat value is above the pool (the line says both).
    """
    sat.preview(pool_cents, seat_cents, DEFAULT_CURRENCY)  # refuses a seat above the pool
    pays = satellite_payouts(pool_cents, seat_cents, entries)
    _print(as_json, entries, split(pool_cents, seat_cents), pays, DEFAULT_CURRENCY, lang)


def _print(
    as_json: bool,
    entries: int,
    prizes: SatellitePrizes,
    pays: tuple[int, ...],
    cur: str,
    lang: Lang,
) -> None:
    """The seats and the cash place, as text or as the documented JSON."""
    if as_json:
        rows = [
            {"place": place, "amount_cents": cents, "seat": prizes.is_seat(place)}
            for place, cents in enumerate(pays, 1)
        ]
        data = {
            "entries": entries,
            "prize_pool_cents": prizes.pool_cents,
            "satellite": {
                "seat_cents": prizes.seat_cents,
                "seats": prizes.seats,
                "remainder_cents": prizes.remainder_cents,
            },
            "payouts": rows,
            "deal": None,
        }
        print_json(data)
        return
    pool = format_money(prizes.pool_cents, cur, lang)
    say("satellite.cli.pool", lang, pool=pool, entries=entries)
    print(sat.prizes_msg(prizes, cur).text(lang))
    for place, cents in enumerate(pays, 1):
        what = Msg("satellite.seat" if prizes.is_seat(place) else "satellite.cash")
        amount = format_money(cents, cur, lang)
        say("satellite.cli.row", lang, place=place, what=what, amount=amount)
