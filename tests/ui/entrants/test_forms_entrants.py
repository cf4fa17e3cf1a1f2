"""What the Entrants dialogs share: chip counts as directors type them."""

from __future__ import annotations

from ui.entrants.forms import parse_chips


def test_chip_counts_are_read_as_directors_type_them():
    assert parse_chips("12500") == 12500
    assert parse_chips("12,500") == 12500
    assert parse_chips("12.500") == 12500
    assert parse_chips(" 12 500 ") == 12500
    assert parse_chips("12k") == 12000
    assert parse_chips("") is None
    assert parse_chips("-5") is None
    assert parse_chips("a lot") is None
