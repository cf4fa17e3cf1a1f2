"""The wall view of a ten-seat table, driven from its table window with a chosen deck: three pots
in play give each all-in player his chances pot by pot, large, and nothing covers anything."""

from __future__ import annotations

import itertools

from PySide6.QtCore import Qt

from director.engine.cards import parse_cards
from director.engine.equity import pot_equity
from tests.helpers.table import deck_for, key, open_window

HOLES = ["9c8c", "7d2s", "AsAh", "6h5h", "KsKd", "Tc9d", "4c4d", "JsJh", "3h2c", "QcQd"]
STACKS = {3: 1000, 5: 600, 8: 300, 10: 2000}


def ten_seats(t) -> None:
    """Table 1 of ten seats, full, the button on seat 10; four stacks differ."""
    t.seating.add_tables(1, seats=10)
    for seat in range(1, 11):
        name = f"Player {seat}"
        t.entrants.register(name, seat=False)
        t.seating.seat(name, 1, seat)
    t.entrants.set_chips({f"Player {s}": STACKS.get(s, 1000) for s in range(1, 11)})
    t.seating.set_button(1, 10)


def test_three_pots_on_the_wall_pot_by_pot(qtbot, tournament, document, fake_time):
    ten_seats(tournament)
    w = open_window(qtbot, document, fake_time, [deck_for(9, HOLES, "2d7h9s5cKc")])
    key(qtbot, w, Qt.Key.Key_D)
    # Seat 3 all-in for 1,000; 5 for 600 and 8 for 300 (calls for less); 10 calls; the rest fold.
    for letter in "AFAFFAFCFF":
        key(qtbot, w, getattr(Qt.Key, f"Key_{letter}"))
    assert w.session.running_out
    assert [len(p.eligible) for p in w.session.pots().pots] == [4, 3, 2]
    w.toggle_wall()
    wall = w.wall
    assert wall is not None
    qtbot.addWidget(wall)
    wall.resize(1280, 720)
    wall.felt.grab()

    holes = [parse_cards(HOLES[s - 1]) for s in (3, 5, 8, 10)]
    main, side1, side2 = pot_equity(holes, [(0, 1, 2, 3), (0, 1, 3), (0, 3)])

    def pct(value: float) -> str:
        return f"{100 * value:.1f}%"

    seen = {s.seat: s.chances for s in wall.felt.scene.seat_scenes}
    assert seen[8] == (f"Main {pct(main.equity(2))}",)  # the short stack: the main pot only
    assert seen[5] == (f"Main {pct(main.equity(1))}", f"Side 1 {pct(side1.equity(1))}")
    assert seen[3] == (
        f"Main {pct(main.equity(0))}",
        f"Side 1 {pct(side1.equity(0))}",
        f"Side 2 {pct(side2.equity(0))}",
    )
    assert seen[1] == () and seen[10][2] == f"Side 2 {pct(side2.equity(3))}"
    # The dealer's view beside the panel shows the same chances.
    dealer = {s.seat: s.chances for s in w.scene(public=False, now=w.now()).seat_scenes}
    assert dealer == seen

    # Written at 3 % of the height (22 px at 1280x720), and nothing covers anything.
    assert wall.felt.chances_size == 22
    rects = [
        (seat, r)
        for seat, parts in wall.felt.seat_parts.items()
        for r in (parts.box, *parts.cards, parts.button)
        if not r.isEmpty()
    ]
    assert len(rects) == 10 + 4 * 2 + 1  # the folded players' cards are gone from the wall
    assert not [
        (a, b) for (a, ra), (b, rb) in itertools.combinations(rects, 2) if ra.intersects(rb)
    ]
    for seat in (3, 5, 8, 10):
        box = wall.felt.seat_parts[seat].box
        assert box.bottom() >= wall.felt.seat_parts[seat].chances_top + 22 * len(seen[seat])

    key(qtbot, w, Qt.Key.Key_N)  # the flop: the chances are counted again on it
    flop = pot_equity(holes, [(0, 1, 2, 3), (0, 1, 3), (0, 3)], w.session.board)
    on_flop = {s.seat: s.chances for s in w.scene(public=True, now=w.now()).seat_scenes}
    assert on_flop[3][1] == f"Side 1 {pct(flop[1].equity(0))}"
    w.close()
