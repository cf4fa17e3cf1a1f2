"""A seven card stud table on the wall: seven cards a player, fanned, and nothing else covered.

A stud hand's own cards overlap on purpose (their corners show); every other pair of things
(boxes, other hands, the bring-in's and the bets' chips, the button, the board's common card)
must not touch, for 2 to 8 players (stud's most) at the sizes rooms have.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF

from director.engine.cards import CARDS
from tests.ui.play.felt.test_layout import NAMES, SIZES, painted
from ui.play.felt import FeltScene, FeltView, SeatScene

#: Down, down, up, up, up, up, down: seventh street before the showdown.
HIDDEN = (True, True, False, False, False, False, True)


def stud_scene(seats: int, common: bool = False) -> FeltScene:
    """Every seat dealt seven cards (six and a common card when ``common``), a bet at two."""
    dealt = 6 if common else 7
    out = [
        SeatScene(
            seat=k,
            name=NAMES[k - 1],
            stack=158_000,
            bet=4_000 if k in (1, 2) else 0,
            cards=tuple(CARDS[(7 * k + i) % 52] for i in range(dealt)),
            face_up=False,
            faces=tuple(not down for down in HIDDEN[:dealt]),
            hidden=HIDDEN[:dealt],
        )
        for k in range(1, seats + 1)
    ]
    return FeltScene(
        seats=seats,
        seat_scenes=out,
        board=(CARDS[51],) if common else (),
        pots=["Pot 46,000"],
        title="Table 2 · hand 31",
        subtitle="Level 6 · Seven card stud · Ante 100, bring-in 300, limits 1,000/2,000",
        footer="Deck commitment (SHA-256): " + "cd" * 32,
    )


def collisions(view: FeltView) -> list[tuple[str, str]]:
    """Pairs of things that intersect, leaving out the cards of one hand with each other."""
    things: list[tuple[str, int, QRectF]] = []
    for seat, parts in view.seat_parts.items():
        things.append((f"box {seat}", seat, parts.box))
        things += [(f"card {seat}.{k}", seat, card) for k, card in enumerate(parts.cards)]
        if not parts.bet.isEmpty():
            things.append((f"bet {seat}", seat, parts.bet))
        things += [(f"{mark} {seat}", seat, pill) for mark, pill in parts.pills]
    things += [(f"board {k}", 0, rect) for k, rect in enumerate(view.board_rects)]
    return [
        (a, b)
        for (a, sa, ra), (b, sb, rb) in itertools.combinations(things, 2)
        if ra.intersects(rb) and not (sa == sb and a.startswith("card") and b.startswith("card"))
    ]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", range(2, 9))
def test_two_to_eight_stud_hands_at_every_size_nothing_overlaps(qtbot, size, seats):
    view = painted(qtbot, size, stud_scene(seats))
    assert collisions(view) == []
    inside = QRectF(view.rect())
    for parts in view.seat_parts.values():
        assert len(parts.cards) == 7
        assert inside.contains(parts.box)
        assert all(inside.contains(card) for card in parts.cards)


@pytest.mark.parametrize("size", SIZES)
def test_the_common_card_of_eight_players_touches_no_hand(qtbot, size):
    # Sheet rule: with eight players the deck can run out on seventh street; one card is
    # turned face up in the middle for everybody.
    view = painted(qtbot, size, stud_scene(8, common=True))
    assert view.board_rects  # the middle keeps its place for it
    assert collisions(view) == []


def test_a_fanned_hand_shows_a_corner_of_every_card(qtbot):
    view = painted(qtbot, (1280, 720), stud_scene(8))
    for parts in view.seat_parts.values():
        lefts = sorted(card.left() for card in parts.cards)
        width = parts.cards[0].width()
        steps = [b - a for a, b in itertools.pairwise(lefts)]
        assert min(steps) >= 0.3 * width  # each card's index corner is left uncovered
