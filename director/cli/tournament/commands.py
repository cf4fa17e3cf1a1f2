"""Every tournament command: name, handler, help and arguments, in the order of ``--help``.

``TOURNAMENT_ACTIONS`` are ``director tournament ACTION``; ``COMMANDS`` are ``director
COMMAND``. Handlers are named ``"module:function"`` (see :mod:`.parser`), grouped by module:
``files``, ``entrants``, ``tables``, ``clock``, ``show``, ``money``, ``icm``, ``history``,
``hands``, ``flights``.
"""

from __future__ import annotations

import argparse

from director.cli.tournament.parser import Arg, Command, Group, arg

#: ``--currency``'s default, said in its help (the same as the settings' default, which a test
#: checks: reading it from the domain would load the tournament package for every command).
DEFAULT_CURRENCY = "EUR"

_TABLE = arg("table", metavar="TABLE")
_SEAT = arg("seat", metavar="SEAT")
_NAME = arg("name", metavar="NAME")
_JSON = arg("--json", action="store_true")
_NO_SEAT = arg("--no-seat", action="store_true")
_CLOCK_ACTIONS = (
    "show",
    "start",
    "pause",
    "resume",
    "toggle",
    "next",
    "previous",
    "restart",
    "break",
    "level",
    "add",
    "remove",
)


def _settings_groups(*, new: bool) -> tuple[Group, ...]:
    """The settings options of ``tournament new`` (where the buy-in is required) and ``set``."""
    event = (
        arg("--name", help="the tournament's name"),
        arg("--date", help="the day: 29/11/2026 or 2026-11-29"),
        arg("--venue", help="where it is played"),
        arg("--currency", help=f"ISO code (default {DEFAULT_CURRENCY})"),
    )
    money = (
        arg("--buy-in", required=new, metavar="PRICE",
            help='buy-in to the pool, plus the fee on top as clubs write it: "20+5", "20,50", "€ 20"'),
        arg("--fee", help='house fee: an amount paid on top ("5") or a share of the pool ("10%%")'),
        arg("--chips", metavar="N", help="starting chips (default: the structure's stack)"),
        arg("--chipset", metavar="V:N,...",
            help='the chip case, each value and count: "25:400,100:600"; "none" removes'),
        arg("--bounty", metavar="AMOUNT", help="fixed bounty paid with each entry"),
        arg("--progressive", action=argparse.BooleanOptionalAction, default=None,
            help="progressive knockout: half the bounty to the eliminator, half onto theirs"),
        arg("--guarantee", metavar="AMOUNT", help="guaranteed prize pool"),
        arg("--mystery", metavar="AMOUNTxN,...",
            help='mystery bounty prizes, e.g. "500x1,100x2,20x10"; "none" removes'),
        arg("--mystery-from", metavar="LEVEL", help="eliminations draw a mystery bounty from LEVEL"),
    )  # fmt: skip
    entries = (
        arg("--late-reg", metavar="LEVEL", help="late registration until the end of LEVEL"),
        arg("--reentry", action=argparse.BooleanOptionalAction, default=None,
            help="allow re-entry"),
        arg("--max-entries", metavar="N", help="most entries per player (0: no limit)"),
        arg("--rebuy", metavar="PRICE", help='rebuy price, e.g. "10+1"; "none" removes'),
        arg("--rebuy-chips", metavar="N", help="chips per rebuy (default: starting stack)"),
        arg("--rebuy-until", metavar="LEVEL", help="rebuys until the end of LEVEL"),
        arg("--rebuy-max", metavar="N", help="most rebuys per player (0: no limit)"),
        arg("--rebuy-max-stack", metavar="N", help="rebuy only at or below N chips"),
        arg("--double-rebuy", action="store_true", help="allow double rebuys"),
        arg("--addon", metavar="PRICE", help='add-on price, e.g. "10"; "none" removes'),
        arg("--addon-chips", metavar="N", help="chips per add-on (default: starting stack)"),
        arg("--addon-level", metavar="LEVEL", help="add-ons during LEVEL and its break"),
    )  # fmt: skip
    tables = (
        arg("--seats", metavar="N", help="seats per table, 2 to 10 (default 9)"),
        arg("--threshold", metavar="N", help="balance when tables differ by more than N"),
        arg("--break-order", metavar="T,T,...", help="the order tables break in"),
        arg("--payout-table", metavar="YAML", help="a payout table file"),
        arg("--rounding", metavar="AMOUNT", help="round prizes to AMOUNT (e.g. 5)"),
        arg("--min-cash", metavar="AMOUNT", help="pay fewer places below this prize"),
        arg("--places", metavar="N", help="pay exactly N places"),
        arg(
            "--satellite",
            metavar="SEAT_VALUE",
            help='satellite: seats of this value, the rest in cash; "0": none',
        ),
    )
    groups = (
        Group("event", event),
        Group("money", money),
        Group("entries, rebuys, add-ons", entries),
        Group("tables and payouts", tables),
    )
    if new:
        return groups
    # A price changed once entries were taken never rewrites what was collected silently.
    taken = (
        arg("--from-now", action="store_true",
            help="new prices or chips apply from now on; what was taken keeps its price"),
        arg("--correct-past", action="store_true",
            help="the old prices were a mistake: re-price everything taken (one undo)"),
    )  # fmt: skip
    return (*groups, Group("prices of what was already taken", taken))


