"""Fixtures of the Payouts tab's tests: the tab on its own, a tournament with three players left."""

import pytest

from tests.helpers.payouts import register
from ui.payouts.tab import PayoutsTab


@pytest.fixture
def tab(qtbot, document):
    widget = PayoutsTab(document)
    qtbot.addWidget(widget)
    widget.resize(1200, 800)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


@pytest.fixture
def three_left(tournament):
    register(tournament, 30)
    tournament.seating.add_tables(4)
    tournament.seating.draw_seats()
    for i in range(30, 3, -1):
        tournament.entrants.bust(f"Player {i:02d}", by="Player 01")
    return tournament
