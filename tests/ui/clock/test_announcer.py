"""Spoken announcements of a new level (Qt's mock voice says each word it would say)."""

from tests.helpers.main_window import advance, answer_start_question


def test_spoken_announcement_of_a_new_level(main_window, fake_time, qtbot):
    w = main_window
    said = []
    w.clock_controls.announcer.spoken.connect(said.append)
    w.clock_controls.announce_action.setChecked(True)
    w.controller.start()
    answer_start_question(w)  # nobody is seated: the window asks first
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
