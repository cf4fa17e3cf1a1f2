"""What the network screens read: the documented keys, and figures that match the tournament."""

from __future__ import annotations

from director.serve import publish

KEYS = {"name", "level", "kind", "small_blind", "big_blind", "ante", "seconds_left", "running",
        "next", "players_left", "entries", "prize_pool_cents"}  # fmt: skip


def test_state_has_the_documented_keys_and_the_level_in_play(evening, clock):
    _path, t = evening
    clock.advance(125)
    s = publish.state(t, "en")
    assert s.keys() >= KEYS
    assert (s["level"], s["kind"], s["small_blind"], s["big_blind"]) == (1, "level", 10, 20)
    assert s["seconds_left"] == 600 - 125
    assert s["running"] is True
    assert s["ends_at"] == clock() + 475
    assert s["next"] == {"small_blind": 20, "big_blind": 40, "ante": 0}
    assert (s["players_left"], s["entries"]) == (8, 8)
    assert s["prize_pool_cents"] == 8 * 2000


def test_a_paused_clock_has_no_end_time_and_a_break_says_so(evening, clock):
    _path, t = evening
    t.clock.jump(2)  # the small structure's break
    t.clock.pause()
    s = publish.state(t, "it")
    assert s["kind"] == "break"
    assert s["running"] is False and s["ends_at"] is None
    assert s["seconds_left"] == 300
    assert s["next"] == {"small_blind": 50, "big_blind": 100, "ante": 0}


def test_a_bust_changes_the_field_and_the_announcement_in_each_language(evening):
    _path, t = evening
    t.entrants.bust("Bruno", by="Anna")
    s_en = publish.state(t, "en", announcement="x")
    assert s_en["players_left"] == 7
    assert s_en["announcement"] == "x"


def test_seats_list_every_player_left_with_table_and_seat(evening):
    _path, t = evening
    rows = publish.seats(t)["players"]
    assert len(rows) == 8
    for row in rows:
        where = t.state.seat_of[row["entry"]]
        assert (row["table"], row["seat"]) == (where.table, where.seat)
    t.entrants.bust("Zoe")
    assert "Zoe" not in {r["name"] for r in publish.seats(t)["players"]}


def test_payouts_and_results_name_the_places(evening):
    _path, t = evening
    t.entrants.bust("Zoe", by="Anna")
    pay = publish.payouts(t, "it")
    assert sum(p["amount_cents"] for p in pay["places"]) == pay["prize_pool_cents"]
    assert pay["places"][0]["amount"].startswith("€")
    results = publish.results(t, "en")["results"]
    assert results[-1]["name"] == "Zoe" and results[-1]["busted_by"] == "Anna"
    assert results[-1]["place"] == 8


def test_structure_marks_the_level_in_play(evening):
    _path, t = evening
    t.clock.jump(3)
    levels = publish.structure(t)["levels"]
    assert [row["current"] for row in levels].index(True) == 3
    assert levels[2]["kind"] == "break"
