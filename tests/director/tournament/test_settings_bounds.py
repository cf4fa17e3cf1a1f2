"""Settings refuse what no festival reaches, whichever way they are made (window, CLI, file)."""

import pytest

from director.errors import DirectorError
from director.limits import MAX_CHIPS
from director.tournament import Settings
from director.tournament.amounts import Price
from director.tournament.settings import AddonRules, RebuyRules


@pytest.mark.parametrize(
    ("changes", "said"),
    [
        ({"buy_in": Price(10**32)}, "the buy-in can be at most 1,000,000"),
        ({"buy_in": Price(2000, 10**12)}, "the fee can be at most 1,000,000"),
        ({"bounty_cents": 10**9}, "the bounty can be at most 1,000,000"),
        ({"guarantee_cents": 10**32}, "the guarantee can be at most 1,000,000,000"),
        ({"starting_chips": 10**30}, "more chips than any tournament has; at most 1,000,000,000"),
        ({"max_entries": 10**30}, "at most 1,000,000"),
        (
            {"rebuy": RebuyRules(Price(1000), MAX_CHIPS, 3)},
            None,  # the ceiling itself is allowed
        ),
    ],
)
def test_settings_beyond_the_ceilings_are_refused(changes, said):
    if said is None:
        assert Settings(**changes)
        return
    with pytest.raises(DirectorError) as info:
        Settings(**changes)
    assert said in str(info.value)
    assert "\n" not in info.value.text("it")


def test_rebuy_and_addon_chips_and_prices_have_ceilings():
    with pytest.raises(DirectorError, match="at most 1,000,000,000"):
        RebuyRules(Price(1000), MAX_CHIPS + 1, 3)
    with pytest.raises(DirectorError, match="the add-on can be at most 1,000,000"):
        AddonRules(Price(10**9), 1000, 3)
