"""The table window: a hand of the running tournament dealt and played with the embedded engine.

Open it with :func:`open_table` (one window per table; the session behind it lives as long as the
tournament is open, so closing the window does not lose a hand in progress). The window shows the
table's seated players and their stacks, the button and blinds from the table's state, and the
stakes and the game of the clock's current level (see :mod:`director.table.session` for the choices
made). The next hand's deck is shuffled in advance and its commitment shown; **D** deals it.

Actions by buttons and keys: **F** fold, **C** check or call, **R** bet or raise (the amount
field and slider only allow the engine's legal minimum to maximum; Enter confirms), **A** all-in,
**N** turns the next street when everyone is all-in (each player's exact chance to win and tie is
shown meanwhile), **W** shows the projected view on the wall (hole cards face down until they are
turned up), **E** exports the selected hand of the history to a PHH file. An optional shot clock
(seconds per decision, kept per tournament in the app's settings) checks or folds for a player
who runs out of time.

**X** opens the *Dealer error* menu (:mod:`ui.play.dealer_errors`): the director tells the app
what the physical dealer did wrong and the engine rules it as the club's sheet says (000 §04,
:mod:`director.engine.irregularities`): the hand goes on with the card replaced, the flop dealt
again, or, on a misdeal, blinds and antes back, the same button and a new deal. The ruling (what
is decided, what happens now and the rule as written, in the window's language) is shown across
the foot of the felt, on the dealer's view and the wall, until the next action, and the hand
history lists each hand's rulings.

When the hand is over and its board fully turned, the stacks go back into the tournament as one
``record_hand`` action: busted players are eliminated with their places and the button moves. A
hand that knocks players out asks first, naming each with his place and who eliminated him (a
bust is what a director most wants to see before it is final); No leaves the hand unrecorded,
with *Record the result* to do it later. **Edit ▸ Undo** (Ctrl+Z) and **Redo** take back or
redo the tournament's last action from this window too, as from the main window.

The window opens inside a 1366×768 laptop's screen: the pots and the showdown scroll in their own box, so the hand
history and its Export button stay in view.

The window is wired from small parts: :mod:`~ui.play.deal` (the set-up, Deal, the commitment),
:mod:`~ui.play.controls` (the Action box), :mod:`~ui.play.result` (pots and showdown),
:mod:`~ui.play.history`, :mod:`~ui.play.scene` (what the felt shows) and :mod:`~ui.play.wall`.
"""

from __future__ import annotations

import random
import weakref
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QMenuBar,
    QMessageBox,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from director.engine import phh
from director.engine.cards import Deck
from director.engine.irregularities import DealerMistake
from director.engine.records import ActionKind, Ruling
from director.errors import DirectorError
from director.table import PlayedHand, TableSetup
from director.tournament import Tournament
from director.tournament import events as ev
from ui.common.actions import make_action, mnemonic, underlined
from ui.common.fmt import num
from ui.common.sizes import resize_to_fit
from ui.document import Document
from ui.play.controls import ActionControls
from ui.play.counts import ChipCountsDialog
from ui.play.deal import DealPanel
from ui.play.dealer_errors import DealerErrorMenu, cancellable
from ui.play.felt import FeltScene, FeltView
from ui.play.history import HistoryBox
from ui.play.result import PotsBox, ShowdownBox, bust_lines
from ui.play.rulings import ruling_title
from ui.play.scene import SceneBuilder
from ui.play.sessions import session_for, shot_clock_key
from ui.play.wall import WallWindow
from ui.play.widgets import push_button, wrapped_label
from ui.play.words import TableWords

#: The table window's size: with its title bar, inside a 1366x768 laptop's free area
#: (:data:`ui.common.sizes.LAPTOP`).
TABLE_WINDOW = QSize(1350, 690)

# One window per (document, table) while it is open.
_WINDOWS: weakref.WeakValueDictionary[tuple[int, int], TableWindow] = weakref.WeakValueDictionary()


def open_table(
    document: Document | None, table_number: int, parent: QWidget | None = None
) -> TableWindow | None:
    """Open (or bring forward) the window that plays hands at ``table_number``.

    Args:
        document: The open tournament (None while none is open: nothing to open).
        table_number: The table.
        parent: The main window (the table window is a window of its own).

    Returns:
        The table window (None while no tournament is open).
    """
    if document is None:
        return None
    key = (id(document), table_number)
    window = _WINDOWS.get(key)
    if window is None:
        window = TableWindow(document, table_number, parent)
        _WINDOWS[key] = window
    window.show()
    window.raise_()
    window.activateWindow()
    return window


