"""The projector's payouts line in a satellite: seats and the cash place, not places."""

from __future__ import annotations

from tests.helpers.payouts import seated
from tests.helpers.projector import settle


def test_the_wall_counts_seats(main_window, tournament, qtbot):
    t, w = tournament, main_window
    t.update_settings(satellite_seat_cents=10_000)
    seated(t, 33)  # €660: six €100 seats and €60 to 7th
    w.show_projector(fullscreen=False)
    qtbot.waitExposed(w.projector)
    settle()
    assert w.projector.texts.get("payouts") == "Seats: 6 × €100 · 7th: €60"
    w.document.act(t.update_settings, satellite_seat_cents=11_000)  # €660: six seats exactly
    settle()
    assert w.projector.texts.get("payouts") == "Seats: 6 × €110"
