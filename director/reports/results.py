"""The results sheet: the finishing order with each entry's prize and bounties.

Printed during the event it is provisional (the title says how many are still playing); the
places are those of :attr:`director.tournament.model.TournamentState.places`, ties printed as
``4-5``. The bounty columns appear in bounty tournaments only. A totals row closes the table.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from director.reports.common import (
    Column,
    Output,
    SheetMeta,
    build_pdf,
    column_widths,
    deliver,
    first_body_height,
    first_page_width,
    money,
    money_decimals,
    number,
    para,
    sheet_meta,
    sheet_table,
    style,
    title_block,
)
from director.reports.data import ResultsSheetData
from director.reports.texts import text

#: The font size of the results table (1,000 rows: about 40 a page).
SIZE = 10
#: Tighter sizes and paddings tried, in order, to get a small event on one page.
COMPACT = ((9.5, 2.0), (9, 1.5), (8.5, 1.2))
#: Up to how many rows the compact sizes are tried.
COMPACT_ROWS = 90


def results_story(data: ResultsSheetData, meta: SheetMeta) -> tuple[list, list]:
    """The title block and the body of a results sheet."""
    lang = meta.lang
    width = first_page_width(meta.paper)
    lines = []
    if data.prize_pool_cents:
        pool = money(data.prize_pool_cents, data.currency, lang)
        lines.append(text("results.summary", lang, entries=number(data.entries, lang), pool=pool))
    if data.players_left:
        lines.append(text("results.provisional", lang, count=number(data.players_left, lang)))
    title = title_block(meta, width, *lines)
    if not data.rows:
        return title, [para(text("results.none", lang), style("none", 12))]

    prizes = [r.prize_cents for r in data.rows]
    bounty_money = [r.bounty_cents for r in data.rows]
    totals = [r.prize_cents + r.bounty_cents for r in data.rows]
    prize_sum, bounty_sum, total_sum = sum(prizes), sum(bounty_money), sum(totals)
    decimals = money_decimals([*prizes, *bounty_money, *totals])
    cur = data.currency

    def m(cents: int) -> str:
        return money(cents, cur, lang, decimals=decimals) if cents else ""

    if data.bounties:
        widths = column_widths(width, [16 * mm, None, 28 * mm, 17 * mm, 28 * mm, 28 * mm])
        columns = [
            Column(text("results.place", lang), widths[0], "CENTER", bold=True),
            Column(text("results.player", lang), widths[1], fit=True),
            Column(text("results.prize", lang), widths[2], "RIGHT"),
            Column(text("results.bounties", lang), widths[3], "RIGHT"),
            Column(text("results.bounty_amount", lang), widths[4], "RIGHT"),
            Column(text("results.total", lang), widths[5], "RIGHT", bold=True),
        ]
        rows = [
            [
                r.place_text,
                r.name,
                m(r.prize_cents),
                str(r.bounties) if r.bounties else "",
                m(r.bounty_cents),
                m(r.prize_cents + r.bounty_cents),
            ]
            for r in data.rows
        ]
        bounty_count = sum(r.bounties for r in data.rows)
        rows.append(
            [
                text("total", lang),
                "",
                m(prize_sum),
                number(bounty_count, lang),
                m(bounty_sum),
                m(total_sum),
            ]
        )
    else:
        widths = column_widths(width, [16 * mm, None, 32 * mm])
        columns = [
            Column(text("results.place", lang), widths[0], "CENTER", bold=True),
            Column(text("results.player", lang), widths[1], fit=True),
            Column(text("results.prize", lang), widths[2], "RIGHT", bold=True),
        ]
        rows = [[r.place_text, r.name, m(r.prize_cents)] for r in data.rows]
        rows.append([text("total", lang), "", m(prize_sum)])
    extra: list[tuple[Any, ...]] = [("ALIGN", (0, -1), (0, -1), "LEFT")]
    table = sheet_table(columns, rows, size=SIZE, extra=extra, footer_rows=1)
    if len(rows) <= COMPACT_ROWS:
        # A small event on one page: a little tighter rather than a few rows on a second page.
        room = first_body_height(meta.paper, title)
        for size, padding in COMPACT:
            if table.wrap(width, room)[1] <= room:
                break
            table = sheet_table(
                columns, rows, size=size, padding=padding, extra=extra, footer_rows=1
            )
    body: list[Flowable] = [table]
    if data.deal_players:
        note = text("results.deal", lang, count=data.deal_players)
        body += [Spacer(width, 3 * mm), para(note, style("deal", 10))]
    return title, body


def render_results(
    source: ResultsSheetData | Any,
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
    meta = sheet_meta(data, "results.title", lang, paper)
    title, body = results_story(data, meta)
    return deliver(build_pdf(meta, title, body), out)
