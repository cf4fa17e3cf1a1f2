"""The length estimate: a seeded simulation that behaves as a director expects."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from director.errors import DirectorError
from director.structures import Break, Game, Level, Structure
from director.structures.estimate import Estimate, estimate


def ladder(minutes: float = 15, count: int = 60, stack: int = 20000, every: int = 0) -> Structure:
    """Blinds from 25-50 up by a quarter a level (rounded to 25), a break every ``every``."""
    entries: list[Level | Break] = []
    bb = 50.0
    for n in range(1, count + 1):
        big = max(50, round(bb / 50) * 50)
        entries.append(Level(n, Game.NLHE, int(minutes * 60), big // 2, big))
        if every and n % every == 0:
            entries.append(Break(600))
        bb *= 1.25
    return Structure("Ladder", Game.NLHE, stack, tuple(entries))


def test_the_same_seed_gives_the_same_estimate():
    s = ladder()
    assert estimate(s, 40, seed=7) == estimate(s, 40, seed=7)


def test_an_estimate_is_a_range_around_the_median_and_names_the_level_then():
    s = ladder()
    e = estimate(s, 40)
    assert isinstance(e, Estimate) and e.runs > 1
    assert 0 < e.low <= e.minutes <= e.high < s.total_seconds / 60
    assert e.end_level == int(e.minutes // 15) + 1  # 15-minute levels, no breaks
    assert e.overrun == 0
    data = e.as_dict()
    assert {"minutes", "low", "high", "end_level"} <= set(data)


def test_seeds_agree_on_the_median_within_a_few_percent():
    s = ladder()
    medians = [estimate(s, 60, seed=seed).minutes for seed in range(5)]
    assert max(medians) / min(medians) < 1.06


def test_the_curves_start_with_the_field_and_end_with_a_winner():
    s = ladder()
    e = estimate(s, 45)
    first, last = e.players_left_curve[0], e.players_left_curve[-1]
    assert first == (0.0, 45.0, 45.0, 45.0)
    assert last[1] == 1.0  # the median run is over by the 90th percentile's end
    assert e.average_bb_curve[0][1] == pytest.approx(20000 / 50)
    minutes = [p[0] for p in e.players_left_curve]
    assert minutes == sorted(minutes) and minutes[-1] <= e.high


def test_breaks_stop_play_and_count_in_the_length():
    plain, with_breaks = ladder(), ladder(every=4)
    a, b = estimate(plain, 40), estimate(with_breaks, 40)
    assert b.minutes > a.minutes + 20  # several 10-minute breaks were on the clock


@settings(max_examples=15, deadline=None)
@given(st.integers(4, 120), st.integers(0, 3))
def test_more_players_last_longer(players, seed):
    s = ladder()
    assert estimate(s, 2 * players, seed=seed).minutes > estimate(s, players, seed=seed).minutes


@settings(max_examples=15, deadline=None)
@given(st.integers(1000, 50000), st.integers(4, 80), st.integers(0, 3))
def test_a_bigger_stack_lasts_longer(stack, players, seed):
    s = ladder()
    shallow = estimate(s, players, stack=stack, seed=seed).minutes
    assert estimate(s, players, stack=2 * stack, seed=seed).minutes > shallow


@settings(max_examples=15, deadline=None)
@given(st.sampled_from([10, 12, 15, 20, 30]), st.integers(4, 80), st.integers(0, 3))
def test_faster_levels_end_sooner(minutes, players, seed):
    slow = estimate(ladder(minutes=minutes), players, seed=seed).minutes
    assert estimate(ladder(minutes=minutes / 2), players, seed=seed).minutes < slow


def test_rebuys_and_addons_put_chips_in_play_and_make_it_longer():
    s = ladder(every=4)
    plain = estimate(s, 30).minutes
    assert estimate(s, 30, rebuys=15, addons=30).minutes > plain


def test_a_live_tournament_is_estimated_from_where_it_is():
    s = ladder()
    fresh = estimate(s, 60)
    # 90 minutes in, 20 players left with the 60 players' chips: it ends after 90 minutes ...
    live = estimate(s, 60, start_minute=90, players_left=20)
    assert live.low >= 90
    assert live.players_left_curve[0][1:] == (20.0, 20.0, 20.0)
    # ... and sooner the fewer are left, or the fewer chips are in play
    assert estimate(s, 60, start_minute=90, players_left=5).minutes < live.minutes
    fewer_chips = estimate(s, 60, start_minute=90, players_left=20, chips_in_play=600_000)
    assert fewer_chips.minutes < live.minutes
    assert abs(live.minutes - fresh.minutes) < 30  # a field on track ends about when expected


@pytest.mark.parametrize(
    ("kwargs", "key"),
    [
        ({"players": 1}, "structures.err.estimate_players"),
        ({"players": 30, "players_left": 1}, "structures.err.estimate_players"),
        ({"players": 30, "stack": 0}, "structures.err.estimate_stack"),
        ({"players": 30, "stack": -5}, "structures.err.estimate_stack"),
        ({"players": 30, "rebuys": -1}, "structures.err.estimate_rebuys"),
        ({"players": 30, "hands_per_hour": 0}, "structures.err.estimate_hands"),
        ({"players": 30, "hands_per_hour": float("nan")}, "structures.err.estimate_hands"),
        ({"players": 30, "chips_in_play": 0}, "structures.err.estimate_chips"),
        ({"players": 30, "runs": 0}, "structures.err.estimate_runs"),
    ],
)
def test_bad_input_is_refused(kwargs, key):
    with pytest.raises(DirectorError) as caught:
        estimate(ladder(), **kwargs)
    assert caught.value.key == key


def test_a_structure_too_short_for_the_field_is_refused_naming_its_last_level():
    short = ladder(count=8)
    with pytest.raises(DirectorError) as caught:
        estimate(short, 200)
    assert caught.value.key == "structures.err.estimate_too_short"
    assert str(caught.value) == (
        "the structure ends at level 8 (2:00) before the estimated end: add levels"
    )
    assert "livello 8" in caught.value.text("it")


def test_a_structure_that_only_sometimes_runs_out_says_how_often():
    # long enough for the median, not for every run: the high end is the structure's end
    typical = estimate(ladder(count=60), 40)
    cut = ladder(count=int(typical.minutes // 15) + 1)  # ends in the level after the median's
    e = estimate(cut, 40)
    assert e.minutes == pytest.approx(typical.minutes)
    assert 0 < e.overrun < 0.5
    assert e.high == cut.total_seconds / 60


def test_an_estimate_nobody_wants_any_more_stops_early():
    import pytest

    from director.structures import load_structure
    from director.structures.estimate import EstimateStopped, estimate
    from director.structures.shipped import default_structure_path

    asked = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 3  # the window closed during the fourth run

    with pytest.raises(EstimateStopped):
        estimate(load_structure(default_structure_path()), 30, stop=stop)
    assert len(asked) == 4
