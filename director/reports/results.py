"""The results sheet: the finishing order with each entry's prize and bounties.

Printed during the event it is provisional (the title says how many are still playing); the
places are those of :attr:`director.tournament.model.TournamentState.places`, ties printed as
``4-5``. The bounty columns appear in bounty tournaments only. A totals row closes the table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer, Table

from director.i18n import Lang, message
from director.reports.data import ResultRow, ResultsSheetData
from director.reports.format import money, money_decimals, number
from director.reports.output import Output, deliver
from director.reports.page import (
    Paper,
    SheetMeta,
    build_pdf,
    first_body_height,
    first_page_width,
    sheet_meta,
    title_block,
)
from director.reports.styles import para, style
from director.reports.tables import Column, Command, column_widths, sheet_table

if TYPE_CHECKING:
    from director.reports.fromtournament import TournamentSource

#: The font size of the results table (1,000 rows: about 40 a page).
SIZE = 10
#: Tighter sizes and paddings tried, in order, to get a small event on one page.
COMPACT = ((9.5, 2.0), (9, 1.5), (8.5, 1.2))
#: Up to how many rows the compact sizes are tried.
COMPACT_ROWS = 90

#: The columns of a table and its rows as text.
Layout = tuple[list[Column], list[list[str]]]


def _summary(data: ResultsSheetData, lang: Lang) -> list[str]:
    """The lines under the title: entries and prize pool, and how many are still playing."""
    lines = []
    if data.prize_pool_cents:
        pool = money(data.prize_pool_cents, data.currency, lang)
        entries = number(data.entries, lang)
        lines.append(message("sheet.results.summary", lang, entries=entries, pool=pool))
    if data.players_left:
        count = number(data.players_left, lang)
        lines.append(message("sheet.results.provisional", lang, count=count))
    return lines


def _prize(r: ResultRow, data: ResultsSheetData, write: Callable[[int], str], lang: Lang) -> str:
    """A row's prize: ``Seat €250`` for a satellite's seat, else the amount (blank for none)."""
    if r.prize_cents and r.place <= data.seats:
        return message("satellite.seat", lang) + " " + write(r.prize_cents)
    return write(r.prize_cents)


def _amount_writer(data: ResultsSheetData, lang: Lang) -> Callable[[int], str]:
    """How the table writes an amount: every amount with cents if any has some, 0 left blank."""
    decimals = money_decimals(
        [cents for r in data.rows for cents in (r.prize_cents, r.bounty_cents)]
        + [r.prize_cents + r.bounty_cents for r in data.rows]
    )

    def write(cents: int) -> str:
        return money(cents, data.currency, lang, decimals=decimals) if cents else ""

    return write


def _with_bounties(data: ResultsSheetData, lang: Lang, width: float) -> Layout:
    """Place, player, prize, bounties, their money and the total, with a totals row."""
    m = _amount_writer(data, lang)
    widths = column_widths(width, [16 * mm, None, 28 * mm, 17 * mm, 28 * mm, 28 * mm])
    columns = [
        Column(message("sheet.results.place", lang), widths[0], "CENTER", bold=True),
        Column(message("sheet.results.player", lang), widths[1], fit=True),
        Column(message("sheet.results.prize", lang), widths[2], "RIGHT"),
        Column(message("sheet.results.bounties", lang), widths[3], "RIGHT"),
        Column(message("sheet.results.bounty_amount", lang), widths[4], "RIGHT"),
        Column(message("sheet.results.total", lang), widths[5], "RIGHT", bold=True),
    ]
    rows = [
        [
            r.place_text,
            r.name,
            _prize(r, data, m, lang),
            str(r.bounties) if r.bounties else "",
            m(r.bounty_cents),
            m(r.prize_cents + r.bounty_cents),
        ]
        for r in data.rows
    ]
    prizes = sum(r.prize_cents for r in data.rows)
    bounty_money = sum(r.bounty_cents for r in data.rows)
    bounty_count = number(sum(r.bounties for r in data.rows), lang)
    total = m(prizes + bounty_money)
    rows.append([message("sheet.total", lang), "", m(prizes), bounty_count, m(bounty_money), total])
    return columns, rows


def _without_bounties(data: ResultsSheetData, lang: Lang, width: float) -> Layout:
    """Place, player and prize, with a totals row."""
    m = _amount_writer(data, lang)
    widths = column_widths(width, [16 * mm, None, 32 * mm])
    columns = [
        Column(message("sheet.results.place", lang), widths[0], "CENTER", bold=True),
        Column(message("sheet.results.player", lang), widths[1], fit=True),
        Column(message("sheet.results.prize", lang), widths[2], "RIGHT", bold=True),
    ]
    rows = [[r.place_text, r.name, _prize(r, data, m, lang)] for r in data.rows]
    rows.append([message("sheet.total", lang), "", m(sum(r.prize_cents for r in data.rows))])
    return columns, rows


def _results_table(layout: Layout, paper: Paper, title: Sequence[Flowable]) -> Table:
    """The table; a small event a little tighter to fit on the first page, under ``title``.

    A few rows alone on a second page cost a sheet of paper for nothing.
    """
    columns, rows = layout
    extra: list[Command] = [("ALIGN", (0, -1), (0, -1), "LEFT")]
    table = sheet_table(columns, rows, size=SIZE, extra=extra, footer_rows=1)
    if len(rows) > COMPACT_ROWS:
        return table
    width, room = first_page_width(paper), first_body_height(paper, title)
    for size, padding in COMPACT:
        if table.wrap(width, room)[1] <= room:
            break
        table = sheet_table(columns, rows, size=size, padding=padding, extra=extra, footer_rows=1)
    return table


def results_story(data: ResultsSheetData, meta: SheetMeta) -> tuple[list[Flowable], list[Flowable]]:
    """The title block and the body of a results sheet."""
    lang = meta.lang
    width = first_page_width(meta.paper)
    title = title_block(meta, width, *_summary(data, lang))
    if not data.rows:
        return title, [para(message("sheet.results.none", lang), style("none", 12))]
    layout = (_with_bounties if data.bounties else _without_bounties)(data, lang, width)
    body: list[Flowable] = [_results_table(layout, meta.paper, title)]
    if data.deal_players:
        note = message("sheet.results.deal", lang, count=data.deal_players)
        body += [Spacer(width, 3 * mm), para(note, style("deal", 10))]
    return title, body


def render_results(
    source: ResultsSheetData | TournamentSource,
    out: Output = None,
    *,
    lang: str = "it",
    paper: str = "a4",
) -> Path | bytes:
    """Print the results: finishing order, prizes and bounties.

    Args:
        source: The sheet's data, or a tournament (its state or an open tournament).
        out: Where the PDF goes: a path, a binary file object, or None to get the bytes.
        lang: ``it`` or ``en``.
        paper: ``a4`` or ``letter``.

    Returns:
        The path written, or the PDF's bytes (``out`` a file object or None).

    Raises:
        DirectorError: unknown language or paper, or the file cannot be written.
    """
    if isinstance(source, ResultsSheetData):
        data = source
    else:
        from director.reports.fromtournament import results_data

        data = results_data(source)
    meta = sheet_meta(data, "sheet.results.title", lang, paper)
    title, body = results_story(data, meta)
    return deliver(build_pdf(meta, title, body), out)
