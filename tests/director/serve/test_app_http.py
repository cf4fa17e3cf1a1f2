"""The real server on a loopback port: pages, the JSON API, the live stream, the remote."""

from __future__ import annotations

import subprocess
import sys

from tests.helpers.serving import serving

PIN = "482913"


def test_state_and_pages_are_served_in_the_asked_language(evening):
    path, _t = evening
    with serving(path, lang="en") as s:
        status, state = s.json("GET", "/api/state")
        assert status == 200 and state["name"] == "Venerdì" and state["players_left"] == 8
        for page in ("/", "/seats", "/payouts", "/structure", "/results", "/remote"):
            status, headers, body = s.request("GET", page)
            assert status == 200 and headers["Content-Type"].startswith("text/html")
            assert b"/assets/director.js" in body
            assert "default-src 'self'" in headers["Content-Security-Policy"]
        _status, texts = s.json("GET", "/api/texts", **{"Accept-Language": "it-IT,it;q=0.9"})
        assert texts["lang"] == "it" and texts["texts"]["paused"] == "IN PAUSA"
        _status, texts = s.json("GET", "/api/texts?lang=en", **{"Accept-Language": "it"})
        assert texts["texts"]["paused"] == "PAUSED"
        for what in ("seats", "payouts", "structure", "results"):
            status, data = s.json("GET", f"/api/{what}")
            assert status == 200 and data["version"] == state["version"]


def test_the_stream_reflects_a_change_made_by_the_command_line(evening):
    path, _t = evening
    with serving(path, lang="en") as s:
        stream = s.stream()
        try:
            first = stream.next()
            assert first["players_left"] == 8
            bust = [sys.executable, "-m", "director", "bust", str(path), "Bruno", "--by", "Anna"]
            done = subprocess.run(
                bust,
                capture_output=True,
                text=True,
                check=False,
            )
            assert done.returncode == 0, done.stderr
            news = stream.until(lambda d: d["players_left"] == 7)
            assert "Bruno" in news["announcement"] and news["version"] > first["version"]
        finally:
            stream.close()


def test_a_paired_remote_pauses_the_clock_and_the_log_names_it(evening):
    path, t = evening
    with serving(path, lang="en", pin=PIN) as s:
        status, paired = s.json("POST", "/api/pair", {"pin": PIN, "device": "Floor 2"})
        assert status == 200 and paired["device"] == "Floor 2"
        auth = {"Authorization": f"Bearer {paired['token']}"}
        status, device = s.json("GET", "/api/device", **auth)
        assert status == 200 and device["device"] == "Floor 2"
        stream = s.stream()
        try:
            assert stream.next()["running"] is True
            status, state = s.json("POST", "/api/control", {"action": "pause"}, **auth)
            assert status == 200 and state["running"] is False
            assert stream.until(lambda d: not d["running"])["ends_at"] is None
        finally:
            stream.close()
    t.sync()
    assert not t.clock.running  # the desk's own tournament sees the remote's pause
    assert t.history()[-1].device == "Floor 2"


def test_a_refused_action_answers_409_in_the_remotes_language(evening):
    path, t = evening
    t.entrants.bust("Zoe")
    with serving(path, lang="en", pin=PIN) as s:
        _status, paired = s.json("POST", "/api/pair", {"pin": PIN, "device": "Floor 2"})
        auth = {"Authorization": f"Bearer {paired['token']}", "Accept-Language": "it"}
        status, refused = s.json(
            "POST", "/api/control", {"action": "bust", "player": "Zoe"}, **auth
        )
        assert status == 409
        assert "Zoe" in refused["error"] and refused["code"].startswith("err.")
        _status, english = s.json(
            "POST", "/api/control?lang=en", {"action": "bust", "player": "Zoe"}, **auth
        )
        assert english["error"] != refused["error"]


def test_a_level_boundary_is_pushed(evening, clock):
    path, _t = evening
    with serving(path, lang="en", time=clock, poll=0.05) as s:
        stream = s.stream()
        try:
            assert stream.next()["level"] == 1
            s.call(clock.advance, 601)
            assert stream.until(lambda d: d["level"] == 2)["seconds_left"] == 599
        finally:
            stream.close()
