"""``director club ...``: the club file's players, their statistics and history, from a terminal.

``director club new club.director-club`` makes the file; ``players`` lists everyone with their
statistics (``--json`` for a program); ``add-player``, ``edit-player`` and ``merge`` change
them, ``undo`` takes the last change back and says what it was; ``history`` lists one player's
tournaments; ``import`` reads players from a CSV as Excel saves it
(:mod:`director.club.csvio`); ``sheet`` prints a player's history as a PDF. The leagues are
``director league ...`` (:mod:`director.cli.league`).

A refusal is one line ``director: error: ...`` on stderr and exit status 1 (a mistyped
command or flag: exit 2), and changes nothing.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
from collections.abc import Sequence
from decimal import Decimal
from typing import TYPE_CHECKING, Any, TypeAlias

from director.cli.common import add_lang, lang, positive_whole
from director.club.model import ClubPlayer, PlayerFields
from director.club.words import (
    cents_json,
    grouped,
    money_text,
    percent_json,
    place_text,
    points_text,
    two_decimals,
)
from director.errors import DirectorError
from director.i18n import Lang, message

if TYPE_CHECKING:
    from director.club.club import Club
    from director.club.scoring import PlayerStats

Sub: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"

#: The text fields of a player and the flags that set them.
FIELDS = ("nickname", "email", "phone", "notes", "member")


def register(sub: Sub) -> None:
    """Add ``club``."""
    p = sub.add_parser(
        "club",
        help="the club file: players, their statistics and history",
        description="The club's players in a club file (.director-club): add, edit, merge, "
        "undo, statistics, history, import from CSV, a player's sheet.",
        epilog="Example: director club players club.director-club --json",
    )
    ss = p.add_subparsers(dest="club_command", metavar="COMMAND")
    ss.required = True
    _club_commands(ss)


def _command(ss: Sub, name: str, text: str, func: Any, *, club: bool = True) -> Any:
    c = ss.add_parser(name, help=text, description=text[0].upper() + text[1:] + ".")
    if club:
        c.add_argument("club", metavar="CLUB", help="the club file")
    add_lang(c)
    c.set_defaults(func=func)
    return c


def _club_commands(ss: Sub) -> None:
    _command(ss, "new", "make a new, empty club file", _new)
    c = _command(ss, "players", "list the players with their statistics", _players)
    c.add_argument("--json", action="store_true", help="print them as JSON")
    c = _command(ss, "add-player", "add a player", _add)
    c.add_argument("name", metavar="NAME")
    _detail_flags(c)
    c = _command(ss, "edit-player", "change a player's details (the rest stay)", _edit)
    c.add_argument("id", metavar="ID", type=positive_whole, help="the player's number")
    c.add_argument("--name")
    _detail_flags(c)
    active = c.add_mutually_exclusive_group()
    active.add_argument("--active", dest="active", action="store_const", const=True)
    active.add_argument("--inactive", dest="active", action="store_const", const=False)
    c = _command(ss, "merge", "merge two records of the same person into the first", _merge)
    c.add_argument("keep", metavar="KEEP_ID", type=positive_whole)
    c.add_argument("other", metavar="OTHER_ID", type=positive_whole)
    _command(ss, "undo", "take back the club's last change", _undo)
    c = _command(ss, "history", "a player's tournaments, latest first", _history)
    c.add_argument("id", metavar="ID", type=positive_whole, help="the player's number")
    c.add_argument("--json", action="store_true", help="print it as JSON")
    c = _command(ss, "import", "add players from a CSV file (as Excel saves it)", _import)
    c.add_argument("csv", metavar="FILE.csv")
    c = _command(ss, "sheet", "print a player's history as a PDF", _sheet)
    c.add_argument("id", metavar="ID", type=positive_whole, help="the player's number")
    c.add_argument("pdf", metavar="OUT.pdf")
    c.add_argument("--paper", choices=("a4", "letter"), default="a4")


def _detail_flags(c: argparse.ArgumentParser) -> None:
    for name in FIELDS:
        what = "membership number" if name == "member" else name
        c.add_argument(f"--{name}", metavar=name.upper(), help=f"the player's {what}")


# -- shared ------------------------------------------------------------------------------------
def _club_file() -> type[Club]:
    """The club file's class, imported only when a command runs.

    Building the parser stays cheap: the club file loads the tournament file's store.
    """
    from director.club.club import Club

    return Club


def open_club(path: str) -> Club:
    """The club file at ``path``, opened (refused in one line if it is not one)."""
    return _club_file().open(path)


def table(headers: Sequence[str], rows: Sequence[Sequence[str]], right: set[int]) -> str:
    """Rows as a text table: columns padded to their widest cell, ``right`` ones aligned right."""
    widths = [max(len(r[i]) for r in [headers, *rows]) for i in range(len(headers))]

    def line(cells: Sequence[str]) -> str:
        out = [
            c.rjust(w) if i in right else c.ljust(w)
            for i, (c, w) in enumerate(zip(cells, widths, strict=True))
        ]
        return "  ".join(out).rstrip()

    return "\n".join([line(headers), line(["-" * w for w in widths]), *(line(r) for r in rows)])


def columns(said: Lang, *names: str) -> list[str]:
    """The columns' titles in ``said``."""
    return [message(f"club.cli.col.{n}", said) for n in names]


