"""``director structure design``: a structure for a field, a stack, a length and a chip case.

``director structure design --players 38 --stack 20000 --hours 4 --level-minutes 20 --chips
25,100,500,1000,5000 --break-every 60`` prints the YAML of a structure the length estimate
expects to last about 4 hours (within 10 %), its header saying the inputs and the estimate;
``--out FILE`` writes it there instead and prints one line with the estimate. The designer is
:mod:`director.structures.design`'s. A refusal names the flag it is about (``--hours: a length
of 0 hours: ...``).
"""

from __future__ import annotations

import argparse
import math
import re
from pathlib import Path

from director.cli.common import add_lang, lang
from director.cli.tournament.values import CliError, chips, whole
from director.errors import DirectorError
from director.i18n import Msg, message
from director.structures.design import Design, design
from director.structures.games import parse_game

#: The flag each refusal of the designer is about.
_FLAGS = {
    "structures.design.err.no_chips": "--chips",
    "structures.design.err.chip": "--chips",
    "structures.design.err.players": "--players",
    "structures.design.err.stack": "--stack",
    "structures.design.err.stack_chips": "--stack",
    "structures.design.err.hours": "--hours",
    "structures.design.err.too_long": "--hours",
    "structures.design.err.too_short": "--hours",
    "structures.design.err.level_minutes": "--level-minutes",
    "structures.design.err.break_minutes": "--break-minutes",
    "structures.design.err.break_every": "--break-every",
    "structures.design.err.antes": "--antes",
    "structures.err.unknown_game": "--game",
}


def register(ss: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``structure design``."""
    d = ss.add_parser(
        "design",
        help="design a structure that lasts about the hours given",
        description="Write a structure YAML whose blinds are numbers a dealer likes, each "
        "level a smooth step, every level postable with the chips in play, colour-ups at the "
        "breaks, and that the length estimate expects to last about --hours (within a tenth). "
        "See the README, 'Designing a structure'.",
    )
    d.add_argument("--players", required=True, metavar="N", help="entrants expected")
    d.add_argument("--stack", required=True, metavar="S", help="the starting stack")
    d.add_argument("--hours", required=True, metavar="H", help="the length: 3.5 or 3:30")
    d.add_argument("--level-minutes", required=True, metavar="M", help="each level's minutes")
    d.add_argument(
        "--chips", required=True, metavar="V,...", help="the chip values, e.g. 25,100,500,1000"
    )
    d.add_argument(
        "--antes",
        default="bb",
        metavar="KIND",
        help="none, bb (big blind ante, the default) or classic (every player)",
    )
    d.add_argument("--break-every", metavar="MIN", help="minutes of play between breaks")
    d.add_argument("--break-minutes", default="10", metavar="MIN", help="each break (default 10)")
    d.add_argument("--game", default="nlhe", metavar="GAME", help="the game (default nlhe)")
    d.add_argument("--rebuys", default="0", metavar="R", help="rebuys expected in all")
    d.add_argument("--addons", default="0", metavar="A", help="add-ons expected in all")
    d.add_argument("--out", metavar="FILE", help="write the YAML to FILE (a new file)")
    add_lang(d)
    d.set_defaults(func=_design)


def _design(args: argparse.Namespace) -> int:
    said = lang(args)
    players = whole(args.players, "--players")
    stack = chips(args.stack, "--stack")
    hours = _hours(args.hours)
    level_minutes = _number(args.level_minutes, "--level-minutes")
    values = _chips(args.chips)
    every = None if args.break_every is None else _number(args.break_every, "--break-every")
    break_minutes = _number(args.break_minutes, "--break-minutes")
    rebuys, addons = whole(args.rebuys, "--rebuys"), whole(args.addons, "--addons")
    for flag, count in (("--rebuys", rebuys), ("--addons", addons)):
        if count < 0:
            raise CliError(
                "structures.design.flag", flag=flag, refusal=Msg("structures.err.estimate_rebuys")
            )
    out = None if args.out is None else Path(args.out)
    if out is not None and out.exists():
        refusal = Msg("structures.design.err.exists", file=str(out))
        raise CliError("structures.design.flag", flag="--out", refusal=refusal)
    try:
        game = parse_game(args.game)
        made = design(
            players=players,
            stack=stack,
            hours=hours,
            level_minutes=level_minutes,
            chips=values,
            antes=args.antes.strip().lower(),
            break_every=every,
            break_minutes=break_minutes,
            game=game,
            rebuys=rebuys,
            addons=addons,
            lang=said,
        )
    except CliError:
        raise
    except DirectorError as exc:
        named = _FLAGS.get(exc.key)
        if named is None:
            raise
        raise CliError("structures.design.flag", flag=named, refusal=exc.msg) from None
    if out is None:
        print(made.yaml, end="")
        return 0
    out.write_text(made.yaml, encoding="utf-8")
    print(written(str(out), made, said))
    return 0


def written(name: str, made: Design, lang: str = "en") -> str:
    """The line said once the YAML is written: its levels and the estimate."""
    e = made.estimate
    levels = made.structure.levels
    return message(
        "structures.design.written",
        lang,
        file=name,
        levels=len(levels),
        minutes=_clock(e.minutes),
        low=_clock(e.low),
        high=_clock(e.high),
        level=e.end_level,
        blinds=levels[e.end_level - 1].stakes(),
    )


def _clock(minutes: float) -> str:
    m = round(minutes)
    return f"{m // 60}:{m % 60:02d}"


def _number(text: str, flag: str) -> float:
    """A number as typed (``20``, ``7.5``, ``7,5``); the domain says if it is out of range."""
    try:
        value = float(str(text).strip().replace(",", "."))
    except ValueError:
        value = math.nan
    if not math.isfinite(value):
        raise CliError("cli.err.not_a_number", what=flag, part=text)
    return value


def _hours(text: str) -> float:
    """``3.5`` or ``3:30``."""
    m = re.fullmatch(r"\s*(\d{1,3}):([0-5]\d)\s*", str(text))
    if m:
        return int(m.group(1)) + int(m.group(2)) / 60
    return _number(text, "--hours")


def _chips(text: str) -> list[int]:
    """``25,100,500`` (commas, semicolons or spaces between the values)."""
    return [whole(item, "--chips") for item in re.split(r"[,;\s]+", str(text)) if item]
