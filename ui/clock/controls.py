"""The clock's controls in the main window: the Clock menu, its keys, the sounds and the voice.

The Clock menu's keys (Ctrl+Space, Ctrl+arrows, ...) work anywhere in the window; the plain keys
(Space, the arrows, + and -) only on the clock tab and the projector, because elsewhere they
belong to lists and fields. The sounds and the spoken announcements can be turned off from the
menu; the choice is remembered.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QObject, QSettings, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from ui.common.actions import Key, make_action

if TYPE_CHECKING:
    from director.clock import ClockEvent
    from director.structures import Structure
    from ui.clock.announcer import Announcer
    from ui.clock.controller import ClockController
    from ui.clock.sound import SoundCue, SoundOutput

#: A clock action: what it asks of the clock's controller.
ClockAction = Callable[["ClockController"], object]


class ClockControls(QObject):
    """The Clock menu, the clock's keys, and its sounds and spoken announcements.

    Args:
        window: The main window (the menu's actions and dialogs belong to it).
        sound: Where the clock's sounds go.
        speech_engine: QtTextToSpeech engine for spoken announcements (None: the platform's).
        language: ``it`` or ``en`` (the spoken announcements' language).
    """

    #: The plain keys that run the clock on the clock tab and the projector.
    PLAIN_KEYS: ClassVar[dict[Qt.Key, ClockAction]] = {
        Qt.Key.Key_Space: lambda c: c.toggle(),
        Qt.Key.Key_Right: lambda c: c.next_level(),
        Qt.Key.Key_Left: lambda c: c.previous_level(),
        Qt.Key.Key_Plus: lambda c: c.add_time(60),
        Qt.Key.Key_Equal: lambda c: c.add_time(60),
        Qt.Key.Key_Minus: lambda c: c.add_time(-60),
    }

    # Made by attach, once a tournament is open.
    sound_cue: SoundCue
    announcer: Announcer

    def __init__(
        self,
        window: QWidget,
        sound: SoundOutput,
        *,
        speech_engine: str | None = None,
        language: str = "en",
    ) -> None:
        super().__init__(window)
        self.window = window
        self.sound = sound
        self.speech_engine = speech_engine
        self.language = language
        self.controller: ClockController | None = None
        self._structure: Callable[[], Structure] | None = None
        self._seated: Callable[[], bool] | None = None
        self._confirmed = False
        #: The question "start with nobody seated?" while it is open.
        self.start_question: QMessageBox | None = None

    # -- the menu --------------------------------------------------------------------------------
    def fill_menu(self, menu: QMenu) -> list[QAction]:
        """Fill the Clock menu; returns the actions that wait for a tournament (disabled)."""
        waiting = [
            make_action(
                self.window, self.tr("&Go to level…"), self.ask_level, "Ctrl+G", "goToLevel"
            )
        ]
        actions: tuple[tuple[str, ClockAction, Key | list[Key], str], ...] = (
            (self.tr("S&tart / pause"), lambda c: c.toggle(), "Ctrl+Space", "toggleClock"),
            (self.tr("&Next level"), lambda c: c.next_level(), "Ctrl+Right", "nextLevel"),
            (
                self.tr("&Previous level"),
                lambda c: c.previous_level(),
                "Ctrl+Left",
                "previousLevel",
            ),
            (self.tr("Add a &minute"), lambda c: c.add_time(60), ["Ctrl+=", "Ctrl++"], "addMinute"),
            (self.tr("R&emove a minute"), lambda c: c.add_time(-60), "Ctrl+-", "removeMinute"),
            (self.tr("&Restart level"), lambda c: c.restart_level(), "Ctrl+R", "restartLevel"),
            (
                self.tr("Go to the next &break"),
                lambda c: c.jump_to_next_break(),
                "Ctrl+B",
                "nextBreak",
            ),
        )
        for text, clock_action, keys, name in actions:
            waiting.append(
                make_action(self.window, text, partial(self.run, clock_action), keys, name)
            )
        for action in waiting:
            menu.addAction(action)
            action.setEnabled(False)
        menu.addSeparator()
        self.announce_action = self._toggle(
            menu, self.tr("Spoken &announcements"), "spokenAnnouncements", "announce/enabled", False
        )
        self.announce_action.toggled.connect(self.set_announcements)
        self.sound_action = self._toggle(menu, self.tr("&Sounds"), "sounds", "sound/enabled", True)
        self.sound_action.toggled.connect(self.set_sounds)
        return waiting

    def _toggle(self, menu: QMenu, text: str, name: str, setting: str, default: bool) -> QAction:
        """A checkable action that starts as the setting remembers it."""
        action = QAction(text, self.window)
        action.setObjectName(name)
        action.setCheckable(True)
        action.setChecked(bool(QSettings().value(setting, default, bool)))
        menu.addAction(action)
        return action

    # -- the tournament's clock ------------------------------------------------------------------
    def attach(
        self,
        controller: ClockController,
        structure: Callable[[], Structure],
        seated: Callable[[], bool] | None = None,
    ) -> None:
        """Run ``controller`` (the open tournament's clock, whose structure ``structure`` gives).

        ``seated`` says whether anyone is seated: if nobody is, the first start asks first.
        """
        from ui.clock.announcer import Announcer
        from ui.clock.sound import SoundCue

        self.controller = controller
        self._structure = structure
        self._seated = seated
        controller.set_start_check(self._may_start if seated is not None else None)
        self.sound_cue = SoundCue(self.sound, controller.clock.now)
        self.sound_cue.enabled = self.sound_action.isChecked()
        self.announcer = Announcer(self.speech_engine, self.language, self)
        self.announcer.enabled = self.announce_action.isChecked()
        controller.clock_event.connect(self.sound_cue)
        controller.clock_event.connect(self._announce)

    def _announce(self, event: ClockEvent) -> None:
        assert self.controller is not None
        assert self._structure is not None
        self.announcer.on_event(event, self._structure(), self.controller.clock.now())

    def run(self, action: ClockAction) -> None:
        """Run a clock action if a tournament is open."""
        if self.controller is not None:
            action(self.controller)

    def _may_start(self) -> bool:
        """The first start: at once if someone is seated, else once the director confirms.

        The question is window-modal but does not block: Yes starts the clock, No leaves it.
        """
        if self._confirmed or self._seated is None or self._seated():
            self._confirmed = False
            return True
        if self.start_question is None:
            box = QMessageBox(
                QMessageBox.Icon.Question,
                self.tr("Start the clock"),
                self.tr("Nobody is seated yet. Start the clock anyway?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                self.window,
            )
            box.setObjectName("startNobodySeated")
            box.setDefaultButton(QMessageBox.StandardButton.No)
            box.finished.connect(self._answered)
            self.start_question = box
            box.open()
        return False

    def _answered(self, _result: int) -> None:
        """Start the clock if the director said Yes to starting with nobody seated."""
        box, self.start_question = self.start_question, None
        if box is None:
            return
        box.deleteLater()
        yes = box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Yes
        if yes and self.controller is not None:
            self._confirmed = True
            self.controller.start()

    def ask_level(self) -> None:
        """Clock ▸ Go to level…: jump to the start of a level by its number."""
        from PySide6.QtWidgets import QInputDialog

        if self.controller is None or self._structure is None:
            return
        structure = self._structure()
        levels = structure.levels
        current = self.controller.view().level
        number, ok = QInputDialog.getInt(
            self.window,
            self.tr("Go to level"),
            self.tr("Level (1 to {0}):").format(len(levels)),
            current.number if current else 1,
            1,
            len(levels),
        )
        if ok:
            self.controller.jump(structure.index_of_level(number))

    # -- keys ------------------------------------------------------------------------------------
    def add_plain_keys(self, widget: QWidget) -> None:
        """Space, arrows and +/- run the clock while ``widget`` (or a child) has the focus."""
        for key, action in self.PLAIN_KEYS.items():
            shortcut = QShortcut(QKeySequence(key), widget)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(partial(self.run, action))

    def plain_key(self, event: QKeyEvent) -> bool:
        """Run the clock if ``event`` is one of its plain keys (the projector's keys)."""
        action = self.PLAIN_KEYS.get(Qt.Key(event.key()))
        mods = Qt.KeyboardModifier
        held = event.modifiers() & (mods.ControlModifier | mods.AltModifier | mods.MetaModifier)
        if action is None or held != mods.NoModifier:  # Shift is fine: "+" often needs it
            return False
        self.run(action)
        return True

    # -- sounds and voice ------------------------------------------------------------------------
    def set_announcements(self, on: bool) -> None:
        """Turn the spoken level announcements on or off (remembered)."""
        QSettings().setValue("announce/enabled", on)
        if self.controller is None:
            return
        self.announcer.enabled = on
        if on:
            self.announcer.say(self.tr("Announcements on"))

    def set_sounds(self, on: bool) -> None:
        """Turn the clock's sounds on or off (remembered)."""
        QSettings().setValue("sound/enabled", on)
        if self.controller is not None:
            self.sound_cue.enabled = on
