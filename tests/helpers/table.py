"""Helpers for hands at a table: decks that deal chosen cards, a table with chosen players, a
tournament of chosen levels, and the table window driven by keys (Qt is imported only there)."""

from __future__ import annotations

import random
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from director.engine.cards import CARDS, Deck, parse_cards


def deck_for(button: int, holes: list[str], board: str) -> Deck:
    """A deck that deals ``holes`` (per player, in seat order) and ``board`` with the burns."""
    n = len(holes)
    hands = [parse_cards(h) for h in holes]
    order: list = [None] * 52
    for pos in range(n):  # one card at a time from the left of the button
        p = (button + 1 + pos) % n
        order[pos] = hands[p][0]
        order[n + pos] = hands[p][1]
    for spot, card in zip(
        (2 * n + 1, 2 * n + 2, 2 * n + 3, 2 * n + 5, 2 * n + 7), parse_cards(board), strict=True
    ):
        order[spot] = card
    used = {c for c in order if c is not None}
    spare = iter(c for c in CARDS if c not in used)
    return Deck(order=[c if c is not None else next(spare) for c in order])


def stud_deck(streets: list[list[str]]) -> Deck:
    """A deck for seven card stud: per street, the cards in dealing order (burns as "??")."""
    wanted = [c for street in streets for c in street]
    known = {c for c in wanted if c != "??"}
    spare = iter(c for c in CARDS if str(c) not in known)
    return Deck(
        order=[next(spare) if c == "??" else parse_cards(c)[0] for c in wanted] + list(spare)
    )


def table(t, players: list[tuple[str, int, int]], button: int) -> None:
    """Table 1 with (name, seat, chips) players and the button at ``button``."""
    t.seating.add_tables(1, seats=9)
    for name, seat, _chips in players:
        t.entrants.register(name, seat=False)
        t.seating.seat(name, 1, seat)
    t.entrants.set_chips({name: chips for name, _seat, chips in players})
    t.seating.set_button(1, button)


def seat(t, players: list[tuple[str, int]], seats: int = 9) -> None:
    """Table 1 of ``seats`` seats with (name, seat) players (stacks as their entries bought)."""
    t.seating.add_tables(1, seats=seats)
    for name, number in players:
        t.entrants.register(name, seat=False)
        t.seating.seat(name, 1, number)


def tournament_of(folder: Path, levels: str, time: Any, head: str = ""):
    """A new tournament in ``folder`` whose structure has these levels (YAML list items)."""
    from director.structures import loads_structure
    from director.tournament import Settings, Tournament
    from tests.helpers.structures import HEAD, structure

    return Tournament.create(
        folder / "levels.director",
        loads_structure(structure(levels, HEAD + head)),
        Settings(name="Levels"),
        time=time,
    )


# -- the table window (Qt) ------------------------------------------------------------------------


def open_window(qtbot, document, fake_time, decks: Iterable[Deck] = (), rng=None):
    """The table window of table 1, active, dealing ``decks`` and then shuffled ones."""
    from ui.play.window import TableWindow

    waiting = list(decks)
    spare = random.Random(1)

    def next_deck() -> Deck:
        return waiting.pop(0) if waiting else Deck(spare)

    w = TableWindow(document, 1, rng=rng, deck_factory=next_deck, time_source=fake_time)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    with qtbot.waitActive(w):
        w.activateWindow()
    w.felt.setFocus()
    return w


def key(qtbot, w, k) -> None:
    """Press a key on the table window's felt (its shortcuts act on the table)."""
    qtbot.keyClick(w.felt, k)


def click(qtbot, button) -> None:
    """Click a button that must be enabled (else its tooltip says why it is not)."""
    from PySide6.QtCore import Qt

    assert button.isEnabled(), button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
