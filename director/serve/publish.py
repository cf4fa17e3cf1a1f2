"""What the network screens show, as plain JSON data read from one tournament.

Every function here only reads: the tournament file stays the truth, and each screen on the
network is a view of it. The keys are the same in every language; the few texts (the
announcement, the money) come in the language asked for.

``state`` carries the clock as a *server end time* (``ends_at``) with the server's own time
(``server_time``): a page measures its offset to the server once per message and counts down
by itself, so it neither drifts (its own timer) nor jumps (no rounding to whole seconds on the
server).
"""

from __future__ import annotations

from typing import Any

from director.i18n import Lang, message
from director.structures import Break, Level
from director.tournament import Tournament
from director.tournament import satellite as sat
from director.tournament.amounts import format_money
from director.tournament.model import TournamentState
from director.tournament.prizes import places_shown


def _blinds(level: Level | None) -> dict[str, int]:
    if level is None:
        return {"small_blind": 0, "big_blind": 0, "ante": 0}
    return {
        "small_blind": level.small_blind or level.small_bet,
        "big_blind": level.big_blind or level.big_bet,
        "ante": level.ante or level.bb_ante,
    }


def state(t: Tournament, lang: Lang, announcement: str = "") -> dict[str, Any]:
    """The display's data: the clock, the level and the next, the field and the prizes.

    Args:
        t: The tournament (already brought up to date by its follower).
        lang: The language of the few texts (money, announcement).
        announcement: The last announcement line (a bust, the table moves), if any.
    """
    now = t.now()
    view = t.clock.view(now)
    s = t.state
    stats = t.stats(now)
    money = t.money.summary()
    entry = view.entry
    on_break = isinstance(entry, Break)
    current = view.level if not on_break else None
    nxt = view.next_level
    deal = s.deal
    currency = s.settings.currency

    def cash(cents: int) -> str:
        return format_money(cents, currency, lang)

    left = places_shown(s)
    seconds_left = max(0.0, float(view.remaining))
    return {
        "name": s.settings.name,
        "venue": s.settings.venue,
        "level": view.level.number if view.level is not None else 0,
        "kind": "break" if on_break else "level",
        "game": current.game.value if current is not None else None,
        **_blinds(current),
        "seconds_left": round(seconds_left, 3),
        "level_seconds": entry.seconds,
        "ends_at": round(now + seconds_left, 3) if view.running else None,
        "server_time": round(now, 3),
        "running": view.running,
        "started": view.started,
        "overtime": view.overtime > 0,
        "next": _blinds(nxt) if nxt is not None else None,
        "next_is_break": isinstance(view.next_entry, Break),
        "next_break_in": None if view.next_break_in is None else round(view.next_break_in),
        "players_left": stats.players_left,
        "entries": stats.entries,
        "average_stack": stats.average_stack,
        "average_in_big_blinds": stats.average_in_big_blinds,
        "chips_in_play": stats.chips_in_play,
        "prize_pool_cents": money.prize_pool_cents,
        "prize_pool": cash(money.prize_pool_cents) if money.prize_pool_cents else None,
        "payouts": [
            {"place": place, "amount_cents": cents, "amount": cash(cents)} for place, cents in left
        ],
        "satellite": _satellite_line(s, lang),
        "deal": [
            {"name": s.label(e), "amount_cents": c, "amount": cash(c)} for e, c in deal.amounts
        ]
        if deal
        else [],
        "play_for": cash(deal.play_for_cents) if deal and deal.play_for_cents else None,
        "hand_for_hand": s.hand_for_hand.hand if s.hand_for_hand else None,
        "finished": s.finished,
        "announcement": announcement,
        "version": t.store.last_seq,
    }


def seats(t: Tournament) -> dict[str, Any]:
    """Who sits where: every player still in, by name, with table and seat (None if unseated)."""
    s = t.state
    rows: list[dict[str, Any]] = []
    for e in s.playing:
        where = s.seat_of.get(e.id)
        rows.append(
            {
                "entry": e.id,
                "name": s.label(e),
                "table": where.table if where is not None else None,
                "seat": where.seat if where is not None else None,
            }
        )
    rows.sort(key=lambda r: (str(r["name"]).casefold(), r["table"] or 0, r["seat"] or 0))
    return {"name": s.settings.name, "players": rows, "version": t.store.last_seq}


def payouts(t: Tournament, lang: Lang) -> dict[str, Any]:
    """Every place paid with its prize, and what each paid place has been won by so far."""
    s = t.state
    currency = s.settings.currency
    results = t.money.results()
    won_by = {r.place: r.name for r in results if r.prize_cents}
    seats = sat.prizes_of(s)
    if seats is not None:
        # Seated together at a satellite's bubble (places 1..n): one winner a row.
        won_by.update({i: r.name for i, r in enumerate(results, 1) if r.place == 1})
    rows = [
        {
            "place": place,
            "amount_cents": cents,
            "amount": _seat_word(seats, place, lang) + format_money(cents, currency, lang),
            "won_by": won_by.get(place),
            "seat": seats is not None and seats.is_seat(place),
        }
        for place, cents in enumerate(t.money.payouts(), start=1)
    ]
    pool = t.money.summary().prize_pool_cents
    return {
        "name": s.settings.name,
        "prize_pool_cents": pool,
        "prize_pool": format_money(pool, currency, lang),
        "places": rows,
        "version": t.store.last_seq,
    }


def _seat_word(seats: sat.SatellitePrizes | None, place: int, lang: Lang) -> str:
    """``Seat `` before a satellite's seat, else nothing."""
    return message("satellite.seat", lang) + " " if seats and seats.is_seat(place) else ""


def _satellite_line(s: TournamentState, lang: Lang) -> str | None:
    """A satellite's prizes as the room reads them ("Seats: 6 × €250 · 7th: €150"), else None."""
    line = sat.summary_msg(s)
    return line.text(lang) if line is not None else None


def structure(t: Tournament) -> dict[str, Any]:
    """The blind structure, level by level, with the breaks, and the one being played."""
    view = t.clock.view()
    rows: list[dict[str, Any]] = []
    for index, entry in enumerate(t.structure):
        if isinstance(entry, Break):
            rows.append({"kind": "break", "minutes": entry.seconds / 60})
        else:
            rows.append(
                {
                    "kind": "level",
                    "level": entry.number,
                    "minutes": entry.seconds / 60,
                    **_blinds(entry),
                }
            )
        rows[-1]["current"] = index == view.index
    return {"name": t.settings.name, "levels": rows, "version": t.store.last_seq}


def results(t: Tournament, lang: Lang) -> dict[str, Any]:
    """Who finished where (best first), with prizes and who eliminated them."""
    currency = t.settings.currency
    rows = [
        {
            "place": r.place,
            "place_to": r.place_to,
            "name": r.name,
            "prize_cents": r.prize_cents,
            "prize": format_money(r.prize_cents, currency, lang) if r.prize_cents else None,
            "busted_by": r.busted_by,
        }
        for r in t.money.results()
    ]
    return {"name": t.settings.name, "results": rows, "version": t.store.last_seq}
