"""``director pots``: the floor tool on the command line (main and side pots, who wins each)."""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from director.cli.common import add_lang, lang, positive_whole
from director.errors import DirectorError
from director.i18n import message

if TYPE_CHECKING:  # the engine is imported when the command runs (its tables cost to build)
    from director.engine.floor import Settlement


#: The values of :class:`director.engine.pots.OddChipRule` (spelled out: the engine is imported
#: only when the command runs; a test checks they agree).
ODD_CHIP_RULES = ("left_of_button", "all_left_of_button", "biggest_bet")


class PotsInputError(DirectorError):
    """An argument of ``director pots`` that cannot be read."""


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``pots``."""
    p = sub.add_parser(
        "pots",
        help="settle a disputed hand: main and side pots and who wins each",
        description=(
            "Cut what each player put in into the main pot and the side pots, give back an "
            "uncalled bet, and award each pot to the best hand shown among the players eligible "
            "for it (split pots: odd chips from the first winner left of the button). List the "
            "players in seat order, clockwise."
        ),
        epilog=(
            "Example: director pots --put Anna=1000 Bruno=400 Carla=1000 --folded Carla "
            "--board AhKdQc2s3s --hand Anna=AsKs Bruno=QdQh --button Carla"
        ),
    )
    p.add_argument(
        "--put",
        action="extend",
        nargs="+",
        default=[],
        metavar="NAME=AMOUNT",
        help="chips a player put in during the hand (blinds, antes, bets), in seat order",
    )
    p.add_argument(
        "--folded", action="extend", nargs="+", default=[], metavar="NAME", help="who folded"
    )
    p.add_argument("--board", default="", metavar="CARDS", help="the board, e.g. AhKdQc2s3s")
    p.add_argument(
        "--hand",
        action="extend",
        nargs="+",
        default=[],
        metavar="NAME=CARDS",
        help="the cards a player showed, e.g. Anna=AsKs",
    )
    p.add_argument("--button", metavar="NAME", help="the player with the dealer button")
    p.add_argument(
        "--chip-unit",
        type=positive_whole,
        default=1,
        metavar="N",
        help="the smallest chip in play: split pots are shared in whole chips of it (default 1)",
    )
    p.add_argument(
        "--odd-chip",
        choices=ODD_CHIP_RULES,
        default=ODD_CHIP_RULES[0],
        help=(
            "who gets the chips a split pot leaves over: left_of_button, one each from the first "
            "winner left of the button (TDA, the default); all_left_of_button, all to him; "
            "biggest_bet, all to the winner who saw the biggest bet (club sheet 004)"
        ),
    )
    add_lang(p)  # before the command or after it: one language for the hands and the errors
    p.add_argument(
        "--json",
        action="store_true",
        help='print {"pots": [{"amount", "eligible", "winners", ...}], "won": {NAME: amount}}',
    )
    p.set_defaults(func=_pots)


def _pairs(values: Sequence[str], what: str, example: str) -> list[tuple[str, str]]:
    out = []
    for value in values:
        name, sep, rest = value.partition("=")
        if not sep or not name.strip() or not rest.strip():
            raise PotsInputError(
                "engine.err.pots_cli.pair", what=what, value=value, example=example
            )
        out.append((name.strip(), rest.strip()))
    return out


def _amount(name: str, text: str) -> int:
    if not re.fullmatch(r"\d+|\d{1,3}([.,_ ]\d{3})+", text):
        raise PotsInputError("engine.err.pots_cli.amount", name=name, text=text)
    digits = re.sub(r"\D", "", text)
    if len(digits) > 16:  # above the ceiling (and int() refuses 5,000 digits)
        from director.engine.rules import MAX_CHIPS
        from director.yamlread.diagnostics import Number

        raise PotsInputError("engine.err.too_many_chips", value=text, most=Number(MAX_CHIPS))
    return int(digits)


def _pots(args: argparse.Namespace) -> int:
    from director.engine.cards import parse_cards
    from director.engine.floor import settle
    from director.engine.pots import OddChipRule

    said = lang(args)
    if not args.put:
        raise PotsInputError("engine.err.pots_cli.put")
    put = [(name, _amount(name, amount)) for name, amount in _pairs(args.put, "--put", "AMOUNT")]
    hands = {}
    for name, cards in _pairs(args.hand, "--hand", "CARDS"):
        if name in hands:
            raise PotsInputError("engine.err.pots_cli.hand_twice", name=name)
        hands[name] = parse_cards(cards)
    result = settle(
        put,
        folded=args.folded,
        board=parse_cards(args.board),
        hands=hands,
        button=args.button,
        chip_unit=args.chip_unit,
        odd_chip=OddChipRule(args.odd_chip),
        lang=said,
    )
    out = sys.stdout
    if args.json:
        out.write(json.dumps(result.to_json(), ensure_ascii=False) + "\n")
        return 0
    out.write("\n".join(_lines(result, said)) + "\n")
    return 0


def _lines(result: Settlement, lang: str) -> list[str]:
    """The settlement in words, one line per pot, the uncalled bets, then who won what."""
    lines = []
    for k, pot in enumerate(result.pots):
        label = (
            message("engine.cli.pot.main", lang)
            if k == 0
            else message("engine.cli.pot.side", lang, number=k)
        )
        eligible = ", ".join(pot.eligible)
        if len(pot.winners) == 1:
            won = pot.winners[0]
        else:
            won = ", ".join(f"{w} {s}" for w, s in zip(pot.winners, pot.shares, strict=True))
        fields = {"pot": label, "amount": pot.amount, "eligible": eligible, "won": won}
        if pot.hand:
            lines.append(message("engine.cli.pots.won_hand", lang, hand=pot.hand, **fields))
        else:
            lines.append(message("engine.cli.pots.won", lang, **fields))
    for name, amount in result.returned.items():
        lines.append(message("engine.cli.pots.returned", lang, name=name, amount=amount))
    totals = ", ".join(f"{name} {amount}" for name, amount in result.won.items() if amount)
    lines.append(message("engine.cli.pots.total", lang, totals=totals))
    return lines
