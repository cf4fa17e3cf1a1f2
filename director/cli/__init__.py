"""The ``director`` command line.

Each group of commands lives in its own module with a ``register(subparsers)`` function that adds
its sub-commands; every sub-command sets ``func(args) -> int`` (the exit status). Domain errors
(:class:`director.errors.DirectorError`) become one line on stderr, in the command line's
language, and exit status 1.

The language is ``--lang it|en`` (before or after the command), else the environment's
(:func:`director.i18n.lang_from_env`).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from director import __version__
from director.cli import club, hand, league, pots, report, serve, structure, tournament
from director.cli.common import Parser, add_lang, lang
from director.errors import DirectorError
from director.i18n import message

#: The command groups, in the order of ``--help``.
COMMAND_MODULES = (structure, hand, tournament, report, pots, serve, club, league)


def build_parser() -> argparse.ArgumentParser:
    """Return the parser with every command group registered."""
    parser = Parser(
        prog="director",
        description="Run a live poker tournament: structures, clock, entrants, payouts, hands.",
    )
    parser.add_argument("--version", action="version", version=f"director {__version__}")
    add_lang(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for module in COMMAND_MODULES:
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except DirectorError as exc:
        said = lang(args)
        print(message("cli.error", said, message=exc.text(said)), file=sys.stderr)
        return 1
    except BrokenPipeError:  # `director ... | head`
        return 0
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
