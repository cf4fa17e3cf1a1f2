"""Money: the payouts of a tournament (or of N entries at a buy-in), and deals."""

from __future__ import annotations

import argparse
from typing import Any

from director.cli.tournament.outcomes import deal_data, print_deal, said
from director.cli.tournament.output import number, print_json, say
from director.cli.tournament.run import in_language, on_file
from director.cli.tournament.satellite import print_payouts as print_satellite
from director.cli.tournament.satellite import print_what_if as print_satellite_what_if
from director.cli.tournament.values import CliError, pairs, whole
from director.i18n import Lang
from director.payouts import compute_payouts, load_payout_table, payout_rows
from director.tournament import Tournament
from director.tournament.amounts import (
    DEFAULT_CURRENCY,
    currency,
    format_money,
    parse_amount,
    parse_fee,
    parse_price,
)
from director.tournament.entrants import EntryRef


@in_language
def payouts(args: argparse.Namespace, lang: Lang) -> int:
    """``payouts [FILE]``: a tournament's prizes, or those of ``--entries`` at a ``--buy-in``."""
    if args.file:
        t = Tournament.open(args.file)
        try:
            if print_satellite(t, args.json, lang):
                return 0
            summary = t.money.summary()
            pays, cur = t.money.payouts(), t.settings.currency
            entries, pool = summary.entries, summary.prize_pool_cents
            _print_payouts(args.json, entries, pool, pays, cur, lang, deal_data(t))
            if not args.json:
                print_deal(t, lang)  # its amounts replace those players' prizes
        finally:
            t.close()
    else:
        entries, pool, pays = _what_if(args)
        seat = parse_amount(args.satellite, "seat") if args.satellite else 0
        if seat:
            print_satellite_what_if(args.json, entries, pool, seat, lang)
            return 0
        _print_payouts(args.json, entries, pool, pays, DEFAULT_CURRENCY, lang)
    return 0


def _print_payouts(
    as_json: bool,
    entries: int,
    pool: int,
    pays: tuple[int, ...],
    cur: str,
    lang: Lang,
    deal: dict[str, Any] | None = None,
) -> None:
    """The prize of each place (``--json``: with the recorded deal, if any)."""
    if as_json:
        data = {"entries": entries, "prize_pool_cents": pool, "payouts": payout_rows(pays)}
        print_json({**data, "deal": deal})
        return
    total = format_money(pool, cur, lang)
    say("cli.money.payouts", lang, pool=total, entries=entries, places=len(pays))
    for place, amount in enumerate(pays, 1):
        percent = number(100 * amount / pool if pool else 0, lang, ".1f")
        amount_text = format_money(amount, cur, lang)
        say("cli.money.payout", lang, place=place, amount=amount_text, percent=percent)


def _what_if(args: argparse.Namespace) -> tuple[int, int, tuple[int, ...]]:
    """Entries, prize pool and prizes for ``--entries`` at ``--buy-in`` without a tournament.

    Raises:
        CliError: ``cli.err.payouts_input``, the entries or the buy-in missing.
    """
    if args.entries is None or args.buy_in is None:
        raise CliError("cli.err.payouts_input")
    entries = whole(args.entries, "--entries")
    gross = entries * parse_price(args.buy_in, "buy-in").pool_cents
    basis_points = parse_fee(args.fee).basis_points if args.fee is not None else 0
    pool = gross - (gross * basis_points + 5_000) // 10_000  # the fee share, rounded half up
    if args.guarantee:
        pool = max(pool, parse_amount(args.guarantee, "guarantee"))
    table = load_payout_table(args.table) if args.table else None
    pays = compute_payouts(
        pool,
        entries,
        table,
        rounding_cents=parse_amount(args.rounding, "rounding") if args.rounding else 100,
        minimum_cash_cents=parse_amount(args.min_cash, "minimum cash") if args.min_cash else 0,
        places=whole(args.places, "--places") if args.places else None,
    )
    return entries, pool, pays


@on_file
def deal(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``deal``: propose a deal (ICM or chip-chop) and record it, or record agreed amounts."""
    play_for = parse_amount(args.play_for, "amount to play for") if args.play_for else 0
    if args.amounts:
        amounts: dict[EntryRef, int] = {
            name: parse_amount(value, name) for name, value in pairs(args.amounts, "--amounts")
        }
        said(t, t.deals.record(amounts, play_for_cents=play_for), lang)
        return 0
    proposal = t.deals.propose(args.method, play_for_cents=play_for)
    if args.json:
        players = [
            {
                "entry": e,
                "name": t.state.label(e),
                "chips": t.state.entries[e].chips,
                "amount_cents": a,
            }
            for e, a in proposal.amounts.items()
        ]
        print_json(
            {
                "method": proposal.deal.method.value,
                "play_for_cents": proposal.deal.play_for_cents,
                "prizes_cents": list(proposal.deal.prizes_cents),
                "players": players,
            }
        )
    else:
        print(proposal.deal.explain(currency(t.settings.currency).symbol, lang))
    if args.record:
        said(t, t.deals.record(proposal), lang)
    elif not args.json:
        say("cli.money.deal_proposal_only", lang)
    return 0
