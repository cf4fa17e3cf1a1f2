"""The dealer's errors at the table (club sheet 000 §04): the Dealer error menu, and the dialogs
that ask which hole cards were exposed and how many cards too many were dealt.

The director tells the app what the physical dealer did wrong (the first hole card dealt exposed,
another hole card exposed, two or more exposed, an extra card to the first player, more than one,
a flop with too many cards); the table window asks the session to rule on it. Each entry is
enabled only when the engine (and the table) can rule on it now; its tooltip says why not. The
menu also cancels a hand outright (nothing recorded).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from director.engine.cards import Card
from director.engine.irregularities import (
    DealerMistake,
    ExtraCardsDealt,
    FlopTooManyCards,
    HoleCardsExposed,
)
from director.table import RulingRefused, TableSession
from ui.common.theme import RED, legible
from ui.play.felt import card_text
from ui.play.widgets import enable


def cancellable(session: TableSession) -> bool:
    """Whether a hand is being dealt that may still be cancelled (it is not over)."""
    hand = session.hand
    return session.in_hand and hand is not None and not hand.is_complete


class ExposedCardsDialog(QDialog):
    """Which hole cards the dealer exposed: one card, or (``several``) two or more.

    Args:
        choices: (label, card) for each card that may be chosen, in the order they were dealt.
        several: Two or more cards are ticked (a misdeal); otherwise one card is chosen.
        parent: The table window.
    """

    def __init__(
        self,
        choices: list[tuple[str, Card]],
        several: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("exposedCardsDialog")
        self.several = several
        if several:
            self.setWindowTitle(self.tr("Hole cards exposed by the dealer"))
            text = self.tr("Tick every hole card the dealer exposed (two or more: a misdeal).")
        else:
            self.setWindowTitle(self.tr("A hole card exposed by the dealer"))
            text = self.tr(
                "Which card did the dealer expose? The player cannot keep it: it is replaced by "
                "the top card of the deck and becomes the burn card."
            )
        layout = QVBoxLayout(self)
        note = QLabel(text)
        note.setWordWrap(True)
        layout.addWidget(note)
        self.list = QListWidget()
        self.list.setObjectName("exposedCards")
        self._cards = [card for _label, card in choices]  # by row
        for label, card in choices:
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, str(card))
            if several:
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked)
            self.list.addItem(item)
        if not several and self.list.count():
            self.list.setCurrentRow(0)
        rows = min(self.list.count(), 20)  # ten players, two cards each, without scrolling
        if rows:
            self.list.setMinimumHeight(rows * self.list.sizeHintForRow(0) + 8)
        self.setMinimumWidth(460)
        self.list.itemDoubleClicked.connect(lambda _item: None if several else self.accept())
        layout.addWidget(self.list)
        self.error = QLabel()
        self.error.setObjectName("dialogError")
        self.error.setStyleSheet(f"color: {legible(RED, self.palette()).name()};")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def choose(self, *cards: str) -> None:
        """Tick (or, for one card, select) these cards, e.g. ``choose("Kh")``."""
        for row in range(self.list.count()):
            item = self.list.item(row)
            wanted = item.data(Qt.ItemDataRole.UserRole) in cards
            if self.several:
                item.setCheckState(Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)
            elif wanted:
                self.list.setCurrentRow(row)

    def cards(self) -> tuple[Card, ...]:
        """The cards chosen."""
        out = []
        for row in range(self.list.count()):
            item = self.list.item(row)
            if self.several:
                if item.checkState() == Qt.CheckState.Checked:
                    out.append(self._cards[row])
            elif item is self.list.currentItem():
                out.append(self._cards[row])
        return tuple(out)

    def accept(self) -> None:
        """Accept only a full answer: one card, or two or more."""
        chosen = self.cards()
        if self.several and len(chosen) < 2:
            self.error.setText(self.tr("Tick at least two cards (one card: Another hole card)."))
            return
        if not self.several and len(chosen) != 1:
            self.error.setText(self.tr("Choose the card that was exposed."))
            return
        super().accept()


class CountDialog(QDialog):
    """How many cards too many: extra cards dealt, or extra cards on the flop.

    Args:
        title: The window title.
        question: What is asked.
        minimum: The smallest answer.
        parent: The table window.
    """

    def __init__(
        self, title: str, question: str, minimum: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("countDialog")
        self.setWindowTitle(title)
        self.setMinimumWidth(400)
        form = QFormLayout(self)
        note = QLabel(question)
        note.setWordWrap(True)
        form.addRow(note)
        self.spin = QSpinBox()
        self.spin.setObjectName("cardCount")
        self.spin.setRange(minimum, 9)
        self.spin.setValue(minimum)
        form.addRow(self.tr("Cards"), self.spin)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def count(self) -> int:
        """The number given."""
        return self.spin.value()


class DealerErrorMenu(QMenu):
    """The Dealer error menu under its button: the errors the club's sheet rules on, and
    cancelling the hand.

    An entry that needs more (which cards were exposed, how many cards too many) asks in a dialog
    first; then the menu reports the error, described in full, for the window to rule on.

    Args:
        session: The table's session.
        lang: The window's language (the refusals).
        button: The button that opens the menu (enabled when an entry can be used).
        parent: The table window (the dialogs' parent).

    Signals:
        reported(object): the dealer's error (a ``DealerMistake``) to rule on.
        refused(str): an entry cannot be used now; the text says why.
        cancel_chosen(): cancel the hand in progress.
        answered(): a dialog was closed (the window takes the keys again).
    """

    reported = Signal(object)
    refused = Signal(str)
    cancel_chosen = Signal()
    answered = Signal()

    def __init__(
        self, session: TableSession, lang: str, button: QPushButton, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("dealerErrorMenu")
        self.setToolTipsVisible(True)
        self.session = session
        self.lang = lang
        self.button = button
        self.entries: dict[str, QAction] = {}
        entries: tuple[tuple[str, str, Callable[[], None]], ...] = (
            ("first", self.tr("The &first hole card dealt was exposed"), self.first_card_exposed),
            ("one", self.tr("&Another hole card was exposed…"), self.hole_card_exposed),
            ("several", self.tr("&Two or more hole cards were exposed…"), self.hole_cards_exposed),
            ("extra", self.tr("An e&xtra card was dealt to the first player"), self.extra_card),
            (
                "extras",
                self.tr("&More than one extra card was dealt to the first player…"),
                self.extra_cards,
            ),
            ("flop", self.tr("The f&lop came with too many cards…"), self.flop_too_many_cards),
        )
        for key, text, slot in entries:
            self._entry(key, text, slot)
        self.addSeparator()
        self._entry(
            "cancel", self.tr("&Cancel the hand (nothing is recorded)"), self.cancel_chosen.emit
        )
        button.setMenu(self)

    def _entry(self, key: str, text: str, slot: Callable[[], object]) -> None:
        action = self.addAction(text)
        action.setObjectName(f"error_{key}")
        action.triggered.connect(lambda _c=False: slot())
        self.entries[key] = action

    # -- what can be used now ------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the hand again: the entries' texts, which of them can be used, and the button."""
        self._name_the_first_player()
        reasons = []
        for key, event in self._events().items():
            reason = self._ruling_refusal(event)
            enable(self.entries[key], reason)
            reasons.append(reason)
        cancel = None if cancellable(self.session) else self.tr("No hand is being dealt.")
        self.entries["cancel"].setEnabled(cancel is None)
        self.entries["cancel"].setToolTip(
            cancel
            or self.tr(
                "Cancel the hand: nothing is recorded, blinds and antes go back, the button stays."
            )
        )
        if any(r is None for r in reasons) or cancel is None:
            self.button.setEnabled(True)
            self.button.setToolTip(
                self.tr("Tell the app what the dealer did wrong: the club's rules decide (X).")
            )
        else:
            enable(self.button, reasons[0] or cancel)

    def _name_the_first_player(self) -> None:
        """The entries about the first card dealt name it and the first player, once dealt."""
        session = self.session
        hand = session.hand
        first = session.first_card() if session.in_hand else None
        entries = self.entries
        if first is None or hand is None:
            entries["first"].setText(self.tr("The &first hole card dealt was exposed"))
            entries["extra"].setText(self.tr("An e&xtra card was dealt to the first player"))
            entries["extras"].setText(
                self.tr("&More than one extra card was dealt to the first player…")
            )
            return
        player, card = first
        name = hand.names[player].replace("&", "&&")  # a name's "&" is not a mnemonic
        entries["first"].setText(
            self.tr("The &first hole card dealt was exposed ({0} to {1})").format(
                card_text(card), name
            )
        )
        entries["extra"].setText(self.tr("An e&xtra card was dealt to {0}").format(name))
        entries["extras"].setText(
            self.tr("&More than one extra card was dealt to {0}…").format(name)
        )

    def _events(self) -> dict[str, DealerMistake | None]:
        """For each entry, an event to ask the engine about."""
        session = self.session
        dealt = session.hole_cards_dealt()
        first = session.first_card()
        return {
            "first": HoleCardsExposed((first[1],)) if first is not None else None,
            "one": HoleCardsExposed((dealt[1][1],)) if len(dealt) > 1 else None,
            "several": HoleCardsExposed((dealt[1][1], dealt[2][1])) if len(dealt) > 2 else None,
            "extra": ExtraCardsDealt(1),
            "extras": ExtraCardsDealt(2),
            "flop": FlopTooManyCards(1),
        }

    def _ruling_refusal(self, event: DealerMistake | None) -> str | None:
        """Why the engine (and the table) cannot rule on ``event`` now, or None."""
        try:
            self.session.verify_ruling(event)
        except RulingRefused as exc:
            return exc.text(self.lang)
        return None

    # -- the entries -----------------------------------------------------------------------------------
    def _usable(self, key: str) -> bool:
        """Read the hand again; False (and why, reported) if the entry cannot be used now."""
        self.refresh()
        action = self.entries[key]
        if action.isEnabled():
            return True
        self.refused.emit(action.toolTip())
        return False

    def _ask(self, dialog: QDialog) -> bool:
        """Run a dialog; True if it was accepted."""
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        self.answered.emit()
        return accepted

    def first_card_exposed(self) -> None:
        """The first hole card dealt was exposed: a misdeal."""
        first = self.session.first_card()
        if self._usable("first") and first is not None:
            self.reported.emit(HoleCardsExposed((first[1],)))

    def _card_choices(self, *, with_first: bool) -> list[tuple[str, Card]]:
        """The hole cards dealt, as the dialog lists them (the first one dealt if asked)."""
        hand = self.session.hand
        assert hand is not None
        dealt = self.session.hole_cards_dealt()
        n = len(dealt) // 2
        out = []
        for k, (player, card) in enumerate(dealt):
            name = hand.names[player]
            if k == 0:
                if not with_first:
                    continue
                label = self.tr("{0}: {1} (the first card dealt)")
            elif k < n:
                label = self.tr("{0}: {1} (first card)")
            else:
                label = self.tr("{0}: {1} (second card)")
            out.append((label.format(name, card_text(card)), card))
        return out

    def exposed_dialog(self, several: bool) -> ExposedCardsDialog:
        """The dialog that asks which hole cards were exposed."""
        choices = self._card_choices(with_first=several)
        return ExposedCardsDialog(choices, several, self.parentWidget())

    def hole_card_exposed(self) -> None:
        """Another hole card was exposed: the player cannot keep it (asks which card)."""
        if not self._usable("one"):
            return
        dialog = self.exposed_dialog(several=False)
        if self._ask(dialog):
            self.reported.emit(HoleCardsExposed(dialog.cards()))

    def hole_cards_exposed(self) -> None:
        """Two or more hole cards were exposed: a misdeal (asks which cards)."""
        if not self._usable("several"):
            return
        dialog = self.exposed_dialog(several=True)
        if self._ask(dialog):
            self.reported.emit(HoleCardsExposed(dialog.cards()))

    def extra_card(self) -> None:
        """One extra card was dealt to the first player: it goes back as the burn card."""
        if self._usable("extra"):
            self.reported.emit(ExtraCardsDealt(1))

    def extra_cards(self) -> None:
        """More than one extra card was dealt: a misdeal (asks how many)."""
        if not self._usable("extras"):
            return
        first = self.session.first_card()
        hand = self.session.hand
        name = hand.names[first[0]] if first is not None and hand is not None else ""
        dialog = CountDialog(
            self.tr("Extra cards dealt"),
            self.tr("How many extra cards did {0} get? More than one is a misdeal.").format(name),
            2,
            self.parentWidget(),
        )
        if self._ask(dialog):
            self.reported.emit(ExtraCardsDealt(dialog.count()))

    def flop_too_many_cards(self) -> None:
        """The flop came with too many cards: it is dealt again (asks how many too many)."""
        if not self._usable("flop"):
            return
        dialog = CountDialog(
            self.tr("A flop with too many cards"),
            self.tr(
                "How many cards too many came on the flop? The flop is dealt again either way."
            ),
            1,
            self.parentWidget(),
        )
        if self._ask(dialog):
            self.reported.emit(FlopTooManyCards(dialog.count()))
