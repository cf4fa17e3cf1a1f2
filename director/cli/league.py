"""``director league ...``: a club's leagues, the tournaments they count and their standings.

``director league new CLUB NAME --points FORMULA`` (or ``--points-table FILE.yaml``, checked
at ``FILE:LINE:COLUMN``) defines a league, its rule checked at once (a formula's mistake is
named at its column); ``add`` counts a finished tournament's results, saying which entrants
were the club's players and which joined the club with it; ``remove`` stops counting one;
``standings`` prints the table (``--json``: points as exact decimal strings), ``list`` the
leagues, ``export`` the standings as CSV and ``sheet`` as a PDF.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any

from director.cli.club import Sub, columns, open_club, sheet_lang, table
from director.cli.common import add_lang, lang, positive_whole
from director.club.model import LeagueRule, Standing
from director.club.words import money_text, points_text, rule_summary
from director.errors import DirectorError
from director.i18n import Lang, message


def register(sub: Sub) -> None:
    """Add ``league``."""
    p = sub.add_parser(
        "league",
        help="the club's leagues: points rule, tournaments counted, standings",
        description="A league counts finished tournaments and ranks the club's players by "
        "points: a formula or a points table, best N results, a minimum of events, bonuses.",
        epilog="Example: director league new club.director-club 'Campionato 2027' --points "
        "'10*(n-r+1)/n' --best 8",
    )
    ss = p.add_subparsers(dest="league_command", metavar="COMMAND")
    ss.required = True

    def command(name: str, text: str, func: Any, *, league: bool = True) -> Any:
        c = ss.add_parser(name, help=text, description=text[0].upper() + text[1:] + ".")
        c.add_argument("club", metavar="CLUB", help="the club file")
        if league:
            c.add_argument("league", metavar="NAME", help="the league's name")
        add_lang(c)
        c.set_defaults(func=func)
        return c

    c = command("new", "define a league and its points rule", _new)
    points = c.add_mutually_exclusive_group(required=True)
    points.add_argument(
        "--points", metavar="FORMULA", help="the points formula, e.g. 'sqrt(n)*10/r'"
    )
    points.add_argument("--points-table", metavar="YAML", help="a points table file")
    c.add_argument("--best", type=positive_whole, metavar="N", help="only the best N results count")
    c.add_argument(
        "--minimum",
        type=positive_whole,
        default=0,
        metavar="N",
        help="events a player needs to be ranked",
    )
    c.add_argument("--attendance", default="0", metavar="P", help="points for each event played")
    c.add_argument("--knockout", default="0", metavar="P", help="points for each knock-out")
    c = command("add", "count a finished tournament's results in the league", _add)
    c.add_argument("tournament", metavar="TOURNAMENT_FILE")
    c = command("remove", "stop counting a tournament in the league", _remove)
    c.add_argument("tournament", metavar="TOURNAMENT_FILE")
    c = command("standings", "the league's standings", _standings)
    c.add_argument("--json", action="store_true", help="print them as JSON")
    command("list", "the club's leagues", _list, league=False)
    c = command("export", "write the standings to a CSV file (as Excel reads it)", _export)
    c.add_argument("csv", metavar="FILE.csv")
    c = command("sheet", "print the standings as a PDF", _sheet)
    c.add_argument("pdf", metavar="OUT.pdf")
    c.add_argument("--paper", choices=("a4", "letter"), default="a4")


def _points(text: str, flag: str) -> Decimal:
    try:
        value = Decimal(text.strip().replace(",", "."))
    except InvalidOperation:
        raise DirectorError("club.cli.err.points", flag=flag, text=text) from None
    if not value.is_finite():
        raise DirectorError("club.cli.err.points", flag=flag, text=text)
    return value


def _rule(args: argparse.Namespace) -> LeagueRule:
    table_text = ""
    if args.points_table is not None:
        from director.club.points_table import check_points_table_file
        from director.yamlread import DiagnosticsError

        checked = check_points_table_file(args.points_table)  # mistakes at FILE:LINE:COLUMN
        if checked.table is None:
            raise DiagnosticsError(checked.diagnostics)
        for warning in checked.warnings:  # the table is used; the director should know
            print(warning.text(lang(args)), file=sys.stderr)
        table_text = Path(args.points_table).read_text(encoding="utf-8-sig")
    return LeagueRule(
        formula=args.points or "",
        table=table_text,
        best=args.best,
        minimum=args.minimum,
        attendance=_points(args.attendance, "--attendance"),
        knockout=_points(args.knockout, "--knockout"),
    )


def _new(args: argparse.Namespace) -> int:
    said = lang(args)
    rule = _rule(args)
    with open_club(args.club) as club:
        try:
            league = club.new_league(args.league, rule)
        except DirectorError as exc:
            if rule.formula and exc.key.startswith("club.err.formula"):
                raise DirectorError("club.cli.flag", flag="--points", refusal=exc.msg) from None
            raise
    rule_text = "; ".join(rule_summary(league.rule, said))
    print(message("club.cli.league_created", said, name=league.name, rule=rule_text))
    return 0


def _played(path: str) -> Any:
    """The results of the finished tournament in ``path`` (refused in one line if not)."""
    from director.club.played import played
    from director.tournament import Tournament

    with Tournament.open(path) as t:
        return played(t.state, str(Path(path).resolve()))


def _add(args: argparse.Namespace) -> int:
    said = lang(args)
    with open_club(args.club) as club:
        league = club.league(args.league)  # an unknown league is said before the file is read
        result = _played(args.tournament)
        added = club.add_tournament(league.name, result)
    t = added.tournament
    print(
        message(
            "club.cli.counted",
            said,
            tournament=t.name,
            date=t.date,
            entries=t.entries,
            league=league.name,
        )
    )
    if added.matched:
        names = ", ".join(added.matched)
        print(message("club.cli.matched", said, count=len(added.matched), names=names))
    if added.new_players:
        names = ", ".join(added.new_players)
        print(message("club.cli.new_players", said, count=len(added.new_players), names=names))
    return 0


def _remove(args: argparse.Namespace) -> int:
    with open_club(args.club) as club:
        league = club.league(args.league)
        key = _played(args.tournament).record.key
        record = club.remove_tournament(league.name, key)
    print(
        message(
            "club.cli.removed",
            lang(args),
            tournament=record.name,
            date=record.date,
            league=league.name,
        )
    )
    return 0


def standing_json(s: Standing) -> dict[str, Any]:
    """One line of ``league standings --json``: points exact, prizes as ``"25.00"``."""
    whole, frac = divmod(s.prize_cents, 100)
    return {
        "rank": s.rank,
        "player": s.player,
        "name": s.name,
        "points": f"{s.points:f}",
        "events": s.events,
        "counted": s.counted,
        "wins": s.wins,
        "cashes": s.cashes,
        "best": s.best,
        "prizes": f"{whole}.{frac:02d}",
    }


def standings_table(standings: list[Standing], said: Lang) -> str:
    """The standings as a text table, points to two decimals."""
    heads = columns(
        said, "rank", "name", "points", "events", "counted", "wins", "cashes", "best", "prizes"
    )
    rows = [
        [
            "-" if s.rank is None else str(s.rank),
            s.name,
            points_text(s.points, said),
            str(s.events),
            str(s.counted),
            str(s.wins),
            str(s.cashes),
            str(s.best),
            money_text(s.prize_cents, said),
        ]
        for s in standings
    ]
    return table(heads, rows, right={0, 2, 3, 4, 5, 6, 7, 8})


def _standings(args: argparse.Namespace) -> int:
    said = lang(args)
    with open_club(args.club) as club:
        league = club.league(args.league)
        standings = club.standings(league.name)
    if args.json:
        print(
            json.dumps(
                {"league": league.name, "standings": [standing_json(s) for s in standings]},
                ensure_ascii=False,
            )
        )
        return 0
    if not standings:
        print(message("club.cli.no_standings", said, league=league.name))
        return 0
    print(league.name)
    print("; ".join(rule_summary(league.rule, said)))
    print(standings_table(standings, said))
    return 0


def _list(args: argparse.Namespace) -> int:
    said = lang(args)
    with open_club(args.club) as club:
        leagues = club.leagues()
    if not leagues:
        print(message("club.cli.no_leagues", said))
    for lg in leagues:
        rule = "; ".join(rule_summary(lg.rule, said))
        print(
            message(
                "club.cli.league_line", said, name=lg.name, count=len(lg.tournaments), rule=rule
            )
        )
    return 0


def _export(args: argparse.Namespace) -> int:
    from director.club.csvio import write_standings

    said = lang(args)
    with open_club(args.club) as club:
        standings = club.standings(args.league)
    count = write_standings(standings, args.csv, said)
    print(message("club.cli.exported", said, count=count, path=args.csv))
    return 0


def _sheet(args: argparse.Namespace) -> int:
    from director.reports.league import league_data, render_league

    chosen = sheet_lang(args)
    with open_club(args.club) as club:
        data = league_data(club, args.league, chosen, printed=dt.date.today())
    render_league(data, args.pdf, lang=chosen, paper=args.paper)
    print(message("sheet.wrote", lang(args), path=args.pdf))
    return 0
