"""The tournament from the command line: the same domain calls the GUI makes.

Every command opens the tournament file, does one thing (each action is committed durably
before the command returns) and closes it. Errors are one line on stderr with exit status 1.

    director tournament new friday.director --structure structures/club-50.yaml --buy-in 20+5
    director tournament tables friday.director --add 3
    director register friday.director "Mario Rossi"
    director import friday.director players.csv
    director seat friday.director
    director clock friday.director start
    director bust friday.director "Mario Rossi" --by "Anna Bianchi"
    director undo friday.director
    director show friday.director --json
"""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from director.errors import DirectorError
from director.icm import icm_equities
from director.payouts import compute_payouts, load_payout_table, payout_rows
from director.structures import default_structure_path, load_structure
from director.tournament import Tournament, entrant_rows
from director.tournament.amounts import (
    DEFAULT_CURRENCY,
    currency,
    format_money,
    parse_amount,
    parse_fee,
    parse_price,
)
from director.tournament.csvio import read_players, write_entrants
from director.tournament.events import Event
from director.tournament.settings import AddonRules, RebuyRules, Settings, parse_date

Handler = Callable[[argparse.Namespace], int]


class CliError(DirectorError):
    """A command-line argument that cannot be used."""


# ------------------------------------------------------------------------------------------------
# Helpers
# ------------------------------------------------------------------------------------------------


def _open(path: str) -> Tournament:
    return Tournament.open(path)


def _with(handler: Callable[[Tournament, argparse.Namespace], int]) -> Handler:
    """Open the tournament, run ``handler``, close it."""

    def run(args: argparse.Namespace) -> int:
        t = _open(args.file)
        try:
            return handler(t, args)
        finally:
            t.close()

    return run


def _chips(text: str, what: str = "chips") -> int:
    """A chip count: ``12000``, ``12.000``, ``12,000``, ``12 000``."""
    t = re.sub(r"[\s.,'_]", "", str(text))
    if not t.isdigit():
        raise CliError(f"{what} must be a whole number of chips, not {text!r}")
    return int(t)


