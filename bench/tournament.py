"""Speed of the tournament core: a 1,000-entrant, 100-table evening, every action durable.

Workload (seeded): a tournament file on the club's structure with 100 tables of 10 seats,
re-entry, rebuys and a bounty. 1,000 players register (one action each), the seat draw seats
them, the clock starts, 300 rebuys, then players bust one at a time; after each bust the room
is balanced (the proposed moves applied as one action) and tables break as they empty, until
the final table. Every action is one committed transaction (WAL, synchronous=FULL) before the
call returns, exactly as in the app.

Measured:

* median and 90th percentile of each action (register, rebuy, bust, move = applying a
  balancing proposal, break = applying a table break), checks and state update included;
* balancing the whole room once: 300 players busted at random without balancing, then the
  proposal for the room (pure) and applying it (one durable action);
* opening the file with its full history (replaying every record), median of ``--opens``;
* the reference: the same number of records, of the same sizes, appended with plain
  ``sqlite3`` INSERTs, one transaction each, with the same durability settings (WAL, FULL): the
  floor any durable log pays on this disk. The same two appends are also run with the rollback
  journal (``journal_mode=DELETE``, FULL) to show why the file uses WAL.

Run: ``.venv/bin/python bench/tournament.py``. The last line is ``ratio: N``: our median action
time divided by the reference's median durable INSERT, i.e. how many times the bare durable
write one action costs (below 10 ms either way is the target; the checks, the state update and
the notification are the difference).

``--sweep`` first runs the size sweep (:mod:`bench.sweep`: 100, 1,000, 5,000 and 20,000
entrants; ``--sizes`` chooses others): for each size a file with its history, then opening it,
a command-line action, an action in the real window, importing that many rows from a CSV, and
the results and seating PDFs, each with its growth from the previous size and the goal beside
it. The evening above follows, with its ratio line last.
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from director.structures import default_structure_path, load_structure
from director.tournament import Tournament

ENTRANTS = 1000
TABLES = 100
TARGET_ACTION_MS = 10.0
TARGET_OPEN_S = 1.0
TARGET_BALANCE_MS = 50.0


def timed(samples: dict[str, list[float]], kind: str, action: Callable[[], Any]) -> Any:
    start = time.perf_counter()
    result = action()
    samples.setdefault(kind, []).append(time.perf_counter() - start)
    return result


def p90(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]


def evening(path: Path, seed: int, journal: str | None = None) -> dict[str, Any]:
    """Play the whole evening; returns the timings."""
    from bench.sweep import evening_settings

    rng = random.Random(seed)
    settings = evening_settings("Bench")
    t = Tournament.create(
        path, load_structure(default_structure_path()), settings, rng=rng, journal=journal
    )
    samples: dict[str, list[float]] = {}
    out: dict[str, Any] = {"journal": t.journal_mode}
    try:
        t.seating.add_tables(TABLES, seats=10)
        for i in range(ENTRANTS):
            timed(samples, "register", lambda i=i: t.entrants.register(f"Giocatore {i:04d} Rossi"))
        timed(samples, "draw", t.seating.draw_seats)
        t.clock.start()
        for _ in range(300):
            timed(samples, "rebuy", lambda: t.money.rebuy(rng.choice(t.state.playing).id))
        # The whole room out of balance, then balanced at once.
        for _ in range(300):
            t.entrants.bust(rng.choice(t.state.playing).id)
        start = time.perf_counter()
        moves = t.seating.propose_balance()
        out["balance_propose_ms"] = (time.perf_counter() - start) * 1000
        start = time.perf_counter()
        t.seating.apply_moves(moves)
        out["balance_apply_ms"] = (time.perf_counter() - start) * 1000
        out["balance_moves"] = len(moves)
        # The rest of the evening: bust, balance, break, until the final table.
        while t.state.players_left > 10:
            timed(samples, "bust", lambda: t.entrants.bust(rng.choice(t.state.playing).id))
            if t.seating.final_table_due() is not None:
                timed(
                    samples, "final", lambda: t.seating.apply_moves(t.seating.propose_final_table())
                )
            elif t.seating.tables_to_break():
                timed(samples, "break", lambda: t.seating.apply_moves(t.seating.propose_break()))
            elif moves := t.seating.propose_balance():
                timed(samples, "move", lambda moves=moves: t.seating.apply_moves(moves))
        out["records"] = len(t.history())
    finally:
        t.close()
    out["samples"] = samples
    return out


def opening(path: Path, rounds: int) -> list[float]:
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        t = Tournament.open(path)
        times.append(time.perf_counter() - start)
        t.close()
    return times


def plain_inserts(path: Path, records: list[tuple[str, str]], journal: str) -> list[float]:
    """The reference: the same records appended with bare sqlite3, one transaction each."""
    conn = sqlite3.connect(str(path), isolation_level=None)
    conn.execute(f"PRAGMA journal_mode={journal}")
    conn.execute("PRAGMA synchronous=FULL")
    conn.execute("CREATE TABLE events(seq INTEGER PRIMARY KEY, at REAL, kind TEXT, data TEXT)")
    times = []
    for seq, (kind, data) in enumerate(records, 1):
        start = time.perf_counter()
        conn.execute("BEGIN IMMEDIATE")
        conn.execute(
            "INSERT INTO events(seq, at, kind, data) VALUES (?, ?, ?, ?)",
            (seq, time.time(), kind, data),
        )
        conn.execute("COMMIT")
        times.append(time.perf_counter() - start)
    conn.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--opens", type=int, default=5, help="times to open the file")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--sweep", action="store_true", help="run the size sweep first")
    parser.add_argument(
        "--sizes", default="100,1000,5000,20000", help="entrants of each sweep step (with --sweep)"
    )
    parser.add_argument(
        "--budget",
        type=float,
        default=900.0,
        help="skip a sweep figure predicted (grown quadratically) to take longer, in seconds",
    )
    parser.add_argument(
        "--figures",
        help="only these sweep figures: replay,open,cli,gui,import,results_pdf,seating_pdf",
    )
    args = parser.parse_args()
    if args.sweep:
        from bench.sweep import sweep

        figures = frozenset(args.figures.split(",")) if args.figures else None
        sweep([int(n) for n in args.sizes.split(",")], args.seed, args.budget, figures)
    with tempfile.TemporaryDirectory(prefix="director-bench-") as tmp:
        folder = Path(tmp)
        path = folder / "evening.director"
        run = evening(path, args.seed)
        opens = opening(path, args.opens)
        conn = sqlite3.connect(str(path))
        records = conn.execute("SELECT kind, data FROM events ORDER BY seq").fetchall()
        conn.close()
        ref_wal = plain_inserts(folder / "ref-wal.db", records, "wal")
        ref_delete = plain_inserts(folder / "ref-delete.db", records[:400], "delete")
        # Our registrations with the rollback journal, for the comparison.
        delete = Tournament.create(
            folder / "delete.director",
            load_structure(default_structure_path()),
            journal="delete",
        )
        delete_reg: list[float] = []
        try:
            for i in range(400):
                timed(
                    {"r": delete_reg},
                    "r",
                    lambda i=i: delete.entrants.register(f"P{i}", force=True),
                )
        finally:
            delete.close()

    samples = run["samples"]
    ms = 1000.0
    print(
        f"tournament: {ENTRANTS} entrants, {TABLES} tables of 10, {run['records']} records "
        f"in the log, journal_mode={run['journal']}, synchronous=FULL"
    )
    print(f"{'action (durably committed)':<30}{'count':>7}{'median ms':>11}{'p90 ms':>9}")
    all_actions: list[float] = []
    for kind in ("register", "rebuy", "bust", "move", "break", "final", "draw"):
        values = samples.get(kind, [])
        if not values:
            continue
        if kind in ("register", "rebuy", "bust", "move"):
            all_actions += values
        print(
            f"{kind:<30}{len(values):>7}{statistics.median(values) * ms:>11.2f}"
            f"{p90(values) * ms:>9.2f}"
        )
    ours = statistics.median(all_actions)
    ref = statistics.median(ref_wal)
    print(
        f"{'reference: bare INSERT (WAL)':<30}{len(ref_wal):>7}{ref * ms:>11.2f}"
        f"{p90(ref_wal) * ms:>9.2f}"
    )
    print(
        f"{'reference: bare INSERT (DELETE)':<30}{len(ref_delete):>7}"
        f"{statistics.median(ref_delete) * ms:>11.2f}{p90(ref_delete) * ms:>9.2f}"
    )
    print(
        f"{'register, rollback journal':<30}{len(delete_reg):>7}"
        f"{statistics.median(delete_reg) * ms:>11.2f}{p90(delete_reg) * ms:>9.2f}"
    )
    balance = run["balance_propose_ms"] + run["balance_apply_ms"]
    print(
        f"balance the whole room ({run['balance_moves']} moves after 300 busts): proposal "
        f"{run['balance_propose_ms']:.1f} ms + applying it {run['balance_apply_ms']:.1f} ms "
        f"= {balance:.1f} ms (target {TARGET_BALANCE_MS:.0f} ms)"
    )
    print(
        f"open with full history ({run['records']} records): median "
        f"{statistics.median(opens):.3f} s, max {max(opens):.3f} s (target {TARGET_OPEN_S:.0f} s)"
    )
    worst = max(statistics.median(samples[k]) for k in ("register", "rebuy", "bust", "move"))
    print(
        f"targets: slowest action median {worst * ms:.2f} ms <= {TARGET_ACTION_MS:.0f} ms: "
        f"{'yes' if worst * ms <= TARGET_ACTION_MS else 'NO'}; open "
        f"{'yes' if statistics.median(opens) <= TARGET_OPEN_S else 'NO'}; balance "
        f"{'yes' if balance <= TARGET_BALANCE_MS else 'NO'}"
    )
    print(
        "ratio below = median of all register/rebuy/bust/move actions / median bare durable "
        "INSERT (same records, WAL, FULL): the cost of one action in durable writes"
    )
    print(f"ratio: {ours / ref:.2f}")


if __name__ == "__main__":
    main()
