"""The server follows the file: another program's writes, and a level ending on its own."""

from __future__ import annotations

from director.serve.follow import Follower
from director.tournament import Tournament


def test_another_programs_bust_is_seen_and_announced(evening, clock):
    path, desk = evening
    served = Tournament.open(path, time=clock)
    try:
        follower = Follower(served)
        assert follower.poll() is False
        desk.entrants.bust("Bruno", by="Anna")
        assert follower.poll() is True
        assert follower.page("state", "en")["players_left"] == 7
        assert "Bruno" in follower.announcement("en")
        assert "fuori al" in follower.announcement("it")
        desk.undo()
        assert follower.poll() is True
        assert follower.announcement("en") == ""  # the bust was taken back
        assert "Bruno" in {p["name"] for p in follower.page("seats", "en")["players"]}
    finally:
        served.close()


def test_a_level_ending_is_news_without_any_record(evening, clock):
    path, _desk = evening
    served = Tournament.open(path, time=clock)
    try:
        follower = Follower(served)
        clock.advance(599)
        assert follower.poll() is False
        clock.advance(2)
        assert follower.poll() is True
        assert follower.page("state", "en")["level"] == 2
    finally:
        served.close()
