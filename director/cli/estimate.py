"""``director structure estimate``: how long a tournament on a structure lasts.

``director structure estimate structures/club-50.yaml --players 50`` prints the median length,
its 10-90 % range and the level in play at the end; ``--json`` prints them as ``minutes``,
``low``, ``high`` and ``end_level`` with the curves. The model is
:mod:`director.structures.estimate`'s. A refusal names the flag it is about (``--players: a
tournament needs at least 2 players``) or the file (``FILE: the structure ends at level 8 ...``).
"""

from __future__ import annotations

import argparse
import json
import math
import sys

from director.cli.common import add_lang, lang
from director.cli.tournament.values import CliError, chips, whole
from director.errors import DirectorError
from director.i18n import Msg, message
from director.structures import Severity, Structure, check_file
from director.structures.estimate import HANDS_PER_HOUR, Estimate, estimate
from director.yamlread import Number

#: The flag each refusal of the estimate is about (the file for a structure too short).
_FLAGS = {
    "structures.err.estimate_players": "--players",
    "structures.err.estimate_stack": "--stack",
    "structures.err.estimate_hands": "--hands-per-hour",
}


def register(ss: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``structure estimate``."""
    e = ss.add_parser(
        "estimate",
        help="estimate how long a tournament on the structure lasts",
        description="Simulate the field many times (tables of nine, all-ins more frequent as "
        "stacks shrink against the blinds) and print the median length, its 10-90 % range "
        "and the level at the end. See the README, 'How long will it last?'.",
    )
    e.add_argument("file", metavar="FILE")
    e.add_argument("--players", required=True, metavar="N", help="entrants")
    e.add_argument("--stack", metavar="S", help="the starting stack (default: the structure's)")
    e.add_argument("--rebuys", default="0", metavar="R", help="rebuys expected in all")
    e.add_argument("--addons", default="0", metavar="A", help="add-ons expected in all")
    e.add_argument(
        "--hands-per-hour",
        default=str(HANDS_PER_HOUR),
        metavar="H",
        help=f"hands a full table deals in an hour (default {HANDS_PER_HOUR:g})",
    )
    e.add_argument("--json", action="store_true", help="print the estimate as JSON")
    add_lang(e)
    e.set_defaults(func=_estimate)


def _estimate(args: argparse.Namespace) -> int:
    said = lang(args)
    players = whole(args.players, "--players")
    stack = None if args.stack is None else chips(args.stack, "--stack")
    rebuys = whole(args.rebuys, "--rebuys")
    addons = whole(args.addons, "--addons")
    hands = _hands(args.hands_per_hour)
    for flag, count in (("--rebuys", rebuys), ("--addons", addons)):
        if count < 0:
            raise CliError(
                "structures.estimate.flag", flag=flag, refusal=Msg("structures.err.estimate_rebuys")
            )
    result = check_file(args.file)
    for d in result.diagnostics:  # stderr: the estimate (or the JSON) on stdout stays clean
        if d.severity is Severity.ERROR:
            print(d.text(said), file=sys.stderr)
    if result.structure is None:
        return 1
    s = result.structure
    try:
        e = estimate(s, players, stack=stack, rebuys=rebuys, addons=addons, hands_per_hour=hands)
    except DirectorError as exc:
        flag = _FLAGS.get(exc.key, args.file)
        raise CliError("structures.estimate.flag", flag=flag, refusal=exc.msg) from None
    stack = s.starting_stack if stack is None else stack
    if args.json:
        out = {
            "players": players,
            "stack": stack,
            "rebuys": rebuys,
            "addons": addons,
            "hands_per_hour": hands,
            **e.as_dict(),
            "end_blinds": s.levels[e.end_level - 1].blinds_text,
        }
        print(json.dumps(out, ensure_ascii=False))
        return 0
    print(estimate_text(s, e, players, stack, rebuys + addons, hands, said))
    return 0


def _hands(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value):
        raise CliError("cli.err.not_a_number", what="--hands-per-hour", part=text)
    if value <= 0:
        raise CliError(
            "structures.estimate.flag",
            flag="--hands-per-hour",
            refusal=Msg("structures.err.estimate_hands"),
        )
    return value


def duration(minutes: float) -> str:
    """``3:28`` for a length in minutes."""
    m = round(minutes)
    return f"{m // 60}:{m % 60:02d}"


def estimate_text(
    s: Structure, e: Estimate, players: int, stack: int, extra: int, hands: float, lang: str
) -> str:
    """The estimate as lines of text in ``lang``."""

    def n(value: int) -> str:
        return Number(value).text(lang)

    level = s.levels[e.end_level - 1]
    lines = [
        message(
            "structures.estimate.field",
            lang,
            name=s.name,
            players=n(players),
            stack=n(stack),
            chips=n(stack * (players + extra)),
        ),
        message(
            "structures.estimate.length",
            lang,
            minutes=duration(e.minutes),
            low=duration(e.low),
            high=duration(e.high),
        ),
        message("structures.estimate.end_level", lang, level=e.end_level, blinds=level.stakes()),
        message(
            "structures.estimate.model",
            lang,
            runs=e.runs,
            hands=f"{hands:g}".replace(".", "," if lang == "it" else "."),
        ),
    ]
    if e.overrun:
        share = max(1, round(100 * e.overrun))
        lines.append(message("structures.estimate.overrun", lang, share=share))
    return "\n".join(lines)
