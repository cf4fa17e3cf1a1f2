"""The coloured bars above the room: the buttons to set, hand-for-hand play, choosing a seat."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from director.tournament.model import TournamentState, entry_of
from ui.common.buttons import ReasonButton

#: How many still-playing tables the bar names before it only counts them.
TABLES_NAMED = 12


def _bar(frame: QFrame, name: str, background: str, border: str) -> QHBoxLayout:
    """Colour ``frame`` as a bar (dark text on a pastel on any theme); returns its row."""
    frame.setObjectName(name)
    frame.setStyleSheet(
        f"#{name} {{ background: {background}; border: 1px solid {border}; border-radius: 6px; }}"
        f" #{name} QLabel {{ color: #1d1d1f; }}"
    )
    return QHBoxLayout(frame)


class HandForHandBar(QFrame):
    """While hand-for-hand play is on: which hand, which tables still play it, who busted in it,
    and the Next hand button (TDA: every table plays one hand, then waits for the others)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = _bar(self, "handForHandBar", "#fff1c4", "#d9a400")
        row.setContentsMargins(10, 6, 10, 6)
        self.label = QLabel()
        self.label.setObjectName("handForHandLabel")
        self.label.setWordWrap(True)
        row.addWidget(self.label, 1)
        self.next_hand_button = ReasonButton(
            self.tr("Next hand"),
            "nextHand",
            self.tr("Every table has finished: deal the next hand (N)."),
        )
        self.next_hand_button.setMinimumHeight(32)
        row.addWidget(self.next_hand_button)
        self.hide()

    def show_hand(
        self, state: TournamentState, waiting: list[int], next_reason: str | None
    ) -> None:
        """Show the hand of ``state`` (hidden when hand for hand is off).

        Args:
            state: The tournament now.
            waiting: The tables still playing the hand, in order.
            next_reason: Why the next hand cannot be dealt yet (None: it can).
        """
        hfh = state.hand_for_hand
        self.setVisible(hfh is not None)
        if hfh is None:
            return
        if len(waiting) > TABLES_NAMED:
            text = self.tr("Hand for hand, hand {0}: still playing at {1} tables ({2}, …).").format(
                hfh.hand, len(waiting), ", ".join(str(n) for n in waiting[:10])
            )
        elif len(waiting) > 1:
            text = self.tr("Hand for hand, hand {0}: still playing at tables {1}.").format(
                hfh.hand, ", ".join(str(n) for n in waiting)
            )
        elif waiting:
            text = self.tr("Hand for hand, hand {0}: still playing at table {1}.").format(
                hfh.hand, waiting[0]
            )
        else:
            text = self.tr(
                "Hand for hand, hand {0}: every table has finished. Deal the next hand (N)."
            ).format(hfh.hand)
        if hfh.paused_clock:  # TDA practice: the clock stops during hand-for-hand play
            text += "\n" + self.tr(
                "The clock was paused for hand-for-hand; stopping hand-for-hand (H) runs it again."
            )
        if hfh.busted:
            names = ", ".join(state.label(entry_of(p)) for p in hfh.busted)
            text += "\n" + self.tr(
                "Busted in this hand: {0}. They finish together, placed by their stacks at the "
                "start of the hand."
            ).format(names)
        self.label.setText(text)
        self.next_hand_button.allow(next_reason)


class PickBar(QFrame):
    """While the director chooses the seat a player moves to: who moves, from where; Esc."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = _bar(self, "pickBar", "#cdeccf", "#3f9a4a")
        row.setContentsMargins(10, 4, 10, 4)
        self.label = QLabel()
        self.label.setObjectName("pickLabel")
        row.addWidget(self.label, 1)
        self.cancel_button = ReasonButton(self.tr("Cancel (Esc)"), "cancelPick")
        row.addWidget(self.cancel_button)
        self.hide()

    def show_pick(self, name: str, table: int, seat: int) -> None:
        """Say that ``name`` is moving from ``table`` seat ``seat``."""
        self.label.setText(
            self.tr("Click the seat {0} moves to (from table {1} seat {2}).").format(
                name, table, seat
            )
        )
        self.show()


class ButtonBar(QFrame):
    """While tables in play have no button: which ones, and the draw for the button.

    The seats are drawn at random but the button is not: until it is set, the blinds and the
    next big blind (the player balancing moves, TDA Rule 11A) are not known, so the room cannot
    show them and a proposal cannot be checked by eye. Many rooms draw for the button (high
    card) when the seats are drawn; the director may instead put it at a seat by hand.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = _bar(self, "buttonBar", "#ffe9cc", "#d9822b")
        row.setContentsMargins(10, 6, 10, 6)
        self.label = QLabel()
        self.label.setObjectName("buttonBarLabel")
        self.label.setWordWrap(True)
        row.addWidget(self.label, 1)
        self.draw_button = ReasonButton(
            self.tr("Draw for the buttons"),
            "drawButtons",
            self.tr(
                "Draw for the button at every table without one, as a high-card draw does "
                "(one step, undone in one)."
            ),
        )
        self.draw_button.setMinimumHeight(32)
        row.addWidget(self.draw_button)
        self.hide()

    def show_tables(self, tables: list[int]) -> None:
        """Show the tables in play whose button is not set (hidden when there are none)."""
        self.setVisible(bool(tables))
        if not tables:
            return
        if len(tables) == 1:
            where = self.tr("The button is not set at table {0}.").format(tables[0])
        elif len(tables) > TABLES_NAMED:
            where = self.tr("The button is not set at {0} tables ({1}, …).").format(
                len(tables), ", ".join(str(n) for n in tables[:10])
            )
        else:
            where = self.tr("The button is not set at tables {0}.").format(
                ", ".join(str(n) for n in tables)
            )
        self.label.setText(
            where
            + " "
            + self.tr(
                "Until it is, the blinds and the next big blind are not shown. Draw for it, or "
                "click the spot left of the seat that has it."
            )
        )
