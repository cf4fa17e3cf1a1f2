"""What the network screens read of a satellite: the seats line, seat rows, the bubble's winners."""

from __future__ import annotations

from director.serve import publish


def test_the_screens_count_seats_and_name_each_seat_winner(evening):
    _path, t = evening  # eight entries of €20: €160
    t.update_settings(satellite_seat_cents=5000)  # three €50 seats and €10 to 4th
    assert publish.state(t, "en")["satellite"] == "Seats: 3 × €50 · 4th: €10"
    assert publish.state(t, "it")["satellite"] == "Ticket: 3 × € 50 · 4°: € 10"
    t.close_registration()
    for name in [e.player for e in t.state.playing][3:][::-1]:
        t.entrants.bust(t.state.players[name].name)
    assert t.state.finished
    page = publish.payouts(t, "en")
    assert [(p["place"], p["amount"], p["seat"]) for p in page["places"]] == [
        (1, "Seat €50", True),
        (2, "Seat €50", True),
        (3, "Seat €50", True),
        (4, "€10", False),
    ]
    assert all(p["won_by"] for p in page["places"])
    assert len({p["won_by"] for p in page["places"]}) == 4


def test_not_a_satellite_has_no_seats(evening):
    _path, t = evening
    assert publish.state(t, "en")["satellite"] is None
    assert all(p["seat"] is False for p in publish.payouts(t, "en")["places"])
