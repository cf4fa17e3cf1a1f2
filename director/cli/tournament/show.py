"""``director show``: the clock, the money, the payouts and the entrants, as text or JSON.

The JSON (:func:`show_data`) keeps its documented keys and is the same in every language;
the text is in the command line's language.
"""

from __future__ import annotations

import argparse
from typing import Any

from director.cli.tournament.clock import state_text
from director.cli.tournament.outcomes import deal_data, money, print_deal, print_winner
from director.cli.tournament.output import number, print_json, say
from director.cli.tournament.run import on_file
from director.clock import format_seconds
from director.i18n import Lang, message
from director.payouts import payout_rows
from director.tournament import EntryStatus, Tournament, TournamentState, entrant_rows
from director.tournament.flights import flight_links

#: The entrants table's columns: catalogue key and width (widened to fit the header).
_COLUMNS = (
    ("cli.show.col.entry", 4),
    ("cli.show.col.name", 28),
    ("cli.show.col.status", 8),
    ("cli.show.col.place", 5),
    ("cli.show.col.table", 5),
    ("cli.show.col.seat", 4),
    ("cli.show.col.chips", 9),
    ("cli.show.col.prize", 10),
)


def show_data(t: Tournament) -> dict[str, Any]:
    """What ``director show --json`` prints."""
    s = t.state
    st = t.stats()
    entrants, withdrawn = _entrants_data(t)
    return {
        "name": s.settings.name,
        "date": s.settings.date,
        "venue": s.settings.venue,
        "currency": s.settings.currency,
        "entries": s.entry_count,
        "unique_players": s.unique_players,
        "players_left": s.players_left,
        **_money_data(t),
        "chips_in_play": st.chips_in_play,
        "average_stack": st.average_stack,
        "average_in_big_blinds": st.average_in_big_blinds,
        "chip_leader": s.label(st.chip_leader) if st.chip_leader else None,
        "chip_leader_chips": st.chip_leader_chips,
        "winner": s.label(s.playing[0]) if s.finished and len(s.playing) == 1 else None,
        "deal": deal_data(t),
        "registration_open": t.registration_open(),
        "finished": s.finished,
        "hand_for_hand": s.hand_for_hand.hand if s.hand_for_hand else None,
        "clock": _clock_data(t),
        "tables": _tables_data(s),
        "entrants": entrants,
        **_flights_data(t),
        "withdrawn": withdrawn,
        **({"mystery": m} if (m := t.mystery.to_json()) is not None else {}),
        "undo": t.undo_label("en") if t.can_undo() else None,
        "redo": t.redo_label("en") if t.can_redo() else None,
    }


def _flights_data(t: Tournament) -> dict[str, Any]:
    """``flights``: the flights a day 2 was made from (only in a day 2's JSON)."""
    links = flight_links(t)
    return {"flights": [link.to_dict() for link in links]} if links else {}


def _money_data(t: Tournament) -> dict[str, Any]:
    """The rebuys, add-ons, the pool and where the money went, and the payouts."""
    money_now = t.money.summary()
    return {
        "rebuys": money_now.rebuys,
        "addons": money_now.addons,
        "prize_pool_cents": money_now.prize_pool_cents,
        "collected_cents": money_now.collected_cents,
        "fees_cents": money_now.fees_cents,
        "bounties_cents": money_now.bounties_cents,
        **_knockouts_data(t),
        "guarantee_cents": money_now.guarantee_cents,
        "overlay_cents": money_now.overlay_cents,
        "payouts": payout_rows(t.money.payouts()),
    }


def _knockouts_data(t: Tournament) -> dict[str, Any]:
    """A progressive knockout's bounty pool, apart from the prize pool (only when progressive)."""
    if not t.settings.progressive:
        return {}
    k = t.money.knockouts()
    return {
        "progressive": True,
        "bounties_paid_cents": k.paid_cents,
        "bounties_on_heads_cents": k.on_heads_cents,
        "bounties_unclaimed_cents": k.unclaimed_cents,
    }


def _clock_data(t: Tournament) -> dict[str, Any]:
    """Where the clock is: level, blinds, time left."""
    view = t.clock.view()
    level = view.level
    return {
        "running": view.running,
        "started": view.started,
        "level": level.number if level else None,
        "break": view.is_break,
        "blinds": level.blinds_text if level else None,
        "ante": level.ante_text if level else None,
        "remaining_seconds": round(view.remaining, 3),
        "display_seconds": view.display_seconds,
    }