def _int(text: str, what: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise CliError(f"{what} must be a whole number, not {text!r}") from None


def _pairs(items: Sequence[str], what: str) -> list[tuple[str, str]]:
    """``NAME=VALUE`` items."""
    out = []
    for item in items:
        name, sep, value = item.rpartition("=")
        if not sep or not name.strip():
            raise CliError(f"write {what} as NAME=VALUE, not {item!r}")
        out.append((name.strip(), value.strip()))
    return out


def _money(t: Tournament, cents: int) -> str:
    return format_money(cents, t.settings.currency)


def _print_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


def _say(t: Tournament, record: Event) -> None:
    text = record.label(t.state).text("en")
    print(text[:1].upper() + text[1:])


# ------------------------------------------------------------------------------------------------
# Settings options (shared by "tournament new" and "tournament set")
# ------------------------------------------------------------------------------------------------


def _settings_options(p: argparse.ArgumentParser, *, new: bool) -> None:
    g = p.add_argument_group("event")
    g.add_argument("--name", help="the tournament's name")
    g.add_argument("--date", help="the day: 29/11/2026 or 2026-11-29")
    g.add_argument("--venue", help="where it is played")
    g.add_argument("--currency", help=f"ISO code (default {DEFAULT_CURRENCY})")
    m = p.add_argument_group("money")
    m.add_argument(
        "--buy-in",
        required=new,
        metavar="PRICE",
        help='buy-in to the pool, plus the fee on top as clubs write it: "20+5", "20,50", "€ 20"',
    )
    m.add_argument(
        "--fee", help='house fee: an amount paid on top ("5") or a share of the pool ("10%%")'
    )
    m.add_argument("--chips", metavar="N", help="starting chips (default: the structure's stack)")
    m.add_argument("--bounty", metavar="AMOUNT", help="fixed bounty paid with each entry")
    m.add_argument("--guarantee", metavar="AMOUNT", help="guaranteed prize pool")
    r = p.add_argument_group("entries, rebuys, add-ons")
    r.add_argument("--late-reg", metavar="LEVEL", help="late registration until the end of LEVEL")
    r.add_argument(
        "--reentry", action=argparse.BooleanOptionalAction, default=None, help="allow re-entry"
    )
    r.add_argument("--max-entries", metavar="N", help="most entries per player (0: no limit)")
    r.add_argument("--rebuy", metavar="PRICE", help='rebuy price, e.g. "10+1"; "none" removes')
    r.add_argument("--rebuy-chips", metavar="N", help="chips per rebuy (default: starting stack)")
    r.add_argument("--rebuy-until", metavar="LEVEL", help="rebuys until the end of LEVEL")
    r.add_argument("--rebuy-max", metavar="N", help="most rebuys per player (0: no limit)")
    r.add_argument("--rebuy-max-stack", metavar="N", help="rebuy only at or below N chips")
    r.add_argument("--double-rebuy", action="store_true", help="allow double rebuys")
    r.add_argument("--addon", metavar="PRICE", help='add-on price, e.g. "10"; "none" removes')
    r.add_argument("--addon-chips", metavar="N", help="chips per add-on (default: starting stack)")
    r.add_argument("--addon-level", metavar="LEVEL", help="add-ons during LEVEL and its break")
    s = p.add_argument_group("tables and payouts")
    s.add_argument("--seats", metavar="N", help="seats per table, 2 to 10 (default 9)")
    s.add_argument("--threshold", metavar="N", help="balance when tables differ by more than N")
    s.add_argument("--break-order", metavar="T,T,...", help="the order tables break in")
    s.add_argument("--payout-table", metavar="YAML", help="a payout table file")
    s.add_argument("--rounding", metavar="AMOUNT", help="round prizes to AMOUNT (e.g. 5)")
    s.add_argument("--min-cash", metavar="AMOUNT", help="pay fewer places below this prize")
    s.add_argument("--places", metavar="N", help="pay exactly N places")


def _settings_changes(args: argparse.Namespace, base: Settings, stack: int) -> dict[str, Any]:
    """The settings the options ask for, as changes to ``base``."""
    ch: dict[str, Any] = {}
    for key in ("name", "venue"):
        if getattr(args, key) is not None:
            ch[key] = getattr(args, key)
    if args.date is not None:
        ch["date"] = parse_date(args.date)
    if args.currency is not None:
        ch["currency"] = currency(args.currency).code
    price = base.buy_in
    if args.buy_in is not None:
        price = parse_price(args.buy_in, "buy-in")
        ch["buy_in"] = price
    if args.fee is not None:
        fee = parse_fee(args.fee)
        if args.buy_in is not None and "+" in args.buy_in:
            raise CliError("give the fee once: either in --buy-in (20+5) or with --fee")
        ch["buy_in"] = type(price)(price.pool_cents, fee.cents)
        ch["fee_percent_bp"] = fee.basis_points
    if args.chips is not None:
        ch["starting_chips"] = _chips(args.chips, "--chips")
    if args.bounty is not None:
        ch["bounty_cents"] = parse_amount(args.bounty, "bounty")
    if args.guarantee is not None:
        ch["guarantee_cents"] = parse_amount(args.guarantee, "guarantee")
    if args.late_reg is not None:
        level = _int(args.late_reg, "--late-reg")
        ch["late_registration_level"] = level or None
    if args.reentry is not None:
        ch["reentry"] = args.reentry
    if args.max_entries is not None:
        ch["max_entries"] = _int(args.max_entries, "--max-entries")
    chips = ch.get("starting_chips") or base.starting_chips or stack
    rebuy_opts = (args.rebuy_chips, args.rebuy_until, args.rebuy_max, args.rebuy_max_stack)
    if args.rebuy is not None and args.rebuy.lower() in ("none", "no", "0"):
        ch["rebuy"] = None
    elif args.rebuy is not None or any(o is not None for o in rebuy_opts) or args.double_rebuy:
        old = base.rebuy
        if args.rebuy is None and old is None:
            raise CliError("give the rebuy price with --rebuy PRICE")
        until = args.rebuy_until if args.rebuy_until is not None else (old and old.until_level)
        if until is None:
            raise CliError("say until which level rebuys are allowed: --rebuy-until LEVEL")
        ch["rebuy"] = RebuyRules(
            price=parse_price(args.rebuy, "rebuy") if args.rebuy else old.price,  # type: ignore[union-attr]
            chips=_chips(args.rebuy_chips) if args.rebuy_chips else (old.chips if old else chips),
            until_level=_int(str(until), "--rebuy-until"),
            max_per_entry=_int(args.rebuy_max, "--rebuy-max")
            if args.rebuy_max
            else (old.max_per_entry if old else 0),
            max_stack=_chips(args.rebuy_max_stack)
            if args.rebuy_max_stack
            else (old.max_stack if old else None),
            double=args.double_rebuy or bool(old and old.double),
        )
    addon_opts = (args.addon_chips, args.addon_level)
    if args.addon is not None and args.addon.lower() in ("none", "no", "0"):
        ch["addon"] = None
    elif args.addon is not None or any(o is not None for o in addon_opts):
        old_a = base.addon
        if args.addon is None and old_a is None:
            raise CliError("give the add-on price with --addon PRICE")
        rebuy = ch.get("rebuy", base.rebuy)
        level = args.addon_level or (old_a.level if old_a else (rebuy and rebuy.until_level))
        if not level:
            raise CliError("say at which level add-ons are taken: --addon-level LEVEL")
        ch["addon"] = AddonRules(
            price=parse_price(args.addon, "add-on") if args.addon else old_a.price,  # type: ignore[union-attr]
            chips=_chips(args.addon_chips)
            if args.addon_chips
            else (old_a.chips if old_a else chips),
            level=_int(str(level), "--addon-level"),
        )
    if args.seats is not None:
        ch["seats_per_table"] = _int(args.seats, "--seats")
    if args.threshold is not None:
        ch["balance_threshold"] = _int(args.threshold, "--threshold")
    if args.break_order is not None:
        ch["break_order"] = tuple(
            _int(x, "--break-order") for x in args.break_order.split(",") if x
        )
    if args.payout_table is not None:
        load_payout_table(args.payout_table)  # every error at FILE:LINE:COLUMN
        ch["payout_table"] = Path(args.payout_table).read_text(encoding="utf-8-sig")
    if args.rounding is not None:
        ch["rounding_cents"] = parse_amount(args.rounding, "rounding")
    if args.min_cash is not None:
        ch["minimum_cash_cents"] = parse_amount(args.min_cash, "minimum cash")
    if args.places is not None:
        ch["places_paid"] = _int(args.places, "--places") or None
    return ch


# ------------------------------------------------------------------------------------------------
# director tournament ...
# ------------------------------------------------------------------------------------------------


def _new(args: argparse.Namespace) -> int:
    structure = load_structure(args.structure or default_structure_path())
    changes = _settings_changes(args, Settings(), structure.starting_stack)
    settings = Settings().changed(**changes)
    t = Tournament.create(args.file, structure, settings, overwrite=args.overwrite)
    try:
        if args.tables:
            t.seating.add_tables(_int(args.tables, "--tables"))
        s = t.settings
        fee = f"{s.fee_percent_bp / 100:g}% of the pool" if s.fee_percent_bp else None
        print(
            f"Created {t.path}: {s.name}, {structure.name}, buy-in "
            f"{s.buy_in.text(s.currency)}{f' ({fee})' if fee else ''}, "
            f"{t.state.chips_per_entry:,} chips, {len(t.state.tables)} table(s)"
        )
    finally:
        t.close()
    return 0


def _set(t: Tournament, args: argparse.Namespace) -> int:
    changes = _settings_changes(args, t.settings, t.structure.starting_stack)
    if not changes:
        raise CliError("nothing to change; give an option such as --name or --buy-in")
    t.update_settings(**changes)
    print(f"Settings changed: {', '.join(sorted(changes))}")
    return 0


def _structure(t: Tournament, args: argparse.Namespace) -> int:
    t.change_structure(load_structure(args.structure))
    print(f"Structure now: {t.structure.name} ({len(t.structure.levels)} levels)")
    return 0


def _tables(t: Tournament, args: argparse.Namespace) -> int:
    if args.add:
        seats = _int(args.seats, "--seats") if args.seats else None
        r = t.seating.add_tables(_int(args.add, "--add"), seats=seats)
        print("Added table(s) " + ", ".join(str(n) for n, _ in r.tables))
    for number in args.remove or ():
        t.seating.remove_table(_int(number, "--remove"))
        print(f"Removed table {number}")
    for number in sorted(t.state.tables):
        table = t.state.tables[number]
        extra = []
        if table.button:
            extra.append(f"button {table.button}")
        if table.blocked:
            extra.append("blocked " + ",".join(map(str, sorted(table.blocked))))
        print(
            f"Table {number}: {table.count}/{table.seats} players"
            + "".join(f", {x}" for x in extra)
        )
    return 0


def _button(t: Tournament, args: argparse.Namespace) -> int:
    _say(t, t.seating.set_button(_int(args.table, "TABLE"), _int(args.seat, "SEAT")))
    return 0


def _block(t: Tournament, args: argparse.Namespace) -> int:
    _say(t, t.seating.block_seat(_int(args.table, "TABLE"), _int(args.seat, "SEAT"), not args.open))
    return 0


def _fix(t: Tournament, args: argparse.Namespace) -> int:
    _say(t, t.seating.fix_player(args.name, not args.free))
    return 0


def _reserve(t: Tournament, args: argparse.Namespace) -> int:
    who = None if args.release else args.name
    if who is None and not args.release:
        raise CliError("name the player the seat is for, or give --release")
    _say(t, t.seating.reserve_seat(_int(args.table, "TABLE"), _int(args.seat, "SEAT"), who))
    return 0


def _hand_for_hand(t: Tournament, args: argparse.Namespace) -> int:
    what = args.what
    if what in ("on", "off"):
        _say(t, t.seating.set_hand_for_hand(what == "on"))
    elif what == "done":
        if args.table is None:
            raise CliError("say which table is done: hand-for-hand FILE done TABLE")
        _say(t, t.seating.table_done(_int(args.table, "TABLE")))
    else:
        _say(t, t.seating.next_hand(force=args.force))
    h = t.state.hand_for_hand
    if h is not None:
        waiting = ", ".join(str(n) for n in sorted(h.waiting)) or "none"
        print(f"Hand {h.hand}: tables still playing: {waiting}")
    return 0


def _hand(t: Tournament, args: argparse.Namespace) -> int:
    stacks = {name: _chips(v, name) for name, v in _pairs(args.stacks or [], "--stacks")}
    busted: dict[str, str | None] = {}
    for item in args.busted or []:
        name, _, by = item.partition(":")
        busted[name.strip()] = by.strip() or None
    button = _int(args.button, "--button") if args.button else None
    record = t.hands.record(_int(args.table, "TABLE"), stacks, busted, button_seat=button)
    _say(t, record)
    _print_places(t, [b.entry for b in record.busts])
    if record.positions:
        print(f"Next hand: button seat {record.positions[0]}")
    return 0


def _registration(t: Tournament, args: argparse.Namespace) -> int:
    _say(t, t.close_registration(args.what == "close"))
    return 0


def _finish(t: Tournament, args: argparse.Namespace) -> int:
    t.finish()
    _print_winner(t)
    return 0


def _history(t: Tournament, args: argparse.Namespace) -> int:
    records = t.history()
    if args.json:
        _print_json(
            [{"seq": r.seq, "at": r.at, "kind": r.KIND, "data": r.to_data()} for r in records]
        )
        return 0
    for r in records:
        print(f"{r.seq:>5}  {r.KIND:<18} {json.dumps(r.to_data(), ensure_ascii=False)[:110]}")
    return 0


# ------------------------------------------------------------------------------------------------
# Entrants
# ------------------------------------------------------------------------------------------------


def _seat_text(t: Tournament, entry: int) -> str:
    ref = t.state.seat_of.get(entry)
    return f"table {ref.table} seat {ref.seat}" if ref else "no seat yet"


def _register(t: Tournament, args: argparse.Namespace) -> int:
    r = t.entrants.register(
        args.name,
        args.nickname,
        email=args.email,
        phone=args.phone,
        notes=args.notes,
        seat=not args.no_seat,
        force=args.force,
    )
    print(f"Registered {t.state.label(r.entry)} (entry #{r.entry}, {_seat_text(t, r.entry)})")
    return 0


def _reenter(t: Tournament, args: argparse.Namespace) -> int:
    r = t.entrants.reenter(args.name, seat=not args.no_seat, force=args.force)
    print(f"Re-entry of {t.state.label(r.entry)} (entry #{r.entry}, {_seat_text(t, r.entry)})")
    return 0


def _withdraw(t: Tournament, args: argparse.Namespace) -> int:
    _say(t, t.entrants.withdraw(args.name))
    return 0


def _print_places(t: Tournament, entries: Sequence[int]) -> None:
    s = t.state
    won = t.money.prizes()
    for e in entries:
        place = s.places.get(e)
        if place is None:
            continue
        entry = s.entries[e]
        by = f" by {s.label(entry.busted_by)}" if entry.busted_by else ""
        prize = f", prize {_money(t, won[e])}" if e in won else ""
        print(f"{s.label(e)} busted in place {place}{by}{prize}")
    _print_winner(t)


def _print_winner(t: Tournament) -> None:
    s = t.state
    if s.finished and s.playing:
        w = s.playing[0]
        prize = t.money.prizes().get(w.id, 0)
        print(f"{s.label(w)} wins the tournament ({_money(t, prize)}); the clock is stopped")


def _bust(t: Tournament, args: argparse.Namespace) -> int:
    stacks = None
    if args.stacks:
        values = [_chips(v, "--stacks") for v in re.split(r"[,;/]", args.stacks) if v.strip()]
        if len(values) != len(args.names):
            raise CliError(
                f"give one stack per busted player ({len(args.names)}), not {len(values)}"
            )
        stacks = dict(zip(args.names, values, strict=True))
    names = args.names if len(args.names) > 1 else args.names[0]
    record = t.entrants.bust(names, by=args.by, stacks=stacks)
    _print_places(t, [b.entry for b in record.busts])
    return 0


def _revive(t: Tournament, args: argparse.Namespace) -> int:
    chips = _chips(args.chips) if args.chips else None
    r = t.entrants.revive(args.name, args.reason, chips=chips, seat=not args.no_seat)
    print(f"{t.state.label(r.entry)} is playing again ({_seat_text(t, r.entry)})")
    return 0


def _rebuy(t: Tournament, args: argparse.Namespace) -> int:
    stack = _chips(args.stack) if args.stack else None
    _say(t, t.money.rebuy(args.name, double=args.double, force=args.force, stack=stack))
    return 0


def _addon(t: Tournament, args: argparse.Namespace) -> int:
    _say(t, t.money.addon(args.name, force=args.force))
    return 0


def _chips_cmd(t: Tournament, args: argparse.Namespace) -> int:
    items = args.items
    if len(items) % 2:
        raise CliError("give NAME AMOUNT pairs: chips FILE NAME AMOUNT [NAME AMOUNT ...]")
    counts = {items[i]: _chips(items[i + 1], items[i]) for i in range(0, len(items), 2)}
    t.entrants.set_chips(counts)
    st = t.stats()
    for name in counts:
        e = t.entrants.find(name)
        print(f"{t.state.label(e)}: {e.chips:,}")
    if st.chip_leader is not None:
        print(f"Chip leader: {t.state.label(st.chip_leader)} {st.chip_leader_chips:,}")
    return 0


# ------------------------------------------------------------------------------------------------
# Seats and moves
# ------------------------------------------------------------------------------------------------


def _seat(t: Tournament, args: argparse.Namespace) -> int:
    if args.name is None:
        r = t.seating.draw_seats()
        for entry, table, seat in sorted(r.seats, key=lambda x: (x[1], x[2])):
            print(f"Table {table} seat {seat}: {t.state.label(entry)}")
        return 0
    table = _int(args.table, "--table") if args.table else None
    seat = _int(args.seat, "--seat") if args.seat else None
    r = t.seating.seat(args.name, table, seat)
    entry, table, seat = r.seats[0]
    print(f"{t.state.label(entry)}: table {table} seat {seat}")
    return 0


def _describe(t: Tournament, moves: Sequence[Any]) -> None:
    for m in moves:
        print(m.describe(t.state.label(int(m.player))))


def _move(t: Tournament, args: argparse.Namespace) -> int:
    moves = t.seating.propose_move(args.name, _int(args.table, "TABLE"), _int(args.seat, "SEAT"))
    t.seating.apply_moves(moves, purpose="manual")
    _describe(t, moves)
    return 0


def _balance(t: Tournament, args: argparse.Namespace) -> int:
    if args.final is not None:
        table = None if args.final == "auto" else _int(args.final, "--final")
        moves = t.seating.propose_final_table(table)
        if not moves:
            print("Not yet: the players left do not fit at one table")
            return 0
    elif args.break_table is not None:
        table = None if args.break_table == "auto" else _int(args.break_table, "--break")
        moves = t.seating.propose_break(table)
        if not moves:
            print("No table can break yet")
            return 0
    else:
        moves = t.seating.propose_balance()
        if not moves:
            print("The tables are balanced")
    _describe(t, moves)
    if moves and args.apply:
        t.seating.apply_moves(moves)
        print(f"Applied {len(moves)} move(s)")
    elif moves:
        print("(proposal only: add --apply to make these moves)")
    if args.final is None and args.break_table is None:
        due = t.seating.tables_to_break()
        final = t.seating.final_table_due()
        if final is not None:
            print(f"Everybody fits at table {final}: director balance {args.file} --final")
        elif due:
            print(f"Table {due[0]} can break: director balance {args.file} --break")
    return 0


# ------------------------------------------------------------------------------------------------
# Undo, show, clock
# ------------------------------------------------------------------------------------------------


def _undo(t: Tournament, args: argparse.Namespace) -> int:
    label = t.undo_label("en")
    t.undo()
    print(label.replace("Undo ", "Undone: ", 1))
    return 0


def _redo(t: Tournament, args: argparse.Namespace) -> int:
    label = t.redo_label("en")
    t.redo()
    print(label.replace("Redo ", "Redone: ", 1))
    return 0


def show_data(t: Tournament) -> dict[str, Any]:
    """What ``director show --json`` prints."""
    s = t.state
    money = t.money.summary()
    pays = t.money.payouts()
    bounty = t.money.bounties()
    st = t.stats()
    view = t.clock.view()
    entrants = []
    withdrawn = []
    for r in entrant_rows(s):
        e = s.entries[r.entry]
        row = {
            "entry": r.entry,
            "name": r.name,
            "person": r.person,
            "nickname": r.nickname,
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
            "bounty_cents": bounty.get(r.entry, 0),
            "busted_by": s.label(r.busted_by) if r.busted_by else None,
            "corrections": [c.to_dict() for c in e.corrections],
        }
        (withdrawn if not e.counts else entrants).append(row)
    level = view.level
    return {
        "name": s.settings.name,
        "date": s.settings.date,
        "venue": s.settings.venue,
        "currency": s.settings.currency,
        "entries": s.entry_count,
        "unique_players": s.unique_players,
        "players_left": s.players_left,
        "rebuys": money.rebuys,
        "addons": money.addons,
        "prize_pool_cents": money.prize_pool_cents,
        "collected_cents": money.collected_cents,
        "fees_cents": money.fees_cents,
        "bounties_cents": money.bounties_cents,
        "guarantee_cents": money.guarantee_cents,
        "overlay_cents": money.overlay_cents,
        "payouts": payout_rows(pays),
        "chips_in_play": st.chips_in_play,
        "average_stack": st.average_stack,
        "average_in_big_blinds": st.average_in_big_blinds,
        "chip_leader": s.label(st.chip_leader) if st.chip_leader else None,
        "chip_leader_chips": st.chip_leader_chips,
        "registration_open": t.registration_open(),
        "finished": s.finished,
        "hand_for_hand": s.hand_for_hand.hand if s.hand_for_hand else None,
        "clock": {
            "running": view.running,
            "started": view.started,
            "level": level.number if level else None,
            "break": view.is_break,
            "blinds": level.blinds_text if level else None,
            "ante": level.ante_text if level else None,
            "remaining_seconds": round(view.remaining, 3),
            "display_seconds": view.display_seconds,
        },
        "tables": [
            {
                "table": n,
                "seats": s.tables[n].seats,
                "players": s.tables[n].count,
                "button": s.tables[n].button,
                "blocked": sorted(s.tables[n].blocked),
            }
            for n in sorted(s.tables)
        ],
        "entrants": entrants,
        "withdrawn": withdrawn,
        "undo": t.undo_label("en") if t.can_undo() else None,
        "redo": t.redo_label("en") if t.can_redo() else None,
    }


def _show(t: Tournament, args: argparse.Namespace) -> int:
    data = show_data(t)
    if args.json:
        _print_json(data)
        return 0
    s = t.state
    st = t.stats()
    money = t.money.summary()
    title = ", ".join(x for x in (s.settings.date, s.settings.venue) if x)
    print(s.settings.name + (f" — {title}" if title else ""))
    c = data["clock"]
    from director.clock import format_seconds

    if c["level"] is None:
        clock = "no level"
    else:
        where = "break" if c["break"] else f"level {c['level']} ({c['blinds']})"
        state = "running" if c["running"] else ("paused" if c["started"] else "not started")
        clock = f"{where}, {format_seconds(c['display_seconds'])} left, {state}"
    print(f"Clock: {clock}")
    print(
        f"Entries {s.entry_count} ({s.unique_players} players), left {s.players_left}; "
        f"rebuys {money.rebuys}, add-ons {money.addons}"
    )
    pool = f"Prize pool {_money(t, money.prize_pool_cents)}"
    if money.overlay_cents:
        pool += f" (overlay {_money(t, money.overlay_cents)})"
    print(pool + f"; fees {_money(t, money.fees_cents)}")
    avg = f"Chips in play {st.chips_in_play:,}; average {st.average_stack:,}"
    if st.average_in_big_blinds:
        avg += f" ({st.average_in_big_blinds:.1f} BB)"
    if st.chip_leader:
        avg += f"; chip leader {s.label(st.chip_leader)} {st.chip_leader_chips:,}"
    print(avg)
    pays = data["payouts"]
    if pays:
        print(
            "Payouts: " + ", ".join(f"{p['place']}. {_money(t, p['amount_cents'])}" for p in pays)
        )
    if s.finished:
        _print_winner(t)
    if data["entrants"]:
        print()
        print(
            f"{'#':>4}  {'Name':<28} {'Status':<8} {'Place':>5} {'Table':>5} {'Seat':>4} {'Chips':>9} {'Prize':>10}"
        )
        for row in data["entrants"]:
            print(
                f"{row['entry']:>4}  {row['name'][:28]:<28} {row['status']:<8} "
                f"{row['place'] or '':>5} {row['table'] or '':>5} {row['seat'] or '':>4} "
                f"{'' if row['chips'] is None else format(row['chips'], ','):>9} "
                f"{_money(t, row['prize_cents']) if row['prize_cents'] else '':>10}"
            )
    return 0


def _clock(t: Tournament, args: argparse.Namespace) -> int:
    from director.clock import format_seconds

    c = t.clock
    what = args.what
    if what == "start":
        c.start()
    elif what == "pause":
        c.pause()
    elif what == "resume":
        c.resume()
    elif what == "toggle":
        c.toggle()
    elif what == "next":
        c.next_level()
    elif what == "previous":
        c.previous_level()
    elif what == "restart":
        c.restart_level()
    elif what == "break":
        c.jump_to_next_break()
    elif what == "level":
        if args.value is None:
            raise CliError("say which level: clock FILE level N")
        c.jump_to_level(_int(args.value, "LEVEL"))
    elif what in ("add", "remove"):
        if args.value is None:
            raise CliError(f"say how many minutes: clock FILE {what} MINUTES")
        try:
            minutes = float(args.value.replace(",", "."))
        except ValueError:
            raise CliError(f"minutes must be a number, not {args.value!r}") from None
        c.add_time(minutes * 60 if what == "add" else -minutes * 60)
    view = c.view()
    if view.is_break:
        where = "Break"
    else:
        lv = view.level
        where = (
            f"Level {lv.number}: {lv.blinds_text}"
            + (f" {lv.ante_text}" if lv and lv.ante_text else "")
            if lv
            else "-"
        )
    state = "running" if view.running else ("paused" if view.started else "not started")
    print(f"{where}, {format_seconds(view.display_seconds)} left, {state}")
    return 0


# ------------------------------------------------------------------------------------------------
# Payouts, ICM, deals
# ------------------------------------------------------------------------------------------------


def _payouts(args: argparse.Namespace) -> int:
    if args.file:
        t = _open(args.file)
        try:
            money = t.money.summary()
            pays = t.money.payouts()
            cur = t.settings.currency
            entries = money.entries
            pool = money.prize_pool_cents
        finally:
            t.close()
    else:
        if args.entries is None or args.buy_in is None:
            raise CliError("give a tournament FILE, or --entries N and --buy-in AMOUNT")
        entries = _int(args.entries, "--entries")
        price = parse_price(args.buy_in, "buy-in")
        gross = entries * price.pool_cents
        bp = 0
        if args.fee is not None:
            fee = parse_fee(args.fee)
            bp = fee.basis_points
        pool = gross - (gross * bp + 5_000) // 10_000
        if args.guarantee:
            pool = max(pool, parse_amount(args.guarantee, "guarantee"))
        table = load_payout_table(args.table) if args.table else None
        pays = compute_payouts(
            pool,
            entries,
            table,
            rounding_cents=parse_amount(args.rounding, "rounding") if args.rounding else 100,
            minimum_cash_cents=parse_amount(args.min_cash, "minimum cash") if args.min_cash else 0,
            places=_int(args.places, "--places") if args.places else None,
        )
        cur = DEFAULT_CURRENCY
    if args.json:
        _print_json(
            {
                "entries": entries,
                "prize_pool_cents": pool,
                "payouts": payout_rows(pays),
            }
        )
        return 0
    print(f"Prize pool {format_money(pool, cur)} for {entries} entries, {len(pays)} place(s) paid")
    for place, amount in enumerate(pays, 1):
        pct = 100 * amount / pool if pool else 0
        print(f"{place:>4}.  {format_money(amount, cur):>12}  {pct:5.1f}%")
    return 0


def _numbers(text: str, what: str) -> list[float]:
    out = []
    for part in re.split(r"[,;\s]+", text.strip()):
        if not part:
            continue
        try:
            out.append(float(part))
        except ValueError:
            raise CliError(f"{what}: {part!r} is not a number") from None
    if not out:
        raise CliError(f"{what}: give the values separated by commas, like 5000,3000,2000")
    return out


def _icm(args: argparse.Namespace) -> int:
    stacks = [int(x) if x == int(x) else -1 for x in _numbers(args.stacks, "--stacks")]
    if any(s < 0 for s in stacks):
        raise CliError("--stacks: stacks are whole numbers of chips, 0 or more")
    prizes = _numbers(args.prizes, "--prizes")
    equities = icm_equities(stacks, prizes)
    if args.json:
        _print_json({"stacks": stacks, "prizes": prizes, "equities": equities})
        return 0
    total = sum(stacks)
    for i, (s, e) in enumerate(zip(stacks, equities, strict=True), 1):
        pct = 100 * s / total if total else 0
        print(f"Player {i}: {s:>12,} chips ({pct:5.1f}%)  equity {e:,.2f}")
    return 0


def _deal(t: Tournament, args: argparse.Namespace) -> int:
    play_for = parse_amount(args.play_for, "amount to play for") if args.play_for else 0
    if args.amounts:
        amounts = {n: parse_amount(v, n) for n, v in _pairs(args.amounts, "--amounts")}
        record = t.deals.record(amounts, play_for_cents=play_for)
        _say(t, record)
        return 0
    proposal = t.deals.propose(args.method, play_for_cents=play_for)
    if args.json:
        _print_json(
            {
                "method": proposal.deal.method.value,
                "play_for_cents": proposal.deal.play_for_cents,
                "prizes_cents": list(proposal.deal.prizes_cents),
                "players": [
                    {
                        "entry": e,
                        "name": t.state.label(e),
                        "chips": t.state.entries[e].chips,
                        "amount_cents": a,
                    }
                    for e, a in proposal.amounts.items()
                ],
            }
        )
    else:
        print(proposal.deal.explain(currency(t.settings.currency).symbol))
    if args.record:
        _say(t, t.deals.record(proposal))
    elif not args.json:
        print("(proposal only: add --record when the players agree)")
    return 0


# ------------------------------------------------------------------------------------------------
# CSV
# ------------------------------------------------------------------------------------------------


def _import(t: Tournament, args: argparse.Namespace) -> int:
    rows = read_players(args.csv)
    people = [
        {
            "name": r.name,
            "nickname": r.nickname,
            "email": r.email,
            "phone": r.phone,
            "notes": r.notes,
        }
        for r in rows
    ]
    try:
        records = t.entrants.register_many(people, force=args.force)
    except DirectorError as exc:
        bad = _first_bad(t, people)
        where = f"{args.csv}:{rows[bad].line}: " if bad is not None else f"{args.csv}: "
        raise CliError(f"{where}{exc}; nobody was imported") from None
    print(f"Imported {len(records)} player(s) from {args.csv}")
    return 0


def _first_bad(t: Tournament, people: list[dict[str, str]]) -> int | None:
    for i in range(1, len(people) + 1):
        try:
            t.entrants.verify_register_many(people[:i], force=True)
        except DirectorError:
            return i - 1
    return None


def _export(t: Tournament, args: argparse.Namespace) -> int:
    n = write_entrants(t.state, args.csv, separator="," if args.comma else ";")
    print(f"Exported {n} entrant(s) to {args.csv}")
    return 0


# ------------------------------------------------------------------------------------------------
# The parser
# ------------------------------------------------------------------------------------------------


def register(sub: argparse._SubParsersAction) -> None:
    """Add the tournament commands."""

    def cmd(
        parent: Any, name: str, handler: Handler, help: str, **kw: Any
    ) -> argparse.ArgumentParser:
        p = parent.add_parser(name, help=help, description=help[:1].upper() + help[1:] + ".", **kw)
        p.set_defaults(func=handler)
        return p

    def file(p: argparse.ArgumentParser) -> None:
        p.add_argument("file", metavar="FILE", help="the tournament file")

    # -- director tournament ...
    tp = sub.add_parser("tournament", help="create and set up tournaments (tables, seats, rules)")
    ts = tp.add_subparsers(dest="tournament_command", metavar="ACTION")
    ts.required = True
    p = cmd(ts, "new", _new, "create a tournament file")
    file(p)
    p.add_argument("--structure", metavar="PATH", help="blind structure YAML (default: the club's)")
    p.add_argument("--tables", metavar="N", help="add N tables")
    p.add_argument("--overwrite", action="store_true", help="replace an existing tournament file")
    _settings_options(p, new=True)
    p = cmd(ts, "set", _with(_set), "change the tournament's settings (undoable)")
    file(p)
    _settings_options(p, new=False)
    p = cmd(ts, "structure", _with(_structure), "replace the blind structure (undoable)")
    file(p)
    p.add_argument("structure", metavar="PATH", help="blind structure YAML")
    p = cmd(ts, "tables", _with(_tables), "list, add or remove tables")
    file(p)
    p.add_argument("--add", metavar="N", help="add N tables")
    p.add_argument("--seats", metavar="N", help="seats of the new tables")
    p.add_argument("--remove", metavar="T", action="append", help="remove empty table T")
    p = cmd(ts, "button", _with(_button), "put the dealer button at a seat")
    file(p)
    p.add_argument("table", metavar="TABLE")
    p.add_argument("seat", metavar="SEAT")
    p = cmd(ts, "block", _with(_block), "block a seat (or open it with --open)")
    file(p)
    p.add_argument("table", metavar="TABLE")
    p.add_argument("seat", metavar="SEAT")
    p.add_argument("--open", action="store_true", help="open the seat again")
    p = cmd(ts, "fix", _with(_fix), "give a player a fixed seat that balancing never moves")
    file(p)
    p.add_argument("name", metavar="NAME")
    p.add_argument("--free", action="store_true", help="the seat is no longer fixed")
    p = cmd(ts, "reserve", _with(_reserve), "hold a seat for a registered player")
    file(p)
    p.add_argument("table", metavar="TABLE")
    p.add_argument("seat", metavar="SEAT")
    p.add_argument("name", metavar="NAME", nargs="?")
    p.add_argument("--release", action="store_true", help="the seat is no longer held")
    p = cmd(
        ts, "hand-for-hand", _with(_hand_for_hand), "hand-for-hand play: on, off, done TABLE, next"
    )
    file(p)
    p.add_argument("what", choices=("on", "off", "done", "next"))
    p.add_argument("table", metavar="TABLE", nargs="?")
    p.add_argument("--force", action="store_true", help="next hand even if tables are playing")
    p = cmd(ts, "hand", _with(_hand), "record the result of a hand at a table")
    file(p)
    p.add_argument("table", metavar="TABLE")
    p.add_argument("--stacks", nargs="+", metavar="NAME=CHIPS", help="stacks after the hand")
    p.add_argument("--busted", nargs="+", metavar="NAME[:BY]", help="players out (and by whom)")
    p.add_argument("--button", metavar="SEAT", help="button seat for the next hand")
    p = cmd(ts, "registration", _with(_registration), "close or reopen registration")
    file(p)
    p.add_argument("what", choices=("close", "open"))
    p = cmd(ts, "finish", _with(_finish), "declare the tournament over (one player left)")
    file(p)
    p = cmd(ts, "history", _with(_history), "print the log of every action")
    file(p)
    p.add_argument("--json", action="store_true")

    # -- entrants
    p = cmd(sub, "register", _with(_register), "register a player")
    file(p)
    p.add_argument("name", metavar="NAME")
    p.add_argument("--nickname", help="tells apart two players with the same name")
    p.add_argument("--email")
    p.add_argument("--phone")
    p.add_argument("--notes")
    p.add_argument("--no-seat", action="store_true", help="do not draw a seat now")
    p.add_argument("--force", action="store_true", help="register even if registration is closed")
    p = cmd(sub, "reenter", _with(_reenter), "a new entry for a busted player (re-entry)")
    file(p)
    p.add_argument("name", metavar="NAME")
    p.add_argument("--no-seat", action="store_true")
    p.add_argument("--force", action="store_true", help="even if registration is closed")
    p = cmd(sub, "withdraw", _with(_withdraw), "cancel an entry (refunded; it no longer counts)")
    file(p)
    p.add_argument("name", metavar="NAME")
    p = cmd(sub, "bust", _with(_bust), "players out (several names: the same hand)")
    file(p)
    p.add_argument("names", metavar="NAME", nargs="+")
    p.add_argument("--by", metavar="NAME", help="who eliminated them (gets the bounty)")
    p.add_argument(
        "--stacks", metavar="N,N,...", help="stacks at the start of the hand, one per NAME"
    )
    p = cmd(sub, "revive", _with(_revive), "bring back a player busted by mistake")
    file(p)
    p.add_argument("name", metavar="NAME")
    p.add_argument("--reason", required=True, help="why (kept in the record)")
    p.add_argument("--chips", metavar="N", help="the player's stack now")
    p.add_argument("--no-seat", action="store_true")
    p = cmd(sub, "rebuy", _with(_rebuy), "a rebuy")
    file(p)
    p.add_argument("name", metavar="NAME")
    p.add_argument("--double", action="store_true", help="double rebuy")
    p.add_argument("--stack", metavar="N", help="the player's stack now (for the threshold)")
    p.add_argument("--force", action="store_true", help="outside the rebuy period or limits")
    p = cmd(sub, "addon", _with(_addon), "an add-on")
    file(p)
    p.add_argument("name", metavar="NAME")
    p.add_argument("--force", action="store_true", help="outside the add-on period")
    p = cmd(sub, "chips", _with(_chips_cmd), "enter chip counts: NAME AMOUNT [NAME AMOUNT ...]")
    file(p)
    p.add_argument("items", metavar="NAME AMOUNT", nargs="+")

    # -- seats
    p = cmd(sub, "seat", _with(_seat), "draw seats for everybody without one, or seat one player")
    file(p)
    p.add_argument("name", metavar="NAME", nargs="?")
    p.add_argument("--table", metavar="T")
    p.add_argument("--seat", metavar="S")
    p = cmd(sub, "move", _with(_move), "move a player to a table and seat")
    file(p)
    p.add_argument("name", metavar="NAME")
    p.add_argument("table", metavar="TABLE")
    p.add_argument("seat", metavar="SEAT")
    p = cmd(sub, "balance", _with(_balance), "propose (and with --apply make) table moves")
    file(p)
    p.add_argument("--apply", action="store_true", help="make the moves proposed")
    p.add_argument(
        "--break",
        dest="break_table",
        nargs="?",
        const="auto",
        metavar="TABLE",
        help="break a table",
    )
    p.add_argument("--final", nargs="?", const="auto", metavar="TABLE", help="final table draw")

    # -- undo, show, clock
    p = cmd(sub, "undo", _with(_undo), "take back the last action")
    file(p)
    p = cmd(sub, "redo", _with(_redo), "do again the last undone action")
    file(p)
    p = cmd(sub, "show", _with(_show), "show the tournament: clock, money, entrants")
    file(p)
    p.add_argument("--json", action="store_true")
    p = cmd(sub, "clock", _with(_clock), "the clock: start, pause, resume, next, previous, ...")
    file(p)
    p.add_argument(
        "what",
        choices=(
            "show",
            "start",
            "pause",
            "resume",
            "toggle",
            "next",
            "previous",
            "restart",
            "break",
            "level",
            "add",
            "remove",
        ),
    )
    p.add_argument("value", nargs="?", metavar="N", help="level number or minutes")

    # -- payouts, icm, deals
    p = cmd(sub, "payouts", _payouts, "the prizes of a tournament, or for N entries at a buy-in")
    p.add_argument("file", metavar="FILE", nargs="?")
    p.add_argument("--entries", metavar="N")
    p.add_argument("--buy-in", metavar="AMOUNT")
    p.add_argument("--fee", help='"5" (on top, not in the pool) or "10%%" (taken from the pool)')
    p.add_argument("--guarantee", metavar="AMOUNT")
    p.add_argument("--table", metavar="YAML", help="payout table file (default: the club's)")
    p.add_argument("--rounding", metavar="AMOUNT", help="round prizes to AMOUNT (default 1)")
    p.add_argument("--min-cash", metavar="AMOUNT")
    p.add_argument("--places", metavar="N")
    p.add_argument("--json", action="store_true")
    p = cmd(sub, "icm", _icm, "ICM equities (Malmuth-Harville) of stacks for prizes")
    p.add_argument("--stacks", required=True, metavar="N,N,...")
    p.add_argument("--prizes", required=True, metavar="N,N,...")
    p.add_argument("--json", action="store_true")
    p = cmd(sub, "deal", _with(_deal), "a deal for the players left (ICM or chip-chop)")
    file(p)
    p.add_argument("--method", choices=("icm", "chip-chop"), default="icm")
    p.add_argument("--play-for", metavar="AMOUNT", help="leave this much to play for")
    p.add_argument("--record", action="store_true", help="record the deal proposed")
    p.add_argument("--amounts", nargs="+", metavar="NAME=AMOUNT", help="record agreed amounts")
    p.add_argument("--json", action="store_true")

    # -- CSV
    p = cmd(sub, "import", _with(_import), "register the players listed in a CSV file")
    file(p)
    p.add_argument("csv", metavar="CSV")
    p.add_argument("--force", action="store_true", help="even if registration is closed")
    p = cmd(sub, "export", _with(_export), "write the entrants and results to a CSV file")
    file(p)
    p.add_argument("csv", metavar="CSV")
    p.add_argument("--comma", action="store_true", help="separate with , (default ; for Excel)")
