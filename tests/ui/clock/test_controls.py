"""The clock's keys and the Clock menu's switches: plain keys on the clock tab and the projector,
the menu's keys everywhere, the sounds on and off."""

from PySide6.QtCore import Qt

from tests.helpers.main_window import answer_start_question


def test_keyboard_moves_between_levels_and_changes_time(main_window, fake_time, qtbot):
    w = main_window
    qtbot.keyClick(w, Qt.Key.Key_Space)
    qtbot.keyClick(w, Qt.Key.Key_Right)
    qtbot.keyClick(w, Qt.Key.Key_Right)
    assert w.clock_panel.blinds_label.text() == "30 / 60"
    qtbot.keyClick(w, Qt.Key.Key_Left)
    assert w.clock_panel.blinds_label.text() == "20 / 40"
    qtbot.keyClick(w, Qt.Key.Key_Plus)
    assert w.clock_panel.time_label.text() == "11:00"
    qtbot.keyClick(w, Qt.Key.Key_Minus)
    qtbot.keyClick(w, Qt.Key.Key_Minus)
    assert w.clock_panel.time_label.text() == "09:00"
    qtbot.mouseClick(w.clock_panel.plus_button, Qt.MouseButton.LeftButton)
    assert w.clock_panel.time_label.text() == "10:00"
    # double-click a row of the level table to jump there
    index = w.clock_panel.model.index(5, 1)
    w.clock_panel.table.doubleClicked.emit(index)
    assert w.clock_panel.blinds_label.text() == "200 / 400"


def test_plain_clock_keys_belong_to_the_clock_tab_and_projector(main_window, qtbot, tournament):
    w = main_window
    tournament.entrants.register("Mario Rossi")
    w.tabs.setCurrentWidget(w.entrants_tab)
    table = w.entrants_tab.findChild(type(w.clock_panel.table))
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)  # moves in the list, not the level
    qtbot.keyClick(table, Qt.Key.Key_Space)
    assert w.controller.view().index == 0
    assert not w.controller.view().running
    qtbot.keyClick(table, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)  # anywhere
    assert w.controller.view().index == 1
    w.show_projector()
    qtbot.waitExposed(w.projector)
    w.projector.activateWindow()
    w.projector.setFocus()
    qtbot.keyClick(w.projector, Qt.Key.Key_Space)
    answer_start_question(w)  # nobody is seated: the window asks first
    assert w.controller.view().running
    qtbot.keyClick(w.projector, Qt.Key.Key_Left)
    assert w.controller.view().index == 0


def test_sounds_can_be_turned_off(main_window, fake_time, speaker):
    main_window.clock_controls.sound_action.setChecked(False)
    main_window.controller.start()
    assert speaker.played == []
    main_window.clock_controls.sound_action.setChecked(True)
    main_window.controller.next_level()
    assert speaker.played == ["level"]
