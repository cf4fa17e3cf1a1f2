"""Sounds for the clock: level change, one minute left, break start and end.

Sound goes through QtMultimedia. On Linux it needs the PulseAudio client library (Debian:
``libpulse0``) and a running sound server; where either is missing (a headless machine, a test
run) the app still runs: :class:`Sound` says once, quietly, why there is no sound and then stays
silent. Finding out whether a device exists is done in a short helper process, so that the
multimedia back-end's own complaints about missing libraries never reach the app's log.
"""

from __future__ import annotations

import ctypes.util
import logging
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QProcess, QTimer, QUrl, Signal

if TYPE_CHECKING:
    from director.clock import ClockEvent

log = logging.getLogger(__name__)

SOUNDS_DIR = Path(__file__).resolve().parents[1] / "sounds"
SOUND_NAMES = ("level", "minute", "break", "break_end")

#: Events older than this (seconds) are not sounded: after a suspended laptop wakes up the
#: clock reports everything it missed, but only what is happening now deserves a chime.
STALE_AFTER = 5.0

#: The audio device check starts this long after the app (milliseconds).
PROBE_DELAY_MS = 300

PROBE = (
    "import sys\n"
    "from PySide6.QtCore import QCoreApplication\n"
    "from PySide6.QtMultimedia import QMediaDevices\n"
    "app = QCoreApplication(sys.argv)\n"
    "print('DEVICES', len(QMediaDevices.audioOutputs()), flush=True)\n"
)


class SoundOutput(Protocol):
    """Anything that can play a named sound (the real one, or a recorder in tests)."""

    def play(self, name: str) -> None:
        """Play sound ``name`` (one of SOUND_NAMES)."""


def sound_for(event: ClockEvent) -> str | None:
    """The sound a clock event calls for, if any."""
    return _SOUNDS.get(event.kind)


#: Clock event kind (its value) -> sound (a string key: the clock module loads after start-up).
_SOUNDS = {
    "level_started": "level",
    "one_minute_left": "minute",
    "break_started": "break",
    "break_ended": "break_end",
}


class SoundCue:
    """Turns clock events into sounds: one sound per moment, nothing for stale events.

    When a break ends the next level starts at the same instant: only the end-of-break sound
    plays. ``now`` is the clock's time source.
    """

    def __init__(self, output: SoundOutput, now: Callable[[], float]) -> None:
        self.output = output
        self._now = now
        self._last: tuple[float, str] | None = None
        self.enabled = True

    def __call__(self, event: ClockEvent) -> None:
        name = sound_for(event)
        if name is None or not self.enabled:
            return
        if self._now() - event.at > STALE_AFTER:
            return
        if self._last is not None and self._last[0] == event.at:
            return  # one sound per instant (break end + level start)
        self._last = (event.at, name)
        self.output.play(name)


class Sound(QObject):
    """The real sound output through QtMultimedia.

    Signals:
        unavailable(str): emitted once, with the reason, when sound cannot play.
        ready(): emitted once the sounds are loaded and can play.
    """

    unavailable = Signal(str)
    ready = Signal()

    def __init__(self, parent: QObject | None = None, *, probe: bool = True) -> None:
        super().__init__(parent)
        self._effects: dict[str, object] = {}
        self._reason: str | None = None
        self._volume = 1.0
        self._process: QProcess | None = None
        self._probe_out = b""
        if probe:
            # Check after start-up, not during it: the window comes first.
            QTimer.singleShot(PROBE_DELAY_MS, self.check)

    @property
    def reason(self) -> str | None:
        """Why there is no sound, or None."""
        return self._reason

    @property
    def available(self) -> bool:
        """True once the sounds are loaded."""
        return bool(self._effects)

    def set_volume(self, volume: float) -> None:
        """Volume from 0 to 1."""
        self._volume = max(0.0, min(1.0, volume))
        for effect in self._effects.values():
            effect.setVolume(self._volume)  # type: ignore[attr-defined]

    def _fail(self, reason: str) -> None:
        if self._reason is None:
            self._reason = reason
            log.info("%s", reason)
            self.unavailable.emit(reason)

    def check(self) -> None:
        """Find out whether sound can play (emits ``ready`` or ``unavailable`` once known)."""
        if self._reason is not None or self._effects or self._process is not None:
            return
        if sys.platform.startswith("linux") and not ctypes.util.find_library("pulse"):
            self._fail(
                self.tr(
                    "no sound: the PulseAudio client library is missing "
                    "(install it with: sudo apt-get install libpulse0)"
                )
            )
            return
        proc = QProcess(self)
        proc.setProcessChannelMode(QProcess.ProcessChannelMode.SeparateChannels)
        proc.readyReadStandardOutput.connect(self._read_probe)
        proc.finished.connect(self._probe_done)
        proc.errorOccurred.connect(
            lambda _e: self._fail(self.tr("no sound: could not check the audio devices"))
        )
        self._process = proc
        proc.start(sys.executable, ["-c", PROBE])

    def _read_probe(self) -> None:
        assert self._process is not None
        self._probe_out += bytes(self._process.readAllStandardOutput().data())

    def _probe_done(self, *_args: object) -> None:
        self._read_probe()
        text = self._probe_out.decode(errors="replace")
        devices = 0
        for line in text.splitlines():
            if line.startswith("DEVICES "):
                devices = int(line.split()[1])
        if devices <= 0:
            self._fail(
                self.tr("no sound: no audio output device was found (is a sound server running?)")
            )
            return
        self._load()

    def _load(self) -> None:
        from PySide6.QtMultimedia import QSoundEffect

        for name in SOUND_NAMES:
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(SOUNDS_DIR / f"{name}.wav")))
            effect.setVolume(self._volume)
            self._effects[name] = effect
        self.ready.emit()

    def play(self, name: str) -> None:
        """Play a sound if sound is available; silently nothing otherwise."""
        effect = self._effects.get(name)
        if effect is None:
            return
        if effect.status() == effect.Status.Error:  # type: ignore[attr-defined]
            self._effects.clear()
            self._fail(self.tr("no sound: the audio device refused to play"))
            return
        effect.play()  # type: ignore[attr-defined]


class RecordingSound:
    """A sound output that only remembers what it was asked to play (tests, --mute)."""

    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str) -> None:
        """Remember ``name``."""
        self.played.append(name)
