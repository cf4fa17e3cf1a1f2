"""Undo, redo and the log of every action."""

from __future__ import annotations

import argparse
import datetime as dt

from director.cli.tournament.output import print_json, say
from director.cli.tournament.run import on_file
from director.i18n import Lang, message
from director.tournament import Tournament
from director.tournament.journal import journal


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
    """``tournament history``: every record, oldest first, for a person; ``--json``: raw records.

    A line is the record's number, its local time (``HH:MM:SS``; a line with the date when the
    day changes) and what it did, named as the Undo menu names it, in the command line's language.
    """
    records = t.history()
    if args.json:
        print_json(
            [{"seq": r.seq, "at": r.at, "kind": r.KIND, "data": r.to_data()} for r in records]
        )
        return 0
    day = None
    for line in journal(records):
        when = dt.datetime.fromtimestamp(line.at)  # local time, as the room's clock shows it
        if when.date() != day:
            day = when.date()
            date = when.strftime("%d/%m/%Y" if lang == "it" else "%Y-%m-%d")
            say("cli.history.day", lang, date=date)
        what = line.what.text(lang)
        if line.record.device:  # done over the network by a paired phone
            what = message("cli.history.device", lang, what=what, device=line.record.device)
        time = when.strftime("%H:%M:%S")
        say("cli.history.record", lang, seq=line.seq, time=time, what=what[:1].upper() + what[1:])
    return 0
