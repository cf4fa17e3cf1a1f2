"""The top of the table window's panel: the table, its stakes and what stops the deal, the
button to place, chip counts and Deal, and the commitment of the deck to be dealt."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QVBoxLayout, QWidget

from director.table import PlayedHand, Problem, TableSession, TableSetup
from ui.play.widgets import enable, push_button, set_wrapped, spaced, wrapped_label
from ui.play.words import TableWords


class DealPanel(QWidget):
    """The table and the next hand's set-up, before the deal.

    Args:
        number: The table number.
        words: The table window's shared words (the stakes).

    Signals:
        deal_chosen(): deal the next hand (D).
        counts_chosen(): correct the stacks before the deal.
        button_placed(int): the seat where the director puts the button (none recorded yet).
    """

    deal_chosen = Signal()
    counts_chosen = Signal()
    button_placed = Signal(int)

    def __init__(self, number: int, words: TableWords) -> None:
        super().__init__()
        self.number = number
        self.words = words
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(8)
        self.header_label = wrapped_label("tableHeader")
        self.header_label.setStyleSheet("font-size: 18px; font-weight: bold;")
        col.addWidget(self.header_label)
        self.setup_label = wrapped_label("setupNote")
        col.addWidget(self.setup_label)
        self.button_row = QWidget()
        row = QHBoxLayout(self.button_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.button_combo = QComboBox()
        self.button_combo.setObjectName("buttonSeat")
        row.addWidget(self.button_combo, 1)
        row.addWidget(push_button(self.tr("Set the button"), "setButton", self._place_button))
        col.addWidget(self.button_row)
        row = QHBoxLayout()
        self.counts_button = push_button(
            self.tr("Chip counts…"), "chipCounts", self.counts_chosen.emit
        )
        self.deal_button = push_button(self.tr("Deal (D)"), "deal", self.deal_chosen.emit)
        self.deal_button.setStyleSheet("font-weight: bold;")
        row.addWidget(self.counts_button)
        row.addWidget(self.deal_button, 1)
        col.addLayout(row)
        self.commitment_label = wrapped_label("commitment")
        self.commitment_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.commitment_label.setStyleSheet("font-family: monospace; font-size: 11px;")
        col.addWidget(self.commitment_label)

    def _place_button(self) -> None:
        seat = self.button_combo.currentData()
        if isinstance(seat, int):
            self.button_placed.emit(seat)

    def show_table(self, session: TableSession, setup: TableSetup) -> None:
        """Show the table as the next hand would be dealt (or the hand in play)."""
        self._show_setup(session, setup)
        self._show_button_seats(setup)
        deal = None
        if session.in_hand:
            deal = self.tr("Finish the hand in progress first (or call a misdeal).")
        elif setup.problem is not None:
            deal = setup.problem_text(self.words.lang)
        enable(self.deal_button, deal)
        enable(
            self.counts_button,
            self.tr("Not during a hand.")
            if session.in_hand or setup.problem in (Problem.NO_TABLE, Problem.FINISHED)
            else None,
        )
        self._show_commitment(session)

    def _show_setup(self, session: TableSession, setup: TableSetup) -> None:
        """The stakes, what stops the deal, who sits out, which stacks were never counted."""
        played = session.current
        shown = played.setup if session.in_hand and played is not None else setup
        self.header_label.setText(self.tr("Table {0}").format(self.number))
        lines = [self.words.stakes(shown.level)] if shown.level is not None else []
        problem = setup.problem_text(self.words.lang) if not session.in_hand else ""
        if problem:
            lines.append(problem)
        if shown.waiting:
            names = ", ".join(p.name for p in shown.waiting)
            lines.append(
                self.tr("Sitting out this hand (waiting for the big blind): {0}").format(names)
            )
        if not session.in_hand and any(not p.counted for p in setup.players):
            lines.append(
                self.tr(
                    "Stacks marked * were never counted: they are what the entry bought. Correct them with Chip counts."
                )
            )
        set_wrapped(self.setup_label, "\n".join(lines))

    def _show_button_seats(self, setup: TableSetup) -> None:
        """With no button recorded yet, the seats to choose it from."""
        no_button = setup.problem is Problem.NO_BUTTON
        self.button_row.setVisible(no_button)
        if not no_button:
            return
        current = self.button_combo.currentData()
        self.button_combo.clear()
        for p in setup.players:
            self.button_combo.addItem(self.tr("Seat {0}: {1}").format(p.seat, p.name), p.seat)
        index = self.button_combo.findData(current)
        if index >= 0:
            self.button_combo.setCurrentIndex(index)

    def _show_commitment(self, session: TableSession) -> None:
        """The deck's commitment: published before the deal, checked once the deck is revealed."""
        played = session.current
        if session.in_hand and played is not None:
            self.commitment_label.setText(
                self.tr("Deck commitment (SHA-256), published before the deal:\n{0}").format(
                    spaced(played.commitment)
                )
            )
        elif played is not None and played.reveal is not None:
            self.commitment_label.setText(
                self.tr(
                    "Hand {0} deck revealed, {1}.\nSecret: {2}\nNext deck commitment:\n{3}"
                ).format(
                    played.number,
                    self._verdict(played),
                    spaced(played.reveal.secret),
                    spaced(session.deck.commitment),
                )
            )
        else:
            self.commitment_label.setText(
                self.tr("Next deck commitment (SHA-256):\n{0}").format(
                    spaced(session.deck.commitment)
                )
            )

    def _verdict(self, played: PlayedHand) -> str:
        """Whether the revealed deck is the one committed to before the deal."""
        if not played.verified:
            return self.tr("DOES NOT MATCH the commitment")
        if any(r.reshuffled for r in played.rulings()):
            return self.tr(
                "verified: the deck was not changed before the dealer's error (the reshuffle "
                "it called for is in the hand's history)"
            )
        return self.tr("verified: the deck was not changed")
