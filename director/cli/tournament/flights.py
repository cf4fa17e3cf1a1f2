"""``director tournament merge DAY2_FILE FLIGHT_FILE...``: day 2 made from its flights.

The rules of the merge are :mod:`director.tournament.flights`'s (and the README's "Flights and
day 2"). A refusal is one line and writes nothing.
"""

from __future__ import annotations

import argparse

from director.cli.tournament.outcomes import money
from director.cli.tournament.output import number, say
from director.cli.tournament.run import in_language
from director.cli.tournament.values import CliError
from director.i18n import Lang, message
from director.tournament import Tournament
from director.tournament.flights import merge_flights, ordered, read_flights


@in_language
def merge(args: argparse.Namespace, lang: Lang) -> int:
    """``tournament merge``: make the day-2 file, then say what it holds.

    Raises:
        CliError: ``cli.err.file_name_empty``, no day-2 file name given.
    """
    if not str(args.day2).strip():
        raise CliError("cli.err.file_name_empty")
    name = args.name
    if not name:
        first = ordered(read_flights(args.flights))[0] if args.flights else None
        name = message("flights.day2_name", lang, name=first.state.settings.name) if first else None
    plan = merge_flights(args.day2, args.flights, name=name)
    t = Tournament.open(args.day2)
    try:
        s = t.state
        say(
            "flights.cli.made",
            lang,
            path=t.path,
            flights=len(plan.flights),
            entries=number(s.entry_count, lang),
            players=number(s.unique_players, lang),
            pool=money(t, t.money.summary().prize_pool_cents, lang),
            survivors=number(s.players_left, lang),
            tables=len({ref.table for ref in s.seat_of.values()}),
        )
        for g in plan.given_up:
            dropped = ", ".join(number(c, lang) for c in g.dropped)
            say(
                "flights.cli.given_up",
                lang,
                name=g.name,
                kept=number(g.kept, lang),
                dropped=dropped,
            )
    finally:
        t.close()
    return 0
