"""A league's standings and a club player's history, as printed sheets.

The standings: rank, player, events, results counted, wins, best finish and points (two
decimals, as everywhere they are shown; the file keeps them exact), under the league's name,
its rule in words and the day it was printed; players short of the league's minimum close the
table without a rank. A long league runs over several pages, the table's header and the running
header on each.

A player's history: their record over the club's tournaments (events, cashes and ITM, wins,
best finish, money in and out, ROI) and each tournament, latest first: date, name, place,
prize and the league points it gave.

The data (:class:`LeagueSheetData`, :class:`PlayerSheetData`) is plain values; :func:`league_data`
and :func:`player_data` read it from an open club file.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from director.club.words import place_text, points_text, rule_summary
from director.i18n import Lang, message, ordinal
from director.reports.data import SheetData
from director.reports.format import money, money_decimals, number, percent
from director.reports.output import Output, deliver
from director.reports.page import SheetMeta, build_pdf, first_page_width, sheet_meta, title_block
from director.reports.styles import MUTED, para, style
from director.reports.tables import Column, column_widths, sheet_table

if TYPE_CHECKING:
    from director.club.club import Club

#: The font size of the standings (about 40 rows a page).
SIZE = 10


@dataclass(frozen=True, slots=True)
class LeagueRow:
    """One player's line of the standings.

    Attributes:
        rank: The position (shared by a tie on every tie-break); None: short of the minimum.
        name: The player as shown.
        points: Exact points (printed to two decimals).
        events, counted, wins, best: Events played, results counted, wins, best finish.
    """

    rank: int | None
    name: str
    points: Decimal
    events: int
    counted: int
    wins: int
    best: int


@dataclass(frozen=True, kw_only=True)
class LeagueSheetData(SheetData):
    """The standings of a league; ``name`` is the league's, ``date`` the day printed.

    Attributes:
        rule: The league's rule in words, a line each.
        tournaments: Tournaments the league counts.
        minimum: Events a player needs to be ranked.
        rows: The standings, best first, the unranked last.
    """

    rule: tuple[str, ...] = ()
    tournaments: int = 0
    minimum: int = 0
    rows: tuple[LeagueRow, ...] = ()


@dataclass(frozen=True, slots=True)
class HistoryRow:
    """One tournament of a player's history."""

    date: str
    tournament: str
    place: int
    place_to: int
    entries: int
    prize_cents: int
    points: str


@dataclass(frozen=True, kw_only=True)
class PlayerSheetData(SheetData):
    """A player's record and tournaments; ``name`` is the player's, ``date`` the day printed.

    Attributes:
        member: The membership number ("" : not printed).
        events, cashes, wins, best: Tournaments played, paid places, first places, best finish.
        paid_in_cents, prize_cents, bounty_cents: Money paid and won.
        rows: The tournaments, latest first.
    """

    member: str = ""
    events: int = 0
    cashes: int = 0
    wins: int = 0
    best: int = 0
    paid_in_cents: int = 0
    prize_cents: int = 0
    bounty_cents: int = 0
    rows: tuple[HistoryRow, ...] = ()


# -- from a club file ----------------------------------------------------------------------------
def league_data(club: Club, league: str, lang: str, *, printed: dt.date) -> LeagueSheetData:
    """The standings of ``league`` in ``club``, their rule said in ``lang``."""
    lg = club.league(league)
    rows = tuple(
        LeagueRow(s.rank, s.name, s.points, s.events, s.counted, s.wins, s.best)
        for s in club.standings(lg.name)
    )
    return LeagueSheetData(
        name=lg.name,
        date=printed,
        rule=(" · ".join(rule_summary(lg.rule, lang)), message("club.cli.rule.ties", lang)),
        tournaments=len(lg.tournaments),
        minimum=lg.rule.minimum,
        rows=rows,
    )


def player_data(club: Club, player: int, lang: str, *, printed: dt.date) -> PlayerSheetData:
    """Player ``player``'s record and history in ``club``.

    A tournament's points are those of each league that counts it (the league named when the
    club has several).
    """
    p = club.player(player)
    stats = club.statistics([p])[0]
    points: dict[int, list[tuple[str, Decimal]]] = {}
    for tournament, name, value in club.player_points(player):
        points.setdefault(tournament, []).append((name, value))
    several = len(club.leagues()) > 1

    def shown(tournament: int) -> str:
        parts = points.get(tournament, [])
        if several:
            return "; ".join(f"{n} {points_text(v, lang)}" for n, v in parts)
        return ", ".join(points_text(v, lang) for _, v in parts)

    rows = tuple(
        HistoryRow(t.date, t.name, r.place, r.place_to, t.entries, r.prize_cents, shown(t.id))
        for t, r in club.history(player)
    )
    return PlayerSheetData(
        name=p.label,
        date=printed,
        member=p.details.member,
        events=stats.events,
        cashes=stats.cashes,
        wins=stats.wins,
        best=stats.best,
        paid_in_cents=stats.paid_in_cents,
        prize_cents=stats.prize_cents,
        bounty_cents=stats.bounty_cents,
        rows=rows,
    )


