"""Entrants: register, correct, re-enter, withdraw, bust, revive, rebuy, add-on and chip counts."""

from __future__ import annotations

import argparse
import re

from director.cli.tournament.outcomes import (
    print_places,
    said,
    said_collect,
    said_taken,
    seat_text,
)
from director.cli.tournament.output import number, say
from director.cli.tournament.run import on_file
from director.cli.tournament.values import CliError, chips, naming_flags
from director.i18n import Lang, message
from director.tournament import Tournament
from director.tournament.entrants import EntryRef


@on_file
@naming_flags
def register(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``register``: a new player, seated by draw unless ``--no-seat``."""
    r = t.entrants.register(
        args.name,
        args.nickname,
        email=args.email,
        phone=args.phone,
        notes=args.notes,
        seat=not args.no_seat,
        force=args.force,
        club=args.club,
    )
    seat = seat_text(t, r.entry, lang)
    text = message(
        "cli.entrants.registered", lang, name=t.state.label(r.entry), entry=r.entry, seat=seat
    )
    said_collect(t, text, r.entry, lang)
    return 0


@on_file
@naming_flags
def reenter(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``reenter``: a new entry for a busted player."""
    r = t.entrants.reenter(args.name, seat=not args.no_seat, force=args.force)
    seat = seat_text(t, r.entry, lang)
    text = message(
        "cli.entrants.reentered", lang, name=t.state.label(r.entry), entry=r.entry, seat=seat
    )
    said_collect(t, text, r.entry, lang)
    return 0


@on_file
def edit(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``edit``: correct a person's details, or link or unlink them to the club's players.

    Raises:
        CliError: Nothing to change was given.
    """
    fields = {
        "name": args.new_name,
        "nickname": args.nickname,
        "email": args.email,
        "phone": args.phone,
        "notes": args.notes,
    }
    if all(v is None for v in fields.values()) and args.club is None and not args.no_club:
        raise CliError("cli.err.edit_nothing")
    r = t.entrants.edit_player(args.name, **fields, club=args.club, unlink_club=args.no_club)
    p = t.state.players[r.player]
    key = "cli.entrants.edited_club" if p.club is not None else "cli.entrants.edited"
    say(key, lang, name=p.label, club=p.club)
    return 0


@on_file
def withdraw(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``withdraw``: cancel an entry (refunded; it no longer counts)."""
    said(t, t.entrants.withdraw(args.name), lang)
    return 0


@on_file
def bust(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``bust``: players out in one hand; ``--stacks`` orders their places (TDA: simultaneous eliminations).

    Raises:
        CliError: ``--stacks`` does not give one stack per player named.
    """
    stacks: dict[EntryRef, int] | None = None
    if args.stacks:
        values = [chips(v, "--stacks") for v in re.split(r"[,;/]", args.stacks) if v.strip()]
        if len(values) != len(args.names):
            raise CliError("cli.err.one_stack_each", players=len(args.names), stacks=len(values))
        stacks = dict(zip(args.names, values, strict=True))
    names = args.names if len(args.names) > 1 else args.names[0]
    record = t.entrants.bust(names, by=args.by, stacks=stacks, also=args.split_with)
    print_places(t, [b.entry for b in record.busts], lang)
    return 0


@on_file
def revive(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``revive``: bring back a player busted by mistake."""
    stack = chips(args.chips) if args.chips else None
    r = t.entrants.revive(args.name, args.reason, chips=stack, seat=not args.no_seat)
    say("cli.entrants.revived", lang, name=t.state.label(r.entry), seat=seat_text(t, r.entry, lang))
    return 0


@on_file
@naming_flags
def rebuy(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``rebuy``: a rebuy (or a double one), within the rebuy rules unless ``--force``."""
    stack = chips(args.stack) if args.stack else None
    r = t.money.rebuy(args.name, double=args.double, force=args.force, stack=stack)
    said_taken(t, r, r.entry, lang)
    return 0


@on_file
@naming_flags
def addon(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``addon``: an add-on, in the add-on period unless ``--force``."""
    r = t.money.addon(args.name, force=args.force)
    said_taken(t, r, r.entry, lang)
    return 0


@on_file
def chip_counts(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``chips``: record counted stacks, then say each one and the chip leader.

    Raises:
        CliError: The names and amounts do not come in pairs.
    """
    items = args.items
    if len(items) % 2:
        raise CliError("cli.err.chip_pairs")
    counts: dict[EntryRef, int] = {
        items[i]: chips(items[i + 1], items[i]) for i in range(0, len(items), 2)
    }
    t.entrants.set_chips(counts)
    st = t.stats()
    for name in counts:
        e = t.entrants.find(name)
        say("cli.entrants.chips", lang, name=t.state.label(e), chips=number(e.chips or 0, lang))
    if st.chip_leader is not None:
        leader = t.state.label(st.chip_leader)
        say(
            "cli.entrants.chip_leader",
            lang,
            name=leader,
            chips=number(st.chip_leader_chips or 0, lang),
        )
    return 0
