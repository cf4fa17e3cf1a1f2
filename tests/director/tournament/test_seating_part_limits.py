"""Tables have a ceiling no festival reaches: 10^30 tables is refused, not counted out."""

import pytest

from director.tournament import TournamentError


@pytest.mark.parametrize("count", [1001, 10**30])
def test_too_many_tables_are_refused_with_the_ceiling(make, count):
    t = make()
    with pytest.raises(TournamentError) as info:
        t.seating.add_tables(count)
    assert str(info.value) == "a tournament has at most 1,000 tables; check the number"
    assert info.value.text("it") == "un torneo ha al massimo 1.000 tavoli; controlla il numero"
    assert t.state.tables == {}


def test_the_ceiling_counts_the_tables_already_there(make):
    t = make()
    t.seating.add_tables(999)
    with pytest.raises(TournamentError, match="at most 1,000 tables"):
        t.seating.add_tables(2)
    with pytest.raises(TournamentError, match="at most 1,000 tables"):
        t.seating.add_tables(numbers=[10**30])
    t.seating.add_tables(1)
    assert len(t.state.tables) == 1000
