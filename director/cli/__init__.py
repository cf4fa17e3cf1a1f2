"""The ``director`` command line.

Each group of commands lives in its own module with a ``register(subparsers)`` function that adds
its sub-commands; every sub-command sets ``func(args) -> int`` (the exit status). Domain errors
(:class:`director.errors.DirectorError`) become one line on stderr and exit status 1.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from director import __version__
from director.errors import DirectorError

#: Modules under ``director.cli`` that contribute sub-commands, in the order of ``--help``.
COMMAND_MODULES = ("structure", "hand", "tournament", "report", "pots")


def build_parser() -> argparse.ArgumentParser:
    """Return the parser with every available command group registered."""
    parser = argparse.ArgumentParser(
        prog="director",
        description="Run a live poker tournament: structures, clock, entrants, payouts, hands.",
    )
    parser.add_argument("--version", action="version", version=f"director {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(f"director.cli.{name}")
        except ModuleNotFoundError as exc:  # a command group not written yet
            if exc.name != f"director.cli.{name}":
                raise
            continue
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except DirectorError as exc:
        print(f"director: error: {exc}", file=sys.stderr)
        return 1
    except BrokenPipeError:  # `director ... | head`
        return 0
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
