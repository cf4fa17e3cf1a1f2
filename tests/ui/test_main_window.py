"""The main window: the clock first, the tabs, the menus, an edited structure put to use."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.helpers.main_window import advance, answer_start_question


def test_start_pause_and_level_change(main_window, fake_time, speaker, qtbot):
    w = main_window
    w.show_projector()
    qtbot.waitExposed(w.projector)
    assert w.clock_panel.start_button.text() == "Start"
    qtbot.mouseClick(w.clock_panel.start_button, Qt.MouseButton.LeftButton)
    answer_start_question(w)  # nobody is seated: the window asks first
    assert w.controller.view().running
    assert w.clock_panel.time_label.text() == "10:00"
    assert w.clock_panel.blinds_label.text() == "10 / 20"
    assert speaker.played == ["level"]  # the first level starts with its sound

    w.projector.compose()
    assert w.projector.texts["time"] == "10:00"
    assert w.projector.texts["blinds"] == "10 / 20"
    assert w.projector.texts["level"] == "LEVEL 1"

    advance(w, fake_time, 540)
    assert speaker.played == ["level", "minute"]
    w.projector.compose()
    assert w.projector.texts["time"] == "01:00"

    advance(w, fake_time, 60)
    assert w.clock_panel.blinds_label.text() == "20 / 40"
    assert speaker.played == ["level", "minute", "level"]
    w.projector.compose()
    assert w.projector.texts["blinds"] == "20 / 40"
    assert w.projector.texts["level"] == "LEVEL 2"
    assert w.projector.texts["next"] == "Next: 30 / 60"

    qtbot.keyClick(w, Qt.Key.Key_Space)
    assert not w.controller.view().running
    assert w.clock_panel.start_button.text() == "Resume"
    w.projector.compose()
    assert w.projector.texts["level"] == "PAUSED · LEVEL 2"
    advance(w, fake_time, 3600)  # paused: time does not move
    assert w.clock_panel.time_label.text() == "10:00"


def test_an_edited_structure_is_used_and_can_be_undone(main_window, qtbot):
    w = main_window
    editor = w.structure_editor
    editor.model.setData(editor.model.index(0, 2), "15-30")
    qtbot.mouseClick(editor.apply_button, Qt.MouseButton.LeftButton)
    assert w.clock_panel.blinds_label.text() == "15 / 30"
    assert w.undo_action.iconText() == "Undo change of structure"
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert w.clock_panel.blinds_label.text() == "10 / 20"
    assert editor.model.rows[0].blinds == "10-20"


def test_tournament_settings_open_from_the_menu(main_window, qtbot):
    from PySide6.QtGui import QAction

    action = main_window.findChild(QAction, "tournamentSettings")
    assert action.isEnabled()
    action.trigger()
    from ui.setup.settings import SettingsDialog

    dialogs = [d for d in main_window.findChildren(SettingsDialog) if d.isVisible()]
    assert len(dialogs) == 1
    dialogs[0].reject()


def test_table_menu_opens_a_table_window_and_the_floor_tool(main_window, tournament, qtbot):
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDialog

    tournament.seating.add_tables(1)
    for name in ("Mario Rossi", "Anna Bianchi", "Luca Romano"):
        tournament.entrants.register(name)
    tournament.seating.draw_seats()
    main_window._fill_play_menu()
    texts = [a.text() for a in main_window.play_menu.actions()]
    assert texts == ["Table &1 (3 players)"]
    main_window.play_menu.actions()[0].trigger()
    windows = [w for w in qtbot_top_levels() if w.objectName() != "mainWindow" and w.isVisible()]
    assert any("1" in w.windowTitle() for w in windows)
    for w in windows:
        w.close()
    main_window.findChild(QAction, "floorTool").trigger()
    floor = [d for d in main_window.findChildren(QDialog) if d.isVisible()]
    assert floor
    floor[0].close()


def qtbot_top_levels():
    return QApplication.topLevelWidgets()


def test_go_to_level_jumps_there(main_window, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    monkeypatch.setattr(QInputDialog, "getInt", lambda *a, **k: (5, True))
    main_window.ask_level()
    assert main_window.clock_panel.blinds_label.text() == "100 / 200"
