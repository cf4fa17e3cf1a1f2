"""The table window of a tournament table: a showdown with side pots, the busts confirmed, a misdeal.

Table 1 of the evening is played from its table window (1366x768, a laptop's screen) with a
chosen deck: four players all-in for different stacks, so that three pots are awarded and three
players are out. ``<lang>-tablewindow-bust-question.png`` is the question asked before the busts
go into the tournament; ``<lang>-tablewindow-showdown-1366x768.png`` the window once the result is
recorded; ``<lang>-tablewindow-misdeal-1366x768.png`` the next hand after a misdeal (the first
hole card exposed), with the redeal's own deck commitment, and
``<lang>-tablewindow-misdeal-hex-1366x768.png`` the same with the full hexadecimal shown.
"""

from __future__ import annotations

from typing import Any

from shots.common import Shots

SIZE = (1366, 768)

#: Hole cards by position from the left of the button (the button last).
HOLES = ["7d2s", "KsKd", "JsJh", "6h5h", "QcQd", "Tc9d", "4c4d", "AsAh"]
BOARD = "2d7h9s5c3c"

#: Position -> stack in big blinds: the big blind, positions 2 and 4 and the button all-in.
DEPTH = {0: 40, 1: 50, 2: 15, 3: 30, 4: 30, 5: 25, 6: 35, 7: 80}
ALL_IN = {1, 2, 4, 7}


def _deck(players: int) -> Any:
    """A deck dealing :data:`HOLES` to ``players`` players (from the left of the button) and
    :data:`BOARD`, with the burns."""
    from director.engine.cards import CARDS, Deck, parse_cards

    n = players
    order: list[Any] = [None] * 52
    holes = [*HOLES[: n - 1], HOLES[-1]]  # the button always holds the aces
    for k, hole in enumerate(holes):
        first, second = parse_cards(hole)
        order[k], order[n + k] = first, second
    for spot, card in zip(
        (2 * n + 1, 2 * n + 2, 2 * n + 3, 2 * n + 5, 2 * n + 7), parse_cards(BOARD), strict=True
    ):
        order[spot] = card
    spare = iter(c for c in CARDS if c not in set(order))
    return Deck(order=[c if c is not None else next(spare) for c in order])


def _open(shots: Shots) -> Any:
    """Table 1's window, its stacks set so that four players go all-in for different amounts."""
    import random

    from ui.play.window import TableWindow

    t = shots.t
    free = [s for s in range(1, 10) if s not in t.state.tables[1].occupants]
    others = [
        int(e)
        for n, other in sorted(t.state.tables.items())
        if n != 1
        for _s, e in sorted(other.occupants.items())
    ]
    while len(t.state.tables[1].occupants) < 8 and free and others:  # eight players at table 1
        t.seating.move(others.pop(), 1, free.pop(0))
    table = t.state.tables[1]
    seats = sorted(table.occupants)[:8]
    button = seats[-1]
    t.seating.set_button(1, button)
    decks = [_deck(len(seats))]
    spare = random.Random(7)

    def next_deck() -> Any:
        from director.engine.cards import Deck

        return decks.pop(0) if decks else Deck(spare)

    w = TableWindow(
        shots.window.document,
        1,
        shots.window,
        rng=random.Random(11),
        deck_factory=next_deck,
        time_source=shots.time,
    )
    setup = w.setup()
    big = setup.level.big_blind if setup.level is not None else 100
    order = [s for s in seats if s > button] + [s for s in seats if s <= button]
    chips = {}
    for position, seat in enumerate(order):
        chips[int(table.occupants[seat])] = DEPTH[position] * big
    t.entrants.set_chips(chips)
    w.refresh()
    return w, order


def _answer_questions(shots: Shots) -> None:
    """Save the next question box (if one opens) and answer Yes to it."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            return
        shots.save(box, "tablewindow-bust-question")
        yes = box.button(QMessageBox.StandardButton.Yes) or box.button(
            QMessageBox.StandardButton.Ok
        )
        if yes is not None:
            yes.click()

    QTimer.singleShot(50, answer)


def shoot(shots: Shots) -> None:
    """The showdown with three pots, the question before the busts, a misdeal."""
    w, order = _open(shots)
    w.resize(*SIZE)
    w.show()
    w.deal()
    session = w.session
    seats = [p.seat for p in w.setup().players]
    for _ in range(3 * len(seats)):  # a few rounds of decisions at most
        la = session.legal()
        if la is None:
            break
        position = order.index(seats[la.player])
        if position in ALL_IN and la.all_in_allowed:
            w.all_in()
        elif position in ALL_IN:
            w.check_or_call()
        else:
            w.fold()
    while session.running_out and not session.finished:
        if len(session.board) == 4:  # the river ends the hand: the busts are asked about
            _answer_questions(shots)
        w.next_street()
    w.refresh()
    shots.save(w, "tablewindow-showdown-1366x768")

    from director.engine.irregularities import HoleCardsExposed

    w.deal()
    first = session.first_card()
    if first is not None:
        w.report_error(HoleCardsExposed((first[1],)))
    shots.save(w, "tablewindow-misdeal-1366x768")
    toggle = getattr(w.deal_panel, "commitment_toggle", None)
    if toggle is not None:
        toggle.click()
        shots.save(w, "tablewindow-misdeal-hex-1366x768")
        toggle.click()
    w.close()
