"""The size sweep of ``bench/tournament.py --sweep``: how each figure grows with the entrants.

For each size N (100, 1,000, 5,000, 20,000 by default) the sweep builds a tournament file with
a whole evening's history: N players registered one at a time at the desk (N/9 tables of 10, at
most 1,000: at 20,000 the first 10,000 are drawn their seats and the others wait), the seat
draw, the clock started, N/10 rebuys, N/10 busts with the room balanced after every tenth, a
few undos and a redo. Then it measures, with the real program:

* open: ``Tournament.open`` of that file as it was closed (median of three), and once more
  on a copy without its snapshots, the whole log replayed (``replay``);
* CLI action: ``python -m director bust FILE NAME`` (twice) and ``register`` (once) as a new
  process each, Python's start included (median of the three);
* GUI action: in a real main window (``QT_QPA_PLATFORM=offscreen``, a child process), a bust and
  a registration through the window's ``Document`` and the refresh of every tab after it
  (median of five of each);
* CSV import: ``director import`` of N rows into an empty tournament, its time and its peak
  memory (``ru_maxrss`` of the child);
* the results and the seating PDFs: ``director report results|seating``, time and peak memory.

Each figure is printed with its growth (the ratio to the previous size: 10 for linear from
1,000 to 5,000 would be 5, quadratic 25) and the goal beside it. A step whose predicted time
(the last one grown quadratically) passes ``--budget`` seconds is not run and says so.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

TOP = Path(__file__).resolve().parent.parent
#: A tournament's most tables (director.limits.MAX_TABLES, not imported: older trees lack it).
MAX_TABLES = 1_000

#: (what, size it is set for, limit, unit) as the goals say them.
GOALS: dict[str, tuple[int, float, str]] = {
    "open": (5000, 0.3, "s"),
    "cli": (5000, 0.6, "s"),
    "gui": (5000, 0.020, "s"),
    "import": (20000, 15.0, "s"),
    "import_mb": (20000, 600.0, "MB"),
    "results_pdf": (5000, 3.0, "s"),
    "seating_pdf": (5000, 3.0, "s"),
}

#: Give up on a child process after this long (seconds) or this much address space (bytes).
CHILD_TIMEOUT = 600
CHILD_MEMORY = 6 << 30

GUI_CHILD = r"""
import json, os, statistics, sys, tempfile, time
os.environ["QT_QPA_PLATFORM"] = "offscreen"
sys.path.insert(0, sys.argv[2])
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication
QCoreApplication.setOrganizationName("DirectorBench")
QCoreApplication.setApplicationName("DirectorBench")
QSettings.setDefaultFormat(QSettings.Format.IniFormat)
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
app = QApplication(["bench"])
from director.tournament import Tournament
from ui.clock.sound import RecordingSound
from ui.document import Document
from ui.main_window import MainWindow
start = time.perf_counter()
t = Tournament.open(sys.argv[1])
window = MainWindow(Document(t), RecordingSound(), speech_engine="mock")
window.show()
app.processEvents()
opened = time.perf_counter() - start
doc = window.document
times = {"bust": [], "register": []}
for i in range(5):
    entry = t.state.playing[(i * 37) % len(t.state.playing)].id
    start = time.perf_counter()
    doc.act(t.entrants.bust, entry)
    app.processEvents()
    times["bust"].append(time.perf_counter() - start)
for i in range(5):
    start = time.perf_counter()
    doc.act(t.entrants.register, f"Bench Window {i}")
    app.processEvents()
    times["register"].append(time.perf_counter() - start)
print(json.dumps({"opened": opened, **times}), flush=True)
os._exit(0)
"""


def evening_settings(name: str) -> Any:
    """The benchmarks' evening: 20+5, a 5 bounty, re-entry and rebuys to level 30, tables of 10."""
    from director.tournament import Price, RebuyRules, Settings

    return Settings(
        name=name,
        buy_in=Price(2000, 500),
        bounty_cents=500,
        late_registration_level=30,
        reentry=True,
        rebuy=RebuyRules(Price(2000, 0), 10_000, until_level=30),
        seats_per_table=10,
    )


