"""Seating benchmark: a 1,000-entrant, 100-table room.

Times the seat draw, balancing the whole room after random busts, breaking a table and every
table due at once, and compares balancing with a naive reference written here, which follows
the same rules but recomputes the room from scratch before every move (replays all moves so far
on the original room, checks the whole room, sorts the tables). Both must propose the same
moves.

The final line is ``ratio: N`` with N = 50 ms target / our median time to balance the whole room
(the slower of the two bust patterns): above 1 means within the target.

Run: ``.venv/bin/python bench/seating.py``
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from director.seating import (
    Move,
    MoveReason,
    Table,
    apply_moves,
    balance_moves,
    big_blind_order,
    break_table,
    break_tables,
    check_room,
    draw_seats,
    tables_to_break,
    worst_seat,
)

T = TypeVar("T")

ENTRANTS = 1000
TABLES = 100
SEATS = 10
TARGET_MS = 50.0
REPEATS = 7


def median_ms(work: Callable[[], T], repeats: int = REPEATS) -> tuple[float, T]:
    """Median wall time of ``work()`` in milliseconds, and its last result."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        result = work()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), result


def naive_balance(tables: tuple[Table, ...], threshold: int = 1) -> list[Move]:
    """Reference: the same rules, recomputing the whole room from scratch before every move."""
    moves: list[Move] = []
    while True:
        room = apply_moves(tables, moves)  # replay everything on the original room
        check_room(room)
        by_size = sorted(room, key=lambda t: (-t.count, t.number))
        source = next((t for t in by_size if t.count > len(t.fixed)), None)
        # a table nobody sits at (emptied by busts) is not in play: it receives nobody
        targets = sorted(
            (t for t in room if t.open_seats and t.count), key=lambda t: (t.count, t.number)
        )
        target = targets[0] if targets else None
        if (
            source is None
            or target is None
            or source is target
            or source.count - target.count <= threshold
        ):
            return moves
        seat = next(s for s in big_blind_order(source) if source.occupants[s] not in source.fixed)
        to_seat = worst_seat(target)
        assert to_seat is not None  # the target has an open seat
        moves.append(
            Move(
                source.occupants[seat],
                source.number,
                seat,
                target.number,
                to_seat,
                MoveReason.BALANCE,
            )
        )


def seated_room(rng: random.Random) -> tuple[Table, ...]:
    """100 tables of 10 with 1,000 players drawn, each table with a recorded button."""
    empty = [Table(n, SEATS) for n in range(1, TABLES + 1)]
    room = apply_moves(empty, draw_seats([f"e{i}" for i in range(ENTRANTS)], empty, rng))
    return tuple(t.with_button(rng.randint(1, SEATS)) for t in room)


def bust(room: tuple[Table, ...], players: set[str]) -> tuple[Table, ...]:
    return tuple(t.without(players) for t in room)


def main() -> None:
    print(f"seating benchmark: {ENTRANTS} entrants, {TABLES} tables of {SEATS} seats")
    empty = [Table(n, SEATS) for n in range(1, TABLES + 1)]
    names = [f"e{i}" for i in range(ENTRANTS)]

    seed = iter(range(10**6))
    draw_ms, _ = median_ms(lambda: draw_seats(names, empty, random.Random(next(seed))))
    secure_ms, _ = median_ms(lambda: draw_seats(names, empty))
    print(f"draw {ENTRANTS} players, seeded random.Random: median {draw_ms:.1f} ms")
    print(f"draw {ENTRANTS} players, secrets.SystemRandom (the default): median {secure_ms:.1f} ms")

    rng = random.Random(2024)
    room = seated_room(rng)
    players = [p for t in room for p in t.players]

    scattered = bust(room, set(rng.sample(players, 300)))
    heavy_tables = {t.number for t in rng.sample(room, 20)}
    concentrated = bust(
        room,
        {p for t in room if t.number in heavy_tables for p in rng.sample(t.players, 8)}
        | set(rng.sample(players, 60)),
    )

    worst = 0.0
    ours_total = naive_total = 0.0
    for label, busted in (
        ("300 random busts", scattered),
        ("~220 busts, 8 each at 20 tables", concentrated),
    ):
        ms, moves = median_ms(partial(balance_moves, busted))
        naive_ms, naive_moves = median_ms(partial(naive_balance, busted), repeats=3)
        same = naive_moves == moves
        after = [t.count for t in apply_moves(busted, moves) if t.count]  # the tables in play
        spread = max(after) - min(after)
        print(
            f"balance the whole room after {label}: {len(moves)} moves, median {ms:.2f} ms "
            f"(target {TARGET_MS:.0f} ms); sizes of the tables in play then differ by {spread}"
        )
        print(
            f"  naive reference (replays all moves on the room and rechecks it before each move): "
            f"median {naive_ms:.1f} ms; same moves: {'yes' if same else 'NO'}; "
            f"ours {naive_ms / ms:.1f}x faster"
        )
        if not same:
            raise SystemExit("the naive reference proposes different moves")
        worst = max(worst, ms)
        ours_total += ms
        naive_total += naive_ms

    balanced = apply_moves(scattered, balance_moves(scattered))
    order_ms, to_break = median_ms(lambda: tables_to_break(balanced))
    print(f"tables_to_break after 300 busts: {to_break} in median {order_ms:.2f} ms")
    number = to_break[0] if to_break else max(t.number for t in balanced)
    break_ms, break_moves = median_ms(
        lambda: break_table(balanced, number, random.Random(next(seed)))
    )
    broke = sum(1 for m in break_moves if m.reason is MoveReason.BREAK_TABLE)
    print(
        f"break table {number}: {broke} players placed + "
        f"{len(break_moves) - broke} balancing moves, median {break_ms:.2f} ms"
    )

    together_ms, together = median_ms(
        lambda: break_tables(balanced, to_break, random.Random(next(seed)))
    )
    print(
        f"break the {len(to_break)} tables due together (one proposal): {len(together)} moves, "
        f"each player once: {'yes' if len({m.player for m in together}) == len(together) else 'NO'}"
        f", median {together_ms:.2f} ms"
    )

    print(f"naive reference / ours over both balancing runs: {naive_total / ours_total:.1f}")
    print(
        f"ratio below = {TARGET_MS:.0f} ms target / our median time to balance the whole room "
        f"(slower bust pattern, {worst:.2f} ms); above 1 means within the target"
    )
    print(f"ratio: {TARGET_MS / worst:.1f}")


if __name__ == "__main__":
    main()