class TableWindow(QWidget):
    """Hands dealt and played at one table of the tournament.

    Args:
        document: The open tournament.
        number: The table number.
        parent: The main window (the table window is a window of its own).
        rng: Shuffles the decks (default: the system's secure generator).
        deck_factory: Makes each deck instead (tests).
        time_source: The time for the shot clock (default: the tournament's time source).
    """

    def __init__(
        self,
        document: Document,
        number: int,
        parent: QWidget | None = None,
        *,
        rng: random.Random | None = None,
        deck_factory: Callable[[], Deck] | None = None,
        time_source: Callable[[], float] | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("tableWindow")
        self.document = document
        self.number = number
        self.session = session_for(document, number, rng=rng, deck_factory=deck_factory)
        self.now = time_source or document.tournament.now
        kept = QSettings().value(shot_clock_key(document), 0, int)
        self.session.shot.seconds = kept if isinstance(kept, int) else 0
        self.wall: WallWindow | None = None
        self._record_note = ""
        self.setWindowTitle(self.tr("Director — table {0}").format(number))
        self.words = TableWords(document, self)
        self.scenes = SceneBuilder(self.session, number, self.words, self)
        self.felt = FeltView()
        self.felt.setObjectName("dealerFelt")
        body = QHBoxLayout(self)
        body.setContentsMargins(6, 6, 6, 6)
        body.setMenuBar(self._build_menus())
        body.addWidget(self.felt, 1)
        body.addWidget(self._build_panel())
        self._connect()
        self._build_shortcuts()
        resize_to_fit(self, TABLE_WINDOW)
        document.changed.connect(self._changed)
        self.timer = QTimer(self)
        self.timer.setInterval(250)
        self.timer.timeout.connect(self.tick)
        self.timer.start()
        self.refresh()

    # -- building ----------------------------------------------------------------------------------
    def _build_menus(self) -> QMenuBar:
        """Edit: the tournament's Undo and Redo, as in the main window (named by what they do)."""
        bar = QMenuBar(self)
        menu = bar.addMenu(self.tr("&Edit"))
        keys = Qt.ShortcutContext.WindowShortcut
        document = self.document
        self.undo_action = make_action(
            self, self.tr("&Undo"), document.undo, QKeySequence.StandardKey.Undo, "undo", keys
        )
        self.redo_action = make_action(
            self, self.tr("&Redo"), document.redo, ["Ctrl+Y", "Ctrl+Shift+Z"], "redo", keys
        )
        menu.addAction(self.undo_action)
        menu.addAction(self.redo_action)
        # their keys stay whatever they name ("Undo hand at table 1", "Nothing to undo")
        self.undo_key = mnemonic(self.undo_action.text())
        self.redo_key = mnemonic(self.redo_action.text())
        return bar

    def _update_undo(self) -> None:
        """Undo and Redo say what they would take back or do again (with a mnemonic)."""
        t = self.tournament
        for action, text, key, can in (
            (self.undo_action, self.document.undo_text(), self.undo_key, t.can_undo()),
            (self.redo_action, self.document.redo_text(), self.redo_key, t.can_redo()),
        ):
            action.setText(underlined(text, key))
            action.setEnabled(can)

    # -- the panel ----------------------------------------------------------------------------------
    def _build_panel(self) -> QWidget:
        """The panel beside the felt, top to bottom: the deal, the action, the pots and the
        showdown (scrolling in their own box, however long the showdown), the hands and their
        export, the wall, the status line."""
        self.deal_panel = DealPanel(self.number, self.words)
        self.controls = ActionControls(self.session.shot.seconds)
        self.error_menu = DealerErrorMenu(
            self.session, self.document.lang, self.controls.error_button, self
        )
        self.pots_box = PotsBox()
        self.showdown_box = ShowdownBox(self.words)
        self.history = HistoryBox(self.session, self.document.lang)
        self.wall_button = push_button(
            self.tr("Show on the wall (W)"), "showWall", self.toggle_wall
        )
        self.status_label = wrapped_label("tableStatus")
        self.status_label.setFrameShape(QFrame.Shape.StyledPanel)
        self.status_label.setMinimumHeight(28)
        panel = QWidget()
        panel.setFixedWidth(424)
        col = QVBoxLayout(panel)
        col.setContentsMargins(4, 4, 4, 4)
        col.setSpacing(6)
        col.addWidget(self.deal_panel)
        col.addWidget(self.controls)
        col.addWidget(self._build_result_area(), 3)
        col.addWidget(self.history, 2)
        col.addWidget(self.wall_button)
        col.addWidget(self.status_label)
        # No scroll area around the panel: one would size it to its preferred height (its
        # wrapped labels), pushing the hands and Export below a laptop's fold; the pots and
        # the showdown scroll in their own box instead.
        return panel

    def _build_result_area(self) -> QScrollArea:
        """The pots and the showdown in a box of their own that scrolls when they are long."""
        inner = QWidget()
        col = QVBoxLayout(inner)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(6)
        col.addWidget(self.pots_box)
        col.addWidget(self.showdown_box)
        col.addStretch(1)
        area = QScrollArea()
        area.setObjectName("resultArea")
        area.setWidget(inner)
        area.setWidgetResizable(True)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setMinimumHeight(80)
        self.result_area = area
        return area

    def _connect(self) -> None:
        """What the panel's parts ask for, to the window's actions."""
        self.deal_panel.deal_chosen.connect(self.deal)
        self.deal_panel.counts_chosen.connect(self.edit_counts)
        self.deal_panel.button_placed.connect(self.set_button)
        controls = self.controls
        controls.fold_chosen.connect(self.fold)
        controls.call_chosen.connect(self.check_or_call)
        controls.raise_chosen.connect(self.bet_or_raise)
        controls.all_in_chosen.connect(self.all_in)
        controls.next_chosen.connect(self.next_street)
        controls.shot_clock_changed.connect(self.set_shot_clock)
        menu = self.error_menu
        menu.aboutToShow.connect(self.refresh)
        menu.reported.connect(self.report_error)
        menu.refused.connect(self._refused)
        menu.cancel_chosen.connect(self.misdeal)
        menu.answered.connect(self._take_the_keys)
        self.showdown_box.record_chosen.connect(self.record)
        self.history.export_chosen.connect(self.export_dialog)

    def _build_shortcuts(self) -> None:
        for key, slot in (
            ("D", self.deal),
            ("F", self.fold),
            ("C", self.check_or_call),
            ("R", self.focus_amount),
            ("A", self.all_in),
            ("N", self.next_street),
            ("W", self.toggle_wall),
            ("E", self.export_dialog),
            ("X", self.show_error_menu),
            ("Esc", self.felt.setFocus),
        ):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)

    # -- reading and refreshing --------------------------------------------------------------------
    @property
    def tournament(self) -> Tournament:
        """The open tournament."""
        return self.document.tournament

    def setup(self) -> TableSetup:
        """The table as the next hand would be dealt."""
        return self.session.setup(self.now())

    def scene(self, *, public: bool, now: float, setup: TableSetup | None = None) -> FeltScene:
        """What a view shows: the dealer's (``public`` False) or the wall's."""
        return self.scenes.build(public=public, now=now, setup=setup or self.setup())

    def _changed(self, record: object) -> None:
        if isinstance(record, ev.Undone | ev.Redone):
            undone = isinstance(record, ev.Undone)
            played = self.session.taken_back(record.target, undone)
            if played is not None:
                if undone:
                    text = self.tr("Hand {0} was taken back: the stacks are as before it.")
                else:
                    text = self.tr("Hand {0} is recorded again.")
                self._say(text.format(played.number))
                self.history.model.refresh()
        self.refresh()

    def refresh(self) -> None:
        """Show the session: the panel, the felt and the wall."""
        self._update_undo()
        now = self.now()
        setup = self.setup()
        session = self.session
        self.deal_panel.show_table(session, setup)
        self.error_menu.refresh()
        self.controls.show_turn(session)
        self.pots_box.show_pots(session)
        self.showdown_box.show_result(session, self._record_note)
        # Once the hand is over the showdown says who won each pot: it takes the pots' room.
        over = session.finished
        self.pots_box.setVisible(not over)
        self.showdown_box.setVisible(over)
        self.history.refresh()
        self.felt.set_scene(self.scene(public=False, now=now, setup=setup))
        if self.wall is not None:
            self.wall.felt.set_scene(self.scene(public=True, now=now, setup=setup))

    # -- acting --------------------------------------------------------------------------------------
    def _say(self, text: str) -> None:
        self.status_label.setText(text)

    def _run(self, action: Callable[[], object]) -> object | None:
        """Play an action of the hand; a refusal is said in the window's language."""
        try:
            result = action()
        except DirectorError as exc:
            self._say(exc.text(self.document.lang))
            self.refresh()
            return None
        self._say("")
        self._after_action()
        return result

    def _after_action(self) -> None:
        current = self.session.current
        if self.session.finished and current is not None and not current.settled:
            self.record()
        self.refresh()

    def deal(self) -> None:
        """Deal the next hand with the deck whose commitment is shown (D)."""
        setup = self.setup()
        if self.session.in_hand:
            self._say(self.tr("Finish the hand in progress first (or call a misdeal)."))
            return
        if setup.problem is not None:
            self._say(setup.problem_text(self.document.lang))
            return
        self._record_note = ""
        try:
            self.session.deal(self.now())
        except ValueError as exc:
            self._say(str(exc))
            return
        except DirectorError as exc:
            self._say(exc.text(self.document.lang))
            return
        self._say("")
        self._after_action()

    def fold(self) -> None:
        """The player to act folds (F)."""
        la = self.session.legal()
        if la is None:
            return
        if not la.fold:
            self._say(self.tr("Nothing to call: check instead."))
            return
        self._run(lambda: self.session.act(ActionKind.FOLD, None, self.now()))

    def check_or_call(self) -> None:
        """The player to act checks, calls the bet, or brings in (C)."""
        la = self.session.legal()
        if la is None:
            return
        if la.bring_in is not None:
            kind = ActionKind.BRING_IN
        else:
            kind = ActionKind.CALL if la.call else ActionKind.CHECK
        self._run(lambda: self.session.act(kind, None, self.now()))

    def focus_amount(self) -> None:
        """Put the cursor in the amount field (R); Enter then bets or raises."""
        if self.controls.focus_amount():
            return
        if self.controls.raise_button.isEnabled():
            self.bet_or_raise()
        elif self.session.legal() is not None:
            self._say(self.controls.raise_button.toolTip())

    def bet_or_raise(self) -> None:
        """The player to act bets or raises to the amount in the field, if the engine allows it."""
        session = self.session
        la = session.legal()
        hand = session.hand
        if la is None or hand is None:
            return
        controls = self.controls
        if la.min_to is None:
            self._say(controls.raise_button.toolTip())
            return
        typed = controls.amount.text()
        to = controls.typed_amount()
        kind = la.raise_kind or ActionKind.RAISE
        if to is None or not hand.can(kind, to):
            shown = typed if to is None else num(to)
            bounds = controls.bounds_label.text()
            self._say(self.tr("{0} is not allowed. {1}").format(shown, bounds))
            return
        self._run(lambda: session.act(kind, to, self.now()))
        self.felt.setFocus()

    def all_in(self) -> None:
        """The player to act puts every chip in (A)."""
        if self.session.legal() is None:
            return
        self._run(lambda: self.session.all_in(self.now()))

    def next_street(self) -> None:
        """Turn the next street of an all-in run-out (N)."""
        if not self.session.running_out:
            return
        self.session.next_street(self.now())
        self._after_action()

    def misdeal(self) -> None:
        """Cancel the hand in progress: nothing is recorded and the button stays."""
        if not cancellable(self.session):
            return
        self.session.abandon()
        self._say(self.tr("Misdeal: the hand is cancelled, nothing is recorded. Deal again (D)."))
        self.refresh()

    # -- the dealer's errors ----------------------------------------------------------------------
    def show_error_menu(self) -> None:
        """Open the Dealer error menu under its button (X)."""
        self.refresh()
        button = self.controls.error_button
        if button.isEnabled():
            button.showMenu()
        else:
            self._say(button.toolTip())

    def report_error(self, event: DealerMistake) -> Ruling | None:
        """Tell the engine what the dealer did: it rules, the hand goes on as the ruling says and
        the table sees the ruling. Returns it (None, with the reason shown, if refused)."""
        try:
            ruling = self.session.rule(event, self.now())
        except DirectorError as exc:
            self._say(exc.text(self.document.lang))
            self.refresh()
            return None
        self._say(ruling_title(ruling))
        self._after_action()
        return ruling

    def _refused(self, reason: str) -> None:
        self.refresh()
        self._say(reason)

    def _take_the_keys(self) -> None:
        """After a dialog: the keys act on the table again."""
        self.activateWindow()
        self.felt.setFocus()

    # -- the shot clock ------------------------------------------------------------------------------
    def set_shot_clock(self, seconds: int) -> None:
        """Seconds per decision (0: off), kept for this tournament."""
        self.session.shot.seconds = seconds
        QSettings().setValue(shot_clock_key(self.document), seconds)
        self.session.shot.started = self.now()
        self.refresh()

    def tick(self) -> None:
        """Run the shot clock (called by the window's timer; tests call it after moving time)."""
        now = self.now()
        session = self.session
        la = session.legal()
        hand = session.hand
        if la is None or hand is None or not session.shot.seconds:
            return
        name = hand.names[la.player]
        action = session.expire(now)
        if action is not None:
            what = self.tr("checks") if action.kind is ActionKind.CHECK else self.tr("folds")
            self._after_action()
            self._say(self.tr("Time! {0} {1}.").format(name, what))
            return
        left = session.shot_remaining(now)
        for view in (self.felt, self.wall.felt if self.wall is not None else None):
            if view is not None and view.scene.shot != left:
                view.scene.shot = left
                view.scene.shot_total = session.shot.seconds
                view.update()

    # -- the tournament ----------------------------------------------------------------------------------
    def record(self) -> bool:
        """Write the finished hand into the tournament as one action; False if refused, or if
        the director did not confirm the busts it records."""
        session = self.session
        played = session.current
        if played is None or not session.finished or played.settled:
            return False
        try:
            result = session.verify_record()
        except DirectorError as exc:
            reason = exc.text(self.document.lang)
            self._record_note = reason
            self._say(self.tr("The result could not be recorded: {0}").format(reason))
            return False
        busts = bust_lines(result, self.document.state, self.words)
        if busts and not self.confirm_busts(played.number, busts):
            self._record_note = self.tr(
                "the busts were not confirmed. Record the result when the table agrees."
            )
            self._say(self.tr("Hand {0} is not recorded yet.").format(played.number))
            self.refresh()
            return False
        if self.document.act(session.record) is None:
            return False
        self._record_note = ""
        self.refresh()
        return True

    def confirm_busts(self, number: int, busts: list[str]) -> bool:
        """Ask before a hand's busts go into the tournament: who is out, in what place, and who
        eliminated him. True if the director says yes."""
        text = self.tr("Hand {0} knocks out:").format(number)
        text += "\n" + "\n".join(f"• {line}" for line in busts) + "\n\n"
        text += self.tr("Record the hand in the tournament? (Ctrl+Z takes it back.)")
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Record the busts?"),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setObjectName("bustQuestion")
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("&Record"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("&Not yet"))
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        answer = box.exec()
        self._take_the_keys()
        return answer == QMessageBox.StandardButton.Yes

    def set_button(self, seat: int) -> None:
        """Record the button at ``seat`` (an action of the tournament)."""
        self.document.act(self.tournament.seating.set_button, self.number, seat)

    def edit_counts(self) -> None:
        """Correct the stacks before the deal (recorded as a chip count)."""
        dialog = ChipCountsDialog(self.setup(), self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.apply_counts(dialog.counts())

    def apply_counts(self, counts: dict[int, int]) -> bool:
        """Record chip counts (entry -> chips) as one action; False if refused or nothing to do."""
        if not counts:
            return False
        return self.document.act(self.tournament.entrants.set_chips, counts) is not None

    # -- history ---------------------------------------------------------------------------------------
    def selected_hand(self) -> PlayedHand | None:
        """The hand selected in the history (the last one if none is)."""
        return self.history.selected_hand()

    def export_phh(self, played: PlayedHand, path: str | Path) -> bool:
        """Write ``played`` as a PHH file; False (and the reason shown) if it cannot be."""
        try:
            Path(path).write_text(phh.write_hand(played.hand), encoding="utf-8")
        except OSError as exc:
            self._say(self.tr("The hand could not be exported: {0}").format(exc))
            return False
        except DirectorError as exc:
            reason = exc.text(self.document.lang)
            self._say(self.tr("The hand could not be exported: {0}").format(reason))
            return False
        self._say(self.tr("Hand {0} exported to {1}").format(played.number, path))
        return True

    def export_dialog(self) -> None:
        """Choose where to write the selected hand as PHH (E)."""
        played = self.selected_hand()
        if played is None:
            self._say(self.tr("No finished hand yet."))
            return
        folder = self.tournament.path.parent
        suggested = folder / f"table{self.number}-hand{played.number}.phh"
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export the hand"),
            str(suggested),
            self.tr("Poker hand histories (*.phh)"),
        )
        if path:
            self.export_phh(played, path)

    # -- the wall --------------------------------------------------------------------------------------
    def toggle_wall(self) -> None:
        """Show or hide the projected view (W)."""
        if self.wall is not None and self.wall.isVisible():
            self.wall.hide()
            self.wall_button.setText(self.tr("Show on the wall (W)"))
            return
        if self.wall is None:
            self.wall = WallWindow(self.number, self)
        self.wall.show()
        self.wall_button.setText(self.tr("Hide the wall view (W)"))
        self.refresh()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Close the wall view too; the session (and a hand in progress) stays for next time."""
        self.timer.stop()
        if self.wall is not None:
            self.wall.close()
        super().closeEvent(event)
