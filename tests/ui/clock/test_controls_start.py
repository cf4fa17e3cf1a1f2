"""The first start of the clock with nobody seated asks first; with players seated it does not."""

from PySide6.QtCore import Qt

from tests.helpers.main_window import answer_start_question


def test_starting_with_nobody_seated_asks_and_no_leaves_the_clock_stopped(main_window, qtbot):
    w = main_window
    qtbot.mouseClick(w.clock_panel.start_button, Qt.MouseButton.LeftButton)
    assert not w.controller.view().started
    assert answer_start_question(w, yes=False) == "Nobody is seated yet. Start the clock anyway?"
    assert not w.controller.view().started
    assert w.clock_panel.start_button.text() == "Start"
    qtbot.keyClick(w, Qt.Key.Key_Space)
    answer_start_question(w, yes=True)
    assert w.controller.view().running
    qtbot.keyClick(w, Qt.Key.Key_Space)  # a pause and a resume ask nothing
    qtbot.keyClick(w, Qt.Key.Key_Space)
    assert w.clock_controls.start_question is None
    assert w.controller.view().running


def test_starting_with_players_seated_asks_nothing(main_window, tournament):
    tournament.entrants.register("Ada")
    tournament.seating.add_tables(1)
    tournament.seating.draw_seats()
    main_window.controller.start()
    assert main_window.clock_controls.start_question is None
    assert main_window.controller.view().running
