"""The first window: the director runs the clock and the projector follows, for real (offscreen)."""

import pytest
from PySide6.QtCore import Qt

from ui.clock.projector import ProjectorWindow
from ui.main_window import MainWindow


def advance(window, fake_time, seconds):
    """Let time pass and let the controller's timer fire, as the event loop would."""
    fake_time.advance(seconds)
    window.controller.poll()


def test_start_pause_and_level_change(main_window, fake_time, speaker, qtbot):
    w = main_window
    w.show_projector()
    qtbot.waitExposed(w.projector)
    assert w.clock_panel.start_button.text() == "Start"
    qtbot.mouseClick(w.clock_panel.start_button, Qt.MouseButton.LeftButton)
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


def test_display_timer_is_rearmed_to_the_next_second(main_window, fake_time):
    w = main_window
    w.controller.start()
    # fake time starts at .25 past a whole second; the level has exactly 600 s left
    assert w.controller.timer_interval_ms == 1000
    fake_time.advance(0.3)
    w.controller.poll()  # woken early: nothing to show yet, re-armed for the rest
    assert 700 <= w.controller.timer_interval_ms <= 701  # rounded up to the millisecond
    shown = []
    w.controller.changed.connect(lambda v: shown.append(v.display_seconds))
    for _ in range(90):
        fake_time.advance(w.controller.timer_interval_ms / 1000)
        w.controller.poll()
    assert shown == list(range(599, 509, -1))  # every second once, none skipped


def test_projector_type_is_large_enough_at_full_hd(main_window, qtbot):
    w = main_window
    w.controller.start()
    for width, height in ((1920, 1080), (1280, 720)):
        w.projector.resize(width, height)
        w.projector.compose()
        assert w.projector.rects["time"].height() >= height / 4
        assert w.projector.rects["blinds"].height() >= height / 10
        for key, rect in w.projector.rects.items():  # every line inside the window
            assert rect.left() >= 0, key
            assert rect.right() <= width, key
            assert rect.top() >= 0, key
            assert rect.bottom() <= height, key
    assert w.projector.cursor().shape() == Qt.CursorShape.BlankCursor


def test_projector_renders_without_errors(main_window, qtbot):
    w = main_window
    w.show_projector()
    qtbot.waitExposed(w.projector)
    w.projector.resize(1280, 720)
    image = w.projector.grab().toImage()
    assert image.width() == 1280
    # dark background, and the time painted in a light colour in the middle
    assert image.pixelColor(5, 5).lightness() < 40


