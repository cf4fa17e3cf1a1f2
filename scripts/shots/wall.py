"""The wall view of a table (the felt projected in the room) with ten players seated.

A ten-seat table is set up with ten of the evening's players (a long name among them) and played
from its table window with a chosen deck: ``<lang>-wall-10seats-<W>x<H>.png`` just after the
deal (blinds, the button, every hole card face down), then four players all-in for different
stacks, so that three pots are in play and the wall gives each player's chances pot by pot:
``<lang>-wall-sidepots-<W>x<H>.png`` before the flop and ``<lang>-wall-sidepots-flop-<W>x<H>.png``
on the flop. At 1280x720, 1920x1080 and 1024x768.
"""

from __future__ import annotations

from shots.common import Shots

SIZES = ((1280, 720), (1920, 1080), (1024, 768))

#: Hole cards in seat order (seat 1 first): the four who go all-in hold AA, KK, QQ and JJ.
HOLES = ["9c8c", "7d2s", "AsAh", "6h5h", "KsKd", "Tc9d", "4c4d", "JsJh", "3h2c", "QcQd"]
BOARD = "2d7h9s5cKc"

#: Seat -> stack in big blinds: seats 3, 5, 8 and 10 go all-in for different amounts.
DEPTH = {1: 40, 2: 40, 3: 50, 4: 30, 5: 30, 6: 25, 7: 35, 8: 15, 9: 45, 10: 80}


def _table(shots: Shots) -> int:
    """A new ten-seat table with ten of the evening's players; returns its number."""
    t = shots.t
    t.seating.add_tables(1, seats=10)
    number = max(t.state.tables)
    state = t.state
    playing = [e for e in state.entries.values() if e.status == "playing"]
    # the longest names first, so that the felt must elide one
    playing.sort(key=lambda e: (-len(state.label(e)), e.id))
    chosen = playing[:10]
    for seat, entry in enumerate(chosen, start=1):
        t.seating.move(entry.id, number, seat)
    return number


def _deck():
    """A deck that deals :data:`HOLES` (button on seat 10) and :data:`BOARD`, with the burns."""
    from director.engine.cards import CARDS, Deck, parse_cards

    n = len(HOLES)
    order: list = [None] * 52
    for k, hole in enumerate(HOLES):  # seat 1 is left of the button: dealt first
        first, second = parse_cards(hole)
        order[k], order[n + k] = first, second
    for spot, card in zip(
        (2 * n + 1, 2 * n + 2, 2 * n + 3, 2 * n + 5, 2 * n + 7), parse_cards(BOARD), strict=True
    ):
        order[spot] = card
    spare = iter(c for c in CARDS if c not in set(order))
    return Deck(order=[c if c is not None else next(spare) for c in order])


def _open(shots: Shots, number: int):
    from ui.play.window import TableWindow

    window = shots.window
    t = shots.t
    w = TableWindow(
        window.document,
        number,
        window,
        deck_factory=_deck,
        time_source=shots.time,
    )
    big = w.setup().level.big_blind if w.setup().level is not None else 100
    occupants = t.state.tables[number].occupants
    names = {seat: t.state.label(int(eid)) for seat, eid in occupants.items()}
    t.entrants.set_chips({names[s]: DEPTH[s] * big for s in names})
    t.seating.set_button(number, 10)
    w.refresh()
    return w


def _shoot(shots: Shots, wall, label: str) -> None:
    for width, height in SIZES:
        wall.resize(width, height)
        shots.save(wall, f"wall-{label}-{width}x{height}")


def shoot(shots: Shots) -> None:
    """Ten seats after the deal, then three pots all-in before the flop and on the flop."""
    w = _open(shots, _table(shots))
    w.show()
    w.deal()
    w.toggle_wall()
    wall = w.wall
    assert wall is not None
    _shoot(shots, wall, "10seats")
    w.all_in()  # seat 3, first to act
    w.fold()  # 4
    w.all_in()  # 5, for less
    w.fold()  # 6
    w.fold()  # 7
    w.all_in()  # 8, for less
    w.fold()  # 9
    w.check_or_call()  # 10 calls seat 3's all-in
    w.fold()  # 1, small blind
    w.fold()  # 2, big blind
    w.refresh()
    _shoot(shots, wall, "sidepots")
    w.next_street()
    _shoot(shots, wall, "sidepots-flop")
    wall.close()
    w.close()
