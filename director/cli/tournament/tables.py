"""Tables and seats: the tables and their seats, hand-for-hand, a hand's result, balancing.

The seats are the button, blocked, fixed and reserved seats, the seat draw and moves.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from director.cli.tournament.outcomes import print_places, said
from director.cli.tournament.output import say
from director.cli.tournament.run import on_file
from director.cli.tournament.values import CliError, chips, pairs, whole
from director.i18n import Lang, message
from director.limits import MAX_TABLES
from director.seating import Move, next_big_blind_seat
from director.tournament import Tournament
from director.tournament.entrants import EntryRef
from director.tournament.model import entry_of
from director.tournament.seating import AUTO, BREAK, FINAL


@on_file
def tables(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``tournament tables``: add or remove tables, then list them all.

    A table nobody sits at is unused (the draw fills the fewest tables; it opens when late
    entries need it), and says so. In hand-for-hand play each table in play says where it is
    in the hand, and the last line says which tables are still playing it, with the same
    number ``hand-for-hand next`` announced.
    """
    if args.add:
        seats = whole(args.seats, "--seats") if args.seats else None
        r = t.seating.add_tables(whole(args.add, "--add", MAX_TABLES), seats=seats)
        say("cli.tables.added", lang, tables=", ".join(str(n) for n, _ in r.tables))
    for number in args.remove or ():
        t.seating.remove_table(whole(number, "--remove"))
        say("cli.tables.removed", lang, table=number)
    hfh = t.state.hand_for_hand
    for number in sorted(t.state.tables):
        table = t.state.tables[number]
        line = message(
            "cli.tables.table", lang, table=number, players=table.count, seats=table.seats
        )
        extra = []
        if not table.occupants:
            extra.append(message("cli.tables.unused", lang))
        elif hfh is not None and number in hfh.tables:
            key = "cli.tables.hand_done" if number in hfh.finished else "cli.tables.hand_playing"
            extra.append(message(key, lang, hand=hfh.hand))
        if table.button:
            extra.append(message("cli.tables.button", lang, seat=table.button))
            next_bb = next_big_blind_seat(table)
            if next_bb is not None:
                extra.append(message("cli.tables.next_bb", lang, seat=next_bb))
        elif table.count >= 2:
            extra.append(message("cli.tables.no_button", lang))
        if table.blocked:
            blocked = ",".join(map(str, sorted(table.blocked)))
            extra.append(message("cli.tables.blocked", lang, seats=blocked))
        print(line + "".join(f", {x}" for x in extra))
    _still_playing(t, lang)
    return 0


def _still_playing(t: Tournament, lang: Lang) -> None:
    """In hand-for-hand play: the hand being played and the tables still playing it."""
    h = t.state.hand_for_hand
    if h is None:
        return
    waiting = ", ".join(str(n) for n in t.seating.still_playing())
    if waiting:
        say("cli.tables.still_playing", lang, hand=h.hand, tables=waiting)
    else:  # every table has finished the hand: the next is dealt together (TDA hand-for-hand)
        say("cli.tables.all_done", lang, hand=h.hand)