def build(path: Path, n: int, seed: int) -> int:
    """A tournament file of ``n`` entrants with an evening's history; returns its records."""
    from director.structures import default_structure_path, load_structure
    from director.tournament import Tournament

    rng = random.Random(seed)
    settings = evening_settings("Sweep")
    structure = load_structure(default_structure_path())
    t = Tournament.create(path, structure, settings, rng=rng)
    try:
        tables = min(max(2, n // 9), MAX_TABLES)
        t.seating.add_tables(tables, seats=10)
        seated = min(n, tables * 10)
        for i in range(n):
            if i == seated:  # the room is full: the others wait for a seat (a later flight)
                t.seating.draw_seats()
            t.entrants.register(f"Giocatore {i:05d} Rossi", seat=False)
        if seated == n:
            t.seating.draw_seats()
        t.clock.start()
        for _ in range(n // 10):
            t.money.rebuy(rng.choice(t.state.playing).id)
        for i in range(n // 10):
            t.entrants.bust(rng.choice(t.state.playing).id)
            if i % 10 == 9 and (moves := t.seating.propose_balance()):
                t.seating.apply_moves(moves)
        t.undo()
        t.undo()
        t.redo()
        return len(t.history())
    finally:
        t.close()


def _playing_names(path: Path, count: int) -> list[str]:
    from director.tournament import Tournament

    with Tournament.open(path) as t:
        return [t.state.label(e) for e in t.state.playing[-count:]]


#: Runs ``python -m director ...`` or ``python -c CODE ...`` within CHILD_MEMORY, and writes its
#: peak memory (VmHWM, kB) to the file named by $SWEEP_PEAK when it ends. Not ``ru_maxrss``: a
#: child started with vfork counts the benchmark's own memory, shared until exec, in its peak.
LIMITED = (
    "import atexit, os, resource, runpy, sys\n"
    f"resource.setrlimit(resource.RLIMIT_AS, ({CHILD_MEMORY}, {CHILD_MEMORY}))\n"
    "def peak():\n"
    "    with open('/proc/self/status') as status:\n"
    "        kb = [line.split()[1] for line in status if line.startswith('VmHWM:')]\n"
    "    with open(os.environ['SWEEP_PEAK'], 'w') as out:\n"
    "        out.write(kb[0] if kb else '0')\n"
    "atexit.register(peak)\n"
    "if sys.argv[1] == '-m':\n"
    "    sys.argv = [sys.argv[2], *sys.argv[3:]]\n"
    "    runpy.run_module(sys.argv[0], run_name='__main__', alter_sys=True)\n"
    "else:\n"
    "    code, sys.argv = sys.argv[2], ['-c', *sys.argv[3:]]\n"
    "    exec(compile(code, '<child>', 'exec'), {'__name__': '__main__'})\n"
)


def _child(args: list[str], *, env: dict[str, str] | None = None) -> tuple[float, float, str]:
    """Run ``args`` (``-m MODULE ...`` or ``-c CODE ...``) in a new Python.

    Returns (seconds, peak MB, stdout). Raises RuntimeError if it failed.
    """
    start = time.perf_counter()
    with (
        tempfile.TemporaryFile() as out,
        tempfile.TemporaryFile() as err,
        tempfile.NamedTemporaryFile("r") as peak,
    ):
        command = [sys.executable, "-c", LIMITED, *args]
        env = {**(env or os.environ), "SWEEP_PEAK": peak.name}
        proc = subprocess.Popen(command, stdout=out, stderr=err, env=env)
        deadline = start + CHILD_TIMEOUT
        while True:
            pid, status = os.waitpid(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() > deadline:
                proc.kill()
                proc.wait()
                raise RuntimeError(f"over {CHILD_TIMEOUT} s")
            time.sleep(0.005)
        elapsed = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        text, problem = out.read().decode(), err.read().decode()
        kb = peak.read().strip()
    if proc.returncode != 0:
        last = (problem.strip().splitlines() or [f"exit {proc.returncode}"])[-1]
        raise RuntimeError(last[:120])
    return elapsed, int(kb or 0) / 1024, text


def _director(*args: str) -> list[str]:
    return ["-m", "director", *args]


def _replay_copy(path: Path, folder: Path) -> Path:
    """A copy of the file without its snapshots: opening it replays the whole log."""
    copy = folder / f"replay-{path.name}"
    shutil.copy(path, copy)
    conn = sqlite3.connect(copy)
    try:
        if conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'snapshots'").fetchone():
            conn.execute("DELETE FROM snapshots")
            conn.commit()
    finally:
        conn.close()
    return copy


def measure(n: int, folder: Path, seed: int, skip: Callable[[str], bool]) -> dict[str, Any]:
    """Every figure at ``n`` entrants (a figure that fails or is skipped is a text)."""
    from director.tournament import Tournament

    out: dict[str, Any] = {}
    path = folder / f"sweep-{n}.director"
    start = time.perf_counter()
    out["records"] = build(path, n, seed)
    out["build"] = time.perf_counter() - start

    def opened(p: Path) -> float:
        start = time.perf_counter()
        Tournament.open(p).close()
        return time.perf_counter() - start

    def attempt(key: str, figure: Callable[[], Any]) -> None:
        if skip(key):
            return
        try:
            value = figure()
        except RuntimeError as exc:
            out[key] = f"failed: {exc}"
            return
        if isinstance(value, dict):
            out.update(value)
        else:
            out[key] = value

    env = {**os.environ, "PYTHONPATH": str(TOP)}
    attempt("replay", lambda: opened(_replay_copy(path, folder)))
    attempt("open", lambda: statistics.median(opened(path) for _ in range(3)))
    attempt("cli", lambda: _cli(path, env))
    attempt("gui", lambda: _gui(path, env))
    attempt("import", lambda: _import(n, folder, env))
    for sheet in ("results", "seating"):
        attempt(f"{sheet}_pdf", lambda sheet=sheet: _sheet(sheet, path, folder, env))
    return out


def _cli(path: Path, env: dict[str, str]) -> float:
    names = _playing_names(path, 2)
    runs = [_child(_director("bust", str(path), name), env=env)[0] for name in names]
    runs.append(_child(_director("register", str(path), "Sweep Newcomer"), env=env)[0])
    return statistics.median(runs)


def _gui(path: Path, env: dict[str, str]) -> dict[str, float]:
    _, _, text = _child(["-c", GUI_CHILD, str(path), str(TOP)], env=env)
    gui = json.loads(text.strip().splitlines()[-1])
    times = gui["bust"] + gui["register"]
    return {"gui": statistics.median(times), "gui_max": max(times)}


def _sheet(sheet: str, path: Path, folder: Path, env: dict[str, str]) -> dict[str, float]:
    pdf = folder / f"{sheet}-{path.stem}.pdf"
    seconds, mb, _ = _child(_director("report", sheet, str(path), "--pdf", str(pdf)), env=env)
    return {f"{sheet}_pdf": seconds, f"{sheet}_pdf_mb": mb}


def _import(n: int, folder: Path, env: dict[str, str]) -> dict[str, float]:
    from director.structures import default_structure_path, load_structure
    from director.tournament import Settings, Tournament

    target = folder / f"import-{n}.director"
    Tournament.create(target, load_structure(default_structure_path()), Settings()).close()
    csv = folder / f"players-{n}.csv"
    rows = [f"Giocatore {i:05d} Bianchi;G{i}" for i in range(n)]
    csv.write_text("Nome;Soprannome\n" + "\n".join(rows) + "\n", encoding="utf-8")
    seconds, mb, _ = _child(_director("import", str(target), str(csv)), env=env)
    return {"import": seconds, "import_mb": mb}


ROWS = (
    ("build", "build the file (setup)", "s"),
    ("replay", "open, whole log replayed", "s"),
    ("open", "open", "s"),
    ("cli", "CLI action (new process)", "s"),
    ("gui", "GUI action (median)", "s"),
    ("gui_max", "GUI action (slowest)", "s"),
    ("import", "CSV import of N rows", "s"),
    ("import_mb", "CSV import, peak memory", "MB"),
    ("results_pdf", "results PDF", "s"),
    ("results_pdf_mb", "results PDF, peak memory", "MB"),
    ("seating_pdf", "seating PDF", "s"),
    ("seating_pdf_mb", "seating PDF, peak memory", "MB"),
)


def _cell(value: Any, unit: str) -> str:
    if not isinstance(value, float | int):
        return str(value)
    if unit == "MB":
        return f"{value:.0f} MB"
    return f"{value * 1000:.1f} ms" if value < 1 else f"{value:.2f} s"


def report(sizes: list[int], results: dict[int, dict[str, Any]]) -> None:
    """Each figure per size, its growth from the previous size, and its goal."""
    print(
        "size sweep: " + ", ".join(f"{n} entrants = {results[n]['records']} records" for n in sizes)
    )
    for key, name, unit in ROWS:
        cells = []
        previous: float | None = None
        for n in sizes:
            value = results[n].get(key, "-")
            growth = ""
            if isinstance(value, float | int) and previous:
                growth = f" (x{value / previous:.1f})"
            previous = value if isinstance(value, float | int) else None
            cells.append(f"{n}: {_cell(value, unit)}{growth}")
        goal = ""
        if key in GOALS:
            at, limit, goal_unit = GOALS[key]
            value = results.get(at, {}).get(key)
            met = ""
            if isinstance(value, float | int):
                met = " yes" if value <= limit else " NO"
            shown = f"{limit:g} {goal_unit}" if goal_unit == "MB" else _cell(limit, "s")
            goal = f"   [goal at {at}: <= {shown}:{met}]"
        print(f"  {name:<28}" + "; ".join(cells) + goal)


def _skipper(
    n: int,
    previous: tuple[int, dict[str, Any]] | None,
    mine: dict[str, Any],
    budget: float,
    figures: frozenset[str] | None,
) -> Callable[[str], bool]:
    """Whether to skip a figure at ``n``: not asked for, or its time grown quadratically would
    pass ``budget``."""

    def skip(key: str) -> bool:
        if figures is not None and key not in figures:
            return True
        if previous is None:
            return False
        before = previous[1].get(key)
        if not isinstance(before, float | int):
            return True  # failed or skipped at the smaller size
        predicted = before * (n / previous[0]) ** 2
        if predicted > budget:
            mine[key] = f"skipped (~{predicted:.0f} s predicted)"
            return True
        return False

    return skip


def sweep(
    sizes: list[int], seed: int, budget: float = 900.0, figures: frozenset[str] | None = None
) -> dict[int, dict[str, Any]]:
    """Measure and print every size (only ``figures`` if given); returns the figures."""
    results: dict[int, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory(prefix="director-sweep-") as tmp:
        previous: tuple[int, dict[str, Any]] | None = None
        for n in sizes:
            results[n] = {}
            skip = _skipper(n, previous, results[n], budget, figures)
            results[n].update(measure(n, Path(tmp), seed, skip))
            print(f"  ... {n} entrants measured: {results[n]}", file=sys.stderr, flush=True)
            previous = (n, results[n])
    report(sizes, results)
    return results
