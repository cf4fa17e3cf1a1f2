"""Spoken announcements of a new level ("Livello 5: bui 100-200") through QtTextToSpeech.

Optional (a setting) and only where the platform has a voice: on Linux the speech-dispatcher
engine; tests use Qt's ``mock`` engine, which reports each word it would say.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QObject, Signal

from director.clock import ClockEvent, ClockEventKind
from director.structures import Break, Level, Structure

if TYPE_CHECKING:
    from PySide6.QtTextToSpeech import QTextToSpeech

log = logging.getLogger(__name__)


class Announcer(QObject):
    """Says the new level aloud when the clock starts one.

    Args:
        engine: QtTextToSpeech engine name (None: the platform's default).
        language: ``it`` or ``en`` (the voice's language and the words used).

    Signals:
        spoken(str): the text handed to the voice.
        unavailable(str): emitted once with the reason when there is no voice.
    """

    spoken = Signal(str)
    unavailable = Signal(str)

    def __init__(
        self, engine: str | None = None, language: str = "en", parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.enabled = False
        self.language = language
        self._engine_name = engine
        self._speech: QTextToSpeech | None = None
        self._reason: str | None = None

    @property
    def reason(self) -> str | None:
        """Why there is no voice, if there is none."""
        return self._reason

    def _voice(self) -> QTextToSpeech | None:
        if self._speech is not None or self._reason is not None:
            return self._speech
        from PySide6.QtTextToSpeech import QTextToSpeech

        engines = QTextToSpeech.availableEngines()
        name = self._engine_name
        if (name is not None and name not in engines) or (name is None and not engines):
            self._fail(self.tr("no spoken announcements: no text-to-speech engine is installed"))
            return None
        speech = QTextToSpeech(name, self) if name else QTextToSpeech(self)
        if speech.state() == QTextToSpeech.State.Error:
            self._fail(
                self.tr("no spoken announcements: the voice is not working ({0})").format(
                    speech.errorString()
                )
            )
            return None
        locale = QLocale(
            QLocale.Language.Italian if self.language == "it" else QLocale.Language.English
        )
        if any(loc.language() == locale.language() for loc in speech.availableLocales()):
            speech.setLocale(locale)
        self._speech = speech
        return speech

    def _fail(self, reason: str) -> None:
        if self._reason is None:
            self._reason = reason
            log.info("%s", reason)
            self.unavailable.emit(reason)

    def level_text(self, level: Level) -> str:
        """What is said for a new level."""
        if level.game.uses_blinds:
            text = self.tr("Level {0}: blinds {1}-{2}").format(
                level.number, level.small_blind, level.big_blind
            )
        else:
            text = self.tr("Level {0}: bets {1}-{2}").format(
                level.number, level.small_bet, level.big_bet
            )
        if level.ante:
            text += ", " + self.tr("ante {0}").format(level.ante)
        if level.bb_ante:
            text += ", " + self.tr("big blind ante {0}").format(level.bb_ante)
        return text

    def break_text(self, brk: Break) -> str:
        """What is said when a break starts."""
        text = self.tr("Break: {0} minutes").format(f"{brk.minutes:g}")
        if brk.color_up:
            text += ". " + self.tr("Colour up the {0} chips").format(
                ", ".join(str(c) for c in brk.color_up)
            )
        return text

    def on_event(self, event: ClockEvent, structure: Structure, now: float) -> None:
        """Announce a level or break that starts now (stale events are not announced)."""
        if not self.enabled or now - event.at > 5:
            return
        entry = structure[event.index]
        if event.kind is ClockEventKind.LEVEL_STARTED and isinstance(entry, Level):
            self.say(self.level_text(entry))
        elif event.kind is ClockEventKind.BREAK_STARTED and isinstance(entry, Break):
            self.say(self.break_text(entry))

    def say(self, text: str) -> None:
        """Say ``text`` if there is a voice."""
        speech = self._voice()
        if speech is None:
            return
        speech.say(text)
        self.spoken.emit(text)