def _tables_data(s: TournamentState) -> list[dict[str, Any]]:
    """Each table: seats, players, button, blocked seats."""
    return [
        {
            "table": n,
            "seats": s.tables[n].seats,
            "players": s.tables[n].count,
            "button": s.tables[n].button,
            "blocked": sorted(s.tables[n].blocked),
        }
        for n in sorted(s.tables)
    ]


def _entrants_data(t: Tournament) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The entries that count, and the withdrawn ones, as JSON rows."""
    s = t.state
    bounty = t.money.bounties()
    # A progressive knockout's bounty_cents is the bounty on the head now; a fixed bounty's
    # stays what it always was, the money won (as bounty_won_cents is for both).
    heads = t.money.knockouts().heads if s.settings.progressive else None
    entrants: list[dict[str, Any]] = []
    withdrawn: list[dict[str, Any]] = []
    for r in entrant_rows(s):
        e = s.entries[r.entry]
        row = {
            "entry": r.entry,
            "name": r.name,
            "person": r.person,
            "nickname": r.nickname,
            "club": s.players[e.player].club,
            "status": r.status.value,
            "place": r.place,
            "place_to": r.place_to,
            "table": r.table,
            "seat": r.seat,
            "chips": r.chips,
            "rebuys": r.rebuys,
            "addons": r.addons,
            "prize_cents": r.prize_cents,
            "bounties": r.bounties,
            "bounty_cents": bounty.get(r.entry, 0) if heads is None else heads.get(r.entry, 0),
            "bounty_won_cents": bounty.get(r.entry, 0),
            "busted_by": s.label(r.busted_by) if r.busted_by else None,
            "corrections": [c.to_dict() for c in e.corrections],
        }
        (withdrawn if not e.counts else entrants).append(row)
    return entrants, withdrawn


@on_file
def show(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``show``: the whole tournament as text, or ``--json``."""
    data = show_data(t)
    if args.json:
        print_json(data)
        return 0
    s = t.state
    title = ", ".join(x for x in (s.settings.date, s.settings.venue) if x)
    print(
        message("cli.show.title", lang, name=s.settings.name, when=title)
        if title
        else s.settings.name
    )
    say("cli.show.clock", lang, clock=_clock_text(data["clock"], lang))
    for f in data.get("flights", ()):
        fields = {k: f[k] for k in ("name", "path")}
        say("flights.show.flight", lang, **fields, entries=f["entries"], survivors=f["survivors"])
    _print_summary(t, lang)
    pays = data["payouts"]
    if pays:
        places = ", ".join(
            message(
                "cli.show.payout", lang, place=p["place"], amount=money(t, p["amount_cents"], lang)
            )
            for p in pays
        )
        say("cli.show.payouts", lang, places=places)
    print_deal(t, lang)
    if s.finished:
        print_winner(t, lang)
    if data["entrants"]:
        print()
        _print_entrants(t, data["entrants"], lang)
    return 0


def _clock_text(c: dict[str, Any], lang: Lang) -> str:
    """``level 3 (50-100), 09:12 left, running``, from the JSON's clock."""
    if c["level"] is None:
        return message("cli.show.no_level", lang)
    if c["break"]:
        where = message("cli.show.break", lang)
    else:
        where = message("cli.show.level", lang, level=c["level"], blinds=c["blinds"])
    time = format_seconds(c["display_seconds"])
    state = state_text(c["running"], c["started"], lang)
    return message("cli.clock.line", lang, where=where, time=time, state=state)


