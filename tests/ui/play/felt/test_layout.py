"""The felt's layout, read back from what the view painted: nothing covers anything else at the
sizes rooms have, for 2 to 10 seats; every name in one size; the chances large enough for a wall."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF

from director.engine.cards import CARDS
from ui.play.felt import FeltScene, FeltView, SeatScene

SIZES = [(1280, 720), (1920, 1080), (1024, 768)]
NAMES = [
    "Pierluigi Martinelli-Bonaventura",
    "Francesca Colombo",
    "Valentina Mancini",
    "Martina Giordano",
    "Alessia Lombardi",
    "Nicolò D'Angelo",
    "Giulia Esposito",
    "Stefano Moretti",
    "Roberto Mariani",
    "Davide De Luca",
]


def scene(seats: int, button: int, chances: dict[int, tuple[str, ...]] | None = None) -> FeltScene:
    """Every seat taken, two cards each, the button at ``button`` and the blinds after it."""
    sb = button % seats + 1
    bb = sb % seats + 1
    out = []
    for k in range(1, seats + 1):
        marks = ("D",) if k == button else ("SB",) if k == sb else ("BB",) if k == bb else ()
        out.append(
            SeatScene(
                seat=k,
                name=NAMES[k - 1],
                stack=158_000,
                bet=2_000 if k == sb else 4_000 if k == bb else 0,
                cards=(CARDS[2 * k], CARDS[2 * k + 1]),
                face_up=bool(chances),
                all_in=bool(chances and k in chances),
                marks=marks,
                chances=(chances or {}).get(k, ()),
            )
        )
    return FeltScene(
        seats=seats,
        seat_scenes=out,
        pots=["Main pot 246,000", "Side pot 1 180,000", "Side pot 2 160,000"]
        if chances
        else ["Pot 6,000"],
        title="Table 5 · hand 1",
        subtitle="Level 10 · No-limit Hold'em · Blinds 2,000/4,000",
        message="All-in" if chances else "",
        footer="Deck commitment (SHA-256): " + "ab" * 32,
    )


def painted(qtbot, size: tuple[int, int], felt: FeltScene) -> FeltView:
    view = FeltView(dark=True)
    qtbot.addWidget(view)
    view.resize(*size)
    view.set_scene(felt)
    view.grab()  # paints it
    return view


def collisions(view: FeltView) -> list[tuple[str, str]]:
    """Every pair of seat boxes, hole cards and dealer buttons that intersect."""
    things: list[tuple[str, QRectF]] = []
    for seat, parts in view.seat_parts.items():
        things.append((f"box {seat}", parts.box))
        things += [(f"card {seat}.{k}", card) for k, card in enumerate(parts.cards)]
        if not parts.button.isEmpty():
            things.append((f"button {seat}", parts.button))
        if not parts.bet.isEmpty():
            things.append((f"bet {seat}", parts.bet))
        things += [(f"{mark} {seat}", pill) for mark, pill in parts.pills]
    things += [(f"board {k}", rect) for k, rect in enumerate(view.board_rects)]
    return [(a, b) for (a, ra), (b, rb) in itertools.combinations(things, 2) if ra.intersects(rb)]


def test_ten_seats_at_1280x720_nothing_overlaps(qtbot):
    """Boxes, hole cards (each card on its own), the dealer button, blinds and bets, and the
    board: no two intersect, wherever the button is."""
    for button in range(1, 11):
        view = painted(qtbot, (1280, 720), scene(10, button))
        assert len(view.seat_parts) == 10
        assert sum(not p.button.isEmpty() for p in view.seat_parts.values()) == 1
        assert collisions(view) == [], f"button at seat {button}"
        inside = QRectF(view.rect())
        assert all(inside.contains(p.box) for p in view.seat_parts.values())


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", range(2, 11))
def test_two_to_ten_seats_at_every_size_nothing_overlaps(qtbot, size, seats):
    view = painted(qtbot, size, scene(seats, button=seats))
    assert collisions(view) == []


@pytest.mark.parametrize("size", SIZES)
def test_three_pots_chances_at_ten_seats_nothing_overlaps(qtbot, size):
    chances = {
        3: ("Main 54.3%", "Side 1 65.8%", "Side 2 79.6%"),
        5: ("Main 17.7%", "Side 1 18.2%"),
        8: ("Main 12.5%",),
        10: ("Main 15.5%", "Side 1 16.1%", "Side 2 20.4%"),
    }
    view = painted(qtbot, size, scene(10, button=10, chances=chances))
    assert collisions(view) == []
    # each line of chances has its room in the box
    box = view.seat_parts[3].box
    assert box.bottom() >= view.seat_parts[3].chances_top + 3 * view.chances_size


@pytest.mark.parametrize(("size", "floor"), [((1280, 720), 22), ((1920, 1080), 33)])
def test_the_chances_are_written_at_three_percent_of_the_height(qtbot, size, floor):
    view = painted(qtbot, size, scene(10, button=1, chances={3: ("Win 54.2%", "Tie 0.4%")}))
    assert view.chances_size == floor >= 0.03 * size[1]


def test_every_name_is_written_in_one_size_and_a_long_one_is_cut(qtbot):
    view = painted(qtbot, (1280, 720), scene(10, button=10))
    sizes = {size for size, _text in view.names_drawn.values()}
    assert len(sizes) == 1
    assert sizes.pop() >= 16  # the size the other names fit in: not the long name's
    long_name = view.names_drawn[1][1]
    assert long_name.endswith("…") and NAMES[0].startswith(long_name[:-1])
    assert [view.names_drawn[k][1] for k in range(2, 11)] == NAMES[1:]