@on_file
def button(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``tournament button``: put the dealer button at a seat."""
    said(t, t.seating.set_button(whole(args.table, "TABLE"), whole(args.seat, "SEAT")), lang)
    return 0


@on_file
def block(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``tournament block``: block a seat, or open it again with ``--open``."""
    table, seat = whole(args.table, "TABLE"), whole(args.seat, "SEAT")
    said(t, t.seating.block_seat(table, seat, not args.open), lang)
    return 0


@on_file
def fix(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``tournament fix``: a fixed seat that balancing never moves (``--free`` ends it)."""
    said(t, t.seating.fix_player(args.name, not args.free), lang)
    return 0


@on_file
def reserve(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``tournament reserve``: hold a seat for a player, or ``--release`` it.

    Raises:
        CliError: Neither a player nor ``--release``.
    """
    who = None if args.release else args.name
    if who is None and not args.release:
        raise CliError("cli.err.reserve_whom")
    table, seat = whole(args.table, "TABLE"), whole(args.seat, "SEAT")
    said(t, t.seating.reserve_seat(table, seat, who), lang)
    return 0


@on_file
def hand_for_hand(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``tournament hand-for-hand on|off|done TABLE|next``, then the tables still playing.

    Raises:
        CliError: ``done`` without the table.
    """
    what = args.what
    if what == "on":
        bubble = t.seating.bubble()
        record = t.seating.set_hand_for_hand(True)
        said(t, record, lang)
        if not bubble.at_bubble:
            left, paid, tables = bubble.players_left, bubble.places_paid, bubble.tables
            say("cli.tables.hfh_not_bubble", lang, left=left, paid=paid, tables=tables)
        key = (
            "cli.tables.hfh_clock_paused"
            if record.paused_clock
            else "cli.tables.hfh_clock_was_paused"
        )
        say(key, lang)
    elif what == "off":
        hfh = t.state.hand_for_hand
        said(t, t.seating.set_hand_for_hand(False), lang)
        if hfh is not None and hfh.paused_clock and t.clock.running:
            say("cli.tables.hfh_clock_resumed", lang)
    elif what == "done":
        if args.table is None:
            raise CliError("cli.err.which_table_done")
        said(t, t.seating.table_done(whole(args.table, "TABLE")), lang)
    else:
        said(t, t.seating.next_hand(force=args.force), lang)
    _still_playing(t, lang)
    return 0


@on_file
def hand(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``tournament hand``: a hand's result at a table (stacks, busts, the next button)."""
    stacks: dict[EntryRef, int] = {
        name: chips(v, name) for name, v in pairs(args.stacks or [], "--stacks")
    }
    busted: dict[EntryRef, EntryRef | None] = {}
    for item in args.busted or []:
        name, _, by = item.partition(":")
        busted[name.strip()] = by.strip() or None
    button_seat = whole(args.button, "--button") if args.button else None
    record = t.hands.record(whole(args.table, "TABLE"), stacks, busted, button_seat=button_seat)
    said(t, record, lang)
    print_places(t, [b.entry for b in record.busts], lang)
    if record.positions:
        say("cli.tables.next_button", lang, seat=record.positions[0])
    return 0


@on_file
def seat(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``seat``: draw seats for everybody without one, or seat one player.

    With ``--buttons`` the draw for the button follows at every table in play without one
    (only that, when everybody has a seat already).
    """
    if args.name is None:
        if not args.buttons or t.state.unseated:
            r = t.seating.draw_seats()
            for entry, table, number in sorted(r.seats, key=lambda x: (x[1], x[2])):
                say("cli.tables.drawn", lang, table=table, seat=number, name=t.state.label(entry))
        if args.buttons:
            _draw_buttons(t, lang)
        return 0
    table_asked = whole(args.table, "--table") if args.table else None
    seat_asked = whole(args.seat, "--seat") if args.seat else None
    r = t.seating.seat(args.name, table_asked, seat_asked)
    entry, table, number = r.seats[0]
    say("cli.tables.seated", lang, name=t.state.label(entry), table=table, seat=number)
    return 0


def _draw_buttons(t: Tournament, lang: Lang) -> None:
    """Draw for the button at every table in play without one; print where each went."""
    r = t.seating.draw_buttons()
    for number, seat_number in r.buttons:
        occupant = t.state.tables[number].occupants[seat_number]
        name = t.state.label(entry_of(occupant))
        say("cli.tables.button_drawn", lang, table=number, seat=seat_number, name=name)


def _describe(t: Tournament, moves: Sequence[Move], lang: Lang) -> None:
    """Print each move, naming the player."""
    for m in moves:
        print(m.describe(t.state.label(int(m.player)), lang))


@on_file
def move(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``move``: a player to a table and seat."""
    table, seat_to = whole(args.table, "TABLE"), whole(args.seat, "SEAT")
    moves = t.seating.propose_move(args.name, table, seat_to)
    t.seating.apply_moves(moves, purpose="manual")
    _describe(t, moves, lang)
    return 0


@on_file
def balance(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``balance``: propose (with ``--apply`` make) what the room needs, or a break, or the final.

    Without ``--break`` or ``--final`` the proposal is what the room needs now (the final-table
    draw, else every table that can break with the balancing, else balancing). Each proposal
    ends with its code; ``--apply CODE`` makes exactly the moves shown with it, drawn again
    from the code (:mod:`director.seating.drawcode`), and a room that changed meanwhile refuses
    it. Plain ``--apply`` makes balancing moves (they are not drawn at random) but refuses a
    random draw, whose seats the director must have seen first.

    Raises:
        CliError: Plain ``--apply`` for a random draw.
    """
    kind, table, what = AUTO, None, ""
    if args.final is not None:
        kind, what = FINAL, " --final"
        if args.final != "auto":
            table = whole(args.final, "--final")
            what += f" {table}"
    elif args.break_table is not None:
        kind, what = BREAK, " --break"
        if args.break_table != "auto":
            table = whole(args.break_table, "--break")
            what += f" {table}"
    proposal = t.seating.proposal(kind, table, args.apply or None)
    if not proposal:
        key = {AUTO: "cli.tables.balanced", BREAK: "cli.tables.no_break"}
        say(key.get(kind, "cli.tables.final_not_yet"), lang)
        return 0
    if args.apply == "" and proposal.random:  # a draw nobody has seen is not made
        raise CliError("cli.err.apply_code", file=args.file, what=what)
    if proposal.purpose == "break":
        broken = ", ".join(str(n) for n in proposal.tables)
        say("cli.tables.breaking", lang, tables=broken)
    _describe(t, proposal.moves, lang)
    if args.apply is None:
        say("cli.tables.proposal", lang, code=proposal.code, file=args.file, what=what)
        return 0
    t.seating.apply_proposal(proposal)
    say("cli.tables.applied", lang, count=len(proposal.moves))
    return 0
