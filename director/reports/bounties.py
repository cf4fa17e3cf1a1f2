"""The bounty sheet: each player's bounty cash won and the bounty on their head, and the pool.

The bounty money is a pool apart from the prize pool: the summary says what was taken in, what
was paid, what is still on heads and, for busts recorded with no eliminator, what is unclaimed;
the table lists each person once (a re-entry is the same player, TDA), with the cash all their
entries won and the bounty on the head of the entry still playing. A progressive knockout's
figures are :mod:`director.tournament.knockouts`'; a fixed bounty's are the prizes module's.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from reportlab.lib.units import mm
from reportlab.platypus import Flowable

from director.i18n import Lang, message
from director.reports.data import SheetData
from director.reports.format import money, money_decimals
from director.reports.output import Output, deliver
from director.reports.page import build_pdf, first_page_width, sheet_meta, title_block
from director.reports.styles import para, style
from director.reports.tables import Column, column_widths, sheet_table
from director.tournament import prizes as pz
from director.tournament.knockouts import knockouts, starting_bounty
from director.tournament.model import TournamentState

if TYPE_CHECKING:
    from director.reports.fromtournament import TournamentSource


@dataclass(frozen=True, slots=True)
class BountyRow:
    """One person's bounties.

    Attributes:
        name: The person's name as shown.
        won_cents: Bounty cash won over all their entries.
        head_cents: The bounty on their head now (0 once out).
        playing: Still in the tournament.
    """

    name: str
    won_cents: int = 0
    head_cents: int = 0
    playing: bool = False


@dataclass(frozen=True, kw_only=True)
class BountySheetData(SheetData):
    """The bounty sheet.

    Attributes:
        progressive: A progressive knockout (the summary says its rule).
        taken_cents: Bounty money taken in.
        paid_cents: Bounty cash paid so far.
        on_heads_cents: Bounties still on the heads of the players in.
        unclaimed_cents: Bounties of busts recorded with no eliminator.
        envelopes: Mystery bounties: how many envelopes were filled (0: no mystery bounties).
        opened: Mystery bounties: how many are open.
        envelopes_cents: Mystery bounties: what the envelopes hold in all.
        unopened_cents: Mystery bounties: what the unopened ones hold.
        rows: The people with a bounty won or on their head, the biggest bounty first.
    """

    progressive: bool = False
    taken_cents: int = 0
    paid_cents: int = 0
    on_heads_cents: int = 0
    unclaimed_cents: int = 0
    envelopes: int = 0
    opened: int = 0
    envelopes_cents: int = 0
    unopened_cents: int = 0
    rows: tuple[BountyRow, ...] = ()


def bounty_data(source: TournamentSource) -> BountySheetData:
    """The bounty sheet's data from a tournament (or one of its states)."""
    from director.reports.fromtournament import _header, state_of

    s = state_of(source)
    won, heads, unclaimed = _money(s)
    taken = pz.money(s).bounties_cents
    people: dict[int, BountyRow] = {}
    for e in s.entries.values():
        if not e.counts:
            continue
        row = people.get(e.player, BountyRow(s.player_of(e).label))
        people[e.player] = BountyRow(
            row.name,
            row.won_cents + won.get(e.id, 0),
            row.head_cents + heads.get(e.id, 0),
            row.playing or e.playing,
        )
    rows = sorted(
        (r for r in people.values() if r.won_cents or r.head_cents),
        key=lambda r: (-r.head_cents, -r.won_cents, r.name),
    )
    deck = s.mystery
    return BountySheetData(
        **_header(s),
        envelopes=len(deck.order) if deck is not None else 0,
        opened=len(deck.draws) if deck is not None else 0,
        envelopes_cents=sum(deck.order) if deck is not None else 0,
        unopened_cents=sum(deck.order[len(deck.draws) :]) if deck is not None else 0,
        progressive=s.settings.progressive,
        taken_cents=taken,
        paid_cents=sum(won.values()),
        on_heads_cents=sum(heads.values()),
        unclaimed_cents=unclaimed,
        rows=tuple(rows),
    )


def _money(s: TournamentState) -> tuple[dict[int, int], dict[int, int], int]:
    """Cash won and bounty on head by entry, and the unclaimed bounties."""
    if s.mystery is not None:
        # mystery bounties: no bounty on any head; what the envelopes pay is what they hold
        return pz.mystery_won(s), {}, 0
    if s.settings.progressive:
        k = knockouts(s)
        return dict(k.won), dict(k.heads), k.unclaimed_cents
    won = pz.bounties(s)
    # A fixed bounty stays the one each entry paid while it plays; once the tournament is over
    # the winner has collected their own.
    heads = {e.id: starting_bounty(e) for e in s.playing if not s.finished}
    taken = pz.money(s).bounties_cents
    return won, heads, taken - sum(won.values()) - sum(heads.values())


def _summary(data: BountySheetData, lang: Lang) -> list[str]:
    """The pool's lines under the title."""
    m = {
        "taken": money(data.taken_cents, data.currency, lang),
        "paid": money(data.paid_cents, data.currency, lang),
        "heads": money(data.on_heads_cents, data.currency, lang),
    }
    if data.envelopes:
        # what the envelopes hold is set by the director, not by the money taken in: the
        # difference is the house's (an overlay it pays, or money it keeps)
        said = {
            "taken": m["taken"],
            "total": money(data.envelopes_cents, data.currency, lang),
            "count": data.envelopes,
            "opened": data.opened,
            "left": money(data.unopened_cents, data.currency, lang),
        }
        return [message("sheet.bounties.mystery", lang, **said)]
    lines = [message("sheet.bounties.summary", lang, **m)]
    if data.unclaimed_cents:
        unclaimed = money(data.unclaimed_cents, data.currency, lang)
        lines.append(message("sheet.bounties.unclaimed", lang, amount=unclaimed))
    if data.progressive:
        lines.append(message("sheet.bounties.progressive", lang))
    return lines


def bounty_story(data: BountySheetData, lang: Lang, width: float) -> list[Flowable]:
    """The body: the table of people and their bounties, with a totals row."""
    if not data.rows:
        return [para(message("sheet.bounties.none", lang), style("none", 12))]
    decimals = money_decimals([c for r in data.rows for c in (r.won_cents, r.head_cents)])

    def m(cents: int) -> str:
        return money(cents, data.currency, lang, decimals=decimals) if cents else ""

    widths = column_widths(width, [None, 40 * mm, 40 * mm])
    columns = [
        Column(message("sheet.bounties.player", lang), widths[0], fit=True),
        Column(message("sheet.bounties.won", lang), widths[1], "RIGHT"),
        Column(message("sheet.bounties.head", lang), widths[2], "RIGHT", bold=True),
    ]
    rows = [[r.name, m(r.won_cents), m(r.head_cents)] for r in data.rows]
    total = [message("sheet.total", lang), m(data.paid_cents), m(data.on_heads_cents)]
    return [sheet_table(columns, [*rows, total], size=10, footer_rows=1)]


def render_bounties(
    source: BountySheetData | TournamentSource,
    out: Output = None,
    *,
    lang: str = "it",
    paper: str = "a4",
) -> Path | bytes:
    """Print the bounty sheet: the pool apart, each player's bounty won and on their head.

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
    data = source if isinstance(source, BountySheetData) else bounty_data(source)
    meta = sheet_meta(data, "sheet.bounties.title", lang, paper)
    width = first_page_width(meta.paper)
    title = title_block(meta, width, *_summary(data, meta.lang))
    return deliver(build_pdf(meta, title, bounty_story(data, meta.lang, width)), out)
