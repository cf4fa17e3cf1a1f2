"""``director structure chips``: the starting stack a chip set hands out, and how many it seats.

``director structure chips --stack 10000 --players 40 --chipset 25:400,100:600,500:200,1000:400``
prints one player's stack (each chip, how many, what they are worth, what the set holds) and the
most players the set seats with that breakdown; ``--json`` prints ``per_player`` and
``max_players``. With ``--structure FILE`` it also says each colour-up of that structure: which
chips leave, what the bank brings, the race (``colour_ups`` in the JSON). The rule that hands the stack out is :mod:`director.structures.chipset`'s.
"""

from __future__ import annotations

import argparse
import json

from director.cli.common import add_lang, lang
from director.cli.tournament.values import chips, whole
from director.i18n import message
from director.structures import Structure, load_structure
from director.structures.chipset import Breakdown, ChipSet, ColourUp, breakdown, colour_up
from director.yamlread import Number


def add_chipset(p: argparse.ArgumentParser, *, required: bool) -> None:
    """The ``--chipset`` option: each chip's value and how many the case holds."""
    p.add_argument(
        "--chipset",
        required=required,
        metavar="V:N,...",
        help="the chip set: each chip's value and how many the case holds, "
        "e.g. 25:400,100:600,500:200",
    )


def register(ss: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``structure chips``."""
    c = ss.add_parser(
        "chips",
        help="the starting stack a chip set hands out, and the most players it seats",
        description="Hand out a starting stack from a chip set: enough small chips to post the "
        "early blinds and make change, the bulk in larger ones, exactly the stack.",
    )
    c.add_argument("--stack", required=True, metavar="S", help="the starting stack")
    c.add_argument("--players", required=True, metavar="N", help="how many players")
    add_chipset(c, required=True)
    c.add_argument(
        "--structure",
        metavar="FILE",
        help="also say each colour-up of this structure: the bank's chips and the race",
    )
    c.add_argument("--json", action="store_true", help="print per_player and max_players as JSON")
    add_lang(c)
    c.set_defaults(func=_chips)


def _chips(args: argparse.Namespace) -> int:
    said = lang(args)
    stack = chips(args.stack, "--stack")
    players = whole(args.players, "--players")
    chipset = ChipSet.parse(args.chipset)
    structure = None if args.structure is None else load_structure(args.structure)
    b = breakdown(stack, players, chipset)
    ups = [] if structure is None else _colour_ups(structure, chipset, b)
    if args.json:
        out: dict[str, object] = {
            "stack": b.stack,
            "players": b.players,
            "per_player": {str(v): n for v, n in b.counts},
            "max_players": b.max_players,
            "chips": b.chips,
        }
        if structure is not None:
            out["colour_ups"] = [
                {"index": i, "chips": list(u.chips), "to": u.to, "count": u.count,
                 "value": u.value, "bank": u.bank}
                for i, u in ups
            ]  # fmt: skip
        print(json.dumps(out))
        return 0
    print(breakdown_text(b, chipset, said))
    for _, up in ups:
        print(up.text(said))
    return 0


def _colour_ups(structure: Structure, chipset: ChipSet, b: Breakdown) -> list[tuple[int, ColourUp]]:
    """Each break's colour-up for ``b.players`` starting stacks of ``b``, in order."""
    ups = (
        (i, colour_up(structure, i, chipset.values, b.per_player, b.players))
        for i in range(len(structure))
    )
    return [(i, up) for i, up in ups if up is not None]


def breakdown_text(b: Breakdown, chipset: ChipSet, lang: str = "en") -> str:
    """The breakdown as lines of text in ``lang``."""

    def n(value: int) -> str:
        return Number(value).text(lang)

    lines = [message("structures.chips.title", lang, stack=n(b.stack), players=n(b.players))]
    for value, count in b.counts:
        lines.append(
            "  "
            + message(
                "structures.chips.row",
                lang,
                count=f"{count:>3}",
                value=n(value),
                total=n(value * count),
                held=n(chipset[value]),
            )
        )
    lines.append(message("structures.chips.total", lang, count=b.chips, stack=n(b.stack)))
    lines.append(message("structures.chips.max_players", lang, most=n(b.max_players)))
    return "\n".join(lines)
