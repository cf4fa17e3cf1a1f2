"""``director hand replay``: replay recorded hands (PHH files) through the engine.

It speaks the command line's language (``--lang``, else the environment's); the JSON lines are
for programs and keep the engine's English.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from director.cli.common import add_lang, lang
from director.i18n import message

if TYPE_CHECKING:  # the engine is imported when the command runs (its tables cost to build)
    from director.engine.phh import Replay


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``hand replay``."""
    p = sub.add_parser("hand", help="replay recorded poker hands (PHH files)")
    add_lang(p)  # --lang may come before the command, after it or after the action
    hs = p.add_subparsers(dest="hand_command", metavar="ACTION")
    hs.required = True
    r = hs.add_parser(
        "replay",
        help="replay PHH files; print the finishing stacks and who won each pot",
        description=(
            "Replay each hand with every rule enforced and print its finishing stacks and each "
            "pot with its amount and winners. Variants: NT, FT, PT (hold'em) and F7S (seven card "
            "stud). A directory stands for every .phh file under it. "
            "The exit status is 1 if any file could not be replayed (unsupported variant, "
            "illegal action, malformed file), if a file's recorded finishing_stacks differ from "
            "the engine's, or if a directory holds no .phh file."
        ),
    )
    r.add_argument("files", nargs="+", metavar="FILE")
    r.add_argument(
        "--json",
        action="store_true",
        help='one JSON object per line: {"file", "finishing_stacks", "pots"} or {"file", "error"}',
    )
    add_lang(r)
    r.set_defaults(func=_replay)


def _files(names: Sequence[str], empty: list[str]) -> Iterator[str]:
    """The files named, a directory standing for its ``.phh`` files.

    The directories that hold none are put in ``empty``.
    """
    for name in names:
        path = Path(name)
        if path.is_dir():
            found = sorted(path.rglob("*.phh"))
            if not found:
                empty.append(name)
            yield from (str(p) for p in found)
        else:
            yield name


def _replay(args: argparse.Namespace) -> int:
    # Imported here: the evaluator builds its tables on import, which other commands need not pay.
    from director.engine import phh
    from director.engine.errors import EngineError

    said = lang(args)
    status = 0
    out = sys.stdout
    empty: list[str] = []
    for name in _files(args.files, empty):
        try:
            result = phh.replay_file(name)
        except EngineError as exc:
            status = 1
            if args.json:
                out.write(json.dumps({"file": name, "error": str(exc)}, ensure_ascii=False) + "\n")
            else:
                error = message("engine.cli.replay.error", said, file=name, error=exc)
                print(error, file=sys.stderr)
            continue
        wrong = result.disagreements()
        if wrong:
            status = 1
            _say_disagreements(name, result, wrong, said)
        if args.json:
            out.write(json.dumps(result.as_json(name), ensure_ascii=False) + "\n")
            continue
        stacks = " ".join(str(s) for s in result.finishing_stacks)
        lines = [message("engine.cli.replay.stacks", said, file=name, stacks=stacks)]
        for k, pot in enumerate(result.pots):
            winners = ", ".join(result.history.label(w) for w in pot.winners)
            label = _pot_label(k, said)
            if len(pot.winners) == 1:
                words = message(
                    "engine.cli.replay.pot", said, pot=label, amount=pot.amount, winners=winners
                )
            else:
                shares = "/".join(map(str, pot.shares))
                words = message(
                    "engine.cli.replay.split",
                    said,
                    pot=label,
                    amount=pot.amount,
                    winners=winners,
                    shares=shares,
                )
            lines.append("  " + words)
        out.write("\n".join(lines) + "\n")
    for folder in empty:
        status = 1
        print(message("engine.cli.replay.no_files", said, folder=folder), file=sys.stderr)
    return status


def _say_disagreements(
    name: str, result: Replay, wrong: Sequence[tuple[int, float, int]], said: str
) -> None:
    """One line on stderr: whose recorded finishing stack differs from the engine's, by how much."""
    who = ", ".join(
        message(
            "engine.cli.replay.differs",
            said,
            player=result.history.label(p),
            recorded=f"{r:g}" if isinstance(r, float) else r,
            engine=e,
        )
        for p, r, e in wrong
    )
    print(message("engine.cli.replay.disagree", said, file=name, players=who), file=sys.stderr)


def _pot_label(k: int, said: str) -> str:
    """``main pot`` for the first pot, ``side pot K`` for the others."""
    if k == 0:
        return message("engine.cli.pot.main", said)
    return message("engine.cli.pot.side", said, number=k)
