"""ICM equities of stacks for prizes, without a tournament file.

Nothing here loads the tournament domain: ``director icm`` starts as fast as ``--help``.
"""

from __future__ import annotations

import argparse

from director.cli.tournament.output import number, print_json, say
from director.cli.tournament.run import in_language
from director.cli.tournament.values import CliError, numbers
from director.i18n import Lang
from director.icm import icm_equities


@in_language
def icm(args: argparse.Namespace, lang: Lang) -> int:
    """``icm``: each stack's ICM equity (Malmuth-Harville) of the prizes.

    Raises:
        CliError: A stack that is not a whole number of chips, 0 or more.
    """
    stacks = [int(x) if x == int(x) else -1 for x in numbers(args.stacks, "--stacks")]
    if any(s < 0 for s in stacks):
        raise CliError("cli.err.icm_stacks")
    prizes = numbers(args.prizes, "--prizes")
    equities = icm_equities(stacks, prizes)
    if args.json:
        print_json({"stacks": stacks, "prizes": prizes, "equities": equities})
        return 0
    total = sum(stacks)
    for i, (stack, equity) in enumerate(zip(stacks, equities, strict=True), 1):
        percent = number(100 * stack / total if total else 0, lang, ".1f")
        chips, value = number(stack, lang), number(equity, lang, ",.2f")
        say("cli.money.equity", lang, player=i, chips=chips, percent=percent, equity=value)
    return 0
