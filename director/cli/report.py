"""``director report payouts|results|seating|structure FILE --pdf OUT.pdf``: printed sheets.

Each sheet is read from a tournament file; the structure sheet also from a blind structure
(YAML). ``--pdf -`` writes the PDF to standard output (``... --pdf - | lp``). Problems (a
missing or damaged file, a file of the wrong kind, a folder that does not exist) are one line
``director: error: ...`` and exit status 1; the output file is written whole or not at all.
"""

from __future__ import annotations

import argparse
import datetime as dt
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from director.errors import DirectorError
from director.reports import (
    render_payouts,
    render_results,
    render_seating,
    render_structure,
)
from director.reports.texts import LANGS

#: The first bytes of an SQLite database (a tournament file).
_SQLITE = b"SQLite format 3\x00"

SHEETS = {
    "payouts": "the payout sheet: money in, each paid place, signatures on receipt",
    "results": "the results: finishing order, prizes, bounties",
    "seating": "the seating: list by table and seat, and seat cards to cut out",
    "structure": "the blind structure to put on each table (from a tournament or a YAML)",
}


def register(sub: argparse._SubParsersAction) -> None:
    """Add ``report payouts``, ``report results``, ``report seating`` and ``report structure``."""
    p = sub.add_parser(
        "report",
        help="print sheets as PDF: payouts, results, seating, structure",
        description="Print a sheet of a tournament as a PDF (A4 or Letter, Italian or English).",
    )
    ss = p.add_subparsers(dest="report_command", metavar="SHEET")
    ss.required = True
    for name, help_text in SHEETS.items():
        s = ss.add_parser(name, help=help_text, description=help_text[0].upper() + help_text[1:])
        what = "tournament file or blind structure (YAML)" if name == "structure" else "tournament"
        s.add_argument("file", metavar="FILE", help=f"the {what}")
        s.add_argument(
            "--pdf",
            required=True,
            metavar="OUT.pdf",
            help="where to write the PDF (- for standard output)",
        )
        s.add_argument("--lang", choices=LANGS, default="it", help="language (default: it)")
        s.add_argument(
            "--paper", choices=("a4", "letter"), default="a4", help="paper size (default: a4)"
        )
        if name == "structure":
            s.add_argument(
                "--start",
                metavar="HH:MM",
                type=_start_time,
                help="the time play starts: print each level's clock time (default: times "
                "from the start)",
            )
        if name == "seating":
            s.add_argument(
                "--by-name", action="store_true", help="add a list by name (players find seats)"
            )
            cards = s.add_mutually_exclusive_group()
            cards.add_argument("--no-cards", action="store_true", help="the list only, no cards")
            cards.add_argument("--cards-only", action="store_true", help="the seat cards only")
        s.set_defaults(func=_run, sheet=name)


def _start_time(value: str) -> dt.time:
    try:
        hours, minutes = value.strip().replace(".", ":").split(":")
        return dt.time(int(hours), int(minutes))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{value!r} is not a time of day; write it as HH:MM, like 20:30"
        ) from None


def _kind(path: Path) -> str:
    """What a file looks like from its first bytes: ``tournament``, ``structure`` (text) or
    ``other``. The loaders say what exactly is wrong with a file of the right kind."""
    try:
        with path.open("rb") as f:
            head = f.read(4096)
    except OSError:
        return "tournament"  # opening it again gives the one-line reason
    if head.startswith(_SQLITE) or not head:
        return "tournament"
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as exc:
        if exc.start < len(head) - 4:  # not just a character cut at the end of the sample
            return "other"
    return "other" if b"\0" in head else "structure"


def _open(path: Path, sheet: str) -> Any:
    from director.tournament import Tournament

    if path.is_file() and _kind(path) == "structure":
        raise DirectorError(
            f"{path}: this is a text file (a blind structure?), not a tournament; the {sheet} "
            "sheet is printed from a tournament file"
        )
    return Tournament.open(path)


def _run(args: argparse.Namespace) -> int:
    path = Path(args.file)
    out: Any = sys.stdout.buffer if args.pdf == "-" else Path(args.pdf)
    renderers: dict[str, Callable[..., Any]] = {
        "payouts": render_payouts,
        "results": render_results,
        "seating": render_seating,
        "structure": render_structure,
    }
    options: dict[str, Any] = {"lang": args.lang, "paper": args.paper}
    if args.sheet == "structure":
        options["start"] = args.start
    if args.sheet == "seating":
        options.update(
            by_table=not args.cards_only,
            by_name=args.by_name and not args.cards_only,
            cards=not args.no_cards,
        )
    if args.sheet == "structure" and path.is_file() and _kind(path) == "other":
        raise DirectorError(
            f"{path}: this is neither a tournament file nor a blind structure (YAML)"
        )
    if args.sheet == "structure" and path.is_file() and _kind(path) == "structure":
        from director.structures import load_structure

        source: Any = load_structure(path)
        renderers[args.sheet](source, out, **options)
    else:
        with _open(path, args.sheet) as tournament:
            source = tournament.state
        renderers[args.sheet](source, out, **options)
    if args.pdf == "-":
        sys.stdout.buffer.flush()
    else:
        print(f"wrote {args.pdf}")
    return 0
