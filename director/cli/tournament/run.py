"""How a tournament command runs: in the command line's language, on its open tournament file.

Every command that takes a FILE opens the tournament, does one thing (each action is committed
durably before the command returns) and closes it, whatever happens.
"""

from __future__ import annotations

import argparse
import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

from director.cli.common import lang
from director.i18n import Lang

if TYPE_CHECKING:
    from director.tournament import Tournament

#: What argparse calls: (arguments) -> exit status.
Handler = Callable[[argparse.Namespace], int]
#: A command on an open tournament: (tournament, arguments, language) -> exit status.
FileCommand = Callable[["Tournament", argparse.Namespace, Lang], int]
#: A command without a tournament file to open: (arguments, language) -> exit status.
PlainCommand = Callable[[argparse.Namespace, Lang], int]


def on_file(command: FileCommand) -> Handler:
    """Run ``command`` on the tournament ``args.file``, closed afterwards."""

    @functools.wraps(command)
    def run(args: argparse.Namespace) -> int:
        # Imported here, not at the top: the commands without a tournament file (icm) never
        # load the tournament domain.
        from director.tournament import Tournament

        t = Tournament.open(args.file)
        try:
            return command(t, args, lang(args))
        finally:
            t.close()

    return run


def in_language(command: PlainCommand) -> Handler:
    """Run ``command`` in the language the command line speaks."""

    @functools.wraps(command)
    def run(args: argparse.Namespace) -> int:
        return command(args, lang(args))

    return run