def _print_summary(t: Tournament, lang: Lang) -> None:
    """The entries, the money and the chips, one line each."""
    s = t.state
    st = t.stats()
    m = t.money.summary()
    say(
        "cli.show.entries",
        lang,
        entries=s.entry_count,
        players=s.unique_players,
        left=s.players_left,
        rebuys=m.rebuys,
        addons=m.addons,
    )
    pool, fees = money(t, m.prize_pool_cents, lang), money(t, m.fees_cents, lang)
    if m.overlay_cents:
        overlay = money(t, m.overlay_cents, lang)
        say("cli.show.pool_overlay", lang, pool=pool, overlay=overlay, fees=fees)
    else:
        say("cli.show.pool", lang, pool=pool, fees=fees)
    if s.settings.progressive:
        _print_knockouts(t, lang)
    elif s.settings.bounty_cents:
        won = sum(t.money.bounties().values())
        each, total = money(t, s.settings.bounty_cents, lang), money(t, m.bounties_cents, lang)
        say("cli.show.bounties", lang, each=each, total=total, won=money(t, won, lang))
    average = number(st.average_stack, lang)
    if st.average_in_big_blinds:
        bb = number(st.average_in_big_blinds, lang, ".1f")
        average = message("cli.show.average_bb", lang, average=average, bb=bb)
    line = message("cli.show.chips", lang, chips=number(st.chips_in_play, lang), average=average)
    if st.chip_leader:
        leader, chips = s.label(st.chip_leader), number(st.chip_leader_chips or 0, lang)
        line = message("cli.show.chip_leader", lang, line=line, name=leader, chips=chips)
    print(line)


def _print_knockouts(t: Tournament, lang: Lang) -> None:
    """A progressive knockout's bounty pool: taken in, paid, on heads (and unclaimed)."""
    k = t.money.knockouts()
    fields = {
        "each": money(t, t.settings.bounty_cents, lang),
        "total": money(t, k.taken_cents, lang),
        "paid": money(t, k.paid_cents, lang),
        "heads": money(t, k.on_heads_cents, lang),
    }
    line = message("cli.show.pko_bounties", lang, **fields)
    if k.unclaimed_cents:
        unclaimed = money(t, k.unclaimed_cents, lang)
        line = message("cli.show.pko_unclaimed", lang, line=line, unclaimed=unclaimed)
    print(line)


def _print_entrants(t: Tournament, rows: list[dict[str, Any]], lang: Lang) -> None:
    """The entrants table: number, name, status, place, table, seat, chips, prize, bounties.

    The bounties column is there when the tournament pays bounties; once it is over the one
    left is the winner, not "playing".
    """
    bounties = bool(t.settings.bounty_cents)
    columns = (*_COLUMNS, ("cli.show.col.bounties", 10)) if bounties else _COLUMNS
    heads = [message(key, lang) for key, _ in columns]
    widths = [max(width, len(head)) for (_, width), head in zip(columns, heads, strict=True)]
    winner = message("cli.show.winner", lang)
    # The statuses of the entries that count (withdrawn ones are not in this table) fit their
    # column, whatever the language calls them.
    statuses = (EntryStatus.PLAYING.text(lang), EntryStatus.BUSTED.text(lang), winner)
    widths[2] = max(widths[2], *map(len, statuses))
    print(_line(heads, widths))
    for row in rows:
        status = EntryStatus(row["status"])
        won = t.state.finished and status is EntryStatus.PLAYING
        cells = [
            str(row["entry"]),
            row["name"][:28],
            winner if won else status.text(lang),
            str(row["place"] or ""),
            str(row["table"] or ""),
            str(row["seat"] or ""),
            _chips_cell(t, row["chips"], won, lang),
            money(t, row["prize_cents"], lang) if row["prize_cents"] else "",
        ]
        if bounties:
            cells.append(_bounty_cell(t, row, lang))
        print(_line(cells, widths))


def _chips_cell(t: Tournament, chips: int | None, won: bool, lang: Lang) -> str:
    """The last counted stack; the winner's is every chip in play, whatever was counted last."""
    if won:
        return number(t.stats().chips_in_play, lang)
    return "" if chips is None else number(chips, lang)


def _bounty_cell(t: Tournament, row: dict[str, Any], lang: Lang) -> str:
    """``€10 (2)``: the bounty money an entry won and how many bounties; empty for none."""
    if not row["bounty_won_cents"]:
        return ""
    return f"{money(t, row['bounty_won_cents'], lang)} ({row['bounties']})"


def _line(cells: list[str], widths: list[int]) -> str:
    """One row: the name and the status left-aligned, the figures right-aligned."""
    entry, name, status, *figures = cells
    w_entry, w_name, w_status, *w_figures = widths
    right = " ".join(f"{cell:>{w}}" for cell, w in zip(figures, w_figures, strict=True))
    return f"{entry:>{w_entry}}  {name:<{w_name}} {status:<{w_status}} {right}"
