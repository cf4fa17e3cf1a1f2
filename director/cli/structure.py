"""``director structure check|show``: validate and print blind structures."""

from __future__ import annotations

import argparse
import json
import sys

from director.structures import Break, Level, Severity, Structure, check_file


def register(sub: argparse._SubParsersAction) -> None:
    """Add ``structure check`` and ``structure show``."""
    p = sub.add_parser("structure", help="check or show blind structure files (YAML)")
    ss = p.add_subparsers(dest="structure_command", metavar="ACTION")
    ss.required = True

    c = ss.add_parser(
        "check",
        help="check structure files; exit 0 if all are valid, 1 otherwise",
        description="Print every error and warning as FILE:LINE:COLUMN: message.",
    )
    c.add_argument("files", nargs="+", metavar="FILE")
    c.add_argument("-q", "--quiet", action="store_true", help="print errors only, no warnings")
    c.set_defaults(func=_check)

    s = ss.add_parser("show", help="print the level table with each level's start time")
    s.add_argument("file", metavar="FILE")
    s.add_argument("--json", action="store_true", help="print a JSON list of levels and breaks")
    s.set_defaults(func=_show)


def _check(args: argparse.Namespace) -> int:
    status = 0
    for name in args.files:
        result = check_file(name)
        # Errors and warnings go to stdout together, in file order (as linters print them).
        for d in result.diagnostics:
            if args.quiet and d.severity is Severity.WARNING:
                continue
            print(d)
        if not result.ok:
            status = 1
        elif not args.quiet:
            s = result.structure
            assert s is not None
            print(
                f"{name}: ok: {s.name}, {_count(len(s.levels), 'level')}, "
                f"{_count(sum(1 for e in s if e.is_break), 'break')}, {clock_text(s.total_seconds)}"
            )
    return status


def _count(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def clock_text(seconds: int) -> str:
    """``H:MM`` for a time from the start of the tournament."""
    return f"{seconds // 3600}:{seconds % 3600 // 60:02d}"


def _show(args: argparse.Namespace) -> int:
    result = check_file(args.file)
    # Diagnostics go to stderr so that the table (or the JSON) on stdout stays clean.
    for d in result.diagnostics:
        print(d, file=sys.stderr)
    if result.structure is None:
        return 1
    s = result.structure
    if args.json:
        print(json.dumps(s.rows(), ensure_ascii=False))
        return 0
    print(table(s))
    return 0


def table(s: Structure) -> str:
    """The level table as text."""
    lines = [
        f"{s.name} — {s.game.label}, starting stack {s.starting_stack:,}",
        "",
        f"{'Level':>5}  {'Game':<5} {'Blinds / bets':>17} {'Ante':>13} {'Minutes':>7} {'Starts':>6}",
    ]
    for i, e in enumerate(s):
        start = clock_text(s.start_second(i))
        minutes = f"{e.minutes:g}"
        if isinstance(e, Break):
            label = "Break" + (f": {e.name}" if e.name else "")
            if e.color_up:
                label += f" (colour up {', '.join(f'{c:,}' for c in e.color_up)})"
            lines.append(f"{'':>5}  {label:<37} {minutes:>7} {start:>6}")
            continue
        assert isinstance(e, Level)
        ante = f"{e.ante:,}" if e.ante else ""
        if e.bb_ante:
            ante = f"BB {e.bb_ante:,}" if not ante else f"{ante}+BB {e.bb_ante:,}"
        if e.bring_in:
            ante = f"{ante} bi {e.bring_in:,}".strip()
        lines.append(
            f"{e.number:>5}  {e.game.short:<5} {e.blinds_text:>17} {ante:>13} {minutes:>7} {start:>6}"
        )
    lines.append(f"{'':>5}  {'End':<37} {'':>7} {clock_text(s.total_seconds):>6}")
    return "\n".join(lines)
