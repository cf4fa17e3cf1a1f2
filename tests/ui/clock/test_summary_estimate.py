"""The Clock tab's estimated end: re-estimated from the players left and the chips in play."""

from __future__ import annotations

import dataclasses
import datetime

from director.structures.estimate import RUNS, estimate
from tests.helpers.main_window import advance
from tests.helpers.payouts import register


def seated(t, players: int) -> None:
    register(t, players)
    t.seating.add_tables(-(-players // 9))
    t.seating.draw_seats()


def row(w) -> tuple[str, str]:
    s = w.summary
    while s.background.polling:  # the estimate runs off the GUI thread, the latest asked last
        s.background.wait()
    return s.titles["estimate"].text(), s.labels["estimate"].text()


def hours(minutes: float) -> str:
    m = round(minutes)
    return f"{m // 60}:{m % 60:02d}"


def time_of_day(epoch: float) -> str:
    return datetime.datetime.fromtimestamp(epoch).strftime("%H:%M")


def test_before_the_start_the_row_says_how_long_after_the_start(main_window, tournament):
    t, w = tournament, main_window
    seated(t, 30)
    chips = t.stats().chips_in_play
    e = estimate(t.structure, 30, players_left=30, chips_in_play=chips, runs=RUNS)
    assert row(w) == (
        "Estimated end",
        f"{hours(e.minutes)} after the start ({hours(e.low)}–{hours(e.high)})",
    )


def test_once_started_it_is_a_time_of_day_and_busts_bring_it_forward(
    main_window, tournament, fake_time
):
    t, w = tournament, main_window
    seated(t, 30)
    w.controller.start()
    advance(w, fake_time, 35 * 60)  # 35 minutes in: level 4, five minutes played
    chips = t.stats().chips_in_play
    e = estimate(t.structure, 30, start_minute=35, players_left=30, chips_in_play=chips)
    now = fake_time()
    expected = [time_of_day(now + (m - 35) * 60) for m in (e.minutes, e.low, e.high)]
    assert row(w)[1] == f"{expected[0]} ({expected[1]}–{expected[2]})"
    before = e.minutes
    for i in range(30, 10, -1):  # twenty busts: fewer players share the same chips
        w.document.act(t.entrants.bust, f"Player {i:02d}", by="Player 01")
    again = estimate(t.structure, 30, start_minute=35, players_left=10, chips_in_play=chips)
    assert again.minutes < before
    assert row(w)[1].startswith(time_of_day(now + (again.minutes - 35) * 60))


def test_the_running_clock_does_not_estimate_again_each_second(main_window, tournament, fake_time):
    t, w = tournament, main_window
    seated(t, 20)
    w.controller.start()
    advance(w, fake_time, 60)
    first = row(w)[1]
    for _ in range(30):
        advance(w, fake_time, 1)
        assert not w.summary.background.polling  # no estimate asked for
    assert row(w)[1] == first  # the end stays put while the clock runs


def test_a_pause_moves_the_end_later(main_window, tournament, fake_time):
    t, w = tournament, main_window
    seated(t, 20)
    w.controller.start()
    advance(w, fake_time, 60)
    running = row(w)[1]
    w.controller.pause()
    advance(w, fake_time, 600)  # ten minutes of pause
    w.controller.start()
    advance(w, fake_time, 1)
    assert row(w)[1] != running
    end = datetime.datetime.strptime(row(w)[1][:5], "%H:%M")
    assert (end - datetime.datetime.strptime(running[:5], "%H:%M")).seconds // 60 in (9, 10, 11)


def test_a_structure_too_short_for_the_field_says_so(main_window, tournament):
    t, w = tournament, main_window
    seated(t, 40)
    short = dataclasses.replace(t.structure, entries=t.structure.entries[:6])
    w.document.act(t.change_structure, short)
    assert row(w)[1] == (
        "the structure ends at level 6 (1:00) before the estimated end: add levels"
    )


def test_no_estimate_without_a_field(main_window, tournament):
    assert row(main_window)[1] == "—"


def test_a_festival_is_estimated_once_it_is_down_to_a_few_thousand(
    main_window, tournament, monkeypatch
):
    from ui.clock import summary

    t, w = tournament, main_window
    monkeypatch.setattr(summary, "LIVE_MOST", 20)  # as if 30 were a festival's field
    seated(t, 30)
    assert row(w)[1] == "once 20 players are left"
    for i in range(30, 20, -1):
        w.document.act(t.entrants.bust, f"Player {i:02d}", by="Player 01")
    assert row(w)[1].endswith(")") and "after the start" in row(w)[1]
