"""``director pots``: the floor tool on the command line (main and side pots, who wins each)."""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Sequence

from director.errors import DirectorError


class PotsInputError(DirectorError):
    """An argument of ``director pots`` that cannot be read."""


def register(sub: argparse._SubParsersAction) -> None:
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
        type=int,
        default=1,
        metavar="N",
        help="the smallest chip in play: split pots are shared in whole chips of it (default 1)",
    )
    p.add_argument("--lang", choices=("en", "it"), default="en", help="language of the hand names")
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
            raise PotsInputError(f"{what} {value!r} should be written NAME={example}")
        out.append((name.strip(), rest.strip()))
    return out


def _amount(name: str, text: str) -> int:
    if not re.fullmatch(r"\d+|\d{1,3}([.,_ ]\d{3})+", text):
        raise PotsInputError(f"{name} put in {text!r}: give a whole number of chips, e.g. 1500")
    return int(re.sub(r"\D", "", text))


def _pots(args: argparse.Namespace) -> int:
    from director.engine.cards import parse_cards
    from director.engine.floor import settle

    if not args.put:
        raise PotsInputError(
            "say what each player put in, e.g. --put Anna=1000 Bruno=400 (in seat order)"
        )
    put = [(name, _amount(name, amount)) for name, amount in _pairs(args.put, "--put", "AMOUNT")]
    hands = {}
    for name, cards in _pairs(args.hand, "--hand", "CARDS"):
        if name in hands:
            raise PotsInputError(f"{name}'s hand is given twice; give it once")
        hands[name] = parse_cards(cards)
    result = settle(
        put,
        folded=args.folded,
        board=parse_cards(args.board),
        hands=hands,
        button=args.button,
        chip_unit=args.chip_unit,
        lang=args.lang,
    )
    out = sys.stdout
    if args.json:
        out.write(json.dumps(result.to_json(), ensure_ascii=False) + "\n")
        return 0
    it = args.lang == "it"
    lines = []
    for k, pot in enumerate(result.pots):
        if it:
            label = "piatto principale" if k == 0 else f"piatto laterale {k}"
        else:
            label = "main pot" if k == 0 else f"side pot {k}"
        eligible = ", ".join(pot.eligible)
        if len(pot.winners) == 1:
            won = pot.winners[0]
        else:
            won = ", ".join(f"{w} {s}" for w, s in zip(pot.winners, pot.shares, strict=True))
        hand = f" ({pot.hand})" if pot.hand else ""
        if it:
            lines.append(f"{label} {pot.amount} [{eligible}]: vince {won}{hand}")
        else:
            lines.append(f"{label} {pot.amount} [{eligible}]: won by {won}{hand}")
    for name, amount in result.returned.items():
        if it:
            lines.append(f"puntata non chiamata restituita a {name}: {amount}")
        else:
            lines.append(f"uncalled bet returned to {name}: {amount}")
    totals = ", ".join(f"{name} {amount}" for name, amount in result.won.items() if amount)
    lines.append(("vincite: " if it else "won: ") + totals)
    out.write("\n".join(lines) + "\n")
    return 0