def test_break_and_last_minute_look_different(qtbot, fake_time, speaker, tmp_path):
    from director.structures import loads_structure
    from director.tournament import Settings, Tournament
    from ui.document import Document

    s = loads_structure(
        "name: B\nstarting_stack: 1000\nlevel_minutes: 10\nlevels:\n"
        "  - blinds: 10-20\n  - break: 5\n    color_up: [5]\n  - blinds: 20-40\n"
    )
    t = Tournament.create(tmp_path / "b.director", s, Settings(name="B"), time=fake_time)
    w = MainWindow(Document(t), speaker)
    qtbot.addWidget(w)
    qtbot.addWidget(w.projector)
    w.controller.start()
    advance(w, fake_time, 540)
    advance(w, fake_time, 20)
    w.projector.compose()
    normal_colour = w.projector._time_colour(w.controller.view())
    assert w.controller.view().last_minute
    advance(w, fake_time, 40)
    v = w.controller.view()
    assert v.is_break
    w.projector.compose()
    assert w.projector.texts["level"] == "BREAK"
    assert w.projector.texts["blinds"] == "Colour up the 5 chips"
    assert w.projector.texts["announcement"] == "Break: colour up the 5 chips"
    assert speaker.played == ["level", "minute", "break"]
    image = w.projector.grab().toImage()
    assert image.pixelColor(w.projector.width() // 2, 5) != normal_colour
    advance(w, fake_time, 300)
    assert speaker.played[-1] == "break_end"  # once, not also the level sound
    assert speaker.played.count("level") == 1
    w.projector.compose()
    assert w.announcement == ""  # cleared when play resumes
    assert w.projector.texts["announcement"] == "Last levels of the structure"
    # a chime that is already late (the laptop slept) is not played
    advance(w, fake_time, 590)
    assert speaker.played[-1] == "break_end"
    t.close()


def test_clock_is_saved_and_restored_after_a_restart(main_window, fake_time, tournament):
    from director.tournament import Tournament

    w = main_window
    w.controller.start()
    advance(w, fake_time, 125)
    w.controller.next_level()  # every action is stored in the tournament file
    fake_time.advance(30)
    # the app is killed here; the file is opened again
    again = Tournament.open(tournament.path, time=fake_time)
    v = again.clock.view()
    assert v.running
    assert v.index == 1
    assert v.remaining == pytest.approx(570)
    again.close()


def test_sound_unavailable_is_said_once_quietly(qtbot, monkeypatch, main_window):
    import ui.clock.sound as sound_module

    monkeypatch.setattr(sound_module.ctypes.util, "find_library", lambda name: None)
    monkeypatch.setattr(sound_module.sys, "platform", "linux")
    reasons = []
    s = sound_module.Sound(probe=False)
    s.unavailable.connect(reasons.append)
    s.unavailable.connect(main_window.set_sound_unavailable)
    s.check()  # what the app does shortly after start-up
    s.check()  # and only once
    assert len(reasons) == 1
    assert "libpulse0" in s.reason
    assert "libpulse0" in main_window.sound_label.text()
    s.play("level")  # silently nothing
    s.play("minute")
    assert not s.available


def test_an_edited_structure_is_used_and_can_be_undone(main_window, qtbot):
    w = main_window
    editor = w.structure_editor
    editor.model.setData(editor.model.index(0, 2), "15-30")
    qtbot.mouseClick(editor.apply_button, Qt.MouseButton.LeftButton)
    assert w.clock_panel.blinds_label.text() == "15 / 30"
    assert w.undo_action.text() == "Undo change of structure"
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert w.clock_panel.blinds_label.text() == "10 / 20"
    assert editor.model.rows[0].blinds == "10-20"


def test_remembered_projector_screen(main_window, qtbot):
    w = main_window
    w.show_projector(fullscreen=False)
    screen, full = ProjectorWindow.remembered_screen()
    assert screen is w.projector.screen()
    assert full is False


def test_spoken_announcement_of_a_new_level(main_window, fake_time, qtbot):
    w = main_window
    said = []
    w.clock_controls.announcer.spoken.connect(said.append)
    w.clock_controls.announce_action.setChecked(True)
    w.controller.start()
    advance(w, fake_time, 600)
    assert said == ["Announcements on", "Level 1: blinds 10-20", "Level 2: blinds 20-40"]
    words = []
    w.clock_controls.announcer._speech.sayingWord.connect(lambda word, *_: words.append(word))
    with qtbot.waitSignal(w.clock_controls.announcer._speech.stateChanged, timeout=5000):
        w.controller.next_level()
    assert said[-1] == "Level 3: blinds 30-60"
    w.clock_controls.announce_action.setChecked(False)
    w.controller.next_level()
    assert said[-1] == "Level 3: blinds 30-60"


def test_sounds_can_be_turned_off(main_window, fake_time, speaker):
    main_window.clock_controls.sound_action.setChecked(False)
    main_window.controller.start()
    assert speaker.played == []
    main_window.clock_controls.sound_action.setChecked(True)
    main_window.controller.next_level()
    assert speaker.played == ["level"]


def test_tournament_settings_open_from_the_menu(main_window, qtbot):
    from PySide6.QtGui import QAction

    action = main_window.findChild(QAction, "tournamentSettings")
    assert action.isEnabled()
    action.trigger()
    from ui.setup.settings import SettingsDialog

    dialogs = [d for d in main_window.findChildren(SettingsDialog) if d.isVisible()]
    assert len(dialogs) == 1
    dialogs[0].reject()


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
    assert w.controller.view().running
    qtbot.keyClick(w.projector, Qt.Key.Key_Left)
    assert w.controller.view().index == 0


def test_busts_are_announced_on_the_projector(main_window, tournament):
    for name in ("Mario Rossi", "Anna Bianchi", "Luca Romano"):
        tournament.entrants.register(name)
    main_window.document.act(tournament.entrants.bust, "Mario Rossi", by="Anna Bianchi")
    main_window.projector.compose()
    assert (
        main_window.projector.texts["announcement"]
        == "Mario Rossi busted in 3rd place by Anna Bianchi"
    )


def test_table_menu_opens_a_table_window_and_the_floor_tool(main_window, tournament, qtbot):
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDialog

    tournament.seating.add_tables(1)
    for name in ("Mario Rossi", "Anna Bianchi", "Luca Romano"):
        tournament.entrants.register(name)
    tournament.seating.draw_seats()
    main_window._fill_play_menu()
    texts = [a.text() for a in main_window.play_menu.actions()]
    assert texts == ["Table 1 (3 players)"]
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
    from PySide6.QtWidgets import QApplication

    return QApplication.topLevelWidgets()