# -- the standings -------------------------------------------------------------------------------
def league_story(data: LeagueSheetData, meta: SheetMeta) -> tuple[list[Flowable], list[Flowable]]:
    """The title block and the body of the standings."""
    lang = meta.lang
    width = first_page_width(meta.paper)
    counted = message("sheet.league.counted", lang, count=number(data.tournaments, lang))
    title = title_block(meta, width, *data.rule, counted)
    if not data.rows:
        return title, [para(message("sheet.league.none", lang), style("none", 12))]
    widths = column_widths(width, [16 * mm, None, 18 * mm, 18 * mm, 18 * mm, 20 * mm, 24 * mm])
    names = ("rank", "name", "events", "counted", "wins", "best", "points")
    aligns = ("CENTER", "LEFT", "RIGHT", "RIGHT", "RIGHT", "RIGHT", "RIGHT")
    columns = [
        Column(
            message(f"club.cli.col.{n}", lang),
            w,
            a,
            bold=n in ("rank", "points"),
            fit=n == "name",
        )
        for n, w, a in zip(names, widths, aligns, strict=True)
    ]
    rows = [
        [
            "–" if r.rank is None else str(r.rank),
            r.name,
            number(r.events, lang),
            number(r.counted, lang),
            number(r.wins, lang),
            ordinal(r.best, lang) if r.best else "",
            points_text(r.points, lang),
        ]
        for r in data.rows
    ]
    body: list[Flowable] = [sheet_table(columns, rows, size=SIZE)]
    if any(r.rank is None for r in data.rows):
        note = message("sheet.league.unranked", lang, minimum=data.minimum)
        body += [Spacer(width, 3 * mm), para(note, style("unranked", 9.5, color=MUTED))]
    return title, body


def render_league(
    data: LeagueSheetData, out: Output = None, *, lang: str = "it", paper: str = "a4"
) -> Path | bytes:
    """Print a league's standings.

    Args:
        data: The standings (:func:`league_data` reads them from a club file).
        out: Where the PDF goes: a path, a binary file object, or None to get the bytes.
        lang: ``it`` or ``en``.
        paper: ``a4`` or ``letter``.

    Raises:
        DirectorError: unknown language or paper, or the file cannot be written.
    """
    meta = sheet_meta(data, "sheet.league.title", lang, paper)
    title, body = league_story(data, meta)
    return deliver(build_pdf(meta, title, body), out)


# -- a player's history --------------------------------------------------------------------------
def _record_lines(data: PlayerSheetData, lang: Lang) -> list[str]:
    def m(cents: int) -> str:
        return money(cents, data.currency, lang, decimals=True)

    itm = percent(Decimal(100 * data.cashes) / data.events, lang, 2) if data.events else "–"
    net = data.prize_cents + data.bounty_cents - data.paid_in_cents
    roi = percent(Decimal(100 * net) / data.paid_in_cents, lang, 2) if data.paid_in_cents else "–"
    best = ordinal(data.best, lang) if data.best else "–"
    lines = [message("sheet.player.member", lang, member=data.member)] if data.member else []
    lines.append(
        message(
            "sheet.player.record",
            lang,
            events=number(data.events, lang),
            cashes=number(data.cashes, lang),
            itm=itm,
            wins=number(data.wins, lang),
            best=best,
        )
    )
    lines.append(
        message(
            "sheet.player.money",
            lang,
            paid=m(data.paid_in_cents),
            prizes=m(data.prize_cents),
            bounties=m(data.bounty_cents),
            net=m(net),
            roi=roi,
        )
    )
    return lines


def player_story(data: PlayerSheetData, meta: SheetMeta) -> tuple[list[Flowable], list[Flowable]]:
    """The title block and the body of a player's history."""
    lang = meta.lang
    width = first_page_width(meta.paper)
    title = title_block(meta, width, *_record_lines(data, lang))
    if not data.rows:
        return title, [para(message("sheet.player.none", lang), style("none", 12))]
    decimals = money_decimals([r.prize_cents for r in data.rows])
    # points named by league (a club with several) share the room with the tournament's name
    named = any(any(c.isalpha() for c in r.points) for r in data.rows)
    widths = column_widths(
        width, [24 * mm, None, 16 * mm, 18 * mm, 28 * mm, None if named else 30 * mm]
    )
    names = ("date", "tournament", "place", "entries", "prize", "points")
    aligns = ("LEFT", "LEFT", "CENTER", "RIGHT", "RIGHT", "RIGHT")
    columns = [
        Column(
            message(f"club.cli.col.{n}", lang),
            w,
            a,
            bold=n == "place",
            fit=n in ("tournament", "points"),
        )
        for n, w, a in zip(names, widths, aligns, strict=True)
    ]
    rows = [
        [
            _date(r.date, lang),
            r.tournament,
            place_text(r.place, r.place_to),
            number(r.entries, lang),
            money(r.prize_cents, data.currency, lang, decimals=decimals) if r.prize_cents else "",
            r.points,
        ]
        for r in data.rows
    ]
    return title, [sheet_table(columns, rows, size=SIZE)]


def _date(text: str, lang: Lang) -> str:
    """``14/06/2025`` (it) or ``2025-06-14`` (en) from a tournament's ISO date."""
    try:
        day = dt.date.fromisoformat(text)
    except ValueError:
        return text
    return day.strftime("%d/%m/%Y") if lang == "it" else day.isoformat()


def render_player_history(
    data: PlayerSheetData, out: Output = None, *, lang: str = "it", paper: str = "a4"
) -> Path | bytes:
    """Print a club player's record and history (same arguments as :func:`render_league`)."""
    meta = sheet_meta(data, "sheet.player.title", lang, paper)
    title, body = player_story(data, meta)
    return deliver(build_pdf(meta, title, body), out)


__all__ = [
    "HistoryRow",
    "LeagueRow",
    "LeagueSheetData",
    "PlayerSheetData",
    "league_data",
    "player_data",
    "render_league",
    "render_player_history",
]
