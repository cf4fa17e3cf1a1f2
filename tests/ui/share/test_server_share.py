"""The network server started from the window: in a thread of the app, stopped cleanly."""

from __future__ import annotations

import http.client
import json
import socket

import pytest

from director.errors import DirectorError
from ui.share.server import SharedServer


def _state(port: int) -> dict:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        conn.request("GET", "/api/state")
        return json.loads(conn.getresponse().read())
    finally:
        conn.close()


def test_starts_serves_and_stops(tournament):
    shared = SharedServer(tournament.path, "it")
    port = shared.start("127.0.0.1", 0)
    try:
        assert shared.running and port > 0
        assert _state(port)["name"] == "Club 50"
        assert len(shared.pin) == 6
    finally:
        shared.stop()
    assert not shared.running
    with pytest.raises(ConnectionRefusedError):
        _state(port)
    shared.stop()  # twice is harmless


def test_a_taken_port_is_one_line_and_nothing_runs(tournament):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        shared = SharedServer(tournament.path, "it")
        with pytest.raises(DirectorError) as exc:
            shared.start("127.0.0.1", port)
    assert exc.value.key == "serve.err.address"
    assert f":{port}" in exc.value.text("it") and "--port" not in exc.value.text("it")
    assert not shared.running


def test_a_new_pin_stops_the_old_one_pairing(tournament):
    shared = SharedServer(tournament.path, "en")
    port = shared.start("127.0.0.1", 0)
    try:
        old = shared.pin
        new = shared.renew_pin()
        assert new != old or len(new) == 6
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        body = json.dumps({"pin": new, "device": "Sala"})
        conn.request("POST", "/api/pair", body=body)
        assert conn.getresponse().status == 200
        conn.close()
        assert [d.name for d in shared.devices()] == ["Sala"]
        shared.revoke(shared.devices()[0].id)
        assert not shared.devices()[0].active
    finally:
        shared.stop()
