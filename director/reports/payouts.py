"""The payout sheet: the money in, the prize of every paid place, and room to sign for it.

Pinned to the wall during the event and signed by each player when paid: the top shows what
went into the prize pool (entries, rebuys, add-ons, the fee kept by the house), the table each
paid place's prize and share of the pool, a line for the winner's name (printed once known) and
one for their signature on receipt. The prizes' total is printed under them; it is the prize
pool (the payouts always add up to it, :func:`director.payouts.compute_payouts`).
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer, Table, TableStyle

from director.i18n import Lang, message, ordinal
from director.reports.data import PayoutSheetData
from director.reports.format import money, money_decimals, number, percent, percent_places
from director.reports.output import Output, deliver
from director.reports.page import SheetMeta, build_pdf, first_page_width, sheet_meta, title_block
from director.reports.styles import BOLD, FONT, INK, MUTED, RULE, STRIPE, para, style
from director.reports.tables import Column, Command, column_widths, sheet_table

if TYPE_CHECKING:
    from director.reports.fromtournament import TournamentSource


#: A label and its value, one line of the money in.
Line = tuple[str, str]


def _counts(data: PayoutSheetData, lang: Lang) -> list[Line]:
    """The left column of the money in: entries, players, rebuys, add-ons, places paid."""

    def line(key: str, count: int) -> Line:
        return message(f"sheet.payouts.{key}", lang), number(count, lang)

    lines = [line("entries", data.entries)]
    if data.players:
        lines.append(line("players", data.players))
    if data.rebuys or data.rebuy_cents:
        lines.append(line("rebuys", data.rebuys))
    if data.addons or data.addon_cents:
        lines.append(line("addons", data.addons))
    lines.append(line("places_paid", data.paid_places))
    return lines


def _prices(data: PayoutSheetData, lang: Lang) -> list[Line]:
    """The right column of the money in: the prices, the fee, the guarantee and the overlay."""

    def line(key: str, cents: int) -> Line:
        return message(f"sheet.payouts.{key}", lang), money(cents, data.currency, lang)

    lines: list[Line] = []
    if data.buy_in_cents:
        label, price = line("buy_in", data.buy_in_cents)
        if data.buy_in_fee_cents:
            price += " + " + money(data.buy_in_fee_cents, data.currency, lang, symbol=False)
        lines.append((label, price))
    for key, cents in (
        ("rebuy_price", data.rebuy_cents),
        ("addon_price", data.addon_cents),
        ("bounty", data.bounty_cents),
        ("fee", data.fee_cents),
        ("guarantee", data.guarantee_cents),
        ("overlay", data.overlay_cents),
    ):
        if cents:
            lines.append(line(key, cents))
    return lines


def _summary(data: PayoutSheetData, lang: Lang, width: float) -> Table:
    """The money in: two columns of label and value."""
    left, right = _counts(data, lang), _prices(data, lang)
    rows = max(len(left), len(right))
    left += [("", "")] * (rows - len(left))
    right += [("", "")] * (rows - len(right))
    cells = [[a, b, "", c, d] for (a, b), (c, d) in zip(left, right, strict=True)]
    gap = 10 * mm
    half = (width - gap) / 2
    return Table(
        cells,
        colWidths=[half * 0.55, half * 0.45, gap, half * 0.55, half * 0.45],
        hAlign="LEFT",
        style=TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), FONT, 10.5, 13),
                ("TEXTCOLOR", (0, 0), (-1, -1), MUTED),
                ("FONT", (1, 0), (1, -1), BOLD, 10.5, 13),
                ("FONT", (4, 0), (4, -1), BOLD, 10.5, 13),
                ("TEXTCOLOR", (1, 0), (1, -1), INK),
                ("TEXTCOLOR", (4, 0), (4, -1), INK),
                ("ALIGN", (1, 0), (1, -1), "RIGHT"),
                ("ALIGN", (4, 0), (4, -1), "RIGHT"),
                *[("LINEBELOW", (0, r), (1, r), 0.4, RULE) for r, (a, _) in enumerate(left) if a],
                *[("LINEBELOW", (3, r), (4, r), 0.4, RULE) for r, (a, _) in enumerate(right) if a],
                ("TOPPADDING", (0, 0), (-1, -1), 2.5),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("RIGHTPADDING", (0, 0), (-1, -1), 0),
            ]
        ),
    )


def _pool(data: PayoutSheetData, lang: Lang, width: float) -> Table:
    """The prize pool, large, in a band."""
    label = message("sheet.payouts.prize_pool", lang)
    return Table(
        [[label, money(data.prize_pool_cents, data.currency, lang)]],
        colWidths=[width / 2, width / 2],
        hAlign="LEFT",
        style=TableStyle(
            [
                ("FONT", (0, 0), (0, 0), BOLD, 14, 17),
                ("FONT", (1, 0), (1, 0), BOLD, 20, 24),
                ("ALIGN", (1, 0), (1, 0), "RIGHT"),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("BACKGROUND", (0, 0), (-1, -1), STRIPE),
                ("LEFTPADDING", (0, 0), (-1, -1), 8),
                ("RIGHTPADDING", (0, 0), (-1, -1), 8),
                ("TOPPADDING", (0, 0), (-1, -1), 6),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 8),
            ]
        ),
    )


def _place(best: int, worst: int | None, lang: Lang) -> str:
    """``3°`` or, for a tie, ``3°-4°``."""
    if worst is None:
        return ordinal(best, lang)
    return f"{ordinal(best, lang)}-{ordinal(worst, lang)}"


def _seat(place: int, data: PayoutSheetData, lang: Lang) -> str:
    """``Seat `` before a satellite's seat (its amount is the seat's value), else nothing."""
    return message("satellite.seat", lang) + " " if place <= data.seats else ""


def _places_table(data: PayoutSheetData, lang: Lang, width: float) -> Table:
    """Each paid place: its prize, its share of the pool, lines for the name and a signature."""
    cents = money_decimals([*(p.amount_cents for p in data.places), data.paid_cents])
    pool = data.prize_pool_cents or data.paid_cents or 1
    shares = [
        p.percent if p.percent is not None else Fraction(100 * p.amount_cents, pool)
        for p in data.places
    ]
    places = percent_places(shares)
    total_share = sum(Fraction(str(s)) for s in shares)
    gap = 6 * mm  # between the line for the name and the line for the signature
    widths = column_widths(width, [18 * mm, 34 * mm, 24 * mm, None, gap, None])
    columns = [
        Column(message("sheet.payouts.place", lang), widths[0], "CENTER", bold=True),
        Column(message("sheet.payouts.amount", lang), widths[1], "RIGHT", bold=True),
        Column(message("sheet.payouts.percent", lang), widths[2], "RIGHT"),
        Column(message("sheet.payouts.player", lang), widths[3], fit=True, indent=2 * mm),
        Column("", widths[4]),
        Column(message("sheet.payouts.signature", lang), widths[5]),
    ]
    rows = [
        [
            _place(p.place, p.tied_to, lang),
            _seat(p.place, data, lang) + money(p.amount_cents, data.currency, lang, decimals=cents),
            percent(share, lang, places),
            p.name,
            "",
            "",
        ]
        for p, share in zip(data.places, shares, strict=True)
    ]
    total = money(data.paid_cents, data.currency, lang, decimals=cents)
    rows.append(
        [message("sheet.total", lang), total, percent(total_share, lang, places), "", "", ""]
    )
    n = len(rows) - 1
    extra: list[Command] = [
        # A line to write the name on, a gap, a line to sign on.
        ("LINEBELOW", (3, 1), (3, n), 0.5, MUTED),
        ("LINEBELOW", (5, 1), (5, n), 0.5, MUTED),
        ("VALIGN", (0, 1), (-1, -1), "BOTTOM"),
        ("TOPPADDING", (0, 1), (-1, n), 12),
        ("BOTTOMPADDING", (0, 1), (-1, n), 4),
        ("ALIGN", (0, -1), (0, -1), "LEFT"),
    ]
    size = 12 if len(data.places) <= 20 else 11
    # The totals' rule under the figures only: the last lines to write on stay thin.
    return sheet_table(
        columns, rows, size=size, extra=extra, footer_rows=1, footer_rule_to=2, stripes=False
    )


def payouts_story(data: PayoutSheetData, meta: SheetMeta) -> tuple[list[Flowable], list[Flowable]]:
    """The title block and the body of a payout sheet."""
    lang = meta.lang
    width = first_page_width(meta.paper)
    title = title_block(meta, width)
    body: list[Flowable] = [_summary(data, lang, width), Spacer(width, 4 * mm)]
    body += [_pool(data, lang, width), Spacer(width, 5 * mm)]
    if not data.places:
        body.append(para(message("sheet.payouts.none", lang), style("none", 12)))
        return title, body
    body.append(_places_table(data, lang, width))
    if data.deal_players:
        key = "sheet.payouts.deal_done" if data.deal_settled else "sheet.payouts.deal"
        note = message(key, lang, count=data.deal_players)
        body += [Spacer(width, 3 * mm), para(note, style("deal", 10))]
    return title, body


def render_payouts(
    source: PayoutSheetData | TournamentSource,
    out: Output = None,
    *,
    lang: str = "it",
    paper: str = "a4",
) -> Path | bytes:
    """Print the payout sheet.

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
    if isinstance(source, PayoutSheetData):
        data = source
    else:
        from director.reports.fromtournament import payout_data

        data = payout_data(source)
    meta = sheet_meta(data, "sheet.payouts.title", lang, paper)
    title, body = payouts_story(data, meta)
    return deliver(build_pdf(meta, title, body), out)
