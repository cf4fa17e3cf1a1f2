"""Killing a writer process (SIGKILL) after it acknowledged a given number of changes."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

TOP = Path(__file__).resolve().parents[2]


def run_and_kill(writer: Path, args: list[str], wanted: int) -> list[list[str]]:
    """Run ``writer`` with ``args``; read ``wanted`` acknowledgement lines (after its "ready"),
    then kill it at once with SIGKILL, whatever it is doing. Returns each line's words."""
    env = dict(os.environ, PYTHONPATH=str(TOP))
    proc = subprocess.Popen(
        [sys.executable, str(writer), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert proc.stdout is not None and proc.stderr is not None
    acked: list[list[str]] = []
    try:
        assert proc.stdout.readline().strip() == "ready", proc.stderr.read()
        while len(acked) < wanted:
            line = proc.stdout.readline()
            if not line:
                break
            acked.append(line.split())
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        err = proc.stderr.read()
        proc.stderr.close()
    assert proc.returncode == -signal.SIGKILL, err
    assert len(acked) == wanted, err
    return acked
