"""In a satellite the payout options that do not apply (table, rounding, minimum, places) are off."""

from __future__ import annotations


def test_the_options_are_off_in_a_satellite_and_back_after_undo(tab, tournament, document):
    options = tab.options
    widgets = (options.table_chooser, options.rounding, options.min_cash, options.places_spin)
    assert all(w.isEnabled() for w in widgets)
    document.act(tournament.update_settings, satellite_seat_cents=10_000)
    assert not any(w.isEnabled() for w in widgets)
    document.undo()
    assert all(w.isEnabled() for w in widgets)
