"""The clock's sounds: where there is no sound, the app says why once, quietly, and goes on."""


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
