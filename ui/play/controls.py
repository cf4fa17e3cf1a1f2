"""The Action box of the table window: who is to act and what he may do, as the engine says.

The buttons fold, check or call (or bring in), bet, raise or complete, and put every chip in; the
amount field and its slider only allow the engine's legal minimum to maximum
(:class:`~director.engine.records.LegalActions`), or the two amounts of a stud open pair. A
button that cannot be used says why in its tooltip: the engine's reason
(:meth:`~director.engine.hand.Hand.raise_refusal`, :meth:`~director.engine.hand.Hand.all_in_refusal`)
in the window's words. The box also turns the next card of an all-in run-out, sets the shot clock
and holds the Dealer error button.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSpinBox,
    QVBoxLayout,
)

from director.engine.holdem import HoldemHand
from director.engine.records import ActionKind, LegalActions, RaiseRefusal
from director.engine.stud import StudHand
from director.table import TableSession
from ui.common.fmt import num
from ui.common.theme import caption_style
from ui.play.widgets import enable, push_button, set_wrapped

#: The longest shot clock offered, in seconds.
MAX_SHOT_CLOCK = 600

Hand = HoldemHand | StudHand


class ActionControls(QGroupBox):
    """The Action box (see the module's notes).

    Args:
        shot_clock: The shot clock's seconds per decision to show (0: off).

    Signals:
        fold_chosen(): fold (F).
        call_chosen(): check, call or bring in (C).
        raise_chosen(): bet, raise or complete to the amount in the field (R, or Enter in it).
        all_in_chosen(): put every chip in (A).
        next_chosen(): turn the next card of an all-in run-out (N).
        shot_clock_changed(int): the seconds per decision (0: off).
    """

    fold_chosen = Signal()
    call_chosen = Signal()
    raise_chosen = Signal()
    all_in_chosen = Signal()
    next_chosen = Signal()
    shot_clock_changed = Signal(int)

    def __init__(self, shot_clock: int) -> None:
        super().__init__()
        self.setTitle(self.tr("Action"))
        grid = QVBoxLayout(self)
        self.to_act_label = QLabel()
        self.to_act_label.setObjectName("toAct")
        self.to_act_label.setWordWrap(True)
        self.to_act_label.setStyleSheet("font-size: 15px; font-weight: bold;")
        grid.addWidget(self.to_act_label)
        self.fold_button = push_button(self.tr("Fold (F)"), "fold", self.fold_chosen.emit)
        self.call_button = push_button(self.tr("Check (C)"), "checkCall", self.call_chosen.emit)
        grid.addLayout(_row(self.fold_button, self.call_button))
        self._build_amount(grid)
        self.all_in_button = push_button(self.tr("All-in (A)"), "allIn", self.all_in_chosen.emit)
        self.next_button = push_button(
            self.tr("Next card (N)"), "nextStreet", self.next_chosen.emit
        )
        grid.addLayout(_row(self.all_in_button, self.next_button))
        self.error_button = QPushButton(self.tr("Dealer error… (X)"))
        self.error_button.setObjectName("dealerError")
        self.error_button.setAutoDefault(False)
        row = self._build_shot_clock(shot_clock)
        row.addWidget(self.error_button, 2)  # one row with the shot clock: the panel fits 768 px
        grid.addLayout(row)
        self._amount_key: tuple[int, int] = (-1, -1)

    def _build_amount(self, grid: QVBoxLayout) -> None:
        """The amount field and the bet or raise button, the slider, the bounds under them."""
        self.amount = QSpinBox()
        self.amount.setObjectName("amount")
        self.amount.setGroupSeparatorShown(True)
        self.amount.setKeyboardTracking(True)
        self.amount.setMinimumWidth(120)
        self.amount.installEventFilter(self)  # Enter bets or raises, after checking the amount
        self.raise_button = push_button(self.tr("Raise to (R)"), "betRaise", self.raise_chosen.emit)
        row = QHBoxLayout()
        row.addWidget(self.amount, 1)
        row.addWidget(self.raise_button)
        grid.addLayout(row)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("amountSlider")
        self.slider.valueChanged.connect(self._slider_moved)
        self.amount.valueChanged.connect(self._amount_changed)
        grid.addWidget(self.slider)
        self.bounds_label = QLabel()
        self.bounds_label.setObjectName("bounds")
        self.bounds_label.setStyleSheet(caption_style(self.palette()))
        grid.addWidget(self.bounds_label)

    def _build_shot_clock(self, seconds: int) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Shot clock")))
        self.shot_spin = QSpinBox()
        self.shot_spin.setObjectName("shotClock")
        self.shot_spin.setRange(0, MAX_SHOT_CLOCK)
        self.shot_spin.setSuffix(self.tr(" s"))
        self.shot_spin.setSpecialValueText(self.tr("off"))
        self.shot_spin.setToolTip(
            self.tr(
                "Seconds for each decision (off: no shot clock). When time runs out the player "
                "checks if he may, otherwise folds. Kept for this tournament."
            )
        )
        self.shot_spin.setValue(seconds)
        self.shot_spin.valueChanged.connect(self.shot_clock_changed.emit)
        row.addWidget(self.shot_spin, 1)
        return row

    # -- showing the turn ------------------------------------------------------------------------------
    def show_turn(self, session: TableSession) -> None:
        """Show who is to act and enable what he may do (nobody: what comes next)."""
        hand = session.hand
        la = session.legal()
        if la is None or hand is None:
            self._show_nobody(session)
        else:
            self._show_player(hand, la)
        enable(
            self.next_button,
            None if session.running_out else self.tr("Only when everyone is all-in."),
        )

    def _show_nobody(self, session: TableSession) -> None:
        hand = session.hand
        over = hand is not None and hand.is_complete
        if session.running_out:
            text = self.tr("Everyone is all-in: turn the next card (N).")
        elif over and session.in_hand:
            text = self.tr("The hand is over.")
        elif over:
            text = self.tr("The hand is over. Deal the next one (D).")
        else:
            text = self.tr("Deal a hand (D).")
        set_wrapped(self.to_act_label, text)
        nobody = self.tr("Nobody is to act.")
        for b in (self.fold_button, self.call_button, self.raise_button, self.all_in_button):
            enable(b, nobody)
        self.call_button.setText(self.tr("Check (C)"))
        self.raise_button.setText(self.tr("Raise to (R)"))
        self.amount.setEnabled(False)
        self.slider.setEnabled(False)
        self.bounds_label.setText("")

    def _show_player(self, hand: Hand, la: LegalActions) -> None:
        self._show_call(hand, la)
        enable(self.fold_button, None if la.fold else self.tr("Nothing to call: check instead."))
        enable(self.call_button, None)
        if la.min_to is None or la.max_to is None:
            self._show_no_raise(hand, la)
        else:
            self._show_raise(hand, la, la.min_to, la.max_to)
        enable(
            self.all_in_button,
            None if la.all_in_allowed else self.refusal_text(hand.all_in_refusal(), la),
        )

    def _show_call(self, hand: Hand, la: LegalActions) -> None:
        """Who is to act, and the check, call or bring-in button."""
        name = hand.names[la.player]
        if la.bring_in is not None:
            set_wrapped(
                self.to_act_label,
                self.tr("{0} has the low card: bring in {1} or complete").format(
                    name, num(la.bring_in)
                ),
            )
            self.call_button.setText(self.tr("Bring in {0} (C)").format(num(la.bring_in)))
        elif la.call:
            if la.call >= hand.stacks[la.player]:  # the call puts every chip in
                text = self.tr("{0} to act: {1} to call, all-in")
            else:
                text = self.tr("{0} to act: {1} to call")
            set_wrapped(self.to_act_label, text.format(name, num(la.call)))
            self.call_button.setText(self.tr("Call {0} (C)").format(num(la.call)))
        else:
            set_wrapped(self.to_act_label, self.tr("{0} to act").format(name))
            self.call_button.setText(self.tr("Check (C)"))

    def _show_no_raise(self, hand: Hand, la: LegalActions) -> None:
        """No bet or raise: the button and the bounds say why."""
        reason = self.refusal_text(hand.raise_refusal(), la)
        enable(self.raise_button, reason)
        self.amount.setEnabled(False)
        self.slider.setEnabled(False)
        self.bounds_label.setText(reason)
        self.raise_button.setText(self.tr("Raise to (R)") if hand.bet_to else self.tr("Bet (R)"))

    def _show_raise(self, hand: Hand, la: LegalActions, low: int, high: int) -> None:
        """A bet, raise or completion from ``low`` to ``high``: the button, field and bounds."""
        bet = la.raise_kind is ActionKind.BET
        if la.raise_kind is ActionKind.COMPLETE:
            self.raise_button.setText(self.tr("Complete to {0} (R)").format(num(low)))
        else:
            self.raise_button.setText(self.tr("Bet (R)") if bet else self.tr("Raise to (R)"))
        enable(self.raise_button, None)
        self._set_amounts(hand, low, high, either=la.amounts is not None)
        if la.amounts:  # stud, an open pair on fourth street: the small or the big bet
            self.bounds_label.setText(
                self.tr("Either {0} or {1} (an open pair allows the big bet)").format(
                    num(low), num(high)
                )
            )
        elif low == high:
            self.bounds_label.setText(self.tr("Fixed limit: {0}").format(num(low)))
        else:
            text = (
                self.tr("Bet: {0} to {1}")
                if bet
                else self.tr("Raise: to {0} at least, {1} at most")
            )
            self.bounds_label.setText(text.format(num(low), num(high)))

    def _set_amounts(self, hand: Hand, low: int, high: int, *, either: bool) -> None:
        """The field and slider from ``low`` to ``high`` (``either``: one step between them).

        What the director typed stays while the same decision is shown; a new one starts from
        the minimum.
        """
        fixed = low == high
        decision = (len(hand.history), id(hand))
        self.amount.blockSignals(True)
        self.slider.blockSignals(True)
        keep = self.amount.value()
        self.amount.setRange(low, high)
        self.slider.setRange(low, high)
        value = keep if low <= keep <= high and self._amount_key == decision else low
        self.amount.setValue(value)
        self.slider.setValue(value)
        self.amount.blockSignals(False)
        self.slider.blockSignals(False)
        self._amount_key = decision
        self.amount.setEnabled(not fixed)
        self.slider.setEnabled(not fixed)
        step = max(1, high - low if either else 1)
        self.amount.setSingleStep(step)
        self.slider.setSingleStep(step)
        self.slider.setPageStep(step)

    def refusal_text(self, refusal: RaiseRefusal | None, la: LegalActions) -> str:
        """Why the engine refuses a bet or raise (or all-in as one), in the window's language."""
        if refusal is RaiseRefusal.FIXED_LIMIT and la.max_to is not None:
            return self.tr("Fixed limit: a bet or raise is {0}, not all the chips.").format(
                num(la.max_to)
            )
        if refusal is RaiseRefusal.POT_LIMIT and la.max_to is not None:
            return self.tr("Pot limit: a bet or raise is {0} at most, not all the chips.").format(
                num(la.max_to)
            )
        if refusal is RaiseRefusal.CALL_ONLY:
            return self.tr("Only a call is possible: it puts all the chips in.")
        if refusal is RaiseRefusal.NOT_REOPENED:
            return self.tr(
                "The betting was not reopened: an all-in for less than a full raise does not let a player who already acted raise again."
            )
        if refusal is RaiseRefusal.CAPPED:
            return self.tr("The betting is capped: no more raises in this round.")
        if refusal is RaiseRefusal.BRING_IN_ONLY:
            return self.tr("Only the bring-in is possible: the low card cannot complete.")
        return self.tr("Every other player is all-in: there is nobody to bet against.")

    # -- the amount ------------------------------------------------------------------------------------
    def typed_amount(self) -> int | None:
        """The amount in the field, or None when what is typed is out of its bounds."""
        if not self.amount.hasAcceptableInput():
            return None
        self.amount.interpretText()
        return self.amount.value()

    def focus_amount(self) -> bool:
        """Put the cursor in the amount field, all of it selected; False if it is not in use."""
        if not self.amount.isEnabled():
            return False
        self.amount.setFocus()
        self.amount.selectAll()
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter in the amount field bets or raises (an amount out of bounds is refused: the spin
        box would otherwise quietly put back the last good value)."""
        if (
            watched is self.amount
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self.raise_chosen.emit()
            return True
        return super().eventFilter(watched, event)

    def _slider_moved(self, value: int) -> None:
        if self.amount.value() != value:
            self.amount.setValue(value)

    def _amount_changed(self, value: int) -> None:
        if self.slider.value() != value:
            self.slider.blockSignals(True)
            self.slider.setValue(value)
            self.slider.blockSignals(False)


def _row(*buttons: QPushButton) -> QHBoxLayout:
    """Buttons side by side."""
    row = QHBoxLayout()
    for button in buttons:
        row.addWidget(button)
    return row
