"""The wizard's payouts page for a satellite: the example speaks of seats; the seat value is kept."""

from tests.helpers.forms import next_page, retype


def test_the_payouts_page_previews_seats_and_refuses_a_seat_above_the_pool(wizard, qtbot):
    w = wizard

    retype(qtbot, w.event_section.name_edit, "Satellite")
    next_page(qtbot, w)
    next_page(qtbot, w)
    retype(qtbot, w.money.buy_in_edit, "50+5")
    while w.currentPage() is not w.payouts_page:
        next_page(qtbot, w)
    w.payouts_page.entries_spin.setValue(33)
    retype(qtbot, w.payouts.satellite_edit, "250")
    assert w.payouts_page.preview.text() == "Prize pool €1,650: Seats: 6 × €250 · 7th: €150"
    w.payouts_page.entries_spin.setValue(30)
    assert w.payouts_page.preview.text() == "Prize pool €1,500: Seats: 6 × €250"
    w.payouts_page.entries_spin.setValue(4)
    assert w.payouts_page.preview.text() == (
        "the seat value €250 is above the prize pool €200: no seat can be paid; "
        "lower the seat value or take more entries"
    )
    assert w.payouts.read()["satellite_seat_cents"] == 25_000