def _seat_args(*more: Arg) -> tuple[Arg, ...]:
    return (_TABLE, _SEAT, *more)


#: ``director tournament ACTION``: setting up and running the tournament.
TOURNAMENT_ACTIONS = (
    Command("new", "files:new", "create a tournament file", (
        arg("--structure", metavar="PATH", help="blind structure YAML (default: the club's)"),
        arg("--tables", metavar="N", help="add N tables"),
        arg("--overwrite", action="store_true", help="replace an existing tournament file"),
    ), groups=_settings_groups(new=True)),
    Command("set", "files:set_settings", "change the tournament's settings (undoable)",
            groups=_settings_groups(new=False)),
    Command("structure", "files:structure", "replace the blind structure (undoable)", (
        arg("structure", metavar="PATH", help="blind structure YAML"),
    )),
    Command("tables", "tables:tables", "list, add or remove tables", (
        arg("--add", metavar="N", help="add N tables"),
        arg("--seats", metavar="N", help="seats of the new tables"),
        arg("--remove", metavar="T", action="append", help="remove empty table T"),
    )),
    Command("button", "tables:button", "put the dealer button at a seat", _seat_args()),
    Command("block", "tables:block", "block a seat (or open it with --open)", _seat_args(
        arg("--open", action="store_true", help="open the seat again"),
    )),
    Command("fix", "tables:fix", "give a player a fixed seat that balancing never moves", (
        _NAME,
        arg("--free", action="store_true", help="the seat is no longer fixed"),
    )),
    Command("reserve", "tables:reserve", "hold a seat for a registered player", _seat_args(
        arg("name", metavar="NAME", nargs="?"),
        arg("--release", action="store_true", help="the seat is no longer held"),
    )),
    Command("hand-for-hand", "tables:hand_for_hand",
            "hand-for-hand play: on, off, done TABLE, next", (
        arg("what", choices=("on", "off", "done", "next")),
        arg("table", metavar="TABLE", nargs="?"),
        arg("--force", action="store_true", help="next hand even if tables are playing"),
    )),
    Command("hand", "tables:hand", "record the result of a hand at a table", (
        _TABLE,
        arg("--stacks", nargs="+", metavar="NAME=CHIPS", help="stacks after the hand"),
        arg("--busted", nargs="+", metavar="NAME[:BY]", help="players out (and by whom)"),
        arg("--button", metavar="SEAT", help="button seat for the next hand"),
    )),
    Command("registration", "files:registration", "close or reopen registration", (
        arg("what", choices=("close", "open")),
    )),
    Command("finish", "files:finish", "declare the tournament over (one player left)"),
    Command("history", "history:history", "print the log of every action", (_JSON,)),
    Command("merge", "flights:merge",
            "make a new day-2 file from the flights' files (survivors need chip counts)", (
        arg("day2", metavar="DAY2_FILE", help="the new day-2 file (never an existing one)"),
        arg("flights", metavar="FLIGHT_FILE", nargs="+", help="the flights' tournament files"),
        arg("--name", help="day 2's name (default: the first flight's, with Day 2)"),
    ), file="none"),
)  # fmt: skip

