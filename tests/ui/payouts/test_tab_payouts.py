"""The Payouts tab in the main window."""

from __future__ import annotations

from tests.helpers.payouts import euros, register, shown_places
from ui.payouts.tab import PayoutsTab


def test_tab_built_by_the_main_window_and_refreshed_when_shown(main_window, tournament):
    tab = main_window.payouts_tab
    assert isinstance(tab, PayoutsTab)
    register(tournament, 12)  # while another tab is shown: read again when it is shown
    main_window.tabs.setCurrentWidget(tab)
    assert tab.pool.labels["pool"].text() == "€240"
    assert [r[2] for r in shown_places(tab)] == [euros(a) for a in tournament.money.payouts()]
