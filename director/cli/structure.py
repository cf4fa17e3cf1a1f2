"""``director structure check|show``: validate and print blind structures (and ``chips``, ``estimate``).

Both speak the command line's language (``--lang``, else the environment's): the diagnostics
(``FILE:LINE:COLUMN: error: ...``), the summary of a valid file and the level table.
"""

from __future__ import annotations

import argparse
import json
import sys

from director.cli import chips, design, estimate
from director.cli.common import add_lang, lang
from director.i18n import message
from director.structures import Break, Level, Severity, Structure, check_file
from director.structures.chipset import ChipSet
from director.yamlread import Number


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``structure check`` and ``structure show``."""
    p = sub.add_parser("structure", help="check or show blind structure files (YAML)")
    add_lang(p)  # --lang may come before the command, after it or after the action
    ss = p.add_subparsers(dest="structure_command", metavar="ACTION")
    ss.required = True

    c = ss.add_parser(
        "check",
        help="check structure files; exit 0 if all are valid, 1 otherwise",
        description="Print every error and warning as FILE:LINE:COLUMN: message.",
    )
    c.add_argument("files", nargs="+", metavar="FILE")
    c.add_argument("-q", "--quiet", action="store_true", help="print errors only, no warnings")
    chips.add_chipset(c, required=False)  # a level the chips in play cannot post is an error
    add_lang(c)
    c.set_defaults(func=_check)

    s = ss.add_parser("show", help="print the level table with each level's start time")
    s.add_argument("file", metavar="FILE")
    s.add_argument("--json", action="store_true", help="print a JSON list of levels and breaks")
    add_lang(s)
    s.set_defaults(func=_show)

    chips.register(ss)
    estimate.register(ss)
    design.register(ss)


def _check(args: argparse.Namespace) -> int:
    said = lang(args)
    status = 0
    chipset = None if args.chipset is None else ChipSet.parse(args.chipset)
    for name in args.files:
        result = check_file(name, chipset)
        # Errors and warnings go to stdout together, in file order (as linters print them).
        for d in result.diagnostics:
            if args.quiet and d.severity is Severity.WARNING:
                continue
            print(d.text(said))
        if result.structure is None:
            status = 1
        elif not args.quiet:
            print(summary(name, result.structure, said))
    return status


def summary(name: str, s: Structure, lang: str = "en") -> str:
    """``FILE: ok: NAME, 25 levels, 0 breaks, 4:10``: what a valid file holds."""
    levels, breaks = len(s.levels), sum(1 for e in s if e.is_break)
    return message(
        "structures.cli.ok",
        lang,
        file=name,
        name=s.name,
        levels=_count(levels, "structures.cli.levels", lang),
        breaks=_count(breaks, "structures.cli.breaks", lang),
        duration=clock_text(s.total_seconds),
    )


def _count(n: int, key: str, lang: str) -> str:
    return message(f"{key}_one" if n == 1 else key, lang, count=n)


def clock_text(seconds: int) -> str:
    """``H:MM`` for a time from the start of the tournament."""
    return f"{seconds // 3600}:{seconds % 3600 // 60:02d}"


def _show(args: argparse.Namespace) -> int:
    said = lang(args)
    result = check_file(args.file)
    # Diagnostics go to stderr so that the table (or the JSON) on stdout stays clean.
    for d in result.diagnostics:
        print(d.text(said), file=sys.stderr)
    if result.structure is None:
        return 1
    s = result.structure
    if args.json:
        print(json.dumps(s.rows(), ensure_ascii=False))
        return 0
    print(table(s, said))
    return 0


def table(s: Structure, lang: str = "en") -> str:
    """The level table as text, in ``lang``."""

    def word(key: str, **params: object) -> str:
        return message(f"structures.cli.{key}", lang, **params)

    def n(value: int) -> str:
        return Number(value).text(lang)

    lines = [
        word("title", name=s.name, game=s.game.text(lang), stack=n(s.starting_stack)),
        "",
        f"{word('level'):>5}  {word('game'):<5} {word('blinds'):>17} {word('ante'):>13} "
        f"{word('minutes'):>7} {word('starts'):>6}",
    ]
    for i, e in enumerate(s):
        start = clock_text(s.start_second(i))
        minutes = f"{e.minutes:g}".replace(".", "," if lang == "it" else ".")
        if isinstance(e, Break):
            label = word("break_named", name=e.name) if e.name else word("break")
            if e.color_up:
                label += " " + word("colour_up", chips=", ".join(n(c) for c in e.color_up))
            lines.append(f"{'':>5}  {label:<37} {minutes:>7} {start:>6}")
            continue
        lines.append(_level_row(e, minutes, start, lang))
    lines.append(f"{'':>5}  {word('end'):<37} {'':>7} {clock_text(s.total_seconds):>6}")
    return "\n".join(lines)


def _level_row(e: Level, minutes: str, start: str, lang: str) -> str:
    """A level's row: number, game, blinds or bets, antes (``bi``: the stud bring-in)."""

    def n(value: int) -> str:
        return Number(value).text(lang)

    ante = n(e.ante) if e.ante else ""
    if e.bb_ante:
        ante = f"BB {n(e.bb_ante)}" if not ante else f"{ante}+BB {n(e.bb_ante)}"
    if e.bring_in:
        ante = f"{ante} bi {n(e.bring_in)}".strip()
    blinds = e.stakes().text(lang)
    return f"{e.number:>5}  {e.game.short:<5} {blinds:>17} {ante:>13} {minutes:>7} {start:>6}"
