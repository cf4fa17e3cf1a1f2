"""The payout tables shipped with the app: each loads cleanly and pays sensibly; club is the
default."""

from __future__ import annotations

import pytest

from director.payouts import (
    check_payout_table_file,
    default_payout_table,
    load_payout_table,
    loads_payout_table,
    shipped_payout_tables,
)


def test_the_shipped_tables_are_there_and_club_is_the_default():
    names = [p.name for p in shipped_payout_tables()]
    assert {"club.yaml", "flat.yaml", "top-heavy.yaml"} <= set(names)
    assert default_payout_table().name == "Club"


@pytest.mark.parametrize("path", shipped_payout_tables(), ids=lambda p: p.name)
def test_every_shipped_table_loads_cleanly_and_pays_sensibly(path):
    result = check_payout_table_file(path)
    assert result.ok, [str(d) for d in result.diagnostics]
    assert result.diagnostics == ()  # not even a warning
    t = result.table
    assert t.percentages(1) == (100,)
    previous_places = 1
    for entries in range(1, 2501):
        pct = t.percentages(entries)
        assert sum(pct) == 100
        assert list(pct) == sorted(pct, reverse=True)
        assert len(pct) <= entries
        assert len(pct) >= previous_places  # more entries never pay fewer places
        previous_places = len(pct)
    # The biggest fields pay well over a hundred places.
    assert t.places_paid(1000) >= 90


def test_the_club_table_pays_the_places_the_club_chose():
    t = default_payout_table()
    assert [t.places_paid(n) for n in (2, 6, 7, 10, 11, 20)] == [1, 1, 2, 2, 3, 3]
    assert t.percentages(20) == (50, 30, 20)


@pytest.mark.parametrize("path", shipped_payout_tables(), ids=lambda p: p.name)
def test_to_yaml_gives_back_the_same_table(path):
    t = load_payout_table(path)
    again = loads_payout_table(t.to_yaml(), str(path))
    assert again == t
