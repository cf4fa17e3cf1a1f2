"""The bust dialog at a satellite's bubble says that the players left each win a seat."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.helpers.entrants import entrants_tab, press, seeded


def test_the_bust_at_the_bubble_says_everyone_left_wins_a_seat(main_window, tournament, qtbot):
    tournament.update_settings(satellite_seat_cents=2500)
    seeded(tournament, 3)  # 3 × €20 = €60: two €25 seats and €10 to 3rd
    tournament.close_registration()
    tab = entrants_tab(main_window)
    tab.select_entries([3])
    press(qtbot, tab, Qt.Key.Key_B)
    dialog = tab.current_dialog
    assert dialog.preview.text().endswith("Bubble: the 2 players left each win a seat.")
    dialog.accept()
    assert tournament.state.finished
    assert tournament.money.prizes() == {1: 2500, 2: 2500, 3: 1000}