#: ``director COMMAND``: what happens during the evening.
COMMANDS = (
    Command("register", "entrants:register", "register a player", (
        _NAME,
        arg("--nickname", help="tells apart two players with the same name"),
        arg("--email"),
        arg("--phone"),
        arg("--notes"),
        arg("--no-seat", action="store_true", help="do not draw a seat now"),
        arg("--force", action="store_true", help="register even if registration is closed"),
        arg("--club", metavar="ID",
            help="the club's player this is: their id as director club players shows it"),
    )),
    Command("reenter", "entrants:reenter", "a new entry for a busted player (re-entry)", (
        _NAME,
        _NO_SEAT,
        arg("--force", action="store_true", help="even if registration is closed"),
    )),
    Command("edit", "entrants:edit", "correct a player's details, or their link to the club", (
        _NAME,
        arg("--name", dest="new_name", metavar="NAME", help="the corrected name"),
        arg("--nickname"),
        arg("--email"),
        arg("--phone"),
        arg("--notes"),
        arg("--club", metavar="ID",
            help="the club's player this is: their id as director club players shows it"),
        arg("--no-club", action="store_true",
            help="not the club's player they were linked to: unlink (the club goes by name)"),
    )),
    Command("withdraw", "entrants:withdraw",
            "cancel an entry (refunded; it no longer counts)", (_NAME,)),
    Command("bust", "entrants:bust", "players out (several names: the same hand)", (
        arg("names", metavar="NAME", nargs="+"),
        arg("--by", metavar="NAME", help="who eliminated them (gets the bounty)"),
        arg("--split-with", metavar="NAME", action="append", default=[],
            help="another winner of the split pot that eliminated them (repeat for more)"),
        arg("--stacks", metavar="N,N,...",
            help="stacks at the start of the hand, one per NAME"),
    )),
    Command("revive", "entrants:revive", "bring back a player busted by mistake", (
        _NAME,
        arg("--reason", required=True, help="why (kept in the record)"),
        arg("--chips", metavar="N", help="the player's stack now"),
        _NO_SEAT,
    )),
    Command("rebuy", "entrants:rebuy", "a rebuy", (
        _NAME,
        arg("--double", action="store_true", help="double rebuy"),
        arg("--stack", metavar="N", help="the player's stack now (for the threshold)"),
        arg("--force", action="store_true", help="outside the rebuy period or limits"),
    )),
    Command("addon", "entrants:addon", "an add-on", (
        _NAME,
        arg("--force", action="store_true", help="outside the add-on period"),
    )),
    Command("chips", "entrants:chip_counts",
            "enter chip counts: NAME AMOUNT [NAME AMOUNT ...]", (
        arg("items", metavar="NAME AMOUNT", nargs="+"),
    )),
    Command("seat", "tables:seat",
            "draw seats for everybody without one, or seat one player", (
        arg("name", metavar="NAME", nargs="?"),
        arg("--table", metavar="T"),
        arg("--seat", metavar="S"),
        arg("--buttons", action="store_true",
            help="then draw for the button at every table without one (high card)"),
    )),
    Command("move", "tables:move", "move a player to a table and seat", (_NAME, _TABLE, _SEAT)),
    Command("balance", "tables:balance", "propose (and with --apply make) table moves", (
        arg("--apply", nargs="?", const="", metavar="CODE",
            help="make the moves proposed (CODE: the one printed with them)"),
        arg("--break", dest="break_table", nargs="?", const="auto", metavar="TABLE",
            help="break a table"),
        arg("--final", nargs="?", const="auto", metavar="TABLE", help="final table draw"),
    )),
    Command("undo", "history:undo", "take back the last action"),
    Command("redo", "history:redo", "do again the last undone action"),
    Command("show", "show:show", "show the tournament: clock, money, entrants", (_JSON,)),
    Command("clock", "clock:clock", "the clock: start, pause, resume, next, previous, ...", (
        arg("what", choices=_CLOCK_ACTIONS),
        arg("value", nargs="?", metavar="N", help="level number or minutes"),
    )),
    Command("payouts", "money:payouts",
            "the prizes of a tournament, or for N entries at a buy-in", (
        arg("--entries", metavar="N"),
        arg("--buy-in", metavar="AMOUNT"),
        arg("--fee", help='"5" (on top, not in the pool) or "10%%" (taken from the pool)'),
        arg("--guarantee", metavar="AMOUNT"),
        arg("--table", metavar="YAML", help="payout table file (default: the club's)"),
        arg("--rounding", metavar="AMOUNT", help="round prizes to AMOUNT (default 1)"),
        arg("--min-cash", metavar="AMOUNT"),
        arg("--places", metavar="N"),
        arg("--satellite", metavar="SEAT_VALUE", help="a satellite: seats of this value"),
        _JSON,
    ), file="optional"),
    Command("icm", "icm:icm", "ICM equities (Malmuth-Harville) of stacks for prizes", (
        arg("--stacks", required=True, metavar="N,N,..."),
        arg("--prizes", required=True, metavar="N,N,..."),
        _JSON,
    ), file="none"),
    Command("deal", "money:deal", "a deal for the players left (ICM or chip-chop)", (
        arg("--method", choices=("icm", "chip-chop"), default="icm"),
        arg("--play-for", metavar="AMOUNT", help="leave this much to play for"),
        arg("--record", action="store_true", help="record the deal proposed"),
        arg("--amounts", nargs="+", metavar="NAME=AMOUNT", help="record agreed amounts"),
        _JSON,
    )),
    Command("hands", "hands:hands",
            "the hands played at the tables (--export FOLDER: each as a PHH file)", (
        arg("--table", metavar="T", help="only the hands of table T"),
        arg("--export", metavar="FOLDER", help="write each hand there as a PHH file"),
        _JSON,
    )),
    Command("import", "files:import_players", "register the players listed in a CSV file", (
        arg("csv", metavar="CSV"),
        arg("--force", action="store_true", help="even if registration is closed"),
    )),
    Command("export", "files:export", "write the entrants and results to a CSV file", (
        arg("csv", metavar="CSV"),
        arg("--comma", action="store_true", help="separate with , (default ; for Excel)"),
    )),
)  # fmt: skip
