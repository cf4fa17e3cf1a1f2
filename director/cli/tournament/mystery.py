"""``--mystery`` and ``--mystery-from`` of ``tournament new`` and ``set``: the mystery prizes.

The prizes are not a plain setting: setting them shuffles the envelopes and publishes the
commitment to their order (:mod:`director.tournament.mystery`), so they are read here before
anything changes and set with ``t.mystery.set`` after the other settings.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from director.cli.tournament.output import say
from director.cli.tournament.values import whole
from director.i18n import Lang
from director.tournament.mystery import Prizes, parse_prizes, prizes_text

if TYPE_CHECKING:
    from director.tournament import Tournament

#: What ``--mystery`` takes to mean "no mystery bounties".
_NONE = ("none", "no", "0")


def asked(
    args: argparse.Namespace, prizes: Prizes, from_level: int | None
) -> tuple[Prizes, int | None] | None:
    """The prizes and level the options ask for (None: neither option typed).

    ``prizes`` and ``from_level`` are the ones set now, kept for the option not typed.

    Raises:
        DirectorError: A malformed list (one line saying the form) or level.
    """
    if args.mystery is None and args.mystery_from is None:
        return None
    if args.mystery is not None:
        none = args.mystery.strip().lower() in _NONE
        prizes = () if none else parse_prizes(args.mystery)
    if args.mystery_from is not None:
        from_level = whole(args.mystery_from, "--mystery-from")
    return prizes, from_level


def apply(t: Tournament, wanted: tuple[Prizes, int | None], lang: Lang) -> None:
    """Set the prizes (shuffled and committed) and say so with the commitment."""
    record = t.mystery.set(*wanted)
    deck = t.mystery.deck
    if deck is None:
        say("mystery.cli.cleared", lang)
        return
    say(
        "mystery.cli.set",
        lang,
        prizes=prizes_text(record.prizes),
        level=record.from_level,
        commitment=deck.commitment,
    )
