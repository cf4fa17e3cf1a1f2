"""A hand dealt at a table, as the table keeps it: the engine's hand, its deck and its result.

A finished hand travels with its result into the tournament's log
(:meth:`PlayedHand.log_record`, kept by :mod:`director.tournament.hands`), and comes back from it
(:meth:`PlayedHand.from_stored`) when the table is opened again, so the hand history survives a
restart, a copy of the file and an undo.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from director.engine.cards import DeckReveal, verify_commitment
from director.engine.holdem import HoldemHand
from director.engine.records import (
    BoardDealt,
    CommonCardDealt,
    Decision,
    HandShown,
    Ruling,
    StudCardsDealt,
)
from director.engine.stud import StudHand
from director.table.setup import TableSetup
from director.tournament import StoredHand


@dataclass
class PlayedHand:
    """A hand dealt at the table (in play or finished).

    Attributes:
        number: 1, 2, ... in the order hands were dealt at this table.
        setup: What it was dealt with.
        hand: The engine's hand.
        commitment: The deck's commitment, published before the deal.
        reveal: The deck order and secret, once the hand is over.
        recorded: Whether the result is in the tournament now.
        seq: The number of the tournament action that recorded it.
        undone: Whether that action was undone (from the main window).
    """

    number: int
    setup: TableSetup
    hand: HoldemHand | StudHand
    commitment: str
    reveal: DeckReveal | None = None
    recorded: bool = False
    seq: int | None = None
    undone: bool = False

    @property
    def settled(self) -> bool:
        """True once the result was recorded (even if the record was undone since)."""
        return self.seq is not None

    @property
    def verified(self) -> bool | None:
        """Whether the revealed deck matches the commitment (None before the reveal)."""
        if self.reveal is None:
            return None
        return verify_commitment(self.commitment, self.reveal.order, self.reveal.secret)

    def summary(self) -> tuple[tuple[str, ...], int]:
        """(winners' names, chips in the pots) for the history list."""
        winners: list[str] = []
        total = 0
        for a in self.hand.awards:
            total += a.amount
            for w in a.winners:
                name = self.hand.names[w]
                if name not in winners:
                    winners.append(name)
        return tuple(winners), total

    def rulings(self) -> tuple[Ruling, ...]:
        """The rulings on the dealer's errors in this hand, in order."""
        return tuple(r for r in self.hand.history if type(r) is Ruling)

    def log_record(self) -> dict[str, Any]:
        """The whole hand as the tournament's log keeps it (see :mod:`director.tournament.hands`)."""
        return {
            "table": self.setup.table,
            "number": self.number,
            "level": self.setup.level.number if self.setup.level else None,
            "seats": [p.seat for p in self.setup.players],
            "entries": [p.entry for p in self.setup.players],
            "commitment": self.commitment,
            "secret": self.reveal.secret if self.reveal else None,
            "hand": self.hand.to_dict(),
        }

    @classmethod
    def from_stored(cls, stored: StoredHand) -> PlayedHand:
        """A hand read back from the tournament's log.

        Raises:
            EngineError: the engine cannot read the hand back (a damaged record).
            KeyError: a field is missing (a damaged record).
        """
        data: Mapping[str, Any] = stored.data
        game = StudHand if data["hand"].get("game") == "stud" else HoldemHand
        hand = game.from_dict(data["hand"])
        secret = data.get("secret")
        commitment = str(data.get("commitment", ""))
        reveal = DeckReveal(data["hand"]["deck"], secret, commitment) if secret else None
        return cls(
            number=stored.number,
            setup=TableSetup(stored.table),
            hand=hand,
            commitment=commitment,
            reveal=reveal,
            recorded=bool(stored.seq) and not stored.undone,
            seq=stored.seq or None,
            undone=stored.undone,
        )


#: The records that deal cards during a run-out.
DEAL_RECORDS: tuple[type, ...] = (BoardDealt, StudCardsDealt, CommonCardDealt)


def deal_start(hand: HoldemHand | StudHand) -> int:
    """Where the current deal begins in the hand's history (after a misdeal: the new deal)."""
    start = 0
    for k, r in enumerate(hand.history):
        if type(r) is Ruling and r.decision is Decision.MISDEAL:
            start = k + 1
    return start


def runout_deals(hand: HoldemHand | StudHand) -> tuple[int, ...] | None:
    """If the hands were turned up for an all-in: the indexes of the deals that followed."""
    exposed = None
    start = deal_start(hand)
    for k, r in enumerate(hand.history):
        if k < start:
            continue
        if type(r) is HandShown and r.strength is None:
            exposed = k
            break
    if exposed is None:
        return None
    return tuple(
        k for k, r in enumerate(hand.history) if k > exposed and isinstance(r, DEAL_RECORDS)
    )
