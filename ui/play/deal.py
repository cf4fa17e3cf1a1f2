"""The top of the table window's panel: the table, its stakes and what stops the deal, the
button to place, chip counts and Deal, and the commitment of the deck to be dealt.

The commitment takes one line (its digest by its ends); the toggle beside it shows the whole
hexadecimal, the secret once the deck is revealed, and every commitment of the hand. A misdeal
deals the hand again from a new shuffle (club sheet 000 §04): that deck has its own commitment,
the SHA-256 of its order with the hand's secret (the same scheme as every deck, so the secret
revealed after the hand and the reshuffled order kept in the hand's history check it), shown
from the ruling on, before the cards are dealt again.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QToolButton, QVBoxLayout, QWidget

from director.engine.cards import Deck, commitment_of, format_cards
from director.engine.records import Decision
from director.table import PlayedHand, Problem, TableSession, TableSetup
from ui.play.widgets import (
    ElidedLine,
    enable,
    push_button,
    set_wrapped,
    short_digest,
    spaced,
    wrapped_label,
)
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
        col.addLayout(self._build_commitment())

    def _build_commitment(self) -> QVBoxLayout:
        """The commitment's line and its toggle, and the whole of it (hidden until asked for)."""
        box = QVBoxLayout()
        box.setSpacing(2)
        row = QHBoxLayout()
        self.commitment_label = ElidedLine("commitment")
        self.commitment_label.setStyleSheet("font-size: 11px;")
        row.addWidget(self.commitment_label, 1)
        self.commitment_toggle = QToolButton()
        self.commitment_toggle.setObjectName("commitmentToggle")
        self.commitment_toggle.setCheckable(True)
        self.commitment_toggle.setText(self.tr("Hex"))
        self.commitment_toggle.setToolTip(self.tr("Show the whole commitment (SHA-256)"))
        self.commitment_toggle.toggled.connect(self._show_hex)
        row.addWidget(self.commitment_toggle)
        box.addLayout(row)
        self.commitment_full = wrapped_label("commitmentFull")
        self.commitment_full.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.commitment_full.setStyleSheet("font-family: monospace; font-size: 11px;")
        self.commitment_full.setVisible(False)
        box.addWidget(self.commitment_full)
        return box

    def _show_hex(self, shown: bool) -> None:
        self.commitment_full.setVisible(shown)
        self.commitment_toggle.setToolTip(
            self.tr("Hide the whole commitment")
            if shown
            else self.tr("Show the whole commitment (SHA-256)")
        )

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
        """The deck's commitment: published before the deal (a redeal's at the misdeal), checked
        once the deck is revealed; one line, and the whole of it behind the toggle."""
        played = session.current
        redeals = redeal_commitments(played) if played is not None else ()
        if session.in_hand and played is not None and redeals:
            line = self.tr("Redeal's own deck: commitment {0}").format(short_digest(redeals[-1]))
            full = self.tr(
                "The redeal has its own deck, a new shuffle; its commitment (SHA-256), "
                "published at the misdeal:\n{0}\nThe first deal's commitment:\n{1}"
            ).format(spaced(redeals[-1]), spaced(played.commitment))
        elif session.in_hand and played is not None:
            line = self.tr("This hand's deck: commitment {0}").format(
                short_digest(played.commitment)
            )
            full = self.tr("Deck commitment (SHA-256), published before the deal:\n{0}").format(
                spaced(played.commitment)
            )
        elif played is not None and played.reveal is not None:
            line = self.tr("Hand {0}: {1} · next deck {2}").format(
                played.number, self._short_verdict(played), short_digest(session.deck.commitment)
            )
            full = self.tr(
                "Hand {0} deck revealed, {1}.\nSecret: {2}\nNext deck commitment:\n{3}"
            ).format(
                played.number,
                self._verdict(played),
                spaced(played.reveal.secret),
                spaced(session.deck.commitment),
            )
            for k, digest in enumerate(redeals, start=1):
                full += "\n" + self.tr("Redeal {0} deck commitment:\n{1}").format(k, spaced(digest))
        else:
            line = self.tr("Next deck: commitment {0}").format(
                short_digest(session.deck.commitment)
            )
            full = self.tr("Next deck commitment (SHA-256):\n{0}").format(
                spaced(session.deck.commitment)
            )
        self.commitment_label.set_line(line)
        self.commitment_full.setText(full)

    def _short_verdict(self, played: PlayedHand) -> str:
        """The check of the revealed deck in two words."""
        if not played.verified:
            return self.tr("deck DOES NOT MATCH")
        return self.tr("deck verified")

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


def redeal_commitments(played: PlayedHand) -> tuple[str, ...]:
    """The commitment of each deck a misdeal dealt the hand again from, in order (none: ``()``).

    Each is the SHA-256 of the new order (kept in the misdeal's ruling) with the hand's secret,
    the scheme of :func:`~director.engine.cards.commitment_of`: the secret revealed after the
    hand checks it as it checks the first deck's.
    """
    orders = [
        format_cards(r.reshuffled)
        for r in played.rulings()
        if r.decision is Decision.MISDEAL and len(r.reshuffled) == 52
    ]
    if not orders:
        return ()
    if played.reveal is not None:
        secret = played.reveal.secret
    else:  # the hand is still being played: its first deck holds the secret, unrevealed
        deck: Deck = played.hand.deck
        first = getattr(deck, "original", deck)
        secret = first.reveal().secret
    return tuple(commitment_of(order, secret) for order in orders)
