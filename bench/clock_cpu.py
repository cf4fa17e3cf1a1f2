"""The running clock's CPU: Director (main window and projector) against a bare PySide6 clock.

Both run side by side under one Xvfb screen (1920x1080). Director is started as the app starts
(``ui.app.main`` on a 40-player tournament file this script makes, ``--projector``, the projector
full screen, the clock running); the reference is a bare PySide6 window of the same size that
redraws 260-pt digits once a second. The script reads each process's CPU time from ``/proc``
(utime+stime in ticks, and the scheduler's nanoseconds summed over its threads) in 10-second
windows and prints each window, the worst one as a percentage of a core, the wake-ups (context
switches) and the totals; then the same with both clocks paused and with both windows
minimised. Goals: Director at most 2x the bare clock, no window above 2 % of a core.

    .venv/bin/python bench/clock_cpu.py [--duration 60] [--soak 600] [--idle 30] [--start-in-window]
    .venv/bin/python bench/clock_cpu.py --memory [--hours 4]

``--memory`` runs 4 hours of simulated clock in this process (offscreen, a ManualTime driven
second by second through the controller, the projector painted each second) and prints the
resident memory, the Python objects, the Qt objects and tracemalloc's top growth each hour.
The last line is ``ratio: N``: Director's CPU over the bare clock's (``--memory``: the memory
at the end over the memory after the first hour).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

TOP = Path(__file__).resolve().parent.parent
TICK = os.sysconf("SC_CLK_TCK")
WINDOW = 10.0

#: The commands both children understand, one per line on their standard input.
CONTROL = r"""
import sys
from PySide6.QtCore import QSocketNotifier
from PySide6.QtWidgets import QApplication

app = QApplication.instance() or QApplication([sys.argv[0]])

def _command(_fd=None):
    line = sys.stdin.readline().strip()
    if not line:
        return
    try:
        reply = COMMANDS[line]()
    except Exception as exc:  # the bench reads the line and stops
        reply = f"ERROR {exc!r}"
    print(reply or "OK", flush=True)

notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
notifier.activated.connect(_command)
"""

BARE = (
    CONTROL
    + r"""
from PySide6.QtCore import QTime, QTimer, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QWidget

class BareClock(QWidget):
    def __init__(self):
        super().__init__()
        self.font_ = QFont("DejaVu Sans", 260, QFont.Weight.Bold)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.update)
        self.timer.start(1000)

    def paintEvent(self, _e):
        p = QPainter(self)
        p.fillRect(self.rect(), QColor("#0a0e14"))
        p.setPen(QColor("#f4f6f8"))
        p.setFont(self.font_)
        p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, QTime.currentTime().toString("mm:ss"))
        p.end()

w = BareClock()
w.resize(1920, 1080)
w.showFullScreen()
COMMANDS = {
    "ready": lambda: "READY",
    "toggle": lambda: "RUNNING",
    "pause": w.timer.stop,
    "resume": lambda: w.timer.start(1000),
    "minimise": w.showMinimized,
    "restore": w.showFullScreen,
}
sys.exit(app.exec())
"""
)

DIRECTOR = (
    CONTROL
    + r"""
from ui.app import main

def _windows():
    tops = {w.objectName(): w for w in QApplication.topLevelWidgets()}
    return tops.get("mainWindow"), tops.get("projector")

def _ready():
    window, projector = _windows()
    if window is None or window.document is None or not projector.isVisible():
        return "WAIT"
    return "READY"

def _toggle():
    # Ctrl+Space in the window: the Clock menu's action, as the key runs it
    from PySide6.QtGui import QAction
    _windows()[0].findChild(QAction, "toggleClock").trigger()
    return "RUNNING" if _windows()[0].controller.view().running else "STOPPED"

def _minimise():
    window, projector = _windows()
    window.showMinimized()
    projector.showMinimized()

def _restore():
    window, projector = _windows()
    window.showNormal()
    projector.showFullScreen()

