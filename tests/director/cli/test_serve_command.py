"""``director serve``: the server without the window, as a club's second laptop runs it."""

from __future__ import annotations

import json
import re
import signal
import socket
import subprocess
import sys
import urllib.request

import pytest

from director.clock import ManualTime
from director.tournament import Settings, Tournament
from tests.helpers.tournament import SMALL, register


@pytest.fixture
def served_file(tmp_path):
    path = tmp_path / "venerdi.director"
    t = Tournament.create(path, SMALL, Settings(name="Venerdì"), time=ManualTime(1.8e9), tables=1)
    register(t, "Anna", "Bruno")
    t.close()
    return path


def _start(*argv):
    return subprocess.Popen(
        [sys.executable, "-m", "director", "serve", *map(str, argv)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_serves_on_loopback_prints_a_pin_and_stops_on_ctrl_c(served_file):
    server = _start(served_file, "--port", "0", "--pin", "--lang", "it")
    try:
        first = server.stdout.readline()
        url = re.search(r"http://127\.0\.0\.1:\d+/", first)
        assert url, first
        lines = [server.stdout.readline() for _ in range(3)]
        pin = re.search(r"PIN del telecomando: (\d{6})", "".join(lines))
        assert pin, lines
        assert any("--host 0.0.0.0" in line for line in lines)  # says it is this computer only
        with urllib.request.urlopen(url.group(0) + "api/state", timeout=10) as answer:
            state = json.loads(answer.read())
        assert state["name"] == "Venerdì" and state["players_left"] == 2
        request = urllib.request.Request(
            url.group(0) + "api/pair",
            data=json.dumps({"pin": pin.group(1), "device": "Sala"}).encode(),
            method="POST",
        )
        with urllib.request.urlopen(request, timeout=10) as answer:
            assert json.loads(answer.read())["device"] == "Sala"
    finally:
        server.send_signal(signal.SIGINT)
        out, err = server.communicate(timeout=20)
    assert server.returncode == 0, err
    assert "Fermato." in out


def test_without_pin_it_says_it_is_read_only(served_file):
    server = _start(served_file, "--port", "0", "--lang", "en")
    try:
        lines = [server.stdout.readline() for _ in range(3)]
        assert any(line.startswith("Read-only") for line in lines), lines
    finally:
        server.send_signal(signal.SIGINT)
        server.communicate(timeout=20)


def test_a_taken_port_and_a_missing_file_are_one_line_each(served_file, tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run(
            [sys.executable, "-m", "director", "serve", str(served_file), "--port", str(port)],
            capture_output=True,
            text=True,
            timeout=30,
            check=False,
        )
    assert done.returncode == 1
    assert (
        done.stderr.count("\n") == 1 and f":{port}" in done.stderr and "another port" in done.stderr
    )
    missing = tmp_path / "nope.director"
    done = subprocess.run(
        [sys.executable, "-m", "director", "serve", str(missing)],
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    assert done.returncode == 1 and done.stderr.count("\n") == 1
    assert not missing.exists()
