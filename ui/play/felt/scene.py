"""What a view of the table shows: plain data made by the table window from its session."""

from __future__ import annotations

from dataclasses import dataclass, field

from director.engine.cards import Card


@dataclass
class SeatScene:
    """One seat as a view shows it.

    Attributes:
        seat: The seat number.
        name: The player's name ("" for an empty seat).
        stack: Chips behind.
        bet: Chips in front of him on this street.
        cards: His cards, if he has any in this hand.
        face_up: Whether this view shows their faces.
        folded: He folded (his cards are dimmed or gone).
        all_in: He has no chips behind.
        acting: It is his turn.
        marks: ``D``, ``SB``, ``BB``.
        note: A line under the name: the hand at showdown, "sits out", "folded".
        chances: His chances while the board is run out all-in, one line each (per pot when
            there are side pots), written large enough to read on the wall.
        winner: He won chips at the end of the hand.
        won: The chips he won (shown where his bet was).
        estimated: His stack is not a recorded count.
        faces: Per card, whether this view shows its face (default: ``face_up`` for all).
        hidden: Per card, whether it is down for the table (the dealer's view shades it).
    """

    seat: int
    name: str = ""
    stack: int = 0
    bet: int = 0
    cards: tuple[Card, ...] = ()
    face_up: bool = True
    folded: bool = False
    all_in: bool = False
    acting: bool = False
    marks: tuple[str, ...] = ()
    note: str = ""
    chances: tuple[str, ...] = ()
    winner: bool = False
    won: int = 0
    estimated: bool = False
    faces: tuple[bool, ...] = ()
    hidden: tuple[bool, ...] = ()


@dataclass
class Banner:
    """A ruling announced to the table, across the foot of the felt until the next action.

    Attributes:
        title: What was decided, in a few words (``Misdeal: the first hole card was exposed``).
        text: What happens now at this table.
        note: The rule as written, with where it comes from.
    """

    title: str
    text: str
    note: str = ""


@dataclass
class FeltScene:
    """Everything a view of the table shows."""

    seats: int = 9
    seat_scenes: list[SeatScene] = field(default_factory=list)
    board: tuple[Card, ...] = ()
    pots: list[str] = field(default_factory=list)
    title: str = ""
    subtitle: str = ""
    message: str = ""
    shot: float | None = None
    shot_total: int = 0
    footer: str = ""
    all_in_label: str = "ALL IN"
    folded_label: str = ""
    board_slots: int = 5
    banner: Banner | None = None
