"""Start-up: from launch to the first painted window, Director against a bare PySide6 window.

Each run is a fresh Python process started by this script; the child notes the time of its
first line and reports, when the first paint event of a top-level window arrives, how long it
took. Director opens a real 30-entrant tournament file (the usual start: the last tournament
reopened, seats drawn, clock running). Both run offscreen, side by side, alternating, and the
medians are compared. Target: Director at most 1.5 times the bare window.

    .venv/bin/python bench/gui_startup.py [--runs 9]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

TOP = Path(__file__).resolve().parent.parent

PAINT_HOOK = r"""
import time, os
T0 = time.perf_counter()
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj.isWidgetType() and obj.isWindow():
            print(f"PAINTED {time.perf_counter() - T0:.6f}", flush=True)
            os._exit(0)
        return False

app = QApplication(["bench"])
hook = FirstPaint()
app.installEventFilter(hook)
"""

BARE = (
    PAINT_HOOK
    + r"""
from PySide6.QtWidgets import QLabel, QMainWindow
w = QMainWindow()
w.setCentralWidget(QLabel("Hello"))
w.resize(1200, 800)
w.show()
app.exec()
"""
)

DIRECTOR = (
    PAINT_HOOK
    + r"""
import sys
from ui.app import main
sys.exit(main(["--mute", sys.argv[1]]))
"""
)


def make_tournament(folder: Path) -> Path:
    """A 30-entrant tournament in play, as the app reopens it."""
    sys.path.insert(0, str(TOP))
    from director.clock import ManualTime
    from scripts.shots.common import build

    t = build(folder, ManualTime(1_795_000_000.0))
    path = t.path
    t.close()
    return path


def run(code: str, *args: str, env: dict[str, str]) -> float:
    out = subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=TOP,
        timeout=120,
    )
    for line in out.stdout.splitlines():
        if line.startswith("PAINTED "):
            return float(line.split()[1])
    raise RuntimeError(f"no paint reported (exit {out.returncode}): {out.stderr[-500:]}")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=9)
    args = p.parse_args()
    home = Path(tempfile.mkdtemp(prefix="director-bench-home-"))
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
    )
    env["PYTHONPATH"] = str(TOP)
    # A user's machine keeps compiled bytecode (the installer ships it precompiled); some
    # sandboxes turn that off, which would time the compiler instead of the start-up.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    tournament = make_tournament(Path(tempfile.mkdtemp(prefix="director-bench-")))
    run(BARE, env=env)  # warm the file cache for both
    run(DIRECTOR, str(tournament), env=env)
    bare, ours = [], []
    for _ in range(args.runs):
        bare.append(run(BARE, env=env))
        ours.append(run(DIRECTOR, str(tournament), env=env))
    b, o = statistics.median(bare), statistics.median(ours)
    print(
        f"bare PySide6 window: median {b * 1000:.0f} ms (min {min(bare) * 1000:.0f}, max {max(bare) * 1000:.0f})"
    )
    print(
        f"Director, 30-entrant tournament: median {o * 1000:.0f} ms (min {min(ours) * 1000:.0f}, max {max(ours) * 1000:.0f})"
    )
    print("target: Director at most 1.5 x the bare window")
    print(f"ratio: {o / b:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
