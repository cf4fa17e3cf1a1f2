"""The clock: start, pause, resume, move between levels, add or remove time, and show it."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from director.cli.tournament.output import say
from director.cli.tournament.run import on_file
from director.cli.tournament.values import CliError, minutes, whole
from director.clock import ClockView, format_seconds
from director.i18n import Lang, message
from director.tournament import Tournament, TournamentClock

#: The clock actions that take no value.
_ACTIONS: dict[str, Callable[[TournamentClock], object]] = {
    "start": TournamentClock.start,
    "pause": TournamentClock.pause,
    "resume": TournamentClock.resume,
    "toggle": TournamentClock.toggle,
    "next": TournamentClock.next_level,
    "previous": TournamentClock.previous_level,
    "restart": TournamentClock.restart_level,
    "break": TournamentClock.jump_to_next_break,
}


@on_file
def clock(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``clock ACTION [N]``: do the action (``show`` does none), then say where the clock is.

    Raises:
        CliError: ``level`` without its number, ``add``/``remove`` without the minutes.
    """
    c = t.clock
    what = args.what
    if what in _ACTIONS:
        started = c.view().started
        _ACTIONS[what](c)
        if not started and c.view().started and not t.state.seat_of:
            # A warning, not a refusal: a director may start the clock before the draw on
            # purpose; the window asks instead (it can).
            warning = message("cli.clock.nobody_seated", lang)
            print(message("cli.warning", lang, message=warning), file=sys.stderr)
    elif what == "level":
        if args.value is None:
            raise CliError("cli.err.which_level")
        c.jump_to_level(whole(args.value, "LEVEL"))
    elif what in ("add", "remove"):
        if args.value is None:
            raise CliError("cli.err.how_many_minutes", what=what)
        seconds = minutes(args.value) * 60
        c.add_time(seconds if what == "add" else -seconds)
    view = c.view()
    say(
        "cli.clock.line",
        lang,
        where=_where(view, lang),
        time=format_seconds(view.display_seconds),
        state=state_text(view.running, view.started, lang),
    )
    return 0


def _where(view: ClockView, lang: Lang) -> str:
    """``Break``, ``Level 4: 100-200 25`` (with the ante), or ``-`` before the first level."""
    if view.is_break:
        return message("cli.clock.break", lang)
    lv = view.level
    if lv is None:
        return message("cli.clock.no_level", lang)
    if lv.ante_text:
        return message(
            "cli.clock.level_ante", lang, level=lv.number, blinds=lv.blinds_text, ante=lv.ante_text
        )
    return message("cli.clock.level", lang, level=lv.number, blinds=lv.blinds_text)


def state_text(running: bool, started: bool, lang: Lang) -> str:
    """``running``, ``paused`` or ``not started``."""
    if running:
        return message("cli.clock.running", lang)
    return message("cli.clock.paused" if started else "cli.clock.not_started", lang)
