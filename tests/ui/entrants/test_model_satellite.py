"""The entrants list of a satellite: the players seated at the bubble read "seat won"."""

from __future__ import annotations

from tests.helpers.entrants import COL, cell, entrants_tab, seeded


def test_the_bubble_seats_read_seat_won_and_undo_gives_playing_back(main_window, tournament):
    t = tournament
    t.update_settings(satellite_seat_cents=2500)
    seeded(t, 3)  # 3 × €20 = €60: two €25 seats and €10 to 3rd
    t.close_registration()
    tab = entrants_tab(main_window)
    main_window.document.act(t.entrants.bust, 3)
    assert [cell(tab, e, COL.STATUS) for e in (1, 2, 3)] == ["seat won", "seat won", "out 3rd"]
    main_window.document.undo()
    assert [cell(tab, e, COL.STATUS) for e in (1, 2, 3)] == ["playing"] * 3
