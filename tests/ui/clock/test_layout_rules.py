"""The projector's layout rules on their own: the floor, rows, pages and their lead."""

from __future__ import annotations

import math

import pytest

from ui.clock.layout import (
    FLOOR_FRACTION,
    Block,
    Spec,
    advance,
    fit,
    floor_px,
    font_for,
    pages,
)


def test_the_floor_is_16_minutes_of_arc_at_10_m_on_a_2_5_m_picture():
    capital_mm = 10_000 * math.tan(math.radians(16 / 60))
    assert round(capital_mm, 1) == 46.5
    assert capital_mm / (2500 * 9 / 16) == pytest.approx(FLOOR_FRACTION)  # a 16:9 picture
    assert floor_px(1280, 720) == 24
    assert floor_px(720, 1280) == 24  # the shorter side, whichever way the screen stands


def test_a_page_never_splits_a_part_and_the_lead_heads_every_page(qapp):
    moves = tuple(f"Player {i:02d}: table {i} seat {i}" for i in range(1, 9))
    block = Block("announcement", moves, lead="Table 9 breaks:")
    font = font_for(24, False)
    cut = pages(block, font, 900.0, Spec(0.04, rows=2))
    assert len(cut) > 1
    assert [p for parts, _rows in cut for p in parts] == list(moves)
    for _parts, rows in cut:
        assert rows[0].startswith("Table 9 breaks:   Player")
        assert len(rows) <= 2


def test_a_line_shrinks_a_little_then_wraps_never_under_the_floor(qapp):
    cells = ("Players 25/30", "Avg stack 13,600 (3 BB)", "Prize pool €680")
    spec = Spec(0.04, rows=2)
    roomy = fit(Block("stats", cells, "     "), spec, 30.0, 24, 2000.0)
    assert roomy.cap == 30.0 and roomy.rows == ("     ".join(cells),)
    wide = advance("     ".join(cells), font_for(30.0, False))
    tight = fit(Block("stats", cells, "     "), spec, 30.0, 24, 0.75 * wide)
    assert tight.cap >= 24 and len(tight.texts) == 1
    assert len(tight.rows[0].split("\n")) == 2  # two rows, not one line too small to read
