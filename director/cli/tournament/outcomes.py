"""What an action on the tournament came to, said for a person.

The record itself, seats, places and prizes, the winner, and amounts in the tournament's
currency.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from director.cli.tournament.output import number, say
from director.i18n import Lang, Msg, has, message
from director.tournament import Tournament
from director.tournament.amounts import format_money
from director.tournament.events import Event


def money(t: Tournament, cents: int, lang: Lang) -> str:
    """An amount in the tournament's currency, as people of ``lang`` write it."""
    return format_money(cents, t.settings.currency, lang)


def said(t: Tournament, record: Event, lang: Lang) -> None:
    """Print what ``record`` did, as the Undo menu names it, with a capital letter."""
    text = record.label(t.state).text(lang)
    print(text[:1].upper() + text[1:])


def said_collect(t: Tournament, what: str, entry: int, lang: Lang) -> None:
    """Print ``what``, then the money to collect and the chips to hand over for it.

    The figures are those of ``entry``'s last buy-in, rebuy or add-on as it was taken (its
    own price and chips), never today's settings: the money at the table is that record's.
    """
    paid = t.state.entries[entry].paid
    if not paid:  # an old file's record taken with no price: nothing to add
        print(what)
        return
    p = paid[-1]
    chips = number(p.chips, lang)
    if not p.collect_cents:  # a free entry (a freeroll): only the chips change hands
        print(message("cli.entrants.hand_over", lang, what=what, chips=chips))
        return
    amount = money(t, p.collect_cents, lang)
    print(message("cli.entrants.collect", lang, what=what, amount=amount, chips=chips))


def said_taken(t: Tournament, record: Event, entry: int, lang: Lang) -> None:
    """Print a rebuy or an add-on as the Undo menu names it, with what to collect for it."""
    text = record.label(t.state).text(lang)
    said_collect(t, text[:1].upper() + text[1:], entry, lang)


def seat_text(t: Tournament, entry: int, lang: Lang) -> str:
    """``table 2 seat 5``, or that the entry has no seat yet."""
    ref = t.state.seat_of.get(entry)
    if ref is None:
        return message("cli.entrants.no_seat", lang)
    return message("cli.entrants.seat", lang, table=ref.table, seat=ref.seat)


#: The line of a player out: (named who busted them, has a prize) -> catalogue key.
_BUSTED = {
    (False, False): "cli.entrants.busted",
    (True, False): "cli.entrants.busted_by",
    (False, True): "cli.entrants.busted_prize",
    (True, True): "cli.entrants.busted_by_prize",
}


def print_places(t: Tournament, entries: Sequence[int], lang: Lang) -> None:
    """Print the place (and prize) of each busted entry, then the winner if it is over."""
    s = t.state
    won = t.money.prizes()
    for e in entries:
        place = s.places.get(e)
        if place is None:
            continue
        busted_by = s.entries[e].busted_by
        fields: dict[str, Any] = {"name": s.label(e), "place": place}
        if busted_by:
            fields["by"] = s.label(busted_by)
        if e in won:
            fields["prize"] = money(t, won[e], lang)
        say(_BUSTED[bool(busted_by), e in won], lang, **fields)
    print_winner(t, lang)


def print_winner(t: Tournament, lang: Lang) -> None:
    """Print the winner and their prize once the tournament is over."""
    s = t.state
    if s.finished and len(s.playing) > 1:  # a satellite's bubble: a seat each
        say("satellite.bubble", lang, count=len(s.playing))
    elif s.finished and s.playing:
        winner = s.playing[0]
        prize = t.money.prizes().get(winner.id, 0)
        say("cli.entrants.winner", lang, name=s.label(winner), prize=money(t, prize, lang))


def deal_data(t: Tournament) -> dict[str, Any] | None:
    """The recorded deal as JSON: each player's agreed amount and what is left to play for."""
    deal = t.state.deal
    if deal is None:
        return None
    return {
        "method": deal.method,
        "play_for_cents": deal.play_for_cents,
        "players": [
            {"entry": e, "name": t.state.label(e), "amount_cents": cents}
            for e, cents in deal.amounts
        ],
    }


def print_deal(t: Tournament, lang: Lang) -> None:
    """Print a recorded deal: each player's agreed amount, marked as the deal's, and what is left.

    The deal's amounts replace the payout table's prizes of the players in it, so whoever reads
    the payouts must see them.
    """
    deal = t.state.deal
    if deal is None:
        return
    method = Msg(f"icm.method.{deal.method}") if has(f"icm.method.{deal.method}") else deal.method
    say("cli.money.deal", lang, count=len(deal.amounts), method=method)
    for entry, cents in deal.amounts:
        say("cli.money.deal_amount", lang, name=t.state.label(entry), amount=money(t, cents, lang))
    if deal.play_for_cents:
        say("cli.money.deal_play_for", lang, amount=money(t, deal.play_for_cents, lang))
