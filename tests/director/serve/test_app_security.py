"""What the network must not do: act without a valid token, leak files, choke on bad bodies."""

from __future__ import annotations

import socket

import pytest

from director.serve.app import MAX_BODY
from director.serve.pairing import TRIES
from tests.helpers.serving import serving

PIN = "482913"


@pytest.fixture
def server(evening):
    path, _t = evening
    with serving(path, lang="en", pin=PIN) as s:
        yield s


def _token(s, device="Floor 2"):
    _status, paired = s.json("POST", "/api/pair", {"pin": PIN, "device": device})
    return paired["token"]


def test_no_token_a_wrong_one_and_a_revoked_one_are_refused(server):
    s = server
    body = {"action": "pause"}
    assert s.json("POST", "/api/control", body)[0] == 401
    assert s.json("POST", "/api/control", body, Authorization="Bearer nonsense")[0] == 401
    assert s.json("POST", "/api/control", body, Authorization="Basic abc")[0] == 401
    token = _token(s)
    assert s.json("POST", "/api/control", body, Authorization=f"Bearer {token}")[0] == 200
    device = s.call(lambda: s.server.devices.all()[0])
    s.call(s.server.devices.revoke, device.id)
    status, refused = s.json("POST", "/api/control", body, Authorization=f"Bearer {token}")
    assert status == 401 and refused["code"] == "serve.err.unpaired"


def test_pin_guessing_is_throttled(server):
    s = server
    for _ in range(TRIES):
        assert s.json("POST", "/api/pair", {"pin": "000000", "device": "x"})[0] == 403
    status, refused = s.json("POST", "/api/pair", {"pin": PIN, "device": "x"})
    assert status == 429 and "minute" in refused["error"]


def test_a_read_only_server_pairs_nobody(evening):
    path, _t = evening
    with serving(path, lang="en") as s:
        assert s.json("POST", "/api/pair", {"pin": "123456", "device": "x"})[0] == 403


@pytest.mark.parametrize(
    "path",
    [
        "/../pyproject.toml",
        "/assets/../app.py",
        "/assets/%2e%2e/app.py",
        "/assets/%2e%2e%2fapp.py",
        "/assets/..%2f..%2fpyproject.toml",
        "/assets/%2fetc%2fpasswd",
        "/assets/display.html",
        "/assets/app.py",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/assets/..\\app.py",
    ],
)
def test_nothing_outside_the_bundled_assets_is_served(server, path):
    # http.client sends the path as written (no normalising), as an attacker's tool would.
    status, _headers, body = server.request("GET", path)
    assert status in (400, 404)
    assert b"import" not in body and b"root:" not in body and b"[project]" not in body


def test_the_bundled_assets_are_served_with_their_type(server):
    status, headers, _body = server.request("GET", "/assets/director.js")
    assert status == 200 and headers["Content-Type"].startswith("text/javascript")
    assert headers["X-Content-Type-Options"] == "nosniff"


def test_oversized_and_malformed_bodies_are_refused_and_change_nothing(server, evening):
    _path, _t = evening
    s = server
    auth = {"Authorization": f"Bearer {_token(s)}"}
    seq = s.call(lambda: s.server.t.store.last_seq)
    big = '{"action": "pause", "pad": "' + "x" * (MAX_BODY * 4) + '"}'
    assert s.request("POST", "/api/control", big, auth)[0] == 413
    for bad in ("{", "[]", '"pause"', "\xff", '{"action": 5}', "null"):
        status, refused = s.json("POST", "/api/control", bad, **auth)
        assert status == 400, bad
        assert refused["error"]
    assert s.request("POST", "/api/pair", "{nope")[0] == 400
    assert s.call(lambda: s.server.t.store.last_seq) == seq


def test_a_slow_client_does_not_block_the_others(server):
    s = server
    auth = {"Authorization": f"Bearer {_token(s)}"}
    # A client that opens the stream and never reads it, with the smallest receive buffer.
    slow = socket.socket()
    slow.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
    slow.connect(("127.0.0.1", s.port))
    slow.sendall(b"GET /api/events HTTP/1.1\r\nHost: x\r\n\r\n")
    try:
        fast = s.stream()
        try:
            fast.next()
            for i in range(60):  # many changes: the slow client's socket fills up
                action = "pause" if i % 2 == 0 else "resume"
                assert s.json("POST", "/api/control", {"action": action}, **auth)[0] == 200
                fast.until(lambda d, want=(action == "resume"): d["running"] is want)
            assert s.json("GET", "/api/state")[0] == 200
        finally:
            fast.close()
    finally:
        slow.close()
