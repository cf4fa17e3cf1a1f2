"""The pots of the hand in play, and its result: the showdown, who won each pot, and whether the
hand is recorded in the tournament (with the places of the players it knocked out); the question
asked before a hand's busts go into the tournament."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QGroupBox, QVBoxLayout

from director.engine.holdem import HoldemHand
from director.engine.stud import StudHand
from director.i18n import ordinal
from director.table import PlayedHand, TableSession
from director.tournament import TournamentState
from director.tournament.events import HandRecorded
from ui.common.fmt import num
from ui.play.widgets import push_button, set_wrapped, wrapped_label
from ui.play.words import TableWords, cards_text


class PotsBox(QGroupBox):
    """The live pots and the players who can win each."""

    def __init__(self) -> None:
        super().__init__()
        self.setTitle(self.tr("Pots"))
        box = QVBoxLayout(self)
        self.pots_label = wrapped_label("pots")
        box.addWidget(self.pots_label)

    def show_pots(self, session: TableSession) -> None:
        """The pots as the hand stands (bets included), or that there is none."""
        hand = session.hand
        lines = []
        breakdown = session.pots() if hand is not None else None
        if hand is not None and breakdown is not None:
            for k, pot in enumerate(breakdown.pots):
                names = ", ".join(hand.names[i] for i in pot.eligible)
                if k == 0:
                    lines.append(self.tr("Main pot: {0} — {1}").format(num(pot.amount), names))
                else:
                    lines.append(
                        self.tr("Side pot {0}: {1} — {2}").format(k, num(pot.amount), names)
                    )
        set_wrapped(self.pots_label, "\n".join(lines) if lines else self.tr("No pot yet."))


class ShowdownBox(QGroupBox):
    """The showdown, the pots awarded, and the hand's place in the tournament.

    Args:
        words: The table window's shared words (pots, hands, places).

    Signals:
        record_chosen(): record the finished hand (when it could not be recorded by itself).
    """

    record_chosen = Signal()

    def __init__(self, words: TableWords) -> None:
        super().__init__()
        self.words = words
        self.setTitle(self.tr("Showdown"))
        box = QVBoxLayout(self)
        self.result_label = wrapped_label("result")
        box.addWidget(self.result_label)
        self.record_button = push_button(
            self.tr("Record the result"), "record", self.record_chosen.emit
        )
        box.addWidget(self.record_button)

    def show_result(self, session: TableSession, note: str) -> None:
        """The result of the hand (``note``: why it could not be recorded, if it could not)."""
        hand = session.hand
        played = session.current
        lines: list[str] = []
        if hand is not None:
            lines += self._showdown(session, hand)
            lines += self._awards(session, hand)
        if played is not None and session.finished:
            lines += self._recorded(session, played, note)
        set_wrapped(self.result_label, "\n".join(lines))
        self.record_button.setVisible(
            played is not None and session.finished and not played.settled
        )

    def _showdown(self, session: TableSession, hand: HoldemHand | StudHand) -> list[str]:
        """Who showed what, and who mucked, in showdown order."""
        lines = []
        for k, (player, showed, strength, shown) in enumerate(session.showdown(), start=1):
            name = hand.names[player]
            if showed and strength is not None:
                lines.append(
                    self.tr("{0}. {1} shows {2}: {3}").format(
                        k, name, cards_text(shown), self.words.hand(strength)
                    )
                )
            else:
                lines.append(self.tr("{0}. {1} mucks").format(k, name))
        return lines

    def _awards(self, session: TableSession, hand: HoldemHand | StudHand) -> list[str]:
        """Each pot and who won it (a split: the shares, odd chips from the left of the button)."""
        lines = []
        for award in session.awards():
            label = self.words.pot(award.pot)
            shares = ", ".join(
                self.tr("{0} {1}").format(hand.names[w], num(s))
                for w, s in zip(award.winners, award.shares, strict=True)
            )
            if len(award.winners) > 1:
                lines.append(
                    self.tr("{0} {1} split: {2} (odd chips from the left of the button)").format(
                        label, num(award.amount), shares
                    )
                )
            else:
                lines.append(self.tr("{0} {1}: {2}").format(label, num(award.amount), shares))
        return lines

    def _recorded(self, session: TableSession, played: PlayedHand, note: str) -> list[str]:
        """Whether the finished hand is in the tournament, and the places of those it busted."""
        if played.undone:
            return [self.tr("Taken back in the tournament (undone).")]
        if played.recorded:
            lines = [self.tr("Recorded in the tournament (Ctrl+Z takes it back).")]
            _after, busted, _start = session.result()
            for p in played.setup.players:
                where = self.words.place(p.entry) if p.entry in busted else None
                if where is not None:
                    lines.append(self.tr("{0} is out, finishing place {1}.").format(p.name, where))
            return lines
        if note:
            return [self.tr("Not recorded: {0}").format(note)]
        return []


def bust_lines(record: HandRecorded, state: TournamentState, words: TableWords) -> list[str]:
    """Who a hand's result busts, each with his place and who eliminated him, in ``words``'s
    language (empty when nobody is out): what the director confirms before it is recorded.

    Args:
        record: The result as the tournament would store it (``verify_record``).
        state: The tournament now (the record is folded into it to read the places).
        words: The table window's words.
    """
    if not record.busts:
        return []
    after = record.apply(state)
    lines = []
    for bust in record.busts:
        name = state.label(bust.entry)
        place = after.places.get(bust.entry)
        where = "?"
        if place is not None and place.best == place.worst:
            where = ordinal(place.best, words.lang)
        elif place is not None:  # a tie shares the places (TDA, simultaneous bust-outs)
            where = QCoreApplication.translate("TableWords", "{0} to {1}").format(
                ordinal(place.best, words.lang), ordinal(place.worst, words.lang)
            )
        if bust.by is None:
            text = QCoreApplication.translate(
                "ShowdownBox", "{0}: {1} place, no eliminator (the pots were shared)"
            ).format(name, where)
        else:
            text = QCoreApplication.translate(
                "ShowdownBox", "{0}: {1} place, eliminated by {2}"
            ).format(name, where, state.label(bust.by))
        lines.append(text)
    return lines