def _percent(value: Any, said: Lang) -> str:
    return "" if value is None else grouped(f"{two_decimals(value):f}", said)


# -- commands ----------------------------------------------------------------------------------
def _new(args: argparse.Namespace) -> int:
    _club_file().create(args.club).close()
    print(message("club.cli.created", lang(args), path=args.club))
    return 0


def stats_json(p: ClubPlayer, s: PlayerStats) -> dict[str, Any]:
    """A player and their statistics as ``club players --json`` gives them."""
    return {
        "id": p.id,
        "name": p.details.name,
        "nickname": p.details.nickname,
        "member": p.details.member,
        "active": p.details.active,
        "events": s.events,
        "cashes": s.cashes,
        "itm": percent_json(s.itm),
        "wins": s.wins,
        "best": s.best or None,
        "paid_in": cents_json(s.paid_in_cents),
        "prizes": cents_json(s.prize_cents),
        "net": cents_json(s.net_cents),
        "roi": percent_json(s.roi),
        "bounties": cents_json(s.bounty_cents),
        "last_played": s.last_played or None,
    }


def _stats_row(p: ClubPlayer, s: PlayerStats, said: Lang) -> list[str]:
    yes, no = message("club.cli.yes", said), message("club.cli.no", said)
    return [
        str(p.id),
        p.label,
        p.details.member,
        yes if p.details.active else no,
        str(s.events),
        str(s.cashes),
        _percent(s.itm, said),
        str(s.wins),
        str(s.best or ""),
        money_text(s.paid_in_cents, said),
        money_text(s.prize_cents, said),
        money_text(s.net_cents, said),
        _percent(s.roi, said),
        money_text(s.bounty_cents, said),
        s.last_played,
    ]


def _players(args: argparse.Namespace) -> int:
    said = lang(args)
    with open_club(args.club) as club:
        players = club.players()
        stats = club.statistics(players)
    if args.json:
        print(
            json.dumps(
                [stats_json(p, s) for p, s in zip(players, stats, strict=True)], ensure_ascii=False
            )
        )
        return 0
    if not players:
        print(message("club.cli.no_players", said))
        return 0
    names = ("id", "name", "member", "active", "events", "cashes", "itm", "wins", "best")
    heads = columns(said, *names, "paid_in", "prizes", "net", "roi", "bounties", "last_played")
    rows = [_stats_row(p, s, said) for p, s in zip(players, stats, strict=True)]
    print(table(heads, rows, right={0, *range(4, 14)}))
    return 0


def _details(args: argparse.Namespace, base: PlayerFields) -> PlayerFields:
    values = {name: getattr(args, name) for name in FIELDS if getattr(args, name) is not None}
    name = getattr(args, "name", None)
    if name is not None:
        values["name"] = name
    active = getattr(args, "active", None)
    if not values and active is None and base.name:
        raise DirectorError("club.cli.err.nothing_to_change")
    return PlayerFields(
        name=values.get("name", base.name),
        nickname=values.get("nickname", base.nickname),
        email=values.get("email", base.email),
        phone=values.get("phone", base.phone),
        notes=values.get("notes", base.notes),
        member=values.get("member", base.member),
        active=base.active if active is None else bool(active),
    )


