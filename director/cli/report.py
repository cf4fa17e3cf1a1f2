"""``director report payouts|results|bounties|seating|structure FILE --pdf OUT.pdf``: printed sheets.

Each sheet is read from a tournament file; the structure sheet also from a blind structure
(YAML). ``--pdf -`` writes the PDF to standard output (``... --pdf - | lp``). Problems (a
missing or damaged file, a file of the wrong kind, a folder that does not exist) are one line
``director: error: ...`` and exit status 1; the output file is written whole or not at all.

``--lang`` (after the sheet's name, or before ``report`` as for every command) chooses the
language of the sheet and of what the command says. Without it the sheet is Italian (the clubs'
language) and the messages are in the environment's language, like every other command's.
"""

from __future__ import annotations

import argparse
import datetime as dt
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from director.cli.common import lang
from director.errors import DirectorError
from director.i18n import Lang, lang_from_env, message

if TYPE_CHECKING:
    from director.reports.output import Output
    from director.structures import Structure
    from director.tournament.model import TournamentState

#: The sheet's language when ``--lang`` is not typed: the clubs that print them are Italian.
SHEET_LANG: Lang = "it"
#: The sheets' languages (:data:`director.reports.LANGS`, which a test compares: importing the
#: sheets loads reportlab, which every other command would then wait for).
SHEET_LANGS: tuple[Lang, ...] = ("it", "en")

#: The first bytes of an SQLite database (a tournament file).
_SQLITE = b"SQLite format 3\x00"

SHEETS = {
    "payouts": "the payout sheet: money in, each paid place, signatures on receipt",
    "results": "the results: finishing order, prizes, bounties",
    "bounties": "the bounties: the pool apart, each player's bounty won and on their head",
    "seating": "the seating: list by table and seat, and seat cards to cut out",
    "structure": "the blind structure to put on each table (from a tournament or a YAML)",
    "satellite": "a satellite's winners: each seat and the cash place, signatures on receipt",
}


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
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
        # The same destination as the global --lang, and only set when typed: when given it
        # chooses the messages' language too, and when not the messages follow the environment.
        s.add_argument(
            "--lang",
            choices=SHEET_LANGS,
            default=argparse.SUPPRESS,
            help="language of the sheet and of the messages (default: it for the sheet, the "
            "environment's language for the messages)",
        )
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
    """``--start``'s time of day: ``20:30`` (or ``20.30``)."""
    try:
        hours, minutes = value.strip().replace(".", ":").split(":")
        return dt.time(int(hours), int(minutes))
    except ValueError:
        # Read before --lang may be, so in the environment's language.
        text = message("sheet.err.start_time", lang_from_env(), value=value)
        raise argparse.ArgumentTypeError(text) from None


def _kind(path: Path) -> str:
    """What a file looks like from its first bytes: ``tournament``, ``structure`` or ``other``.

    A structure is any text; the loaders say what exactly is wrong with a file of the right
    kind.
    """
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


def _tournament_state(path: Path, sheet: str) -> TournamentState:
    """The state of the tournament in ``path``, read and closed.

    Raises:
        DirectorError: ``sheet.err.text_file`` for a text file, or why the tournament file
            cannot be read.
    """
    from director.tournament import Tournament

    if path.is_file() and _kind(path) == "structure":
        raise DirectorError("sheet.err.text_file", path=str(path), sheet=sheet)
    with Tournament.open(path) as tournament:
        return tournament.state


def _structure_source(path: Path) -> Structure | TournamentState:
    """A blind structure (YAML) or the state of a tournament file, whichever ``path`` is.

    Raises:
        DirectorError: ``sheet.err.not_a_source`` for a file that is neither, or why the file
            cannot be read.
    """
    kind = _kind(path) if path.is_file() else "tournament"
    if kind == "other":
        raise DirectorError("sheet.err.not_a_source", path=str(path))
    if kind == "structure":
        from director.structures import load_structure

        return load_structure(path)
    return _tournament_state(path, "structure")


def _render(args: argparse.Namespace, out: Output, sheet_lang: Lang) -> None:
    """Print the sheet ``args`` asks for to ``out``."""
    from director.reports import render_payouts, render_results, render_seating, render_structure

    path, paper = Path(args.file), args.paper
    if args.sheet == "structure":
        source = _structure_source(path)
        render_structure(source, out, lang=sheet_lang, paper=paper, start=args.start)
        return
    state = _tournament_state(path, args.sheet)
    if args.sheet == "seating":
        render_seating(
            state,
            out,
            lang=sheet_lang,
            paper=paper,
            by_table=not args.cards_only,
            by_name=args.by_name and not args.cards_only,
            cards=not args.no_cards,
        )
    elif args.sheet == "payouts":
        render_payouts(state, out, lang=sheet_lang, paper=paper)
    elif args.sheet == "satellite":
        from director.reports.satellite import render_satellite

        render_satellite(state, out, lang=sheet_lang, paper=paper)
    elif args.sheet == "bounties":
        from director.reports.bounties import render_bounties

        render_bounties(state, out, lang=sheet_lang, paper=paper)
    else:
        render_results(state, out, lang=sheet_lang, paper=paper)


def _run(args: argparse.Namespace) -> int:
    """Print the sheet; say where it went (nothing when it goes to standard output)."""
    sheet_lang: Lang = getattr(args, "lang", SHEET_LANG)
    if args.pdf == "-":
        _render(args, sys.stdout.buffer, sheet_lang)
        sys.stdout.buffer.flush()
    else:
        _render(args, Path(args.pdf), sheet_lang)
        print(message("sheet.wrote", lang(args), path=args.pdf))
    return 0
