"""The satellite winners sheet: who won a seat, who won the cash, and room to sign for it.

A satellite's pool buys seats to a bigger event (:mod:`director.tournament.satellite`); this is
the sheet the director hands to the bigger event's organisers and pins to the wall: the seat
value and how many seats, then one row per seat (place, winner, signature) and the cash place.
Places not decided yet are printed with a line for the name.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from director.i18n import Lang, message, ordinal
from director.reports.data import SheetData
from director.reports.format import money
from director.reports.output import Output, deliver
from director.reports.page import SheetMeta, build_pdf, first_page_width, sheet_meta, title_block
from director.reports.styles import MUTED, para, style
from director.reports.tables import Column, Command, column_widths, sheet_table

if TYPE_CHECKING:
    from director.reports.fromtournament import TournamentSource


@dataclass(frozen=True, slots=True)
class SatelliteRow:
    """One prize of a satellite.

    Attributes:
        place: The place (the best of a tie: the players seated at the bubble share 1..n).
        tied_to: The worst place of a tie (None: no tie).
        seat: A seat (True) or the cash remainder (False).
        amount_cents: The seat's value, or the cash.
        name: Who won it, once known.
    """

    place: int
    seat: bool
    amount_cents: int
    name: str = ""
    tied_to: int | None = None


@dataclass(frozen=True, kw_only=True)
class SatelliteSheetData(SheetData):
    """The satellite winners sheet.

    Attributes:
        prize_pool_cents: The pool the seats are bought with.
        seat_cents: One seat's value.
        seats: How many seats the pool buys.
        remainder_cents: The cash to the place after the seats (0: none).
        rows: The seats, then the cash place.
    """

    prize_pool_cents: int
    seat_cents: int
    seats: int
    remainder_cents: int
    rows: tuple[SatelliteRow, ...] = ()


def satellite_data(source: TournamentSource) -> SatelliteSheetData:
    """The satellite winners sheet of a tournament (places to come with a line for the name).

    Raises:
        DirectorError: Not a satellite, or a seat value above the pool (the one-line refusals
            of :func:`director.tournament.satellite.check`).
    """
    from director.errors import DirectorError
    from director.reports.fromtournament import _header, state_of
    from director.tournament import prizes as pz
    from director.tournament import satellite as sat

    s = state_of(source)
    prizes = sat.check(s)
    if prizes is None:
        raise DirectorError("satellite.err.not_satellite")
    won = pz.prizes(s)
    left = 0 if s.finished else s.players_left
    rows = [
        SatelliteRow(place=p, seat=prizes.is_seat(p), amount_cents=a)
        for p, a in enumerate(pz.payouts(s)[:left], 1)
    ]
    for e in s.finishing_order():
        if not won.get(e.id):
            continue
        place = s.places[e.id]
        rows.append(
            SatelliteRow(
                place=place.best,
                seat=prizes.is_seat(place.best),
                amount_cents=won[e.id],
                name=s.player_of(e).label,
                tied_to=place.worst if place.tied else None,
            )
        )
    return SatelliteSheetData(
        **_header(s),
        prize_pool_cents=pz.money(s).prize_pool_cents,
        seat_cents=prizes.seat_cents,
        seats=prizes.seats,
        remainder_cents=prizes.remainder_cents,
        rows=tuple(rows),
    )


def _summary(data: SatelliteSheetData, lang: Lang) -> str:
    """``Seats: 6 × € 250 · 7°: € 150``."""
    fields = {"count": data.seats, "seat": money(data.seat_cents, data.currency, lang)}
    if not data.remainder_cents:
        return message("satellite.summary", lang, **fields)
    cash = money(data.remainder_cents, data.currency, lang)
    place = ordinal(data.seats + 1, lang)
    return message("satellite.summary_cash", lang, place=place, cash=cash, **fields)


def _place(row: SatelliteRow, lang: Lang) -> str:
    if row.tied_to is None:
        return ordinal(row.place, lang)
    return f"{ordinal(row.place, lang)}-{ordinal(row.tied_to, lang)}"


def satellite_pdf(data: SatelliteSheetData, lang: str, paper: str) -> bytes:
    """The PDF of the sheet."""
    meta = sheet_meta(data, "satellite.sheet.title", lang, paper)
    return _pdf(data, meta)


def _pdf(data: SatelliteSheetData, meta: SheetMeta) -> bytes:
    lang = meta.lang
    width = first_page_width(meta.paper)
    pool = (
        message("sheet.payouts.prize_pool", lang)
        + " "
        + money(data.prize_pool_cents, data.currency, lang)
    )
    title = title_block(meta, width, pool)
    widths = column_widths(width, [20 * mm, 22 * mm, 28 * mm, None, 6 * mm, None])
    columns = [
        Column(message("sheet.payouts.place", lang), widths[0], "CENTER", bold=True),
        Column(message("satellite.prize", lang), widths[1], "LEFT", bold=True),
        Column(message("satellite.value", lang), widths[2], "RIGHT"),
        Column(message("sheet.payouts.player", lang), widths[3], fit=True, indent=2 * mm),
        Column("", widths[4]),
        Column(message("sheet.payouts.signature", lang), widths[5]),
    ]
    rows = [
        [
            _place(r, lang),
            message("satellite.seat" if r.seat else "satellite.cash", lang),
            money(r.amount_cents, data.currency, lang),
            r.name,
            "",
            "",
        ]
        for r in data.rows
    ]
    body: list[Flowable] = [para(_summary(data, lang), style("summary", 14, bold=True))]
    body.append(Spacer(width, 4 * mm))
    if rows:
        n = len(rows)
        extra: list[Command] = [
            # A line to write the name on, a gap, a line to sign on.
            ("LINEBELOW", (3, 1), (3, n), 0.5, MUTED),
            ("LINEBELOW", (5, 1), (5, n), 0.5, MUTED),
            ("VALIGN", (0, 1), (-1, -1), "BOTTOM"),
            ("TOPPADDING", (0, 1), (-1, n), 12),
        ]
        body.append(sheet_table(columns, rows, size=12, extra=extra, stripes=False))
    return build_pdf(meta, title, body)


def render_satellite(
    source: SatelliteSheetData | TournamentSource,
    out: Output = None,
    *,
    lang: str = "it",
    paper: str = "a4",
) -> Path | bytes:
    """Print the satellite winners sheet.

    Args:
        source: The sheet's data, or a tournament (its state or an open tournament).
        out: Where the PDF goes: a path, a binary file object, or None to get the bytes.
        lang: ``it`` or ``en``.
        paper: ``a4`` or ``letter``.

    Returns:
        The path written, or the PDF's bytes (``out`` a file object or None).

    Raises:
        DirectorError: Not a satellite, a seat value above the pool, an unknown language or
            paper, or the file cannot be written.
    """
    data = source if isinstance(source, SatelliteSheetData) else satellite_data(source)
    return deliver(satellite_pdf(data, lang, paper), out)
