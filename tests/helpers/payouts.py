"""Helpers shared by the Payouts tab's tests: registering, reading its tables, typing counts."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def register(tournament, count):
    for i in range(count):
        tournament.entrants.register(f"Player {i + 1:02d}")


def seated(t, players):
    """``players`` registered and drawn to as few tables of nine as hold them."""
    register(t, players)
    t.seating.add_tables(-(-players // 9))
    t.seating.draw_seats()


def three_left_with_a_deal(t):
    """30 seated, busted down to three, who record a deal with 10 euros left to play for;
    returns the three prizes' sum the deal shares."""
    seated(t, 30)
    for i in range(30, 3, -1):
        t.entrants.bust(f"Player {i:02d}", by="Player 01")
    left = sum(t.money.payouts()[:3])
    t.deals.record(
        {"Player 01": left - 3000, "Player 02": 1000, "Player 03": 1000}, play_for_cents=1000
    )
    return left


def shown_places(tab):
    m = tab.places.model
    return [
        tuple(m.data(m.index(r, c)) for c in range(m.columnCount())) for r in range(m.rowCount())
    ]


def shown_deal(tab, column):
    m = tab.deal.model
    return [m.data(m.index(r, column)) for r in range(m.rowCount())]


def euros(cents):
    whole, frac = divmod(cents, 100)
    return f"€{whole:,}" + (f".{frac:02d}" if frac else "")


def harville(stacks, prizes):
    """ICM by brute force over every finishing order (exact fractions): the reference."""
    from itertools import permutations

    total = sum(stacks)
    values = [Fraction(0)] * len(stacks)
    for order in permutations(range(len(stacks))):
        p, left = Fraction(1), total
        for i in order:
            p *= Fraction(stacks[i], left)
            left -= stacks[i]
        for place, i in enumerate(order):
            values[i] += p * prizes[place]
    return values


def type_in_cell(qtbot, editor, text, done):
    """Type ``text`` in an open cell editor and press Enter (the view commits it queued)."""
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(done)


def type_chips(tab, qtbot, counts):
    """Press S (the next missing count opens for typing), type each count, Enter."""
    for n, chips in enumerate(counts, 1):
        qtbot.keyClick(tab, Qt.Key.Key_S)
        editor = QApplication.focusWidget()
        assert editor is not None and editor is not tab.deal.view
        playing = tab.document.state.playing
        type_in_cell(qtbot, editor, chips, lambda p=playing: tab.document.state.playing != p)
        assert sum(e.chips is not None for e in tab.document.state.playing) == n
