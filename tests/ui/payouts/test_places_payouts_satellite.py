"""A satellite's places on the Payouts tab: seats, the cash place, the winners, the refusal."""

from __future__ import annotations

from tests.helpers.payouts import register, shown_places


def test_the_places_are_seats_and_the_cash_place(tab, tournament):
    tournament.update_settings(satellite_seat_cents=10_000)
    register(tournament, 33)  # 33 × €20 = €660: six €100 seats and €60 to 7th
    rows = shown_places(tab)
    assert [r[2] for r in rows] == ["€100 seat"] * 6 + ["€60"]
    assert tab.places.check.text() == "Seats: 6 × €100 · 7th: €60"


def test_the_bubble_seats_every_player_left_one_a_row(tab, tournament):
    tournament.update_settings(satellite_seat_cents=10_000)
    register(tournament, 33)
    tournament.close_registration()
    for i in range(33, 6, -1):
        tournament.entrants.bust(f"Player {i:02d}")
    assert tournament.state.finished
    rows = shown_places(tab)
    assert [r[3] for r in rows] == [f"Player {i:02d}" for i in range(1, 8)]
    assert [r[4] for r in rows] == [""] * 7  # each takes the place's prize


def test_a_seat_above_the_pool_says_so_under_the_table(tab, tournament):
    tournament.update_settings(satellite_seat_cents=50_000)
    register(tournament, 10)  # €200
    assert shown_places(tab) == []
    assert tab.places.check.text() == (
        "the seat value €500 is above the prize pool €200: no seat can be paid; "
        "lower the seat value or take more entries"
    )