def _add(args: argparse.Namespace) -> int:
    with open_club(args.club) as club:
        player = club.add_player(_details(args, PlayerFields(name="")))
    print(message("club.cli.added", lang(args), name=player.label, id=player.id))
    return 0


def _edit(args: argparse.Namespace) -> int:
    with open_club(args.club) as club:
        player = club.edit_player(args.id, _details(args, club.player(args.id).details))
    print(message("club.cli.edited", lang(args), name=player.label, id=player.id))
    return 0


def _merge(args: argparse.Namespace) -> int:
    with open_club(args.club) as club:
        other = club.player(args.other).label
        kept = club.merge_players(args.keep, args.other)
    print(message("club.cli.merged", lang(args), other=other, kept=kept.label))
    return 0


def _undo(args: argparse.Namespace) -> int:
    with open_club(args.club) as club:
        undone = club.undo()
    print(message("club.cli.undone", lang(args), action=undone))
    return 0


def history_json(club: Club, player: int) -> dict[str, Any]:
    """A player's statistics and tournaments, as ``club history --json`` gives them."""
    p = club.player(player)
    stats = club.statistics([p])[0]
    points: dict[int, list[dict[str, str]]] = {}
    for tournament, league, value in club.player_points(player):
        points.setdefault(tournament, []).append({"league": league, "points": f"{value:f}"})
    history = [
        {
            "date": t.date,
            "tournament": t.name,
            "place": line.place,
            "place_to": line.place_to,
            "entries": t.entries,
            "prize": cents_json(line.prize_cents),
            "bounties": cents_json(line.bounty_cents),
            "knockouts": line.knockouts,
            "paid_in": cents_json(line.paid_in_cents),
            "points": points.get(t.id, []),
        }
        for t, line in club.history(player)
    ]
    return {"player": stats_json(p, stats), "history": history}


def _history(args: argparse.Namespace) -> int:
    said = lang(args)
    with open_club(args.club) as club:
        data = history_json(club, args.id)
        p = club.player(args.id)
        stats = club.statistics([p])[0]
    if args.json:
        print(json.dumps(data, ensure_ascii=False))
        return 0
    if not data["history"]:
        print(message("club.cli.no_history", said, name=p.label))
        return 0
    net = money_text(stats.net_cents, said)
    print(
        message(
            "club.cli.player_line",
            said,
            name=p.label,
            events=stats.events,
            cashes=stats.cashes,
            wins=stats.wins,
            net=net,
        )
    )
    heads = columns(said, "date", "tournament", "place", "entries", "prize", "bounties", "points")
    rows = []
    for h in data["history"]:
        shown = ", ".join(points_text(Decimal(x["points"]), said) for x in h["points"])
        rows.append(
            [
                h["date"],
                h["tournament"],
                place_text(h["place"], h["place_to"]),
                str(h["entries"]),
                grouped(h["prize"], said),
                grouped(h["bounties"], said),
                shown,
            ]
        )
    print(table(heads, rows, right={2, 3, 4, 5, 6}))
    return 0


def _import(args: argparse.Namespace) -> int:
    from director.club.csvio import import_players

    with open_club(args.club) as club:
        added, skipped = import_players(club, args.csv)
    print(message("club.cli.imported", lang(args), added=added, skipped=skipped, file=args.csv))
    return 0


def sheet_lang(args: argparse.Namespace) -> Lang:
    """The sheet's language: ``--lang`` if typed, else Italian (the clubs' language)."""
    from director.cli.report import SHEET_LANG

    chosen: Lang = getattr(args, "lang", SHEET_LANG)
    return chosen


def _sheet(args: argparse.Namespace) -> int:
    from director.reports.league import player_data, render_player_history

    with open_club(args.club) as club:
        data = player_data(club, args.id, sheet_lang(args), printed=dt.date.today())
    render_player_history(data, args.pdf, lang=sheet_lang(args), paper=args.paper)
    print(message("sheet.wrote", lang(args), path=args.pdf))
    return 0
