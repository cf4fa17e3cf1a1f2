"""The tournament from the command line: the same domain calls the GUI makes.

Every command opens the tournament file, does one thing (each action is committed durably
before the command returns) and closes it. Errors are one line on stderr with exit status 1.
Everything a command prints for a person is in the command line's language (``--lang it|en``,
else the environment's); ``--json`` outputs are the same in every language.

    director tournament new friday.director --structure structures/club-50.yaml --buy-in 20+5
    director tournament tables friday.director --add 3
    director register friday.director "Mario Rossi"
    director import friday.director players.csv
    director seat friday.director
    director clock friday.director start
    director bust friday.director "Mario Rossi" --by "Anna Bianchi"
    director undo friday.director
    director show friday.director --json

The commands are declared in :mod:`.commands`; their handlers live in one module per group:
:mod:`.files` (new, set, structure, registration, finish, import, export), :mod:`.entrants`,
:mod:`.tables` (tables, seats, hand-for-hand, a hand's result, balancing), :mod:`.clock`,
:mod:`.show`, :mod:`.money` (payouts, deals), :mod:`.icm` and :mod:`.history` (undo, redo,
the log).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from director.cli.common import add_lang
from director.cli.tournament.commands import COMMANDS, TOURNAMENT_ACTIONS
from director.cli.tournament.parser import add_commands

if TYPE_CHECKING:
    from director.cli.tournament.parser import Subparsers


def register(sub: Subparsers) -> None:
    """Add ``director tournament ACTION`` and the tournament commands to ``sub``."""
    tp = sub.add_parser("tournament", help="create and set up tournaments (tables, seats, rules)")
    add_lang(tp)
    actions = tp.add_subparsers(dest="tournament_command", metavar="ACTION")
    actions.required = True
    add_commands(actions, TOURNAMENT_ACTIONS)
    add_commands(sub, COMMANDS)
