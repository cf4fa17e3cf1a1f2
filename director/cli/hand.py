"""``director hand replay``: replay recorded hands (PHH files) through the engine."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path


def register(sub: argparse._SubParsersAction) -> None:
    """Add ``hand replay``."""
    p = sub.add_parser("hand", help="replay recorded poker hands (PHH files)")
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
            "illegal action, malformed file)."
        ),
    )
    r.add_argument("files", nargs="+", metavar="FILE")
    r.add_argument(
        "--json",
        action="store_true",
        help='one JSON object per line: {"file", "finishing_stacks", "pots"} or {"file", "error"}',
    )
    r.set_defaults(func=_replay)


def _files(names: Sequence[str]) -> Iterator[str]:
    for name in names:
        path = Path(name)
        if path.is_dir():
            yield from (str(p) for p in sorted(path.rglob("*.phh")))
        else:
            yield name


def _replay(args: argparse.Namespace) -> int:
    # Imported here: the evaluator builds its tables on import, which other commands need not pay.
    from director.engine import phh
    from director.engine.errors import EngineError

    status = 0
    out = sys.stdout
    for name in _files(args.files):
        try:
            result = phh.replay_file(name)
        except EngineError as exc:
            status = 1
            if args.json:
                out.write(json.dumps({"file": name, "error": str(exc)}, ensure_ascii=False) + "\n")
            else:
                print(f"{name}: error: {exc}", file=sys.stderr)
            continue
        if args.json:
            out.write(json.dumps(result.as_json(name), ensure_ascii=False) + "\n")
            continue
        stacks = " ".join(str(s) for s in result.finishing_stacks)
        lines = [f"{name}: finishing stacks {stacks}"]
        for k, pot in enumerate(result.pots):
            label = "main pot" if k == 0 else f"side pot {k}"
            winners = ", ".join(result.history.label(w) for w in pot.winners)
            split = (
                "" if len(pot.winners) == 1 else " (split " + "/".join(map(str, pot.shares)) + ")"
            )
            lines.append(f"  {label} {pot.amount}: {winners}{split}")
        out.write("\n".join(lines) + "\n")
    return status
