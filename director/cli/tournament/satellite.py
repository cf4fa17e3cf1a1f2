"""A satellite's payouts on the command line: seats of the set value, then the cash remainder."""

from __future__ import annotations

from director.cli.tournament.output import print_json, say
from director.i18n import Lang, Msg
from director.tournament import Tournament
from director.tournament import satellite as sat
from director.tournament.amounts import format_money


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
    if as_json:
        rows = [
            {"place": place, "amount_cents": cents, "seat": prizes.is_seat(place)}
            for place, cents in enumerate(pays, 1)
        ]
        data = {
            "entries": summary.entries,
            "prize_pool_cents": summary.prize_pool_cents,
            "satellite": {
                "seat_cents": prizes.seat_cents,
                "seats": prizes.seats,
                "remainder_cents": prizes.remainder_cents,
            },
            "payouts": rows,
            "deal": None,
        }
        print_json(data)
        return True
    cur = t.settings.currency
    pool = format_money(summary.prize_pool_cents, cur, lang)
    say("satellite.cli.pool", lang, pool=pool, entries=summary.entries)
    line = sat.summary_msg(t.state)
    if line is not None:
        print(line.text(lang))
    for place, cents in enumerate(pays, 1):
        what = Msg("satellite.seat" if prizes.is_seat(place) else "satellite.cash")
        say(
            "satellite.cli.row", lang, place=place, what=what, amount=format_money(cents, cur, lang)
        )
    return True
