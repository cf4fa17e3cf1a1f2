"""Writing a structure back as YAML: loading what was written gives the same structure."""

from __future__ import annotations

import pytest
from hypothesis import given

from director.structures import check_text, load_structure, loads_structure
from tests.helpers.structures import SHIPPED, structures


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_a_shipped_structure_round_trips(path):
    s = load_structure(path)
    text = s.to_yaml()
    assert loads_structure(text) == s
    assert "blinds: " in text or "bets: " in text  # the compact form a director writes


@given(structures())
def test_any_structure_round_trips_through_yaml(s):
    text = s.to_yaml()
    result = check_text(text)
    assert result.errors == (), text
    assert loads_structure(text) == s
