"""The Clock tab's prize rows in a satellite: the seats and the cash place, not a first prize."""

from __future__ import annotations

from tests.helpers.payouts import seated


def rows(w) -> dict[str, str]:
    s = w.summary
    return {s.titles[k].text(): s.labels[k].text() for k in ("paid", "first")}


def test_the_clock_tab_shows_the_seats(main_window, tournament):
    t, w = tournament, main_window
    seated(t, 33)  # €660
    w.document.act(t.update_settings, satellite_seat_cents=10_000)
    assert rows(w) == {"Places paid": "7", "Prizes": "Seats: 6 × €100 · 7th: €60"}
    w.document.undo()
    assert "First prize" in rows(w)