COMMANDS = {
    "ready": _ready,
    "toggle": _toggle,
    "pause": lambda: _windows()[0].controller.pause(),
    "resume": lambda: _windows()[0].controller.start(),
    "minimise": _minimise,
    "restore": _restore,
}
sys.exit(main(sys.argv[1:]))
"""
)


@dataclass
class Sample:
    """A process's CPU time: ticks (utime+stime), nanoseconds and context switches."""

    ticks: int
    ns: int
    switches: int


def read_proc(pid: int) -> tuple[int, dict[str, tuple[int, int]]]:
    """``pid``'s ticks so far (its ended threads included) and, per live thread, the
    scheduler's nanoseconds and the context switches (its wake-ups)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15)
    tasks: dict[str, tuple[int, int]] = {}
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            ns = int((task / "schedstat").read_text().split()[0])
            switches = 0
            for line in (task / "status").read_text().splitlines():
                if line.startswith(("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches")):
                    switches += int(line.split()[1])
        except (FileNotFoundError, ProcessLookupError):
            continue  # a thread that ended meanwhile
        tasks[task.name] = (ns, switches)
    return ticks, tasks


def delta(
    old: tuple[int, dict[str, tuple[int, int]]], new: tuple[int, dict[str, tuple[int, int]]]
) -> Sample:
    """What a process used between two readings (a thread started meanwhile counts whole)."""
    ns = switches = 0
    for tid, (t_ns, t_sw) in new[1].items():
        o_ns, o_sw = old[1].get(tid, (0, 0))
        ns += t_ns - o_ns
        switches += t_sw - o_sw
    return Sample(new[0] - old[0], ns, switches)


class Child:
    """A child process run under the bench's display, told what to do on its standard input."""

    def __init__(self, name: str, code: str, args: list[str], env: dict[str, str]) -> None:
        self.name = name
        self.proc = subprocess.Popen(
            [sys.executable, "-c", code, *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=env,
            cwd=TOP,
        )

    def ask(self, command: str) -> str:
        assert self.proc.stdin is not None
        assert self.proc.stdout is not None
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        reply = self.proc.stdout.readline().strip()
        if not reply or reply.startswith("ERROR"):
            raise RuntimeError(f"{self.name}: {command}: {reply or 'no reply (it exited)'}")
        return reply

    def wait_ready(self, timeout: float = 60.0) -> None:
        end = time.monotonic() + timeout
        while self.ask("ready") != "READY":
            if time.monotonic() > end:
                raise RuntimeError(f"{self.name} not ready after {timeout:.0f} s")
            time.sleep(0.5)

    def stop(self) -> None:
        self.proc.kill()
        self.proc.wait()


def make_tournament(folder: Path, *, paused: bool = False) -> Path:
    """A 40-player tournament in play (seats drawn, a few busted), its clock running now (or
    ``paused``, for the director to start it in the window)."""
    sys.path.insert(0, str(TOP))
    from director.clock import ManualTime
    from scripts.shots.common import build

    # build() plays 1 h 30 min 23 s of clock: start that long ago, so that the clock reopens
    # running, in level 5 of the club structure with minutes left in it.
    clock = ManualTime(time.time() - (45 + 40) * 60 - 5 * 60 - 23)
    t = build(folder, clock, entrants=40)
    if paused:
        t.clock.pause()
    path = t.path
    t.close()
    return path


def start_display() -> tuple[subprocess.Popen[bytes], str]:
    """An Xvfb screen of 1920x1080 on a free display number."""
    for n in range(90, 140):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            xvfb = subprocess.Popen(
                ["Xvfb", f":{n}", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            for _ in range(100):
                if Path(f"/tmp/.X11-unix/X{n}").exists():
                    return xvfb, f":{n}"
                time.sleep(0.05)
            xvfb.kill()
    raise RuntimeError("no free X display for Xvfb")


def measure(children: list[Child], seconds: float, title: str) -> dict[str, list[Sample]]:
    """Sample each child every 10 s for ``seconds``; print each window; return the deltas."""
    print(f"\n{title}: {seconds:.0f} s in {WINDOW:.0f}-second windows")
    windows = round(seconds / WINDOW)
    deltas: dict[str, list[Sample]] = {c.name: [] for c in children}
    before = {c.name: read_proc(c.proc.pid) for c in children}
    start = time.monotonic()
    for i in range(1, windows + 1):
        time.sleep(max(0.0, start + i * WINDOW - time.monotonic()))
        row = []
        for c in children:
            now = read_proc(c.proc.pid)
            d = delta(before[c.name], now)
            before[c.name] = now
            deltas[c.name].append(d)
            row.append(
                f"{c.name}: {d.ticks:4d} ticks {d.ns / 1e6:7.1f} ms "
                f"{pct(d.ns, WINDOW):5.2f} % {d.switches:5d} wake-ups"
            )
        print(f"  {i * WINDOW:5.0f} s   " + "   |   ".join(row), flush=True)
    for c in children:
        ds = deltas[c.name]
        worst = max(ds, key=lambda d: d.ns)
        print(
            f"  {c.name}: total {sum(d.ticks for d in ds)} ticks, "
            f"{sum(d.ns for d in ds) / 1e6:.0f} ms "
            f"({pct(sum(d.ns for d in ds), seconds):.2f} % of a core), "
            f"{sum(d.switches for d in ds)} wake-ups; "
            f"worst 10-s window {pct(worst.ns, WINDOW):.2f} % ({worst.ticks} ticks)"
        )
    return deltas


def pct(ns: int, seconds: float) -> float:
    """CPU nanoseconds over ``seconds`` of wall time, as a percentage of one core."""
    return 100.0 * ns / (seconds * 1e9)


def run_cpu(args: argparse.Namespace) -> int:
    if not shutil.which("Xvfb"):
        print("install Xvfb first: sudo apt-get install -y xvfb", file=sys.stderr)
        return 1
    work = Path(tempfile.mkdtemp(prefix="director-bench-clock-"))
    home = work / "home"
    (home / "config" / "Director").mkdir(parents=True)
    # The projector on the wall is full screen (remembered from the last evening).
    (home / "config" / "Director" / "Director.conf").write_text(
        "[projector]\nfullscreen=true\n[sound]\nenabled=true\n"
    )
    tournament = make_tournament(work, paused=args.start_in_window)
    xvfb, display = start_display()
    env = dict(os.environ, DISPLAY=display, HOME=str(home), XDG_CONFIG_HOME=str(home / "config"))
    env.pop("QT_QPA_PLATFORM", None)
    env.pop("WAYLAND_DISPLAY", None)
    env["QT_QPA_PLATFORM"] = "xcb"
    env["PYTHONPATH"] = str(TOP)
    children: list[Child] = []
    try:
        director = Child("Director", DIRECTOR, ["--projector", str(tournament)], env)
        bare = Child("bare", BARE, [], env)
        children = [director, bare]
        for c in children:
            c.wait_ready()
        if args.start_in_window and director.ask("toggle") != "RUNNING":
            raise RuntimeError("Ctrl+Space did not start the clock")
        time.sleep(args.settle)  # the start-up's own work (fonts, the sound check) is done
        seconds = args.soak or args.duration
        running = measure(children, seconds, "running, both windows open")
        for c in children:
            c.ask("pause")
        paused = measure(children, args.idle, "paused")
        for c in children:
            c.ask("resume")
            c.ask("minimise")
        minimised = measure(children, args.idle, "running, minimised")
    finally:
        for c in children:
            c.stop()
        xvfb.kill()
        xvfb.wait()
    print()
    for title, deltas in (("paused", paused), ("minimised", minimised)):
        d = sum(x.ns for x in deltas["Director"])
        b = sum(x.ns for x in deltas["bare"])
        print(
            f"{title}: Director {pct(d, args.idle):.3f} % of a core, bare {pct(b, args.idle):.3f} %"
        )
    d_ns = sum(x.ns for x in running["Director"])
    b_ns = sum(x.ns for x in running["bare"])
    worst = max(pct(x.ns, WINDOW) for x in running["Director"])
    print(
        f"running: Director {sum(x.ticks for x in running['Director'])} ticks "
        f"({d_ns / 1e6:.0f} ms), bare {sum(x.ticks for x in running['bare'])} ticks "
        f"({b_ns / 1e6:.0f} ms) in {seconds:.0f} s; Director's worst 10-s window {worst:.2f} % "
        "of a core"
    )
    print("goals: Director at most 2 x the bare clock; no 10-s window above 2 % of a core")
    print(f"ratio: {d_ns / b_ns:.2f}")
    return 0


def rss_kib() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def run_memory(args: argparse.Namespace) -> int:
    """Simulated hours of clock, driven second by second; memory each hour."""
    import gc
    import tracemalloc

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(TOP))
    from PySide6.QtCore import QCoreApplication, QObject, QSettings
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["bench-memory"])
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(
        QSettings.Format.IniFormat,
        QSettings.Scope.UserScope,
        tempfile.mkdtemp(prefix="director-bench-settings-"),
    )
    from director.clock import ManualTime
    from scripts.shots.common import build
    from ui.clock.sound import RecordingSound
    from ui.common.theme import load_fonts
    from ui.document import Document
    from ui.main_window import MainWindow

    load_fonts()
    clock = ManualTime(1_795_000_000.0)
    t = build(Path(tempfile.mkdtemp(prefix="director-bench-mem-")), clock, entrants=40)
    t.clock.jump(0)  # from the first level: four hours cross many levels and the breaks
    window = MainWindow(Document(t, "en"), RecordingSound(), language="en")
    window.resize(1200, 800)
    window.show()
    window.show_projector()
    window.projector.resize(1920, 1080)
    controller = window.controller
    assert controller is not None

    def qt_objects() -> int:
        return len(window.findChildren(QObject)) + len(window.projector.findChildren(QObject))

    def simulate(seconds: int) -> None:
        for s in range(seconds):
            clock.advance(1.0)
            controller.poll()
            if s % 10 == 0:  # paint as the event loop would, now and then
                window.projector.repaint()
                QCoreApplication.processEvents()

    def figures() -> tuple[int, int, int]:
        qt = qt_objects()  # first: it makes the Python wrappers of the Qt objects once
        gc.collect()
        return rss_kib(), len(gc.get_objects()), qt

    tracemalloc.start(10)  # from the start, so that its own memory is in every figure
    figures()
    simulate(3600)  # the first hour fills the caches (fonts, glyphs, levels seen once)
    base = tracemalloc.take_snapshot()  # kept to the end: in every figure alike
    first = figures()
    print(
        f"after 1 h: RSS {first[0] / 1024:.1f} MiB, {first[1]} Python objects, "
        f"{first[2]} Qt objects"
    )
    for hour in range(2, args.hours + 1):
        simulate(3600)
        now = figures()
        print(
            f"after {hour} h: RSS {now[0] / 1024:.1f} MiB, {now[1]} Python objects, "
            f"{now[2]} Qt objects  (level {controller.view().index + 1})"
        )
    last = figures()
    top = tracemalloc.take_snapshot().compare_to(base, "lineno")[:5]
    print("tracemalloc, largest growth since 1 h:")
    for stat in top:
        print(f"  {stat}")
    window.close()
    t.close()
    del app
    print(
        f"RSS growth from 1 h to {args.hours} h: {(last[0] - first[0]) / 1024:+.1f} MiB; "
        f"Python objects {last[1] - first[1]:+d}; Qt objects {last[2] - first[2]:+d}"
    )
    print(f"ratio: {last[0] / first[0]:.3f}")
    return 0


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--duration", type=float, default=60.0, help="seconds of running clock")
    p.add_argument("--soak", type=float, default=0.0, help="a longer run instead (600: 10 min)")
    p.add_argument("--idle", type=float, default=30.0, help="seconds paused, then minimised")
    p.add_argument("--settle", type=float, default=5.0, help="seconds after start-up")
    p.add_argument(
        "--start-in-window",
        action="store_true",
        help="open the tournament paused and start the clock with Ctrl+Space's action",
    )
    p.add_argument("--memory", action="store_true", help="simulated hours of clock: memory")
    p.add_argument("--hours", type=int, default=4)
    args = p.parse_args()
    return run_memory(args) if args.memory else run_cpu(args)


if __name__ == "__main__":
    raise SystemExit(main())
