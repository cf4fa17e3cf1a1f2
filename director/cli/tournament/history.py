"""Undo, redo and the log of every action."""

from __future__ import annotations

import argparse
import json

from director.cli.tournament.output import print_json, say
from director.cli.tournament.run import on_file
from director.i18n import Lang
from director.tournament import Tournament


@on_file
def undo(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``undo``: take back the last action and say which it was."""
    action = t.undone_action(t.verify_undo()).label(t.state).text(lang)
    t.undo()
    say("cli.history.undone", lang, action=action)
    return 0


@on_file
def redo(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``redo``: do again the last undone action and say which it was."""
    action = t.undone_action(t.verify_redo()).label(t.state).text(lang)
    t.redo()
    say("cli.history.redone", lang, action=action)
    return 0


@on_file
def history(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``tournament history``: every record in the file, oldest first (``--json``: whole)."""
    records = t.history()
    if args.json:
        print_json(
            [{"seq": r.seq, "at": r.at, "kind": r.KIND, "data": r.to_data()} for r in records]
        )
        return 0
    for r in records:
        data = json.dumps(r.to_data(), ensure_ascii=False)[:110]
        say("cli.history.line", lang, seq=r.seq, kind=r.KIND, data=data)
    return 0
